//===- ConvolutionHandlers.cpp - convolution and dynamic_conv -------------===//
//
// Both ops run the convolution kernel; dynamic_conv reads its padding from
// its operand, and its shape function computes the result shape from it.
//
//===----------------------------------------------------------------------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Kernels/Convolution.h"
#include "hlokit/Interpreter/Kernels/GatherScatter.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// The attributes of either op; the padding is left at zero.
template <typename OpTy> ConvolutionParams readAttributes(OpTy op) {
  int64_t spatialRank =
      cast<RankedTensorType>(op.getLhs().getType()).getRank() - 2;
  ConvolutionParams params = ConvolutionParams::withDefaults(spatialRank);
  if (std::optional<ArrayRef<int64_t>> strides = op.getWindowStrides())
    params.windowStrides.assign(strides->begin(), strides->end());
  if (std::optional<ArrayRef<int64_t>> dilation = op.getLhsDilation())
    params.lhsDilation.assign(dilation->begin(), dilation->end());
  if (std::optional<ArrayRef<int64_t>> dilation = op.getRhsDilation())
    params.rhsDilation.assign(dilation->begin(), dilation->end());
  if (std::optional<ArrayRef<bool>> reversal = op.getWindowReversal())
    params.windowReversal.assign(reversal->begin(), reversal->end());
  params.dims = hlo::getConvDimensions(op.getDimensionNumbers());
  params.featureGroupCount = static_cast<int64_t>(op.getFeatureGroupCount());
  params.batchGroupCount = static_cast<int64_t>(op.getBatchGroupCount());
  return params;
}

/// Fills `params.padding` from low/high pairs in row-major order.
void setPadding(ConvolutionParams &params,
                llvm::function_ref<int64_t(int64_t)> element) {
  for (auto [i, pad] : llvm::enumerate(params.padding))
    pad = {element(2 * i), element(2 * i + 1)};
}

llvm::Error runConvolution(OpContext &ctx) {
  auto op = cast<hlo::ConvolutionOp>(ctx.getOp());
  ConvolutionParams params = readAttributes(op);
  if (std::optional<DenseIntElementsAttr> padding = op.getPadding()) {
    SmallVector<int64_t> values(padding->getValues<int64_t>());
    setPadding(params, [&](int64_t i) { return values[i]; });
  }
  return ctx.setResult(convolution(ctx.tensor(op.getLhs()),
                                   ctx.tensor(op.getRhs()), params,
                                   ctx.resultElementType()));
}

/// The attributes and the padding operand; a padding whose `?` dimensions
/// do not give [N-2, 2] at run time is an error (dynamic_conv_c4).
llvm::Expected<ConvolutionParams> readDynamicConvParams(OpContext &ctx) {
  auto op = cast<hlo::DynamicConvOp>(ctx.getOp());
  ConvolutionParams params = readAttributes(op);
  const Tensor &padding = ctx.tensor(op.getPadding());
  llvm::SmallVector<int64_t> expected{
      static_cast<int64_t>(params.padding.size()), 2};
  if (padding.getShape() != llvm::ArrayRef<int64_t>(expected))
    return ctx.error("dynamic_conv_c4: padding has the runtime shape " +
                     hlo::dimsToString(padding.getShape()) + ", expected " +
                     hlo::dimsToString(expected));
  setPadding(params, [&](int64_t i) { return readIndex(padding, i); });
  return params;
}

llvm::Expected<llvm::SmallVector<int64_t>> dynamicConvShape(OpContext &ctx) {
  auto op = cast<hlo::DynamicConvOp>(ctx.getOp());
  llvm::Expected<ConvolutionParams> params = readDynamicConvParams(ctx);
  if (!params)
    return params.takeError();
  return getConvolutionShape(ctx.tensor(op.getLhs()).getShape(),
                             ctx.tensor(op.getRhs()).getShape(), *params);
}

llvm::Error runDynamicConv(OpContext &ctx) {
  auto op = cast<hlo::DynamicConvOp>(ctx.getOp());
  llvm::Expected<ConvolutionParams> params = readDynamicConvParams(ctx);
  if (!params)
    return params.takeError();
  return ctx.setResult(convolution(ctx.tensor(op.getLhs()),
                                   ctx.tensor(op.getRhs()), *params,
                                   ctx.resultElementType()));
}

} // namespace

void addConvolutionHandlers(HandlerTable &table, ShapeFunctionTable &shapes) {
  table.add<hlo::ConvolutionOp>(runConvolution);
  table.add<hlo::DynamicConvOp>(runDynamicConv);
  shapes.add<hlo::DynamicConvOp>(dynamicConvShape);
}

} // namespace hlokit::interpreter
