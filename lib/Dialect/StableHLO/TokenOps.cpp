//===- TokenOps.cpp - Token ops: op methods -------------------------------===//

#include "hlokit/Dialect/StableHLO/Collective.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult InfeedOp::verify() {
  return verifyInfeedOp(getLoc(), getResultTypes(), getLayoutAttr());
}

LogicalResult SendOp::verify() {
  // send_c1..send_c4; empty pairs (upstream's `dense<> : tensor<0xi64>`)
  // are none.
  if (auto pairs = getSourceTargetPairsAttr();
      pairs && !pairs.empty() &&
      failed(checkSourceTargetPairs(getLoc(), "send", "send_i6",
                                    readIdTable(pairs))))
    return failure();
  return verifySendOp(getLoc(), getChannelHandle().getType(),
                      getIsHostTransfer());
}

LogicalResult RecvOp::verify() {
  // recv_c1..recv_c4, as for send.
  if (auto pairs = getSourceTargetPairsAttr();
      pairs && !pairs.empty() &&
      failed(checkSourceTargetPairs(getLoc(), "recv", "recv_i5",
                                    readIdTable(pairs))))
    return failure();
  return verifyRecvOp(getLoc(), getChannelHandle().getType(),
                      getIsHostTransfer(), getResultTypes());
}

} // namespace hlokit::stablehlo
