//===- SinkDataFlowEdges.cpp - edges' shardings back onto their owners ----===//
//
// Propagation keeps the sharding of a region op's value on its
// sdy.data_flow_edge; after it, the owner takes it back and the edge goes.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/PropagationDebugInfo.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_SINKDATAFLOWEDGESPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// `inner` (a body's view of a manual computation operand) with the manual
/// axes of `outer`, its in sharding, major in each dimension.
TensorShardingAttr addManualAxes(TensorShardingAttr outer,
                                 TensorShardingAttr inner,
                                 ArrayRef<StringAttr> manualAxes) {
  auto isManual = [&](AxisRefAttr axis) {
    return llvm::is_contained(
        manualAxes, StringAttr::get(axis.getContext(), axis.getName()));
  };
  SmallVector<DimensionShardingAttr> dims;
  for (auto [outerDim, innerDim] :
       llvm::zip_equal(outer.getDimShardings(), inner.getDimShardings())) {
    SmallVector<AxisRefAttr> axes(
        llvm::make_filter_range(outerDim.getAxes(), isManual));
    llvm::append_range(axes, innerDim.getAxes());
    dims.push_back(DimensionShardingAttr::get(outer.getContext(), axes,
                                              innerDim.getIsClosed(),
                                              innerDim.getPriority()));
  }
  SmallVector<AxisRefAttr> replicated(
      llvm::make_filter_range(outer.getReplicatedAxes(), isManual));
  llvm::append_range(replicated, inner.getReplicatedAxes());
  return TensorShardingAttr::get(outer.getContext(), outer.getMeshOrRef(), dims,
                                 replicated, inner.getUnreducedAxes(),
                                 inner.getReductionOp());
}

/// Sets `shardings` as those of the block arguments of `op` owning edges.
void setBlockArgumentShardings(Operation *op,
                               ArrayRef<TensorShardingAttr> shardings) {
  MLIRContext *context = op->getContext();
  if (auto named = dyn_cast<NamedComputationOp>(op)) {
    named.setInShardingsAttr(
        TensorShardingPerValueAttr::get(context, shardings));
    return;
  }
  auto manual = cast<ManualComputationOp>(op);
  SmallVector<TensorShardingAttr> inShardings;
  for (auto [outer, inner] :
       llvm::zip_equal(manual.getInShardings().getShardings(), shardings))
    inShardings.push_back(addManualAxes(outer, inner, manual.getManualAxes()));
  manual.setInShardingsAttr(
      TensorShardingPerValueAttr::get(context, inShardings));
}

/// Sets `shardings` as those of the results of `op`.
void setResultShardings(Operation *op, ArrayRef<TensorShardingAttr> shardings) {
  auto perValue = TensorShardingPerValueAttr::get(op->getContext(), shardings);
  if (auto named = dyn_cast<NamedComputationOp>(op))
    named.setOutShardingsAttr(perValue);
  else if (auto manual = dyn_cast<ManualComputationOp>(op))
    manual.setOutShardingsAttr(perValue);
  else
    op->setAttr(kShardingAttr, perValue);
}

struct SinkDataFlowEdgesPass
    : hlokit::sdy::impl::SinkDataFlowEdgesPassBase<SinkDataFlowEdgesPass> {
  using SinkDataFlowEdgesPassBase::SinkDataFlowEdgesPassBase;

  void runOnOperation() override {
    // An op is visited before its regions and its users, so before its edges.
    getOperation().walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (auto edge = dyn_cast<DataFlowEdgeOp>(op)) {
        edge.getResult().replaceAllUsesWith(edge.getInput());
        edge.erase();
        return WalkResult::skip();
      }
      SmallVector<Value> blockArgOwners = getBlockArgumentEdgeOwners(op);
      SmallVector<Value> resultOwners = getOpResultEdgeOwners(op);
      if (SmallVector<TensorShardingAttr> shardings =
              getShardingsFromDataFlowEdges(blockArgOwners);
          !shardings.empty())
        setBlockArgumentShardings(op, shardings);
      if (SmallVector<TensorShardingAttr> shardings =
              getShardingsFromDataFlowEdges(resultOwners);
          !shardings.empty())
        setResultShardings(op, shardings);
      if (!blockArgOwners.empty() || !resultOwners.empty()) {
        sinkDebugInfoFromDataFlowEdges(blockArgOwners, op, /*ofBlockArgs=*/true,
                                       sinkDebugShardingOrigins,
                                       sinkDebugPropagationEdgeSharding);
        sinkDebugInfoFromDataFlowEdges(resultOwners, op, /*ofBlockArgs=*/false,
                                       sinkDebugShardingOrigins,
                                       sinkDebugPropagationEdgeSharding);
      }
      return WalkResult::advance();
    });
  }
};

} // namespace
