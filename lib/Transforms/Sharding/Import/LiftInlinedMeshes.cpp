//===- LiftInlinedMeshes.cpp - inlined meshes as sdy.mesh symbols ---------===//
//
// After this pass every sharding, and every
// `#stablehlo.replica_group_mesh_axes` of the collectives Shardy lifts
// (all_gather, all_reduce, reduce_scatter, all_to_all, collective_broadcast),
// names its mesh by symbol, and no two sdy.mesh ops are equal, so later passes
// compare meshes by name. Every sdy.mesh describes itself in a `stablehlo.mesh`
// dictionary, through which StableHLO's verifiers and the interpreter read a
// replica group's mesh symbol (MeshAxes.h).
//
//===----------------------------------------------------------------------===//

#include "ShardingWalker.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "llvm/Support/FormatVariadic.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_LIFTINLINEDMESHESPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// The name Shardy gives a new sdy.mesh for `mesh` (before uniquing).
std::string getNewMeshName(MeshAttr mesh) {
  if (mesh.isMaximal())
    return llvm::formatv("maximal_mesh_{0}", mesh.getDeviceIds().front());
  if (mesh.getAxes().empty())
    return "empty_mesh";
  return "mesh";
}

/// The `stablehlo.mesh` dictionary describing `mesh`: its axes, and its
/// device order when it has one.
DictionaryAttr getStablehloMeshDict(MeshAttr mesh) {
  Builder builder(mesh.getContext());
  SmallVector<Attribute> axes;
  for (MeshAxisAttr axis : mesh.getAxes())
    axes.push_back(builder.getDictionaryAttr(
        {builder.getNamedAttr("name", builder.getStringAttr(axis.getName())),
         builder.getNamedAttr("size",
                              builder.getI64IntegerAttr(axis.getSize()))}));
  SmallVector<NamedAttribute> fields = {
      builder.getNamedAttr("axes", builder.getArrayAttr(axes))};
  ArrayRef<int64_t> deviceIds = mesh.getDeviceIds();
  if (!deviceIds.empty())
    fields.push_back(builder.getNamedAttr(
        "device_ids", DenseIntElementsAttr::get(
                          RankedTensorType::get({int64_t(deviceIds.size())},
                                                builder.getI64Type()),
                          deviceIds)));
  return builder.getDictionaryAttr(fields);
}

/// Maps meshes (inlined, or named by a deduped symbol) to the name of the
/// sdy.mesh to reference instead, creating meshes as needed.
class MeshLifter {
public:
  explicit MeshLifter(ModuleOp module)
      : symbolTable(module), builder(module.getContext()),
        loc(module.getLoc()) {
    dedupMeshOps(module);
  }

  /// The symbol to reference instead of `meshOrRef`, or null to keep it.
  FlatSymbolRefAttr lift(Attribute meshOrRef) {
    StringAttr &name = newNames[meshOrRef];
    if (!name)
      if (auto mesh = dyn_cast<MeshAttr>(meshOrRef))
        name = createMeshOp(mesh);
    return name ? FlatSymbolRefAttr::get(name) : FlatSymbolRefAttr();
  }

private:
  /// Keeps the first of equal sdy.mesh ops; the others are erased and their
  /// names map to the first's.
  void dedupMeshOps(ModuleOp module) {
    MeshOp last;
    for (MeshOp meshOp : llvm::make_early_inc_range(module.getOps<MeshOp>())) {
      auto [it, inserted] =
          newNames.try_emplace(meshOp.getMesh(), meshOp.getSymNameAttr());
      if (inserted) {
        last = meshOp;
        continue;
      }
      StringAttr kept = it->second; // Copied: the next line may rehash.
      newNames[FlatSymbolRefAttr::get(meshOp.getSymNameAttr())] = kept;
      symbolTable.erase(meshOp);
    }
    if (last)
      builder.setInsertionPointAfter(last);
    else
      builder.setInsertionPointToStart(module.getBody());
  }

  StringAttr createMeshOp(MeshAttr mesh) {
    // Created in place; the symbol table only uniques the name.
    auto meshOp = MeshOp::create(builder, loc, getNewMeshName(mesh), mesh);
    return symbolTable.insert(meshOp);
  }

  SymbolTable symbolTable;
  OpBuilder builder;
  Location loc;
  llvm::DenseMap<Attribute, StringAttr> newNames;
};

/// The sdy mesh of the same axes and device order as a StableHLO mesh
/// (device ids in row-major order are left out, as sdy requires).
MeshAttr toSdyMesh(hlokit::stablehlo::MeshAttr mesh) {
  SmallVector<MeshAxisAttr> axes;
  for (hlokit::stablehlo::MeshAxisAttr axis : mesh.getAxes())
    axes.push_back(
        MeshAxisAttr::get(mesh.getContext(), axis.getName(), axis.getSize()));
  SmallVector<int64_t> ids;
  if (DenseIntElementsAttr order = mesh.getDeviceIds())
    ids = llvm::to_vector(order.getValues<int64_t>());
  if (llvm::equal(ids, llvm::seq<int64_t>(0, ids.size())))
    ids.clear();
  return MeshAttr::get(mesh.getContext(), axes, ids);
}

/// Names the mesh of `op`'s mesh-axes replica groups by symbol: a new or
/// equal sdy.mesh for an inlined one, the kept one for a deduped symbol.
void liftReplicaGroupsMesh(Operation *op, MeshLifter &lifter) {
  auto groups = op->getAttrOfType<hlokit::stablehlo::ReplicaGroupMeshAxesAttr>(
      "replica_groups");
  if (!groups)
    return;
  Attribute meshOrRef = groups.getMesh();
  if (auto mesh = dyn_cast<hlokit::stablehlo::MeshAttr>(meshOrRef))
    meshOrRef = toSdyMesh(mesh);
  if (FlatSymbolRefAttr name = lifter.lift(meshOrRef))
    op->setAttr("replica_groups",
                hlokit::stablehlo::ReplicaGroupMeshAxesAttr::get(
                    op->getContext(), name, groups.getAxes()));
}

struct LiftInlinedMeshesPass
    : hlokit::sdy::impl::LiftInlinedMeshesPassBase<LiftInlinedMeshesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MeshLifter lifter(module);
    transformShardings(module, [&](TensorShardingAttr sharding) {
      FlatSymbolRefAttr name = lifter.lift(sharding.getMeshOrRef());
      if (!name)
        return sharding;
      return TensorShardingAttr::get(
          sharding.getContext(), name, sharding.getDimShardings(),
          sharding.getReplicatedAxes(), sharding.getUnreducedAxes(),
          sharding.getReductionOp());
    });
    module.walk([&](Operation *op) {
      if (isa<hlokit::stablehlo::AllGatherOp, hlokit::stablehlo::AllReduceOp,
              hlokit::stablehlo::ReduceScatterOp, hlokit::stablehlo::AllToAllOp,
              hlokit::stablehlo::CollectiveBroadcastOp>(op))
        liftReplicaGroupsMesh(op, lifter);
    });
    for (MeshOp meshOp : module.getOps<MeshOp>())
      if (!meshOp->hasAttr("stablehlo.mesh"))
        meshOp->setAttr("stablehlo.mesh",
                        getStablehloMeshDict(meshOp.getMesh()));
  }
};

} // namespace
