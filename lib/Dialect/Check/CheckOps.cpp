//===- CheckOps.cpp - the check dialect -----------------------------------===//

#include "hlokit/Dialect/Check/CheckOps.h"

#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/Builders.h"

using namespace mlir;

#include "hlokit/Dialect/Check/CheckDialect.cpp.inc"

namespace hlokit::check {

void CheckDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlokit/Dialect/Check/CheckOps.cpp.inc"
      >();
}

namespace {

constexpr double kDefaultTolerance = 1e-4;

/// The constant must describe a value of the operand's type; `?` dimensions
/// of the operand match any size. A quantized operand is compared with its
/// storage integers, written as a quantized stablehlo.constant's value is.
LogicalResult verifyConstantType(Operation *op, Type operandType,
                                 ElementsAttr value) {
  if (stablehlo::isCompatibleForHloTypeInference(
          value.getType(), stablehlo::storageTensorType(operandType)))
    return success();
  return op->emitOpError("constant type ")
         << value.getType() << " is not compatible with operand type "
         << operandType;
}

LogicalResult verifyTolerance(Operation *op, FloatAttr tolerance) {
  // Written to reject NaN too.
  if (!tolerance || tolerance.getValueAsDouble() >= 0)
    return success();
  return op->emitOpError("tolerance must be non-negative, got ")
         << tolerance.getValueAsDouble();
}

/// The two compared tensors must have compatible types: the same element
/// type, and shapes that agree where both are known.
LogicalResult verifyCompatibleOperands(Operation *op, Type lhs, Type rhs) {
  if (stablehlo::isCompatibleForHloTypeInference(lhs, rhs))
    return success();
  return op->emitOpError("operand types ")
         << lhs << " and " << rhs << " are not compatible";
}

bool hasDefaultTolerance(FloatAttr tolerance) {
  return !tolerance || tolerance.getValueAsDouble() == kDefaultTolerance;
}

/// The generic form `(%x) <{...}> {...} : (type) -> ()` after the op name,
/// which `printOperandAndConstant` falls back to; the `(` is already parsed.
ParseResult parseGenericBody(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  FunctionType type;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) || parser.parseRParen())
    return failure();
  if (succeeded(parser.parseOptionalLess()) &&
      (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater()))
    return failure();
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperands(operands, type.getInputs(), loc, result.operands))
    return failure();
  result.addTypes(type.getResults());
  return success();
}

/// `%lhs, <elements>`; the operand takes the constant's type.
ParseResult parseOperandAndConstant(OpAsmParser &parser, OperationState &result,
                                    ElementsAttr &value) {
  OpAsmParser::UnresolvedOperand lhs;
  if (parser.parseOperand(lhs) || parser.parseComma() ||
      parser.parseAttribute(value))
    return failure();
  return parser.resolveOperand(lhs, value.getType(), result.operands);
}

/// Prints `%lhs, <elements>` when the constant's type is the operand's, the
/// generic body otherwise. Returns false in the latter case.
bool printOperandAndConstant(OpAsmPrinter &p, Operation *op, Value lhs,
                             ElementsAttr value) {
  if (value.getType() != lhs.getType()) {
    p.printGenericOp(op, /*printOpName=*/false);
    return false;
  }
  p << ' ';
  p.printOperand(lhs);
  p << ", ";
  p.printAttribute(value);
  return true;
}

} // namespace

/// `: type` when both operands have it, else `: lhs-type, rhs-type`.
static ParseResult parseOperandTypes(OpAsmParser &parser, Type &lhs,
                                     Type &rhs) {
  if (parser.parseType(lhs))
    return failure();
  rhs = lhs;
  if (succeeded(parser.parseOptionalComma()))
    return parser.parseType(rhs);
  return success();
}

static void printOperandTypes(OpAsmPrinter &p, Operation *, Type lhs,
                              Type rhs) {
  p << lhs;
  if (rhs != lhs)
    p << ", " << rhs;
}

//===----------------------------------------------------------------------===//
// expect_eq_const
//===----------------------------------------------------------------------===//

ParseResult ExpectEqConstOp::parse(OpAsmParser &parser,
                                   OperationState &result) {
  if (succeeded(parser.parseOptionalLParen()))
    return parseGenericBody(parser, result);
  ElementsAttr value;
  if (parseOperandAndConstant(parser, result, value) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.getOrAddProperties<Properties>().value = value;
  return success();
}

void ExpectEqConstOp::print(OpAsmPrinter &p) {
  if (printOperandAndConstant(p, *this, getLhs(), getValue()))
    p.printOptionalAttrDict((*this)->getAttrs(), {"value"});
}

LogicalResult ExpectEqConstOp::verify() {
  return verifyConstantType(*this, getLhs().getType(), getValue());
}

//===----------------------------------------------------------------------===//
// expect_almost_eq_const
//===----------------------------------------------------------------------===//

ParseResult ExpectAlmostEqConstOp::parse(OpAsmParser &parser,
                                         OperationState &result) {
  if (succeeded(parser.parseOptionalLParen()))
    return parseGenericBody(parser, result);
  ElementsAttr value;
  FloatAttr tolerance;
  if (parseOperandAndConstant(parser, result, value))
    return failure();
  if (succeeded(parser.parseOptionalComma()) &&
      (parser.parseKeyword("tolerance") || parser.parseEqual() ||
       parser.parseAttribute(tolerance, parser.getBuilder().getF64Type())))
    return failure();
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  Properties &properties = result.getOrAddProperties<Properties>();
  properties.value = value;
  properties.tolerance = tolerance;
  return success();
}

void ExpectAlmostEqConstOp::print(OpAsmPrinter &p) {
  if (!printOperandAndConstant(p, *this, getLhs(), getValue()))
    return;
  if (!hasDefaultTolerance(getToleranceAttr())) {
    p << ", tolerance = ";
    p.printAttributeWithoutType(getToleranceAttr());
  }
  p.printOptionalAttrDict((*this)->getAttrs(), {"value", "tolerance"});
}

LogicalResult ExpectAlmostEqConstOp::verify() {
  if (failed(verifyTolerance(*this, getToleranceAttr())))
    return failure();
  return verifyConstantType(*this, getLhs().getType(), getValue());
}

//===----------------------------------------------------------------------===//
// expect_eq, expect_almost_eq, expect_close
//===----------------------------------------------------------------------===//

LogicalResult ExpectEqOp::verify() {
  return verifyCompatibleOperands(*this, getLhs().getType(),
                                  getRhs().getType());
}

LogicalResult ExpectAlmostEqOp::verify() {
  if (failed(verifyTolerance(*this, getToleranceAttr())))
    return failure();
  return verifyCompatibleOperands(*this, getLhs().getType(),
                                  getRhs().getType());
}

LogicalResult ExpectCloseOp::verify() {
  if (getMinUlpDifference() <= getMaxUlpDifference())
    return success();
  return emitOpError("min_ulp_difference ")
         << getMinUlpDifference() << " exceeds max_ulp_difference "
         << getMaxUlpDifference();
}

} // namespace hlokit::check

#define GET_OP_CLASSES
#include "hlokit/Dialect/Check/CheckOps.cpp.inc"
