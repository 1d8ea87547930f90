//===- InitAll.cpp - register hlokit's dialects and passes ----------------===//

#include "hlokit/InitAll.h"

#include "hlokit/Analysis/Passes.h"
#include "hlokit/Autodiff/Passes.h"
#include "hlokit/Conversion/Sharding/Passes.h"
#include "hlokit/Conversion/VHLO/Passes.h"
#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/Check/CheckOps.h"
#include "hlokit/Dialect/Interpreter/InterpreterOps.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/VHLO/VhloOps.h"
#include "hlokit/Transforms/Bounded/Passes.h"
#include "hlokit/Transforms/Passes.h"
#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/ImportPipeline.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"
#include "hlokit/Transforms/Sharding/Passes.h"
#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Transforms/Passes.h"

namespace hlokit {

void registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<stablehlo::StableHLODialect, chlo::CHLODialect,
                  check::CheckDialect, interpreter::InterpreterDialect,
                  sdy::SdyDialect, vhlo::VhloDialect, mlir::func::FuncDialect,
                  mlir::quant::QuantDialect>();
  mlir::func::registerInlinerExtension(registry);
}

void registerAllPasses() {
  mlir::registerTransformsPasses();
  registerHLOKitTransformsPasses();
  registerAnalysisPasses();
  autodiff::registerHLOKitAutodiffPasses();
  registerHLOKitBoundedPasses();
  vhlo::registerVhloConversionPasses();
  gspmd::registerShardingConversionPasses();
  sdy::registerHLOKitShardingPasses();
  sdy::registerHLOKitShardingImportPasses();
  sdy::registerImportPipeline();
  sdy::registerPropagationPassesAndPipeline();
  sdy::registerHLOKitShardingExportPasses();
}

} // namespace hlokit
