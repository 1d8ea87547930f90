//===- Emit.cpp - IR helpers shared by the derivative rules ---------------===//

#include "Emit.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {

Combiner classifyCombiner(Region &body) {
  if (!body.hasOneBlock() || body.getNumArguments() != 2)
    return Combiner::Other;
  Block &block = body.front();
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 1)
    return Combiner::Other;
  Value yielded = terminator->getOperand(0);
  if (yielded == block.getArgument(1))
    return Combiner::Replace;
  Operation *op = yielded.getDefiningOp();
  if (!op || op->getBlock() != &block || block.getOperations().size() != 2 ||
      op->getNumOperands() != 2)
    return Combiner::Other;
  Value a = block.getArgument(0), b = block.getArgument(1);
  bool inOrder = op->getOperand(0) == a && op->getOperand(1) == b;
  bool swapped = op->getOperand(0) == b && op->getOperand(1) == a;
  if (!inOrder && !swapped)
    return Combiner::Other;
  if (isa<AddOp>(op))
    return Combiner::Add;
  if (isa<MulOp>(op))
    return Combiner::Multiply;
  if (isa<MaxOp>(op))
    return Combiner::Maximum;
  if (isa<MinOp>(op))
    return Combiner::Minimum;
  return Combiner::Other;
}

Type elementTypeOf(Value v) { return tensorTypeOf(v).getElementType(); }

RankedTensorType tensorTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType());
}

} // namespace hlokit::autodiff
