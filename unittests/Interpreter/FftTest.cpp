//===- FftTest.cpp - fft against a literal O(n^2) DFT ---------------------===//

#include "hlokit/Interpreter/Kernels/Fft.h"

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <random>
#include <vector>

using namespace hlokit::interpreter;
using hlokit::stablehlo::FftType;
using Complex = std::complex<double>;

namespace {

/// The DFT by its definition, one sum per output.
std::vector<Complex> literalDft(const std::vector<Complex> &x, bool inverse) {
  size_t n = x.size();
  std::vector<Complex> result(n);
  double sign = inverse ? 1.0 : -1.0;
  for (size_t k = 0; k < n; ++k) {
    Complex sum = 0;
    for (size_t j = 0; j < n; ++j)
      sum += x[j] * std::polar(1.0, sign * 2 * M_PI *
                                        static_cast<double>((k * j) % n) /
                                        static_cast<double>(n));
    result[k] = inverse ? sum / static_cast<double>(n) : sum;
  }
  return result;
}

std::vector<Complex> randomSignal(std::mt19937 &rng, size_t n) {
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  std::vector<Complex> x(n);
  for (Complex &c : x)
    c = Complex(dist(rng), dist(rng));
  return x;
}

void expectNear(const std::vector<Complex> &actual,
                const std::vector<Complex> &expected, size_t n) {
  // The literal DFT's own rounding grows like n; the bound is loose enough
  // for it and tight enough to catch any wrong twiddle or index.
  double tolerance = 1e-12 * static_cast<double>(n + 1);
  for (size_t k = 0; k < expected.size(); ++k)
    ASSERT_LT(std::abs(actual[k] - expected[k]), tolerance)
        << "n = " << n << ", k = " << k;
}

// Powers of two, primes (Bluestein), and composite lengths.
TEST(Fft, MatchesLiteralDftOnChosenLengths) {
  std::mt19937 rng(1);
  for (size_t n :
       {1, 2, 3, 4, 5, 7, 8, 12, 13, 16, 31, 64, 97, 100, 127, 128, 255, 257}) {
    for (bool inverse : {false, true}) {
      std::vector<Complex> x = randomSignal(rng, n);
      std::vector<Complex> expected = literalDft(x, inverse);
      fft1d(x, inverse);
      expectNear(x, expected, n);
    }
  }
}

TEST(Fft, MatchesLiteralDftOnRandomLengths) {
  std::mt19937 rng(2);
  std::uniform_int_distribution<size_t> length(1, 600);
  for (int trial = 0; trial < 40; ++trial) {
    size_t n = length(rng);
    std::vector<Complex> x = randomSignal(rng, n);
    std::vector<Complex> expected = literalDft(x, /*inverse=*/false);
    fft1d(x, /*inverse=*/false);
    expectNear(x, expected, n);
  }
}

TEST(Fft, InverseUndoesForward) {
  std::mt19937 rng(3);
  for (size_t n : {6, 11, 64, 1000}) {
    std::vector<Complex> x = randomSignal(rng, n), y = x;
    fft1d(y, false);
    fft1d(y, true);
    expectNear(y, x, n);
  }
}

// The tensor kernel: RFFT of a real signal is the first n/2+1 entries of the
// complex DFT, and IRFFT brings it back.
TEST(Fft, RealTransformsOnTensors) {
  std::mt19937 rng(4);
  for (int64_t n : {5, 8, 9}) {
    auto input = Tensor::allocate(ElementType::F64, {2, n});
    ASSERT_TRUE(static_cast<bool>(input));
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    double *data = input->mutableData<double>();
    for (int64_t i = 0; i < 2 * n; ++i)
      data[i] = dist(rng);
    int64_t half = n / 2 + 1;
    auto spectrum =
        fft(*input, FftType::RFFT, {n}, ElementType::C128, {2, half});
    ASSERT_TRUE(static_cast<bool>(spectrum));
    for (int64_t row = 0; row < 2; ++row) {
      std::vector<Complex> x(data + row * n, data + (row + 1) * n);
      std::vector<Complex> expected = literalDft(x, false);
      expected.resize(half);
      std::vector<Complex> actual(spectrum->data<Complex>() + row * half,
                                  spectrum->data<Complex>() + (row + 1) * half);
      expectNear(actual, expected, n);
    }
    auto back = fft(*spectrum, FftType::IRFFT, {n}, ElementType::F64, {2, n});
    ASSERT_TRUE(static_cast<bool>(back));
    for (int64_t i = 0; i < 2 * n; ++i)
      EXPECT_NEAR(back->data<double>()[i], data[i], 1e-12);
  }
}

// The bins of a real signal's spectrum that are their own conjugates (index
// 0 or half an even length along every transformed axis) are exactly real,
// as XLA's are; the others match the 2-D DFT (first axis, then second).
TEST(Fft, RealTransformKeepsSelfConjugateBinsReal) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  for (auto [rows, n] :
       {std::pair<int64_t, int64_t>{3, 7}, {4, 8}, {6, 9}, {5, 10}}) {
    auto input = Tensor::allocate(ElementType::F64, {rows, n});
    ASSERT_TRUE(static_cast<bool>(input));
    double *data = input->mutableData<double>();
    for (int64_t i = 0; i < rows * n; ++i)
      data[i] = 1000 * dist(rng);
    int64_t half = n / 2 + 1;
    auto spectrum =
        fft(*input, FftType::RFFT, {rows, n}, ElementType::C128, {rows, half});
    ASSERT_TRUE(static_cast<bool>(spectrum));
    const Complex *bins = spectrum->data<Complex>();
    auto isSelfConjugate = [](int64_t index, int64_t length) {
      return index == 0 || (length % 2 == 0 && index == length / 2);
    };
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t k = 0; k < half; ++k)
        if (isSelfConjugate(r, rows) && isSelfConjugate(k, n)) {
          EXPECT_EQ(bins[r * half + k].imag(), 0.0)
              << rows << "x" << n << " bin (" << r << ", " << k << ")";
        }
    // The DC bin is the sum of the signal.
    double sum = 0;
    for (int64_t i = 0; i < rows * n; ++i)
      sum += data[i];
    EXPECT_NEAR(bins[0].real(), sum, 1e-9);
  }
}

TEST(Fft, ComplexLengthMismatchIsAnError) {
  auto input = Tensor::zeros(ElementType::C64, {4});
  ASSERT_TRUE(static_cast<bool>(input));
  auto result = fft(*input, FftType::FFT, {3}, ElementType::C64, {4});
  ASSERT_FALSE(static_cast<bool>(result));
  EXPECT_NE(llvm::toString(result.takeError()).find("fft_length[0] = 3"),
            std::string::npos);
}

} // namespace
