//===- ReductionInference.cpp - Reduction ops: shape inference and checks -===//
//
// Constraint labels (`reduce_c6`) refer to the ops' sections of the StableHLO
// specification.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/Reduction.h"

#include "WindowCount.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

Type elementTypeOf(Type type) {
  return cast<ShapedType>(type).getElementType();
}

bool isScalarTensor(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && ranked.getRank() == 0;
}

RankedTensorType rankedOf(Type type) { return cast<RankedTensorType>(type); }

/// The bound of every dimension of `type` (its size where static).
SmallVector<int64_t> dimBounds(RankedTensorType type) {
  SmallVector<int64_t> bounds;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    bounds.push_back(getDimBound(type, d));
  return bounds;
}

/// Same rank and pairwise compatible dimensions, bounds included: a static
/// size must fit the other side's bound (bounded-dynamism RFC).
bool haveCompatibleShapes(RankedTensorType a, RankedTensorType b) {
  if (a.getRank() != b.getRank())
    return false;
  for (int64_t d = 0, e = a.getRank(); d < e; ++d)
    if (!isCompatibleDim(a.getDimSize(d), getDimBound(a, d), b.getDimSize(d),
                         getDimBound(b, d)))
      return false;
  return true;
}

/// Inference components for `shape` with per-dimension `bounds`.
ShapedTypeComponents boundedComponents(ArrayRef<int64_t> shape,
                                       ArrayRef<int64_t> bounds,
                                       Type elementType) {
  return componentsOf(getBoundedTensorType(shape, elementType, bounds));
}

/// `name [1, 2]` for diagnostics.
std::string named(StringRef name, ArrayRef<int64_t> dims) {
  return (name + " " + dimsToString(dims)).str();
}

LogicalResult checkNonEmpty(std::optional<Location> loc, StringRef label,
                            TypeRange inputs) {
  if (inputs.empty())
    return emitOptionalError(loc, label, ": expected at least one input");
  return success();
}

LogicalResult checkCount(std::optional<Location> loc, StringRef label,
                         size_t numInputs, size_t count, StringRef what) {
  if (count != numInputs)
    return emitOptionalError(loc, label, ": ", numInputs, " inputs but ", count,
                             " ", what);
  return success();
}

/// Every input's shape is compatible with the first's.
LogicalResult checkSameShapes(std::optional<Location> loc, StringRef label,
                              TypeRange types, StringRef what) {
  for (auto [i, type] : llvm::enumerate(types))
    if (!haveCompatibleShapes(rankedOf(type), rankedOf(types[0])))
      return emitOptionalError(loc, label, ": ", what, " ", i, " has type ",
                               type, ", not the shape of ", what, " 0 (",
                               types[0], ")");
  return success();
}

LogicalResult checkScalarInits(std::optional<Location> loc, StringRef label,
                               TypeRange initTypes) {
  for (auto [i, type] : llvm::enumerate(initTypes))
    if (!isScalarTensor(type))
      return emitOptionalError(loc, label, ": init value ", i, " has type ",
                               type, ", expected a 0-dimensional tensor");
  return success();
}

LogicalResult checkInitElementTypes(std::optional<Location> loc,
                                    StringRef label, TypeRange inputTypes,
                                    TypeRange initTypes) {
  for (auto [i, types] : llvm::enumerate(llvm::zip(inputTypes, initTypes))) {
    Type input = elementTypeOf(std::get<0>(types));
    Type init = elementTypeOf(std::get<1>(types));
    if (input != init)
      return emitOptionalError(loc, label, ": element type ", input,
                               " of input ", i,
                               " differs from the init value's ", init);
  }
  return success();
}

/// The accumulator types give the results' element types; they must be
/// shaped, one per input.
LogicalResult checkAccumulators(std::optional<Location> loc, StringRef label,
                                size_t numInputs, TypeRange accumulatorTypes) {
  if (accumulatorTypes.size() != numInputs)
    return emitOptionalError(loc, label, ": body returns ",
                             accumulatorTypes.size(), " values, expected ",
                             numInputs);
  for (auto [i, type] : llvm::enumerate(accumulatorTypes))
    if (!isa<ShapedType>(type))
      return emitOptionalError(loc, label, ": body result ", i, " has type ",
                               type, ", expected a tensor");
  return success();
}

/// Checks each declared result against the inferred components: the shape
/// under `shapeLabel`, the element type under `elementLabel`.
LogicalResult checkResults(std::optional<Location> loc, StringRef shapeLabel,
                           StringRef elementLabel, TypeRange resultTypes,
                           ArrayRef<ShapedTypeComponents> inferred) {
  for (auto [i, type] : llvm::enumerate(resultTypes)) {
    const ShapedTypeComponents &expected = inferred[i];
    auto expectedType = RankedTensorType::get(
        expected.getDims(), elementTypeOf(type), expected.getAttribute());
    if (!haveCompatibleShapes(rankedOf(type), expectedType))
      return emitOptionalError(loc, shapeLabel, ": result ", i, " has type ",
                               type, ", expected shape ",
                               dimsToString(expected.getDims()));
    if (expected.getElementType() &&
        elementTypeOf(type) != expected.getElementType())
      return emitOptionalError(loc, elementLabel, ": result ", i,
                               " has element type ", elementTypeOf(type),
                               ", expected ", expected.getElementType());
  }
  return success();
}

} // namespace

LogicalResult verifyReducerBody(std::optional<Location> loc, StringRef label,
                                StringRef region, TypeRange inputTypes,
                                const BodyTypes &body) {
  size_t n = inputTypes.size();
  if (body.arguments.size() != 2 * n)
    return emitOptionalError(loc, label, ": ", region, " takes ",
                             body.arguments.size(), " arguments, expected ",
                             2 * n);
  if (body.results.size() != n)
    return emitOptionalError(loc, label, ": ", region, " returns ",
                             body.results.size(), " values, expected ", n);
  for (size_t i = 0; i < n; ++i) {
    Type accumulator = body.results[i];
    if (!isScalarTensor(accumulator))
      return emitOptionalError(loc, label, ": ", region, " result ", i,
                               " has type ", accumulator,
                               ", expected a 0-dimensional tensor");
    for (size_t arg : {i, n + i})
      if (body.arguments[arg] != accumulator)
        return emitOptionalError(loc, label, ": ", region, " argument ", arg,
                                 " has type ", body.arguments[arg],
                                 ", expected ", accumulator, " (the type of ",
                                 region, " result ", i, ")");
    Type input = elementTypeOf(inputTypes[i]);
    if (!isPromotableElementType(input, elementTypeOf(accumulator)))
      return emitOptionalError(loc, label, ": element type ", input,
                               " of input ", i, " is not promotable to the ",
                               region, "'s ", elementTypeOf(accumulator));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// dot_general
//===----------------------------------------------------------------------===//

namespace {

LogicalResult checkSameSize(std::optional<Location> loc, StringRef label,
                            StringRef lhsName, ArrayRef<int64_t> lhs,
                            StringRef rhsName, ArrayRef<int64_t> rhs) {
  if (lhs.size() != rhs.size())
    return emitOptionalError(loc, label, ": ", named(lhsName, lhs), " and ",
                             named(rhsName, rhs), " differ in size");
  return success();
}

LogicalResult checkUniqueTogether(std::optional<Location> loc, StringRef label,
                                  StringRef batchingName,
                                  ArrayRef<int64_t> batching,
                                  StringRef contractingName,
                                  ArrayRef<int64_t> contracting) {
  SmallVector<int64_t> all(batching);
  llvm::append_range(all, contracting);
  if (!isUnique(all))
    return emitOptionalError(loc, label, ": ", named(batchingName, batching),
                             " and ", named(contractingName, contracting),
                             " are not unique together");
  return success();
}

LogicalResult checkInRank(std::optional<Location> loc, StringRef label,
                          StringRef name, ArrayRef<int64_t> dims,
                          int64_t rank) {
  if (!allInRange(dims, rank))
    return emitOptionalError(loc, label, ": ", named(name, dims),
                             " are not all in [0, ", rank, ")");
  return success();
}

LogicalResult checkPairedSizes(std::optional<Location> loc, StringRef label,
                               StringRef kind, RankedTensorType lhs,
                               ArrayRef<int64_t> lhsDims, RankedTensorType rhs,
                               ArrayRef<int64_t> rhsDims) {
  for (auto [l, r] : llvm::zip(lhsDims, rhsDims))
    if (!isCompatibleDim(lhs.getDimSize(l), getDimBound(lhs, l),
                         rhs.getDimSize(r), getDimBound(rhs, r)))
      return emitOptionalError(loc, label, ": ", kind, " dimension ", l,
                               " of lhs (", lhs, ") is not compatible with ",
                               "dimension ", r, " of rhs (", rhs, ")");
  return success();
}

/// The entries of `shape` (sizes or bounds) at the dimensions that are
/// neither batching nor contracting, in order.
void appendFreeDims(ArrayRef<int64_t> shape, ArrayRef<int64_t> batching,
                    ArrayRef<int64_t> contracting,
                    SmallVectorImpl<int64_t> &out) {
  for (auto [d, size] : llvm::enumerate(shape))
    if (!llvm::is_contained(batching, int64_t(d)) &&
        !llvm::is_contained(contracting, int64_t(d)))
      out.push_back(size);
}

} // namespace

LogicalResult
inferDotGeneralOp(std::optional<Location> loc, Type lhsType, Type rhsType,
                  const DotDims &dims,
                  SmallVectorImpl<ShapedTypeComponents> &inferred) {
  RankedTensorType lhs = rankedOf(lhsType), rhs = rankedOf(rhsType);
  int64_t lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  if (failed(checkSameSize(loc, "dot_general_c1", "lhs_batching_dimensions",
                           dims.lhsBatching, "rhs_batching_dimensions",
                           dims.rhsBatching)) ||
      failed(checkSameSize(loc, "dot_general_c2", "lhs_contracting_dimensions",
                           dims.lhsContracting, "rhs_contracting_dimensions",
                           dims.rhsContracting)) ||
      failed(checkUniqueTogether(
          loc, "dot_general_c3", "lhs_batching_dimensions", dims.lhsBatching,
          "lhs_contracting_dimensions", dims.lhsContracting)) ||
      failed(checkUniqueTogether(
          loc, "dot_general_c4", "rhs_batching_dimensions", dims.rhsBatching,
          "rhs_contracting_dimensions", dims.rhsContracting)) ||
      failed(checkInRank(loc, "dot_general_c5", "lhs_batching_dimensions",
                         dims.lhsBatching, lhsRank)) ||
      failed(checkInRank(loc, "dot_general_c6", "lhs_contracting_dimensions",
                         dims.lhsContracting, lhsRank)) ||
      failed(checkInRank(loc, "dot_general_c7", "rhs_batching_dimensions",
                         dims.rhsBatching, rhsRank)) ||
      failed(checkInRank(loc, "dot_general_c8", "rhs_contracting_dimensions",
                         dims.rhsContracting, rhsRank)) ||
      failed(checkPairedSizes(loc, "dot_general_c9", "batching", lhs,
                              dims.lhsBatching, rhs, dims.rhsBatching)) ||
      failed(checkPairedSizes(loc, "dot_general_c10", "contracting", lhs,
                              dims.lhsContracting, rhs, dims.rhsContracting)))
    return failure();

  // dot_general_c12: batching, then lhs's free, then rhs's free dimensions,
  // each with its bound.
  SmallVector<int64_t> shape, bounds;
  SmallVector<int64_t> lhsBounds = dimBounds(lhs), rhsBounds = dimBounds(rhs);
  for (int64_t d : dims.lhsBatching) {
    shape.push_back(lhs.getDimSize(d));
    bounds.push_back(lhsBounds[d]);
  }
  appendFreeDims(lhs.getShape(), dims.lhsBatching, dims.lhsContracting, shape);
  appendFreeDims(lhsBounds, dims.lhsBatching, dims.lhsContracting, bounds);
  appendFreeDims(rhs.getShape(), dims.rhsBatching, dims.rhsContracting, shape);
  appendFreeDims(rhsBounds, dims.rhsBatching, dims.rhsContracting, bounds);
  // The element type is left to the declared result.
  ShapedTypeComponents components =
      boundedComponents(shape, bounds, lhs.getElementType());
  inferred.emplace_back(components.getDims(), Type(),
                        components.getAttribute());
  return success();
}

LogicalResult verifyDotGeneralOp(std::optional<Location> loc, Type lhsType,
                                 Type rhsType, const DotDims &dims,
                                 size_t numPrecisionConfigs, Type resultType) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferDotGeneralOp(loc, lhsType, rhsType, dims, inferred)))
    return failure();
  // dot_general_c11: the spec asks for two entries; an absent or shorter list
  // means DEFAULT for the rest, as upstream accepts.
  if (numPrecisionConfigs > 2)
    return emitOptionalError(loc, "dot_general_c11: precision_config has ",
                             numPrecisionConfigs,
                             " entries, expected at most 2");
  auto inferredType =
      RankedTensorType::get(inferred[0].getDims(), elementTypeOf(resultType),
                            inferred[0].getAttribute());
  if (!haveCompatibleShapes(rankedOf(resultType), inferredType))
    return emitOptionalError(loc, "dot_general_c12: result type ", resultType,
                             " is not compatible with the inferred shape ",
                             dimsToString(inferred[0].getDims()));
  if (isQuantized(lhsType) || isQuantized(rhsType) || isQuantized(resultType))
    return verifyQuantizedDotGeneralOp(loc, lhsType, rhsType,
                                       dims.rhsContracting, resultType);
  // dot_general_c13: element_type(lhs) = element_type(rhs).
  if (elementTypeOf(lhsType) != elementTypeOf(rhsType))
    return emitOptionalError(
        loc, "dot_general_c13: lhs element type ", elementTypeOf(lhsType),
        " differs from rhs element type ", elementTypeOf(rhsType));
  return success();
}

namespace {

LogicalResult checkFloatType(std::optional<Location> loc, StringRef label,
                             StringRef name, Type type) {
  if (!isa<FloatType>(type))
    return emitOptionalError(loc, label, ": ", name,
                             " must be a float type, got ", type);
  return success();
}

} // namespace

LogicalResult verifyDotAlgorithm(std::optional<Location> loc,
                                 bool allPrecisionsDefault,
                                 const DotAlgorithmParams &params) {
  if (failed(checkFloatType(loc, "dot_general_i8", "lhs_precision_type",
                            params.lhsPrecisionType)) ||
      failed(checkFloatType(loc, "dot_general_i9", "rhs_precision_type",
                            params.rhsPrecisionType)) ||
      failed(checkFloatType(loc, "dot_general_i10", "accumulation_type",
                            params.accumulationType)))
    return failure();
  if (!allPrecisionsDefault)
    return emitOptionalError(loc, "dot_general_c21: precision_config must be "
                                  "DEFAULT when an algorithm is given");
  if (params.lhsComponentCount <= 0)
    return emitOptionalError(loc,
                             "dot_general_c22: lhs_component_count must be "
                             "positive, got ",
                             params.lhsComponentCount);
  if (params.rhsComponentCount <= 0)
    return emitOptionalError(loc,
                             "dot_general_c23: rhs_component_count must be "
                             "positive, got ",
                             params.rhsComponentCount);
  if (params.numPrimitiveOperations <= 0)
    return emitOptionalError(loc,
                             "dot_general_c24: num_primitive_operations must "
                             "be positive, got ",
                             params.numPrimitiveOperations);
  return success();
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

LogicalResult inferReduceOp(std::optional<Location> loc, TypeRange inputTypes,
                            ArrayRef<int64_t> dimensions,
                            TypeRange accumulatorTypes,
                            SmallVectorImpl<ShapedTypeComponents> &inferred) {
  if (failed(checkNonEmpty(loc, "reduce_c3", inputTypes)) ||
      failed(checkSameShapes(loc, "reduce_c1", inputTypes, "input")))
    return failure();
  // The most specific of the (compatible) inputs gives the kept dimensions.
  RankedTensorType witness = rankedOf(inputTypes[0]);
  for (Type input : inputTypes.drop_front())
    witness = refineType(witness, rankedOf(input));
  int64_t rank = witness.getRank();
  if (!allInRange(dimensions, rank))
    return emitOptionalError(loc,
                             "reduce_c4: ", named("dimensions", dimensions),
                             " are not all in [0, ", rank, ")");
  if (!isUnique(dimensions))
    return emitOptionalError(
        loc, "reduce_c5: ", named("dimensions", dimensions), " are not unique");
  if (failed(checkAccumulators(loc, "reduce_c6", inputTypes.size(),
                               accumulatorTypes)))
    return failure();

  SmallVector<int64_t> shape, bounds;
  for (int64_t d = 0; d < rank; ++d) {
    if (llvm::is_contained(dimensions, d))
      continue;
    shape.push_back(witness.getDimSize(d));
    bounds.push_back(getDimBound(witness, d));
  }
  for (Type accumulator : accumulatorTypes)
    inferred.push_back(
        boundedComponents(shape, bounds, elementTypeOf(accumulator)));
  return success();
}

LogicalResult verifyReduceOp(std::optional<Location> loc, TypeRange inputTypes,
                             TypeRange initTypes, ArrayRef<int64_t> dimensions,
                             const BodyTypes &body, TypeRange resultTypes) {
  size_t n = inputTypes.size();
  if (failed(checkNonEmpty(loc, "reduce_c3", inputTypes)) ||
      failed(
          checkCount(loc, "reduce_c3", n, initTypes.size(), "init values")) ||
      failed(checkCount(loc, "reduce_c3", n, resultTypes.size(), "results")) ||
      failed(checkScalarInits(loc, "reduce_i2", initTypes)) ||
      failed(checkInitElementTypes(loc, "reduce_c2", inputTypes, initTypes)) ||
      failed(verifyReducerBody(loc, "reduce_c6", "body", inputTypes, body)))
    return failure();
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(
          inferReduceOp(loc, inputTypes, dimensions, body.results, inferred)))
    return failure();
  return checkResults(loc, "reduce_c7", "reduce_c8", resultTypes, inferred);
}

//===----------------------------------------------------------------------===//
// reduce_window, select_and_scatter
//===----------------------------------------------------------------------===//

void setWindowPadding(WindowAttrs &window, DenseIntElementsAttr padding) {
  if (!padding)
    return;
  window.paddingShape.emplace(padding.getType().getShape());
  window.paddingValues = llvm::to_vector(padding.getValues<int64_t>());
}

std::optional<int64_t>
getCheckedWindowCount(int64_t inputSize, int64_t windowSize, int64_t stride,
                      int64_t baseDilation, int64_t windowDilation,
                      int64_t paddingLow, int64_t paddingHigh) {
  // (size - 1) * dilation + 1 places, none for no elements.
  auto dilated = [](int64_t size, int64_t dilation) -> std::optional<int64_t> {
    if (size == 0)
      return 0;
    std::optional<int64_t> spread = llvm::checkedMul(size - 1, dilation);
    return spread ? llvm::checkedAdd(*spread, int64_t(1)) : std::nullopt;
  };
  std::optional<int64_t> dilatedInput = dilated(inputSize, baseDilation);
  std::optional<int64_t> dilatedWindow = dilated(windowSize, windowDilation);
  std::optional<int64_t> edges = llvm::checkedAdd(paddingLow, paddingHigh);
  if (!dilatedInput || !dilatedWindow || !edges)
    return std::nullopt;
  std::optional<int64_t> paddedInput = llvm::checkedAdd(*dilatedInput, *edges);
  if (!paddedInput)
    return std::nullopt;
  if (*paddedInput <= 0 || *dilatedWindow > *paddedInput)
    return 0;
  return llvm::checkedAdd((*paddedInput - *dilatedWindow) / stride, int64_t(1));
}

int64_t numWindows(int64_t inputSize, int64_t windowSize, int64_t stride,
                   int64_t baseDilation, int64_t windowDilation,
                   int64_t paddingLow, int64_t paddingHigh) {
  if (ShapedType::isDynamic(inputSize))
    return ShapedType::kDynamic;
  std::optional<int64_t> count =
      getCheckedWindowCount(inputSize, windowSize, stride, baseDilation,
                            windowDilation, paddingLow, paddingHigh);
  assert(count && "the verifiers reject window counts over int64");
  return *count;
}

namespace {

/// The labels of the window constraints, which differ between reduce_window
/// and select_and_scatter.
struct WindowLabels {
  StringRef dimensionsSize, dimensionsPositive;
  StringRef stridesSize, stridesPositive;
  StringRef baseDilationsSize, baseDilationsPositive;
  StringRef windowDilationsSize, windowDilationsPositive;
  StringRef padding;
  StringRef windowCount;
};

const WindowLabels kReduceWindowLabels = {
    "reduce_window_c4",  "reduce_window_c5",  "reduce_window_c6",
    "reduce_window_c7",  "reduce_window_c8",  "reduce_window_c9",
    "reduce_window_c10", "reduce_window_c11", "reduce_window_c12",
    "reduce_window_c15"};

// select_and_scatter has no dilations; its window never sets them.
const WindowLabels kSelectAndScatterLabels = {"select_and_scatter_c4",
                                              "select_and_scatter_c5",
                                              "select_and_scatter_c6",
                                              "select_and_scatter_c7",
                                              "",
                                              "",
                                              "",
                                              "",
                                              "select_and_scatter_c8",
                                              "select_and_scatter_c2"};

/// An optional window list has one positive entry per dimension.
LogicalResult checkWindowList(std::optional<Location> loc, StringRef sizeLabel,
                              StringRef positiveLabel, StringRef name,
                              std::optional<ArrayRef<int64_t>> values,
                              int64_t rank) {
  if (!values)
    return success();
  if (static_cast<int64_t>(values->size()) != rank)
    return emitOptionalError(loc, sizeLabel, ": ", named(name, *values),
                             " has ", values->size(), " entries, expected ",
                             rank);
  if (llvm::any_of(*values, [](int64_t v) { return v <= 0; }))
    return emitOptionalError(loc, positiveLabel, ": ", named(name, *values),
                             " must be positive");
  return success();
}

LogicalResult checkWindow(std::optional<Location> loc,
                          const WindowLabels &labels, const WindowAttrs &window,
                          int64_t rank) {
  if (failed(checkWindowList(loc, labels.dimensionsSize,
                             labels.dimensionsPositive, "window_dimensions",
                             window.dimensions, rank)) ||
      failed(checkWindowList(loc, labels.stridesSize, labels.stridesPositive,
                             "window_strides", window.strides, rank)) ||
      failed(checkWindowList(loc, labels.baseDilationsSize,
                             labels.baseDilationsPositive, "base_dilations",
                             window.baseDilations, rank)) ||
      failed(checkWindowList(loc, labels.windowDilationsSize,
                             labels.windowDilationsPositive, "window_dilations",
                             window.windowDilations, rank)))
    return failure();
  SmallVector<int64_t, 2> expected = {rank, 2};
  if (window.paddingShape && *window.paddingShape != expected)
    return emitOptionalError(loc, labels.padding, ": padding has shape ",
                             dimsToString(*window.paddingShape), ", expected ",
                             dimsToString(expected));
  return success();
}

int64_t entryOr(std::optional<ArrayRef<int64_t>> values, size_t i,
                int64_t fallback) {
  return values ? (*values)[i] : fallback;
}

/// The number of windows along dimension `i` of an input `extent` long:
/// dynamic when `extent` is, none when it overflows int64.
std::optional<int64_t> windowCountAlong(int64_t extent,
                                        const WindowAttrs &window, size_t i) {
  if (ShapedType::isDynamic(extent))
    return ShapedType::kDynamic;
  bool padded = window.paddingShape.has_value();
  return getCheckedWindowCount(extent, window.dimensions[i],
                               entryOr(window.strides, i, 1),
                               entryOr(window.baseDilations, i, 1),
                               entryOr(window.windowDilations, i, 1),
                               padded ? window.paddingValues[2 * i] : 0,
                               padded ? window.paddingValues[2 * i + 1] : 0);
}

/// Fails when the number of windows along a dimension of `input`, for its
/// size or its bound, overflows int64; the window must have been checked.
LogicalResult checkWindowCounts(std::optional<Location> loc,
                                const WindowLabels &labels,
                                RankedTensorType input,
                                const WindowAttrs &window) {
  for (auto [i, size] : llvm::enumerate(input.getShape()))
    for (int64_t extent : {size, getDimBound(input, i)})
      if (!windowCountAlong(extent, window, i))
        return emitOptionalError(loc, labels.windowCount,
                                 ": the number of windows along dimension ", i,
                                 " overflows int64");
  return success();
}

/// The number of windows along every dimension of `inputShape`; the window
/// and the counts must have been checked.
SmallVector<int64_t> windowedShape(ArrayRef<int64_t> inputShape,
                                   const WindowAttrs &window) {
  SmallVector<int64_t> shape;
  for (auto [i, size] : llvm::enumerate(inputShape))
    shape.push_back(*windowCountAlong(size, window, i));
  return shape;
}

/// The windows of `input` as a tensor type: window counts of its sizes, and
/// of its bounds as bounds.
RankedTensorType windowedType(RankedTensorType input, const WindowAttrs &window,
                              Type elementType) {
  return getBoundedTensorType(windowedShape(input.getShape(), window),
                              elementType,
                              windowedShape(dimBounds(input), window));
}

} // namespace

LogicalResult
inferReduceWindowOp(std::optional<Location> loc, TypeRange inputTypes,
                    const WindowAttrs &window, TypeRange accumulatorTypes,
                    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  if (failed(checkNonEmpty(loc, "reduce_window_c1", inputTypes)) ||
      failed(checkSameShapes(loc, "reduce_window_c2", inputTypes, "input")) ||
      failed(checkWindow(loc, kReduceWindowLabels, window,
                         rankedOf(inputTypes[0]).getRank())) ||
      failed(checkWindowCounts(loc, kReduceWindowLabels,
                               rankedOf(inputTypes[0]), window)) ||
      failed(checkAccumulators(loc, "reduce_window_c13", inputTypes.size(),
                               accumulatorTypes)))
    return failure();
  for (auto [input, accumulator] : llvm::zip(inputTypes, accumulatorTypes))
    inferred.push_back(componentsOf(
        windowedType(rankedOf(input), window, elementTypeOf(accumulator))));
  return success();
}

LogicalResult verifyReduceWindowOp(std::optional<Location> loc,
                                   TypeRange inputTypes, TypeRange initTypes,
                                   const WindowAttrs &window,
                                   const BodyTypes &body,
                                   TypeRange resultTypes) {
  size_t n = inputTypes.size();
  if (failed(checkNonEmpty(loc, "reduce_window_c1", inputTypes)) ||
      failed(checkCount(loc, "reduce_window_c1", n, initTypes.size(),
                        "init values")) ||
      failed(checkCount(loc, "reduce_window_c1", n, resultTypes.size(),
                        "results")) ||
      failed(checkScalarInits(loc, "reduce_window_i2", initTypes)) ||
      failed(checkInitElementTypes(loc, "reduce_window_c3", inputTypes,
                                   initTypes)) ||
      failed(verifyReducerBody(loc, "reduce_window_c13", "body", inputTypes,
                               body)))
    return failure();
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferReduceWindowOp(loc, inputTypes, window, body.results,
                                 inferred)) ||
      failed(checkSameShapes(loc, "reduce_window_c14", resultTypes, "result")))
    return failure();
  return checkResults(loc, "reduce_window_c15", "reduce_window_c16",
                      resultTypes, inferred);
}

LogicalResult
inferSelectAndScatterOp(std::optional<Location> loc, Type operandType,
                        TypeRange scatterResultTypes,
                        SmallVectorImpl<ShapedTypeComponents> &inferred) {
  Type elementType = elementTypeOf(operandType);
  if (!scatterResultTypes.empty()) {
    if (failed(checkAccumulators(loc, "select_and_scatter_c10", 1,
                                 scatterResultTypes)))
      return failure();
    elementType = elementTypeOf(scatterResultTypes[0]);
  }
  inferred.push_back(componentsOf(rankedOf(operandType), elementType));
  return success();
}

namespace {

/// select_and_scatter_c9: `select` has type `(tensor<E>, tensor<E>) ->
/// tensor<i1>` where E is the operand's element type.
LogicalResult verifySelectBody(std::optional<Location> loc, Type operandType,
                               const BodyTypes &select) {
  Type expected = RankedTensorType::get({}, elementTypeOf(operandType));
  if (select.arguments.size() != 2)
    return emitOptionalError(loc, "select_and_scatter_c9: select takes ",
                             select.arguments.size(), " arguments, expected 2");
  for (auto [i, type] : llvm::enumerate(select.arguments))
    if (type != expected)
      return emitOptionalError(loc, "select_and_scatter_c9: select argument ",
                               i, " has type ", type, ", expected ", expected);
  Type predicate =
      RankedTensorType::get({}, IntegerType::get(expected.getContext(), 1));
  if (select.results.size() != 1 || select.results[0] != predicate)
    return emitOptionalError(loc,
                             "select_and_scatter_c9: select must return "
                             "a single ",
                             predicate);
  return success();
}

} // namespace

LogicalResult verifySelectAndScatterOp(std::optional<Location> loc,
                                       Type operandType, Type sourceType,
                                       Type initType, const WindowAttrs &window,
                                       const BodyTypes &select,
                                       const BodyTypes &scatter,
                                       Type resultType) {
  Type operandElement = elementTypeOf(operandType);
  if (elementTypeOf(sourceType) != operandElement)
    return emitOptionalError(loc, "select_and_scatter_c1: source element type ",
                             elementTypeOf(sourceType),
                             " differs from the operand's ", operandElement);
  if (failed(checkScalarInits(loc, "select_and_scatter_i3", initType)))
    return failure();
  if (elementTypeOf(initType) != operandElement)
    return emitOptionalError(loc,
                             "select_and_scatter_c3: init value element type ",
                             elementTypeOf(initType),
                             " differs from the operand's ", operandElement);
  RankedTensorType operand = rankedOf(operandType);
  if (failed(checkWindow(loc, kSelectAndScatterLabels, window,
                         operand.getRank())) ||
      failed(checkWindowCounts(loc, kSelectAndScatterLabels, operand, window)))
    return failure();
  RankedTensorType windows = windowedType(operand, window, operandElement);
  if (!haveCompatibleShapes(rankedOf(sourceType), windows))
    return emitOptionalError(loc, "select_and_scatter_c2: source type ",
                             sourceType, " does not have the shape ",
                             dimsToString(windows.getShape()),
                             " (the number of windows)");
  if (failed(verifySelectBody(loc, operandType, select)) ||
      failed(verifyReducerBody(loc, "select_and_scatter_c10", "scatter",
                               operandType, scatter)))
    return failure();
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(
          inferSelectAndScatterOp(loc, operandType, scatter.results, inferred)))
    return failure();
  return checkResults(loc, "select_and_scatter_c11", "select_and_scatter_c12",
                      resultType, inferred);
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

LogicalResult inferSortOp(std::optional<Location> loc, TypeRange inputTypes,
                          SmallVectorImpl<ShapedTypeComponents> &inferred) {
  if (failed(checkNonEmpty(loc, "sort_c1", inputTypes)))
    return failure();
  for (Type input : inputTypes)
    inferred.push_back(componentsOf(rankedOf(input)));
  return success();
}

namespace {

/// sort_c5: `comparator` has type `(tensor<E0>, tensor<E0>, ...,
/// tensor<EN-1>, tensor<EN-1>) -> tensor<i1>`.
LogicalResult verifyComparator(std::optional<Location> loc,
                               TypeRange inputTypes,
                               const BodyTypes &comparator) {
  size_t n = inputTypes.size();
  if (comparator.arguments.size() != 2 * n)
    return emitOptionalError(loc, "sort_c5: comparator takes ",
                             comparator.arguments.size(),
                             " arguments, expected ", 2 * n);
  for (auto [i, type] : llvm::enumerate(comparator.arguments)) {
    Type expected = RankedTensorType::get({}, elementTypeOf(inputTypes[i / 2]));
    if (type != expected)
      return emitOptionalError(loc, "sort_c5: comparator argument ", i,
                               " has type ", type, ", expected ", expected);
  }
  Type predicate = RankedTensorType::get(
      {}, IntegerType::get(inputTypes[0].getContext(), 1));
  if (comparator.results.size() != 1 || comparator.results[0] != predicate)
    return emitOptionalError(loc, "sort_c5: comparator must return a single ",
                             predicate);
  return success();
}

} // namespace

LogicalResult verifySortOp(std::optional<Location> loc, TypeRange inputTypes,
                           int64_t dimension, const BodyTypes &comparator,
                           TypeRange resultTypes) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferSortOp(loc, inputTypes, inferred)) ||
      failed(checkCount(loc, "sort_c2", inputTypes.size(), resultTypes.size(),
                        "results")))
    return failure();
  for (auto [i, types] : llvm::enumerate(llvm::zip(inputTypes, resultTypes)))
    if (!isCompatibleForHloTypeInference(std::get<0>(types),
                                         std::get<1>(types)))
      return emitOptionalError(loc, "sort_c2: result ", i, " has type ",
                               std::get<1>(types), ", expected ",
                               std::get<0>(types), " (the input's)");
  if (failed(checkSameShapes(loc, "sort_c3", inputTypes, "input")))
    return failure();
  int64_t rank = rankedOf(inputTypes[0]).getRank();
  if (dimension < -rank || dimension >= rank)
    return emitOptionalError(loc, "sort_c4: dimension ", dimension,
                             " is not in [", -rank, ", ", rank, ")");
  return verifyComparator(loc, inputTypes, comparator);
}

} // namespace hlokit::stablehlo
