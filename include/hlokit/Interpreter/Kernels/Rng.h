//===- Rng.h - the rng kernel -----------------------------------*- C++ -*-===//
//
// `rng`'s numbers are implementation-defined; hlokit draws them from one
// PHILOX block per element with a fixed key and a counter the evaluator
// advances, so runs are reproducible and successive ops differ.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_RNG_H
#define HLOKIT_INTERPRETER_RNG_H

#include "hlokit/Dialect/StableHLO/StablehloEnums.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

/// Uniform numbers in [a, b) or normal ones with mean a and standard
/// deviation b, of `type` and `shape`. `counter` is the first PHILOX block
/// to use and is advanced past the blocks used. A uniform range with
/// b <= a is an error.
llvm::Expected<Tensor> rng(stablehlo::RngDistribution distribution,
                           const Tensor &a, const Tensor &b, ElementType type,
                           llvm::ArrayRef<int64_t> shape, uint64_t &counter);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_RNG_H
