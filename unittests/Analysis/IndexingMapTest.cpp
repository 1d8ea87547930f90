//===- IndexingMapTest.cpp - maps, composition, printing ------------------===//

#include "IndexingTestUtils.h"

#include "hlokit/Analysis/Indexing/IndexingMapPrinter.h"
#include "hlokit/Analysis/Indexing/RangeEvaluator.h"

using namespace mlir;

namespace hlokit::indexing {
namespace {

using IndexingMapTest = IndexingTest;

TEST_F(IndexingMapTest, PrintsXlaFormat) {
  AffineExpr d0 = getAffineDimExpr(0, &context);
  AffineExpr d1 = getAffineDimExpr(1, &context);
  AffineExpr s0 = getAffineSymbolExpr(0, &context);
  IndexingMap map = IndexingMap::fromTensorSizes(
      AffineMap::get(2, 1, {d0 + s0, d1}, &context), {10, 20}, {4});
  EXPECT_EQ(map.toString(), "(d0, d1)[s0] -> (d0 + s0, d1), domain: d0 in "
                            "[0, 9], d1 in [0, 19], s0 in [0, 3]");
}

TEST_F(IndexingMapTest, PrintsRuntimeVariablesAfterRangeVariables) {
  AffineExpr d0 = getAffineDimExpr(0, &context);
  AffineExpr s0 = getAffineSymbolExpr(0, &context);
  AffineExpr s1 = getAffineSymbolExpr(1, &context);
  IndexingMap map(AffineMap::get(1, 2, {d0 + s0 + s1}, &context), {{0, 9}},
                  {{0, 3}}, {{2, 5}});
  EXPECT_EQ(map.toString(), "(d0)[s0]{rt0} -> (d0 + s0 + rt0), domain: d0 in "
                            "[0, 9], s0 in [0, 3], rt0 in [2, 5]");
  IndexingMap runtimeOnly(AffineMap::get(1, 1, {d0 + s0}, &context), {{0, 9}},
                          {}, {{0, 3}});
  EXPECT_EQ(runtimeOnly.toString(), "(d0){rt0} -> (d0 + rt0), domain: d0 in "
                                    "[0, 9], rt0 in [0, 3]");
}

TEST_F(IndexingMapTest, PrintsSubtractionsAndParentheses) {
  AffineExpr d0 = getAffineDimExpr(0, &context);
  AffineExpr d1 = getAffineDimExpr(1, &context);
  AffineExpr d2 = getAffineDimExpr(2, &context);
  std::vector<std::string> dims = {"d0", "d1", "d2"};
  auto print = [&](AffineExpr expr) { return printAffineExpr(expr, dims, {}); };
  EXPECT_EQ(print(-d1 + 16), "-d1 + 16");
  EXPECT_EQ(print(d0 - d1), "d0 - d1");
  EXPECT_EQ(print(d0 - d1 * 2), "d0 - d1 * 2");
  EXPECT_EQ(print(d0 - 5), "d0 - 5");
  EXPECT_EQ(print((d0 + d1).floorDiv(2)), "(d0 + d1) floordiv 2");
  EXPECT_EQ(print(d0 * 2 + (d1 * 4 + d2).floorDiv(8)),
            "d0 * 2 + (d1 * 4 + d2) floordiv 8");
  EXPECT_EQ(print(d0.floorDiv(2) * 3), "(d0 floordiv 2) * 3");
  EXPECT_EQ(print((d0 % 4).floorDiv(2)), "(d0 mod 4) floordiv 2");
  EXPECT_EQ(print(d0.ceilDiv(3)), "d0 ceildiv 3");
}

TEST_F(IndexingMapTest, SortsConstraintsByText) {
  IndexingMap map = parse("(d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in "
                          "[0, 9], d1 mod 2 in [0, 0], d0 + d1 in [1, 5]");
  EXPECT_EQ(map.toString(), "(d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 "
                            "in [0, 9], d0 + d1 in [1, 5], d1 mod 2 in [0, 0]");
}

TEST_F(IndexingMapTest, PrinterParserRoundTrip) {
  const char *texts[] = {
      "() -> ()",
      "(d0) -> (), domain: d0 in [0, 4]",
      "() -> (3), domain: ",
      "(d0, d1, d2, d3) -> (d0, -d1 + 16, -d2 + 8, d3), domain: d0 in [0, 0], "
      "d1 in [0, 16], d2 in [0, 8], d3 in [0, 8]",
      "(d0)[s0, s1]{rt0, rt1} -> (d0 * 2 + s0 - s1 * 3 + rt0, rt1 - 5), "
      "domain: d0 in [0, 9], s0 in [0, 3], s1 in [-2, 2], rt0 in [0, 100], "
      "rt1 in [-5, 5], d0 + s0 in [1, 11]",
      "(d0, d1) -> ((d0 + d1) floordiv 3, (d0 floordiv 2) * 3, -(d0 + d1), "
      "d0 - (d1 + 1), d0 mod 4 - d1 * 2), domain: d0 in [0, 9], d1 in [0, 9], "
      "(d0 - 1) mod 2 in [0, 0], d0 ceildiv 4 in [0, 1]",
  };
  for (const char *text : texts) {
    if (llvm::StringRef(text).ends_with("domain: "))
      continue; // malformed on purpose below
    EXPECT_EQ(parse(text).toString(), text);
  }
  EXPECT_FALSE(parseIndexingMap("() -> (3), domain: ", &context));
  EXPECT_FALSE(
      parseIndexingMap("(d0) -> (d1), domain: d0 in [0, 1]", &context));
  EXPECT_FALSE(
      parseIndexingMap("(d0) -> (d0), domain: d0 in [0, 1] x", &context));
  EXPECT_FALSE(parseIndexingMap("(d0) -> (d0)", &context));
  EXPECT_TRUE(parse("UNDEFINED").isUndefined());
}

TEST_F(IndexingMapTest, UndefinedAndKnownEmpty) {
  EXPECT_EQ(IndexingMap::getUndefined().toString(), "UNDEFINED");
  IndexingMap empty = parse("(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], "
                            "s0 in [5, 4]");
  EXPECT_TRUE(empty.isKnownEmpty());
  EXPECT_EQ(empty.toString(), "KNOWN EMPTY");
  IndexingMap constrained = parse("(d0) -> (d0), domain: d0 in [0, 9], "
                                  "d0 mod 2 in [3, 2]");
  EXPECT_TRUE(constrained.isKnownEmpty());
  EXPECT_FALSE(constrained.contains({0}, {}));
  // Composition with an undefined map is undefined, with an empty one empty.
  IndexingMap identity = parse("(d0) -> (d0), domain: d0 in [0, 9]");
  EXPECT_TRUE(
      composeIndexingMaps(identity, IndexingMap::getUndefined()).isUndefined());
  EXPECT_TRUE(composeIndexingMaps(identity, empty).isKnownEmpty());
  EXPECT_FALSE(empty.simplify());
}

TEST_F(IndexingMapTest, AddConstraintTightensVariablesAndChecksConstants) {
  IndexingMap map = parse("(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], "
                          "s0 in [0, 9]");
  map.addConstraint(getAffineDimExpr(0, &context), {2, 20});
  map.addConstraint(getAffineSymbolExpr(0, &context), {-5, 3});
  map.addConstraint(getAffineConstantExpr(4, &context), {0, 10});
  EXPECT_EQ(map.toString(), "(d0)[s0] -> (d0 + s0), domain: d0 in [2, 9], s0 "
                            "in [0, 3]");
  map.addConstraint(getAffineDimExpr(0, &context) % 3, {0, 0});
  map.addConstraint(getAffineDimExpr(0, &context) % 3, {0, 1});
  EXPECT_EQ(map.getConstraints().size(), 1u);
  map.addConstraint(getAffineConstantExpr(40, &context), {0, 10});
  EXPECT_TRUE(map.isKnownEmpty());
}

TEST_F(IndexingMapTest, EvaluateAndContains) {
  IndexingMap map = parse("(d0, d1)[s0] -> (d0 floordiv 4, d0 mod 4 - s0, d1 * "
                          "3), domain: d0 in [-8, 9], d1 in [0, 3], s0 in [0, "
                          "1], d0 + s0 in [0, 5]");
  EXPECT_EQ(map.evaluate({-5, 2}, {1}), (llvm::SmallVector<int64_t>{-2, 2, 6}));
  EXPECT_TRUE(map.contains({5, 0}, {0}));
  EXPECT_FALSE(map.contains({5, 0}, {1}));  // constraint
  EXPECT_FALSE(map.contains({10, 0}, {0})); // dim bound
  EXPECT_FALSE(map.contains({0, 0}, {2}));  // symbol bound
  EXPECT_EQ(
      evaluateAffineExpr(getAffineDimExpr(0, &context).ceilDiv(4), {-5}, {}),
      -1);
}

TEST_F(IndexingMapTest, ComposeOrdersSymbols) {
  // second: a producer with two range variables and one runtime variable.
  IndexingMap producer = parse(
      "(d0, d1)[s0, s1]{rt0} -> (d1, d0, s1, s0 + rt0), domain: d0 in [0, 3], "
      "d1 in [0, 1], s0 in [0, 1], s1 in [0, 3], rt0 in [0, 7], "
      "s0 + d0 in [0, 3]");
  IndexingMap consumer =
      parse("(d0)[s0]{rt0} -> (d0, s0 + rt0), domain: d0 in [0, 3], s0 in "
            "[0, 1], rt0 in [0, 1], d0 + s0 in [1, 4]");
  IndexingMap composed = composeIndexingMaps(consumer, producer);
  EXPECT_EQ(composed.toString(),
            "(d0)[s0, s1, s2]{rt0, rt1} -> (s2 + rt1, d0, s1, s0 + rt0), "
            "domain: d0 in [0, 3], s0 in [0, 1], s1 in [0, 3], s2 in [0, 1], "
            "rt0 in [0, 7], rt1 in [0, 1], d0 + s0 in [0, 3], d0 + s2 in "
            "[1, 4], s2 + rt1 in [0, 1]");
}

TEST_F(IndexingMapTest, ComposeIsSecondAfterFirst) {
  IndexingMap transpose =
      parse("(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]");
  IndexingMap slice = parse(
      "(d0, d1) -> (d0 + 5, d1 * 2), domain: d0 in [0, 19], d1 in [0, 4]");
  IndexingMap composed = composeIndexingMaps(transpose, slice);
  EXPECT_EQ(
      composed.toString(),
      "(d0, d1) -> (d1 + 5, d0 * 2), domain: d0 in [0, 4], d1 in [0, 19]");
  for (int64_t i = 0; i < 5; ++i)
    for (int64_t j = 0; j < 20; ++j)
      EXPECT_EQ(composed.evaluate({i, j}, {}),
                slice.evaluate(transpose.evaluate({i, j}, {}), {}));
}

TEST_F(IndexingMapTest, RemoveUnusedSymbols) {
  IndexingMap map = parse(
      "(d0)[s0, s1, s2]{rt0, rt1} -> (d0 + s1 + rt1), domain: d0 in [0, 9], "
      "s0 in [0, 5], s1 in [0, 3], s2 in [0, 2], rt0 in [0, 4], rt1 in [0, 1], "
      "d0 + s0 in [0, 10], s2 mod 2 in [0, 0], rt0 + s2 in [1, 6]");
  llvm::SmallBitVector removed = map.removeUnusedSymbols();
  ASSERT_EQ(removed.size(), 5u);
  EXPECT_FALSE(removed[0]); // kept through a constraint with d0
  EXPECT_FALSE(removed[1]);
  EXPECT_TRUE(removed[2]);
  EXPECT_TRUE(removed[3]);
  EXPECT_FALSE(removed[4]);
  EXPECT_EQ(map.toString(),
            "(d0)[s0, s1]{rt0} -> (d0 + s1 + rt0), domain: d0 in [0, 9], s0 in "
            "[0, 5], s1 in [0, 3], rt0 in [0, 1], d0 + s0 in [0, 10]");
  EXPECT_TRUE(map.removeUnusedSymbols().empty());
}

TEST_F(IndexingMapTest, RangeEvaluator) {
  IndexingMap map = parse("(d0, d1)[s0] -> (d0), domain: d0 in [0, 9], d1 in "
                          "[-4, 4], s0 in [10, 12], d0 * 2 in [0, 6]");
  RangeEvaluator ranges(map);
  RangeEvaluator noConstraints(map, /*useConstraints=*/false);
  AffineExpr d0 = getAffineDimExpr(0, &context);
  AffineExpr d1 = getAffineDimExpr(1, &context);
  AffineExpr s0 = getAffineSymbolExpr(0, &context);
  EXPECT_EQ(ranges.computeRange(d0 + d1 * 3), (Interval{-12, 21}));
  EXPECT_EQ(ranges.computeRange(d0 * 2), (Interval{0, 6}));
  EXPECT_EQ(noConstraints.computeRange(d0 * 2), (Interval{0, 18}));
  EXPECT_EQ(ranges.computeRange(d1.floorDiv(3)), (Interval{-2, 1}));
  EXPECT_EQ(ranges.computeRange(d1 % 3), (Interval{0, 2}));
  EXPECT_EQ(ranges.computeRange(s0 % 8), (Interval{2, 4}));
  EXPECT_EQ(ranges.computeRange(d0.ceilDiv(4)), (Interval{0, 3}));
  EXPECT_EQ(ranges.computeRange(d0 * s0), (Interval{0, 108}));
  EXPECT_TRUE(ranges.isAlwaysNonNegative(d0 + s0));
  EXPECT_FALSE(ranges.isAlwaysNonNegative(d1));
  EXPECT_TRUE(ranges.isAlwaysNonPositive(d0 * -1));
  EXPECT_EQ(ranges.getConstantValue(s0.floorDiv(16)), 0);
  EXPECT_EQ(ranges.getConstantValue(d0), std::nullopt);
}

} // namespace
} // namespace hlokit::indexing
