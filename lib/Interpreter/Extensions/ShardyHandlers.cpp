//===- ShardyHandlers.cpp - the sdy ops on one process --------------------===//
//
// Shardings say how a value is split across devices, never what it is. One
// process holds every value whole, so sdy.sharding_constraint, sdy.reshard
// and the ops that only steer propagation return their input, a sharding
// group does nothing, and `sdy.sharding` attributes are ignored.
//
//===----------------------------------------------------------------------===//

#include "Extensions/ManualComputation.h"
#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Interpreter/Tensor/Constant.h"

namespace hlokit::interpreter {

namespace {

/// Made once per op, as stablehlo.constant.
llvm::Error runConstant(OpContext &ctx) {
  auto op = mlir::cast<sdy::ConstantOp>(ctx.getOp());
  return ctx.setResult(ctx.getEvaluator().getConstant(
      op, [&] { return tensorFromAttr(op.getValue()); }));
}

/// Membership in a group only constrains propagation.
llvm::Error runShardingGroup(OpContext &) { return llvm::Error::success(); }

/// The body on the operands, as a call of the function it was made from.
llvm::Error runNamedComputation(OpContext &ctx) {
  auto op = mlir::cast<sdy::NamedComputationOp>(ctx.getOp());
  llvm::SmallVector<RuntimeValue> args;
  for (mlir::Value operand : op->getOperands())
    args.push_back(ctx.value(operand));
  auto results =
      ctx.getEvaluator().runRegion(op.getBody(), args, &ctx.getFrame());
  if (!results)
    return results.takeError();
  for (auto [i, value] : llvm::enumerate(*results))
    ctx.setResult(i, std::move(value));
  return llvm::Error::success();
}

} // namespace

void addShardyHandlers(HandlerTable &table) {
  table.add<sdy::ShardingConstraintOp>(runIdentity);
  table.add<sdy::ReshardOp>(runIdentity);
  table.add<sdy::PropagationBarrierOp>(runIdentity);
  table.add<sdy::DataFlowEdgeOp>(runIdentity);
  table.add<sdy::FuncDataFlowEdgeOp>(runIdentity);
  table.add<sdy::ConstantOp>(runConstant);
  table.add<sdy::ShardingGroupOp>(runShardingGroup);
  table.add<sdy::NamedComputationOp>(runNamedComputation);
  table.add<sdy::ManualComputationOp>(runManualComputation);
}

void addShardyNoHandlerReasons(NoHandlerReasons &reasons) {
  reasons.add<sdy::MeshOp>("a module-level symbol; the ops whose shardings "
                           "name it read it");
  reasons.add<sdy::ReturnOp>("ends a manual computation's body; its handler "
                             "reads the operands");
  reasons.add<sdy::AllGatherOp, sdy::AllSliceOp, sdy::AllToAllOp,
              sdy::CollectivePermuteOp, sdy::AllReduceOp, sdy::ReduceScatterOp,
              sdy::ShardedToUnreducedOp, sdy::ReplicatedToUnreducedOp>(
      "a collective on sharded values that partitioning writes; it runs "
      "once lowered to stablehlo collectives on per-device values, which "
      "hlokit does not do yet");
}

} // namespace hlokit::interpreter
