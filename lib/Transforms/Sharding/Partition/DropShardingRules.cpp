//===- DropShardingRules.cpp - remove op sharding rules -------------------===//

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_DROPSHARDINGRULESPASS
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

struct DropShardingRulesPass
    : hlokit::sdy::impl::DropShardingRulesPassBase<DropShardingRulesPass> {
  void runOnOperation() override {
    getOperation().walk(
        [](Operation *op) { op->removeAttr(kShardingRuleAttr); });
  }
};

} // namespace
