//===- DataFlowEdges.h - the edges of region and call ops -------*- C++ -*-===//
//
// Ops whose values flow unchanged between operands, block arguments, returned
// values and results (while, case, if, optimization_barrier, manual and
// named computations) have data flow edges: an edge owner (a result or, for
// the sdy computations, a block argument), its sources (the values flowing
// into it) and its other targets (values that must be sharded like it, e.g.
// a while body's argument). Import puts an `sdy.data_flow_edge` on each
// owner, which then holds the sharding of all its targets.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_DATAFLOWEDGES_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_DATAFLOWEDGES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

namespace hlokit::sdy {

/// Whether `op` has data flow edges.
bool isDataFlowOp(mlir::Operation *op);

/// The edge owner of `target` (a result or block argument of a data flow
/// op), or null when it is none's target.
mlir::Value getEdgeOwnerFromTarget(mlir::Value target);

/// The edge owner `source` (an operand of a data flow op or of its region's
/// terminator) flows into, or null.
mlir::Value getEdgeOwnerFromSource(mlir::OpOperand &source);

/// The values flowing into edge owner `owner`.
llvm::SmallVector<mlir::Value> getEdgeSources(mlir::Value owner);

/// The targets of `owner`'s edge other than `owner` (a while's block
/// arguments).
llvm::SmallVector<mlir::Value> getNonOwnerTargets(mlir::Value owner);

/// The `sdy.data_flow_edge` on the edge owner of `target` / `source`, or null.
DataFlowEdgeOp lookupDataFlowEdge(mlir::Value target);
DataFlowEdgeOp lookupDataFlowEdge(mlir::OpOperand &source);

/// The value whose sharding stands for `value`'s: the data flow edge on its
/// edge, its edge owner, or itself; null for a block argument that can't be
/// sharded (e.g. of a reduction's body).
mlir::Value getShardableValue(mlir::Value value);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_DATAFLOWEDGES_H
