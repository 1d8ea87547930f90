//===- RemovePropagationDebugInfo.cpp - drop what the debug options wrote -===//
//
// The export pipeline keeps the debug attributes until after its dump
// points; partitioned modules don't carry them.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_REMOVEPROPAGATIONDEBUGINFOPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// The propagation edges and sharding origins, of values and of the block
/// arguments and results of ops owning data-flow edges. The names
/// constraints and manual computations got (`sdy.sharding_origin_name`)
/// stay, as in Shardy.
constexpr llvm::StringLiteral kDebugAttrs[] = {
    kPropagationEdgesAttr,        kBlockArgPropagationEdgesAttr,
    kResultPropagationEdgesAttr,  kShardingOriginsAttr,
    kBlockArgShardingOriginsAttr, kResultShardingOriginsAttr};

void removeFromFuncArgsAndResults(func::FuncOp func) {
  for (StringRef name : kDebugAttrs) {
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      func.removeArgAttr(i, StringAttr::get(func.getContext(), name));
    for (unsigned i = 0; i < func.getNumResults(); ++i)
      func.removeResultAttr(i, StringAttr::get(func.getContext(), name));
  }
}

struct RemovePropagationDebugInfoPass
    : hlokit::sdy::impl::RemovePropagationDebugInfoPassBase<
          RemovePropagationDebugInfoPass> {
  void runOnOperation() override {
    getOperation().walk([](Operation *op) {
      if (auto func = dyn_cast<func::FuncOp>(op)) {
        removeFromFuncArgsAndResults(func);
        return;
      }
      for (StringRef name : kDebugAttrs)
        op->removeAttr(name);
    });
  }
};

} // namespace
