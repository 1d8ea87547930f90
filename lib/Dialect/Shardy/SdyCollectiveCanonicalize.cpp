//===- SdyCollectiveCanonicalize.cpp - simplifying collectives ------------===//
//
// Shardy's canonicalizations of collectives: a collective along no axes is
// its operand, inverse pairs cancel, and adjacent collectives fuse.
// Collectives have side effects on devices, so an unused one stays (except
// an all-to-all, as in Shardy).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "SdyCollectives.h"
#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;

namespace hlokit::sdy {

namespace {

bool allEmpty(ArrayRef<AxisRefListAttr> axesPerDim) {
  return llvm::all_of(axesPerDim,
                      [](AxisRefListAttr axes) { return axes.empty(); });
}

/// Replaces a collective that communicates along no axes by its operand.
template <typename OpTy> struct NoopCollective : OpRewritePattern<OpTy> {
  using IsNoopFn = bool (*)(OpTy);
  NoopCollective(MLIRContext *context, IsNoopFn isNoop)
      : OpRewritePattern<OpTy>(context), isNoop(isNoop) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!isNoop(op))
      return failure();
    rewriter.replaceOp(op, op.getTensor());
    return success();
  }

  IsNoopFn isNoop;
};

bool isNoopAllGather(AllGatherOp op) { return allEmpty(op.getGatheringAxes()); }
bool isNoopAllSlice(AllSliceOp op) { return allEmpty(op.getSlicingAxes()); }
bool isNoopReduceScatter(ReduceScatterOp op) {
  return allEmpty(op.getReduceScatterAxes());
}
bool isNoopAllReduce(AllReduceOp op) { return op.getReductionAxes().empty(); }
bool isNoopCollectivePermute(CollectivePermuteOp op) {
  return areEquivalentShardings(getSharding(op.getTensor()),
                                op.getOutSharding(),
                                /*ignoreUnreduced=*/false);
}

/// all_slice(all_gather(x, axes), axes) is x.
struct AllSliceOfAllGather : OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp op,
                                PatternRewriter &rewriter) const override {
    auto gather = op.getTensor().getDefiningOp<AllGatherOp>();
    if (!gather || gather.getGatheringAxesAttr() != op.getSlicingAxesAttr())
      return failure();
    rewriter.replaceOp(op, gather.getTensor());
    return success();
  }
};

/// all_reduce(replicated_to_unreduced(x, axes), axes) is x.
struct AllReduceOfReplicatedToUnreduced : OpRewritePattern<AllReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto r2u = op.getTensor().getDefiningOp<ReplicatedToUnreducedOp>();
    if (!r2u || r2u.getAxesAttr() != op.getReductionAxesAttr())
      return failure();
    rewriter.replaceOp(op, r2u.getTensor());
    return success();
  }
};

/// all_reduce(sharded_to_unreduced(x, axes), all of axes) is
/// all_gather(x, axes).
struct AllReduceOfShardedToUnreduced : OpRewritePattern<AllReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto s2u = op.getTensor().getDefiningOp<ShardedToUnreducedOp>();
    if (!s2u)
      return failure();
    MeshAttr mesh = getMesh(s2u.getOutSharding(), s2u);
    if (!mesh)
      return failure();
    SmallVector<AxisRefAttr> axes;
    for (AxisRefListAttr dimAxes : s2u.getAxes())
      llvm::append_range(axes, dimAxes.getValue());
    sortAndMerge(axes, mesh);
    if (ArrayRef<AxisRefAttr>(axes) != op.getReductionAxes())
      return failure();
    rewriter.replaceOpWithNewOp<AllGatherOp>(
        op, s2u.getTensor(), s2u.getAxesAttr(), op.getOutShardingAttr());
    return success();
  }
};

/// An all-to-all nothing uses.
struct UnusedAllToAll : OpRewritePattern<AllToAllOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllToAllOp op,
                                PatternRewriter &rewriter) const override {
    if (!op->use_empty())
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// Two all-to-alls on distinct dimensions, the inner used only by the
/// outer, are one with both moves (sorted by source dimension).
struct FuseAllToAlls : OpRewritePattern<AllToAllOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllToAllOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getTensor().getDefiningOp<AllToAllOp>();
    if (!inner || !inner->hasOneUse())
      return failure();
    SmallVector<AllToAllParamAttr> params(inner.getParams());
    llvm::append_range(params, op.getParams());
    llvm::SmallDenseSet<int64_t> dims;
    for (AllToAllParamAttr param : params)
      for (int64_t dim : {param.getSrcDim(), param.getTgtDim()})
        if (!dims.insert(dim).second)
          return failure();
    llvm::stable_sort(params, [](AllToAllParamAttr a, AllToAllParamAttr b) {
      return a.getSrcDim() < b.getSrcDim();
    });
    rewriter.replaceOpWithNewOp<AllToAllOp>(
        op, inner.getTensor(), AllToAllParamListAttr::get(getContext(), params),
        op.getOutShardingAttr());
    return success();
  }
};

/// The leading slicing axes of each dimension that the all-reduce reduces
/// along, if that uses up all its axes: they become a reduce-scatter.
std::optional<SmallVector<AxisRefListAttr>>
getReduceScatterAxes(AllReduceOp reduce, AllSliceOp slice) {
  llvm::SmallDenseSet<AxisRefAttr> remaining(reduce.getReductionAxes().begin(),
                                             reduce.getReductionAxes().end());
  SmallVector<AxisRefListAttr> result;
  for (AxisRefListAttr dimAxes : slice.getSlicingAxes()) {
    SmallVector<AxisRefAttr> taken;
    for (AxisRefAttr axis : dimAxes.getValue()) {
      if (!remaining.erase(axis))
        break;
      taken.push_back(axis);
    }
    result.push_back(AxisRefListAttr::get(reduce.getContext(), taken));
  }
  if (!remaining.empty())
    return std::nullopt;
  return result;
}

/// all_slice(all_reduce(x)) whose slicing starts with the reduced axes is a
/// reduce_scatter, then an all_slice along the rest (if any). All users of
/// the all-reduce must be such identical slices; the first one rewrites
/// them all.
struct FuseReduceScatter : OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp op,
                                PatternRewriter &rewriter) const override {
    auto reduce = op.getTensor().getDefiningOp<AllReduceOp>();
    if (!reduce)
      return failure();
    for (Operation *user : reduce->getUsers()) {
      auto slice = dyn_cast<AllSliceOp>(user);
      if (!slice || slice.getSlicingAxesAttr() != op.getSlicingAxesAttr() ||
          slice->isBeforeInBlock(op))
        return failure();
    }
    MeshAttr mesh = getMesh(reduce.getOutSharding(), reduce);
    std::optional<SmallVector<AxisRefListAttr>> scatterAxes =
        getReduceScatterAxes(reduce, op);
    if (!mesh || !scatterAxes)
      return failure();

    MLIRContext *context = getContext();
    TensorShardingAttr in = getOrCreateSharding(
        reduce.getTensor(), reduce.getOutSharding().getMeshOrRef());
    TensorShardingAttr sliced = op.getOutSharding();
    SmallVector<DimensionShardingAttr> dims;
    SmallVector<AxisRefListAttr> residual;
    bool hasResidual = false;
    for (auto [inDim, scatter, sliceAxes] : llvm::zip_equal(
             in.getDimShardings(), *scatterAxes, op.getSlicingAxes())) {
      SmallVector<AxisRefAttr> axes(inDim.getAxes());
      for (AxisRefAttr axis : scatter.getValue())
        appendOrMerge(axes, axis, mesh);
      dims.push_back(DimensionShardingAttr::get(context, axes,
                                                /*is_closed=*/true,
                                                std::nullopt));
      ArrayRef<AxisRefAttr> rest =
          sliceAxes.getValue().drop_front(scatter.size());
      hasResidual |= !rest.empty();
      residual.push_back(AxisRefListAttr::get(context, rest));
    }
    auto scatterSharding = TensorShardingAttr::get(
        context, reduce.getOutSharding().getMeshOrRef(), dims,
        sliced.getReplicatedAxes(), sliced.getUnreducedAxes(),
        sliced.getReductionOp());
    Value result = ReduceScatterOp::create(
        rewriter, reduce.getLoc(), reduce.getTensor(),
        ListOfAxisRefListsAttr::get(context, *scatterAxes),
        reduce.getReductionOp(), scatterSharding);
    if (hasResidual)
      result = AllSliceOp::create(
          rewriter, op.getLoc(), result,
          ListOfAxisRefListsAttr::get(context, residual), sliced);
    for (Operation *user : llvm::make_early_inc_range(reduce->getUsers()))
      rewriter.replaceOp(user, result);
    rewriter.eraseOp(reduce);
    return success();
  }
};

} // namespace

void AllGatherOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.addWithLabel<NoopCollective<AllGatherOp>>({kCollectiveLabel}, context,
                                                    isNoopAllGather);
}

void AllSliceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.addWithLabel<NoopCollective<AllSliceOp>>({kCollectiveLabel}, context,
                                                   isNoopAllSlice);
  results.addWithLabel<AllSliceOfAllGather>({kCollectiveLabel}, context);
}

void AllReduceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.addWithLabel<NoopCollective<AllReduceOp>>({kCollectiveLabel}, context,
                                                    isNoopAllReduce);
  results.addWithLabel<AllReduceOfReplicatedToUnreduced,
                       AllReduceOfShardedToUnreduced>({kCollectiveLabel},
                                                      context);
}

void AllToAllOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.addWithLabel<FuseAllToAlls, UnusedAllToAll>({kCollectiveLabel},
                                                      context);
}

void CollectivePermuteOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.addWithLabel<NoopCollective<CollectivePermuteOp>>(
      {kCollectiveLabel}, context, isNoopCollectivePermute);
}

void ReduceScatterOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *context) {
  results.addWithLabel<NoopCollective<ReduceScatterOp>>(
      {kCollectiveLabel}, context, isNoopReduceScatter);
  // Rooted at the all_slice, but it makes reduce-scatters.
  results.addWithLabel<FuseReduceScatter>({kCollectiveLabel}, context);
}

} // namespace hlokit::sdy
