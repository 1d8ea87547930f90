//===- TestTensors.h - random tensors and value comparison ------*- C++ -*-===//
//
// Shared by the randomized kernel tests that compare a fast kernel with a
// literal one: operands with small integer values (exact in every type, so
// sums are exact too), random layouts and comparison by value.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_UNITTESTS_INTERPRETER_TESTTENSORS_H
#define HLOKIT_UNITTESTS_INTERPRETER_TESTTENSORS_H

#include "hlokit/Interpreter/Tensor.h"

#include <random>

namespace hlokit::interpreter {

/// A tensor of `type` with random elements in [-4, 4] (imaginary parts too;
/// 0 or 1 for i1).
Tensor randomTensor(ElementType type, llvm::ArrayRef<int64_t> shape,
                    std::mt19937 &rng);

/// A tensor of `type` with random fractions in [-2, 2] for floats and
/// complex numbers (so a changed order of additions shows), random small
/// integers otherwise.
Tensor randomValues(ElementType type, llvm::ArrayRef<int64_t> shape,
                    std::mt19937 &rng);

/// The same element type, shape and bytes.
bool sameBits(const Tensor &a, const Tensor &b);

/// The dimensions 0..rank-1 in random order (operand layouts).
llvm::SmallVector<int64_t> shuffledDims(int64_t rank, std::mt19937 &rng);

/// Equal values, element by element: the sums are exact, but a zero's sign
/// depends on the order of additions, which the spec leaves open.
bool sameValues(const Tensor &a, const Tensor &b);

} // namespace hlokit::interpreter

#endif // HLOKIT_UNITTESTS_INTERPRETER_TESTTENSORS_H
