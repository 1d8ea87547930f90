//===- RemoveSubAxesInInputOutputShardings.cpp - whole axes at the edges --===//
//
// Some users of Shardy expect the main function's inputs and outputs to be
// sharded along whole axes only.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/Functions.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_REMOVESUBAXESININPUTOUTPUTSHARDINGSPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// `sharding` with each open dimension cut before its first sub-axis:
/// what follows a sub-axis is minor to it and can't stay without it.
/// Closed dimensions were asked for and stay.
TensorShardingAttr removeSubAxes(TensorShardingAttr sharding) {
  SmallVector<DimensionShardingAttr> dims;
  for (DimensionShardingAttr dim : sharding.getDimShardings()) {
    if (dim.getIsClosed()) {
      dims.push_back(dim);
      continue;
    }
    ArrayRef<AxisRefAttr> axes = dim.getAxes();
    auto firstSubAxis = llvm::find_if(
        axes, [](AxisRefAttr axis) { return axis.getSubAxisInfo(); });
    dims.push_back(DimensionShardingAttr::get(
        dim.getContext(), axes.take_front(firstSubAxis - axes.begin()),
        /*is_closed=*/false, dim.getPriority()));
  }
  return TensorShardingAttr::get(sharding.getContext(), sharding.getMeshOrRef(),
                                 dims, sharding.getReplicatedAxes(),
                                 sharding.getUnreducedAxes(),
                                 sharding.getReductionOp());
}

struct RemoveSubAxesInInputOutputShardingsPass
    : hlokit::sdy::impl::RemoveSubAxesInInputOutputShardingsPassBase<
          RemoveSubAxesInInputOutputShardingsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    func::FuncOp main = lookupMainFuncOrError(module);
    if (!main)
      return signalPassFailure();
    for (unsigned i = 0, e = main.getNumArguments(); i < e; ++i)
      if (auto sharding =
              main.getArgAttrOfType<TensorShardingAttr>(i, kShardingAttr))
        main.setArgAttr(i, kShardingAttr, removeSubAxes(sharding));
    for (unsigned i = 0, e = main.getNumResults(); i < e; ++i)
      if (auto sharding =
              main.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr))
        main.setResultAttr(i, kShardingAttr, removeSubAxes(sharding));
  }
};

} // namespace
