//===- SdyShardingRuleTest.cpp - sdy sharding rules and collectives -------===//
//
// The sharding rule API (symbols, builder, queries, verification) and the
// verifier checks that text can't reach: a parsed module is verified as a
// whole, and verification stops at an op whose sharding is bad, before the
// collectives that use its value.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::sdy;

namespace {

class SdyShardingRule : public ::testing::Test {
protected:
  SdyShardingRule() {
    ctx.loadDialect<SdyDialect, hlokit::stablehlo::StableHLODialect,
                    func::FuncDialect>();
  }

  /// Parses `source` without verifying it.
  OwningOpRef<ModuleOp> parse(StringRef source) {
    ParserConfig config(&ctx, /*verifyAfterParse=*/false);
    return parseSourceString<ModuleOp>(source, config);
  }

  /// The first op named `name` in `module`.
  Operation *find(ModuleOp module, StringRef name) {
    Operation *found = nullptr;
    module.walk([&](Operation *op) {
      if (!found && op->getName().getStringRef() == name)
        found = op;
    });
    return found;
  }

  /// The messages `verify` reports.
  std::string errorsOf(function_ref<LogicalResult()> verify) {
    std::string errors;
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
      errors += diag.str() + "\n";
      return success();
    });
    EXPECT_TRUE(failed(verify()));
    return errors;
  }

  std::string print(Attribute attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << attr;
    return text;
  }

  MLIRContext ctx;
};

TEST_F(SdyShardingRule, FactorSymbols) {
  EXPECT_EQ(factorSymbolString(0), "i");
  EXPECT_EQ(factorSymbolString(16), "y");
  EXPECT_EQ(factorSymbolString(17), "z");
  EXPECT_EQ(factorSymbolString(18), "z_1");
  EXPECT_EQ(factorSymbolString(117), "z_100");
}

TEST_F(SdyShardingRule, BuildsADotRule) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
      return %0 : tensor<8x4xf32>
    })mlir");
  ASSERT_TRUE(module);
  Operation *dot = find(*module, "stablehlo.dot_general");
  OpShardingRuleBuilder builder(dot->getOperandTypes(), dot->getResultTypes());
  constexpr int64_t kNull = OpShardingRuleBuilder::kNullDim;
  EXPECT_EQ(builder.addFactor({0, kNull}, {0}, 8), 0);
  EXPECT_EQ(builder.addFactor({kNull, 1}, {1}, 4, FactorType::kPassThrough,
                              /*isBlocked=*/true),
            1);
  EXPECT_EQ(builder.addFactor({1, 0}, {kNull}, 16, FactorType::kReduction), 2);
  OpShardingRuleAttr rule = builder.build(&ctx);
  EXPECT_EQ(print(rule), "#sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) "
                         "{i=8, j=4, k=16} reduction={k} "
                         "blocked_propagation={j}>");
  EXPECT_EQ(getFactorType(rule, 2), FactorType::kReduction);
  EXPECT_EQ(getFactorType(rule, 0), FactorType::kPassThrough);
  EXPECT_TRUE(rule.isBlockedPropagationFactor(1));
  EXPECT_FALSE(rule.isBlockedPropagationFactor(0));

  EXPECT_FALSE(getShardingRule(dot));
  setShardingRule(dot, rule);
  EXPECT_EQ(getShardingRule(dot), rule);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(SdyShardingRule, PointwiseAndUnmappedDims) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %0 = stablehlo.add %a, %a : tensor<2x3xf32>
      return %0 : tensor<2x3xf32>
    })mlir");
  ASSERT_TRUE(module);
  Operation *add = find(*module, "stablehlo.add");
  OpShardingRuleBuilder pointwise(add->getOperandTypes(),
                                  add->getResultTypes());
  pointwise.addPointwise({2, 3});
  EXPECT_EQ(print(pointwise.build(&ctx, /*isCustom=*/true)),
            "#sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=3}, "
            "custom>");

  // Each dimension no factor maps gets a factor of size 1 of its own.
  OpShardingRuleBuilder partial(add->getOperandTypes(), add->getResultTypes());
  partial.addFactor({0, 0}, {0}, 2, FactorType::kNeedReplication);
  OpShardingRuleAttr rule = partial.build(&ctx);
  EXPECT_EQ(print(rule), "#sdy.op_sharding_rule<([i, j], [i, k])->([i, l]) "
                         "{i=2, j=1, k=1, l=1} need_replication={i}>");
  EXPECT_TRUE(succeeded(verifyShardingRule(add, rule)));
  EXPECT_EQ(getFactorType(rule, 0), FactorType::kNeedReplication);
}

TEST_F(SdyShardingRule, PermutationFactor) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.abs %a : tensor<4xf32>
      return %0 : tensor<4xf32>
    })mlir");
  Operation *abs = find(*module, "stablehlo.abs");
  OpShardingRuleBuilder builder(abs->getOperandTypes(), abs->getResultTypes());
  builder.addFactor({0}, {0}, 4, FactorType::kPermutation);
  OpShardingRuleAttr rule = builder.build(&ctx);
  EXPECT_EQ(getFactorType(rule, 0), FactorType::kPermutation);
  EXPECT_FALSE(rule.isPassThroughFactor(0));
}

// An op without operands can't have a rule; text can't write an empty
// mapping list, the builder can.
TEST_F(SdyShardingRule, OpWithoutOperands) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f() -> tensor<4xf32> {
      %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
      return %0 : tensor<4xf32>
    })mlir");
  Operation *constant = find(*module, "stablehlo.constant");
  OpShardingRuleBuilder builder(constant->getOperandTypes(),
                                constant->getResultTypes());
  builder.addFactor({}, {0}, 4);
  OpShardingRuleAttr rule = builder.build(&ctx);
  std::string errors =
      errorsOf([&] { return verifyShardingRule(constant, rule); });
  EXPECT_NE(errors.find("number of operands mappings cannot be 0. Op "
                        "sharding rules can only be defined on operations "
                        "with at least one operand and result."),
            std::string::npos)
      << errors;
}

// Symbols only name factors from 0; a rule built in C++ can hold a negative.
TEST_F(SdyShardingRule, NegativeFactorInSet) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.abs %a : tensor<4xf32>
      return %0 : tensor<4xf32>
    })mlir");
  Operation *abs = find(*module, "stablehlo.abs");
  auto mapping = TensorMappingAttr::get(&ctx, {DimMappingAttr::get(&ctx, {0})});
  auto rule = OpShardingRuleAttr::get(&ctx, {4}, {mapping}, {mapping}, {}, {},
                                      {-1}, {}, false);
  std::string errors = errorsOf([&] { return verifyShardingRule(abs, rule); });
  EXPECT_NE(errors.find("index must be non-negative"), std::string::npos)
      << errors;
}

// A collective whose operand's sharding is itself invalid (its producer
// fails verification first when the whole module is verified).
TEST_F(SdyShardingRule, CollectiveOnBadOperandSharding) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    sdy.mesh @mesh = <["x"=2]>
    func.func @f(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
      %0 = stablehlo.abs %a {sdy.sharding = #sdy.sharding_per_value<[<@nowhere, [{}, {}]>]>} : tensor<8x8xf32>
      %1 = sdy.all_gather [{}, {}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
      %2 = stablehlo.abs %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8x8xf32>
      %3 = sdy.all_gather [{}, {}] %2 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
      return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
    })mlir");
  ASSERT_TRUE(module);
  SmallVector<Operation *> gathers;
  module->walk([&](AllGatherOp op) { gathers.push_back(op); });
  ASSERT_EQ(gathers.size(), 2u);
  std::string unknownMesh =
      errorsOf([&] { return verify(gathers[0], /*verifyRecursively=*/false); });
  EXPECT_NE(unknownMesh.find("unknown mesh of the operand's sharding: "
                             "@nowhere"),
            std::string::npos)
      << unknownMesh;
  std::string rank =
      errorsOf([&] { return verify(gathers[1], /*verifyRecursively=*/false); });
  EXPECT_NE(rank.find("result sharding has rank 2 but operand sharding has "
                      "rank 1"),
            std::string::npos)
      << rank;
}

} // namespace
