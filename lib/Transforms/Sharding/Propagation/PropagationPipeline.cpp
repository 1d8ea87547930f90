//===- PropagationPipeline.cpp - sdy-propagation-pipeline -----------------===//

#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace hlokit::sdy {

void addPropagationPipeline(OpPassManager &pm,
                            const PropagationOptions &options) {
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
      "Runs Shardy's import passes, then user-priority propagation",
      [](OpPassManager &pm, const PropagationPipelineOptions &options) {
        PropagationOptions propagationOptions;
        propagationOptions.keepShardingRules = options.keepShardingRules;
        propagationOptions.conservativePropagation =
            options.conservativePropagation;
        addPropagationPipeline(pm, propagationOptions);
      });
}

} // namespace hlokit::sdy
