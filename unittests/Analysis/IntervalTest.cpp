//===- IntervalTest.cpp - Interval arithmetic -----------------------------===//

#include "hlokit/Analysis/Indexing/Interval.h"

#include "gtest/gtest.h"

using hlokit::indexing::Interval;

namespace {

constexpr int64_t kMax = Interval::kMax;
constexpr int64_t kMin = Interval::kMin;

TEST(IntervalTest, FeasibilityAndPoints) {
  EXPECT_TRUE((Interval{0, 0}.isFeasible()));
  EXPECT_TRUE((Interval{3, 3}.isPoint()));
  EXPECT_FALSE((Interval{3, 4}.isPoint()));
  EXPECT_FALSE(Interval::empty().isFeasible());
  EXPECT_EQ((Interval{2, 5}.numElements()), 4);
  EXPECT_EQ(Interval::empty().numElements(), 0);
  EXPECT_EQ(Interval::unbounded().numElements(), kMax);
}

TEST(IntervalTest, ContainsIntersectUnite) {
  Interval a{0, 10}, b{5, 20};
  EXPECT_TRUE(a.contains(0));
  EXPECT_TRUE(a.contains(10));
  EXPECT_FALSE(a.contains(11));
  EXPECT_TRUE(a.contains(Interval{2, 3}));
  EXPECT_FALSE(a.contains(b));
  EXPECT_TRUE(a.contains(Interval::empty()));
  EXPECT_EQ(a.intersect(b), (Interval{5, 10}));
  EXPECT_FALSE(a.intersect(Interval{11, 12}).isFeasible());
  EXPECT_EQ(a.unite(b), (Interval{0, 20}));
  EXPECT_EQ(a.unite(Interval::empty()), a);
}

TEST(IntervalTest, Arithmetic) {
  EXPECT_EQ((Interval{1, 2} + Interval{10, 20}), (Interval{11, 22}));
  EXPECT_EQ((Interval{1, 2} - Interval{10, 20}), (Interval{-19, -8}));
  EXPECT_EQ(-(Interval{1, 2}), (Interval{-2, -1}));
  EXPECT_EQ((Interval{-2, 3} * Interval{4, 5}), (Interval{-10, 15}));
  EXPECT_EQ((Interval{-2, 3} * Interval{-1, -1}), (Interval{-3, 2}));
  EXPECT_EQ((Interval{1, 5}.min(Interval{3, 4})), (Interval{1, 4}));
  EXPECT_EQ((Interval{1, 5}.max(Interval{3, 4})), (Interval{3, 5}));
}

TEST(IntervalTest, Saturation) {
  EXPECT_EQ((Interval{kMax - 1, kMax} + Interval{5, 5}),
            (Interval{kMax, kMax}));
  EXPECT_EQ((Interval{kMin, 0} - Interval{1, 1}), (Interval{kMin, -1}));
  EXPECT_EQ((Interval{kMax / 2, kMax} * Interval{3, 3}),
            (Interval{kMax, kMax}));
  EXPECT_EQ((Interval{kMin, 1} * Interval{-1, -1}), (Interval{-1, kMax}));
  EXPECT_EQ(-(Interval::unbounded()), (Interval{kMin + 1, kMax}));
}

TEST(IntervalTest, FloorDivAndMod) {
  EXPECT_EQ((Interval{-7, 7}.floorDiv(2)), (Interval{-4, 3}));
  EXPECT_EQ((Interval{-7, 7}.floorDiv(-2)), (Interval{-4, 3}));
  EXPECT_EQ((Interval{0, 99}.floorDiv(10)), (Interval{0, 9}));
  EXPECT_EQ((Interval{0, 5}.mod(8)), (Interval{0, 5}));
  EXPECT_EQ((Interval{10, 12}.mod(8)), (Interval{2, 4}));
  EXPECT_EQ((Interval{6, 9}.mod(8)), (Interval{0, 7})); // wraps around
  EXPECT_EQ((Interval{-3, -1}.mod(8)), (Interval{5, 7}));
  EXPECT_EQ((Interval{0, 100}.mod(8)), (Interval{0, 7}));
}

TEST(IntervalTest, ToString) {
  EXPECT_EQ((Interval{0, 9}.toString()), "[0, 9]");
  EXPECT_EQ((Interval{-3, -1}.toString()), "[-3, -1]");
}

} // namespace
