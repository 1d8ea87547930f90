//===- Slicing.cpp - rules of slice, pad, concatenate, reverse ------------===//
//
// Ops that move elements along a dimension keep its factor, typed by what
// sharding it costs: a permutation where the shift is static (slice, pad,
// reverse, a concatenate of slices of one value), a replication where it
// isn't (dynamic_slice, concatenate of unrelated values).
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::sdy::rules {

namespace {

/// A sliced dimension is a permutation: the start is known, so the data
/// shifts between shards. Blocked in conservative propagation.
OpShardingRuleAttr sliceRule(SliceOp op, bool conservative) {
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseWithDiffTypeForMismatch(
      shapeOf(op.getOperand()), shapeOf(op.getResult()),
      FactorType::kPermutation, conservative);
  return builder.build(op->getContext());
}

/// A padded dimension likewise; the padding value is a scalar.
OpShardingRuleAttr padRule(PadOp op, bool conservative) {
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseWithDiffTypeForMismatch(
      shapeOf(op.getOperand()), shapeOf(op.getResult()),
      FactorType::kPermutation, conservative);
  return builder.build(op->getContext());
}

/// The start is a run-time value: a sliced dimension is replicated and
/// blocked.
OpShardingRuleAttr dynamicSliceRule(DynamicSliceOp op, bool) {
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseWithDiffTypeForMismatch(
      shapeOf(op.getOperand()), shapeOf(op.getResult()),
      FactorType::kNeedReplication, /*mismatchIsBlocked=*/true);
  return builder.build(op->getContext());
}

bool isConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return def && (isa<sdy::ConstantOp>(def) ||
                 def->hasTrait<mlir::OpTrait::ConstantLike>());
}

/// Where the update is smaller, the operand and result keep their factor
/// (each shard updates its part with its local indices) and the update has
/// one of its own, replicated unless every index is a constant.
OpShardingRuleAttr dynamicUpdateSliceRule(DynamicUpdateSliceOp op, bool) {
  ArrayRef<int64_t> operandShape = shapeOf(op.getOperand());
  ArrayRef<int64_t> updateShape = shapeOf(op.getUpdate());
  bool constantIndices = llvm::all_of(op.getStartIndices(), isConstant);
  SmallVector<int64_t> operandDims(op->getNumOperands(), kNullDim);
  OpShardingRuleBuilder builder(op);
  for (auto [index, sizes] :
       llvm::enumerate(llvm::zip_equal(operandShape, updateShape))) {
    auto [operandSize, updateSize] = sizes;
    int64_t dim = index;
    if (operandSize == updateSize) {
      builder.addFactorToAll(dim, operandSize);
      continue;
    }
    operandDims[0] = dim;
    operandDims[1] = kNullDim;
    builder.addFactor(operandDims, {dim}, operandSize);
    operandDims[0] = kNullDim;
    operandDims[1] = dim;
    builder.addFactor(operandDims, {kNullDim}, updateSize,
                      constantIndices ? FactorType::kPassThrough
                                      : FactorType::kNeedReplication);
  }
  return builder.build(op->getContext());
}

OpShardingRuleAttr reverseRule(ReverseOp op, bool) {
  ArrayRef<int64_t> reversed = op.getDimensions();
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(
      shapeOf(op.getResult()),
      [&](int64_t dim) {
        return llvm::is_contained(reversed, dim) ? FactorType::kPermutation
                                                 : FactorType::kPassThrough;
      },
      [](FactorType) { return false; });
  return builder.build(op->getContext());
}

Value beforeSlice(Value value) {
  if (auto slice = value.getDefiningOp<SliceOp>())
    return slice.getOperand();
  return value;
}

/// The concatenated dimension's factor: a permutation when the inputs are
/// all slices, or one value and slices of it (a rotation); else
/// replication.
FactorType concatenatedDimType(ConcatenateOp op) {
  auto isSlice = [](Value value) {
    return static_cast<bool>(value.getDefiningOp<SliceOp>());
  };
  ValueRange inputs = op.getInputs();
  if (llvm::all_of(inputs, isSlice))
    return FactorType::kPermutation;
  Value source = beforeSlice(inputs.front());
  if (llvm::all_of(inputs,
                   [&](Value input) { return beforeSlice(input) == source; }) &&
      llvm::any_of(inputs, isSlice))
    return FactorType::kPermutation;
  return FactorType::kNeedReplication;
}

/// Every dimension is shared; conservative propagation leaves the
/// concatenated one out (each value gets a size-1 factor there).
OpShardingRuleAttr concatenateRule(ConcatenateOp op, bool conservative) {
  int64_t concatDim = op.getDimension();
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseIf(
      shapeOf(op.getResult()),
      [&](int64_t dim) { return !conservative || dim != concatDim; },
      [&](int64_t dim) {
        return dim == concatDim ? concatenatedDimType(op)
                                : FactorType::kPassThrough;
      });
  return builder.build(op->getContext());
}

} // namespace

void addSlicingRules(RuleTables &tables) {
  tables.add<SliceOp, sliceRule>();
  tables.add<PadOp, padRule>();
  tables.add<DynamicSliceOp, dynamicSliceRule>();
  tables.add<DynamicUpdateSliceOp, dynamicUpdateSliceRule>();
  tables.add<ReverseOp, reverseRule>();
  tables.add<ConcatenateOp, concatenateRule>();
  tables.noRule.add<IotaOp>(
      "no operand: a rule maps operands to results, and an iota takes the "
      "sharding its users want");
  tables.noRule.add<DynamicIotaOp, DynamicBroadcastInDimOp, DynamicReshapeOp,
                    DynamicPadOp, RealDynamicSliceOp, SetDimensionSizeOp>(
      "its result's shape comes from operands at run time, and a rule maps "
      "dimensions of static sizes");
  tables.noRule.add<GetDimensionSizeOp>(
      "its result is a scalar, with no dimension to share");
}

} // namespace hlokit::sdy::rules
