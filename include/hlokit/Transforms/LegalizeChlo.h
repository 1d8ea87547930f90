//===- LegalizeChlo.h - chlo to StableHLO outside the pass ------*- C++ -*-===//
//
// The chlo legalization as functions, for callers other than
// --hlokit-legalize-chlo: autodiff differentiates ragged_dot and scan
// through their legalized form, bessel_i1e through i0e, and the broadcasting
// ops through the op they broadcast.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_LEGALIZECHLO_H
#define HLOKIT_TRANSFORMS_LEGALIZECHLO_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Region.h"

namespace hlokit {

/// Rewrites every chlo op in `region` into StableHLO ops, repeating on the
/// chlo ops some rewrites produce; fails after reporting an op that has no
/// legalization.
mlir::LogicalResult legalizeChlo(mlir::Region &region);

/// exp(-|x|) I0(x) of the float tensor `x` as StableHLO ops (computed in
/// f64), the series and Hankel expansion of bessel_i1e's legalization with
/// order 0.
mlir::Value emitBesselI0e(mlir::OpBuilder &builder, mlir::Location loc,
                          mlir::Value x);

/// The op that the broadcasting chlo op `op` (broadcast_add, ...,
/// broadcast_select) applies elementwise, built at `builder`'s position on
/// `operands` (already broadcast to `op`'s result shape) with `op`'s result
/// type; null when `op` is not a broadcasting chlo op.
mlir::Operation *createBroadcastEquivalent(mlir::OpBuilder &builder,
                                           mlir::Operation *op,
                                           mlir::ValueRange operands);

} // namespace hlokit

#endif // HLOKIT_TRANSFORMS_LEGALIZECHLO_H
