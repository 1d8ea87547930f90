//===- AddDataFlowEdges.cpp - sdy.data_flow_edge on every edge owner ------===//
//
// Propagation finds a data-flow edge through the sdy.data_flow_edge that
// takes its owner, and keeps the edge's sharding there.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_ADDDATAFLOWEDGESPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

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
