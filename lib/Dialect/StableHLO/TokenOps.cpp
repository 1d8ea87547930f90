//===- TokenOps.cpp - Token ops: op methods -------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// The ops that produce only a token.
LogicalResult inferToken(MLIRContext *context,
                         SmallVectorImpl<Type> &inferred) {
  inferred.push_back(TokenType::get(context));
  return success();
}

} // namespace

LogicalResult AfterAllOp::inferReturnTypes(MLIRContext *context,
                                           std::optional<Location>, ValueRange,
                                           DictionaryAttr, OpaqueProperties,
                                           RegionRange,
                                           SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

LogicalResult CreateTokenOp::inferReturnTypes(MLIRContext *context,
                                              std::optional<Location>,
                                              ValueRange, DictionaryAttr,
                                              OpaqueProperties, RegionRange,
                                              SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

LogicalResult OutfeedOp::inferReturnTypes(MLIRContext *context,
                                          std::optional<Location>, ValueRange,
                                          DictionaryAttr, OpaqueProperties,
                                          RegionRange,
                                          SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

LogicalResult SendOp::inferReturnTypes(MLIRContext *context,
                                       std::optional<Location>, ValueRange,
                                       DictionaryAttr, OpaqueProperties,
                                       RegionRange,
                                       SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

LogicalResult InfeedOp::verify() {
  return verifyInfeedOp(getLoc(), getResultTypes());
}

LogicalResult SendOp::verify() {
  return verifySendOp(getLoc(), getChannelHandle().getType(),
                      getIsHostTransfer());
}

LogicalResult RecvOp::verify() {
  return verifyRecvOp(getLoc(), getChannelHandle().getType(),
                      getIsHostTransfer(), getResultTypes());
}

} // namespace hlokit::stablehlo
