//===- Collectives.h - what collective ops compute --------------*- C++ -*-===//
//
// The computations of the collective ops on the tensors a process group
// exchanged, independent of how they were exchanged (Transport.h).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_COLLECTIVES_H
#define HLOKIT_INTERPRETER_COLLECTIVES_H

#include "hlokit/Interpreter/Kernels/Combiner.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

/// all_reduce's schedule, fixed so results are reproducible: the left fold
/// `computation(...computation(values[0], values[1])..., values[n-1])` in
/// group order, element by element. The values have one type.
llvm::Expected<Tensor> foldInOrder(llvm::ArrayRef<Tensor> values,
                                   const Combiner &combiner);

/// The spec's `split(operand, count, dimension)`: `count` equal parts along
/// `dimension`, whose size `count` divides.
llvm::Expected<llvm::SmallVector<Tensor>>
splitEvenly(const Tensor &operand, int64_t count, int64_t dimension);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_COLLECTIVES_H
