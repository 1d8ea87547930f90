//===- Pipelines.cpp - upstream's pipelines over the vhlo passes ----------===//
//
// `stablehlo-deserialize`, under upstream's name: what reads an artifact,
// every vhlo op to its current version and then to stablehlo.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/VHLO/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace hlokit::vhlo {

void buildStablehloDeserializePipeline(OpPassManager &pm) {
  pm.addPass(createVhloToVersionPass({/*target=*/"current"}));
  pm.addPass(createVhloToStablehloPass());
}

void registerVhloPipelines() {
  PassPipelineRegistration<>(
      "stablehlo-deserialize",
      "Upgrades the vhlo ops of a portable artifact to the current version "
      "and converts them to stablehlo (upstream's pipeline)",
      buildStablehloDeserializePipeline);
}

} // namespace hlokit::vhlo
