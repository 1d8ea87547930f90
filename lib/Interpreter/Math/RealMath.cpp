//===- RealMath.cpp - real functions evaluated in a wider type ------------===//

#include "hlokit/Interpreter/Math/RealMath.h"

#include "Math/WideFloat.h"

namespace hlokit::interpreter::math {

/// In the wider type, 1/sqrt(x) carries two roundings far below the
/// result's ULP; rounding that once is within 0.5 ULP plus a tiny fraction.
/// IEEE's rSqrt special values come out of the formula: rsqrt(+-0) = +-inf,
/// rsqrt(+inf) = +0, rsqrt(x < 0) = NaN.
template <typename R> IfReal<R> rsqrt(R x) {
  return static_cast<R>(1 / std::sqrt(Wide<R>(x)));
}

/// For x >= 0, 1/(1 + e^-x) (e^-x <= 1); for x < 0 the same value as
/// e^x / (1 + e^x), which underflows gradually to 0 where the first form
/// computes 1/(1 + inf) = 0 long before the true result is 0.
double logisticOfDouble(double x) {
  Wide<double> w = x;
  if (x >= 0)
    return static_cast<double>(1 / (1 + std::exp(-w)));
  Wide<double> e = std::exp(w); // NaN and -inf take this branch too
  return static_cast<double>(e / (1 + e));
}

template float rsqrt(float);
template double rsqrt(double);

} // namespace hlokit::interpreter::math
