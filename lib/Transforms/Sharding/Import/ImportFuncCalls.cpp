//===- ImportFuncCalls.cpp - calls as sdy.named_computation ---------------===//
//
// Propagation goes through a named computation as if it were inlined, while
// the name keeps the call visible for export.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/Functions.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "llvm/Support/FormatVariadic.h"

#include <mutex>

namespace hlokit::sdy {
#define GEN_PASS_DEF_IMPORTFUNCCALLSPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// Moves the body of `func` into the empty region `region`, its returns
/// becoming sdy.return.
void moveBody(func::FuncOp func, Region &region, RewriterBase &rewriter) {
  rewriter.inlineRegionBefore(func.getBody(), region, region.end());
  for (Block &block : region) {
    auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
    if (!ret)
      continue;
    rewriter.setInsertionPoint(ret);
    rewriter.replaceOpWithNewOp<ReturnOp>(ret, ret.getOperands());
  }
}

class CallImporter {
public:
  CallImporter(ModuleOp module, RewriterBase &rewriter)
      : symbols(module), rewriter(rewriter) {}

  /// Replaces `call` by a named computation holding its callee's body: the
  /// callee's own for the first call, a copy for the next ones.
  LogicalResult import(func::CallOp call) {
    auto func = symbols.lookup<func::FuncOp>(call.getCallee());
    // A function already imported has given its body away.
    if (!movedBodies.contains(call.getCallee()) && func.isExternal())
      return call.emitError()
             << "cannot import the call of @" << call.getCallee()
             << ": the function has no body";
    rewriter.setInsertionPoint(call);
    auto named = NamedComputationOp::create(
        rewriter, call.getLoc(), call.getResultTypes(),
        getOriginalFuncName(func), call.getOperands(),
        getFuncArgShardings(func),
        call->getAttrOfType<TensorShardingPerValueAttr>(kShardingAttr));
    for (NamedAttribute attr : call->getDiscardableAttrs())
      if (attr.getName() != kShardingAttr)
        named->setAttr(attr.getName(), attr.getValue());
    if (Attribute thread = func->getAttr(kExecutionThreadAttr))
      named->setAttr(kExecutionThreadAttr, thread);
    Region &body = named.getBody();
    auto [it, first] = movedBodies.try_emplace(call.getCallee(), &body);
    if (first) {
      moveBody(func, body, rewriter);
    } else {
      // Once per process, as Shardy does.
      static std::once_flag warnOnce;
      std::call_once(warnOnce, [&] {
        call.emitWarning(llvm::formatv(
            "function @{0} has multiple call ops, we need to clone the "
            "function body for each call",
            call.getCallee()));
      });
      rewriter.cloneRegionBefore(*it->second, body, body.begin());
    }
    rewriter.replaceOp(call, named);
    return success();
  }

  /// Erases the functions whose bodies were moved.
  void eraseImportedFuncs() {
    for (auto &[name, body] : movedBodies)
      symbols.erase(symbols.lookup(name));
  }

private:
  SymbolTable symbols;
  RewriterBase &rewriter;
  llvm::MapVector<StringRef, Region *> movedBodies;
};

struct ImportFuncCallsPass
    : hlokit::sdy::impl::ImportFuncCallsPassBase<ImportFuncCallsPass> {
  using ImportFuncCallsPassBase::ImportFuncCallsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(checkAcyclicCallGraph(module)))
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    CallImporter importer(module, rewriter);
    bool failedImport = false;
    walkCalls(module, [&](func::CallOp call) {
      failedImport |= failed(importer.import(call));
    });
    if (failedImport)
      return signalPassFailure();
    importer.eraseImportedFuncs();
    // For when edges were added before the calls were imported.
    if (addDataFlowEdgesOnNamedComputations)
      module.walk([&](NamedComputationOp named) {
        addDataFlowEdges(getBlockArgumentEdgeOwners(named), rewriter);
        addDataFlowEdges(getOpResultEdgeOwners(named), rewriter);
      });
  }
};

} // namespace
