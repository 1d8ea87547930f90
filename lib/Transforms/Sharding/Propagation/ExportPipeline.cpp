//===- ExportPipeline.cpp - sdy-export-pipeline ---------------------------===//
//
// Shardy's export pipeline: the passes after propagation that leave a
// module with closed shardings and explicit reshards. It runs export and
// partition passes, so it lives with the propagation pipeline, above them.
// Shardy's dump points are not there (docs/sharding.md, "Not done yet").
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace hlokit::sdy {

namespace {

/// A canonicalizer running only the patterns labelled `label` (besides
/// folding and erasing dead ops).
void addCanonicalizer(OpPassManager &pm, StringRef label) {
  pm.addPass(createCanonicalizerPass(GreedyRewriteConfig(),
                                     /*disabledPatterns=*/{},
                                     /*enabledPatterns=*/{label.str()}));
}

/// The unreduced axes checked, explicit reshards, chosen ops partitioned
/// alone or the reshards made collectives when asked, the collectives'
/// canonicalization, and those CMV1 does itself removed when asked.
void addPartitioner(OpPassManager &pm, const ExportOptions &options) {
  pm.addNestedPass<func::FuncOp>(createVerifyUnreducedAxesPass());
  InsertExplicitReshardsPassOptions reshards;
  reshards.enableFullVersion = options.enableInsertExplicitCollectives ||
                               options.enablePerInstructionPartitioning;
  pm.addNestedPass<func::FuncOp>(createInsertExplicitReshardsPass(reshards));
  if (options.enablePerInstructionPartitioning) {
    PerInstructionPartitioningPassOptions perInstruction;
    perInstruction.filter = options.perInstructionPartitioningFilter;
    perInstruction.replicaCount = options.replicaCount;
    perInstruction.partitionCount = options.partitionCount;
    pm.addPass(createPerInstructionPartitioningPass(perInstruction));
  } else if (options.enableInsertExplicitCollectives) {
    addCanonicalizer(pm, kReshardLabel);
    pm.addNestedPass<func::FuncOp>(createReshardToCollectivesPass());
  }
  // May fuse the all-slices made above with all-reduces before them into
  // reduce-scatters.
  addCanonicalizer(pm, kCollectiveLabel);
  if (options.enableInsertExplicitCollectives &&
      options.removeAllGatherReduceScatterForCMV1)
    pm.addNestedPass<func::FuncOp>(
        createRemoveAllGatherReduceScatterForCMV1Pass());
}

/// Shardy's `ExportOptions` on the command line, those hlokit has.
struct ExportPipelineOptions : PassPipelineOptions<ExportPipelineOptions> {
  Option<int64_t> replicaCount{
      *this, "replica-count",
      llvm::cl::desc("Number of replicas (data parallelism)."),
      llvm::cl::init(1)};
  Option<int64_t> partitionCount{
      *this, "partition-count",
      llvm::cl::desc("Number of partitions (model parallelism)."),
      llvm::cl::init(1)};
  Option<bool> avoidExportForPartitioning{
      *this, "avoid-export-for-partitioning",
      llvm::cl::desc("Avoid exporting the module for partitioning so that the "
                     "module will be compatible for another round of "
                     "propagation."),
      llvm::cl::init(false)};
  Option<bool> enableInsertExplicitCollectives{
      *this, "enable-insert-explicit-collectives",
      llvm::cl::desc("Enable inserting explicit collective ops during export."),
      llvm::cl::init(false)};
  Option<bool> removeAllGatherReduceScatterForCMV1{
      *this, "remove-all-gather-reduce-scatter-for-cmv1",
      llvm::cl::desc("Remove all-gather and reduce-scatter ops for CMV1."),
      llvm::cl::init(false)};
  Option<bool> enablePerInstructionPartitioning{
      *this, "enable-per-instruction-partitioning",
      llvm::cl::desc("Enable selective per-instruction partitioning and "
                     "sdy.manual_computation wrapping."),
      llvm::cl::init(false)};
  Option<std::string> perInstructionPartitioningFilter{
      *this, "per-instruction-partitioning-filter",
      llvm::cl::desc("Filter string for selective partitioning (e.g. 'dot, "
                     "pad', 'selectLow=0, selectHigh=10')."),
      llvm::cl::init("")};
  Option<bool> keepShardingRules{
      *this, "keep-sharding-rules",
      llvm::cl::desc("Keep sdy.sharding_rule attrs."), llvm::cl::init(false)};
  Option<bool> dumpShardingOrigins{
      *this, "dump-sharding-origins",
      llvm::cl::desc("Sink sdy.sharding_origins attr."), llvm::cl::init(false)};
  Option<bool> dumpPropagationEdges{
      *this, "dump-propagation-edges",
      llvm::cl::desc("Sink sdy.propagation_edges attr."),
      llvm::cl::init(false)};
  Option<bool> updateNonDivisibleInputOutputShardings{
      *this, "update-non-divisible-input-output-shardings",
      llvm::cl::desc("Update axes with non-divisible input/output shardings."),
      llvm::cl::init(true)};
  Option<bool> inlineMeshes{*this, "inline-meshes",
                            llvm::cl::desc("Inline meshes in shardings."),
                            llvm::cl::init(true)};
};

} // namespace

void addExportPipeline(OpPassManager &pm, const ExportOptions &options) {
  pm.addNestedPass<func::FuncOp>(createConstantOrScalarMergerPass());
  pm.addNestedPass<func::FuncOp>(createSinkDataFlowEdgesPass(
      {options.dumpShardingOrigins, options.dumpPropagationEdges}));
  if (!options.avoidExportForPartitioning) {
    pm.addPass(createRemoveShardingGroupsPass());
    pm.addNestedPass<func::FuncOp>(createShardingConstraintToReshardPass());
  }
  if (options.updateNonDivisibleInputOutputShardings) {
    pm.addPass(createUpdateNonDivisibleInputOutputShardingsPass());
    pm.addPass(createRemoveSubAxesInInputOutputShardingsPass());
  }
  pm.addPass(createCloseShardingsPass());
  if (!options.avoidExportForPartitioning)
    addPartitioner(pm, options);
  // The debug info was kept for the dump after propagation.
  if (options.dumpShardingOrigins || options.dumpPropagationEdges)
    pm.addPass(createRemovePropagationDebugInfoPass());
  if (!options.keepShardingRules)
    pm.addNestedPass<func::FuncOp>(createDropShardingRulesPass());
  if (!options.avoidExportForPartitioning && options.inlineMeshes)
    pm.addPass(createInlineMeshesPass());
}

void registerExportPipeline() {
  PassPipelineRegistration<ExportPipelineOptions>(
      "sdy-export-pipeline",
      "Run a sequence of export passes needed as a post-processing step for "
      "Shardy propagation",
      [](OpPassManager &pm, const ExportPipelineOptions &cl) {
        ExportOptions options;
        options.avoidExportForPartitioning = cl.avoidExportForPartitioning;
        options.enableInsertExplicitCollectives =
            cl.enableInsertExplicitCollectives;
        options.removeAllGatherReduceScatterForCMV1 =
            cl.removeAllGatherReduceScatterForCMV1;
        options.enablePerInstructionPartitioning =
            cl.enablePerInstructionPartitioning;
        options.perInstructionPartitioningFilter =
            cl.perInstructionPartitioningFilter;
        options.replicaCount = cl.replicaCount;
        options.partitionCount = cl.partitionCount;
        options.keepShardingRules = cl.keepShardingRules;
        options.dumpShardingOrigins = cl.dumpShardingOrigins;
        options.dumpPropagationEdges = cl.dumpPropagationEdges;
        options.updateNonDivisibleInputOutputShardings =
            cl.updateNonDivisibleInputOutputShardings;
        options.inlineMeshes = cl.inlineMeshes;
        addExportPipeline(pm, options);
      });
}

} // namespace hlokit::sdy
