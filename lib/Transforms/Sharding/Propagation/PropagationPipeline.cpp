//===- PropagationPipeline.cpp - sdy-propagation-pipeline -----------------===//

#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "hlokit/Transforms/Sharding/Import/ImportPipeline.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace hlokit::sdy {

void addPropagationPipeline(OpPassManager &pm,
                            const PropagationOptions &options,
                            bool dedupFunctionsFully) {
  ImportOptions importOptions;
  importOptions.dedupFunctionsFully = dedupFunctionsFully;
  addImportPipeline(pm, importOptions);
  if (dedupFunctionsFully) {
    pm.addPass(createAddFuncDataFlowEdgesPass());
  } else {
    // Every call gets its own copy of the callee, inlined as a named
    // computation; constraints and groups are imported after that.
    pm.addPass(createFlattenCallGraphPass());
    pm.addPass(createSymbolDCEPass());
    pm.addPass(createImportFuncCallsPass());
    pm.addPass(createSymbolDCEPass());
    pm.addPass(createApplyShardingConstraintsPass());
    pm.addPass(createShardingGroupImportPass());
  }
  pm.addPass(createPreOrderFuncsPass());
  UserPriorityPropagationPassOptions passOptions;
  passOptions.keepShardingRules = options.keepShardingRules;
  passOptions.conservativePropagation = options.conservativePropagation;
  passOptions.propagationStrategy = options.strategy;
  passOptions.runOpPriorityPropagation = options.runOpPriorityPropagation;
  pm.addPass(createUserPriorityPropagationPass(passOptions));
}

namespace {

struct PropagationPipelineOptions
    : PassPipelineOptions<PropagationPipelineOptions> {
  Option<bool> dedupFunctionsFully{
      *this, "dedup-functions-fully",
      llvm::cl::desc("Whether to dedup functions fully."),
      llvm::cl::init(false)};
  Option<bool> keepShardingRules{
      *this, "keep-sharding-rules",
      llvm::cl::desc("whether to keep existing and created op sharding rules"),
      llvm::cl::init(false)};
  Option<bool> conservativePropagation{
      *this, "conservative-propagation",
      llvm::cl::desc("whether to disallow split axes and non-divisible "
                     "sharding axes during propagation"),
      llvm::cl::init(false)};
};

} // namespace

void registerPropagationPassesAndPipeline() {
  registerHLOKitShardingPropagationPasses();
  PassPipelineRegistration<PropagationPipelineOptions>(
      "sdy-propagation-pipeline",
      "Runs the SDY propagation pass, preceded by a sequence of import passes "
      "needed as a pre-processing step for propagation",
      [](OpPassManager &pm, const PropagationPipelineOptions &options) {
        PropagationOptions propagationOptions;
        propagationOptions.keepShardingRules = options.keepShardingRules;
        propagationOptions.conservativePropagation =
            options.conservativePropagation;
        addPropagationPipeline(pm, propagationOptions,
                               options.dedupFunctionsFully);
      });
}

} // namespace hlokit::sdy
