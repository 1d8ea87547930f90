//===- LinearAlgebra.h - cholesky and triangular_solve ----------*- C++ -*-===//
//
// Batched kernels over the two trailing dimensions, computed in double (or
// complex double) precision and rounded once to the operand's type. A matrix
// that is not positive definite (cholesky) or singular (triangular_solve)
// yields NaNs and infinities as the arithmetic gives them, never an error.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_LINEARALGEBRA_H
#define HLOKIT_INTERPRETER_LINEARALGEBRA_H

#include "hlokit/Dialect/StableHLO/StablehloEnums.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

/// The Cholesky factor of each matrix of `a`, read from and written to its
/// lower (`lower`) or upper triangle; the other triangle of the result is
/// zero.
llvm::Expected<Tensor> cholesky(const Tensor &a, bool lower);

/// Solves op(a) * x = b (`leftSide`) or x * op(a) = b for each matrix pair,
/// reading only the `lower` or upper triangle of a, and taking its diagonal
/// as ones when `unitDiagonal`. op is `transpose` (TRANSPOSE_INVALID, which
/// the verifier rejects, is taken as NO_TRANSPOSE).
llvm::Expected<Tensor> triangularSolve(const Tensor &a, const Tensor &b,
                                       bool leftSide, bool lower,
                                       bool unitDiagonal,
                                       stablehlo::Transpose transpose);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_LINEARALGEBRA_H
