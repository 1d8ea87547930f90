//===- FftTest.cpp - fft against a literal O(n^2) DFT ---------------------===//

#include "hlokit/Interpreter/Kernels/Fft.h"
#include "hlokit/Interpreter/Math/Conversion.h"

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <limits>
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

/// The forward DFT of `x` by its definition in long double, whose rounding
/// (about n * 2^-64 of the signal's norm) is far below a double's ULP.
std::vector<std::complex<long double>>
exactDft(const std::vector<std::complex<long double>> &x) {
  size_t n = x.size();
  const long double pi = 3.14159265358979323846264338327950288L;
  std::vector<std::complex<long double>> twiddle(n), result(n);
  for (size_t j = 0; j < n; ++j)
    twiddle[j] = std::polar(1.0L, -2 * pi * static_cast<long double>(j) /
                                      static_cast<long double>(n));
  for (size_t k = 0; k < n; ++k)
    for (size_t j = 0; j < n; ++j)
      result[k] += x[j] * twiddle[(k * j) % n];
  return result;
}

/// The largest error of `actual` against `exact` over every component, in
/// ULPs of the exact value in T. Components below 2^-floorShift of the
/// largest magnitude are measured in ULPs of that floor instead: any
/// summation order in a working precision w bits wider than T leaves an
/// error of about 2^-w of the largest magnitude on every component.
template <typename T>
double maxUlpError(const std::complex<T> *actual,
                   const std::vector<std::complex<long double>> &exact,
                   int floorShift) {
  long double largest = 0;
  for (const auto &e : exact)
    largest = std::max({largest, std::fabs(e.real()), std::fabs(e.imag())});
  long double floor = std::ldexp(largest, -floorShift);
  double worst = 0;
  for (size_t k = 0; k < exact.size(); ++k)
    for (auto [a, e] : {std::pair<long double, long double>{actual[k].real(),
                                                            exact[k].real()},
                        {actual[k].imag(), exact[k].imag()}}) {
      long double scale = std::max(std::fabs(e), floor);
      long double ulp = std::ldexp(
          1.0L, std::ilogb(scale) - std::numeric_limits<T>::digits + 1);
      worst = std::max(worst, static_cast<double>(std::fabs(a - e) / ulp));
    }
  return worst;
}

/// Every length from 1 to 130 and larger primes (Bluestein's algorithm) and
/// powers of two, in complex<f64> and complex<f32>: each component of the
/// tensor kernel's result within 1 ULP of the exact DFT (half an ULP from
/// rounding once, and the wider working precision's error), down to 2^-6 of
/// the largest component for f64 (long double is 11 bits wider) and 2^-20
/// for f32 (double is 29 bits wider).
TEST(Fft, EveryLengthWithinAnUlpOfTheExactDft) {
  std::mt19937 rng(6);
  std::vector<int64_t> lengths;
  for (int64_t n = 1; n <= 130; ++n)
    lengths.push_back(n);
  for (int64_t n : {251, 256, 509, 1021, 1024, 2039})
    lengths.push_back(n);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  for (int64_t n : lengths) {
    auto input = Tensor::allocate(ElementType::C128, {n});
    ASSERT_TRUE(static_cast<bool>(input));
    Complex *data = input->mutableData<Complex>();
    std::vector<std::complex<long double>> x(n);
    for (int64_t i = 0; i < n; ++i) {
      data[i] = Complex(dist(rng), dist(rng));
      x[i] = data[i];
    }
    std::vector<std::complex<long double>> exact = exactDft(x);
    auto wide = fft(*input, FftType::FFT, {n}, ElementType::C128, {n});
    ASSERT_TRUE(static_cast<bool>(wide));
    EXPECT_LE(maxUlpError(wide->data<Complex>(), exact, 6), 1.0) << "n = " << n;

    // complex<f32> input, exact on its rounded values.
    auto narrow = convert(*input, ElementType::C64);
    ASSERT_TRUE(static_cast<bool>(narrow));
    const auto *rounded = narrow->data<std::complex<float>>();
    for (int64_t i = 0; i < n; ++i)
      x[i] = std::complex<long double>(rounded[i].real(), rounded[i].imag());
    exact = exactDft(x);
    auto single = fft(*narrow, FftType::FFT, {n}, ElementType::C64, {n});
    ASSERT_TRUE(static_cast<bool>(single));
    EXPECT_LE(maxUlpError(single->data<std::complex<float>>(), exact, 20), 1.0)
        << "n = " << n;
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
