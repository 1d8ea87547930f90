//===- VectorMath.h - float functions that loops vectorize ------*- C++ -*-===//
//
// Float functions computed in double without branches or calls, so that a
// loop over a tensor vectorizes: each is a polynomial after a range
// reduction, accurate to about 1e-11 relative in double, so the one rounding
// to float is within 1 ULP (docs/numerics.md has the measured bounds, over
// every float). Every value is computed before it is selected: the
// vectorizer does not evaluate float operations only one arm of a condition
// would.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_MATH_VECTORMATH_H
#define HLOKIT_INTERPRETER_MATH_VECTORMATH_H

#include "hlokit/Support/Parallel.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace hlokit::interpreter::math {

/// p(t) = c[0] + c[1] t + ... by Horner's rule.
template <int N> inline double horner(double t, const double (&c)[N]) {
  double p = c[N - 1];
  for (int i = N - 2; i >= 0; --i)
    p = p * t + c[i];
  return p;
}

/// e^y for y in [-708, 708] (relative error below 1e-14): 2^k times a
/// polynomial of degree 11 of r = y - k ln 2, |r| <= ln 2 / 2. k = round(y /
/// ln 2) comes from the bits of y / ln 2 + 1.5 * 2^52, r in two parts.
inline double expOfBoundedDouble(double y) {
  constexpr double kShift = 0x1.8p52;
  double shifted = y * 0x1.71547652b82fep0 + kShift;
  double k = shifted - kShift;
  double r = (y - k * 0x1.62e42feep-1) - k * 0x1.a39ef35793c76p-33;
  static constexpr double kTaylor[] = {1,
                                       1,
                                       1.0 / 2,
                                       1.0 / 6,
                                       1.0 / 24,
                                       1.0 / 120,
                                       1.0 / 720,
                                       1.0 / 5040,
                                       1.0 / 40320,
                                       1.0 / 362880,
                                       1.0 / 3628800,
                                       1.0 / 39916800};
  double p = horner(r, kTaylor);
  uint64_t shiftedBits;
  std::memcpy(&shiftedBits, &shifted, sizeof shiftedBits);
  // The low bits of `shifted` hold k in two's complement: 2^k's exponent
  // field is their low 11 bits plus the bias.
  uint64_t scaleBits = (shiftedBits + 1023) << 52;
  double scale;
  std::memcpy(&scale, &scaleBits, sizeof scale);
  return p * scale;
}

/// tanh of a float (within 1 ULP). Small |x| take the odd series (its next
/// term is below 2^-50 of x); others 1 - 2/(e^2|x| + 1), with 2|x| capped at
/// 40 (where tanh is 1 in double); the cancellation near |x| = 2^-5 costs
/// under 6 bits of double's 53.
inline float tanhOfFloat(float value) {
  double x = value;
  double a = std::fabs(x);
  double x2 = x * x;
  // x (1 + ...) rather than x + x (...), which would turn -0 into +0.
  double series =
      x * (1 + x2 * (-1.0 / 3 + x2 * (2.0 / 15 + x2 * (-17.0 / 315 +
                                                       x2 * (62.0 / 2835)))));
  double twice = 2 * a;
  double e = expOfBoundedDouble(twice < 40 ? twice : 40.0);
  double large = std::copysign(1 - 2 / (e + 1), x);
  float rounded = static_cast<float>(a < 0x1p-5 ? series : large);
  float quietNan = value + value;
  return x != x ? quietNan : rounded;
}

namespace detail {

/// erf(x) / x as a polynomial of x^2 on [0, 1] (relative error 3.7e-11),
/// least squares on Chebyshev nodes against mpmath.
constexpr double kErfSmall[] = {1.1283791670801038,    -0.37612638552827593,
                                0.11283783443886186,   -0.026865475515091247,
                                0.005221138696626396,  -0.0008485438923256233,
                                0.0001127473797654932, -9.689741171201027e-06};

/// erfc(x) e^(x^2) as a polynomial of t = 1 / (1 + x/2) on [1, 10.1]
/// (relative error 4.9e-12), fitted the same way.
constexpr double kErfcLarge[] = {
    -2.518475776487718e-07, 0.28210457395692456,  0.28192410336669804,
    0.24860100539924204,    0.16421400530699273,  0.14119082580021192,
    -0.1977727303859153,    0.4038609760900326,   -0.8085848249682699,
    0.7858860405680105,     -0.37332731568094063, 0.07191412116218163};

/// erfc(a) for a >= 1 in double; a is capped at 10.1, past which erfc is
/// below half the smallest float.
inline double erfcOfLarge(double a) {
  double capped = a < 10.1 ? a : 10.1;
  double t = 1 / (1 + 0.5 * capped);
  return expOfBoundedDouble(-capped * capped) * horner(t, kErfcLarge);
}

} // namespace detail

/// erf of a float (within 1 ULP): x P(x^2) below 1, 1 - erfc(|x|) above,
/// with the sign of x (erf(-0) = -0, erf(+-inf) = +-1).
inline float erfOfFloat(float value) {
  double x = value;
  double a = std::fabs(x);
  double small = x * horner(x * x, detail::kErfSmall);
  double large = std::copysign(1 - detail::erfcOfLarge(a), x);
  float rounded = static_cast<float>(a < 1 ? small : large);
  float quietNan = value + value;
  return x != x ? quietNan : rounded;
}

/// erfc of a float (within 1 ULP): 1 - erf(x) below 1 in magnitude, where
/// it is at least 0.15; erfc(|x|) above, as 2 - erfc(|x|) for negative x.
inline float erfcOfFloat(float value) {
  double x = value;
  double a = std::fabs(x);
  double small = 1 - x * horner(x * x, detail::kErfSmall);
  double tail = detail::erfcOfLarge(a);
  double large = x < 0 ? 2 - tail : tail;
  float rounded = static_cast<float>(a < 1 ? small : large);
  float quietNan = value + value;
  return x != x ? quietNan : rounded;
}

/// e^x of a float (within 1 ULP): x capped to [-104, 89], past which e^x
/// rounds to 0 or overflows to inf in float.
inline float expOfFloat(float value) {
  double x = value;
  double capped = x < -104 ? -104.0 : (x > 89 ? 89.0 : x);
  float rounded = static_cast<float>(expOfBoundedDouble(capped));
  float quietNan = value + value;
  return x != x ? quietNan : rounded;
}

/// 1 / (1 + e^-x) of a float (within 1 ULP): x capped to [-110, 110], past
/// which the result rounds to 0 or 1; e^-x cannot overflow double there.
inline float logisticOfFloat(float value) {
  double x = value;
  double capped = x < -110 ? -110.0 : (x > 110 ? 110.0 : x);
  float rounded = static_cast<float>(1 / (1 + expOfBoundedDouble(-capped)));
  float quietNan = value + value;
  return x != x ? quietNan : rounded;
}

/// out[i] = F(in[i]) over [begin, end), in the AVX2 clone where the CPU
/// has AVX2. Built with -fno-trapping-math, the loop vectorizes (see the
/// top of this file).
template <float (*F)(float)>
HLOKIT_AVX2_CLONES void mapFloats(const float *in, float *out, int64_t begin,
                                  int64_t end) {
  HLOKIT_INDEPENDENT_ITERATIONS
  for (int64_t i = begin; i < end; ++i)
    out[i] = F(in[i]);
}

/// mapFloats over the first `n` elements, split over the threads.
template <float (*F)(float)>
void mapFloatsInParallel(const float *in, float *out, int64_t n) {
  parallelFor(n, elementGrain, [&](int64_t begin, int64_t end) {
    mapFloats<F>(in, out, begin, end);
  });
}

} // namespace hlokit::interpreter::math

#endif // HLOKIT_INTERPRETER_MATH_VECTORMATH_H
