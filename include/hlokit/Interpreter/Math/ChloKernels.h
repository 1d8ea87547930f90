//===- ChloKernels.h - kernels of the chlo ops ------------------*- C++ -*-===//
//
// The chlo ops that have no StableHLO kernel to reuse: the special and
// inverse-trigonometric functions, next_after, polygamma, zeta and top_k.
// Float results are computed in long double and rounded once to the tensor's
// type (docs/chlo.md lists the measured accuracy). The broadcasting ops
// broadcast their operands and reuse the elementwise kernels.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_CHLOKERNELS_H
#define HLOKIT_INTERPRETER_CHLOKERNELS_H

#include "hlokit/Dialect/CHLO/Chlo.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

enum class ChloUnaryOp {
  Acos,
  Acosh,
  Asin,
  Asinh,
  AsinAcosKernel,
  Atan,
  Atanh,
  BesselI1e,
  Conj,
  Cosh,
  Digamma,
  Erf,
  ErfInv,
  Erfc,
  IsInf,
  IsNegInf,
  IsPosInf,
  Lgamma,
  Sinh,
  Tan,
};

enum class ChloBinaryOp { Mulhi, NextAfter, Polygamma, Zeta };

/// One of the ops above on a float tensor (and complex, for the
/// trigonometric and hyperbolic ones and conj). is_inf and friends return
/// i1 tensors.
llvm::Expected<Tensor> chloUnary(ChloUnaryOp op, const Tensor &operand);

/// next_after, polygamma(n, x), zeta(x, q) on two float tensors of one
/// shape; mulhi on two integer tensors.
llvm::Expected<Tensor> chloBinary(ChloBinaryOp op, const Tensor &lhs,
                                  const Tensor &rhs);

/// The k largest elements of each slice along the last dimension, largest
/// first, and their indices (i32). The order is total: +NaN above +inf,
/// -NaN below -inf, +0 above -0; of equal elements the lower index comes
/// first.
llvm::Expected<llvm::SmallVector<Tensor>> topK(const Tensor &operand,
                                               int64_t k);

/// ragged_dot by its definition (docs/chlo.md), accumulating in f64 (i64
/// for integers, complex<f64>) and rounding once. Group sizes below 0 count
/// as 0; elements past the last group give 0.
llvm::Expected<Tensor> raggedDot(const Tensor &lhs, const Tensor &rhs,
                                 const Tensor &groupSizes,
                                 const chlo::RaggedDotDims &dims,
                                 llvm::ArrayRef<int64_t> resultShape);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_CHLOKERNELS_H
