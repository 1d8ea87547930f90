//===- RealMath.h - real elementwise functions ------------------*- C++ -*-===//
//
// The real (float, double) elementwise functions of the spec, one per op,
// under the names ComplexMath.h uses for the complex ones, so a kernel calls
// `math::exponential(v)` for either. f16 and bf16 are computed in float and
// rounded once by the caller.
//
// Most are the C library's functions: glibc's are within 1-2 ULP of the
// correctly rounded result on the accuracy grid (docs/numerics.md has the
// measured maxima). The others are evaluated in a wider type and rounded
// once, see RealMath.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_REALMATH_H
#define HLOKIT_INTERPRETER_REALMATH_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace hlokit::interpreter::math {

/// R itself when R is float or double; removes the overload otherwise.
template <typename R>
using IfReal = std::enable_if_t<std::is_floating_point_v<R>, R>;

template <typename R> IfReal<R> exponential(R x) { return std::exp(x); }
template <typename R> IfReal<R> exponentialMinusOne(R x) {
  return std::expm1(x);
}
template <typename R> IfReal<R> log(R x) { return std::log(x); }
template <typename R> IfReal<R> logPlusOne(R x) { return std::log1p(x); }
template <typename R> IfReal<R> sqrt(R x) { return std::sqrt(x); }
template <typename R> IfReal<R> cbrt(R x) { return std::cbrt(x); }
/// Exact before the one rounding to R; the products of the narrower floats
/// computed as float are exact in float too.
template <typename R> IfReal<R> square(R x) { return x * x; }
template <typename R> IfReal<R> sine(R x) { return std::sin(x); }
template <typename R> IfReal<R> cosine(R x) { return std::cos(x); }
template <typename R> IfReal<R> tan(R x) { return std::tan(x); }
/// tanh of a float, computed in double and rounded once (within 1 ULP,
/// docs/numerics.md). Written without branches or calls, so that loops over
/// a tensor vectorize: the C library's tanhf takes about as long per element
/// as a vector of these. Small |x| take the odd series (its next term is
/// below 2^-50 of x); others 1 - 2/(e^2|x| + 1), with e^y as 2^k times a
/// polynomial of degree 11 (relative error below 1e-14), whose cancellation
/// near |x| = 2^-5 costs under 6 bits of double's 53.
inline float tanhOfFloat(float value) {
  double x = value;
  double a = std::fabs(x);
  double x2 = x * x;
  // x (1 + ...) rather than x + x (...), which would turn -0 into +0.
  double series =
      x * (1 + x2 * (-1.0 / 3 + x2 * (2.0 / 15 + x2 * (-17.0 / 315 +
                                                       x2 * (62.0 / 2835)))));
  // e^y for y = 2|x| capped at 40 (where tanh is 1 in double): k = round(y /
  // ln 2) from the bits of y / ln 2 + 1.5 * 2^52, r = y - k ln 2 in two parts.
  // (Every value is computed before it is selected: the vectorizer does not
  // evaluate float operations only one arm of a condition would.)
  double twice = 2 * a;
  double y = twice < 40 ? twice : 40.0;
  constexpr double kShift = 0x1.8p52;
  double shifted = y * 0x1.71547652b82fep0 + kShift;
  double k = shifted - kShift;
  double r = (y - k * 0x1.62e42feep-1) - k * 0x1.a39ef35793c76p-33;
  double p =
      1 +
      r * (1 +
           r * (1.0 / 2 +
                r * (1.0 / 6 +
                     r * (1.0 / 24 +
                          r * (1.0 / 120 +
                               r * (1.0 / 720 +
                                    r * (1.0 / 5040 +
                                         r * (1.0 / 40320 +
                                              r * (1.0 / 362880 +
                                                   r * (1.0 / 3628800 +
                                                        r * (1.0 /
                                                             39916800)))))))))));
  uint64_t shiftedBits;
  std::memcpy(&shiftedBits, &shifted, sizeof shiftedBits);
  // The low bits of `shifted` hold k (0 to 58): 2^k's exponent field.
  uint64_t scaleBits = (shiftedBits + 1023) << 52;
  double scale;
  std::memcpy(&scale, &scaleBits, sizeof scale);
  double large = std::copysign(1 - 2 / (p * scale + 1), x);
  float rounded = static_cast<float>(a < 0x1p-5 ? series : large);
  float quietNan = value + value;
  return x != x ? quietNan : rounded;
}

template <typename R> IfReal<R> tanh(R x) {
  if constexpr (std::is_same_v<R, float>)
    return tanhOfFloat(x);
  else
    return std::tanh(x);
}
template <typename R> IfReal<R> power(R x, R y) { return std::pow(x, y); }
template <typename R> IfReal<R> atan2(R y, R x) { return std::atan2(y, x); }

/// 1 / sqrt(x), rounded once (instantiated for float and double).
template <typename R> IfReal<R> rsqrt(R x);

/// 1 / (1 + exp(-x)) without overflow for large negative x.
template <typename R> IfReal<R> logistic(R x);

} // namespace hlokit::interpreter::math

#endif // HLOKIT_INTERPRETER_REALMATH_H
