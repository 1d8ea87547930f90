//===- FlattenCallGraph.cpp - one call per function -----------------------===//
//
// After this pass every function is called at most once, so that each call
// can be inlined (sdy-import-func-calls) and sharded on its own.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/Functions.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_FLATTENCALLGRAPHPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

struct FlattenCallGraphPass
    : hlokit::sdy::impl::FlattenCallGraphPassBase<FlattenCallGraphPass> {
  void runOnOperation() override {
    if (failed(checkAcyclicCallGraph(getOperation())))
      return signalPassFailure();
    SymbolTable symbols(getOperation());
    llvm::SmallDenseSet<StringRef> called;
    // Callees first: when a function's second call is met, the functions it
    // calls are already called once each, and get copied with it.
    walkCalls(getOperation(), [&](func::CallOp call) {
      if (called.insert(call.getCallee()).second)
        return;
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      call.setCallee(symbols.insert(cloneFuncRecursively(callee, symbols)));
    });
  }
};

} // namespace
