//===- Reshape.cpp - reshapes of split dimensions -------------------------===//
//
// A reshape splits and merges groups of dimensions whose sizes have the same
// product. Within a group, elements keep their row-major order: when the
// device's block of the operand group is one contiguous run of it, and the
// same run is its block of the result group, the local reshape of the
// device's block is its block of the result. That holds when a split
// dimension of the group only has dimensions of local size one before it
// (it is the group's major part, or those before it are split whole) and
// the group's axes, major to minor, are the same on both sides.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

/// Dimensions [operandBegin, operandEnd) of the operand and [resultBegin,
/// resultEnd) of the result hold the same elements.
struct ReshapeGroup {
  int64_t operandBegin, operandEnd, resultBegin, resultEnd;
};

/// The smallest groups of dimensions with equal products, in order.
SmallVector<ReshapeGroup> getReshapeGroups(ArrayRef<int64_t> operand,
                                           ArrayRef<int64_t> result) {
  SmallVector<ReshapeGroup> groups;
  size_t i = 0, j = 0;
  while (i < operand.size() || j < result.size()) {
    ReshapeGroup group{int64_t(i), 0, int64_t(j), 0};
    int64_t a = i < operand.size() ? operand[i++] : 1;
    int64_t b = j < result.size() ? result[j++] : 1;
    while (a != b && (i < operand.size() || j < result.size())) {
      if ((a < b && i < operand.size()) || j == result.size())
        a *= operand[i++];
      else
        b *= result[j++];
    }
    // A group of empty dimensions takes everything left.
    if (a == 0) {
      i = operand.size();
      j = result.size();
    }
    group.operandEnd = i;
    group.resultEnd = j;
    groups.push_back(group);
  }
  return groups;
}

/// The axes splitting dimensions [begin, end) of a value of `shape` sharded
/// `sharding`, major to minor and merged; none when the device's block of
/// those dimensions is not one contiguous run of their elements.
std::optional<SmallVector<AxisRefAttr>>
getContiguousGroupAxes(const Localizer &localizer, TensorShardingAttr sharding,
                       ArrayRef<int64_t> shape, int64_t begin, int64_t end) {
  MeshAttr mesh = localizer.getMesh(sharding);
  SmallVector<AxisRefAttr> axes;
  bool widerBlockBefore = false;
  for (int64_t d = begin; d < end; ++d) {
    int64_t count = localizer.getShardCount(sharding, d);
    if (count > 1 && widerBlockBefore)
      return std::nullopt;
    widerBlockBefore |= shape[d] / count > 1;
    if (count > 1)
      for (AxisRefAttr axis : Localizer::getDimAxes(sharding, d))
        appendOrMerge(axes, axis, mesh);
  }
  return axes;
}

/// `[a, b)` for a diagnostic.
std::string rangeString(int64_t begin, int64_t end) {
  return ("[" + Twine(begin) + ", " + Twine(end) + ")").str();
}

LogicalResult localizeReshape(Operation *op, Localizer &localizer) {
  auto reshape = cast<stablehlo::ReshapeOp>(op);
  Value operand = reshape.getOperand(), result = reshape.getResult();
  if (!localizer.isSharded(operand) && !localizer.isSharded(result))
    return localizer.localizeValue(op, result);
  TensorShardingAttr from = localizer.getSharding(operand);
  TensorShardingAttr to = localizer.getSharding(result);
  // The operand already has its local type.
  SmallVector<int64_t> globalOperandShape(
      cast<RankedTensorType>(operand.getType()).getShape());
  for (auto [d, size] : llvm::enumerate(globalOperandShape))
    size *= localizer.getShardCount(from, d);
  ArrayRef<int64_t> resultShape = reshape.getType().getShape();
  for (ReshapeGroup group : getReshapeGroups(globalOperandShape, resultShape)) {
    auto operandAxes =
        getContiguousGroupAxes(localizer, from, globalOperandShape,
                               group.operandBegin, group.operandEnd);
    auto resultAxes = getContiguousGroupAxes(
        localizer, to, resultShape, group.resultBegin, group.resultEnd);
    std::string dims = "operand dimensions " +
                       rangeString(group.operandBegin, group.operandEnd) +
                       " and result dimensions " +
                       rangeString(group.resultBegin, group.resultEnd) +
                       ", reshaped as one,";
    if (!operandAxes)
      return emitUnsupported(op,
                             dims + " have device blocks that are not one "
                                    "run of their elements in the operand: a "
                                    "split dimension follows one whose "
                                    "block is longer than 1",
                             from);
    if (!resultAxes)
      return emitUnsupported(op,
                             dims + " have device blocks that are not one "
                                    "run of their elements in the result: a "
                                    "split dimension follows one whose "
                                    "block is longer than 1",
                             to);
    if (*operandAxes != *resultAxes)
      return emitUnsupported(op,
                             dims + " are split along " +
                                 axisListString(*operandAxes) +
                                 " in the operand but along " +
                                 axisListString(*resultAxes) + " in the result",
                             to ? to : from);
  }
  return localizer.localizeValue(op, result);
}

} // namespace

void addReshapeRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::ReshapeOp>()] = localizeReshape;
}

} // namespace hlokit::sdy::g2l
