//===- ShapeOps.cpp - Shape ops: verifiers, builders, syntax -------------===//
//
// The op methods only unpack operands and attributes and call the free
// functions of Shape.h, which hold the logic.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// The single inferred result type for a builder. Builders cannot fail, so
/// invalid inputs abort, as with ODS-generated inferring builders.
Type inferredTypeOrDie(LogicalResult status, ArrayRef<Type> inferred) {
  if (failed(status))
    llvm::report_fatal_error("stablehlo: invalid inputs for type inference");
  return inferred.front();
}

/// Adapts a type-returning inference function to InferShapedTypeOpInterface.
LogicalResult toComponents(LogicalResult status, ArrayRef<Type> inferred,
                           SmallVectorImpl<ShapedTypeComponents> &components) {
  if (failed(status))
    return failure();
  for (Type type : inferred)
    components.emplace_back(cast<ShapedType>(type));
  return success();
}

/// Interface inference may run on unverified IR: check operand kinds first.
FailureOr<RankedTensorType> rankedOperand(std::optional<Location> loc,
                                          Value value) {
  auto type = dyn_cast_or_null<RankedTensorType>(value.getType());
  if (!type)
    return emitOptionalError(loc, "expected a ranked tensor operand, got ",
                             value.getType());
  return type;
}

RankedTensorType rankedType(Value value) {
  return cast<RankedTensorType>(value.getType());
}

} // namespace

//===----------------------------------------------------------------------===//
// custom<> directives
//===----------------------------------------------------------------------===//

void printVariadicOperandWithAttribute(OpAsmPrinter &p, Operation *,
                                       OperandRange operands) {
  if (operands.empty())
    return;
  p.printOperands(operands);
  p << ',';
}

ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  // Operands until the first non-operand token, each followed by a comma.
  OpAsmParser::UnresolvedOperand operand;
  OptionalParseResult parsed = parser.parseOptionalOperand(operand);
  while (parsed.has_value()) {
    if (failed(*parsed) || parser.parseComma())
      return failure();
    operands.push_back(operand);
    parsed = parser.parseOptionalOperand(operand);
  }
  return success();
}

void printSliceRanges(OpAsmPrinter &p, Operation *,
                      DenseI64ArrayAttr startIndices,
                      DenseI64ArrayAttr limitIndices,
                      DenseI64ArrayAttr strides) {
  p << '[';
  llvm::interleaveComma(llvm::zip(startIndices.asArrayRef(),
                                  limitIndices.asArrayRef(),
                                  strides.asArrayRef()),
                        p, [&](auto range) {
                          auto [start, limit, stride] = range;
                          p << start << ':' << limit;
                          if (stride != 1)
                            p << ':' << stride;
                        });
  p << ']';
}

ParseResult parseSliceRanges(OpAsmParser &parser,
                             DenseI64ArrayAttr &startIndices,
                             DenseI64ArrayAttr &limitIndices,
                             DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  auto parseRange = [&]() -> ParseResult {
    int64_t stride = 1;
    if (parser.parseInteger(starts.emplace_back()) || parser.parseColon() ||
        parser.parseInteger(limits.emplace_back()))
      return failure();
    if (succeeded(parser.parseOptionalColon()) && parser.parseInteger(stride))
      return failure();
    steps.push_back(stride);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseRange))
    return failure();
  MLIRContext *ctx = parser.getContext();
  startIndices = DenseI64ArrayAttr::get(ctx, starts);
  limitIndices = DenseI64ArrayAttr::get(ctx, limits);
  strides = DenseI64ArrayAttr::get(ctx, steps);
  return success();
}

//===----------------------------------------------------------------------===//
// iota, broadcast_in_dim, reshape
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  return verifyIotaOp(getLoc(), getIotaDimension(), getType());
}

LogicalResult BroadcastInDimOp::verify() {
  return verifyBroadcastInDimOp(getLoc(), getOperand().getType(),
                                getBroadcastDimensions(), getType());
}

LogicalResult ReshapeOp::verify() {
  return verifyReshapeOp(getLoc(), getOperand().getType(), getType());
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

void TransposeOp::build(OpBuilder &builder, OperationState &state,
                        Value operand, ArrayRef<int64_t> permutation) {
  SmallVector<Type> inferred;
  LogicalResult status = inferTransposeOp(state.location, rankedType(operand),
                                          permutation, inferred);
  build(builder, state, inferredTypeOrDie(status, inferred), operand,
        permutation);
}

LogicalResult TransposeOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  TransposeOp::Adaptor adaptor(operands, attributes, properties, regions);
  FailureOr<RankedTensorType> operand =
      rankedOperand(location, adaptor.getOperand());
  if (failed(operand))
    return failure();
  SmallVector<Type> inferred;
  LogicalResult status =
      inferTransposeOp(location, *operand, adaptor.getPermutation(), inferred);
  return toComponents(status, inferred, inferredReturnShapes);
}

LogicalResult TransposeOp::verify() {
  return verifyTransposeOp(getLoc(), getOperand().getType(), getPermutation(),
                           getType());
}

//===----------------------------------------------------------------------===//
// reverse
//===----------------------------------------------------------------------===//

void ReverseOp::build(OpBuilder &builder, OperationState &state, Value operand,
                      ArrayRef<int64_t> dimensions) {
  SmallVector<Type> inferred;
  LogicalResult status =
      inferReverseOp(state.location, rankedType(operand), dimensions, inferred);
  build(builder, state, inferredTypeOrDie(status, inferred), operand,
        dimensions);
}

LogicalResult ReverseOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  ReverseOp::Adaptor adaptor(operands, attributes, properties, regions);
  FailureOr<RankedTensorType> operand =
      rankedOperand(location, adaptor.getOperand());
  if (failed(operand))
    return failure();
  SmallVector<Type> inferred;
  LogicalResult status =
      inferReverseOp(location, *operand, adaptor.getDimensions(), inferred);
  return toComponents(status, inferred, inferredReturnShapes);
}

LogicalResult ReverseOp::verify() {
  return verifyReverseOp(getLoc(), getOperand().getType(), getDimensions(),
                         getType());
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

void SliceOp::build(OpBuilder &builder, OperationState &state, Value operand,
                    ArrayRef<int64_t> startIndices,
                    ArrayRef<int64_t> limitIndices, ArrayRef<int64_t> strides) {
  SmallVector<Type> inferred;
  LogicalResult status =
      inferSliceOp(state.location, rankedType(operand), startIndices,
                   limitIndices, strides, inferred);
  build(builder, state, inferredTypeOrDie(status, inferred), operand,
        startIndices, limitIndices, strides);
}

LogicalResult SliceOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  SliceOp::Adaptor adaptor(operands, attributes, properties, regions);
  FailureOr<RankedTensorType> operand =
      rankedOperand(location, adaptor.getOperand());
  if (failed(operand))
    return failure();
  SmallVector<Type> inferred;
  LogicalResult status =
      inferSliceOp(location, *operand, adaptor.getStartIndices(),
                   adaptor.getLimitIndices(), adaptor.getStrides(), inferred);
  return toComponents(status, inferred, inferredReturnShapes);
}

LogicalResult SliceOp::verify() {
  return verifySliceOp(getLoc(), getOperand().getType(), getStartIndices(),
                       getLimitIndices(), getStrides(), getType());
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

void ConcatenateOp::build(OpBuilder &builder, OperationState &state,
                          ValueRange inputs, int64_t dimension) {
  SmallVector<Type> inferred;
  LogicalResult status = inferConcatenateOp(state.location, TypeRange(inputs),
                                            dimension, inferred);
  build(builder, state, inferredTypeOrDie(status, inferred), inputs, dimension);
}

LogicalResult ConcatenateOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  ConcatenateOp::Adaptor adaptor(operands, attributes, properties, regions);
  SmallVector<Type> inferred;
  LogicalResult status =
      inferConcatenateOp(location, TypeRange(adaptor.getInputs()),
                         adaptor.getDimension(), inferred);
  return toComponents(status, inferred, inferredReturnShapes);
}

LogicalResult ConcatenateOp::verify() {
  return verifyConcatenateOp(getLoc(), TypeRange(getInputs()), getDimension(),
                             getType());
}

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

void PadOp::build(OpBuilder &builder, OperationState &state, Value operand,
                  Value paddingValue, ArrayRef<int64_t> edgePaddingLow,
                  ArrayRef<int64_t> edgePaddingHigh,
                  ArrayRef<int64_t> interiorPadding) {
  SmallVector<Type> inferred;
  LogicalResult status =
      inferPadOp(state.location, rankedType(operand), rankedType(paddingValue),
                 edgePaddingLow, edgePaddingHigh, interiorPadding, inferred);
  build(builder, state, inferredTypeOrDie(status, inferred), operand,
        paddingValue, edgePaddingLow, edgePaddingHigh, interiorPadding);
}

LogicalResult PadOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  PadOp::Adaptor adaptor(operands, attributes, properties, regions);
  FailureOr<RankedTensorType> operand =
      rankedOperand(location, adaptor.getOperand());
  FailureOr<RankedTensorType> paddingValue =
      rankedOperand(location, adaptor.getPaddingValue());
  if (failed(operand) || failed(paddingValue))
    return failure();
  SmallVector<Type> inferred;
  LogicalResult status = inferPadOp(
      location, *operand, *paddingValue, adaptor.getEdgePaddingLow(),
      adaptor.getEdgePaddingHigh(), adaptor.getInteriorPadding(), inferred);
  return toComponents(status, inferred, inferredReturnShapes);
}

LogicalResult PadOp::verify() {
  return verifyPadOp(getLoc(), getOperand().getType(),
                     rankedType(getPaddingValue()), getEdgePaddingLow(),
                     getEdgePaddingHigh(), getInteriorPadding(), getType());
}

//===----------------------------------------------------------------------===//
// dynamic_slice
//===----------------------------------------------------------------------===//

void DynamicSliceOp::build(OpBuilder &builder, OperationState &state,
                           Value operand, ValueRange startIndices,
                           ArrayRef<int64_t> sliceSizes) {
  SmallVector<Type> inferred;
  LogicalResult status =
      inferDynamicSliceOp(state.location, rankedType(operand),
                          TypeRange(startIndices), sliceSizes, inferred);
  build(builder, state, inferredTypeOrDie(status, inferred), operand,
        startIndices, sliceSizes);
}

LogicalResult DynamicSliceOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  DynamicSliceOp::Adaptor adaptor(operands, attributes, properties, regions);
  FailureOr<RankedTensorType> operand =
      rankedOperand(location, adaptor.getOperand());
  if (failed(operand))
    return failure();
  SmallVector<Type> inferred;
  LogicalResult status = inferDynamicSliceOp(
      location, *operand, TypeRange(adaptor.getStartIndices()),
      adaptor.getSliceSizes(), inferred);
  return toComponents(status, inferred, inferredReturnShapes);
}

LogicalResult DynamicSliceOp::verify() {
  return verifyDynamicSliceOp(getLoc(), getOperand().getType(),
                              TypeRange(getStartIndices()), getSliceSizes(),
                              getType());
}

//===----------------------------------------------------------------------===//
// dynamic_update_slice
//===----------------------------------------------------------------------===//

void DynamicUpdateSliceOp::build(OpBuilder &builder, OperationState &state,
                                 Value operand, Value update,
                                 ValueRange startIndices) {
  SmallVector<Type> inferred;
  LogicalResult status = inferDynamicUpdateSliceOp(
      state.location, rankedType(operand), rankedType(update),
      TypeRange(startIndices), inferred);
  build(builder, state, inferredTypeOrDie(status, inferred), operand, update,
        startIndices);
}

LogicalResult DynamicUpdateSliceOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  DynamicUpdateSliceOp::Adaptor adaptor(operands, attributes, properties,
                                        regions);
  FailureOr<RankedTensorType> operand =
      rankedOperand(location, adaptor.getOperand());
  FailureOr<RankedTensorType> update =
      rankedOperand(location, adaptor.getUpdate());
  if (failed(operand) || failed(update))
    return failure();
  SmallVector<Type> inferred;
  LogicalResult status =
      inferDynamicUpdateSliceOp(location, *operand, *update,
                                TypeRange(adaptor.getStartIndices()), inferred);
  return toComponents(status, inferred, inferredReturnShapes);
}

LogicalResult DynamicUpdateSliceOp::verify() {
  return verifyDynamicUpdateSliceOp(getLoc(), getOperand().getType(),
                                    getUpdate().getType(),
                                    TypeRange(getStartIndices()), getType());
}

//===----------------------------------------------------------------------===//
// get_dimension_size
//===----------------------------------------------------------------------===//

void GetDimensionSizeOp::build(OpBuilder &builder, OperationState &state,
                               Value operand, int64_t dimension) {
  SmallVector<Type> inferred;
  LogicalResult status = inferGetDimensionSizeOp(
      state.location, rankedType(operand), dimension, inferred);
  build(builder, state, inferredTypeOrDie(status, inferred), operand,
        dimension);
}

LogicalResult GetDimensionSizeOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  GetDimensionSizeOp::Adaptor adaptor(operands, attributes, properties,
                                      regions);
  FailureOr<RankedTensorType> operand =
      rankedOperand(location, adaptor.getOperand());
  if (failed(operand))
    return failure();
  SmallVector<Type> inferred;
  LogicalResult status = inferGetDimensionSizeOp(
      location, *operand, adaptor.getDimension(), inferred);
  return toComponents(status, inferred, inferredReturnShapes);
}

LogicalResult GetDimensionSizeOp::verify() {
  // The result type (tensor<i32>) is enforced by ODS.
  SmallVector<Type> inferred;
  return inferGetDimensionSizeOp(getLoc(), getOperand().getType(),
                                 getDimension(), inferred);
}

} // namespace hlokit::stablehlo
