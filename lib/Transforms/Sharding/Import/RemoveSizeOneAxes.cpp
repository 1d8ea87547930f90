//===- RemoveSizeOneAxes.cpp - drop axes of size one from shardings -------===//
//
// An axis of size one shards nothing, but two shardings that differ only in
// one would conflict during propagation.
//
//===----------------------------------------------------------------------===//

#include "ShardingWalker.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_REMOVESIZEONEAXESPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// `sharding` without the axes of size one of `mesh`.
TensorShardingAttr removeSizeOneAxes(TensorShardingAttr sharding,
                                     MeshAttr mesh) {
  auto keep = [&](ArrayRef<AxisRefAttr> axes) {
    return llvm::to_vector(llvm::make_filter_range(
        axes, [&](AxisRefAttr a) { return getAxisRefSize(a, mesh) != 1; }));
  };
  SmallVector<DimensionShardingAttr> dims;
  for (DimensionShardingAttr dim : sharding.getDimShardings()) {
    SmallVector<AxisRefAttr> axes = keep(dim.getAxes());
    // A closed dimension without axes may not have a priority.
    std::optional<int64_t> priority =
        axes.empty() && dim.getIsClosed() ? std::nullopt : dim.getPriority();
    dims.push_back(DimensionShardingAttr::get(sharding.getContext(), axes,
                                              dim.getIsClosed(), priority));
  }
  return TensorShardingAttr::get(sharding.getContext(), sharding.getMeshOrRef(),
                                 dims, keep(sharding.getReplicatedAxes()),
                                 keep(sharding.getUnreducedAxes()),
                                 sharding.getReductionOp());
}

struct RemoveSizeOneAxesPass
    : hlokit::sdy::impl::RemoveSizeOneAxesPassBase<RemoveSizeOneAxesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A sharding without such axes is rebuilt as the same attribute.
    transformShardings(module, [&](TensorShardingAttr sharding) {
      MeshAttr mesh = getMesh(sharding, module);
      if (!mesh)
        return sharding;
      return removeSizeOneAxes(sharding, mesh);
    });
  }
};

} // namespace
