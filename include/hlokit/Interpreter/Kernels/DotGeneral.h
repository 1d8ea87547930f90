//===- DotGeneral.h - the dot_general kernel --------------------*- C++ -*-===//

#ifndef HLOKIT_INTERPRETER_DOTGENERAL_H
#define HLOKIT_INTERPRETER_DOTGENERAL_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

struct DotDims {
  llvm::SmallVector<int64_t> lhsBatchingDims;
  llvm::SmallVector<int64_t> rhsBatchingDims;
  llvm::SmallVector<int64_t> lhsContractingDims;
  llvm::SmallVector<int64_t> rhsContractingDims;
};

/// dot_general with the result laid out as [batch..., lhs free..., rhs
/// free...]. Operands are converted to `resultType` first; sums run in
/// row-major order of the contracting dims (f16/bf16 accumulate in f32).
/// `repeats`: how many products of this shape the caller runs in a row (a
/// convolution's blocks), which may make a faster kernel worth generating.
llvm::Expected<Tensor> dotGeneral(const Tensor &lhs, const Tensor &rhs,
                                  const DotDims &dims, ElementType resultType,
                                  int64_t repeats = 1);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_DOTGENERAL_H
