//===- ElementwiseInference.cpp - elementwise inference and checks -------===//
//
// Result type inference and spec constraint checks of the elementwise ops.
// Shapes are compared with dynamic sizes as wildcards; inferred shapes take
// the static size wherever one of the operands has it.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/Elementwise.h"
#include "hlokit/Dialect/StableHLO/SpecStrictness.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

bool compatibleShapes(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  return a.size() == b.size() && llvm::all_of(llvm::zip(a, b), [](auto dims) {
           return isCompatibleDim(std::get<0>(dims), std::get<1>(dims));
         });
}

/// The component type of a complex element type, else the type itself.
Type realElementType(Type elementType) {
  if (auto complex = dyn_cast<ComplexType>(elementType))
    return complex.getElementType();
  return elementType;
}

/// Checks that a declared result type is compatible with the inferred one.
LogicalResult checkResult(std::optional<Location> loc, StringRef label,
                          const ShapedTypeComponents &inferred, Type result) {
  RankedTensorType expected = typeOf(inferred);
  if (isCompatibleUpToQuantization(expected, result))
    return success();
  return emitOptionalError(loc, label, ": result type ", result,
                           " is not compatible with the inferred type ",
                           expected);
}

/// Checks a declared result's shape against an operand shape.
LogicalResult checkResultShape(std::optional<Location> loc, StringRef label,
                               RankedTensorType operand, Type result) {
  auto resultType = rankedTensor(loc, label, result);
  if (failed(resultType))
    return failure();
  if (compatibleShapes(resultType->getShape(), operand.getShape()))
    return success();
  return emitOptionalError(
      loc, label, ": result shape ", dimsToString(resultType->getShape()),
      " does not match operand shape ", dimsToString(operand.getShape()));
}

/// `min`/`max` of clamp and `pred` of select: a scalar or shaped like `to`.
LogicalResult checkScalarOrSameShape(std::optional<Location> loc,
                                     StringRef label, StringRef name,
                                     RankedTensorType type, RankedTensorType to,
                                     StringRef toName) {
  if (type.getRank() == 0 || compatibleShapes(type.getShape(), to.getShape()))
    return success();
  return emitOptionalError(loc, label, ": ", name, " shape ",
                           dimsToString(type.getShape()),
                           " must be a scalar or match ", toName, " shape ",
                           dimsToString(to.getShape()));
}

} // namespace

//===----------------------------------------------------------------------===//
// Ops of one type
//===----------------------------------------------------------------------===//

LogicalResult
inferElementwiseOp(std::optional<Location> loc, StringRef op,
                   TypeRange operands,
                   SmallVectorImpl<ShapedTypeComponents> &inferred) {
  std::string label = (op + "_c1").str();
  if (operands.empty())
    return emitOptionalError(loc, label, ": expected operands");
  auto first = rankedTensor(loc, label, operands.front());
  if (failed(first))
    return failure();
  RankedTensorType refined = *first;
  for (Type operand : operands.drop_front()) {
    auto type = rankedTensor(loc, label, operand);
    if (failed(type))
      return failure();
    // <op>_c1: all operands have one type.
    if (!isCompatibleUpToQuantization(*first, *type))
      return emitOptionalError(loc, label, ": operand types ", *first, " and ",
                               operand, " are not compatible");
    refined = refineType(refined, *type);
  }
  inferred.push_back(componentsOf(refined));
  return success();
}

LogicalResult verifyElementwiseOp(std::optional<Location> loc, StringRef op,
                                  TypeRange operands, Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferElementwiseOp(loc, op, operands, inferred)))
    return failure();
  // <op>_c1: the result has the operands' type.
  return checkResult(loc, (op + "_c1").str(), inferred.front(), result);
}

//===----------------------------------------------------------------------===//
// add
//===----------------------------------------------------------------------===//

LogicalResult inferAddOp(std::optional<Location> loc, Type lhs, Type rhs,
                         SmallVectorImpl<ShapedTypeComponents> &inferred) {
  if (!isQuantized(lhs) && !isQuantized(rhs))
    return inferElementwiseOp(loc, "add", TypeRange{lhs, rhs}, inferred);
  auto l = rankedTensor(loc, "add", lhs), r = rankedTensor(loc, "add", rhs);
  if (failed(l) || failed(r))
    return failure();
  if (!compatibleShapes(l->getShape(), r->getShape()))
    return emitOptionalError(loc, "add: operand shapes ",
                             dimsToString(l->getShape()), " and ",
                             dimsToString(r->getShape()), " differ");
  // add_c5: a per-axis operand makes the result per-axis.
  Type elementType = isPerAxisQuantized(*r) && !isPerAxisQuantized(*l)
                         ? r->getElementType()
                         : l->getElementType();
  inferred.push_back(componentsOf(
      refineType(*l, RankedTensorType::get(r->getShape(), l->getElementType(),
                                           r->getEncoding())),
      elementType));
  return success();
}

LogicalResult verifyAddOp(std::optional<Location> loc, Type lhs, Type rhs,
                          Type result) {
  if (!isQuantized(lhs) && !isQuantized(rhs) && !isQuantized(result))
    return verifyElementwiseOp(loc, "add", TypeRange{lhs, rhs}, result);
  if (failed(verifyQuantizedAddOp(loc, lhs, rhs, result)))
    return failure();
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferAddOp(loc, lhs, rhs, inferred)))
    return failure();
  RankedTensorType expected = typeOf(inferred.front());
  if (isCompatibleAddResultType(expected, result))
    return success();
  return emitOptionalError(loc, "add: result shape ",
                           dimsToString(cast<ShapedType>(result).getShape()),
                           " differs from the operand shape ",
                           dimsToString(expected.getShape()));
}

bool isCompatibleAddResultType(TypeRange inferred, TypeRange declared) {
  if (inferred.size() != 1 || declared.size() != 1)
    return false;
  auto a = dyn_cast<RankedTensorType>(inferred.front());
  auto b = dyn_cast<RankedTensorType>(declared.front());
  if (a && b && isQuantized(a) && isQuantized(b))
    return isCompatibleUpToQuantization(a.clone(b.getElementType()), b);
  return isCompatibleUpToQuantization(inferred, declared);
}

//===----------------------------------------------------------------------===//
// abs, real, imag
//===----------------------------------------------------------------------===//

LogicalResult
inferComplexToRealOp(std::optional<Location> loc, StringRef op, Type operand,
                     SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto type = rankedTensor(loc, (op + "_c1").str(), operand);
  if (failed(type))
    return failure();
  inferred.push_back(
      componentsOf(*type, realElementType(type->getElementType())));
  return success();
}

LogicalResult verifyComplexToRealOp(std::optional<Location> loc, StringRef op,
                                    Type operand, Type result) {
  auto type = rankedTensor(loc, (op + "_c1").str(), operand);
  // <op>_c1: same shape.
  if (failed(type) ||
      failed(checkResultShape(loc, (op + "_c1").str(), *type, result)))
    return failure();
  // <op>_c2: same element type, complex<E> becoming E.
  Type expected = realElementType(type->getElementType());
  Type actual = cast<RankedTensorType>(result).getElementType();
  if (!haveSameBaseline(actual, expected))
    return emitOptionalError(loc, op, "_c2: result element type ", actual,
                             " does not match the expected ", expected,
                             " for operand element type ",
                             type->getElementType());
  return success();
}

//===----------------------------------------------------------------------===//
// is_finite
//===----------------------------------------------------------------------===//

LogicalResult inferIsFiniteOp(std::optional<Location> loc, Type x,
                              SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto type = rankedTensor(loc, "is_finite_c1", x);
  if (failed(type))
    return failure();
  inferred.push_back(
      componentsOf(*type, IntegerType::get(type->getContext(), 1)));
  return success();
}

LogicalResult verifyIsFiniteOp(std::optional<Location> loc, Type x, Type y) {
  auto type = rankedTensor(loc, "is_finite_c1", x);
  // is_finite_c1: shape(x) = shape(y).
  if (failed(type))
    return failure();
  return checkResultShape(loc, "is_finite_c1", *type, y);
}

//===----------------------------------------------------------------------===//
// complex
//===----------------------------------------------------------------------===//

LogicalResult inferComplexOp(std::optional<Location> loc, Type lhs, Type rhs,
                             SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto lhsType = rankedTensor(loc, "complex_c1", lhs);
  auto rhsType = rankedTensor(loc, "complex_c1", rhs);
  if (failed(lhsType) || failed(rhsType))
    return failure();
  // complex_c1: type(lhs) = type(rhs).
  if (!isCompatibleForHloTypeInference(*lhsType, *rhsType))
    return emitOptionalError(loc, "complex_c1: lhs type ", lhs,
                             " and rhs type ", rhs, " are not compatible");
  inferred.push_back(componentsOf(refineType(*lhsType, *rhsType),
                                  ComplexType::get(lhsType->getElementType())));
  return success();
}

LogicalResult verifyComplexOp(std::optional<Location> loc, Type lhs, Type rhs,
                              Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferComplexOp(loc, lhs, rhs, inferred)))
    return failure();
  auto lhsType = cast<RankedTensorType>(lhs);
  // complex_c2: shape(result) = shape(lhs).
  if (failed(checkResultShape(loc, "complex_c2", lhsType, result)))
    return failure();
  // complex_c3: element_type(result) = complex<element_type(lhs)>.
  Type actual = cast<RankedTensorType>(result).getElementType();
  if (actual != inferred.front().getElementType())
    return emitOptionalError(loc, "complex_c3: result element type ", actual,
                             " must be ", inferred.front().getElementType());
  return success();
}

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

namespace {

/// compare_c3: the compare types the spec allows for an element type.
SmallVector<ComparisonType> allowedCompareTypes(Type elementType) {
  // The spec lists no compare_type for quantized operands; they are compared
  // as dequantize_compare does, with FLOAT.
  if (isQuantized(elementType))
    return {ComparisonType::FLOAT};
  if (isa<FloatType>(elementType))
    return {ComparisonType::FLOAT, ComparisonType::TOTALORDER,
            ComparisonType::WEAKORDER};
  if (isa<ComplexType>(elementType))
    return {ComparisonType::FLOAT};
  if (elementType.isInteger(1) || elementType.isUnsignedInteger())
    return {ComparisonType::UNSIGNED};
  return {ComparisonType::SIGNED};
}

std::string joinCompareTypes(ArrayRef<ComparisonType> types) {
  std::string joined;
  llvm::raw_string_ostream os(joined);
  llvm::interleave(
      types, os, [&](ComparisonType t) { os << stringifyComparisonType(t); },
      " or ");
  return joined;
}

} // namespace

LogicalResult inferCompareOp(std::optional<Location> loc, Type lhs, Type rhs,
                             SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto lhsType = rankedTensor(loc, "compare_c1", lhs);
  auto rhsType = rankedTensor(loc, "compare_c1", rhs);
  if (failed(lhsType) || failed(rhsType))
    return failure();
  // compare_c1: baseline_element_type(lhs) = baseline_element_type(rhs).
  if (!haveSameBaseline(lhsType->getElementType(), rhsType->getElementType()))
    return emitOptionalError(loc, "compare_c1: operand element types ",
                             lhsType->getElementType(), " and ",
                             rhsType->getElementType(), " differ");
  // compare_c2: shape(lhs) = shape(rhs); the element types are equal here.
  if (!isCompatibleUpToQuantization(*lhsType, *rhsType))
    return emitOptionalError(
        loc, "compare_c2: operand shapes ", dimsToString(lhsType->getShape()),
        " and ", dimsToString(rhsType->getShape()), " are not compatible");
  inferred.push_back(componentsOf(refineType(*lhsType, *rhsType),
                                  IntegerType::get(lhs.getContext(), 1)));
  return success();
}

LogicalResult verifyCompareOp(std::optional<Location> loc, Type lhs, Type rhs,
                              std::optional<ComparisonType> compareType,
                              Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferCompareOp(loc, lhs, rhs, inferred)))
    return failure();
  // compare_c2: shape(result) = shape(lhs).
  if (failed(checkResultShape(loc, "compare_c2", cast<RankedTensorType>(lhs),
                              result)))
    return failure();
  if (!compareType || *compareType == ComparisonType::NOTYPE || !isStrictSpec())
    return success();
  // compare_c3: compare_type fits element_type(lhs) (SpecStrictness.h).
  Type elementType = cast<RankedTensorType>(lhs).getElementType();
  SmallVector<ComparisonType> allowed = allowedCompareTypes(elementType);
  if (llvm::is_contained(allowed, *compareType))
    return success();
  return emitOptionalError(loc, "compare_c3: compare_type ",
                           stringifyComparisonType(*compareType),
                           " is not allowed for element type ", elementType,
                           " (expected ", joinCompareTypes(allowed), ")");
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

LogicalResult inferSelectOp(std::optional<Location> loc, Type pred, Type onTrue,
                            Type onFalse,
                            SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto predType = rankedTensor(loc, "select_c1", pred);
  auto onTrueType = rankedTensor(loc, "select_c2", onTrue);
  auto onFalseType = rankedTensor(loc, "select_c2", onFalse);
  if (failed(predType) || failed(onTrueType) || failed(onFalseType))
    return failure();
  // select_c1: rank(pred) = 0 or shape(pred) = shape(on_true).
  if (failed(checkScalarOrSameShape(loc, "select_c1", "pred", *predType,
                                    *onTrueType, "on_true")))
    return failure();
  // select_c2: baseline_type(on_true) = baseline_type(on_false).
  if (!isCompatibleUpToQuantization(*onTrueType, *onFalseType))
    return emitOptionalError(loc, "select_c2: on_true type ", onTrue,
                             " and on_false type ", onFalse,
                             " are not compatible");
  inferred.push_back(componentsOf(refineType(*onTrueType, *onFalseType)));
  return success();
}

LogicalResult verifySelectOp(std::optional<Location> loc, Type pred,
                             Type onTrue, Type onFalse, Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferSelectOp(loc, pred, onTrue, onFalse, inferred)))
    return failure();
  // select_c2: ... = baseline_type(result).
  return checkResult(loc, "select_c2", inferred.front(), result);
}

//===----------------------------------------------------------------------===//
// clamp
//===----------------------------------------------------------------------===//

LogicalResult inferClampOp(std::optional<Location> loc, Type min, Type operand,
                           Type max,
                           SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto minType = rankedTensor(loc, "clamp_c1", min);
  auto operandType = rankedTensor(loc, "clamp_c3", operand);
  auto maxType = rankedTensor(loc, "clamp_c2", max);
  if (failed(minType) || failed(operandType) || failed(maxType))
    return failure();
  // clamp_c1: rank(min) = 0 or shape(min) = shape(operand).
  // clamp_c2: rank(max) = 0 or shape(max) = shape(operand).
  if (failed(checkScalarOrSameShape(loc, "clamp_c1", "min", *minType,
                                    *operandType, "operand")) ||
      failed(checkScalarOrSameShape(loc, "clamp_c2", "max", *maxType,
                                    *operandType, "operand")))
    return failure();
  // clamp_c3: baseline_element_type(min) = baseline_element_type(operand) =
  // baseline_element_type(max).
  Type elementType = operandType->getElementType();
  for (auto [name, type] :
       {std::pair<StringRef, RankedTensorType>{"min", *minType},
        {"max", *maxType}})
    if (!haveSameBaseline(type.getElementType(), elementType))
      return emitOptionalError(
          loc, "clamp_c3: ", name, " element type ", type.getElementType(),
          " does not match operand element type ", elementType);
  inferred.push_back(componentsOf(*operandType));
  return success();
}

LogicalResult verifyClampOp(std::optional<Location> loc, Type min, Type operand,
                            Type max, Type result) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferClampOp(loc, min, operand, max, inferred)))
    return failure();
  // clamp_c4: baseline_type(operand) = baseline_type(result).
  return checkResult(loc, "clamp_c4", inferred.front(), result);
}

//===----------------------------------------------------------------------===//
// reduce_precision
//===----------------------------------------------------------------------===//

LogicalResult
inferReducePrecisionOp(std::optional<Location> loc, Type operand,
                       int64_t exponentBits, int64_t mantissaBits,
                       SmallVectorImpl<ShapedTypeComponents> &inferred) {
  // reduce_precision_c2: 1 <= exponent_bits.
  if (exponentBits < 1)
    return emitOptionalError(
        loc, "reduce_precision_c2: exponent_bits must be at least 1, got ",
        exponentBits);
  // reduce_precision_c3: 0 <= mantissa_bits.
  if (mantissaBits < 0)
    return emitOptionalError(
        loc, "reduce_precision_c3: mantissa_bits must be non-negative, got ",
        mantissaBits);
  auto type = rankedTensor(loc, "reduce_precision_c1", operand);
  if (failed(type))
    return failure();
  inferred.push_back(componentsOf(*type));
  return success();
}

LogicalResult verifyReducePrecisionOp(std::optional<Location> loc, Type operand,
                                      int64_t exponentBits,
                                      int64_t mantissaBits, Type output) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferReducePrecisionOp(loc, operand, exponentBits, mantissaBits,
                                    inferred)))
    return failure();
  // reduce_precision_c1: baseline_type(operand) = baseline_type(output).
  return checkResult(loc, "reduce_precision_c1", inferred.front(), output);
}

//===----------------------------------------------------------------------===//
// convert, bitcast_convert
//===----------------------------------------------------------------------===//

LogicalResult verifyConvertOp(std::optional<Location> loc, Type operand,
                              Type result) {
  auto type = rankedTensor(loc, "convert_c1", operand);
  if (failed(type))
    return failure();
  // convert_c1: shape(operand) = shape(result).
  return checkResultShape(loc, "convert_c1", *type, result);
}

namespace {

/// bitcast_convert_c1 for a narrower result element type: the result has
/// one more, minor, dimension holding the pieces of an operand element.
LogicalResult checkBitcastToNarrower(std::optional<Location> loc,
                                     RankedTensorType operand,
                                     RankedTensorType result) {
  int64_t rank = operand.getRank();
  if (result.getRank() != rank + 1)
    return emitOptionalError(loc, "bitcast_convert_c1: result rank ",
                             result.getRank(), " must be the operand rank ",
                             rank, " plus 1 for the narrower ",
                             result.getElementType(), " elements");
  if (!compatibleShapes(result.getShape().drop_back(), operand.getShape()))
    return emitOptionalError(loc, "bitcast_convert_c1: result shape ",
                             dimsToString(result.getShape()),
                             " must extend operand shape ",
                             dimsToString(operand.getShape()));
  int64_t pieces = elementBitWidth(operand.getElementType()) /
                   elementBitWidth(result.getElementType());
  if (!isCompatibleDim(result.getShape().back(), pieces))
    return emitOptionalError(loc, "bitcast_convert_c1: last result dimension ",
                             result.getShape().back(), " must be ", pieces,
                             " to hold one ", operand.getElementType(), " in ",
                             result.getElementType(), " pieces");
  return success();
}

/// bitcast_convert_c1 for a wider result element type: the operand's minor
/// dimension holds the pieces of one result element and disappears.
LogicalResult checkBitcastToWider(std::optional<Location> loc,
                                  RankedTensorType operand,
                                  RankedTensorType result) {
  int64_t rank = operand.getRank();
  if (rank == 0 || result.getRank() != rank - 1)
    return emitOptionalError(loc, "bitcast_convert_c1: result rank ",
                             result.getRank(), " must be the operand rank ",
                             rank, " minus 1 for the wider ",
                             result.getElementType(), " elements");
  if (!compatibleShapes(result.getShape(), operand.getShape().drop_back()))
    return emitOptionalError(
        loc, "bitcast_convert_c1: result shape ",
        dimsToString(result.getShape()), " must be operand shape ",
        dimsToString(operand.getShape()), " without its last dimension");
  int64_t pieces = elementBitWidth(result.getElementType()) /
                   elementBitWidth(operand.getElementType());
  if (!isCompatibleDim(operand.getShape().back(), pieces))
    return emitOptionalError(loc, "bitcast_convert_c1: last operand dimension ",
                             operand.getShape().back(), " must be ", pieces,
                             " to fill one ", result.getElementType(), " with ",
                             operand.getElementType(), " pieces");
  return success();
}

} // namespace

LogicalResult verifyBitcastConvertOp(std::optional<Location> loc, Type operand,
                                     Type result) {
  // bitcast_convert_c1 takes the storage type of a quantized tensor: its bits.
  auto operandType =
      rankedTensor(loc, "bitcast_convert_c1", storageTensorType(operand));
  auto resultType =
      rankedTensor(loc, "bitcast_convert_c1", storageTensorType(result));
  if (failed(operandType) || failed(resultType))
    return failure();
  Type from = operandType->getElementType();
  Type to = resultType->getElementType();
  // bitcast_convert_c2: complex only to and from complex.
  if (isa<ComplexType>(from) != isa<ComplexType>(to))
    return emitOptionalError(loc, "bitcast_convert_c2: cannot bitcast ", from,
                             " to ", to,
                             "; complex converts only to and from complex");
  // bitcast_convert_c1: the shape rule for the element bit widths. A whole
  // number of narrow elements must make one wide element (f6 fits nothing
  // but f6).
  int64_t fromBits = elementBitWidth(from), toBits = elementBitWidth(to);
  if (std::max(fromBits, toBits) % std::min(fromBits, toBits) != 0)
    return emitOptionalError(
        loc, "bitcast_convert_c1: ", std::min(fromBits, toBits), "-bit ",
        fromBits < toBits ? from : to, " elements cannot make up one ",
        std::max(fromBits, toBits), "-bit ", fromBits < toBits ? to : from);
  if (toBits < fromBits)
    return checkBitcastToNarrower(loc, *operandType, *resultType);
  if (toBits > fromBits)
    return checkBitcastToWider(loc, *operandType, *resultType);
  if (!compatibleShapes(operandType->getShape(), resultType->getShape()))
    return emitOptionalError(
        loc, "bitcast_convert_c1: result shape ",
        dimsToString(resultType->getShape()), " must match operand shape ",
        dimsToString(operandType->getShape()), " for elements of equal width");
  return success();
}

LogicalResult verifyResultAccuracy(function_ref<InFlightDiagnostic()> emitError,
                                   const APFloat &atol, const APFloat &rtol,
                                   int64_t ulps, StringRef mode) {
  if (atol.isNegative() || rtol.isNegative() || ulps < 0)
    return emitError() << "Negative tolerance";
  bool allZero = atol.isZero() && rtol.isZero() && ulps == 0;
  if (mode != "TOLERANCE" && !allZero)
    return emitError() << "Invalid tolerances for ResultAccuracyAttr with mode "
                       << mode << ", must be all zero.";
  return success();
}

} // namespace hlokit::stablehlo
