//===- VectorMathTest.cpp - VectorMath.h's float functions ----------------===//
//
// Special values bit for bit, and the error against the C library's double
// function rounded once on a sample of every float (bench/VectorMathAccuracy
// measures every float; TanhKernelTest covers tanh).
//
//===----------------------------------------------------------------------===//

#include "UlpCheck.h"

#include "hlokit/Interpreter/Math/VectorMath.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace hlokit::interpreter::math {
namespace {

using interpreter::ulpsOrNanMismatch;

uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNan = std::numeric_limits<float>::quiet_NaN();
constexpr float kMinSubnormal = std::numeric_limits<float>::denorm_min();

TEST(VectorMathTest, SpecialValuesOfErf) {
  EXPECT_EQ(bitsOf(erfOfFloat(0.0f)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(erfOfFloat(-0.0f)), bitsOf(-0.0f));
  EXPECT_EQ(erfOfFloat(kInf), 1.0f);
  EXPECT_EQ(erfOfFloat(-kInf), -1.0f);
  EXPECT_TRUE(std::isnan(erfOfFloat(kNan)));
  EXPECT_TRUE(std::isnan(erfOfFloat(-kNan)));
  // erf(x) = 2x/sqrt(pi) near 0: the smallest subnormal maps to itself.
  EXPECT_EQ(erfOfFloat(kMinSubnormal), kMinSubnormal);
  EXPECT_EQ(erfOfFloat(10.0f), 1.0f);
}

TEST(VectorMathTest, SpecialValuesOfErfc) {
  EXPECT_EQ(erfcOfFloat(0.0f), 1.0f);
  EXPECT_EQ(erfcOfFloat(-0.0f), 1.0f);
  EXPECT_EQ(bitsOf(erfcOfFloat(kInf)), bitsOf(0.0f));
  EXPECT_EQ(erfcOfFloat(-kInf), 2.0f);
  EXPECT_TRUE(std::isnan(erfcOfFloat(kNan)));
  // erfc underflows to 0 past about 10.05, and is subnormal just before.
  EXPECT_EQ(erfcOfFloat(10.1f), 0.0f);
  EXPECT_GT(erfcOfFloat(9.5f), 0.0f);
  EXPECT_LT(erfcOfFloat(9.5f), std::numeric_limits<float>::min());
}

TEST(VectorMathTest, SpecialValuesOfExpAndLogistic) {
  EXPECT_EQ(expOfFloat(0.0f), 1.0f);
  EXPECT_EQ(expOfFloat(-0.0f), 1.0f);
  EXPECT_EQ(expOfFloat(kInf), kInf);
  EXPECT_EQ(bitsOf(expOfFloat(-kInf)), bitsOf(0.0f));
  EXPECT_EQ(expOfFloat(89.0f), kInf);
  EXPECT_EQ(expOfFloat(88.7f), std::exp(88.7f));
  EXPECT_EQ(expOfFloat(-103.0f), static_cast<float>(std::exp(-103.0)));
  EXPECT_TRUE(std::isnan(expOfFloat(kNan)));
  EXPECT_EQ(logisticOfFloat(0.0f), 0.5f);
  EXPECT_EQ(logisticOfFloat(kInf), 1.0f);
  EXPECT_EQ(bitsOf(logisticOfFloat(-kInf)), bitsOf(0.0f));
  // e^-100 is a subnormal float, not 0.
  EXPECT_EQ(logisticOfFloat(-100.0f), static_cast<float>(std::exp(-100.0)));
  EXPECT_TRUE(std::isnan(logisticOfFloat(kNan)));
}

/// The truncated series bounds the relative error by 1e-14, far below a
/// float's 6e-8.
TEST(VectorMathTest, ExpOfBoundedDoubleWithinItsBound) {
  for (double y = -708; y <= 708; y += 0.37)
    EXPECT_NEAR(expOfBoundedDouble(y) / std::exp(y), 1.0, 1e-14) << y;
}

/// Every 9973rd float (all signs and exponents) within 1 ULP of the double
/// function rounded to float.
template <typename Fast, typename Reference>
void expectWithinOneUlp(Fast fast, Reference reference, const char *name) {
  uint64_t worst = 0;
  for (uint64_t bits = 0; bits <= UINT32_MAX; bits += 9973) {
    uint32_t b = static_cast<uint32_t>(bits);
    float x;
    std::memcpy(&x, &b, sizeof x);
    if (std::isnan(x))
      continue;
    uint64_t error =
        ulpsOrNanMismatch(fast(x), static_cast<float>(reference(x)));
    EXPECT_LE(error, 1) << name << " at " << x;
    worst = std::max(worst, error);
  }
  ::testing::Test::RecordProperty(name, static_cast<int>(worst));
}

TEST(VectorMathTest, SampledFloatsWithinOneUlp) {
  expectWithinOneUlp(
      erfOfFloat, [](double x) { return std::erf(x); }, "erf");
  expectWithinOneUlp(
      erfcOfFloat, [](double x) { return std::erfc(x); }, "erfc");
  expectWithinOneUlp(
      logOfFloat, [](double x) { return std::log(x); }, "log");
  expectWithinOneUlp(
      logPlusOneOfFloat, [](double x) { return std::log1p(x); }, "log1p");
  expectWithinOneUlp(
      expMinusOneOfFloat, [](double x) { return std::expm1(x); }, "expm1");
  // Past 2^20 the kernels take the C library's float function instead.
  auto reduced = [](float (*f)(float), float (*libm)(float)) {
    return [=](float x) { return outsideReducedRange(x) ? libm(x) : f(x); };
  };
  expectWithinOneUlp(
      reduced(sineOfFloat, [](float x) { return std::sin(x); }),
      [](double x) { return std::sin(x); }, "sin");
  expectWithinOneUlp(
      reduced(cosineOfFloat, [](float x) { return std::cos(x); }),
      [](double x) { return std::cos(x); }, "cos");
  expectWithinOneUlp(
      reduced(tanOfFloat, [](float x) { return std::tan(x); }),
      [](double x) { return std::tan(x); }, "tan");
}

TEST(VectorMathTest, SpecialValuesOfLogAndLogPlusOne) {
  EXPECT_EQ(logOfFloat(0.0f), -kInf);
  EXPECT_EQ(logOfFloat(-0.0f), -kInf);
  EXPECT_EQ(logOfFloat(kInf), kInf);
  EXPECT_EQ(bitsOf(logOfFloat(1.0f)), bitsOf(0.0f));
  EXPECT_TRUE(std::isnan(logOfFloat(-1.0f)));
  EXPECT_TRUE(std::isnan(logOfFloat(-kInf)));
  EXPECT_TRUE(std::isnan(logOfFloat(kNan)));
  // The smallest subnormal, 2^-149.
  EXPECT_EQ(logOfFloat(kMinSubnormal), static_cast<float>(-149 * M_LN2));

  EXPECT_EQ(bitsOf(logPlusOneOfFloat(0.0f)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(logPlusOneOfFloat(-0.0f)), bitsOf(-0.0f));
  EXPECT_EQ(logPlusOneOfFloat(-1.0f), -kInf);
  EXPECT_EQ(logPlusOneOfFloat(kInf), kInf);
  EXPECT_TRUE(std::isnan(logPlusOneOfFloat(-2.0f)));
  EXPECT_TRUE(std::isnan(logPlusOneOfFloat(-kInf)));
  EXPECT_TRUE(std::isnan(logPlusOneOfFloat(kNan)));
  EXPECT_EQ(logPlusOneOfFloat(kMinSubnormal), kMinSubnormal);
  EXPECT_EQ(logPlusOneOfFloat(std::numeric_limits<float>::max()),
            static_cast<float>(std::log1p(3.4028234663852886e38)));
}

TEST(VectorMathTest, SpecialValuesOfExpMinusOne) {
  EXPECT_EQ(bitsOf(expMinusOneOfFloat(0.0f)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(expMinusOneOfFloat(-0.0f)), bitsOf(-0.0f));
  EXPECT_EQ(expMinusOneOfFloat(kInf), kInf);
  EXPECT_EQ(expMinusOneOfFloat(-kInf), -1.0f);
  EXPECT_EQ(expMinusOneOfFloat(89.0f), kInf);
  EXPECT_EQ(expMinusOneOfFloat(-100.0f), -1.0f);
  EXPECT_TRUE(std::isnan(expMinusOneOfFloat(kNan)));
  EXPECT_EQ(expMinusOneOfFloat(kMinSubnormal), kMinSubnormal);
}

TEST(VectorMathTest, SpecialValuesOfSineAndCosine) {
  EXPECT_EQ(bitsOf(sineOfFloat(0.0f)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(sineOfFloat(-0.0f)), bitsOf(-0.0f));
  EXPECT_EQ(cosineOfFloat(0.0f), 1.0f);
  EXPECT_EQ(cosineOfFloat(-0.0f), 1.0f);
  EXPECT_EQ(sineOfFloat(kMinSubnormal), kMinSubnormal);
  // The float nearest pi/2 and pi.
  EXPECT_EQ(sineOfFloat(1.57079637f), 1.0f);
  EXPECT_EQ(cosineOfFloat(1.57079637f),
            static_cast<float>(std::cos(static_cast<double>(1.57079637f))));
  EXPECT_EQ(sineOfFloat(3.14159274f),
            static_cast<float>(std::sin(static_cast<double>(3.14159274f))));
  EXPECT_EQ(bitsOf(tanOfFloat(0.0f)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(tanOfFloat(-0.0f)), bitsOf(-0.0f));
  EXPECT_EQ(tanOfFloat(kMinSubnormal), kMinSubnormal);
  // Next to pi/2, where tan is large: -cos r / sin r of a tiny r.
  EXPECT_EQ(tanOfFloat(1.57079637f),
            static_cast<float>(std::tan(static_cast<double>(1.57079637f))));
  // Infinities, NaN and |x| >= 2^20 are the C library's.
  EXPECT_TRUE(outsideReducedRange(kInf));
  EXPECT_TRUE(outsideReducedRange(-kInf));
  EXPECT_TRUE(outsideReducedRange(kNan));
  EXPECT_TRUE(outsideReducedRange(0x1p20f));
  EXPECT_FALSE(outsideReducedRange(0x1.fffffep19f));
}

} // namespace
} // namespace hlokit::interpreter::math
