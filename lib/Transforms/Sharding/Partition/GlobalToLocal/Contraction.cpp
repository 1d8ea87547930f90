//===- Contraction.cpp - dot, dot_general and convolution on blocks -------===//
//
// Each device multiplies its blocks: batch and free dimensions must be
// split as the result's, contracting dimensions alike on both sides. A
// split contracting dimension leaves partial sums, which an sdy.all_reduce
// after the op adds up, as in Shardy. A convolution's spatial dimensions
// stay whole; splitting its feature or batch groups leaves each device
// whole groups, and a smaller group count. cholesky and triangular_solve
// solve each matrix of a batch alone: their batch dimensions may be split
// (alike everywhere), and so may the columns (rows, when a is on the right)
// of triangular_solve's b, which are solved each on its own.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

/// The result dimension of each dimension of one side of a dot: batch
/// dimensions first, then the free dimensions of lhs, then of rhs;
/// contracting dimensions have none (-1).
SmallVector<int64_t> getResultDims(int64_t rank, ArrayRef<int64_t> batch,
                                   ArrayRef<int64_t> contracting,
                                   int64_t firstFree) {
  SmallVector<int64_t> resultDimOf(rank, -1);
  for (auto [i, d] : llvm::enumerate(batch))
    resultDimOf[d] = i;
  int64_t next = firstFree;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(batch, d) && !llvm::is_contained(contracting, d))
      resultDimOf[d] = next++;
  return resultDimOf;
}

LogicalResult localizeContraction(Operation *op, Localizer &localizer,
                                  ArrayRef<int64_t> lhsBatch,
                                  ArrayRef<int64_t> rhsBatch,
                                  ArrayRef<int64_t> lhsContracting,
                                  ArrayRef<int64_t> rhsContracting) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  Value result = op->getResult(0);
  int64_t lhsRank = cast<ShapedType>(lhs.getType()).getRank();
  int64_t rhsRank = cast<ShapedType>(rhs.getType()).getRank();
  SmallVector<int64_t> lhsDims =
      getResultDims(lhsRank, lhsBatch, lhsContracting, lhsBatch.size());
  int64_t lhsFree = lhsRank - lhsBatch.size() - lhsContracting.size();
  SmallVector<int64_t> rhsDims = getResultDims(
      rhsRank, rhsBatch, rhsContracting, lhsBatch.size() + lhsFree);
  for (auto [operand, dims] : {std::pair(lhs, ArrayRef<int64_t>(lhsDims)),
                               std::pair(rhs, ArrayRef<int64_t>(rhsDims))})
    for (auto [d, resultDim] : llvm::enumerate(dims))
      if (resultDim >= 0 && failed(checkSameDimSharding(op, localizer, operand,
                                                        d, result, resultDim)))
        return failure();
  // Both sides must hold the same block of each contracting dimension.
  for (auto [l, r] : llvm::zip_equal(lhsContracting, rhsContracting))
    if (Localizer::getDimAxes(localizer.getSharding(lhs), l) !=
        Localizer::getDimAxes(localizer.getSharding(rhs), r))
      return op->emitOpError()
             << "has no local form: lhs contracting dimension " << l
             << " and rhs contracting dimension " << r
             << " are split differently";
  return localizer.localizeValue(op, result);
}

LogicalResult localizeDotGeneral(Operation *op, Localizer &localizer) {
  auto dims = cast<stablehlo::DotGeneralOp>(op).getDotDimensionNumbers();
  return localizeContraction(op, localizer, dims.getLhsBatchingDimensions(),
                             dims.getRhsBatchingDimensions(),
                             dims.getLhsContractingDimensions(),
                             dims.getRhsContractingDimensions());
}

LogicalResult localizeDot(Operation *op, Localizer &localizer) {
  auto dot = cast<stablehlo::DotOp>(op);
  int64_t lhsRank = cast<ShapedType>(dot.getLhs().getType()).getRank();
  int64_t lhsContracting = lhsRank - 1;
  return localizeContraction(op, localizer, {}, {}, {lhsContracting}, {0});
}

/// Checks that `value`'s dimensions `dims` are not split.
LogicalResult checkWhole(Operation *op, const Localizer &localizer, Value value,
                         ArrayRef<int64_t> dims, StringRef what) {
  for (int64_t d : dims)
    if (localizer.getShardCount(localizer.getSharding(value), d) > 1)
      return emitUnsupported(
          op, (Twine(what) + " dimension " + Twine(d) + " is split").str(),
          localizer.getSharding(value));
  return success();
}

/// The group count a device sees of `count` groups laid along dimension
/// `dim` of `value`, split into as many blocks.
FailureOr<int64_t> getLocalGroupCount(Operation *op, const Localizer &localizer,
                                      Value value, int64_t dim, int64_t count,
                                      StringRef what) {
  int64_t shards = localizer.getShardCount(localizer.getSharding(value), dim);
  if (count % shards != 0)
    return op->emitOpError() << "has no local form: its " << count << " "
                             << what << " groups are not divisible by the "
                             << shards << " shards of dimension " << dim;
  return count / shards;
}

LogicalResult localizeConvolution(Operation *op, Localizer &localizer) {
  auto conv = cast<stablehlo::ConvolutionOp>(op);
  auto dims = conv.getDimensionNumbers();
  Value lhs = conv.getLhs(), rhs = conv.getRhs(), result = conv.getResult();
  int64_t featureGroups = conv.getFeatureGroupCount();
  int64_t batchGroups = conv.getBatchGroupCount();
  auto same = [&](Value a, int64_t da, Value b, int64_t db) {
    return checkSameDimSharding(op, localizer, a, da, b, db);
  };
  if (failed(checkWhole(op, localizer, lhs, dims.getInputSpatialDimensions(),
                        "lhs spatial")) ||
      failed(checkWhole(op, localizer, rhs, dims.getKernelSpatialDimensions(),
                        "rhs spatial")) ||
      failed(checkWhole(op, localizer, result,
                        dims.getOutputSpatialDimensions(), "result spatial")))
    return failure();
  // The output features come from the kernel's.
  if (failed(same(rhs, dims.getKernelOutputFeatureDimension(), result,
                  dims.getOutputFeatureDimension())))
    return failure();
  // Input features: contracted (partial sums) or, with groups, each
  // device's groups.
  if (featureGroups == 1) {
    if (Localizer::getDimAxes(localizer.getSharding(lhs),
                              dims.getInputFeatureDimension()) !=
        Localizer::getDimAxes(localizer.getSharding(rhs),
                              dims.getKernelInputFeatureDimension()))
      return op->emitOpError() << "has no local form: lhs input feature "
                                  "dimension and rhs input feature dimension "
                                  "are split differently";
  } else {
    if (failed(same(lhs, dims.getInputFeatureDimension(), result,
                    dims.getOutputFeatureDimension())) ||
        failed(checkWhole(op, localizer, rhs,
                          dims.getKernelInputFeatureDimension(),
                          "rhs input feature")))
      return failure();
    FailureOr<int64_t> local =
        getLocalGroupCount(op, localizer, lhs, dims.getInputFeatureDimension(),
                           featureGroups, "feature");
    if (failed(local))
      return failure();
    conv.setFeatureGroupCount(*local);
  }
  // Batches: blocks of the result's or, with groups, each device's groups.
  if (batchGroups == 1) {
    if (failed(same(lhs, dims.getInputBatchDimension(), result,
                    dims.getOutputBatchDimension())))
      return failure();
  } else {
    if (failed(same(lhs, dims.getInputBatchDimension(), result,
                    dims.getOutputFeatureDimension())) ||
        failed(checkWhole(op, localizer, result, dims.getOutputBatchDimension(),
                          "result batch")))
      return failure();
    FailureOr<int64_t> local =
        getLocalGroupCount(op, localizer, lhs, dims.getInputBatchDimension(),
                           batchGroups, "batch");
    if (failed(local))
      return failure();
    conv.setBatchGroupCount(*local);
  }
  return localizer.localizeValue(op, result);
}

} // namespace

/// A cholesky or triangular_solve with `operand` (a or b) dimension `d` of
/// `rank` split alike on the result: a batch dimension, or `freeDim`.
LogicalResult checkMatrixBatch(Operation *op, const Localizer &localizer,
                               Value operand, int64_t freeDim,
                               StringRef operandName) {
  int64_t rank = cast<RankedTensorType>(operand.getType()).getRank();
  Value result = op->getResult(0);
  for (int64_t d = 0; d < rank; ++d) {
    bool mayBeSplit = d < rank - 2 || d == freeDim;
    if (failed(checkSameDimSharding(op, localizer, operand, d, result,
                                    mayBeSplit ? d : -1, operandName)))
      return failure();
  }
  return success();
}

LogicalResult localizeCholesky(Operation *op, Localizer &localizer) {
  auto cholesky = cast<stablehlo::CholeskyOp>(op);
  if (failed(checkMatrixBatch(op, localizer, cholesky.getA(), -1, "a")))
    return failure();
  return localizer.localizeValue(op, cholesky.getResult());
}

LogicalResult localizeTriangularSolve(Operation *op, Localizer &localizer) {
  auto solve = cast<stablehlo::TriangularSolveOp>(op);
  int64_t rank = cast<RankedTensorType>(solve.getB().getType()).getRank();
  // The columns of b when a is on the left, its rows when on the right.
  int64_t independent = solve.getLeftSide() ? rank - 1 : rank - 2;
  if (failed(checkMatrixBatch(op, localizer, solve.getA(), -1, "a")) ||
      failed(checkMatrixBatch(op, localizer, solve.getB(), independent, "b")))
    return failure();
  return localizer.localizeValue(op, solve.getResult());
}

void addContractionRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::CholeskyOp>()] = localizeCholesky;
  rewrites[TypeID::get<stablehlo::TriangularSolveOp>()] =
      localizeTriangularSolve;
  rewrites[TypeID::get<stablehlo::ConvolutionOp>()] = localizeConvolution;
  rewrites[TypeID::get<stablehlo::DotGeneralOp>()] = localizeDotGeneral;
  rewrites[TypeID::get<stablehlo::DotOp>()] = localizeDot;
}

} // namespace hlokit::sdy::g2l
