//===- Slicing.cpp - slice, pad and concatenate on blocks -----------------===//
//
// Along a dimension no device splits, these ops work on whole rows as in
// the global program. Along a split one, hlokit gives them a local form only
// when each block maps to the same block (every s-th element of a block s
// divides), and pad one when each block of the result holds only elements
// of the device's block: it pads its block, then slices its part.
// dynamic_slice takes a split dimension only whole (its start index,
// clamped, is then 0 globally and on every block). dynamic_update_slice
// also updates part of a split dimension with an update replicated along
// it, as Shardy's rule has it: each device writes the part of the update
// that falls in its block, and keeps its other elements.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

LogicalResult localizeSlice(Operation *op, Localizer &localizer) {
  auto slice = cast<stablehlo::SliceOp>(op);
  // The operand already has its local type; the global size of a split
  // dimension is its local size times its shard count.
  auto local = cast<RankedTensorType>(slice.getOperand().getType());
  auto result = cast<RankedTensorType>(slice.getType());
  TensorShardingAttr sharding = localizer.getSharding(slice.getOperand());
  // A slice that takes every s-th element from a start below s, through the
  // end, takes the same elements of each block when s divides the blocks.
  auto keepsWhole = [&](int64_t d) {
    int64_t shards = localizer.getShardCount(sharding, d);
    int64_t start = slice.getStartIndices()[d];
    int64_t stride = slice.getStrides()[d];
    int64_t global = local.getDimSize(d) * shards;
    return start >= 0 && start < stride && local.getDimSize(d) % stride == 0 &&
           result.getDimSize(d) == global / stride;
  };
  if (failed(checkRowwise(op, localizer, slice.getOperand(), slice.getResult(),
                          keepsWhole, "it slices")) ||
      failed(localizer.localizeValue(op, slice.getResult())))
    return failure();
  SmallVector<int64_t> limits(slice.getLimitIndices());
  for (auto [d, limit] : llvm::enumerate(limits))
    if (localizer.getShardCount(sharding, d) > 1)
      limit = local.getDimSize(d);
  slice.setLimitIndices(limits);
  // Shardy's local slice has no sharding of its own.
  op->removeAttr(kShardingAttr);
  return success();
}

/// How each of `shards` blocks of `blockSize` elements of a dimension padded
/// by `low` and `interior` (and a high padding) to `resultSize` finds its
/// block of the
/// result: it pads its block by (`localLow`, `localHigh`, `interior`), never
/// negative and enough for every block, and slices at `offsets[b]`.
struct PaddedBlocks {
  int64_t localLow, localHigh;
  SmallVector<int64_t> offsets;
};

/// The PaddedBlocks, or nothing when some block of the result needs
/// elements of another device.
std::optional<PaddedBlocks> getPaddedBlocks(int64_t blockSize, int64_t shards,
                                            int64_t resultSize, int64_t low,
                                            int64_t interior) {
  if (resultSize % shards != 0)
    return std::nullopt;
  int64_t resultBlock = resultSize / shards;
  int64_t stride = 1 + interior;
  // Block b's first result element is where its elements start, shifted.
  auto shift = [&](int64_t b) {
    return b * resultBlock - b * blockSize * stride - low;
  };
  PaddedBlocks blocks;
  blocks.localLow = 0;
  for (int64_t b = 0; b < shards; ++b)
    blocks.localLow = std::max(blocks.localLow, -shift(b));
  int64_t span = blockSize + (blockSize - 1) * interior;
  int64_t end = 0;
  for (int64_t b = 0; b < shards; ++b) {
    blocks.offsets.push_back(shift(b) + blocks.localLow);
    end = std::max(end, blocks.offsets.back() + resultBlock);
  }
  blocks.localHigh = std::max<int64_t>(0, end - blocks.localLow - span);
  int64_t lastElement = blocks.localLow + (blockSize - 1) * stride;
  for (auto [b, offset] : llvm::enumerate(blocks.offsets)) {
    // What lies before the block's first element (after its last) is, but
    // in the first (last) block, the interior padding.
    if (b > 0 && blocks.localLow - offset > interior)
      return std::nullopt;
    if (static_cast<int64_t>(b) < shards - 1 &&
        offset + resultBlock - 1 - lastElement > interior)
      return std::nullopt;
  }
  return blocks;
}

/// A pad of a split dimension pads the device's block as the dimension is
/// padded, then, unless every block lines up, slices the device's block of
/// the result at an offset from a table.
LogicalResult localizePad(Operation *op, Localizer &localizer) {
  auto pad = cast<stablehlo::PadOp>(op);
  if (localizer.isSharded(pad.getPaddingValue()))
    return emitUnsupported(op, "its padding value is sharded",
                           localizer.getSharding(pad.getPaddingValue()));
  Value operand = pad.getOperand(), result = pad.getResult();
  auto local = cast<RankedTensorType>(operand.getType());
  auto global = cast<RankedTensorType>(result.getType());
  TensorShardingAttr sharding = localizer.getSharding(result);
  SmallVector<int64_t> paddedShape(global.getShape());
  SmallVector<SmallVector<int64_t>> dimOffsets(global.getRank());
  SmallVector<int64_t> lows(pad.getEdgePaddingLow());
  SmallVector<int64_t> highs(pad.getEdgePaddingHigh());
  bool aligned = true;
  for (int64_t d = 0; d < global.getRank(); ++d) {
    if (failed(checkSameDimSharding(op, localizer, operand, d, result, d)))
      return failure();
    int64_t shards = localizer.getShardCount(sharding, d);
    if (shards == 1)
      continue;
    int64_t low = pad.getEdgePaddingLow()[d];
    int64_t interior = pad.getInteriorPadding()[d];
    std::optional<PaddedBlocks> blocks = getPaddedBlocks(
        local.getDimSize(d), shards, global.getDimSize(d), low, interior);
    if (!blocks)
      return emitUnsupported(
          op,
          (Twine("it pads split dimension ") + Twine(d) +
           " so that a block needs another device's elements")
              .str(),
          sharding);
    lows[d] = blocks->localLow;
    highs[d] = blocks->localHigh;
    paddedShape[d] = blocks->localLow + local.getDimSize(d) +
                     (local.getDimSize(d) - 1) * interior + blocks->localHigh;
    if (paddedShape[d] != global.getDimSize(d) / shards ||
        llvm::any_of(blocks->offsets, [](int64_t o) { return o != 0; }))
      aligned = false;
    dimOffsets[d] = std::move(blocks->offsets);
  }
  FailureOr<Type> localResult = localizer.getLocalType(op, global, sharding);
  if (failed(localResult))
    return failure();
  // Shardy's local pad has no sharding of its own.
  op->removeAttr(kShardingAttr);
  pad.setEdgePaddingLow(lows);
  pad.setEdgePaddingHigh(highs);
  result.setType(global.clone(paddedShape));
  if (aligned)
    return success();
  OpBuilder b(op->getContext());
  b.setInsertionPointAfter(op);
  Location loc = op->getLoc();
  MeshAttr mesh = localizer.getMesh(sharding);
  SmallVector<Value> starts;
  for (auto [d, offsets] : llvm::enumerate(dimOffsets)) {
    if (llvm::all_of(offsets, [](int64_t o) { return o == 0; })) {
      starts.push_back(stablehlo::ConstantOp::create(
          b, loc,
          DenseIntElementsAttr::get(RankedTensorType::get({}, b.getI64Type()),
                                    int64_t(0))));
      continue;
    }
    SmallVector<int64_t> table = localizer.getShardIndexPerDevice(
        mesh, Localizer::getDimAxes(sharding, d));
    for (int64_t &entry : table)
      entry = offsets[entry];
    starts.push_back(localizer.emitDeviceLookup(b, loc, table));
  }
  auto block = stablehlo::DynamicSliceOp::create(
      b, loc, result, starts, cast<RankedTensorType>(*localResult).getShape());
  result.replaceAllUsesExcept(block, block);
  localizer.setSharding(block, sharding);
  return success();
}

LogicalResult localizeConcatenate(Operation *op, Localizer &localizer) {
  auto concat = cast<stablehlo::ConcatenateOp>(op);
  int64_t dim = concat.getDimension();
  if (localizer.getShardCount(localizer.getSharding(concat.getResult()), dim) >
      1)
    return op->emitOpError() << "dimension " << dim
                             << " is sharded but the concatenation is on "
                                "this dimension.";
  for (Value input : concat.getInputs())
    if (failed(checkRowwise(
            op, localizer, input, concat.getResult(),
            [&](int64_t d) { return d != dim; }, "it concatenates")))
      return failure();
  return localizer.localizeValue(op, concat.getResult());
}

/// A reverse is row-wise along the dimensions it keeps in order.
LogicalResult localizeReverse(Operation *op, Localizer &localizer) {
  auto reverse = cast<stablehlo::ReverseOp>(op);
  ArrayRef<int64_t> dims = reverse.getDimensions();
  if (failed(checkRowwise(
          op, localizer, reverse.getOperand(), reverse.getResult(),
          [&](int64_t d) { return !llvm::is_contained(dims, d); },
          "it reverses")))
    return failure();
  return localizer.localizeValue(op, reverse.getResult());
}

/// A dynamic_slice that takes every split dimension whole slices each
/// block by its local sizes.
LogicalResult localizeDynamicSlice(Operation *op, Localizer &localizer) {
  auto slice = cast<stablehlo::DynamicSliceOp>(op);
  auto local = cast<RankedTensorType>(slice.getOperand().getType());
  TensorShardingAttr sharding = localizer.getSharding(slice.getOperand());
  auto keepsWhole = [&](int64_t d) {
    return slice.getSliceSizes()[d] ==
           local.getDimSize(d) * localizer.getShardCount(sharding, d);
  };
  if (failed(checkRowwise(op, localizer, slice.getOperand(), slice.getResult(),
                          keepsWhole, "it slices dynamically")) ||
      failed(localizer.localizeValue(op, slice.getResult())))
    return failure();
  slice.setSliceSizes(cast<RankedTensorType>(slice.getType()).getShape());
  return success();
}

/// `value` as a tensor<i64> constant.
Value emitI64Constant(OpBuilder &b, Location loc, int64_t value) {
  auto scalar = RankedTensorType::get({}, b.getI64Type());
  return stablehlo::ConstantOp::create(
      b, loc, DenseElementsAttr::get(scalar, b.getI64IntegerAttr(value)));
}

/// The global start of dimension `d` of a dynamic_update_slice, clamped as
/// the spec clamps it (into [0, operand size - update size]), as i64.
Value emitClampedStart(OpBuilder &b, Location loc,
                       stablehlo::DynamicUpdateSliceOp update, int64_t d,
                       int64_t operandSize, int64_t updateSize) {
  Value start = stablehlo::ConvertOp::create(
      b, loc, RankedTensorType::get({}, b.getI64Type()),
      update.getStartIndices()[d]);
  return stablehlo::ClampOp::create(
      b, loc, emitI64Constant(b, loc, 0), start,
      emitI64Constant(b, loc, operandSize - updateSize));
}

/// The local form of a dynamic_update_slice that updates part of split
/// dimensions `partial` (with global sizes `global`), its update replicated
/// along them. Along them the device takes, from the update padded by the
/// global size on both sides (so the slice below is never clamped), the
/// block that lines up with its own, and keeps its old elements where the
/// update does not reach; the other dimensions are updated as globally.
LogicalResult localizePartialUpdate(stablehlo::DynamicUpdateSliceOp update,
                                    Localizer &localizer,
                                    ArrayRef<int64_t> partial,
                                    ArrayRef<int64_t> global) {
  auto local = cast<RankedTensorType>(update.getOperand().getType());
  auto updateType = cast<RankedTensorType>(update.getUpdate().getType());
  int64_t rank = local.getRank();
  OpBuilder b(update);
  Location loc = update.getLoc();
  auto constant = [&](int64_t v) { return emitI64Constant(b, loc, v); };
  SmallVector<Value> offsets = localizer.emitShardOffsets(
      b, loc, localizer.getSharding(update.getOperand()), local.getShape());
  SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
  SmallVector<int64_t> blockShape(updateType.getShape());
  SmallVector<Value> sliceStarts(rank, constant(0));
  SmallVector<Value> updateStarts(update.getStartIndices().begin(),
                                  update.getStartIndices().end());
  SmallVector<Value> clamped(rank);
  for (int64_t d : partial) {
    low[d] = high[d] = global[d];
    blockShape[d] = local.getDimSize(d);
    clamped[d] = emitClampedStart(b, loc, update, d, global[d],
                                  updateType.getDimSize(d));
    // offset - start + global size: where the block starts in the padding.
    sliceStarts[d] = stablehlo::AddOp::create(
        b, loc, stablehlo::SubtractOp::create(b, loc, offsets[d], clamped[d]),
        constant(global[d]));
    updateStarts[d] = stablehlo::ConvertOp::create(
        b, loc, updateStarts[d].getType(), constant(0));
  }
  Value zero = stablehlo::ConstantOp::create(
      b, loc, b.getZeroAttr(RankedTensorType::get({}, local.getElementType())));
  Value padded = stablehlo::PadOp::create(b, loc, update.getUpdate(), zero, low,
                                          high, interior);
  Value block = stablehlo::DynamicSliceOp::create(b, loc, padded, sliceStarts,
                                                  blockShape);
  // Where the update reaches: offset + i in [start, start + update size)
  // along every partly updated dimension.
  auto blockType = RankedTensorType::get(blockShape, local.getElementType());
  auto indexType = RankedTensorType::get(blockShape, b.getI64Type());
  Value mask;
  for (int64_t d : partial) {
    auto broadcast = [&](Value scalar) -> Value {
      return stablehlo::BroadcastInDimOp::create(b, loc, indexType, scalar,
                                                 ArrayRef<int64_t>{});
    };
    Value position = stablehlo::AddOp::create(
        b, loc, stablehlo::IotaOp::create(b, loc, indexType, d),
        broadcast(offsets[d]));
    Value start = broadcast(clamped[d]);
    Value end = broadcast(stablehlo::AddOp::create(
        b, loc, clamped[d], constant(updateType.getDimSize(d))));
    auto compare = [&](Value bound, stablehlo::ComparisonDirection direction) {
      return stablehlo::CompareOp::create(
          b, loc, position, bound,
          stablehlo::ComparisonDirectionAttr::get(b.getContext(), direction),
          stablehlo::ComparisonTypeAttr());
    };
    Value inside = stablehlo::AndOp::create(
        b, loc, compare(start, stablehlo::ComparisonDirection::GE),
        compare(end, stablehlo::ComparisonDirection::LT));
    mask = mask ? stablehlo::AndOp::create(b, loc, mask, inside) : inside;
  }
  Value old = stablehlo::DynamicSliceOp::create(b, loc, update.getOperand(),
                                                updateStarts, blockShape);
  Value merged =
      stablehlo::SelectOp::create(b, loc, blockType, mask, block, old);
  Value result = stablehlo::DynamicUpdateSliceOp::create(
      b, loc, update.getOperand(), merged, updateStarts);
  localizer.replaceOp(update, result);
  return success();
}

/// A dynamic_update_slice updates each block with its block of the update
/// where the update covers a split dimension whole (split alike), and by
/// localizePartialUpdate where it covers part of it (replicated along it).
LogicalResult localizeDynamicUpdateSlice(Operation *op, Localizer &localizer) {
  auto update = cast<stablehlo::DynamicUpdateSliceOp>(op);
  auto local = cast<RankedTensorType>(update.getOperand().getType());
  auto localUpdate = cast<RankedTensorType>(update.getUpdate().getType());
  TensorShardingAttr sharding = localizer.getSharding(update.getOperand());
  TensorShardingAttr updateSharding = localizer.getSharding(update.getUpdate());
  SmallVector<int64_t> partial, global;
  for (int64_t d = 0; d < local.getRank(); ++d) {
    global.push_back(local.getDimSize(d) *
                     localizer.getShardCount(sharding, d));
    int64_t updateSize =
        localUpdate.getDimSize(d) * localizer.getShardCount(updateSharding, d);
    if (failed(checkSameDimSharding(op, localizer, update.getOperand(), d,
                                    update.getResult(), d)))
      return failure();
    bool split = localizer.getShardCount(sharding, d) > 1;
    if (updateSize == global[d] || !split) {
      if (failed(checkSameDimSharding(op, localizer, update.getUpdate(), d,
                                      update.getResult(), d, "update")))
        return failure();
      continue;
    }
    if (localizer.getShardCount(updateSharding, d) > 1)
      return emitUnsupported(op,
                             "its update splits dimension " +
                                 std::to_string(d) +
                                 ", which it updates in part",
                             updateSharding);
    partial.push_back(d);
  }
  if (failed(localizer.localizeValue(op, update.getResult())))
    return failure();
  if (partial.empty())
    return success();
  op->removeAttr(kShardingAttr);
  return localizePartialUpdate(update, localizer, partial, global);
}

} // namespace

void addSlicingRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::SliceOp>()] = localizeSlice;
  rewrites[TypeID::get<stablehlo::PadOp>()] = localizePad;
  rewrites[TypeID::get<stablehlo::ConcatenateOp>()] = localizeConcatenate;
  rewrites[TypeID::get<stablehlo::ReverseOp>()] = localizeReverse;
  rewrites[TypeID::get<stablehlo::DynamicSliceOp>()] = localizeDynamicSlice;
  rewrites[TypeID::get<stablehlo::DynamicUpdateSliceOp>()] =
      localizeDynamicUpdateSlice;
}

} // namespace hlokit::sdy::g2l
