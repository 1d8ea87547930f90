//===- LegalizeElementary.cpp - elementary chlo ops to StableHLO ----------===//
//
// square, conj, the is_inf family, the trigonometric and hyperbolic
// functions, next_after, mulhi, constant, constant_like and top_k. Real
// formulas are chosen to avoid cancellation and overflow (comments say where);
// complex asin, acos, asinh and acosh go through _asin_acos_kernel (asin
// and acos as upstream's do), complex sinh, cosh, atan and atanh are
// computed by their parts (docs/chlo.md lists their measured accuracy).
//
//===----------------------------------------------------------------------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"

#include <cmath>

using namespace mlir;
namespace hlo = hlokit::stablehlo;
using hlo::ComparisonDirection;

namespace hlokit::chlo_legalization {

namespace {

using Result = FailureOr<SmallVector<Value>>;

Result single(Value v) { return SmallVector<Value>{v}; }

bool isComplexValue(Value v) {
  return isa<ComplexType>(getElementTypeOrSelf(v.getType()));
}

Result lowerSquare(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  return single(e.mul(x, x));
}

Result lowerConj(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (!isComplexValue(x))
    return single(x);
  return single(e.op<hlo::ComplexOp>({e.real(x), e.neg(e.imag(x))}));
}

Result lowerIsInf(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  Value inf = e.constLike(x, INFINITY);
  if (isa<chlo::IsInfOp>(op))
    return single(e.compare(ComparisonDirection::EQ, e.abs(x), inf));
  if (isa<chlo::IsPosInfOp>(op))
    return single(e.compare(ComparisonDirection::EQ, x, inf));
  return single(e.compare(ComparisonDirection::EQ, x, e.neg(inf)));
}

Result lowerTan(Operation *op, ChloEmitter &e) {
  return single(e.op<hlo::TanOp>({op->getOperand(0)}));
}

/// exp(|x| / 2): halving is exact, and squaring it later reaches
/// cosh/sinh of |x| up to the overflow threshold without overflowing first.
Value halfExp(ChloEmitter &e, Value ax) {
  return e.exp(e.mul(ax, e.constLike(ax, 0.5)));
}

/// cosh of a real x: (h/2) h + 1 / (2 h h) with h = exp(|x|/2).
Value realCosh(ChloEmitter &e, Value x) {
  Value h = halfExp(e, e.abs(x));
  Value half = e.constLike(x, 0.5);
  return e.add(e.mul(e.mul(half, h), h), e.div(half, e.mul(h, h)));
}

/// sinh of a real x.
Value realSinh(ChloEmitter &e, Value x) {
  Value ax = e.abs(x);
  Value half = e.constLike(x, 0.5);
  // |x| < 1: (expm1(|x|) - expm1(-|x|)) / 2 has no cancellation.
  Value small = e.mul(half, e.sub(e.expm1(ax), e.expm1(e.neg(ax))));
  Value h = halfExp(e, ax);
  Value large = e.sub(e.mul(e.mul(half, h), h), e.div(half, e.mul(h, h)));
  Value isSmall = e.compare(ComparisonDirection::LT, ax, e.constLike(x, 1));
  return e.oddExtension(x, e.select(isSmall, small, large));
}

/// cosh and sinh of complex x + iy by their parts (cosh x cos y + i sinh x
/// sin y; sinh x cos y + i cosh x sin y): each part a product of accurate
/// real functions, where exp(z) -+ exp(-z) would cancel near the axes. A
/// part whose trigonometric factor is exactly 0 (y = 0) is that 0 times
/// the sign of the other factor rather than inf * 0.
Value complexHyperbolic(ChloEmitter &e, Value z, bool isSinh) {
  Value x = e.real(z), y = e.imag(z);
  Value coshX = realCosh(e, x), sinhX = realSinh(e, x);
  auto times = [&](Value hyperbolic, Value trig) {
    Value isZero =
        e.compare(ComparisonDirection::EQ, trig, e.constLike(trig, 0));
    Value sign = e.sign(hyperbolic);
    return e.select(isZero, e.mul(trig, sign), e.mul(hyperbolic, trig));
  };
  Value cosY = e.op<hlo::CosineOp>({y}), sinY = e.op<hlo::SineOp>({y});
  Value re = times(isSinh ? sinhX : coshX, cosY);
  Value im = times(isSinh ? coshX : sinhX, sinY);
  return e.op<hlo::ComplexOp>({re, im});
}

Result lowerCosh(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (isComplexValue(x))
    return single(complexHyperbolic(e, x, /*isSinh=*/false));
  return single(inComputeType(e, x, [&](Value x) { return realCosh(e, x); }));
}

Result lowerSinh(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (isComplexValue(x))
    return single(complexHyperbolic(e, x, /*isSinh=*/true));
  return single(inComputeType(e, x, [&](Value x) { return realSinh(e, x); }));
}

/// sqrt((1 - x)(1 + x)): 1 - x is exact near |x| = 1 (Sterbenz), where
/// 1 - x*x would cancel.
Value cosOfAsin(ChloEmitter &e, Value x) {
  Value one = e.constLike(x, 1);
  return e.sqrt(e.mul(e.sub(one, x), e.add(one, x)));
}

/// The parts of w = _asin_acos_kernel(z) (lowered by
/// LegalizeAsinAcosKernel.cpp, accurate per component), whether Im z is
/// negative, -0 included (1 / -0 = -inf), and Im w with that sign, as
/// upstream's decomposition.
struct Kernel {
  Value re, im, negative, signedIm;
};

/// v < 0, -0 included (1 / -0 = -inf).
Value isNegative(ChloEmitter &e, Value v) {
  Value zero = e.constLike(v, 0);
  return e.op<hlo::OrOp>(
      {e.compare(ComparisonDirection::LT, v, zero),
       e.compare(ComparisonDirection::LT, e.div(e.constLike(v, 1), v), zero)});
}

Kernel asinAcosKernel(ChloEmitter &e, Value z) {
  Value w = chlo::AsinAcosKernelOp::create(e.builder(), e.location(), z);
  Value negative = isNegative(e, e.imag(z));
  Value wIm = e.imag(w);
  return {e.real(w), wIm, negative, e.select(negative, e.neg(wIm), wIm)};
}

/// asin z = (atan2(Re z, Re w), sign(Im z) Im w).
Result lowerAsin(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (isComplexValue(x)) {
    Kernel w = asinAcosKernel(e, x);
    return single(e.op<hlo::ComplexOp>({e.atan2(e.real(x), w.re), w.signedIm}));
  }
  return single(inComputeType(
      e, x, [&](Value x) { return e.atan2(x, cosOfAsin(e, x)); }));
}

/// acos z = (atan2(Re w, Re z), -sign(Im z) Im w).
Result lowerAcos(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (isComplexValue(x)) {
    Kernel w = asinAcosKernel(e, x);
    return single(
        e.op<hlo::ComplexOp>({e.atan2(w.re, e.real(x)), e.neg(w.signedIm)}));
  }
  return single(inComputeType(
      e, x, [&](Value x) { return e.atan2(cosOfAsin(e, x), x); }));
}

/// Beyond this |x| (sqrt of the type's largest value, with margin) x^2
/// would overflow, and asinh/acosh x = log|x| + log 2 to the last bit.
Value largeThreshold(ChloEmitter &e, Value x) {
  unsigned width = getElementTypeOrSelf(x.getType()).getIntOrFloatBitWidth();
  return e.constLike(x, width == 64 ? 1e150 : 1e18);
}

/// The parts of atanh(x + iy), as C99's catanh (Kahan): Re = log1p(4x /
/// ((1 - x)^2 + y^2)) / 4 and Im = atan2(2y, (1 - x)(1 + x) - y^2) / 2,
/// without cancellation near the axes; beyond largeThreshold, Re = x / |z|^2
/// scaled by max(|x|, |y|) (a signed 0 at infinity) and Im = +-pi/2 with
/// y's sign.
std::pair<Value, Value> atanhParts(ChloEmitter &e, Value x, Value y) {
  Value one = e.constLike(x, 1);
  // Re is odd in x: computed on |x|, where log1p's argument is >= 0 (near
  // x = -1 it would approach -1 and cancel).
  Value ax = e.abs(x);
  Value negativeX = isNegative(e, x);
  Value oneMinusAx = e.sub(one, ax);
  Value denominator = e.add(e.mul(oneMinusAx, oneMinusAx), e.mul(y, y));
  Value magnitude =
      e.mul(e.constLike(x, 0.25),
            e.log1p(e.div(e.mul(e.constLike(x, 4), ax), denominator)));
  Value re = e.select(negativeX, e.neg(magnitude), magnitude);
  Value im =
      e.mul(e.constLike(x, 0.5),
            e.atan2(e.add(y, y),
                    e.sub(e.mul(e.sub(one, x), e.add(one, x)), e.mul(y, y))));
  Value m = e.op<hlo::MaxOp>({e.abs(x), e.abs(y)});
  Value xs = e.div(x, m), ys = e.div(y, m);
  Value scaled = e.div(e.div(xs, e.add(e.mul(xs, xs), e.mul(ys, ys))), m);
  Value signedZero =
      e.select(negativeX, e.constLike(x, -0.0), e.constLike(x, 0));
  Value reLarge =
      e.select(e.compare(ComparisonDirection::EQ, m, e.constLike(x, INFINITY)),
               signedZero, scaled);
  Value imLarge = e.select(isNegative(e, y), e.constLike(y, -M_PI_2),
                           e.constLike(y, M_PI_2));
  Value isLarge = e.compare(ComparisonDirection::GT, m, largeThreshold(e, x));
  return {e.select(isLarge, reLarge, re), e.select(isLarge, imLarge, im)};
}

Result lowerAtan(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (isComplexValue(x)) {
    // atan z = -i atanh(i z), i z = (-y, x).
    auto [re, im] = atanhParts(e, e.neg(e.imag(x)), e.real(x));
    return single(e.op<hlo::ComplexOp>({im, e.neg(re)}));
  }
  return single(e.atan2(x, e.constLike(x, 1)));
}

Result lowerAsinh(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (isComplexValue(x)) {
    // asinh z = -i asin(i z), i z = (-y, x): with w = kernel(i z),
    // (sign(x) Im w, atan2(y, Re w)).
    Value re = e.real(x), im = e.imag(x);
    Kernel w = asinAcosKernel(e, e.op<hlo::ComplexOp>({e.neg(im), re}));
    return single(e.op<hlo::ComplexOp>({w.signedIm, e.atan2(im, w.re)}));
  }
  return single(inComputeType(e, x, [&](Value x) {
    Value ax = e.abs(x);
    Value one = e.constLike(x, 1);
    // log1p(|x| + x^2 / (1 + sqrt(1 + x^2))): no cancellation for small x.
    Value x2 = e.mul(ax, ax);
    Value moderate =
        e.log1p(e.add(ax, e.div(x2, e.add(one, e.sqrt(e.add(one, x2))))));
    Value large = e.add(e.log(ax), e.constLike(x, M_LN2));
    Value isLarge =
        e.compare(ComparisonDirection::GT, ax, largeThreshold(e, x));
    return e.oddExtension(x, e.select(isLarge, large, moderate));
  }));
}

Result lowerAcosh(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (isComplexValue(x)) {
    // acosh z = +-i acos z with a non-negative real part: with
    // w = kernel(z), (Im w, sign(Im z) atan2(Re w, Re z)).
    Kernel w = asinAcosKernel(e, x);
    Value angle = e.atan2(w.re, e.real(x));
    return single(e.op<hlo::ComplexOp>(
        {w.im, e.select(w.negative, e.neg(angle), angle)}));
  }
  return single(inComputeType(e, x, [&](Value x) {
    Value one = e.constLike(x, 1);
    // log1p(t + sqrt(t (x + 1))) with t = x - 1, exact near 1; NaN below 1.
    Value t = e.sub(x, one);
    Value moderate = e.log1p(e.add(t, e.sqrt(e.mul(t, e.add(x, one)))));
    Value large = e.add(e.log(x), e.constLike(x, M_LN2));
    Value isLarge = e.compare(ComparisonDirection::GT, x, largeThreshold(e, x));
    return e.select(isLarge, large, moderate);
  }));
}

Result lowerAtanh(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0);
  if (isComplexValue(x)) {
    auto [re, im] = atanhParts(e, e.real(x), e.imag(x));
    return single(e.op<hlo::ComplexOp>({re, im}));
  }
  return single(inComputeType(e, x, [&](Value x) {
    // atanh |x| = log1p(2|x| / (1 - |x|)) / 2: 1 - |x| is exact near 1;
    // +-inf at +-1, NaN beyond.
    Value ax = e.abs(x);
    Value ratio = e.div(e.add(ax, ax), e.sub(e.constLike(x, 1), ax));
    return e.oddExtension(x, e.mul(e.constLike(x, 0.5), e.log1p(ratio)));
  }));
}

/// next_after on the bits: step the integer view of x by one towards y.
Result lowerNextAfter(Operation *op, ChloEmitter &e) {
  Value x = op->getOperand(0), y = op->getOperand(1);
  auto type = cast<RankedTensorType>(x.getType());
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  auto intType = type.clone(e.builder().getIntegerType(width));
  auto bits = [&](Value v) {
    return hlo::BitcastConvertOp::create(e.builder(), e.location(), intType, v);
  };
  Value xBits = bits(x);
  Value zero = e.constLike(x, 0);
  Value one = e.constLike(xBits, 1);
  // Away from zero when y lies beyond x on x's side of zero.
  Value xPositive = e.compare(ComparisonDirection::GT, x, zero);
  Value yAbove = e.compare(ComparisonDirection::GT, y, x);
  Value away = e.compare(ComparisonDirection::EQ, xPositive, yAbove);
  Value stepped = e.select(away, e.add(xBits, one), e.sub(xBits, one));
  // From +-0 the smallest subnormal with y's sign: its bits are 1 with y's
  // sign bit.
  Value signMask = e.op<hlo::ShiftLeftOp>({one, e.constLike(xBits, width - 1)});
  Value ySign = e.op<hlo::AndOp>({bits(y), signMask});
  Value fromZero = e.op<hlo::OrOp>({ySign, one});
  Value isZero = e.compare(ComparisonDirection::EQ, x, zero);
  Value result = hlo::BitcastConvertOp::create(
      e.builder(), e.location(), type, e.select(isZero, fromZero, stepped));
  Value equal = e.compare(ComparisonDirection::EQ, x, y);
  result = e.select(equal, y, result);
  Value eitherNan = e.op<hlo::OrOp>({e.isNan(x), e.isNan(y)});
  return single(e.select(eitherNan, e.add(x, y), result));
}

/// mulhi below 64 bits: the product in twice the width, shifted down.
Value mulhiWidened(ChloEmitter &e, Value a, Value b, IntegerType type) {
  auto wide = IntegerType::get(type.getContext(), 2 * type.getWidth(),
                               type.getSignedness());
  Value product = e.mul(e.convert(a, wide), e.convert(b, wide));
  Value shift = e.constLike(product, type.getWidth());
  Value high = type.isUnsigned()
                   ? e.op<hlo::ShiftRightLogicalOp>({product, shift})
                   : e.op<hlo::ShiftRightArithmeticOp>({product, shift});
  return e.convert(high, type);
}

/// Unsigned 64-bit mulhi from 32-bit halves: with a = a1 2^32 + a0 and b
/// likewise, hi = a1 b1 + (a0 b1 >> 32) + (a1 b0 >> 32) + carry, the carry
/// being the high half of (a0 b0 >> 32) + low(a0 b1) + low(a1 b0).
Value mulhiUnsigned64(ChloEmitter &e, Value a, Value b) {
  Value half = e.constLike(a, 32);
  Value low = e.constLike(a, 0xffffffffULL);
  auto lowOf = [&](Value v) { return e.op<hlo::AndOp>({v, low}); };
  auto highOf = [&](Value v) {
    return e.op<hlo::ShiftRightLogicalOp>({v, half});
  };
  Value a0 = lowOf(a), a1 = highOf(a), b0 = lowOf(b), b1 = highOf(b);
  Value p00 = e.mul(a0, b0), p01 = e.mul(a0, b1), p10 = e.mul(a1, b0),
        p11 = e.mul(a1, b1);
  Value middle = e.add(highOf(p00), e.add(lowOf(p01), lowOf(p10)));
  return e.add(e.add(p11, highOf(middle)), e.add(highOf(p01), highOf(p10)));
}

Result lowerMulhi(Operation *op, ChloEmitter &e) {
  Value a = op->getOperand(0), b = op->getOperand(1);
  auto type = cast<IntegerType>(getElementTypeOrSelf(a.getType()));
  if (type.getWidth() < 64)
    return single(mulhiWidened(e, a, b, type));
  if (type.isUnsigned())
    return single(mulhiUnsigned64(e, a, b));
  // Signed: the unsigned high half, less b where a < 0 and a where b < 0
  // (two's complement: a = a_u - 2^64 [a < 0]).
  auto unsignedType = cast<RankedTensorType>(a.getType())
                          .clone(IntegerType::get(type.getContext(), 64,
                                                  IntegerType::Unsigned));
  auto bitcast = [&](Value v, Type to) -> Value {
    return hlo::BitcastConvertOp::create(e.builder(), e.location(), to, v);
  };
  Value high = bitcast(
      mulhiUnsigned64(e, bitcast(a, unsignedType), bitcast(b, unsignedType)),
      a.getType());
  Value zero = e.constLike(a, 0);
  Value aNegative = e.compare(ComparisonDirection::LT, a, zero);
  Value bNegative = e.compare(ComparisonDirection::LT, b, zero);
  high = e.sub(high, e.select(aNegative, b, zero));
  return single(e.sub(high, e.select(bNegative, a, zero)));
}

Result lowerConstant(Operation *op, ChloEmitter &e) {
  auto constant = cast<chlo::ConstantOp>(op);
  return single(
      hlo::ConstantOp::create(e.builder(), e.location(), constant.getValue()));
}

Result lowerConstantLike(Operation *op, ChloEmitter &e) {
  auto constantLike = cast<chlo::ConstantLikeOp>(op);
  return single(
      e.splatLike(constantLike.getOperand(), constantLike.getValue()));
}

/// top_k: a stable sort of (values, iota) along the last dimension, larger
/// first in the total order (TOTALORDER puts NaN at the ends as top_k
/// does), then the first k of each. `?` dimensions take dynamic_iota and
/// real_dynamic_slice with limits from the operand's runtime shape.
Result lowerTopK(Operation *op, ChloEmitter &e) {
  auto topK = cast<chlo::TopKOp>(op);
  Value operand = topK.getOperand();
  auto type = cast<RankedTensorType>(operand.getType());
  OpBuilder &b = e.builder();
  int64_t last = type.getRank() - 1;
  auto indexType = type.clone(b.getI32Type());
  bool isStatic = type.hasStaticShape();
  Value shape = isStatic ? Value() : e.shapeOf(operand);
  Value iota = e.iota(indexType, last, shape);
  auto sort = hlo::SortOp::create(b, e.location(), ValueRange{operand, iota},
                                  last, /*is_stable=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    auto scalar = RankedTensorType::get({}, type.getElementType());
    auto scalarIndex = RankedTensorType::get({}, b.getI32Type());
    SmallVector<Location> locs(4, e.location());
    Block *block =
        b.createBlock(&sort.getComparator(), {},
                      {scalar, scalar, scalarIndex, scalarIndex}, locs);
    bool isFloat = isa<FloatType>(type.getElementType());
    Value greater = hlo::CompareOp::create(
        b, e.location(), block->getArgument(0), block->getArgument(1),
        ComparisonDirection::GT,
        isFloat ? hlo::ComparisonTypeAttr::get(b.getContext(),
                                               hlo::ComparisonType::TOTALORDER)
                : hlo::ComparisonTypeAttr());
    hlo::ReturnOp::create(b, e.location(), ValueRange{greater});
  }
  SmallVector<Value> results;
  if (isStatic) {
    SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
        strides(type.getRank(), 1);
    limit[last] = topK.getK();
    for (Value sorted : sort.getResults())
      results.push_back(
          hlo::SliceOp::create(b, e.location(), sorted, start, limit, strides));
    return results;
  }
  // The runtime shape with its last entry replaced by k.
  auto dimsType = cast<RankedTensorType>(shape.getType());
  Value lastMask = e.compare(ComparisonDirection::EQ,
                             hlo::IotaOp::create(b, e.location(), dimsType, 0),
                             e.constLike(shape, last));
  Value limit = e.select(lastMask, e.constLike(shape, topK.getK()), shape);
  Value start = e.constLike(shape, 0), strides = e.constLike(shape, 1);
  for (auto [sorted, resultType] :
       llvm::zip(sort.getResults(), op->getResultTypes()))
    results.push_back(hlo::RealDynamicSliceOp::create(
        b, e.location(), resultType, sorted, start, limit, strides));
  return results;
}

} // namespace

void addElementaryLowerings(LoweringTable &table) {
  table.add<chlo::SquareOp>(lowerSquare);
  table.add<chlo::ConjOp>(lowerConj);
  table.add<chlo::IsInfOp>(lowerIsInf);
  table.add<chlo::IsPosInfOp>(lowerIsInf);
  table.add<chlo::IsNegInfOp>(lowerIsInf);
  table.add<chlo::TanOp>(lowerTan);
  table.add<chlo::CoshOp>(lowerCosh);
  table.add<chlo::SinhOp>(lowerSinh);
  table.add<chlo::AsinOp>(lowerAsin);
  table.add<chlo::AcosOp>(lowerAcos);
  table.add<chlo::AtanOp>(lowerAtan);
  table.add<chlo::AsinhOp>(lowerAsinh);
  table.add<chlo::AcoshOp>(lowerAcosh);
  table.add<chlo::AtanhOp>(lowerAtanh);
  table.add<chlo::NextAfterOp>(lowerNextAfter);
  table.add<chlo::MulhiOp>(lowerMulhi);
  table.add<chlo::ConstantOp>(lowerConstant);
  table.add<chlo::ConstantLikeOp>(lowerConstantLike);
  table.add<chlo::TopKOp>(lowerTopK);
}

} // namespace hlokit::chlo_legalization
