//===- SdyOps.cpp - the sdy dialect's ops ---------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/Builders.h"

using namespace mlir;

#define GET_OP_CLASSES
#include "hlokit/Dialect/Shardy/SdyOps.cpp.inc"

namespace hlokit::sdy {

/// The input's sharding must fit the input's type and the mesh it names.
static LogicalResult verifyInputSharding(Operation *op,
                                         TensorShardingAttr sharding) {
  return verifyTensorSharding(
      sharding, op->getOperand(0).getType(), getMesh(sharding, op),
      [op](StringRef msg) { return op->emitOpError(msg); });
}

LogicalResult ShardingConstraintOp::verify() {
  return verifyInputSharding(*this, getSharding());
}

LogicalResult ReshardOp::verify() {
  return verifyInputSharding(*this, getSharding());
}

} // namespace hlokit::sdy
