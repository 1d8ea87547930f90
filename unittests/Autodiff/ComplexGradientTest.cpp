//===- ComplexGradientTest.cpp - gradient checks, complex values ----------===//
//
// Complex values under JAX's convention: the checker pairs them as
// Re(sum a * b) and differences along real and imaginary parts, so these
// checks fail if a rule conjugates where it should not (or the reverse).
//
//===----------------------------------------------------------------------===//

#include "GradientCheck.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;

namespace {

constexpr const char *kC128 = "complex<f64>";

// The holomorphic ops, off their branch cuts (real parts in [0.2, 1.2]).
TEST(ComplexGradient, HolomorphicUnaryOps) {
  Rng rng(80);
  for (const char *op : {"exponential", "exponential_minus_one", "log",
                         "log_plus_one", "logistic", "sine", "cosine", "tan",
                         "tanh", "sqrt", "rsqrt", "negate", "square"}) {
    auto shape = randomShape(rng);
    std::string type = tensorType(shape, kC128);
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%z: {0}) -> {0} {
        %0 = stablehlo.{1} %z : {0}
        return %0 : {0}
      })",
                                          type, op)
                                .str());
    ASSERT_TRUE(checker.isValid()) << op;
    expectAccurate(checker.check({randomC128(rng, shape, 0.2, 1.2)}, rng), op);
  }
}

TEST(ComplexGradient, BinaryOps) {
  Rng rng(81);
  for (const char *op : {"add", "subtract", "multiply", "divide"}) {
    auto shape = randomShape(rng);
    std::string type = tensorType(shape, kC128);
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%a: {0}, %b: {0}) -> {0} {
        %0 = stablehlo.{1} %a, %b : {0}
        return %0 : {0}
      })",
                                          type, op)
                                .str());
    ASSERT_TRUE(checker.isValid()) << op;
    expectAccurate(checker.check({randomC128(rng, shape, 0.3, 1.0),
                                  randomC128(rng, shape, 0.3, 1.0)},
                                 rng),
                   op);
  }
}

// The ops that are not holomorphic: complex -> real and real -> complex.
TEST(ComplexGradient, RealImagAbs) {
  Rng rng(82);
  for (const char *op : {"real", "imag", "abs"}) {
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%z: tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64> {
        %0 = stablehlo.{0} %z : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
        return %0 : tensor<2x3xf64>
      })",
                                          op)
                                .str());
    ASSERT_TRUE(checker.isValid()) << op;
    expectAccurate(checker.check({randomC128(rng, {2, 3})}, rng), op);
  }
}

// chlo.conj, the one op whose transpose conjugates, of complex and real
// values.
TEST(ComplexGradient, Conj) {
  Rng rng(87);
  GradientChecker checker(R"(
    func.func @f(%z: tensor<3xcomplex<f64>>, %x: tensor<3xf64>) -> (tensor<3xcomplex<f64>>, tensor<3xf64>) {
      %0 = chlo.conj %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
      %1 = stablehlo.multiply %0, %z : tensor<3xcomplex<f64>>
      %2 = chlo.conj %x : tensor<3xf64> -> tensor<3xf64>
      %3 = stablehlo.multiply %2, %x : tensor<3xf64>
      return %1, %3 : tensor<3xcomplex<f64>>, tensor<3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  expectAccurate(
      checker.check({randomC128(rng, {3}), randomF64(rng, {3})}, rng),
      "chlo.conj");
}

// real and imag of real values: the identity and zero.
TEST(ComplexGradient, RealImagOfReals) {
  Rng rng(83);
  GradientChecker checker(R"(
    func.func @f(%x: tensor<3xf64>) -> tensor<3xf64> {
      %0 = stablehlo.real %x : (tensor<3xf64>) -> tensor<3xf64>
      %1 = stablehlo.imag %x : (tensor<3xf64>) -> tensor<3xf64>
      %2 = stablehlo.multiply %0, %x : tensor<3xf64>
      %3 = stablehlo.add %2, %1 : tensor<3xf64>
      return %3 : tensor<3xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  expectAccurate(checker.check({randomF64(rng, {3})}, rng), "real/imag of f64");
}

// abs at 0 has gradient 0 (as sign(0) for reals), not NaN.
TEST(ComplexGradient, AbsAtZero) {
  GradientChecker checker(R"(
    func.func @f(%z: tensor<2xcomplex<f64>>) -> tensor<2xf64> {
      %0 = stablehlo.abs %z : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
      return %0 : tensor<2xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(84);
  Tensor z = randomC128(rng, {2});
  z.mutableData<std::complex<double>>()[0] = 0;
  std::complex<double> z1 = z.data<std::complex<double>>()[1];
  Tensor g =
      std::move(checker.gradients({std::move(z)}, {f64Tensor({2}, {1, 1})})[0]);
  auto *gz = g.data<std::complex<double>>();
  EXPECT_EQ(gz[0], std::complex<double>(0, 0));
  // grad |z| = conj(z) / |z| under JAX's convention.
  EXPECT_NEAR(gz[1].real(), z1.real() / std::abs(z1), 1e-15);
  EXPECT_NEAR(gz[1].imag(), -z1.imag() / std::abs(z1), 1e-15);
}

// complex(x, y) and convert of reals to complex, in a chain through the
// holomorphic ops back to a real result.
TEST(ComplexGradient, FromRealsAndBack) {
  Rng rng(85);
  GradientChecker checker(R"(
    func.func @f(%x: tensor<4xf64>, %y: tensor<4xf64>) -> tensor<4xf64> {
      %z = stablehlo.complex %x, %y : tensor<4xcomplex<f64>>
      %w = stablehlo.convert %x : (tensor<4xf64>) -> tensor<4xcomplex<f64>>
      %p = stablehlo.multiply %z, %w : tensor<4xcomplex<f64>>
      %e = stablehlo.exponential %p : tensor<4xcomplex<f64>>
      %a = stablehlo.abs %e : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
      %i = stablehlo.imag %e : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
      %r = stablehlo.add %a, %i : tensor<4xf64>
      return %r : tensor<4xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  expectAccurate(checker.check({randomF64(rng, {4}), randomF64(rng, {4})}, rng),
                 "complex chain");
}

// Shape ops, dot_general and add-reductions move and sum complex values
// without conjugating.
TEST(ComplexGradient, ShapeDotAndReduce) {
  Rng rng(86);
  GradientChecker checker(R"(
    func.func @f(%a: tensor<2x3xcomplex<f64>>, %b: tensor<3x2xcomplex<f64>>) -> tensor<complex<f64>> {
      %t = stablehlo.transpose %b, dims = [1, 0] : (tensor<3x2xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
      %s = stablehlo.slice %t [0:2, 1:3] : (tensor<2x3xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
      %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
      %m = stablehlo.multiply %d, %s : tensor<2x2xcomplex<f64>>
      %zero = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f64>>
      %r = stablehlo.reduce(%m init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
      return %r : tensor<complex<f64>>
    })");
  ASSERT_TRUE(checker.isValid());
  expectAccurate(
      checker.check({randomC128(rng, {2, 3}), randomC128(rng, {3, 2})}, rng),
      "complex shape/dot/reduce");
}

} // namespace
