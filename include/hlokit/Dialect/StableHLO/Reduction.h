//===- Reduction.h - Reduction ops: inference, verification, syntax -*- C++
//-*-===//
//
// Free functions shared by the verifiers, the builders and the tests of
// dot_general, reduce, reduce_window, select_and_scatter and sort. They take
// plain types and attribute values, never op classes. Every diagnostic names
// the spec constraint it enforces (`reduce_c6: ...`).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_REDUCTION_H
#define HLOKIT_DIALECT_STABLEHLO_REDUCTION_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace hlokit::stablehlo {

class DotDimensionNumbersAttr;
class DotAlgorithmAttr;

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

/// The signature of a region: its block argument types and the types its
/// terminator returns.
struct BodyTypes {
  mlir::TypeRange arguments;
  mlir::TypeRange results;
};

/// The block argument types of `region` and the types its terminator
/// returns; empty parts where the region is not yet built.
BodyTypes getBodyTypes(mlir::Region &region);

/// A reduction region (`region` names it in diagnostics, `label` the
/// constraint) has type `(tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ...,
/// tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>)` where each input's
/// element type is promotable to its `Ei`. Shared by reduce, reduce_window,
/// select_and_scatter, all_reduce and reduce_scatter.
mlir::LogicalResult verifyReducerBody(std::optional<mlir::Location> loc,
                                      llvm::StringRef label,
                                      llvm::StringRef region,
                                      mlir::TypeRange inputTypes,
                                      const BodyTypes &body);

//===----------------------------------------------------------------------===//
// dot_general
//===----------------------------------------------------------------------===//

/// The four dimension lists of `#stablehlo.dot`.
struct DotDims {
  llvm::ArrayRef<int64_t> lhsBatching;
  llvm::ArrayRef<int64_t> rhsBatching;
  llvm::ArrayRef<int64_t> lhsContracting;
  llvm::ArrayRef<int64_t> rhsContracting;
};

/// Checks dot_general_c1..c10 and infers the result shape (c12): batching,
/// then lhs free, then rhs free dimensions. The element type is left unset:
/// the spec does not tie it to the operands'.
mlir::LogicalResult
inferDotGeneralOp(std::optional<mlir::Location> loc, mlir::Type lhsType,
                  mlir::Type rhsType, const DotDims &dims,
                  llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

/// All of dot_general's constraints without an algorithm: inference, c11
/// (at most two precision entries, as upstream accepts), c12 against
/// `resultType`, and c13.
mlir::LogicalResult verifyDotGeneralOp(std::optional<mlir::Location> loc,
                                       mlir::Type lhsType, mlir::Type rhsType,
                                       const DotDims &dims,
                                       size_t numPrecisionConfigs,
                                       mlir::Type resultType);

/// The parameters of `#stablehlo.dot_algorithm` that the spec constrains.
struct DotAlgorithmParams {
  mlir::Type lhsPrecisionType;
  mlir::Type rhsPrecisionType;
  mlir::Type accumulationType;
  int64_t lhsComponentCount;
  int64_t rhsComponentCount;
  int64_t numPrimitiveOperations;
};

/// dot_general_i8..i10 and c21..c24 when an algorithm is given: the three
/// types are float types (tf32 included), every precision entry is DEFAULT
/// and the counts are positive.
mlir::LogicalResult verifyDotAlgorithm(std::optional<mlir::Location> loc,
                                       bool allPrecisionsDefault,
                                       const DotAlgorithmParams &params);

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

/// Infers reduce's results (c7, c8): the inputs' shape without `dimensions`,
/// with the element types of `accumulatorTypes` (the body's results, or the
/// init values' types before a body exists). Checks c1, c4, c5.
mlir::LogicalResult
inferReduceOp(std::optional<mlir::Location> loc, mlir::TypeRange inputTypes,
              llvm::ArrayRef<int64_t> dimensions,
              mlir::TypeRange accumulatorTypes,
              llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

/// All of reduce's constraints (c1..c8, i2).
mlir::LogicalResult
verifyReduceOp(std::optional<mlir::Location> loc, mlir::TypeRange inputTypes,
               mlir::TypeRange initTypes, llvm::ArrayRef<int64_t> dimensions,
               const BodyTypes &body, mlir::TypeRange resultTypes);

//===----------------------------------------------------------------------===//
// reduce_window, select_and_scatter
//===----------------------------------------------------------------------===//

/// The window attributes as written on the op; an absent optional list is
/// std::nullopt and means its default (strides and dilations 1, padding 0).
struct WindowAttrs {
  llvm::ArrayRef<int64_t> dimensions;
  std::optional<llvm::ArrayRef<int64_t>> strides;
  std::optional<llvm::ArrayRef<int64_t>> baseDilations;
  std::optional<llvm::ArrayRef<int64_t>> windowDilations;
  /// The padding tensor's shape (spec: [rank, 2]) and its row-major values.
  std::optional<llvm::SmallVector<int64_t, 2>> paddingShape;
  llvm::SmallVector<int64_t> paddingValues;
};

/// Reads `padding` (absent when null) into `window`.
void setWindowPadding(WindowAttrs &window, mlir::DenseIntElementsAttr padding);

/// The number of windows along one dimension (reduce_window_c15); dynamic
/// when `inputSize` is.
int64_t numWindows(int64_t inputSize, int64_t windowSize, int64_t stride,
                   int64_t baseDilation, int64_t windowDilation,
                   int64_t paddingLow, int64_t paddingHigh);

/// Infers reduce_window's results (c14..c16) and checks c1, c2, c4..c12.
mlir::LogicalResult inferReduceWindowOp(
    std::optional<mlir::Location> loc, mlir::TypeRange inputTypes,
    const WindowAttrs &window, mlir::TypeRange accumulatorTypes,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

/// All of reduce_window's constraints (c1..c16, i2).
mlir::LogicalResult verifyReduceWindowOp(std::optional<mlir::Location> loc,
                                         mlir::TypeRange inputTypes,
                                         mlir::TypeRange initTypes,
                                         const WindowAttrs &window,
                                         const BodyTypes &body,
                                         mlir::TypeRange resultTypes);

/// Infers select_and_scatter's result (c11, c12): operand's shape with the
/// element type of `scatterResultTypes[0]` (or operand's when empty).
mlir::LogicalResult inferSelectAndScatterOp(
    std::optional<mlir::Location> loc, mlir::Type operandType,
    mlir::TypeRange scatterResultTypes,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

/// All of select_and_scatter's constraints (c1..c12, i3).
mlir::LogicalResult verifySelectAndScatterOp(
    std::optional<mlir::Location> loc, mlir::Type operandType,
    mlir::Type sourceType, mlir::Type initType, const WindowAttrs &window,
    const BodyTypes &select, const BodyTypes &scatter, mlir::Type resultType);

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

/// Infers sort's results (c2): the inputs' types. Checks c1.
mlir::LogicalResult
inferSortOp(std::optional<mlir::Location> loc, mlir::TypeRange inputTypes,
            llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

/// All of sort's constraints (c1..c5).
mlir::LogicalResult verifySortOp(std::optional<mlir::Location> loc,
                                 mlir::TypeRange inputTypes, int64_t dimension,
                                 const BodyTypes &comparator,
                                 mlir::TypeRange resultTypes);

//===----------------------------------------------------------------------===//
// Assembly directives of dot_general
//===----------------------------------------------------------------------===//

/// `batching_dims = [0] x [0], contracting_dims = [2] x [1]`; the batching
/// part is omitted when both lists are empty.
void printDotDimensionNumbers(mlir::OpAsmPrinter &p, mlir::Operation *op,
                              DotDimensionNumbersAttr dims);
mlir::ParseResult parseDotDimensionNumbers(mlir::OpAsmParser &parser,
                                           DotDimensionNumbersAttr &dims);

/// `= [DEFAULT, HIGH]`: the list after `precision` (dot_general, dot).
mlir::ParseResult parsePrecisionList(mlir::OpAsmParser &parser,
                                     mlir::ArrayAttr &precision);

/// `, precision = [DEFAULT, HIGH]` and `, algorithm = <...>`, each printed
/// only when the attribute is present.
void printPrecisionConfigAndAlgorithm(mlir::OpAsmPrinter &p,
                                      mlir::Operation *op,
                                      mlir::ArrayAttr precisionConfig,
                                      DotAlgorithmAttr algorithm);
mlir::ParseResult
parsePrecisionConfigAndAlgorithm(mlir::OpAsmParser &parser,
                                 mlir::ArrayAttr &precisionConfig,
                                 DotAlgorithmAttr &algorithm);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_REDUCTION_H
