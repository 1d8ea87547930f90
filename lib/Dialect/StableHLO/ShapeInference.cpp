//===- ShapeInference.cpp - Shape ops: shape inference and checks --------===//
//
// Each `inferXxxOp` checks the spec constraints on the op's inputs, then
// builds the result type dimension by dimension so that dynamic sizes (and,
// later, bounds) propagate. `verifyXxxOp` compares a declared result type
// with the inferred one.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/Shape.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// [0, 1, ..., rank - 1], for messages about permutations.
SmallVector<int64_t> axes(int64_t rank) {
  return llvm::to_vector(llvm::seq<int64_t>(0, rank));
}

int64_t sizeOf(ArrayRef<int64_t> values) {
  return static_cast<int64_t>(values.size());
}

LogicalResult verifySameElementType(std::optional<Location> loc,
                                    StringRef label, StringRef what,
                                    Type actual, Type expected) {
  if (actual == expected)
    return success();
  return emitOptionalError(loc, label, ": ", what, " element type ", actual,
                           " differs from operand element type ", expected);
}

/// Checks a declared result type against the inferred one: the element types
/// must be equal (`elementLabel`) and the shapes compatible (`shapeLabel`).
LogicalResult verifyDeclaredResult(std::optional<Location> loc,
                                   StringRef elementLabel, StringRef shapeLabel,
                                   ArrayRef<Type> inferred,
                                   RankedTensorType declared) {
  auto expected = cast<RankedTensorType>(inferred.front());
  if (failed(verifySameElementType(loc, elementLabel, "result",
                                   declared.getElementType(),
                                   expected.getElementType())))
    return failure();
  if (isCompatibleForHloTypeInference(expected, declared))
    return success();
  return emitOptionalError(loc, shapeLabel, ": result shape ",
                           dimsToString(declared.getShape()),
                           " is incompatible with inferred shape ",
                           dimsToString(expected.getShape()));
}

LogicalResult verifyIndexInRange(std::optional<Location> loc, StringRef label,
                                 StringRef what, int64_t index, int64_t rank) {
  if (index >= 0 && index < rank)
    return success();
  return emitOptionalError(loc, label, ": ", what, " ", index,
                           " is out of range [0, ", rank, ")");
}

/// All start index operands must have one type (dynamic_slice_c3,
/// dynamic_update_slice_c5).
LogicalResult verifySameStartIndexTypes(std::optional<Location> loc,
                                        StringRef label,
                                        TypeRange startIndices) {
  for (Type type : startIndices)
    if (type != startIndices.front())
      return emitOptionalError(loc, label, ": start indices have different ",
                               "types ", startIndices.front(), " and ", type);
  return success();
}

RankedTensorType withShape(RankedTensorType type, ArrayRef<int64_t> shape) {
  return RankedTensorType::get(shape, type.getElementType());
}

} // namespace

//===----------------------------------------------------------------------===//
// iota, broadcast_in_dim, reshape
//===----------------------------------------------------------------------===//

LogicalResult verifyIotaOp(std::optional<Location> loc, int64_t iotaDimension,
                           RankedTensorType output) {
  // iota_c1
  return verifyIndexInRange(loc, "iota_c1", "iota_dimension", iotaDimension,
                            output.getRank());
}

LogicalResult verifyBroadcastInDimOp(std::optional<Location> loc,
                                     RankedTensorType operand,
                                     ArrayRef<int64_t> broadcastDimensions,
                                     RankedTensorType result) {
  // broadcast_in_dim_c1; a per-axis operand's quantization_dimension, scales
  // and zero points may change.
  if (isPerAxisQuantized(operand)
          ? failed(verifyPerAxisResultElementType(loc, "broadcast_in_dim_c1",
                                                  operand, result,
                                                  /*parametersMayDiffer=*/true))
          : failed(verifySameElementType(loc, "broadcast_in_dim_c1", "result",
                                         result.getElementType(),
                                         operand.getElementType())))
    return failure();
  // broadcast_in_dim_c2
  if (sizeOf(broadcastDimensions) != operand.getRank())
    return emitOptionalError(loc, "broadcast_in_dim_c2: broadcast_dimensions ",
                             dimsToString(broadcastDimensions), " has size ",
                             broadcastDimensions.size(),
                             ", expected the operand rank ", operand.getRank());
  // broadcast_in_dim_c3
  if (!allInRange(broadcastDimensions, result.getRank()))
    return emitOptionalError(loc, "broadcast_in_dim_c3: broadcast_dimensions ",
                             dimsToString(broadcastDimensions),
                             " are out of range [0, ", result.getRank(), ")");
  // broadcast_in_dim_c4
  if (!isUnique(broadcastDimensions))
    return emitOptionalError(loc, "broadcast_in_dim_c4: broadcast_dimensions ",
                             dimsToString(broadcastDimensions),
                             " are not unique");
  // broadcast_in_dim_c5
  for (auto [d, resultDim] : llvm::enumerate(broadcastDimensions)) {
    int64_t operandSize = operand.getDimSize(d);
    int64_t resultSize = result.getDimSize(resultDim);
    if (operandSize != 1 && !isCompatibleDim(operandSize, resultSize))
      return emitOptionalError(loc, "broadcast_in_dim_c5: operand dimension ",
                               d, " of size ", operandSize,
                               " cannot be broadcast to result dimension ",
                               resultDim, " of size ", resultSize);
  }
  // broadcast_in_dim_c6
  if (isPerAxisQuantized(result))
    return verifyPerAxisBroadcast(loc, "broadcast_in_dim_c6", operand,
                                  broadcastDimensions, result);
  return success();
}

LogicalResult verifyReshapeOp(std::optional<Location> loc,
                              RankedTensorType operand,
                              RankedTensorType result) {
  // reshape_c1; a per-axis operand's quantization_dimension may move.
  if (isPerAxisQuantized(operand)
          ? failed(verifyPerAxisResultElementType(
                loc, "reshape_c1", operand, result,
                /*parametersMayDiffer=*/false))
          : failed(verifySameElementType(loc, "reshape_c1", "result",
                                         result.getElementType(),
                                         operand.getElementType())))
    return failure();
  // reshape_c2; a dynamic operand size is only known at run time.
  if (operand.hasStaticShape() &&
      operand.getNumElements() != result.getNumElements())
    return emitOptionalError(
        loc, "reshape_c2: operand has ", operand.getNumElements(),
        " elements but result has ", result.getNumElements());
  // reshape_c3
  if (isPerAxisQuantized(operand))
    return verifyPerAxisReshape(loc, "reshape_c3", operand, result);
  return success();
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

LogicalResult inferTransposeOp(std::optional<Location> loc,
                               RankedTensorType operand,
                               ArrayRef<int64_t> permutation,
                               SmallVectorImpl<Type> &inferredReturnTypes) {
  // transpose_c2
  if (sizeOf(permutation) != operand.getRank() || !isPermutation(permutation))
    return emitOptionalError(
        loc, "transpose_c2: permutation ", dimsToString(permutation),
        " is not a permutation of ", dimsToString(axes(operand.getRank())));
  SmallVector<int64_t> shape, bounds;
  for (int64_t d : permutation) {
    shape.push_back(operand.getDimSize(d));
    bounds.push_back(getDimBound(operand, d));
  }
  // transpose_c4: a per-axis result is quantized along the result dimension
  // that the operand's quantization dimension moves to.
  Type elementType = operand.getElementType();
  if (std::optional<int64_t> dim = getQuantizationDimension(operand))
    elementType = withQuantizationDimension(
        elementType, llvm::find(permutation, *dim) - permutation.begin());
  inferredReturnTypes.push_back(
      getBoundedTensorType(shape, elementType, bounds));
  return success();
}

LogicalResult verifyTransposeOp(std::optional<Location> loc,
                                RankedTensorType operand,
                                ArrayRef<int64_t> permutation,
                                RankedTensorType result) {
  SmallVector<Type> inferred;
  if (failed(inferTransposeOp(loc, operand, permutation, inferred)))
    return failure();
  if (isPerAxisQuantized(operand)) {
    // transpose_c1: only the quantization_dimension may differ.
    if (failed(verifyPerAxisResultElementType(loc, "transpose_c1", operand,
                                              result,
                                              /*parametersMayDiffer=*/false)))
      return failure();
    // transpose_c4: quantization_dimension(operand) =
    // permutation[quantization_dimension(result)].
    int64_t operandDim = *getQuantizationDimension(operand);
    int64_t resultDim = *getQuantizationDimension(result);
    if (permutation[resultDim] != operandDim)
      return emitOptionalError(
          loc, "transpose_c4: permutation[", resultDim,
          "] (the result's quantization_dimension) is ", permutation[resultDim],
          ", not the operand's quantization_dimension ", operandDim);
  }
  // transpose_c1, transpose_c3
  return verifyDeclaredResult(loc, "transpose_c1", "transpose_c3", inferred,
                              result);
}

//===----------------------------------------------------------------------===//
// reverse
//===----------------------------------------------------------------------===//

LogicalResult inferReverseOp(std::optional<Location> loc,
                             RankedTensorType operand,
                             ArrayRef<int64_t> dimensions,
                             SmallVectorImpl<Type> &inferredReturnTypes) {
  // reverse_c2
  if (!isUnique(dimensions))
    return emitOptionalError(loc, "reverse_c2: dimensions ",
                             dimsToString(dimensions), " are not unique");
  // reverse_c3
  if (!allInRange(dimensions, operand.getRank()))
    return emitOptionalError(loc, "reverse_c3: dimensions ",
                             dimsToString(dimensions), " are out of range [0, ",
                             operand.getRank(), ")");
  inferredReturnTypes.push_back(operand);
  return success();
}

LogicalResult verifyReverseOp(std::optional<Location> loc,
                              RankedTensorType operand,
                              ArrayRef<int64_t> dimensions,
                              RankedTensorType result) {
  SmallVector<Type> inferred;
  if (failed(inferReverseOp(loc, operand, dimensions, inferred)))
    return failure();
  // reverse_c1
  return verifyDeclaredResult(loc, "reverse_c1", "reverse_c1", inferred,
                              result);
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

namespace {

/// slice_c3 for one dimension: 0 <= start <= limit <= size, where `dimSize`
/// is the static size or the bound (unchecked when neither is known).
LogicalResult verifySliceBounds(std::optional<Location> loc, int64_t dim,
                                int64_t start, int64_t limit, int64_t dimSize) {
  bool limitFits = ShapedType::isDynamic(dimSize) || limit <= dimSize;
  if (start >= 0 && start <= limit && limitFits)
    return success();
  std::string sizeText = ShapedType::isDynamic(dimSize)
                             ? std::string("?")
                             : std::to_string(dimSize);
  return emitOptionalError(loc, "slice_c3: dimension ", dim,
                           ": expected 0 <= start (", start, ") <= limit (",
                           limit, ") <= size (", sizeText, ")");
}

} // namespace

LogicalResult inferSliceOp(std::optional<Location> loc,
                           RankedTensorType operand,
                           ArrayRef<int64_t> startIndices,
                           ArrayRef<int64_t> limitIndices,
                           ArrayRef<int64_t> strides,
                           SmallVectorImpl<Type> &inferredReturnTypes) {
  int64_t rank = operand.getRank();
  // slice_c2
  if (sizeOf(startIndices) != rank || sizeOf(limitIndices) != rank ||
      sizeOf(strides) != rank)
    return emitOptionalError(
        loc, "slice_c2: start_indices, limit_indices and strides have sizes ",
        startIndices.size(), ", ", limitIndices.size(), " and ", strides.size(),
        ", expected the operand rank ", rank);
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    // slice_c3
    if (failed(verifySliceBounds(loc, d, startIndices[d], limitIndices[d],
                                 getDimBound(operand, d))))
      return failure();
    // slice_c4
    if (strides[d] <= 0)
      return emitOptionalError(loc, "slice_c4: stride ", strides[d],
                               " of dimension ", d, " is not positive");
    // The extent is known from the attributes even for a dynamic operand.
    shape.push_back(
        llvm::divideCeil(limitIndices[d] - startIndices[d], strides[d]));
  }
  inferredReturnTypes.push_back(withShape(operand, shape));
  return success();
}

LogicalResult
verifySliceOp(std::optional<Location> loc, RankedTensorType operand,
              ArrayRef<int64_t> startIndices, ArrayRef<int64_t> limitIndices,
              ArrayRef<int64_t> strides, RankedTensorType result) {
  SmallVector<Type> inferred;
  if (failed(inferSliceOp(loc, operand, startIndices, limitIndices, strides,
                          inferred)))
    return failure();
  // slice_c1, slice_c5
  return verifyDeclaredResult(loc, "slice_c1", "slice_c5", inferred, result);
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

namespace {

/// concatenate_c1, concatenate_c2 for input `index`; refines `shape` (the
/// sizes known so far, the concatenated dimension excluded) with its sizes.
LogicalResult mergeConcatenateInput(std::optional<Location> loc, size_t index,
                                    RankedTensorType input,
                                    RankedTensorType first, int64_t dimension,
                                    SmallVectorImpl<int64_t> &shape) {
  // concatenate_c1
  if (input.getElementType() != first.getElementType())
    return emitOptionalError(loc, "concatenate_c1: input ", index,
                             " has element type ", input.getElementType(),
                             ", expected ", first.getElementType());
  // concatenate_c2
  if (input.getRank() != first.getRank())
    return emitOptionalError(loc, "concatenate_c2: input ", index, " has rank ",
                             input.getRank(), ", expected ", first.getRank());
  for (int64_t d = 0; d < input.getRank(); ++d) {
    if (d == dimension)
      continue;
    int64_t inputSize = input.getDimSize(d);
    if (!isCompatibleDim(inputSize, shape[d]))
      return emitOptionalError(loc, "concatenate_c2: input ", index,
                               " has size ", inputSize, " in dimension ", d,
                               ", expected ", shape[d]);
    if (ShapedType::isDynamic(shape[d]))
      shape[d] = inputSize;
  }
  return success();
}

/// The sum of `sizes`: dynamic if one is, none if the sum overflows int64.
std::optional<int64_t> sumOfSizes(ArrayRef<int64_t> sizes) {
  int64_t sum = 0;
  for (int64_t size : sizes) {
    if (ShapedType::isDynamic(size))
      return ShapedType::kDynamic;
    std::optional<int64_t> next = llvm::checkedAdd(sum, size);
    if (!next)
      return std::nullopt;
    sum = *next;
  }
  return sum;
}

/// The concatenated size and bound (the sum of the inputs' sizes or bounds:
/// bounded-dynamism RFC), each dynamic if an input's is unknown; fails
/// (concatenate_c6) when a sum overflows int64.
LogicalResult concatenatedSizes(std::optional<Location> loc,
                                ArrayRef<RankedTensorType> inputs,
                                int64_t dimension, int64_t &size,
                                int64_t &bound) {
  SmallVector<int64_t> sizes, bounds;
  for (RankedTensorType input : inputs) {
    sizes.push_back(input.getDimSize(dimension));
    bounds.push_back(getDimBound(input, dimension));
  }
  std::optional<int64_t> sizeSum = sumOfSizes(sizes);
  std::optional<int64_t> boundSum = sumOfSizes(bounds);
  if (!sizeSum || !boundSum)
    return emitOptionalError(loc,
                             "concatenate_c6: the inputs' sizes of "
                             "dimension ",
                             dimension, " add up to more than int64 holds");
  size = *sizeSum;
  bound = *boundSum;
  return success();
}

/// The smallest bound any input has for dimension `d`.
int64_t smallestBound(ArrayRef<RankedTensorType> inputs, int64_t d) {
  int64_t smallest = ShapedType::kDynamic;
  for (RankedTensorType input : inputs) {
    int64_t bound = getDimBound(input, d);
    if (!ShapedType::isDynamic(bound))
      smallest =
          ShapedType::isDynamic(smallest) ? bound : std::min(smallest, bound);
  }
  return smallest;
}

/// The result bounds: along `dimension` `concatenatedBound`; elsewhere the
/// smallest bound any input has.
SmallVector<int64_t> concatenatedBounds(ArrayRef<RankedTensorType> inputs,
                                        int64_t dimension,
                                        int64_t concatenatedBound) {
  SmallVector<int64_t> bounds;
  for (int64_t d = 0, rank = inputs.front().getRank(); d < rank; ++d)
    bounds.push_back(d == dimension ? concatenatedBound
                                    : smallestBound(inputs, d));
  return bounds;
}

} // namespace

LogicalResult inferConcatenateOp(std::optional<Location> loc, TypeRange inputs,
                                 int64_t dimension,
                                 SmallVectorImpl<Type> &inferredReturnTypes) {
  // concatenate_c3
  if (inputs.empty())
    return emitOptionalError(loc, "concatenate_c3: expected at least one "
                                  "input");
  SmallVector<RankedTensorType> tensors;
  for (Type type : inputs) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      return emitOptionalError(loc,
                               "concatenate: expected ranked tensor "
                               "inputs, got ",
                               type);
    tensors.push_back(tensor);
  }
  RankedTensorType first = tensors.front();
  // concatenate_c4
  if (failed(verifyIndexInRange(loc, "concatenate_c4", "dimension", dimension,
                                first.getRank())))
    return failure();
  SmallVector<int64_t> shape(first.getShape());
  for (auto [index, input] : llvm::enumerate(tensors))
    if (failed(
            mergeConcatenateInput(loc, index, input, first, dimension, shape)))
      return failure();
  int64_t bound = ShapedType::kDynamic;
  if (failed(
          concatenatedSizes(loc, tensors, dimension, shape[dimension], bound)))
    return failure();
  inferredReturnTypes.push_back(
      getBoundedTensorType(shape, first.getElementType(),
                           concatenatedBounds(tensors, dimension, bound)));
  return success();
}

LogicalResult verifyConcatenateOp(std::optional<Location> loc, TypeRange inputs,
                                  int64_t dimension, RankedTensorType result) {
  SmallVector<Type> inferred;
  if (failed(inferConcatenateOp(loc, inputs, dimension, inferred)))
    return failure();
  // concatenate_c5, concatenate_c6
  return verifyDeclaredResult(loc, "concatenate_c5", "concatenate_c6", inferred,
                              result);
}

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

namespace {

/// pad's size formula for one dimension of `size` elements; none when it
/// overflows int64.
std::optional<int64_t> paddedSize(int64_t size, int64_t low, int64_t high,
                                  int64_t interior) {
  std::optional<int64_t> between =
      llvm::checkedMul(std::max<int64_t>(size - 1, 0), interior);
  std::optional<int64_t> edges = llvm::checkedAdd(low, high);
  if (!between || !edges)
    return std::nullopt;
  std::optional<int64_t> padding = llvm::checkedAdd(*between, *edges);
  return padding ? llvm::checkedAdd(size, *padding) : std::nullopt;
}

} // namespace

LogicalResult inferPadOp(std::optional<Location> loc, RankedTensorType operand,
                         RankedTensorType paddingValue,
                         ArrayRef<int64_t> edgePaddingLow,
                         ArrayRef<int64_t> edgePaddingHigh,
                         ArrayRef<int64_t> interiorPadding,
                         SmallVectorImpl<Type> &inferredReturnTypes) {
  // pad_c1
  if (failed(verifySameElementType(loc, "pad_c1", "padding value",
                                   paddingValue.getElementType(),
                                   operand.getElementType())))
    return failure();
  int64_t rank = operand.getRank();
  // pad_c2
  if (sizeOf(edgePaddingLow) != rank || sizeOf(edgePaddingHigh) != rank ||
      sizeOf(interiorPadding) != rank)
    return emitOptionalError(
        loc,
        "pad_c2: edge_padding_low, edge_padding_high and "
        "interior_padding have sizes ",
        edgePaddingLow.size(), ", ", edgePaddingHigh.size(), " and ",
        interiorPadding.size(), ", expected the operand rank ", rank);
  SmallVector<int64_t> shape, bounds;
  for (int64_t d = 0; d < rank; ++d) {
    // pad_c3
    if (interiorPadding[d] < 0)
      return emitOptionalError(loc, "pad_c3: interior padding ",
                               interiorPadding[d], " of dimension ", d,
                               " is negative");
    int64_t dimSize = operand.getDimSize(d);
    // A bounded dimension stays dynamic with the padded bound.
    int64_t size =
        ShapedType::isDynamic(dimSize) ? getDimBound(operand, d) : dimSize;
    if (ShapedType::isDynamic(size)) {
      shape.push_back(ShapedType::kDynamic);
      bounds.push_back(ShapedType::kDynamic);
      continue;
    }
    // pad_c4
    std::optional<int64_t> padded = paddedSize(
        size, edgePaddingLow[d], edgePaddingHigh[d], interiorPadding[d]);
    if (!padded)
      return emitOptionalError(loc, "pad_c4: the padded size of dimension ", d,
                               " overflows int64");
    if (ShapedType::isDynamic(dimSize)) {
      shape.push_back(ShapedType::kDynamic);
      bounds.push_back(std::max<int64_t>(*padded, 0));
      continue;
    }
    // Negative edge padding may not remove more than there is.
    if (*padded < 0)
      return emitOptionalError(loc, "pad_c4: padding gives dimension ", d,
                               " the negative size ", *padded);
    shape.push_back(*padded);
    bounds.push_back(ShapedType::kDynamic);
  }
  inferredReturnTypes.push_back(
      getBoundedTensorType(shape, operand.getElementType(), bounds));
  return success();
}

LogicalResult verifyPadOp(std::optional<Location> loc, RankedTensorType operand,
                          RankedTensorType paddingValue,
                          ArrayRef<int64_t> edgePaddingLow,
                          ArrayRef<int64_t> edgePaddingHigh,
                          ArrayRef<int64_t> interiorPadding,
                          RankedTensorType result) {
  SmallVector<Type> inferred;
  if (failed(inferPadOp(loc, operand, paddingValue, edgePaddingLow,
                        edgePaddingHigh, interiorPadding, inferred)))
    return failure();
  // pad_c1, pad_c4
  return verifyDeclaredResult(loc, "pad_c1", "pad_c4", inferred, result);
}

//===----------------------------------------------------------------------===//
// dynamic_slice
//===----------------------------------------------------------------------===//

LogicalResult inferDynamicSliceOp(std::optional<Location> loc,
                                  RankedTensorType operand,
                                  TypeRange startIndices,
                                  ArrayRef<int64_t> sliceSizes,
                                  SmallVectorImpl<Type> &inferredReturnTypes) {
  int64_t rank = operand.getRank();
  // dynamic_slice_c2
  if (static_cast<int64_t>(startIndices.size()) != rank ||
      sizeOf(sliceSizes) != rank)
    return emitOptionalError(loc, "dynamic_slice_c2: got ", startIndices.size(),
                             " start indices and ", sliceSizes.size(),
                             " slice sizes, expected the operand rank ", rank);
  // dynamic_slice_c3
  if (failed(verifySameStartIndexTypes(loc, "dynamic_slice_c3", startIndices)))
    return failure();
  // dynamic_slice_c4
  for (auto [d, sliceSize] : llvm::enumerate(sliceSizes)) {
    // A bound caps what the slice can take, as a static size does.
    int64_t dimSize = getDimBound(operand, d);
    bool fits = ShapedType::isDynamic(dimSize) || sliceSize <= dimSize;
    if (sliceSize < 0 || !fits)
      return emitOptionalError(
          loc, "dynamic_slice_c4: slice size ", sliceSize, " of dimension ", d,
          " is out of range for operand size ", dimsToString({dimSize}));
  }
  inferredReturnTypes.push_back(withShape(operand, sliceSizes));
  return success();
}

LogicalResult verifyDynamicSliceOp(std::optional<Location> loc,
                                   RankedTensorType operand,
                                   TypeRange startIndices,
                                   ArrayRef<int64_t> sliceSizes,
                                   RankedTensorType result) {
  SmallVector<Type> inferred;
  if (failed(inferDynamicSliceOp(loc, operand, startIndices, sliceSizes,
                                 inferred)))
    return failure();
  // dynamic_slice_c1, dynamic_slice_c5
  return verifyDeclaredResult(loc, "dynamic_slice_c1", "dynamic_slice_c5",
                              inferred, result);
}

//===----------------------------------------------------------------------===//
// dynamic_update_slice
//===----------------------------------------------------------------------===//

LogicalResult
inferDynamicUpdateSliceOp(std::optional<Location> loc, RankedTensorType operand,
                          RankedTensorType update, TypeRange startIndices,
                          SmallVectorImpl<Type> &inferredReturnTypes) {
  // dynamic_update_slice_c2
  if (failed(verifySameElementType(loc, "dynamic_update_slice_c2", "update",
                                   update.getElementType(),
                                   operand.getElementType())))
    return failure();
  // dynamic_update_slice_c3
  if (update.getRank() != operand.getRank())
    return emitOptionalError(loc, "dynamic_update_slice_c3: update rank ",
                             update.getRank(), " differs from operand rank ",
                             operand.getRank());
  // dynamic_update_slice_c4
  if (static_cast<int64_t>(startIndices.size()) != operand.getRank())
    return emitOptionalError(
        loc, "dynamic_update_slice_c4: got ", startIndices.size(),
        " start indices, expected the operand rank ", operand.getRank());
  // dynamic_update_slice_c5
  if (failed(verifySameStartIndexTypes(loc, "dynamic_update_slice_c5",
                                       startIndices)))
    return failure();
  // dynamic_update_slice_c6; sizes are non-negative by construction.
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    int64_t updateSize = update.getDimSize(d);
    int64_t operandSize = operand.getDimSize(d);
    if (!ShapedType::isDynamic(updateSize) &&
        !ShapedType::isDynamic(operandSize) && updateSize > operandSize)
      return emitOptionalError(loc, "dynamic_update_slice_c6: update size ",
                               updateSize, " of dimension ", d,
                               " exceeds operand size ", operandSize);
  }
  inferredReturnTypes.push_back(operand);
  return success();
}

LogicalResult verifyDynamicUpdateSliceOp(std::optional<Location> loc,
                                         RankedTensorType operand,
                                         RankedTensorType update,
                                         TypeRange startIndices,
                                         RankedTensorType result) {
  SmallVector<Type> inferred;
  if (failed(inferDynamicUpdateSliceOp(loc, operand, update, startIndices,
                                       inferred)))
    return failure();
  // dynamic_update_slice_c1
  return verifyDeclaredResult(loc, "dynamic_update_slice_c1",
                              "dynamic_update_slice_c1", inferred, result);
}

//===----------------------------------------------------------------------===//
// get_dimension_size
//===----------------------------------------------------------------------===//

LogicalResult
inferGetDimensionSizeOp(std::optional<Location> loc, RankedTensorType operand,
                        int64_t dimension,
                        SmallVectorImpl<Type> &inferredReturnTypes) {
  // get_dimension_size_c1
  if (failed(verifyIndexInRange(loc, "get_dimension_size_c1", "dimension",
                                dimension, operand.getRank())))
    return failure();
  inferredReturnTypes.push_back(
      RankedTensorType::get({}, IntegerType::get(operand.getContext(), 32)));
  return success();
}

} // namespace hlokit::stablehlo
