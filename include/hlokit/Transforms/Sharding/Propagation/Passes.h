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

/// Adds Shardy's propagation pipeline: the import pipeline; with
/// `dedupFunctionsFully` func data flow edges, else the call graph
/// flattened, calls imported as named computations, sharding constraints
/// applied and sharding groups imported; funcs in pre-order; then
/// user-priority propagation with `options`. Unlike Shardy's it stops
/// there: no export passes.
void addPropagationPipeline(mlir::OpPassManager &pm,
                            const PropagationOptions &options = {},
                            bool dedupFunctionsFully = false);

/// Registers the passes and `sdy-propagation-pipeline`.
void registerPropagationPassesAndPipeline();

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES_H
