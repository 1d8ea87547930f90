//===- SdyUnreduced.cpp - how unreduced axes may change -------------------===//
//
// An unreduced axis holds partial results still to be combined by its
// reduction. Reshards may make axes unreduced only as partial sums,
// collectives reduce axes with their own reduction, and no op changes how
// axes that stay unreduced combine.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

using namespace mlir;

namespace hlokit::sdy {

/// Whether an axis of `axes` shares part of an axis with one of `others`.
static bool overlapsAny(ArrayRef<AxisRefAttr> axes,
                        ArrayRef<AxisRefAttr> others) {
  return llvm::any_of(axes, [&](AxisRefAttr axis) {
    return llvm::any_of(others, [&](AxisRefAttr other) {
      return axisRefsOverlap(axis, other);
    });
  });
}

LogicalResult verifyUnreducedTransition(Operation *op, TensorShardingAttr from,
                                        TensorShardingAttr to, MeshAttr mesh,
                                        std::optional<ReductionOp> introduced,
                                        ReductionOp reduced) {
  ArrayRef<AxisRefAttr> in = from.getUnreducedAxes();
  ArrayRef<AxisRefAttr> out = to.getUnreducedAxes();
  SmallVector<AxisRefAttr> added = axisSetDifference(out, in, mesh);
  if (!added.empty()) {
    if (!introduced)
      return op->emitOpError("cannot add new unreduced axis '")
             << added.front().getName() << "'.";
    if (to.getReductionOp() != *introduced)
      return op->emitOpError("cannot introduce '")
             << stringifyReductionOp(to.getReductionOp())
             << "' unreduced axes. Expected '"
             << stringifyReductionOp(*introduced) << "'.";
  }
  SmallVector<AxisRefAttr> dropped = axisSetDifference(in, out, mesh);
  if (!dropped.empty() && from.getReductionOp() != reduced)
    return op->emitOpError("cannot reduce '")
           << stringifyReductionOp(from.getReductionOp())
           << "' unreduced axes. Expected '" << stringifyReductionOp(reduced)
           << "'.";
  if (overlapsAny(out, in) && from.getReductionOp() != to.getReductionOp())
    return op->emitOpError("cannot change the reduction operator of kept "
                           "unreduced axes from ")
           << stringifyReductionOp(from.getReductionOp()) << " to "
           << stringifyReductionOp(to.getReductionOp()) << ".";
  return success();
}

} // namespace hlokit::sdy
