//===- ShardyHandlers.cpp - the sdy ops on one process --------------------===//
//
// Shardings say how a value is split across devices, never what it is. One
// process holds every value whole, so sdy.sharding_constraint and
// sdy.reshard return their input, and `sdy.sharding` attributes are ignored.
//
//===----------------------------------------------------------------------===//

#include "Extensions/ManualComputation.h"
#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/Shardy/SdyOps.h"

namespace hlokit::interpreter {

void addShardyHandlers(HandlerTable &table) {
  table.add<sdy::ShardingConstraintOp>(runIdentity);
  table.add<sdy::ReshardOp>(runIdentity);
  table.add<sdy::ManualComputationOp>(runManualComputation);
}

} // namespace hlokit::interpreter
