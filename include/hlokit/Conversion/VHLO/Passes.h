//===- Passes.h - passes between stablehlo and vhlo -------------*- C++ -*-===//

#ifndef HLOKIT_CONVERSION_VHLO_PASSES_H
#define HLOKIT_CONVERSION_VHLO_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit::vhlo {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "hlokit/Conversion/VHLO/Passes.h.inc"

/// Upstream's `stablehlo-deserialize`: vhlo-to-version{target=current}, then
/// vhlo-legalize-to-stablehlo.
void buildStablehloDeserializePipeline(mlir::OpPassManager &pm);
/// Registers the pipeline above under upstream's name.
void registerVhloPipelines();

} // namespace hlokit::vhlo

#endif // HLOKIT_CONVERSION_VHLO_PASSES_H
