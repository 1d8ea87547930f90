//===- Dynamic.h - Dynamic ops: inference, verification, syntax -*- C++ -*-===//
//
// Free functions shared by the verifiers, the builders and the tests.
//
// Shape operands (shapes, indices, paddings, sizes) are passed as an
// `IntOperand`: their type, and their values when the operand is a constant,
// so that inference can refine dimensions from constants without needing the
// op classes. Inferred types carry bounds (`#stablehlo.bounds`) wherever the
// operands bound a dynamic result dimension.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_DYNAMIC_H
#define HLOKIT_DIALECT_STABLEHLO_DYNAMIC_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <utility>

namespace hlokit::stablehlo {

class ConvDimensionNumbersAttr;

/// An integer tensor operand giving sizes or indices at run time: its type,
/// and its elements in row-major order when it is a constant.
struct IntOperand {
  mlir::Type type;
  std::optional<llvm::SmallVector<int64_t>> values;
};

//===----------------------------------------------------------------------===//
// set_dimension_size
//===----------------------------------------------------------------------===//

/// Result: `operand` with dimension `dimension` dynamic and bounded by its
/// static size or bound; static again when `size` is a constant equal to it.
mlir::LogicalResult
inferSetDimensionSizeOp(std::optional<mlir::Location> loc,
                        mlir::Type operandType, const IntOperand &size,
                        int64_t dimension,
                        llvm::SmallVectorImpl<mlir::Type> &inferred);

//===----------------------------------------------------------------------===//
// real_dynamic_slice
//===----------------------------------------------------------------------===//

/// Result: static where start, limit and stride are constants; otherwise
/// dynamic, bounded by what the operand's size or bound allows.
mlir::LogicalResult inferRealDynamicSliceOp(
    std::optional<mlir::Location> loc, mlir::Type operandType,
    const IntOperand &startIndices, const IntOperand &limitIndices,
    const IntOperand &strides, llvm::SmallVectorImpl<mlir::Type> &inferred);

//===----------------------------------------------------------------------===//
// dynamic_pad
//===----------------------------------------------------------------------===//

/// Result: `pad`'s shape where the paddings are constants, bounded when the
/// operand dimension is bounded; dynamic otherwise.
mlir::LogicalResult
inferDynamicPadOp(std::optional<mlir::Location> loc, mlir::Type operandType,
                  mlir::Type paddingValueType, const IntOperand &edgeLow,
                  const IntOperand &edgeHigh, const IntOperand &interior,
                  llvm::SmallVectorImpl<mlir::Type> &inferred);

//===----------------------------------------------------------------------===//
// dynamic_broadcast_in_dim
//===----------------------------------------------------------------------===//

/// Result rank is size(output_dimensions); sizes come from a constant
/// `output_dimensions`, from static operand sizes other than 1, and, for
/// known non-expanding dimensions, from the operand's size or bound.
mlir::LogicalResult inferDynamicBroadcastInDimOp(
    std::optional<mlir::Location> loc, mlir::Type operandType,
    const IntOperand &outputDimensions,
    llvm::ArrayRef<int64_t> broadcastDimensions,
    std::optional<llvm::ArrayRef<int64_t>> knownExpandingDimensions,
    std::optional<llvm::ArrayRef<int64_t>> knownNonexpandingDimensions,
    llvm::SmallVectorImpl<mlir::Type> &inferred);

/// The per-axis checks against the declared result type:
/// dynamic_broadcast_in_dim_c1 (a per-axis operand's scales and zero points
/// may change; its quantization_dimension may move, as inference allows)
/// and dynamic_broadcast_in_dim_c6.
mlir::LogicalResult verifyDynamicBroadcastInDimOp(
    std::optional<mlir::Location> loc, mlir::Type operandType,
    llvm::ArrayRef<int64_t> broadcastDimensions, mlir::Type resultType);

//===----------------------------------------------------------------------===//
// dynamic_iota
//===----------------------------------------------------------------------===//

/// Result: rank size(output_shape), sizes from a constant `output_shape`,
/// element type `elementType` (the op declares it).
mlir::LogicalResult
inferDynamicIotaOp(std::optional<mlir::Location> loc,
                   const IntOperand &outputShape, int64_t iotaDimension,
                   mlir::Type elementType,
                   llvm::SmallVectorImpl<mlir::Type> &inferred);

/// dynamic_iota_c2: the declared result type against the inferred one.
mlir::LogicalResult verifyDynamicIotaOp(std::optional<mlir::Location> loc,
                                        const IntOperand &outputShape,
                                        int64_t iotaDimension,
                                        mlir::Type resultType);

//===----------------------------------------------------------------------===//
// dynamic_reshape
//===----------------------------------------------------------------------===//

/// Result: rank size(output_shape), sizes from a constant `output_shape`.
mlir::LogicalResult
inferDynamicReshapeOp(std::optional<mlir::Location> loc, mlir::Type operandType,
                      const IntOperand &outputShape,
                      llvm::SmallVectorImpl<mlir::Type> &inferred);

/// dynamic_reshape C2 against the declared result type: equal element
/// counts when both are static; for a per-axis operand, dynamic_reshape_c1
/// (scales and zero points unchanged) and dynamic_reshape_c3.
mlir::LogicalResult verifyDynamicReshapeOp(std::optional<mlir::Location> loc,
                                           mlir::Type operandType,
                                           mlir::Type resultType);

//===----------------------------------------------------------------------===//
// Convolutions (dynamic_conv; shaped so that convolution can reuse it)
//===----------------------------------------------------------------------===//

/// The dimension numbers of a convolution as plain values.
struct ConvDimensions {
  int64_t inputBatch = 0;
  int64_t inputFeature = 0;
  llvm::SmallVector<int64_t> inputSpatial;
  int64_t kernelInputFeature = 0;
  int64_t kernelOutputFeature = 0;
  llvm::SmallVector<int64_t> kernelSpatial;
  int64_t outputBatch = 0;
  int64_t outputFeature = 0;
  llvm::SmallVector<int64_t> outputSpatial;
};

/// The plain values of a `#stablehlo.conv` attribute.
ConvDimensions getConvDimensions(ConvDimensionNumbersAttr attr);

/// The window attributes; an absent one means its default (1s, no reversal).
struct ConvWindow {
  std::optional<llvm::SmallVector<int64_t>> strides;
  std::optional<llvm::SmallVector<int64_t>> lhsDilation;
  std::optional<llvm::SmallVector<int64_t>> rhsDilation;
  std::optional<llvm::SmallVector<bool>> reversal;
};

/// The window attributes of `convolution` or `dynamic_conv`.
ConvWindow getConvWindow(std::optional<llvm::ArrayRef<int64_t>> strides,
                         std::optional<llvm::ArrayRef<int64_t>> lhsDilation,
                         std::optional<llvm::ArrayRef<int64_t>> rhsDilation,
                         std::optional<llvm::ArrayRef<bool>> reversal);

/// Low and high padding of one spatial dimension; nullopt when unknown.
using ConvPadding = std::optional<std::pair<int64_t, int64_t>>;

/// C25: the number of windows along one spatial dimension of `inputSize`
/// elements, for a window of `windowSize` elements.
int64_t getConvNumWindows(int64_t inputSize, int64_t windowSize,
                          std::pair<int64_t, int64_t> padding, int64_t stride,
                          int64_t lhsDilation, int64_t rhsDilation);

/// The part shared by `convolution` and `dynamic_conv`: checks C1-C3, C5-C24
/// and C27 (labels prefixed with `opName`) and infers the result (C25, C26).
/// `padding` has one entry per spatial dimension (C4 is the caller's).
mlir::LogicalResult inferConvolutionLike(
    std::optional<mlir::Location> loc, llvm::StringRef opName,
    mlir::Type lhsType, mlir::Type rhsType, llvm::ArrayRef<ConvPadding> padding,
    const ConvWindow &window, const ConvDimensions &dims,
    int64_t featureGroupCount, int64_t batchGroupCount,
    size_t precisionConfigSize, llvm::SmallVectorImpl<mlir::Type> &inferred);

/// dynamic_conv: C4 on `padding` (shape [N-2, 2]), then inferConvolutionLike.
mlir::LogicalResult
inferDynamicConvOp(std::optional<mlir::Location> loc, mlir::Type lhsType,
                   mlir::Type rhsType, const IntOperand &padding,
                   const ConvWindow &window, const ConvDimensions &dims,
                   int64_t featureGroupCount, int64_t batchGroupCount,
                   size_t precisionConfigSize,
                   llvm::SmallVectorImpl<mlir::Type> &inferred);

/// dynamic_conv: inferDynamicConvOp, then the result's rank and shape against
/// the inferred ones (C26, C25). Its element type is free, as convolution's
/// is (dynamic_conv_c27 asks for the lhs's; upstream's verifier does not).
mlir::LogicalResult
verifyDynamicConvOp(std::optional<mlir::Location> loc, mlir::Type lhsType,
                    mlir::Type rhsType, const IntOperand &padding,
                    const ConvWindow &window, const ConvDimensions &dims,
                    int64_t featureGroupCount, int64_t batchGroupCount,
                    size_t precisionConfigSize, mlir::Type resultType);

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

/// `custom<ConvolutionDimensions>($dimension_numbers)`:
/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
void printConvolutionDimensions(mlir::AsmPrinter &p, mlir::Operation *,
                                ConvDimensionNumbersAttr dims);
mlir::ParseResult parseConvolutionDimensions(mlir::AsmParser &parser,
                                             ConvDimensionNumbersAttr &dims);

/// `custom<WindowAttributes>(...)`: the body of `window = {stride = [2, 2],
/// pad = [[0, 1], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1],
/// reverse = [false, true]}`, each entry printed only when present. The
/// overload with `padding` is for `convolution`, whose padding is an
/// attribute; `dynamic_conv` takes it as an operand.
void printWindowAttributes(mlir::OpAsmPrinter &p, mlir::Operation *,
                           mlir::DenseI64ArrayAttr strides,
                           mlir::DenseIntElementsAttr padding,
                           mlir::DenseI64ArrayAttr lhsDilation,
                           mlir::DenseI64ArrayAttr rhsDilation,
                           mlir::DenseBoolArrayAttr reversal);
mlir::ParseResult parseWindowAttributes(mlir::OpAsmParser &parser,
                                        mlir::DenseI64ArrayAttr &strides,
                                        mlir::DenseIntElementsAttr &padding,
                                        mlir::DenseI64ArrayAttr &lhsDilation,
                                        mlir::DenseI64ArrayAttr &rhsDilation,
                                        mlir::DenseBoolArrayAttr &reversal);
void printWindowAttributes(mlir::OpAsmPrinter &p, mlir::Operation *op,
                           mlir::DenseI64ArrayAttr strides,
                           mlir::DenseI64ArrayAttr lhsDilation,
                           mlir::DenseI64ArrayAttr rhsDilation,
                           mlir::DenseBoolArrayAttr reversal);
mlir::ParseResult parseWindowAttributes(mlir::OpAsmParser &parser,
                                        mlir::DenseI64ArrayAttr &strides,
                                        mlir::DenseI64ArrayAttr &lhsDilation,
                                        mlir::DenseI64ArrayAttr &rhsDilation,
                                        mlir::DenseBoolArrayAttr &reversal);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_DYNAMIC_H
