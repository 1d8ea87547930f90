//===- ShardingProjection.cpp - dimension shardings to factor shardings ---===//

#include "hlokit/Transforms/Sharding/Propagation/ShardingProjection.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include <numeric>

using namespace mlir;

namespace hlokit::sdy {

PrefixStatus isAxisListPrefixOf(ArrayRef<AxisRefAttr> first,
                                ArrayRef<AxisRefAttr> second, MeshAttr mesh) {
  if (first.empty())
    return second.empty() ? PrefixStatus::kEqual : PrefixStatus::kStrictPrefix;
  if (first.size() > second.size() ||
      first.drop_back() != second.take_front(first.size() - 1))
    return PrefixStatus::kNotAPrefix;
  AxisRefAttr last = first.back(), other = second[first.size() - 1];
  if (first.size() == second.size() && last == other)
    return PrefixStatus::kEqual;
  return isPrefixOf(last, other, mesh) ? PrefixStatus::kStrictPrefix
                                       : PrefixStatus::kNotAPrefix;
}

bool TensorFactorShardings::expandShardingAxes(int64_t factor,
                                               ArrayRef<AxisRefAttr> newAxes,
                                               MeshAttr mesh) {
  auto it = factorIndexToSharding.find(factor);
  if (it == factorIndexToSharding.end() ||
      isAxisListPrefixOf(it->second.axisRefs, newAxes, mesh) !=
          PrefixStatus::kStrictPrefix)
    return false;
  it->second.axisRefs.assign(newAxes.begin(), newAxes.end());
  return true;
}

/// Appends `axes` to `dimAxes`, merging the first into the last one of
/// `dimAxes` when they are adjacent sub-axes (a factor boundary inside an
/// axis). Returns the product of their sizes.
static int64_t appendFactorAxes(SmallVectorImpl<AxisRefAttr> &dimAxes,
                                ArrayRef<AxisRefAttr> axes, MeshAttr mesh) {
  int64_t size = 1;
  for (auto [i, axis] : llvm::enumerate(axes)) {
    size *= getAxisRefSize(axis, mesh);
    if (i == 0)
      appendOrMerge(dimAxes, axis, mesh);
    else
      dimAxes.push_back(axis);
  }
  return size;
}

TensorShardingAttr TensorFactorShardings::createTensorShardingAttr(
    MLIRContext *context, TensorMappingAttr mapping,
    ArrayRef<int64_t> factorSizes, Attribute meshOrRef, MeshAttr mesh) const {
  SmallVector<DimensionShardingAttr> dims;
  for (DimMappingAttr dimMapping : mapping.getDimMappings()) {
    bool isClosed = false;
    SmallVector<AxisRefAttr> axes;
    for (int64_t factor : dimMapping.getFactorIndices()) {
      const FactorSharding &sharding = factorIndexToSharding.at(factor);
      isClosed |= sharding.isClosed;
      int64_t shardedSize = appendFactorAxes(axes, sharding.axisRefs, mesh);
      if (!sharding.overflowAxes.empty()) {
        appendFactorAxes(axes, sharding.overflowAxes, mesh);
        break;
      }
      if (shardedSize < factorSizes[factor])
        break;
    }
    dims.push_back(
        DimensionShardingAttr::get(context, axes, isClosed, std::nullopt));
  }
  return TensorShardingAttr::get(context, meshOrRef, dims, replicatedAxes,
                                 unreducedAxes, reductionOp);
}

namespace {

/// The part of a dimension's axes not yet given to a factor: axis `index`
/// from `preSize` on, of size `size`.
struct AxisCursor {
  ArrayRef<AxisRefAttr> axes;
  MeshAttr mesh;
  size_t index = 0;
  int64_t preSize = 1, size = 1;

  AxisCursor(ArrayRef<AxisRefAttr> axes, MeshAttr mesh)
      : axes(axes), mesh(mesh) {
    load();
  }
  bool done() const { return index >= axes.size(); }
  void load() {
    if (done())
      return;
    AxisRefAttr axis = axes[index];
    SubAxisInfoAttr sub = axis.getSubAxisInfo();
    preSize = sub ? sub.getPreSize() : 1;
    size = getAxisRefSize(axis, mesh);
  }
  /// Takes the next `take` of the current axis (all of what is left when
  /// `take` is its size).
  AxisRefAttr consume(int64_t take) {
    AxisRefAttr result = getSubAxis(axes[index], preSize, take, mesh);
    if (take == size) {
      ++index;
      load();
    } else {
      preSize *= take;
      size /= take;
    }
    return result;
  }
  /// Appends everything left to `out`.
  void consumeAll(SmallVectorImpl<AxisRefAttr> &out) {
    while (!done())
      appendOrMerge(out, consume(size), mesh);
  }
};

/// Projects the sharding of one tensor (null: none, fully open).
TensorFactorShardings projectTensor(TensorMappingAttr mapping,
                                    TensorShardingAttr sharding,
                                    ArrayRef<int64_t> factorSizes,
                                    MeshAttr mesh) {
  TensorFactorShardings result;
  for (auto [dim, dimMapping] : llvm::enumerate(mapping.getDimMappings())) {
    ArrayRef<AxisRefAttr> axes;
    bool isDimClosed = false;
    if (sharding) {
      DimensionShardingAttr dimSharding = sharding.getDimShardings()[dim];
      axes = dimSharding.getAxes();
      isDimClosed = dimSharding.getIsClosed();
    }
    AxisCursor cursor(axes, mesh);
    bool overflowed = false;
    ArrayRef<int64_t> factors = dimMapping.getFactorIndices();
    for (int64_t factor : factors) {
      FactorSharding &factorSharding = result.factorIndexToSharding[factor];
      factorSharding.isMinorMost = factor == factors.back();
      // After an overflow the later factors can't be sharded at all.
      factorSharding.isClosed = isDimClosed || overflowed;
      if (overflowed)
        continue;
      if (factorSharding.isMinorMost) {
        cursor.consumeAll(factorSharding.axisRefs);
        break;
      }
      int64_t remaining = factorSizes[factor];
      while (!cursor.done()) {
        int64_t gcd = std::gcd(remaining, cursor.size);
        if (cursor.size != 1 && gcd == 1)
          break;
        int64_t take = cursor.size == 1 ? 1 : gcd;
        factorSharding.axisRefs.push_back(cursor.consume(take));
        remaining /= take;
      }
      if (remaining > 1 && !cursor.done()) {
        overflowed = true;
        cursor.consumeAll(factorSharding.overflowAxes);
      }
    }
  }
  if (sharding) {
    result.replicatedAxes.assign(sharding.getReplicatedAxes().begin(),
                                 sharding.getReplicatedAxes().end());
    result.unreducedAxes.assign(sharding.getUnreducedAxes().begin(),
                                sharding.getUnreducedAxes().end());
    result.reductionOp = sharding.getReductionOp();
  }
  return result;
}

} // namespace

ShardingProjection
ShardingProjection::build(ArrayRef<TensorShardingAttr> operandShardings,
                          ArrayRef<TensorShardingAttr> resultShardings,
                          OpShardingRuleAttr rule, MeshAttr mesh) {
  ShardingProjection projection;
  for (auto [sharding, mapping] :
       llvm::zip_equal(operandShardings, rule.getOperandMappings()))
    projection.operands.push_back(
        projectTensor(mapping, sharding, rule.getFactorSizes(), mesh));
  for (auto [sharding, mapping] :
       llvm::zip_equal(resultShardings, rule.getResultMappings()))
    projection.results.push_back(
        projectTensor(mapping, sharding, rule.getFactorSizes(), mesh));
  return projection;
}

UpdateTensorShardings ShardingProjection::expandSharding(
    int64_t factor, ArrayRef<AxisRefAttr> newAxes, MeshAttr mesh) {
  UpdateTensorShardings updated(getNumOperands(), getNumResults());
  for (auto [i, tensor] : llvm::enumerate(operands))
    updated.updateOperands[i] =
        tensor.expandShardingAxes(factor, newAxes, mesh);
  for (auto [i, tensor] : llvm::enumerate(results))
    updated.updateResults[i] = tensor.expandShardingAxes(factor, newAxes, mesh);
  return updated;
}

} // namespace hlokit::sdy
