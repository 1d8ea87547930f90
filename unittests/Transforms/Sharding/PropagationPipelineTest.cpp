//===- PropagationPipelineTest.cpp - the sharding pipelines' options ------===//
//
// addPropagationPipeline's C++ options, which the command line maps onto:
// the export after propagation, and what each option keeps from it; and
// addExportPipeline's, which choose what happens to explicit reshards:
// collectives, CMV1's removed, or chosen ops partitioned alone.
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

/// The names of the ops directly in the functions of `program` after
/// `addPipeline`'s passes ran on it, each followed by what `describe` adds.
std::string listOpsAfter(
    MLIRContext &ctx, StringRef program,
    function_ref<void(PassManager &)> addPipeline,
    function_ref<void(Operation *, llvm::raw_ostream &)> describe = {}) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(program, &ctx);
  PassManager pm(&ctx);
  addPipeline(pm);
  EXPECT_TRUE(succeeded(pm.run(*module)));
  std::string text;
  llvm::raw_string_ostream os(text);
  module->walk([&](Operation *op) {
    if (op->getParentOp() && isa<func::FuncOp>(op->getParentOp()))
      os << op->getName() << " ";
    if (describe)
      describe(op, os);
  });
  return text;
}

class PropagationPipelineTest : public ::testing::Test {
protected:
  PropagationPipelineTest() {
    ctx.loadDialect<SdyDialect, stablehlo::StableHLODialect,
                    func::FuncDialect>();
  }

  /// The names of the ops of @main after the pipeline with `options`, and
  /// the sharding of the abs.
  std::string runPipeline(const PropagationPipelineOptions &options) {
    return listOpsAfter(
        ctx, kProgram,
        [&](PassManager &pm) { addPropagationPipeline(pm, options); },
        [](Operation *op, llvm::raw_ostream &os) {
          if (isa<stablehlo::AbsOp>(op))
            os << op->getAttr(kShardingAttr) << " ";
        });
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

// The dot's first operand must be gathered along "x".
constexpr const char *kDotProgram = R"mlir(
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
    return listOpsAfter(ctx, kDotProgram, [&](PassManager &pm) {
      addExportPipeline(pm, options);
    });
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
