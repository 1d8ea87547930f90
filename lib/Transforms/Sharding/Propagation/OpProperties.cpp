//===- OpProperties.cpp - op traits propagation heuristics use ------------===//

#include "OpProperties.h"

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::sdy {

bool isElementwise(Operation *op) {
  if (op->hasTrait<OpTrait::Elementwise>())
    return true;
  if (auto bitcast = dyn_cast<stablehlo::BitcastConvertOp>(op))
    return cast<ShapedType>(bitcast.getOperand().getType()).getShape() ==
           cast<ShapedType>(bitcast.getType()).getShape();
  return isa<PropagationBarrierOp, ShardingConstraintOp, ReshardOp>(op);
}

} // namespace hlokit::sdy
