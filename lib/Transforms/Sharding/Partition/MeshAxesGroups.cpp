//===- MeshAxesGroups.cpp - sdy meshes in StableHLO replica groups
//---------===//

#include "hlokit/Transforms/Sharding/Partition/MeshAxesGroups.h"

#include "hlokit/Dialect/StableHLO/MeshAxes.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

namespace hlokit::sdy {

namespace {

/// An sdy mesh as a StableHLO mesh (without its device order).
stablehlo::MeshAttr toStablehloMesh(MeshAttr mesh) {
  MLIRContext *ctx = mesh.getContext();
  SmallVector<stablehlo::MeshAxisAttr> axes;
  for (MeshAxisAttr axis : mesh.getAxes())
    axes.push_back(
        stablehlo::MeshAxisAttr::get(ctx, axis.getName(), axis.getSize()));
  return stablehlo::MeshAttr::get(ctx, axes);
}

} // namespace

SmallVector<stablehlo::AxisRefAttr>
toStablehloAxes(MLIRContext *ctx, ArrayRef<AxisRefAttr> axes) {
  SmallVector<stablehlo::AxisRefAttr> refs;
  for (AxisRefAttr axis : axes) {
    stablehlo::SubAxisInfoAttr sub;
    if (SubAxisInfoAttr info = axis.getSubAxisInfo())
      sub = stablehlo::SubAxisInfoAttr::get(ctx, info.getPreSize(),
                                            info.getSize());
    refs.push_back(stablehlo::AxisRefAttr::get(ctx, axis.getName(), sub));
  }
  return refs;
}

Attribute getInlinedMeshAxesGroups(MeshAttr mesh,
                                   ArrayRef<stablehlo::AxisRefAttr> axes) {
  MLIRContext *ctx = mesh.getContext();
  auto inlined = stablehlo::ReplicaGroupMeshAxesAttr::get(
      ctx, toStablehloMesh(mesh), axes);
  ArrayRef<int64_t> order = mesh.getDeviceIds();
  if (order.empty())
    return inlined;
  stablehlo::IdTable table = stablehlo::getMeshAxesReplicaGroups(inlined);
  for (int64_t &id : table.values)
    id = order[id];
  auto type = RankedTensorType::get(table.shape, IntegerType::get(ctx, 64));
  return DenseIntElementsAttr::get(type, ArrayRef<int64_t>(table.values));
}

stablehlo::IdTable getMeshGroups(MeshAttr mesh, ArrayRef<AxisRefAttr> axes) {
  return stablehlo::readIdTable(
      getInlinedMeshAxesGroups(mesh, toStablehloAxes(mesh.getContext(), axes)));
}

SmallVector<int64_t> getShardIndexPerDevice(MeshAttr mesh,
                                            ArrayRef<AxisRefAttr> axes) {
  stablehlo::IdTable table = getMeshGroups(mesh, axes);
  SmallVector<int64_t> index(table.values.size(), 0);
  int64_t groupSize = table.shape[1];
  for (auto [i, id] : llvm::enumerate(table.values))
    index[id] = i % groupSize;
  return index;
}

int64_t getMaxChannelId(ModuleOp module) {
  int64_t maxId = 0;
  module.walk([&](Operation *op) {
    for (NamedAttribute attr : op->getAttrs())
      if (auto handle = dyn_cast<stablehlo::ChannelHandleAttr>(attr.getValue()))
        maxId = std::max(maxId, handle.getHandle());
  });
  return maxId;
}

Value emitDeviceIndex(OpBuilder &builder, Location loc, bool useReplicaId) {
  auto scalar = RankedTensorType::get({}, builder.getI64Type());
  Value id = useReplicaId
                 ? stablehlo::ReplicaIdOp::create(builder, loc).getResult()
                 : stablehlo::PartitionIdOp::create(builder, loc).getResult();
  return stablehlo::ConvertOp::create(builder, loc, scalar, id);
}

Value emitDeviceLookup(OpBuilder &builder, Location loc,
                       ArrayRef<int64_t> table, bool useReplicaId) {
  Type i64 = builder.getI64Type();
  auto scalar = RankedTensorType::get({}, i64);
  Value index = emitDeviceIndex(builder, loc, useReplicaId);
  auto tableType =
      RankedTensorType::get({static_cast<int64_t>(table.size())}, i64);
  Value constant = stablehlo::ConstantOp::create(
      builder, loc, DenseIntElementsAttr::get(tableType, table));
  Value entry = stablehlo::DynamicSliceOp::create(
      builder, loc, constant, ValueRange{index}, ArrayRef<int64_t>{1});
  return stablehlo::ReshapeOp::create(builder, loc, scalar, entry);
}

} // namespace hlokit::sdy
