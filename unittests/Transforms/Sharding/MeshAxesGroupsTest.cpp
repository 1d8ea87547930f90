//===- MeshAxesGroupsTest.cpp - sdy meshes in StableHLO replica groups ----===//
//
// getInlinedMeshAxesGroups: mesh axes on the mesh inlined, or explicit ids
// in a mesh's device order; toStablehloAxes keeps sub-axes;
// getShardIndexPerDevice: each device's place along axes; getMaxChannelId.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Partition/MeshAxesGroups.h"

#include "hlokit/Dialect/StableHLO/MeshAxes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::sdy;

namespace {

class MeshAxesGroupsTest : public ::testing::Test {
protected:
  MeshAxesGroupsTest() {
    ctx.loadDialect<SdyDialect, hlokit::stablehlo::StableHLODialect,
                    func::FuncDialect>();
  }

  MeshAttr mesh(StringRef text) {
    return cast<MeshAttr>(parseAttribute(text, &ctx));
  }
  SmallVector<hlokit::stablehlo::AxisRefAttr> axes(StringRef names) {
    auto sharding = cast<TensorShardingAttr>(parseAttribute(
        (Twine(R"(#sdy.sharding<mesh<["x"=2, "y"=4]>, [{)") + names + "}]>")
            .str(),
        &ctx));
    return toStablehloAxes(&ctx, sharding.getDimShardings()[0].getAxes());
  }

  MLIRContext ctx;
};

TEST_F(MeshAxesGroupsTest, InlinesAMeshWithoutDeviceOrder) {
  Attribute groups = getInlinedMeshAxesGroups(
      mesh(R"(#sdy.mesh<["x"=2, "y"=4]>)"), axes(R"("y")"));
  auto meshAxes = dyn_cast<hlokit::stablehlo::ReplicaGroupMeshAxesAttr>(groups);
  ASSERT_TRUE(meshAxes);
  EXPECT_TRUE(isa<hlokit::stablehlo::MeshAttr>(meshAxes.getMesh()));
  hlokit::stablehlo::IdTable table = hlokit::stablehlo::readIdTable(groups);
  EXPECT_EQ(table.values, (SmallVector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(table.shape, (SmallVector<int64_t>{2, 4}));
}

TEST_F(MeshAxesGroupsTest, AppliesTheDeviceOrder) {
  Attribute groups = getInlinedMeshAxesGroups(
      mesh(R"(#sdy.mesh<["x"=2, "y"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>)"),
      axes(R"("x")"));
  auto ids = dyn_cast<DenseIntElementsAttr>(groups);
  ASSERT_TRUE(ids);
  hlokit::stablehlo::IdTable table = hlokit::stablehlo::readIdTable(groups);
  EXPECT_EQ(table.values, (SmallVector<int64_t>{7, 3, 6, 2, 5, 1, 4, 0}));
  EXPECT_EQ(table.shape, (SmallVector<int64_t>{4, 2}));
}

TEST_F(MeshAxesGroupsTest, KeepsSubAxes) {
  SmallVector<hlokit::stablehlo::AxisRefAttr> refs = axes(R"("y":(2)2)");
  ASSERT_EQ(refs.size(), 1u);
  ASSERT_TRUE(refs[0].getSubAxisInfo());
  EXPECT_EQ(refs[0].getSubAxisInfo().getPreSize(), 2);
  hlokit::stablehlo::IdTable table = hlokit::stablehlo::readIdTable(
      getInlinedMeshAxesGroups(mesh(R"(#sdy.mesh<["x"=2, "y"=4]>)"), refs));
  EXPECT_EQ(table.values, (SmallVector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
}

TEST_F(MeshAxesGroupsTest, GivesEachDeviceItsShard) {
  auto sharding = cast<TensorShardingAttr>(parseAttribute(
      R"(#sdy.sharding<mesh<["x"=2, "y"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>, [{"y", "x"}]>)",
      &ctx));
  MeshAttr order =
      mesh(R"(#sdy.mesh<["x"=2, "y"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>)");
  // Position p = 4x + y holds device 7 - p; along "y" then "x" its shard
  // is 2y + x.
  EXPECT_EQ(
      getShardIndexPerDevice(order, sharding.getDimShardings()[0].getAxes()),
      (SmallVector<int64_t>{7, 5, 3, 1, 6, 4, 2, 0}));
}

TEST_F(MeshAxesGroupsTest, FindsTheLargestChannel) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      R"(func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
           %0 = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
           %1 = "stablehlo.collective_permute"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
           return %1 : tensor<2xf32>
         })",
      &ctx);
  ASSERT_TRUE(module);
  EXPECT_EQ(getMaxChannelId(*module), 7);
  OwningOpRef<ModuleOp> empty = ModuleOp::create(UnknownLoc::get(&ctx));
  EXPECT_EQ(getMaxChannelId(*empty), 0);
}

} // namespace
