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

} // namespace
