//===- ReductionGradientTest.cpp - gradient checks, reduce/dot_general ----===//

#include "GradientCheck.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;
using llvm::SmallVector;

namespace {

TEST(ReductionGradient, ReduceAddMaxMin) {
  Rng rng(20);
  for (const char *body : {"add", "maximum", "minimum"}) {
    for (int repeat = 0; repeat < 4; ++repeat) {
      SmallVector<int64_t> shape = randomShape(rng, 1, 3);
      SmallVector<int64_t> dims, kept;
      for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d) {
        if (uniform(rng, 0, 1))
          dims.push_back(d);
        else
          kept.push_back(shape[d]);
      }
      GradientChecker checker(llvm::formatv(R"(
        func.func @f(%x: {0}, %init: tensor<f64>) -> {1} {
          %r = stablehlo.reduce(%x init: %init) applies stablehlo.{2} across dimensions = {3} : ({0}, tensor<f64>) -> {1}
          %s = stablehlo.sine %r : {1}
          return %s : {1}
        })",
                                            tensorType(shape), tensorType(kept),
                                            body, list(dims))
                                  .str());
      if (!checker.isValid())
        continue;
      // The init value takes part: below every input for max, above for
      // min, so it never ties.
      double init = std::string(body) == "maximum"   ? -5.0
                    : std::string(body) == "minimum" ? 5.0
                                                     : 0.3;
      expectAccurate(
          checker.check({randomF64(rng, shape), f64Tensor({}, {init})}, rng),
          body);
    }
  }
}

TEST(ReductionGradient, ReduceMaxTiesSplitEvenly) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<2x3xf64>) -> tensor<2xf64> {
      %init = stablehlo.constant dense<2.0> : tensor<f64>
      %r = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
      return %r : tensor<2xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  // Row 0: three-way tie at 1 ... no: the init 2 wins alone. Row 1: 3 twice.
  auto g = checker.gradients({f64Tensor({2, 3}, {1, 1, 1, 3, 0, 3})},
                             {f64Tensor({2}, {6, 6})});
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{0, 0, 0, 3, 0, 3}));
  auto h = checker.gradients({f64Tensor({2, 3}, {2, 2, 1, 4, 4, 4})},
                             {f64Tensor({2}, {6, 6})});
  // Row 0 ties with the init value (three winners); row 1 three-way.
  EXPECT_EQ(valuesOf(h[0]), (std::vector<double>{2, 2, 0, 2, 2, 2}));
}

TEST(ReductionGradient, DotGeneral) {
  Rng rng(21);
  for (int repeat = 0; repeat < 8; ++repeat) {
    // lhs = [batch..., free..., contracting...] shuffled, rhs alike.
    int64_t nb = uniform(rng, 0, 2), nc = uniform(rng, 0, 2),
            nl = uniform(rng, 0, 2), nr = uniform(rng, 0, 2);
    SmallVector<int64_t> batch, contract;
    for (int64_t i = 0; i < nb; ++i)
      batch.push_back(uniform(rng, 1, 3));
    for (int64_t i = 0; i < nc; ++i)
      contract.push_back(uniform(rng, 1, 3));
    auto makeSide = [&](int64_t numFree, SmallVector<int64_t> &shape,
                        SmallVector<int64_t> &batchDims,
                        SmallVector<int64_t> &contractDims,
                        SmallVector<int64_t> &free) {
      // Role of each dim: 0 batch i, 1 contract i, 2 free.
      SmallVector<std::pair<int, int64_t>> roles;
      for (int64_t i = 0; i < nb; ++i)
        roles.push_back({0, i});
      for (int64_t i = 0; i < nc; ++i)
        roles.push_back({1, i});
      for (int64_t i = 0; i < numFree; ++i)
        roles.push_back({2, i});
      std::shuffle(roles.begin(), roles.end(), rng);
      batchDims.assign(nb, 0);
      contractDims.assign(nc, 0);
      for (auto [d, role] : llvm::enumerate(roles)) {
        if (role.first == 0) {
          batchDims[role.second] = d;
          shape.push_back(batch[role.second]);
        } else if (role.first == 1) {
          contractDims[role.second] = d;
          shape.push_back(contract[role.second]);
        } else {
          int64_t size = uniform(rng, 1, 3);
          shape.push_back(size);
          free.push_back(size);
        }
      }
    };
    SmallVector<int64_t> lhs, rhs, lb, lc, rb, rc, lf, rf;
    makeSide(nl, lhs, lb, lc, lf);
    makeSide(nr, rhs, rb, rc, rf);
    SmallVector<int64_t> result(batch);
    llvm::append_range(result, lf);
    llvm::append_range(result, rf);
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%a: {0}, %b: {1}) -> {2} {
        %r = stablehlo.dot_general %a, %b, batching_dims = {3} x {4}, contracting_dims = {5} x {6} : ({0}, {1}) -> {2}
        %s = stablehlo.sine %r : {2}
        return %s : {2}
      })",
                                          tensorType(lhs), tensorType(rhs),
                                          tensorType(result), list(lb),
                                          list(rb), list(lc), list(rc))
                                .str());
    if (!checker.isValid())
      continue;
    expectAccurate(
        checker.check({randomF64(rng, lhs), randomF64(rng, rhs)}, rng),
        "dot_general");
  }
}

// sort is a permutation: gradients go back to where elements came from.
TEST(ReductionGradient, Sort) {
  GradientChecker checker(R"(
    func.func @f(%k: tensor<3x4xf64>, %v: tensor<3x4xf64>, %n: tensor<3x4xi64>) -> (tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x4xi64>) {
      %r:3 = "stablehlo.sort"(%k, %v, %n) <{dimension = 1 : i64, is_stable = true}> ({
      ^bb0(%a: tensor<f64>, %b: tensor<f64>, %c: tensor<f64>, %d: tensor<f64>, %e: tensor<i64>, %f: tensor<i64>):
        %lt = stablehlo.compare LT, %a, %b : (tensor<f64>, tensor<f64>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      }) : (tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x4xi64>) -> (tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x4xi64>)
      %s = stablehlo.multiply %r#0, %r#1 : tensor<3x4xf64>
      return %s, %r#1, %r#2 : tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x4xi64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(22);
  for (int repeat = 0; repeat < 3; ++repeat)
    expectAccurate(
        checker.check(
            {randomF64(rng, {3, 4}), randomF64(rng, {3, 4}),
             i64Tensor({3, 4}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})},
            rng),
        "sort");
}

// Windows with strides and padding (the padding reads the init value). For
// max/min the init value lies outside the inputs' range, so it never wins.
TEST(ReductionGradient, ReduceWindow) {
  Rng rng(23);
  for (const char *body : {"add", "maximum", "minimum"}) {
    for (int repeat = 0; repeat < 5; ++repeat) {
      int64_t n0 = uniform(rng, 2, 6), n1 = uniform(rng, 1, 4);
      int64_t w0 = uniform(rng, 1, n0), w1 = uniform(rng, 1, n1);
      int64_t s0 = uniform(rng, 1, 3), s1 = uniform(rng, 1, 2);
      int64_t l0 = uniform(rng, 0, 2), h0 = uniform(rng, 0, 2);
      int64_t m0 = (n0 + l0 + h0 - w0) / s0 + 1, m1 = (n1 - w1) / s1 + 1;
      GradientChecker checker(llvm::formatv(R"(
        func.func @f(%x: {0}, %init: tensor<f64>) -> {1} {
          %r = "stablehlo.reduce_window"(%x, %init) <{{window_dimensions = array<i64: {2}, {3}>, window_strides = array<i64: {4}, {5}>, padding = dense<[[{6}, {7}], [0, 0]]> : tensor<2x2xi64>}> ({{
          ^bb0(%a: tensor<f64>, %b: tensor<f64>):
            %s = stablehlo.{8} %a, %b : tensor<f64>
            stablehlo.return %s : tensor<f64>
          }) : ({0}, tensor<f64>) -> {1}
          %t = stablehlo.sine %r : {1}
          return %t : {1}
        })",
                                            tensorType({n0, n1}),
                                            tensorType({m0, m1}), w0, w1, s0,
                                            s1, l0, h0, body)
                                  .str());
      if (!checker.isValid())
        continue;
      double init = std::string(body) == "maximum"   ? -5.0
                    : std::string(body) == "minimum" ? 5.0
                                                     : 0.25;
      expectAccurate(
          checker.check({randomF64(rng, {n0, n1}), f64Tensor({}, {init})}, rng),
          std::string("reduce_window ") + body + " n=" + std::to_string(n0) +
              "x" + std::to_string(n1) + " w=" + std::to_string(w0) + "x" +
              std::to_string(w1) + " s=" + std::to_string(s0) + "x" +
              std::to_string(s1) + " pad=" + std::to_string(l0) + "," +
              std::to_string(h0));
    }
  }
}

} // namespace
