//===- CommonAxes.cpp - the axes an op's factors are sharded along --------===//

#include "CommonAxes.h"

#include "ExportAxes.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Dialect/Shardy/SdyShardingRule.h"

#include "llvm/ADT/DenseMap.h"

#include <set>

using namespace mlir;

namespace hlokit::sdy {

std::optional<ArrayRef<AxisRefAttr>>
getFactorAxes(const TensorFactorShardings &tensor, int64_t factor) {
  auto it = tensor.factorIndexToSharding.find(factor);
  if (it == tensor.factorIndexToSharding.end())
    return std::nullopt;
  return ArrayRef<AxisRefAttr>(it->second.axisRefs);
}

namespace {

using AxisList = SmallVector<AxisRefAttr>;

/// The operands' then the results' factor shardings.
SmallVector<const TensorFactorShardings *>
getTensors(const ShardingProjection &projection) {
  SmallVector<const TensorFactorShardings *> tensors;
  for (const TensorFactorShardings &t : projection.getOperands())
    tensors.push_back(&t);
  for (const TensorFactorShardings &t : projection.getResults())
    tensors.push_back(&t);
  return tensors;
}

SmallVector<TensorMappingAttr> getMappings(OpShardingRuleAttr rule) {
  SmallVector<TensorMappingAttr> mappings(rule.getOperandMappings());
  llvm::append_range(mappings, rule.getResultMappings());
  return mappings;
}

bool overlapsAny(ArrayRef<AxisRefAttr> axes, ArrayRef<AxisRefAttr> others) {
  return llvm::any_of(axes, [&](AxisRefAttr a) {
    return llvm::any_of(others,
                        [&](AxisRefAttr b) { return axisRefsOverlap(a, b); });
  });
}

/// The major part of `axis` that overlaps none of `others`, if any.
std::optional<AxisRefAttr> getPrefixWithoutOverlap(AxisRefAttr axis,
                                                   ArrayRef<AxisRefAttr> others,
                                                   MeshAttr mesh) {
  std::optional<AxisRefAttr> prefix = axis;
  for (AxisRefAttr other : others) {
    prefix = hlokit::sdy::getPrefixWithoutOverlap(*prefix, other, mesh);
    if (!prefix)
      break;
  }
  return prefix;
}

/// Cuts `axes` at its first axis overlapping `others`, keeping that axis's
/// part before the overlap. Returns whether it cut.
bool truncateWithoutOverlap(AxisList &axes, ArrayRef<AxisRefAttr> others,
                            MeshAttr mesh) {
  for (auto [index, axis] : llvm::enumerate(axes)) {
    std::optional<AxisRefAttr> prefix =
        getPrefixWithoutOverlap(axis, others, mesh);
    if (prefix == axis)
      continue;
    axes.resize(index);
    if (prefix)
      axes.push_back(*prefix);
    return true;
  }
  return false;
}

/// Whether `a` is a strict prefix of `b` (its last axis may be a major
/// sub-axis of the corresponding one of `b`).
bool isStrictPrefix(ArrayRef<AxisRefAttr> a, ArrayRef<AxisRefAttr> b,
                    MeshAttr mesh) {
  if (a.empty())
    return !b.empty();
  if (a.size() > b.size() || a.drop_back() != b.take_front(a.size() - 1))
    return false;
  AxisRefAttr last = a.back(), other = b[a.size() - 1];
  if (a.size() == b.size())
    return last != other && isPrefixOf(last, other, mesh);
  return isPrefixOf(last, other, mesh);
}

/// Shardy's order of axis lists: shorter first, then by their axes.
bool axisListLess(ArrayRef<AxisRefAttr> a, ArrayRef<AxisRefAttr> b) {
  if (a.size() != b.size())
    return a.size() < b.size();
  for (auto [x, y] : llvm::zip_equal(a, b))
    if (x != y)
      return axisNameOrderLess(x, y);
  return false;
}

/// The axes every tensor having `factor` shards it along, when they agree.
std::optional<ArrayRef<AxisRefAttr>>
getCompatibleAxes(const ShardingProjection &projection, int64_t factor) {
  std::optional<ArrayRef<AxisRefAttr>> common;
  for (const TensorFactorShardings *tensor : getTensors(projection)) {
    std::optional<ArrayRef<AxisRefAttr>> axes = getFactorAxes(*tensor, factor);
    if (!axes)
      continue;
    if (common && *common != *axes)
      return std::nullopt;
    common = axes;
  }
  return common.value_or(ArrayRef<AxisRefAttr>());
}

/// The factor shardings when they are already compatible, else empty.
AxesPerFactor getCompatibleFactorShardings(const ShardingProjection &projection,
                                           OpShardingRuleAttr rule) {
  AxesPerFactor common(rule.getNumFactors());
  AxisList seen;
  for (int64_t factor = 0; factor < rule.getNumFactors(); ++factor) {
    std::optional<ArrayRef<AxisRefAttr>> axes =
        getCompatibleAxes(projection, factor);
    if (!axes)
      return {};
    if (rule.isNeedReplicationFactor(factor)) {
      if (!axes->empty())
        return {};
      continue;
    }
    if (overlapsAny(*axes, seen))
      return {};
    common[factor].assign(axes->begin(), axes->end());
    llvm::append_range(seen, *axes);
  }
  return common;
}

SmallVector<int64_t> getNonScalarTensorIndices(OpShardingRuleAttr rule) {
  SmallVector<int64_t> indices;
  for (auto [index, mapping] : llvm::enumerate(getMappings(rule)))
    if (mapping.getRank() > 0)
      indices.push_back(index);
  return indices;
}

bool hasDimensionsWithMultipleFactors(OpShardingRuleAttr rule) {
  for (TensorMappingAttr mapping : getMappings(rule))
    for (DimMappingAttr dim : mapping.getDimMappings())
      if (dim.getFactorIndices().size() > 1)
        return true;
  return false;
}

bool isFactorInAllNonScalarTensors(OpShardingRuleAttr rule, int64_t factor) {
  for (TensorMappingAttr mapping : getMappings(rule)) {
    if (mapping.getRank() == 0)
      continue;
    if (llvm::none_of(mapping.getDimMappings(), [&](DimMappingAttr dim) {
          return llvm::is_contained(dim.getFactorIndices(), factor);
        }))
      return false;
  }
  return true;
}

/// For an op with two non-scalar tensors: the preferred tensor's factor
/// axes, and the other's factors it lacks without the axes it uses.
AxesPerFactor
findCommonAxesOnUnaryOperation(const ShardingProjection &projection,
                               OpShardingRuleAttr rule,
                               ArrayRef<int64_t> tensorSizes, MeshAttr mesh) {
  SmallVector<const TensorFactorShardings *> tensors = getTensors(projection);
  SmallVector<int64_t> indices = getNonScalarTensorIndices(rule);
  auto preference = [&](int64_t index) {
    const TensorFactorShardings &tensor = *tensors[index];
    bool hasShardedPermutation = false;
    int64_t shardingSize = 1;
    for (const auto &[factor, sharding] : tensor.factorIndexToSharding) {
      hasShardedPermutation |=
          rule.isPermutationFactor(factor) && !sharding.axisRefs.empty();
      shardingSize *= getAxesSize(sharding.axisRefs, mesh);
    }
    return std::make_tuple(!hasShardedPermutation, tensorSizes[index],
                           shardingSize);
  };
  int64_t preferred = indices[0], other = indices[1];
  if (preference(preferred) < preference(other))
    std::swap(preferred, other);

  AxesPerFactor common(rule.getNumFactors());
  AxisList used;
  const FactorIndexToSharding &preferredShardings =
      tensors[preferred]->factorIndexToSharding;
  for (const auto &[factor, sharding] : preferredShardings) {
    common[factor] = sharding.axisRefs;
    llvm::append_range(used, sharding.axisRefs);
  }
  for (const auto &[factor, sharding] : tensors[other]->factorIndexToSharding) {
    if (preferredShardings.count(factor))
      continue;
    common[factor] = sharding.axisRefs;
    truncateWithoutOverlap(common[factor], used, mesh);
  }
  return common;
}

/// A factor-axes pair the greedy search may pick.
struct Candidate {
  int64_t factor = -1;
  AxisList axes;
  /// The elements of the tensors sharding the factor along these axes or
  /// longer ones.
  int64_t totalSourceSize = 0;
  /// What picking it adds to the factor's current axes.
  int64_t shardingSize = 0;
  int64_t precedence = 0;

  bool empty() const { return factor < 0; }

  bool operator<(const Candidate &rhs) const {
    auto key = [](const Candidate &c) {
      return std::make_tuple(c.totalSourceSize, c.precedence, c.shardingSize,
                             c.factor);
    };
    if (key(*this) != key(rhs))
      return key(*this) < key(rhs);
    return axisListLess(axes, rhs.axes);
  }
};

int64_t getPrecedence(OpShardingRuleAttr rule, int64_t factor) {
  switch (getFactorType(rule, factor)) {
  case FactorType::kPassThrough:
    return 3;
  case FactorType::kReduction:
    return 2;
  case FactorType::kPermutation:
    return 1;
  case FactorType::kNeedReplication:
    return 0;
  }
  llvm_unreachable("unknown factor type");
}

/// A factor may be picked once the factors major to it in every dimension
/// are fully sharded (else the tensor would need a strided view).
class FactorDependencies {
public:
  explicit FactorDependencies(OpShardingRuleAttr rule) {
    for (TensorMappingAttr mapping : getMappings(rule))
      for (DimMappingAttr dim : mapping.getDimMappings()) {
        ArrayRef<int64_t> factors = dim.getFactorIndices();
        for (size_t i = 1; i < factors.size(); ++i)
          dependsOn.try_emplace(factors[i], rule.getNumFactors())
              .first->second.set(factors[i - 1]);
      }
  }

  bool isReady(int64_t factor) const {
    auto it = dependsOn.find(factor);
    return it == dependsOn.end() || it->second.none();
  }

  void markFullySharded(int64_t factor) {
    for (auto &[_, deps] : dependsOn)
      deps.reset(factor);
  }

private:
  llvm::SmallDenseMap<int64_t, llvm::BitVector> dependsOn;
};

/// Every non-empty prefix of every tensor's factor axes, with the elements
/// of the tensors it would serve.
SmallVector<Candidate> getCandidates(const ShardingProjection &projection,
                                     OpShardingRuleAttr rule,
                                     ArrayRef<int64_t> tensorSizes,
                                     MeshAttr mesh) {
  SmallVector<const TensorFactorShardings *> tensors = getTensors(projection);
  auto pairLess = [](const std::pair<int64_t, AxisList> &a,
                     const std::pair<int64_t, AxisList> &b) {
    if (a.first != b.first)
      return a.first < b.first;
    return axisListLess(a.second, b.second);
  };
  std::set<std::pair<int64_t, AxisList>, decltype(pairLess)> pairs(pairLess);
  for (const TensorFactorShardings *tensor : tensors)
    for (const auto &[factor, sharding] : tensor->factorIndexToSharding)
      for (size_t n = 1; n <= sharding.axisRefs.size(); ++n)
        pairs.emplace(
            factor,
            AxisList(ArrayRef<AxisRefAttr>(sharding.axisRefs).take_front(n)));
  SmallVector<Candidate> candidates;
  for (const auto &[factor, axes] : pairs)
    candidates.push_back({factor, axes, 0, getAxesSize(axes, mesh),
                          getPrecedence(rule, factor)});
  for (auto [size, tensor] : llvm::zip_equal(tensorSizes, tensors))
    for (const auto &[factor, sharding] : tensor->factorIndexToSharding)
      for (Candidate &candidate : candidates)
        if (candidate.factor == factor &&
            (candidate.axes == sharding.axisRefs ||
             isStrictPrefix(candidate.axes, sharding.axisRefs, mesh)))
          candidate.totalSourceSize += size;
  return candidates;
}

/// Repeatedly picks the best ready candidate, assigns its axes to its
/// factor, and drops or trims the candidates it conflicts with.
AxesPerFactor findCommonAxesHeuristic(const ShardingProjection &projection,
                                      OpShardingRuleAttr rule,
                                      ArrayRef<int64_t> tensorSizes,
                                      MeshAttr mesh) {
  AxesPerFactor assigned(rule.getNumFactors());
  SmallVector<Candidate> candidates =
      getCandidates(projection, rule, tensorSizes, mesh);
  FactorDependencies dependencies(rule);
  while (!candidates.empty()) {
    Candidate best;
    for (const Candidate &candidate : candidates)
      if (dependencies.isReady(candidate.factor))
        best = std::max(best, candidate);
    if (best.empty())
      break;
    assigned[best.factor] = best.axes;
    if (getAxesSize(best.axes, mesh) == rule.getFactorSizes()[best.factor])
      dependencies.markFullySharded(best.factor);

    size_t index = 0;
    while (index < candidates.size()) {
      Candidate &candidate = candidates[index];
      auto remove = [&] {
        candidates[index] = candidates.back();
        candidates.pop_back();
      };
      if (candidate.factor == best.factor) {
        // Only candidates extending the picked axes stay, counted by what
        // they add.
        if (!isStrictPrefix(best.axes, candidate.axes, mesh)) {
          remove();
          continue;
        }
        candidate.shardingSize =
            getAxesSize(candidate.axes, mesh) / getAxesSize(best.axes, mesh);
        ++index;
        continue;
      }
      if (truncateWithoutOverlap(candidate.axes, best.axes, mesh)) {
        if (candidate.axes == assigned[candidate.factor]) {
          remove();
          continue;
        }
        candidate.shardingSize = getAxesSize(candidate.axes, mesh) /
                                 getAxesSize(assigned[candidate.factor], mesh);
        ++index;
        continue;
      }
      candidate.shardingSize = getAxesSize(candidate.axes, mesh);
      ++index;
    }
  }
  return assigned;
}

/// Moves the axes of each need-replication factor found in every non-scalar
/// tensor to the batching factors with room for them, in order.
void distributeToBatchingFactors(OpShardingRuleAttr rule, MeshAttr mesh,
                                 AxesPerFactor &common) {
  SmallVector<int64_t> batchingFactors;
  for (int64_t factor = 0; factor < rule.getNumFactors(); ++factor)
    if (rule.isPassThroughFactor(factor) &&
        isFactorInAllNonScalarTensors(rule, factor))
      batchingFactors.push_back(factor);
  for (int64_t factor : rule.getNeedReplicationFactors()) {
    AxisList toDistribute = std::move(common[factor]);
    common[factor].clear();
    if (toDistribute.empty() || !isFactorInAllNonScalarTensors(rule, factor))
      continue;
    ArrayRef<AxisRefAttr> rest = toDistribute;
    for (int64_t batching : batchingFactors) {
      int64_t factorSize = rule.getFactorSizes()[batching];
      if (factorSize == 0)
        continue;
      AxisList &axes = common[batching];
      int64_t shardingSize = getAxesSize(axes, mesh);
      if (factorSize % shardingSize != 0)
        continue;
      int64_t room = factorSize / shardingSize;
      while (!rest.empty()) {
        int64_t axisSize = getAxisRefSize(rest.front(), mesh);
        if (room % axisSize != 0)
          break;
        appendOrMerge(axes, rest.front(), mesh);
        room /= axisSize;
        rest = rest.drop_front();
      }
      if (rest.empty())
        break;
    }
  }
}

} // namespace

AxesPerFactor findCommonAxes(const ShardingProjection &projection,
                             OpShardingRuleAttr rule,
                             ArrayRef<int64_t> tensorSizes, MeshAttr mesh) {
  if (AxesPerFactor compatible = getCompatibleFactorShardings(projection, rule);
      !compatible.empty())
    return compatible;
  if (getNonScalarTensorIndices(rule).size() == 2 &&
      rule.getNeedReplicationFactors().empty() &&
      !hasDimensionsWithMultipleFactors(rule))
    return findCommonAxesOnUnaryOperation(projection, rule, tensorSizes, mesh);
  AxesPerFactor common =
      findCommonAxesHeuristic(projection, rule, tensorSizes, mesh);
  if (!rule.getNeedReplicationFactors().empty())
    distributeToBatchingFactors(rule, mesh, common);
  return common;
}

bool hasOverflowAxes(const ShardingProjection &projection) {
  return llvm::any_of(
      getTensors(projection), [](const TensorFactorShardings *tensor) {
        return llvm::any_of(tensor->factorIndexToSharding, [](const auto &f) {
          return !f.second.overflowAxes.empty();
        });
      });
}

namespace {

/// An axis of a list being handed out, possibly already in part.
struct AxisLeft {
  int64_t size;
  std::optional<int64_t> preSize;
};

/// Hands `axes` out to `shardings` (of factors of `sizes`), in order: each
/// (part of an) axis to the first factor with room for some of it, split to
/// their gcd when it doesn't fit whole; what no factor takes goes to the
/// last factor's overflow axes.
void distributeAxes(ArrayRef<FactorSharding *> shardings,
                    ArrayRef<int64_t> sizes, ArrayRef<AxisRefAttr> axes,
                    MeshAttr mesh) {
  if (shardings.empty())
    return;
  MLIRContext *context = mesh.getContext();
  SmallVector<int64_t> room(sizes);
  size_t index = 0;
  auto next = [&]() -> std::optional<AxisLeft> {
    if (index >= axes.size())
      return std::nullopt;
    SubAxisInfoAttr sub = axes[index].getSubAxisInfo();
    return AxisLeft{getAxisRefSize(axes[index], mesh),
                    sub ? std::optional<int64_t>(sub.getPreSize())
                        : std::nullopt};
  };
  auto makeAxis = [&](const AxisLeft &left) {
    return AxisRefAttr::get(
        context, axes[index].getName(),
        left.preSize ? SubAxisInfoAttr::get(context, *left.preSize, left.size)
                     : SubAxisInfoAttr());
  };
  std::optional<AxisLeft> current = next();
  while (current) {
    bool used = false;
    for (auto [i, sharding] : llvm::enumerate(shardings)) {
      if (room[i] <= 1)
        continue;
      int64_t gcd = std::gcd(room[i], current->size);
      if (gcd == 1 && current->size != 1)
        continue;
      used = true;
      if (current->size > gcd) {
        int64_t pre = current->preSize.value_or(1);
        appendOrMerge(sharding->axisRefs,
                      AxisRefAttr::get(context, axes[index].getName(),
                                       SubAxisInfoAttr::get(context, pre, gcd)),
                      mesh);
        current->preSize = pre * gcd;
        current->size /= gcd;
        room[i] /= gcd;
        continue;
      }
      appendOrMerge(sharding->axisRefs, makeAxis(*current), mesh);
      room[i] /= current->size;
      ++index;
      current = next();
      break;
    }
    if (used)
      continue;
    for (; current; ++index, current = next())
      appendOrMerge(shardings.back()->overflowAxes, makeAxis(*current), mesh);
  }
}

/// Clears the factor shardings of `tensor` and hands `axes` out to them,
/// dimension by dimension, major factor first.
void redistributeAxes(TensorFactorShardings &tensor, TensorMappingAttr mapping,
                      ArrayRef<int64_t> factorSizes, ArrayRef<AxisRefAttr> axes,
                      MeshAttr mesh) {
  SmallVector<FactorSharding *> shardings;
  SmallVector<int64_t> sizes;
  for (DimMappingAttr dim : mapping.getDimMappings())
    for (int64_t factor : dim.getFactorIndices()) {
      auto it = tensor.factorIndexToSharding.find(factor);
      if (it == tensor.factorIndexToSharding.end())
        continue;
      it->second.axisRefs.clear();
      it->second.overflowAxes.clear();
      shardings.push_back(&it->second);
      sizes.push_back(factorSizes[factor]);
    }
  distributeAxes(shardings, sizes, axes, mesh);
}

/// The longest common prefix of `a` and `b`, the last axis possibly a
/// major sub-axis of both.
AxisList getGreatestCommonPrefix(ArrayRef<AxisRefAttr> a,
                                 ArrayRef<AxisRefAttr> b, MeshAttr mesh) {
  AxisList prefix;
  for (auto [x, y] : llvm::zip(a, b)) {
    if (x == y) {
      prefix.push_back(x);
      continue;
    }
    if (canCoexist(x, y, mesh)) {
      if (isPrefixOf(x, y, mesh))
        prefix.push_back(x);
      else if (isPrefixOf(y, x, mesh))
        prefix.push_back(y);
    }
    break;
  }
  return prefix;
}

int64_t getShardingSizeWithOverflow(const TensorFactorShardings &tensor,
                                    MeshAttr mesh) {
  int64_t size = 1;
  for (const auto &[_, sharding] : tensor.factorIndexToSharding)
    size *= getAxesSize(sharding.axisRefs, mesh) *
            getAxesSize(sharding.overflowAxes, mesh);
  return size;
}

} // namespace

AxesPerFactor findCommonAxesOfOverflowingReshape(ShardingProjection projection,
                                                 OpShardingRuleAttr rule,
                                                 Attribute meshOrRef,
                                                 MeshAttr mesh) {
  TensorFactorShardings &in = projection.getOperand(0);
  TensorFactorShardings &out = projection.getResult(0);
  const TensorFactorShardings &preferred =
      getShardingSizeWithOverflow(in, mesh) >=
              getShardingSizeWithOverflow(out, mesh)
          ? in
          : out;
  AxisList axes;
  for (int64_t factor = 0; factor < rule.getNumFactors(); ++factor) {
    auto it = preferred.factorIndexToSharding.find(factor);
    if (it == preferred.factorIndexToSharding.end())
      continue;
    llvm::append_range(axes, it->second.axisRefs);
    llvm::append_range(axes, it->second.overflowAxes);
  }
  redistributeAxes(in, rule.getOperandMappings()[0], rule.getFactorSizes(),
                   axes, mesh);
  redistributeAxes(out, rule.getResultMappings()[0], rule.getFactorSizes(),
                   axes, mesh);
  MLIRContext *context = mesh.getContext();
  ShardingProjection legal = ShardingProjection::build(
      {in.createTensorShardingAttr(context, rule.getOperandMappings()[0],
                                   rule.getFactorSizes(), meshOrRef, mesh)},
      {out.createTensorShardingAttr(context, rule.getResultMappings()[0],
                                    rule.getFactorSizes(), meshOrRef, mesh)},
      rule, mesh);
  AxesPerFactor common(rule.getNumFactors());
  llvm::BitVector seen(rule.getNumFactors());
  for (const TensorFactorShardings *tensor : getTensors(legal))
    for (const auto &[factor, sharding] : tensor->factorIndexToSharding) {
      common[factor] =
          seen.test(factor)
              ? getGreatestCommonPrefix(common[factor], sharding.axisRefs, mesh)
              : AxisList(sharding.axisRefs);
      seen.set(factor);
    }
  return common;
}

} // namespace hlokit::sdy
