//===- Convolution.h - convolution: inference, verification -----*- C++ -*-===//
//
// Free functions shared by the verifier, the builders and the tests. The
// checks common to `convolution` and `dynamic_conv` (dimension numbers,
// window, groups, result shape) are `inferConvolutionLike` of Dynamic.h;
// `convolution` adds C4 on its `padding` attribute.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_CONVOLUTION_H
#define HLOKIT_DIALECT_STABLEHLO_CONVOLUTION_H

#include "hlokit/Dialect/StableHLO/Dynamic.h"

namespace hlokit::stablehlo {

/// The `padding` attribute as plain values: its shape and its elements in
/// row-major order ([low, high] per spatial dimension).
struct ConvPaddingValues {
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<int64_t> values;
};

/// convolution_c4 on `padding` (absent means no padding), then C1-C3,
/// C5-C24 and C27 on the operands, and the result type (C25, C26).
mlir::LogicalResult inferConvolutionOp(
    std::optional<mlir::Location> loc, mlir::Type lhsType, mlir::Type rhsType,
    const std::optional<ConvPaddingValues> &padding, const ConvWindow &window,
    const ConvDimensions &dims, int64_t featureGroupCount,
    int64_t batchGroupCount, size_t precisionConfigSize,
    llvm::SmallVectorImpl<mlir::Type> &inferred);

/// All of convolution's constraints: inferConvolutionOp, then `resultType`
/// against the inferred type (C25 shape, C26 rank, C27 element type).
mlir::LogicalResult verifyConvolutionOp(
    std::optional<mlir::Location> loc, mlir::Type lhsType, mlir::Type rhsType,
    const std::optional<ConvPaddingValues> &padding, const ConvWindow &window,
    const ConvDimensions &dims, int64_t featureGroupCount,
    int64_t batchGroupCount, size_t precisionConfigSize, mlir::Type resultType);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_CONVOLUTION_H
