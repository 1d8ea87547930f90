//===- RemoveShardingGroups.cpp - drop sharding groups after propagation --===//

#include "hlokit/Transforms/Sharding/Export/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_REMOVESHARDINGGROUPSPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

struct RemoveShardingGroupsPass
    : hlokit::sdy::impl::RemoveShardingGroupsPassBase<
          RemoveShardingGroupsPass> {
  void runOnOperation() override {
    getOperation().walk([](ShardingGroupOp op) { op.erase(); });
  }
};

} // namespace
