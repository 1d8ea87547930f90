//===- CallGradientTest.cpp - gradient checks, composite ------------------===//

#include "GradientCheck.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;

namespace {

// The composite's derivatives are its decomposition's: two float inputs,
// an integer input that carries none, and two results.
TEST(CallGradient, Composite) {
  GradientChecker checker(R"(
    func.func private @impl(%x: tensor<3xf64>, %y: tensor<3xf64>, %n: tensor<3xi64>) -> (tensor<3xf64>, tensor<3xf64>) {
      %c = stablehlo.convert %n : (tensor<3xi64>) -> tensor<3xf64>
      %m = stablehlo.multiply %x, %y : tensor<3xf64>
      %s = stablehlo.sine %m : tensor<3xf64>
      %t = stablehlo.multiply %s, %c : tensor<3xf64>
      %e = stablehlo.exponential %y : tensor<3xf64>
      return %t, %e : tensor<3xf64>, tensor<3xf64>
    }
    func.func @f(%x: tensor<3xf64>, %y: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
      %n = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
      %r:2 = stablehlo.composite "my.op" %x, %y, %n {decomposition = @impl} : (tensor<3xf64>, tensor<3xf64>, tensor<3xi64>) -> (tensor<3xf64>, tensor<3xf64>)
      %u = stablehlo.multiply %r#0, %x : tensor<3xf64>
      return %u, %r#1 : tensor<3xf64>, tensor<3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(40);
  expectAccurate(checker.check({randomF64(rng, {3}), randomF64(rng, {3})}, rng),
                 "composite");
}

// Two float inputs and an integer one; the computation is non-linear in
// both floats and reads the integer.
TEST(CallGradient, Map) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<2x3xf64>, %y: tensor<2x3xf64>) -> tensor<2x3xf64> {
      %n = stablehlo.iota dim = 1 : tensor<2x3xi64>
      %m = "stablehlo.map"(%x, %n, %y) ({
      ^bb0(%a: tensor<f64>, %k: tensor<i64>, %b: tensor<f64>):
        %c = stablehlo.convert %k : (tensor<i64>) -> tensor<f64>
        %p = stablehlo.multiply %a, %b : tensor<f64>
        %s = stablehlo.sine %p : tensor<f64>
        %q = stablehlo.multiply %s, %c : tensor<f64>
        %r = stablehlo.add %q, %a : tensor<f64>
        stablehlo.return %r : tensor<f64>
      }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf64>, tensor<2x3xi64>, tensor<2x3xf64>) -> tensor<2x3xf64>
      %u = stablehlo.multiply %m, %y : tensor<2x3xf64>
      return %u : tensor<2x3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(41);
  expectAccurate(
      checker.check({randomF64(rng, {2, 3}), randomF64(rng, {2, 3})}, rng),
      "map");
}

} // namespace
