//===- Elementwise.cpp - derivative rules of the elementwise ops ----------===//
//
// Most elementwise ops are described by their partial derivatives (one
// elementwise tensor per operand); the VJP multiplies the cotangent by each
// partial and the JVP sums partial * tangent. Linear ops (add, subtract,
// negate, convert, select, reduce_precision, real, imag, complex) have direct
// rules.
//
// Complex values follow JAX's convention: the VJP is the transpose of the JVP
// under the real pairing <a, b> = Re(sum a * b), without conjugation. The
// holomorphic ops' partials then serve complex values unchanged (ct * f'(z));
// the ops that are not holomorphic (real, imag, complex, abs) have their own
// rules.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"
#include "Partials.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

using Direction = ComparisonDirection;

Value operand(Operation *op, unsigned i) { return op->getOperand(i); }
Value result(Operation *op) { return op->getResult(0); }

/// 1 where `mask` holds, 0.5 where `tie` holds, 0 elsewhere (ties split
/// evenly between the two operands of maximum/minimum).
Value winnerWeight(Emitter &e, Value wins, Value tie, Value like) {
  Type element = elementTypeOf(like);
  return e.add(e.convert(wins, element),
               e.mul(e.convert(tie, element), e.constLike(like, 0.5)));
}

SmallVector<Value> zeroPartial(Emitter &e, Operation *op) {
  return {e.zerosLike(operand(op, 0))};
}

SmallVector<Value> absPartial(Emitter &e, Operation *op) {
  return {e.sign(operand(op, 0))};
}

SmallVector<Value> cbrtPartial(Emitter &e, Operation *op) {
  Value out = result(op);
  return {e.div(e.constLike(out, 1.0 / 3.0), e.mul(out, out))};
}

SmallVector<Value> cosinePartial(Emitter &e, Operation *op) {
  return {e.neg(e.op<SineOp>({operand(op, 0)}))};
}

SmallVector<Value> expPartial(Emitter &e, Operation *op) {
  return {result(op)};
}

SmallVector<Value> expm1Partial(Emitter &e, Operation *op) {
  return {e.add(result(op), e.constLike(result(op), 1.0))};
}

SmallVector<Value> logPartial(Emitter &e, Operation *op) {
  Value x = operand(op, 0);
  return {e.div(e.constLike(x, 1.0), x)};
}

SmallVector<Value> log1pPartial(Emitter &e, Operation *op) {
  Value x = operand(op, 0);
  Value one = e.constLike(x, 1.0);
  return {e.div(one, e.add(one, x))};
}

SmallVector<Value> logisticPartial(Emitter &e, Operation *op) {
  Value out = result(op);
  return {e.mul(out, e.sub(e.constLike(out, 1.0), out))};
}

SmallVector<Value> sqrtPartial(Emitter &e, Operation *op) {
  Value out = result(op);
  return {e.div(e.constLike(out, 0.5), out)};
}

SmallVector<Value> rsqrtPartial(Emitter &e, Operation *op) {
  Value out = result(op);
  return {e.div(e.mul(e.constLike(out, -0.5), out), operand(op, 0))};
}

SmallVector<Value> sinePartial(Emitter &e, Operation *op) {
  return {e.op<CosineOp>({operand(op, 0)})};
}

SmallVector<Value> tanhPartial(Emitter &e, Operation *op) {
  Value out = result(op);
  return {e.sub(e.constLike(out, 1.0), e.mul(out, out))};
}

SmallVector<Value> multiplyPartials(Emitter &e, Operation *op) {
  return {operand(op, 1), operand(op, 0)};
}

SmallVector<Value> dividePartials(Emitter &e, Operation *op) {
  Value y = operand(op, 1);
  return {e.div(e.constLike(y, 1.0), y), e.neg(e.div(result(op), y))};
}

SmallVector<Value> extremumPartials(Emitter &e, Operation *op,
                                    Direction beats) {
  Value x = operand(op, 0), y = operand(op, 1);
  Value tie = e.compare(Direction::EQ, x, y);
  return {winnerWeight(e, e.compare(beats, x, y), tie, x),
          winnerWeight(e, e.compare(beats, y, x), tie, x)};
}

SmallVector<Value> maximumPartials(Emitter &e, Operation *op) {
  return extremumPartials(e, op, Direction::GT);
}

SmallVector<Value> minimumPartials(Emitter &e, Operation *op) {
  return extremumPartials(e, op, Direction::LT);
}

SmallVector<Value> powerPartials(Emitter &e, Operation *op) {
  Value x = operand(op, 0), y = operand(op, 1);
  Value one = e.constLike(x, 1.0);
  Value dx = e.mul(y, e.op<PowOp>({x, e.sub(y, one)}));
  // log(x) is only needed where x != 0; elsewhere x^y does not depend on y
  // for y > 0, so log(1) = 0 keeps the partial finite.
  Value safeX = e.select(e.compare(Direction::EQ, x, e.zerosLike(x)), one, x);
  Value dy = e.mul(result(op), e.log(safeX));
  return {dx, dy};
}

SmallVector<Value> remainderPartials(Emitter &e, Operation *op) {
  Value x = operand(op, 0), y = operand(op, 1);
  Value quotient = e.div(x, y);
  Value truncated = e.mul(e.sign(quotient), e.op<FloorOp>({e.abs(quotient)}));
  return {e.onesLike(x), e.neg(truncated)};
}

SmallVector<Value> atan2Partials(Emitter &e, Operation *op) {
  Value x = operand(op, 0), y = operand(op, 1);
  Value norm = e.add(e.mul(x, x), e.mul(y, y));
  return {e.div(y, norm), e.neg(e.div(x, norm))};
}

LogicalResult addVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  c.accumulate(operand(op, 0), cts[0]);
  c.accumulate(operand(op, 1), cts[0]);
  return success();
}

LogicalResult subtractVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  c.accumulate(operand(op, 0), cts[0]);
  c.accumulate(operand(op, 1), e.neg(cts[0]));
  return success();
}

LogicalResult negateVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  c.accumulate(operand(op, 0), e.neg(cts[0]));
  return success();
}

bool isComplexValue(Value v) { return isa<ComplexType>(elementTypeOf(v)); }

/// A real -> complex convert embeds x as x + 0i, whose transpose takes the
/// real part of the cotangent.
LogicalResult convertVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  Value x = operand(op, 0);
  Value ct = cts[0];
  if (isComplexValue(ct) && !isComplexValue(x))
    ct = e.real(ct);
  c.accumulate(x, e.convert(ct, elementTypeOf(x)));
  return success();
}

/// <ct, Re z> = Re(complex(ct, 0) * z); real of a real value is the value.
LogicalResult realVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  Value x = operand(op, 0);
  c.accumulate(x, isComplexValue(x) ? e.complex(cts[0], e.zerosLike(cts[0]))
                                    : cts[0]);
  return success();
}

/// <ct, Im z> = Re(complex(0, -ct) * z); imag of a real value is zero.
LogicalResult imagVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  Value x = operand(op, 0);
  if (isComplexValue(x))
    c.accumulate(x, e.complex(e.zerosLike(cts[0]), e.neg(cts[0])));
  return success();
}

/// <ct, a + ib> = Re(ct) a - Im(ct) b.
LogicalResult complexVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  c.accumulate(operand(op, 0), e.real(cts[0]));
  c.accumulate(operand(op, 1), e.neg(e.imag(cts[0])));
  return success();
}

/// |z| for complex z, with 1 where it is 0 (the derivative is taken as 0
/// there, as for sign(0) in the real case).
Value safeModulus(Emitter &e, Operation *op) {
  Value modulus = result(op);
  return e.select(e.compare(Direction::EQ, modulus, e.zerosLike(modulus)),
                  e.onesLike(modulus), modulus);
}

/// d|z| = Re(conj(z) dz) / |z|, whose transpose is ct * conj(z) / |z|.
LogicalResult absVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Value z = operand(op, 0);
  if (!isComplexValue(z))
    return vjpFromPartials(absPartial)(c, op, cts);
  Emitter e(c.getBuilder(), op->getLoc());
  Value scaled = e.div(cts[0], safeModulus(e, op));
  Value re = e.mul(scaled, e.real(z));
  Value im = e.neg(e.mul(scaled, e.imag(z)));
  c.accumulate(z, e.complex(re, im));
  return success();
}

LogicalResult absJvp(JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                     SmallVectorImpl<Value> &results) {
  Value z = operand(op, 0);
  if (!isComplexValue(z))
    return jvpFromPartials(absPartial)(c, op, tangents, results);
  Emitter e(c.getBuilder(), op->getLoc());
  Value t = tangents[0];
  Value re = e.mul(e.real(z), e.real(t));
  Value im = e.mul(e.imag(z), e.imag(t));
  Value dot = e.add(re, im);
  results.push_back(e.div(dot, safeModulus(e, op)));
  return success();
}

/// Treated as linear, as the JVP is: the cotangent is rounded the same way.
LogicalResult reducePrecisionVjp(VjpContext &c, Operation *op,
                                 ArrayRef<Value> cts) {
  auto rp = cast<ReducePrecisionOp>(op);
  c.accumulate(rp.getOperand(),
               ReducePrecisionOp::create(c.getBuilder(), op->getLoc(), cts[0],
                                         rp.getExponentBitsAttr(),
                                         rp.getMantissaBitsAttr()));
  return success();
}

LogicalResult selectVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto select = cast<SelectOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  Value zero = e.zerosLike(cts[0]);
  c.accumulate(select.getOnTrue(), e.select(select.getPred(), cts[0], zero));
  c.accumulate(select.getOnFalse(), e.select(select.getPred(), zero, cts[0]));
  return success();
}

/// Which of clamp's three inputs each result element comes from:
/// clamp(lo, x, hi) = min(max(x, lo), hi). Ties go to x, then to hi.
struct ClampChoice {
  Value toHi;     // hi < max(x, lo)
  Value xAboveLo; // x >= lo
  Value lo, hi;   // broadcast to the result shape
};

/// A clamp bound at the result's shape (bounds may be 0-d).
Value expandBound(Emitter &e, Value bound, RankedTensorType type) {
  return tensorTypeOf(bound).getRank() == type.getRank()
             ? bound
             : e.broadcastScalar(bound, type);
}

ClampChoice chooseClampInput(Emitter &e, ClampOp clamp) {
  auto type = tensorTypeOf(clamp.getResult());
  Value x = clamp.getOperand();
  ClampChoice choice;
  choice.lo = expandBound(e, clamp.getMin(), type);
  choice.hi = expandBound(e, clamp.getMax(), type);
  Value raised = e.op<MaxOp>({x, choice.lo});
  choice.toHi = e.compare(Direction::LT, choice.hi, raised);
  choice.xAboveLo = e.compare(Direction::GE, x, choice.lo);
  return choice;
}

/// `v` summed down to the shape of `like` (a bound that was a scalar).
Value sumToBound(Emitter &e, Value v, Value like) {
  return tensorTypeOf(like).getRank() == tensorTypeOf(v).getRank()
             ? v
             : e.sumAll(v);
}

LogicalResult clampVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto clamp = cast<ClampOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  ClampChoice choice = chooseClampInput(e, clamp);
  Value zero = e.zerosLike(cts[0]);
  Value rest = e.select(choice.toHi, zero, cts[0]);
  c.accumulate(
      clamp.getMax(),
      sumToBound(e, e.select(choice.toHi, cts[0], zero), clamp.getMax()));
  c.accumulate(clamp.getOperand(), e.select(choice.xAboveLo, rest, zero));
  c.accumulate(
      clamp.getMin(),
      sumToBound(e, e.select(choice.xAboveLo, zero, rest), clamp.getMin()));
  return success();
}

LogicalResult clampJvp(JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                       SmallVectorImpl<Value> &results) {
  auto clamp = cast<ClampOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  ClampChoice choice = chooseClampInput(e, clamp);
  auto type = tensorTypeOf(clamp.getResult());
  Value tLo = expandBound(e, tangents[0], type);
  Value tHi = expandBound(e, tangents[2], type);
  Value below = e.select(choice.xAboveLo, tangents[1], tLo);
  results.push_back(e.select(choice.toHi, tHi, below));
  return success();
}

} // namespace

SmallVector<Value> squarePartial(Emitter &e, Operation *op) {
  Value x = op->getOperand(0);
  return {e.mul(e.constLike(x, 2.0), x)};
}

SmallVector<Value> tanPartial(Emitter &e, Operation *op) {
  Value out = op->getResult(0);
  return {e.add(e.constLike(out, 1.0), e.mul(out, out))};
}

VjpRule vjpFromPartials(PartialsFn partials) {
  return [partials](VjpContext &c, Operation *op, ArrayRef<Value> cts) {
    Emitter e(c.getBuilder(), op->getLoc());
    SmallVector<Value> ps = partials(e, op);
    for (auto [v, p] : llvm::zip(op->getOperands(), ps))
      if (isDifferentiable(v.getType()))
        c.accumulate(v, e.mul(cts[0], p));
    return success();
  };
}

JvpRule jvpFromPartials(PartialsFn partials) {
  return [partials](JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                    SmallVectorImpl<Value> &results) {
    Emitter e(c.getBuilder(), op->getLoc());
    SmallVector<Value> ps = partials(e, op);
    Value sum;
    for (auto [t, p] : llvm::zip(tangents, ps)) {
      Value term = e.mul(p, t);
      sum = sum ? e.add(sum, term) : term;
    }
    results.push_back(sum);
    return success();
  };
}

void registerElementwiseRules(RuleRegistry &r) {
  addPartials<CbrtOp>(r, cbrtPartial);
  addPartials<CeilOp, FloorOp, RoundOp, RoundNearestEvenOp, SignOp>(
      r, zeroPartial);
  addPartials<CosineOp>(r, cosinePartial);
  addPartials<ExpOp>(r, expPartial);
  addPartials<Expm1Op>(r, expm1Partial);
  addPartials<LogOp>(r, logPartial);
  addPartials<Log1pOp>(r, log1pPartial);
  addPartials<LogisticOp>(r, logisticPartial);
  addPartials<RsqrtOp>(r, rsqrtPartial);
  addPartials<SineOp>(r, sinePartial);
  addPartials<SqrtOp>(r, sqrtPartial);
  addPartials<SquareOp>(r, squarePartial);
  addPartials<TanOp>(r, tanPartial);
  addPartials<TanhOp>(r, tanhPartial);
  addPartials<MulOp>(r, multiplyPartials);
  addPartials<DivOp>(r, dividePartials);
  addPartials<MaxOp>(r, maximumPartials);
  addPartials<MinOp>(r, minimumPartials);
  addPartials<PowOp>(r, powerPartials);
  addPartials<RemOp>(r, remainderPartials);
  addPartials<Atan2Op>(r, atan2Partials);

  r.addVjp<AddOp>(addVjp);
  r.addVjp<SubtractOp>(subtractVjp);
  r.addVjp<NegOp>(negateVjp);
  r.addVjp<ConvertOp>(convertVjp);
  r.addVjp<ReducePrecisionOp>(reducePrecisionVjp);
  r.addVjp<SelectOp>(selectVjp);
  r.addVjp<ClampOp>(clampVjp);
  r.addJvp<AddOp, SubtractOp, NegOp, ConvertOp, ReducePrecisionOp, SelectOp>(
      linearJvp);
  r.addJvp<ClampOp>(clampJvp);

  r.addVjp<AbsOp>(absVjp);
  r.addJvp<AbsOp>(absJvp);
  r.addVjp<RealOp>(realVjp);
  r.addVjp<ImagOp>(imagVjp);
  r.addVjp<ComplexOp>(complexVjp);
  r.addJvp<RealOp, ImagOp, ComplexOp>(linearJvp);

  // Linear ops, holomorphic ops (whose partials hold for complex values) and
  // the complex-number ops.
  r.allowComplex<AddOp, SubtractOp, NegOp, ConvertOp, SelectOp, MulOp, DivOp,
                 ExpOp, Expm1Op, LogOp, Log1pOp, LogisticOp, SineOp, CosineOp,
                 TanOp, TanhOp, SqrtOp, RsqrtOp, SquareOp, AbsOp, RealOp,
                 ImagOp, ComplexOp>();
}

} // namespace hlokit::autodiff
