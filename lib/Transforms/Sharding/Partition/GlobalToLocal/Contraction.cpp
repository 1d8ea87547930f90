//===- Contraction.cpp - dot and dot_general on blocks --------------------===//
//
// Each device multiplies its blocks: batch and free dimensions must be
// split as the result's, contracting dimensions alike on both sides. A
// split contracting dimension leaves partial sums, which an sdy.all_reduce
// after the op adds up, as in Shardy.
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

} // namespace

void addContractionRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::DotGeneralOp>()] = localizeDotGeneral;
  rewrites[TypeID::get<stablehlo::DotOp>()] = localizeDot;
}

} // namespace hlokit::sdy::g2l
