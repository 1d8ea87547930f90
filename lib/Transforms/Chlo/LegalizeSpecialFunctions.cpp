//===- LegalizeSpecialFunctions.cpp - chlo special functions to StableHLO -===//
//
// erf, erfc, erf_inv, lgamma, digamma, polygamma, zeta and bessel_i1e as
// StableHLO arithmetic. They evaluate the interpreter's formulas
// (lib/Interpreter/Math/SpecialFunctions.cpp, sharing its coefficients) in f64
// whatever the tensor's type; every branch is computed and `select` picks
// per element. The sums are unrolled to the number of terms f64 needs.
//
//===----------------------------------------------------------------------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Support/SpecialFunctionConstants.h"
#include "hlokit/Transforms/LegalizeChlo.h"

#include <cmath>

using namespace mlir;
namespace hlo = hlokit::stablehlo;
using hlo::ComparisonDirection;
using namespace hlokit::special_constants;

namespace hlokit::chlo_legalization {

namespace {

using Result = FailureOr<SmallVector<Value>>;

Value c(ChloEmitter &e, Value like, long double v) {
  return e.constLike(like, static_cast<double>(v));
}

Value lt(ChloEmitter &e, Value a, Value b) {
  return e.compare(ComparisonDirection::LT, a, b);
}

Value eq(ChloEmitter &e, Value a, Value b) {
  return e.compare(ComparisonDirection::EQ, a, b);
}

Value isNonPositiveInteger(ChloEmitter &e, Value x) {
  return e.op<hlo::AndOp>({e.compare(ComparisonDirection::LE, x, c(e, x, 0)),
                           eq(e, x, e.op<hlo::FloorOp>({x}))});
}

/// exp(-x^2) without the error of rounding x^2: x = hi + lo (Dekker's
/// split), hi^2 exact, exp(-hi^2) exp(-(2 hi lo + lo^2)).
Value expMinusSquare(ChloEmitter &e, Value x) {
  // 2^27 + 1 splits an f64 significand in halves (all arithmetic is f64).
  Value splitter = c(e, x, 134217729.0L);
  Value scaled = e.mul(x, splitter);
  Value hi = e.sub(scaled, e.sub(scaled, x));
  Value lo = e.sub(x, hi);
  Value tail = e.add(e.mul(e.add(hi, hi), lo), e.mul(lo, lo));
  return e.mul(e.exp(e.neg(e.mul(hi, hi))), e.exp(e.neg(tail)));
}

/// erf(x) = 2/sqrt(pi) exp(-x^2) sum_n 2^n x^(2n+1) / (2n+1)!! (DLMF
/// 7.6.2): positive terms, no cancellation; 30 terms reach f64 precision
/// for |x| < 1.
Value erfSeries(ChloEmitter &e, Value x) {
  Value twoX2 = e.mul(c(e, x, 2), e.mul(x, x));
  Value term = x, sum = x;
  for (int n = 1; n < 30; ++n) {
    term = e.mul(term, e.div(twoX2, c(e, x, 2 * n + 1)));
    sum = e.add(sum, term);
  }
  return e.mul(e.mul(c(e, x, kTwoOverSqrtPi), expMinusSquare(e, x)), sum);
}

/// erfc(x) for x >= 1 by its continued fraction (DLMF 7.9.2):
/// erfc x = exp(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
/// evaluated bottom-up from 200 terms, which reach f64 precision at x = 1.
Value erfcContinuedFraction(ChloEmitter &e, Value x) {
  Value f = x;
  for (int k = 200; k >= 1; --k)
    f = e.add(x, e.div(c(e, x, k / 2.0L), f));
  return e.div(e.mul(c(e, x, kTwoOverSqrtPi / 2), expMinusSquare(e, x)), f);
}

/// Where the continued fraction takes over from the series: below it erfc
/// = 1 - erf loses at most a factor 6 (erfc(1) = 0.157) to cancellation.
constexpr long double kErfcSwitch = 1;

/// Beyond this erfc underflows even in f64 (erfc(27.3) < 2^-1074), and
/// exp(-x^2) could not be split without overflowing.
constexpr long double kErfcUnderflow = 30;

/// erfc(|x|): 1 - erf below the switch, the continued fraction above, 0
/// beyond the underflow threshold.
Value erfcOfAbs(ChloEmitter &e, Value ax) {
  Value belowSwitch = lt(e, ax, c(e, ax, kErfcSwitch));
  Value underflows = lt(e, c(e, ax, kErfcUnderflow), ax);
  Value safe = e.select(e.op<hlo::OrOp>({belowSwitch, underflows}),
                        c(e, ax, kErfcSwitch), ax);
  Value large =
      e.select(underflows, c(e, ax, 0), erfcContinuedFraction(e, safe));
  Value small = erfSeries(e, e.select(belowSwitch, ax, c(e, ax, 0)));
  return e.select(belowSwitch, e.sub(c(e, ax, 1), small), large);
}

Value erf(ChloEmitter &e, Value x) {
  Value ax = e.abs(x);
  Value belowSwitch = lt(e, ax, c(e, x, kErfcSwitch));
  Value small = erfSeries(e, e.select(belowSwitch, x, c(e, x, 0)));
  Value large = e.oddExtension(x, e.sub(c(e, x, 1), erfcOfAbs(e, ax)));
  return e.select(belowSwitch, small, large);
}

Value erfc(ChloEmitter &e, Value x) {
  Value r = erfcOfAbs(e, e.abs(x));
  // erfc(-x) = 2 - erfc(x).
  return e.select(lt(e, x, c(e, x, 0)), e.sub(c(e, x, 2), r), r);
}

/// erf^-1 as the interpreter computes it: Winitzki's approximation, then
/// Newton steps on erf(x) = y (|y| <= 1/2) or on log erfc(x) = log(1 - |y|).
Value erfInv(ChloEmitter &e, Value y) {
  Value ay = e.abs(y);
  Value one = c(e, y, 1);
  Value a = c(e, y, 0.147L);
  Value l = e.log1p(e.neg(e.mul(y, y)));
  Value b = e.add(c(e, y, 2 / (kPi * 0.147L)), e.mul(l, c(e, y, 0.5)));
  Value x = e.sqrt(e.sub(e.sqrt(e.sub(e.mul(b, b), e.div(l, a))), b));
  Value central = lt(e, ay, c(e, y, 0.5));
  Value logTail = e.log(e.sub(one, ay));
  for (int i = 0; i < 4; ++i) {
    Value density = e.mul(c(e, y, kTwoOverSqrtPi), expMinusSquare(e, x));
    Value centralStep = e.div(e.sub(erf(e, x), ay), density);
    Value erfcX = erfcOfAbs(e, x);
    Value tailStep =
        e.div(e.sub(e.log(erfcX), logTail), e.neg(e.div(density, erfcX)));
    x = e.sub(x, e.select(central, centralStep, tailStep));
  }
  Value inf = c(e, y, INFINITY);
  Value atOne = eq(e, ay, one);
  Value outside = e.op<hlo::OrOp>({lt(e, one, ay), e.isNan(y)});
  Value magnitude = e.select(atOne, inf, x);
  Value result = e.oddExtension(y, magnitude);
  return e.select(outside, e.add(y, c(e, y, NAN)), result);
}

/// sum_k coefficients[k] t^k, by Horner's rule.
template <size_t N>
Value polynomial(ChloEmitter &e, Value t,
                 const long double (&coefficients)[N]) {
  Value sum = c(e, t, coefficients[N - 1]);
  for (size_t k = N - 1; k-- > 0;)
    sum = e.add(e.mul(sum, t), c(e, t, coefficients[k]));
  return sum;
}

/// sum_k coefficients[k] t^(k+1).
template <size_t N>
Value polynomialTimesT(ChloEmitter &e, Value t,
                       const long double (&coefficients)[N]) {
  return e.mul(polynomial(e, t, coefficients), t);
}

/// `result`, replaced within each root's radius by the root's Taylor series
/// in t = (x - hi) - lo: there the formulas for `result` cancel and lose
/// the relative accuracy.
template <size_t N>
Value nearRoots(ChloEmitter &e, Value x, Value result,
                const RootSeries (&roots)[N]) {
  for (const RootSeries &root : roots) {
    Value t = e.sub(e.sub(x, c(e, x, root.hi)), c(e, x, root.lo));
    result = e.select(lt(e, e.abs(t), c(e, x, root.radius)),
                      polynomialTimesT(e, t, root.coefficients), result);
  }
  return result;
}

/// x + 12 where x < 12, and the correction the shift needs: the product
/// (lgamma) or the sum of reciprocals (digamma) of x, x+1, ..., x+11.
constexpr int kShift = 12;

/// lgamma for x >= 1/2: Stirling's series (DLMF 5.11.1) at x >= 12, shifted
/// there by lgamma(x) = lgamma(x + 12) - log(x (x+1) ... (x+11)).
Value lgammaPositive(ChloEmitter &e, Value x) {
  Value small = lt(e, x, c(e, x, kShift));
  Value product = c(e, x, 1);
  for (int k = 0; k < kShift; ++k)
    product = e.mul(product, e.add(x, c(e, x, k)));
  Value z = e.select(small, e.add(x, c(e, x, kShift)), x);
  // (z - 1/2) log z - z + log(2 pi)/2 + sum B_2k / (2k (2k-1) z^(2k-1)).
  static constexpr long double stirling[] = {
      1.0L / 12,   -1.0L / 360,      1.0L / 1260, -1.0L / 1680,
      1.0L / 1188, -691.0L / 360360, 1.0L / 156,  -3617.0L / 122400,
  };
  Value inv = e.div(c(e, x, 1), z);
  Value series = e.mul(inv, polynomial(e, e.mul(inv, inv), stirling));
  Value stirlingValue =
      e.add(e.sub(e.mul(e.sub(z, c(e, x, 0.5)), e.log(z)), z),
            e.add(c(e, x, 0.91893853320467274178032973640561764L), series));
  return e.select(small, e.sub(stirlingValue, e.log(product)), stirlingValue);
}

/// Reflection for x < 1/2: lgamma(x) = log(pi / |sin(pi r)|) - lgamma(1 - x)
/// with r = x - round(x) (exact), +inf at the poles and at +-inf.
Value lgamma(ChloEmitter &e, Value x) {
  Value reflect = lt(e, x, c(e, x, 0.5));
  Value r = e.sub(x, e.op<hlo::RoundNearestEvenOp>({x}));
  Value sinPiR = e.abs(e.op<hlo::SineOp>({e.mul(c(e, x, kPi), r)}));
  Value reflected = e.sub(e.log(e.div(c(e, x, kPi), sinPiR)),
                          lgammaPositive(e, e.sub(c(e, x, 1), x)));
  Value direct = lgammaPositive(e, e.select(reflect, c(e, x, 1), x));
  Value result = e.select(reflect, reflected, direct);
  // Next to the roots (and lgamma's minimum at 1.46) the shifted sum and
  // the reflection cancel; Taylor series keep the relative accuracy: at 1
  // on [1/2, 3/2), at 2 on [3/2, 11/4) (x - 1 and x - 2 are exact there).
  Value t1 = e.sub(x, c(e, x, 1)), t2 = e.sub(x, c(e, x, 2));
  result = e.select(lt(e, e.abs(t2), c(e, x, 0.75)),
                    polynomialTimesT(e, t2, kLgammaTaylorAt2), result);
  result = e.select(lt(e, e.abs(t1), c(e, x, 0.5)),
                    polynomialTimesT(e, t1, kLgammaTaylorAt1), result);
  result = nearRoots(e, x, result, kLgammaNegativeRoots);
  // +0 at the roots (the series at 1 would give -0).
  Value root = e.op<hlo::OrOp>({eq(e, x, c(e, x, 1)), eq(e, x, c(e, x, 2))});
  result = e.select(root, c(e, x, 0), result);
  Value isInf = eq(e, e.abs(x), c(e, x, INFINITY));
  return e.select(isInf, c(e, x, INFINITY), result);
}

/// digamma for x >= 1/2: the asymptotic series (DLMF 5.11.2) at x >= 12,
/// the recurrence psi(x) = psi(x + 12) - sum 1/(x + k) below, and the Taylor
/// series at the positive root within 0.1 of it.
Value digammaPositive(ChloEmitter &e, Value x) {
  Value small = lt(e, x, c(e, x, kShift));
  Value reciprocals = c(e, x, 0);
  for (int k = 0; k < kShift; ++k)
    reciprocals = e.add(reciprocals, e.div(c(e, x, 1), e.add(x, c(e, x, k))));
  Value z = e.select(small, e.add(x, c(e, x, kShift)), x);
  Value inv = e.div(c(e, x, 1), z);
  Value asymptotic =
      e.sub(e.sub(e.log(z), e.mul(c(e, x, 0.5), inv)),
            polynomialTimesT(e, e.mul(inv, inv), kDigammaAsymptotic));
  Value shifted = e.select(small, e.sub(asymptotic, reciprocals), asymptotic);
  Value t = e.sub(e.sub(x, c(e, x, kDigammaRootHi)), c(e, x, kDigammaRootLo));
  Value nearRoot = lt(e, e.abs(t), c(e, x, 0.1));
  return e.select(nearRoot, polynomialTimesT(e, t, kDigammaRootTaylor),
                  shifted);
}

/// Reflection psi(x) = psi(1 - x) - pi / tan(pi r) for x < 1/2; NaN at the
/// poles and at -inf.
Value digamma(ChloEmitter &e, Value x) {
  Value reflect = lt(e, x, c(e, x, 0.5));
  Value r = e.sub(x, e.op<hlo::RoundNearestEvenOp>({x}));
  Value reflected =
      e.sub(digammaPositive(e, e.sub(c(e, x, 1), x)),
            e.div(c(e, x, kPi), e.op<hlo::TanOp>({e.mul(c(e, x, kPi), r)})));
  Value direct = digammaPositive(e, e.select(reflect, c(e, x, 1), x));
  Value result = e.select(reflect, reflected, direct);
  // The reflection cancels next to the negative roots: their series.
  result = nearRoots(e, x, result, kDigammaNegativeRoots);
  Value undefined = e.op<hlo::OrOp>(
      {isNonPositiveInteger(e, x), eq(e, x, c(e, x, -INFINITY))});
  return e.select(undefined, c(e, x, NAN), result);
}

/// The most unit steps zeta takes to move a negative q past 0, as the
/// interpreter: below -2^20 it gives NaN.
constexpr double kZetaMaxShift = 1 << 20;

/// Euler-Maclaurin summation of the Hurwitz zeta function, as the
/// interpreter's zetaEulerMaclaurin, for q > 0.
Value zetaPositive(ChloEmitter &e, Value x, Value q) {
  Value negX = e.neg(x);
  Value sum = c(e, x, 0);
  for (int k = 0; k < kZetaDirectTerms; ++k)
    sum = e.add(sum, e.op<hlo::PowOp>({e.add(q, c(e, x, k)), negX}));
  Value a = e.add(q, c(e, x, kZetaDirectTerms));
  Value powA = e.op<hlo::PowOp>({a, negX});
  sum = e.add(sum, e.add(e.div(e.mul(a, powA), e.sub(x, c(e, x, 1))),
                         e.mul(powA, c(e, x, 0.5))));
  Value rising = x;
  Value power = e.div(powA, a);
  Value a2 = e.mul(a, a);
  for (int i = 0, n = std::size(kBernoulliOverFactorial); i < n; ++i) {
    sum = e.add(
        sum, e.mul(c(e, x, kBernoulliOverFactorial[i]), e.mul(rising, power)));
    rising = e.mul(rising, e.mul(e.add(x, c(e, x, 2 * i + 1)),
                                 e.add(x, c(e, x, 2 * i + 2))));
    power = e.div(power, a2);
  }
  return sum;
}

/// True where any element of the i1 tensor `v` is.
Value anyOf(ChloEmitter &e, Value v) {
  OpBuilder &b = e.builder();
  Location loc = e.location();
  auto rank = cast<RankedTensorType>(v.getType()).getRank();
  auto scalar = RankedTensorType::get({}, b.getI1Type());
  Value no =
      hlo::ConstantOp::create(b, loc, DenseElementsAttr::get(scalar, false));
  auto reduce =
      hlo::ReduceOp::create(b, loc, ValueRange{v}, ValueRange{no},
                            llvm::to_vector(llvm::seq<int64_t>(0, rank)));
  OpBuilder::InsertionGuard guard(b);
  Block *body =
      b.createBlock(&reduce.getBody(), {}, {scalar, scalar}, {loc, loc});
  hlo::ReturnOp::create(
      b, loc,
      ValueRange{hlo::OrOp::create(b, loc, body->getArgument(0),
                                   body->getArgument(1))});
  return reduce.getResult(0);
}

/// zeta(x, q) = sum_{k<m} (q + k)^-x + zeta(x, q + m) for the first m with
/// q + m >= 0, as the interpreter: a while loop of unit steps over the
/// elements `shift` selects. Returns the sum and q + m (q elsewhere).
std::pair<Value, Value> zetaShift(ChloEmitter &e, Value x, Value q,
                                  Value shift) {
  OpBuilder &b = e.builder();
  Location loc = e.location();
  auto loop = hlo::WhileOp::create(b, loc, ValueRange{c(e, x, 0), q});
  TypeRange types = loop->getResultTypes();
  OpBuilder::InsertionGuard guard(b);
  Block *cond = b.createBlock(&loop.getCond(), {}, types, {loc, loc});
  ChloEmitter ce(b, loc);
  auto stepping = [&](ChloEmitter &se, Value shifted) {
    return se.op<hlo::AndOp>({shift, lt(se, shifted, c(se, shifted, 0))});
  };
  hlo::ReturnOp::create(
      b, loc, ValueRange{anyOf(ce, stepping(ce, cond->getArgument(1)))});
  Block *body = b.createBlock(&loop.getBody(), {}, types, {loc, loc});
  ChloEmitter be(b, loc);
  Value head = body->getArgument(0), shifted = body->getArgument(1);
  Value step = stepping(be, shifted);
  Value term = be.op<hlo::PowOp>({shifted, be.neg(x)});
  hlo::ReturnOp::create(
      b, loc,
      ValueRange{be.add(head, be.select(step, term, c(be, x, 0))),
                 be.select(step, be.add(shifted, c(be, q, 1)), shifted)});
  return {loop.getResult(0), loop.getResult(1)};
}

Value zeta(ChloEmitter &e, Value x, Value q) {
  // Negative q: (q + k)^-x is real only for integer x; unit steps move q
  // past 0 (down to -2^20, NaN below).
  Value negative = lt(e, q, c(e, q, 0));
  Value nonInteger =
      e.compare(ComparisonDirection::NE, x, e.op<hlo::FloorOp>({x}));
  Value tooNegative = lt(e, q, c(e, q, -kZetaMaxShift));
  Value shift = e.op<hlo::AndOp>(
      {negative,
       e.op<hlo::NotOp>({e.op<hlo::OrOp>({nonInteger, tooNegative})})});
  auto [head, shiftedQ] = zetaShift(e, x, q, shift);
  shiftedQ = e.select(eq(e, q, c(e, q, INFINITY)), c(e, q, 1), shiftedQ);
  Value tail = zetaPositive(e, x, shiftedQ);
  Value result = e.add(head, tail);
  Value inf = c(e, x, INFINITY), nan = c(e, x, NAN);
  Value undefined = e.op<hlo::OrOp>(
      {lt(e, x, c(e, x, 1)),
       e.op<hlo::AndOp>(
           {negative, e.op<hlo::OrOp>({nonInteger, tooNegative})})});
  Value pole =
      e.op<hlo::OrOp>({eq(e, x, c(e, x, 1)), isNonPositiveInteger(e, q)});
  // x = +inf: the first term alone, q^-inf.
  // q = +inf: every term vanishes.
  result = e.select(eq(e, q, inf), c(e, x, 0), result);
  Value xInf = eq(e, x, inf);
  Value atInfinity =
      e.select(lt(e, q, c(e, q, 1)), inf,
               e.select(eq(e, q, c(e, q, 1)), c(e, x, 1), c(e, x, 0)));
  result = e.select(xInf, atInfinity, result);
  result = e.select(pole, inf, result);
  Value anyNan = e.op<hlo::OrOp>({e.isNan(x), e.isNan(q)});
  return e.select(e.op<hlo::OrOp>({undefined, anyNan}), nan, result);
}

/// polygamma(n, x) = (-1)^(n+1) n! zeta(n + 1, x) for integer n >= 1,
/// digamma for n = 0, NaN for other n.
Value polygamma(ChloEmitter &e, Value n, Value x) {
  Value one = c(e, x, 1);
  Value factorial = e.exp(lgamma(e, e.add(n, one)));
  Value nPlusOne = e.add(n, one);
  // (-1)^(n+1): +1 for odd n.
  Value half = e.mul(n, c(e, n, 0.5));
  Value even = eq(e, half, e.op<hlo::FloorOp>({half}));
  Value sign = e.select(even, c(e, x, -1), one);
  Value higher = e.mul(e.mul(sign, factorial), zeta(e, nPlusOne, x));
  Value isZero = eq(e, n, c(e, n, 0));
  Value result = e.select(isZero, digamma(e, x), higher);
  Value invalid = e.op<hlo::OrOp>(
      {lt(e, n, c(e, n, 0)),
       e.compare(ComparisonDirection::NE, n, e.op<hlo::FloorOp>({n}))});
  return e.select(invalid, c(e, x, NAN), result);
}

/// exp(-|x|) I_order(|x|) for order 0 or 1: the power series (DLMF
/// 10.25.2) for |x| <= 30 and the Hankel expansion (DLMF 10.40.1) above, as
/// the interpreter does.
Value besselIe(ChloEmitter &e, Value x, int order) {
  Value ax = e.abs(x);
  Value useSeries = e.compare(ComparisonDirection::LE, ax, c(e, x, 30));
  Value s = e.select(useSeries, ax, c(e, x, 0));
  Value quarterSquare = e.mul(e.mul(s, s), c(e, x, 0.25));
  Value term = order == 0 ? c(e, x, 1) : e.mul(s, c(e, x, 0.5)), sum = term;
  for (int k = 1; k < 90; ++k) {
    term = e.mul(term, e.div(quarterSquare, c(e, x, double(k) * (k + order))));
    sum = e.add(sum, term);
  }
  Value series = e.mul(sum, e.exp(e.neg(s)));
  Value l = e.select(useSeries, c(e, x, 31), ax);
  Value aterm = c(e, x, 1), asum = aterm;
  double fourNuSquared = 4.0 * order * order;
  for (int k = 1; k < 40; ++k) {
    double odd = 2 * k - 1;
    aterm = e.mul(aterm,
                  e.div(c(e, x, -(fourNuSquared - odd * odd) / (8.0 * k)), l));
    asum = e.add(asum, aterm);
  }
  Value asymptotic = e.div(asum, e.sqrt(e.mul(c(e, x, 2 * kPi), l)));
  Value magnitude = e.select(useSeries, series, asymptotic);
  Value isInf = eq(e, ax, c(e, x, INFINITY));
  return e.select(isInf, c(e, x, 0), magnitude);
}

/// bessel_i1e is odd: NaN stays NaN through the select on x < 0 / x == 0.
Value besselI1e(ChloEmitter &e, Value x) {
  Value magnitude = besselIe(e, x, 1);
  Value zero = c(e, x, 0);
  Value result = e.select(lt(e, x, zero), e.neg(magnitude), magnitude);
  return e.select(e.op<hlo::OrOp>({eq(e, x, zero), e.isNan(x)}), x, result);
}

/// The special functions compute in f64 whatever the type: their sums
/// cancel (lgamma, digamma near their roots) or condition badly (erf_inv's
/// tails), which f64 absorbs for f32 and narrower results.
template <Value (*F)(ChloEmitter &, Value)>
Result unary(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  Type element = getElementTypeOrSelf(x.getType());
  Type f64 = e.builder().getF64Type();
  return SmallVector<Value>{e.convert(F(e, e.convert(x, f64)), element)};
}

template <Value (*F)(ChloEmitter &, Value, Value)>
Result binary(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0), y = op->getOperand(1);
  Type element = getElementTypeOrSelf(x.getType());
  Type f64 = e.builder().getF64Type();
  return SmallVector<Value>{
      e.convert(F(e, e.convert(x, f64), e.convert(y, f64)), element)};
}

} // namespace

void addSpecialFunctionLowerings(LoweringTable &table) {
  table.add<chlo::ErfOp>(unary<erf>);
  table.add<chlo::ErfcOp>(unary<erfc>);
  table.add<chlo::ErfInvOp>(unary<erfInv>);
  table.add<chlo::LgammaOp>(unary<lgamma>);
  table.add<chlo::DigammaOp>(unary<digamma>);
  table.add<chlo::BesselI1eOp>(unary<besselI1e>);
  table.add<chlo::ZetaOp>(binary<zeta>);
  table.add<chlo::PolygammaOp>(binary<polygamma>);
}

} // namespace hlokit::chlo_legalization

Value hlokit::emitBesselI0e(OpBuilder &builder, Location loc, Value x) {
  using namespace hlokit::chlo_legalization;
  ChloEmitter e(builder, loc);
  Type element = getElementTypeOrSelf(x.getType());
  return e.convert(besselIe(e, e.convert(x, builder.getF64Type()), 0), element);
}
