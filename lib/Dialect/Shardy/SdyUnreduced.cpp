//===- SdyUnreduced.cpp - how unreduced axes may change -------------------===//
//
// An unreduced axis holds partial results still to be combined by its
// reduction. A reshard may make axes unreduced only as partial sums, and
// must not change how axes that stay unreduced combine.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

using namespace mlir;

namespace hlokit::sdy {

namespace {

/// The part of its full axis an axis ref covers, as the product of the sizes
/// before it and that product times its size: [1, n) for a full axis of size
/// n, [p, p*s) for the sub-axis `(p)s`.
std::pair<int64_t, int64_t> span(AxisRefAttr axis, MeshAttr mesh) {
  if (SubAxisInfoAttr sub = axis.getSubAxisInfo())
    return {sub.getPreSize(), sub.getPreSize() * sub.getSize()};
  return {1, mesh.getAxisSize(axis.getName()).value_or(1)};
}

/// Whether `a` and `b` share a part of one axis.
bool overlaps(AxisRefAttr a, AxisRefAttr b, MeshAttr mesh) {
  if (a.getName() != b.getName())
    return false;
  auto [aBegin, aEnd] = span(a, mesh);
  auto [bBegin, bEnd] = span(b, mesh);
  return aBegin < bEnd && bBegin < aEnd;
}

/// Whether the axes `cover` together hold all of `axis`.
bool isCovered(AxisRefAttr axis, ArrayRef<AxisRefAttr> cover, MeshAttr mesh) {
  SmallVector<std::pair<int64_t, int64_t>> spans;
  for (AxisRefAttr other : cover)
    if (other.getName() == axis.getName())
      spans.push_back(span(other, mesh));
  llvm::sort(spans);
  auto [covered, end] = span(axis, mesh);
  for (auto [begin, spanEnd] : spans)
    if (begin <= covered && spanEnd > covered)
      covered = spanEnd;
  return covered >= end;
}

} // namespace

LogicalResult verifyUnreducedTransition(Operation *op, TensorShardingAttr from,
                                        TensorShardingAttr to) {
  // Shardy compares unreduced axes only within one mesh.
  MeshAttr mesh = getMesh(from, op);
  if (!mesh || mesh != getMesh(to, op))
    return success();
  ArrayRef<AxisRefAttr> fromAxes = from.getUnreducedAxes();
  ArrayRef<AxisRefAttr> toAxes = to.getUnreducedAxes();
  bool introduces = llvm::any_of(toAxes, [&](AxisRefAttr axis) {
    return !isCovered(axis, fromAxes, mesh);
  });
  if (introduces && to.getReductionOp() != ReductionOp::SUM)
    return op->emitOpError("cannot introduce '")
           << stringifyReductionOp(to.getReductionOp())
           << "' unreduced axes. Expected '"
           << stringifyReductionOp(ReductionOp::SUM) << "'.";
  bool keepsAny = llvm::any_of(toAxes, [&](AxisRefAttr axis) {
    return llvm::any_of(fromAxes, [&](AxisRefAttr fromAxis) {
      return overlaps(axis, fromAxis, mesh);
    });
  });
  if (keepsAny && from.getReductionOp() != to.getReductionOp())
    return op->emitOpError("cannot change the reduction operator of kept "
                           "unreduced axes from ")
           << stringifyReductionOp(from.getReductionOp()) << " to "
           << stringifyReductionOp(to.getReductionOp()) << ".";
  return success();
}

} // namespace hlokit::sdy
