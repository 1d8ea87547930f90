//===- ShardingGroupMap.h - the members of each sharding group --*- C++ -*-===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGGROUPMAP_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGGROUPMAP_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "llvm/ADT/DenseMap.h"

namespace hlokit::sdy {

/// The values of each `sdy.sharding_group`, which propagation keeps sharded
/// alike.
class ShardingGroupMap {
public:
  explicit ShardingGroupMap(mlir::ModuleOp module);

  /// The members of `value`'s group (with it), or none.
  llvm::ArrayRef<mlir::Value> getGroupMembers(mlir::Value value) const;

  /// Gives all members of a group the one sharding some of them have. When
  /// they disagree, warns and puts an open sharding constraint on each
  /// member instead, which then stands for it in the group.
  void syncGroupMemberShardings(mlir::ModuleOp module);

private:
  llvm::DenseMap<int64_t, llvm::SmallVector<mlir::Value>> groupToValues;
  llvm::DenseMap<mlir::Value, int64_t> valueToGroup;
  /// Group ids in the order their first member appears.
  llvm::SmallVector<int64_t> groupOrder;
};

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGGROUPMAP_H
