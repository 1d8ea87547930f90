//===- PropagationPipelineTest.cpp - addPropagationPipeline's options -----===//
//
// The pipeline's C++ options, which the command line maps onto: the export
// after propagation, and what each option keeps from it.
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

// A constraint to "b" on an argument sharded "a", in a sharding group.
constexpr const char *kProgram = R"mlir(
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"b"}, {}]> : tensor<8x8xf32>
  sdy.sharding_group %0 group_id = 7 : tensor<8x8xf32>
  %1 = stablehlo.abs %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
)mlir";

class PropagationPipelineTest : public ::testing::Test {
protected:
  PropagationPipelineTest() {
    ctx.loadDialect<SdyDialect, stablehlo::StableHLODialect,
                    func::FuncDialect>();
  }

  /// The names of the ops of @main after the pipeline with `options`, and
  /// the sharding of the abs.
  std::string runPipeline(const PropagationPipelineOptions &options) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kProgram, &ctx);
    PassManager pm(&ctx);
    addPropagationPipeline(pm, options);
    EXPECT_TRUE(succeeded(pm.run(*module)));
    std::string text;
    llvm::raw_string_ostream os(text);
    module->walk([&](Operation *op) {
      if (op->getParentOp() && isa<func::FuncOp>(op->getParentOp()))
        os << op->getName() << " ";
      if (isa<stablehlo::AbsOp>(op))
        os << op->getAttr(kShardingAttr) << " ";
    });
    return text;
  }

  MLIRContext ctx;
};

TEST_F(PropagationPipelineTest, ExportsByDefault) {
  EXPECT_EQ(runPipeline({}),
            "sdy.reshard stablehlo.abs #sdy.sharding_per_value<[<@mesh, "
            "[{\"b\"}, {}]>]> func.return ");
}

TEST_F(PropagationPipelineTest, AvoidExportForPartitioningKeepsConstraints) {
  PropagationPipelineOptions options;
  options.avoidExportForPartitioning = true;
  EXPECT_EQ(runPipeline(options),
            "sdy.sharding_constraint sdy.sharding_group stablehlo.abs "
            "#sdy.sharding_per_value<[<@mesh, [{\"b\"}, {}]>]> func.return ");
}

TEST_F(PropagationPipelineTest, ExplicitCollectives) {
  PropagationPipelineOptions options;
  options.enableInsertExplicitCollectives = true;
  EXPECT_EQ(runPipeline(options),
            "sdy.collective_permute stablehlo.abs #sdy.sharding_per_value<[<@"
            "mesh, [{\"b\"}, {}]>]> func.return ");
}

TEST_F(PropagationPipelineTest, KeepShardingRules) {
  PropagationPipelineOptions options;
  options.propagation.keepShardingRules = true;
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kProgram, &ctx);
  PassManager pm(&ctx);
  addPropagationPipeline(pm, options);
  ASSERT_TRUE(succeeded(pm.run(*module)));
  int rules = 0;
  module->walk(
      [&](stablehlo::AbsOp op) { rules += op->hasAttr("sdy.sharding_rule"); });
  EXPECT_EQ(rules, 1);
}

} // namespace
