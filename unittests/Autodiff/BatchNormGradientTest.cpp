//===- BatchNormGradientTest.cpp - gradient checks, batch_norm_* ----------===//

#include "GradientCheck.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;

namespace {

TEST(BatchNormGradient, Inference) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<2x3x2xf64>, %s: tensor<3xf64>, %o: tensor<3xf64>, %m: tensor<3xf64>, %v: tensor<3xf64>) -> tensor<2x3x2xf64> {
      %y = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 0.5 : f32, feature_index = 1 : i64} : (tensor<2x3x2xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<2x3x2xf64>
      return %y : tensor<2x3x2xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(50);
  expectAccurate(checker.check({randomF64(rng, {2, 3, 2}), randomF64(rng, {3}),
                                randomF64(rng, {3}), randomF64(rng, {3}),
                                randomF64(rng, {3}, 0.5, 2.0)},
                               rng),
                 "batch_norm_inference");
}

TEST(BatchNormGradient, Training) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<4x3xf64>, %s: tensor<4xf64>, %o: tensor<4xf64>) -> (tensor<4x3xf64>, tensor<4xf64>, tensor<4xf64>) {
      %y:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 0.25 : f32, feature_index = 0 : i64} : (tensor<4x3xf64>, tensor<4xf64>, tensor<4xf64>) -> (tensor<4x3xf64>, tensor<4xf64>, tensor<4xf64>)
      return %y#0, %y#1, %y#2 : tensor<4x3xf64>, tensor<4xf64>, tensor<4xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(51);
  expectAccurate(checker.check({randomF64(rng, {4, 3}), randomF64(rng, {4}),
                                randomF64(rng, {4})},
                               rng),
                 "batch_norm_training");
}

TEST(BatchNormGradient, Grad) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<2x3xf64>, %s: tensor<3xf64>, %m: tensor<3xf64>, %v: tensor<3xf64>, %g: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<3xf64>, tensor<3xf64>) {
      %y:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 0.125 : f32, feature_index = 1 : i64} : (tensor<2x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<3xf64>, tensor<3xf64>)
      return %y#0, %y#1, %y#2 : tensor<2x3xf64>, tensor<3xf64>, tensor<3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(52);
  expectAccurate(
      checker.check({randomF64(rng, {2, 3}), randomF64(rng, {3}),
                     randomF64(rng, {3}), randomF64(rng, {3}, 0.5, 2.0),
                     randomF64(rng, {2, 3})},
                    rng),
      "batch_norm_grad");
}

} // namespace
