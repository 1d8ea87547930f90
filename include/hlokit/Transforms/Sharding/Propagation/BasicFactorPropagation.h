//===- BasicFactorPropagation.h - propagate what all agree on ---*- C++ -*-===//
//
// For each factor, the longest list of major axes that every tensor mapping
// the factor either already has or can be extended to, without conflicts,
// is propagated to all of them. Conflicts are: axes the tensor replicates or
// holds unreduced, axes another factor of the tensor uses, a closed or
// overflowing factor, and axes whose size doesn't divide a non-minor-most
// factor.
//
// Examples (direction BOTH): ["a", "b"] and ["a", "c"] give ["a"];
// ["a"], [], ["a", "b", "c"] and ["a", "b", "d"] give ["a", "b"];
// ["a":(1)2] and ["a":(1)4] give ["a":(1)4].
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_BASICFACTORPROPAGATION_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_BASICFACTORPROPAGATION_H

#include "hlokit/Transforms/Sharding/Propagation/FactorPropagation.h"

#include <optional>

namespace hlokit::sdy {

class BasicFactorPropagation : public FactorPropagation {
public:
  UpdateTensorShardings propagateFactorShardings(
      ShardingProjection &projection, PropagationDirectionAlongFactor direction,
      llvm::ArrayRef<int64_t> factorSizes, MeshAttr mesh, bool conservative,
      mlir::Operation *op) const override;

  /// The longest axis list along `factor` compatible with every tensor
  /// (ignoring conflicts with other factors and replicated axes). Only the
  /// tensors on the side `direction` allows may lengthen it; the others only
  /// shorten it where they conflict. `NONE` gives nothing.
  llvm::SmallVector<AxisRefAttr>
  getCompatibleMajorAxes(const ShardingProjection &projection, int64_t factor,
                         PropagationDirection direction, MeshAttr mesh) const;

  /// getCompatibleMajorAxes, then cut at the first axis that conflicts with
  /// some tensor (see the file comment).
  llvm::SmallVector<AxisRefAttr>
  getCompatibleMajorShardingAxes(const ShardingProjection &projection,
                                 int64_t factor, PropagationDirection direction,
                                 int64_t factorSize, MeshAttr mesh,
                                 bool conservative) const;

protected:
  /// Called with each axis and the product of the sizes before it: the part
  /// of it that can stay, or nullopt when none can.
  using RemoveConflictsFn = std::function<std::optional<AxisRefAttr>(
      AxisRefAttr axis, int64_t prevShardedSize)>;

  /// Cuts `axes` at the first one `removeConflicts` shortens or rejects (or,
  /// with `conservative`, turns into a sub-axis).
  void truncateAxesByRemovingConflicts(llvm::SmallVector<AxisRefAttr> &axes,
                                       RemoveConflictsFn removeConflicts,
                                       MeshAttr mesh, bool conservative) const;

  /// The major part of `axis` that no other factor of the tensor uses.
  std::optional<AxisRefAttr>
  compatiblePrefixNoConflictsAcrossFactors(AxisRefAttr axis,
                                           const FactorIndexToSharding &factors,
                                           int64_t factor, MeshAttr mesh) const;

  /// The major part of `axis` that a tensor whose factor has `sharding` can
  /// take: not replicated nor unreduced, and either already there or
  /// addable (open, no overflow, dividing a non-minor-most factor).
  std::optional<AxisRefAttr> compatiblePrefixNoConflictsWithinFactor(
      AxisRefAttr axis, llvm::ArrayRef<AxisRefAttr> replicatedAxes,
      llvm::ArrayRef<AxisRefAttr> unreducedAxes, const FactorSharding &sharding,
      int64_t prevShardedSize, int64_t factorSize, MeshAttr mesh) const;

private:
  std::optional<AxisRefAttr>
  compatiblePrefix(AxisRefAttr axis, const TensorFactorShardings &tensor,
                   int64_t factor, int64_t prevShardedSize, int64_t factorSize,
                   MeshAttr mesh) const;
};

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_BASICFACTORPROPAGATION_H
