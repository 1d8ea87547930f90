//===- Slicing.cpp - slice, pad and concatenate on blocks -----------------===//
//
// Along a dimension no device splits, these ops work on whole rows as in
// the global program. Along a split one, hlokit gives them a local form only
// when each block maps to the same block (every s-th element of a block s
// divides, padding every element alike): anything else needs the device's
// offset in the global dimension, which is not done yet.
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

LogicalResult localizePad(Operation *op, Localizer &localizer) {
  auto pad = cast<stablehlo::PadOp>(op);
  // Padding each element alike (low + high == interior: every element gets
  // `low` before it and `high` after it) pads each block alike.
  auto keepsWhole = [&](int64_t d) {
    int64_t low = pad.getEdgePaddingLow()[d];
    int64_t high = pad.getEdgePaddingHigh()[d];
    return low >= 0 && high >= 0 && low + high == pad.getInteriorPadding()[d];
  };
  if (localizer.isSharded(pad.getPaddingValue()))
    return emitUnsupported(op, "its padding value is sharded",
                           localizer.getSharding(pad.getPaddingValue()));
  if (failed(checkRowwise(op, localizer, pad.getOperand(), pad.getResult(),
                          keepsWhole, "it pads")) ||
      failed(localizer.localizeValue(op, pad.getResult())))
    return failure();
  // Shardy's local pad has no sharding of its own.
  op->removeAttr(kShardingAttr);
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

} // namespace

void addSlicingRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::SliceOp>()] = localizeSlice;
  rewrites[TypeID::get<stablehlo::PadOp>()] = localizePad;
  rewrites[TypeID::get<stablehlo::ConcatenateOp>()] = localizeConcatenate;
}

} // namespace hlokit::sdy::g2l
