//===- VectorMath.h - float functions that loops vectorize ------*- C++ -*-===//
//
// Float functions computed in double without branches or calls, so that a
// loop over a tensor vectorizes: each is a polynomial after a range
// reduction, accurate to about 1e-11 relative in double, so the one rounding
// to float is within 1 ULP (docs/numerics.md has the measured bounds, over
// every float). e^x, erf, tanh and the logistic function, the hot ones, are
// computed in float (FloatVectorMath.h). Every value is computed before it
// is selected: the vectorizer does not evaluate float operations only one
// arm of a condition would.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_MATH_VECTORMATH_H
#define HLOKIT_INTERPRETER_MATH_VECTORMATH_H

#include "hlokit/Interpreter/Math/FloatVectorMath.h"
#include "hlokit/Support/Parallel.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <type_traits>

namespace hlokit::interpreter::math {

/// 1/k! for k = 0..12: the Taylor series of e^t, and of (e^t - 1)/t from
/// the second entry on.
constexpr double kInverseFactorials[] = {1,
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
                                         1.0 / 39916800,
                                         1.0 / 479001600};

/// e^y for y in [-708, 708] (relative error below 1e-14): 2^k times a
/// polynomial of degree 11 of r = y - k ln 2, |r| <= ln 2 / 2. k = round(y /
/// ln 2) comes from the bits of y / ln 2 + 1.5 * 2^52, r in two parts.
inline double expOfBoundedDouble(double y) {
  constexpr double kShift = 0x1.8p52;
  double shifted = y * 0x1.71547652b82fep0 + kShift;
  double k = shifted - kShift;
  double r = (y - k * 0x1.62e42feep-1) - k * 0x1.a39ef35793c76p-33;
  double p = horner<12>(r, kInverseFactorials);
  uint64_t shiftedBits = llvm::bit_cast<uint64_t>(shifted);
  // The low bits of `shifted` hold k in two's complement: 2^k's exponent
  // field is their low 11 bits plus the bias.
  uint64_t scaleBits = (shiftedBits + 1023) << 52;
  return p * llvm::bit_cast<double>(scaleBits);
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

namespace detail {

/// log(d) for a positive normal double (relative error below 2e-12):
/// d = 2^e m with m in [sqrt(1/2), sqrt(2)), log m = 2 atanh(s) with s =
/// (m - 1) / (m + 1), |s| <= 0.172, as s times a polynomial of s^2 (the
/// atanh series to s^15, whose next term is below 2e-12 of the sum). e comes
/// from the exponent field as a double through the bits of 2^52 + field, so
/// that no int-to-double conversion stops the vectorizer.
inline double logOfPositiveDouble(double d) {
  uint64_t bits = llvm::bit_cast<uint64_t>(d);
  double field =
      llvm::bit_cast<double>((bits >> 52) | 0x4330000000000000) - 0x1p52;
  double m =
      llvm::bit_cast<double>((bits & 0x000fffffffffffff) | 0x3ff0000000000000);
  bool above = m > 0x1.6a09e667f3bcdp0;
  m = above ? 0.5 * m : m;
  double e = field - 1023 + (above ? 1 : 0);
  double s = (m - 1) / (m + 1);
  static constexpr double kAtanh[] = {2,       2.0 / 3,  2.0 / 5,  2.0 / 7,
                                      2.0 / 9, 2.0 / 11, 2.0 / 13, 2.0 / 15};
  double logM = s * horner(s * s, kAtanh);
  return e * 0x1.62e42fefa3800p-1 + (logM + e * 0x1.ef35793c76730p-45);
}

/// sin and cos of r for |r| <= pi/4 (with a little margin), relative error
/// below 1e-15: their Taylor series to r^17 and r^16.
inline double sinOfReduced(double r) {
  static constexpr double kSin[] = {1,
                                    -1.0 / 6,
                                    1.0 / 120,
                                    -1.0 / 5040,
                                    1.0 / 362880,
                                    -1.0 / 39916800,
                                    1.0 / 6227020800,
                                    -1.0 / 1307674368000,
                                    1.0 / 355687428096000};
  return r * horner(r * r, kSin);
}
inline double cosOfReduced(double r) {
  static constexpr double kCos[] = {1,
                                    -1.0 / 2,
                                    1.0 / 24,
                                    -1.0 / 720,
                                    1.0 / 40320,
                                    -1.0 / 3628800,
                                    1.0 / 479001600,
                                    -1.0 / 87178291200,
                                    1.0 / 20922789888000};
  return horner(r * r, kCos);
}

/// The largest |x| whose reduction by pi/2 below is accurate: k = round(x
/// 2/pi) has at most 20 bits, so k times each 33-bit part of pi/2 is exact.
constexpr double kMaxReduced = 0x1p20;

/// x = k pi/2 + r for |x| < kMaxReduced, |r| <= pi/4 (plus rounding), with
/// pi/2 in three parts (Cody and Waite); returns k, whose low two bits are
/// the quadrant.
inline uint64_t reduceByHalfPi(double x, double &r) {
  constexpr double kShift = 0x1.8p52;
  double shifted = x * 0x1.45f306dc9c883p-1 + kShift;
  double k = shifted - kShift;
  r = ((x - k * 0x1.921fb544p0) - k * 0x1.0b4611a6p-34) -
      k * 0x1.3198a2e037073p-69;
  return llvm::bit_cast<uint64_t>(shifted);
}

/// sin(x + quarterTurns pi/2) for |x| < kMaxReduced: sin or cos of the
/// reduced argument by the quadrant.
inline double sinOfQuadrant(double x, int quarterTurns) {
  double r;
  uint64_t quadrant =
      reduceByHalfPi(x, r) + static_cast<uint64_t>(quarterTurns);
  double value = (quadrant & 1) ? cosOfReduced(r) : sinOfReduced(r);
  return (quadrant & 2) ? -value : value;
}

/// tan(x) for |x| < kMaxReduced: sin r / cos r, or -cos r / sin r in an
/// odd quadrant.
inline double tanOfReduced(double x) {
  double r;
  uint64_t quadrant = reduceByHalfPi(x, r);
  double s = sinOfReduced(r), c = cosOfReduced(r);
  return (quadrant & 1) ? -c / s : s / c;
}

} // namespace detail

/// log of a float (within 1 ULP): in double, where float's subnormals are
/// normal; log(0) = -inf, log of a negative number NaN, log(inf) = inf.
inline float logOfFloat(float value) {
  double x = value;
  double positive = x > 0 ? x : 1.0;
  float rounded = static_cast<float>(detail::logOfPositiveDouble(positive));
  float special = x == 0 ? -HUGE_VALF : (x < 0 ? NAN : value + value);
  bool isSpecial = !(x > 0) || x == HUGE_VAL;
  return isSpecial ? special : rounded;
}

/// log(1 + x) of a float (within 1 ULP): the series x - x^2/2 + ... to x^9
/// for |x| < 2^-5, else log of 1 + x, which double holds exactly for every
/// float x from 2^-5 up to 2^24 (and within 2^-53 above).
inline float logPlusOneOfFloat(float value) {
  double x = value;
  static constexpr double kSeries[] = {1,        -1.0 / 2, 1.0 / 3,
                                       -1.0 / 4, 1.0 / 5,  -1.0 / 6,
                                       1.0 / 7,  -1.0 / 8, 1.0 / 9};
  double series = x * horner(x, kSeries);
  double onePlus = x > -1 ? 1 + x : 1.0;
  double log = detail::logOfPositiveDouble(onePlus);
  float rounded = static_cast<float>(std::fabs(x) < 0x1p-5 ? series : log);
  float special = x == -1 ? -HUGE_VALF : (x < -1 ? NAN : value + value);
  bool isSpecial = !(x > -1) || x == HUGE_VAL;
  return isSpecial ? special : rounded;
}

/// e^x - 1 of a float (within 1 ULP): its Taylor series to x^12 for |x| <
/// 1/2, else e^x - 1 with x capped to [-40, 89] (past which the result
/// rounds to -1 or overflows to inf).
inline float expMinusOneOfFloat(float value) {
  double x = value;
  double series = x * horner<12>(x, kInverseFactorials + 1);
  double capped = x < -40 ? -40.0 : (x > 89 ? 89.0 : x);
  double large = expOfBoundedDouble(capped) - 1;
  float rounded = static_cast<float>(std::fabs(x) < 0.5 ? series : large);
  float quietNan = value + value;
  return x != x ? quietNan : rounded;
}

/// sin of a float (within 1 ULP) for |x| < 2^20; larger and non-finite
/// inputs are left to the C library (see mapThroughFloats).
inline float sineOfFloat(float value) {
  double x = std::fabs(value) < detail::kMaxReduced ? value : 0.0;
  return static_cast<float>(detail::sinOfQuadrant(x, 0));
}

/// cos of a float (within 1 ULP) for |x| < 2^20, as sineOfFloat.
inline float cosineOfFloat(float value) {
  double x = std::fabs(value) < detail::kMaxReduced ? value : 0.0;
  return static_cast<float>(detail::sinOfQuadrant(x, 1));
}

/// tan of a float (within 1 ULP) for |x| < 2^20, as sineOfFloat.
inline float tanOfFloat(float value) {
  double x = std::fabs(value) < detail::kMaxReduced ? value : 0.0;
  return static_cast<float>(detail::tanOfReduced(x));
}

/// Whether sineOfFloat, cosineOfFloat and tanOfFloat leave `value` to the
/// C library:
/// |value| >= 2^20, inf or NaN.
inline bool outsideReducedRange(float value) {
  return !(std::fabs(value) < detail::kMaxReduced);
}

/// out[i] = F(in[i]) over [begin, end), in the AVX-512 or AVX2 clone where
/// the CPU has them (HLOKIT_WIDE_CLONES: the same bits in every clone).
/// Built with -fno-trapping-math, the loop vectorizes (see the top of this
/// file).
template <float (*F)(float)>
HLOKIT_WIDE_CLONES void mapFloats(const float *in, float *out, int64_t begin,
                                  int64_t end) {
  HLOKIT_INDEPENDENT_ITERATIONS
  for (int64_t i = begin; i < end; ++i)
    out[i] = F(in[i]);
}

/// No fallback for mapThroughFloats: F takes every float.
inline bool coversEverything(float) { return false; }

/// Whether Outside is coversEverything, told by the template argument rather
/// than by comparing addresses, which GCC does not take as a constant
/// expression under -fsanitize=address,undefined (the sanitize preset).
template <bool (*Outside)(float)>
inline constexpr bool kCoversEverything = false;
template <> inline constexpr bool kCoversEverything<coversEverything> = true;

/// out[i] = F(in[i]) for the first `n` elements of a float type T computed
/// in float (f32 itself, f16, bf16, ...), split over the threads: an f32
/// tensor directly, the others through float blocks, rounded once to T.
/// Then Exact on the elements `Outside` says F leaves (the rare arguments a
/// vectorized range reduction cannot take).
template <typename T, float (*F)(float),
          bool (*Outside)(float) = coversEverything, float (*Exact)(float) = F>
void mapThroughFloats(const T *in, T *out, int64_t n) {
  parallelFor(n, elementGrain, [&](int64_t begin, int64_t end) {
    constexpr int64_t kBlock = 512;
    float inBlock[kBlock], outBlock[kBlock];
    for (int64_t b = begin; b < end; b += kBlock) {
      int64_t k = std::min(kBlock, end - b);
      const float *x = inBlock;
      float *y = outBlock;
      if constexpr (std::is_same_v<T, float>) {
        x = in + b;
        y = out + b;
      } else {
        for (int64_t i = 0; i < k; ++i)
          inBlock[i] = static_cast<float>(in[b + i]);
      }
      mapFloats<F>(x, y, 0, k);
      if constexpr (!kCoversEverything<Outside>)
        for (int64_t i = 0; i < k; ++i)
          if (Outside(x[i]))
            y[i] = Exact(x[i]);
      if constexpr (!std::is_same_v<T, float>)
        for (int64_t i = 0; i < k; ++i)
          out[b + i] = T(outBlock[i]);
    }
  });
}

} // namespace hlokit::interpreter::math

#endif // HLOKIT_INTERPRETER_MATH_VECTORMATH_H
