//===- Localizer.cpp - what the local rewrites share ----------------------===//

#include "GlobalToLocal.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Partition/DivisiblePadding.h"
#include "hlokit/Transforms/Sharding/Partition/MeshAxesGroups.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

Localizer::Localizer(ModuleOp module, LocalizeOptions options)
    : module(module), options(options),
      nextChannelId(getMaxChannelId(module) + 1) {}

TensorShardingAttr Localizer::getSharding(Value value) const {
  return shardings.lookup(value);
}

void Localizer::setSharding(Value value, TensorShardingAttr sharding) {
  if (sharding)
    shardings[value] = sharding;
  else
    shardings.erase(value);
}

void Localizer::recordShardings(Region &region) {
  auto record = [&](Value value) {
    if (TensorShardingAttr sharding = sdy::getSharding(value))
      shardings[value] = sharding;
  };
  region.walk([&](Block *block) {
    for (BlockArgument arg : block->getArguments())
      record(arg);
    for (Operation &op : *block)
      for (Value result : op.getResults())
        record(result);
  });
}

MeshAttr Localizer::getMesh(TensorShardingAttr sharding) const {
  return sharding ? sdy::getMesh(sharding, module) : MeshAttr();
}

ArrayRef<AxisRefAttr> Localizer::getDimAxes(TensorShardingAttr sharding,
                                            int64_t dim) {
  if (!sharding || dim >= sharding.getRank())
    return {};
  return sharding.getDimShardings()[dim].getAxes();
}

int64_t Localizer::getShardCount(TensorShardingAttr sharding,
                                 int64_t dim) const {
  return getAxesSize(getDimAxes(sharding, dim), getMesh(sharding));
}

bool Localizer::isSharded(Value value) const {
  TensorShardingAttr sharding = getSharding(value);
  if (!sharding)
    return false;
  for (int64_t d = 0, e = sharding.getRank(); d < e; ++d)
    if (getShardCount(sharding, d) > 1)
      return true;
  return false;
}

FailureOr<Type> Localizer::getLocalType(Operation *op, Type global,
                                        TensorShardingAttr sharding) const {
  if (!sharding)
    return global;
  auto type = dyn_cast<RankedTensorType>(global);
  if (!type || !type.hasStaticShape() || type.getRank() != sharding.getRank())
    return op->emitOpError()
           << "has a value of type " << global << " that sharding " << sharding
           << " cannot split: only static tensors of its "
              "rank have a local type";
  if (failed(checkDivisible(op, type, sharding)))
    return failure();
  SmallVector<int64_t> shape(type.getShape());
  for (auto [d, size] : llvm::enumerate(shape))
    size /= getShardCount(sharding, d);
  return Type(type.clone(shape));
}

LogicalResult Localizer::localizeValue(Operation *op, Value value) {
  FailureOr<Type> local = getLocalType(op, value.getType(), getSharding(value));
  if (failed(local))
    return failure();
  value.setType(*local);
  return success();
}

stablehlo::IdTable Localizer::getGroups(MeshAttr mesh,
                                        ArrayRef<AxisRefAttr> axes) const {
  return getMeshGroups(mesh, axes);
}

DenseIntElementsAttr
Localizer::getReplicaGroups(MeshAttr mesh, ArrayRef<AxisRefAttr> axes) const {
  stablehlo::IdTable table = getGroups(mesh, axes);
  auto type = RankedTensorType::get(table.shape,
                                    IntegerType::get(mesh.getContext(), 64));
  return DenseIntElementsAttr::get(type, ArrayRef<int64_t>(table.values));
}

Attribute
Localizer::getMeshAxesReplicaGroups(TensorShardingAttr sharding,
                                    ArrayRef<AxisRefAttr> axes) const {
  MeshAttr mesh = getMesh(sharding);
  // As Shardy: sub-axes keep explicit groups.
  if (llvm::any_of(axes,
                   [](AxisRefAttr axis) { return axis.getSubAxisInfo(); }))
    return getReplicaGroups(mesh, axes);
  MLIRContext *ctx = mesh.getContext();
  SmallVector<stablehlo::AxisRefAttr> refs = toStablehloAxes(ctx, axes);
  if (StringAttr name = sharding.getMeshSymName())
    return stablehlo::ReplicaGroupMeshAxesAttr::get(
        ctx, FlatSymbolRefAttr::get(name), refs);
  return getInlinedMeshAxesGroups(mesh, refs);
}

SmallVector<int64_t>
Localizer::getShardIndexPerDevice(MeshAttr mesh,
                                  ArrayRef<AxisRefAttr> axes) const {
  return sdy::getShardIndexPerDevice(mesh, axes);
}

Value Localizer::emitDeviceIndex(OpBuilder &builder, Location loc) const {
  return sdy::emitDeviceIndex(builder, loc, options.useReplicaId);
}

Value Localizer::emitDeviceLookup(OpBuilder &builder, Location loc,
                                  ArrayRef<int64_t> table) const {
  return sdy::emitDeviceLookup(builder, loc, table, options.useReplicaId);
}

SmallVector<Value>
Localizer::emitBlockOffsets(OpBuilder &builder, Location loc, MeshAttr mesh,
                            ArrayRef<SmallVector<AxisRefAttr>> dimAxes,
                            ArrayRef<int64_t> blockShape) const {
  SmallVector<Value> offsets;
  for (auto [axes, size] : llvm::zip_equal(dimAxes, blockShape)) {
    if (axes.empty()) {
      auto zero = DenseIntElementsAttr::get(
          RankedTensorType::get({}, builder.getI64Type()), int64_t(0));
      offsets.push_back(stablehlo::ConstantOp::create(builder, loc, zero));
      continue;
    }
    SmallVector<int64_t> table = getShardIndexPerDevice(mesh, axes);
    for (int64_t &entry : table)
      entry *= size;
    offsets.push_back(emitDeviceLookup(builder, loc, table));
  }
  return offsets;
}

SmallVector<Value>
Localizer::emitShardOffsets(OpBuilder &builder, Location loc,
                            TensorShardingAttr sharding,
                            ArrayRef<int64_t> localShape) const {
  MeshAttr mesh = getMesh(sharding);
  SmallVector<SmallVector<AxisRefAttr>> dimAxes;
  for (int64_t d = 0, e = localShape.size(); d < e; ++d) {
    // Axes of size one cut nothing.
    if (getShardCount(sharding, d) == 1)
      dimAxes.emplace_back();
    else
      dimAxes.emplace_back(getDimAxes(sharding, d));
  }
  return emitBlockOffsets(builder, loc, mesh, dimAxes, localShape);
}

stablehlo::ChannelHandleAttr Localizer::getNextChannelHandle() {
  // Type 1 is DEVICE_TO_DEVICE.
  return stablehlo::ChannelHandleAttr::get(module.getContext(), nextChannelId++,
                                           1);
}

void Localizer::replaceOp(Operation *op, Value value) {
  setSharding(value, getSharding(op->getResult(0)));
  op->getResult(0).replaceAllUsesWith(value);
  op->erase();
}

InFlightDiagnostic emitUnsupported(Operation *op, StringRef what,
                                   TensorShardingAttr sharding) {
  InFlightDiagnostic diag = op->emitOpError() << "has no local form: " << what;
  if (sharding)
    diag << " (sharding " << sharding << ")";
  return diag;
}

} // namespace hlokit::sdy::g2l
