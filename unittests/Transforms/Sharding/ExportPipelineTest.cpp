//===- ExportPipelineTest.cpp - addExportPipeline's options ---------------===//
//
// The export pipeline's C++ options that choose what happens to explicit
// reshards: collectives, CMV1's removed, or chosen ops partitioned alone.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit;
using namespace hlokit::sdy;

namespace {

// The dot's first operand must be gathered along "x".
constexpr const char *kProgram = R"mlir(
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(
    %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
    %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>})
    -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
)mlir";

class ExportPipelineTest : public ::testing::Test {
protected:
  ExportPipelineTest() {
    ctx.loadDialect<SdyDialect, stablehlo::StableHLODialect,
                    func::FuncDialect>();
  }

  /// The names of the ops directly in @main after the pipeline with
  /// `options`.
  std::string runPipeline(const ExportOptions &options) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kProgram, &ctx);
    PassManager pm(&ctx);
    addExportPipeline(pm, options);
    EXPECT_TRUE(succeeded(pm.run(*module)));
    std::string text;
    llvm::raw_string_ostream os(text);
    module->walk([&](Operation *op) {
      if (op->getParentOp() && isa<func::FuncOp>(op->getParentOp()))
        os << op->getName() << " ";
    });
    return text;
  }

  MLIRContext ctx;
};

TEST_F(ExportPipelineTest, ExplicitCollectives) {
  ExportOptions options;
  options.enableInsertExplicitCollectives = true;
  EXPECT_EQ(runPipeline(options),
            "sdy.all_gather stablehlo.dot sdy.all_to_all func.return ");
}

TEST_F(ExportPipelineTest, CMV1RemovesTheGatherOfTheDotsOperand) {
  ExportOptions options;
  options.enableInsertExplicitCollectives = true;
  options.removeAllGatherReduceScatterForCMV1 = true;
  EXPECT_EQ(runPipeline(options), "stablehlo.dot sdy.all_to_all func.return ");
  // Without explicit collectives there is nothing to remove.
  options.enableInsertExplicitCollectives = false;
  EXPECT_EQ(runPipeline(options), "stablehlo.dot func.return ");
}

TEST_F(ExportPipelineTest, PerInstructionPartitioning) {
  ExportOptions options;
  options.enablePerInstructionPartitioning = true;
  options.perInstructionPartitioningFilter = "dot";
  // The full reshards, then the dot alone partitioned; no collectives.
  EXPECT_EQ(runPipeline(options),
            "sdy.reshard sdy.manual_computation sdy.reshard func.return ");
  options.perInstructionPartitioningFilter = "selectHigh=0";
  EXPECT_EQ(runPipeline(options),
            "sdy.manual_computation stablehlo.dot sdy.reshard func.return ");
}

} // namespace
