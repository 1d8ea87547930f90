//===- InsertExplicitReshards.cpp - make ops' shardings compatible --------===//
//
// After propagation an op's operands and results may still shard a factor of
// its rule differently, or one axis may shard two factors. This pass picks
// the axes each factor gets (findCommonAxes), reshards the operands and
// results that differ to them, and all-reduces a result along the axes of
// its sharded reduction factors. Without `enable-full-version` it only
// reduces unreduced axes an op can't keep and, for dots, moves a conflict
// onto the smaller result (Shardy's processDot).
//
//===----------------------------------------------------------------------===//

#include "CommonAxes.h"
#include "ExportAxes.h"
#include "ExportShardings.h"
#include "SingleDeviceReshards.h"

#include "../Propagation/EdgeSources.h"

// The dialect's own notions of a missing and of an equivalent sharding.
#include "../../../Dialect/Shardy/SdyCollectives.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"
#include "hlokit/Transforms/Sharding/OpShardingRuleRegistry.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_INSERTEXPLICITRESHARDSPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// All-reduces `use`'s value, sharded `source`, along its unreduced axes
/// that `target` (its user's sharding; null: none) doesn't have. Returns the
/// sharding `use` then has.
TensorShardingAttr reduceUnreducedAxes(OpOperand &use,
                                       TensorShardingAttr source,
                                       TensorShardingAttr target,
                                       Operation *from, IRRewriter &rewriter) {
  if (!source)
    return source;
  Value reduced = reduceUnreducedAxesNotIn(
      rewriter, use.get().getLoc(), use.get(), source,
      target ? target.getUnreducedAxes() : ArrayRef<AxisRefAttr>(),
      getMesh(source, from));
  use.set(reduced);
  return source;
}

/// Whether `source` (null: none) and `target` lay a value out alike; a
/// value without a sharding is like any sharding without dimension axes
/// (Shardy ignores the target's unreduced axes there).
bool isEquivalent(TensorShardingAttr source, TensorShardingAttr target) {
  return source
             ? areEquivalentShardings(source, target, /*ignoreUnreduced=*/false)
             : isFullyReplicated(target);
}

/// Makes the value of `use` unreduced along the unreduced axes of `target`
/// it lacks: those sharding a dimension past `target`'s axes there by an
/// sdy.sharded_to_unreduced, the others by an sdy.replicated_to_unreduced,
/// after a reshard to `target`'s dimensions where neither fits. Returns
/// the sharding `use` then has, or null when nothing changed.
TensorShardingAttr insertUnreducedCollectives(OpOperand &use,
                                              TensorShardingAttr target,
                                              Operation *from,
                                              IRRewriter &rewriter) {
  Value input = use.get();
  TensorShardingAttr source = getSharding(input);
  if (!source || !target || target.getUnreducedAxes().empty())
    return nullptr;
  MeshAttr mesh = getMesh(source, from);
  SmallVector<AxisRefAttr> added = axisSetDifference(
      target.getUnreducedAxes(), source.getUnreducedAxes(), mesh);
  if (added.empty())
    return nullptr;
  MLIRContext *context = rewriter.getContext();
  SmallVector<AxisRefAttr> shardedToUnreduced;
  SmallVector<AxisRefListAttr> axesPerDim(source.getRank(),
                                          AxisRefListAttr::get(context, {}));
  SmallVector<DimensionShardingAttr> dims(target.getDimShardings());
  bool needsReshard = false;
  for (auto [index, inDim, outDim] :
       llvm::enumerate(source.getDimShardings(), target.getDimShardings())) {
    ArrayRef<AxisRefAttr> inAxes = inDim.getAxes(), outAxes = outDim.getAxes();
    PrefixStatus status = isAxisListPrefixOf(outAxes, inAxes, mesh);
    if (status == PrefixStatus::kNotAPrefix) {
      needsReshard = true;
      continue;
    }
    if (status != PrefixStatus::kStrictPrefix)
      continue;
    // The axes of the input dimension past the target's.
    SmallVector<AxisRefAttr> rest;
    if (!outAxes.empty() && outAxes.back() != inAxes[outAxes.size() - 1])
      rest.push_back(*getSuffixWithoutOverlap(inAxes[outAxes.size() - 1],
                                              outAxes.back(), mesh));
    llvm::append_range(rest, inAxes.drop_front(outAxes.size()));
    if (!axisSetDifference(rest, added, mesh).empty()) {
      needsReshard = true;
      continue;
    }
    axesPerDim[index] = AxisRefListAttr::get(context, rest);
    llvm::append_range(shardedToUnreduced, rest);
    dims[index] = inDim;
  }

  Value result = input;
  TensorShardingAttr sharding = source;
  if (needsReshard) {
    sharding = TensorShardingAttr::get(
        context, source.getMeshOrRef(), dims, source.getReplicatedAxes(),
        source.getUnreducedAxes(), source.getReductionOp());
    result = ReshardOp::create(rewriter, input.getLoc(), result, sharding);
  }
  SmallVector<AxisRefAttr> replicatedToUnreduced =
      axisSetDifference(added, shardedToUnreduced, mesh);
  if (!replicatedToUnreduced.empty()) {
    SmallVector<AxisRefAttr> unreduced(source.getUnreducedAxes());
    llvm::append_range(unreduced, replicatedToUnreduced);
    sortAndMerge(unreduced, mesh);
    sharding = TensorShardingAttr::get(context, source.getMeshOrRef(), dims,
                                       target.getReplicatedAxes(), unreduced,
                                       target.getReductionOp());
    result = ReplicatedToUnreducedOp::create(
        rewriter, input.getLoc(), result,
        AxisRefListAttr::get(context, replicatedToUnreduced), sharding);
  }
  if (!shardedToUnreduced.empty()) {
    sharding = target;
    result = ShardedToUnreducedOp::create(
        rewriter, input.getLoc(), result,
        ListOfAxisRefListsAttr::get(context, axesPerDim), target);
  }
  if (result == input)
    return nullptr;
  use.set(result);
  return sharding;
}

/// Makes `use` sharded `target`: all-reduces what it can't keep unreduced,
/// adds the unreduced axes it lacks, then, in the full version, reshards
/// when the two still differ.
void reshardUseTo(OpOperand &use, TensorShardingAttr target, Operation *from,
                  IRRewriter &rewriter, bool fullVersion) {
  TensorShardingAttr source =
      reduceUnreducedAxes(use, getSharding(use.get()), target, from, rewriter);
  if (TensorShardingAttr unreduced =
          insertUnreducedCollectives(use, target, from, rewriter))
    source = unreduced;
  if (!fullVersion || isEquivalent(source, target))
    return;
  TensorShardingAttr sharding =
      target ? target
             : getFullyClosedSharding(source.getMeshOrRef(),
                                      getTensorRank(use.get()));
  use.set(ReshardOp::create(rewriter, use.get().getLoc(), use.get(), sharding));
}

/// The mesh of an op's shardings, set in `mesh`: null when none has one,
/// they have different axes, or it is maximal. Among meshes differing only
/// in device order, the one most sharded values use (the first on a tie).
Attribute getOpMesh(ArrayRef<TensorShardingAttr> shardings, Operation *from,
                    MeshAttr &mesh) {
  TensorShardingAttr chosen;
  for (TensorShardingAttr sharding : shardings) {
    if (!sharding)
      continue;
    MeshAttr other = getMesh(sharding, from);
    if (!other)
      return nullptr;
    if (!chosen) {
      chosen = sharding;
      mesh = other;
    } else if (mesh.getAxes() != other.getAxes() ||
               mesh.isMaximal() != other.isMaximal()) {
      return nullptr;
    }
  }
  if (!chosen || mesh.isMaximal())
    return nullptr;
  llvm::SmallDenseMap<Attribute, int64_t> counts;
  int64_t best = 0;
  for (TensorShardingAttr sharding : shardings) {
    if (isFullyReplicated(sharding))
      continue;
    if (int64_t count = ++counts[sharding.getMeshOrRef()]; count > best) {
      best = count;
      chosen = sharding;
    }
  }
  mesh = getMesh(chosen, from);
  return chosen.getMeshOrRef();
}

SmallVector<int64_t> getTensorSizes(Operation *op) {
  SmallVector<int64_t> sizes;
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
    auto shaped = dyn_cast<RankedTensorType>(type);
    sizes.push_back(shaped && shaped.hasStaticShape() ? shaped.getNumElements()
                                                      : 0);
  }
  return sizes;
}

/// Sets `factor` to `axes` in every tensor that has it; marks the tensors
/// that changed.
void setFactorAxes(ShardingProjection &projection, int64_t factor,
                   ArrayRef<AxisRefAttr> axes, UpdateTensorShardings &update) {
  auto set = [&](TensorFactorShardings &tensor, BitVector &bits,
                 int64_t index) {
    auto it = tensor.factorIndexToSharding.find(factor);
    if (it == tensor.factorIndexToSharding.end())
      return;
    if (ArrayRef<AxisRefAttr>(it->second.axisRefs) == axes &&
        it->second.overflowAxes.empty())
      return;
    it->second.axisRefs.assign(axes.begin(), axes.end());
    it->second.overflowAxes.clear();
    bits.set(index);
  };
  for (int64_t i = 0; i < projection.getNumOperands(); ++i)
    set(projection.getOperand(i), update.updateOperands, i);
  for (int64_t i = 0; i < projection.getNumResults(); ++i)
    set(projection.getResult(i), update.updateResults, i);
}

/// Whether `sharding` is on another device order than `meshOrRef`'s mesh
/// and shards something: it must then be resharded to the op's mesh.
bool needsOtherDeviceOrder(TensorShardingAttr sharding, MeshAttr mesh,
                           Operation *from) {
  return !isFullyReplicated(sharding) &&
         getMesh(sharding, from).getDeviceIds() != mesh.getDeviceIds();
}

/// Reshards the operands and results `update` marks (or whose device order
/// differs) to the projection's shardings; a resharded result gets the new
/// sharding and its users a reshard back to the old one.
void insertReshards(Operation *op, ArrayRef<TensorShardingAttr> inShardings,
                    ArrayRef<TensorShardingAttr> outShardings,
                    ShardingProjection &projection,
                    const UpdateTensorShardings &update,
                    OpShardingRuleAttr rule, Attribute meshOrRef, MeshAttr mesh,
                    IRRewriter &rewriter) {
  MLIRContext *context = op->getContext();
  rewriter.setInsertionPoint(op);
  for (auto [index, sharding] : llvm::enumerate(inShardings)) {
    if (!update.updateOperands.test(index) &&
        !needsOtherDeviceOrder(sharding, mesh, op))
      continue;
    Value operand = op->getOperand(index);
    TensorShardingAttr target =
        projection.getOperand(index).createTensorShardingAttr(
            context, rule.getOperandMappings()[index], rule.getFactorSizes(),
            meshOrRef, mesh);
    op->setOperand(
        index, ReshardOp::create(rewriter, operand.getLoc(), operand, target));
  }
  // Result by result as Shardy does: setting one result's sharding gives
  // the others without one a fully open sharding.
  rewriter.setInsertionPointAfter(op);
  for (auto [index, sharding] : llvm::enumerate(outShardings)) {
    if (!update.updateResults.test(index) &&
        !needsOtherDeviceOrder(sharding, mesh, op))
      continue;
    Value result = op->getResult(index);
    TensorShardingAttr current = getSharding(result);
    if (!current)
      current = getFullyClosedSharding(meshOrRef, getTensorRank(result));
    auto reshard =
        ReshardOp::create(rewriter, result.getLoc(), result, current);
    rewriter.replaceAllUsesExcept(result, reshard, reshard);
    setValueSharding(result,
                     projection.getResult(index).createTensorShardingAttr(
                         context, rule.getResultMappings()[index],
                         rule.getFactorSizes(), meshOrRef, mesh));
  }
}

/// How result `i` of `op`, computed from shards of its reduction factors,
/// combines: by a reduce's body for that result when it is one op of the
/// result's two block arguments (add; maximum, minimum; `or` and `and` of
/// i1, which are maximum and minimum), by sum for the other ops with
/// reduction factors (the contractions); none for a body no all-reduce
/// expresses (a product, an argmax). Shardy sums in every case, which gets a
/// sharded max wrong.
std::optional<ReductionOp> getPartialResultReduction(Operation *op,
                                                     unsigned i) {
  auto reduce = dyn_cast<hlokit::stablehlo::ReduceOp>(op);
  if (!reduce)
    return ReductionOp::SUM;
  Block &body = reduce.getBody().front();
  unsigned count = reduce.getInputs().size();
  Operation *combine = body.getTerminator()->getOperand(i).getDefiningOp();
  if (!combine || combine->getNumOperands() != 2)
    return std::nullopt;
  Value lhs = combine->getOperand(0), rhs = combine->getOperand(1);
  Value acc = body.getArgument(i), next = body.getArgument(count + i);
  if (!((lhs == acc && rhs == next) || (lhs == next && rhs == acc)))
    return std::nullopt;
  if (std::optional<ReductionOp> reduction = getCombinerReduction(combine))
    return reduction;
  if (!getElementTypeOrSelf(lhs.getType()).isInteger(1))
    return std::nullopt;
  if (isa<hlokit::stablehlo::OrOp>(combine))
    return ReductionOp::MAX;
  if (isa<hlokit::stablehlo::AndOp>(combine))
    return ReductionOp::MIN;
  return std::nullopt;
}

/// Clears the axes of every factor that follows, in some dimension of
/// some operand or result, a factor not sharded along its whole size: a
/// dimension's sharding lists its factors' axes major to minor, so it cannot
/// hold those (the 2 x 4 dimension of a reshape whose minor factor alone is
/// split would come out replicated while each device holds a part).
void dropInexpressibleAxes(AxesPerFactor &common, OpShardingRuleAttr rule,
                           MeshAttr mesh) {
  ArrayRef<int64_t> sizes = rule.getFactorSizes();
  bool changed = true;
  while (changed) {
    changed = false;
    auto visit = [&](TensorMappingAttr mapping) {
      for (DimMappingAttr dim : mapping.getDimMappings()) {
        bool partial = false;
        for (int64_t factor : dim.getFactorIndices()) {
          if (partial && !common[factor].empty()) {
            common[factor].clear();
            changed = true;
          }
          partial |= getAxesSize(common[factor], mesh) < sizes[factor];
        }
      }
    };
    llvm::for_each(rule.getOperandMappings(), visit);
    llvm::for_each(rule.getResultMappings(), visit);
  }
}

/// Clears the axes of every factor of size 1 that maps a dimension larger
/// than 1 (a convolution's kernel window no input factor covers), or that
/// only one result has (a convolution's single window): they split elements
/// no factor follows, or a lone element that only padding would fill the
/// other blocks of, which the op's local form cannot produce (a result
/// computed whole is resharded after).
void dropAxesOfUnitFactors(AxesPerFactor &common, OpShardingRuleAttr rule,
                           Operation *op) {
  ArrayRef<int64_t> sizes = rule.getFactorSizes();
  SmallVector<int64_t> operandsWith(sizes.size(), 0),
      resultsWith(sizes.size(), 0);
  SmallVector<bool> mapsMore(sizes.size(), false);
  auto visit = [&](TensorMappingAttr mapping, Type type,
                   SmallVector<int64_t> &tensorsWith) {
    auto shaped = dyn_cast<RankedTensorType>(type);
    if (!shaped)
      return;
    for (auto [d, dim] : llvm::enumerate(mapping.getDimMappings()))
      for (int64_t factor : dim.getFactorIndices()) {
        ++tensorsWith[factor];
        mapsMore[factor] = mapsMore[factor] || shaped.getDimSize(d) > 1;
      }
  };
  for (auto [mapping, type] :
       llvm::zip_equal(rule.getOperandMappings(), op->getOperandTypes()))
    visit(mapping, type, operandsWith);
  for (auto [mapping, type] :
       llvm::zip_equal(rule.getResultMappings(), op->getResultTypes()))
    visit(mapping, type, resultsWith);
  for (auto [factor, size] : llvm::enumerate(sizes))
    if (size == 1 && (mapsMore[factor] ||
                      (operandsWith[factor] == 0 && resultsWith[factor] == 1)))
      common[factor].clear();
}

/// All-reduces every result along the axes of `op`'s reduction factors
/// (`reductionAxes`) its unreduced axes don't hold; an error when no
/// all-reduce combines its partial results.
LogicalResult insertAllReduces(Operation *op,
                               ArrayRef<AxisRefAttr> reductionAxes,
                               Attribute meshOrRef, MeshAttr mesh,
                               IRRewriter &rewriter) {
  if (op->getNumResults() == 0 || reductionAxes.empty())
    return success();
  TensorShardingAttr first = getSharding(op->getResult(0));
  SmallVector<AxisRefAttr> axes = axisSetDifference(
      reductionAxes, first ? first.getUnreducedAxes() : ArrayRef<AxisRefAttr>(),
      mesh);
  if (axes.empty())
    return success();
  SmallVector<ReductionOp> reductions;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    std::optional<ReductionOp> reduction = getPartialResultReduction(op, i);
    if (!reduction)
      return op->emitOpError()
             << "reduces dimensions sharded along mesh axes with a body that "
                "no all-reduce (sum, max or min) combines into result "
             << i << "; replicate the reduced dimensions";
    reductions.push_back(*reduction);
  }
  sortAndMerge(axes, mesh);
  rewriter.setInsertionPointAfter(op);
  for (auto [result, reduction] :
       llvm::zip_equal(op->getResults(), reductions)) {
    TensorShardingAttr sharding = getSharding(result);
    if (!sharding)
      sharding = getFullyClosedSharding(meshOrRef, getTensorRank(result));
    auto allReduce = AllReduceOp::create(
        rewriter, result.getLoc(), result,
        AxisRefListAttr::get(op->getContext(), axes), reduction, sharding);
    rewriter.replaceAllUsesExcept(result, allReduce, allReduce);
  }
  return success();
}

/// Shardy's processDot, for a dot whose operands agree: when the result
/// conflicts with them in exactly one (non-contracting or batching) factor
/// whose operand isn't smaller than it nor unsharded, and the result shards
/// it along the contracting factors' axes, the dot computes the result
/// sharded as its operands are (a more sharded dot, an all-reduce instead
/// of a reduce-scatter) and a reshard brings it to its old sharding.
void processDot(Operation *op, ShardingProjection &projection,
                TensorShardingAttr outSharding, OpShardingRuleAttr rule,
                Attribute meshOrRef, MeshAttr mesh, IRRewriter &rewriter) {
  auto isStatic = [](Value value) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    return type && type.hasStaticShape();
  };
  if (!outSharding || !llvm::all_of(op->getOperands(), isStatic) ||
      !isStatic(op->getResult(0)))
    return;
  auto numElements = [](Value value) {
    return cast<RankedTensorType>(value.getType()).getNumElements();
  };
  int64_t lhsSize = numElements(op->getOperand(0));
  int64_t rhsSize = numElements(op->getOperand(1));
  int64_t resultSize = numElements(op->getResult(0));
  const TensorFactorShardings &lhs = projection.getOperand(0);
  const TensorFactorShardings &rhs = projection.getOperand(1);
  TensorFactorShardings &result = projection.getResult(0);

  std::optional<int64_t> conflicting;
  ArrayRef<AxisRefAttr> conflictingAxes;
  SmallVector<AxisRefAttr> reductionAxes, nonContractingAxes;
  for (int64_t factor = 0; factor < rule.getNumFactors(); ++factor) {
    std::optional<ArrayRef<AxisRefAttr>> lhsAxes = getFactorAxes(lhs, factor);
    std::optional<ArrayRef<AxisRefAttr>> rhsAxes = getFactorAxes(rhs, factor);
    ArrayRef<AxisRefAttr> operandAxes;
    int64_t operandSize;
    if (lhsAxes && rhsAxes) {
      if (*lhsAxes != *rhsAxes)
        return;
      operandAxes = *lhsAxes;
      operandSize = std::max(lhsSize, rhsSize);
      if (rule.isReductionFactor(factor)) {
        llvm::append_range(reductionAxes, operandAxes);
        continue;
      }
    } else if (lhsAxes || rhsAxes) {
      operandAxes = lhsAxes ? *lhsAxes : *rhsAxes;
      operandSize = lhsAxes ? lhsSize : rhsSize;
      for (AxisRefAttr axis : operandAxes) {
        if (llvm::any_of(nonContractingAxes, [&](AxisRefAttr other) {
              return axisRefsOverlap(axis, other);
            }))
          return;
        nonContractingAxes.push_back(axis);
      }
    } else {
      continue;
    }
    std::optional<ArrayRef<AxisRefAttr>> resultAxes =
        getFactorAxes(result, factor);
    if (!resultAxes || *resultAxes == operandAxes)
      continue;
    if (operandAxes.empty() || conflicting || resultSize > operandSize)
      return;
    conflicting = factor;
    conflictingAxes = operandAxes;
  }
  if (!conflicting)
    return;
  SmallVector<AxisRefAttr> &resultAxes =
      result.factorIndexToSharding[*conflicting].axisRefs;
  if (resultAxes.empty() || resultAxes != reductionAxes)
    return;
  resultAxes.assign(conflictingAxes.begin(), conflictingAxes.end());
  Value value = op->getResult(0);
  setValueSharding(value, result.createTensorShardingAttr(
                              op->getContext(), rule.getResultMappings()[0],
                              rule.getFactorSizes(), meshOrRef, mesh));
  rewriter.setInsertionPointAfter(op);
  auto reshard = ReshardOp::create(rewriter, op->getLoc(), value, outSharding);
  rewriter.replaceAllUsesExcept(value, reshard, reshard);
}

/// The axes of `op`'s reduction factors when it doesn't resolve its
/// conflicts (not the full version): none unless its result has unreduced
/// axes, else those the tensors agree on.
SmallVector<AxisRefAttr>
getCompatibleReductionAxes(Operation *op, const ShardingProjection &projection,
                           OpShardingRuleAttr rule) {
  TensorShardingAttr first = getSharding(op->getResult(0));
  if (!first || first.getUnreducedAxes().empty())
    return {};
  SmallVector<AxisRefAttr> axes;
  for (int64_t factor : rule.getReductionFactors()) {
    std::optional<ArrayRef<AxisRefAttr>> common;
    auto visit = [&](const TensorFactorShardings &tensor) {
      std::optional<ArrayRef<AxisRefAttr>> factorAxes =
          getFactorAxes(tensor, factor);
      if (factorAxes && (!common || *common == *factorAxes))
        common = factorAxes;
    };
    llvm::for_each(projection.getOperands(), visit);
    llvm::for_each(projection.getResults(), visit);
    if (common)
      llvm::append_range(axes, *common);
  }
  return axes;
}

/// All-reduces, right before `op`, its operands along the unreduced axes
/// its (first) result doesn't keep.
void reduceOperandsNotKeptUnreduced(Operation *op, IRRewriter &rewriter) {
  rewriter.setInsertionPoint(op);
  TensorShardingAttr firstResult =
      op->getNumResults() ? getSharding(op->getResult(0)) : nullptr;
  for (OpOperand &operand : op->getOpOperands())
    if (TensorShardingAttr sharding = getSharding(operand.get()))
      reduceUnreducedAxes(operand, sharding, firstResult, op, rewriter);
}

/// Resolves `op`'s conflicts under its rule: in the full version by common
/// factor axes, else only a dot's (processDot). Then all-reduces the axes
/// of its sharded reduction factors.
LogicalResult processOp(Operation *op, IRRewriter &rewriter, bool fullVersion) {
  reduceOperandsNotKeptUnreduced(op, rewriter);

  SmallVector<TensorShardingAttr> inShardings, outShardings;
  for (Value operand : op->getOperands())
    inShardings.push_back(getSharding(bypassBarriers(operand)));
  for (Value result : op->getResults())
    outShardings.push_back(getSharding(result));
  if (llvm::any_of(outShardings, [&](TensorShardingAttr sharding) {
        return isSingleDeviceSharding(sharding, op);
      }))
    return processSingleDeviceOp(op, outShardings, rewriter);

  // A concatenate whose operands are sharded otherwise than its result is
  // always resolved (not when only its concatenated dimension is sharded).
  fullVersion |= isa<hlokit::stablehlo::ConcatenateOp>(op) &&
                 llvm::any_of(inShardings, [&](TensorShardingAttr sharding) {
                   return sharding != outShardings.front();
                 });

  OpShardingRuleAttr rule =
      getOrCreateShardingRule(op, /*conservativePropagation=*/false,
                              /*setShardingRuleOnOp=*/false);
  if (!rule || rule.getIsCustomRule())
    return success();
  SmallVector<TensorShardingAttr> all(inShardings);
  llvm::append_range(all, outShardings);
  MeshAttr mesh;
  Attribute meshOrRef = getOpMesh(all, op, mesh);
  if (!meshOrRef)
    return success();

  // Values without a sharding are replicated, closed.
  auto orClosed = [&](ArrayRef<TensorShardingAttr> shardings,
                      ValueRange values) {
    SmallVector<TensorShardingAttr> result;
    for (auto [sharding, value] : llvm::zip_equal(shardings, values))
      result.push_back(
          sharding ? sharding
                   : getFullyClosedSharding(meshOrRef, getTensorRank(value)));
    return result;
  };
  ShardingProjection projection = ShardingProjection::build(
      orClosed(inShardings, op->getOperands()),
      orClosed(outShardings, op->getResults()), rule, mesh);
  if (op->getNumResults() == 0)
    return success();
  SmallVector<AxisRefAttr> reductionAxes;
  if (fullVersion) {
    UpdateTensorShardings update(op->getNumOperands(), op->getNumResults());
    AxesPerFactor common;
    if (isa<hlokit::stablehlo::ReshapeOp>(op) && hasOverflowAxes(projection)) {
      // A reshape whose axes overflow its factors: both sides take the
      // common prefixes of the redistributed axes, each resharded when that
      // changes its layout.
      common =
          findCommonAxesOfOverflowingReshape(projection, rule, meshOrRef, mesh);
      dropInexpressibleAxes(common, rule, mesh);
      UpdateTensorShardings ignored(1, 1);
      for (auto [factor, axes] : llvm::enumerate(common))
        setFactorAxes(projection, factor, axes, ignored);
      auto project = [&](TensorFactorShardings &tensor,
                         TensorMappingAttr mapping) {
        return tensor.createTensorShardingAttr(
            op->getContext(), mapping, rule.getFactorSizes(), meshOrRef, mesh);
      };
      if (!isEquivalent(
              getSharding(op->getOperand(0)),
              project(projection.getOperand(0), rule.getOperandMappings()[0])))
        update.updateOperands.set(0);
      if (!isEquivalent(
              project(projection.getResult(0), rule.getResultMappings()[0]),
              outShardings.front()))
        update.updateResults.set(0);
    } else {
      common = findCommonAxes(projection, rule, getTensorSizes(op), mesh);
      dropAxesOfUnitFactors(common, rule, op);
      dropInexpressibleAxes(common, rule, mesh);
      for (auto [factor, axes] : llvm::enumerate(common))
        setFactorAxes(projection, factor, axes, update);
    }
    insertReshards(op, inShardings, outShardings, projection, update, rule,
                   meshOrRef, mesh, rewriter);
    for (int64_t factor : rule.getReductionFactors())
      llvm::append_range(reductionAxes, common[factor]);
  } else {
    if (isa<hlokit::stablehlo::DotOp, hlokit::stablehlo::DotGeneralOp>(op))
      processDot(op, projection, outShardings.front(), rule, meshOrRef, mesh,
                 rewriter);
    reductionAxes = getCompatibleReductionAxes(op, projection, rule);
  }
  return insertAllReduces(op, reductionAxes, meshOrRef, mesh, rewriter);
}

/// The sharding the values flowing into edge owner `owner` of `op` must
/// have: the owner's, as its sources see it (a manual computation's body
/// returns values without the manual axes, its operands have them).
TensorShardingAttr getEdgeTargetSharding(Operation *op, Value owner) {
  auto manual = dyn_cast<ManualComputationOp>(op);
  if (!manual)
    return getEdgeOwnerSharding(owner);
  if (auto argument = dyn_cast<BlockArgument>(owner)) {
    ArrayRef<TensorShardingAttr> in = manual.getInShardings().getShardings();
    return argument.getArgNumber() < in.size() ? in[argument.getArgNumber()]
                                               : nullptr;
  }
  TensorShardingAttr out = getSharding(owner);
  return out ? eraseManualAxes(out, manual.getManualAxes()) : out;
}

/// Makes the values flowing into each data-flow edge of `op` sharded as
/// its owner, right after they are defined.
void processDataFlowOp(Operation *op, IRRewriter &rewriter, bool fullVersion) {
  SmallVector<Value> owners = getOpResultEdgeOwners(op);
  llvm::append_range(owners, getBlockArgumentEdgeOwners(op));
  for (Value owner : owners) {
    TensorShardingAttr target = getEdgeTargetSharding(op, owner);
    for (OpOperand *source : getEdgeSourceUses(owner)) {
      rewriter.setInsertionPointAfterValue(source->get());
      reshardUseTo(*source, target, op, rewriter, fullVersion);
    }
  }
}

/// Reshards a call's operands, right after they are defined, to its
/// callee's argument shardings (an argument without one fully open), or
/// when the callee has none on a non-maximal mesh, replicated on the first
/// such mesh of the operands. Always the full version: copies of a function
/// called with different shardings are to be avoided.
void processCall(func::CallOp call, IRRewriter &rewriter) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee)
    return;
  auto firstNonMaximal = [&](auto getShardingAt, int64_t count) {
    for (int64_t i = 0; i < count; ++i)
      if (TensorShardingAttr sharding = getShardingAt(i);
          sharding && !isSingleDeviceSharding(sharding, call))
        return sharding.getMeshOrRef();
    return Attribute();
  };
  auto argSharding = [&](int64_t i) {
    return callee.getArgAttrOfType<TensorShardingAttr>(i, kShardingAttr);
  };
  SmallVector<TensorShardingAttr> targets;
  if (Attribute meshOrRef =
          firstNonMaximal(argSharding, callee.getNumArguments())) {
    for (auto [i, operand] : llvm::enumerate(call.getOperands())) {
      TensorShardingAttr sharding = argSharding(i);
      targets.push_back(sharding
                            ? sharding
                            : getFullyOpenSharding(call.getContext(), meshOrRef,
                                                   getTensorRank(operand)));
    }
  } else if (Attribute meshOrRef = firstNonMaximal(
                 [&](int64_t i) { return getSharding(call.getOperand(i)); },
                 call.getNumOperands())) {
    for (Value operand : call.getOperands())
      targets.push_back(
          getFullyClosedSharding(meshOrRef, getTensorRank(operand)));
  } else {
    return;
  }
  for (auto [use, target] : llvm::zip_equal(call->getOpOperands(), targets)) {
    rewriter.setInsertionPointAfterValue(use.get());
    reshardUseTo(use, target, call, rewriter, /*fullVersion=*/true);
  }
}

/// A function's arguments and results may not be on one device.
LogicalResult verifyNoSingleDeviceShardings(func::FuncOp func) {
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (isSingleDeviceSharding(
            func.getArgAttrOfType<TensorShardingAttr>(i, kShardingAttr), func))
      return func.emitOpError("function argument ")
             << i << " cannot have a single-device (maximal) sharding "
             << "attribute";
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    if (isSingleDeviceSharding(
            func.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr),
            func))
      return func.emitOpError("function result ")
             << i << " cannot have a single-device (maximal) sharding "
             << "attribute";
  return success();
}

struct InsertExplicitReshardsPass
    : hlokit::sdy::impl::InsertExplicitReshardsPassBase<
          InsertExplicitReshardsPass> {
  using InsertExplicitReshardsPassBase::InsertExplicitReshardsPassBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    IRRewriter rewriter(&getContext());
    if (failed(verifyNoSingleDeviceShardings(func)))
      return signalPassFailure();
    WalkResult result = func.walk([&](Operation *op) {
      // Terminators and sdy's own ops (but reshards) are left alone.
      if (op->hasTrait<OpTrait::IsTerminator>() || isa<func::FuncOp>(op))
        return WalkResult::advance();
      if (auto call = dyn_cast<func::CallOp>(op)) {
        processCall(call, rewriter);
        return WalkResult::advance();
      }
      if (!getOpResultEdgeOwners(op).empty()) {
        processDataFlowOp(op, rewriter, enableFullVersion);
        return WalkResult::advance();
      }
      // A reshard adding unreduced axes becomes unreduced collectives; one
      // dropping unreduced axes gets its input all-reduced along them.
      if (auto reshard = dyn_cast<ReshardOp>(op)) {
        rewriter.setInsertionPoint(reshard);
        if (insertUnreducedCollectives(reshard->getOpOperand(0),
                                       reshard.getSharding(), reshard,
                                       rewriter))
          rewriter.replaceOp(reshard, reshard.getInput());
        else
          reduceOperandsNotKeptUnreduced(reshard, rewriter);
        return WalkResult::advance();
      }
      if (isa<SdyDialect>(op->getDialect()))
        return WalkResult::advance();
      if (failed(processOp(op, rewriter, enableFullVersion)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    if (func.isExternal())
      return;
    Operation *terminator = func.getBody().front().getTerminator();
    rewriter.setInsertionPoint(terminator);
    for (OpOperand &operand : terminator->getOpOperands())
      reshardUseTo(operand,
                   func.getResultAttrOfType<TensorShardingAttr>(
                       operand.getOperandNumber(), kShardingAttr),
                   func, rewriter, enableFullVersion);
  }
};

} // namespace
