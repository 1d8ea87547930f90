//===- Contraction.cpp - rules of dot, dot_general and convolution --------===//
//
// A contraction's batch dimensions are shared by both operands and the
// result, its free dimensions by one operand and the result, and its
// contracting dimensions by the operands only: reduction factors, summed
// over when sharded.
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::sdy::rules {

namespace {

/// Factors in the result's dimension order: batch, lhs free, rhs free; then
/// the contracting ones.
OpShardingRuleAttr dotGeneralRule(DotGeneralOp op, bool) {
  DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
  ArrayRef<int64_t> lhsBatch = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> rhsBatch = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> lhsContracting = dims.getLhsContractingDimensions();
  ArrayRef<int64_t> rhsContracting = dims.getRhsContractingDimensions();
  ArrayRef<int64_t> lhsShape = shapeOf(op.getLhs());
  ArrayRef<int64_t> rhsShape = shapeOf(op.getRhs());
  OpShardingRuleBuilder builder(op);
  int64_t outDim = 0;
  for (auto [lhsDim, rhsDim] : llvm::zip_equal(lhsBatch, rhsBatch))
    builder.addFactor({lhsDim, rhsDim}, {outDim++}, lhsShape[lhsDim]);
  for (int64_t dim = 0, rank = lhsShape.size(); dim < rank; ++dim)
    if (!llvm::is_contained(lhsBatch, dim) &&
        !llvm::is_contained(lhsContracting, dim))
      builder.addFactor({dim, kNullDim}, {outDim++}, lhsShape[dim]);
  for (int64_t dim = 0, rank = rhsShape.size(); dim < rank; ++dim)
    if (!llvm::is_contained(rhsBatch, dim) &&
        !llvm::is_contained(rhsContracting, dim))
      builder.addFactor({kNullDim, dim}, {outDim++}, rhsShape[dim]);
  for (auto [lhsDim, rhsDim] : llvm::zip_equal(lhsContracting, rhsContracting))
    builder.addFactor({lhsDim, rhsDim}, {kNullDim}, lhsShape[lhsDim],
                      FactorType::kReduction);
  return builder.build(op->getContext());
}

/// dot: a vector or matrix times a vector or matrix.
OpShardingRuleAttr dotRule(DotOp op, bool) {
  ArrayRef<int64_t> lhsShape = shapeOf(op.getLhs());
  ArrayRef<int64_t> rhsShape = shapeOf(op.getRhs());
  bool lhsIsMatrix = lhsShape.size() == 2, rhsIsMatrix = rhsShape.size() == 2;
  OpShardingRuleBuilder builder(op);
  if (lhsIsMatrix)
    builder.addFactor({0, kNullDim}, {0}, lhsShape[0]);
  if (rhsIsMatrix)
    builder.addFactor({kNullDim, 1}, {lhsIsMatrix ? 1 : 0}, rhsShape[1]);
  builder.addFactor({lhsIsMatrix ? 1 : 0, 0}, {kNullDim}, rhsShape[0],
                    FactorType::kReduction);
  return builder.build(op->getContext());
}

/// Adds a spatial dimension's factors: the lhs dimension splits into the
/// number of windows (the result's, permuted when sharded: halos) and the
/// window size (the kernel's, a reduction), the larger one major. Each is
/// capped by what remains of the lhs dimension and left out when 1.
void addSpatialFactors(OpShardingRuleBuilder &builder, int64_t lhsDim,
                       int64_t rhsDim, int64_t outDim, int64_t lhsSize,
                       int64_t windowSize, int64_t numWindows) {
  int64_t remaining = lhsSize;
  auto add = [&](int64_t size, bool isWindowSize) {
    size = std::min(remaining, size);
    if (size <= 1)
      return;
    builder.addFactor({lhsDim, isWindowSize ? rhsDim : kNullDim},
                      {isWindowSize ? kNullDim : outDim}, size,
                      isWindowSize ? FactorType::kReduction
                                   : FactorType::kPermutation);
    remaining /= size;
  };
  if (numWindows >= windowSize) {
    add(numWindows, /*isWindowSize=*/false);
    add(windowSize, /*isWindowSize=*/true);
  } else {
    add(windowSize, /*isWindowSize=*/true);
    add(numWindows, /*isWindowSize=*/false);
  }
}

/// Factors: the batch groups, the batch, the spatial dimensions (not in
/// conservative propagation: their shards need halos), the feature groups,
/// the input features (a reduction) and the output features per group.
OpShardingRuleAttr convolutionRule(ConvolutionOp op, bool conservative) {
  ConvDimensionNumbersAttr dims = op.getDimensionNumbers();
  ArrayRef<int64_t> lhsShape = shapeOf(op.getLhs());
  ArrayRef<int64_t> rhsShape = shapeOf(op.getRhs());
  ArrayRef<int64_t> outShape = shapeOf(op.getResult());
  int64_t batchGroups = op.getBatchGroupCount();
  int64_t featureGroups = op.getFeatureGroupCount();
  int64_t outFeature = dims.getOutputFeatureDimension();
  int64_t kernelOutFeature = dims.getKernelOutputFeatureDimension();
  OpShardingRuleBuilder builder(op);
  if (batchGroups > 1)
    builder.addFactor({dims.getInputBatchDimension(), kernelOutFeature},
                      {outFeature}, batchGroups);
  builder.addFactor({dims.getInputBatchDimension(), kNullDim},
                    {dims.getOutputBatchDimension()},
                    outShape[dims.getOutputBatchDimension()]);
  if (!conservative)
    for (auto [lhsDim, rhsDim, outDim] :
         llvm::zip_equal(dims.getInputSpatialDimensions(),
                         dims.getKernelSpatialDimensions(),
                         dims.getOutputSpatialDimensions()))
      addSpatialFactors(builder, lhsDim, rhsDim, outDim, lhsShape[lhsDim],
                        rhsShape[rhsDim], outShape[outDim]);
  if (featureGroups > 1)
    builder.addFactor({dims.getInputFeatureDimension(), kernelOutFeature},
                      {outFeature}, featureGroups);
  builder.addFactor(
      {dims.getInputFeatureDimension(), dims.getKernelInputFeatureDimension()},
      {kNullDim}, rhsShape[dims.getKernelInputFeatureDimension()],
      FactorType::kReduction);
  if (int64_t perGroup = outShape[outFeature] / (batchGroups * featureGroups);
      perGroup > 1)
    builder.addFactor({kNullDim, kernelOutFeature}, {outFeature}, perGroup);
  return builder.build(op->getContext());
}

} // namespace

void addContractionRules(RuleTables &tables) {
  tables.add<DotGeneralOp, dotGeneralRule>();
  tables.add<DotOp, dotRule>();
  tables.add<ConvolutionOp, convolutionRule>();
  tables.noRule.add<DynamicConvOp>(
      "its padding is an operand, so its result's shape is dynamic");
  tables.noRule.add<EinsumOp, UnaryEinsumOp>(
      "a legacy op: stablehlo-legalize-deprecated-ops rewrites it to reduce, "
      "dot_general and transpose, which have rules");
}

} // namespace hlokit::sdy::rules
