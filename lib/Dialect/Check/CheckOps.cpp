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

/// Reads `(%lhs) <{properties}>`, the generic form's operand and properties
/// (`value`, and `tolerance` when the op has one); the `(` is already parsed.
ParseResult parseGenericOperand(OpAsmParser &parser,
                                OpAsmParser::UnresolvedOperand &lhs,
                                ElementsAttr &value,
                                FloatAttr *tolerance = nullptr) {
  DictionaryAttr properties;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperand(lhs) || parser.parseRParen() || parser.parseLess() ||
      parser.parseAttribute(properties) || parser.parseGreater())
    return failure();
  value = properties.getAs<ElementsAttr>("value");
  Attribute toleranceEntry = properties.get("tolerance");
  if (tolerance)
    *tolerance = dyn_cast_or_null<FloatAttr>(toleranceEntry);
  bool validTolerance = !toleranceEntry || (tolerance && *tolerance);
  if (!value || !validTolerance ||
      properties.size() != (toleranceEntry ? 2u : 1u))
    return parser.emitError(loc, tolerance
                                     ? "expected the properties `value` "
                                       "(elements) and `tolerance` (a float, "
                                       "optional)"
                                     : "expected the property `value` "
                                       "(elements)");
  return success();
}

/// Prints the generic form's `(%lhs) <{properties}>` when the operand's type
/// is not the constant's, and returns whether it did.
bool printGenericOperand(OpAsmPrinter &p, Operation *op, Value lhs,
                         ElementsAttr value) {
  if (lhs.getType() == value.getType())
    return false;
  p << "(";
  p.printOperand(lhs);
  p << ") <";
  p.printAttribute(op->getPropertiesAsAttribute());
  p << ">";
  return true;
}

} // namespace

/// ` %lhs, <constant>`, or the generic form's `(%lhs) <{value = ...}>`
/// (ExpectEqConstOp).
static ParseResult parseConstantOperand(OpAsmParser &parser,
                                        OpAsmParser::UnresolvedOperand &lhs,
                                        ElementsAttr &value) {
  if (succeeded(parser.parseOptionalLParen()))
    return parseGenericOperand(parser, lhs, value);
  return failure(parser.parseOperand(lhs) || parser.parseComma() ||
                 parser.parseAttribute(value));
}

static void printConstantOperand(OpAsmPrinter &p, Operation *op, Value lhs,
                                 ElementsAttr value) {
  if (printGenericOperand(p, op, lhs, value))
    return;
  p << ' ';
  p.printOperand(lhs);
  p << ", ";
  p.printAttribute(value);
}

/// The same with `, tolerance = <f64>` when it is not the default
/// (ExpectAlmostEqConstOp).
static ParseResult parseConstantOperand(OpAsmParser &parser,
                                        OpAsmParser::UnresolvedOperand &lhs,
                                        ElementsAttr &value,
                                        FloatAttr &tolerance) {
  if (succeeded(parser.parseOptionalLParen()))
    return parseGenericOperand(parser, lhs, value, &tolerance);
  if (parseConstantOperand(parser, lhs, value))
    return failure();
  if (succeeded(parser.parseOptionalComma()) &&
      (parser.parseKeyword("tolerance") || parser.parseEqual() ||
       parser.parseAttribute(tolerance, parser.getBuilder().getF64Type())))
    return failure();
  return success();
}

static void printConstantOperand(OpAsmPrinter &p, Operation *op, Value lhs,
                                 ElementsAttr value, FloatAttr tolerance) {
  if (printGenericOperand(p, op, lhs, value))
    return;
  printConstantOperand(p, op, lhs, value);
  if (hasDefaultTolerance(tolerance))
    return;
  p << ", tolerance = ";
  p.printAttributeWithoutType(tolerance);
}

/// Nothing when the operand has the constant's type; after the generic
/// form's operand, its ` : (type) -> ()`.
static ParseResult parseOperandType(OpAsmParser &parser, Type &lhsType,
                                    ElementsAttr value) {
  lhsType = value.getType();
  if (failed(parser.parseOptionalColon()))
    return success();
  FunctionType type;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(type))
    return failure();
  if (type.getNumInputs() != 1 || type.getNumResults() != 0)
    return parser.emitError(loc, "expected one operand type and no result");
  lhsType = type.getInput(0);
  return success();
}

static void printOperandType(OpAsmPrinter &p, Operation *op, Type lhsType,
                             ElementsAttr value) {
  if (lhsType != value.getType())
    p << " : " << FunctionType::get(op->getContext(), lhsType, {});
}

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

LogicalResult ExpectEqConstOp::verify() {
  return verifyConstantType(*this, getLhs().getType(), getValue());
}

//===----------------------------------------------------------------------===//
// expect_almost_eq_const
//===----------------------------------------------------------------------===//

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
