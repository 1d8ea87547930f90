//===- FactorPropagationTest.cpp - projections and factor propagation -----===//
//
// The factor-level API of sharding propagation: projecting dimension
// shardings onto a rule's factors and back, the compatible axes the basic
// strategy finds, and how the aggressive one resolves conflicts.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Propagation/AggressiveFactorPropagation.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::sdy;

namespace {

constexpr const char *kMesh = R"(mesh<["a"=4, "b"=2, "c"=2, "d"=2]>)";

class FactorPropagationTest : public ::testing::Test {
protected:
  FactorPropagationTest() {
    ctx.loadDialect<SdyDialect>();
    mesh = cast<MeshAttr>(parseAttribute(std::string("#sdy.") + kMesh, &ctx));
  }

  /// `#sdy.sharding<mesh<...>, dims>` on kMesh.
  TensorShardingAttr sharding(StringRef dims) {
    return cast<TensorShardingAttr>(parseAttribute(
        (Twine("#sdy.sharding<") + kMesh + ", " + dims + ">").str(), &ctx));
  }

  OpShardingRuleAttr rule(StringRef text) {
    return cast<OpShardingRuleAttr>(
        parseAttribute(("#sdy.op_sharding_rule<" + text + ">").str(), &ctx));
  }

  AxisRefAttr axis(StringRef name) {
    return AxisRefAttr::get(&ctx, name, SubAxisInfoAttr());
  }
  AxisRefAttr axis(StringRef name, int64_t preSize, int64_t size) {
    return AxisRefAttr::get(&ctx, name,
                            SubAxisInfoAttr::get(&ctx, preSize, size));
  }

  /// The projection of 1-d operands with `dims` through `([i], ...)->([i])`.
  ShardingProjection sameFactor(ArrayRef<StringRef> operands,
                                StringRef result) {
    std::string text = "(";
    for (size_t i = 0; i < operands.size(); ++i)
      text += i ? ", [i]" : "[i]";
    text += ")->([i]) {i=16}";
    SmallVector<TensorShardingAttr> operandShardings;
    for (StringRef dims : operands)
      operandShardings.push_back(sharding(dims));
    return ShardingProjection::build(operandShardings, {sharding(result)},
                                     rule(text), mesh);
  }

  MLIRContext ctx;
  MeshAttr mesh;
};

TEST_F(FactorPropagationTest, ProjectionSplitsAxesAcrossFactors) {
  // [{"a", "b"}] over ([ij])->([i, j]) {i=2, j=8}: "a" (4) splits.
  OpShardingRuleAttr r = rule("([ij])->([i, j]) {i=2, j=8}");
  ShardingProjection projection = ShardingProjection::build(
      {sharding(R"([{"a", "b"}])")}, {sharding("[{?}, {?}]")}, r, mesh);
  const FactorIndexToSharding &factors =
      projection.getOperands()[0].factorIndexToSharding;
  EXPECT_EQ(factors.at(0).axisRefs, SmallVector<AxisRefAttr>{axis("a", 1, 2)});
  EXPECT_EQ(factors.at(1).axisRefs,
            (SmallVector<AxisRefAttr>{axis("a", 2, 2), axis("b")}));
  EXPECT_FALSE(factors.at(0).isMinorMost);
  EXPECT_TRUE(factors.at(1).isMinorMost);

  // Giving the result the operand's factors and projecting back.
  projection.expandSharding(0, factors.at(0).axisRefs, mesh);
  projection.expandSharding(1, factors.at(1).axisRefs, mesh);
  TensorShardingAttr result =
      projection.getResults()[0].createTensorShardingAttr(
          &ctx, r.getResultMappings()[0], r.getFactorSizes(),
          sharding("[]").getMeshOrRef(), mesh);
  EXPECT_EQ(result, sharding(R"([{"a":(1)2, ?}, {"a":(2)2, "b", ?}])"));
  // And the operand projects back to what it was.
  EXPECT_EQ(projection.getOperands()[0].createTensorShardingAttr(
                &ctx, r.getOperandMappings()[0], r.getFactorSizes(),
                sharding("[]").getMeshOrRef(), mesh),
            sharding(R"([{"a", "b"}])"));
}

TEST_F(FactorPropagationTest, ProjectionKeepsOverflowAxes) {
  // "b" (2) doesn't divide the major factor i=3: it overflows, and j can't
  // be sharded at all.
  ShardingProjection projection = ShardingProjection::build(
      {sharding(R"([{"b", ?}])")}, {sharding("[{?}, {?}]")},
      rule("([ij])->([i, j]) {i=3, j=4}"), mesh);
  const FactorIndexToSharding &factors =
      projection.getOperands()[0].factorIndexToSharding;
  EXPECT_TRUE(factors.at(0).axisRefs.empty());
  EXPECT_EQ(factors.at(0).overflowAxes, SmallVector<AxisRefAttr>{axis("b")});
  EXPECT_TRUE(factors.at(1).isClosed);
}

TEST_F(FactorPropagationTest, AxisListPrefix) {
  EXPECT_EQ(isAxisListPrefixOf({}, {}, mesh), PrefixStatus::kEqual);
  EXPECT_EQ(isAxisListPrefixOf({axis("a")}, {axis("a"), axis("b")}, mesh),
            PrefixStatus::kStrictPrefix);
  EXPECT_EQ(isAxisListPrefixOf({axis("a", 1, 2)}, {axis("a")}, mesh),
            PrefixStatus::kStrictPrefix);
  EXPECT_EQ(isAxisListPrefixOf({axis("a", 2, 2)}, {axis("a")}, mesh),
            PrefixStatus::kNotAPrefix);
  EXPECT_EQ(isAxisListPrefixOf({axis("b")}, {axis("a")}, mesh),
            PrefixStatus::kNotAPrefix);
}

TEST_F(FactorPropagationTest, CompatibleMajorAxes) {
  BasicFactorPropagation basic;
  auto compatible = [&](ShardingProjection projection) {
    return basic.getCompatibleMajorShardingAxes(
        projection, 0, PropagationDirection::BOTH, 16, mesh,
        /*conservative=*/false);
  };
  EXPECT_EQ(compatible(sameFactor({R"([{"a", "b", ?}])", R"([{"a", "c", ?}])"},
                                  "[{?}]")),
            SmallVector<AxisRefAttr>{axis("a")});
  EXPECT_EQ(compatible(sameFactor(
                {R"([{"a", ?}])", "[{?}]", R"([{"a", "b", "c", ?}])"},
                R"([{"a", "b", "d", ?}])")),
            (SmallVector<AxisRefAttr>{axis("a"), axis("b")}));
  EXPECT_EQ(
      compatible(sameFactor({R"([{"a":(1)2, ?}])", R"([{"a", ?}])"}, "[{?}]")),
      SmallVector<AxisRefAttr>{axis("a")});
  EXPECT_EQ(compatible(sameFactor({R"([{"a":(1)2, "b", ?}])", R"([{"a", ?}])"},
                                  "[{?}]")),
            SmallVector<AxisRefAttr>{axis("a", 1, 2)});
  // A closed tensor that lacks the axis stops it; a replicated axis too.
  EXPECT_TRUE(
      compatible(sameFactor({R"([{"a", ?}])", "[{}]"}, "[{?}]")).empty());
  EXPECT_TRUE(
      compatible(
          sameFactor({R"([{"a", ?}])", R"([{?}], replicated={"a"})"}, "[{?}]"))
          .empty());
}

TEST_F(FactorPropagationTest, DirectionLimitsWhoExtends) {
  BasicFactorPropagation basic;
  ShardingProjection projection = sameFactor({"[{?}]"}, R"([{"a", ?}])");
  EXPECT_TRUE(basic
                  .getCompatibleMajorAxes(projection, 0,
                                          PropagationDirection::FORWARD, mesh)
                  .empty());
  EXPECT_EQ(basic.getCompatibleMajorAxes(projection, 0,
                                         PropagationDirection::BACKWARD, mesh),
            SmallVector<AxisRefAttr>{axis("a")});
  EXPECT_TRUE(basic
                  .getCompatibleMajorAxes(projection, 0,
                                          PropagationDirection::NONE, mesh)
                  .empty());
}

TEST_F(FactorPropagationTest, ConservativeDropsSubAxes) {
  // Factor i=2 of ([ij])->([i, j]): only "a":(1)2 of "a" fits it.
  BasicFactorPropagation basic;
  ShardingProjection projection = ShardingProjection::build(
      {sharding("[{?}]")}, {sharding(R"([{"a", ?}, {?}])")},
      rule("([ij])->([i, j]) {i=2, j=8}"), mesh);
  EXPECT_EQ(basic.getCompatibleMajorShardingAxes(
                projection, 0, PropagationDirection::BOTH, 2, mesh, false),
            SmallVector<AxisRefAttr>{axis("a", 1, 2)});
  EXPECT_TRUE(basic
                  .getCompatibleMajorShardingAxes(
                      projection, 0, PropagationDirection::BOTH, 2, mesh, true)
                  .empty());
}

TEST_F(FactorPropagationTest, AggressiveResolvesConflictsBySourceSize) {
  // C = dot(A, B) with factors i (A's rows), j (B's columns), k.
  OpShardingRuleAttr dot =
      rule("([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}");
  auto propagate = [&](const FactorPropagation &strategy, StringRef a,
                       StringRef b, StringRef c) {
    ShardingProjection projection = ShardingProjection::build(
        {sharding(a), sharding(b)}, {sharding(c)}, dot, mesh);
    strategy.propagateFactorShardings(
        projection, [](int64_t) { return PropagationDirection::BOTH; },
        dot.getFactorSizes(), mesh, false, nullptr);
    return projection.getResults()[0].createTensorShardingAttr(
        &ctx, dot.getResultMappings()[0], dot.getFactorSizes(),
        sharding("[]").getMeshOrRef(), mesh);
  };
  BasicFactorPropagation basic;
  AggressiveFactorPropagation aggressive;
  // "b" wanted by i (from A, 32 elements) and j (from B, 64): B wins.
  StringRef a = R"([{"b", ?}, {?}])", b = R"([{?}, {"b", ?}])",
            c = "[{?}, {?}]";
  EXPECT_EQ(propagate(basic, a, b, c), sharding("[{?}, {?}]"));
  EXPECT_EQ(propagate(aggressive, a, b, c), sharding(R"([{?}, {"b", ?}])"));
}

} // namespace
