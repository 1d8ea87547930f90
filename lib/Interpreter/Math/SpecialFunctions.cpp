//===- SpecialFunctions.cpp - erf_inv, digamma, zeta, bessel_i1e ----------===//
//
// Each function names the formula it evaluates and where it comes from.
// Everything is long double; the callers round to the tensor's type.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/SpecialFunctions.h"

#include "hlokit/Support/SpecialFunctionConstants.h"

#include <cmath>
#include <iterator>
#include <limits>

namespace hlokit::interpreter::special {

namespace {

using Real = long double;
using namespace hlokit::special_constants;

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();
bool isNonPositiveInteger(Real x) { return x <= 0 && x == std::floor(x); }

// The most unit steps zeta takes to move a negative q past 0.
constexpr Real kMaxShift = 1 << 20;

/// Winitzki's closed-form approximation of erf^-1 (S. Winitzki, "A handy
/// approximation for the error function and its inverse", 2008; a = 0.147),
/// relative error below 2e-3: the starting point of the Newton iterations.
Real erfInvGuess(Real y) {
  constexpr Real a = 0.147L;
  Real l = std::log1p(-y * y);
  Real b = 2 / (kPi * a) + l / 2;
  return std::copysign(std::sqrt(std::sqrt(b * b - l / a) - b), y);
}

} // namespace

// Newton's method on erf(x) = y, or for |y| > 1/2 on log erfc(x) = log(1 -
// |y|): 1 - |y| is exact there (Sterbenz), so the tail keeps its relative
// precision, and the log makes the iteration nearly linear where erfc decays
// like exp(-x^2).
Real erfInv(Real y) {
  if (std::isnan(y) || std::fabs(y) > 1)
    return kNaN;
  if (std::fabs(y) == 1)
    return std::copysign(kInf, y);
  if (y == 0)
    return y;
  Real x = erfInvGuess(y);
  Real ay = std::fabs(y);
  Real ax = std::fabs(x);
  Real tail = 1 - ay;
  Real logTail = std::log(tail);
  for (int i = 0; i < 64; ++i) {
    Real step;
    Real density = kTwoOverSqrtPi * std::exp(-ax * ax);
    if (ay <= 0.5L) {
      step = (std::erf(ax) - ay) / density;
    } else {
      Real erfc = std::erfc(ax);
      step = (std::log(erfc) - logTail) / (-density / erfc);
    }
    ax -= step;
    if (std::fabs(step) <= std::numeric_limits<Real>::epsilon() * ax)
      break;
  }
  return std::copysign(ax, y);
}

namespace {

/// psi(x) around its positive root x0: its Taylor series there keeps the
/// relative accuracy next to the root, where the recurrence below would
/// cancel.
Real digammaNearRoot(Real x) {
  // x - hi is exact for x within a factor 2 of hi (Sterbenz).
  Real t = (x - kDigammaRootHi) - kDigammaRootLo;
  Real sum = 0;
  for (int n = std::size(kDigammaRootTaylor) - 1; n >= 0; --n)
    sum = (sum + kDigammaRootTaylor[n]) * t;
  return sum;
}

/// The asymptotic series psi(x) ~ log x - 1/(2x) - sum B_2k / (2k x^2k)
/// (DLMF 5.11.2), used for x >= 12 where the first omitted term is below
/// 1e-19 relative.
Real digammaAsymptotic(Real x) {
  Real inv2 = 1 / (x * x);
  Real sum = 0;
  for (int k = std::size(kDigammaAsymptotic) - 1; k >= 0; --k)
    sum = (sum + kDigammaAsymptotic[k]) * inv2;
  return std::log(x) - 1 / (2 * x) - sum;
}

} // namespace

// Reflection psi(x) = psi(1 - x) - pi / tan(pi x) for x < 1/2 (DLMF 5.5.4),
// the recurrence psi(x) = psi(x + 1) - 1/x (DLMF 5.5.2) up to x >= 12, then
// the asymptotic series; next to the positive root its Taylor series.
Real digamma(Real x) {
  if (std::isnan(x) || x == -kInf || isNonPositiveInteger(x))
    return kNaN;
  if (x == kInf)
    return kInf;
  if (x < 0.5L) {
    // tan has period pi: reducing x to [-1/2, 1/2] (exactly) keeps pi x
    // accurate for large |x| and tiny x alike.
    Real reduced = x - std::round(x);
    return digamma(1 - x) - kPi / std::tan(kPi * reduced);
  }
  if (std::fabs(x - kDigammaRootHi) < 0.1L)
    return digammaNearRoot(x);
  Real shift = 0;
  while (x < 12) {
    shift -= 1 / x;
    x += 1;
  }
  return digammaAsymptotic(x) + shift;
}

namespace {

/// Euler-Maclaurin summation of the Hurwitz zeta function (DLMF 25.11.5
/// summed to N terms, then the remainder's Bernoulli expansion, as in
/// Cephes' zeta.c): sum_{k<N} (q+k)^-x + (q+N)^(1-x)/(x-1) + (q+N)^-x/2 +
/// sum_j B_2j/(2j)! x(x+1)...(x+2j-2) (q+N)^(-x-2j+1).
Real zetaEulerMaclaurin(Real x, Real q) {
  constexpr int N = kZetaDirectTerms;
  Real sum = 0;
  for (int k = 0; k < N; ++k)
    sum += std::pow(q + k, -x);
  Real a = q + N;
  Real powA = std::pow(a, -x);
  sum += a * powA / (x - 1) + powA / 2;
  // term_j = x(x+1)...(x+2j-2) * a^(-x-2j+1).
  Real rising = x;
  Real power = powA / a;
  for (int i = 0, e = std::size(kBernoulliOverFactorial); i < e; ++i) {
    Real term = kBernoulliOverFactorial[i] * rising * power;
    sum += term;
    if (std::fabs(term) <=
        std::numeric_limits<Real>::epsilon() * std::fabs(sum) / 4)
      break;
    rising *= (x + 2 * i + 1) * (x + 2 * i + 2);
    power /= a * a;
  }
  return sum;
}

} // namespace

Real zeta(Real x, Real q) {
  if (std::isnan(x) || std::isnan(q) || x < 1)
    return kNaN;
  if (x == 1 || isNonPositiveInteger(q))
    return kInf;
  if (q == kInf)
    return 0;
  if (q < 0) {
    // (q + k)^-x is real for negative q + k only when x is an integer;
    // zeta(x, q) = zeta(x, q + m) + sum_{k<m} (q + k)^-x moves q past 0,
    // one term per unit, so very negative q are refused rather than summed.
    if (x != std::floor(x) || q < -kMaxShift)
      return kNaN;
    Real head = 0;
    while (q < 0) {
      head += std::pow(q, -x);
      q += 1;
    }
    return head + zeta(x, q);
  }
  if (x == kInf)
    return q < 1 ? kInf : (q == 1 ? 1 : 0);
  return zetaEulerMaclaurin(x, q);
}

Real polygamma(Real n, Real x) {
  if (std::isnan(n) || std::isnan(x) || n < 0 || n != std::floor(n))
    return kNaN;
  if (n == 0)
    return digamma(x);
  // psi^(n)(x) = (-1)^(n+1) n! zeta(n + 1, x) (DLMF 25.11.12).
  Real factorial = 1;
  for (Real k = 2; k <= n && factorial != kInf; ++k)
    factorial *= k;
  Real sign = std::fmod(n, 2) == 0 ? -1 : 1;
  return sign * factorial * zeta(n + 1, x);
}

namespace {

/// exp(-x) * (x/2) sum_k (x^2/4)^k / (k! (k+1)!) (DLMF 10.25.2): positive
/// terms, no cancellation; used for x <= 30.
Real besselI1eSeries(Real x) {
  Real quarterSquare = x * x / 4;
  Real term = x / 2;
  Real sum = term;
  for (int k = 1; k < 500; ++k) {
    term *= quarterSquare / (Real(k) * Real(k + 1));
    sum += term;
    if (term <= std::numeric_limits<Real>::epsilon() * sum / 4)
      break;
  }
  return sum * std::exp(-x);
}

/// The Hankel asymptotic expansion (DLMF 10.40.1 with nu = 1):
/// I1(x) e^-x ~ 1/sqrt(2 pi x) sum_k (-1)^k a_k(1) / x^k, a_k(1) =
/// prod_{j<=k} (4 - (2j-1)^2) / (k! 8^k); for x > 30 its terms shrink to
/// below 1e-20 before they start growing.
Real besselI1eAsymptotic(Real x) {
  Real term = 1;
  Real sum = 1;
  for (int k = 1; k < 60; ++k) {
    Real odd = 2 * k - 1;
    term *= -(4 - odd * odd) / (8 * k * x);
    sum += term;
    if (std::fabs(term) <= std::numeric_limits<Real>::epsilon() * sum / 4)
      break;
  }
  return sum / std::sqrt(2 * kPi * x);
}

} // namespace

Real besselI1e(Real x) {
  if (std::isnan(x))
    return x;
  Real ax = std::fabs(x);
  if (ax == kInf)
    return std::copysign(Real(0), x);
  Real value = ax <= 30 ? besselI1eSeries(ax) : besselI1eAsymptotic(ax);
  return std::copysign(value, x);
}

std::complex<long double> asinAcosKernel(std::complex<long double> z) {
  Real x = std::fabs(z.real()), y = std::fabs(z.imag());
  if (std::isnan(x) || std::isnan(y))
    return {NAN, NAN};
  if (std::isinf(x) || std::isinf(y))
    return {y, HUGE_VALL};
  // Long double holds the squares of every finite f64 without overflow or
  // underflow, so Hull et al.'s cancellation-free forms of a - x and a - 1
  // are all that is needed (no scaling regions).
  Real xm1 = x - 1; // exact near 1; s + 1 - x would lose s below eps
  Real r = std::hypot(x + 1, y), s = std::hypot(xm1, y);
  Real a = (r + s) / 2, yy = y * y;
  Real towardsR = yy / (r + x + 1); // r - (x + 1)
  Real aMinusX =
      x <= 1 ? (towardsR + (s - xm1)) / 2 : (towardsR + yy / (s + xm1)) / 2;
  Real aMinusOne =
      x >= 1 ? (towardsR + (s + xm1)) / 2 : (towardsR + yy / (s - xm1)) / 2;
  return {std::sqrt((a + x) * aMinusX),
          std::log1p(aMinusOne + std::sqrt(aMinusOne * (a + 1)))};
}

} // namespace hlokit::interpreter::special
