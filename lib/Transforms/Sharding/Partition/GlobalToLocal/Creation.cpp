//===- Creation.cpp - constants and iotas, cut to the device's block ------===//
//
// A splat is the same everywhere: its local form is the splat of the local
// type. Any other sharded constant is kept whole and the device slices its
// block at offsets found from its index; a sharded iota counts from its
// block's offset.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

LogicalResult localizeConstant(Operation *op, Localizer &localizer,
                               ElementsAttr value) {
  Value result = op->getResult(0);
  FailureOr<Type> local = localizer.getLocalType(op, result.getType(),
                                                 localizer.getSharding(result));
  if (failed(local))
    return failure();
  auto localType = cast<RankedTensorType>(*local);
  OpBuilder b(op);
  Location loc = op->getLoc();
  Value replacement;
  if (auto dense = dyn_cast<DenseElementsAttr>(value);
      dense && dense.isSplat()) {
    replacement =
        stablehlo::ConstantOp::create(b, loc, dense.resizeSplat(localType));
  } else {
    replacement = stablehlo::ConstantOp::create(b, loc, value);
    if (localType != result.getType()) {
      SmallVector<Value> offsets = localizer.emitShardOffsets(
          b, loc, localizer.getSharding(result), localType.getShape());
      replacement = stablehlo::DynamicSliceOp::create(
          b, loc, replacement, offsets, localType.getShape());
    }
  }
  localizer.replaceOp(op, replacement);
  return success();
}

LogicalResult localizeSdyConstant(Operation *op, Localizer &localizer) {
  return localizeConstant(op, localizer, cast<ConstantOp>(op).getValue());
}

LogicalResult localizeStablehloConstant(Operation *op, Localizer &localizer) {
  if (!localizer.getSharding(op->getResult(0)))
    return success();
  return localizeConstant(op, localizer,
                          cast<stablehlo::ConstantOp>(op).getValue());
}

LogicalResult localizeIota(Operation *op, Localizer &localizer) {
  auto iota = cast<stablehlo::IotaOp>(op);
  Value result = iota.getResult();
  TensorShardingAttr sharding = localizer.getSharding(result);
  if (failed(localizer.localizeValue(op, result)))
    return failure();
  // Shardy's local iota has no sharding of its own.
  op->removeAttr(kShardingAttr);
  int64_t dim = iota.getIotaDimension();
  if (localizer.getShardCount(sharding, dim) == 1)
    return success();
  // The device's block counts from its offset along the iota dimension.
  auto type = cast<RankedTensorType>(result.getType());
  OpBuilder b(op->getContext());
  b.setInsertionPointAfter(op);
  Location loc = op->getLoc();
  SmallVector<int64_t> table = localizer.getShardIndexPerDevice(
      localizer.getMesh(sharding), Localizer::getDimAxes(sharding, dim));
  for (int64_t &entry : table)
    entry *= type.getDimSize(dim);
  Value offset = localizer.emitDeviceLookup(b, loc, table);
  offset = stablehlo::ConvertOp::create(
      b, loc, RankedTensorType::get({}, type.getElementType()), offset);
  Value broadcast = stablehlo::BroadcastInDimOp::create(
      b, loc, type, offset, b.getDenseI64ArrayAttr({}));
  auto sum = stablehlo::AddOp::create(b, loc, result, broadcast);
  result.replaceAllUsesExcept(sum, sum);
  localizer.setSharding(sum, sharding);
  return success();
}

} // namespace

void addCreationRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<ConstantOp>()] = localizeSdyConstant;
  rewrites[TypeID::get<stablehlo::ConstantOp>()] = localizeStablehloConstant;
  rewrites[TypeID::get<stablehlo::IotaOp>()] = localizeIota;
}

} // namespace hlokit::sdy::g2l
