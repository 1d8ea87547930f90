//===- PropagationPipeline.cpp - sdy-propagation-pipeline -----------------===//
//
// Shardy's propagation pipeline: import, propagation, and the export passes
// that leave a module with closed shardings and explicit reshards. It runs
// passes of every stage, so it lives in a library above them all.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/ImportPipeline.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace hlokit::sdy {

namespace {

/// Before propagation: the call graph as propagation sees it. Conservative
/// mode inlines every call as a named computation of its own; with
/// `dedupFunctionsFully` calls stay, bridged by func data flow edges.
void addCallGraphImport(OpPassManager &pm, bool dedupFunctionsFully,
                        const PropagationOptions &propagation) {
  if (dedupFunctionsFully) {
    pm.addPass(createAddFuncDataFlowEdgesPass());
    return;
  }
  pm.addPass(createFlattenCallGraphPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createImportFuncCallsPass());
  pm.addPass(createSymbolDCEPass());
  // Constraints and groups are imported once every call is inlined.
  pm.addPass(createApplyShardingConstraintsPass(
      {propagation.debugShardingOrigins,
       propagation.debugPropagationEdgeSharding}));
  pm.addPass(createShardingGroupImportPass());
}

/// After propagation: calls of functions again, one function per original
/// and shardings, and calls sharded as their callees.
void addCallGraphExport(OpPassManager &pm, bool dedupFunctionsFully) {
  if (dedupFunctionsFully) {
    pm.addPass(createPropagateToFuncResultsPass());
    pm.addNestedPass<func::FuncOp>(createSinkFuncDataFlowEdgesPass());
  } else {
    pm.addPass(createExportNamedComputationsPass());
    pm.addPass(createPropagateToFuncResultsPass());
  }
  pm.addPass(createUnflattenCallGraphPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createInsertFuncCallReshardsPass());
}

} // namespace

void addPropagationPipeline(OpPassManager &pm,
                            const PropagationPipelineOptions &options) {
  ImportOptions importOptions;
  importOptions.dedupFunctionsFully = options.dedupFunctionsFully;
  importOptions.debugShardingOrigins = options.propagation.debugShardingOrigins;
  importOptions.debugPropagationEdgeSharding =
      options.propagation.debugPropagationEdgeSharding;
  addImportPipeline(pm, importOptions);
  addCallGraphImport(pm, options.dedupFunctionsFully, options.propagation);
  pm.addPass(createPreOrderFuncsPass());
  // The export pipeline drops the rules, unless told to keep them.
  UserPriorityPropagationPassOptions passOptions;
  passOptions.keepShardingRules = true;
  passOptions.conservativePropagation =
      options.propagation.conservativePropagation;
  passOptions.propagationStrategy = options.propagation.strategy;
  passOptions.runOpPriorityPropagation =
      options.propagation.runOpPriorityPropagation;
  passOptions.debugShardingOrigins = options.propagation.debugShardingOrigins;
  passOptions.debugPropagationEdgeSharding =
      options.propagation.debugPropagationEdgeSharding;
  pm.addPass(createUserPriorityPropagationPass(passOptions));
  addCallGraphExport(pm, options.dedupFunctionsFully);
  // Shardy's pipeline on the command line doesn't inline meshes.
  ExportOptions exportOptions;
  exportOptions.avoidExportForPartitioning = options.avoidExportForPartitioning;
  exportOptions.enableInsertExplicitCollectives =
      options.enableInsertExplicitCollectives;
  exportOptions.keepShardingRules = options.propagation.keepShardingRules;
  exportOptions.dumpShardingOrigins = options.propagation.debugShardingOrigins;
  exportOptions.dumpPropagationEdges =
      options.propagation.debugPropagationEdgeSharding;
  exportOptions.updateNonDivisibleInputOutputShardings =
      options.updateNonDivisibleInputOutputShardings;
  exportOptions.inlineMeshes = false;
  addExportPipeline(pm, exportOptions);
}

namespace {

/// Shardy registers only `dedup-functions-fully`; the others are the
/// fields of its `PropagationOptions` (and `ExportOptions`) under the names
/// its passes give them.
struct PipelineCommandLineOptions
    : PassPipelineOptions<PipelineCommandLineOptions> {
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
  Option<bool> updateNonDivisibleInputOutputShardings{
      *this, "update-non-divisible-input-output-shardings",
      llvm::cl::desc("Update axes with non-divisible input/output shardings."),
      llvm::cl::init(true)};
  Option<bool> debugShardingOrigins{
      *this, "debug-sharding-origins",
      llvm::cl::desc(
          "whether to save information about the origin of a sharding on the "
          "MLIR module. These would be the shardings on the function inputs, "
          "outputs, sharding constraints and manual computations before "
          "propagation."),
      llvm::cl::init(false)};
  Option<bool> debugPropagationEdgeSharding{
      *this, "debug-propagation-edge-sharding",
      llvm::cl::desc(
          "whether to save information about the SSA value edges of how a "
          "sharding on the MLIR module propagated around. These are from "
          "which operand/result a sharding was propagated to a given op."),
      llvm::cl::init(false)};
  Option<std::string> dumpDirectory{
      *this, "dump-directory",
      llvm::cl::desc("accepted for Shardy compatibility and ignored: hlokit "
                     "dumps no modules"),
      llvm::cl::init("")};
};

} // namespace

void registerPropagationPassesAndPipeline() {
  registerHLOKitShardingPropagationPasses();
  registerExportPipeline();
  PassPipelineRegistration<PipelineCommandLineOptions>(
      "sdy-propagation-pipeline",
      "Runs the SDY propagation pass, preceded by a sequence of import passes "
      "needed as a pre-processing step for propagation",
      [](OpPassManager &pm, const PipelineCommandLineOptions &cl) {
        PropagationPipelineOptions options;
        options.dedupFunctionsFully = cl.dedupFunctionsFully;
        options.propagation.keepShardingRules = cl.keepShardingRules;
        options.propagation.conservativePropagation =
            cl.conservativePropagation;
        options.propagation.debugShardingOrigins = cl.debugShardingOrigins;
        options.propagation.debugPropagationEdgeSharding =
            cl.debugPropagationEdgeSharding;
        options.avoidExportForPartitioning = cl.avoidExportForPartitioning;
        options.enableInsertExplicitCollectives =
            cl.enableInsertExplicitCollectives;
        options.updateNonDivisibleInputOutputShardings =
            cl.updateNonDivisibleInputOutputShardings;
        addPropagationPipeline(pm, options);
      });
}

} // namespace hlokit::sdy
