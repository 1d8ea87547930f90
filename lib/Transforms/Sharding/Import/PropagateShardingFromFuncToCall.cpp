//===- PropagateShardingFromFuncToCall.cpp - call results from callee -----===//
//
// A call without result shardings takes its callee's, so that the shardings
// a function was given survive when calls are inlined or edges added.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/Passes.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_PROPAGATESHARDINGFROMFUNCTOCALLPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// The result shardings of `func`, results without one fully open on the
/// mesh of the first that has one; null when none has one.
TensorShardingPerValueAttr getFuncResultShardings(func::FuncOp func) {
  SmallVector<TensorShardingAttr> shardings;
  Attribute meshOrRef;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
    shardings.push_back(
        func.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr));
    if (shardings.back() && !meshOrRef)
      meshOrRef = shardings.back().getMeshOrRef();
  }
  if (!meshOrRef)
    return {};
  for (auto [sharding, type] :
       llvm::zip_equal(shardings, func.getResultTypes())) {
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (!sharding)
      sharding = getFullyOpenSharding(func.getContext(), meshOrRef,
                                      ranked ? ranked.getRank() : 0);
  }
  return TensorShardingPerValueAttr::get(func.getContext(), shardings);
}

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
