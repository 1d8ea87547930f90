//===- PreOrderFuncs.cpp - functions in pre-order of the call graph -------===//
//
// Propagation visits blocks top-down; with callers before callees in the
// module it does the same across inlined calls.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/Functions.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_PREORDERFUNCSPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;

namespace {

struct PreOrderFuncsPass
    : hlokit::sdy::impl::PreOrderFuncsPassBase<PreOrderFuncsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> funcs;
    hlokit::sdy::iterateFuncs(
        module, [&](func::FuncOp func) { funcs.push_back(func); },
        /*preOrder=*/true);
    for (func::FuncOp func : funcs)
      func->moveBefore(module.getBody(), module.getBody()->end());
  }
};

} // namespace
