//===- ShardingConversion.h - GSPMD shardings to and from sdy ---*- C++ -*-===//
//
// What XLA's stablehlo round trip does to a module's shardings
// (xla/service/spmd/shardy/stablehlo_round_trip): on import, one mesh is
// inferred from all the tiled `mhlo.sharding` strings of a module, with axes
// `_axis_0`, `_axis_1`, ... that split the device order as finely as all of
// them need, and each sharding names the axes (or sub-axes) of its tile
// dimensions; on export, a sharding over a mesh becomes a tile assignment
// again, an iota device order when the mesh has none of its own.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CONVERSION_SHARDING_SHARDINGCONVERSION_H
#define HLOKIT_CONVERSION_SHARDING_SHARDINGCONVERSION_H

#include "hlokit/Conversion/Sharding/GspmdSharding.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Support/LogicalResult.h"

namespace hlokit::gspmd {

/// The name of the mesh XLA's import creates (kGlobalMeshName).
inline constexpr llvm::StringLiteral kGlobalMeshName = "mesh";
/// The name of the maximal mesh of device `device`: `maximal_mesh_<device>`.
std::string maximalMeshName(int64_t device);

/// The meshes a module's shardings need.
struct InferredMeshes {
  /// The global mesh; without axes when no sharding is tiled.
  sdy::MeshAttr mesh;
  /// The devices of maximal shardings, ascending, each once.
  llvm::SmallVector<int64_t> maximalDevices;
};

/// Infers the meshes for `shardings` (tuples are looked into). Fails, with
/// `error` set, when a tile assignment can't be split into mesh axes, or two
/// tiled shardings use different device counts or device orders.
mlir::FailureOr<InferredMeshes>
inferMeshes(llvm::ArrayRef<GspmdSharding> shardings, mlir::MLIRContext *context,
            std::string &error);

/// A value's sdy sharding and the axes a manual subgroup made manual (XLA
/// keeps them in `xla.sdy.manual_axes`).
struct SdyValueSharding {
  sdy::TensorShardingAttr sharding;
  llvm::SmallVector<mlir::StringAttr> manualAxes;
};

/// How imported shardings are written.
struct SdyImportOptions {
  /// Dimensions open (`{?}`) rather than closed.
  bool openDims = false;
  /// The mesh inlined rather than referred to by name.
  bool inlineMesh = false;
};

/// Converts the non-tuple `sharding` of a value of rank `rank` over `meshes`
/// (from inferMeshes) as XLA's import does: replicated and manual become
/// closed empty dimensions, unknown open ones, maximal a rank-0 sharding on
/// its maximal mesh. Fails with `error` set for what sdy can't hold (shard
/// groups, `{unreduced}`, a rank other than the tile assignment's).
mlir::FailureOr<SdyValueSharding> toSdySharding(const GspmdSharding &sharding,
                                                const InferredMeshes &meshes,
                                                int64_t rank,
                                                const SdyImportOptions &options,
                                                std::string &error);

/// Converts `sharding` over `mesh`, with `manualAxes` manual, as XLA's export
/// does: no axes is `{replicated}` (or `{maximal device=N}` for a maximal
/// mesh), all axes manual `{manual}`, else a tile assignment whose trailing
/// subgroups are the manual, unreduced and replicated axes, iota unless the
/// mesh has its own device order.
mlir::FailureOr<GspmdSharding>
toGspmdSharding(sdy::TensorShardingAttr sharding, sdy::MeshAttr mesh,
                llvm::ArrayRef<mlir::StringAttr> manualAxes,
                std::string &error);

} // namespace hlokit::gspmd

#endif // HLOKIT_CONVERSION_SHARDING_SHARDINGCONVERSION_H
