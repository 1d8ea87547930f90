//===- InlineMeshes.cpp - meshes written into the shardings ---------------===//
//
// The inverse of sdy-lift-inlined-meshes: every sharding names its mesh
// inline, so the sdy.mesh ops can go. A collective's replica groups take
// the mesh inline too, device order included (`device_ids`).
//
//===----------------------------------------------------------------------===//

#include "../Import/ShardingWalker.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Export/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_INLINEMESHESPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// `mesh` as a StableHLO mesh, its device order included.
hlokit::stablehlo::MeshAttr toStablehloMesh(MeshAttr mesh) {
  SmallVector<hlokit::stablehlo::MeshAxisAttr> axes;
  for (MeshAxisAttr axis : mesh.getAxes())
    axes.push_back(hlokit::stablehlo::MeshAxisAttr::get(
        mesh.getContext(), axis.getName(), axis.getSize()));
  DenseIntElementsAttr ids;
  if (ArrayRef<int64_t> order = mesh.getDeviceIds(); !order.empty())
    ids = DenseIntElementsAttr::get(
        RankedTensorType::get({int64_t(order.size())},
                              IntegerType::get(mesh.getContext(), 64)),
        order);
  return hlokit::stablehlo::MeshAttr::get(mesh.getContext(), axes, ids);
}

/// Inlines the mesh symbol of `op`'s replica groups.
void inlineReplicaGroupsMesh(Operation *op, const SymbolTable &symbolTable) {
  auto groups = op->getAttrOfType<hlokit::stablehlo::ReplicaGroupMeshAxesAttr>(
      "replica_groups");
  if (!groups)
    return;
  auto name = dyn_cast<FlatSymbolRefAttr>(groups.getMesh());
  auto meshOp = name ? symbolTable.lookup<MeshOp>(name.getValue()) : MeshOp();
  if (!meshOp)
    return;
  op->setAttr("replica_groups",
              hlokit::stablehlo::ReplicaGroupMeshAxesAttr::get(
                  op->getContext(), toStablehloMesh(meshOp.getMesh()),
                  groups.getAxes()));
}

struct InlineMeshesPass
    : hlokit::sdy::impl::InlineMeshesPassBase<InlineMeshesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbolTable(module);
    transformShardings(module, [&](TensorShardingAttr sharding) {
      auto name = dyn_cast<FlatSymbolRefAttr>(sharding.getMeshOrRef());
      auto meshOp =
          name ? symbolTable.lookup<MeshOp>(name.getValue()) : MeshOp();
      if (!meshOp)
        return sharding;
      return TensorShardingAttr::get(
          sharding.getContext(), meshOp.getMesh(), sharding.getDimShardings(),
          sharding.getReplicatedAxes(), sharding.getUnreducedAxes(),
          sharding.getReductionOp());
    });
    module.walk([&](Operation *op) {
      if (isa<hlokit::stablehlo::AllGatherOp, hlokit::stablehlo::AllReduceOp,
              hlokit::stablehlo::ReduceScatterOp, hlokit::stablehlo::AllToAllOp,
              hlokit::stablehlo::CollectiveBroadcastOp>(op))
        inlineReplicaGroupsMesh(op, symbolTable);
    });
    for (MeshOp meshOp : llvm::make_early_inc_range(module.getOps<MeshOp>()))
      if (SymbolTable::symbolKnownUseEmpty(meshOp, module))
        meshOp.erase();
  }
};

} // namespace
