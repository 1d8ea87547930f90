//===- ProcessGrid.h - the spec's grid of StableHLO processes ---*- C++ -*-===//
//
// A program runs on a grid of num_replicas x num_partitions processes
// (spec: "Parallel execution"). Collective ops split the grid into process
// groups by one of the spec's four strategies (cross_replica,
// cross_partition, cross_replica_and_partition, flattened_ids), computed
// here as plain functions of the grid's shape.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_PROCESSGRID_H
#define HLOKIT_INTERPRETER_PROCESSGRID_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>

namespace hlokit::interpreter {

/// A process of the grid: `(replica_id, partition_id)`.
struct ProcessId {
  uint32_t replicaId = 0;
  uint32_t partitionId = 0;

  bool operator==(const ProcessId &other) const {
    return replicaId == other.replicaId && partitionId == other.partitionId;
  }
  bool operator!=(const ProcessId &other) const { return !(*this == other); }
};

/// `(1, 0)`, as the spec writes process ids.
std::string formatProcessId(ProcessId id);
/// "process_1_0": the directory of process (1, 0)'s files (--output-dir,
/// probes) under a grid's directory.
std::string processDirName(ProcessId id);

struct GridShape {
  uint32_t numReplicas = 1;
  uint32_t numPartitions = 1;

  uint32_t getNumProcesses() const { return numReplicas * numPartitions; }
  /// The spec's flattened id `replica_id * num_partitions + partition_id`,
  /// which is also the process's index in every per-process list.
  uint32_t flatten(ProcessId id) const {
    return id.replicaId * numPartitions + id.partitionId;
  }
  ProcessId unflatten(uint32_t flattenedId) const {
    return {flattenedId / numPartitions, flattenedId % numPartitions};
  }
};

using ProcessGroup = llvm::SmallVector<ProcessId, 8>;
using ProcessGroups = llvm::SmallVector<ProcessGroup, 4>;

/// The spec's strategies. Each takes lists of ids (replica ids, partition
/// ids or flattened ids) and fails when an id is outside the grid: the
/// verifier cannot check that, as the grid's size is known at run time only.
llvm::Expected<ProcessGroups>
crossReplica(llvm::ArrayRef<llvm::SmallVector<int64_t>> replicaGroups,
             GridShape grid);
llvm::Expected<ProcessGroups>
crossPartition(llvm::ArrayRef<llvm::SmallVector<int64_t>> partitionGroups,
               GridShape grid);
llvm::Expected<ProcessGroups> crossReplicaAndPartition(
    llvm::ArrayRef<llvm::SmallVector<int64_t>> replicaGroups, GridShape grid);
llvm::Expected<ProcessGroups>
flattenedIds(llvm::ArrayRef<llvm::SmallVector<int64_t>> flattenedIdGroups,
             GridShape grid);

/// The group holding `process`, if any.
std::optional<ProcessGroup> findGroup(const ProcessGroups &groups,
                                      ProcessId process);

/// `[(0, 0), (1, 0)]`.
std::string formatGroup(llvm::ArrayRef<ProcessId> group);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_PROCESSGRID_H
