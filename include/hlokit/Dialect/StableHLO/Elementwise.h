//===- Elementwise.h - elementwise ops: inference, syntax -------*- C++ -*-===//
//
// Free functions shared by the verifiers, the builders and the tests of the
// elementwise ops (add, abs, compare, select, clamp, convert, ...), the
// custom<> directives of their assembly formats. The ops' spec checks run
// through the SpecConstraints trait (SpecConstraints.h).
//
// `op` parameters are the op's spec name (`add`); diagnostics name the spec
// constraint they check (`add_c1: ...`).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_ELEMENTWISE_H
#define HLOKIT_DIALECT_STABLEHLO_ELEMENTWISE_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include <cstdint>

namespace hlokit::stablehlo {

// Declared in StablehloEnums.h.inc; the fixed underlying type lets this header
// stand alone.
enum class ComparisonType : uint32_t;

/// The spec name of an op: `stablehlo.add` -> `add`.
inline llvm::StringRef specName(llvm::StringRef operationName) {
  return operationName.split('.').second;
}

//===----------------------------------------------------------------------===//
// Inference and verification
//===----------------------------------------------------------------------===//

/// Ops whose operands and result all have one type up to dynamic dimensions
/// (add, and, cbrt, not, shift_left, ...): `<op>_c1`. The result is the most
/// specific refinement of the operand types.
mlir::LogicalResult
inferElementwiseOp(std::optional<mlir::Location> loc, llvm::StringRef op,
                   mlir::TypeRange operands,
                   llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyElementwiseOp(std::optional<mlir::Location> loc,
                                        llvm::StringRef op,
                                        mlir::TypeRange operands,
                                        mlir::Type result);

/// add: add_c1 for tensors as inferElementwiseOp; with quantized tensors
/// add_c2..c7 (verifyQuantizedAddOp). A quantized result is inferred with the
/// per-axis operand's element type if there is one, else lhs's.
mlir::LogicalResult
inferAddOp(std::optional<mlir::Location> loc, mlir::Type lhs, mlir::Type rhs,
           llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyAddOp(std::optional<mlir::Location> loc,
                                mlir::Type lhs, mlir::Type rhs,
                                mlir::Type result);
/// The inferred and declared result types of add agree: compatible types, or
/// quantized types of compatible shapes (add_c3..c7 constrain the rest, and
/// allow e.g. a result storage range of its own).
bool isCompatibleAddResultType(mlir::TypeRange inferred,
                               mlir::TypeRange declared);

/// abs, real, imag: the result has the operand's shape (`<op>_c1`) and its
/// element type, except that a complex element type becomes its component
/// type (`<op>_c2`).
mlir::LogicalResult inferComplexToRealOp(
    std::optional<mlir::Location> loc, llvm::StringRef op, mlir::Type operand,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyComplexToRealOp(std::optional<mlir::Location> loc,
                                          llvm::StringRef op,
                                          mlir::Type operand,
                                          mlir::Type result);

/// is_finite: an i1 tensor of the operand's shape (is_finite_c1).
mlir::LogicalResult
inferIsFiniteOp(std::optional<mlir::Location> loc, mlir::Type x,
                llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyIsFiniteOp(std::optional<mlir::Location> loc,
                                     mlir::Type x, mlir::Type y);

/// complex: complex_c1 (same operand types), complex_c2 (result shape),
/// complex_c3 (result element type complex<E>).
mlir::LogicalResult
inferComplexOp(std::optional<mlir::Location> loc, mlir::Type lhs,
               mlir::Type rhs,
               llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyComplexOp(std::optional<mlir::Location> loc,
                                    mlir::Type lhs, mlir::Type rhs,
                                    mlir::Type result);

/// compare: compare_c1 (same element types), compare_c2 (same shapes),
/// compare_c3 (compare_type fits the element type; absent and the legacy
/// NOTYPE mean "unspecified" and are always accepted).
mlir::LogicalResult
inferCompareOp(std::optional<mlir::Location> loc, mlir::Type lhs,
               mlir::Type rhs,
               llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyCompareOp(std::optional<mlir::Location> loc,
                                    mlir::Type lhs, mlir::Type rhs,
                                    std::optional<ComparisonType> compareType,
                                    mlir::Type result);

/// select: select_c1 (pred is a scalar or shaped like on_true), select_c2
/// (on_true, on_false and result agree).
mlir::LogicalResult
inferSelectOp(std::optional<mlir::Location> loc, mlir::Type pred,
              mlir::Type onTrue, mlir::Type onFalse,
              llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifySelectOp(std::optional<mlir::Location> loc,
                                   mlir::Type pred, mlir::Type onTrue,
                                   mlir::Type onFalse, mlir::Type result);

/// clamp: clamp_c1/c2 (min/max scalar or shaped like operand), clamp_c3 (one
/// element type), clamp_c4 (result is the operand type).
mlir::LogicalResult
inferClampOp(std::optional<mlir::Location> loc, mlir::Type min,
             mlir::Type operand, mlir::Type max,
             llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyClampOp(std::optional<mlir::Location> loc,
                                  mlir::Type min, mlir::Type operand,
                                  mlir::Type max, mlir::Type result);

/// reduce_precision: reduce_precision_c2 (1 <= exponent_bits),
/// reduce_precision_c3 (0 <= mantissa_bits), reduce_precision_c1 (result is
/// the operand type).
mlir::LogicalResult inferReducePrecisionOp(
    std::optional<mlir::Location> loc, mlir::Type operand, int64_t exponentBits,
    int64_t mantissaBits,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyReducePrecisionOp(std::optional<mlir::Location> loc,
                                            mlir::Type operand,
                                            int64_t exponentBits,
                                            int64_t mantissaBits,
                                            mlir::Type output);

/// convert: convert_c1 (same shapes); the result element type is free.
mlir::LogicalResult verifyConvertOp(std::optional<mlir::Location> loc,
                                    mlir::Type operand, mlir::Type result);

/// bitcast_convert: bitcast_convert_c1 (the shape rule for the element bit
/// widths) and bitcast_convert_c2 (complex only to complex).
mlir::LogicalResult verifyBitcastConvertOp(std::optional<mlir::Location> loc,
                                           mlir::Type operand,
                                           mlir::Type result);

//===----------------------------------------------------------------------===//
// custom<> directives
//===----------------------------------------------------------------------===//

/// `custom<SelectOpType>`: `tensor<2xi1>, tensor<2xi32>` (pred type, then the
/// type shared by on_true, on_false and the result), or the functional type
/// when on_true or on_false differs from the result.
void printSelectOpType(mlir::OpAsmPrinter &p, mlir::Operation *op,
                       mlir::Type pred, mlir::Type onTrue, mlir::Type onFalse,
                       mlir::Type result);
mlir::ParseResult parseSelectOpType(mlir::OpAsmParser &parser, mlir::Type &pred,
                                    mlir::Type &onTrue, mlir::Type &onFalse,
                                    mlir::Type &result);

/// A transcendental op's result_accuracy: no tolerance negative ("Negative
/// tolerance"), and all of them zero unless `mode` is TOLERANCE (upstream's
/// words for both).
mlir::LogicalResult
verifyResultAccuracy(llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
                     const llvm::APFloat &atol, const llvm::APFloat &rtol,
                     int64_t ulps, llvm::StringRef mode);

/// `custom<ComplexOpType>`: the complex result type alone when both operands
/// have its component type and shape, the functional type otherwise.
void printComplexOpType(mlir::OpAsmPrinter &p, mlir::Operation *op,
                        mlir::Type lhs, mlir::Type rhs, mlir::Type result);
mlir::ParseResult parseComplexOpType(mlir::OpAsmParser &parser, mlir::Type &lhs,
                                     mlir::Type &rhs, mlir::Type &result);

/// `custom<ExponentMantissa>`: `e5m10` for exponent_bits = 5 and
/// mantissa_bits = 10 (i32 attributes).
void printExponentMantissa(mlir::OpAsmPrinter &p, mlir::Operation *op,
                           mlir::IntegerAttr exponent,
                           mlir::IntegerAttr mantissa);
mlir::ParseResult parseExponentMantissa(mlir::OpAsmParser &parser,
                                        mlir::IntegerAttr &exponent,
                                        mlir::IntegerAttr &mantissa);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_ELEMENTWISE_H
