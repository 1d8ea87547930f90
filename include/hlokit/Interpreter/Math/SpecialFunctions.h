//===- SpecialFunctions.h - special functions of the chlo ops ---*- C++ -*-===//
//
// Scalar functions behind chlo.erf_inv, digamma, polygamma, zeta,
// bessel_i1e and _asin_acos_kernel (erf, erfc and lgamma are libm's). They
// compute in long double (64-bit significand on x86-64) so that results rounded
// to f64 are within a few ULP and results rounded to f32 are correctly rounded
// almost always; unittests/Interpreter/SpecialFunctionsTest.cpp measures both
// against mpmath. Values at poles and outside the domain follow XLA: NaN where
// the function has no limit, +-inf where it does.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_SPECIALFUNCTIONS_H
#define HLOKIT_INTERPRETER_SPECIALFUNCTIONS_H

#include <complex>

namespace hlokit::interpreter::special {

/// erf^-1(y) on [-1, 1]: +-inf at +-1, NaN outside.
long double erfInv(long double y);

/// The digamma function psi(x) = d/dx lgamma(x): NaN at the poles 0, -1, -2,
/// ... and at -inf, +inf at +inf.
long double digamma(long double x);

/// The Hurwitz zeta function zeta(x, q) = sum_{k>=0} (q + k)^-x: NaN for
/// x < 1, +inf for x = 1 and at the poles q = 0, -1, -2, ...; for q < 0 only
/// integer x have a real value (NaN otherwise).
long double zeta(long double x, long double q);

/// polygamma(n, x), the n-th derivative of digamma, for integer n >= 0 (NaN
/// otherwise): (-1)^(n+1) n! zeta(n + 1, x) for n >= 1.
long double polygamma(long double n, long double x);

/// exp(-|x|) I1(x), the exponentially scaled modified Bessel function of
/// the first kind of order 1 (odd; +-0 at +-inf).
long double besselI1e(long double x);

/// chlo._asin_acos_kernel: with x = |Re z|, y = |Im z| and
/// a = (hypot(x + 1, y) + hypot(x - 1, y)) / 2 (Hull et al.), the pair
/// (sqrt(a^2 - x^2), log(a + sqrt(a^2 - 1))), both >= 0, from which
/// asin z = atan2(Re z, w.re) + i sign(Im z) w.im. Infinite parts give
/// (y, +inf); a NaN part gives (NaN, NaN).
std::complex<long double> asinAcosKernel(std::complex<long double> z);

} // namespace hlokit::interpreter::special

#endif // HLOKIT_INTERPRETER_SPECIALFUNCTIONS_H
