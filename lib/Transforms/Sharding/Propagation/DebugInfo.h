//===- DebugInfo.h - propagation steps seen by the debug options -*- C++
//-*-===//
//
// Each propagation step runs as an MLIR action. With the debug options a
// handler watches the actions and records, from the factor shardings before
// and after a step, which axes each value gained and from which operand or
// result (Import/PropagationDebugInfo.h keeps and writes them).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_DEBUGINFO_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_DEBUGINFO_H

#include "hlokit/Transforms/Sharding/Import/PropagationDebugInfo.h"
#include "hlokit/Transforms/Sharding/Propagation/ShardingProjection.h"

namespace hlokit::sdy {

/// Runs `step`, which propagates through `op` between `operands` and
/// `results` (projected through `rule` on `mesh` as `projection`, updated in
/// place) and sets `anyUpdated`, so that a recording handler sees it.
void runPropagationStep(mlir::Operation *op, mlir::ValueRange operands,
                        mlir::ValueRange results, OpShardingRuleAttr rule,
                        MeshAttr mesh, const ShardingProjection &projection,
                        const bool &anyUpdated,
                        llvm::function_ref<void()> step);

/// While alive, records into `info` the steps run on `context` (when `info`
/// is enabled).
class ScopedStepRecording {
public:
  ScopedStepRecording(mlir::MLIRContext *context, PropagationDebugInfo &info);
  ~ScopedStepRecording();

private:
  mlir::MLIRContext *context;
  bool registered;
};

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_DEBUGINFO_H
