//===- Reduction.cpp - reductions, windows, sort and fft on blocks --------===//
//
// Each device reduces its block. Kept dimensions must be split as the
// result's; a split reduced dimension leaves partial results, which an
// sdy.all_reduce after the op combines, as in Shardy. Sort and fft work
// along dimensions that must not be split; windows may lie along split
// ones when each stays within its block. Elsewhere blocks stay blocks.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

LogicalResult localizeReduce(Operation *op, Localizer &localizer) {
  auto reduce = cast<stablehlo::ReduceOp>(op);
  ArrayRef<int64_t> reduced = reduce.getDimensions();
  for (Value init : reduce.getInitValues())
    if (localizer.isSharded(init))
      return emitUnsupported(op, "an init value is sharded",
                             localizer.getSharding(init));
  for (auto [input, result] :
       llvm::zip_equal(reduce.getInputs(), reduce.getResults())) {
    int64_t rank = cast<ShapedType>(input.getType()).getRank();
    for (int64_t d = 0, next = 0; d < rank; ++d) {
      if (llvm::is_contained(reduced, d))
        continue;
      if (failed(checkSameDimSharding(op, localizer, input, d, result, next++)))
        return failure();
    }
    if (failed(localizer.localizeValue(op, result)))
      return failure();
  }
  return success();
}

/// Checks that every value of `operands` (of the results' rank) splits its
/// dimensions as each result does, only where `keepsWhole` allows; then
/// localizes the results.
LogicalResult localizeRowwiseOp(Operation *op, Localizer &localizer,
                                ValueRange operands,
                                function_ref<bool(int64_t)> keepsWhole,
                                StringRef what) {
  for (Value result : op->getResults())
    for (Value operand : operands)
      if (failed(
              checkRowwise(op, localizer, operand, result, keepsWhole, what)))
        return failure();
  for (Value result : op->getResults())
    if (failed(localizer.localizeValue(op, result)))
      return failure();
  return success();
}

/// Whether the windows along dimension `d` of a value split into blocks
/// of `blockSize` each lie within one block, every block alike: undilated,
/// unpadded windows no longer than their stride, which divides the blocks.
bool isBlockLocalWindow(int64_t d, int64_t blockSize, ArrayRef<int64_t> dims,
                        std::optional<ArrayRef<int64_t>> strides,
                        std::optional<ArrayRef<int64_t>> baseDilations,
                        std::optional<ArrayRef<int64_t>> windowDilations,
                        std::optional<DenseIntElementsAttr> padding) {
  auto isOne = [&](std::optional<ArrayRef<int64_t>> values) {
    return !values || (*values)[d] == 1;
  };
  bool unpadded = !padding || (padding->getValues<int64_t>()[2 * d] == 0 &&
                               padding->getValues<int64_t>()[2 * d + 1] == 0);
  int64_t stride = strides ? (*strides)[d] : 1;
  return dims[d] <= stride && blockSize % stride == 0 && isOne(baseDilations) &&
         isOne(windowDilations) && unpadded;
}

LogicalResult checkUnshardedScalars(Operation *op, Localizer &localizer,
                                    ValueRange values) {
  for (Value value : values)
    if (localizer.isSharded(value))
      return emitUnsupported(op, "an init value is sharded",
                             localizer.getSharding(value));
  return success();
}

LogicalResult localizeReduceWindow(Operation *op, Localizer &localizer) {
  auto window = cast<stablehlo::ReduceWindowOp>(op);
  if (failed(checkUnshardedScalars(op, localizer, window.getInitValues())))
    return failure();
  auto local = cast<RankedTensorType>(window.getInputs()[0].getType());
  auto keepsWhole = [&](int64_t d) {
    return isBlockLocalWindow(
        d, local.getDimSize(d), window.getWindowDimensions(),
        window.getWindowStrides(), window.getBaseDilations(),
        window.getWindowDilations(), window.getPadding());
  };
  return localizeRowwiseOp(op, localizer, window.getInputs(), keepsWhole,
                           "its window spans elements");
}

LogicalResult localizeSelectAndScatter(Operation *op, Localizer &localizer) {
  auto scatter = cast<stablehlo::SelectAndScatterOp>(op);
  if (failed(checkUnshardedScalars(op, localizer, scatter.getInitValue())))
    return failure();
  std::optional<ArrayRef<int64_t>> dims = scatter.getWindowDimensions();
  auto local = cast<RankedTensorType>(scatter.getOperand().getType());
  auto keepsWhole = [&](int64_t d) {
    // Without window dimensions the window is one element everywhere.
    return !dims || isBlockLocalWindow(d, local.getDimSize(d), *dims,
                                       scatter.getWindowStrides(), std::nullopt,
                                       std::nullopt, scatter.getPadding());
  };
  return localizeRowwiseOp(op, localizer,
                           {scatter.getOperand(), scatter.getSource()},
                           keepsWhole, "its window spans elements");
}

LogicalResult localizeSort(Operation *op, Localizer &localizer) {
  auto sort = cast<stablehlo::SortOp>(op);
  int64_t dim = sort.getDimension();
  return localizeRowwiseOp(
      op, localizer, sort.getInputs(), [&](int64_t d) { return d != dim; },
      "it sorts");
}

LogicalResult localizeFft(Operation *op, Localizer &localizer) {
  auto fft = cast<stablehlo::FftOp>(op);
  int64_t rank = cast<ShapedType>(fft.getOperand().getType()).getRank();
  int64_t first = rank - fft.getFftLength().size();
  return localizeRowwiseOp(
      op, localizer, fft.getOperand(), [&](int64_t d) { return d < first; },
      "it transforms");
}

} // namespace

void addReductionRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::ReduceOp>()] = localizeReduce;
  rewrites[TypeID::get<stablehlo::ReduceWindowOp>()] = localizeReduceWindow;
  rewrites[TypeID::get<stablehlo::SelectAndScatterOp>()] =
      localizeSelectAndScatter;
  rewrites[TypeID::get<stablehlo::SortOp>()] = localizeSort;
  rewrites[TypeID::get<stablehlo::FftOp>()] = localizeFft;
}

} // namespace hlokit::sdy::g2l
