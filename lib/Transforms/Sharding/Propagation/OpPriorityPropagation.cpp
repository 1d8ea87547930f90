//===- OpPriorityPropagation.cpp - propagate through easy ops first -------===//
//
// A schedule of op heuristics, each giving a direction per op and factor.
// Step i propagates (aggressively) with the union of heuristics 0..i, so ops
// that pass shardings through unchanged go first and broadcasts last.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "OpProperties.h"

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::sdy {

#define GEN_PASS_DEF_OPPRIORITYPROPAGATIONPASS
#include "hlokit/Transforms/Sharding/Propagation/Passes.h.inc"

namespace {

using Heuristic = PropagationDirection (*)(Operation *, int64_t);

bool isScalar(Value value) {
  auto shaped = dyn_cast<ShapedType>(value.getType());
  return !shaped || (shaped.hasRank() && shaped.getRank() == 0);
}

/// `NONE` when an operand (other than a scalar) has several uses: going
/// forward would conflict with each use, backward with the other uses.
PropagationDirection getDirectionBasedOnUses(Operation *op,
                                             bool allowMultiUse) {
  if (allowMultiUse)
    return PropagationDirection::BOTH;
  bool multiUse = llvm::any_of(op->getOperands(), [](Value operand) {
    return !operand.hasOneUse() && !isScalar(operand);
  });
  return multiUse ? PropagationDirection::NONE : PropagationDirection::BOTH;
}

/// Host offloading custom calls move the data unchanged.
bool isOffloadCustomCall(Operation *op) {
  auto call = dyn_cast<stablehlo::CustomCallOp>(op);
  return call && (call.getCallTargetName() == "MoveToDevice" ||
                  call.getCallTargetName() == "MoveToHost");
}

PropagationDirection isPassThroughOp(Operation *op, bool allowMultiUse) {
  if (isElementwise(op) || isOffloadCustomCall(op) ||
      isa<stablehlo::ReshapeOp, stablehlo::TransposeOp, DataFlowEdgeOp,
          FuncDataFlowEdgeOp>(op))
    return getDirectionBasedOnUses(op, allowMultiUse);
  if (isa<stablehlo::DynamicSliceOp, stablehlo::DynamicUpdateSliceOp>(op))
    return intersectionOfPropagationDirections(
        getDirectionBasedOnUses(op, allowMultiUse),
        PropagationDirection::FORWARD);
  return PropagationDirection::NONE;
}

PropagationDirection isPassThroughOpSingleUse(Operation *op, int64_t) {
  return isPassThroughOp(op, /*allowMultiUse=*/false);
}

PropagationDirection isPassThroughOpMultiUse(Operation *op, int64_t) {
  return isPassThroughOp(op, /*allowMultiUse=*/true);
}

/// An op without a rule (a data flow edge) counts as the identity.
PropagationDirection onlyPassThroughFactorsBroadcastBackward(Operation *op,
                                                             int64_t factor) {
  if (OpShardingRuleAttr rule = getShardingRule(op);
      rule && !rule.isPassThroughFactor(factor))
    return PropagationDirection::NONE;
  if (isa<stablehlo::BroadcastInDimOp>(op))
    return PropagationDirection::BACKWARD;
  return PropagationDirection::BOTH;
}

PropagationDirection propagateAnyExceptBroadcastForward(Operation *op,
                                                        int64_t) {
  return isa<stablehlo::BroadcastInDimOp>(op) ? PropagationDirection::BACKWARD
                                              : PropagationDirection::BOTH;
}

constexpr Heuristic kOpPropagationSchedule[] = {
    isPassThroughOpSingleUse, isPassThroughOpMultiUse,
    onlyPassThroughFactorsBroadcastBackward, propagateAnyExceptBroadcastForward,
    propagateAny};

} // namespace

LogicalResult propagateOpPriority(ModuleOp module,
                                  const ShardingGroupMap &groups,
                                  GetDirectionToPropagateFn direction,
                                  const PropagationOptions &options) {
  if (!options.runOpPriorityPropagation)
    return propagateAggressive(module, groups, direction, options);
  for (size_t step = 0; step < std::size(kOpPropagationSchedule); ++step) {
    auto stepDirection = [step, &direction](Operation *op, int64_t factor) {
      PropagationDirection opDirection = PropagationDirection::NONE;
      for (size_t i = 0; i <= step; ++i)
        opDirection = unionOfPropagationDirections(
            opDirection, kOpPropagationSchedule[i](op, factor));
      return intersectionOfPropagationDirections(opDirection,
                                                 direction(op, factor));
    };
    if (failed(propagateAggressive(module, groups, stepDirection, options)))
      return failure();
  }
  return success();
}

namespace {

struct OpPriorityPropagationPass
    : impl::OpPriorityPropagationPassBase<OpPriorityPropagationPass> {
  using OpPriorityPropagationPassBase::OpPriorityPropagationPassBase;

  void runOnOperation() override {
    PropagationOptions options;
    options.keepShardingRules = keepShardingRules;
    options.conservativePropagation = conservativePropagation;
    options.debugShardingOrigins = debugShardingOrigins;
    options.debugPropagationEdgeSharding = debugPropagationEdgeSharding;
    options.strategy = propagationStrategy;
    options.runOpPriorityPropagation = runOpPriorityPropagation;
    auto strategy = [&](ModuleOp module, const ShardingGroupMap &groups) {
      return propagateOpPriority(module, groups, propagateAny, options);
    };
    if (failed(runPropagation(getOperation(), options, strategy)))
      signalPassFailure();
  }
};

} // namespace

} // namespace hlokit::sdy
