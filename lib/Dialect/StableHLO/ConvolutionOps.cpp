//===- ConvolutionOps.cpp - convolution: op methods -----------------------===//
//
// The op methods read the attributes as plain values and call the free
// functions of ConvolutionInference.cpp. The syntax (`dim_numbers = ...`,
// `window = {...}`) is shared with dynamic_conv (DynamicOps.cpp).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

std::optional<ConvPaddingValues>
getPaddingValues(std::optional<DenseIntElementsAttr> padding) {
  if (!padding)
    return std::nullopt;
  ConvPaddingValues values;
  values.shape.assign(padding->getType().getShape().begin(),
                      padding->getType().getShape().end());
  values.values.assign(padding->getValues<int64_t>().begin(),
                       padding->getValues<int64_t>().end());
  return values;
}

} // namespace

LogicalResult ConvolutionOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  ConvolutionOpAdaptor adaptor(operands, attributes, properties, regions);
  std::optional<ArrayAttr> precision = adaptor.getPrecisionConfig();
  return inferConvolutionOp(
      loc, adaptor.getLhs().getType(), adaptor.getRhs().getType(),
      getPaddingValues(adaptor.getPadding()),
      getConvWindow(adaptor.getWindowStrides(), adaptor.getLhsDilation(),
                    adaptor.getRhsDilation(), adaptor.getWindowReversal()),
      getConvDimensions(adaptor.getDimensionNumbers()),
      static_cast<int64_t>(adaptor.getFeatureGroupCount()),
      static_cast<int64_t>(adaptor.getBatchGroupCount()),
      precision ? precision->size() : 0, inferred);
}

bool ConvolutionOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  // A quantized or hybrid result's element type is checked by
  // convolution_c28..c34.
  return isCompatibleUpToElementType(l, r);
}

LogicalResult ConvolutionOp::verifySpecConstraints() {
  std::optional<ArrayAttr> precision = getPrecisionConfig();
  return verifyConvolutionOp(getLoc(), getLhs().getType(), getRhs().getType(),
                             getPaddingValues(getPadding()),
                             getConvWindow(getWindowStrides(), getLhsDilation(),
                                           getRhsDilation(),
                                           getWindowReversal()),
                             getConvDimensions(getDimensionNumbers()),
                             static_cast<int64_t>(getFeatureGroupCount()),
                             static_cast<int64_t>(getBatchGroupCount()),
                             precision ? precision->size() : 0, getType());
}

} // namespace hlokit::stablehlo
