//===- ReshardToCollectives.cpp - reshards become sdy collectives ---------===//
//
// Each sdy.reshard is replaced by the collectives computeReshardSteps plans
// from its input's sharding to its own. Reshards partitioning can't express
// as collectives (maximal meshes, meshes with other axes) stay.
//
//===----------------------------------------------------------------------===//

// The dialect's own notions of a missing and of an equivalent sharding.
#include "../../../Dialect/Shardy/SdyCollectives.h"

#include "ExportShardings.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Export/ReshardCollectives.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_RESHARDTOCOLLECTIVESPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

bool isMaximal(TensorShardingAttr sharding, Operation *from) {
  MeshAttr mesh = sharding ? getMesh(sharding, from) : MeshAttr();
  return mesh && mesh.isMaximal();
}

/// Whether the meshes of `a` and `b` have the same axes (the device order
/// may differ).
bool haveSameMeshAxes(TensorShardingAttr a, TensorShardingAttr b,
                      Operation *from) {
  if (a.getMeshOrRef() == b.getMeshOrRef())
    return true;
  MeshAttr meshA = getMesh(a, from), meshB = getMesh(b, from);
  return meshA && meshB && meshA.isMaximal() == meshB.isMaximal() &&
         meshA.getAxes() == meshB.getAxes();
}

/// Whether `op` is left as it is (Shardy's legality of a reshard).
bool isKept(ReshardOp op, bool keepRedundantReshards) {
  TensorShardingAttr in = getSharding(bypassBarriers(op.getInput()));
  TensorShardingAttr out = op.getSharding();
  if (keepRedundantReshards &&
      areEquivalentShardings(in, out, /*ignoreUnreduced=*/false))
    return true;
  if (isMaximal(in, op) || isMaximal(out, op))
    return true;
  if (isFullyReplicated(out))
    return false;
  return in && !haveSameMeshAxes(in, out, op);
}

Operation *createStep(OpBuilder &builder, Location loc, Value input,
                      const ReshardStep &step) {
  switch (step.kind) {
  case ReshardStep::Kind::AllSlice:
    return AllSliceOp::create(builder, loc, input,
                              cast<ListOfAxisRefListsAttr>(step.axes),
                              step.sharding);
  case ReshardStep::Kind::CollectivePermute:
    return CollectivePermuteOp::create(builder, loc, input, step.sharding);
  case ReshardStep::Kind::AllToAll:
    return AllToAllOp::create(
        builder, loc, input,
        AllToAllParamListAttr::get(builder.getContext(),
                                   {cast<AllToAllParamAttr>(step.axes)}),
        step.sharding);
  case ReshardStep::Kind::AllGather:
    return AllGatherOp::create(builder, loc, input,
                               cast<ListOfAxisRefListsAttr>(step.axes),
                               step.sharding);
  }
  llvm_unreachable("unknown reshard step");
}

/// Replaces `op` by its collectives.
LogicalResult lowerReshard(ReshardOp op, IRRewriter &rewriter) {
  TensorShardingAttr out = op.getSharding();
  Value input = bypassBarriers(op.getInput());
  TensorShardingAttr in = getOrCreateSharding(input, out.getMeshOrRef());
  // Both shardings were verified, their meshes exist.
  MeshAttr mesh = getMesh(in, op);
  if (!axisSetDifference(out.getUnreducedAxes(), in.getUnreducedAxes(), mesh)
           .empty())
    return op.emitOpError("can't make axes unreduced with collectives");
  bool reduces =
      !axisSetDifference(in.getUnreducedAxes(), out.getUnreducedAxes(), mesh)
           .empty();
  if (isFullyReplicated(out)) {
    if (isFullyReplicated(in) && !reduces) {
      rewriter.replaceOp(op, op.getInput());
      return success();
    }
    // Gather everything on the input's mesh.
    out = TensorShardingAttr::get(
        op.getContext(), in.getMeshOrRef(),
        SmallVector<DimensionShardingAttr>(
            in.getRank(),
            DimensionShardingAttr::get(op.getContext(), {},
                                       /*is_closed=*/true, std::nullopt)),
        {}, out.getUnreducedAxes(), out.getReductionOp());
  }
  auto type = dyn_cast<RankedTensorType>(input.getType());
  if (!type || !type.hasStaticShape())
    return op.emitOpError("can't reshard a value without a static shape");

  rewriter.setInsertionPoint(op);
  // Unreduced axes the reshard drops are reduced first.
  Value result = reduceUnreducedAxesNotIn(rewriter, op.getLoc(), input, in,
                                          out.getUnreducedAxes(), mesh);
  for (const ReshardStep &step :
       computeReshardSteps(in, out, mesh, type.getShape()))
    result = createStep(rewriter, op.getLoc(), result, step)->getResult(0);
  rewriter.replaceOp(op, result);
  return success();
}

struct ReshardToCollectivesPass
    : hlokit::sdy::impl::ReshardToCollectivesPassBase<
          ReshardToCollectivesPass> {
  using ReshardToCollectivesPassBase::ReshardToCollectivesPassBase;

  void runOnOperation() override {
    SmallVector<ReshardOp> reshards;
    getOperation().walk([&](ReshardOp op) {
      if (!isKept(op, keepRedundantReshards))
        reshards.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (ReshardOp op : reshards)
      if (failed(lowerReshard(op, rewriter)))
        return signalPassFailure();
  }
};

} // namespace
