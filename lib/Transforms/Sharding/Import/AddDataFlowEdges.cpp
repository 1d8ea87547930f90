//===- AddDataFlowEdges.cpp - sdy.data_flow_edge on every edge owner ------===//
//
// Propagation finds a data-flow edge through the sdy.data_flow_edge that
// takes its owner, and keeps the edge's sharding there.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_ADDDATAFLOWEDGESPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// Puts an sdy.data_flow_edge after each of `owners` with a static shape.
void addDataFlowEdges(ArrayRef<Value> owners, IRRewriter &rewriter) {
  // Backwards, so that edges inserted right after their owner keep the
  // owners' order.
  for (Value owner : llvm::reverse(owners)) {
    auto type = dyn_cast<RankedTensorType>(owner.getType());
    if (!type || !type.hasStaticShape())
      continue;
    rewriter.setInsertionPointAfterValue(owner);
    auto edge = DataFlowEdgeOp::create(rewriter, owner.getLoc(), owner,
                                       getEdgeOwnerSharding(owner));
    rewriter.replaceAllUsesExcept(owner, edge, edge);
  }
}

struct AddDataFlowEdgesPass
    : hlokit::sdy::impl::AddDataFlowEdgesPassBase<AddDataFlowEdgesPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation().walk([&](Operation *op) {
      addDataFlowEdges(getBlockArgumentEdgeOwners(op), rewriter);
      addDataFlowEdges(getOpResultEdgeOwners(op), rewriter);
    });
  }
};

} // namespace
