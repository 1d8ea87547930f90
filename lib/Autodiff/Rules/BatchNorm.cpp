//===- BatchNorm.cpp - derivative rules of the batch_norm ops -------------===//
//
// Each batch_norm op is expanded into the spec's definition (broadcasts,
// elementwise arithmetic and add-reductions over every dimension but the
// feature one) in a scratch block, and the engine differentiates that
// block: the VJP runs its reverse pass, the JVP emits it with tangents.
// batch_norm_grad is itself expanded, so second derivatives work too.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

/// The operand-shaped helpers of an expansion.
struct Expansion {
  Emitter &e;
  RankedTensorType type;
  int64_t feature;
  double epsilon;

  /// A per-feature vector broadcast along the feature dimension.
  Value bc(Value v) { return e.broadcast(v, type, {feature}); }
  /// Sums over every dimension but the feature one.
  Value sumPerFeature(Value v) {
    SmallVector<int64_t> dims;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (d != feature)
        dims.push_back(d);
    return e.reduceSum(v, dims);
  }
  /// Elements per feature, as a splat of `like`'s type.
  Value count(Value like) {
    int64_t n = type.getNumElements() / type.getDimSize(feature);
    return e.splat(cast<RankedTensorType>(like.getType()),
                   static_cast<double>(n));
  }
  /// sqrt(variance + epsilon), operand-shaped.
  Value stddev(Value variance) {
    Value shifted = e.add(bc(variance), e.splat(type, epsilon));
    return SqrtOp::create(e.builder(), e.location(), shifted);
  }
  /// (x - mean) / stddev * scale + offset.
  Value normalize(Value centered, Value variance, Value scale, Value offset) {
    return e.add(e.mul(e.div(centered, stddev(variance)), bc(scale)),
                 bc(offset));
  }
};

/// Emits the op's definition into `block` (whose arguments are the op's
/// operands) and returns the values it yields.
SmallVector<Value> expand(Operation *op, Block &block) {
  // The block has no parent region to take the context from.
  OpBuilder b(op->getContext());
  b.setInsertionPointToEnd(&block);
  Emitter e(b, op->getLoc());
  auto args = block.getArguments();
  auto type = cast<RankedTensorType>(op->getOperand(0).getType());
  if (auto inference = dyn_cast<BatchNormInferenceOp>(op)) {
    Expansion x{e, type, static_cast<int64_t>(inference.getFeatureIndex()),
                inference.getEpsilon().convertToDouble()};
    Value centered = e.sub(args[0], x.bc(args[3]));
    return {x.normalize(centered, args[4], args[1], args[2])};
  }
  if (auto training = dyn_cast<BatchNormTrainingOp>(op)) {
    Expansion x{e, type, static_cast<int64_t>(training.getFeatureIndex()),
                training.getEpsilon().convertToDouble()};
    Value sum = x.sumPerFeature(args[0]);
    Value mean = e.div(sum, x.count(sum));
    Value centered = e.sub(args[0], x.bc(mean));
    Value squares = x.sumPerFeature(e.mul(centered, centered));
    Value variance = e.div(squares, x.count(squares));
    return {x.normalize(centered, variance, args[1], args[2]), mean, variance};
  }
  auto grad = cast<BatchNormGradOp>(op);
  Expansion x{e, type, static_cast<int64_t>(grad.getFeatureIndex()),
              grad.getEpsilon().convertToDouble()};
  Value operand = args[0], scale = args[1], mean = args[2], variance = args[3],
        gradOutput = args[4];
  // The spec's definition (XLA's batchnorm expander).
  Value centered = e.sub(operand, x.bc(mean));
  Value stddev = x.stddev(variance);
  Value n = x.count(operand);
  Value i1 = e.mul(gradOutput, n);
  Value gradOffset = x.sumPerFeature(gradOutput);
  Value i2 = x.bc(gradOffset);
  Value i3 = x.bc(x.sumPerFeature(e.mul(gradOutput, centered)));
  Value varianceEps = e.add(x.bc(variance), e.splat(type, x.epsilon));
  Value i5 = e.div(e.mul(i3, centered), varianceEps);
  Value i6 = e.sub(e.sub(i1, i2), i5);
  Value gradOperand = e.mul(e.div(e.div(x.bc(scale), stddev), n), i6);
  Value gradScale = x.sumPerFeature(e.mul(gradOutput, e.div(centered, stddev)));
  return {gradOperand, gradScale, gradOffset};
}

/// A detached block holding the expansion of `op`, ended by a return.
struct ScratchBlock {
  Block block;
  explicit ScratchBlock(Operation *op) {
    for (Value operand : op->getOperands())
      block.addArgument(operand.getType(), op->getLoc());
    SmallVector<Value> results = expand(op, block);
    OpBuilder b(op->getContext());
    b.setInsertionPointToEnd(&block);
    ReturnOp::create(b, op->getLoc(), results);
  }
  ~ScratchBlock() {
    // Erase users before the values they use.
    while (!block.empty())
      block.back().erase();
  }
};

LogicalResult batchNormVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  ScratchBlock scratch(op);
  return accumulateBlockVjp(c, op, scratch.block, cts);
}

LogicalResult batchNormJvp(JvpContext &c, Operation *op,
                           ArrayRef<Value> tangents,
                           SmallVectorImpl<Value> &resultTangents) {
  ScratchBlock scratch(op);
  SmallVector<Value> results;
  return emitBlockJvp(c, scratch.block, op->getOperands(), tangents, results,
                      resultTangents);
}

} // namespace

void registerBatchNormRules(RuleRegistry &registry) {
  registry.addVjp<BatchNormInferenceOp, BatchNormTrainingOp, BatchNormGradOp>(
      batchNormVjp);
  registry.addJvp<BatchNormInferenceOp, BatchNormTrainingOp, BatchNormGradOp>(
      batchNormJvp);
}

} // namespace hlokit::autodiff
