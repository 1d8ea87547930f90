//===- RandomOps.cpp - Random ops: op methods -----------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult RngOp::verify() {
  // A constant shape lets rng_c3 check every dimension, not only the rank.
  std::optional<SmallVector<int64_t>> values = getConstantIntValues(getShape());
  std::optional<ArrayRef<int64_t>> valuesRef;
  if (values)
    valuesRef = *values;
  return verifyRngOp(getLoc(), getA().getType(), getB().getType(),
                     getShape().getType(), valuesRef, getRngDistribution(),
                     getType());
}

LogicalResult RngBitGeneratorOp::verify() {
  return verifyRngBitGeneratorOp(
      getLoc(), getRngAlgorithm(), getInitialState().getType(),
      getOutputState().getType(), getOutput().getType());
}

} // namespace hlokit::stablehlo
