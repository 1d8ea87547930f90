//===- EdgeSources.h - what flows into a data flow edge ---------*- C++ -*-===//
//
// The propagation side of the data flow edges (Import/DataFlowEdges.h has
// their owners and targets): the values flowing into an edge, and the edge a
// use feeds.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_EDGESOURCES_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_EDGESOURCES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

namespace hlokit::sdy {

/// The uses flowing into edge owner `owner` (see getEdgeSources).
llvm::SmallVector<mlir::OpOperand *> getEdgeSourceUses(mlir::Value owner);

/// The values flowing into edge owner `owner`: a computation's operand for
/// its block argument; for a result, the values its regions return (and a
/// while's operand, an optimization barrier's operand). None when `owner`
/// owns no edge.
llvm::SmallVector<mlir::Value> getEdgeSources(mlir::Value owner);

/// The targets of `owner`'s edge other than `owner`: a while's block
/// arguments.
llvm::SmallVector<mlir::Value> getNonOwnerTargets(mlir::Value owner);

/// The `sdy.data_flow_edge` of the edge `source` (an operand of an op with
/// edges, or of its regions' terminator) flows into, or null.
DataFlowEdgeOp lookupDataFlowEdge(mlir::OpOperand &source);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_EDGESOURCES_H
