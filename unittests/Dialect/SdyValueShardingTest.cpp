//===- SdyValueShardingTest.cpp - where sdy keeps a value's sharding ------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::sdy;

namespace {

constexpr const char *kProgram = R"mlir(
sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @empty = <[]>
sdy.mesh @other = <["z"=4]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>},
                %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}]> : tensor<8xf32>
  %1 = stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@other, [{"z"}]>]>} : tensor<8xf32>
  %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@empty, [{}]>] manual_axes={} (%arg2: tensor<8xf32>) {
    sdy.return %arg2 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  %3 = sdy.named_computation<"f">(%2) (%arg3: tensor<8xf32>) {
    sdy.return %arg3 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  %4 = stablehlo.abs %3 : tensor<8xf32>
  return %4 : tensor<8xf32>
}
)mlir";

class SdyValueSharding : public ::testing::Test {
protected:
  SdyValueSharding() {
    ctx.loadDialect<SdyDialect, hlokit::stablehlo::StableHLODialect,
                    func::FuncDialect>();
    module = parseSourceString<ModuleOp>(kProgram, &ctx);
    func = *module->getOps<func::FuncOp>().begin();
    for (Operation &op : func.getBody().front())
      ops.push_back(&op);
  }

  /// The printed form of `sharding`, or "null".
  static std::string str(TensorShardingAttr sharding) {
    if (!sharding)
      return "null";
    std::string text;
    llvm::raw_string_ostream os(text);
    os << sharding;
    return text;
  }

  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
  func::FuncOp func;
  SmallVector<Operation *> ops;
};

TEST_F(SdyValueSharding, WhereEachValueKeepsIt) {
  ASSERT_TRUE(module);
  EXPECT_EQ(str(getSharding(func.getArgument(0))),
            "#sdy.sharding<@mesh, [{\"x\"}]>");
  EXPECT_EQ(str(getSharding(func.getArgument(1))), "null");
  EXPECT_EQ(str(getSharding(ops[0]->getResult(0))),
            "#sdy.sharding<@mesh, [{\"y\"}]>");
  EXPECT_EQ(str(getSharding(ops[1]->getResult(0))),
            "#sdy.sharding<@other, [{\"z\"}]>");
  EXPECT_EQ(str(getSharding(ops[2]->getResult(0))),
            "#sdy.sharding<@empty, [{}]>");
  // The body of a manual computation sees its in sharding without the
  // manual axes (here none).
  EXPECT_EQ(str(getSharding(ops[2]->getRegion(0).getArgument(0))),
            "#sdy.sharding<@mesh, [{\"x\"}]>");
  // A named computation without out shardings, an op without `sdy.sharding`,
  // and a block argument of another op than a func or manual computation
  // have none.
  EXPECT_EQ(str(getSharding(ops[3]->getResult(0))), "null");
  EXPECT_EQ(str(getSharding(ops[4]->getResult(0))), "null");
  EXPECT_EQ(str(getSharding(ops[3]->getRegion(0).getArgument(0))), "null");
}

TEST_F(SdyValueSharding, CommonMeshIgnoresEmptyMeshesAndNulls) {
  ASSERT_TRUE(module);
  TensorShardingAttr onMesh = getSharding(func.getArgument(0));
  TensorShardingAttr onOther = getSharding(ops[1]->getResult(0));
  TensorShardingAttr onEmpty = getSharding(ops[2]->getResult(0));
  MeshAttr mesh = getMesh(onMesh, func);
  EXPECT_EQ(getCommonMesh({onEmpty, TensorShardingAttr(), onMesh}, func), mesh);
  EXPECT_EQ(getCommonMesh({onMesh, getSharding(ops[0]->getResult(0))}, func),
            mesh);
  EXPECT_FALSE(getCommonMesh({onMesh, onOther}, func));
  EXPECT_FALSE(getCommonMesh({onEmpty}, func));
  EXPECT_FALSE(getCommonMesh({}, func));
}

TEST(SdyCollectives, IsCollectiveNamesTheExplicitCollectives) {
  MLIRContext ctx;
  ctx.loadDialect<SdyDialect, hlokit::stablehlo::StableHLODialect,
                  func::FuncDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
sdy.mesh @mesh = <["x"=2]>
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = sdy.all_gather [{"x"}] %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  %1 = sdy.all_slice [{"x"}] %0 out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  %2 = sdy.reshard %1 <@mesh, [{}]> : tensor<8xf32>
  %3 = stablehlo.abs %2 : tensor<8xf32>
  return %3 : tensor<8xf32>
}
)mlir",
                                                             &ctx);
  ASSERT_TRUE(module);
  std::string collectives;
  module->walk([&](Operation *op) {
    if (isCollective(op))
      collectives += op->getName().getStringRef().str() + " ";
  });
  // A reshard is not one: it says what, not how.
  EXPECT_EQ(collectives, "sdy.all_gather sdy.all_slice ");
}

} // namespace
