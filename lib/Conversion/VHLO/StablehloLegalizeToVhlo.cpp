//===- StablehloLegalizeToVhlo.cpp - upstream's first half of writing -----===//
//
// Upstream writes an artifact in two passes: `stablehlo-legalize-to-vhlo`
// (every op to the current version of its vhlo op) and `vhlo-to-version`
// (each op down to a target). hlokit registers both under those names, so
// upstream's pipelines and test RUN lines work as they are.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/VHLO/Passes.h"
#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/Dialect/VHLO/VhloOps.h"

namespace hlokit::vhlo {
#define GEN_PASS_DEF_STABLEHLOLEGALIZETOVHLOPASS
#include "hlokit/Conversion/VHLO/Passes.h.inc"
} // namespace hlokit::vhlo

using namespace mlir;
using namespace hlokit::vhlo;

namespace {

struct StablehloLegalizeToVhloPass
    : hlokit::vhlo::impl::StablehloLegalizeToVhloPassBase<
          StablehloLegalizeToVhloPass> {
  using StablehloLegalizeToVhloPassBase::StablehloLegalizeToVhloPassBase;
  void runOnOperation() override {
    if (failed(legalizeToVhlo(getOperation(), allowOtherDialects)))
      signalPassFailure();
  }
};

} // namespace
