//===- VectorMathTest.cpp - VectorMath.h's float functions ----------------===//
//
// Special values bit for bit, and the error against the C library's double
// function rounded once on a sample of every float (bench/VectorMathAccuracy
// measures every float; TanhKernelTest covers tanh): within 2 ULP for the
// functions computed in float (exp, erf, tanh, logistic), 1 for the others.
//
//===----------------------------------------------------------------------===//

#include "UlpCheck.h"

#include "hlokit/Interpreter/Math/VectorMath.h"

#include "gtest/gtest.h"

#include "llvm/ADT/bit.h"

#include <cmath>
#include <limits>

namespace hlokit::interpreter::math {
namespace {

using interpreter::ulpsOrNanMismatch;

uint32_t bitsOf(float f) { return llvm::bit_cast<uint32_t>(f); }

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNan = std::numeric_limits<float>::quiet_NaN();
constexpr float kMinSubnormal = std::numeric_limits<float>::denorm_min();

TEST(VectorMathTest, SpecialValuesOfErf) {
  EXPECT_EQ(bitsOf(erfOfFloat(0.0f)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(erfOfFloat(-0.0f)), bitsOf(-0.0f));
  EXPECT_EQ(bitsOf(erfOfFloat(kInf)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(erfOfFloat(-kInf)), bitsOf(-1.0f));
  EXPECT_TRUE(std::isnan(erfOfFloat(kNan)));
  EXPECT_TRUE(std::isnan(erfOfFloat(-kNan)));
  // erf(x) = 2x/sqrt(pi) near 0: the smallest subnormal maps to itself, the
  // largest to 2x/sqrt(pi) rounded once.
  EXPECT_EQ(bitsOf(erfOfFloat(kMinSubnormal)), bitsOf(kMinSubnormal));
  EXPECT_EQ(bitsOf(erfOfFloat(-kMinSubnormal)), bitsOf(-kMinSubnormal));
  float largestSubnormal = 0x1.fffffcp-127f;
  EXPECT_EQ(bitsOf(erfOfFloat(largestSubnormal)),
            bitsOf(static_cast<float>(std::erf(double(largestSubnormal)))));
  EXPECT_EQ(bitsOf(erfOfFloat(10.0f)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(erfOfFloat(-std::numeric_limits<float>::max())),
            bitsOf(-1.0f));
}

TEST(VectorMathTest, SpecialValuesOfTanh) {
  EXPECT_EQ(bitsOf(tanhOfFloat(0.0f)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(tanhOfFloat(-0.0f)), bitsOf(-0.0f));
  EXPECT_EQ(bitsOf(tanhOfFloat(kInf)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(tanhOfFloat(-kInf)), bitsOf(-1.0f));
  EXPECT_TRUE(std::isnan(tanhOfFloat(kNan)));
  EXPECT_TRUE(std::isnan(tanhOfFloat(-kNan)));
  // tanh(x) = x for subnormals and tiny normals.
  EXPECT_EQ(bitsOf(tanhOfFloat(kMinSubnormal)), bitsOf(kMinSubnormal));
  EXPECT_EQ(bitsOf(tanhOfFloat(-0x1.fffffcp-127f)), bitsOf(-0x1.fffffcp-127f));
  EXPECT_EQ(bitsOf(tanhOfFloat(0x1p-13f)), bitsOf(0x1p-13f));
  // Past about 9, and past the cap of 2|x| at 20.
  EXPECT_EQ(bitsOf(tanhOfFloat(9.5f)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(tanhOfFloat(-1e30f)), bitsOf(-1.0f));
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
  EXPECT_EQ(bitsOf(expOfFloat(0.0f)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(expOfFloat(-0.0f)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(expOfFloat(kMinSubnormal)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(expOfFloat(kInf)), bitsOf(kInf));
  EXPECT_EQ(bitsOf(expOfFloat(-kInf)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(expOfFloat(89.0f)), bitsOf(kInf));
  // The largest float below ln(FLT_MAX) and the first above.
  EXPECT_EQ(bitsOf(expOfFloat(0x1.62e42ep6f)),
            bitsOf(static_cast<float>(std::exp(double(0x1.62e42ep6f)))));
  EXPECT_EQ(bitsOf(expOfFloat(0x1.62e430p6f)), bitsOf(kInf));
  // Subnormal results, and the last input that rounds up to the smallest.
  EXPECT_EQ(bitsOf(expOfFloat(-103.0f)),
            bitsOf(static_cast<float>(std::exp(-103.0))));
  EXPECT_EQ(bitsOf(expOfFloat(-103.9f)), bitsOf(kMinSubnormal));
  EXPECT_EQ(bitsOf(expOfFloat(-104.0f)), bitsOf(0.0f));
  EXPECT_TRUE(std::isnan(expOfFloat(kNan)));
  EXPECT_TRUE(std::isnan(expOfFloat(-kNan)));

  EXPECT_EQ(bitsOf(logisticOfFloat(0.0f)), bitsOf(0.5f));
  EXPECT_EQ(bitsOf(logisticOfFloat(-0.0f)), bitsOf(0.5f));
  EXPECT_EQ(bitsOf(logisticOfFloat(kMinSubnormal)), bitsOf(0.5f));
  EXPECT_EQ(bitsOf(logisticOfFloat(kInf)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(logisticOfFloat(-kInf)), bitsOf(0.0f));
  EXPECT_EQ(bitsOf(logisticOfFloat(17.5f)), bitsOf(1.0f));
  // e^-100 is a subnormal float, not 0.
  EXPECT_EQ(bitsOf(logisticOfFloat(-100.0f)),
            bitsOf(static_cast<float>(std::exp(-100.0))));
  EXPECT_TRUE(std::isnan(logisticOfFloat(kNan)));
  EXPECT_TRUE(std::isnan(logisticOfFloat(-kNan)));
}

/// Inputs and the exact function rounded to float (Python's double
/// functions rounded by numpy), where the float functions switch formulas,
/// round into the subnormals or round to 1 or infinity: within 2 ULP without
/// the host's C library.
struct Sample {
  float input, expected;
};
constexpr Sample kErfSamples[] = {{0x1.4484cp-100f, 0x1.6e2e12p-100f},
                                  {0x1.47ae14p-8f, 0x1.71be84p-8f},
                                  {0x1.99999ap-4f, 0x1.cca5eap-4f},
                                  {-0x1p-1f, -0x1.0a7ef6p-1f},
                                  {0x1.7ffffep-1f, 0x1.6c1c96p-1f},
                                  {0x1.8p-1f, 0x1.6c1c98p-1f},
                                  {-0x1.8p-1f, -0x1.6c1c98p-1f},
                                  {0x1p0f, 0x1.af767ap-1f},
                                  {0x1.fffffep0f, 0x1.fd9ae2p-1f},
                                  {0x1p1f, 0x1.fd9ae2p-1f},
                                  {-0x1.4p1f, -0x1.ffcaa8p-1f},
                                  {0x1.f33334p1f, 0x1.fffffep-1f},
                                  {0x1.fffffep1f, 0x1p0f}};
constexpr Sample kExpSamples[] = {
    {-0x1.9ep6f, 0x1p-149f},         {-0x1.9p6f, 0x1.bp-145f},
    {-0x1.5ep6f, 0x1.b2cafp-127f},   {-0x1.5d51ecp6f, 0x1.01ae34p-126f},
    {-0x1.4p3f, 0x1.7cd79cp-15f},    {-0x1.62e33ep-2f, 0x1.6a0a3cp-1f},
    {0x1.62e5dep-2f, 0x1.6a0a7ep0f}, {0x1.4f8b58p-17f, 0x1.0000a8p0f},
    {0x1p0f, 0x1.5bf0a8p1f},         {0x1.4p4f, 0x1.ceb088p28f},
    {0x1.6p6f, 0x1.f1056ep126f},     {0x1.62e148p6f, 0x1.fe8c9p127f}};
constexpr Sample kTanhSamples[] = {
    {0x1.a36e2ep-14f, 0x1.a36e2ep-14f}, {-0x1.47ae14p-7f, -0x1.47ab48p-7f},
    {0x1.333334p-2f, 0x1.2a4ddcp-2f},   {-0x1.7ffffep-1f, -0x1.45323ep-1f},
    {0x1.8p-1f, 0x1.45323ep-1f},        {0x1.99999ap-1f, 0x1.53fcap-1f},
    {-0x1.8p0f, -0x1.cf6f98p-1f},       {0x1.8p1f, 0x1.fd77d2p-1f},
    {0x1p3f, 0x1.fffff8p-1f},           {0x1.233334p3f, 0x1p0f}};
constexpr Sample kLogisticSamples[] = {{-0x1.9cp6f, 0x1p-149f},
                                       {-0x1.68p6f, 0x1.1d85p-130f},
                                       {-0x1.5cp6f, 0x1.666d0ep-126f},
                                       {-0x1.4p4f, 0x1.1b4866p-29f},
                                       {-0x1.19999ap0f, 0x1.ff77ap-3f},
                                       {-0x1.47ae14p-7f, 0x1.fd70a6p-2f},
                                       {0x1.47ae14p-7f, 0x1.0147aep-1f},
                                       {0x1.19999ap0f, 0x1.802218p-1f},
                                       {0x1.4p2f, 0x1.fc92c2p-1f},
                                       {0x1p4f, 0x1.fffffcp-1f},
                                       {0x1.18p4f, 0x1p0f}};

/// The float functions' bound: exp, erf, tanh and logistic within 2 ULP.
constexpr uint64_t kFloatArithmeticBound = 2;

template <size_t N>
void expectSamplesWithinBound(float (*f)(float), const Sample (&samples)[N],
                              const char *name) {
  for (const Sample &s : samples)
    EXPECT_LE(ulpsOrNanMismatch(f(s.input), s.expected), kFloatArithmeticBound)
        << name << "(" << s.input << ") = " << f(s.input) << ", expected "
        << s.expected;
}

TEST(VectorMathTest, CommittedSamplesWithinTwoUlp) {
  expectSamplesWithinBound(erfOfFloat, kErfSamples, "erf");
  expectSamplesWithinBound(expOfFloat, kExpSamples, "exp");
  expectSamplesWithinBound(tanhOfFloat, kTanhSamples, "tanh");
  expectSamplesWithinBound(logisticOfFloat, kLogisticSamples, "logistic");
}

/// The truncated series bounds the relative error by 1e-14, far below a
/// float's 6e-8.
TEST(VectorMathTest, ExpOfBoundedDoubleWithinItsBound) {
  for (double y = -708; y <= 708; y += 0.37)
    EXPECT_NEAR(expOfBoundedDouble(y) / std::exp(y), 1.0, 1e-14) << y;
}

/// The largest error in ULP of `fast` against `reference` rounded to float
/// over every 9973rd float (all signs and exponents; NaN inputs skipped),
/// and where.
struct SampledError {
  uint64_t worst = 0;
  float worstAt = 0;
};
template <typename Fast, typename Reference>
SampledError sampledError(Fast fast, Reference reference) {
  SampledError result;
  for (uint64_t bits = 0; bits <= UINT32_MAX; bits += 9973) {
    uint32_t b = static_cast<uint32_t>(bits);
    float x = llvm::bit_cast<float>(b);
    if (std::isnan(x))
      continue;
    uint64_t error =
        ulpsOrNanMismatch(fast(x), static_cast<float>(reference(x)));
    if (error > result.worst)
      result = {error, x};
  }
  return result;
}

template <typename Fast, typename Reference>
void expectWithinUlps(Fast fast, Reference reference, uint64_t bound,
                      const char *name) {
  SampledError error = sampledError(fast, reference);
  EXPECT_LE(error.worst, bound) << name << " at " << error.worstAt;
  ::testing::Test::RecordProperty(name, static_cast<int>(error.worst));
}

template <typename Fast, typename Reference>
void expectWithinOneUlp(Fast fast, Reference reference, const char *name) {
  expectWithinUlps(fast, reference, 1, name);
}

/// 1 / (1 + e^-x) in double, as e^x / (1 + e^x) below 0, so that it does
/// not round to 0 before the result does.
double logisticInDouble(double x) {
  double e = std::exp(-std::fabs(x));
  return x >= 0 ? 1 / (1 + e) : e / (1 + e);
}

TEST(VectorMathTest, SampledFloatsWithinTwoUlpInFloatArithmetic) {
  expectWithinUlps(
      erfOfFloat, [](double x) { return std::erf(x); }, kFloatArithmeticBound,
      "erf");
  expectWithinUlps(
      expOfFloat, [](double x) { return std::exp(x); }, kFloatArithmeticBound,
      "exp");
  expectWithinUlps(
      tanhOfFloat, [](double x) { return std::tanh(x); }, kFloatArithmeticBound,
      "tanh");
  expectWithinUlps(logisticOfFloat, logisticInDouble, kFloatArithmeticBound,
                   "logistic");
}

/// The sampled check catches a function 3 ULP off on a small range of
/// inputs (every 9973rd float meets it about 80 times).
TEST(VectorMathTest, SampledCheckCatchesAPlantedError) {
  auto planted = [](float x) {
    float e = expOfFloat(x);
    bool off = x > 1.5f && x < 1.6f;
    for (int step = 0; step < 3 && off; ++step)
      e = std::nextafter(e, kInf);
    return e;
  };
  auto exact = [](double x) { return std::exp(x); };
  EXPECT_GT(sampledError(planted, exact).worst, kFloatArithmeticBound);
  EXPECT_LE(sampledError(expOfFloat, exact).worst, kFloatArithmeticBound);
}

TEST(VectorMathTest, SampledFloatsWithinOneUlp) {
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
