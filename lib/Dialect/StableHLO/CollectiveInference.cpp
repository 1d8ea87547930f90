//===- CollectiveInference.cpp - Collective ops: checks and inference -----===//

#include "hlokit/Dialect/StableHLO/Collective.h"

#include "hlokit/Dialect/StableHLO/SpecStrictness.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <set>

using namespace mlir;

namespace hlokit::stablehlo {

IdTable readIdTable(DenseIntElementsAttr attr) {
  IdTable table;
  auto shape = attr.getType().getShape();
  table.shape.assign(shape.begin(), shape.end());
  for (const APInt &value : attr.getValues<APInt>())
    table.values.push_back(value.getSExtValue());
  return table;
}

int64_t getChannelId(ChannelHandleAttr channelHandle) {
  return channelHandle ? channelHandle.getHandle() : 0;
}

ProcessGrouping getReplicaGroupsGrouping(int64_t channelId,
                                         bool useGlobalDeviceIds) {
  if (channelId <= 0)
    return ProcessGrouping::CrossReplica;
  return useGlobalDeviceIds ? ProcessGrouping::FlattenedIds
                            : ProcessGrouping::CrossReplicaAndPartition;
}

ProcessGrouping getChannelGrouping(int64_t channelId) {
  return channelId <= 0 ? ProcessGrouping::CrossReplica
                        : ProcessGrouping::CrossPartition;
}

std::optional<int64_t> getGroupSize(const GroupAttrs &groups) {
  const IdTable &replicaGroups = groups.replicaGroups;
  if (replicaGroups.values.empty() || replicaGroups.shape.size() != 2 ||
      getReplicaGroupsGrouping(groups.channelId, groups.useGlobalDeviceIds) ==
          ProcessGrouping::CrossReplicaAndPartition)
    return std::nullopt;
  return replicaGroups.shape[1];
}

namespace {

/// The id that pads the rows of all_reduce's replica_groups.
constexpr int64_t kPaddingId = -1;

/// The labels of the checks every replica_groups attribute gets.
struct GroupLabels {
  StringRef rank;   // a 2-D tensor (the input's label)
  StringRef unique; // no id twice
  StringRef range;  // 0 <= id < size(replica_groups)
};

LogicalResult checkRank2(std::optional<Location> loc, StringRef label,
                         StringRef name, const IdTable &table) {
  if (table.shape.size() == 2)
    return success();
  return emitOptionalError(loc, label, ": ", name,
                           " must be a 2-dimensional tensor, got shape ",
                           dimsToString(table.shape));
}

LogicalResult checkUniqueIds(std::optional<Location> loc, StringRef label,
                             StringRef name, ArrayRef<int64_t> ids) {
  // Ids are any int64_t; a DenseSet reserves two values (INT64_MAX, INT64_MIN)
  // as its empty and tombstone keys.
  std::set<int64_t> seen;
  for (int64_t id : ids)
    if (!seen.insert(id).second)
      return emitOptionalError(loc, label, ": id ", id,
                               " appears more than once in ", name);
  return success();
}

LogicalResult checkNonNegativeIds(std::optional<Location> loc, StringRef label,
                                  StringRef name, ArrayRef<int64_t> ids) {
  for (int64_t id : ids)
    if (id < 0)
      return emitOptionalError(loc, label, ": id ", id, " in ", name,
                               " is negative");
  return success();
}

/// The ids of `table`, without all_reduce's padding when it is allowed.
SmallVector<int64_t> idsOf(const IdTable &table, bool allowPadding) {
  if (!allowPadding)
    return table.values;
  return llvm::to_vector(llvm::make_filter_range(
      table.values, [](int64_t id) { return id != kPaddingId; }));
}

/// replica_groups of an op whose groups cover the whole grouping (all_gather,
/// all_reduce, reduce_scatter, all_to_all): 2-D, unique ids, and ids in
/// [0, size(replica_groups)). With unique ids that makes them a permutation
/// of the processes the grouping counts; that size equals num_replicas,
/// num_partitions or num_processes is the runtime's to check.
LogicalResult checkCoveringGroups(std::optional<Location> loc,
                                  const GroupLabels &labels,
                                  const IdTable &groups, bool allowPadding) {
  if (failed(checkRank2(loc, labels.rank, "replica_groups", groups)))
    return failure();
  SmallVector<int64_t> ids = idsOf(groups, allowPadding);
  if (failed(checkUniqueIds(loc, labels.unique, "replica_groups", ids)))
    return failure();
  int64_t size = ids.size();
  for (int64_t id : ids)
    if (id < 0 || id >= size)
      return emitOptionalError(loc, labels.range, ": id ", id,
                               " in replica_groups is out of range [0, ", size,
                               ") (the number of ids in replica_groups)");
  return success();
}

/// The labels of the ops with use_global_device_ids.
struct GroupAttrLabels {
  GroupLabels groups;
  StringRef size;      // size(replica_groups) = the grouping's process count
  StringRef globalIds; // use_global_device_ids => channel_id > 0
};

/// The checks of all_gather, all_reduce and reduce_scatter on their groups.
LogicalResult checkGroupAttrs(std::optional<Location> loc,
                              const GroupAttrLabels &labels,
                              const GroupAttrs &attrs, bool allowPadding) {
  if (failed(checkCoveringGroups(loc, labels.groups, attrs.replicaGroups,
                                 allowPadding)))
    return failure();
  if (!attrs.useGlobalDeviceIds)
    return success();
  if (attrs.channelId <= 0)
    return emitOptionalError(loc, labels.globalIds,
                             ": use_global_device_ids requires channel_id > 0, "
                             "got ",
                             attrs.channelId);
  // flattened_ids: size(replica_groups) = num_processes, which is not 0.
  if (attrs.replicaGroups.known &&
      idsOf(attrs.replicaGroups, allowPadding).empty())
    return emitOptionalError(loc, labels.size,
                             ": with use_global_device_ids replica_groups must "
                             "name every process, got none");
  return success();
}

/// `type` with dimension `dim` (size and bound) mapped by `resize`;
/// std::nullopt from `resize` makes the dimension dynamic and unbounded.
RankedTensorType
resizeDim(RankedTensorType type, int64_t dim,
          llvm::function_ref<std::optional<int64_t>(int64_t)> resize) {
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<int64_t> bounds = getDimBounds(type);
  std::optional<int64_t> bound =
      ShapedType::isDynamic(bounds[dim]) ? std::nullopt : resize(bounds[dim]);
  bounds[dim] = bound.value_or(ShapedType::kDynamic);
  if (!type.isDynamicDim(dim))
    shape[dim] = bounds[dim];
  return getBoundedTensorType(shape, type.getElementType(), bounds);
}

std::optional<int64_t> times(int64_t size, std::optional<int64_t> factor) {
  if (!factor)
    return std::nullopt;
  return size * *factor;
}

std::optional<int64_t> dividedBy(int64_t size, std::optional<int64_t> divisor) {
  if (!divisor || *divisor == 0)
    return std::nullopt;
  return size / *divisor;
}

LogicalResult checkDimInRank(std::optional<Location> loc, StringRef label,
                             StringRef name, int64_t dim, size_t operandIndex,
                             RankedTensorType type) {
  if (dim >= 0 && dim < type.getRank())
    return success();
  return emitOptionalError(loc, label, ": ", name, " ", dim,
                           " is out of range [0, ", type.getRank(),
                           ") for operand ", operandIndex, " of type ", type);
}

/// A static size of dimension `dim` of `type` must be a multiple of
/// `divisor` (a dynamic one is checked at run time).
LogicalResult checkDivisible(std::optional<Location> loc, StringRef label,
                             size_t operandIndex, RankedTensorType type,
                             int64_t dim, int64_t divisor, StringRef what) {
  if (type.isDynamicDim(dim) || divisor == 0 ||
      type.getDimSize(dim) % divisor == 0)
    return success();
  return emitOptionalError(loc, label, ": dimension ", dim, " of operand ",
                           operandIndex, " has size ", type.getDimSize(dim),
                           ", not a multiple of ", what, " ", divisor);
}

/// The part of the group size the program knows when getGroupSize does not:
/// cross_replica_and_partition groups hold a row of replica_groups times the
/// number of partitions, so every group size is a multiple of the row length.
std::optional<int64_t> getKnownGroupFactor(const GroupAttrs &groups) {
  const IdTable &replicaGroups = groups.replicaGroups;
  if (replicaGroups.values.empty() || replicaGroups.shape.size() != 2 ||
      getReplicaGroupsGrouping(groups.channelId, groups.useGlobalDeviceIds) !=
          ProcessGrouping::CrossReplicaAndPartition)
    return std::nullopt;
  return replicaGroups.shape[1];
}

/// With the group size `factor` * (number of partitions), a static `whole`
/// (all_gather's result, reduce_scatter's operand) is `part` scaled by it:
/// a multiple of `part` * `factor`, and 0 exactly when that is 0.
LogicalResult checkScaledByGroup(std::optional<Location> loc, StringRef label,
                                 int64_t dim, Type wholeType,
                                 StringRef wholeName, Type partType,
                                 StringRef partName, int64_t factor) {
  auto wholeTensor = dyn_cast<RankedTensorType>(wholeType);
  auto partTensor = dyn_cast<RankedTensorType>(partType);
  if (!wholeTensor || !partTensor || wholeTensor.isDynamicDim(dim) ||
      partTensor.isDynamicDim(dim))
    return success();
  int64_t whole = wholeTensor.getDimSize(dim);
  int64_t part = partTensor.getDimSize(dim);
  // An overflowing product is no multiple of any static size.
  std::optional<int64_t> unit = llvm::checkedMul(part, factor);
  if (unit && (*unit == 0 ? whole == 0 : whole != 0 && whole % *unit == 0))
    return success();
  return emitOptionalError(
      loc, label, ": dimension ", dim, " of the ", wholeName, " has size ",
      whole, ", not the ", partName, "'s ", part, " times a multiple of the ",
      factor, " replicas per group (cross_replica_and_partition)");
}

/// Upstream's check of a gathered dimension: each static result size is a
/// multiple of its operand's.
LogicalResult checkMultiplesOfOperands(std::optional<Location> loc,
                                       StringRef label, int64_t dim,
                                       TypeRange operands, TypeRange results) {
  for (auto [operand, result] : llvm::zip(operands, results)) {
    auto operandType = cast<RankedTensorType>(operand);
    auto resultType = cast<RankedTensorType>(result);
    if (operandType.isDynamicDim(dim) || resultType.isDynamicDim(dim))
      continue;
    int64_t part = operandType.getDimSize(dim);
    int64_t whole = resultType.getDimSize(dim);
    if (part == 0 ? whole != 0 : whole % part != 0)
      return emitOptionalError(loc, label, ": dimension ", dim,
                               " of the result has size ", whole,
                               ", not a multiple of the operand's ", part);
  }
  return success();
}

/// One result per operand, each compatible with its inferred type.
LogicalResult checkResults(std::optional<Location> loc, StringRef countLabel,
                           StringRef elementLabel, StringRef shapeLabel,
                           ArrayRef<Type> inferred, TypeRange results) {
  if (results.size() != inferred.size())
    return emitOptionalError(loc, countLabel, ": expected ", inferred.size(),
                             " results (one per operand), got ",
                             results.size());
  for (auto [expected, result] : llvm::zip(inferred, results))
    if (failed(verifyInferredResultType(loc, expected, result, elementLabel,
                                        shapeLabel, shapeLabel)))
      return failure();
  return success();
}

/// The element types all_reduce and reduce_scatter produce: the
/// computation is `(tensor<E>, tensor<E>) -> tensor<E>`, applied to each
/// operand on its own, so every operand's element type must be promotable to
/// E (checked by `label`); before the computation is built, the operands'
/// own element types.
FailureOr<SmallVector<Type>> reducedElementTypes(std::optional<Location> loc,
                                                 StringRef label,
                                                 TypeRange operands,
                                                 const BodyTypes &computation) {
  auto elementType = [](Type type) { return getElementTypeOrSelf(type); };
  if (computation.arguments.empty() && computation.results.empty())
    return llvm::map_to_vector(operands, elementType);
  if (operands.empty() ||
      failed(verifyReducerBody(loc, label, "computation", operands.front(),
                               computation)))
    return failure();
  Type reduced = elementType(computation.results.front());
  for (auto [i, operand] : llvm::enumerate(operands))
    if (!isPromotableElementType(elementType(operand), reduced))
      return emitOptionalError(
          loc, label, ": element type ", elementType(operand), " of input ", i,
          " is not promotable to the computation's ", reduced);
  return SmallVector<Type>(operands.size(), reduced);
}

} // namespace

//===----------------------------------------------------------------------===//
// all_gather
//===----------------------------------------------------------------------===//

LogicalResult inferAllGatherOp(std::optional<Location> loc, TypeRange operands,
                               int64_t allGatherDim, const GroupAttrs &groups,
                               SmallVectorImpl<Type> &inferred) {
  // all_gather_c2, all_gather_c3, all_gather_c4, all_gather_c5
  if (failed(
          checkGroupAttrs(loc,
                          {{"all_gather_i3", "all_gather_c2", "all_gather_c4"},
                           "all_gather_c3",
                           "all_gather_c5"},
                          groups, /*allowPadding=*/false)))
    return failure();
  std::optional<int64_t> groupSize = getGroupSize(groups);
  for (auto [i, type] : llvm::enumerate(operands)) {
    auto operand = rankedTensor(loc, "all_gather_i1", type);
    if (failed(operand))
      return failure();
    // all_gather_c1
    if (failed(checkDimInRank(loc, "all_gather_c1", "all_gather_dim",
                              allGatherDim, i, *operand)))
      return failure();
    // all_gather_c6
    inferred.push_back(resizeDim(*operand, allGatherDim, [&](int64_t size) {
      return times(size, groupSize);
    }));
  }
  return success();
}

bool isCompatibleAllGatherResults(TypeRange inferred, TypeRange declared) {
  if (isStrictSpec() || inferred.size() != declared.size())
    return isCompatibleForHloTypeInference(inferred, declared);
  for (auto [lhs, rhs] : llvm::zip(inferred, declared)) {
    auto lhsType = dyn_cast<RankedTensorType>(lhs);
    auto rhsType = dyn_cast<RankedTensorType>(rhs);
    if (!lhsType || !rhsType || lhsType.getRank() != rhsType.getRank() ||
        lhsType.getElementType() != rhsType.getElementType())
      return false;
    int64_t differing = 0;
    for (auto [a, b] : llvm::zip(lhsType.getShape(), rhsType.getShape()))
      differing +=
          !ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b;
    if (differing > 1)
      return false;
  }
  return true;
}

LogicalResult verifyAllGatherOp(std::optional<Location> loc, TypeRange operands,
                                int64_t allGatherDim, const GroupAttrs &groups,
                                TypeRange results) {
  SmallVector<Type> inferred;
  if (failed(inferAllGatherOp(loc, operands, allGatherDim, groups, inferred)))
    return failure();
  // all_gather_c6. Upstream checks only that the gathered size is a multiple
  // of the operand's; the group size itself under --strict-spec.
  if (!isStrictSpec())
    for (Type &type : inferred)
      type = resizeDim(cast<RankedTensorType>(type), allGatherDim,
                       [](int64_t) { return std::nullopt; });
  if (failed(checkResults(loc, "all_gather_c6", "all_gather_c6",
                          "all_gather_c6", inferred, results)))
    return failure();
  std::optional<int64_t> factor = getKnownGroupFactor(groups);
  if (!factor && isStrictSpec())
    return success();
  if (!factor)
    return checkMultiplesOfOperands(loc, "all_gather_c6", allGatherDim,
                                    operands, results);
  for (auto [operand, result] : llvm::zip(operands, results)) {
    // all_gather_c6
    if (failed(checkScaledByGroup(loc, "all_gather_c6", allGatherDim, result,
                                  "result", operand, "operand", *factor)))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// all_reduce, collective_reduce
//===----------------------------------------------------------------------===//

namespace {

/// The labels of an op that reduces each operand within its group:
/// all_reduce and collective_reduce share their operands, attributes and
/// constraints, numbered alike.
struct PerOperandReductionLabels {
  GroupAttrLabels groups;  // i2, c1, c2, c3, c4
  StringRef operandRank;   // i1
  StringRef computation;   // c5
  StringRef resultShape;   // c6
  StringRef resultElement; // c7
};

const PerOperandReductionLabels kAllReduceLabels{
    {{"all_reduce_i2", "all_reduce_c1", "all_reduce_c3"},
     "all_reduce_c2",
     "all_reduce_c4"},
    "all_reduce_i1",
    "all_reduce_c5",
    "all_reduce_c6",
    "all_reduce_c7"};

// The spec numbers collective_reduce's constraints apart: c3 (shapes) and
// c4 (the computation's type) cover all_reduce's c6/c7 and c5.
const PerOperandReductionLabels kCollectiveReduceLabels{
    {{"collective_reduce_i2", "collective_reduce_c1", "collective_reduce_c2"},
     "collective_reduce_c2",
     "collective_reduce_i3"},
    "collective_reduce_i1",
    "collective_reduce_c4",
    "collective_reduce_c3",
    "collective_reduce_c4"};

LogicalResult inferPerOperandReduction(std::optional<Location> loc,
                                       const PerOperandReductionLabels &labels,
                                       TypeRange operands,
                                       const GroupAttrs &groups,
                                       const BodyTypes &computation,
                                       SmallVectorImpl<Type> &inferred) {
  // all_reduce_c1..c4, collective_reduce_c1..c4
  if (failed(checkGroupAttrs(loc, labels.groups, groups,
                             /*allowPadding=*/true)))
    return failure();
  for (Type type : operands)
    if (failed(rankedTensor(loc, labels.operandRank, type)))
      return failure();
  // all_reduce_c5, collective_reduce_c5
  auto elementTypes =
      reducedElementTypes(loc, labels.computation, operands, computation);
  if (failed(elementTypes))
    return failure();
  // all_reduce_c6, all_reduce_c7, collective_reduce_c6, collective_reduce_c7
  for (auto [type, elementType] : llvm::zip(operands, *elementTypes)) {
    auto operand = cast<RankedTensorType>(type);
    inferred.push_back(RankedTensorType::get(operand.getShape(), elementType,
                                             operand.getEncoding()));
  }
  return success();
}

LogicalResult verifyPerOperandReduction(std::optional<Location> loc,
                                        const PerOperandReductionLabels &labels,
                                        TypeRange operands,
                                        const GroupAttrs &groups,
                                        const BodyTypes &computation,
                                        TypeRange results) {
  SmallVector<Type> inferred;
  if (failed(inferPerOperandReduction(loc, labels, operands, groups,
                                      computation, inferred)))
    return failure();
  // all_reduce_c6, all_reduce_c7, collective_reduce_c6, collective_reduce_c7
  return checkResults(loc, labels.resultShape, labels.resultElement,
                      labels.resultShape, inferred, results);
}

} // namespace

LogicalResult inferAllReduceOp(std::optional<Location> loc, TypeRange operands,
                               const GroupAttrs &groups,
                               const BodyTypes &computation,
                               SmallVectorImpl<Type> &inferred) {
  return inferPerOperandReduction(loc, kAllReduceLabels, operands, groups,
                                  computation, inferred);
}

LogicalResult verifyAllReduceOp(std::optional<Location> loc, TypeRange operands,
                                const GroupAttrs &groups,
                                const BodyTypes &computation,
                                TypeRange results) {
  return verifyPerOperandReduction(loc, kAllReduceLabels, operands, groups,
                                   computation, results);
}

namespace {

/// collective_broadcast and collective_reduce with has_dynamic_root: the
/// last operand, `root`, holds one group index per data operand.
LogicalResult checkDynamicRoot(std::optional<Location> loc, StringRef label,
                               Type root, size_t numData) {
  auto tensor = dyn_cast<RankedTensorType>(root);
  if (!tensor || tensor.getRank() != 1 ||
      !isa<IntegerType>(tensor.getElementType()))
    return emitOptionalError(loc, label,
                             ": with has_dynamic_root the last operand must "
                             "be a 1-dimensional tensor of integer type, got ",
                             root);
  if (!tensor.isDynamicDim(0) &&
      tensor.getDimSize(0) != static_cast<int64_t>(numData))
    return emitOptionalError(loc, label, ": the root operand has ",
                             tensor.getDimSize(0), " elements, expected ",
                             numData, " (one per data operand)");
  return success();
}

} // namespace

TypeRange getDataOperands(TypeRange operands, bool hasDynamicRoot) {
  return hasDynamicRoot && !operands.empty() ? operands.drop_back() : operands;
}

namespace {

/// collective_reduce's data operands, after checking the root operand of
/// has_dynamic_root (collective_reduce_c3).
FailureOr<TypeRange> getReducedOperands(std::optional<Location> loc,
                                        TypeRange operands,
                                        bool hasDynamicRoot) {
  TypeRange data = getDataOperands(operands, hasDynamicRoot);
  if (!hasDynamicRoot)
    return data;
  if (data.empty())
    return emitOptionalError(loc, "collective_reduce_i1: expected at least "
                                  "one operand to reduce besides the root");
  if (failed(checkDynamicRoot(loc, "collective_reduce_c3", operands.back(),
                              data.size())))
    return failure();
  return data;
}

} // namespace

LogicalResult inferCollectiveReduceOp(std::optional<Location> loc,
                                      TypeRange operands,
                                      const GroupAttrs &groups,
                                      bool hasDynamicRoot,
                                      const BodyTypes &computation,
                                      SmallVectorImpl<Type> &inferred) {
  FailureOr<TypeRange> data = getReducedOperands(loc, operands, hasDynamicRoot);
  if (failed(data))
    return failure();
  return inferPerOperandReduction(loc, kCollectiveReduceLabels, *data, groups,
                                  computation, inferred);
}

LogicalResult
verifyCollectiveReduceOp(std::optional<Location> loc, TypeRange operands,
                         const GroupAttrs &groups, bool hasDynamicRoot,
                         const BodyTypes &computation, TypeRange results) {
  FailureOr<TypeRange> data = getReducedOperands(loc, operands, hasDynamicRoot);
  if (failed(data))
    return failure();
  return verifyPerOperandReduction(loc, kCollectiveReduceLabels, *data, groups,
                                   computation, results);
}

//===----------------------------------------------------------------------===//
// reduce_scatter
//===----------------------------------------------------------------------===//

LogicalResult inferReduceScatterOp(std::optional<Location> loc, Type operand,
                                   int64_t scatterDimension,
                                   const GroupAttrs &groups,
                                   const BodyTypes &computation,
                                   SmallVectorImpl<Type> &inferred) {
  // reduce_scatter_c3, reduce_scatter_c4, reduce_scatter_c5, reduce_scatter_c6
  if (failed(checkGroupAttrs(
          loc,
          {{"reduce_scatter_i3", "reduce_scatter_c3", "reduce_scatter_c5"},
           "reduce_scatter_c4",
           "reduce_scatter_c6"},
          groups, /*allowPadding=*/false)))
    return failure();
  auto tensor = rankedTensor(loc, "reduce_scatter_i1", operand);
  if (failed(tensor))
    return failure();
  // reduce_scatter_c2
  if (failed(checkDimInRank(loc, "reduce_scatter_c2", "scatter_dimension",
                            scatterDimension, 0, *tensor)))
    return failure();
  std::optional<int64_t> groupSize = getGroupSize(groups);
  // reduce_scatter_c1
  if (groupSize &&
      failed(checkDivisible(loc, "reduce_scatter_c1", 0, *tensor,
                            scatterDimension, *groupSize, "the group size")))
    return failure();
  // reduce_scatter_c7
  auto elementTypes = reducedElementTypes(loc, "reduce_scatter_c7",
                                          TypeRange(operand), computation);
  if (failed(elementTypes))
    return failure();
  // reduce_scatter_c8, reduce_scatter_c9
  RankedTensorType scattered =
      resizeDim(*tensor, scatterDimension,
                [&](int64_t size) { return dividedBy(size, groupSize); });
  inferred.push_back(RankedTensorType::get(
      scattered.getShape(), elementTypes->front(), scattered.getEncoding()));
  return success();
}

LogicalResult verifyReduceScatterOp(std::optional<Location> loc, Type operand,
                                    int64_t scatterDimension,
                                    const GroupAttrs &groups,
                                    const BodyTypes &computation, Type result) {
  SmallVector<Type> inferred;
  if (failed(inferReduceScatterOp(loc, operand, scatterDimension, groups,
                                  computation, inferred)))
    return failure();
  // reduce_scatter_c8, reduce_scatter_c9
  if (failed(verifyInferredResultType(loc, inferred.front(), result,
                                      "reduce_scatter_c9", "reduce_scatter_c8",
                                      "reduce_scatter_c8")))
    return failure();
  std::optional<int64_t> factor = getKnownGroupFactor(groups);
  if (!factor)
    return success();
  // reduce_scatter_c8
  return checkScaledByGroup(loc, "reduce_scatter_c8", scatterDimension, operand,
                            "operand", result, "result", *factor);
}

//===----------------------------------------------------------------------===//
// all_to_all
//===----------------------------------------------------------------------===//

LogicalResult inferAllToAllOp(std::optional<Location> loc, TypeRange operands,
                              const AllToAllAttrs &attrs,
                              SmallVectorImpl<Type> &inferred) {
  // all_to_all_c4
  if (attrs.splitCount <= 0)
    return emitOptionalError(loc,
                             "all_to_all_c4: split_count must be "
                             "positive, got ",
                             attrs.splitCount);
  // all_to_all_c5, all_to_all_c6, all_to_all_c7
  if (failed(checkCoveringGroups(
          loc, {"all_to_all_i5", "all_to_all_c5", "all_to_all_c7"},
          attrs.replicaGroups, /*allowPadding=*/false)))
    return failure();
  // all_to_all_c8
  int64_t groupSize = attrs.replicaGroups.shape[1];
  bool checkGroupSize =
      attrs.replicaGroups.known && (!attrs.meshAxesGroups || isStrictSpec());
  if (checkGroupSize && groupSize != attrs.splitCount)
    return emitOptionalError(loc, "all_to_all_c8: replica groups have size ",
                             groupSize, ", expected split_count ",
                             attrs.splitCount);
  for (auto [i, type] : llvm::enumerate(operands)) {
    auto operand = rankedTensor(loc, "all_to_all_i1", type);
    if (failed(operand))
      return failure();
    // all_to_all_c1, all_to_all_c2, all_to_all_c3
    if (failed(checkDimInRank(loc, "all_to_all_c1", "split_dimension",
                              attrs.splitDimension, i, *operand)) ||
        failed(checkDivisible(loc, "all_to_all_c2", i, *operand,
                              attrs.splitDimension, attrs.splitCount,
                              "split_count")) ||
        failed(checkDimInRank(loc, "all_to_all_c3", "concat_dimension",
                              attrs.concatDimension, i, *operand)))
      return failure();
    // all_to_all_c9
    RankedTensorType split =
        resizeDim(*operand, attrs.splitDimension, [&](int64_t size) {
          return dividedBy(size, attrs.splitCount);
        });
    inferred.push_back(
        resizeDim(split, attrs.concatDimension,
                  [&](int64_t size) { return times(size, attrs.splitCount); }));
  }
  return success();
}

LogicalResult verifyAllToAllOp(std::optional<Location> loc, TypeRange operands,
                               const AllToAllAttrs &attrs, TypeRange results) {
  SmallVector<Type> inferred;
  if (failed(inferAllToAllOp(loc, operands, attrs, inferred)))
    return failure();
  // all_to_all_c9
  return checkResults(loc, "all_to_all_c9", "all_to_all_c9", "all_to_all_c9",
                      inferred, results);
}

//===----------------------------------------------------------------------===//
// collective_permute, collective_broadcast
//===----------------------------------------------------------------------===//

LogicalResult checkSourceTargetPairs(std::optional<Location> loc, StringRef op,
                                     StringRef inputLabel,
                                     const IdTable &sourceTargetPairs) {
  if (failed(checkRank2(loc, inputLabel, "source_target_pairs",
                        sourceTargetPairs)))
    return failure();
  // <op>_c1
  if (sourceTargetPairs.shape[1] != 2)
    return emitOptionalError(loc, op,
                             "_c1: source_target_pairs must have shape [N, "
                             "2], got ",
                             dimsToString(sourceTargetPairs.shape));
  SmallVector<int64_t> sources, targets;
  for (auto [i, id] : llvm::enumerate(sourceTargetPairs.values))
    (i % 2 == 0 ? sources : targets).push_back(id);
  // <op>_c2, <op>_c3, <op>_c4
  std::string c2 = (op + "_c2").str(), c3 = (op + "_c3").str(),
              c4 = (op + "_c4").str();
  if (failed(checkUniqueIds(loc, c2, "the sources", sources)) ||
      failed(checkUniqueIds(loc, c3, "the targets", targets)) ||
      failed(checkNonNegativeIds(loc, c4, "source_target_pairs",
                                 sourceTargetPairs.values)))
    return failure();
  return success();
}

LogicalResult inferCollectivePermuteOp(std::optional<Location> loc,
                                       Type operand,
                                       const IdTable &sourceTargetPairs,
                                       SmallVectorImpl<Type> &inferred) {
  // collective_permute_c1..c4
  if (failed(checkSourceTargetPairs(loc, "collective_permute",
                                    "collective_permute_i2",
                                    sourceTargetPairs)))
    return failure();
  // collective_permute_c5
  inferred.push_back(operand);
  return success();
}

LogicalResult inferCollectiveBroadcastOp(std::optional<Location> loc,
                                         TypeRange operands,
                                         const IdTable &replicaGroups,
                                         bool hasDynamicRoot,
                                         SmallVectorImpl<Type> &inferred) {
  // collective_broadcast_c1, collective_broadcast_c2
  if (failed(checkRank2(loc, "collective_broadcast_i2", "replica_groups",
                        replicaGroups)) ||
      failed(checkUniqueIds(loc, "collective_broadcast_c1", "replica_groups",
                            replicaGroups.values)) ||
      failed(checkNonNegativeIds(loc, "collective_broadcast_c2",
                                 "replica_groups", replicaGroups.values)))
    return failure();
  TypeRange data = getDataOperands(operands, hasDynamicRoot);
  // collective_broadcast_i1
  if (data.empty())
    return emitOptionalError(loc,
                             "collective_broadcast_i1: expected at least "
                             "one operand to broadcast",
                             hasDynamicRoot ? " besides the root" : "");
  // collective_broadcast_c4
  if (hasDynamicRoot && failed(checkDynamicRoot(loc, "collective_broadcast_c4",
                                                operands.back(), data.size())))
    return failure();
  // collective_broadcast_c3
  llvm::append_range(inferred, data);
  return success();
}

LogicalResult verifyCollectiveBroadcastOp(std::optional<Location> loc,
                                          TypeRange operands,
                                          const IdTable &replicaGroups,
                                          bool hasDynamicRoot,
                                          TypeRange results) {
  SmallVector<Type> inferred;
  if (failed(inferCollectiveBroadcastOp(loc, operands, replicaGroups,
                                        hasDynamicRoot, inferred)))
    return failure();
  // collective_broadcast_c3
  return checkResults(loc, "collective_broadcast_c3", "collective_broadcast_c3",
                      "collective_broadcast_c3", inferred, results);
}

} // namespace hlokit::stablehlo
