//===- PartitionPipeline.h - from a sharded program to per-device code
//---*-===//
//
// `--hlokit-partition`: Shardy's propagation pipeline, the export passes
// that make resharding explicit, and global to local, in the order Shardy's
// partitioner runs them (docs/sharding.md, "Partitioning").
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PARTITION_PARTITIONPIPELINE_H
#define HLOKIT_TRANSFORMS_SHARDING_PARTITION_PARTITIONPIPELINE_H

#include "mlir/Pass/PassManager.h"

namespace hlokit::sdy {

struct PartitionPipelineOptions {
  /// convert-global-to-local's grid: a device finds its index from its
  /// replica_id when `replicaCount` > 1, else from its partition_id.
  int64_t replicaCount = 1;
  int64_t partitionCount = 1;
  /// Whether drop-sharding-and-mesh ends the pipeline. Without it the
  /// per-device program keeps the shardings that say how its values are
  /// blocks of the global ones.
  bool dropShardings = true;
};

/// Adds the passes that turn a module with `sdy` shardings into the
/// program each device runs: propagation, sink-data-flow-edges,
/// remove-sharding-groups, sharding-constraint-to-reshard, close-shardings,
/// insert-explicit-reshards (its full version), resolve-permutation-factors,
/// reshard-to-collectives, pad-for-divisibility,
/// resolve-single-device-sharding, convert-global-to-local and
/// drop-sharding-and-mesh.
void addPartitionPipeline(mlir::OpPassManager &pm,
                          const PartitionPipelineOptions &options = {});

/// Registers `--hlokit-partition`.
void registerPartitionPipeline();

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PARTITION_PARTITIONPIPELINE_H
