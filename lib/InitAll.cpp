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
#include "hlokit/Transforms/Sharding/Partition/PartitionPipeline.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"
#include "hlokit/Transforms/Sharding/Passes.h"
#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/Passes.h"

namespace hlokit {

void registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<stablehlo::StableHLODialect, chlo::CHLODialect,
                  check::CheckDialect, interpreter::InterpreterDialect,
                  sdy::SdyDialect, vhlo::VhloDialect, mlir::func::FuncDialect,
                  mlir::quant::QuantDialect>();
  // What upstream's tools read next to StableHLO: sparse_tensor encodings,
  // and the arith, scf and tensor ops of mixed programs
  // (allow-other-dialects).
  registry.insert<mlir::sparse_tensor::SparseTensorDialect,
                  mlir::arith::ArithDialect, mlir::scf::SCFDialect,
                  mlir::tensor::TensorDialect>();
  mlir::func::registerInlinerExtension(registry);
}

void registerAllPasses() {
  mlir::registerTransformsPasses();
  registerHLOKitTransformsPasses();
  registerAnalysisPasses();
  autodiff::registerHLOKitAutodiffPasses();
  registerHLOKitBoundedPasses();
  vhlo::registerVhloConversionPasses();
  vhlo::registerVhloPipelines();
  gspmd::registerShardingConversionPasses();
  sdy::registerHLOKitShardingPasses();
  sdy::registerHLOKitShardingImportPasses();
  sdy::registerHLOKitShardingPartitionPasses();
  sdy::registerImportPipeline();
  sdy::registerPropagationPassesAndPipeline();
  sdy::registerPartitionPipeline();
  sdy::registerHLOKitShardingExportPasses();
}

} // namespace hlokit
