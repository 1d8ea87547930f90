//===- LinearAlgebraTest.cpp - cholesky and triangular_solve, randomized --===//
//
// Checks the kernels against their defining equations on random matrices:
// L * L^H = a, and op(a) * x = b (or x * op(a) = b) for every attribute
// combination.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/LinearAlgebra.h"

#include <gtest/gtest.h>

#include <complex>
#include <random>

using namespace hlokit::interpreter;
using hlokit::stablehlo::Transpose;
using Complex = std::complex<double>;

namespace {

Tensor randomMatrices(std::mt19937 &rng, int64_t batch, int64_t rows,
                      int64_t cols) {
  auto t = Tensor::allocate(ElementType::C128, {batch, rows, cols});
  EXPECT_TRUE(static_cast<bool>(t));
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  for (int64_t i = 0; i < t->getNumElements(); ++i)
    t->mutableData<Complex>()[i] = Complex(dist(rng), dist(rng));
  return *t;
}

TEST(LinearAlgebra, CholeskyFactorsRandomHermitianMatrices) {
  std::mt19937 rng(5);
  int64_t n = 5, batch = 3;
  Tensor m = randomMatrices(rng, batch, n, n);
  // a = m * m^H + n * I is Hermitian positive definite.
  auto a = Tensor::allocate(ElementType::C128, {batch, n, n});
  ASSERT_TRUE(static_cast<bool>(a));
  const Complex *md = m.data<Complex>();
  Complex *ad = a->mutableData<Complex>();
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        Complex sum = i == j ? Complex(n) : Complex(0);
        for (int64_t k = 0; k < n; ++k)
          sum += md[(b * n + i) * n + k] * std::conj(md[(b * n + j) * n + k]);
        ad[(b * n + i) * n + j] = sum;
      }
  for (bool lower : {true, false}) {
    auto factor = cholesky(*a, lower);
    ASSERT_TRUE(static_cast<bool>(factor));
    const Complex *f = factor->data<Complex>();
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
          // lower: (L L^H)[i][j]; upper: (U^H U)[i][j].
          Complex sum = 0;
          for (int64_t k = 0; k < n; ++k)
            sum += lower ? f[(b * n + i) * n + k] *
                               std::conj(f[(b * n + j) * n + k])
                         : std::conj(f[(b * n + k) * n + i]) *
                               f[(b * n + k) * n + j];
          EXPECT_LT(std::abs(sum - ad[(b * n + i) * n + j]), 1e-12);
          bool otherTriangle = lower ? j > i : j < i;
          if (otherTriangle) {
            EXPECT_EQ(f[(b * n + i) * n + j], Complex(0));
          }
        }
  }
}

/// op(a) as the kernel should read it: the chosen triangle, an optional
/// unit diagonal, then the transpose.
Complex opEntry(const Complex *a, int64_t n, int64_t i, int64_t j, bool lower,
                bool unit, Transpose t) {
  int64_t r = t == Transpose::NO_TRANSPOSE ? i : j;
  int64_t c = t == Transpose::NO_TRANSPOSE ? j : i;
  Complex v = r == c && unit              ? Complex(1)
              : (lower ? c <= r : c >= r) ? a[r * n + c]
                                          : Complex(0);
  return t == Transpose::ADJOINT ? std::conj(v) : v;
}

TEST(LinearAlgebra, TriangularSolveSatisfiesItsEquation) {
  std::mt19937 rng(6);
  int64_t n = 4, other = 3;
  for (bool left : {true, false})
    for (bool lower : {true, false})
      for (bool unit : {true, false})
        for (Transpose t : {Transpose::NO_TRANSPOSE, Transpose::TRANSPOSE,
                            Transpose::ADJOINT}) {
          Tensor a = randomMatrices(rng, 1, n, n);
          // A strong diagonal keeps the system well conditioned.
          for (int64_t i = 0; i < n; ++i)
            a.mutableData<Complex>()[i * n + i] += Complex(4);
          int64_t rows = left ? n : other, cols = left ? other : n;
          Tensor b = randomMatrices(rng, 1, rows, cols);
          auto x = triangularSolve(a, b, left, lower, unit, t);
          ASSERT_TRUE(static_cast<bool>(x));
          const Complex *ad = a.data<Complex>(), *xd = x->data<Complex>();
          for (int64_t i = 0; i < rows; ++i)
            for (int64_t j = 0; j < cols; ++j) {
              Complex sum = 0;
              for (int64_t k = 0; k < n; ++k)
                sum += left ? opEntry(ad, n, i, k, lower, unit, t) *
                                  xd[k * cols + j]
                            : xd[i * cols + k] *
                                  opEntry(ad, n, k, j, lower, unit, t);
              EXPECT_LT(std::abs(sum - b.data<Complex>()[i * cols + j]), 1e-12)
                  << "left " << left << " lower " << lower << " unit " << unit
                  << " transpose " << static_cast<int>(t);
            }
        }
}

} // namespace
