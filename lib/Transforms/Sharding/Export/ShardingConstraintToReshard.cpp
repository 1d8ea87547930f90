//===- ShardingConstraintToReshard.cpp - constraints become reshards ------===//
//
// After propagation a sharding constraint is a point where the value must be
// laid out as it says: an explicit reshard.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_SHARDINGCONSTRAINTTORESHARDPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

struct ShardingConstraintToReshardPass
    : hlokit::sdy::impl::ShardingConstraintToReshardPassBase<
          ShardingConstraintToReshardPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation().walk([&](ShardingConstraintOp op) {
      // Read before the replacement erases `op`.
      DictionaryAttr discardable = op->getDiscardableAttrDictionary();
      rewriter.setInsertionPoint(op);
      auto reshard = rewriter.replaceOpWithNewOp<ReshardOp>(
          op, op.getType(), op.getInput(), op.getSharding());
      reshard->setDiscardableAttrs(discardable);
    });
  }
};

} // namespace
