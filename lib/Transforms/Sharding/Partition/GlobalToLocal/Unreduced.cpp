//===- Unreduced.cpp - values made partial along axes ---------------------===//
//
// sdy.sharded_to_unreduced and sdy.replicated_to_unreduced make axes
// unreduced: summed over those axes, the devices' values give what they
// held before (the gathered value, the replicated value); sdy's verifier
// asks for a sum. Neither communicates: a device puts its block at its
// place among zeros, or one device of each group keeps the value and the
// others hold zeros.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

#include "hlokit/Dialect/StableHLO/Builders.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

/// The device's block at its offset along the axes each dimension loses,
/// zeros elsewhere.
LogicalResult localizeShardedToUnreduced(Operation *op, Localizer &localizer) {
  auto toUnreduced = cast<ShardedToUnreducedOp>(op);
  Value operand = toUnreduced.getTensor();
  TensorShardingAttr out = toUnreduced.getOutSharding();
  FailureOr<Type> local =
      localizer.getLocalType(op, op->getResult(0).getType(), out);
  if (failed(local))
    return failure();
  MeshAttr mesh = localizer.getMesh(out);
  SmallVector<SmallVector<AxisRefAttr>> dimAxes;
  for (AxisRefListAttr axes : toUnreduced.getAxes())
    dimAxes.emplace_back(axes.getValue());
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto block = cast<RankedTensorType>(operand.getType());
  SmallVector<Value> offsets =
      localizer.emitBlockOffsets(b, loc, mesh, dimAxes, block.getShape());
  stablehlo::HloEmitter h(b, loc);
  Value zeros = h.splat(cast<RankedTensorType>(*local), 0);
  localizer.replaceOp(op, stablehlo::DynamicUpdateSliceOp::create(
                              b, loc, zeros, operand, offsets));
  return success();
}

/// The value on the first device of each group along the axes, zeros on
/// the others.
LogicalResult localizeReplicatedToUnreduced(Operation *op,
                                            Localizer &localizer) {
  auto toUnreduced = cast<ReplicatedToUnreducedOp>(op);
  Value operand = toUnreduced.getTensor();
  MeshAttr mesh = localizer.getMesh(toUnreduced.getOutSharding());
  OpBuilder b(op);
  Location loc = op->getLoc();
  stablehlo::HloEmitter h(b, loc);
  Value index = localizer.emitDeviceLookup(
      b, loc, localizer.getShardIndexPerDevice(mesh, toUnreduced.getAxes()));
  Value first =
      h.compare(stablehlo::ComparisonDirection::EQ, index, h.zerosLike(index));
  Value zeros = h.zerosLike(operand);
  localizer.replaceOp(op, h.select(first, operand, zeros));
  return success();
}

} // namespace

void addUnreducedRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<ShardedToUnreducedOp>()] = localizeShardedToUnreduced;
  rewrites[TypeID::get<ReplicatedToUnreducedOp>()] =
      localizeReplicatedToUnreduced;
}

} // namespace hlokit::sdy::g2l
