//===- CloseShardings.cpp - close every sharding after propagation --------===//
//
// Propagation is over: an open dimension or an explicitly replicated axis no
// longer means anything, and partitioning reads a sharding as exact.
//
//===----------------------------------------------------------------------===//

#include "../Import/ShardingWalker.h"

#include "hlokit/Transforms/Sharding/Export/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_CLOSESHARDINGSPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// `sharding` with every dimension closed and no replicated axes.
TensorShardingAttr getClosedLike(TensorShardingAttr sharding) {
  MLIRContext *context = sharding.getContext();
  SmallVector<DimensionShardingAttr> dims;
  for (DimensionShardingAttr dim : sharding.getDimShardings()) {
    // A closed dimension without axes may not have a priority.
    std::optional<int64_t> priority =
        dim.getAxes().empty() ? std::nullopt : dim.getPriority();
    dims.push_back(DimensionShardingAttr::get(context, dim.getAxes(),
                                              /*is_closed=*/true, priority));
  }
  return TensorShardingAttr::get(context, sharding.getMeshOrRef(), dims,
                                 /*replicated_axes=*/{},
                                 sharding.getUnreducedAxes(),
                                 sharding.getReductionOp());
}

struct CloseShardingsPass
    : hlokit::sdy::impl::CloseShardingsPassBase<CloseShardingsPass> {
  void runOnOperation() override {
    transformShardings(getOperation(), getClosedLike);
  }
};

} // namespace
