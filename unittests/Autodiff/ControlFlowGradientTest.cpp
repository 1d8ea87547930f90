//===- ControlFlowGradientTest.cpp - gradient checks, if/case/while -------===//

#include "GradientCheck.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;

namespace {

// Both branches capture float values from outside; each branch uses a
// different subset.
TEST(ControlFlowGradient, IfWithCaptures) {
  GradientChecker checker(R"(
    func.func @f(%p: tensor<i1>, %x: tensor<3xf64>, %y: tensor<3xf64>) -> tensor<3xf64> {
      %e = stablehlo.exponential %y : tensor<3xf64>
      %r = "stablehlo.if"(%p) ({
        %m = stablehlo.multiply %x, %e : tensor<3xf64>
        stablehlo.return %m : tensor<3xf64>
      }, {
        %s = stablehlo.sine %x : tensor<3xf64>
        stablehlo.return %s : tensor<3xf64>
      }) : (tensor<i1>) -> tensor<3xf64>
      %t = stablehlo.multiply %r, %y : tensor<3xf64>
      return %t : tensor<3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(30);
  for (bool p : {true, false})
    expectAccurate(
        checker.check(
            {i1Tensor({}, {p}), randomF64(rng, {3}), randomF64(rng, {3})}, rng),
        "if");
}

TEST(ControlFlowGradient, Case) {
  GradientChecker checker(R"(
    func.func @f(%i: tensor<i32>, %x: tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>) {
      %r:2 = "stablehlo.case"(%i) ({
        %a = stablehlo.sine %x : tensor<2xf64>
        stablehlo.return %a, %x : tensor<2xf64>, tensor<2xf64>
      }, {
        %b = stablehlo.multiply %x, %x : tensor<2xf64>
        stablehlo.return %b, %b : tensor<2xf64>, tensor<2xf64>
      }, {
        %c = stablehlo.cosine %x : tensor<2xf64>
        stablehlo.return %x, %c : tensor<2xf64>, tensor<2xf64>
      }) : (tensor<i32>) -> (tensor<2xf64>, tensor<2xf64>)
      return %r#0, %r#1 : tensor<2xf64>, tensor<2xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(31);
  for (int i : {0, 1, 2, 7}) {
    Tensor index = hlokit::interpreter::Tensor::allocate(
                       hlokit::interpreter::ElementType::SI32, {})
                       .get();
    index.mutableData<int32_t>()[0] = i;
    expectAccurate(checker.check({index, randomF64(rng, {2})}, rng), "case");
  }
}

// A loop whose trip count depends on an integer argument; the body captures
// a float value and carries an integer counter.
TEST(ControlFlowGradient, While) {
  GradientChecker checker(R"(
    func.func @f(%n: tensor<i64>, %x: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<3xf64>, tensor<i64>) {
      %c0 = stablehlo.constant dense<0> : tensor<i64>
      %r:3 = stablehlo.while(%i = %c0, %a = %x, %b = %w) : tensor<i64>, tensor<3xf64>, tensor<3xf64>
       cond {
        %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
       } do {
        %c1 = stablehlo.constant dense<1> : tensor<i64>
        %j = stablehlo.add %i, %c1 : tensor<i64>
        %m = stablehlo.multiply %a, %w : tensor<3xf64>
        %s = stablehlo.sine %m : tensor<3xf64>
        %t = stablehlo.add %s, %b : tensor<3xf64>
        %u = stablehlo.multiply %b, %b : tensor<3xf64>
        %v = stablehlo.multiply %u, %w : tensor<3xf64>
        stablehlo.return %j, %t, %v : tensor<i64>, tensor<3xf64>, tensor<3xf64>
       }
      %o = stablehlo.add %r#1, %r#2 : tensor<3xf64>
      return %o, %r#0 : tensor<3xf64>, tensor<i64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(32);
  for (int64_t trips : {0, 1, 3, 5})
    expectAccurate(checker.check({i64Tensor({}, {trips}), randomF64(rng, {3}),
                                  randomF64(rng, {3}, 0.5, 1.0)},
                                 rng),
                   "while");
}

} // namespace
