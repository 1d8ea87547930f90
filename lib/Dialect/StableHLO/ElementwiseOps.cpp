//===- ElementwiseOps.cpp - Elementwise ops: verifiers, builders, syntax --===//
//
// The op methods that are not generated from the TableGen classes of
// ElementwiseOps.td, and the custom<> directives of the family.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;

namespace hlokit::stablehlo {

//===----------------------------------------------------------------------===//
// result_accuracy
//===----------------------------------------------------------------------===//

LogicalResult
ResultAccuracyAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           APFloat atol, APFloat rtol, int64_t ulps,
                           ResultAccuracyModeAttr mode) {
  return verifyResultAccuracy(emitError, atol, rtol, ulps,
                              stringifyResultAccuracyMode(mode.getValue()));
}

/// Parses `name = <float> ,` when the keyword `name` comes next.
static ParseResult parseOptionalTolerance(AsmParser &parser, StringRef name,
                                          APFloat &value) {
  if (failed(parser.parseOptionalKeyword(name)))
    return success();
  double parsed;
  if (parser.parseEqual() || parser.parseFloat(parsed) || parser.parseComma())
    return failure();
  value = APFloat(parsed);
  return success();
}

// `<` (`atol = ` f64 `,`)? (`rtol = ` f64 `,`)? (`ulps = ` int `,`)?
// `mode = ` #stablehlo.result_accuracy_mode<...> `>`
Attribute ResultAccuracyAttr::parse(AsmParser &parser, Type) {
  APFloat atol(0.0), rtol(0.0);
  int64_t ulps = 0;
  ResultAccuracyModeAttr mode;
  if (parser.parseLess() || parseOptionalTolerance(parser, "atol", atol) ||
      parseOptionalTolerance(parser, "rtol", rtol))
    return {};
  if (succeeded(parser.parseOptionalKeyword("ulps")) &&
      (parser.parseEqual() || parser.parseInteger(ulps) || parser.parseComma()))
    return {};
  if (parser.parseKeyword("mode") || parser.parseEqual() ||
      parser.parseAttribute(mode) || parser.parseGreater())
    return {};
  return parser.getChecked<ResultAccuracyAttr>(parser.getContext(), atol, rtol,
                                               ulps, mode);
}

void ResultAccuracyAttr::print(AsmPrinter &printer) const {
  printer << "<";
  if (!getAtol().isZero()) {
    printer << "atol = ";
    printer.printFloat(getAtol());
    printer << ", ";
  }
  if (!getRtol().isZero()) {
    printer << "rtol = ";
    printer.printFloat(getRtol());
    printer << ", ";
  }
  if (getUlps() != 0)
    printer << "ulps = " << getUlps() << ", ";
  printer << "mode = ";
  printer.printAttribute(getMode());
  printer << ">";
}

//===----------------------------------------------------------------------===//
// is_finite
//===----------------------------------------------------------------------===//

LogicalResult IsFiniteOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  return inferIsFiniteOp(location, operands.getTypes().front(), inferred);
}

LogicalResult IsFiniteOp::verifySpecConstraints() {
  return verifyIsFiniteOp(getLoc(), getX().getType(), getY().getType());
}

//===----------------------------------------------------------------------===//
// complex
//===----------------------------------------------------------------------===//

LogicalResult ComplexOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  return inferComplexOp(location, operands.getTypes()[0],
                        operands.getTypes()[1], inferred);
}

LogicalResult ComplexOp::verifySpecConstraints() {
  return verifyComplexOp(getLoc(), getLhs().getType(), getRhs().getType(),
                         getType());
}

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

LogicalResult CompareOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  return inferCompareOp(location, operands.getTypes()[0],
                        operands.getTypes()[1], inferred);
}

LogicalResult CompareOp::verifySpecConstraints() {
  return verifyCompareOp(getLoc(), getLhs().getType(), getRhs().getType(),
                         getCompareType(), getType());
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

LogicalResult SelectOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto types = operands.getTypes();
  return inferSelectOp(location, types[0], types[1], types[2], inferred);
}

LogicalResult SelectOp::verifySpecConstraints() {
  return verifySelectOp(getLoc(), getPred().getType(), getOnTrue().getType(),
                        getOnFalse().getType(), getType());
}

//===----------------------------------------------------------------------===//
// clamp
//===----------------------------------------------------------------------===//

LogicalResult ClampOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto types = operands.getTypes();
  return inferClampOp(location, types[0], types[1], types[2], inferred);
}

LogicalResult ClampOp::verifySpecConstraints() {
  return verifyClampOp(getLoc(), getMin().getType(), getOperand().getType(),
                       getMax().getType(), getType());
}

//===----------------------------------------------------------------------===//
// reduce_precision
//===----------------------------------------------------------------------===//

LogicalResult ReducePrecisionOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getExponentBitsAttr() || !adaptor.getMantissaBitsAttr())
    return emitOptionalError(location, "reduce_precision: expected "
                                       "exponent_bits and mantissa_bits");
  return inferReducePrecisionOp(location, adaptor.getOperand().getType(),
                                adaptor.getExponentBitsAttr().getInt(),
                                adaptor.getMantissaBitsAttr().getInt(),
                                inferred);
}

LogicalResult ReducePrecisionOp::verifySpecConstraints() {
  return verifyReducePrecisionOp(getLoc(), getOperand().getType(),
                                 getExponentBitsAttr().getInt(),
                                 getMantissaBitsAttr().getInt(), getType());
}

//===----------------------------------------------------------------------===//
// convert, bitcast_convert
//===----------------------------------------------------------------------===//

void ConvertOp::build(OpBuilder &builder, OperationState &state, Value operand,
                      Type resultElementType) {
  auto operandType = cast<RankedTensorType>(operand.getType());
  build(builder, state, operandType.clone(resultElementType), operand);
}

LogicalResult ConvertOp::verifySpecConstraints() {
  return verifyConvertOp(getLoc(), getOperand().getType(), getType());
}

LogicalResult BitcastConvertOp::verifySpecConstraints() {
  return verifyBitcastConvertOp(getLoc(), getOperand().getType(), getType());
}

//===----------------------------------------------------------------------===//
// custom<> directives
//===----------------------------------------------------------------------===//

namespace {

/// Fills operand and result types from a functional type `(a, ...) -> r`.
ParseResult assignFunctionalType(OpAsmParser &parser, SMLoc loc,
                                 FunctionType fnType, ArrayRef<Type *> operands,
                                 Type &result) {
  if (fnType.getNumInputs() != operands.size() || fnType.getNumResults() != 1)
    return parser.emitError(loc, "expected a function type with ")
           << operands.size() << " inputs and one result";
  for (auto [slot, type] : llvm::zip(operands, fnType.getInputs()))
    *slot = type;
  result = fnType.getResult(0);
  return success();
}

/// The tensor type holding the components of a complex tensor type.
Type componentTensorType(RankedTensorType complexTensor) {
  return complexTensor.clone(
      cast<ComplexType>(complexTensor.getElementType()).getElementType());
}

} // namespace

void printSelectOpType(OpAsmPrinter &p, Operation *, Type pred, Type onTrue,
                       Type onFalse, Type result) {
  if (onTrue != result || onFalse != result) {
    p.printFunctionalType(TypeRange{pred, onTrue, onFalse}, TypeRange{result});
    return;
  }
  p << pred << ", " << result;
}

ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred, Type &onTrue,
                              Type &onFalse, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type, 2> types;
  if (parser.parseTypeList(types))
    return failure();
  if (types.size() == 2) {
    pred = types[0];
    onTrue = onFalse = result = types[1];
    return success();
  }
  auto fnType = types.size() == 1 ? dyn_cast<FunctionType>(types[0]) : nullptr;
  if (!fnType)
    return parser.emitError(loc, "expected a functional type or the pred "
                                 "type and the result type");
  return assignFunctionalType(parser, loc, fnType, {&pred, &onTrue, &onFalse},
                              result);
}

void printComplexOpType(OpAsmPrinter &p, Operation *, Type lhs, Type rhs,
                        Type result) {
  auto resultType = dyn_cast<RankedTensorType>(result);
  bool complexResult =
      resultType && isa<ComplexType>(resultType.getElementType());
  if (!complexResult || lhs != componentTensorType(resultType) || rhs != lhs) {
    p.printFunctionalType(TypeRange{lhs, rhs}, TypeRange{result});
    return;
  }
  p << result;
}

ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type))
    return assignFunctionalType(parser, loc, fnType, {&lhs, &rhs}, result);
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !isa<ComplexType>(tensorType.getElementType()))
    return parser.emitError(loc, "expected a tensor of complex elements, got ")
           << type;
  lhs = rhs = componentTensorType(tensorType);
  result = type;
  return success();
}

void printExponentMantissa(OpAsmPrinter &p, Operation *, IntegerAttr exponent,
                           IntegerAttr mantissa) {
  p << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

ParseResult parseExponentMantissa(OpAsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  // `e<digits>m<digits>`.
  StringRef exponentDigits, mantissaDigits;
  std::tie(exponentDigits, mantissaDigits) = keyword.split('m');
  int32_t exponentBits, mantissaBits;
  if (!exponentDigits.consume_front("e") ||
      exponentDigits.getAsInteger(10, exponentBits) ||
      mantissaDigits.getAsInteger(10, mantissaBits))
    return parser.emitError(loc, "expected exponent and mantissa bits as "
                                 "e<exponent>m<mantissa>, got ")
           << keyword;
  exponent = parser.getBuilder().getI32IntegerAttr(exponentBits);
  mantissa = parser.getBuilder().getI32IntegerAttr(mantissaBits);
  return success();
}

} // namespace hlokit::stablehlo
