//===- ExplicitGatherScatterBatching.cpp - implicit batch dims made explicit =//
//
// Shardy recognizes a batch dimension of a gather/scatter, and avoids
// communication for it, only when it is an explicit batching dim; the
// rewrite is hlokit-raise-batching-dims'.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/RaiseBatchingDims.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_EXPLICITGATHERSCATTERBATCHINGPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

namespace {

struct ExplicitGatherScatterBatchingPass
    : hlokit::sdy::impl::ExplicitGatherScatterBatchingPassBase<
          ExplicitGatherScatterBatchingPass> {
  void runOnOperation() override {
    if (mlir::failed(hlokit::raiseBatchingDims(getOperation())))
      signalPassFailure();
  }
};

} // namespace
