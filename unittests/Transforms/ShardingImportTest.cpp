//===- ShardingImportTest.cpp - the C++ API of the sdy import passes ------===//
//
// addImportPipeline and its options, the debug info propagation records,
// and the helpers the sharding passes share: data-flow edge owners and targets,
// where a value's sharding is kept, callee-first walks and function shardings.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/InitAll.h"
#include "hlokit/Transforms/RaiseBatchingDims.h"
#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/Functions.h"
#include "hlokit/Transforms/Sharding/Import/ImportPipeline.h"
#include "hlokit/Transforms/Sharding/Import/PropagationDebugInfo.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::sdy;

namespace {

class ShardingImportTest : public ::testing::Test {
protected:
  ShardingImportTest() {
    DialectRegistry registry;
    hlokit::registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  OwningOpRef<ModuleOp> parse(llvm::StringRef text) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module);
    return module;
  }

  std::string print(Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    op->print(os);
    return text;
  }

  /// The first op of type `OpTy` in `module`.
  template <typename OpTy> OpTy first(ModuleOp module) {
    OpTy found;
    module.walk([&](OpTy op) {
      if (!found)
        found = op;
    });
    return found;
  }

  MLIRContext context;
};

constexpr llvm::StringLiteral kGather = R"mlir(
func.func @main(%operand: tensor<4x8xf32>, %offset: tensor<4x1xi32>) -> tensor<4x1xf32> {
  %iota = stablehlo.iota dim = 0 : tensor<4x1xi32>
  %indices = stablehlo.concatenate %iota, %offset, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  } : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
)mlir";

TEST_F(ShardingImportTest, PipelineRaisesBatchingDimsOnlyWhenAsked) {
  for (bool raise : {false, true}) {
    OwningOpRef<ModuleOp> module = parse(kGather);
    PassManager pm(&context);
    ImportOptions options;
    options.enableExplicitGatherScatterBatching = raise;
    addImportPipeline(pm, options);
    ASSERT_TRUE(succeeded(pm.run(*module)));
    EXPECT_EQ(print(*module).find("operand_batching_dims = [0]") !=
                  std::string::npos,
              raise);
  }
}

TEST_F(ShardingImportTest, PipelineAppliesConstraintsOnlyWhenDedupingFully) {
  constexpr llvm::StringLiteral text = R"mlir(
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}
)mlir";
  for (bool dedup : {false, true}) {
    OwningOpRef<ModuleOp> module = parse(text);
    PassManager pm(&context);
    ImportOptions options;
    options.dedupFunctionsFully = dedup;
    addImportPipeline(pm, options);
    ASSERT_TRUE(succeeded(pm.run(*module)));
    auto abs = first<hlokit::stablehlo::AbsOp>(*module);
    EXPECT_EQ(bool(abs->getAttr(kShardingAttr)), dedup);
  }
}

TEST_F(ShardingImportTest, RaiseBatchingDimsDirectly) {
  OwningOpRef<ModuleOp> module = parse(kGather);
  ASSERT_TRUE(succeeded(hlokit::raiseBatchingDims(*module)));
  EXPECT_FALSE(first<hlokit::stablehlo::ConcatenateOp>(*module));
}

TEST_F(ShardingImportTest, WhileEdgesAndShardableValues) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<8xf32>
   cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<8xf32>
  }
  %1 = "stablehlo.reduce"(%0, %arg1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %2 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<8xf32>
}
)mlir");
  auto whileOp = first<hlokit::stablehlo::WhileOp>(*module);
  Value result = whileOp->getResult(0);
  Value bodyArg = whileOp->getRegion(1).getArgument(0);
  Value condArg = whileOp->getRegion(0).getArgument(0);
  EXPECT_EQ(getOpResultEdgeOwners(whileOp).size(), 1u);
  EXPECT_TRUE(getBlockArgumentEdgeOwners(whileOp).empty());
  EXPECT_EQ(getEdgeOwnerFromTarget(bodyArg), result);
  EXPECT_EQ(getEdgeOwnerFromTarget(condArg), result);
  EXPECT_FALSE(lookupDataFlowEdge(bodyArg));

  // Without an edge a body argument's sharding is kept on the result.
  auto mesh = FlatSymbolRefAttr::get(&context, "mesh");
  TensorShardingAttr sharding = getFullyOpenSharding(&context, mesh, 1);
  setValueSharding(bodyArg, sharding);
  EXPECT_EQ(getValueSharding(result), sharding);
  EXPECT_EQ(getValueSharding(condArg), sharding);

  // With one, on the edge.
  IRRewriter rewriter(&context);
  addDataFlowEdges({result}, rewriter);
  DataFlowEdgeOp edge = lookupDataFlowEdge(bodyArg);
  ASSERT_TRUE(edge);
  EXPECT_EQ(edge.getShardingAttr(), sharding);
  EXPECT_EQ(getShardableValue(bodyArg), edge.getResult());

  // A reduction's scalar arguments have no place for a sharding.
  auto reduce = first<hlokit::stablehlo::ReduceOp>(*module);
  EXPECT_FALSE(getShardableValue(reduce->getRegion(0).getArgument(0)));
}

TEST_F(ShardingImportTest, SetValueShardingOnAMultiResultOp) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<4x2xf32>) -> (tensor<8xf32>, tensor<4x2xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<4x2xf32>
  return %0#0, %0#1 : tensor<8xf32>, tensor<4x2xf32>
}
)mlir");
  auto barrier = first<hlokit::stablehlo::OptimizationBarrierOp>(*module);
  auto mesh = FlatSymbolRefAttr::get(&context, "mesh");
  TensorShardingAttr closed = TensorShardingAttr::get(
      &context, mesh,
      {DimensionShardingAttr::get(&context, {}, true, std::nullopt),
       DimensionShardingAttr::get(&context, {}, true, std::nullopt)},
      {}, {}, ReductionOp::SUM);
  setValueSharding(barrier->getResult(1), closed);
  // The other result is fully open on the same mesh.
  EXPECT_EQ(getValueSharding(barrier->getResult(0)),
            getFullyOpenSharding(&context, mesh, 1));
  EXPECT_EQ(getValueSharding(barrier->getResult(1)), closed);
}

TEST_F(ShardingImportTest, FunctionsCalleesFirstAndShardings) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
sdy.mesh @mesh = <["a"=2]>
sdy.mesh @maximal = <[], device_ids=[1]>
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @mid(%arg0, %arg0) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @mid(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@maximal, []>},
                       %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  %0 = call @leaf(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @leaf(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@maximal, []>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
)mlir");
  std::vector<std::string> postOrder, preOrder;
  iterateFuncs(*module, [&](func::FuncOp f) {
    postOrder.push_back(f.getSymName().str());
  });
  iterateFuncs(
      *module,
      [&](func::FuncOp f) { preOrder.push_back(f.getSymName().str()); },
      /*preOrder=*/true);
  EXPECT_EQ(postOrder, (std::vector<std::string>{"leaf", "mid", "main"}));
  EXPECT_EQ(preOrder, (std::vector<std::string>{"main", "mid", "leaf"}));

  std::vector<std::string> callees;
  walkCalls(*module, [&](func::CallOp call) {
    callees.push_back(call.getCallee().str());
  });
  EXPECT_EQ(callees, (std::vector<std::string>{"leaf", "mid"}));

  SymbolTable symbols(*module);
  auto mid = symbols.lookup<func::FuncOp>("mid");
  auto leaf = symbols.lookup<func::FuncOp>("leaf");
  // Only a maximal mesh: no common mesh, so no list.
  EXPECT_FALSE(getFuncArgShardings(leaf));
  EXPECT_FALSE(getFuncResultShardings(mid));
  TensorShardingPerValueAttr midArgs = getFuncArgShardings(mid);
  ASSERT_TRUE(midArgs);
  EXPECT_EQ(midArgs.getShardings()[0],
            mid.getArgAttrOfType<TensorShardingAttr>(0, kShardingAttr));

  // A copy of @mid copies @leaf too and remembers both names.
  func::FuncOp copy = cloneFuncRecursively(mid, symbols);
  symbols.insert(copy);
  EXPECT_EQ(getOriginalFuncName(copy).getValue(), "mid");
  func::CallOp call = *copy.getOps<func::CallOp>().begin();
  EXPECT_NE(call.getCallee(), "leaf");
  EXPECT_EQ(getOriginalFuncName(symbols.lookup<func::FuncOp>(call.getCallee()))
                .getValue(),
            "leaf");
}

/// Edges recorded out of order and twice come out once each, in their first
/// step, steps ascending and axes by name; a func's go on its result 0.
/// Origins follow the source; a value's own reads "self".
TEST_F(ShardingImportTest, PropagationDebugInfoSavesEdgesAndOrigins) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    sdy.mesh @mesh = <["a"=2, "b"=2]>
    func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}]>})
        -> (tensor<8xf32>, tensor<8xf32>) {
      %0 = stablehlo.abs %arg0 : tensor<8xf32>
      return %0, %arg0 : tensor<8xf32>, tensor<8xf32>
    })mlir");
  auto func = first<func::FuncOp>(*module);
  auto abs = first<hlokit::stablehlo::AbsOp>(*module);
  MeshAttr mesh = first<MeshOp>(*module).getMesh();
  MLIRContext *ctx = &context;
  auto a = AxisRefAttr::get(ctx, "a", {});
  auto b = AxisRefAttr::get(ctx, "b", {});
  auto operand0 = EdgeValueRefAttr::get(ctx, EdgeNodeType::OPERAND, 0);
  auto result0 = EdgeValueRefAttr::get(ctx, EdgeNodeType::RESULT, 0);

  PropagationDebugInfo info(/*shardingOrigins=*/true,
                            /*propagationEdges=*/true);
  info.prepare(*module);
  EXPECT_EQ(info.takeStep(), 0);
  int64_t later = info.takeStep(), earlier = info.takeStep() - 2;
  Value x = abs.getOperand(), y = abs.getResult();
  info.recordEdge(abs, b, {operand0, result0, later}, x, y, mesh);
  info.recordEdge(abs, a, {operand0, result0, later}, x, y, mesh);
  info.recordEdge(abs, b, {operand0, result0, earlier}, x, y, mesh);
  info.recordEdge(func, a, {operand0, result0, later}, y, y, mesh);
  info.save(*module);

  auto str = [](Attribute attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os);
    return text;
  };

  EXPECT_EQ(str(abs->getAttr(kPropagationEdgesAttr)),
            "#sdy.propagation_edges<[{step-0 = [{\"b\" = operand-0 -> "
            "[result-0]}]}, {step-1 = [{\"a\" = operand-0 -> [result-0]}]}]>");
  EXPECT_EQ(str(abs->getAttr(kShardingOriginsAttr)),
            "[{a = \"input: 0\", b = \"input: 0\"}]");
  EXPECT_TRUE(func.getResultAttr(0, kPropagationEdgesAttr));
  EXPECT_FALSE(func.getResultAttr(1, kPropagationEdgesAttr));
  EXPECT_EQ(str(func.getArgAttr(0, kShardingOriginsAttr)),
            "{a = \"self\", b = \"self\"}");
  // A returned value's origins are its func result's too.
  EXPECT_EQ(str(func.getResultAttr(0, kShardingOriginsAttr)),
            "{a = \"input: 0\", b = \"input: 0\"}");
  EXPECT_EQ(str(func.getResultAttr(1, kShardingOriginsAttr)),
            "{a = \"input: 0\", b = \"input: 0\"}");

  // A second round continues the steps.
  PropagationDebugInfo next(/*shardingOrigins=*/false,
                            /*propagationEdges=*/true);
  next.prepare(*module);
  EXPECT_EQ(next.takeStep(), 2);
}

/// Disabled, it records nothing and names nothing.
TEST_F(ShardingImportTest, PropagationDebugInfoDisabled) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    sdy.mesh @mesh = <["a"=2]>
    func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
      %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}]> : tensor<8xf32>
      return %0 : tensor<8xf32>
    })mlir");
  std::string before = print(*module);
  PropagationDebugInfo info(false, false);
  EXPECT_FALSE(info.isEnabled());
  info.prepare(*module);
  info.save(*module);
  EXPECT_EQ(print(*module), before);
}

} // namespace
