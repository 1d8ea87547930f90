//===- OpShardingRuleRegistryTest.cpp - every op has a rule or a reason ---===//
//
// Walks every registered op of stablehlo, chlo and sdy: the registry has a
// rule function for it or lists why not, never both. Then the API's
// contract: a rule on the op wins, rules are set only when asked, values of
// dynamic shape have none, an unknown op warns once.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/OpShardingRuleRegistry.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <iostream>

using namespace mlir;
using namespace hlokit;
using namespace hlokit::sdy;

namespace {

class OpShardingRuleRegistry : public ::testing::Test {
protected:
  OpShardingRuleRegistry() {
    ctx.loadDialect<SdyDialect, stablehlo::StableHLODialect, chlo::CHLODialect,
                    func::FuncDialect>();
  }

  OwningOpRef<ModuleOp> parse(StringRef source) {
    return parseSourceString<ModuleOp>(source, &ctx);
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

  std::string print(Attribute attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os);
    return text;
  }

  MLIRContext ctx;
};

TEST_F(OpShardingRuleRegistry, EveryOpHasARuleOrAReason) {
  std::string missing, both, reasons;
  unsigned count = 0;
  for (RegisteredOperationName name : ctx.getRegisteredOperations()) {
    StringRef dialect = name.getDialectNamespace();
    if (dialect != stablehlo::StableHLODialect::getDialectNamespace() &&
        dialect != chlo::CHLODialect::getDialectNamespace() &&
        dialect != SdyDialect::getDialectNamespace())
      continue;
    ++count;
    std::string op = name.getStringRef().str();
    bool hasRule = hasShardingRuleFunction(name.getTypeID());
    const char *reason =
        getOpsWithoutShardingRule().lookupOr(name.getTypeID(), nullptr);
    // sdy.return ends a region: a terminator never has a rule.
    if (!hasRule && !reason && !name.hasTrait<OpTrait::IsTerminator>())
      missing += "\n  " + op;
    if (hasRule && reason)
      both += "\n  " + op;
    if (reason)
      reasons += "\n  " + op + ": " + reason;
  }
  EXPECT_GT(count, 180u);
  EXPECT_TRUE(missing.empty()) << "ops without a rule or a reason:" << missing;
  EXPECT_TRUE(both.empty()) << "ops with a rule and a reason:" << both;
  std::cout << "The ops without a sharding rule:" << reasons << "\n";
}

TEST_F(OpShardingRuleRegistry, ARuleOnTheOpWins) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
      %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=8}, custom>} : tensor<4x8xf32>
      %1 = stablehlo.negate %0 : tensor<4x8xf32>
      return %1 : tensor<4x8xf32>
    })mlir");
  ASSERT_TRUE(module);
  Operation *abs = find(*module, "stablehlo.abs");
  OpShardingRuleAttr rule = getOrCreateShardingRule(abs);
  ASSERT_TRUE(rule);
  EXPECT_TRUE(rule.getIsCustomRule());
  EXPECT_FALSE(createOpShardingRule(abs).getIsCustomRule());

  Operation *negate = find(*module, "stablehlo.negate");
  OpShardingRuleAttr created =
      getOrCreateShardingRule(negate, /*conservativePropagation=*/false,
                              /*setShardingRuleOnOp=*/false);
  EXPECT_EQ(print(created),
            "#sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=8}>");
  EXPECT_FALSE(getShardingRule(negate));
  EXPECT_EQ(getOrCreateShardingRule(negate), created);
  EXPECT_EQ(getShardingRule(negate), created);
}

TEST_F(OpShardingRuleRegistry, ConservativePropagationDropsTheConcatFactor) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x2xf32>) -> tensor<4x10xf32> {
      %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<4x8xf32>, tensor<4x2xf32>) -> tensor<4x10xf32>
      return %0 : tensor<4x10xf32>
    })mlir");
  ASSERT_TRUE(module);
  Operation *concat = find(*module, "stablehlo.concatenate");
  EXPECT_EQ(print(createOpShardingRule(concat)),
            "#sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=10} "
            "need_replication={j}>");
  EXPECT_EQ(print(createOpShardingRule(concat, true)),
            "#sdy.op_sharding_rule<([i, j], [i, k])->([i, l]) "
            "{i=4, j=1, k=1, l=1}>");
}

TEST_F(OpShardingRuleRegistry, DynamicShapesAndConstantsHaveNoRule) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f(%a: tensor<?xf32>) -> tensor<?xf32> {
      %0 = stablehlo.abs %a : tensor<?xf32>
      %1 = stablehlo.constant dense<1.0> : tensor<4xf32>
      return %0 : tensor<?xf32>
    })mlir");
  ASSERT_TRUE(module);
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    diagnostics += diag.str();
    return success();
  });
  EXPECT_FALSE(createOpShardingRule(find(*module, "stablehlo.abs")));
  EXPECT_FALSE(createOpShardingRule(find(*module, "stablehlo.constant")));
  EXPECT_FALSE(createOpShardingRule(find(*module, "func.return")));
  EXPECT_EQ(diagnostics, "");
}

TEST_F(OpShardingRuleRegistry, AnUnknownOpWarnsOnce) {
  ctx.allowUnregisteredDialects();
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = "unknown.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
      %1 = "unknown.op"(%0) : (tensor<4xf32>) -> tensor<4xf32>
      return %1 : tensor<4xf32>
    })mlir");
  ASSERT_TRUE(module);
  std::vector<std::string> warnings;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Warning)
      warnings.push_back(diag.str());
    return success();
  });
  module->walk([](Operation *op) { (void)createOpShardingRule(op); });
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings.front(),
            "op 'unknown.op' is unknown to SDY sharding rule registry");
}

} // namespace
