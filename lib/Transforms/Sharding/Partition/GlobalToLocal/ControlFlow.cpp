//===- ControlFlow.cpp - while, if, case and calls on local types ---------===//
//
// Control flow moves whole values: a loop, a branch or a call on the
// device's blocks computes the device's blocks of its results, so its local
// form is itself on local types. A while's loop-carried values have the
// shardings of its results (as in sdy), which its regions' arguments get;
// an if's or case's results are what its branches return; a call's results
// have the call's shardings, else the callee's result shardings. Once every
// function is local, checkLocalControlFlow checks that what flows in and
// out of each agrees: the same sharding on both sides. An optimization
// barrier passes each operand on as its result, split alike.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

LogicalResult localizeResults(Operation *op, Localizer &localizer) {
  for (Value result : op->getResults())
    if (failed(localizer.localizeValue(op, result)))
      return failure();
  return success();
}

LogicalResult localizeWhile(Operation *op, Localizer &localizer) {
  for (Region &region : op->getRegions())
    for (BlockArgument arg : region.getArguments())
      if (failed(localizer.localizeValue(op, arg)))
        return failure();
  return localizeResults(op, localizer);
}

LogicalResult localizeCall(Operation *op, Localizer &localizer) {
  auto call = cast<func::CallOp>(op);
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      op, call.getCalleeAttr());
  for (auto [i, result] : llvm::enumerate(call.getResults()))
    if (!localizer.getSharding(result) && callee)
      localizer.setSharding(
          result,
          callee.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr));
  return localizeResults(op, localizer);
}

/// Checks that `values` (what `op` passes on as `what`) have `types`.
LogicalResult checkTypes(Operation *op, StringRef what, ValueRange values,
                         TypeRange types, StringRef expected) {
  for (auto [i, value, type] : llvm::enumerate(values, types))
    if (value.getType() != type)
      return op->emitOpError()
             << "has no local form: " << what << " " << i << " has local type "
             << value.getType() << " but " << expected << " local type " << type
             << ": reshard them alike first";
  return success();
}

LogicalResult checkRegionsReturnResults(Operation *op) {
  for (Region &region : op->getRegions()) {
    // A while's condition returns its predicate.
    if (isa<stablehlo::WhileOp>(op) && &region == &op->getRegion(0))
      continue;
    Operation *terminator = region.front().getTerminator();
    if (failed(checkTypes(op, "returned value", terminator->getOperands(),
                          op->getResultTypes(), "the result has")))
      return failure();
  }
  return success();
}

} // namespace

LogicalResult checkLocalControlFlow(Operation *op) {
  if (auto loop = dyn_cast<stablehlo::WhileOp>(op))
    return failure(
        failed(checkTypes(op, "operand", loop->getOperands(),
                          op->getResultTypes(), "the loop carries")) ||
        failed(checkRegionsReturnResults(op)));
  if (isa<stablehlo::IfOp, stablehlo::CaseOp>(op))
    return checkRegionsReturnResults(op);
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        op, call.getCalleeAttr());
    if (!callee)
      return success();
    FunctionType type = callee.getFunctionType();
    return failure(failed(checkTypes(op, "operand", call.getOperands(),
                                     type.getInputs(), "the callee takes")) ||
                   failed(checkTypes(op, "result", call.getResults(),
                                     type.getResults(), "the callee returns")));
  }
  return success();
}

LogicalResult localizeOptimizationBarrier(Operation *op, Localizer &localizer) {
  if (failed(localizeResults(op, localizer)))
    return failure();
  return checkTypes(op, "operand", op->getOperands(), op->getResultTypes(),
                    "its result has");
}

void addControlFlowRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::OptimizationBarrierOp>()] =
      localizeOptimizationBarrier;
  rewrites[TypeID::get<stablehlo::WhileOp>()] = localizeWhile;
  rewrites[TypeID::get<stablehlo::IfOp>()] = localizeResults;
  rewrites[TypeID::get<stablehlo::CaseOp>()] = localizeResults;
  rewrites[TypeID::get<func::CallOp>()] = localizeCall;
}

} // namespace hlokit::sdy::g2l
