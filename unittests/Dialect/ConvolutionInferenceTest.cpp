//===- ConvolutionInferenceTest.cpp - convolution's inference functions ---===//
//
// Calls inferConvolutionOp / verifyConvolutionOp on plain types and
// attribute values: inferred shapes and bounds (C25, C26), C4 on the padding
// attribute, the labelled result checks, and C25's window count against a
// direct count of the windows that fit.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/Convolution.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

#include <random>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

class ConvolutionInference : public ::testing::Test {
protected:
  ConvolutionInference()
      : handler(&ctx, [this](Diagnostic &diag) {
          lastError = diag.str();
          return success();
        }) {
    ctx.loadDialect<StableHLODialect>();
  }

  RankedTensorType tensor(ArrayRef<int64_t> shape,
                          ArrayRef<int64_t> bounds = {}, Type element = {}) {
    return getBoundedTensorType(
        shape, element ? element : Float32Type::get(&ctx), bounds);
  }

  /// [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
  static ConvDimensions nhwc() {
    return {0, 3, {1, 2}, 2, 3, {0, 1}, 0, 3, {1, 2}};
  }

  static ConvPaddingValues padding(ArrayRef<int64_t> values) {
    return {{static_cast<int64_t>(values.size() / 2), 2},
            SmallVector<int64_t>(values)};
  }

  LogicalResult infer(Type lhs, Type rhs,
                      const std::optional<ConvPaddingValues> &pad,
                      const ConvWindow &window = {}, int64_t featureGroups = 1,
                      int64_t batchGroups = 1) {
    inferred.clear();
    return inferConvolutionOp(UnknownLoc::get(&ctx), lhs, rhs, pad, window,
                              nhwc(), featureGroups, batchGroups, 2, inferred);
  }

  LogicalResult verify(Type lhs, Type rhs, Type result) {
    return verifyConvolutionOp(UnknownLoc::get(&ctx), lhs, rhs, std::nullopt,
                               {}, nhwc(), 1, 1, 2, result);
  }

  MLIRContext ctx;
  ScopedDiagnosticHandler handler;
  std::string lastError;
  SmallVector<Type> inferred;
};

TEST_F(ConvolutionInference, SpecExample) {
  ConvWindow window;
  window.strides = SmallVector<int64_t>{4, 4};
  window.lhsDilation = SmallVector<int64_t>{2, 2};
  ASSERT_TRUE(succeeded(infer(tensor({1, 4, 4, 1}), tensor({3, 3, 1, 1}),
                              padding({0, 0, 0, 0}), window)));
  EXPECT_EQ(inferred[0], tensor({1, 2, 2, 1}));
}

TEST_F(ConvolutionInference, AbsentPaddingIsZero) {
  ASSERT_TRUE(succeeded(
      infer(tensor({2, 5, 6, 3}), tensor({3, 2, 3, 4}), std::nullopt)));
  EXPECT_EQ(inferred[0], tensor({2, 3, 5, 4}));
}

TEST_F(ConvolutionInference, NegativePaddingShrinksTheInput) {
  ASSERT_TRUE(succeeded(infer(tensor({1, 5, 5, 1}), tensor({2, 2, 1, 1}),
                              padding({-1, -1, -1, 0}))));
  EXPECT_EQ(inferred[0], tensor({1, 2, 3, 1}));
  // Nothing left for the window: no windows.
  ASSERT_TRUE(succeeded(infer(tensor({1, 5, 5, 1}), tensor({2, 2, 1, 1}),
                              padding({-3, -3, 0, 0}))));
  EXPECT_EQ(inferred[0], tensor({1, 0, 4, 1}));
}

TEST_F(ConvolutionInference, GroupsDivideTheBatchOrTheFeatures) {
  ASSERT_TRUE(succeeded(infer(tensor({6, 4, 4, 2}), tensor({1, 1, 2, 6}),
                              std::nullopt, {}, 1, 3)));
  EXPECT_EQ(inferred[0], tensor({2, 4, 4, 6}));
  ASSERT_TRUE(succeeded(
      infer(tensor({1, 4, 4, 6}), tensor({1, 1, 2, 3}), std::nullopt, {}, 3)));
  EXPECT_EQ(inferred[0], tensor({1, 4, 4, 3}));
}

TEST_F(ConvolutionInference, DynamicAndBoundedDimensions) {
  // `?` stays `?`; bounds go through the same formulas.
  ASSERT_TRUE(succeeded(infer(tensor({kDyn, kDyn, 5, 2}),
                              tensor({3, 3, 2, kDyn}), std::nullopt)));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn, 3, kDyn}));
  ASSERT_TRUE(
      succeeded(infer(tensor({kDyn, kDyn, 5, 2}, {8, 10, kDyn, kDyn}),
                      tensor({3, 3, 2, 4}), padding({1, 1, 0, 0}), {}, 1, 2)));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn, 3, 4}, {4, 10, kDyn, kDyn}));
}

TEST_F(ConvolutionInference, PaddingShape) {
  EXPECT_TRUE(failed(infer(tensor({1, 4, 4, 1}), tensor({3, 3, 1, 1}),
                           padding({0, 0, 0, 0, 0, 0}))));
  EXPECT_EQ(lastError, "convolution_c4: padding shape [3, 2] must be [2, 2]");
  EXPECT_TRUE(failed(infer(tensor({1, 4, 4, 1}), tensor({3, 3, 1, 1}),
                           ConvPaddingValues{{4}, {0, 0, 0, 0}})));
  EXPECT_EQ(lastError, "convolution_c4: padding shape [4] must be [2, 2]");
}

TEST_F(ConvolutionInference, LabelsCarryTheOpName) {
  EXPECT_TRUE(
      failed(infer(tensor({1, 4, 4, 2}), tensor({3, 3, 4}), std::nullopt)));
  EXPECT_EQ(lastError, "convolution_c1: lhs rank 4 and rhs rank 3 differ");
  EXPECT_TRUE(failed(infer(tensor({1, 4, 4, 2}),
                           tensor({3, 3, 2, 4}, {}, Float64Type::get(&ctx)),
                           std::nullopt)));
  EXPECT_EQ(lastError.rfind("convolution_c27:", 0), 0u);
}

TEST_F(ConvolutionInference, VerifyChecksTheResultType) {
  RankedTensorType lhs = tensor({1, 4, 4, 2}), rhs = tensor({3, 3, 2, 4});
  EXPECT_TRUE(succeeded(verify(lhs, rhs, tensor({1, 2, 2, 4}))));
  EXPECT_TRUE(succeeded(verify(lhs, rhs, tensor({kDyn, 2, kDyn, 4}))));
  EXPECT_TRUE(failed(verify(lhs, rhs, tensor({1, 3, 2, 4}))));
  EXPECT_EQ(lastError.rfind("convolution_c25:", 0), 0u);
  EXPECT_TRUE(failed(verify(lhs, rhs, tensor({1, 2, 4}))));
  EXPECT_EQ(lastError.rfind("convolution_c26:", 0), 0u);
  // The result's element type is free (JAX's preferred_element_type), as
  // in upstream's verifier.
  EXPECT_TRUE(succeeded(
      verify(lhs, rhs, tensor({1, 2, 2, 4}, {}, Float64Type::get(&ctx)))));
}

/// C25's count against the windows that fit, counted one start at a time
/// in the padded, dilated input.
TEST(ConvNumWindows, MatchesACountOfWindowStarts) {
  std::mt19937 rng(5);
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  for (int trial = 0; trial < 2000; ++trial) {
    int64_t input = pick(0, 7), window = pick(1, 4), stride = pick(1, 3);
    int64_t lhsDilation = pick(1, 3), rhsDilation = pick(1, 3);
    std::pair<int64_t, int64_t> pad{pick(-4, 4), pick(-4, 4)};
    int64_t padded = pad.first + pad.second +
                     (input == 0 ? 0 : (input - 1) * lhsDilation + 1);
    int64_t span = (window - 1) * rhsDilation + 1;
    int64_t count = 0;
    for (int64_t start = 0; start + span <= padded; start += stride)
      ++count;
    EXPECT_EQ(
        getConvNumWindows(input, window, pad, stride, lhsDilation, rhsDilation),
        count)
        << input << " " << window << " " << stride;
  }
}

} // namespace
