//===- DynamicInference.cpp - Dynamic ops: inference and checks -----------===//
//
// Spec labels: `dynamic_broadcast_in_dim`, `dynamic_conv`, `dynamic_iota`,
// `dynamic_pad` and `dynamic_reshape` have spec sections and use their
// numbers. `set_dimension_size` (bounded-dynamism RFC) and `real_dynamic_slice`
// (which mirrors `slice`) have none; their labels are hlokit's, listed in
// docs/bounded-dynamism.md.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/Dynamic.h"
#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/Reduction.h"

#include "WindowCount.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace hlokit::stablehlo {
namespace {

constexpr int64_t kDynamic = ShapedType::kDynamic;

bool isStatic(int64_t size) { return !ShapedType::isDynamic(size); }

/// Entry i is the bound of dimension i of `type` when it is dynamic and
/// bounded, kDynamic otherwise (the shape getBoundedTensorType expects).
SmallVector<int64_t> getAllBounds(RankedTensorType type) {
  ArrayRef<int64_t> bounds = getBounds(type);
  if (bounds.empty())
    return SmallVector<int64_t>(type.getRank(), kDynamic);
  return SmallVector<int64_t>(bounds);
}

/// The number of elements of a 1-D operand (its length), kDynamic if unknown.
int64_t getLength(const IntOperand &operand) {
  auto type = dyn_cast<RankedTensorType>(operand.type);
  return type && type.getRank() == 1 ? type.getDimSize(0) : kDynamic;
}

/// Element `i` of a constant operand, nullopt when it is not a constant.
std::optional<int64_t> getValue(const IntOperand &operand, int64_t i) {
  if (!operand.values)
    return std::nullopt;
  return (*operand.values)[i];
}

/// The shape a shape operand (output_shape, output_dimensions) describes:
/// its values when constant, all dynamic otherwise. Fails on negative sizes
/// or an unknown length.
FailureOr<SmallVector<int64_t>> getShapeFromOperand(std::optional<Location> loc,
                                                    StringRef opName,
                                                    StringRef operandName,
                                                    const IntOperand &operand) {
  int64_t length = getLength(operand);
  if (!isStatic(length))
    return emitOptionalError(loc, opName, ": ", operandName,
                             " must have a static length");
  if (!operand.values)
    return SmallVector<int64_t>(length, kDynamic);
  for (int64_t size : *operand.values)
    if (size < 0)
      return emitOptionalError(loc, opName, ": ", operandName, " ",
                               dimsToString(*operand.values),
                               " has a negative size");
  return *operand.values;
}

/// `<label>: <name> size (<length>) must equal <what> (<expected>)` unless
/// the 1-D operand may have `expected` entries (a dynamic length may).
LogicalResult checkLength(std::optional<Location> loc, StringRef label,
                          StringRef name, const IntOperand &operand,
                          int64_t expected, StringRef what) {
  int64_t length = getLength(operand);
  if (isCompatibleDim(length, expected))
    return success();
  return emitOptionalError(loc, label, ": ", name, " size (", length,
                           ") must equal ", what, " (", expected, ")");
}

/// Succeeds when `dims` is in [0, size) and has no repeats; otherwise emits
/// `<label>: ...`.
LogicalResult checkDimensionList(std::optional<Location> loc, StringRef label,
                                 StringRef name, ArrayRef<int64_t> dims,
                                 int64_t size) {
  if (!allInRange(dims, size))
    return emitOptionalError(loc, label, ": ", name, " ", dimsToString(dims),
                             " must be in [0, ", size, ")");
  if (!isUnique(dims))
    return emitOptionalError(loc, label, ": ", name, " ", dimsToString(dims),
                             " must not repeat a dimension");
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// set_dimension_size
//===----------------------------------------------------------------------===//

LogicalResult inferSetDimensionSizeOp(std::optional<Location> loc,
                                      Type operandType, const IntOperand &size,
                                      int64_t dimension,
                                      SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // set_dimension_size_c1
  if (dimension < 0 || dimension >= operand.getRank())
    return emitOptionalError(loc, "set_dimension_size_c1: dimension ",
                             dimension, " is out of range [0, ",
                             operand.getRank(), ")");
  // set_dimension_size_c2
  auto sizeType = cast<RankedTensorType>(size.type);
  if (sizeType.getRank() != 0)
    return emitOptionalError(
        loc, "set_dimension_size_c2: size must be a 0-dimensional tensor, got ",
        size.type);
  // set_dimension_size_c3 (bounded-dynamism RFC): a static or bounded
  // dimension bounds the size. An unbounded one, which upstream accepts,
  // stays unbounded: the result has the operand's type.
  int64_t bound = getDimBound(operand, dimension);
  if (!isStatic(bound)) {
    inferred.push_back(operand);
    return success();
  }
  std::optional<int64_t> constantSize = getValue(size, 0);
  // set_dimension_size_c4 (bounded-dynamism RFC: size <= static size or bound)
  if (constantSize && (*constantSize < 0 || *constantSize > bound))
    return emitOptionalError(
        loc, "set_dimension_size_c4: size ", *constantSize, " must be in [0, ",
        bound, "], the static size or bound of dimension ", dimension);

  SmallVector<int64_t> shape(operand.getShape());
  SmallVector<int64_t> bounds = getAllBounds(operand);
  if (constantSize == bound) {
    // The run-time size is the bound: the dimension is static again.
    shape[dimension] = bound;
    bounds[dimension] = kDynamic;
  } else {
    shape[dimension] = kDynamic;
    bounds[dimension] = bound;
  }
  inferred.push_back(
      getBoundedTensorType(shape, operand.getElementType(), bounds));
  return success();
}

//===----------------------------------------------------------------------===//
// real_dynamic_slice
//===----------------------------------------------------------------------===//

namespace {

/// real_dynamic_slice_c3/c4 on the constant parts of dimension `dim`.
LogicalResult checkSliceIndices(std::optional<Location> loc, int64_t dim,
                                std::optional<int64_t> start,
                                std::optional<int64_t> limit,
                                std::optional<int64_t> stride, int64_t bound) {
  // real_dynamic_slice_c3: 0 <= start <= limit <= shape(operand).
  if (start && *start < 0)
    return emitOptionalError(loc, "real_dynamic_slice_c3: start index ", *start,
                             " of dimension ", dim, " is negative");
  if (start && isStatic(bound) && *start > bound)
    return emitOptionalError(loc, "real_dynamic_slice_c3: start index ", *start,
                             " of dimension ", dim,
                             " exceeds the operand's size or bound ", bound);
  if (start && limit && *start > *limit)
    return emitOptionalError(loc, "real_dynamic_slice_c3: start index ", *start,
                             " of dimension ", dim, " exceeds its limit index ",
                             *limit);
  if (limit && isStatic(bound) && *limit > bound)
    return emitOptionalError(loc, "real_dynamic_slice_c3: limit index ", *limit,
                             " of dimension ", dim,
                             " exceeds the operand's size or bound ", bound);
  // real_dynamic_slice_c4: 0 < strides.
  if (stride && *stride <= 0)
    return emitOptionalError(loc, "real_dynamic_slice_c4: stride ", *stride,
                             " of dimension ", dim, " must be positive");
  return success();
}

} // namespace

LogicalResult inferRealDynamicSliceOp(std::optional<Location> loc,
                                      Type operandType,
                                      const IntOperand &startIndices,
                                      const IntOperand &limitIndices,
                                      const IntOperand &strides,
                                      SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  int64_t rank = operand.getRank();
  // real_dynamic_slice_c2
  for (auto [name, indices] : {std::pair{"start_indices", &startIndices},
                               std::pair{"limit_indices", &limitIndices},
                               std::pair{"strides", &strides}})
    if (failed(checkLength(loc, "real_dynamic_slice_c2", name, *indices, rank,
                           "operand rank")))
      return failure();

  // real_dynamic_slice_c5: shape(result) = ceil((limit - start) / stride).
  SmallVector<int64_t> shape(rank, kDynamic), bounds(rank, kDynamic);
  for (int64_t dim = 0; dim < rank; ++dim) {
    std::optional<int64_t> start = getValue(startIndices, dim);
    std::optional<int64_t> limit = getValue(limitIndices, dim);
    std::optional<int64_t> stride = getValue(strides, dim);
    int64_t operandBound = getDimBound(operand, dim);
    if (failed(checkSliceIndices(loc, dim, start, limit, stride, operandBound)))
      return failure();
    if (start && limit && stride) {
      shape[dim] = llvm::divideCeilSigned(*limit - *start, *stride);
      continue;
    }
    // The largest slice the known parts allow bounds the dimension.
    std::optional<int64_t> maxLimit = limit;
    if (!maxLimit && isStatic(operandBound))
      maxLimit = operandBound;
    if (maxLimit)
      bounds[dim] = llvm::divideCeilSigned(*maxLimit - start.value_or(0),
                                           stride.value_or(1));
  }
  inferred.push_back(
      getBoundedTensorType(shape, operand.getElementType(), bounds));
  return success();
}

//===----------------------------------------------------------------------===//
// dynamic_pad
//===----------------------------------------------------------------------===//

namespace {

/// pad's result size for an operand size (spec dynamic_pad C4).
int64_t getPaddedSize(int64_t size, int64_t low, int64_t high,
                      int64_t interior) {
  return low + size + std::max<int64_t>(size - 1, 0) * interior + high;
}

} // namespace

LogicalResult inferDynamicPadOp(std::optional<Location> loc, Type operandType,
                                Type paddingValueType,
                                const IntOperand &edgeLow,
                                const IntOperand &edgeHigh,
                                const IntOperand &interior,
                                SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  Type elementType = operand.getElementType();
  // dynamic_pad_c1 (the result's element type is the inferred one)
  Type paddingElementType = cast<ShapedType>(paddingValueType).getElementType();
  if (paddingElementType != elementType)
    return emitOptionalError(
        loc, "dynamic_pad_c1: padding_value element type ", paddingElementType,
        " differs from the operand element type ", elementType);
  int64_t rank = operand.getRank();
  // dynamic_pad_c2
  for (auto [name, padding] : {std::pair{"edge_padding_low", &edgeLow},
                               std::pair{"edge_padding_high", &edgeHigh},
                               std::pair{"interior_padding", &interior}})
    if (failed(checkLength(loc, "dynamic_pad_c2", name, *padding, rank,
                           "operand rank")))
      return failure();

  SmallVector<int64_t> shape(rank, kDynamic), bounds(rank, kDynamic);
  for (int64_t dim = 0; dim < rank; ++dim) {
    std::optional<int64_t> low = getValue(edgeLow, dim);
    std::optional<int64_t> high = getValue(edgeHigh, dim);
    std::optional<int64_t> inner = getValue(interior, dim);
    // dynamic_pad_c3
    if (inner && *inner < 0)
      return emitOptionalError(loc, "dynamic_pad_c3: interior_padding ", *inner,
                               " of dimension ", dim, " must be non-negative");
    int64_t operandBound = getDimBound(operand, dim);
    if (!low || !high || !inner || !isStatic(operandBound))
      continue;
    // dynamic_pad_c4. The padded size grows with the operand size, so a
    // bound maps to a bound.
    int64_t padded = getPaddedSize(operandBound, *low, *high, *inner);
    if (padded < 0)
      return emitOptionalError(loc, "dynamic_pad_c4: padding dimension ", dim,
                               " gives a negative size (", padded, ")");
    if (operand.isDynamicDim(dim))
      bounds[dim] = padded;
    else
      shape[dim] = padded;
  }
  inferred.push_back(getBoundedTensorType(shape, elementType, bounds));
  return success();
}

//===----------------------------------------------------------------------===//
// dynamic_broadcast_in_dim
//===----------------------------------------------------------------------===//

namespace {

/// dynamic_broadcast_in_dim_c5 against a result shape.
LogicalResult checkBroadcastSizes(std::optional<Location> loc,
                                  RankedTensorType operand,
                                  ArrayRef<int64_t> broadcastDimensions,
                                  ArrayRef<int64_t> resultShape) {
  for (auto [dim, resultDim] : llvm::enumerate(broadcastDimensions)) {
    int64_t size = operand.getDimSize(dim);
    if (size == 1 || isCompatibleDim(size, resultShape[resultDim]))
      continue;
    return emitOptionalError(
        loc, "dynamic_broadcast_in_dim_c5: size ", size,
        " of operand dimension ", dim, " is neither 1 nor the size ",
        resultShape[resultDim], " of result dimension ", resultDim);
  }
  return success();
}

/// dynamic_broadcast_in_dim_c8-c10 on the expansion hints.
LogicalResult checkExpansionHints(std::optional<Location> loc,
                                  ArrayRef<int64_t> expanding,
                                  ArrayRef<int64_t> nonexpanding,
                                  int64_t operandRank) {
  // dynamic_broadcast_in_dim_c8
  SmallVector<int64_t> all(expanding);
  llvm::append_range(all, nonexpanding);
  if (!isUnique(all))
    return emitOptionalError(
        loc, "dynamic_broadcast_in_dim_c8: known_expanding_dimensions ",
        dimsToString(expanding), " and known_nonexpanding_dimensions ",
        dimsToString(nonexpanding), " must not repeat a dimension");
  // dynamic_broadcast_in_dim_c9
  if (!allInRange(expanding, operandRank))
    return emitOptionalError(
        loc, "dynamic_broadcast_in_dim_c9: known_expanding_dimensions ",
        dimsToString(expanding), " must be in [0, ", operandRank, ")");
  // dynamic_broadcast_in_dim_c10
  if (!allInRange(nonexpanding, operandRank))
    return emitOptionalError(
        loc, "dynamic_broadcast_in_dim_c10: known_nonexpanding_dimensions ",
        dimsToString(nonexpanding), " must be in [0, ", operandRank, ")");
  return success();
}

} // namespace

LogicalResult inferDynamicBroadcastInDimOp(
    std::optional<Location> loc, Type operandType,
    const IntOperand &outputDimensions, ArrayRef<int64_t> broadcastDimensions,
    std::optional<ArrayRef<int64_t>> knownExpandingDimensions,
    std::optional<ArrayRef<int64_t>> knownNonexpandingDimensions,
    SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  int64_t operandRank = operand.getRank();
  // dynamic_broadcast_in_dim_c7: rank(result) = size(output_dimensions).
  FailureOr<SmallVector<int64_t>> shape = getShapeFromOperand(
      loc, "dynamic_broadcast_in_dim", "output_dimensions", outputDimensions);
  if (failed(shape))
    return failure();
  int64_t resultRank = shape->size();
  // dynamic_broadcast_in_dim_c2
  if (static_cast<int64_t>(broadcastDimensions.size()) != operandRank)
    return emitOptionalError(
        loc, "dynamic_broadcast_in_dim_c2: broadcast_dimensions ",
        dimsToString(broadcastDimensions),
        " must have one entry per operand dimension (", operandRank, ")");
  // dynamic_broadcast_in_dim_c3
  if (!allInRange(broadcastDimensions, resultRank))
    return emitOptionalError(
        loc, "dynamic_broadcast_in_dim_c3: broadcast_dimensions ",
        dimsToString(broadcastDimensions), " must be in [0, ", resultRank, ")");
  // dynamic_broadcast_in_dim_c4
  if (!isUnique(broadcastDimensions))
    return emitOptionalError(
        loc, "dynamic_broadcast_in_dim_c4: broadcast_dimensions ",
        dimsToString(broadcastDimensions), " must not repeat a dimension");
  ArrayRef<int64_t> expanding =
      knownExpandingDimensions.value_or(ArrayRef<int64_t>());
  ArrayRef<int64_t> nonexpanding =
      knownNonexpandingDimensions.value_or(ArrayRef<int64_t>());
  if (failed(checkExpansionHints(loc, expanding, nonexpanding, operandRank)) ||
      failed(checkBroadcastSizes(loc, operand, broadcastDimensions, *shape)))
    return failure();

  // By C5 an operand size other than 1 is the result size; a non-expanding
  // dimension keeps its size or bound.
  SmallVector<int64_t> bounds(resultRank, kDynamic);
  for (auto [dim, resultDim] : llvm::enumerate(broadcastDimensions)) {
    if (isStatic((*shape)[resultDim]))
      continue;
    int64_t size = operand.getDimSize(dim);
    bool keepsSize =
        llvm::is_contained(nonexpanding, static_cast<int64_t>(dim));
    if (isStatic(size) && (size != 1 || keepsSize))
      (*shape)[resultDim] = size;
    else if (keepsSize)
      bounds[resultDim] = getDimBound(operand, dim);
  }
  inferred.push_back(
      getBoundedTensorType(*shape, operand.getElementType(), bounds));
  return success();
}

LogicalResult
verifyDynamicBroadcastInDimOp(std::optional<Location> loc, Type operandType,
                              ArrayRef<int64_t> broadcastDimensions,
                              Type resultType) {
  auto operand = cast<RankedTensorType>(operandType);
  auto result = cast<RankedTensorType>(resultType);
  // dynamic_broadcast_in_dim_c1: inference accepts a per-axis result only
  // for a per-axis operand with the same storage and expressed types, and
  // its quantization_dimension, scales and zero points may all change.
  // dynamic_broadcast_in_dim_c6
  if (isPerAxisQuantized(result))
    return verifyPerAxisBroadcast(loc, "dynamic_broadcast_in_dim_c6", operand,
                                  broadcastDimensions, result);
  return success();
}

//===----------------------------------------------------------------------===//
// dynamic_iota
//===----------------------------------------------------------------------===//

LogicalResult inferDynamicIotaOp(std::optional<Location> loc,
                                 const IntOperand &outputShape,
                                 int64_t iotaDimension, Type elementType,
                                 SmallVectorImpl<Type> &inferred) {
  FailureOr<SmallVector<int64_t>> shape =
      getShapeFromOperand(loc, "dynamic_iota", "output_shape", outputShape);
  if (failed(shape))
    return failure();
  // dynamic_iota_c1
  int64_t rank = shape->size();
  if (iotaDimension < 0 || iotaDimension >= rank)
    return emitOptionalError(loc, "dynamic_iota_c1: iota_dimension ",
                             iotaDimension, " must be in [0, ", rank,
                             "), the size of output_shape");
  inferred.push_back(RankedTensorType::get(*shape, elementType));
  return success();
}

LogicalResult verifyDynamicIotaOp(std::optional<Location> loc,
                                  const IntOperand &outputShape,
                                  int64_t iotaDimension, Type resultType) {
  auto result = cast<RankedTensorType>(resultType);
  SmallVector<Type, 1> inferred;
  if (failed(inferDynamicIotaOp(loc, outputShape, iotaDimension,
                                result.getElementType(), inferred)))
    return failure();
  // dynamic_iota_c2: rank(result) = size(output_shape); the result shape is
  // the value of output_shape, which the spec numbers with it. The element
  // type is the result's own, so only rank and shape can differ.
  return verifyInferredResultType(loc, inferred.front(), resultType,
                                  "dynamic_iota_c2", "dynamic_iota_c2",
                                  "dynamic_iota_c2");
}

//===----------------------------------------------------------------------===//
// dynamic_reshape
//===----------------------------------------------------------------------===//

namespace {

/// dynamic_reshape_c2 when both shapes are static.
LogicalResult checkElementCounts(std::optional<Location> loc,
                                 RankedTensorType operand,
                                 ArrayRef<int64_t> resultShape) {
  if (!operand.hasStaticShape() || !llvm::all_of(resultShape, isStatic))
    return success();
  int64_t resultCount = ShapedType::getNumElements(resultShape);
  if (operand.getNumElements() == resultCount)
    return success();
  return emitOptionalError(loc, "dynamic_reshape_c2: the operand has ",
                           operand.getNumElements(),
                           " elements but the result shape ",
                           dimsToString(resultShape), " has ", resultCount);
}

} // namespace

LogicalResult inferDynamicReshapeOp(std::optional<Location> loc,
                                    Type operandType,
                                    const IntOperand &outputShape,
                                    SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // dynamic_reshape_c4: rank(result) = size(output_shape).
  FailureOr<SmallVector<int64_t>> shape =
      getShapeFromOperand(loc, "dynamic_reshape", "output_shape", outputShape);
  if (failed(shape) || failed(checkElementCounts(loc, operand, *shape)))
    return failure();
  // dynamic_reshape_c1: the element type is the operand's.
  inferred.push_back(RankedTensorType::get(*shape, operand.getElementType()));
  return success();
}

LogicalResult verifyDynamicReshapeOp(std::optional<Location> loc,
                                     Type operandType, Type resultType) {
  auto operand = cast<RankedTensorType>(operandType);
  auto result = cast<RankedTensorType>(resultType);
  if (failed(checkElementCounts(loc, operand, result.getShape())))
    return failure();
  if (!isPerAxisQuantized(operand))
    return success();
  // dynamic_reshape_c1: only the quantization_dimension may move.
  if (failed(verifyPerAxisResultElementType(loc, "dynamic_reshape_c1", operand,
                                            result,
                                            /*parametersMayDiffer=*/false)))
    return failure();
  // dynamic_reshape_c3
  return verifyPerAxisReshape(loc, "dynamic_reshape_c3", operand, result);
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

namespace {

/// A stride or dilation attribute's values; absent, it is all ones.
SmallVector<int64_t>
valuesOrOnes(const std::optional<SmallVector<int64_t>> &values, int64_t rank) {
  return values ? *values : SmallVector<int64_t>(rank, 1);
}

/// C2/C3, C5/C6, C7/C8, C9: each present window attribute has N-2 entries,
/// and strides and dilations are positive.
LogicalResult checkWindow(std::optional<Location> loc, StringRef opName,
                          const ConvWindow &window, int64_t spatialRank) {
  struct Entry {
    const char *name;
    const std::optional<SmallVector<int64_t>> *values;
    const char *sizeLabel;
    const char *positiveLabel;
  };
  for (const Entry &entry :
       {Entry{"window_strides", &window.strides, "_c2", "_c3"},
        Entry{"lhs_dilation", &window.lhsDilation, "_c5", "_c6"},
        Entry{"rhs_dilation", &window.rhsDilation, "_c7", "_c8"}}) {
    if (!*entry.values)
      continue;
    ArrayRef<int64_t> values = **entry.values;
    if (static_cast<int64_t>(values.size()) != spatialRank)
      return emitOptionalError(loc, opName, entry.sizeLabel, ": ", entry.name,
                               " ", dimsToString(values), " must have ",
                               spatialRank, " entries, one per spatial dim");
    if (llvm::any_of(values, [](int64_t v) { return v <= 0; }))
      return emitOptionalError(loc, opName, entry.positiveLabel, ": ",
                               entry.name, " ", dimsToString(values),
                               " must be positive");
  }
  if (window.reversal &&
      static_cast<int64_t>(window.reversal->size()) != spatialRank)
    return emitOptionalError(loc, opName, "_c9: window_reversal must have ",
                             spatialRank, " entries, got ",
                             window.reversal->size());
  return success();
}

/// C12/C13, C17/C18, C19/C20: each layout names N distinct dimensions.
LogicalResult checkLayouts(std::optional<Location> loc, StringRef opName,
                           const ConvDimensions &dims, int64_t rank) {
  struct Layout {
    const char *name;
    int64_t first, last;
    ArrayRef<int64_t> spatial;
    const char *sizeLabel, *uniqueLabel;
  };
  for (const Layout &layout :
       {Layout{"input", dims.inputBatch, dims.inputFeature, dims.inputSpatial,
               "_c12", "_c13"},
        Layout{"kernel", dims.kernelInputFeature, dims.kernelOutputFeature,
               dims.kernelSpatial, "_c17", "_c18"},
        Layout{"output", dims.outputBatch, dims.outputFeature,
               dims.outputSpatial, "_c19", "_c20"}}) {
    if (static_cast<int64_t>(layout.spatial.size()) != rank - 2)
      return emitOptionalError(loc, opName, layout.sizeLabel, ": ", layout.name,
                               "_spatial_dimensions ",
                               dimsToString(layout.spatial), " must have ",
                               rank - 2, " entries");
    SmallVector<int64_t> all{layout.first, layout.last};
    llvm::append_range(all, layout.spatial);
    std::string label = (opName + layout.uniqueLabel).str();
    std::string name = (Twine(layout.name) + " dimensions").str();
    if (failed(checkDimensionList(loc, label, name, all, rank)))
      return failure();
  }
  return success();
}

/// C10, C11, C14-C16 and C21-C24: group counts against feature and batch
/// sizes.
LogicalResult checkGroups(std::optional<Location> loc, StringRef opName,
                          RankedTensorType lhs, RankedTensorType rhs,
                          const ConvDimensions &dims, int64_t featureGroups,
                          int64_t batchGroups, size_t precisionConfigSize) {
  if (featureGroups <= 0) // C21
    return emitOptionalError(loc, opName, "_c21: feature_group_count ",
                             featureGroups, " must be positive");
  if (batchGroups <= 0) // C22
    return emitOptionalError(loc, opName, "_c22: batch_group_count ",
                             batchGroups, " must be positive");
  if (featureGroups != 1 && batchGroups != 1) // C23
    return emitOptionalError(loc, opName,
                             "_c23: feature_group_count and batch_group_count "
                             "cannot both exceed 1");
  if (precisionConfigSize > 2) // C24
    return emitOptionalError(loc, opName, "_c24: precision_config has ",
                             precisionConfigSize,
                             " entries, expected at most 2");
  int64_t batch = lhs.getDimSize(dims.inputBatch);
  int64_t feature = lhs.getDimSize(dims.inputFeature);
  int64_t kernelIn = rhs.getDimSize(dims.kernelInputFeature);
  int64_t kernelOut = rhs.getDimSize(dims.kernelOutputFeature);
  if (isStatic(batch) && batch % batchGroups != 0) // C10
    return emitOptionalError(loc, opName, "_c10: input batch size ", batch,
                             " must be a multiple of batch_group_count ",
                             batchGroups);
  if (isStatic(feature) && feature % featureGroups != 0) // C11
    return emitOptionalError(loc, opName, "_c11: input feature size ", feature,
                             " must be a multiple of feature_group_count ",
                             featureGroups);
  if (isStatic(feature) && isStatic(kernelIn) &&
      kernelIn != feature / featureGroups) // C14
    return emitOptionalError(loc, opName, "_c14: kernel input feature size ",
                             kernelIn, " must equal input feature size ",
                             feature, " / feature_group_count ", featureGroups);
  if (isStatic(kernelOut) && kernelOut % batchGroups != 0) // C15
    return emitOptionalError(
        loc, opName, "_c15: kernel output feature size ", kernelOut,
        " must be a multiple of batch_group_count ", batchGroups);
  if (isStatic(kernelOut) && kernelOut % featureGroups != 0) // C16
    return emitOptionalError(
        loc, opName, "_c16: kernel output feature size ", kernelOut,
        " must be a multiple of feature_group_count ", featureGroups);
  return success();
}

} // namespace

int64_t getConvNumWindows(int64_t inputSize, int64_t windowSize,
                          std::pair<int64_t, int64_t> padding, int64_t stride,
                          int64_t lhsDilation, int64_t rhsDilation) {
  return numWindows(inputSize, windowSize, stride, lhsDilation, rhsDilation,
                    padding.first, padding.second);
}

LogicalResult
inferConvolutionLike(std::optional<Location> loc, StringRef opName,
                     Type lhsType, Type rhsType, ArrayRef<ConvPadding> padding,
                     const ConvWindow &window, const ConvDimensions &dims,
                     int64_t featureGroupCount, int64_t batchGroupCount,
                     size_t precisionConfigSize,
                     SmallVectorImpl<Type> &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  int64_t rank = lhs.getRank();
  assert(static_cast<int64_t>(padding.size()) ==
             std::max<int64_t>(rank - 2, 0) &&
         "one padding entry per spatial dimension");
  if (rhs.getRank() != rank) // C1
    return emitOptionalError(loc, opName, "_c1: lhs rank ", rank,
                             " and rhs rank ", rhs.getRank(), " differ");
  // C27; quantized tensors have their own element type constraints
  // (C28..C34, verifyQuantizedConvolutionOp).
  if (!isQuantized(lhs) && !isQuantized(rhs) &&
      lhs.getElementType() != rhs.getElementType())
    return emitOptionalError(loc, opName, "_c27: lhs element type ",
                             lhs.getElementType(), " and rhs element type ",
                             rhs.getElementType(), " differ");
  if (rank < 2) // C13: the batch and feature dimensions must be distinct.
    return emitOptionalError(loc, opName, "_c13: lhs rank ", rank,
                             " leaves no room for a batch and a feature "
                             "dimension");
  if (failed(checkWindow(loc, opName, window, rank - 2)) ||
      failed(checkLayouts(loc, opName, dims, rank)) ||
      failed(checkGroups(loc, opName, lhs, rhs, dims, featureGroupCount,
                         batchGroupCount, precisionConfigSize)))
    return failure();

  // C25/C26. Sizes grow with the input size, so a bounded input dimension
  // gives a bounded result dimension.
  SmallVector<int64_t> shape(rank, kDynamic), bounds(rank, kDynamic);
  auto setSize = [&](int64_t resultDim, int64_t size, bool isBound) {
    (isBound ? bounds : shape)[resultDim] = size;
  };
  int64_t batchBound = getDimBound(lhs, dims.inputBatch);
  if (isStatic(batchBound))
    setSize(dims.outputBatch, batchBound / batchGroupCount,
            lhs.isDynamicDim(dims.inputBatch));
  int64_t kernelOut = dims.kernelOutputFeature;
  shape[dims.outputFeature] = rhs.getDimSize(kernelOut);
  if (rhs.isDynamicDim(kernelOut))
    bounds[dims.outputFeature] = getDimBound(rhs, kernelOut);
  SmallVector<int64_t> strides = valuesOrOnes(window.strides, rank - 2);
  SmallVector<int64_t> lhsDilation = valuesOrOnes(window.lhsDilation, rank - 2);
  SmallVector<int64_t> rhsDilation = valuesOrOnes(window.rhsDilation, rank - 2);
  for (int64_t i = 0; i < rank - 2; ++i) {
    int64_t inputBound = getDimBound(lhs, dims.inputSpatial[i]);
    int64_t windowSize = rhs.getDimSize(dims.kernelSpatial[i]);
    if (!isStatic(inputBound) || !isStatic(windowSize) || !padding[i])
      continue;
    if (!getCheckedWindowCount(inputBound, windowSize, strides[i],
                               lhsDilation[i], rhsDilation[i],
                               padding[i]->first, padding[i]->second))
      return emitOptionalError(loc, opName,
                               "_c25: the number of windows along spatial "
                               "dimension ",
                               i, " overflows int64");
    setSize(dims.outputSpatial[i],
            getConvNumWindows(inputBound, windowSize, *padding[i], strides[i],
                              lhsDilation[i], rhsDilation[i]),
            lhs.isDynamicDim(dims.inputSpatial[i]));
  }
  inferred.push_back(getBoundedTensorType(shape, lhs.getElementType(), bounds));
  return success();
}

LogicalResult
inferDynamicConvOp(std::optional<Location> loc, Type lhsType, Type rhsType,
                   const IntOperand &padding, const ConvWindow &window,
                   const ConvDimensions &dims, int64_t featureGroupCount,
                   int64_t batchGroupCount, size_t precisionConfigSize,
                   SmallVectorImpl<Type> &inferred) {
  int64_t spatialRank = cast<RankedTensorType>(lhsType).getRank() - 2;
  // dynamic_conv_c4: shape(padding) = [N - 2, 2] (a rank below 2 fails C13).
  auto paddingType = cast<RankedTensorType>(padding.type);
  SmallVector<int64_t> expected{spatialRank, 2};
  if (spatialRank >= 0 &&
      (paddingType.getRank() != 2 ||
       !isCompatibleDim(paddingType.getDimSize(0), spatialRank) ||
       !isCompatibleDim(paddingType.getDimSize(1), 2)))
    return emitOptionalError(loc, "dynamic_conv_c4: padding shape ",
                             dimsToString(paddingType.getShape()), " must be ",
                             dimsToString(expected));
  SmallVector<ConvPadding> perDim(std::max<int64_t>(spatialRank, 0));
  if (padding.values)
    for (auto [i, pad] : llvm::enumerate(perDim))
      pad = std::pair{(*padding.values)[2 * i], (*padding.values)[2 * i + 1]};
  return inferConvolutionLike(loc, "dynamic_conv", lhsType, rhsType, perDim,
                              window, dims, featureGroupCount, batchGroupCount,
                              precisionConfigSize, inferred);
}

LogicalResult verifyDynamicConvOp(std::optional<Location> loc, Type lhsType,
                                  Type rhsType, const IntOperand &padding,
                                  const ConvWindow &window,
                                  const ConvDimensions &dims,
                                  int64_t featureGroupCount,
                                  int64_t batchGroupCount,
                                  size_t precisionConfigSize, Type resultType) {
  SmallVector<Type, 1> inferred;
  if (failed(inferDynamicConvOp(loc, lhsType, rhsType, padding, window, dims,
                                featureGroupCount, batchGroupCount,
                                precisionConfigSize, inferred)))
    return failure();
  // dynamic_conv_c27 (element type) is left free, as for convolution: JAX
  // exports preferred_element_type convolutions (i8 x i8 -> i32); with
  // quantized tensors the element types are checked by dynamic_conv_c28..c34.
  Type inferredType = cast<RankedTensorType>(inferred.front())
                          .clone(getElementTypeOrSelf(resultType));
  // dynamic_conv_c25, dynamic_conv_c26
  if (failed(verifyInferredResultType(loc, inferredType, resultType,
                                      "dynamic_conv_c27", "dynamic_conv_c26",
                                      "dynamic_conv_c25")))
    return failure();
  if (!isQuantized(lhsType) && !isQuantized(rhsType) &&
      !isQuantized(resultType))
    return success();
  return verifyQuantizedConvolutionOp(loc, "dynamic_conv", lhsType, rhsType,
                                      dims.kernelOutputFeature,
                                      dims.outputFeature, resultType);
}

} // namespace hlokit::stablehlo
