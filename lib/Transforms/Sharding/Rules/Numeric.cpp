//===- Numeric.cpp - rules of linear algebra, batch norm, random bits -----===//
//
// Linear algebra ops have batch dimensions, shared, and matrix dimensions,
// which the algorithms need whole: replicated factors.
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::sdy::rules {

namespace {

OpShardingRuleAttr choleskyRule(CholeskyOp op, bool) {
  ArrayRef<int64_t> shape = shapeOf(op.getA());
  int64_t numBatch = shape.size() - 2;
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(
      shape,
      [&](int64_t dim) {
        return dim < numBatch ? FactorType::kPassThrough
                              : FactorType::kNeedReplication;
      },
      [](FactorType) { return false; });
  return builder.build(op->getContext());
}

/// `op(a) @ x = b` (left side) or `x @ op(a) = b`: batch dimensions, then
/// the matrix dimensions as a product's, all replicated.
OpShardingRuleAttr triangularSolveRule(TriangularSolveOp op, bool) {
  ArrayRef<int64_t> aShape = shapeOf(op.getA());
  ArrayRef<int64_t> bShape = shapeOf(op.getB());
  int64_t rows = aShape.size() - 2, cols = aShape.size() - 1;
  bool transposed = op.getTransposeA() == Transpose::TRANSPOSE ||
                    op.getTransposeA() == Transpose::ADJOINT;
  constexpr FactorType kReplicated = FactorType::kNeedReplication;
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(aShape.drop_back(2));
  if (op.getLeftSide()) {
    int64_t aFree = transposed ? cols : rows;
    int64_t aContracting = transposed ? rows : cols;
    builder.addFactor({aFree, rows}, {kNullDim}, aShape[aFree], kReplicated);
    builder.addFactor({kNullDim, cols}, {cols}, bShape[cols], kReplicated);
    builder.addFactor({aContracting, kNullDim}, {rows}, aShape[aContracting],
                      kReplicated);
  } else {
    int64_t aFree = transposed ? rows : cols;
    int64_t aContracting = transposed ? cols : rows;
    builder.addFactor({kNullDim, rows}, {rows}, bShape[rows], kReplicated);
    builder.addFactor({aFree, cols}, {kNullDim}, aShape[aFree], kReplicated);
    builder.addFactor({aContracting, kNullDim}, {cols}, aShape[aContracting],
                      kReplicated);
  }
  return builder.build(op->getContext());
}

/// The operand's dimensions are the result's; the feature dimension is
/// also that of scale, offset, mean and variance.
OpShardingRuleAttr batchNormInferenceRule(BatchNormInferenceOp op, bool) {
  int64_t featureIndex = op.getFeatureIndex();
  OpShardingRuleBuilder builder(op);
  for (auto [index, size] : llvm::enumerate(shapeOf(op.getOperand()))) {
    int64_t dim = index;
    SmallVector<int64_t> operandDims(op->getNumOperands(),
                                     dim == featureIndex ? 0 : kNullDim);
    operandDims[0] = dim;
    builder.addFactor(operandDims, {dim}, size);
  }
  return builder.build(op->getContext());
}

/// The states must be replicated and don't share a sharding: blocked
/// replicated factors; the output's dimensions are its own.
OpShardingRuleAttr rngBitGeneratorRule(RngBitGeneratorOp op, bool) {
  OpShardingRuleBuilder builder(op);
  for (auto [index, size] : llvm::enumerate(shapeOf(op.getInitialState()))) {
    int64_t dim = index;
    builder.addFactor({dim}, {dim, kNullDim}, size,
                      FactorType::kNeedReplication, /*isBlocked=*/true);
  }
  for (auto [index, size] : llvm::enumerate(shapeOf(op.getOutput()))) {
    int64_t dim = index;
    builder.addFactor({kNullDim}, {kNullDim, dim}, size);
  }
  return builder.build(op->getContext());
}

} // namespace

void addNumericRules(RuleTables &tables) {
  tables.add<CholeskyOp, choleskyRule>();
  tables.add<TriangularSolveOp, triangularSolveRule>();
  tables.add<BatchNormInferenceOp, batchNormInferenceRule>();
  tables.add<RngBitGeneratorOp, rngBitGeneratorRule>();
  tables.noRule.add<BatchNormTrainingOp, BatchNormGradOp>(
      "none in Shardy's registry: the batch statistics sum over dimensions "
      "other results keep, which one factor kind can't say");
  tables.noRule.add<RngOp>(
      "its operands are scalars and a shape: the result shares no "
      "dimension with them");
}

} // namespace hlokit::sdy::rules
