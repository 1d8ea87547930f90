//===- AggressiveFactorPropagation.cpp - propagate resolving conflicts ----===//

#include "hlokit/Transforms/Sharding/Propagation/AggressiveFactorPropagation.h"

#include "OpProperties.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include <tuple>

using namespace mlir;

namespace hlokit::sdy {

namespace {

/// The tensor a factor's axes come from, and its size (product of its
/// factor sizes); index -1 when the factor has no axes to propagate.
struct SourceTensor {
  int64_t index = -1;
  int64_t size = -1;
};

/// For each factor, the largest tensor whose axes along it are a prefix of
/// (or equal to) the axes to propagate, or extend them.
SmallVector<SourceTensor> getFactorSources(
    const ShardingProjection &projection, ArrayRef<int64_t> factorSizes,
    ArrayRef<SmallVector<AxisRefAttr>> axesPerFactor, MeshAttr mesh) {
  SmallVector<SourceTensor> sources(factorSizes.size());
  for (auto [index, tensor] :
       llvm::enumerate(llvm::concat<const TensorFactorShardings>(
           projection.getOperands(), projection.getResults()))) {
    int64_t size = 1;
    for (const auto &entry : tensor.factorIndexToSharding)
      size *= factorSizes[entry.first];
    for (const auto &[factor, sharding] : tensor.factorIndexToSharding) {
      bool isSource =
          !axesPerFactor[factor].empty() &&
          isAxisListPrefixOf(axesPerFactor[factor], sharding.axisRefs, mesh) !=
              PrefixStatus::kNotAPrefix;
      if (isSource && size > sources[factor].size)
        sources[factor] = {static_cast<int64_t>(index), size};
    }
  }
  return sources;
}

} // namespace

SmallVector<AxisRefAttr>
AggressiveFactorPropagation::getPropagatedFactorSharding(
    int64_t factor, const TensorFactorShardings &tensor,
    ArrayRef<AxisRefAttr> wanted, int64_t factorSize, MeshAttr mesh,
    bool conservative) const {
  auto it = tensor.factorIndexToSharding.find(factor);
  if (it == tensor.factorIndexToSharding.end())
    return {};
  const FactorSharding &sharding = it->second;
  SmallVector<AxisRefAttr> axes(wanted);
  truncateAxesByRemovingConflicts(
      axes,
      [&](AxisRefAttr axis, int64_t prevShardedSize) {
        return compatiblePrefixNoConflictsWithinFactor(
            axis, tensor.replicatedAxes, tensor.unreducedAxes, sharding,
            prevShardedSize, factorSize, mesh);
      },
      mesh, conservative);
  if (isAxisListPrefixOf(sharding.axisRefs, axes, mesh) !=
      PrefixStatus::kStrictPrefix)
    return {};
  // Against the tensor's current state, which earlier factors may have
  // changed in this step.
  truncateAxesByRemovingConflicts(
      axes,
      [&](AxisRefAttr axis, int64_t) {
        return compatiblePrefixNoConflictsAcrossFactors(
            axis, tensor.factorIndexToSharding, factor, mesh);
      },
      mesh, conservative);
  return axes;
}

UpdateTensorShardings AggressiveFactorPropagation::propagateFactorShardings(
    ShardingProjection &projection, PropagationDirectionAlongFactor direction,
    ArrayRef<int64_t> factorSizes, MeshAttr mesh, bool conservative,
    Operation *op) const {
  UpdateTensorShardings updated(projection.getNumOperands(),
                                projection.getNumResults());
  SmallVector<SmallVector<AxisRefAttr>> axesPerFactor;
  bool anyAxes = false;
  for (int64_t factor = 0, e = factorSizes.size(); factor < e; ++factor) {
    axesPerFactor.push_back(
        getCompatibleMajorAxes(projection, factor, direction(factor), mesh));
    anyAxes |= !axesPerFactor.back().empty();
  }
  if (!anyAxes)
    return updated;

  SmallVector<SourceTensor> sources =
      getFactorSources(projection, factorSizes, axesPerFactor, mesh);
  bool elementwise = op && isElementwise(op);
  SmallVector<int64_t> order =
      llvm::to_vector(llvm::seq<int64_t>(0, factorSizes.size()));
  auto key = [&](int64_t factor) {
    int64_t sharded =
        elementwise ? getAxesSize(axesPerFactor[factor], mesh) : 0;
    return std::make_tuple(-sources[factor].size, -sharded,
                           sources[factor].index, factor);
  };
  llvm::sort(order, [&](int64_t a, int64_t b) { return key(a) < key(b); });

  auto propagateTo = [&](int64_t count, bool isResult, llvm::BitVector &bits) {
    for (int64_t index = 0; index < count; ++index) {
      TensorFactorShardings &tensor =
          isResult ? projection.getResult(index) : projection.getOperand(index);
      bool changed = false;
      for (int64_t factor : order) {
        SmallVector<AxisRefAttr> axes = getPropagatedFactorSharding(
            factor, tensor, axesPerFactor[factor], factorSizes[factor], mesh,
            conservative);
        if (axes.empty())
          continue;
        // Sideways through an elementwise op's operands, only what a result
        // has along the factor: no point sharding an operand that feeds a
        // replicated result.
        if (!isResult && elementwise) {
          for (const TensorFactorShardings &result : projection.getResults()) {
            auto it = result.factorIndexToSharding.find(factor);
            if (it != result.factorIndexToSharding.end() &&
                isAxisListPrefixOf(it->second.axisRefs, axes, mesh) ==
                    PrefixStatus::kStrictPrefix)
              axes = it->second.axisRefs;
          }
        }
        changed |= tensor.expandShardingAxes(factor, axes, mesh);
      }
      bits[index] = changed;
    }
  };
  propagateTo(projection.getNumResults(), /*isResult=*/true,
              updated.updateResults);
  propagateTo(projection.getNumOperands(), /*isResult=*/false,
              updated.updateOperands);
  return updated;
}

} // namespace hlokit::sdy
