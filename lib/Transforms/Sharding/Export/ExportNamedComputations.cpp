//===- ExportNamedComputations.cpp - named computations back to calls -----===//
//
// Importing made every call a named computation so that propagation sees
// through it; after propagation each becomes a call of a private function
// again, with the shardings propagation gave its arguments and results.
// sdy-unflatten-call-graph then merges the functions sharded alike.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/Functions.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_EXPORTNAMEDCOMPUTATIONSPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// Replaces the sdy.data_flow_edge of each of `owners` (once a named
/// computation's, now a function argument or a call result: its only
/// user) by its input.
void removeDataFlowEdges(ValueRange owners, RewriterBase &rewriter) {
  for (Value owner : owners)
    if (owner.hasOneUse())
      if (auto edge = dyn_cast<DataFlowEdgeOp>(*owner.user_begin()))
        rewriter.replaceOp(edge, edge.getInput());
}

/// Takes the shardings of `named`'s edges as its in and out shardings.
void takeEdgeShardings(NamedComputationOp named) {
  MLIRContext *context = named.getContext();
  if (SmallVector<TensorShardingAttr> shardings =
          getShardingsFromDataFlowEdges(getBlockArgumentEdgeOwners(named));
      !shardings.empty())
    named.setInShardingsAttr(
        TensorShardingPerValueAttr::get(context, shardings));
  if (SmallVector<TensorShardingAttr> shardings =
          getShardingsFromDataFlowEdges(getOpResultEdgeOwners(named));
      !shardings.empty())
    named.setOutShardingsAttr(
        TensorShardingPerValueAttr::get(context, shardings));
}

/// A private function named after `named` (renamed `<name>_<N>` by
/// `symbols` when taken) with its body, remembering the name as the
/// original function's, its in shardings on the arguments; returns its
/// name.
StringAttr outlineBody(NamedComputationOp named, SymbolTable &symbols,
                       RewriterBase &rewriter) {
  ModuleOp module = cast<ModuleOp>(symbols.getOp());
  rewriter.setInsertionPointToEnd(module.getBody());
  auto func = func::FuncOp::create(
      rewriter, named.getLoc(), named.getName(),
      rewriter.getFunctionType(named.getBody().getArgumentTypes(),
                               named.getResultTypes()));
  func.setPrivate();
  func->setAttr(kOriginalFuncName, named.getNameAttr());
  if (Attribute thread = named->getAttr(kExecutionThreadAttr))
    func->setAttr(kExecutionThreadAttr, thread);
  rewriter.inlineRegionBefore(named.getBody(), func.getBody(),
                              func.getBody().end());
  Block &body = func.getBody().front();
  auto ret = cast<ReturnOp>(body.getTerminator());
  rewriter.setInsertionPoint(ret);
  rewriter.replaceOpWithNewOp<func::ReturnOp>(ret, ret.getOperands());
  removeDataFlowEdges(body.getArguments(), rewriter);
  if (std::optional<TensorShardingPerValueAttr> in = named.getInShardings())
    for (auto [i, sharding] : llvm::enumerate(in->getShardings()))
      func.setArgAttr(i, kShardingAttr, sharding);
  return symbols.insert(func);
}

/// Replaces `named` by a call of its outlined body, with its discardable
/// attributes and its out shardings; returns the call.
func::CallOp exportNamedComputation(NamedComputationOp named,
                                    SymbolTable &symbols,
                                    RewriterBase &rewriter) {
  takeEdgeShardings(named);
  StringAttr callee = outlineBody(named, symbols, rewriter);
  SmallVector<NamedAttribute> attrs;
  for (NamedAttribute attr : named->getDiscardableAttrs())
    if (attr.getName() != kExecutionThreadAttr)
      attrs.push_back(attr);
  std::optional<TensorShardingPerValueAttr> out = named.getOutShardings();
  rewriter.setInsertionPoint(named);
  auto call = rewriter.replaceOpWithNewOp<func::CallOp>(
      named, named.getResultTypes(), callee, named.getOperands());
  call->setDiscardableAttrs(attrs);
  if (out)
    call->setAttr(kShardingAttr, *out);
  return call;
}

struct ExportNamedComputationsPass
    : hlokit::sdy::impl::ExportNamedComputationsPassBase<
          ExportNamedComputationsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    IRRewriter rewriter(&getContext());
    SmallVector<Value> callResults;
    // Post-order: nested named computations are outlined first, from the
    // body that moves with their parent.
    module.walk([&](NamedComputationOp named) {
      llvm::append_range(
          callResults,
          exportNamedComputation(named, symbols, rewriter).getResults());
    });
    removeDataFlowEdges(callResults, rewriter);
  }
};

} // namespace
