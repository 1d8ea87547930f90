//===- ElementwiseGradientTest.cpp - gradient checks, elementwise ops -----===//

#include "GradientCheck.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;

namespace {

TEST(ElementwiseGradient, UnaryOps) {
  const UnaryCase cases[] = {
      {"abs", 0.1, 1.0},
      {"cbrt", 0.2, 2.0},
      {"cosine", -2.0, 2.0},
      {"exponential", -1.0, 1.0},
      {"exponential_minus_one", -1.0, 1.0},
      {"log", 0.2, 3.0},
      {"log_plus_one", -0.5, 2.0},
      {"logistic", -3.0, 3.0},
      {"negate", -1.0, 1.0},
      {"rsqrt", 0.2, 3.0},
      {"sine", -2.0, 2.0},
      {"sqrt", 0.2, 3.0},
      {"square", -2.0, 2.0},
      {"tan", -1.0, 1.0},
      {"tanh", -2.0, 2.0},
      {"floor", 0.1, 0.9},
      {"ceil", 0.1, 0.9},
      {"round_nearest_afz", 0.1, 0.4},
      {"round_nearest_even", 0.1, 0.4},
      {"sign", 0.1, 1.0},
  };
  Rng rng(1);
  checkUnaryOps(cases, "%0 = stablehlo.{1} %x : {0}", rng);
}

struct BinaryCase {
  const char *op;
  double lo, hi;
};

TEST(ElementwiseGradient, BinaryOps) {
  const BinaryCase cases[] = {
      {"add", -1, 1},     {"subtract", -1, 1},   {"multiply", -1, 1},
      {"divide", 0.5, 2}, {"maximum", -1, 1},    {"minimum", -1, 1},
      {"power", 0.5, 2},  {"remainder", 0.3, 2}, {"atan2", 0.2, 1},
  };
  Rng rng(2);
  for (const BinaryCase &c : cases) {
    for (int repeat = 0; repeat < 3; ++repeat) {
      auto shape = randomShape(rng);
      std::string type = tensorType(shape);
      GradientChecker checker(llvm::formatv(R"(
        func.func @f(%x: {0}, %y: {0}) -> {0} {
          %0 = stablehlo.{1} %x, %y : {0}
          return %0 : {0}
        })",
                                            type, c.op)
                                  .str());
      if (!checker.isValid())
        continue;
      expectAccurate(checker.check({randomF64(rng, shape, c.lo, c.hi),
                                    randomF64(rng, shape, c.lo, c.hi)},
                                   rng),
                     c.op);
    }
  }
}

TEST(ElementwiseGradient, SelectClamp) {
  Rng rng(3);
  for (int repeat = 0; repeat < 4; ++repeat) {
    auto shape = randomShape(rng, 1);
    std::string type = tensorType(shape), pred = tensorType(shape, "i1");
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%p: {1}, %x: {0}, %y: {0}, %lo: tensor<f64>, %hi: {0}) -> ({0}, {0}) {
        %0 = stablehlo.select %p, %x, %y : {1}, {0}
        %1 = stablehlo.clamp %lo, %0, %hi : (tensor<f64>, {0}, {0}) -> {0}
        %2 = stablehlo.multiply %1, %x : {0}
        return %1, %2 : {0}, {0}
      })",
                                          type, pred)
                                .str());
    if (!checker.isValid())
      continue;
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    llvm::SmallVector<bool> p;
    for (int64_t i = 0; i < n; ++i)
      p.push_back(rng() % 2);
    // Values on both sides of the bounds, away from the kinks.
    Tensor x = randomF64(rng, shape, -1, 1);
    for (int64_t i = 0; i < n; ++i) {
      double &v = x.mutableData<double>()[i];
      if (std::fabs(v + 0.5) < 0.05 || std::fabs(v - 0.5) < 0.1)
        v += 0.25;
    }
    Tensor y = randomF64(rng, shape, -1, 1);
    for (int64_t i = 0; i < n; ++i) {
      double &v = y.mutableData<double>()[i];
      if (std::fabs(v + 0.5) < 0.05 || std::fabs(v - 0.5) < 0.1)
        v += 0.25;
    }
    expectAccurate(
        checker.check({i1Tensor(shape, p), x, y, f64Tensor({}, {-0.5}),
                       randomF64(rng, shape, 0.45, 0.55)},
                      rng),
        "select+clamp");
  }
}

// Through f32 the finite differences only see f32 steps, so convert is
// checked with the dot-product identity and an exact gradient.
TEST(ElementwiseGradient, ConvertThroughF32) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<3xf64>) -> tensor<3xf64> {
      %0 = stablehlo.convert %x : (tensor<3xf64>) -> tensor<3xf32>
      %1 = stablehlo.multiply %0, %0 : tensor<3xf32>
      %2 = stablehlo.convert %1 : (tensor<3xf32>) -> tensor<3xf64>
      return %2 : tensor<3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(4);
  CheckResult r = checker.check({f64Tensor({3}, {0.5, -1.0, 2.0})}, rng);
  EXPECT_TRUE(r.primalsMatch);
  EXPECT_LT(r.dotProductIdentity, 1e-6);
  auto g = checker.gradients({f64Tensor({3}, {0.5, -1.0, 2.0})},
                             {f64Tensor({3}, {1.0, 1.0, 1.0})});
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{1.0, -2.0, 4.0}));
}

// Ties of maximum/minimum split the cotangent evenly.
TEST(ElementwiseGradient, MaximumTiesSplitEvenly) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<3xf64>, %y: tensor<3xf64>) -> tensor<3xf64> {
      %0 = stablehlo.maximum %x, %y : tensor<3xf64>
      return %0 : tensor<3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  auto g =
      checker.gradients({f64Tensor({3}, {1, 2, 3}), f64Tensor({3}, {1, 5, 0})},
                        {f64Tensor({3}, {4, 4, 4})});
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{2, 0, 4}));
  EXPECT_EQ(valuesOf(g[1]), (std::vector<double>{2, 4, 0}));
}

} // namespace
