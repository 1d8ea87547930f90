//===- ImportPipeline.h - Shardy's import pipeline --------------*- C++ -*-===//
//
// The passes that prepare a module for Shardy propagation, in Shardy's order
// (docs/sharding.md, "Import passes").
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_IMPORT_IMPORTPIPELINE_H
#define HLOKIT_TRANSFORMS_SHARDING_IMPORT_IMPORTPIPELINE_H

#include "mlir/Pass/PassManager.h"

namespace hlokit::sdy {

/// The fields of Shardy's `PropagationOptions` that its import pipeline
/// reads, with Shardy's defaults.
struct ImportOptions {
  /// Whether functions are deduplicated fully (Shardy's aggressive mode):
  /// then the import applies sharding constraints and imports sharding
  /// groups itself; otherwise the propagation pipeline does, after it
  /// flattened the call graph.
  bool dedupFunctionsFully = false;
  /// Whether to raise gather/scatter with iota-concatenated indices to
  /// explicit batching dims.
  bool enableExplicitGatherScatterBatching = false;
  /// Propagation's debug options, for `sdy-apply-sharding-constraints`.
  bool debugShardingOrigins = false;
  bool debugPropagationEdgeSharding = false;
};

/// Adds Shardy's import pipeline to `pm`, which runs on a module.
void addImportPipeline(mlir::OpPassManager &pm,
                       const ImportOptions &options = {});

/// Registers `--sdy-import-pipeline` (option `dedup-functions-fully`).
void registerImportPipeline();

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_IMPORT_IMPORTPIPELINE_H
