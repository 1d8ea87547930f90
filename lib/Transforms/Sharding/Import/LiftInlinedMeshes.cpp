//===- LiftInlinedMeshes.cpp - inlined meshes as sdy.mesh symbols ---------===//
//
// After this pass every sharding names its mesh by symbol and no two
// sdy.mesh ops are equal, so later passes compare meshes by name. Unlike
// Shardy, meshes inlined in `#stablehlo.replica_group_mesh_axes` stay: a
// mesh symbol there leaves the groups unknown to hlokit's StableHLO
// verifiers and interpreter (MeshAxes.h), which would reject or fail to run
// a valid program.
//
//===----------------------------------------------------------------------===//

#include "ShardingWalker.h"

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
    for (MeshOp meshOp : module.getOps<MeshOp>())
      if (!meshOp->hasAttr("stablehlo.mesh"))
        meshOp->setAttr("stablehlo.mesh",
                        getStablehloMeshDict(meshOp.getMesh()));
  }
};

} // namespace
