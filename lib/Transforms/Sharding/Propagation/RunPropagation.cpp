//===- RunPropagation.cpp - what every propagation pass does around it ----===//

#include "hlokit/Transforms/Sharding/Propagation/Propagation.h"

#include "DebugInfo.h"

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Transforms/Sharding/Propagation/ShardingGroupMap.h"

using namespace mlir;

namespace hlokit::sdy {

/// Reports the first result that isn't a statically shaped tensor or a
/// token-like value: propagation can't shard dynamic shapes or tuples.
static LogicalResult verifyShapes(ModuleOp module) {
  WalkResult result = module.walk([](Operation *op) {
    for (Type type : op->getResultTypes()) {
      if (auto shaped = dyn_cast<ShapedType>(type);
          shaped && !shaped.hasStaticShape()) {
        op->emitError("Shardy propagation only supports ranked tensors with "
                      "a static shape. type: ")
            << shaped;
        return WalkResult::interrupt();
      }
      if (auto tuple = dyn_cast<TupleType>(type)) {
        op->emitError("Shardy propagation doesn't support tuples: ") << tuple;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Drops every `sdy.sharding_rule` under `root` that isn't a custom rule.
static void removeShardingRules(Operation *root) {
  root->walk([](Operation *op) {
    if (OpShardingRuleAttr rule = getShardingRule(op);
        rule && !rule.getIsCustomRule())
      op->removeAttr(kShardingRuleAttr);
  });
}

LogicalResult runPropagation(ModuleOp module, const PropagationOptions &options,
                             PropagateFn strategy) {
  PropagationDebugInfo debugInfo(options.debugShardingOrigins,
                                 options.debugPropagationEdgeSharding);
  debugInfo.prepare(module);
  if (failed(verifyShapes(module)))
    return failure();
  ShardingGroupMap groups(module);
  groups.syncGroupMemberShardings(module);
  {
    ScopedStepRecording recording(module.getContext(), debugInfo);
    if (failed(strategy(module, groups)))
      return failure();
  }
  if (!options.keepShardingRules)
    removeShardingRules(module);
  debugInfo.save(module);
  return success();
}

} // namespace hlokit::sdy
