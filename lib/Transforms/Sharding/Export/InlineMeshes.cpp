//===- InlineMeshes.cpp - meshes written into the shardings ---------------===//
//
// The inverse of sdy-lift-inlined-meshes: every sharding names its mesh
// inline, so the sdy.mesh ops can go. A collective's replica groups take
// the mesh inline too when `#stablehlo.mesh` can say it (no device order);
// an sdy.mesh still referenced that way stays.
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

/// `mesh` as a StableHLO mesh, or null when it orders its devices (which a
/// `#stablehlo.mesh` can't say).
hlokit::stablehlo::MeshAttr toStablehloMesh(MeshAttr mesh) {
  if (!mesh.getDeviceIds().empty())
    return {};
  SmallVector<hlokit::stablehlo::MeshAxisAttr> axes;
  for (MeshAxisAttr axis : mesh.getAxes())
    axes.push_back(hlokit::stablehlo::MeshAxisAttr::get(
        mesh.getContext(), axis.getName(), axis.getSize()));
  return hlokit::stablehlo::MeshAttr::get(mesh.getContext(), axes);
}

/// Inlines the mesh symbol of `op`'s replica groups when it can.
void inlineReplicaGroupsMesh(Operation *op, const SymbolTable &symbolTable) {
  auto groups = op->getAttrOfType<hlokit::stablehlo::ReplicaGroupMeshAxesAttr>(
      "replica_groups");
  if (!groups)
    return;
  auto name = dyn_cast<FlatSymbolRefAttr>(groups.getMesh());
  auto meshOp = name ? symbolTable.lookup<MeshOp>(name.getValue()) : MeshOp();
  if (!meshOp)
    return;
  if (hlokit::stablehlo::MeshAttr mesh = toStablehloMesh(meshOp.getMesh()))
    op->setAttr("replica_groups",
                hlokit::stablehlo::ReplicaGroupMeshAxesAttr::get(
                    op->getContext(), mesh, groups.getAxes()));
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
