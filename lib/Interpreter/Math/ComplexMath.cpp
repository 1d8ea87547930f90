//===- ComplexMath.cpp - complex functions, accurate and Annex G ----------===//
//
// z = x + iy throughout. W is the wider type of WideFloat.h; each function
// rounds its result's components from W exactly once (`narrow`).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/ComplexMath.h"

#include "Math/WideFloat.h"

#include <cmath>
#include <cstdint>
#include <limits>

namespace hlokit::interpreter::math {

namespace {

template <typename R> constexpr R kNan = std::numeric_limits<R>::quiet_NaN();
template <typename R> constexpr R kInf = std::numeric_limits<R>::infinity();

/// Rounds wide components once to the result type.
template <typename R, typename V> std::complex<R> narrow(V re, V im) {
  return {static_cast<R>(re), static_cast<R>(im)};
}

/// Past this |Re z|, e^(-2|Re z|) is below 2^-72, under half an ULP of the
/// wide type relative to 1: tanh(z) = +-1 + 4i sin(y) cos(y) e^(-2|x|) and
/// logistic(z) = e^z to the last wide bit.
constexpr double kLarge = 25;

/// a*a as hi + lo with hi = fl(a*a) (Dekker's TwoProduct through fma).
template <typename R> void square(R a, R &hi, R &lo) {
  hi = a * a;
  lo = std::fma(a, a, -hi);
}

/// (a-1)(a+1) + b^2 = 2d + d^2 + b^2 with d = a - 1, for 0.5 <= a <= 2 and
/// b <= a. d is exact (Sterbenz) and both squares are split exactly, so when
/// |z| is near 1 and the terms cancel, only the final sum rounds (the
/// technique of Hull, Fairgrieve and Tang's complex log and of
/// functional_algorithms' log1p).
template <typename R> Wide<R> normSquaredMinusOne(R a, R b) {
  R d = a - 1, dHi, dLo, bHi, bLo;
  square(d, dHi, dLo);
  square(b, bHi, bLo);
  Wide<R> sum = Wide<R>(2 * d) + bHi; // exact when they cancel (Sterbenz)
  return sum + dHi + (Wide<R>(dLo) + bLo);
}

/// An unevaluated sum hi + lo of two W values, |lo| <= ulp(hi)/2: about
/// twice W's significand, for sums that cancel far below W's last bit.
template <typename W> struct Pair { W hi, lo; };

/// a + b as hi + lo exactly, for |a| >= |b| (Dekker's Fast2Sum).
template <typename W> Pair<W> fastTwoSum(W a, W b) {
  W s = a + b;
  return {s, b - (s - a)};
}

/// a + b with about twice W's precision (Knuth's TwoSum on the high parts).
template <typename W> Pair<W> add(Pair<W> a, Pair<W> b) {
  W s = a.hi + b.hi, v = s - a.hi;
  W error = (a.hi - (s - v)) + (b.hi - v);
  return fastTwoSum(s, error + a.lo + b.lo);
}

/// a * b as hi + lo exactly (Dekker's TwoProduct with Veltkamp's
/// splitting: no fma, which the C library emulates slowly for long double
/// and for double without the FMA instructions). For |a|, |b| far from
/// overflow.
template <typename W> Pair<W> twoProduct(W a, W b) {
  constexpr int half = (std::numeric_limits<W>::digits + 1) / 2;
  const W factor = W(uint64_t(1) << half) + 1;
  auto split = [&](W v, W &hi, W &lo) {
    W c = factor * v;
    hi = c - (c - v);
    lo = v - hi;
  };
  W p = a * b, aHi, aLo, bHi, bLo;
  split(a, aHi, aLo);
  split(b, bHi, bLo);
  return {p, ((aHi * bHi - p) + aHi * bLo + aLo * bHi) + aLo * bLo};
}

/// a * b with about twice W's precision.
template <typename W> Pair<W> multiply(Pair<W> a, Pair<W> b) {
  Pair<W> p = twoProduct(a.hi, b.hi);
  return fastTwoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

/// a / n for a small positive integer n, with about twice W's precision.
template <typename W> Pair<W> divide(Pair<W> a, W n) {
  W q = a.hi / n;
  Pair<W> p = twoProduct(q, n);
  W rest = ((a.hi - p.hi) - p.lo) + a.lo; // a - q n, the first step exact
  return fastTwoSum(q, rest / n);
}

/// e^x cos y - 1 for |x| < 1.5, |y| < 1.5 as
///   expm1(x) + (cos y - 1) + expm1(x) (cos y - 1),
/// both series summed in Pair<W>. On the curve e^x cos y = 1 the first two
/// cancel down to the rounding of the input (2^-58 of the terms and less):
/// W alone would leave an error of 2^-64 y^2 there (2^39 ULP for
/// complex128), the pairs 2^-128 y^2. At most 48 and 26 terms take both
/// series below that; each stops at its first negligible term.
template <typename R> Wide<R> expm1CosNearCurve(R x, R y) {
  using W = Wide<R>;
  // A term below 2^-2p of the sum (p = W's digits) no longer counts.
  const W negligible = std::ldexp(W(1), -2 * std::numeric_limits<W>::digits);
  Pair<W> ex{W(x), 0}, term{W(x), 0}, wx{W(x), 0};
  for (int n = 2; n < 48 && std::fabs(term.hi) > negligible * std::fabs(ex.hi);
       ++n) {
    term = divide(multiply(term, wx), W(n));
    ex = add(ex, term);
  }
  Pair<W> y2 = multiply(Pair<W>{W(y), 0}, Pair<W>{W(y), 0});
  Pair<W> cm1{0, 0};
  term = {1, 0};
  for (int k = 1; k < 26 && std::fabs(term.hi) > negligible * std::fabs(cm1.hi);
       ++k) {
    term = divide(multiply(term, y2), W((2 * k - 1) * (2 * k)));
    term = {-term.hi, -term.lo};
    cm1 = add(cm1, term);
  }
  Pair<W> sum = add(add(ex, cm1), multiply(ex, cm1));
  return sum.hi + sum.lo;
}

/// ln 2 and pi/2 as unevaluated sums of three doubles (about 160 bits),
/// exact in both wide types.
constexpr double kLn2[] = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56,
                           0x1.7b57a079a1934p-111};
constexpr double kPiOver2[] = {0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54,
                               -0x1.f1976b7ed8fbcp-110};

template <typename W> Pair<W> negate(Pair<W> a) { return {-a.hi, -a.lo}; }

/// e^x in Pair<W>: x = k ln 2 + r with |r| <= ln 2 / 2 (k ln 2 subtracted
/// exactly term by term), e^r by its series, then scaled by 2^k. For
/// moderate x (|k| far below W's exponent range).
template <typename W> Pair<W> expPair(W x) {
  const W negligible = std::ldexp(W(1), -2 * std::numeric_limits<W>::digits);
  W k = std::nearbyint(x / W(kLn2[0]));
  Pair<W> r{x, 0};
  for (double part : kLn2)
    r = add(r, negate(twoProduct(k, W(part))));
  Pair<W> sum{1, 0}, term{1, 0};
  for (int n = 1; n < 40 && std::fabs(term.hi) > negligible; ++n) {
    term = divide(multiply(term, r), W(n));
    sum = add(sum, term);
  }
  int scale = static_cast<int>(k);
  return {std::ldexp(sum.hi, scale), std::ldexp(sum.lo, scale)};
}

/// cos y in Pair<W> for 1 <= |y| < 2 as sin d, d = pi/2 - |y| in (-0.43,
/// 0.58]: |y| is subtracted from pi/2's leading double exactly (Sterbenz),
/// so d keeps its relative accuracy however close |y| is to pi/2.
template <typename W> Pair<W> cosNearHalfPi(W y) {
  const W negligible = std::ldexp(W(1), -2 * std::numeric_limits<W>::digits);
  Pair<W> d{W(kPiOver2[0]) - std::fabs(y), 0};
  d = add(add(d, Pair<W>{W(kPiOver2[1]), 0}), Pair<W>{W(kPiOver2[2]), 0});
  Pair<W> d2 = multiply(d, d), sum = d, term = d;
  for (int k = 1; k < 20 && std::fabs(term.hi) > negligible * std::fabs(sum.hi);
       ++k) {
    term = negate(divide(multiply(term, d2), W((2 * k) * (2 * k + 1))));
    sum = add(sum, term);
  }
  return sum;
}

/// e^x cos y - 1 for 1 <= |y| < 2, next to the curve e^x cos y = 1 where
/// expm1CosNearCurve does not reach (x >= 1.5; x > 2.6 for |y| >= 1.5): e^x
/// and cos y in Pair<W>, their product and the subtraction of 1 too, so the
/// residual keeps about twice W's precision of the terms (the series of
/// expm1(x) would need up to a hundred terms there).
template <typename R> Wide<R> expCosMinusOneNearHalfPi(R x, R y) {
  using W = Wide<R>;
  Pair<W> sum =
      add(multiply(expPair(W(x)), cosNearHalfPi(W(y))), Pair<W>{W(-1), 0});
  return sum.hi + sum.lo;
}

/// log|z|: 0.5*log1p(|z|^2 - 1) near the unit circle, where log(|z|) would
/// take the log of a rounded value near 1; log(hypot) elsewhere (hypot
/// neither overflows nor underflows and keeps hypot(inf, NaN) = inf).
template <typename R> Wide<R> logAbs(R x, R y) {
  R a = std::fmax(std::fabs(x), std::fabs(y));
  R b = std::fmin(std::fabs(x), std::fabs(y));
  if (std::isfinite(x) && std::isfinite(y) && a >= R(0.5) && a <= R(2))
    return std::log1p(normSquaredMinusOne(a, b)) / 2;
  return std::log(std::hypot(Wide<R>(x), Wide<R>(y)));
}

/// The principal square root in W (Kahan, "Branch cuts for complex
/// elementary functions", 1987): t = sqrt((|x| + |z|) / 2) has no
/// cancellation; the other part is y / 2t. For finite nonzero z.
template <typename R> std::complex<Wide<R>> sqrtWide(R x, R y) {
  using W = Wide<R>;
  W t = std::sqrt((std::fabs(W(x)) + std::hypot(W(x), W(y))) / 2);
  if (x >= 0)
    return {t, W(y) / (2 * t)};
  return {std::fabs(W(y)) / (2 * t), std::copysign(t, W(y))};
}

/// sinh(x + iy) = sinh x cos y + i cosh x sin y, with Annex G's csinh
/// special values where the products would give NaN.
template <typename R> std::complex<R> sinhOf(R x, R y) {
  using W = Wide<R>;
  if (y == 0) // csinh(x +- i0) = sinh x +- i0, x infinite or NaN included
    return {static_cast<R>(std::sinh(W(x))), y};
  if (!std::isfinite(y) && (x == 0 || std::isinf(x)))
    return {x, kNan<R>}; // csinh(+-0 + i{inf,NaN}), csinh(+-inf + i{inf,NaN})
  return narrow<R>(std::sinh(W(x)) * std::cos(W(y)),
                   std::cosh(W(x)) * std::sin(W(y)));
}

/// cosh(x + iy) = cosh x cos y + i sinh x sin y, with Annex G's ccosh
/// special values where the products would give NaN.
template <typename R> std::complex<R> coshOf(R x, R y) {
  using W = Wide<R>;
  if (y == 0) // ccosh(x +- i0) = cosh x + i0 with the sign of sinh(x)*y
    return {static_cast<R>(std::cosh(W(x))), std::signbit(x) ? -y : y};
  if (!std::isfinite(y) && x == 0)
    return {kNan<R>, x}; // ccosh(+-0 + i{inf,NaN}) = NaN +- i0
  if (!std::isfinite(y) && std::isinf(x))
    return {kInf<R>, kNan<R>}; // ccosh(+-inf + i{inf,NaN}) = inf + iNaN
  return narrow<R>(std::cosh(W(x)) * std::cos(W(y)),
                   std::sinh(W(x)) * std::sin(W(y)));
}

/// p*q - r*s rounded about once (Kahan's difference of products: fma
/// recovers the rounding error of r*s, so cancellation costs nothing).
template <typename W> W differenceOfProducts(W p, W q, W r, W s) {
  W rs = r * s;
  W error = std::fma(-r, s, rs); // rs - r*s, exactly
  return std::fma(p, q, -rs) + error;
}

/// log(x + iy) in W, for power: log|z| + i arg z.
template <typename R> std::complex<Wide<R>> logWide(R x, R y) {
  return {logAbs(x, y), std::atan2(Wide<R>(y), Wide<R>(x))};
}

} // namespace

/// e^x (cos y + i sin y); Annex G's cexp special values.
template <typename R> std::complex<R> exponential(std::complex<R> z) {
  using W = Wide<R>;
  R x = z.real(), y = z.imag();
  // cexp(-inf + i{inf,NaN}) = +-0 +- i0, cexp(+inf + i{inf,NaN}) = +-inf + iNaN
  if (std::isinf(x) && !std::isfinite(y))
    return x < 0 ? std::complex<R>(0, 0) : std::complex<R>(x, kNan<R>);
  if (y == 0) // cexp(x +- i0) = e^x +- i0, also for x = +inf and NaN
    return {static_cast<R>(std::exp(W(x))), y};
  W e = std::exp(W(x));
  return narrow<R>(e * std::cos(W(y)), e * std::sin(W(y)));
}

/// e^z - 1 = (expm1(x) cos y - 2 sin^2(y/2)) + i e^x sin y: the real part
/// without the cancellation of e^x cos y - 1 for small z (the formula of
/// functional_algorithms' expm1), and through expm1CosNearCurve near 0 and
/// the curve e^x cos y = 1 for |x|, |y| < 1.5, expCosMinusOneNearHalfPi on
/// the rest of it (1.35 < |y| < pi/2), where the real part can still cancel.
/// Non-finite z: cexp(z) - 1.
template <typename R> std::complex<R> exponentialMinusOne(std::complex<R> z) {
  using W = Wide<R>;
  R x = z.real(), y = z.imag();
  if (!std::isfinite(x) || !std::isfinite(y)) {
    std::complex<R> e = math::exponential(z);
    return {e.real() - 1, e.imag()};
  }
  if (y == 0)
    return {static_cast<R>(std::expm1(W(x))), y};
  W s = std::sin(W(y) / 2);
  W a = std::expm1(W(x)) * std::cos(W(y)), b = 2 * s * s;
  W re = a - b;
  // Where a - b keeps less than 2^-(e - 3) of its terms, e the extra bits
  // of W over R (2^-8 for complex128, 2^-26 for complex64), W's rounding of
  // them would show in the result's last bits: the pairs are exact enough.
  constexpr int extraBits =
      std::numeric_limits<W>::digits - std::numeric_limits<R>::digits;
  if (std::fabs(re) < (std::fabs(a) + b) * std::ldexp(W(1), 3 - extraBits)) {
    if (std::fabs(x) < R(1.5) && std::fabs(y) < R(1.5))
      re = expm1CosNearCurve(x, y);
    else if (std::fabs(y) >= R(1) && std::fabs(y) < R(2))
      re = expCosMinusOneNearHalfPi(x, y);
  }
  return narrow<R>(re, std::exp(W(x)) * std::sin(W(y)));
}

/// log|z| + i atan2(y, x), log|z| as logAbs computes it. Annex G's clog
/// special values follow from hypot and atan2 (clog(-0 + i0) = -inf + i pi,
/// clog(-inf + i inf) = inf + 3i pi/4, clog(NaN + i inf) = inf + iNaN, ...).
template <typename R> std::complex<R> log(std::complex<R> z) {
  R x = z.real(), y = z.imag();
  return narrow<R>(logAbs(x, y), std::atan2(Wide<R>(y), Wide<R>(x)));
}

/// log(1 + z). Near 0 (|x| < 0.5, |y| < 1), Re = log1p(2x + x^2 + y^2) / 2
/// with the squares split exactly, so x ~ -y^2/2 does not cancel. For
/// x <= -0.5, 1 + x is exact in R and logAbs handles |1 + z| ~ 1; otherwise
/// (x >= 0.5 or |y| >= 1) |1 + z| > 1.1 and nothing cancels.
template <typename R> std::complex<R> logPlusOne(std::complex<R> z) {
  using W = Wide<R>;
  R x = z.real(), y = z.imag();
  if (!std::isfinite(x) || !std::isfinite(y))
    return math::log(std::complex<R>(1 + x, y));
  W im = std::atan2(W(y), 1 + W(x));
  if (y == 0 && x > -1) // the real log1p, which keeps log1p(-0) = -0
    return narrow<R>(std::log1p(W(x)), im);
  if (std::fabs(x) < R(0.5) && std::fabs(y) < 1) {
    R xHi, xLo, yHi, yLo;
    square(x, xHi, xLo);
    square(y, yHi, yLo);
    W s = (W(2 * x) + yHi) + xHi + (W(xLo) + yLo);
    return narrow<R>(std::log1p(s) / 2, im);
  }
  if (x <= R(-0.5)) // exact: Sterbenz up to -2, a multiple of ulp(x) beyond
    return narrow<R>(logAbs(1 + x, y), im);
  return narrow<R>(std::log(std::hypot(1 + W(x), W(y))), im);
}

/// Kahan's principal square root (sqrtWide) with Annex G's csqrt special
/// values.
template <typename R> std::complex<R> sqrt(std::complex<R> z) {
  R x = z.real(), y = z.imag();
  if (std::isinf(y)) // csqrt(x +- i inf) = inf +- i inf, even for NaN x
    return {kInf<R>, y};
  if (std::isnan(x))
    return {x, kNan<R>};
  if (std::isinf(x)) {
    if (x > 0) // csqrt(inf + iy) = inf + i0, csqrt(inf + iNaN) = inf + iNaN
      return {x, std::isnan(y) ? y : std::copysign(R(0), y)};
    // csqrt(-inf + iy) = 0 + i inf, csqrt(-inf + iNaN) = NaN +- i inf
    return std::isnan(y) ? std::complex<R>(y, kInf<R>)
                         : std::complex<R>(0, std::copysign(kInf<R>, y));
  }
  if (std::isnan(y))
    return {kNan<R>, kNan<R>};
  if (x == 0 && y == 0) // csqrt(+-0 +- i0) = +0 +- i0
    return {0, y};
  std::complex<Wide<R>> r = sqrtWide(x, y);
  return narrow<R>(r.real(), r.imag());
}

/// 1/sqrt(z) = conj(sqrt(z)) / |z| in W. 1/0 is +inf + i0 with the sign of
/// -y (the limit along the real axis), 1/inf is 0, NaN stays NaN.
template <typename R> std::complex<R> rsqrt(std::complex<R> z) {
  using W = Wide<R>;
  R x = z.real(), y = z.imag();
  if (std::isinf(x) || std::isinf(y))
    return {0, -std::copysign(R(0), y)};
  if (std::isnan(x) || std::isnan(y))
    return {kNan<R>, kNan<R>};
  if (x == 0 && y == 0)
    return {kInf<R>, -std::copysign(R(0), y)};
  std::complex<W> r = sqrtWide(x, y);
  W h = std::hypot(W(x), W(y));
  return narrow<R>(r.real() / h, -r.imag() / h);
}

/// The principal cube root |z|^(1/3) (cos(arg z / 3) + i sin(arg z / 3)),
/// what pow(z, 1/3) means; arg/3 is within +-pi/3, so cos >= 1/2 and no
/// part cancels. A zero sine keeps its sign rather than inf * 0 = NaN.
template <typename R> std::complex<R> cbrt(std::complex<R> z) {
  using W = Wide<R>;
  R x = z.real(), y = z.imag();
  W r = std::cbrt(std::hypot(W(x), W(y)));
  W theta = std::atan2(W(y), W(x)) / 3;
  W s = std::sin(theta);
  return narrow<R>(r * std::cos(theta), s == 0 ? s : r * s);
}

/// sin z = -i sinh(iz) (Annex G defines csin so).
template <typename R> std::complex<R> sine(std::complex<R> z) {
  std::complex<R> s = sinhOf(-z.imag(), z.real());
  return {s.imag(), -s.real()};
}

/// cos z = cosh(iz) (Annex G defines ccos so).
template <typename R> std::complex<R> cosine(std::complex<R> z) {
  return coshOf(-z.imag(), z.real());
}

/// Kahan's tanh ("Branch cuts for complex elementary functions", also
/// FreeBSD's ctanh): with t = tan y, b = 1 + t^2, s = sinh x,
/// r = sqrt(1 + s^2): tanh z = (b r s + i t) / (1 + b s^2). Unlike
/// (sinh 2x + i sin 2y) / (cosh 2x + cos 2y) nothing cancels near
/// y = pi/2. Annex G's ctanh special values (C23 for 0 + i inf).
template <typename R> std::complex<R> tanh(std::complex<R> z) {
  using W = Wide<R>;
  R x = z.real(), y = z.imag();
  if (std::isnan(x)) // ctanh(NaN +- i0) = NaN +- i0, else NaN + iNaN
    return {x, y == 0 ? y : kNan<R>};
  if (std::isinf(x)) // ctanh(+-inf + iy) = +-1 + i0 sin(2y)
    return {std::copysign(R(1), x),
            std::isfinite(y) ? static_cast<R>(std::copysign(
                                   W(0), std::sin(W(y)) * std::cos(W(y))))
                             : std::copysign(R(0), y)};
  if (!std::isfinite(y)) // ctanh(+-0 + i{inf,NaN}) = +-0 + iNaN
    return {x == 0 ? x : kNan<R>, kNan<R>};
  if (y == 0)
    return {static_cast<R>(std::tanh(W(x))), y};
  if (std::fabs(x) > kLarge)
    return narrow<R>(std::copysign(W(1), W(x)),
                     4 * std::sin(W(y)) * std::cos(W(y)) *
                         std::exp(-2 * std::fabs(W(x))));
  W t = std::tan(W(y)), b = 1 + t * t, s = std::sinh(W(x));
  W r = std::sqrt(1 + s * s), d = 1 + b * s * s;
  return narrow<R>(b * r * s / d, t / d);
}

/// tan z = -i tanh(iz) (Annex G defines ctan so).
template <typename R> std::complex<R> tan(std::complex<R> z) {
  std::complex<R> t = math::tanh(std::complex<R>(-z.imag(), z.real()));
  return {t.imag(), -t.real()};
}

/// 1 / (1 + e^-z) = conj(d) / |d|^2 with d = 1 + e^-z written as
/// (2 cos^2(y/2) + expm1(-x) cos y) - i e^-x sin y, which does not cancel
/// near the poles z = i pi (2k + 1). For x < -kLarge, logistic(z) = e^z to
/// the last bit, and e^-z would overflow.
template <typename R> std::complex<R> logistic(std::complex<R> z) {
  using W = Wide<R>;
  R x = z.real(), y = z.imag();
  if (x < -kLarge)
    return math::exponential(z);
  W c = std::cos(W(y) / 2);
  W re = 2 * c * c + std::expm1(-W(x)) * std::cos(W(y));
  W im = -std::exp(-W(x)) * std::sin(W(y));
  W d = re * re + im * im;
  return narrow<R>(re / d, -im / d);
}

/// z^w = e^(w log z) in W. w = 0 gives 1 for every z (as pow(x, 0) = 1 in
/// IEEE 754); 0^w is 0 for Re w > 0, +inf for real negative w, NaN
/// otherwise; real z and w with a real result use the real pow.
template <typename R>
std::complex<R> power(std::complex<R> z, std::complex<R> w) {
  using W = Wide<R>;
  if (w == std::complex<R>(0))
    return {1, 0};
  if (z == std::complex<R>(0)) {
    if (w.real() > 0)
      return {0, 0};
    return w.imag() == 0 ? std::complex<R>(kInf<R>, 0)
                         : std::complex<R>(kNan<R>, kNan<R>);
  }
  // On the real axis with a real result (x > 0, or an integer w) the real
  // pow: exact integer powers, where exp(w log z) would leave an imaginary
  // part of the order of the rounding of pi. The zero keeps the sign of
  // w * arg(z), which is +-0 or a multiple of pi there.
  R x = z.real(), a = w.real();
  if (z.imag() == 0 && w.imag() == 0 && (x > 0 || std::trunc(a) == a))
    return {std::pow(x, a), std::copysign(R(0), a * z.imag())};
  std::complex<W> l = logWide(z.real(), z.imag());
  std::complex<W> e = std::complex<W>(w.real(), w.imag()) * l;
  W m = std::exp(e.real());
  if (e.imag() == 0)
    return narrow<R>(m, W(0));
  return narrow<R>(m * std::cos(e.imag()), m * std::sin(e.imag()));
}

/// atan2 of complex y = c + id, x = a + ib, the spec's
/// -i log((x + iy) / sqrt(x^2 + y^2)), without its cancellations. With
/// u = x + iy and v = x - iy, x^2 + y^2 = uv, so the quotient q = u/sqrt(uv)
/// has |q|^2 = |u|/|v| and arg q = (arg u - arg v)/2 up to a multiple of pi
/// (the principal sqrt and log pick it). Hence
///   Im = -log|q| = -log1p((|u|^2 - |v|^2)/|v|^2)/4, |u|^2 - |v|^2 = 4(bc - ad)
///   Re = arg q = atan2(Im(u conj v), Re(u conj v))/2 + k pi, with
///        Im(u conj v) = 2(ac + bd) from the exact inputs (accurate however
///        much it cancels, so small angles keep their digits) and
///        Re(u conj v) = Re u Re v + Im u Im v (its rounding moves the angle
///        by about one unit of W relative to it, also next to the poles),
/// each product difference formed without cancellation, and k chosen as the
/// textbook formula's principal sqrt and log choose it. For real x and y the
/// imaginary part is exactly 0 and the real part the real atan2(y, x).
/// Non-finite inputs, and u = 0 or v = 0 (x = +-iy, a pole), keep the textbook
/// formula.
template <typename R>
std::complex<R> atan2(std::complex<R> y, std::complex<R> x) {
  using W = Wide<R>;
  W a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  std::complex<W> u(a - d, b + c), v(a + d, b - c);
  bool finite = std::isfinite(a) && std::isfinite(b) && std::isfinite(c) &&
                std::isfinite(d);
  if (!finite || u == std::complex<W>(0) || v == std::complex<W>(0)) {
    std::complex<R> i(0, 1);
    return -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
  }
  W uNorm = std::norm(u), vNorm = std::norm(v);
  W ratio = 4 * differenceOfProducts(b, c, a, d) / vNorm; // |u|^2/|v|^2 - 1
  W im = std::fabs(ratio) <= W(0.5) ? -std::log1p(ratio) / 4
                                    : -std::log(uNorm / vNorm) / 4;
  W half = std::atan2(
               2 * differenceOfProducts(a, c, -b, d),
               differenceOfProducts(u.real(), v.real(), -u.imag(), v.imag())) /
           2;
  // arg q is `half` or `half` -+ pi, whichever lies in (-pi, pi] and is
  // closer to the textbook angle arg u - arg(x^2 + y^2)/2 (accurate to a few
  // units of W; its branch cut, the sign of Im(x^2 + y^2), is exact).
  const W pi = std::acos(W(-1));
  W squareIm = 2 * differenceOfProducts(a, b, -c, d);
  W squareRe = differenceOfProducts(u.real(), v.real(), u.imag(), v.imag());
  W target =
      std::arg(u) - std::atan2(squareIm == 0 ? W(0) : squareIm, squareRe) / 2;
  W other = half > 0 ? half - pi : half + pi;
  auto distance = [&](W angle) {
    return std::fabs(std::remainder(angle - target, 2 * pi));
  };
  W re = distance(half) <= distance(other) ? half : other;
  return narrow<R>(re, im);
}

/// hypot in W: neither overflows nor underflows, hypot(inf, NaN) = inf.
template <typename R> R abs(std::complex<R> z) {
  return static_cast<R>(std::hypot(Wide<R>(z.real()), Wide<R>(z.imag())));
}

/// z / |z| in W (the subnormals are normal there, so no precision is lost
/// to them), 0 for 0. An infinite z gives the limit along its direction:
/// +-1 for an infinite part, 0 for a finite one, both +-1/sqrt(2) if both
/// are infinite.
template <typename R> std::complex<R> sign(std::complex<R> z) {
  using W = Wide<R>;
  R x = z.real(), y = z.imag();
  if (std::isnan(x) || std::isnan(y))
    return {kNan<R>, kNan<R>};
  if (x == 0 && y == 0)
    return z;
  W u = x, v = y;
  if (std::isinf(x) || std::isinf(y)) {
    u = std::isinf(x) ? std::copysign(W(1), u) : std::copysign(W(0), u);
    v = std::isinf(y) ? std::copysign(W(1), v) : std::copysign(W(0), v);
  }
  W h = std::hypot(u, v);
  return narrow<R>(u / h, v / h);
}

/// (x - y)(x + y) + 2xyi in W: the factored real part does not cancel where
/// |x| is close to |y| (x^2 - y^2 would), and W's range keeps x + y and 2xy
/// finite, so (1e308, 1e308)^2 is (0, inf) rather than (NaN, inf).
template <typename R> std::complex<R> square(std::complex<R> z) {
  using W = Wide<R>;
  W x = z.real(), y = z.imag();
  return narrow<R>((x - y) * (x + y), 2 * x * y);
}

#define HLOKIT_INSTANTIATE(R)                                                  \
  template std::complex<R> exponential(std::complex<R>);                       \
  template std::complex<R> exponentialMinusOne(std::complex<R>);               \
  template std::complex<R> log(std::complex<R>);                               \
  template std::complex<R> logPlusOne(std::complex<R>);                        \
  template std::complex<R> sqrt(std::complex<R>);                              \
  template std::complex<R> rsqrt(std::complex<R>);                             \
  template std::complex<R> cbrt(std::complex<R>);                              \
  template std::complex<R> sine(std::complex<R>);                              \
  template std::complex<R> cosine(std::complex<R>);                            \
  template std::complex<R> tan(std::complex<R>);                               \
  template std::complex<R> tanh(std::complex<R>);                              \
  template std::complex<R> logistic(std::complex<R>);                          \
  template std::complex<R> power(std::complex<R>, std::complex<R>);            \
  template std::complex<R> atan2(std::complex<R>, std::complex<R>);            \
  template R abs(std::complex<R>);                                             \
  template std::complex<R> sign(std::complex<R>);                              \
  template std::complex<R> square(std::complex<R>);
HLOKIT_INSTANTIATE(float)
HLOKIT_INSTANTIATE(double)
#undef HLOKIT_INSTANTIATE

} // namespace hlokit::interpreter::math
