//===- DataFlowEdges.cpp - the values owning data-flow edges --------------===//

#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

using namespace mlir;

namespace hlokit::sdy {

SmallVector<Value> getBlockArgumentEdgeOwners(Operation *op) {
  if (!isa<ManualComputationOp, NamedComputationOp>(op))
    return {};
  return llvm::to_vector_of<Value>(op->getRegion(0).getArguments());
}

SmallVector<Value> getOpResultEdgeOwners(Operation *op) {
  if (!isa<stablehlo::WhileOp, stablehlo::CaseOp,
           stablehlo::OptimizationBarrierOp, ManualComputationOp,
           NamedComputationOp>(op))
    return {};
  return llvm::to_vector_of<Value>(op->getResults());
}

Value getEdgeOwnerFromTarget(Value target) {
  auto argument = dyn_cast<BlockArgument>(target);
  Operation *op =
      argument ? argument.getOwner()->getParentOp() : target.getDefiningOp();
  if (!op || getOpResultEdgeOwners(op).empty())
    return {};
  if (argument && isa<stablehlo::WhileOp>(op))
    return op->getResult(argument.getArgNumber());
  // A case's branches have no arguments: its targets are results.
  return target;
}

DataFlowEdgeOp lookupDataFlowEdge(Value target) {
  Value owner = getEdgeOwnerFromTarget(target);
  if (!owner || !owner.hasOneUse())
    return {};
  return dyn_cast<DataFlowEdgeOp>(*owner.user_begin());
}

TensorShardingAttr getEdgeOwnerSharding(Value owner) {
  auto argument = dyn_cast<BlockArgument>(owner);
  auto named =
      argument
          ? dyn_cast<NamedComputationOp>(argument.getOwner()->getParentOp())
          : NamedComputationOp();
  if (!named)
    return getSharding(owner);
  TensorShardingPerValueAttr inShardings = named.getInShardingsAttr();
  if (!inShardings ||
      argument.getArgNumber() >= inShardings.getShardings().size())
    return {};
  return inShardings.getShardings()[argument.getArgNumber()];
}

void addDataFlowEdges(ArrayRef<Value> owners, RewriterBase &rewriter) {
  // Backwards, so that edges inserted right after their owner keep the
  // owners' order.
  for (Value owner : llvm::reverse(owners)) {
    auto type = dyn_cast<RankedTensorType>(owner.getType());
    if (!type || !type.hasStaticShape())
      continue;
    // An owner that has its edge keeps it: a second would take the first.
    if (owner.hasOneUse() && isa<DataFlowEdgeOp>(*owner.user_begin()))
      continue;
    rewriter.setInsertionPointAfterValue(owner);
    auto edge = DataFlowEdgeOp::create(rewriter, owner.getLoc(), owner,
                                       getEdgeOwnerSharding(owner));
    rewriter.replaceAllUsesExcept(owner, edge, edge);
  }
}

SmallVector<TensorShardingAttr>
getShardingsFromDataFlowEdges(ArrayRef<Value> owners) {
  SmallVector<TensorShardingAttr> shardings;
  Attribute meshOrRef;
  for (Value owner : owners) {
    DataFlowEdgeOp edge = lookupDataFlowEdge(owner);
    TensorShardingAttr sharding = edge ? edge.getShardingAttr() : nullptr;
    if (sharding && !meshOrRef)
      meshOrRef = sharding.getMeshOrRef();
    shardings.push_back(sharding);
  }
  if (!meshOrRef)
    return {};
  for (auto [owner, sharding] : llvm::zip_equal(owners, shardings)) {
    if (sharding)
      continue;
    auto type = dyn_cast<RankedTensorType>(owner.getType());
    sharding = getFullyOpenSharding(owner.getContext(), meshOrRef,
                                    type ? type.getRank() : 0);
  }
  return shardings;
}

} // namespace hlokit::sdy
