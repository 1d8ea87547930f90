//===- ImportManualComputations.cpp - any shard_map form to sdy -----------===//
//
// A shard_map reaches hlokit in one of three forms: sdy.manual_computation,
// GSPMD custom calls around a body (inline or outlined), or XLA's sdy round
// trip (custom calls and attributes holding sdy as strings). This pass finds
// which form a module carries and runs the passes that import it, so that
// a tool can run the same way whatever wrote the module.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"

#include "mlir/Pass/PassManager.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_IMPORTMANUALCOMPUTATIONSPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace hlokit::gspmd {

ShardMapForm getShardMapForm(ModuleOp module) {
  ShardMapForm form = ShardMapForm::None;
  module.walk([&](Operation *op) {
    if (auto call = dyn_cast<stablehlo::CustomCallOp>(op)) {
      StringRef target = call.getCallTargetName();
      if (target == kGlobalToLocalShapeTarget ||
          target == kLocalToGlobalShapeTarget) {
        form = ShardMapForm::SdyRoundTrip;
        return WalkResult::interrupt();
      }
      if (target == "SPMDFullToShardShape" || target == "SPMDShardToFullShape")
        form = ShardMapForm::Gspmd;
    }
    return WalkResult::advance();
  });
  return form;
}

} // namespace hlokit::gspmd

namespace {

/// The passes that import `form`, in the order they depend on each other.
void addImportPasses(OpPassManager &pm, ShardMapForm form) {
  switch (form) {
  case ShardMapForm::None:
    return;
  case ShardMapForm::Gspmd:
    pm.addPass(createOutlineManualRegionsPass());
    pm.addPass(createImportShardingsPass());
    pm.addPass(createShardMapImportPass());
    pm.addPass(createImportSdyCustomCallsPass());
    return;
  case ShardMapForm::SdyRoundTrip:
    pm.addPass(createRoundTripImportShardyAttrsPass());
    pm.addPass(createRoundTripShardMapImportPass());
    return;
  }
}

struct ImportManualComputationsPass
    : hlokit::gspmd::impl::ImportManualComputationsPassBase<
          ImportManualComputationsPass> {
  void runOnOperation() override {
    OpPassManager pm(ModuleOp::getOperationName());
    addImportPasses(pm, getShardMapForm(getOperation()));
    if (failed(runPipeline(pm, getOperation())))
      signalPassFailure();
  }
};

} // namespace
