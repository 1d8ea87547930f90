//===- SdyDataFlowOps.cpp - sdy.data_flow_edge, sdy.func_data_flow_edge ---===//
//
// Both take the value owning an edge and must be its only user, so that
// propagation finds the edge from the value.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace hlokit::sdy {

LogicalResult DataFlowEdgeOp::verify() {
  if (!getType().hasStaticShape())
    return emitOpError("expected sdy.data_flow_edge to have a static-shaped "
                       "result. type: ")
           << getType();
  if (!getInput().hasOneUse())
    return emitOpError(
        "expected input of sdy.data_flow_edge to have a single user");
  // The input's sharding lives on the op defining it; an sdy op (other than
  // the region ops whose edges these are) has no place for it.
  Operation *definingOp = getInput().getDefiningOp();
  if (definingOp && isa<SdyDialect>(definingOp->getDialect()) &&
      !isa<ManualComputationOp, NamedComputationOp>(definingOp)) {
    InFlightDiagnostic diag = emitOpError(
        "expected input of sdy.data_flow_edge to not be defined by an "
        "SdyDialect op (other than an sdy.named_computation).");
    diag.attachNote(definingOp->getLoc())
        << "sdy op defining the input of the sdy.data_flow_edge";
    return diag;
  }
  TensorShardingAttr sharding = getShardingAttr();
  if (!sharding)
    return success();
  auto emitError = [this](StringRef msg) { return emitOpError(msg); };
  return failure(
      failed(verifyTensorSharding(sharding, getType(), getMesh(sharding, *this),
                                  emitError)) ||
      failed(verifyNoBoundManualAxes(*this, sharding, emitError)));
}

LogicalResult FuncDataFlowEdgeOp::verify() {
  if (!getType().hasStaticShape())
    return emitOpError("expected sdy.func_data_flow_edge to have a "
                       "static-shaped result. type: ")
           << getType();
  Value operand = getOperand();
  if (!operand.hasOneUse())
    return emitOpError(
        "expected operand of sdy.func_data_flow_edge to have a single user");
  if (auto argument = dyn_cast<BlockArgument>(operand)) {
    if (!isa<func::FuncOp>(argument.getOwner()->getParentOp()))
      return emitOpError("expected operand of sdy.func_data_flow_edge to be a "
                         "block argument of a func op.");
    return success();
  }
  if (!operand.getDefiningOp<func::CallOp>())
    return emitOpError("expected operand of sdy.func_data_flow_edge to be a "
                       "result of call op.");
  return success();
}

} // namespace hlokit::sdy
