//===- TypeUtilsTest.cpp - tests for the shared type helpers --------------===//

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

TEST(TypeUtils, DimsToStringPrintsDynamicAsQuestionMark) {
  EXPECT_EQ(dimsToString({}), "[]");
  EXPECT_EQ(dimsToString({0, ShapedType::kDynamic, 3}), "[0, ?, 3]");
}

TEST(TypeUtils, PermutationAndUniqueness) {
  EXPECT_TRUE(isPermutation({}));
  EXPECT_TRUE(isPermutation({1, 0, 2}));
  EXPECT_FALSE(isPermutation({0, 0}));
  EXPECT_FALSE(isPermutation({0, 2}));
  EXPECT_TRUE(isUnique({3, 1, 2}));
  EXPECT_FALSE(isUnique({3, 1, 3}));
  EXPECT_TRUE(allInRange({0, 1}, 2));
  EXPECT_FALSE(allInRange({-1}, 2));
}

TEST(TypeUtils, CompatibilityTreatsDynamicDimsAsWildcards) {
  MLIRContext ctx;
  Builder b(&ctx);
  auto f32 = b.getF32Type();
  auto t2x3 = RankedTensorType::get({2, 3}, f32);
  auto tqx3 = RankedTensorType::get({ShapedType::kDynamic, 3}, f32);
  auto t2x4 = RankedTensorType::get({2, 4}, f32);
  auto i2x3 = RankedTensorType::get({2, 3}, b.getI32Type());
  EXPECT_TRUE(isCompatibleForHloTypeInference(t2x3, tqx3));
  EXPECT_FALSE(isCompatibleForHloTypeInference(t2x3, t2x4));
  EXPECT_FALSE(isCompatibleForHloTypeInference(t2x3, i2x3));
  EXPECT_TRUE(isCompatibleForHloTypeInference(TupleType::get(&ctx, {t2x3}),
                                              TupleType::get(&ctx, {tqx3})));
}

TEST(TypeUtils, CompatibilityUpToElementTypeComparesShapesOnly) {
  MLIRContext ctx;
  Builder b(&ctx);
  auto t2x3 = RankedTensorType::get({2, 3}, b.getF32Type());
  auto iqx3 = RankedTensorType::get({ShapedType::kDynamic, 3}, b.getI32Type());
  auto i2x4 = RankedTensorType::get({2, 4}, b.getI32Type());
  auto i2x3x1 = RankedTensorType::get({2, 3, 1}, b.getI32Type());
  EXPECT_TRUE(isCompatibleUpToElementType(TypeRange{t2x3}, TypeRange{iqx3}));
  EXPECT_FALSE(isCompatibleUpToElementType(TypeRange{t2x3}, TypeRange{i2x4}));
  EXPECT_FALSE(isCompatibleUpToElementType(TypeRange{t2x3}, TypeRange{i2x3x1}));
  EXPECT_FALSE(
      isCompatibleUpToElementType(TypeRange{t2x3}, TypeRange{t2x3, iqx3}));
}

class BoundedTypes : public ::testing::Test {
protected:
  BoundedTypes() { ctx.loadDialect<StableHLODialect>(); }

  RankedTensorType bounded(int64_t bound) {
    return getBoundedTensorType({ShapedType::kDynamic}, f32(), {bound});
  }
  RankedTensorType sized(int64_t size) {
    return RankedTensorType::get({size}, f32());
  }
  Type f32() { return Float32Type::get(&ctx); }

  MLIRContext ctx;
};

// The cases of the bounded-dynamism RFC's @bounds_compatibility.
TEST_F(BoundedTypes, StaticSizeMustFitTheBound) {
  EXPECT_TRUE(isCompatibleForHloTypeInference(bounded(3), bounded(2)));
  EXPECT_TRUE(isCompatibleForHloTypeInference(bounded(3), bounded(4)));
  EXPECT_TRUE(isCompatibleForHloTypeInference(bounded(3), sized(2)));
  EXPECT_TRUE(isCompatibleForHloTypeInference(bounded(3), sized(3)));
  EXPECT_FALSE(isCompatibleForHloTypeInference(bounded(3), sized(4)));
  EXPECT_FALSE(isCompatibleForHloTypeInference(sized(4), bounded(3)));
  EXPECT_TRUE(isCompatibleForHloTypeInference(
      bounded(3), RankedTensorType::get({ShapedType::kDynamic}, f32())));
}

TEST_F(BoundedTypes, UnboundedTypesCarryNoEncoding) {
  RankedTensorType plain = getBoundedTensorType(
      {ShapedType::kDynamic, 5}, f32(), {ShapedType::kDynamic, 5});
  EXPECT_FALSE(plain.getEncoding());
  EXPECT_TRUE(getBounds(plain).empty());
  EXPECT_EQ(getDimBound(plain, 1), 5);
  EXPECT_TRUE(ShapedType::isDynamic(getDimBound(plain, 0)));

  RankedTensorType withBound = bounded(7);
  EXPECT_EQ(getDimBound(withBound, 0), 7);
}

} // namespace
