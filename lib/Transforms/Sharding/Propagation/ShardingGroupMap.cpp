//===- ShardingGroupMap.cpp - the members of each sharding group ----------===//

#include "hlokit/Transforms/Sharding/Propagation/ShardingGroupMap.h"

#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

#include "mlir/IR/Builders.h"

using namespace mlir;

namespace hlokit::sdy {

ShardingGroupMap::ShardingGroupMap(ModuleOp module) {
  module.walk([&](ShardingGroupOp op) {
    int64_t group = op.getGroupId();
    auto [it, inserted] = groupToValues.try_emplace(group);
    if (inserted)
      groupOrder.push_back(group);
    // A value in two groups was merged into one by the import.
    if (valueToGroup.try_emplace(op.getInput(), group).second)
      it->second.push_back(op.getInput());
  });
}

ArrayRef<Value> ShardingGroupMap::getGroupMembers(Value value) const {
  auto it = valueToGroup.find(value);
  if (it == valueToGroup.end())
    return {};
  return groupToValues.find(it->second)->second;
}

/// Whether `sharding` says nothing: no axes and every dimension open.
static bool isFullyOpenAndEmpty(TensorShardingAttr sharding) {
  return sharding.getReplicatedAxes().empty() &&
         sharding.getUnreducedAxes().empty() &&
         llvm::all_of(sharding.getDimShardings(), [](DimensionShardingAttr d) {
           return d.getAxes().empty() && !d.getIsClosed();
         });
}

void ShardingGroupMap::syncGroupMemberShardings(ModuleOp module) {
  OpBuilder builder(module.getContext());
  for (int64_t group : groupOrder) {
    SmallVector<Value> &members = groupToValues[group];
    TensorShardingAttr common;
    bool conflict = false;
    for (Value member : members) {
      TensorShardingAttr sharding = getValueSharding(member);
      if (!sharding || isFullyOpenAndEmpty(sharding))
        continue;
      if (!common)
        common = sharding;
      else if (sharding != common)
        conflict = true;
    }
    if (!common)
      continue;
    if (!conflict) {
      for (Value member : members)
        setValueSharding(member, common);
      continue;
    }
    Value first = members.front();
    Operation *owner = first.getDefiningOp()
                           ? first.getDefiningOp()
                           : first.getParentBlock()->getParentOp();
    owner->emitWarning("The initial operand shardings on the sharding groups "
                       "of groupID: ")
        << group
        << " do not match. Inserting an open sharding constraint to all "
           "constrained values.";
    for (Value &member : members) {
      builder.setInsertionPointAfterValue(member);
      auto open = ShardingConstraintOp::create(
          builder, member.getLoc(), member,
          getFullyOpenSharding(module.getContext(), common.getMeshOrRef(),
                               common.getRank()));
      member.replaceAllUsesExcept(open, open);
      valueToGroup.erase(member);
      member = open;
      valueToGroup[member] = group;
    }
  }
}

} // namespace hlokit::sdy
