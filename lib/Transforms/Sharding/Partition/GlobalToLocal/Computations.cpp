//===- Computations.cpp - manual and named computations -------------------===//
//
// The body of an sdy.manual_computation sees its operands split along the
// manual axes, as a device does: once its free axes are localized too, it
// is the device's code, and replaces the op. The body keeps the shardings
// without manual axes that sdy gives its values while its ops are
// localized, and is inlined after. An sdy.named_computation stays, its
// arguments and results local (as in Shardy).
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

LogicalResult localizeManualComputation(Operation *op, Localizer &localizer) {
  auto manual = cast<ManualComputationOp>(op);
  for (BlockArgument arg : manual.getBody().getArguments())
    if (failed(localizer.localizeValue(op, arg)))
      return failure();
  for (Value result : manual.getResults())
    if (failed(localizer.localizeValue(op, result)))
      return failure();
  localizer.deferInline(manual);
  return success();
}

LogicalResult localizeNamedComputation(Operation *op, Localizer &localizer) {
  auto named = cast<NamedComputationOp>(op);
  // The body's arguments have the in shardings.
  if (TensorShardingPerValueAttr in = named.getInShardingsAttr())
    for (auto [arg, sharding] :
         llvm::zip_equal(named.getBody().getArguments(), in.getShardings()))
      localizer.setSharding(arg, sharding);
  for (BlockArgument arg : named.getBody().getArguments())
    if (failed(localizer.localizeValue(op, arg)))
      return failure();
  for (Value result : named.getResults())
    if (failed(localizer.localizeValue(op, result)))
      return failure();
  return success();
}

/// Checks that `inner` and `outer`, which inlining makes one value, have the
/// same local type.
LogicalResult checkSameLocalType(Operation *op, StringRef what, unsigned i,
                                 Value inner, Value outer) {
  if (inner.getType() == outer.getType())
    return success();
  return op->emitOpError() << "has no local form: " << what << " " << i
                           << " has local type " << outer.getType()
                           << " outside the body but " << inner.getType()
                           << " inside";
}

} // namespace

LogicalResult inlineManualComputation(ManualComputationOp op) {
  Block &body = op.getBody().front();
  for (auto [i, arg, operand] :
       llvm::enumerate(body.getArguments(), op.getTensors()))
    if (failed(checkSameLocalType(op, "operand", i, arg, operand)))
      return failure();
  Operation *terminator = body.getTerminator();
  for (auto [i, returned, result] :
       llvm::enumerate(terminator->getOperands(), op.getResults()))
    if (failed(checkSameLocalType(op, "result", i, returned, result)))
      return failure();
  for (auto [arg, operand] :
       llvm::zip_equal(body.getArguments(), op.getTensors()))
    arg.replaceAllUsesWith(operand);
  op.replaceAllUsesWith(terminator->getOperands());
  terminator->erase();
  op->getBlock()->getOperations().splice(op->getIterator(),
                                         body.getOperations());
  op->erase();
  return success();
}

void addComputationRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<ManualComputationOp>()] = localizeManualComputation;
  rewrites[TypeID::get<NamedComputationOp>()] = localizeNamedComputation;
}

} // namespace hlokit::sdy::g2l
