//===- ResolvePermutationFactors.cpp - permutations made local -----------===//
//
// Sharding a permutation factor of an op (a sliced, padded or reversed
// dimension, a convolution's or window's spatial dimension, a concatenated
// one) moves data between the shards. Such an op gets its operands
// resharded with those dimensions replicated, runs replicated along them,
// and its results are resharded back, unless Shardy's rules find the
// dimension communication-free (a slice or pad that keeps each device's
// data on it) or, with halo exchange, a pad, slice, reduce_window,
// convolution or select_and_scatter can take its neighbours' blocks, a
// reverse the mirrored device's (HaloExchange.h). So does
// a reshape whose non-divisible split or merged dimension would, padded, put
// padding among its elements.
//
//===----------------------------------------------------------------------===//

#include "HaloExchange.h"
#include "WindowAttributes.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"
#include "hlokit/Transforms/Sharding/OpShardingRuleRegistry.h"
#include "hlokit/Transforms/Sharding/Partition/DivisiblePadding.h"
#include "hlokit/Transforms/Sharding/Partition/MeshAxesGroups.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"

#include "llvm/ADT/EquivalenceClasses.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_RESOLVEPERMUTATIONFACTORSPASS
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit;
using namespace hlokit::sdy;

namespace {

/// The dimension of a tensor mapped by `mapping` to `factor`, or -1.
int64_t getFactorDim(TensorMappingAttr mapping, int64_t factor) {
  for (auto [d, dim] : llvm::enumerate(mapping.getDimMappings()))
    if (llvm::is_contained(dim.getFactorIndices(), factor))
      return d;
  return -1;
}

/// Whether slicing dimension `d`, split into `count` shards, keeps each
/// device's elements on it: the slice starts at 0 with stride 1 and the
/// shards of operand and result have one size.
bool isCommunicationFreeSliceDim(stablehlo::SliceOp op, int64_t d,
                                 int64_t count) {
  if (count <= 1)
    return true;
  if (op.getStartIndices()[d] != 0 || op.getStrides()[d] != 1)
    return false;
  return llvm::divideCeil(op.getOperand().getType().getDimSize(d), count) ==
         llvm::divideCeil(op.getType().getDimSize(d), count);
}

/// Whether padding dimension `d`, split into `count` shards, keeps each
/// device's elements on it: no interior padding, and every shard of the
/// result reads only the same shard of the operand.
bool isCommunicationFreePadDim(stablehlo::PadOp op, int64_t d, int64_t count) {
  if (count <= 1)
    return true;
  if (op.getInteriorPadding()[d] != 0)
    return false;
  int64_t size = op.getOperand().getType().getDimSize(d);
  int64_t operandShard = llvm::divideCeil(size, count);
  int64_t resultShard = llvm::divideCeil(op.getType().getDimSize(d), count);
  int64_t low = op.getEdgePaddingLow()[d];
  for (int64_t shard = 0; shard < count; ++shard) {
    int64_t first = std::max<int64_t>(0, shard * resultShard - low);
    int64_t last = std::min<int64_t>(size - 1, shard * resultShard - low +
                                                   resultShard - 1);
    if (first <= last &&
        (first / operandShard != shard || last / operandShard != shard))
      return false;
  }
  return true;
}

/// Whether permutation factor `factor` of `op` moves no data under the
/// sharding of its operand, `sharding` on `mesh`.
bool isCommunicationFree(Operation *op, OpShardingRuleAttr rule, int64_t factor,
                         TensorShardingAttr sharding, MeshAttr mesh) {
  if (!isa<stablehlo::SliceOp, stablehlo::PadOp>(op))
    return false;
  int64_t d = getFactorDim(rule.getOperandMappings().front(), factor);
  if (d < 0 || !sharding)
    return true;
  int64_t count = getAxesSize(sharding.getDimShardings()[d].getAxes(), mesh);
  if (auto slice = dyn_cast<stablehlo::SliceOp>(op))
    return isCommunicationFreeSliceDim(slice, d, count);
  return isCommunicationFreePadDim(cast<stablehlo::PadOp>(op), d, count);
}

/// The dimensions of a tensor, mapped by `mapping`, whose factors are in
/// `factors`.
SmallVector<int64_t> getDimsOfFactors(TensorMappingAttr mapping,
                                      ArrayRef<int64_t> factors) {
  SmallVector<int64_t> dims;
  for (auto [d, dim] : llvm::enumerate(mapping.getDimMappings()))
    if (llvm::any_of(dim.getFactorIndices(), [&](int64_t factor) {
          return llvm::is_contained(factors, factor);
        }))
      dims.push_back(d);
  return dims;
}

/// `sharding` with no axes on the dimensions `mapping` maps to `factors`;
/// null when that changes nothing.
TensorShardingAttr replicateFactors(TensorShardingAttr sharding,
                                    TensorMappingAttr mapping,
                                    ArrayRef<int64_t> factors) {
  if (!sharding)
    return nullptr;
  SmallVector<DimensionShardingAttr> dims(sharding.getDimShardings());
  bool changed = false;
  for (int64_t d : getDimsOfFactors(mapping, factors)) {
    DimensionShardingAttr dim = dims[d];
    if (dim.getAxes().empty())
      continue;
    dims[d] = DimensionShardingAttr::get(dim.getContext(), {},
                                         dim.getIsClosed(), dim.getPriority());
    changed = true;
  }
  if (!changed)
    return nullptr;
  return TensorShardingAttr::get(sharding.getContext(), sharding.getMeshOrRef(),
                                 dims, sharding.getReplicatedAxes(),
                                 sharding.getUnreducedAxes(),
                                 sharding.getReductionOp());
}

/// Reshards `op`'s operands and results so that the dimensions of
/// `factors` are replicated around it.
void replicateAround(Operation *op, OpShardingRuleAttr rule,
                     ArrayRef<int64_t> factors) {
  OpBuilder builder(op);
  for (auto [operand, mapping] :
       llvm::zip_equal(op->getOpOperands(), rule.getOperandMappings()))
    if (TensorShardingAttr replicated =
            replicateFactors(getSharding(operand.get()), mapping, factors))
      operand.set(
          ReshardOp::create(builder, op->getLoc(), operand.get(), replicated));
  builder.setInsertionPointAfter(op);
  for (auto [result, mapping] :
       llvm::zip_equal(op->getResults(), rule.getResultMappings())) {
    TensorShardingAttr sharding = getSharding(result);
    TensorShardingAttr replicated =
        replicateFactors(sharding, mapping, factors);
    if (!replicated)
      continue;
    setValueSharding(result, replicated);
    auto back = ReshardOp::create(builder, op->getLoc(), result, sharding);
    result.replaceAllUsesExcept(back, back);
  }
}

/// `type` restricted to `dims`.
RankedTensorType selectDims(RankedTensorType type, ArrayRef<int64_t> dims) {
  SmallVector<int64_t> shape;
  for (int64_t d : dims)
    shape.push_back(type.getDimSize(d));
  return type.clone(shape);
}

/// The factors of the groups of dimensions of `reshape` (its `rule`'s
/// factors that share a dimension, transitively) that, padded for
/// divisibility, would have padding among their elements (a non-divisible
/// dimension split or merged): they need their data replicated, as
/// permutation factors do.
SmallVector<int64_t> getFactorsMovingPadding(stablehlo::ReshapeOp reshape,
                                             OpShardingRuleAttr rule) {
  // Groups of factors joined by the dimensions they share.
  llvm::EquivalenceClasses<int64_t> groups;
  for (int64_t factor = 0; factor < rule.getNumFactors(); ++factor)
    groups.insert(factor);
  for (TensorMappingAttr mapping : llvm::concat<const TensorMappingAttr>(
           rule.getOperandMappings(), rule.getResultMappings()))
    for (DimMappingAttr dim : mapping.getDimMappings())
      for (int64_t factor : dim.getFactorIndices())
        groups.unionSets(dim.getFactorIndices().front(), factor);

  auto operand = cast<RankedTensorType>(reshape.getOperand().getType());
  auto paddedOperand = cast<RankedTensorType>(getDivisiblePaddedType(
      operand, getSharding(reshape.getOperand()), reshape));
  RankedTensorType result = reshape.getType();
  auto paddedResult = cast<RankedTensorType>(getDivisiblePaddedType(
      result, getSharding(reshape.getResult()), reshape));
  SmallVector<int64_t> moving;
  for (auto group = groups.begin(); group != groups.end(); ++group) {
    if (!(*group)->isLeader())
      continue;
    SmallVector<int64_t> factors(groups.member_begin(**group),
                                 groups.member_end());
    SmallVector<int64_t> operandDims =
        getDimsOfFactors(rule.getOperandMappings().front(), factors);
    SmallVector<int64_t> resultDims =
        getDimsOfFactors(rule.getResultMappings().front(), factors);
    if (!reshapeKeepsPadding(selectDims(operand, operandDims),
                             selectDims(paddedOperand, operandDims),
                             selectDims(result, resultDims),
                             selectDims(paddedResult, resultDims)))
      llvm::append_range(moving, factors);
  }
  return moving;
}

/// Whether `op` moves elements along operand dimension `d` although its
/// rule (as Shardy's) types it pass-through: a pad shifting it without
/// resizing it, a reduce_window of one-element windows over a base
/// dilation (it spreads the elements out).
bool movesPassThroughDim(Operation *op, int64_t d) {
  if (auto pad = dyn_cast<stablehlo::PadOp>(op))
    return pad.getEdgePaddingLow()[d] != 0 &&
           pad.getOperand().getType().getDimSize(d) ==
               pad.getType().getDimSize(d);
  if (auto window = dyn_cast<stablehlo::ReduceWindowOp>(op))
    return window.getBaseDilations() && (*window.getBaseDilations())[d] != 1;
  return false;
}

/// The factors of `op`'s `rule` that may move data between shards: its
/// permutation factors and those of the pass-through dimensions it moves
/// elements along all the same.
SmallVector<int64_t> getMovingFactors(Operation *op, OpShardingRuleAttr rule) {
  SmallVector<int64_t> factors(rule.getPermutationFactors());
  if (!isa<stablehlo::PadOp, stablehlo::ReduceWindowOp>(op))
    return factors;
  for (auto [d, dim] :
       llvm::enumerate(rule.getOperandMappings().front().getDimMappings()))
    if (movesPassThroughDim(op, d))
      for (int64_t factor : dim.getFactorIndices())
        if (!llvm::is_contained(factors, factor))
          factors.push_back(factor);
  return factors;
}

/// Whether `conv`'s lhs, split along spatial dimension `i` into `shards`
/// blocks alike with its kernel, gives each device what its block of taps
/// reads (as convert-global-to-local asks): one window, also once both are
/// padded for divisibility, whose blocks of taps read the lhs's blocks
/// (tapsReadOwnBlock).
bool readsOwnBlock(stablehlo::ConvolutionOp conv, int64_t i, int64_t shards) {
  auto dims = conv.getDimensionNumbers();
  SmallVector<int64_t> padding = getConvolutionPadding(conv);
  int64_t block = llvm::divideCeil(
      conv.getLhs().getType().getDimSize(dims.getInputSpatialDimensions()[i]),
      shards);
  int64_t taps = llvm::divideCeil(
      conv.getRhs().getType().getDimSize(dims.getKernelSpatialDimensions()[i]),
      shards);
  int64_t read =
      (block * shards - 1) * getWindowEntry(conv.getLhsDilation(), i) + 1 +
      padding[2 * i] + padding[2 * i + 1];
  int64_t window =
      (taps * shards - 1) * getWindowEntry(conv.getRhsDilation(), i) + 1;
  int64_t paddedWindows =
      read < window
          ? 0
          : (read - window) / getWindowEntry(conv.getWindowStrides(), i) + 1;
  return conv.getType().getDimSize(dims.getOutputSpatialDimensions()[i]) == 1 &&
         paddedWindows <= 1 && tapsReadOwnBlock(conv, i, block, taps);
}

/// A convolution whose lhs is split along a spatial dimension alike with
/// its kernel (the window-size factor of its rule, a reduction factor) has
/// a local form only when each device's taps read its own block of the lhs
/// (readsOwnBlock; Shardy's rule overlooks dilation and padding). Otherwise
/// the lhs is gathered along that dimension; the kernel stays split, each
/// device summing its taps over the whole lhs for the all-reduce after.
void gatherUnmatchedWindows(stablehlo::ConvolutionOp conv) {
  auto dims = conv.getDimensionNumbers();
  TensorShardingAttr lhs = getSharding(conv.getLhs());
  TensorShardingAttr rhs = getSharding(conv.getRhs());
  MeshAttr mesh = lhs ? getMesh(lhs, conv) : MeshAttr();
  if (!mesh || !rhs)
    return;
  SmallVector<DimensionShardingAttr> lhsDims(lhs.getDimShardings());
  bool changed = false;
  for (auto [i, lhsDim, kernelDim] :
       llvm::enumerate(dims.getInputSpatialDimensions(),
                       dims.getKernelSpatialDimensions())) {
    ArrayRef<AxisRefAttr> axes = lhsDims[lhsDim].getAxes();
    int64_t shards = getAxesSize(axes, mesh);
    if (shards == 1 || axes != rhs.getDimShardings()[kernelDim].getAxes() ||
        readsOwnBlock(conv, i, shards))
      continue;
    lhsDims[lhsDim] = DimensionShardingAttr::get(conv.getContext(), {},
                                                 lhsDims[lhsDim].getIsClosed(),
                                                 lhsDims[lhsDim].getPriority());
    changed = true;
  }
  if (!changed)
    return;
  OpBuilder builder(conv);
  conv.getLhsMutable().assign(ReshardOp::create(
      builder, conv.getLoc(), conv.getLhs(),
      TensorShardingAttr::get(conv.getContext(), lhs.getMeshOrRef(), lhsDims,
                              lhs.getReplicatedAxes(), lhs.getUnreducedAxes(),
                              lhs.getReductionOp())));
}

/// `exchanger` is null without halo exchange.
void resolvePermutationFactors(Operation *op, HaloExchanger *exchanger) {
  if (auto conv = dyn_cast<stablehlo::ConvolutionOp>(op))
    gatherUnmatchedWindows(conv);
  OpShardingRuleAttr rule = getOrCreateShardingRule(
      op, /*conservativePropagation=*/false, /*setShardingRuleOnOp=*/false);
  if (!rule || rule.getIsCustomRule())
    return;
  if (auto reshape = dyn_cast<stablehlo::ReshapeOp>(op)) {
    SmallVector<int64_t> factors = getFactorsMovingPadding(reshape, rule);
    if (!factors.empty())
      replicateAround(op, rule, factors);
    return;
  }
  SmallVector<int64_t> moving = getMovingFactors(op, rule);
  if (moving.empty())
    return;
  SmallVector<TensorShardingAttr> shardings;
  for (Value value : llvm::concat<Value>(op->getOperands(), op->getResults()))
    shardings.push_back(getSharding(value));
  MeshAttr mesh = getCommonMesh(shardings, op);
  if (!mesh || mesh.isMaximal())
    return;
  TensorShardingAttr operandSharding =
      op->getNumOperands() ? getSharding(op->getOperand(0)) : nullptr;
  SmallVector<int64_t> factors;
  for (int64_t factor : moving)
    if (!isCommunicationFree(op, rule, factor, operandSharding, mesh))
      factors.push_back(factor);
  if (factors.empty())
    return;
  // A pad, slice, reduce_window, convolution or select_and_scatter
  // exchanges halos with its neighbours, a reverse its blocks with the
  // mirrored devices, rather than replicate.
  if (auto pad = dyn_cast<stablehlo::PadOp>(op);
      pad && exchanger && succeeded(exchangePadHalos(pad, *exchanger)))
    return;
  if (auto slice = dyn_cast<stablehlo::SliceOp>(op);
      slice && exchanger && succeeded(exchangeSliceHalos(slice, *exchanger)))
    return;
  if (auto window = dyn_cast<stablehlo::ReduceWindowOp>(op);
      window && exchanger && succeeded(exchangeWindowHalos(window, *exchanger)))
    return;
  if (auto conv = dyn_cast<stablehlo::ConvolutionOp>(op);
      conv && exchanger &&
      succeeded(exchangeConvolutionHalos(conv, *exchanger)))
    return;
  if (auto scatter = dyn_cast<stablehlo::SelectAndScatterOp>(op);
      scatter && exchanger &&
      succeeded(exchangeSelectAndScatterHalos(scatter, *exchanger)))
    return;
  if (auto reverse = dyn_cast<stablehlo::ReverseOp>(op);
      reverse && exchanger &&
      succeeded(exchangeReverseBlocks(reverse, *exchanger)))
    return;
  replicateAround(op, rule, factors);
}

struct ResolvePermutationFactorsPass
    : hlokit::sdy::impl::ResolvePermutationFactorsPassBase<
          ResolvePermutationFactorsPass> {
  using ResolvePermutationFactorsPassBase::ResolvePermutationFactorsPassBase;

  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa_and_nonnull<stablehlo::StableHLODialect>(op->getDialect()) &&
          !op->hasTrait<OpTrait::IsTerminator>())
        ops.push_back(op);
    });
    HaloExchanger exchanger;
    exchanger.useReplicaId = replicaCount > 1;
    exchanger.nextChannelId = getMaxChannelId(getOperation()) + 1;
    for (Operation *op : ops)
      resolvePermutationFactors(op, enableHaloExchange ? &exchanger : nullptr);
  }
};

} // namespace
