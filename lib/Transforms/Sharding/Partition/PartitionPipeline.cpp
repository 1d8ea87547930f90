//===- PartitionPipeline.cpp - --hlokit-partition -------------------------===//

#include "hlokit/Transforms/Sharding/Partition/PartitionPipeline.h"

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"
#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace hlokit::sdy {

void addPartitionPipeline(OpPassManager &pm,
                          const PartitionPipelineOptions &options) {
  addPropagationPipeline(pm);
  pm.addNestedPass<func::FuncOp>(createSinkDataFlowEdgesPass());
  pm.addPass(createRemoveShardingGroupsPass());
  pm.addNestedPass<func::FuncOp>(createShardingConstraintToReshardPass());
  pm.addPass(createCloseShardingsPass());
  // The full version: every conflict is resolved, not only dots', so
  // that what global to local gets computes the global program's values.
  InsertExplicitReshardsPassOptions reshards;
  reshards.enableFullVersion = true;
  pm.addNestedPass<func::FuncOp>(createInsertExplicitReshardsPass(reshards));
  pm.addPass(createResolvePermutationFactorsPass());
  pm.addNestedPass<func::FuncOp>(createReshardToCollectivesPass());
  pm.addNestedPass<func::FuncOp>(createPadForDivisibilityPass());
  ResolveSingleDeviceShardingPassOptions singleDevice;
  singleDevice.replicaCount = options.replicaCount;
  singleDevice.partitionCount = options.partitionCount;
  pm.addNestedPass<func::FuncOp>(
      createResolveSingleDeviceShardingPass(singleDevice));
  ConvertGlobalToLocalPassOptions local;
  local.replicaCount = options.replicaCount;
  local.partitionCount = options.partitionCount;
  pm.addPass(createConvertGlobalToLocalPass(local));
  if (options.dropShardings)
    pm.addPass(createDropShardingAndMeshPass());
}

void registerPartitionPipeline() {
  PassPipelineRegistration<>(
      "hlokit-partition",
      "Propagates a module's sdy shardings and partitions it into the "
      "program each device runs (Shardy's passes, in its order)",
      [](OpPassManager &pm) { addPartitionPipeline(pm); });
}

} // namespace hlokit::sdy
