//===- GlobalProgramTest.cpp - global programs on the grid ----------------===//
//
// ShardingLayout's reading of sdy shardings (sub-axes, kept axes) and its
// assembly of replicated blocks; PartitionedProgram on a 2 x 2 mesh with a
// device order: each process's block of a global argument, the global
// results of a run on the in-process grid, and the errors of create.
//
//===----------------------------------------------------------------------===//

#include "hlokit/API/GlobalProgram.h"
#include "hlokit/InitAll.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

namespace hlokit::interpreter {
namespace {

using Ints = llvm::SmallVector<int64_t>;

// Doubles a 4 x 4 matrix split along both axes of a mesh whose device 0
// sits at coordinates (1, 1).
constexpr const char *kProgram = R"mlir(
sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[3, 1, 2, 0]>
func.func @twice(%x: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}) -> tensor<4x4xf32> {
  %y = stablehlo.add %x, %x : tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}
func.func @other() -> tensor<f32> {
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  return %c : tensor<f32>
}
)mlir";

class GlobalProgramTest : public ::testing::Test {
protected:
  GlobalProgramTest() {
    mlir::DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = mlir::parseSourceString<mlir::ModuleOp>(kProgram, &context);
  }

  /// The 4 x 4 matrix 0, 1, ..., 15.
  static Tensor matrix() {
    Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, {4, 4}));
    for (int i = 0; i < 16; ++i)
      t.mutableData<float>()[i] = i;
    return t;
  }

  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

TEST_F(GlobalProgramTest, ReadsDimensionParts) {
  auto mesh = sdy::MeshAttr::get(&context,
                                 {sdy::MeshAxisAttr::get(&context, "x", 4),
                                  sdy::MeshAxisAttr::get(&context, "y", 2)},
                                 {});
  auto sharding =
      llvm::cast_or_null<sdy::TensorShardingAttr>(mlir::parseAttribute(
          R"(#sdy.sharding<mesh<["x"=4, "y"=2]>, [{"y", "x":(2)2}, {}]>)",
          &context));
  ASSERT_TRUE(sharding);
  DimensionParts all =
      getDimensionParts(mesh, sharding, [](unsigned) { return true; });
  ASSERT_EQ(all.size(), 2u);
  ASSERT_EQ(all[0].size(), 2u);
  EXPECT_EQ(all[0][0].axis, 1u);
  EXPECT_EQ(all[0][0].size, 2);
  EXPECT_EQ(all[0][1].axis, 0u);
  EXPECT_EQ(all[0][1].preSize, 2);
  EXPECT_EQ(all[0][1].size, 2);
  EXPECT_TRUE(all[1].empty());
  EXPECT_EQ(getShardCounts(all), (Ints{4, 1}));
  // Device at (x=3, y=1): 1 along "y", (3 / 1) % 2 = 1 along "x":(2)2.
  EXPECT_EQ(getShardIndex(toDeviceMesh(mesh), {3, 1}, all), (Ints{3, 0}));
  DimensionParts onlyX =
      getDimensionParts(mesh, sharding, [](unsigned a) { return a == 0; });
  EXPECT_EQ(getShardCounts(onlyX), (Ints{2, 1}));
}

TEST_F(GlobalProgramTest, ReplicatedBlocksMustAgree) {
  DeviceMesh mesh({2}, {});
  DimensionParts whole(2);
  Tensor a = matrix();
  Tensor b = llvm::cantFail(a.clone());
  auto same = assembleFromDevices(mesh, {0, 1}, {a, b}, whole,
                                  [](int64_t, int64_t) { return "unused"; });
  ASSERT_TRUE(static_cast<bool>(same)) << llvm::toString(same.takeError());
  EXPECT_TRUE(same->bitwiseEquals(a));
  b.mutableData<float>()[5] = -1;
  auto differ = assembleFromDevices(
      mesh, {0, 1}, {a, b}, whole, [](int64_t first, int64_t second) {
        return std::to_string(first) + " vs " + std::to_string(second);
      });
  ASSERT_FALSE(static_cast<bool>(differ));
  EXPECT_EQ(llvm::toString(differ.takeError()), "0 vs 1");
}

TEST_F(GlobalProgramTest, SplitsRunsAndAssembles) {
  ASSERT_TRUE(module);
  auto program = PartitionedProgram::create(*module, {1, 4}, {"twice"});
  ASSERT_TRUE(static_cast<bool>(program))
      << llvm::toString(program.takeError());
  // Only the functions run are partitioned.
  EXPECT_FALSE(program->lookup("other"));
  EXPECT_EQ(
      program->lookup("twice").getArgumentTypes()[0],
      mlir::RankedTensorType::get({2, 2}, mlir::Float32Type::get(&context)));
  // Device 1 sits at (0, 1): rows 0-1, columns 2-3.
  auto local = program->takeArguments("twice", {matrix()}, {0, 1});
  ASSERT_TRUE(static_cast<bool>(local)) << llvm::toString(local.takeError());
  const Tensor &block = (*local)[0].getTensor();
  EXPECT_EQ(Ints(block.getShape()), (Ints{2, 2}));
  EXPECT_EQ(block.at<float>({0, 0}), 2);
  EXPECT_EQ(block.at<float>({1, 1}), 7);
  // Device 0 sits at (1, 1): rows 2-3, columns 2-3.
  auto last = program->takeArguments("twice", {matrix()}, {0, 0});
  ASSERT_TRUE(static_cast<bool>(last));
  EXPECT_EQ((*last)[0].getTensor().at<float>({0, 0}), 10);

  auto outcomes = program->run("twice", {matrix()}, {}, ParallelOptions{});
  ASSERT_TRUE(static_cast<bool>(outcomes));
  llvm::SmallVector<llvm::SmallVector<RuntimeValue>> results;
  for (const ProcessOutcome &outcome : *outcomes) {
    ASSERT_TRUE(outcome.results.has_value()) << outcome.error;
    results.push_back(*outcome.results);
  }
  auto global = program->assembleResults("twice", results);
  ASSERT_TRUE(static_cast<bool>(global)) << llvm::toString(global.takeError());
  const Tensor &doubled = (*global)[0].getTensor();
  EXPECT_EQ(Ints(doubled.getShape()), (Ints{4, 4}));
  for (int i = 0; i < 16; ++i)
    EXPECT_EQ(doubled.data<float>()[i], 2.0f * i) << "element " << i;
}

TEST_F(GlobalProgramTest, GridMustBeTheMesh) {
  ASSERT_TRUE(module);
  auto small = PartitionedProgram::create(*module, {1, 2}, {"twice"});
  ASSERT_FALSE(static_cast<bool>(small));
  EXPECT_EQ(llvm::toString(small.takeError()),
            "the mesh @mesh has 4 devices but the grid has 2 process(es) (1 "
            "replica(s) x 2 partition(s)); a program with shardings runs each "
            "device as one process: run it on 4 partitions");
  auto both = PartitionedProgram::create(*module, {2, 2}, {"twice"});
  ASSERT_FALSE(static_cast<bool>(both));
  EXPECT_EQ(llvm::toString(both.takeError()),
            "a program with shardings runs on replicas or on partitions, not "
            "on both (the grid has 4 process(es) (2 replica(s) x 2 "
            "partition(s)))");
  // A function that does not use the mesh runs on any grid.
  auto other = PartitionedProgram::create(*module, {1, 2}, {"other"});
  EXPECT_TRUE(static_cast<bool>(other)) << llvm::toString(other.takeError());
}

TEST(HasShardedSignatureTest, ArgumentsOrResults) {
  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  auto module = mlir::parseSourceString<mlir::ModuleOp>(R"mlir(
sdy.mesh @mesh = <["x"=2]>
func.func @plain(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
func.func @result(%x: tensor<2xf32>) -> (tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  return %x : tensor<2xf32>
}
)mlir",
                                                        &context);
  ASSERT_TRUE(module);
  EXPECT_FALSE(
      hasShardedSignature(module->lookupSymbol<mlir::func::FuncOp>("plain")));
  EXPECT_TRUE(
      hasShardedSignature(module->lookupSymbol<mlir::func::FuncOp>("result")));
}

} // namespace
} // namespace hlokit::interpreter
