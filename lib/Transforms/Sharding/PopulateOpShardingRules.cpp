//===- PopulateOpShardingRules.cpp - set every op's sharding rule ---------===//
//
// Propagation builds rules as it reaches ops; this pass builds them all up
// front so that they can be read and tested.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/OpShardingRuleRegistry.h"
#include "hlokit/Transforms/Sharding/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_POPULATEOPSHARDINGRULESPASS
#include "hlokit/Transforms/Sharding/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;

namespace {

struct PopulateOpShardingRulesPass
    : hlokit::sdy::impl::PopulateOpShardingRulesPassBase<
          PopulateOpShardingRulesPass> {
  using PopulateOpShardingRulesPassBase::PopulateOpShardingRulesPassBase;

  void runOnOperation() override {
    getOperation().walk([this](Operation *op) {
      (void)hlokit::sdy::getOrCreateShardingRule(op, conservativePropagation);
    });
  }
};

} // namespace
