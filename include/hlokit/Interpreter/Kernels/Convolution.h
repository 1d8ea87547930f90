//===- Convolution.h - the convolution kernel -------------------*- C++ -*-===//

#ifndef HLOKIT_INTERPRETER_CONVOLUTION_H
#define HLOKIT_INTERPRETER_CONVOLUTION_H

#include "hlokit/Dialect/StableHLO/Dynamic.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

/// Everything but the operands of `convolution` (and of `dynamic_conv`, with
/// its padding operand read). Every window list has one entry per spatial
/// dimension.
struct ConvolutionParams {
  llvm::SmallVector<int64_t> windowStrides;
  llvm::SmallVector<std::pair<int64_t, int64_t>> padding;
  llvm::SmallVector<int64_t> lhsDilation;
  llvm::SmallVector<int64_t> rhsDilation;
  llvm::SmallVector<bool> windowReversal;
  stablehlo::ConvDimensions dims;
  int64_t featureGroupCount = 1;
  int64_t batchGroupCount = 1;

  /// The defaults of absent window attributes (1s, no padding, no reversal)
  /// for `spatialRank` spatial dimensions.
  static ConvolutionParams withDefaults(int64_t spatialRank);
};

/// The result shape (convolution_c25).
llvm::SmallVector<int64_t> getConvolutionShape(llvm::ArrayRef<int64_t> lhsShape,
                                               llvm::ArrayRef<int64_t> rhsShape,
                                               const ConvolutionParams &params);

/// convolution on operands that satisfy the spec's constraints; the result
/// has `resultType`, by default lhs's element type (JAX's
/// `preferred_element_type` gives e.g. i8 x i8 -> i32, computed in i32 as
/// dot_general does). Windows of lhs are laid out as the rows of a matrix
/// (im2col) that multiplies the kernel with dotGeneral: GEMM for floats,
/// the exact wrapping loop for integers; large f32 convolutions run on
/// oneDNN's direct kernels where they take the shape.
llvm::Expected<Tensor>
convolution(const Tensor &lhs, const Tensor &rhs,
            const ConvolutionParams &params,
            std::optional<ElementType> resultType = std::nullopt);

/// convolution with the im2col kernel only, never oneDNN's direct ones: for
/// comparing the two (bench/ConvolutionBench.cpp, tests).
llvm::Expected<Tensor>
convolutionIm2col(const Tensor &lhs, const Tensor &rhs,
                  const ConvolutionParams &params,
                  std::optional<ElementType> resultType = std::nullopt);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_CONVOLUTION_H
