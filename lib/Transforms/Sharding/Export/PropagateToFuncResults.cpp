//===- PropagateToFuncResults.cpp - returned shardings onto results -------===//
//
// Propagation shards what a function returns; its callers see the result
// attributes. The main function's results are the user's to set.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/Functions.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_PROPAGATETOFUNCRESULTSPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

struct PropagateToFuncResultsPass
    : hlokit::sdy::impl::PropagateToFuncResultsPassBase<
          PropagateToFuncResultsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    func::FuncOp main = lookupMainFuncOrError(module);
    if (!main)
      return signalPassFailure();
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func == main || func.isExternal())
        continue;
      auto ret = dyn_cast<func::ReturnOp>(func.getBody().front().back());
      if (!ret)
        continue;
      for (OpOperand &returned : ret->getOpOperands()) {
        unsigned index = returned.getOperandNumber();
        if (TensorShardingAttr sharding = getSharding(returned.get()))
          func.setResultAttr(index, kShardingAttr, sharding);
        else
          func.removeResultAttr(index,
                                StringAttr::get(&getContext(), kShardingAttr));
      }
    }
  }
};

} // namespace
