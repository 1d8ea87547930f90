//===- GlobalToLocal.h - the local form of each op --------------*- C++ -*-===//
//
// sdy-convert-global-to-local visits the ops of each function in order and
// gives each the form one device runs. A Localizer holds what the rewrites
// share: the sharding each value had before the rewrite, local types, the
// device groups and shard offsets of mesh axes, and channel ids. The
// rewrites, one file per op family, are looked up by op class.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_GLOBALTOLOCAL_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_GLOBALTOLOCAL_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "llvm/ADT/DenseMap.h"

namespace hlokit::sdy::g2l {

/// The options of the pass the rewrites read.
struct LocalizeOptions {
  bool perDimAllGather = false;
  bool combineMultiDimensionReduceScatter = false;
  /// Whether the device index is the replica id (else the partition id).
  bool useReplicaId = false;
  /// Whether all_gather, all_to_all and reduce_scatter name their groups
  /// as mesh axes (`#stablehlo.replica_group_mesh_axes`).
  bool enableRGV3 = false;
};

class Localizer {
public:
  Localizer(mlir::ModuleOp module, LocalizeOptions options);

  const LocalizeOptions &getOptions() const { return options; }

  /// The sharding `value` had in the global program (null: replicated).
  TensorShardingAttr getSharding(mlir::Value value) const;
  /// Records the sharding of a value the rewrite creates or keeps.
  void setSharding(mlir::Value value, TensorShardingAttr sharding);
  /// Records the shardings of every value defined in `region`, before any
  /// rewrite changes where they are kept.
  void recordShardings(mlir::Region &region);

  /// The mesh of `sharding` (null when there is none).
  MeshAttr getMesh(TensorShardingAttr sharding) const;

  /// The axes sharding dimension `dim` under `sharding` (none when null).
  static llvm::ArrayRef<AxisRefAttr> getDimAxes(TensorShardingAttr sharding,
                                                int64_t dim);
  /// The number of shards of dimension `dim` under `sharding`.
  int64_t getShardCount(TensorShardingAttr sharding, int64_t dim) const;
  /// Whether some dimension of `value` is split over more than one shard.
  bool isSharded(mlir::Value value) const;

  /// `global` with each dimension divided by its shard count under
  /// `sharding`; an error on `op` when a count does not divide its
  /// dimension or the type is not a static ranked tensor.
  mlir::FailureOr<mlir::Type> getLocalType(mlir::Operation *op,
                                           mlir::Type global,
                                           TensorShardingAttr sharding) const;
  /// Gives `value` its local type under its recorded sharding.
  mlir::LogicalResult localizeValue(mlir::Operation *op, mlir::Value value);

  /// The groups of devices of `mesh` that differ only along `axes`, one per
  /// row, ordered within a row by their coordinates along `axes` (the first
  /// axis major), as device ids (the mesh's device order applied).
  stablehlo::IdTable getGroups(MeshAttr mesh,
                               llvm::ArrayRef<AxisRefAttr> axes) const;
  /// getGroups as a `replica_groups` attribute.
  mlir::DenseIntElementsAttr
  getReplicaGroups(MeshAttr mesh, llvm::ArrayRef<AxisRefAttr> axes) const;
  /// The groups along `axes` of the mesh of `sharding` as
  /// `#stablehlo.replica_group_mesh_axes`, as Shardy names them: the mesh by
  /// its symbol when the sharding names one (sdy-drop-sharding-and-mesh
  /// inlines it), else inlined; explicit groups (getReplicaGroups) when an
  /// axis is a sub-axis.
  mlir::Attribute
  getMeshAxesReplicaGroups(TensorShardingAttr sharding,
                           llvm::ArrayRef<AxisRefAttr> axes) const;
  /// For each device id of `mesh`, its position in its group along `axes`:
  /// the shard it holds of a dimension split by `axes`.
  llvm::SmallVector<int64_t>
  getShardIndexPerDevice(MeshAttr mesh, llvm::ArrayRef<AxisRefAttr> axes) const;

  /// The device index (partition_id, or replica_id with replicas) as a
  /// tensor<i64>.
  mlir::Value emitDeviceIndex(mlir::OpBuilder &builder,
                              mlir::Location loc) const;
  /// The device's entry of `table` (indexed by device id) as a tensor<i64>:
  /// the device index, a constant table, a dynamic_slice and a reshape.
  mlir::Value emitDeviceLookup(mlir::OpBuilder &builder, mlir::Location loc,
                               llvm::ArrayRef<int64_t> table) const;
  /// The offsets, one tensor<i64> per dimension, of the device's block of
  /// shape `blockShape` when dimension d is cut along `dimAxes[d]` of `mesh`.
  llvm::SmallVector<mlir::Value>
  emitBlockOffsets(mlir::OpBuilder &builder, mlir::Location loc, MeshAttr mesh,
                   llvm::ArrayRef<llvm::SmallVector<AxisRefAttr>> dimAxes,
                   llvm::ArrayRef<int64_t> blockShape) const;
  /// emitBlockOffsets for the device's shard of a value sharded by
  /// `sharding` (its local shape `localShape`) within the global value.
  llvm::SmallVector<mlir::Value>
  emitShardOffsets(mlir::OpBuilder &builder, mlir::Location loc,
                   TensorShardingAttr sharding,
                   llvm::ArrayRef<int64_t> localShape) const;

  /// A fresh device-to-device channel handle.
  stablehlo::ChannelHandleAttr getNextChannelHandle();

  /// Replaces `op`'s single result by `value`, which keeps its sharding.
  void replaceOp(mlir::Operation *op, mlir::Value value);

  /// Asks for `op`'s body to be inlined once every op is local.
  void deferInline(ManualComputationOp op) { pendingInlines.push_back(op); }
  /// The manual computations to inline, innermost last; forgets them.
  llvm::SmallVector<ManualComputationOp> takePendingInlines() {
    return std::exchange(pendingInlines, {});
  }

private:
  mlir::ModuleOp module;
  LocalizeOptions options;
  llvm::DenseMap<mlir::Value, TensorShardingAttr> shardings;
  int64_t nextChannelId = 1;
  llvm::SmallVector<ManualComputationOp> pendingInlines;
};

/// A rewrite of one op class: the op's local form, or an error on it.
using LocalRewriteFn = mlir::LogicalResult (*)(mlir::Operation *op,
                                               Localizer &localizer);
using LocalRewrites = llvm::DenseMap<mlir::TypeID, LocalRewriteFn>;

/// The rewrites of each op family, one file each.
void addCollectiveRewrites(LocalRewrites &rewrites);
void addCreationRewrites(LocalRewrites &rewrites);
void addElementwiseRewrites(LocalRewrites &rewrites);
void addContractionRewrites(LocalRewrites &rewrites);
void addReductionRewrites(LocalRewrites &rewrites);
void addSlicingRewrites(LocalRewrites &rewrites);
void addComputationRewrites(LocalRewrites &rewrites);
void addGatherScatterRewrites(LocalRewrites &rewrites);
void addReshapeRewrites(LocalRewrites &rewrites);
void addControlFlowRewrites(LocalRewrites &rewrites);
void addUnreducedRewrites(LocalRewrites &rewrites);

/// Once every function is local, checks that what flows into and out of a
/// while, if, case or call (`op`) has the local types it expects; succeeds
/// for other ops.
mlir::LogicalResult checkLocalControlFlow(mlir::Operation *op);

/// Replaces a manual computation, whose body is local, by its body.
mlir::LogicalResult inlineManualComputation(ManualComputationOp op);

/// The local form of an op whose semantics do not depend on where the shards
/// lie: its results get their local types (Elementwise.cpp). Fails, naming
/// them, when some operand and result split one dimension differently.
mlir::LogicalResult localizeSameShardingOp(mlir::Operation *op,
                                           Localizer &localizer);

/// Checks that dimension `operandDim` of `operand` is split as dimension
/// `resultDim` of `result` is (`resultDim` < 0: not at all), so that the
/// op's local form reads the block it writes; the error calls the two
/// values `operandName` and `resultName`.
mlir::LogicalResult
checkSameDimSharding(mlir::Operation *op, const Localizer &localizer,
                     mlir::Value operand, int64_t operandDim,
                     mlir::Value result, int64_t resultDim,
                     llvm::StringRef operandName = "operand",
                     llvm::StringRef resultName = "result");

/// Checks that `operand` and `result`, of one rank, split every dimension
/// alike, and split only those `keepsWhole` accepts (`what` says what the op
/// does along the others).
mlir::LogicalResult checkRowwise(mlir::Operation *op,
                                 const Localizer &localizer,
                                 mlir::Value operand, mlir::Value result,
                                 llvm::function_ref<bool(int64_t)> keepsWhole,
                                 llvm::StringRef what);

/// Emits on `op` that it has no local form because of `what`, naming the
/// sharding that makes it so.
mlir::InFlightDiagnostic emitUnsupported(mlir::Operation *op,
                                         llvm::StringRef what,
                                         TensorShardingAttr sharding);

} // namespace hlokit::sdy::g2l

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_GLOBALTOLOCAL_H
