//===- WindowAttributes.h - windowed ops' optional attributes ---*- C++ -*-===//
//
// The optional window attributes of convolution, reduce_window and
// select_and_scatter read with their defaults, for the partitioning passes
// that rewrite windows (halo exchange, padding, global to local).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_WINDOWATTRIBUTES_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_WINDOWATTRIBUTES_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

namespace hlokit::sdy {

/// Entry `i` of an optional window attribute (strides, dilations): 1, the
/// spec's default, when the attribute is absent.
inline int64_t getWindowEntry(std::optional<llvm::ArrayRef<int64_t>> values,
                              int64_t i) {
  return values ? (*values)[i] : 1;
}

/// An optional `padding` attribute as low and high per dimension, in
/// order: zeros for `dims` dimensions when it is absent.
inline llvm::SmallVector<int64_t>
getPaddingOrZeros(std::optional<mlir::DenseIntElementsAttr> padding,
                  int64_t dims) {
  if (padding)
    return llvm::to_vector(padding->getValues<int64_t>());
  return llvm::SmallVector<int64_t>(2 * dims, 0);
}

/// `conv`'s padding, low and high per spatial dimension.
inline llvm::SmallVector<int64_t>
getConvolutionPadding(stablehlo::ConvolutionOp conv) {
  return getPaddingOrZeros(
      conv.getPadding(),
      conv.getDimensionNumbers().getInputSpatialDimensions().size());
}

/// Sets `conv`'s padding to `padding` (low and high per spatial dimension).
inline void setConvolutionPadding(stablehlo::ConvolutionOp conv,
                                  llvm::ArrayRef<int64_t> padding) {
  auto type = mlir::RankedTensorType::get(
      {static_cast<int64_t>(padding.size() / 2), 2},
      mlir::IntegerType::get(conv.getContext(), 64));
  conv.setPaddingAttr(mlir::DenseIntElementsAttr::get(type, padding));
}

/// Whether `conv`'s window is reversed along spatial dimension `i`.
inline bool isWindowReversed(stablehlo::ConvolutionOp conv, int64_t i) {
  return conv.getWindowReversal() && (*conv.getWindowReversal())[i];
}

/// Whether each device's block of `taps` taps of `conv`'s window along
/// spatial dimension `i` reads exactly its own block of `block` lhs
/// elements, when the lhs and kernel are split alike there and the window
/// is the only one: it starts at the lhs's first element (no low padding,
/// not reversed) and a block of taps spans as many places as a block of
/// the dilated lhs.
inline bool tapsReadOwnBlock(stablehlo::ConvolutionOp conv, int64_t i,
                             int64_t block, int64_t taps) {
  return getConvolutionPadding(conv)[2 * i] == 0 &&
         !isWindowReversed(conv, i) &&
         taps * getWindowEntry(conv.getRhsDilation(), i) ==
             block * getWindowEntry(conv.getLhsDilation(), i);
}

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_WINDOWATTRIBUTES_H
