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

} // namespace hlokit::sdy
