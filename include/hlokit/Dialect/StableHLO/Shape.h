//===- Shape.h - Shape ops: inference, verification, syntax -*- C++ -*-===//
//
// Free functions shared by the verifiers, the builders and the tests.
//
// `inferXxxOp` checks the constraints on an op's inputs and computes its
// result type; dynamic (`?`) sizes propagate. `verifyXxxOp` additionally
// checks a declared result type against the spec (a compatible, more specific
// declaration is accepted). Errors name the spec constraint, e.g.
// `transpose_c2: ...`, and are emitted at `loc` when it is given.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_SHAPE_H
#define HLOKIT_DIALECT_STABLEHLO_SHAPE_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace hlokit::stablehlo {

//===----------------------------------------------------------------------===//
// Ops whose result type is given (no inference)
//===----------------------------------------------------------------------===//

mlir::LogicalResult verifyIotaOp(std::optional<mlir::Location> loc,
                                 int64_t iotaDimension,
                                 mlir::RankedTensorType output);

mlir::LogicalResult verifyBroadcastInDimOp(
    std::optional<mlir::Location> loc, mlir::RankedTensorType operand,
    llvm::ArrayRef<int64_t> broadcastDimensions, mlir::RankedTensorType result);

mlir::LogicalResult verifyReshapeOp(std::optional<mlir::Location> loc,
                                    mlir::RankedTensorType operand,
                                    mlir::RankedTensorType result);

//===----------------------------------------------------------------------===//
// Ops with an inferred result type
//===----------------------------------------------------------------------===//

mlir::LogicalResult
inferTransposeOp(std::optional<mlir::Location> loc,
                 mlir::RankedTensorType operand,
                 llvm::ArrayRef<int64_t> permutation,
                 llvm::SmallVectorImpl<mlir::Type> &inferredReturnTypes);
mlir::LogicalResult verifyTransposeOp(std::optional<mlir::Location> loc,
                                      mlir::RankedTensorType operand,
                                      llvm::ArrayRef<int64_t> permutation,
                                      mlir::RankedTensorType result);

mlir::LogicalResult
inferReverseOp(std::optional<mlir::Location> loc,
               mlir::RankedTensorType operand,
               llvm::ArrayRef<int64_t> dimensions,
               llvm::SmallVectorImpl<mlir::Type> &inferredReturnTypes);
mlir::LogicalResult verifyReverseOp(std::optional<mlir::Location> loc,
                                    mlir::RankedTensorType operand,
                                    llvm::ArrayRef<int64_t> dimensions,
                                    mlir::RankedTensorType result);

mlir::LogicalResult
inferSliceOp(std::optional<mlir::Location> loc, mlir::RankedTensorType operand,
             llvm::ArrayRef<int64_t> startIndices,
             llvm::ArrayRef<int64_t> limitIndices,
             llvm::ArrayRef<int64_t> strides,
             llvm::SmallVectorImpl<mlir::Type> &inferredReturnTypes);
mlir::LogicalResult verifySliceOp(std::optional<mlir::Location> loc,
                                  mlir::RankedTensorType operand,
                                  llvm::ArrayRef<int64_t> startIndices,
                                  llvm::ArrayRef<int64_t> limitIndices,
                                  llvm::ArrayRef<int64_t> strides,
                                  mlir::RankedTensorType result);

mlir::LogicalResult
inferConcatenateOp(std::optional<mlir::Location> loc, mlir::TypeRange inputs,
                   int64_t dimension,
                   llvm::SmallVectorImpl<mlir::Type> &inferredReturnTypes);
mlir::LogicalResult verifyConcatenateOp(std::optional<mlir::Location> loc,
                                        mlir::TypeRange inputs,
                                        int64_t dimension,
                                        mlir::RankedTensorType result);

mlir::LogicalResult
inferPadOp(std::optional<mlir::Location> loc, mlir::RankedTensorType operand,
           mlir::RankedTensorType paddingValue,
           llvm::ArrayRef<int64_t> edgePaddingLow,
           llvm::ArrayRef<int64_t> edgePaddingHigh,
           llvm::ArrayRef<int64_t> interiorPadding,
           llvm::SmallVectorImpl<mlir::Type> &inferredReturnTypes);
mlir::LogicalResult verifyPadOp(std::optional<mlir::Location> loc,
                                mlir::RankedTensorType operand,
                                mlir::RankedTensorType paddingValue,
                                llvm::ArrayRef<int64_t> edgePaddingLow,
                                llvm::ArrayRef<int64_t> edgePaddingHigh,
                                llvm::ArrayRef<int64_t> interiorPadding,
                                mlir::RankedTensorType result);

mlir::LogicalResult inferDynamicSliceOp(
    std::optional<mlir::Location> loc, mlir::RankedTensorType operand,
    mlir::TypeRange startIndices, llvm::ArrayRef<int64_t> sliceSizes,
    llvm::SmallVectorImpl<mlir::Type> &inferredReturnTypes);
mlir::LogicalResult verifyDynamicSliceOp(std::optional<mlir::Location> loc,
                                         mlir::RankedTensorType operand,
                                         mlir::TypeRange startIndices,
                                         llvm::ArrayRef<int64_t> sliceSizes,
                                         mlir::RankedTensorType result);

mlir::LogicalResult inferDynamicUpdateSliceOp(
    std::optional<mlir::Location> loc, mlir::RankedTensorType operand,
    mlir::RankedTensorType update, mlir::TypeRange startIndices,
    llvm::SmallVectorImpl<mlir::Type> &inferredReturnTypes);
mlir::LogicalResult verifyDynamicUpdateSliceOp(
    std::optional<mlir::Location> loc, mlir::RankedTensorType operand,
    mlir::RankedTensorType update, mlir::TypeRange startIndices,
    mlir::RankedTensorType result);

mlir::LogicalResult
inferGetDimensionSizeOp(std::optional<mlir::Location> loc,
                        mlir::RankedTensorType operand, int64_t dimension,
                        llvm::SmallVectorImpl<mlir::Type> &inferredReturnTypes);

//===----------------------------------------------------------------------===//
// custom<> directives of this family
//===----------------------------------------------------------------------===//

/// `custom<VariadicOperandWithAttribute>($operands)`: each operand followed by
/// a comma, `%a, %b,`, so that an attribute keyword can follow (concatenate,
/// dynamic_slice).
void printVariadicOperandWithAttribute(mlir::OpAsmPrinter &p,
                                       mlir::Operation *op,
                                       mlir::OperandRange operands);
mlir::ParseResult parseVariadicOperandWithAttribute(
    mlir::OpAsmParser &parser,
    llvm::SmallVectorImpl<mlir::OpAsmParser::UnresolvedOperand> &operands);

/// `custom<SliceRanges>($start, $limit, $strides)`: `[0:4, 1:7:2]`, one
/// `start:limit` per dimension with `:stride` only when the stride is not 1.
void printSliceRanges(mlir::OpAsmPrinter &p, mlir::Operation *op,
                      mlir::DenseI64ArrayAttr startIndices,
                      mlir::DenseI64ArrayAttr limitIndices,
                      mlir::DenseI64ArrayAttr strides);
mlir::ParseResult parseSliceRanges(mlir::OpAsmParser &parser,
                                   mlir::DenseI64ArrayAttr &startIndices,
                                   mlir::DenseI64ArrayAttr &limitIndices,
                                   mlir::DenseI64ArrayAttr &strides);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_SHAPE_H
