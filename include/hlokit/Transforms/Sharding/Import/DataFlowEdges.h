//===- DataFlowEdges.h - the values owning data-flow edges ------*- C++ -*-===//
//
// Shardy's ShardableDataFlowOpInterface, for the ops hlokit has: a data-flow
// edge ties values that must be sharded alike (a while's operand, result,
// block arguments and returned value) and is owned by one of them.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_IMPORT_DATAFLOWEDGES_H
#define HLOKIT_TRANSFORMS_SHARDING_IMPORT_DATAFLOWEDGES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/SmallVector.h"

namespace hlokit::sdy {

/// The block arguments of `op` that own an edge: those of the body of an
/// sdy.manual_computation or sdy.named_computation; none for other ops.
llvm::SmallVector<mlir::Value> getBlockArgumentEdgeOwners(mlir::Operation *op);

/// The results of `op` that own an edge: all results of stablehlo.while,
/// stablehlo.case, stablehlo.optimization_barrier, sdy.manual_computation
/// and sdy.named_computation; none for other ops.
llvm::SmallVector<mlir::Value> getOpResultEdgeOwners(mlir::Operation *op);

/// The owner of the edge `target` belongs to (a result of the op, or for a
/// while's block argument the matching result); null when the op defining
/// `target`, or owning its block, has no edges.
mlir::Value getEdgeOwnerFromTarget(mlir::Value target);

/// The sdy.data_flow_edge of the edge `target` belongs to: the single user
/// of its owner, when that is one. Null otherwise.
DataFlowEdgeOp lookupDataFlowEdge(mlir::Value target);

/// The shardings of `owners` from their edges: empty when no edge has one,
/// else each edge's, or fully open on the first one's mesh for an owner
/// whose edge has none (or that has no edge).
llvm::SmallVector<TensorShardingAttr>
getShardingsFromDataFlowEdges(llvm::ArrayRef<mlir::Value> owners);

/// The sharding an edge owner has before its sdy.data_flow_edge exists:
/// getSharding, or for a named computation's block argument its in sharding.
TensorShardingAttr getEdgeOwnerSharding(mlir::Value owner);

/// Puts an sdy.data_flow_edge, with the owner's sharding, right after each
/// of `owners` that has a static shape, and makes the owner's other users
/// use it.
void addDataFlowEdges(llvm::ArrayRef<mlir::Value> owners,
                      mlir::RewriterBase &rewriter);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_IMPORT_DATAFLOWEDGES_H
