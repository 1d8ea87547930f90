//===- RaiseBatchingDims.h - legacy iota indexing to batching dims -*- C++ -*-//
//
// The rewrite of `hlokit-raise-batching-dims`, also run by Shardy's
// `sdy-explicit-gather-scatter-batching`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_RAISEBATCHINGDIMS_H
#define HLOKIT_TRANSFORMS_RAISEBATCHINGDIMS_H

#include "mlir/IR/Operation.h"

namespace hlokit {

/// Rewrites every gather, dynamic_gather and scatter under `root` whose
/// indices concatenate iotas addressing collapsed / inserted dims to use
/// batching dims instead, leaving the rest of the program as it is (no
/// folding). Fails when the rewrite doesn't converge.
mlir::LogicalResult raiseBatchingDims(mlir::Operation *root);

} // namespace hlokit

#endif // HLOKIT_TRANSFORMS_RAISEBATCHINGDIMS_H
