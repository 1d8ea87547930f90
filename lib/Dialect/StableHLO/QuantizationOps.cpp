//===- QuantizationOps.cpp - uniform_quantize, uniform_dequantize ---------===//
//
// The op methods of QuantizationOps.td; the checks are the free functions of
// Quantization.h.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult UniformQuantizeOp::verifySpecConstraints() {
  return verifyUniformQuantizeOp(getLoc(), getOperand().getType(), getType());
}

LogicalResult UniformDequantizeOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  return inferUniformDequantizeOp(location, operands.getTypes().front(),
                                  inferred);
}

LogicalResult UniformDequantizeOp::verifySpecConstraints() {
  return verifyUniformDequantizeOp(getLoc(), getOperand().getType(), getType());
}

} // namespace hlokit::stablehlo
