//===- ShardingGroupImport.cpp - unify and validate sharding groups -------===//
//
// A tensor in two groups makes them one group; propagation then sees each
// group once, with ids 0..N-1.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/MapVector.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_SHARDINGGROUPIMPORTPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

using GroupsByValue = llvm::MapVector<Value, SmallVector<ShardingGroupOp>>;

/// Collects the groups of each value, checking that the values of a group
/// are all outside manual computations or all in the same one, and have one
/// shape.
LogicalResult collectGroups(ModuleOp module, GroupsByValue &groupsByValue) {
  llvm::DenseMap<int64_t, ManualComputationOp> manualByGroup;
  llvm::DenseMap<int64_t, ArrayRef<int64_t>> shapeByGroup;
  WalkResult result = module.walk([&](ShardingGroupOp op) {
    groupsByValue[op.getInput()].push_back(op);
    int64_t id = op.getGroupId();
    auto parent = op->getParentOfType<ManualComputationOp>();
    if (auto [it, inserted] = manualByGroup.try_emplace(id, parent);
        !inserted && it->second != parent) {
      op.emitError("ShardingGroupOps values cannot cross ManualComputationOp "
                   "boundaries for groupId: ")
          << id;
      return WalkResult::interrupt();
    }
    ArrayRef<int64_t> shape = op.getInput().getType().getShape();
    if (auto [it, inserted] = shapeByGroup.try_emplace(id, shape);
        !inserted && it->second != shape) {
      op.emitError(
          "ShardingGroupOps values must have the same shape for groupId: ")
          << id;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Merges the groups sharing a value and renumbers the merged groups
/// 0, 1, ... in the order they were first met; returns the ops per new id.
SmallVector<SmallVector<ShardingGroupOp>>
unifyGroups(const GroupsByValue &groupsByValue) {
  llvm::EquivalenceClasses<int64_t> classes;
  for (const auto &[value, groups] : groupsByValue) {
    int64_t firstId = ShardingGroupOp(groups.front()).getGroupId();
    for (ShardingGroupOp group : groups)
      classes.unionSets(firstId, group.getGroupId());
  }
  llvm::DenseMap<int64_t, int64_t> newIdByLeader;
  SmallVector<SmallVector<ShardingGroupOp>> opsByNewId;
  for (const auto &[value, groups] : groupsByValue)
    for (ShardingGroupOp group : groups) {
      int64_t leader = classes.getLeaderValue(group.getGroupId());
      auto [it, inserted] =
          newIdByLeader.try_emplace(leader, int64_t(opsByNewId.size()));
      if (inserted)
        opsByNewId.emplace_back();
      group.setGroupId(it->second);
      opsByNewId[it->second].push_back(group);
    }
  return opsByNewId;
}

/// Erases all but the first op of a group on the same value.
void eraseDuplicates(ArrayRef<SmallVector<ShardingGroupOp>> opsByNewId) {
  for (SmallVector<ShardingGroupOp> ops : opsByNewId) {
    llvm::SmallDenseSet<Value> seen;
    for (ShardingGroupOp op : llvm::make_early_inc_range(ops))
      if (!seen.insert(op.getInput()).second)
        op->erase();
  }
}

struct ShardingGroupImportPass
    : hlokit::sdy::impl::ShardingGroupImportPassBase<ShardingGroupImportPass> {
  void runOnOperation() override {
    GroupsByValue groupsByValue;
    if (failed(collectGroups(getOperation(), groupsByValue)))
      return signalPassFailure();
    eraseDuplicates(unifyGroups(groupsByValue));
  }
};

} // namespace
