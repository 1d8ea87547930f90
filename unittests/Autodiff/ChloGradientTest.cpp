//===- ChloGradientTest.cpp - gradient checks, chlo ops -------------------===//
//
// Every chlo rule against central finite differences and the dot-product
// identity (GradientCheck.h), on random shapes and points of each op's
// domain away from poles and kinks.
//
//===----------------------------------------------------------------------===//

#include "GradientCheck.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;

namespace {

TEST(ChloGradient, UnaryOps) {
  const UnaryCase cases[] = {
      {"erf", -2, 2},      {"erfc", -2, 2},      {"erf_inv", -0.9, 0.9},
      {"lgamma", 0.3, 5},  {"digamma", 0.3, 5},  {"tan", -1, 1},
      {"sinh", -2, 2},     {"cosh", -2, 2},      {"asin", -0.9, 0.9},
      {"acos", -0.9, 0.9}, {"atan", -3, 3},      {"asinh", -3, 3},
      {"acosh", 1.2, 4},   {"atanh", -0.9, 0.9}, {"square", -2, 2},
  };
  Rng rng(14);
  checkUnaryOps(cases, "%0 = chlo.{1} %x : {0} -> {0}", rng);
}

struct BroadcastCase {
  const char *op;
  double lo, hi;
};

// Both kinds of broadcast: [3] against [2, 1] aligned at the trailing
// dimension (each operand stretched), and [2] mapped onto dimension 0 of
// [2, 3] by broadcast_dimensions.
TEST(ChloGradient, BroadcastingOps) {
  const BroadcastCase cases[] = {
      {"add", -1, 1},     {"subtract", -1, 1},   {"multiply", -1, 1},
      {"divide", 0.5, 2}, {"maximum", -1, 1},    {"minimum", -1, 1},
      {"power", 0.5, 2},  {"remainder", 0.3, 2}, {"atan2", 0.2, 1},
  };
  Rng rng(15);
  for (const BroadcastCase &c : cases) {
    GradientChecker trailing(llvm::formatv(R"(
      func.func @f(%x: tensor<3xf64>, %y: tensor<2x1xf64>) -> tensor<2x3xf64> {
        %0 = chlo.broadcast_{0} %x, %y : (tensor<3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
        return %0 : tensor<2x3xf64>
      })",
                                           c.op)
                                 .str());
    if (trailing.isValid())
      expectAccurate(trailing.check({randomF64(rng, {3}, c.lo, c.hi),
                                     randomF64(rng, {2, 1}, c.lo, c.hi)},
                                    rng),
                     c.op);
    GradientChecker mapped(llvm::formatv(R"(
      func.func @f(%x: tensor<2xf64>, %y: tensor<2x3xf64>) -> tensor<2x3xf64> {
        %0 = chlo.broadcast_{0} %x, %y {{broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        return %0 : tensor<2x3xf64>
      })",
                                         c.op)
                               .str());
    if (mapped.isValid())
      expectAccurate(mapped.check({randomF64(rng, {2}, c.lo, c.hi),
                                   randomF64(rng, {2, 3}, c.lo, c.hi)},
                                  rng),
                     c.op);
  }
}

TEST(ChloGradient, BroadcastSelect) {
  GradientChecker checker(R"(
    func.func @f(%p: tensor<2x1xi1>, %x: tensor<3xf64>, %y: tensor<2x3xf64>) -> tensor<2x3xf64> {
      %0 = chlo.broadcast_select %p, %x, %y : (tensor<2x1xi1>, tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
      return %0 : tensor<2x3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(16);
  expectAccurate(checker.check({i1Tensor({2, 1}, {true, false}),
                                randomF64(rng, {3}), randomF64(rng, {2, 3})},
                               rng),
                 "broadcast_select");
}

// next_after moves by one ulp: slope 1 in x, 0 in y.
TEST(ChloGradient, NextAfter) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<4xf64>, %y: tensor<4xf64>) -> tensor<4xf64> {
      %0 = chlo.next_after %x, %y : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
      return %0 : tensor<4xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(19);
  expectAccurate(
      checker.check({randomF64(rng, {4}, -1, 1), randomF64(rng, {4}, 2, 3)},
                    rng),
      "next_after");
}

// zeta in q (the exponent a constant) and polygamma in x.
TEST(ChloGradient, ZetaAndPolygamma) {
  GradientChecker checker(R"(
    func.func @f(%q: tensor<3xf64>, %x: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
      %s = stablehlo.constant dense<[2.0, 3.5, 5.0]> : tensor<3xf64>
      %n = stablehlo.constant dense<[0.0, 1.0, 3.0]> : tensor<3xf64>
      %0 = chlo.zeta %s, %q : tensor<3xf64>, tensor<3xf64> -> tensor<3xf64>
      %1 = chlo.polygamma %n, %x : tensor<3xf64>, tensor<3xf64> -> tensor<3xf64>
      return %0, %1 : tensor<3xf64>, tensor<3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(18);
  expectAccurate(
      checker.check({randomF64(rng, {3}, 0.5, 4), randomF64(rng, {3}, 0.5, 4)},
                    rng),
      "zeta+polygamma");
}

// Distinct values, so small perturbations keep the selection.
TEST(ChloGradient, TopK) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<2x5xf64>) -> tensor<2x3xf64> {
      %values, %indices = chlo.top_k(%x, k = 3) : tensor<2x5xf64> -> (tensor<2x3xf64>, tensor<2x3xi32>)
      return %values : tensor<2x3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(17);
  expectAccurate(checker.check({f64Tensor({2, 5}, {0.3, -1.2, 2.5, 0.9, -0.4,
                                                   1.1, 0.2, -2.0, 3.3, 0.7})},
                               rng),
                 "top_k");
}

// The broadcasting special functions through zeta's, polygamma's and
// next_after's rules: zeta's exponent and polygamma's order are constants
// broadcast along the rows; constant_like contributes no derivative.
TEST(ChloGradient, BroadcastingSpecialFunctions) {
  GradientChecker checker(R"(
    func.func @f(%q: tensor<2x3xf64>, %x: tensor<3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) {
      %s = stablehlo.constant dense<[2.0, 3.5, 5.0]> : tensor<3xf64>
      %n = stablehlo.constant dense<[[0.0], [2.0]]> : tensor<2x1xf64>
      %0 = chlo.broadcast_zeta %s, %q : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
      %1 = chlo.broadcast_polygamma %n, %x : (tensor<2x1xf64>, tensor<3xf64>) -> tensor<2x3xf64>
      %one = "chlo.constant_like"(%q) {value = 1.0 : f64} : (tensor<2x3xf64>) -> tensor<2x3xf64>
      %2 = chlo.broadcast_next_after %x, %one : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
      return %0, %1, %2 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(23);
  expectAccurate(
      checker.check(
          {randomF64(rng, {2, 3}, 0.5, 4), randomF64(rng, {3}, 0.5, 4)}, rng),
      "broadcast zeta+polygamma+next_after");
}

// Both of bessel_i1e's forms: the power series (|x| <= 30) and the Hankel
// expansion beyond; 1/2 at 0, where 1/x leaves the formula.
TEST(ChloGradient, BesselI1e) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<6xf64>) -> tensor<6xf64> {
      %0 = chlo.bessel_i1e %x : tensor<6xf64> -> tensor<6xf64>
      return %0 : tensor<6xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(20);
  expectAccurate(
      checker.check({f64Tensor({6}, {-35.0, -3.1, -0.4, 0.7, 5.2, 42.0})}, rng),
      "bessel_i1e");
  auto grad =
      checker.gradients({f64Tensor({6}, {0.0, 0.0, 0.0, 0.0, 0.0, 0.0})},
                        {f64Tensor({6}, {1, 1, 1, 1, 1, 1})});
  ASSERT_EQ(grad.size(), 1u);
  for (double g : valuesOf(grad[0]))
    EXPECT_EQ(g, 0.5);
}

// ragged_dot's three modes, differentiated through its legalization; the
// group sizes leave rows (batches) outside every group, whose gradient is 0.
TEST(ChloGradient, RaggedDot) {
  const char *modes[] = {
      // Ragged rows: [5, 3] x [2 groups, 3, 4] -> [5, 4].
      R"(
    func.func @f(%lhs: tensor<5x3xf64>, %rhs: tensor<2x3x4xf64>) -> tensor<5x4xf64> {
      %gs = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
      %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
        ragged_dot_dimension_numbers = #chlo.ragged_dot<
          lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
          lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
      } : (tensor<5x3xf64>, tensor<2x3x4xf64>, tensor<2xi64>) -> tensor<5x4xf64>
      return %0 : tensor<5x4xf64>
    })",
      // Ragged contraction: [2, 5] x [5, 3] -> [2 groups, 2, 3].
      R"(
    func.func @f(%lhs: tensor<2x5xf64>, %rhs: tensor<5x3xf64>) -> tensor<2x2x3xf64> {
      %gs = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
      %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
        ragged_dot_dimension_numbers = #chlo.ragged_dot<
          lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
          lhs_ragged_dimensions = [1]>
      } : (tensor<2x5xf64>, tensor<5x3xf64>, tensor<2xi64>) -> tensor<2x2x3xf64>
      return %0 : tensor<2x2x3xf64>
    })",
      // Ragged batch: batches [0, 2) of 3.
      R"(
    func.func @f(%lhs: tensor<3x2x4xf64>, %rhs: tensor<3x4x2xf64>) -> tensor<3x2x2xf64> {
      %gs = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
      %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
        ragged_dot_dimension_numbers = #chlo.ragged_dot<
          lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
          lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1],
          lhs_ragged_dimensions = [0]>
      } : (tensor<3x2x4xf64>, tensor<3x4x2xf64>, tensor<2xi64>) -> tensor<3x2x2xf64>
      return %0 : tensor<3x2x2xf64>
    })",
  };
  const std::pair<llvm::SmallVector<int64_t>, llvm::SmallVector<int64_t>>
      shapes[] = {
          {{5, 3}, {2, 3, 4}}, {{2, 5}, {5, 3}}, {{3, 2, 4}, {3, 4, 2}}};
  Rng rng(21);
  for (auto [module, shape] : llvm::zip_equal(modes, shapes)) {
    GradientChecker checker(module);
    ASSERT_TRUE(checker.isValid());
    expectAccurate(
        checker.check(
            {randomF64(rng, shape.first), randomF64(rng, shape.second)}, rng),
        "ragged_dot");
  }
}

// scan through its legalization (a while loop): a nonlinear carry, an
// output of another shape, is_reverse, and a weight the body captures.
TEST(ChloGradient, Scan) {
  for (const char *reverse : {"false", "true"}) {
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%x: tensor<4x2xf64>, %init: tensor<2xf64>, %w: tensor<2xf64>) -> (tensor<4xf64>, tensor<2xf64>) {{
        %0:2 = chlo.scan(%x) inits (%init) dimension=0 attributes {{is_reverse = {0}} {{
        ^bb0(%row: tensor<2xf64>, %carry: tensor<2xf64>):
          %p = stablehlo.multiply %row, %carry : tensor<2xf64>
          %q = stablehlo.multiply %p, %w : tensor<2xf64>
          %next = stablehlo.tanh %q : tensor<2xf64>
          %zero = stablehlo.constant dense<0.0> : tensor<f64>
          %sum = stablehlo.reduce(%next init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
          stablehlo.return %sum, %next : tensor<f64>, tensor<2xf64>
        } : (tensor<4x2xf64>, tensor<2xf64>) -> (tensor<4xf64>, tensor<2xf64>)
        return %0#0, %0#1 : tensor<4xf64>, tensor<2xf64>
      })",
                                          reverse)
                                .str());
    ASSERT_TRUE(checker.isValid());
    Rng rng(22);
    expectAccurate(checker.check({randomF64(rng, {4, 2}, -1.5, 1.5),
                                  randomF64(rng, {2}, -1.5, 1.5),
                                  randomF64(rng, {2}, 0.5, 1.5)},
                                 rng),
                   "scan");
  }
}

} // namespace
