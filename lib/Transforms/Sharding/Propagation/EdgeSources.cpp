//===- EdgeSources.cpp - what flows into a data flow edge -----------------===//

#include "EdgeSources.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"

using namespace mlir;

namespace hlokit::sdy {

SmallVector<OpOperand *> getEdgeSourceUses(Value owner) {
  if (auto argument = dyn_cast<BlockArgument>(owner)) {
    Operation *op = argument.getOwner()->getParentOp();
    if (getBlockArgumentEdgeOwners(op).empty())
      return {};
    return {&op->getOpOperand(argument.getArgNumber())};
  }
  Operation *op = owner.getDefiningOp();
  if (getOpResultEdgeOwners(op).empty())
    return {};
  unsigned index = cast<OpResult>(owner).getResultNumber();
  auto returned = [&](Region &region) {
    return &region.front().getTerminator()->getOpOperand(index);
  };
  if (auto whileOp = dyn_cast<stablehlo::WhileOp>(op))
    return {&whileOp->getOpOperand(index), returned(whileOp.getBody())};
  if (isa<stablehlo::OptimizationBarrierOp>(op))
    return {&op->getOpOperand(index)};
  SmallVector<OpOperand *> sources;
  for (Region &region : op->getRegions())
    sources.push_back(returned(region));
  return sources;
}

SmallVector<Value> getEdgeSources(Value owner) {
  return llvm::map_to_vector(getEdgeSourceUses(owner),
                             [](OpOperand *use) { return use->get(); });
}

SmallVector<Value> getNonOwnerTargets(Value owner) {
  auto whileOp = owner.getDefiningOp<stablehlo::WhileOp>();
  if (!whileOp)
    return {};
  unsigned index = cast<OpResult>(owner).getResultNumber();
  return {whileOp.getCond().getArgument(index),
          whileOp.getBody().getArgument(index)};
}

/// The edge owner `source` flows into, or null.
static Value getEdgeOwnerFromSource(OpOperand &source) {
  Operation *user = source.getOwner();
  unsigned index = source.getOperandNumber();
  if (!user->hasTrait<OpTrait::IsTerminator>()) {
    if (!getBlockArgumentEdgeOwners(user).empty())
      return user->getRegion(0).getArgument(index);
    if (isa<stablehlo::WhileOp, stablehlo::OptimizationBarrierOp>(user))
      return user->getResult(index);
    return {};
  }
  Operation *op = user->getParentOp();
  if (!op || getOpResultEdgeOwners(op).empty())
    return {};
  // A while's condition returns the predicate, not a loop value.
  if (auto whileOp = dyn_cast<stablehlo::WhileOp>(op);
      whileOp && user->getParentRegion() != &whileOp.getBody())
    return {};
  return op->getResult(index);
}

DataFlowEdgeOp lookupDataFlowEdge(OpOperand &source) {
  Value owner = getEdgeOwnerFromSource(source);
  if (!owner || !owner.hasOneUse())
    return {};
  return dyn_cast<DataFlowEdgeOp>(*owner.user_begin());
}

} // namespace hlokit::sdy
