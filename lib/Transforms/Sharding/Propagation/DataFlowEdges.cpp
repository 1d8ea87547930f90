//===- DataFlowEdges.cpp - the edges of region and call ops ---------------===//

#include "hlokit/Transforms/Sharding/Propagation/DataFlowEdges.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;

namespace hlokit::sdy {

/// Whether `op` is one of the sdy computations, whose block arguments are
/// edge owners too.
static bool isSdyComputation(Operation *op) {
  return isa<ManualComputationOp, NamedComputationOp>(op);
}

bool isDataFlowOp(Operation *op) {
  return isSdyComputation(op) ||
         isa<stablehlo::WhileOp, stablehlo::CaseOp, stablehlo::IfOp,
             stablehlo::OptimizationBarrierOp>(op);
}

/// The op owning `value`: its defining op or its block's parent.
static Operation *getOwningOp(Value value) {
  if (Operation *op = value.getDefiningOp())
    return op;
  return value.getParentBlock()->getParentOp();
}

Value getEdgeOwnerFromTarget(Value target) {
  Operation *op = getOwningOp(target);
  if (!op || !isDataFlowOp(op))
    return {};
  if (isa<OpResult>(target) || isSdyComputation(op))
    return target;
  // A while's block arguments are targets of the result's edge.
  if (auto whileOp = dyn_cast<stablehlo::WhileOp>(op))
    return whileOp->getResult(cast<BlockArgument>(target).getArgNumber());
  return {};
}

Value getEdgeOwnerFromSource(OpOperand &source) {
  Operation *user = source.getOwner();
  unsigned index = source.getOperandNumber();
  if (user->hasTrait<OpTrait::IsTerminator>()) {
    Operation *op = user->getParentOp();
    if (!op || !isDataFlowOp(op) || isa<stablehlo::OptimizationBarrierOp>(op))
      return {};
    // A while's condition returns the predicate, not a loop value.
    if (auto whileOp = dyn_cast<stablehlo::WhileOp>(op);
        whileOp && user->getParentRegion() != &whileOp.getBody())
      return {};
    return op->getResult(index);
  }
  if (isSdyComputation(user))
    return user->getRegion(0).getArgument(index);
  if (isa<stablehlo::WhileOp, stablehlo::OptimizationBarrierOp>(user))
    return user->getResult(index);
  return {};
}

SmallVector<Value> getEdgeSources(Value owner) {
  Operation *op = getOwningOp(owner);
  if (auto argument = dyn_cast<BlockArgument>(owner))
    return {op->getOperand(argument.getArgNumber())};
  unsigned index = cast<OpResult>(owner).getResultNumber();
  auto returned = [&](Region &region) {
    return region.front().getTerminator()->getOperand(index);
  };
  if (auto whileOp = dyn_cast<stablehlo::WhileOp>(op))
    return {whileOp->getOperand(index), returned(whileOp.getBody())};
  if (isa<stablehlo::OptimizationBarrierOp>(op))
    return {op->getOperand(index)};
  SmallVector<Value> sources;
  for (Region &region : op->getRegions())
    sources.push_back(returned(region));
  return sources;
}

SmallVector<Value> getNonOwnerTargets(Value owner) {
  auto whileOp = owner.getDefiningOp<stablehlo::WhileOp>();
  if (!whileOp)
    return {};
  unsigned index = cast<OpResult>(owner).getResultNumber();
  return {whileOp.getCond().getArgument(index),
          whileOp.getBody().getArgument(index)};
}

/// The data flow edge on `owner`: its only user.
static DataFlowEdgeOp getDataFlowEdgeUser(Value owner) {
  if (!owner || !owner.hasOneUse())
    return {};
  return dyn_cast<DataFlowEdgeOp>(*owner.user_begin());
}

DataFlowEdgeOp lookupDataFlowEdge(Value target) {
  return getDataFlowEdgeUser(getEdgeOwnerFromTarget(target));
}

DataFlowEdgeOp lookupDataFlowEdge(OpOperand &source) {
  return getDataFlowEdgeUser(getEdgeOwnerFromSource(source));
}

Value getShardableValue(Value value) {
  if (DataFlowEdgeOp edge = lookupDataFlowEdge(value))
    return edge.getResult();
  if (isa<OpResult>(value))
    return value;
  Operation *owner = getOwningOp(value);
  if (isa<FunctionOpInterface>(owner))
    return value;
  return getEdgeOwnerFromTarget(value);
}

} // namespace hlokit::sdy
