//===- Chlo.cpp - rules of the chlo ops -----------------------------------===//
//
// Not in Shardy's registry, which sees chlo only after it is legalized to
// stablehlo: the rules here are those of what each op legalizes to.
// Elementwise ops are pointwise; the implicitly broadcasting ops are
// broadcast_in_dim of each operand followed by the elementwise op; top_k is
// mhlo.topk's custom call; ragged_dot is XLA's rule of mhlo.ragged_dot.
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

/// XLA's rule of mhlo.ragged_dot: dot_general's factors (batch, lhs free,
/// rhs free, contracting), then the groups'. The group_sizes dimensions
/// share the factors of the lhs dimensions they index (none when the ragged
/// dimension is a batch one). The ragged dimension and the groups need
/// replication.
OpShardingRuleAttr raggedDotRule(RaggedDotOp op, bool) {
  RaggedDotDims dims = op.getDims();
  RaggedDotMode mode = getRaggedDotMode(dims);
  ArrayRef<int64_t> lhsShape = shapeOf(op.getLhs());
  ArrayRef<int64_t> rhsShape = shapeOf(op.getRhs());
  ArrayRef<int64_t> groupShape = shapeOf(op.getGroupSizes());
  int64_t lhsRank = lhsShape.size(), rhsRank = rhsShape.size();
  int64_t ragged = dims.lhsRagged.front();
  // The group_sizes dimension of each lhs dimension, if any.
  SmallVector<int64_t> groupDimOf(lhsRank, kNullDim);
  if (mode != RaggedDotMode::Batch && groupShape.size() > 1)
    for (auto [groupDim, lhsDim] :
         llvm::enumerate(getGroupSizesPrefixDims(lhsRank, dims)))
      groupDimOf[lhsDim] = groupDim;
  auto isFree = [](int64_t dim, ArrayRef<int64_t> batching,
                   ArrayRef<int64_t> contracting) {
    return !llvm::is_contained(batching, dim) &&
           !llvm::is_contained(contracting, dim);
  };
  OpShardingRuleBuilder builder(op);
  // Contracting mode puts the groups first in the result.
  int64_t outDim = mode == RaggedDotMode::Contracting ? 1 : 0;
  for (auto [lhsDim, rhsDim] :
       llvm::zip_equal(dims.lhsBatching, dims.rhsBatching))
    builder.addFactor({lhsDim, rhsDim, groupDimOf[lhsDim]}, {outDim++},
                      lhsShape[lhsDim]);
  for (int64_t dim = 0; dim < lhsRank; ++dim)
    if (isFree(dim, dims.lhsBatching, dims.lhsContracting))
      builder.addFactor({dim, kNullDim, groupDimOf[dim]}, {outDim++},
                        lhsShape[dim],
                        dim == ragged ? FactorType::kNeedReplication
                                      : FactorType::kPassThrough);
  for (int64_t dim = 0; dim < rhsRank; ++dim)
    if (isFree(dim, dims.rhsBatching, dims.rhsContracting) &&
        !llvm::is_contained(dims.rhsGroup, dim))
      builder.addFactor({kNullDim, dim, kNullDim}, {outDim++}, rhsShape[dim]);
  for (auto [lhsDim, rhsDim] :
       llvm::zip_equal(dims.lhsContracting, dims.rhsContracting))
    builder.addFactor({lhsDim, rhsDim, groupDimOf[lhsDim]}, {kNullDim},
                      lhsShape[lhsDim],
                      lhsDim == ragged ? FactorType::kNeedReplication
                                       : FactorType::kReduction);
  int64_t groupsDim = groupShape.size() - 1;
  if (mode == RaggedDotMode::NonContracting)
    builder.addFactor({kNullDim, dims.rhsGroup.front(), groupsDim}, {kNullDim},
                      groupShape.back(), FactorType::kNeedReplication);
  else if (mode == RaggedDotMode::Contracting)
    builder.addFactor({kNullDim, kNullDim, groupsDim}, {0}, groupShape.back(),
                      FactorType::kNeedReplication);
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
  tables.add<RaggedDotOp, raggedDotRule>();
}

} // namespace hlokit::sdy::rules
