//===- Autodiff.h - reverse and forward mode for stablehlo ------*- C++ -*-===//
//
// buildVjp and buildJvp add a derivative function next to `f` in f's module.
//
// Only ranked tensors of float element type carry derivatives. Integer and
// boolean arguments get no gradient or tangent, and integer or boolean
// results take no cotangent and produce no tangent: they are left out of the
// derivative lists of the signatures below (the primal lists keep them).
//
//   f_vjp(primals..., cotangents of float results...)
//       -> (primal results..., gradients of float arguments...)
//
// (or of the arguments buildVjp's `wrt` selects)
//   f_jvp(primals..., tangents of float arguments...)
//       -> (primal results..., tangents of float results...)
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_AUTODIFF_AUTODIFF_H
#define HLOKIT_AUTODIFF_AUTODIFF_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/LLVM.h"

namespace hlokit::autodiff {

/// Adds `<name>_vjp` after `function`. Emits an error naming the op and fails
/// when an op on a differentiated path has no rule. `wrt` lists the
/// arguments whose gradients it returns, in that order (as JAX's argnums);
/// empty, every float argument in order. Ops that compute only the
/// gradients of the other arguments are left out.
mlir::FailureOr<mlir::func::FuncOp> buildVjp(mlir::func::FuncOp function,
                                             llvm::ArrayRef<int64_t> wrt = {});

/// Adds `<name>_jvp` after `function`; errors as buildVjp.
mlir::FailureOr<mlir::func::FuncOp> buildJvp(mlir::func::FuncOp function);

} // namespace hlokit::autodiff

#endif // HLOKIT_AUTODIFF_AUTODIFF_H
