//===- PropagateShardingFromFuncToCall.cpp - call results from callee -----===//
//
// A call without result shardings takes its callee's, so that the shardings
// a function was given survive when calls are inlined or edges added.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/Functions.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_PROPAGATESHARDINGFROMFUNCTOCALLPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

struct PropagateShardingFromFuncToCallPass
    : hlokit::sdy::impl::PropagateShardingFromFuncToCallPassBase<
          PropagateShardingFromFuncToCallPass> {
  void runOnOperation() override {
    SymbolTable symbols(getOperation());
    getOperation().walk([&](func::CallOp call) {
      // Shardings the call has, even all empty, are kept.
      if (call->hasAttr(kShardingAttr))
        return;
      auto func = symbols.lookup<func::FuncOp>(call.getCallee());
      if (!func)
        return;
      if (TensorShardingPerValueAttr shardings = getFuncResultShardings(func))
        call->setAttr(kShardingAttr, shardings);
    });
  }
};

} // namespace
