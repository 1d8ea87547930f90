//===- TokenOps.cpp - Token ops: op methods -------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult InfeedOp::verify() {
  return verifyInfeedOp(getLoc(), getResultTypes(), getLayoutAttr());
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
