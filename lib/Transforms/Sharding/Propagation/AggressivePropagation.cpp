//===- AggressivePropagation.cpp - basic propagation resolving conflicts --===//

#include "hlokit/Transforms/Sharding/Propagation/AggressiveFactorPropagation.h"
#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

using namespace mlir;

namespace hlokit::sdy {

#define GEN_PASS_DEF_AGGRESSIVEPROPAGATIONPASS
#include "hlokit/Transforms/Sharding/Propagation/Passes.h.inc"

LogicalResult propagateAggressive(ModuleOp module,
                                  const ShardingGroupMap &groups,
                                  GetDirectionToPropagateFn direction,
                                  const PropagationOptions &options) {
  static const BasicFactorPropagation basic;
  static const AggressiveFactorPropagation aggressive;
  SmallVector<const FactorPropagation *, 2> steps;
  if (options.strategy != PropagationStrategy::kAggressive)
    steps.push_back(&basic);
  if (options.strategy != PropagationStrategy::kBasic)
    steps.push_back(&aggressive);
  for (const FactorPropagation *step : steps)
    if (failed(propagateBasic(module, groups, *step, direction,
                              options.conservativePropagation)))
      return failure();
  return success();
}

namespace {

struct AggressivePropagationPass
    : impl::AggressivePropagationPassBase<AggressivePropagationPass> {
  using AggressivePropagationPassBase::AggressivePropagationPassBase;

  void runOnOperation() override {
    PropagationOptions options;
    options.keepShardingRules = keepShardingRules;
    options.conservativePropagation = conservativePropagation;
    options.debugShardingOrigins = debugShardingOrigins;
    options.debugPropagationEdgeSharding = debugPropagationEdgeSharding;
    options.strategy = propagationStrategy;
    auto strategy = [&](ModuleOp module, const ShardingGroupMap &groups) {
      return propagateAggressive(module, groups, propagateAny, options);
    };
    if (failed(runPropagation(getOperation(), options, strategy)))
      signalPassFailure();
  }
};

} // namespace

} // namespace hlokit::sdy
