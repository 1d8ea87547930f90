//===- VjpPass.cpp - --hlokit-vjp ----------------------------------------===//

#include "hlokit/Autodiff/Autodiff.h"
#include "hlokit/Autodiff/Passes.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace hlokit::autodiff {

#define GEN_PASS_DEF_HLOKITVJP
#include "hlokit/Autodiff/Passes.h.inc"

namespace {

struct VjpPass : impl::HLOKitVjpBase<VjpPass> {
  using HLOKitVjpBase::HLOKitVjpBase;

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    auto function = module.lookupSymbol<mlir::func::FuncOp>(functionName);
    if (!function) {
      module.emitError("hlokit-vjp: no function named '")
          << functionName << "'";
      return signalPassFailure();
    }
    if (mlir::failed(buildVjp(function, wrt)))
      signalPassFailure();
  }
};

} // namespace
} // namespace hlokit::autodiff
