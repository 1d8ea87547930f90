//===- RemoveAllGatherReduceScatterForCMV1.cpp - collectives around dots --===//
//
// XLA's collective matmul V1 finds a dot and the collective it overlaps
// with itself: Shardy's explicit all-gathers feeding dots, and
// reduce-scatters of dots, are taken back out for it.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_REMOVEALLGATHERREDUCESCATTERFORCMV1PASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// The all-gathers whose only use is an operand of `dot`.
SmallVector<Operation *> getSingleUseAllGatherOperands(Operation *dot) {
  SmallVector<Operation *> allGathers;
  for (Value operand : dot->getOperands())
    if (auto allGather = operand.getDefiningOp<AllGatherOp>();
        allGather && allGather->hasOneUse())
      allGathers.push_back(allGather);
  return allGathers;
}

/// The reduce-scatter that is the only use of `dot`'s result, when that
/// result has no unreduced axes (the reduce-scatter then only scatters).
ReduceScatterOp getOnlyReduceScatterUser(Operation *dot) {
  if (!dot->hasOneUse())
    return nullptr;
  auto reduceScatter = dyn_cast<ReduceScatterOp>(*dot->user_begin());
  TensorShardingAttr sharding = getSharding(dot->getResult(0));
  if (sharding && !sharding.getUnreducedAxes().empty())
    return nullptr;
  return reduceScatter;
}

struct RemoveAllGatherReduceScatterForCMV1Pass
    : hlokit::sdy::impl::RemoveAllGatherReduceScatterForCMV1PassBase<
          RemoveAllGatherReduceScatterForCMV1Pass> {
  void runOnOperation() override {
    // Collected first: replacing while walking would hide the patterns.
    SmallVector<Operation *> toBypass;
    getOperation().walk([&](Operation *dot) {
      if (!isa<hlokit::stablehlo::DotOp, hlokit::stablehlo::DotGeneralOp>(dot))
        return;
      SmallVector<Operation *> allGathers = getSingleUseAllGatherOperands(dot);
      if (!allGathers.empty()) {
        // CMV1 overlaps the gather; the reduce-scatter after the dot stays.
        llvm::append_range(toBypass, allGathers);
        return;
      }
      if (ReduceScatterOp reduceScatter = getOnlyReduceScatterUser(dot)) {
        setValueSharding(dot->getResult(0), reduceScatter.getOutSharding());
        toBypass.push_back(reduceScatter);
      }
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : toBypass)
      rewriter.replaceOp(op, op->getOperand(0));
  }
};

} // namespace
