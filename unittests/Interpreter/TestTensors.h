//===- TestTensors.h - random tensors and value comparison ------*- C++ -*-===//
//
// Shared by the randomized kernel tests that compare a fast kernel with a
// literal one: operands with small integer values (exact in every type, so
// sums are exact too), random layouts and comparison by value.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_UNITTESTS_INTERPRETER_TESTTENSORS_H
#define HLOKIT_UNITTESTS_INTERPRETER_TESTTENSORS_H

#include "hlokit/Dialect/StableHLO/Dynamic.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

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

/// Convolution dimension numbers from three orders of dimensions: `in` and
/// `out` list batch, feature, then the spatial dimensions, `kernel` input
/// feature, output feature, then the spatial ones.
stablehlo::ConvDimensions convDimensions(llvm::ArrayRef<int64_t> in,
                                         llvm::ArrayRef<int64_t> kernel,
                                         llvm::ArrayRef<int64_t> out);

/// Equal values, element by element: the sums are exact, but a zero's sign
/// depends on the order of additions, which the spec leaves open.
bool sameValues(const Tensor &a, const Tensor &b);

} // namespace hlokit::interpreter

#endif // HLOKIT_UNITTESTS_INTERPRETER_TESTTENSORS_H
