//===- BasicFactorPropagation.cpp - propagate what all tensors agree on ---===//

#include "hlokit/Transforms/Sharding/Propagation/BasicFactorPropagation.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include <numeric>

using namespace mlir;

namespace hlokit::sdy {

PropagationDirection unionOfPropagationDirections(PropagationDirection a,
                                                  PropagationDirection b) {
  if ((a == PropagationDirection::FORWARD &&
       b == PropagationDirection::BACKWARD) ||
      (a == PropagationDirection::BACKWARD &&
       b == PropagationDirection::FORWARD))
    return PropagationDirection::BOTH;
  return std::max(a, b);
}

PropagationDirection
intersectionOfPropagationDirections(PropagationDirection a,
                                    PropagationDirection b) {
  if (unionOfPropagationDirections(a, b) == PropagationDirection::BOTH &&
      a != PropagationDirection::BOTH && b != PropagationDirection::BOTH)
    return PropagationDirection::NONE;
  return std::min(a, b);
}

/// The major part of `axis` overlapping none of `others`.
static std::optional<AxisRefAttr>
prefixWithoutOverlaps(AxisRefAttr axis, ArrayRef<AxisRefAttr> others,
                      MeshAttr mesh) {
  std::optional<AxisRefAttr> result = axis;
  for (AxisRefAttr other : others) {
    result = getPrefixWithoutOverlap(*result, other, mesh);
    if (!result)
      return std::nullopt;
  }
  return result;
}

static int64_t subAxisPreSize(AxisRefAttr axis) {
  SubAxisInfoAttr sub = axis.getSubAxisInfo();
  return sub ? sub.getPreSize() : 1;
}

std::optional<AxisRefAttr>
BasicFactorPropagation::compatiblePrefixNoConflictsAcrossFactors(
    AxisRefAttr axis, const FactorIndexToSharding &factors, int64_t factor,
    MeshAttr mesh) const {
  std::optional<AxisRefAttr> result = axis;
  for (const auto &[other, sharding] : factors) {
    if (other == factor)
      continue;
    result = prefixWithoutOverlaps(*result, sharding.overflowAxes, mesh);
    if (result)
      result = prefixWithoutOverlaps(*result, sharding.axisRefs, mesh);
    if (!result)
      return std::nullopt;
  }
  return result;
}

std::optional<AxisRefAttr>
BasicFactorPropagation::compatiblePrefixNoConflictsWithinFactor(
    AxisRefAttr axis, ArrayRef<AxisRefAttr> replicatedAxes,
    ArrayRef<AxisRefAttr> unreducedAxes, const FactorSharding &sharding,
    int64_t prevShardedSize, int64_t factorSize, MeshAttr mesh) const {
  std::optional<AxisRefAttr> result =
      prefixWithoutOverlaps(axis, replicatedAxes, mesh);
  if (result)
    result = prefixWithoutOverlaps(*result, unreducedAxes, mesh);
  if (!result)
    return std::nullopt;
  ArrayRef<AxisRefAttr> factorAxes = sharding.axisRefs;
  if (llvm::any_of(factorAxes, [&](AxisRefAttr existing) {
        return axisRefContains(existing, *result, mesh);
      }))
    return result;
  // Adding the axis needs an open factor without overflow, whose size the
  // sharded size still divides unless it is minor-most (padding allowed).
  if (!sharding.isClosed && sharding.overflowAxes.empty()) {
    if (sharding.isMinorMost)
      return result;
    if (factorSize % prevShardedSize == 0) {
      int64_t axisSize = getAxisRefSize(*result, mesh);
      int64_t gcd = std::gcd(factorSize / prevShardedSize, axisSize);
      if (gcd == axisSize)
        return result;
      if (gcd != 1)
        return getSubAxis(*result, subAxisPreSize(*result), gcd, mesh);
    }
  }
  // The factor can still keep its last axis when that is a prefix of `axis`.
  if (!factorAxes.empty() && isPrefixOf(factorAxes.back(), *result, mesh))
    return factorAxes.back();
  return std::nullopt;
}

void BasicFactorPropagation::truncateAxesByRemovingConflicts(
    SmallVector<AxisRefAttr> &axes, RemoveConflictsFn removeConflicts,
    MeshAttr mesh, bool conservative) const {
  int64_t prevShardedSize = 1;
  for (size_t i = 0; i < axes.size(); ++i) {
    std::optional<AxisRefAttr> kept = removeConflicts(axes[i], prevShardedSize);
    if (!kept || (conservative && kept->getSubAxisInfo())) {
      axes.truncate(i);
      return;
    }
    if (*kept != axes[i]) {
      axes[i] = *kept;
      axes.truncate(i + 1);
      return;
    }
    prevShardedSize *= getAxisRefSize(*kept, mesh);
  }
}

/// Merges `newAxes` into the compatible list `oldAxes`: their common major
/// part, extended by the longer one when `canExpand` and neither conflicts.
/// Returns the list and whether it may still be extended.
static std::pair<SmallVector<AxisRefAttr>, bool>
mergeCompatibleAxes(ArrayRef<AxisRefAttr> oldAxes,
                    ArrayRef<AxisRefAttr> newAxes, bool canExpand,
                    MeshAttr mesh) {
  SmallVector<AxisRefAttr> result;
  while (!oldAxes.empty() && !newAxes.empty()) {
    AxisRefAttr oldAxis = oldAxes.front(), newAxis = newAxes.front();
    oldAxes = oldAxes.drop_front();
    newAxes = newAxes.drop_front();
    if (oldAxis == newAxis) {
      result.push_back(newAxis);
      continue;
    }
    if (isPrefixOf(newAxis, oldAxis, mesh)) {
      // A shorter new sub-axis followed by more axes conflicts with the
      // rest of the old one.
      if (!newAxes.empty()) {
        result.push_back(newAxis);
        return {result, false};
      }
      result.push_back(oldAxis);
    } else if (isPrefixOf(oldAxis, newAxis, mesh)) {
      if (!canExpand || !oldAxes.empty()) {
        result.push_back(oldAxis);
        return {result, false};
      }
      result.push_back(newAxis);
    } else {
      return {result, false};
    }
  }
  result.append(oldAxes.begin(), oldAxes.end());
  if (canExpand)
    result.append(newAxes.begin(), newAxes.end());
  return {result, canExpand};
}

SmallVector<AxisRefAttr> BasicFactorPropagation::getCompatibleMajorAxes(
    const ShardingProjection &projection, int64_t factor,
    PropagationDirection direction, MeshAttr mesh) const {
  if (direction == PropagationDirection::NONE)
    return {};
  ArrayRef<TensorFactorShardings> first = projection.getOperands();
  ArrayRef<TensorFactorShardings> second = projection.getResults();
  if (direction == PropagationDirection::BACKWARD)
    std::swap(first, second);
  SmallVector<AxisRefAttr> axes;
  bool canExpand = true;
  auto mergeTensors = [&](ArrayRef<TensorFactorShardings> tensors) {
    for (const TensorFactorShardings &tensor : tensors) {
      auto it = tensor.factorIndexToSharding.find(factor);
      if (it != tensor.factorIndexToSharding.end())
        std::tie(axes, canExpand) =
            mergeCompatibleAxes(axes, it->second.axisRefs, canExpand, mesh);
    }
  };
  mergeTensors(first);
  // One way only: the other side may veto axes but not add any.
  if (direction != PropagationDirection::BOTH)
    canExpand = false;
  mergeTensors(second);
  return axes;
}

std::optional<AxisRefAttr> BasicFactorPropagation::compatiblePrefix(
    AxisRefAttr axis, const TensorFactorShardings &tensor, int64_t factor,
    int64_t prevShardedSize, int64_t factorSize, MeshAttr mesh) const {
  std::optional<AxisRefAttr> result = compatiblePrefixNoConflictsAcrossFactors(
      axis, tensor.factorIndexToSharding, factor, mesh);
  if (!result)
    return std::nullopt;
  auto it = tensor.factorIndexToSharding.find(factor);
  // A tensor without the factor only conflicts through its other factors.
  if (it == tensor.factorIndexToSharding.end())
    return result;
  return compatiblePrefixNoConflictsWithinFactor(
      *result, tensor.replicatedAxes, tensor.unreducedAxes, it->second,
      prevShardedSize, factorSize, mesh);
}

SmallVector<AxisRefAttr> BasicFactorPropagation::getCompatibleMajorShardingAxes(
    const ShardingProjection &projection, int64_t factor,
    PropagationDirection direction, int64_t factorSize, MeshAttr mesh,
    bool conservative) const {
  SmallVector<AxisRefAttr> axes =
      getCompatibleMajorAxes(projection, factor, direction, mesh);
  truncateAxesByRemovingConflicts(
      axes,
      [&](AxisRefAttr axis, int64_t prevShardedSize) {
        std::optional<AxisRefAttr> result = axis;
        for (const TensorFactorShardings &tensor :
             llvm::concat<const TensorFactorShardings>(
                 projection.getOperands(), projection.getResults())) {
          result = compatiblePrefix(*result, tensor, factor, prevShardedSize,
                                    factorSize, mesh);
          if (!result)
            return result;
        }
        return result;
      },
      mesh, conservative);
  return axes;
}

UpdateTensorShardings BasicFactorPropagation::propagateFactorShardings(
    ShardingProjection &projection, PropagationDirectionAlongFactor direction,
    ArrayRef<int64_t> factorSizes, MeshAttr mesh, bool conservative,
    Operation *) const {
  UpdateTensorShardings updated(projection.getNumOperands(),
                                projection.getNumResults());
  for (auto [factor, factorSize] : llvm::enumerate(factorSizes)) {
    SmallVector<AxisRefAttr> axes = getCompatibleMajorShardingAxes(
        projection, factor, direction(factor), factorSize, mesh, conservative);
    UpdateTensorShardings step = projection.expandSharding(factor, axes, mesh);
    updated.updateOperands |= step.updateOperands;
    updated.updateResults |= step.updateResults;
  }
  return updated;
}

} // namespace hlokit::sdy
