//===- Reduction.cpp - reduce on blocks -----------------------------------===//
//
// Each device reduces its block. Kept dimensions must be split as the
// result's; a split reduced dimension leaves partial results, which an
// sdy.all_reduce after the op combines, as in Shardy.
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

} // namespace

void addReductionRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::ReduceOp>()] = localizeReduce;
}

} // namespace hlokit::sdy::g2l
