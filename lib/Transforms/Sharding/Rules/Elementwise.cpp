//===- Elementwise.cpp - rules of elementwise and layout ops --------------===//
//
// Elementwise ops share every dimension between operands and results.
// broadcast_in_dim, reshape and transpose move dimensions around: their
// rules say which operand dimension (or part of one) each result dimension
// is.
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include <numeric>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::sdy::rules {

namespace {

/// Ops whose scalar operands broadcast: only the operands of the result's
/// rank map its dimensions.
template <typename OpTy> OpShardingRuleAttr scalarBroadcastRule(OpTy op, bool) {
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(shapeOf(op->getResult(0)));
  return builder.build(op->getContext());
}

/// A result dimension is the operand dimension broadcast_dimensions maps to
/// it, unless that has size 1 and is expanded: then the operand dimension
/// gets a factor of size 1 and the result dimension one of its own.
OpShardingRuleAttr broadcastInDimRule(BroadcastInDimOp op, bool) {
  OpShardingRuleBuilder builder(op);
  ArrayRef<int64_t> inShape = shapeOf(op.getOperand());
  ArrayRef<int64_t> outShape = shapeOf(op.getResult());
  SmallVector<int64_t> inDimOf(outShape.size(), kNullDim);
  for (auto [inDim, outDim] : llvm::enumerate(op.getBroadcastDimensions()))
    inDimOf[outDim] = inDim;
  for (auto [outDim, outSize] : llvm::enumerate(outShape)) {
    int64_t inDim = inDimOf[outDim];
    if (inDim != kNullDim && inShape[inDim] == 1 && outSize != 1) {
      builder.addFactor({inDim}, {kNullDim}, 1);
      inDim = kNullDim;
    }
    builder.addFactor({inDim}, {static_cast<int64_t>(outDim)}, outSize);
  }
  return builder.build(op->getContext());
}

/// The legacy broadcast prepends `broadcast_sizes`: the result's leading
/// dimensions are new, the others the operand's.
OpShardingRuleAttr broadcastRule(BroadcastOp op, bool) {
  OpShardingRuleBuilder builder(op);
  ArrayRef<int64_t> inShape = shapeOf(op.getOperand());
  ArrayRef<int64_t> outShape = shapeOf(op.getResult());
  int64_t numNew = outShape.size() - inShape.size();
  for (auto [outDim, outSize] : llvm::enumerate(outShape)) {
    int64_t dim = outDim;
    builder.addFactor({dim < numNew ? kNullDim : dim - numNew}, {dim}, outSize);
  }
  return builder.build(op->getContext());
}

OpShardingRuleAttr transposeRule(TransposeOp op, bool) {
  OpShardingRuleBuilder builder(op);
  ArrayRef<int64_t> inShape = shapeOf(op.getOperand());
  for (auto [outDim, inDim] : llvm::enumerate(op.getPermutation()))
    builder.addFactor({inDim}, {static_cast<int64_t>(outDim)}, inShape[inDim]);
  return builder.build(op->getContext());
}

/// Every dimension but the extra minor one of the narrower element type's
/// side, which holds the pieces of one wide element.
OpShardingRuleAttr bitcastConvertRule(BitcastConvertOp op, bool) {
  ArrayRef<int64_t> inShape = shapeOf(op.getOperand());
  ArrayRef<int64_t> outShape = shapeOf(op.getResult());
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(inShape.size() < outShape.size() ? inShape : outShape);
  int64_t inRank = inShape.size(), outRank = outShape.size();
  if (inRank < outRank)
    builder.addFactor({kNullDim}, {outRank - 1}, outShape.back(),
                      FactorType::kNeedReplication);
  else if (inRank > outRank)
    builder.addFactor({inRank - 1}, {kNullDim}, inShape.back(),
                      FactorType::kNeedReplication);
  return builder.build(op->getContext());
}

/// Walks the operand's and the result's dimensions together, splitting
/// them into factors: a factor common to both where their sizes share one
/// (the gcd of what remains of each), and factors of one side only where
/// they don't, until the two sides' products meet again. Dimensions of size
/// 1 get a size-1 factor of their own.
class ReshapeFactors {
public:
  ReshapeFactors(ReshapeOp op, OpShardingRuleBuilder &builder)
      : in(shapeOf(op.getOperand())), out(shapeOf(op.getResult())),
        builder(builder) {}

  void run() {
    int64_t inRank = in.size(), outRank = out.size();
    while (inDim < inRank || outDim < outRank) {
      if (inDim < inRank && in[inDim] == 1) {
        builder.addFactor({inDim++}, {kNullDim}, 1);
        continue;
      }
      if (outDim < outRank && out[outDim] == 1) {
        builder.addFactor({kNullDim}, {outDim++}, 1);
        continue;
      }
      // Start the next dimension of a side whose current one is all
      // factored.
      if (inDim < inRank && inDims == inFactors)
        inDims *= in[inDim];
      if (outDim < outRank && outDims == outFactors)
        outDims *= out[outDim];
      addNextFactors();
      if (inDim < inRank && inDims == inFactors)
        ++inDim;
      if (outDim < outRank && outDims == outFactors)
        ++outDim;
    }
  }

private:
  void addNextFactors() {
    int64_t nextIn = inDims / inFactors, nextOut = outDims / outFactors;
    int64_t gcd = std::gcd(nextIn, nextOut);
    if (inFactors == outFactors) {
      if (gcd > 1) {
        builder.addFactor({inDim}, {outDim}, gcd);
        inFactors *= gcd;
        outFactors *= gcd;
        return;
      }
      // No common factor until the two sides' products meet again.
      builder.addFactor({inDim}, {kNullDim}, nextIn);
      inFactors *= nextIn;
      builder.addFactor({kNullDim}, {outDim}, nextOut);
      outFactors *= nextOut;
      return;
    }
    if (inFactors < outFactors) {
      nextIn = catchUp(nextIn, gcd, inFactors, outFactors);
      builder.addFactor({inDim}, {kNullDim}, nextIn);
      inFactors *= nextIn;
      return;
    }
    nextOut = catchUp(nextOut, gcd, outFactors, inFactors);
    builder.addFactor({kNullDim}, {outDim}, nextOut);
    outFactors *= nextOut;
  }

  /// The factor the side behind adds: the one that makes both products
  /// meet if it divides `next`, else the part of `next` beyond the gcd of
  /// the two sides' next factors (kept for a common factor), else `next`.
  static int64_t catchUp(int64_t next, int64_t gcd, int64_t behind,
                         int64_t ahead) {
    if (ahead % behind == 0 && next % (ahead / behind) == 0)
      return ahead / behind;
    return next > gcd ? next / gcd : next;
  }

  ArrayRef<int64_t> in, out;
  OpShardingRuleBuilder &builder;
  int64_t inDim = 0, outDim = 0;
  /// The products of the dimensions started and of the factors added, per
  /// side.
  int64_t inDims = 1, outDims = 1, inFactors = 1, outFactors = 1;
};

OpShardingRuleAttr reshapeRule(ReshapeOp op, bool) {
  // Without elements there is nothing to split into factors.
  if (cast<ShapedType>(op.getOperand().getType()).getNumElements() == 0)
    return {};
  OpShardingRuleBuilder builder(op);
  ReshapeFactors(op, builder).run();
  return builder.build(op->getContext());
}

} // namespace

void addElementwiseRules(RuleTables &tables) {
  tables.addPointwise<
      AbsOp, AddOp, AndOp, Atan2Op, CbrtOp, CeilOp, ClzOp, CompareOp, ComplexOp,
      ConvertOp, CosineOp, DivOp, ExpOp, Expm1Op, FloorOp, ImagOp, IsFiniteOp,
      Log1pOp, LogOp, LogisticOp, MapOp, MaxOp, MinOp, MulOp, NegOp, NotOp,
      OrOp, PopulationCountOp, PowOp, RealOp, ReducePrecisionOp, RemOp,
      RoundNearestEvenOp, RoundOp, RsqrtOp, ShiftLeftOp, ShiftRightArithmeticOp,
      ShiftRightLogicalOp, SignOp, SineOp, SqrtOp, SquareOp, SubtractOp, TanOp,
      TanhOp, UniformDequantizeOp, UniformQuantizeOp, XorOp>();
  tables.add<ClampOp, scalarBroadcastRule<ClampOp>>();
  tables.add<SelectOp, scalarBroadcastRule<SelectOp>>();
  tables.add<BroadcastInDimOp, broadcastInDimRule>();
  tables.add<BroadcastOp, broadcastRule>();
  tables.add<TransposeOp, transposeRule>();
  tables.add<BitcastConvertOp, bitcastConvertRule>();
  tables.add<ReshapeOp, reshapeRule>();
}

} // namespace hlokit::sdy::rules
