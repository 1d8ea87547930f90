//===- Slicing.cpp - slice, pad and concatenate on blocks -----------------===//
//
// Along a dimension no device splits, these ops work on whole rows as in
// the global program. Along a split one, hlokit gives them a local form only
// when they leave it whole (a full slice, no padding): anything else needs
// the device's offset in the global dimension, which is not done yet.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

/// Checks that `operand` and `result` split every dimension alike and that
/// the split ones are those `keepsWhole` accepts.
LogicalResult checkRowwise(Operation *op, Localizer &localizer, Value operand,
                           Value result, function_ref<bool(int64_t)> keepsWhole,
                           StringRef what) {
  int64_t rank = cast<ShapedType>(operand.getType()).getRank();
  for (int64_t d = 0; d < rank; ++d) {
    if (failed(checkSameDimSharding(op, localizer, operand, d, result, d)))
      return failure();
    if (localizer.getShardCount(localizer.getSharding(result), d) > 1 &&
        !keepsWhole(d))
      return emitUnsupported(
          op, (Twine(what) + " along split dimension " + Twine(d)).str(),
          localizer.getSharding(result));
  }
  return success();
}

LogicalResult localizeSlice(Operation *op, Localizer &localizer) {
  auto slice = cast<stablehlo::SliceOp>(op);
  // The operand already has its local type; the global size of a split
  // dimension is its local size times its shard count.
  auto local = cast<RankedTensorType>(slice.getOperand().getType());
  TensorShardingAttr sharding = localizer.getSharding(slice.getOperand());
  auto keepsWhole = [&](int64_t d) {
    int64_t global = local.getDimSize(d) * localizer.getShardCount(sharding, d);
    return slice.getStartIndices()[d] == 0 && slice.getStrides()[d] == 1 &&
           slice.getLimitIndices()[d] == global;
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
  return success();
}

LogicalResult localizePad(Operation *op, Localizer &localizer) {
  auto pad = cast<stablehlo::PadOp>(op);
  auto keepsWhole = [&](int64_t d) {
    return pad.getEdgePaddingLow()[d] == 0 &&
           pad.getEdgePaddingHigh()[d] == 0 && pad.getInteriorPadding()[d] == 0;
  };
  if (localizer.isSharded(pad.getPaddingValue()))
    return emitUnsupported(op, "its padding value is sharded",
                           localizer.getSharding(pad.getPaddingValue()));
  if (failed(checkRowwise(op, localizer, pad.getOperand(), pad.getResult(),
                          keepsWhole, "it pads")))
    return failure();
  return localizer.localizeValue(op, pad.getResult());
}

LogicalResult localizeConcatenate(Operation *op, Localizer &localizer) {
  auto concat = cast<stablehlo::ConcatenateOp>(op);
  int64_t dim = concat.getDimension();
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
