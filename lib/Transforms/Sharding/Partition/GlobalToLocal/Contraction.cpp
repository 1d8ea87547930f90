//===- Contraction.cpp - dot, dot_general and convolution on blocks -------===//
//
// Each device multiplies its blocks: batch and free dimensions must be
// split as the result's, contracting dimensions alike on both sides. A
// split contracting dimension leaves partial sums, which an sdy.all_reduce
// after the op adds up, as in Shardy. A convolution's lhs and result
// spatial dimensions stay whole, but for one window over an lhs split
// alike with the kernel; a kernel split along them leaves each device its
// taps of the windows, read from the lhs where they start (partial sums
// too); splitting its feature or batch groups leaves each device whole
// groups, and a smaller group count. cholesky and triangular_solve
// solve each matrix of a batch alone: their batch dimensions may be split
// (alike everywhere), and so may the columns (rows, when a is on the right)
// of triangular_solve's b, which are solved each on its own.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

#include "../HaloExchange.h"
#include "../WindowAttributes.h"
#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Partition/DivisiblePadding.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

/// The result dimension of each dimension of one side of a dot: batch
/// dimensions first, then the free dimensions of lhs, then of rhs;
/// contracting dimensions have none (-1).
SmallVector<int64_t> getResultDims(int64_t rank, ArrayRef<int64_t> batch,
                                   ArrayRef<int64_t> contracting,
                                   int64_t firstFree) {
  SmallVector<int64_t> resultDimOf(rank, -1);
  for (auto [i, d] : llvm::enumerate(batch))
    resultDimOf[d] = i;
  int64_t next = firstFree;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(batch, d) && !llvm::is_contained(contracting, d))
      resultDimOf[d] = next++;
  return resultDimOf;
}

LogicalResult localizeContraction(Operation *op, Localizer &localizer,
                                  ArrayRef<int64_t> lhsBatch,
                                  ArrayRef<int64_t> rhsBatch,
                                  ArrayRef<int64_t> lhsContracting,
                                  ArrayRef<int64_t> rhsContracting) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  Value result = op->getResult(0);
  int64_t lhsRank = cast<ShapedType>(lhs.getType()).getRank();
  int64_t rhsRank = cast<ShapedType>(rhs.getType()).getRank();
  SmallVector<int64_t> lhsDims =
      getResultDims(lhsRank, lhsBatch, lhsContracting, lhsBatch.size());
  int64_t lhsFree = lhsRank - lhsBatch.size() - lhsContracting.size();
  SmallVector<int64_t> rhsDims = getResultDims(
      rhsRank, rhsBatch, rhsContracting, lhsBatch.size() + lhsFree);
  for (auto [operand, dims] : {std::pair(lhs, ArrayRef<int64_t>(lhsDims)),
                               std::pair(rhs, ArrayRef<int64_t>(rhsDims))})
    for (auto [d, resultDim] : llvm::enumerate(dims))
      if (resultDim >= 0 && failed(checkSameDimSharding(op, localizer, operand,
                                                        d, result, resultDim)))
        return failure();
  // Both sides must hold the same block of each contracting dimension.
  for (auto [l, r] : llvm::zip_equal(lhsContracting, rhsContracting))
    if (Localizer::getDimAxes(localizer.getSharding(lhs), l) !=
        Localizer::getDimAxes(localizer.getSharding(rhs), r))
      return op->emitOpError()
             << "has no local form: lhs contracting dimension " << l
             << " and rhs contracting dimension " << r
             << " are split differently";
  return localizer.localizeValue(op, result);
}

LogicalResult localizeDotGeneral(Operation *op, Localizer &localizer) {
  auto dims = cast<stablehlo::DotGeneralOp>(op).getDotDimensionNumbers();
  return localizeContraction(op, localizer, dims.getLhsBatchingDimensions(),
                             dims.getRhsBatchingDimensions(),
                             dims.getLhsContractingDimensions(),
                             dims.getRhsContractingDimensions());
}

LogicalResult localizeDot(Operation *op, Localizer &localizer) {
  auto dot = cast<stablehlo::DotOp>(op);
  int64_t lhsRank = cast<ShapedType>(dot.getLhs().getType()).getRank();
  int64_t lhsContracting = lhsRank - 1;
  return localizeContraction(op, localizer, {}, {}, {lhsContracting}, {0});
}

/// Checks that `value`'s dimensions `dims` are not split.
LogicalResult checkWhole(Operation *op, const Localizer &localizer, Value value,
                         ArrayRef<int64_t> dims, StringRef what) {
  for (int64_t d : dims)
    if (localizer.getShardCount(localizer.getSharding(value), d) > 1)
      return emitUnsupported(
          op, (Twine(what) + " dimension " + Twine(d) + " is split").str(),
          localizer.getSharding(value));
  return success();
}

/// The group count a device sees of `count` groups laid along dimension
/// `dim` of `value`, split into as many blocks.
FailureOr<int64_t> getLocalGroupCount(Operation *op, const Localizer &localizer,
                                      Value value, int64_t dim, int64_t count,
                                      StringRef what) {
  int64_t shards = localizer.getShardCount(localizer.getSharding(value), dim);
  if (count % shards != 0)
    return op->emitOpError() << "has no local form: its " << count << " "
                             << what << " groups are not divisible by the "
                             << shards << " shards of dimension " << dim;
  return count / shards;
}

/// A convolution whose kernel is split along spatial dimension `i` (lhs and
/// result whole there) sums, on each device, the taps of the window its
/// kernel block holds: read from the padded, dilated lhs `shift` places
/// further than the whole window's first tap, for the device's block (the
/// last block first when the window is reversed).
struct KernelSplit {
  int64_t i;
  int64_t lowPad, highPad, interior;
  SmallVector<int64_t> shifts;
  int64_t readLength;
};

/// The split of kernel spatial dimension `i` of `conv`, if it is split.
std::optional<KernelSplit> getKernelSplit(stablehlo::ConvolutionOp conv,
                                          const Localizer &localizer,
                                          int64_t i) {
  auto dims = conv.getDimensionNumbers();
  TensorShardingAttr sharding = localizer.getSharding(conv.getRhs());
  int64_t kernelDim = dims.getKernelSpatialDimensions()[i];
  int64_t shards = localizer.getShardCount(sharding, kernelDim);
  if (shards == 1)
    return std::nullopt;
  int64_t taps = conv.getRhs().getType().getDimSize(kernelDim);
  int64_t stride = getWindowEntry(conv.getWindowStrides(), i);
  int64_t dilation = getWindowEntry(conv.getRhsDilation(), i);
  bool reversed = isWindowReversed(conv, i);
  int64_t outputs =
      conv.getType().getDimSize(dims.getOutputSpatialDimensions()[i]);
  SmallVector<int64_t> padding = getConvolutionPadding(conv);
  KernelSplit split{i,
                    padding[2 * i],
                    padding[2 * i + 1],
                    getWindowEntry(conv.getLhsDilation(), i) - 1,
                    {},
                    0};
  for (int64_t shard : localizer.getShardIndexPerDevice(
           localizer.getMesh(sharding),
           Localizer::getDimAxes(sharding, kernelDim))) {
    int64_t firstTap = (reversed ? shards - 1 - shard : shard) * taps;
    split.shifts.push_back(firstTap * dilation);
  }
  split.readLength = (outputs - 1) * stride + (taps - 1) * dilation + 1;
  return split;
}

/// Whether `op` passes on partial sums it reads, so that adding up its
/// results adds up its operand's: a collective that only moves blocks, a
/// slice, a pad with zeros (sdy-pad-for-divisibility's).
bool keepsPartialSums(Operation *op) {
  if (isa<AllSliceOp, AllGatherOp, AllToAllOp, CollectivePermuteOp,
          stablehlo::SliceOp>(op))
    return true;
  auto pad = dyn_cast<stablehlo::PadOp>(op);
  return pad && (matchPattern(pad.getPaddingValue(), m_AnyZeroFloat()) ||
                 matchPattern(pad.getPaddingValue(), m_Zero()));
}

/// Whether the partial sums `value` holds along `axes` are added up by an
/// sdy.all_reduce (or reduce_scatter) it flows into through ops that keep
/// them: as Shardy's convert-global-to-local asks of a convolution with a
/// split contracting dimension.
bool isSummedAlong(Value value, ArrayRef<AxisRefAttr> axes, MeshAttr mesh) {
  while (value.hasOneUse()) {
    Operation *user = *value.getUsers().begin();
    SmallVector<AxisRefAttr> summed;
    if (auto allReduce = dyn_cast<AllReduceOp>(user)) {
      llvm::append_range(summed, allReduce.getReductionAxes());
    } else if (auto reduceScatter = dyn_cast<ReduceScatterOp>(user)) {
      for (AxisRefListAttr list : reduceScatter.getReduceScatterAxes())
        llvm::append_range(summed, list.getValue());
    } else if (keepsPartialSums(user)) {
      value = user->getResult(0);
      continue;
    }
    return !summed.empty() && axisSetDifference(axes, summed, mesh).empty();
  }
  return false;
}

/// The high padding along spatial dimension `i` of `conv`, its lhs and
/// kernel split there alike, that makes each device's one window read its
/// lhs block and nothing past it; none when the result has more than one
/// window or the blocks of taps and of the lhs do not match
/// (tapsReadOwnBlock).
std::optional<int64_t> getSplitWindowHighPadding(stablehlo::ConvolutionOp conv,
                                                 const Localizer &localizer,
                                                 int64_t i) {
  auto dims = conv.getDimensionNumbers();
  int64_t lhsDim = dims.getInputSpatialDimensions()[i];
  int64_t kernelDim = dims.getKernelSpatialDimensions()[i];
  if (Localizer::getDimAxes(localizer.getSharding(conv.getLhs()), lhsDim) !=
      Localizer::getDimAxes(localizer.getSharding(conv.getRhs()), kernelDim))
    return std::nullopt;
  int64_t windows =
      conv.getType().getDimSize(dims.getOutputSpatialDimensions()[i]);
  int64_t block = conv.getLhs().getType().getDimSize(lhsDim);
  int64_t taps = conv.getRhs().getType().getDimSize(kernelDim);
  if (windows != 1 || !tapsReadOwnBlock(conv, i, block, taps))
    return std::nullopt;
  return (taps - 1) * getWindowEntry(conv.getRhsDilation(), i) -
         (block - 1) * getWindowEntry(conv.getLhsDilation(), i);
}

/// Sets the high padding of `conv`'s spatial dimensions i to h, for each
/// (i, h) of `highPadding`.
void setHighPadding(stablehlo::ConvolutionOp conv,
                    ArrayRef<std::pair<int64_t, int64_t>> highPadding) {
  SmallVector<int64_t> padding = getConvolutionPadding(conv);
  for (auto [i, high] : highPadding)
    padding[2 * i + 1] = high;
  setConvolutionPadding(conv, padding);
}

/// Gives `conv`, its kernel split along spatial dimensions, the lhs
/// elements each device's taps read: the lhs padded and dilated as the
/// windows see it, cut from the device's shift on; the convolution itself
/// then pads and dilates nothing there.
void shiftKernelWindows(stablehlo::ConvolutionOp conv, Localizer &localizer,
                        ArrayRef<KernelSplit> splits) {
  auto dims = conv.getDimensionNumbers();
  OpBuilder b(conv);
  Location loc = conv.getLoc();
  Value lhs = conv.getLhs();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  int64_t rank = lhsType.getRank();
  int64_t spatial = dims.getInputSpatialDimensions().size();
  SmallVector<int64_t> lows(rank, 0), highs(rank, 0), interior(rank, 0);
  SmallVector<int64_t> padding = getConvolutionPadding(conv);
  SmallVector<int64_t> lhsDilation(spatial, 1);
  if (std::optional<ArrayRef<int64_t>> attr = conv.getLhsDilation())
    lhsDilation = llvm::to_vector(*attr);
  for (const KernelSplit &split : splits) {
    int64_t d = dims.getInputSpatialDimensions()[split.i];
    lows[d] = split.lowPad;
    highs[d] = split.highPad;
    interior[d] = split.interior;
    padding[2 * split.i] = padding[2 * split.i + 1] = 0;
    lhsDilation[split.i] = 1;
  }
  if (llvm::any_of(llvm::concat<int64_t>(lows, highs, interior),
                   [](int64_t n) { return n != 0; }))
    lhs = stablehlo::PadOp::create(
        b, loc, lhs, emitScalarZero(b, loc, lhsType.getElementType()), lows,
        highs, interior);
  for (const KernelSplit &split : splits)
    lhs = halo::sliceAtDeviceOffset(
        b, loc, lhs, dims.getInputSpatialDimensions()[split.i], split.shifts,
        split.readLength, localizer.getOptions().useReplicaId);
  conv.getLhsMutable().assign(lhs);
  setConvolutionPadding(conv, padding);
  if (conv.getLhsDilation())
    conv.setLhsDilation(lhsDilation);
}

/// A dimension of a value.
struct ValueDim {
  Value value;
  int64_t dim;
};

/// The first axes of `axes`, the last one cut to its major part if need
/// be, that make `count` shards; none when no prefix does.
std::optional<SmallVector<AxisRefAttr>>
getLeadingAxes(ArrayRef<AxisRefAttr> axes, int64_t count, MeshAttr mesh) {
  SmallVector<AxisRefAttr> leading;
  int64_t shards = 1;
  for (AxisRefAttr axis : axes) {
    if (shards == count)
      break;
    int64_t size = getAxisRefSize(axis, mesh);
    if (count % shards != 0 || size % std::min(size, count / shards) != 0)
      return std::nullopt;
    int64_t taken = std::min(size, count / shards);
    int64_t pre =
        axis.getSubAxisInfo() ? axis.getSubAxisInfo().getPreSize() : 1;
    leading.push_back(taken == size ? axis
                                    : getSubAxis(axis, pre, taken, mesh));
    shards *= taken;
  }
  if (shards != count)
    return std::nullopt;
  return leading;
}

/// `axes` with adjacent sub-axes merged, to compare splits however their
/// axes are written.
SmallVector<AxisRefAttr> getMerged(ArrayRef<AxisRefAttr> axes, MeshAttr mesh) {
  SmallVector<AxisRefAttr> merged;
  for (AxisRefAttr axis : axes)
    appendOrMerge(merged, axis, mesh);
  return merged;
}

/// The group count a device sees of `count` groups laid along `grouped`
/// (the lhs input features or batch), which `groups` (the result features:
/// groups, then the outputs of each) splits alike. Once every device holds
/// one group (the first axes of `groups` make `count` shards), `groups` may
/// split each group's outputs too, and `grouped` what lies within a group,
/// `inner` (the kernel input features, the result batch), along its axes.
FailureOr<int64_t> getLocalGroups(Operation *op, const Localizer &localizer,
                                  ValueDim grouped, ValueDim groups,
                                  ValueDim inner, int64_t count, StringRef what,
                                  StringRef innerName) {
  TensorShardingAttr innerSharding = localizer.getSharding(inner.value);
  TensorShardingAttr groupsSharding = localizer.getSharding(groups.value);
  ArrayRef<AxisRefAttr> groupedAxes =
      Localizer::getDimAxes(localizer.getSharding(grouped.value), grouped.dim);
  ArrayRef<AxisRefAttr> groupsAxes =
      Localizer::getDimAxes(groupsSharding, groups.dim);
  bool innerSplit = localizer.getShardCount(innerSharding, inner.dim) > 1;
  if (!innerSplit && groupedAxes == groupsAxes)
    return getLocalGroupCount(op, localizer, grouped.value, grouped.dim, count,
                              what);
  // The axes that give each device one group, then those within a group.
  MeshAttr mesh = localizer.getMesh(groupsSharding);
  std::optional<SmallVector<AxisRefAttr>> expected =
      mesh ? getLeadingAxes(groupsAxes, count, mesh) : std::nullopt;
  if (expected && innerSplit)
    llvm::append_range(*expected,
                       Localizer::getDimAxes(innerSharding, inner.dim));
  if (expected && getMerged(*expected, mesh) == getMerged(groupedAxes, mesh))
    return 1;
  if (!innerSplit) {
    if (failed(checkSameDimSharding(op, localizer, grouped.value, grouped.dim,
                                    groups.value, groups.dim)))
      return failure();
    return getLocalGroupCount(op, localizer, grouped.value, grouped.dim, count,
                              what);
  }
  return op->emitOpError() << "has no local form: its " << innerName
                           << " dimension " << inner.dim
                           << " is split, but not within " << what
                           << " groups held one per device";
}

LogicalResult localizeConvolution(Operation *op, Localizer &localizer) {
  auto conv = cast<stablehlo::ConvolutionOp>(op);
  auto dims = conv.getDimensionNumbers();
  Value lhs = conv.getLhs(), rhs = conv.getRhs(), result = conv.getResult();
  int64_t featureGroups = conv.getFeatureGroupCount();
  int64_t batchGroups = conv.getBatchGroupCount();
  auto same = [&](Value a, int64_t da, Value b, int64_t db) {
    return checkSameDimSharding(op, localizer, a, da, b, db);
  };
  if (failed(checkWhole(op, localizer, result,
                        dims.getOutputSpatialDimensions(), "result spatial")))
    return failure();
  // A kernel split along spatial dimensions leaves partial sums, as a split
  // contracting dimension does: each device sums its taps of the windows,
  // from the whole lhs or from its block of it.
  SmallVector<KernelSplit> kernelSplits;
  SmallVector<std::pair<int64_t, int64_t>> windowSplits;
  SmallVector<int64_t> splitTaps;
  for (int64_t i = 0, e = dims.getKernelSpatialDimensions().size(); i < e;
       ++i) {
    int64_t lhsDim = dims.getInputSpatialDimensions()[i];
    if (localizer.getShardCount(localizer.getSharding(lhs), lhsDim) > 1) {
      std::optional<int64_t> highPadding =
          getSplitWindowHighPadding(conv, localizer, i);
      if (!highPadding)
        return emitUnsupported(
            op,
            (Twine("lhs spatial dimension ") + Twine(lhsDim) + " is split")
                .str(),
            localizer.getSharding(lhs));
      windowSplits.emplace_back(i, *highPadding);
      splitTaps.push_back(i);
    } else if (std::optional<KernelSplit> split =
                   getKernelSplit(conv, localizer, i)) {
      kernelSplits.push_back(std::move(*split));
      splitTaps.push_back(i);
    }
  }
  TensorShardingAttr rhsSharding = localizer.getSharding(rhs);
  for (int64_t i : splitTaps) {
    int64_t d = dims.getKernelSpatialDimensions()[i];
    if (!isSummedAlong(result, Localizer::getDimAxes(rhsSharding, d),
                       localizer.getMesh(rhsSharding)))
      return emitUnsupported(
          op,
          (Twine("rhs spatial dimension ") + Twine(d) +
           " is split and no sdy.all_reduce adds up the partial sums")
              .str(),
          rhsSharding);
  }
  // The output features come from the kernel's.
  if (failed(same(rhs, dims.getKernelOutputFeatureDimension(), result,
                  dims.getOutputFeatureDimension())))
    return failure();
  // Input features: contracted (partial sums) or, with groups, each
  // device's groups.
  if (featureGroups == 1) {
    if (Localizer::getDimAxes(localizer.getSharding(lhs),
                              dims.getInputFeatureDimension()) !=
        Localizer::getDimAxes(localizer.getSharding(rhs),
                              dims.getKernelInputFeatureDimension()))
      return op->emitOpError() << "has no local form: lhs input feature "
                                  "dimension and rhs input feature dimension "
                                  "are split differently";
  } else {
    FailureOr<int64_t> local =
        getLocalGroups(op, localizer, {lhs, dims.getInputFeatureDimension()},
                       {result, dims.getOutputFeatureDimension()},
                       {rhs, dims.getKernelInputFeatureDimension()},
                       featureGroups, "feature", "rhs input feature");
    if (failed(local))
      return failure();
    conv.setFeatureGroupCount(*local);
  }
  // Batches: blocks of the result's or, with groups, each device's groups.
  if (batchGroups == 1) {
    if (failed(same(lhs, dims.getInputBatchDimension(), result,
                    dims.getOutputBatchDimension())))
      return failure();
  } else {
    FailureOr<int64_t> local =
        getLocalGroups(op, localizer, {lhs, dims.getInputBatchDimension()},
                       {result, dims.getOutputFeatureDimension()},
                       {result, dims.getOutputBatchDimension()}, batchGroups,
                       "batch", "result batch");
    if (failed(local))
      return failure();
    conv.setBatchGroupCount(*local);
  }
  if (!kernelSplits.empty())
    shiftKernelWindows(conv, localizer, kernelSplits);
  if (!windowSplits.empty())
    setHighPadding(conv, windowSplits);
  return localizer.localizeValue(op, result);
}

} // namespace

/// A cholesky or triangular_solve with `operand` (a or b) dimension `d` of
/// `rank` split alike on the result: a batch dimension, or `freeDim`.
LogicalResult checkMatrixBatch(Operation *op, const Localizer &localizer,
                               Value operand, int64_t freeDim,
                               StringRef operandName) {
  int64_t rank = cast<RankedTensorType>(operand.getType()).getRank();
  Value result = op->getResult(0);
  for (int64_t d = 0; d < rank; ++d) {
    bool mayBeSplit = d < rank - 2 || d == freeDim;
    if (failed(checkSameDimSharding(op, localizer, operand, d, result,
                                    mayBeSplit ? d : -1, operandName)))
      return failure();
  }
  return success();
}

LogicalResult localizeCholesky(Operation *op, Localizer &localizer) {
  auto cholesky = cast<stablehlo::CholeskyOp>(op);
  if (failed(checkMatrixBatch(op, localizer, cholesky.getA(), -1, "a")))
    return failure();
  return localizer.localizeValue(op, cholesky.getResult());
}

LogicalResult localizeTriangularSolve(Operation *op, Localizer &localizer) {
  auto solve = cast<stablehlo::TriangularSolveOp>(op);
  int64_t rank = cast<RankedTensorType>(solve.getB().getType()).getRank();
  // The columns of b when a is on the left, its rows when on the right.
  int64_t independent = solve.getLeftSide() ? rank - 1 : rank - 2;
  if (failed(checkMatrixBatch(op, localizer, solve.getA(), -1, "a")) ||
      failed(checkMatrixBatch(op, localizer, solve.getB(), independent, "b")))
    return failure();
  return localizer.localizeValue(op, solve.getResult());
}

void addContractionRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::CholeskyOp>()] = localizeCholesky;
  rewrites[TypeID::get<stablehlo::TriangularSolveOp>()] =
      localizeTriangularSolve;
  rewrites[TypeID::get<stablehlo::ConvolutionOp>()] = localizeConvolution;
  rewrites[TypeID::get<stablehlo::DotGeneralOp>()] = localizeDotGeneral;
  rewrites[TypeID::get<stablehlo::DotOp>()] = localizeDot;
}

} // namespace hlokit::sdy::g2l
