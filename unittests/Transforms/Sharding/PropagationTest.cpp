//===- PropagationTest.cpp - the strategies' C++ API ----------------------===//
//
// What the passes can't show: a caller's direction function steering
// propagation, and a strategy run directly on a module.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Propagation/Propagation.h"

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Propagation/BasicFactorPropagation.h"
#include "hlokit/Transforms/Sharding/Propagation/ShardingGroupMap.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit;
using namespace hlokit::sdy;

namespace {

// %arg0 is sharded on "a", the func result on "b" (which goes to the
// returned abs first): forward propagation gives the negate "a", backward
// "b".
constexpr const char *kProgram = R"mlir(
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  %1 = stablehlo.abs %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}
)mlir";

class PropagationTest : public ::testing::Test {
protected:
  PropagationTest() {
    ctx.loadDialect<SdyDialect, stablehlo::StableHLODialect,
                    func::FuncDialect>();
  }

  /// The sharding of the negate in kProgram after `strategy` ("" for none).
  std::string negateShardingAfter(PropagateFn strategy) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kProgram, &ctx);
    EXPECT_TRUE(succeeded(runPropagation(*module, {}, strategy)));
    Operation *negate = nullptr;
    module->walk([&](stablehlo::NegOp op) { negate = op; });
    std::string text;
    llvm::raw_string_ostream os(text);
    if (Attribute sharding = negate->getAttr(kShardingAttr))
      os << sharding;
    return text;
  }

  MLIRContext ctx;
};

TEST_F(PropagationTest, DirectionFunctionSteersPropagation) {
  BasicFactorPropagation basic;
  auto only = [&](PropagationDirection direction) {
    return
        [&basic, direction](ModuleOp module, const ShardingGroupMap &groups) {
          return propagateBasic(
              module, groups, basic,
              [direction](Operation *, int64_t) { return direction; },
              /*conservative=*/false);
        };
  };
  EXPECT_EQ(negateShardingAfter(only(PropagationDirection::FORWARD)),
            R"(#sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>)");
  EXPECT_EQ(negateShardingAfter(only(PropagationDirection::BACKWARD)),
            R"(#sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>)");
  EXPECT_EQ(negateShardingAfter(only(PropagationDirection::NONE)), "");
}

TEST_F(PropagationTest, StrategiesRunDirectly) {
  // "a" and "b" meet at the abs; the negate, visited first (and a
  // pass-through op in every op-priority step), takes "a".
  for (auto strategy :
       {+[](ModuleOp module, const ShardingGroupMap &groups) {
          return propagateAggressive(module, groups, propagateAny, {});
        },
        +[](ModuleOp module, const ShardingGroupMap &groups) {
          return propagateOpPriority(module, groups, propagateAny, {});
        },
        +[](ModuleOp module, const ShardingGroupMap &groups) {
          return propagateUserPriority(module, groups, propagateAny, {});
        }})
    EXPECT_EQ(negateShardingAfter(strategy),
              R"(#sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>)");
}

/// runPropagation's debug options record what the strategy did: the
/// negate's "a" came from %arg0, in the step after the func result's.
TEST_F(PropagationTest, DebugOptionsRecordTheSteps) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kProgram, &ctx);
  PropagationOptions options;
  options.debugShardingOrigins = true;
  options.debugPropagationEdgeSharding = true;
  BasicFactorPropagation basic;
  auto strategy = [&](ModuleOp module, const ShardingGroupMap &groups) {
    return propagateBasic(module, groups, basic, propagateAny,
                          /*conservative=*/false);
  };
  ASSERT_TRUE(succeeded(runPropagation(*module, options, strategy)));
  Operation *negate = nullptr;
  module->walk([&](stablehlo::NegOp op) { negate = op; });
  std::string edges, origins;
  llvm::raw_string_ostream(edges) << negate->getAttr(kPropagationEdgesAttr);
  llvm::raw_string_ostream(origins) << negate->getAttr(kShardingOriginsAttr);
  EXPECT_EQ(edges, R"(#sdy.propagation_edges<[{step-1 = [{"a" = )"
                   R"(operand-0 -> [result-0]}]}]>)");
  EXPECT_EQ(origins, R"([{a = "input: 0"}])");
}

} // namespace
