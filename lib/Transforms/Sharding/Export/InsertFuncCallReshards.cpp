//===- InsertFuncCallReshards.cpp - calls sharded as their callees --------===//
//
// After the call graph is unflattened, a call may be sharded otherwise than
// the function it calls returns; the call takes the function's result
// shardings and its users get the call's old ones through a reshard.
//
//===----------------------------------------------------------------------===//

#include "ExportShardings.h"

// The dialect's own notion of an equivalent sharding.
#include "../../../Dialect/Shardy/SdyCollectives.h"

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/Functions.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_INSERTFUNCCALLRESHARDSPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// Each of `shardings` closed, without axes.
TensorShardingPerValueAttr
getFullyClosedLike(TensorShardingPerValueAttr shardings) {
  SmallVector<TensorShardingAttr> closed;
  for (TensorShardingAttr sharding : shardings.getShardings())
    closed.push_back(
        getFullyClosedSharding(sharding.getMeshOrRef(), sharding.getRank()));
  return TensorShardingPerValueAttr::get(shardings.getContext(), closed);
}

/// Gives `call` the result shardings of `func`, resharding each result
/// sharded otherwise to its old sharding (fully replicated when it had
/// none) for its users.
void reshardCallResults(func::CallOp call, func::FuncOp func,
                        IRRewriter &rewriter) {
  TensorShardingPerValueAttr funcShardings = getFuncResultShardings(func);
  if (!funcShardings) {
    auto callShardings =
        call->getAttrOfType<TensorShardingPerValueAttr>(kShardingAttr);
    if (!callShardings)
      return;
    funcShardings = getFullyClosedLike(callShardings);
  }
  for (auto [funcSharding, result] :
       llvm::zip_equal(funcShardings.getShardings(), call.getResults())) {
    TensorShardingAttr callSharding = getSharding(result);
    if (areEquivalentShardings(funcSharding, callSharding,
                               /*ignoreUnreduced=*/false))
      continue;
    rewriter.setInsertionPointAfterValue(result);
    auto reshard = ReshardOp::create(
        rewriter, result.getLoc(), result,
        callSharding ? callSharding
                     : getFullyClosedSharding(funcSharding.getMeshOrRef(),
                                              funcSharding.getRank()));
    rewriter.replaceAllUsesExcept(result, reshard, reshard);
  }
  call->setAttr(kShardingAttr, funcShardings);
}

struct InsertFuncCallReshardsPass
    : hlokit::sdy::impl::InsertFuncCallReshardsPassBase<
          InsertFuncCallReshardsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    IRRewriter rewriter(&getContext());
    // The verifier made sure every callee exists.
    module.walk([&](func::CallOp call) {
      reshardCallResults(call, symbols.lookup<func::FuncOp>(call.getCallee()),
                         rewriter);
    });
  }
};

} // namespace
