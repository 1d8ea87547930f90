//===- MeshAxesGroups.h - sdy meshes in StableHLO replica groups -*- C++
//-*-===//
//
// Replica groups named as axes of an sdy mesh
// (`#stablehlo.replica_group_mesh_axes`): the StableHLO form of the mesh and
// its axes, and the inlined groups that replace a mesh symbol once the
// sdy.mesh ops are gone.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PARTITION_MESHAXESGROUPS_H
#define HLOKIT_TRANSFORMS_SHARDING_PARTITION_MESHAXESGROUPS_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

namespace hlokit::sdy {

/// `axes` of an sdy mesh as the axis references of a StableHLO mesh.
llvm::SmallVector<stablehlo::AxisRefAttr>
toStablehloAxes(mlir::MLIRContext *ctx, llvm::ArrayRef<AxisRefAttr> axes);

/// The groups of `mesh` along `axes` as `#stablehlo.replica_group_mesh_axes`
/// on `mesh` inlined. A StableHLO mesh has no device order: for a mesh with
/// one the groups are explicit ids (the order applied).
mlir::Attribute
getInlinedMeshAxesGroups(MeshAttr mesh,
                         llvm::ArrayRef<stablehlo::AxisRefAttr> axes);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PARTITION_MESHAXESGROUPS_H
