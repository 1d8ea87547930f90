//===- Passes.h - Shardy's sharding propagation passes ----------*- C++ -*-===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Transforms/Sharding/Propagation/Propagation.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace hlokit::sdy {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "hlokit/Transforms/Sharding/Propagation/Passes.h.inc"

/// What Shardy's `PropagationOptions` say about the whole pipeline.
struct PropagationPipelineOptions {
  PropagationOptions propagation;
  /// Keep calls (bridged by func data flow edges) instead of inlining a
  /// copy of the callee per call.
  bool dedupFunctionsFully = false;
  /// Leave sharding groups, constraints and conflicts for another round of
  /// propagation.
  bool avoidExportForPartitioning = false;
  /// Resolve every conflict with reshards and turn them into collectives.
  bool enableInsertExplicitCollectives = false;
  /// Make the main function's inputs and outputs evenly sharded.
  bool updateNonDivisibleInputOutputShardings = true;
};

/// Adds Shardy's propagation pipeline: the import pipeline; with
/// `dedupFunctionsFully` func data flow edges, else the call graph
/// flattened, calls imported as named computations, sharding constraints
/// applied and sharding groups imported; funcs in pre-order; user-priority
/// propagation; the call graph exported back; then Shardy's export
/// pipeline (docs/sharding.md, "Propagation").
void addPropagationPipeline(mlir::OpPassManager &pm,
                            const PropagationPipelineOptions &options = {});

/// Registers the passes and `sdy-propagation-pipeline`.
void registerPropagationPassesAndPipeline();

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES_H
