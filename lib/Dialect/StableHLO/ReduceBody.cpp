//===- ReduceBody.cpp - what a one-op reduce body computes ----------------===//

#include "hlokit/Dialect/StableHLO/ReduceBody.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// Whether `op` takes the block's two arguments, in either order.
bool takesBothArguments(Operation &op, Block &block) {
  if (op.getNumOperands() != 2)
    return false;
  Value acc = block.getArgument(0), x = block.getArgument(1);
  return (op.getOperand(0) == acc && op.getOperand(1) == x) ||
         (op.getOperand(0) == x && op.getOperand(1) == acc);
}

ReduceBodyKind classifyOp(Operation &op) {
  return llvm::TypeSwitch<Operation *, ReduceBodyKind>(&op)
      .Case<AddOp>([](auto) { return ReduceBodyKind::Add; })
      .Case<MulOp>([](auto) { return ReduceBodyKind::Multiply; })
      .Case<MaxOp>([](auto) { return ReduceBodyKind::Maximum; })
      .Case<MinOp>([](auto) { return ReduceBodyKind::Minimum; })
      .Case<AndOp>([](auto) { return ReduceBodyKind::And; })
      .Case<OrOp>([](auto) { return ReduceBodyKind::Or; })
      .Default([](Operation *) { return ReduceBodyKind::Other; });
}

} // namespace

ReduceBodyKind classifyReduceBody(Region &body) {
  if (!body.hasOneBlock() || body.getNumArguments() != 2)
    return ReduceBodyKind::Other;
  Block &block = body.front();
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 1)
    return ReduceBodyKind::Other;
  Value returned = terminator->getOperand(0);
  if (&block.front() == terminator)
    return returned == block.getArgument(1) ? ReduceBodyKind::Replace
                                            : ReduceBodyKind::Other;
  Operation &op = block.front();
  if (block.getOperations().size() != 2 || op.getNumResults() != 1 ||
      returned != op.getResult(0) || !takesBothArguments(op, block) ||
      returned.getType() != block.getArgument(0).getType())
    return ReduceBodyKind::Other;
  return classifyOp(op);
}

} // namespace hlokit::stablehlo
