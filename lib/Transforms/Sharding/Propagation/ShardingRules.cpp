//===- ShardingRules.cpp - the rules propagation uses ---------------------===//

#include "ShardingRules.h"

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"

using namespace mlir;

namespace hlokit::sdy {

void removeShardingRules(Operation *root) {
  root->walk([](Operation *op) {
    if (OpShardingRuleAttr rule = getShardingRule(op);
        rule && !rule.getIsCustomRule())
      op->removeAttr(kShardingRuleAttr);
  });
}

} // namespace hlokit::sdy
