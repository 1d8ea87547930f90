//===- Collectives.cpp - rules of stablehlo's collectives -----------------===//
//
// A collective that keeps its operands' shapes (all_reduce, the permutes)
// is elementwise. One that gathers, scatters or exchanges along a
// dimension has, there, one replicated factor for the operands and one for
// the results; its other dimensions are shared.
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::sdy::rules {

namespace {

/// The operands' and results' factors of a dimension whose size the
/// collective changes.
void addChangedDim(OpShardingRuleBuilder &builder, Operation *op, int64_t dim) {
  builder.addFactorToAllOperands(dim, shapeOf(op->getOperand(0))[dim],
                                 FactorType::kNeedReplication);
  builder.addFactorToAllResults(dim, shapeOf(op->getResult(0))[dim],
                                FactorType::kNeedReplication);
}

OpShardingRuleAttr allGatherRule(stablehlo::AllGatherOp op, bool) {
  int64_t gatherDim = op.getAllGatherDim();
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseIf(
      shapeOf(op->getOperand(0)), [&](int64_t dim) { return dim != gatherDim; },
      [](int64_t) { return FactorType::kPassThrough; });
  addChangedDim(builder, op, gatherDim);
  return builder.build(op->getContext());
}

OpShardingRuleAttr reduceScatterRule(stablehlo::ReduceScatterOp op, bool) {
  int64_t scatterDim = op.getScatterDimension();
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseIf(
      shapeOf(op->getOperand(0)),
      [&](int64_t dim) { return dim != scatterDim; },
      [](int64_t) { return FactorType::kPassThrough; });
  addChangedDim(builder, op, scatterDim);
  return builder.build(op->getContext());
}

/// The split dimension's factors, then the concatenated one's if it is
/// another dimension.
OpShardingRuleAttr allToAllRule(stablehlo::AllToAllOp op, bool) {
  int64_t splitDim = op.getSplitDimension();
  int64_t concatDim = op.getConcatDimension();
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseIf(
      shapeOf(op->getOperand(0)),
      [&](int64_t dim) { return dim != splitDim && dim != concatDim; },
      [](int64_t) { return FactorType::kPassThrough; });
  addChangedDim(builder, op, splitDim);
  if (concatDim != splitDim)
    addChangedDim(builder, op, concatDim);
  return builder.build(op->getContext());
}

} // namespace

void addCollectiveRules(RuleTables &tables) {
  tables.addPointwise<stablehlo::AllReduceOp, stablehlo::CollectivePermuteOp,
                      CollectiveBroadcastOp, CollectiveReduceOp,
                      CrossReplicaSumOp>();
  tables.add<stablehlo::AllGatherOp, allGatherRule>();
  tables.add<stablehlo::ReduceScatterOp, reduceScatterRule>();
  tables.add<stablehlo::AllToAllOp, allToAllRule>();
}

} // namespace hlokit::sdy::rules
