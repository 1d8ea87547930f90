//===- Partials.h - rules from partial derivatives --------------*- C++ -*-===//
//
// Elementwise ops described by their partial derivatives (one elementwise
// tensor per operand): the VJP multiplies the cotangent by each partial, the
// JVP sums partial * tangent. Shared by the stablehlo and chlo rule files.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_AUTODIFF_RULES_PARTIALS_H
#define HLOKIT_LIB_AUTODIFF_RULES_PARTIALS_H

#include "../Emit.h"

#include "hlokit/Autodiff/Rules.h"

namespace hlokit::autodiff {

/// d(result)/d(operand i) for every operand, computed from the primal op.
using PartialsFn =
    std::function<llvm::SmallVector<mlir::Value>(Emitter &, mlir::Operation *)>;

VjpRule vjpFromPartials(PartialsFn partials);
JvpRule jvpFromPartials(PartialsFn partials);

/// Gives `OpTys` the VJP and JVP rules of `partials`.
template <typename... OpTys>
void addPartials(RuleRegistry &registry, const PartialsFn &partials) {
  registry.addVjp<OpTys...>(vjpFromPartials(partials));
  registry.addJvp<OpTys...>(jvpFromPartials(partials));
}

/// Partials that stablehlo and chlo ops share (stablehlo.tan and chlo.tan,
/// stablehlo.square and chlo.square): d tan = 1 + tan^2, d x^2 = 2x.
llvm::SmallVector<mlir::Value> tanPartial(Emitter &e, mlir::Operation *op);
llvm::SmallVector<mlir::Value> squarePartial(Emitter &e, mlir::Operation *op);

} // namespace hlokit::autodiff

#endif // HLOKIT_LIB_AUTODIFF_RULES_PARTIALS_H
