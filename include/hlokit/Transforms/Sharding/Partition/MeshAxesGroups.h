//===- MeshAxesGroups.h - sdy meshes in StableHLO replica groups -*- C++
//-*-===//
//
// Replica groups named as axes of an sdy mesh
// (`#stablehlo.replica_group_mesh_axes`): the StableHLO form of the mesh and
// its axes, the inlined groups that replace a mesh symbol once the sdy.mesh
// ops are gone, what a device reads of its place in the mesh, and the
// channels the partitioner's collectives take.
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

/// The groups of devices of `mesh` that differ only along `axes`, one per
/// row, ordered within a row by their coordinates along `axes` (the first
/// axis major), as device ids (the mesh's device order applied).
stablehlo::IdTable getMeshGroups(MeshAttr mesh,
                                 llvm::ArrayRef<AxisRefAttr> axes);

/// For each device id of `mesh`, its position in its group along `axes`:
/// the shard it holds of a dimension split by `axes`.
llvm::SmallVector<int64_t>
getShardIndexPerDevice(MeshAttr mesh, llvm::ArrayRef<AxisRefAttr> axes);

/// The largest channel handle `module` uses (0 for none): new collectives
/// take the ones after it.
int64_t getMaxChannelId(mlir::ModuleOp module);

/// The device index (partition_id, or replica_id when `useReplicaId`) as a
/// tensor<i64>.
mlir::Value emitDeviceIndex(mlir::OpBuilder &builder, mlir::Location loc,
                            bool useReplicaId);

/// The device's entry of `table` (indexed by device id) as a tensor<i64>:
/// the device index, a constant table, a dynamic_slice and a reshape.
mlir::Value emitDeviceLookup(mlir::OpBuilder &builder, mlir::Location loc,
                             llvm::ArrayRef<int64_t> table, bool useReplicaId);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PARTITION_MESHAXESGROUPS_H
