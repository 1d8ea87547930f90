//===- SpecialValuesTest.cpp - infinities, NaNs and signed zeros ----------===//
//
// The special values of the elementwise functions, exactly: C99/C11 Annex G
// for the complex functions it defines (cexp, clog, csqrt, csin, ccos, ctan,
// ctanh; "+-" where Annex G leaves a sign unspecified), IEEE 754 for the
// real ones, and the definitions ComplexMath.h documents for the others.
// Both sides of each branch cut are told apart by the sign of a zero.
// Finite nonzero expected values (pi, 3pi/4, sqrt(3)) are checked to 2 ULP;
// their accuracy is AccuracyTest's job.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/ComplexMath.h"
#include "hlokit/Interpreter/Math/RealMath.h"

#include "gtest/gtest.h"

#include <cmath>
#include <functional>
#include <limits>

namespace hlokit::interpreter {
namespace {

constexpr double inf = std::numeric_limits<double>::infinity();
constexpr double nan = std::numeric_limits<double>::quiet_NaN();
constexpr double pi = 3.14159265358979323846;

/// Whether `actual` is `expected`: NaN matches any NaN, zeros and
/// infinities must have the expected sign unless `anySignOk`, finite values
/// agree to 2 ULP.
template <typename R> bool matches(R actual, double expected, bool anySignOk) {
  if (std::isnan(expected))
    return std::isnan(actual);
  if (std::isnan(actual))
    return false;
  if (expected == 0 || std::isinf(expected)) {
    if (actual != static_cast<R>(expected) &&
        !(anySignOk && std::fabs(actual) == std::fabs(R(expected))))
      return false;
    return anySignOk || std::signbit(actual) == std::signbit(expected);
  }
  R e = static_cast<R>(expected);
  return std::fabs(actual - e) <=
         2 * std::numeric_limits<R>::epsilon() * std::fabs(e);
}

struct Case {
  double x, y;       // the argument x + iy
  double re, im;     // the expected result
  bool anyRe, anyIm; // the sign of that zero or infinity is unspecified
};

template <typename R>
void checkAll(const char *name,
              const std::function<std::complex<R>(std::complex<R>)> &f,
              std::initializer_list<Case> cases) {
  for (const Case &c : cases) {
    std::complex<R> r = f({static_cast<R>(c.x), static_cast<R>(c.y)});
    EXPECT_TRUE(matches(r.real(), c.re, c.anyRe) &&
                matches(r.imag(), c.im, c.anyIm))
        << name << "(" << c.x << ", " << c.y << ") = (" << r.real() << ", "
        << r.imag() << "), expected (" << (c.anyRe ? "+-" : "") << c.re << ", "
        << (c.anyIm ? "+-" : "") << c.im << ")";
  }
}

template <typename R> class ComplexSpecialValues : public testing::Test {};
using Reals = testing::Types<float, double>;
TYPED_TEST_SUITE(ComplexSpecialValues, Reals, );

#define CHECK_ALL(fn, ...)                                                     \
  checkAll<TypeParam>(                                                         \
      #fn, [](auto z) { return math::fn(z); }, __VA_ARGS__)

TYPED_TEST(ComplexSpecialValues, Exponential) {
  CHECK_ALL(exponential, {
                             {0., 0., 1, 0., false, false},
                             {-0., -0., 1, -0., false, false},
                             {1, inf, nan, nan, false, false},
                             {1, nan, nan, nan, false, false},
                             {inf, 0., inf, 0., false, false},
                             {-inf, 1, 0., 0., false, false},
                             {-inf, 2, -0., 0., false, false}, // 0 cis(2)
                             {inf, 2, -inf, inf, false, false},
                             {-inf, inf, 0., 0., true, true},
                             {inf, inf, inf, nan, true, false},
                             {-inf, nan, 0., 0., true, true},
                             {inf, nan, inf, nan, true, false},
                             {nan, -0., nan, -0., false, false},
                             {nan, 1, nan, nan, false, false},
                             {nan, nan, nan, nan, false, false},
                         });
}

TYPED_TEST(ComplexSpecialValues, ExponentialMinusOne) {
  CHECK_ALL(exponentialMinusOne, {
                                     {0., -0., 0., -0., false, false},
                                     {-0., 0., -0., 0., false, false},
                                     {-inf, 0., -1, 0., false, false},
                                     {inf, 0., inf, 0., false, false},
                                     {nan, 0., nan, 0., false, false},
                                     {1, inf, nan, nan, false, false},
                                 });
}

TYPED_TEST(ComplexSpecialValues, Log) {
  CHECK_ALL(log, {
                     {-0., 0., -inf, pi, false, false},
                     {0., 0., -inf, 0., false, false},
                     {0., -0., -inf, -0., false, false},
                     {-0., -0., -inf, -pi, false, false},
                     {1, inf, inf, pi / 2, false, false},
                     {1, nan, nan, nan, false, false},
                     {-inf, 1, inf, pi, false, false},
                     {inf, 1, inf, 0., false, false},
                     {-inf, inf, inf, 3 * pi / 4, false, false},
                     {inf, -inf, inf, -pi / 4, false, false},
                     {inf, nan, inf, nan, false, false},
                     {-inf, nan, inf, nan, false, false},
                     {nan, 1, nan, nan, false, false},
                     {nan, inf, inf, nan, false, false},
                     {nan, nan, nan, nan, false, false},
                     {1, 0., 0., 0., false, false},
                     {-2, 0., std::log(2.), pi, false, false}, // branch cut
                     {-2, -0., std::log(2.), -pi, false, false},
                 });
}

TYPED_TEST(ComplexSpecialValues, LogPlusOne) {
  CHECK_ALL(logPlusOne, {
                            {0., -0., 0., -0., false, false},
                            {-0., 0., -0., 0., false, false},
                            {-1, 0., -inf, 0., false, false},
                            {-2, 0., 0., pi, false, false}, // branch cut
                            {-2, -0., 0., -pi, false, false},
                            {inf, 1, inf, 0., false, false},
                            {-inf, -1, inf, -pi, false, false},
                            {nan, 0., nan, nan, false, false},
                            {1, inf, inf, pi / 2, false, false},
                        });
}

TYPED_TEST(ComplexSpecialValues, Sqrt) {
  CHECK_ALL(sqrt, {
                      {0., 0., 0., 0., false, false},
                      {-0., -0., 0., -0., false, false},
                      {1, inf, inf, inf, false, false},
                      {nan, inf, inf, inf, false, false},
                      {1, -inf, inf, -inf, false, false},
                      {1, nan, nan, nan, false, false},
                      {-inf, 1, 0., inf, false, false},
                      {-inf, -1, 0., -inf, false, false},
                      {inf, 1, inf, 0., false, false},
                      {inf, -1, inf, -0., false, false},
                      {-inf, nan, nan, inf, false, true},
                      {inf, nan, inf, nan, false, false},
                      {nan, 1, nan, nan, false, false},
                      {nan, nan, nan, nan, false, false},
                      {-4, 0., 0., 2, false, false}, // branch cut
                      {-4, -0., 0., -2, false, false},
                  });
}

TYPED_TEST(ComplexSpecialValues, Rsqrt) {
  CHECK_ALL(rsqrt, {
                       {0., 0., inf, -0., false, false},
                       {0., -0., inf, 0., false, false},
                       {inf, 0., 0., -0., false, false},
                       {-inf, nan, 0., 0., false, true},
                       {1, inf, 0., -0., false, false},
                       {-4, 0., 0., -0.5, false, false}, // branch cut
                       {-4, -0., 0., 0.5, false, false},
                       {nan, 1, nan, nan, false, false},
                   });
}

TYPED_TEST(ComplexSpecialValues, Cbrt) {
  CHECK_ALL(cbrt, {
                      {0., 0., 0., 0., false, false},
                      {0., -0., 0., -0., false, false},
                      {-8, 0., 1, std::sqrt(3.), false, false}, // branch cut
                      {-8, -0., 1, -std::sqrt(3.), false, false},
                      {8, -0., 2, -0., false, false},
                      {inf, 0., inf, 0., false, false},
                      {nan, 1, nan, nan, false, false},
                  });
}

TYPED_TEST(ComplexSpecialValues, Sine) {
  CHECK_ALL(sine, {
                      {0., 0., 0., 0., false, false},
                      {-0., -0., -0., -0., false, false},
                      {0., inf, 0., inf, false, false},
                      {inf, 0., nan, 0., false, true},
                      {1, inf, inf, inf, false, false},
                      {inf, 1, nan, nan, false, false},
                      {nan, 0., nan, 0., false, true},
                      {0., nan, 0., nan, true, false},
                      {nan, nan, nan, nan, false, false},
                  });
}

TYPED_TEST(ComplexSpecialValues, Cosine) {
  CHECK_ALL(cosine, {
                        {0., 0., 1, -0., false, false},
                        {-0., 0., 1, 0., false, false},
                        {0., inf, inf, -0., false, false},
                        {inf, 0., nan, 0., false, true},
                        {1, inf, inf, -inf, false, false},
                        {inf, 1, nan, nan, false, false},
                        {nan, 0., nan, 0., false, true},
                        {nan, nan, nan, nan, false, false},
                    });
}

TYPED_TEST(ComplexSpecialValues, Tanh) {
  CHECK_ALL(tanh, {
                      {0., 0., 0., 0., false, false},
                      {-0., -0., -0., -0., false, false},
                      {1, inf, nan, nan, false, false},
                      {0., inf, 0., nan, false, false},
                      {1, nan, nan, nan, false, false},
                      {inf, 1, 1, 0., false, false},
                      {inf, 2, 1, -0., false, false}, // sin(4) < 0
                      {-inf, 1, -1, 0., false, false},
                      {inf, inf, 1, 0., false, true},
                      {inf, nan, 1, 0., false, true},
                      {nan, -0., nan, -0., false, false},
                      {nan, 1, nan, nan, false, false},
                      {1e30, 1, 1, 0., false, false}, // no overflow
                  });
}

TYPED_TEST(ComplexSpecialValues, Tan) {
  CHECK_ALL(tan, {
                     {0., 0., 0., 0., false, false},
                     {-0., -0., -0., -0., false, false},
                     {0., inf, 0., 1, false, false},
                     {1, -inf, 0., -1, false, false},
                     {inf, 1, nan, nan, false, false},
                     {nan, nan, nan, nan, false, false},
                     {1, 1e30, 0., 1, false, false}, // no overflow
                 });
}

TYPED_TEST(ComplexSpecialValues, Logistic) {
  CHECK_ALL(logistic, {
                          {0., 0., 0.5, 0., false, false},
                          {0., -0., 0.5, -0., false, false},
                          {inf, 0., 1, 0., false, false},
                          {-inf, 0., 0., 0., false, false},
                          {-1e30, 0., 0., 0., false, false}, // no overflow
                          {nan, 0., nan, nan, false, false},
                          {1, inf, nan, nan, false, false},
                      });
}

TYPED_TEST(ComplexSpecialValues, Sign) {
  double h = std::sqrt(0.5);
  CHECK_ALL(sign, {
                      {0., -0., 0., -0., false, false},
                      {-0., 0., -0., 0., false, false},
                      {3, -4, 0.6, -0.8, false, false},
                      {inf, 1, 1, 0., false, false},
                      {-2, -inf, -0., -1, false, false},
                      {-inf, -inf, -h, -h, false, false},
                      {nan, 0., nan, nan, false, false},
                      {1e-45, 1e-45, h, h, false, false}, // subnormal
                  });
}

TYPED_TEST(ComplexSpecialValues, Abs) {
  using R = TypeParam;
  R i = std::numeric_limits<R>::infinity(), n = std::nan("");
  EXPECT_EQ(math::abs(std::complex<R>(i, n)), i);
  EXPECT_EQ(math::abs(std::complex<R>(n, -i)), i);
  EXPECT_TRUE(std::isnan(math::abs(std::complex<R>(n, 1))));
  R big = std::numeric_limits<R>::max() / 2;
  EXPECT_EQ(math::abs(std::complex<R>(big, big)), big * std::sqrt(R(2)))
      << "no overflow in the sum of squares";
  R tiny = std::numeric_limits<R>::denorm_min();
  EXPECT_EQ(math::abs(std::complex<R>(3 * tiny, 4 * tiny)), 5 * tiny);
}

TYPED_TEST(ComplexSpecialValues, Power) {
  using C = std::complex<TypeParam>;
  auto pow = [](C z, C w, double re, double im) {
    C r = math::power(z, w);
    EXPECT_TRUE(matches(r.real(), re, false) && matches(r.imag(), im, false))
        << "power(" << z << ", " << w << ") = " << r;
  };
  pow(C(nan, nan), C(0, 0), 1, 0);
  pow(C(inf, 1), C(0, 0), 1, 0);
  pow(C(0, 0), C(2, 1), 0., 0.);
  pow(C(0, 0), C(-2, 0), inf, 0.);
  pow(C(0, 0), C(-1, 1), nan, nan);
  pow(C(2, 0), C(0.5, 0), std::sqrt(2.), 0.);
  // Real results on the real axis are exact, with no imaginary noise.
  pow(C(-8, 0), C(3, 0), -512, 0.);
  pow(C(-8, 0), C(1, 0), -8, 0.);
  pow(C(4, -0.), C(0.5, 0), 2, -0.);
  pow(C(-8, 0), C(-1, 0), -0.125, -0.);
}

TYPED_TEST(ComplexSpecialValues, Atan2) {
  using R = TypeParam;
  using C = std::complex<R>;
  // Real operands give the real atan2 and an imaginary part of zero, where
  // the textbook formula left rounding noise.
  for (R y : {R(1), R(-3), R(0.1), R(0)})
    for (R x : {R(1), R(-2), R(1e-3), R(-0.7)}) {
      C r = math::atan2(C(y, 0), C(x, 0));
      EXPECT_EQ(r.real(), std::atan2(y, x)) << y << ", " << x;
      EXPECT_EQ(r.imag(), R(0)) << y << ", " << x;
    }
  // Next to the pole x = iy: y = 1, x = i (1 + h) gives
  // log(h / (2 + h))/2 (mpmath: -7.27804563429795 for h = 2^-20).
  C r = math::atan2(C(1, 0), C(0, 1 + std::ldexp(R(1), -20)));
  EXPECT_NEAR(r.imag(), -7.27804563429795, 1e-5);
  EXPECT_EQ(r.real(), R(0));
  // The pole itself and non-finite operands keep the textbook formula.
  EXPECT_FALSE(std::isfinite(std::abs(math::atan2(C(1, 0), C(0, 1)))));
}

template <typename R> class RealSpecialValues : public testing::Test {};
TYPED_TEST_SUITE(RealSpecialValues, Reals, );

TYPED_TEST(RealSpecialValues, RsqrtAndLogistic) {
  using R = TypeParam;
  R i = std::numeric_limits<R>::infinity();
  EXPECT_EQ(math::rsqrt(R(0)), i);
  EXPECT_EQ(math::rsqrt(R(-0.)), -i);
  EXPECT_EQ(math::rsqrt(i), R(0));
  EXPECT_TRUE(std::isnan(math::rsqrt(R(-1))));
  EXPECT_EQ(math::rsqrt(R(4)), R(0.5));
  EXPECT_EQ(math::logistic(-i), R(0));
  EXPECT_EQ(math::logistic(i), R(1));
  EXPECT_EQ(math::logistic(R(0)), R(0.5));
  EXPECT_TRUE(std::isnan(math::logistic(R(std::nan("")))));
  // e^-100 is a float subnormal: 1/(1 + e^100) overflowed to 0 here.
  R x = -100;
  EXPECT_GT(math::logistic(x), R(0));
  EXPECT_EQ(math::logistic(x), static_cast<R>(std::exp(-100.L)));
}

} // namespace
} // namespace hlokit::interpreter
