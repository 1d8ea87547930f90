//===- ComplexMath.h - complex elementwise functions ------------*- C++ -*-===//
//
// The complex elementwise functions of the spec on complex<float> and
// complex<double>, one per op, under the names RealMath.h uses.
//
// Every formula is evaluated in a wider type (double for complex64, long
// double for complex128) and each component is rounded once, so values near
// overflow or in the subnormals do not overflow or lose digits in
// intermediate steps. The formulas avoid the cancellations of the textbook
// ones (ComplexMath.cpp names each). Infinities, NaNs and signed zeros follow
// C99/C11 Annex G where it defines the function (exp, log, sqrt, sin, cos,
// tan, tanh); the others are defined from those as their comments say.
// docs/numerics.md has the measured accuracy.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_COMPLEXMATH_H
#define HLOKIT_INTERPRETER_COMPLEXMATH_H

#include <complex>

namespace hlokit::interpreter::math {

template <typename R> std::complex<R> exponential(std::complex<R> z);
template <typename R> std::complex<R> exponentialMinusOne(std::complex<R> z);
template <typename R> std::complex<R> log(std::complex<R> z);
template <typename R> std::complex<R> logPlusOne(std::complex<R> z);
template <typename R> std::complex<R> sqrt(std::complex<R> z);
template <typename R> std::complex<R> rsqrt(std::complex<R> z);
template <typename R> std::complex<R> cbrt(std::complex<R> z);
template <typename R> std::complex<R> sine(std::complex<R> z);
template <typename R> std::complex<R> cosine(std::complex<R> z);
template <typename R> std::complex<R> tan(std::complex<R> z);
template <typename R> std::complex<R> tanh(std::complex<R> z);
template <typename R> std::complex<R> logistic(std::complex<R> z);
template <typename R>
std::complex<R> power(std::complex<R> z, std::complex<R> w);
/// The spec's complex atan2: -i log((x + iy) / sqrt(x^2 + y^2)).
template <typename R>
std::complex<R> atan2(std::complex<R> y, std::complex<R> x);
/// |z|, the result type of abs on complex.
template <typename R> R abs(std::complex<R> z);
template <typename R> std::complex<R> sign(std::complex<R> z);
/// z * z, overflowing only where the result does.
template <typename R> std::complex<R> square(std::complex<R> z);

} // namespace hlokit::interpreter::math

#endif // HLOKIT_INTERPRETER_COMPLEXMATH_H
