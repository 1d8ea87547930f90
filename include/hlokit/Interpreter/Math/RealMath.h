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

#include "hlokit/Interpreter/Math/VectorMath.h"

#include <cmath>
#include <type_traits>

namespace hlokit::interpreter::math {

/// R itself when R is float or double; removes the overload otherwise.
template <typename R>
using IfReal = std::enable_if_t<std::is_floating_point_v<R>, R>;

template <typename R> IfReal<R> exponential(R x) {
  if constexpr (std::is_same_v<R, float>)
    return expOfFloat(x);
  else
    return std::exp(x);
}
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

/// 1 / (1 + exp(-x)) of a double without overflow for large negative x
/// (RealMath.cpp).
double logisticOfDouble(double x);

template <typename R> IfReal<R> logistic(R x) {
  if constexpr (std::is_same_v<R, float>)
    return logisticOfFloat(x);
  else
    return logisticOfDouble(x);
}

} // namespace hlokit::interpreter::math

#endif // HLOKIT_INTERPRETER_REALMATH_H
