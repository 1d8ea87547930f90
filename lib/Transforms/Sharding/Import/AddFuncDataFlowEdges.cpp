//===- AddFuncDataFlowEdges.cpp - edges between calls and functions -------===//
//
// Without inlining, a function's arguments and a call's results are where
// shardings cross between caller and callee; an sdy.func_data_flow_edge
// marks each.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/Functions.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_ADDFUNCDATAFLOWEDGESPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// Puts an sdy.func_data_flow_edge after `value` (when statically shaped),
/// with its sharding, and makes the other users of `value` use it.
void addEdge(Value value, Location loc, IRRewriter &rewriter) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape())
    return;
  auto edge = FuncDataFlowEdgeOp::create(rewriter, loc, value);
  rewriter.replaceAllUsesExcept(value, edge, edge);
  if (TensorShardingAttr sharding = getSharding(value))
    edge->setAttr(kShardingAttr, TensorShardingPerValueAttr::get(
                                     value.getContext(), sharding));
}

struct AddFuncDataFlowEdgesPass
    : hlokit::sdy::impl::AddFuncDataFlowEdgesPassBase<
          AddFuncDataFlowEdgesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    func::FuncOp main = lookupMainFuncOrError(module);
    if (!main)
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    module.walk([&](func::FuncOp func) {
      if (func == main || func.isExternal())
        return;
      rewriter.setInsertionPointToStart(&func.getBody().front());
      for (Value argument : func.getArguments())
        addEdge(argument, func.getLoc(), rewriter);
    });
    module.walk([&](func::CallOp call) {
      rewriter.setInsertionPointAfter(call);
      for (Value result : call.getResults())
        addEdge(result, call.getLoc(), rewriter);
    });
  }
};

} // namespace
