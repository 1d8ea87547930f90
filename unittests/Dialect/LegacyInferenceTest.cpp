//===- LegacyInferenceTest.cpp - tests for the Legacy functions -----------===//

#include "hlokit/Dialect/StableHLO/Legacy.h"

#include "InferenceFixture.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

class LegacyInference : public InferenceFixture {
protected:
  /// The shape dot infers, or nothing (with a message) when it fails.
  std::optional<RankedTensorType> dot(Type lhs, Type rhs,
                                      size_t precisions = 0) {
    SmallVector<ShapedTypeComponents> inferred;
    if (failed(inferDotOp(loc, lhs, rhs, precisions, inferred)))
      return std::nullopt;
    return typeOf(ShapedTypeComponents(inferred[0].getDims(), b.getF32Type(),
                                       inferred[0].getAttribute()));
  }
};

TEST_F(LegacyInference, DotOfEachRankPair) {
  EXPECT_EQ(dot(f32({3}), f32({3})), f32({}));
  EXPECT_EQ(dot(f32({2, 3}), f32({3})), f32({2}));
  EXPECT_EQ(dot(f32({3}), f32({3, 4})), f32({4}));
  EXPECT_EQ(dot(f32({2, 3}), f32({3, 4})), f32({2, 4}));
  EXPECT_TRUE(messages.empty());
}

TEST_F(LegacyInference, DotKeepsBoundsAndDynamicSizes) {
  EXPECT_EQ(dot(f32({kDyn, 3}, {5, kDyn}), f32({kDyn, 4})),
            f32({kDyn, 4}, {5, kDyn}));
  EXPECT_EQ(dot(f32({2, kDyn}), f32({7, kDyn}, {kDyn, 6})),
            f32({2, kDyn}, {kDyn, 6}));
}

TEST_F(LegacyInference, DotRejectsRanksSizesAndPrecisions) {
  EXPECT_FALSE(dot(f32({1, 2, 3}), f32({3})));
  EXPECT_FALSE(dot(f32({}), f32({3})));
  EXPECT_FALSE(dot(f32({2, 3}), f32({4, 5})));
  EXPECT_FALSE(dot(f32({3}), f32({3}), /*precisions=*/3));
  ASSERT_EQ(messages.size(), 4u);
  EXPECT_EQ(messages[0], "expected both lhs/rhs ranks to be either 1 or 2");
  EXPECT_EQ(messages[3],
            "expects precision config to be empty or have <= 2 elements, "
            "got 3");
}

TEST_F(LegacyInference, DotResultMustMatchTheInferredShape) {
  EXPECT_TRUE(
      succeeded(verifyDotOp(loc, f32({2, 3}), f32({3, 4}), 0, f32({kDyn, 4}))));
  EXPECT_TRUE(
      failed(verifyDotOp(loc, f32({2, 3}), f32({3, 4}), 0, f32({2, 5}))));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "inferred shape '[2, 4]' is incompatible with return "
                         "type of operation 'tensor<2x5xf32>'");
}

TEST_F(LegacyInference, BroadcastPrependsTheSizes) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(
      succeeded(inferBroadcastOp(loc, f32({3, kDyn}), {1, 2}, inferred)));
  EXPECT_EQ(typeOf(inferred[0]), f32({1, 2, 3, kDyn}));
  EXPECT_TRUE(failed(inferBroadcastOp(loc, f32({3}), {2, -4}, inferred)));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "Broadcast with negative dimension size -4");
}

} // namespace
