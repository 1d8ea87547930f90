//===- PadForDivisibility.cpp - equal shards for every sharded value ------===//
//
// A dimension of size N split into K shards, K not dividing N, is padded at
// its end to the next multiple of K, so that each device holds an equal
// block. Ops are visited in order and given padded types in place: sdy's
// collectives pad what they slice (with zeros) and slice off what they
// gather, a slice or pad reaches further, a contraction masks the padding
// of what it sums over to zeros, and other ops take the padded types of
// their operands. A padded value read by an op without a padded form is
// sliced back first. Function arguments and results must be divisible.
//
//===----------------------------------------------------------------------===//

#include "WindowAttributes.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"
#include "hlokit/Transforms/Sharding/Partition/DivisiblePadding.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/BitVector.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_PADFORDIVISIBILITYPASS
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit;
using namespace hlokit::sdy;

namespace {

/// The result types `op` infers from its operands (none when it cannot).
SmallVector<Type> inferResultTypes(Operation *op) {
  SmallVector<Type> inferred;
  auto infer = dyn_cast<InferTypeOpInterface>(op);
  if (!infer || failed(infer.inferReturnTypes(
                    op->getContext(), op->getLoc(), op->getOperands(),
                    op->getAttrDictionary(), op->getPropertiesStorage(),
                    op->getRegions(), inferred)))
    return {};
  return inferred;
}

/// A resharding collective's operand: its sharding (null when it has
/// none) and mesh, the collective's result sharding, and the operand's
/// type as it is and padded for the result sharding.
struct CollectiveOperand {
  Value input;
  TensorShardingAttr in, out;
  MeshAttr mesh;
  RankedTensorType type, target;

  template <typename CollectiveOp>
  static CollectiveOperand of(CollectiveOp op) {
    Value input = op.getTensor();
    TensorShardingAttr in = getSharding(input);
    TensorShardingAttr out = op.getOutSharding();
    return {input,
            in,
            out,
            in ? getMesh(in, op) : MeshAttr(),
            cast<RankedTensorType>(input.getType()),
            cast<RankedTensorType>(
                getDivisiblePaddedType(input.getType(), out, op))};
  }
};

/// The state of the pass over one function: the values given a padded type,
/// with their global type, and those whose padding holds zeros.
class Padder {
public:
  explicit Padder(func::FuncOp func) : func(func) {}

  LogicalResult checkSignature();
  LogicalResult padOp(Operation *op);

private:
  RankedTensorType getOriginalType(Value value) const {
    auto it = original.find(value);
    return it != original.end() ? it->second
                                : cast<RankedTensorType>(value.getType());
  }
  bool isPadded(Value value) const { return original.contains(value); }
  /// Gives `value` type `padded` (its global type if not padded before).
  void setType(Value value, Type padded);
  Type getPaddedType(Value value, Type type) const {
    return getDivisiblePaddedType(type, getSharding(value), func);
  }

  Value emitPad(OpBuilder &builder, Value value, RankedTensorType padded,
                Value paddingValue);
  Value emitTrim(OpBuilder &builder, Value value, ArrayRef<int64_t> limits,
                 TensorShardingAttr sharding);
  Value emitMask(OpBuilder &builder, Value value, Value paddingValue,
                 ArrayRef<int64_t> dims);
  Value emitZeroMask(OpBuilder &builder, Value value, ArrayRef<int64_t> dims);
  Value trimUses(Operation *op, Value result, ArrayRef<int64_t> dims,
                 TensorShardingAttr sharding);

  LogicalResult padSlicingCollective(Operation *op,
                                     TensorShardingAttr outSharding);
  Value gatherDims(OpBuilder &builder, Location loc, Value input,
                   TensorShardingAttr in, const llvm::BitVector &gathered);
  LogicalResult padAllSlice(AllSliceOp op);
  LogicalResult padAllGather(AllGatherOp op);
  LogicalResult padAllToAll(AllToAllOp op);
  LogicalResult padAllToAllInPlace(AllToAllOp op);
  LogicalResult padSlice(stablehlo::SliceOp op);
  LogicalResult padPad(stablehlo::PadOp op);
  LogicalResult padDotGeneral(stablehlo::DotGeneralOp op);
  LogicalResult padConvolution(stablehlo::ConvolutionOp op);
  LogicalResult padConstant(Operation *op);
  LogicalResult padReduce(stablehlo::ReduceOp op);
  LogicalResult padReshape(stablehlo::ReshapeOp op);
  LogicalResult padWhile(stablehlo::WhileOp op);
  LogicalResult padGather(stablehlo::GatherOp op);
  LogicalResult padGenericOp(Operation *op);
  void trimOperands(Operation *op);
  bool keepsPaddingApart(Operation *op) const;

  func::FuncOp func;
  llvm::DenseMap<Value, RankedTensorType> original;
  llvm::DenseSet<Value> zeroPadded;
};

void Padder::setType(Value value, Type padded) {
  if (value.getType() == padded)
    return;
  original.try_emplace(value, cast<RankedTensorType>(value.getType()));
  value.setType(padded);
}

/// Pads `value` at the end of each dimension up to `padded` with
/// `paddingValue`; the pad keeps `value`'s sharding.
Value Padder::emitPad(OpBuilder &builder, Value value, RankedTensorType padded,
                      Value paddingValue) {
  Value pad =
      emitPadAtEnd(builder, value, padded, paddingValue, getSharding(value));
  original[pad] = getOriginalType(value);
  return pad;
}

/// `value` cut at `limits` in each dimension, sharded `sharding`.
Value Padder::emitTrim(OpBuilder &builder, Value value,
                       ArrayRef<int64_t> limits, TensorShardingAttr sharding) {
  Value slice = emitSliceToLimits(builder, value, limits, sharding);
  if (slice.getType() != getOriginalType(value))
    original[slice] = getOriginalType(value);
  if (zeroPadded.contains(value) && isPadded(slice))
    zeroPadded.insert(slice);
  return slice;
}

/// `value` with the elements past its global size along `dims` replaced
/// by `paddingValue`: a select on an iota
/// compared with that size.
Value Padder::emitMask(OpBuilder &builder, Value value, Value paddingValue,
                       ArrayRef<int64_t> dims) {
  auto type = cast<RankedTensorType>(value.getType());
  RankedTensorType globalType = getOriginalType(value);
  TensorShardingAttr sharding = getSharding(value);
  Location loc = value.getLoc();
  auto shard = [&](Value v) {
    if (sharding)
      setValueSharding(v, sharding);
    return v;
  };
  auto indexType = type.clone(builder.getI32Type());
  Value inside;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    if (type.getDimSize(d) == globalType.getDimSize(d) ||
        !llvm::is_contained(dims, d))
      continue;
    Value iota = shard(stablehlo::IotaOp::create(builder, loc, indexType, d));
    Value size = stablehlo::ConstantOp::create(
        builder, loc,
        DenseIntElementsAttr::get(
            RankedTensorType::get({}, builder.getI32Type()),
            static_cast<int32_t>(globalType.getDimSize(d))));
    Value sizes = shard(stablehlo::BroadcastInDimOp::create(
        builder, loc, indexType, size, ArrayRef<int64_t>{}));
    Value mask = shard(stablehlo::CompareOp::create(
        builder, loc, type.clone(builder.getI1Type()), iota, sizes,
        stablehlo::ComparisonDirection::LT, stablehlo::ComparisonTypeAttr()));
    inside = inside
                 ? shard(stablehlo::AndOp::create(builder, loc, inside, mask))
                 : mask;
  }
  if (!inside)
    return value;
  Value padding = shard(stablehlo::BroadcastInDimOp::create(
      builder, loc, type, paddingValue, ArrayRef<int64_t>{}));
  Value select =
      shard(stablehlo::SelectOp::create(builder, loc, inside, value, padding));
  original[select] = globalType;
  return select;
}

/// `value` with zeros in its padding along `dims`, unless known to hold them.
Value Padder::emitZeroMask(OpBuilder &builder, Value value,
                           ArrayRef<int64_t> dims) {
  if (!isPadded(value) || zeroPadded.contains(value))
    return value;
  Value zero = emitScalarZero(builder, value.getLoc(),
                              getElementTypeOrSelf(value.getType()));
  return emitMask(builder, value, zero, dims);
}

/// Replaces the uses of `result` of `op` by `result` cut back to its global
/// size along `dims`.
Value Padder::trimUses(Operation *op, Value result, ArrayRef<int64_t> dims,
                       TensorShardingAttr sharding) {
  auto type = cast<RankedTensorType>(result.getType());
  RankedTensorType globalType = getOriginalType(result);
  SmallVector<int64_t> limits(type.getShape());
  bool trims = false;
  for (int64_t d : dims) {
    trims |= limits[d] != globalType.getDimSize(d);
    limits[d] = globalType.getDimSize(d);
  }
  if (!trims)
    return nullptr;
  OpBuilder builder(op->getContext());
  builder.setInsertionPointAfter(op);
  Value trimmed = emitTrim(builder, result, limits, sharding);
  result.replaceAllUsesExcept(trimmed, trimmed.getDefiningOp());
  return trimmed;
}

/// all_slice and reduce_scatter: the operand padded (with zeros, unless
/// already padded) so that `outSharding` splits it evenly.
LogicalResult Padder::padSlicingCollective(Operation *op,
                                           TensorShardingAttr outSharding) {
  Value input = op->getOperand(0);
  auto target = cast<RankedTensorType>(
      getDivisiblePaddedType(input.getType(), outSharding, op));
  bool zeros = zeroPadded.contains(input) || !isPadded(input);
  if (target != input.getType()) {
    OpBuilder builder(op);
    Value zero = emitScalarZero(builder, op->getLoc(), target.getElementType());
    Value pad = emitPad(builder, input, target, zero);
    if (zeros)
      zeroPadded.insert(pad);
    op->setOperand(0, pad);
    input = pad;
  }
  setType(op->getResult(0), input.getType());
  if (zeros && isPadded(op->getResult(0)))
    zeroPadded.insert(op->getResult(0));
  return success();
}

/// `sharding` with the dimensions in `whole` split along no axes (open or
/// closed as before).
TensorShardingAttr getWithWholeDims(TensorShardingAttr sharding,
                                    const llvm::BitVector &whole) {
  MLIRContext *context = sharding.getContext();
  SmallVector<DimensionShardingAttr> dims(sharding.getDimShardings());
  for (unsigned d : whole.set_bits())
    dims[d] = DimensionShardingAttr::get(context, {}, dims[d].getIsClosed(),
                                         std::nullopt);
  return TensorShardingAttr::get(
      context, sharding.getMeshOrRef(), dims, sharding.getReplicatedAxes(),
      sharding.getUnreducedAxes(), sharding.getReductionOp());
}

/// An all_gather of `input` (sharded `in`) along its `gathered` dimensions.
/// A padded operand keeps its padding (and whether it is zeros) through
/// the gather, until cut back.
Value Padder::gatherDims(OpBuilder &builder, Location loc, Value input,
                         TensorShardingAttr in,
                         const llvm::BitVector &gathered) {
  MLIRContext *context = builder.getContext();
  SmallVector<AxisRefListAttr> gathering;
  for (auto [d, dim] : llvm::enumerate(in.getDimShardings()))
    gathering.push_back(AxisRefListAttr::get(
        context, gathered[d] ? dim.getAxes() : ArrayRef<AxisRefAttr>()));
  Value whole = AllGatherOp::create(
      builder, loc, input, ListOfAxisRefListsAttr::get(context, gathering),
      getWithWholeDims(in, gathered));
  if (isPadded(input))
    original[whole] = getOriginalType(input);
  if (zeroPadded.contains(input))
    zeroPadded.insert(whole);
  return whole;
}

/// all_slice: padding a dimension its operand splits would move elements
/// across the devices' blocks (6 elements in blocks of 3 padded to 8 for
/// blocks of 2: the device holding 2 and 3 has only 2), padded already or
/// not, so such dimensions are gathered first and sliced along all their
/// axes after the padding.
LogicalResult Padder::padAllSlice(AllSliceOp op) {
  auto [input, in, out, mesh, type, target] = CollectiveOperand::of(op);
  if (!mesh || target == type)
    return padSlicingCollective(op, out);
  MLIRContext *context = op.getContext();
  SmallVector<AxisRefListAttr> slicing;
  llvm::BitVector gathered(type.getRank());
  for (auto [d, dim] : llvm::enumerate(in.getDimShardings())) {
    bool grows = target.getDimSize(d) != type.getDimSize(d);
    gathered[d] = grows && getAxesSize(dim.getAxes(), mesh) > 1;
    slicing.push_back(
        gathered[d]
            ? AxisRefListAttr::get(context, out.getDimShardings()[d].getAxes())
            : op.getSlicingAxes()[d]);
  }
  if (gathered.none())
    return padSlicingCollective(op, out);
  OpBuilder builder(op);
  op->setOperand(0, gatherDims(builder, op.getLoc(), input, in, gathered));
  op.setSlicingAxesAttr(ListOfAxisRefListsAttr::get(context, slicing));
  return padSlicingCollective(op, out);
}

/// all_gather: the padded operand gathered, then cut back along the
/// gathered dimensions.
/// A dimension of the result that stays split along axes of the gathered
/// one is gathered whole instead, trimmed, and sliced again along its axes
/// (as padAllSlice): trimming a split dimension would move elements across
/// the devices' blocks.
LogicalResult Padder::padAllGather(AllGatherOp op) {
  Value result = op.getResult();
  auto padded = cast<RankedTensorType>(op.getTensor().getType());
  RankedTensorType global = getOriginalType(op.getTensor());
  setType(result, padded);
  if (zeroPadded.contains(op.getTensor()))
    zeroPadded.insert(result);
  TensorShardingAttr out = op.getOutSharding();
  TensorShardingAttr in = getSharding(op.getTensor());
  MeshAttr mesh = getMesh(out, op);
  MLIRContext *context = op.getContext();
  SmallVector<int64_t> dims;
  SmallVector<AxisRefListAttr> gathering, slicing;
  llvm::BitVector regathered(padded.getRank());
  for (auto [d, axes] : llvm::enumerate(op.getGatheringAxes())) {
    ArrayRef<AxisRefAttr> outAxes = out.getDimShardings()[d].getAxes();
    bool stillSplit = !axes.empty() && mesh && in &&
                      padded.getDimSize(d) != global.getDimSize(d) &&
                      getAxesSize(outAxes, mesh) > 1;
    regathered[d] = stillSplit;
    if (!axes.empty())
      dims.push_back(d);
    gathering.push_back(
        stillSplit
            ? AxisRefListAttr::get(context, in.getDimShardings()[d].getAxes())
            : axes);
    slicing.push_back(AxisRefListAttr::get(
        context, stillSplit ? outAxes : ArrayRef<AxisRefAttr>()));
  }
  if (regathered.none()) {
    trimUses(op, result, dims, out);
    return success();
  }
  TensorShardingAttr whole = getWithWholeDims(out, regathered);
  op.setGatheringAxesAttr(ListOfAxisRefListsAttr::get(context, gathering));
  op.setOutShardingAttr(whole);
  Value trimmed = trimUses(op, result, dims, whole);
  OpBuilder builder(context);
  builder.setInsertionPointAfter(trimmed.getDefiningOp());
  auto slice =
      AllSliceOp::create(builder, op.getLoc(), trimmed,
                         ListOfAxisRefListsAttr::get(context, slicing), out);
  trimmed.replaceAllUsesExcept(slice, slice);
  return padOp(slice);
}

/// all_to_all: the operand padded for its result sharding, then cut back
/// along the source dimensions, now whole. When that padding would grow a
/// dimension the operand splits, or the cut a source dimension the result
/// still splits (moving elements across the devices' blocks, as for an
/// all_slice), the all_to_all becomes an all_gather of those dimensions and
/// of its source ones, and an all_slice to its result sharding, which pads
/// them whole.
LogicalResult Padder::padAllToAll(AllToAllOp op) {
  auto [input, in, out, mesh, type, target] = CollectiveOperand::of(op);
  llvm::BitVector gathered(type.getRank());
  bool movesElements = false;
  for (auto [d, dim] : llvm::enumerate(
           in ? in.getDimShardings() : ArrayRef<DimensionShardingAttr>())) {
    bool split = mesh && getAxesSize(dim.getAxes(), mesh) > 1;
    gathered[d] = split && target.getDimSize(d) != type.getDimSize(d);
    movesElements |= gathered[d];
  }
  // A source dimension cut back to its padding under the result sharding
  // moves elements too when that sharding still splits it.
  auto cut = cast<RankedTensorType>(
      getDivisiblePaddedType(getOriginalType(input), out, op));
  for (AllToAllParamAttr param : op.getParams()) {
    int64_t d = param.getSrcDim();
    movesElements |=
        mesh && getAxesSize(out.getDimShardings()[d].getAxes(), mesh) > 1 &&
        cut.getDimSize(d) != type.getDimSize(d);
    gathered.set(d);
  }
  if (!movesElements)
    return padAllToAllInPlace(op);
  MLIRContext *context = op.getContext();
  SmallVector<AxisRefListAttr> slicing;
  for (auto [d, dim] : llvm::enumerate(in.getDimShardings())) {
    int64_t kept = gathered[d] ? 0 : dim.getAxes().size();
    slicing.push_back(AxisRefListAttr::get(
        context, out.getDimShardings()[d].getAxes().drop_front(kept)));
  }
  OpBuilder builder(op);
  Value gather = gatherDims(builder, op.getLoc(), input, in, gathered);
  auto slice =
      AllSliceOp::create(builder, op.getLoc(), gather,
                         ListOfAxisRefListsAttr::get(context, slicing), out);
  op.getResult().replaceAllUsesWith(slice.getResult());
  op.erase();
  if (failed(padOp(gather.getDefiningOp())))
    return failure();
  // The gather may have been cut back.
  slice.getResult().setType(slice.getTensor().getType());
  return padOp(slice);
}

/// all_to_all whose padding keeps every block in place: the operand padded
/// for its result sharding, then cut back along the source dimensions it
/// makes whole.
LogicalResult Padder::padAllToAllInPlace(AllToAllOp op) {
  if (failed(padSlicingCollective(op, op.getOutSharding())))
    return failure();
  // A source dimension the result still splits keeps its padding (the
  // result sharding's own, padAllToAll checked).
  TensorShardingAttr out = op.getOutSharding();
  MeshAttr mesh = getMesh(out, op);
  SmallVector<int64_t> dims;
  for (AllToAllParamAttr param : op.getParams())
    if (!mesh || getAxesSize(out.getDimShardings()[param.getSrcDim()].getAxes(),
                             mesh) <= 1)
      dims.push_back(param.getSrcDim());
  trimUses(op, op.getResult(), dims, out);
  return success();
}

/// slice: reaches as far past its limits as the padding of its result
/// needs, within its (padded) operand.
LogicalResult Padder::padSlice(stablehlo::SliceOp op) {
  auto type = cast<RankedTensorType>(op.getType());
  auto padded = cast<RankedTensorType>(getPaddedType(op.getResult(), type));
  if (padded == type)
    return padGenericOp(op);
  auto operandType = cast<RankedTensorType>(op.getOperand().getType());
  SmallVector<int64_t> limits(op.getLimitIndices());
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    int64_t start = op.getStartIndices()[d], stride = op.getStrides()[d];
    limits[d] =
        std::max(limits[d], start + (padded.getDimSize(d) - 1) * stride + 1);
    if (limits[d] > operandType.getDimSize(d))
      return op.emitOpError()
             << "has no padded form: dimension " << d
             << " of its result, padded to " << padded.getDimSize(d)
             << ", would read past its operand of size "
             << operandType.getDimSize(d);
  }
  op.setLimitIndices(limits);
  setType(op.getResult(), padded);
  return success();
}

/// pad: its high edge grown or shrunk to give the padded result; what the
/// operand's padding then puts at the end must be the padding value.
LogicalResult Padder::padPad(stablehlo::PadOp op) {
  auto operandType = cast<RankedTensorType>(op.getOperand().getType());
  auto padded = cast<RankedTensorType>(
      getPaddedType(op.getResult(), getOriginalType(op.getResult())));
  SmallVector<int64_t> high;
  bool shrinks = false;
  for (int64_t d = 0, e = operandType.getRank(); d < e; ++d) {
    int64_t size = operandType.getDimSize(d);
    high.push_back(padded.getDimSize(d) - size - op.getEdgePaddingLow()[d] -
                   std::max<int64_t>(0, size - 1) * op.getInteriorPadding()[d]);
    shrinks |= high[d] < op.getEdgePaddingHigh()[d];
  }
  if (shrinks) {
    OpBuilder builder(op);
    op.getOperandMutable().assign(
        emitMask(builder, op.getOperand(), op.getPaddingValue(),
                 llvm::to_vector(llvm::seq<int64_t>(operandType.getRank()))));
  }
  op.setEdgePaddingHigh(high);
  setType(op.getResult(), padded);
  return success();
}

/// dot_general: zeros in the padding of the contracting dimensions, which
/// the product sums over.
LogicalResult Padder::padDotGeneral(stablehlo::DotGeneralOp op) {
  OpBuilder builder(op);
  auto dims = op.getDotDimensionNumbers();
  op.getLhsMutable().assign(
      emitZeroMask(builder, op.getLhs(), dims.getLhsContractingDimensions()));
  op.getRhsMutable().assign(
      emitZeroMask(builder, op.getRhs(), dims.getRhsContractingDimensions()));
  return padGenericOp(op);
}

/// Grows the high padding of `conv`'s spatial dimensions so that its
/// windows give at least `target`'s output sizes: a kernel padded along
/// them (zeros) spans more of the lhs, and a padded result has more
/// windows; the windows then read past the lhs only zeros, or give padding.
void growHighPadding(stablehlo::ConvolutionOp conv, RankedTensorType target) {
  auto dims = conv.getDimensionNumbers();
  int64_t spatial = dims.getInputSpatialDimensions().size();
  SmallVector<int64_t> padding = getConvolutionPadding(conv);
  bool grown = false;
  for (int64_t i = 0; i < spatial; ++i) {
    int64_t size =
        conv.getLhs().getType().getDimSize(dims.getInputSpatialDimensions()[i]);
    int64_t taps = conv.getRhs().getType().getDimSize(
        dims.getKernelSpatialDimensions()[i]);
    int64_t read = (size - 1) * getWindowEntry(conv.getLhsDilation(), i) + 1 +
                   padding[2 * i] + padding[2 * i + 1];
    int64_t window = (taps - 1) * getWindowEntry(conv.getRhsDilation(), i) + 1;
    int64_t outputs = target.getDimSize(dims.getOutputSpatialDimensions()[i]);
    int64_t needed =
        (outputs - 1) * getWindowEntry(conv.getWindowStrides(), i) + window -
        read;
    if (outputs > 0 && needed > 0) {
      padding[2 * i + 1] += needed;
      grown = true;
    }
  }
  if (grown)
    setConvolutionPadding(conv, padding);
}

/// convolution: zeros in the padding of the dimensions the windows sum
/// over; the result as the padded operands give it, its spatial dimensions
/// cut back to their padded size.
LogicalResult Padder::padConvolution(stablehlo::ConvolutionOp op) {
  OpBuilder builder(op);
  auto dims = op.getDimensionNumbers();
  SmallVector<int64_t> lhsDims{dims.getInputFeatureDimension()};
  llvm::append_range(lhsDims, dims.getInputSpatialDimensions());
  SmallVector<int64_t> rhsDims{dims.getKernelInputFeatureDimension()};
  llvm::append_range(rhsDims, dims.getKernelSpatialDimensions());
  op.getLhsMutable().assign(emitZeroMask(builder, op.getLhs(), lhsDims));
  op.getRhsMutable().assign(emitZeroMask(builder, op.getRhs(), rhsDims));
  auto target = cast<RankedTensorType>(
      getPaddedType(op.getResult(), op.getResult().getType()));
  growHighPadding(op, target);
  SmallVector<Type> inferred = inferResultTypes(op);
  if (inferred.empty())
    return op.emitOpError("has no padded form: its padded operands give "
                          "no result type");
  auto type = cast<RankedTensorType>(inferred.front());
  setType(op.getResult(), type);
  SmallVector<int64_t> limits(type.getShape());
  for (int64_t d : dims.getOutputSpatialDimensions())
    limits[d] = target.getDimSize(d);
  if (ArrayRef<int64_t>(limits) == type.getShape())
    return success();
  builder.setInsertionPointAfter(op);
  Value trimmed =
      emitTrim(builder, op.getResult(), limits, getSharding(op.getResult()));
  op.getResult().replaceAllUsesExcept(trimmed, trimmed.getDefiningOp());
  return success();
}

/// `value` laid out in the larger `padded` shape, zeros after its end in
/// each dimension.
DenseElementsAttr padElements(DenseElementsAttr value, ShapedType padded) {
  auto type = cast<ShapedType>(value.getType());
  Attribute zero =
      Builder(type.getContext()).getZeroAttr(type.getElementType());
  SmallVector<Attribute> elements(padded.getNumElements(), zero);
  SmallVector<int64_t> index(type.getRank(), 0);
  for (Attribute element : value.getValues<Attribute>()) {
    int64_t offset = 0;
    for (int64_t d = 0, e = type.getRank(); d < e; ++d)
      offset = offset * padded.getDimSize(d) + index[d];
    elements[offset] = element;
    // The next index in row-major order.
    for (int64_t d = type.getRank() - 1; d >= 0; --d) {
      if (++index[d] < type.getDimSize(d))
        break;
      index[d] = 0;
    }
  }
  return DenseElementsAttr::get(padded, elements);
}

/// A splat constant is the same splat on the padded type; another dense
/// constant is followed by zeros.
LogicalResult Padder::padConstant(Operation *op) {
  Value result = op->getResult(0);
  auto padded = cast<ShapedType>(getPaddedType(result, result.getType()));
  auto value = dyn_cast<DenseElementsAttr>(op->getAttr("value"));
  if (!value)
    return op->emitOpError()
           << "has no padded form: only a dense constant can be padded to "
           << padded;
  if (value.isSplat()) {
    op->setAttr("value", value.resizeSplat(padded));
  } else {
    op->setAttr("value", padElements(value, padded));
    zeroPadded.insert(result);
  }
  setType(result, padded);
  return success();
}

/// reduce: the padding of the reduced dimensions of each input becomes its
/// init value, which adds nothing to the reduction.
LogicalResult Padder::padReduce(stablehlo::ReduceOp op) {
  OpBuilder builder(op);
  ArrayRef<int64_t> dims = op.getDimensions();
  for (auto [input, init] :
       llvm::zip_equal(op.getInputsMutable(), op.getInitValues()))
    if (isPadded(input.get()))
      input.assign(emitMask(builder, input.get(), init, dims));
  return padGenericOp(op);
}

/// reshape: keeps the order of the elements, so padding at the very end
/// of both its operand and its result, of one size, stays padding.
LogicalResult Padder::padReshape(stablehlo::ReshapeOp op) {
  auto operandType = cast<RankedTensorType>(op.getOperand().getType());
  auto padded = cast<RankedTensorType>(
      getPaddedType(op.getResult(), op.getResult().getType()));
  if (!reshapeKeepsPadding(getOriginalType(op.getOperand()), operandType,
                           op.getType(), padded))
    return op.emitOpError()
           << "has no padded form: its operand padded to " << operandType
           << " and its result to " << padded
           << " do not both pad only after their last element, by as many "
              "elements";
  setType(op.getResult(), padded);
  return success();
}

/// while: each loop-carried value keeps its operand's padded type, which
/// the regions' arguments and the result take; its result's sharding must
/// pad it alike.
LogicalResult Padder::padWhile(stablehlo::WhileOp op) {
  for (auto [i, operand, result] :
       llvm::enumerate(op->getOperands(), op->getResults())) {
    Type carried = operand.getType();
    Type padded = getPaddedType(result, getOriginalType(result));
    if (padded != carried)
      return op.emitOpError()
             << "has no padded form: operand " << i << " is padded to "
             << carried << " but the loop's sharding pads it to " << padded;
    setType(result, carried);
    for (Region &region : op->getRegions())
      setType(region.getArgument(i), carried);
  }
  return success();
}

/// Any other op of StableHLO or sdy: its results get the padded types of
/// their shardings, or larger ones its padded operands give.
/// gather: padded start indices gather padded rows of the result. The
/// operand may be padded along a dimension its slices take whole and no
/// index moves (the slice grows to the padded size, the result's offset
/// dimension with it), or along a batching dimension the indices pad
/// alike; along an indexed dimension, clamped indices would reach the
/// padding.
LogicalResult Padder::padGather(stablehlo::GatherOp op) {
  stablehlo::GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
  auto operand = cast<RankedTensorType>(op.getOperand().getType());
  auto indices = cast<RankedTensorType>(op.getStartIndices().getType());
  RankedTensorType original = getOriginalType(op.getOperand());
  SmallVector<int64_t> sizes(op.getSliceSizes());
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    if (operand.getDimSize(d) == original.getDimSize(d))
      continue;
    const auto *batching = llvm::find(dims.getOperandBatchingDims(), d);
    if (batching != dims.getOperandBatchingDims().end()) {
      int64_t k = batching - dims.getOperandBatchingDims().begin();
      if (indices.getDimSize(dims.getStartIndicesBatchingDims()[k]) ==
          operand.getDimSize(d))
        continue;
    } else if (!llvm::is_contained(dims.getStartIndexMap(), d) &&
               sizes[d] == original.getDimSize(d)) {
      sizes[d] = operand.getDimSize(d);
      continue;
    }
    return op->emitOpError()
           << "has no padded form: operand dimension " << d
           << " is padded, and is indexed, sliced in part, or a batching "
              "dimension the indices do not pad alike (make it divisible or "
              "replicated)";
  }
  op.setSliceSizes(sizes);
  return padGenericOp(op);
}

LogicalResult Padder::padGenericOp(Operation *op) {
  SmallVector<Type> inferred = inferResultTypes(op);
  for (auto [i, result] : llvm::enumerate(op->getResults())) {
    auto padded = dyn_cast<RankedTensorType>(
        getPaddedType(result, getOriginalType(result)));
    auto fromOperands = inferred.empty()
                            ? RankedTensorType()
                            : dyn_cast<RankedTensorType>(inferred[i]);
    if (!padded || !fromOperands ||
        fromOperands.getRank() != padded.getRank()) {
      if (padded)
        setType(result, padded);
      continue;
    }
    SmallVector<int64_t> shape;
    for (auto [a, b] :
         llvm::zip_equal(padded.getShape(), fromOperands.getShape()))
      shape.push_back(std::max(a, b));
    setType(result, padded.clone(shape));
  }
  if (succeeded(verify(op, /*verifyRecursively=*/false)))
    return success();
  return op->emitOpError("has no padded form: its padded operands and "
                         "results do not fit together");
}

/// An op with no padded form reads its operands at their global types.
void Padder::trimOperands(Operation *op) {
  OpBuilder builder(op);
  for (OpOperand &use : op->getOpOperands())
    if (isPadded(use.get()))
      use.set(emitTrim(builder, use.get(),
                       getOriginalType(use.get()).getShape(),
                       getSharding(use.get())));
}

/// Whether `op` has a padded form: StableHLO ops and sdy's collectives.
bool hasPaddedForm(Operation *op) {
  return isa_and_nonnull<stablehlo::StableHLODialect>(op->getDialect()) ||
         isa<AllReduceOp, ShardedToUnreducedOp, ReplicatedToUnreducedOp,
             CollectivePermuteOp>(op);
}

/// Whether `op`, on padded operands, computes each element from operand
/// elements at the same index along every padded dimension, so that its
/// valid elements read none of the padding: a region's terminator,
/// elementwise ops, layout ops moving whole dimensions, sdy's collectives,
/// and a concatenate along a dimension no operand pads.
bool Padder::keepsPaddingApart(Operation *op) const {
  // padGather decides which padded operands it takes.
  if (isa<stablehlo::GatherOp>(op))
    return true;
  if (auto concat = dyn_cast<stablehlo::ConcatenateOp>(op))
    return llvm::none_of(op->getOperands(), [&](Value v) {
      int64_t d = concat.getDimension();
      return cast<RankedTensorType>(v.getType()).getDimSize(d) !=
             getOriginalType(v).getDimSize(d);
    });
  return op->hasTrait<OpTrait::IsTerminator>() ||
         op->hasTrait<OpTrait::Elementwise>() ||
         op->hasTrait<OpTrait::SameOperandsAndResultShape>() ||
         isa<stablehlo::TransposeOp, stablehlo::BroadcastInDimOp,
             stablehlo::SelectOp, stablehlo::ClampOp, AllReduceOp,
             ShardedToUnreducedOp, ReplicatedToUnreducedOp,
             CollectivePermuteOp>(op);
}

LogicalResult Padder::padOp(Operation *op) {
  bool needed =
      llvm::any_of(op->getOperands(), [&](Value v) { return isPadded(v); }) ||
      llvm::any_of(op->getResults(), [&](Value v) {
        return getPaddedType(v, v.getType()) != v.getType();
      });
  if (!needed)
    return success();
  if (auto allSlice = dyn_cast<AllSliceOp>(op))
    return padAllSlice(allSlice);
  if (auto reduceScatter = dyn_cast<ReduceScatterOp>(op))
    return padSlicingCollective(op, reduceScatter.getOutSharding());
  if (auto allGather = dyn_cast<AllGatherOp>(op))
    return padAllGather(allGather);
  if (auto allToAll = dyn_cast<AllToAllOp>(op))
    return padAllToAll(allToAll);
  if (auto slice = dyn_cast<stablehlo::SliceOp>(op))
    return padSlice(slice);
  if (auto pad = dyn_cast<stablehlo::PadOp>(op))
    return padPad(pad);
  if (auto dot = dyn_cast<stablehlo::DotGeneralOp>(op))
    return padDotGeneral(dot);
  if (auto conv = dyn_cast<stablehlo::ConvolutionOp>(op))
    return padConvolution(conv);
  if (auto reduce = dyn_cast<stablehlo::ReduceOp>(op))
    return padReduce(reduce);
  if (auto reshape = dyn_cast<stablehlo::ReshapeOp>(op))
    return padReshape(reshape);
  if (auto loop = dyn_cast<stablehlo::WhileOp>(op))
    return padWhile(loop);
  if (auto gather = dyn_cast<stablehlo::GatherOp>(op))
    return padGather(gather);
  if (isa<stablehlo::ConstantOp, ConstantOp>(op))
    return padConstant(op);
  if (!hasPaddedForm(op)) {
    trimOperands(op);
    return success();
  }
  if (llvm::any_of(op->getOperands(), [&](Value v) { return isPadded(v); }) &&
      !keepsPaddingApart(op))
    return op->emitOpError(
        "has no padded form: it may read the padding of its padded operands "
        "into its elements (make the dimensions it mixes divisible or "
        "replicated)");
  return padGenericOp(op);
}

/// Shardy's two errors for a function argument or result (`what` #`i`)
/// whose sharding does not divide its type, the second naming the
/// dimension at fault.
LogicalResult emitNonDivisibleIO(func::FuncOp func, StringRef what, unsigned i,
                                 Type type, TensorShardingAttr sharding) {
  func.emitOpError() << what << " #" << i
                     << " has a non-divisible sharding. Shardy expects "
                        "function IO to be divisible.";
  return checkDivisible(func, cast<RankedTensorType>(type), sharding,
                        "failed to legalize operation 'func.func': ");
}

LogicalResult Padder::checkSignature() {
  for (auto [i, arg] : llvm::enumerate(func.getArguments()))
    if (getPaddedType(arg, arg.getType()) != arg.getType())
      return emitNonDivisibleIO(func, "argument", i, arg.getType(),
                                getSharding(arg));
  for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
    auto sharding =
        func.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr);
    if (getDivisiblePaddedType(type, sharding, func) != type)
      return emitNonDivisibleIO(func, "result", i, type, sharding);
  }
  return success();
}

struct PadForDivisibilityPass
    : hlokit::sdy::impl::PadForDivisibilityPassBase<PadForDivisibilityPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    Padder padder(func);
    if (failed(padder.checkSignature()))
      return signalPassFailure();
    SmallVector<Operation *> ops;
    func.getBody().walk<WalkOrder::PreOrder>(
        [&](Operation *op) { ops.push_back(op); });
    for (Operation *op : ops)
      if (failed(padder.padOp(op)))
        return signalPassFailure();
  }
};

} // namespace
