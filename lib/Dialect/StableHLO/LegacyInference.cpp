//===- LegacyInference.cpp - ops the spec dropped: inference --------------===//

#include "hlokit/Dialect/StableHLO/Legacy.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult inferDotOp(std::optional<Location> loc, Type lhsType,
                         Type rhsType, size_t numPrecisionConfigs,
                         SmallVectorImpl<ShapedTypeComponents> &inferred) {
  if (numPrecisionConfigs > 2)
    return emitOptionalError(
        loc, "expects precision config to be empty or have <= 2 elements, got ",
        numPrecisionConfigs);
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  int64_t lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  if (lhsRank < 1 || lhsRank > 2 || rhsRank < 1 || rhsRank > 2 ||
      !isCompatibleDim(lhs.getDimSize(lhsRank - 1), rhs.getDimSize(0)))
    return emitOptionalError(loc,
                             "expected both lhs/rhs ranks to be either 1 or 2");
  // The free dimensions: lhs's first of a matrix, rhs's second of a matrix.
  SmallVector<int64_t> shape, bounds;
  auto addDim = [&](RankedTensorType type, int64_t dim) {
    shape.push_back(type.getDimSize(dim));
    ArrayRef<int64_t> typeBounds = getBounds(type);
    bounds.push_back(typeBounds.empty() ? ShapedType::kDynamic
                                        : typeBounds[dim]);
  };
  if (lhsRank == 2)
    addDim(lhs, 0);
  if (rhsRank == 2)
    addDim(rhs, 1);
  RankedTensorType type =
      getBoundedTensorType(shape, lhs.getElementType(), bounds);
  inferred.emplace_back(type.getShape(), Type(), type.getEncoding());
  return success();
}

LogicalResult verifyDotOp(std::optional<Location> loc, Type lhsType,
                          Type rhsType, size_t numPrecisionConfigs,
                          Type resultType) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferDotOp(loc, lhsType, rhsType, numPrecisionConfigs, inferred)))
    return failure();
  auto result = cast<ShapedType>(resultType);
  if (failed(verifyCompatibleShape(inferred[0].getDims(), result.getShape())))
    return emitOptionalError(
        loc, "inferred shape '", dimsToString(inferred[0].getDims()),
        "' is incompatible with return type of operation ", resultType);
  return success();
}

LogicalResult
inferBroadcastOp(std::optional<Location> loc, Type operandType,
                 ArrayRef<int64_t> broadcastSizes,
                 SmallVectorImpl<ShapedTypeComponents> &inferred) {
  for (int64_t size : broadcastSizes)
    if (size < 0)
      return emitOptionalError(loc, "Broadcast with negative dimension size ",
                               size);
  auto operand = cast<RankedTensorType>(operandType);
  SmallVector<int64_t> shape(broadcastSizes);
  llvm::append_range(shape, operand.getShape());
  inferred.emplace_back(shape, operand.getElementType());
  return success();
}

} // namespace hlokit::stablehlo
