//===- LinearAlgebraGradientTest.cpp - gradient checks, triangular_solve --===//

#include "GradientCheck.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;

namespace {

// Every attribute combination, batched. 2 * I is added to a inside the
// function to keep the systems well conditioned; finite differences also
// perturb the triangle the op does not read, whose derivative is zero.
TEST(LinearAlgebraGradient, TriangularSolveEveryAttribute) {
  Rng rng(60);
  for (bool left : {true, false})
    for (bool lower : {true, false})
      for (bool unit : {true, false})
        for (const char *transpose : {"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}) {
          std::string b = left ? "tensor<2x3x2xf64>" : "tensor<2x2x3xf64>";
          GradientChecker checker(llvm::formatv(R"(
            func.func @f(%a: tensor<2x3x3xf64>, %b: {0}) -> {0} {
              %eye = stablehlo.constant dense<[[[2.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 2.0]], [[2.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 2.0]]]> : tensor<2x3x3xf64>
              %a2 = stablehlo.add %a, %eye : tensor<2x3x3xf64>
              %x = "stablehlo.triangular_solve"(%a2, %b) {{left_side = {1}, lower = {2}, unit_diagonal = {3}, transpose_a = #stablehlo<transpose {4}>} : (tensor<2x3x3xf64>, {0}) -> {0}
              %y = stablehlo.multiply %x, %x : {0}
              return %y : {0}
            })",
                                                b, left, lower, unit, transpose)
                                      .str());
          ASSERT_TRUE(checker.isValid());
          expectAccurate(
              checker.check(
                  {randomF64(rng, {2, 3, 3}, -0.5, 0.5),
                   randomF64(rng, left ? llvm::ArrayRef<int64_t>{2, 3, 2}
                                       : llvm::ArrayRef<int64_t>{2, 2, 3})},
                  rng),
              "triangular_solve");
        }
}

// a * a^T + 3 * I is positive definite; the op reads one triangle of it,
// and finite differences also perturb the other, whose derivative is zero.
TEST(LinearAlgebraGradient, Cholesky) {
  Rng rng(61);
  for (bool lower : {true, false}) {
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%m: tensor<2x3x3xf64>, %w: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
        %eye = stablehlo.constant dense<[[[3.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0, 0.0, 3.0]], [[3.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0, 0.0, 3.0]]]> : tensor<2x3x3xf64>
        %mm = stablehlo.dot_general %m, %m, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
        %spd = stablehlo.add %mm, %eye : tensor<2x3x3xf64>
        %a = stablehlo.add %spd, %w : tensor<2x3x3xf64>
        %l = stablehlo.cholesky %a, lower = {0} : tensor<2x3x3xf64>
        %y = stablehlo.multiply %l, %l : tensor<2x3x3xf64>
        return %y : tensor<2x3x3xf64>
      })",
                                          lower)
                                .str());
    ASSERT_TRUE(checker.isValid());
    // %w is a small perturbation that breaks the symmetry, so the unread
    // triangle differs from the read one.
    expectAccurate(checker.check({randomF64(rng, {2, 3, 3}),
                                  randomF64(rng, {2, 3, 3}, -0.1, 0.1)},
                                 rng),
                   "cholesky");
  }
}

} // namespace
