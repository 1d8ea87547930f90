//===- JvpPass.cpp - --hlokit-jvp ----------------------------------------===//

#include "hlokit/Autodiff/Autodiff.h"
#include "hlokit/Autodiff/Passes.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace hlokit::autodiff {

#define GEN_PASS_DEF_HLOKITJVP
#include "hlokit/Autodiff/Passes.h.inc"

namespace {

struct JvpPass : impl::HLOKitJvpBase<JvpPass> {
  using HLOKitJvpBase::HLOKitJvpBase;

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    auto function = module.lookupSymbol<mlir::func::FuncOp>(functionName);
    if (!function) {
      module.emitError("hlokit-jvp: no function named '")
          << functionName << "'";
      return signalPassFailure();
    }
    if (mlir::failed(buildJvp(function)))
      signalPassFailure();
  }
};

} // namespace
} // namespace hlokit::autodiff
