//===- BoundsInferenceTest.cpp - bounds through the ops' inference --------===//
//
// Bounded-dynamism RFC (P2): bounds propagate through type inference. Each test asks a
// free inference function for its result type and checks the bounds.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

class BoundsInference : public ::testing::Test {
protected:
  BoundsInference() { ctx.loadDialect<StableHLODialect>(); }

  RankedTensorType type(ArrayRef<int64_t> shape, ArrayRef<int64_t> bounds) {
    return getBoundedTensorType(shape, Float32Type::get(&ctx), bounds);
  }

  MLIRContext ctx;
};

TEST_F(BoundsInference, ElementwiseKeepsTheSmallerBoundAndStaticSizes) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(inferElementwiseOp(
      std::nullopt, "add", {type({kDyn}, {3}), type({kDyn}, {2})}, inferred)));
  EXPECT_EQ(typeOf(inferred[0]), type({kDyn}, {2}));

  inferred.clear();
  ASSERT_TRUE(succeeded(inferElementwiseOp(
      std::nullopt, "add", {type({kDyn}, {3}), type({2}, {kDyn})}, inferred)));
  EXPECT_EQ(typeOf(inferred[0]), type({2}, {kDyn}));
}

TEST_F(BoundsInference, ElementwiseRejectsAStaticSizeOverTheBound) {
  SmallVector<ShapedTypeComponents> inferred;
  EXPECT_TRUE(failed(inferElementwiseOp(
      std::nullopt, "add", {type({kDyn}, {3}), type({4}, {kDyn})}, inferred)));
}

TEST_F(BoundsInference, ConcatenateAddsBounds) {
  SmallVector<Type> inferred;
  RankedTensorType data = type({kDyn}, {16});
  ASSERT_TRUE(
      succeeded(inferConcatenateOp(std::nullopt, {data, data}, 0, inferred)));
  EXPECT_EQ(inferred[0], type({kDyn}, {32}));

  inferred.clear();
  ASSERT_TRUE(succeeded(inferConcatenateOp(
      std::nullopt, {data, type({5}, {kDyn})}, 0, inferred)));
  EXPECT_EQ(inferred[0], type({kDyn}, {21}));

  // An unbounded input leaves the sum unbounded.
  inferred.clear();
  ASSERT_TRUE(succeeded(inferConcatenateOp(
      std::nullopt, {data, type({kDyn}, {kDyn})}, 0, inferred)));
  EXPECT_EQ(inferred[0], type({kDyn}, {kDyn}));
}

TEST_F(BoundsInference, ConcatenateKeepsBoundsOfTheOtherDimensions) {
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferConcatenateOp(
      std::nullopt, {type({2, kDyn}, {kDyn, 8}), type({3, kDyn}, {kDyn, 6})}, 0,
      inferred)));
  EXPECT_EQ(inferred[0], type({5, kDyn}, {kDyn, 6}));
}

TEST_F(BoundsInference, TransposePermutesBounds) {
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferTransposeOp(std::nullopt,
                                         type({kDyn, 5, kDyn}, {3, kDyn, kDyn}),
                                         {2, 0, 1}, inferred)));
  EXPECT_EQ(inferred[0], type({kDyn, kDyn, 5}, {kDyn, 3, kDyn}));
}

TEST_F(BoundsInference, PadPadsTheBound) {
  SmallVector<Type> inferred;
  RankedTensorType scalar = type({}, {});
  ASSERT_TRUE(succeeded(inferPadOp(std::nullopt, type({kDyn}, {4}), scalar, {1},
                                   {2}, {1}, inferred)));
  // 1 + 4 + 2 + (4 - 1) * 1
  EXPECT_EQ(inferred[0], type({kDyn}, {10}));
}

TEST_F(BoundsInference, SliceLimitMustFitTheBound) {
  SmallVector<Type> inferred;
  EXPECT_TRUE(succeeded(
      inferSliceOp(std::nullopt, type({kDyn}, {7}), {0}, {7}, {1}, inferred)));
  EXPECT_TRUE(failed(
      inferSliceOp(std::nullopt, type({kDyn}, {7}), {0}, {8}, {1}, inferred)));
}

} // namespace
