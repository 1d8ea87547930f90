//===- LegalizeAsinAcosKernel.cpp - chlo._asin_acos_kernel to StableHLO ---===//
//
// w = _asin_acos_kernel(z) is (sqrt(a^2 - x^2), log(a + sqrt(a^2 - 1))) with
// x = |Re z|, y = |Im z| and a = (hypot(x + 1, y) + hypot(x - 1, y)) / 2
// (Hull, Fairgrieve and Tang, "Implementing the complex arcsine and
// arccosine functions using exception handling", 1997). Evaluated in f64
// (complex<f32> parts are widened) with their cancellation-free forms of
// a - x and a - 1 and three regions: large |z| (squares would overflow),
// tiny y next to the real segment (-1, 1) (y^2 would underflow), and the
// rest. docs/chlo.md has the measured accuracy.
//
//===----------------------------------------------------------------------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"

#include <cfloat>
#include <cmath>

using namespace mlir;
namespace hlo = hlokit::stablehlo;
using hlo::ComparisonDirection;

namespace hlokit::chlo_legalization {

namespace {

/// hypot(u, v) for u, v >= 0 without overflow or underflow of the squares:
/// m sqrt(1 + (n/m)^2) with m = max, n = min (0 when both are 0).
Value hypot(ChloEmitter &e, Value u, Value v) {
  Value m = e.op<hlo::MaxOp>({u, v});
  Value q = e.div(e.op<hlo::MinOp>({u, v}), m);
  Value h = e.mul(m, e.sqrt(e.add(e.constLike(m, 1), e.mul(q, q))));
  Value zero = e.constLike(m, 0);
  return e.select(e.compare(ComparisonDirection::EQ, m, zero), zero, h);
}

/// The kernel on the f64 parts of z; returns (Re w, Im w).
std::pair<Value, Value> kernel(ChloEmitter &e, Value re, Value im) {
  Value x = e.abs(re), y = e.abs(im);
  auto c = [&](double v) { return e.constLike(x, v); };
  Value one = c(1), half = c(0.5);
  Value xp1 = e.add(x, one), xm1 = e.sub(x, one);
  Value r = hypot(e, xp1, y), s = hypot(e, e.abs(xm1), y);
  Value a = e.mul(half, e.add(r, s));
  Value yy = e.mul(y, y);
  Value rpxp1 = e.add(r, xp1);       // r + x + 1
  Value towardsR = e.div(yy, rpxp1); // r - (x + 1), without cancellation
  Value smxm1 = e.sub(s, xm1);       // s + 1 - x: no cancellation for x <= 1
  Value spxm1 = e.add(s, xm1);       // s + x - 1: no cancellation for x >= 1
  Value xLeOne = e.compare(ComparisonDirection::LE, x, one);
  Value xLtOne = e.compare(ComparisonDirection::LT, x, one);

  // Re w = sqrt((a + x)(a - x)); for x > 1, y is factored out of a - x so
  // that a tiny y does not underflow through y^2.
  Value apx = e.add(a, x);
  Value reInside = e.sqrt(e.mul(apx, e.mul(half, e.add(towardsR, smxm1))));
  Value reOutside =
      e.mul(y, e.sqrt(e.mul(e.mul(half, apx),
                            e.add(e.div(one, rpxp1), e.div(one, spxm1)))));
  Value realPart = e.select(xLeOne, reInside, reOutside);

  // Im w = log1p(a - 1 + sqrt((a - 1)(a + 1))).
  Value am1 =
      e.mul(half, e.add(towardsR, e.select(xLtOne, e.div(yy, smxm1), spxm1)));
  Value imagPart = e.log1p(e.add(am1, e.sqrt(e.mul(am1, e.add(a, one)))));
  // y below sqrt(smallest normal) next to (-1, 1): y^2 underflows, and
  // acosh(a) = y / sqrt(1 - x^2) to first order is exact to the last bit.
  Value tinyY = e.op<hlo::AndOp>(
      {e.compare(ComparisonDirection::LT, y, c(std::sqrt(DBL_MIN) * 4)),
       xLtOne});
  Value imagTiny = e.div(y, e.sqrt(e.mul(e.sub(one, x), xp1)));
  imagPart = e.select(tinyY, imagTiny, imagPart);

  // max(x, y) beyond sqrt(largest) / 8: a = |z| to within rounding, so
  // Re w = y and Im w = log(2|z|) = log 2 + log m + log1p((n/m)^2) / 2.
  Value m = e.op<hlo::MaxOp>({x, y});
  Value large =
      e.compare(ComparisonDirection::GE, m, c(std::sqrt(DBL_MAX) / 8));
  Value q = e.div(e.op<hlo::MinOp>({x, y}), m);
  q = e.select(e.isNan(q), c(0), q); // both infinite
  Value imagLarge =
      e.add(e.add(c(M_LN2), e.log(m)), e.mul(half, e.log1p(e.mul(q, q))));
  return {e.select(large, y, realPart), e.select(large, imagLarge, imagPart)};
}

FailureOr<SmallVector<Value>> lowerAsinAcosKernel(Operation *op,
                                                  ChloEmitter &e) {
  Value z = op->getOperand(0);
  Type part =
      cast<ComplexType>(getElementTypeOrSelf(z.getType())).getElementType();
  Type f64 = e.builder().getF64Type();
  auto [re, im] =
      kernel(e, e.convert(e.real(z), f64), e.convert(e.imag(z), f64));
  return SmallVector<Value>{
      e.op<hlo::ComplexOp>({e.convert(re, part), e.convert(im, part)})};
}

} // namespace

void addAsinAcosKernelLowerings(LoweringTable &table) {
  table.add<chlo::AsinAcosKernelOp>(lowerAsinAcosKernel);
}

} // namespace hlokit::chlo_legalization
