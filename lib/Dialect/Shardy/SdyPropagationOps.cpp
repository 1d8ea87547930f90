//===- SdyPropagationOps.cpp - sdy.sharding_group, sdy.propagation_barrier ===//
//
// Ops that only steer propagation: a group of tensors sharded alike, and a
// barrier letting shardings through one way.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

using namespace mlir;

namespace hlokit::sdy {

// The op has no result; it is kept for its effect on propagation.
LogicalResult ShardingGroupOp::inferReturnTypes(MLIRContext *,
                                                std::optional<Location>,
                                                ValueRange, DictionaryAttr,
                                                OpaqueProperties, RegionRange,
                                                SmallVectorImpl<Type> &) {
  return success();
}

LogicalResult PropagationBarrierOp::verify() {
  if (getAllowedDirection() == PropagationDirection::BOTH)
    return emitOpError("cannot specify `BOTH` as the direction. Not blocking "
                       "propagation direction makes the op redundant.");
  return success();
}

} // namespace hlokit::sdy
