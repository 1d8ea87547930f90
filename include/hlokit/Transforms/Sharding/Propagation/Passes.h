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

/// Adds Shardy's propagation pipeline: the import passes, then user-priority
/// propagation with `options`.
void addPropagationPipeline(mlir::OpPassManager &pm,
                            const PropagationOptions &options = {});

/// Registers the passes and `sdy-propagation-pipeline`.
void registerPropagationPassesAndPipeline();

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES_H
