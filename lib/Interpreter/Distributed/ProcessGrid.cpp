//===- ProcessGrid.cpp - process groups of the spec's grid ----------------===//

#include "hlokit/Interpreter/Distributed/ProcessGrid.h"

#include "llvm/Support/FormatVariadic.h"

namespace hlokit::interpreter {

std::string formatProcessId(ProcessId id) {
  return llvm::formatv("({0}, {1})", id.replicaId, id.partitionId).str();
}

std::string processDirName(ProcessId id) {
  return llvm::formatv("process_{0}_{1}", id.replicaId, id.partitionId).str();
}

std::string formatGroup(llvm::ArrayRef<ProcessId> group) {
  std::string s = "[";
  for (auto [i, id] : llvm::enumerate(group))
    s += (i ? ", " : "") + formatProcessId(id);
  return s + "]";
}

namespace {

/// Checks that every id of `groups` is in [0, bound).
llvm::Error checkIds(llvm::ArrayRef<llvm::SmallVector<int64_t>> groups,
                     int64_t bound, llvm::StringRef what,
                     llvm::StringRef boundNoun) {
  for (const auto &group : groups)
    for (int64_t id : group)
      if (id < 0 || id >= bound)
        return llvm::createStringError(
            llvm::formatv("{0} id {1} is not in the grid of {2} {3}", what, id,
                          bound, boundNoun)
                .str());
  return llvm::Error::success();
}

} // namespace

llvm::Expected<ProcessGroups>
crossReplica(llvm::ArrayRef<llvm::SmallVector<int64_t>> replicaGroups,
             GridShape grid) {
  if (llvm::Error e =
          checkIds(replicaGroups, grid.numReplicas, "replica", "replicas"))
    return e;
  ProcessGroups groups;
  for (const auto &replicaGroup : replicaGroups)
    for (uint32_t partition = 0; partition < grid.numPartitions; ++partition) {
      ProcessGroup &group = groups.emplace_back();
      for (int64_t replica : replicaGroup)
        group.push_back({static_cast<uint32_t>(replica), partition});
    }
  return groups;
}

llvm::Expected<ProcessGroups>
crossPartition(llvm::ArrayRef<llvm::SmallVector<int64_t>> partitionGroups,
               GridShape grid) {
  if (llvm::Error e = checkIds(partitionGroups, grid.numPartitions, "partition",
                               "partitions"))
    return e;
  ProcessGroups groups;
  for (const auto &partitionGroup : partitionGroups)
    for (uint32_t replica = 0; replica < grid.numReplicas; ++replica) {
      ProcessGroup &group = groups.emplace_back();
      for (int64_t partition : partitionGroup)
        group.push_back({replica, static_cast<uint32_t>(partition)});
    }
  return groups;
}

llvm::Expected<ProcessGroups> crossReplicaAndPartition(
    llvm::ArrayRef<llvm::SmallVector<int64_t>> replicaGroups, GridShape grid) {
  if (llvm::Error e =
          checkIds(replicaGroups, grid.numReplicas, "replica", "replicas"))
    return e;
  ProcessGroups groups;
  for (const auto &replicaGroup : replicaGroups) {
    ProcessGroup &group = groups.emplace_back();
    for (uint32_t partition = 0; partition < grid.numPartitions; ++partition)
      for (int64_t replica : replicaGroup)
        group.push_back({static_cast<uint32_t>(replica), partition});
  }
  return groups;
}

llvm::Expected<ProcessGroups>
flattenedIds(llvm::ArrayRef<llvm::SmallVector<int64_t>> flattenedIdGroups,
             GridShape grid) {
  if (llvm::Error e = checkIds(flattenedIdGroups, grid.getNumProcesses(),
                               "flattened", "processes"))
    return e;
  ProcessGroups groups;
  for (const auto &flattenedGroup : flattenedIdGroups) {
    ProcessGroup &group = groups.emplace_back();
    for (int64_t id : flattenedGroup)
      group.push_back(grid.unflatten(static_cast<uint32_t>(id)));
  }
  return groups;
}

std::optional<ProcessGroup> findGroup(const ProcessGroups &groups,
                                      ProcessId process) {
  for (const ProcessGroup &group : groups)
    if (llvm::is_contained(group, process))
      return group;
  return std::nullopt;
}

} // namespace hlokit::interpreter
