//===- Chlo.cpp - rules of the chlo ops -----------------------------------===//
//
// Not in Shardy's registry, which sees chlo only after it is legalized to
// stablehlo: the rules here are those of what each op legalizes to.
// Elementwise ops are pointwise; the implicitly broadcasting ops are
// broadcast_in_dim of each operand followed by the elementwise op; top_k is
// mhlo.topk's custom call.
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"

using namespace mlir;
using namespace hlokit::chlo;

namespace hlokit::sdy::rules {

namespace {

/// Per result dimension, as broadcast_in_dim: an operand dimension of size
/// 1 expanded into it gets a size-1 factor (one for all such operands),
/// then the result dimension's factor maps the operands' dimensions that
/// have its size.
OpShardingRuleAttr broadcastingRule(Operation *op, bool) {
  ArrayRef<int64_t> outShape = shapeOf(op->getResult(0));
  unsigned numOperands = op->getNumOperands();
  // Per operand, per result dimension: the operand dimension mapped to it.
  SmallVector<SmallVector<int64_t>> inDimOf(
      numOperands, SmallVector<int64_t>(outShape.size(), kNullDim));
  for (unsigned i = 0; i < numOperands; ++i)
    for (auto [inDim, outDim] :
         llvm::enumerate(chlo::getOperandResultDims(op, i)))
      inDimOf[i][outDim] = inDim;
  OpShardingRuleBuilder builder(op);
  for (auto [outDim, outSize] : llvm::enumerate(outShape)) {
    SmallVector<int64_t> shared(numOperands, kNullDim);
    SmallVector<int64_t> expanded(numOperands, kNullDim);
    for (unsigned i = 0; i < numOperands; ++i) {
      int64_t inDim = inDimOf[i][outDim];
      if (inDim == kNullDim)
        continue;
      bool isExpanded = shapeOf(op->getOperand(i))[inDim] == 1 && outSize != 1;
      (isExpanded ? expanded : shared)[i] = inDim;
    }
    if (llvm::any_of(expanded, [](int64_t dim) { return dim != kNullDim; }))
      builder.addFactor(expanded, {kNullDim}, 1);
    builder.addFactor(shared, {static_cast<int64_t>(outDim)}, outSize);
  }
  return builder.build(op->getContext());
}

/// The minor dimension, cut to k, is blocked and replicated.
OpShardingRuleAttr topKRule(TopKOp op, bool) {
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseWithDiffTypeForMismatch(
      shapeOf(op.getOperand()), shapeOf(op.getValues()),
      FactorType::kNeedReplication, /*mismatchIsBlocked=*/true);
  return builder.build(op->getContext());
}

} // namespace

void addChloRules(RuleTables &tables) {
  tables.rules
      .add<BroadcastAddOp, BroadcastAtan2Op, BroadcastDivOp, BroadcastMaxOp,
           BroadcastMinOp, BroadcastMulOp, BroadcastNextAfterOp,
           BroadcastPolygammaOp, BroadcastPowOp, BroadcastRemOp,
           BroadcastShiftLeftOp, BroadcastShiftRightArithmeticOp,
           BroadcastShiftRightLogicalOp, BroadcastSubOp, BroadcastZetaOp,
           BroadcastAndOp, BroadcastOrOp, BroadcastXorOp, BroadcastComplexOp,
           BroadcastCompareOp, BroadcastSelectOp>(broadcastingRule);
  tables.addPointwise<BesselI1eOp, NextAfterOp, PolygammaOp, ZetaOp, MulhiOp,
                      AsinAcosKernelOp, AcosOp, AcoshOp, AsinOp, AsinhOp,
                      AtanOp, AtanhOp, ConjOp, CoshOp, SinhOp, TanOp, DigammaOp,
                      ErfOp, ErfInvOp, ErfcOp, LgammaOp, SquareOp, IsInfOp,
                      IsNegInfOp, IsPosInfOp, ConstantLikeOp>();
  tables.add<TopKOp, topKRule>();
  tables.noRule.add<chlo::ConstantOp>(
      "no operand: a rule maps operands to results, and a constant takes "
      "the sharding its users want");
  tables.noRule.add<ScanOp>(
      "a loop over a dimension with a body region: propagation would have to "
      "connect the body's values itself, as for while");
  tables.noRule.add<RaggedDotOp>(
      "not yet: its ragged dimension splits into groups whose sizes are an "
      "operand, which no factor kind expresses");
}

} // namespace hlokit::sdy::rules
