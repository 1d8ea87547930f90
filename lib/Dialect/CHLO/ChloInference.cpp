//===- ChloInference.cpp - chlo inference and checks ----------------------===//
//
// Result type inference and the checks of docs/chlo.md's numbered
// constraints. Broadcasting follows XLA: a size-1 dimension stretches to the
// other operand's size; `?` dimensions stay `?` unless the other side has a
// static size other than 1, which a valid program must then have.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/CHLO/Chlo.h"
#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"

#include <numeric>

using namespace mlir;
using hlokit::stablehlo::componentsOf;
using hlokit::stablehlo::dimsToString;
using hlokit::stablehlo::getBoundedTensorType;
using hlokit::stablehlo::getDimBounds;
using hlokit::stablehlo::rankedTensor;
using hlokit::stablehlo::typeOf;
using hlokit::stablehlo::verifyInferredResultType;

namespace hlokit::chlo {

namespace {

/// One dimension while broadcasting: its size (or `?`) and its bound (the
/// size when static, ShapedType::kDynamic when unbounded).
struct Dim {
  int64_t size;
  int64_t bound;
};

/// The broadcast of two dimensions, or nullopt when they cannot be equal or
/// 1 at run time.
std::optional<Dim> broadcastDim(Dim a, Dim b) {
  bool aStatic = !ShapedType::isDynamic(a.size);
  bool bStatic = !ShapedType::isDynamic(b.size);
  if (aStatic && bStatic) {
    if (a.size == b.size || b.size == 1)
      return a;
    if (a.size == 1)
      return b;
    return std::nullopt;
  }
  // A static size other than 1 fixes the result; `?` against 1 stays `?`.
  if (aStatic)
    return a.size == 1 ? b : a;
  if (bStatic)
    return b.size == 1 ? a : b;
  bool bothBounded =
      !ShapedType::isDynamic(a.bound) && !ShapedType::isDynamic(b.bound);
  return Dim{ShapedType::kDynamic,
             bothBounded ? std::max(a.bound, b.bound) : ShapedType::kDynamic};
}

SmallVector<Dim> dimsOf(RankedTensorType type) {
  SmallVector<Dim> dims;
  for (auto [size, bound] : llvm::zip(type.getShape(), getDimBounds(type)))
    dims.push_back({size, bound});
  return dims;
}

RankedTensorType tensorOf(ArrayRef<Dim> dims, Type elementType) {
  SmallVector<int64_t> shape, bounds;
  for (Dim d : dims) {
    shape.push_back(d.size);
    bounds.push_back(d.bound);
  }
  return getBoundedTensorType(shape, elementType, bounds);
}

/// Broadcasts `operand` into `result` along `resultDims`, reporting a
/// mismatch with `label`.
LogicalResult broadcastInto(std::optional<Location> loc, StringRef label,
                            RankedTensorType operand,
                            ArrayRef<int64_t> resultDims,
                            SmallVectorImpl<Dim> &result) {
  for (auto [i, dim] : llvm::enumerate(dimsOf(operand))) {
    std::optional<Dim> merged = broadcastDim(result[resultDims[i]], dim);
    if (!merged)
      return emitOptionalError(loc, label, ": dimension ", i, " of ", operand,
                               " (size ", dimsToString({dim.size}),
                               ") does not broadcast with size ",
                               dimsToString({result[resultDims[i]].size}));
    result[resultDims[i]] = *merged;
  }
  return success();
}

Type resultElementType(Type operandElement, BroadcastElement element) {
  switch (element) {
  case BroadcastElement::Operand:
  case BroadcastElement::OperandUpToQuantization:
    return operandElement;
  case BroadcastElement::Pred:
    return IntegerType::get(operandElement.getContext(), 1);
  case BroadcastElement::Complex:
    return ComplexType::get(operandElement);
  }
  llvm_unreachable("unknown BroadcastElement");
}

std::string label(StringRef op, StringRef constraint) {
  return (op + "_" + constraint).str();
}

} // namespace

//===----------------------------------------------------------------------===//
// Broadcasting binary ops
//===----------------------------------------------------------------------===//

SmallVector<int64_t>
operandResultDims(int64_t operandRank, int64_t otherRank,
                  std::optional<ArrayRef<int64_t>> broadcastDimensions) {
  int64_t resultRank = std::max(operandRank, otherRank);
  if (broadcastDimensions && operandRank < otherRank)
    return SmallVector<int64_t>(*broadcastDimensions);
  SmallVector<int64_t> dims(operandRank);
  std::iota(dims.begin(), dims.end(), resultRank - operandRank);
  return dims;
}

LogicalResult inferBroadcastBinaryOp(
    std::optional<Location> loc, StringRef op, Type lhs, Type rhs,
    std::optional<ArrayRef<int64_t>> broadcastDimensions,
    BroadcastElement element, SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto lhsType = rankedTensor(loc, label(op, "c3"), lhs);
  auto rhsType = rankedTensor(loc, label(op, "c3"), rhs);
  if (failed(lhsType) || failed(rhsType))
    return failure();
  // <op>_c4: one element type (up to quantization parameters where the op
  // takes quantized operands).
  Type lhsElement = lhsType->getElementType(),
       rhsElement = rhsType->getElementType();
  bool sameElements = element == BroadcastElement::OperandUpToQuantization
                          ? stablehlo::haveSameBaseline(lhsElement, rhsElement)
                          : lhsElement == rhsElement;
  if (!sameElements)
    return emitOptionalError(loc, label(op, "c4"), ": lhs element type ",
                             lhsElement, " differs from rhs element type ",
                             rhsElement);
  int64_t lhsRank = lhsType->getRank(), rhsRank = rhsType->getRank();
  int64_t resultRank = std::max(lhsRank, rhsRank);
  // Operands of equal rank ignore broadcast_dimensions and align like numpy,
  // as upstream's inference does (its own tests give them [1]).
  if (broadcastDimensions && lhsRank != rhsRank) {
    // <op>_c1: one entry per dimension of the lower-ranked operand.
    int64_t lowerRank = std::min(lhsRank, rhsRank);
    if (static_cast<int64_t>(broadcastDimensions->size()) != lowerRank)
      return emitOptionalError(
          loc, label(op, "c1"), ": broadcast_dimensions ",
          dimsToString(*broadcastDimensions), " has ",
          broadcastDimensions->size(),
          " entries but the lower-ranked operand has rank ", lowerRank);
    // <op>_c2: unique entries that index the result.
    if (!stablehlo::isUnique(*broadcastDimensions) ||
        !stablehlo::allInRange(*broadcastDimensions, resultRank))
      return emitOptionalError(loc, label(op, "c2"), ": broadcast_dimensions ",
                               dimsToString(*broadcastDimensions),
                               " must be unique and in [0, ", resultRank, ")");
  }
  // The higher-ranked operand (rhs when the ranks are equal) gives the
  // starting shape; <op>_c3 checks the other operand against it.
  bool lhsIsLower = lhsRank <= rhsRank;
  RankedTensorType higher = lhsIsLower ? *rhsType : *lhsType;
  RankedTensorType lower = lhsIsLower ? *lhsType : *rhsType;
  SmallVector<Dim> result = dimsOf(higher);
  SmallVector<int64_t> lowerDims =
      operandResultDims(lower.getRank(), higher.getRank(), broadcastDimensions);
  if (failed(broadcastInto(loc, label(op, "c3"), lower, lowerDims, result)))
    return failure();
  inferred.push_back(componentsOf(
      tensorOf(result, resultElementType(lhsType->getElementType(), element))));
  return success();
}

LogicalResult
verifyBroadcastBinaryOp(std::optional<Location> loc, StringRef op, Type lhs,
                        Type rhs,
                        std::optional<ArrayRef<int64_t>> broadcastDimensions,
                        BroadcastElement element, Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferBroadcastBinaryOp(loc, op, lhs, rhs, broadcastDimensions,
                                    element, inferred)))
    return failure();
  // <op>_c5: the result type is compatible with the inferred one (up to
  // quantization parameters where the op takes quantized operands).
  std::string c5 = label(op, "c5");
  Type inferredType = typeOf(inferred.front());
  if (element == BroadcastElement::OperandUpToQuantization &&
      stablehlo::isQuantized(inferredType)) {
    if (stablehlo::isCompatibleUpToQuantization(inferredType, result))
      return success();
    return emitOptionalError(loc, c5, ": result type ", result,
                             " is not compatible with the inferred type ",
                             inferredType, " up to quantization parameters");
  }
  return verifyInferredResultType(loc, inferredType, result, c5, c5, c5);
}

//===----------------------------------------------------------------------===//
// broadcast_select
//===----------------------------------------------------------------------===//

LogicalResult
inferBroadcastSelectOp(std::optional<Location> loc, Type pred, Type onTrue,
                       Type onFalse,
                       SmallVectorImpl<ShapedTypeComponents> &inferred) {
  SmallVector<RankedTensorType> types;
  for (Type t : {pred, onTrue, onFalse}) {
    auto type = rankedTensor(loc, "broadcast_select_c2", t);
    if (failed(type))
      return failure();
    types.push_back(*type);
  }
  // broadcast_select_c1: on_true and on_false have one element type.
  if (types[1].getElementType() != types[2].getElementType())
    return emitOptionalError(loc, "broadcast_select_c1: on_true element type ",
                             types[1].getElementType(),
                             " differs from on_false element type ",
                             types[2].getElementType());
  // broadcast_select_c2: the three shapes broadcast at their trailing dims.
  int64_t rank = 0;
  for (RankedTensorType type : types)
    rank = std::max(rank, type.getRank());
  SmallVector<Dim> result(rank, Dim{1, 1});
  for (RankedTensorType type : types) {
    SmallVector<int64_t> dims(type.getRank());
    std::iota(dims.begin(), dims.end(), rank - type.getRank());
    if (failed(broadcastInto(loc, "broadcast_select_c2", type, dims, result)))
      return failure();
  }
  inferred.push_back(componentsOf(tensorOf(result, types[1].getElementType())));
  return success();
}

LogicalResult verifyBroadcastSelectOp(std::optional<Location> loc, Type pred,
                                      Type onTrue, Type onFalse, Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferBroadcastSelectOp(loc, pred, onTrue, onFalse, inferred)))
    return failure();
  // broadcast_select_c3: the result type is compatible with the inferred one.
  return verifyInferredResultType(loc, typeOf(inferred.front()), result,
                                  "broadcast_select_c3", "broadcast_select_c3",
                                  "broadcast_select_c3");
}

//===----------------------------------------------------------------------===//
// is_inf, is_neg_inf, is_pos_inf
//===----------------------------------------------------------------------===//

LogicalResult
inferPredicateOp(std::optional<Location> loc, StringRef op, Type operand,
                 SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto type = rankedTensor(loc, label(op, "c1"), operand);
  if (failed(type))
    return failure();
  inferred.push_back(
      componentsOf(*type, IntegerType::get(type->getContext(), 1)));
  return success();
}

LogicalResult verifyPredicateOp(std::optional<Location> loc, StringRef op,
                                Type operand, Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferPredicateOp(loc, op, operand, inferred)))
    return failure();
  // <op>_c1: an i1 tensor of the operand's shape.
  std::string c1 = label(op, "c1");
  return verifyInferredResultType(loc, typeOf(inferred.front()), result, c1, c1,
                                  c1);
}

//===----------------------------------------------------------------------===//
// top_k
//===----------------------------------------------------------------------===//

LogicalResult inferTopKOp(std::optional<Location> loc, Type operand, int64_t k,
                          SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto type = rankedTensor(loc, "top_k_c1", operand);
  if (failed(type))
    return failure();
  // top_k_c1: there is a last dimension to select from.
  if (type->getRank() < 1)
    return emitOptionalError(loc, "top_k_c1: operand must have rank >= 1, got ",
                             *type);
  // top_k_c2: 0 <= k <= size (or bound) of the last dimension.
  int64_t last = type->getRank() - 1;
  int64_t lastBound = getDimBounds(*type)[last];
  if (k < 0 || (!ShapedType::isDynamic(lastBound) && k > lastBound))
    return emitOptionalError(loc, "top_k_c2: k = ", k,
                             " must be in [0, size of the last dimension ",
                             dimsToString({lastBound}), "]");
  SmallVector<Dim> dims = dimsOf(*type);
  dims[last] = Dim{k, k};
  RankedTensorType values = tensorOf(dims, type->getElementType());
  inferred.push_back(componentsOf(values));
  inferred.push_back(
      componentsOf(values, IntegerType::get(type->getContext(), 32)));
  return success();
}

LogicalResult verifyTopKOp(std::optional<Location> loc, Type operand, int64_t k,
                           Type values, Type indices) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferTopKOp(loc, operand, k, inferred)))
    return failure();
  // top_k_c3: both results have the inferred types.
  if (failed(verifyInferredResultType(loc, typeOf(inferred[0]), values,
                                      "top_k_c3", "top_k_c3", "top_k_c3")))
    return failure();
  return verifyInferredResultType(loc, typeOf(inferred[1]), indices, "top_k_c3",
                                  "top_k_c3", "top_k_c3");
}

//===----------------------------------------------------------------------===//
// constant_like
//===----------------------------------------------------------------------===//

LogicalResult
inferConstantLikeOp(std::optional<Location> loc, TypedAttr value, Type operand,
                    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto type = rankedTensor(loc, "constant_like_c2", operand);
  if (failed(type))
    return failure();
  // constant_like_c1: one integer or float element, not a tensor.
  if (!isa<IntegerAttr, FloatAttr>(value))
    return emitOptionalError(
        loc, "constant_like_c1: value must be an integer or float scalar, got ",
        value);
  inferred.push_back(componentsOf(*type, value.getType()));
  return success();
}

LogicalResult verifyConstantLikeOp(std::optional<Location> loc, TypedAttr value,
                                   Type operand, Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferConstantLikeOp(loc, value, operand, inferred)))
    return failure();
  // constant_like_c2: operand shape, the value's type.
  return verifyInferredResultType(loc, typeOf(inferred.front()), result,
                                  "constant_like_c2", "constant_like_c2",
                                  "constant_like_c2");
}

} // namespace hlokit::chlo

//===----------------------------------------------------------------------===//
// ragged_dot
//===----------------------------------------------------------------------===//

namespace hlokit::chlo {

RaggedDotMode getRaggedDotMode(const RaggedDotDims &dims) {
  int64_t ragged = dims.lhsRagged.front();
  if (llvm::is_contained(dims.lhsBatching, ragged))
    return RaggedDotMode::Batch;
  if (llvm::is_contained(dims.lhsContracting, ragged))
    return RaggedDotMode::Contracting;
  return RaggedDotMode::NonContracting;
}

SmallVector<int64_t> getGroupSizesPrefixDims(int64_t lhsRank,
                                             const RaggedDotDims &dims) {
  int64_t ragged = dims.lhsRagged.front();
  SmallVector<int64_t> prefix;
  for (int64_t d : dims.lhsBatching) {
    if (d == ragged)
      return prefix;
    prefix.push_back(d);
  }
  if (getRaggedDotMode(dims) == RaggedDotMode::Contracting) {
    for (int64_t d : dims.lhsContracting) {
      if (d == ragged)
        break;
      prefix.push_back(d);
    }
    return prefix;
  }
  for (int64_t d = 0; d < ragged; ++d)
    if (!llvm::is_contained(dims.lhsBatching, d) &&
        !llvm::is_contained(dims.lhsContracting, d))
      prefix.push_back(d);
  return prefix;
}

namespace {

/// ragged_dot_c2/c3: paired lhs/rhs dimension lists.
LogicalResult checkPairedDims(std::optional<Location> loc, StringRef label,
                              StringRef what, RankedTensorType lhs,
                              RankedTensorType rhs, ArrayRef<int64_t> lhsDims,
                              ArrayRef<int64_t> rhsDims) {
  if (lhsDims.size() != rhsDims.size())
    return emitOptionalError(loc, label, ": ", lhsDims.size(), " lhs but ",
                             rhsDims.size(), " rhs ", what, " dimensions");
  if (!stablehlo::allInRange(lhsDims, lhs.getRank()) ||
      !stablehlo::allInRange(rhsDims, rhs.getRank()))
    return emitOptionalError(loc, label, ": ", what, " dimensions ",
                             dimsToString(lhsDims), " and ",
                             dimsToString(rhsDims), " must index the operands");
  for (auto [l, r] : llvm::zip(lhsDims, rhsDims))
    if (!stablehlo::isCompatibleDim(lhs.getDimSize(l), rhs.getDimSize(r)))
      return emitOptionalError(
          loc, label, ": ", what,
          " dimension sizes must match, got lhs dimension ", l, " of size ",
          lhs.getDimSize(l), " and rhs dimension ", r, " of size ",
          rhs.getDimSize(r));
  return success();
}

} // namespace

LogicalResult
inferRaggedDotOp(std::optional<Location> loc, Type lhs, Type rhs,
                 Type groupSizes, const RaggedDotDims &dims,
                 size_t numPrecisions,
                 SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto lhsType = rankedTensor(loc, "ragged_dot_c9", lhs);
  auto rhsType = rankedTensor(loc, "ragged_dot_c9", rhs);
  auto groupType = rankedTensor(loc, "ragged_dot_c5", groupSizes);
  if (failed(lhsType) || failed(rhsType) || failed(groupType))
    return failure();
  // ragged_dot_c1: one ragged lhs dimension.
  if (dims.lhsRagged.size() != 1 ||
      !stablehlo::allInRange(dims.lhsRagged, lhsType->getRank()))
    return emitOptionalError(loc,
                             "ragged_dot_c1: there must be exactly one lhs "
                             "ragged dimension within the lhs rank, got ",
                             dimsToString(dims.lhsRagged));
  // ragged_dot_c2, ragged_dot_c3: dot_general's pairs.
  if (failed(checkPairedDims(loc, "ragged_dot_c2", "batching", *lhsType,
                             *rhsType, dims.lhsBatching, dims.rhsBatching)) ||
      failed(checkPairedDims(loc, "ragged_dot_c3", "contracting", *lhsType,
                             *rhsType, dims.lhsContracting,
                             dims.rhsContracting)))
    return failure();
  // ragged_dot_c4: every dimension has one role.
  SmallVector<int64_t> lhsUsed(dims.lhsBatching);
  llvm::append_range(lhsUsed, dims.lhsContracting);
  SmallVector<int64_t> rhsUsed(dims.rhsBatching);
  llvm::append_range(rhsUsed, dims.rhsContracting);
  llvm::append_range(rhsUsed, dims.rhsGroup);
  if (!stablehlo::isUnique(lhsUsed) || !stablehlo::isUnique(rhsUsed) ||
      !stablehlo::allInRange(dims.rhsGroup, rhsType->getRank()))
    return emitOptionalError(
        loc,
        "ragged_dot_c4: each dimension may be batching, contracting or "
        "group only once, got lhs ",
        dimsToString(lhsUsed), " and rhs ", dimsToString(rhsUsed));
  // ragged_dot_c5: group_sizes is [g] or [prefix..., g].
  SmallVector<int64_t> prefix =
      getGroupSizesPrefixDims(lhsType->getRank(), dims);
  ArrayRef<int64_t> groupShape = groupType->getShape();
  if (groupShape.empty())
    return emitOptionalError(loc,
                             "ragged_dot_c5: group_sizes must have rank "
                             ">= 1, got ",
                             *groupType);
  if (groupShape.size() != 1) {
    SmallVector<int64_t> expected;
    for (int64_t d : prefix)
      expected.push_back(lhsType->getDimSize(d));
    expected.push_back(groupShape.back());
    bool matches =
        groupShape.size() == expected.size() &&
        llvm::all_of(llvm::zip(groupShape, expected), [](auto p) {
          return stablehlo::isCompatibleDim(std::get<0>(p), std::get<1>(p));
        });
    if (!matches)
      return emitOptionalError(loc,
                               "ragged_dot_c5: group_sizes must have "
                               "shape [g] or ",
                               dimsToString(expected), ", got ",
                               dimsToString(groupShape));
  }
  int64_t numGroups = groupShape.back();
  // ragged_dot_c6: the rhs group dimension exists exactly in mode 1.
  RaggedDotMode mode = getRaggedDotMode(dims);
  if (mode == RaggedDotMode::NonContracting) {
    if (dims.rhsGroup.size() != 1)
      return emitOptionalError(loc,
                               "ragged_dot_c6: a non-contracting ragged "
                               "dimension needs exactly one rhs group "
                               "dimension, got ",
                               dimsToString(dims.rhsGroup));
    int64_t groupDimSize = rhsType->getDimSize(dims.rhsGroup.front());
    if (!stablehlo::isCompatibleDim(groupDimSize, numGroups))
      return emitOptionalError(loc,
                               "ragged_dot_c6: rhs group dimension "
                               "size ",
                               dimsToString({groupDimSize}),
                               " differs from the number of groups ",
                               dimsToString({numGroups}));
  } else if (!dims.rhsGroup.empty()) {
    return emitOptionalError(loc,
                             "ragged_dot_c6: a batch or contracting ragged "
                             "dimension takes no rhs group dimension, got ",
                             dimsToString(dims.rhsGroup));
  }
  // ragged_dot_c7: one precision per operand, or none.
  if (numPrecisions != 0 && numPrecisions != 2)
    return emitOptionalError(loc,
                             "ragged_dot_c7: precision_config must have "
                             "0 or 2 entries, got ",
                             numPrecisions);
  // ragged_dot_c8: one element type.
  if (lhsType->getElementType() != rhsType->getElementType())
    return emitOptionalError(
        loc, "ragged_dot_c8: lhs element type ", lhsType->getElementType(),
        " differs from rhs element type ", rhsType->getElementType());
  SmallVector<Dim> lhsDims = dimsOf(*lhsType), rhsDims = dimsOf(*rhsType);
  SmallVector<Dim> result;
  if (mode == RaggedDotMode::Contracting)
    result.push_back(Dim{numGroups, numGroups});
  for (int64_t d : dims.lhsBatching)
    result.push_back(lhsDims[d]);
  for (int64_t d = 0; d < lhsType->getRank(); ++d)
    if (!llvm::is_contained(lhsUsed, d))
      result.push_back(lhsDims[d]);
  for (int64_t d = 0; d < rhsType->getRank(); ++d)
    if (!llvm::is_contained(rhsUsed, d))
      result.push_back(rhsDims[d]);
  inferred.push_back(componentsOf(tensorOf(result, lhsType->getElementType())));
  return success();
}

LogicalResult verifyRaggedDotOp(std::optional<Location> loc, Type lhs, Type rhs,
                                Type groupSizes, const RaggedDotDims &dims,
                                size_t numPrecisions, Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferRaggedDotOp(loc, lhs, rhs, groupSizes, dims, numPrecisions,
                              inferred)))
    return failure();
  // ragged_dot_c9: the result type is compatible with the inferred one.
  return verifyInferredResultType(loc, typeOf(inferred.front()), result,
                                  "ragged_dot_c9", "ragged_dot_c9",
                                  "ragged_dot_c9");
}

} // namespace hlokit::chlo

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

namespace hlokit::chlo {

namespace {

/// `type` with a dimension `inserted` (size and bound) at `dim`.
RankedTensorType withDim(RankedTensorType type, int64_t dim, Dim inserted) {
  SmallVector<Dim> dims = dimsOf(type);
  dims.insert(dims.begin() + dim, inserted);
  return tensorOf(dims, type.getElementType());
}

} // namespace

RankedTensorType withoutDim(RankedTensorType type, int64_t dim) {
  SmallVector<Dim> dims = dimsOf(type);
  dims.erase(dims.begin() + dim);
  return tensorOf(dims, type.getElementType());
}

RankedTensorType withUnitDim(RankedTensorType type, int64_t dim) {
  return withDim(type, dim, Dim{1, 1});
}

LogicalResult verifyScanOp(std::optional<Location> loc, TypeRange inputs,
                           TypeRange inits, int64_t dimension,
                           std::optional<int64_t> scanDimSize,
                           TypeRange bodyArguments, TypeRange bodyResults,
                           TypeRange results) {
  // scan_c1, scan_c2: one scan size over the inputs.
  Dim scan{scanDimSize.value_or(ShapedType::kDynamic),
           scanDimSize.value_or(ShapedType::kDynamic)};
  bool known = scanDimSize.has_value();
  for (auto [i, t] : llvm::enumerate(inputs)) {
    auto type = cast<RankedTensorType>(t);
    if (dimension < 0 || dimension >= type.getRank())
      return emitOptionalError(loc, "scan_c1: dimension ", dimension,
                               " is out of bounds for input ", i, " of type ",
                               type);
    Dim size = dimsOf(type)[dimension];
    if (known && !stablehlo::isCompatibleDim(size.size, size.bound, scan.size,
                                             scan.bound))
      return emitOptionalError(
          loc, "scan_c2: input ", i, " has size ", dimsToString({size.size}),
          " along the scan dimension, expected ", dimsToString({scan.size}));
    if (!known || ShapedType::isDynamic(scan.size))
      scan = size;
    known = true;
  }
  if (!known)
    return emitOptionalError(
        loc, "scan_c2: a scan without inputs needs scan_dim_size");
  // scan_c3: one body argument per input and init.
  if (bodyArguments.size() != inputs.size() + inits.size())
    return emitOptionalError(loc, "scan_c3: the body takes ",
                             bodyArguments.size(), " arguments, expected ",
                             inputs.size() + inits.size());
  // scan_c4: slices of the inputs, then the inits.
  for (auto [i, arg] : llvm::enumerate(bodyArguments)) {
    Type expected =
        i < inputs.size()
            ? Type(withoutDim(cast<RankedTensorType>(inputs[i]), dimension))
            : inits[i - inputs.size()];
    if (!stablehlo::isCompatibleForHloTypeInference(expected, arg))
      return emitOptionalError(loc, "scan_c4: body argument ", i, " has type ",
                               arg, ", expected ", expected);
  }
  // scan_c5: outputs then carries.
  if (bodyResults.size() != results.size() || results.size() < inits.size())
    return emitOptionalError(loc, "scan_c5: the body returns ",
                             bodyResults.size(), " values for ", results.size(),
                             " results and ", inits.size(), " inits");
  size_t numOutputs = results.size() - inits.size();
  for (auto [i, init] : llvm::enumerate(inits))
    if (!stablehlo::isCompatibleForHloTypeInference(
            init, bodyResults[numOutputs + i]))
      return emitOptionalError(loc, "scan_c5: carry ", i, " is returned as ",
                               bodyResults[numOutputs + i], ", expected ",
                               init);
  // scan_c6: results.
  for (auto [i, result] : llvm::enumerate(results)) {
    Type body = bodyResults[i];
    auto bodyType = dyn_cast<RankedTensorType>(body);
    if (!bodyType)
      return emitOptionalError(loc, "scan_c6: body result ", i,
                               " must be a ranked tensor, got ", body);
    if (i < numOutputs && (dimension < 0 || dimension > bodyType.getRank()))
      return emitOptionalError(loc, "scan_c6: dimension ", dimension,
                               " is out of bounds for output ", i);
    Type expected =
        i < numOutputs ? Type(withDim(bodyType, dimension, scan)) : body;
    if (!stablehlo::isCompatibleForHloTypeInference(expected, result))
      return emitOptionalError(loc, "scan_c6: result ", i, " has type ", result,
                               ", expected ", expected);
  }
  return success();
}

} // namespace hlokit::chlo
