//===- DropShardingAndMesh.cpp - remove shardings and meshes --------------===//
//
// What is left once the shardings have done their work (or to run the
// program unsharded): plain StableHLO. Replica groups that name an sdy.mesh
// by symbol (convert-global-to-local's enable-rgv3) get the mesh inlined.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Partition/MeshAxesGroups.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"

#include "mlir/IR/SymbolTable.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_DROPSHARDINGANDMESHPASS
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// Removes the shardings a function keeps on its arguments and results.
void dropFuncShardings(func::FuncOp func) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    func.removeArgAttr(i, kShardingAttr);
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    func.removeResultAttr(i, kShardingAttr);
}

/// Inlines the sdy.mesh a `replica_groups` attribute of `op` names.
void inlineReplicaGroupsMesh(Operation *op) {
  auto groups = op->getAttrOfType<hlokit::stablehlo::ReplicaGroupMeshAxesAttr>(
      "replica_groups");
  auto symbol =
      groups ? dyn_cast<FlatSymbolRefAttr>(groups.getMesh()) : nullptr;
  if (!symbol)
    return;
  auto meshOp = SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, symbol);
  if (!meshOp)
    return;
  op->setAttr("replica_groups",
              getInlinedMeshAxesGroups(meshOp.getMesh(), groups.getAxes()));
}

struct DropShardingAndMeshPass
    : hlokit::sdy::impl::DropShardingAndMeshPassBase<DropShardingAndMeshPass> {
  void runOnOperation() override {
    SmallVector<MeshOp> meshes;
    getOperation().walk([&](Operation *op) {
      op->removeAttr(kShardingAttr);
      inlineReplicaGroupsMesh(op);
      if (auto func = dyn_cast<func::FuncOp>(op))
        dropFuncShardings(func);
      else if (auto mesh = dyn_cast<MeshOp>(op))
        meshes.push_back(mesh);
    });
    for (MeshOp mesh : meshes)
      mesh.erase();
  }
};

} // namespace
