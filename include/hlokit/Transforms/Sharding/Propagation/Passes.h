//===- Passes.h - Shardy's sharding propagation passes ----------*- C++ -*-===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Transforms/Sharding/Propagation/Propagation.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

#include <string>

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

/// What Shardy's `ExportOptions` say (those hlokit has), with Shardy's
/// defaults.
struct ExportOptions {
  /// Leave sharding groups, constraints and conflicts for another round of
  /// propagation.
  bool avoidExportForPartitioning = false;
  /// Resolve every conflict with reshards and turn them into collectives.
  bool enableInsertExplicitCollectives = false;
  /// With explicit collectives, take all-gathers into dots and
  /// reduce-scatters of dots back out for XLA's collective matmul V1.
  bool removeAllGatherReduceScatterForCMV1 = false;
  /// Partition the ops `perInstructionPartitioningFilter` picks, each alone
  /// in an sdy.manual_computation, instead of making collectives explicit.
  bool enablePerInstructionPartitioning = false;
  std::string perInstructionPartitioningFilter;
  /// The device grid of per-instruction partitioning.
  int64_t replicaCount = 1;
  int64_t partitionCount = 1;
  bool keepShardingRules = false;
  /// Sink propagation's debug info with the data-flow edges (then drop it
  /// at the end).
  bool dumpShardingOrigins = false;
  bool dumpPropagationEdges = false;
  /// Make the main function's inputs and outputs evenly sharded.
  bool updateNonDivisibleInputOutputShardings = true;
  /// Write meshes into the shardings (`sdy-inline-meshes`).
  bool inlineMeshes = true;
};

/// Adds Shardy's export pipeline: constants and scalars merged, data-flow
/// edges sunk, groups removed and constraints made reshards, input and
/// output shardings made divisible, shardings closed, explicit reshards
/// (and collectives, and CMV1's removed; or chosen ops partitioned alone),
/// debug info removed, rules dropped,
/// meshes inlined, as `options` say (docs/sharding.md, "Propagation").
void addExportPipeline(mlir::OpPassManager &pm,
                       const ExportOptions &options = {});

/// Registers `sdy-export-pipeline`.
void registerExportPipeline();

/// Registers the passes, `sdy-propagation-pipeline` and
/// `sdy-export-pipeline`.
void registerPropagationPassesAndPipeline();

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES_H
