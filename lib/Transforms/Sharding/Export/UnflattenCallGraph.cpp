//===- UnflattenCallGraph.cpp - one function per original and shardings ---===//
//
// Flattening gave every call its own copy of its callee, so that each could
// be sharded on its own; afterwards copies of one function sharded alike
// are one function again.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/Functions.h"

#include "llvm/ADT/DenseMap.h"

#include <tuple>

namespace hlokit::sdy {
#define GEN_PASS_DEF_UNFLATTENCALLGRAPHPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// The manual axes a function made from a manual computation's body has;
/// copies with different ones are different functions.
constexpr llvm::StringLiteral kFuncManualAxes = "sdy.func_manual_axes";

/// What makes copies of a function the same: the original's name, the
/// manual axes, and (unless ignored) the argument and result shardings.
using FuncKey = std::tuple<StringAttr, Attribute, TensorShardingPerValueAttr,
                           TensorShardingPerValueAttr>;

FuncKey getFuncKey(func::FuncOp func, bool ignoreShardings) {
  if (ignoreShardings)
    return {getOriginalFuncName(func), func->getAttr(kFuncManualAxes), nullptr,
            nullptr};
  return {getOriginalFuncName(func), func->getAttr(kFuncManualAxes),
          getFuncArgShardings(func), getFuncResultShardings(func)};
}

class Unflattener {
public:
  Unflattener(ModuleOp module, bool dedupFunctionsFully)
      : module(module), symbols(module),
        dedupFunctionsFully(dedupFunctionsFully) {}

  /// Picks the function of each key: the first one called, or with
  /// `dedupFunctionsFully` the one sharded as most calls are (counting
  /// calls per function key with shardings), the first on a tie.
  void pickFuncs() {
    llvm::DenseMap<FuncKey, int64_t> callCounts;
    module.walk([&](func::CallOp call) {
      func::FuncOp func = getCallee(call);
      func::FuncOp &picked =
          picks.try_emplace(getFuncKey(func, dedupFunctionsFully), func)
              .first->second;
      if (!dedupFunctionsFully)
        return;
      int64_t count = ++callCounts[getFuncKey(func, false)];
      if (count > callCounts[getFuncKey(picked, false)])
        picked = func;
    });
  }

  /// Makes every call call the function picked for its callee's key.
  void redirectCalls() {
    module.walk([&](func::CallOp call) {
      call.setCallee(
          picks.lookup(getFuncKey(getCallee(call), dedupFunctionsFully))
              .getSymName());
    });
  }

private:
  func::FuncOp getCallee(func::CallOp call) {
    return symbols.lookup<func::FuncOp>(call.getCallee());
  }

  ModuleOp module;
  SymbolTable symbols;
  bool dedupFunctionsFully;
  llvm::DenseMap<FuncKey, func::FuncOp> picks;
};

struct UnflattenCallGraphPass
    : hlokit::sdy::impl::UnflattenCallGraphPassBase<UnflattenCallGraphPass> {
  using UnflattenCallGraphPassBase::UnflattenCallGraphPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The verifier made sure every callee exists.
    Unflattener unflattener(module, dedupFunctionsFully);
    unflattener.pickFuncs();
    unflattener.redirectCalls();
    module.walk([](func::FuncOp func) {
      func->removeAttr(kOriginalFuncName);
      func->removeAttr(kFuncManualAxes);
    });
  }
};

} // namespace
