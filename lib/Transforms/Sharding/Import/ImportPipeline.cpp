//===- ImportPipeline.cpp - Shardy's import pipeline ----------------------===//

#include "hlokit/Transforms/Sharding/Import/ImportPipeline.h"

#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace hlokit::sdy {

void addImportPipeline(OpPassManager &pm, const ImportOptions &options) {
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createLiftInlinedMeshesPass());
  pm.addPass(createRemoveSizeOneAxesPass());
  pm.addPass(createPropagateShardingFromFuncToCallPass());
  pm.addPass(createConstantOrScalarSplitterPass());
  if (options.enableExplicitGatherScatterBatching)
    pm.addNestedPass<func::FuncOp>(createExplicitGatherScatterBatchingPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createManualAxesCleanupPass());
  pm.addPass(createAddDataFlowEdgesPass());
  if (options.dedupFunctionsFully) {
    pm.addPass(createApplyShardingConstraintsPass(
        {options.debugShardingOrigins, options.debugPropagationEdgeSharding}));
    // After the constraints, so that group members they sharded are seen.
    pm.addPass(createShardingGroupImportPass());
  }
}

namespace {
struct ImportPipelineOptions
    : public PassPipelineOptions<ImportPipelineOptions> {
  Option<bool> dedupFunctionsFully{
      *this, "dedup-functions-fully",
      llvm::cl::desc("Whether to dedup functions fully."),
      llvm::cl::init(false)};
};
} // namespace

void registerImportPipeline() {
  PassPipelineRegistration<ImportPipelineOptions>(
      "sdy-import-pipeline",
      "Run a sequence of import passes needed as a pre-processing step for "
      "Shardy propagation",
      [](OpPassManager &pm, const ImportPipelineOptions &options) {
        ImportOptions importOptions;
        importOptions.dedupFunctionsFully = options.dedupFunctionsFully;
        addImportPipeline(pm, importOptions);
      });
}

} // namespace hlokit::sdy
