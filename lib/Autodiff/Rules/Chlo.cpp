//===- Chlo.cpp - derivative rules of the chlo ops
//-------------------------===//
//
// The differentiable chlo functions by their partial derivatives (Partials.h),
// written with stablehlo and chlo ops (d lgamma = digamma, d digamma =
// polygamma(1, .)); the broadcasting ops by broadcasting their operands and
// reusing the stablehlo op's rule, then summing cotangents back over the
// broadcast dimensions; top_k by comparing indices with an iota; ragged_dot
// and scan through their StableHLO legalization (masked dot_generals; a
// while loop), whose ops have rules. Shapes are static here: the engine
// refuses dynamic ones before any rule runs.
//
//===----------------------------------------------------------------------===//

#include "Partials.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Support/SpecialFunctionConstants.h"
#include "hlokit/Transforms/LegalizeChlo.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

#include <numeric>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

Value operandOf(Operation *op, unsigned i = 0) { return op->getOperand(i); }
Value resultOf(Operation *op) { return op->getResult(0); }

Value gaussian(Emitter &e, Value x, double scale) {
  Value exp = e.exp(e.neg(e.mul(x, x)));
  return e.mul(e.constLike(x, scale), exp);
}

SmallVector<Value> erfPartial(Emitter &e, Operation *op) {
  return {gaussian(e, operandOf(op), special_constants::kTwoOverSqrtPi)};
}

SmallVector<Value> erfcPartial(Emitter &e, Operation *op) {
  return {gaussian(e, operandOf(op), -special_constants::kTwoOverSqrtPi)};
}

/// d erf^-1(y) = sqrt(pi)/2 exp(x^2) with x = erf^-1(y).
SmallVector<Value> erfInvPartial(Emitter &e, Operation *op) {
  Value x = resultOf(op);
  Value exp = e.exp(e.mul(x, x));
  return {e.mul(e.constLike(x, 1 / double(special_constants::kTwoOverSqrtPi)),
                exp)};
}

SmallVector<Value> lgammaPartial(Emitter &e, Operation *op) {
  return {e.op<chlo::DigammaOp>({operandOf(op)})};
}

SmallVector<Value> digammaPartial(Emitter &e, Operation *op) {
  Value x = operandOf(op);
  return {e.op<chlo::PolygammaOp>({e.constLike(x, 1), x})};
}

SmallVector<Value> sinhPartial(Emitter &e, Operation *op) {
  return {e.op<chlo::CoshOp>({operandOf(op)})};
}

SmallVector<Value> coshPartial(Emitter &e, Operation *op) {
  return {e.op<chlo::SinhOp>({operandOf(op)})};
}

/// 1 / sqrt((1 - x)(1 + x)), the derivative of asin.
Value asinDerivative(Emitter &e, Value x) {
  Value one = e.constLike(x, 1);
  return e.rsqrt(e.mul(e.sub(one, x), e.add(one, x)));
}

SmallVector<Value> asinPartial(Emitter &e, Operation *op) {
  return {asinDerivative(e, operandOf(op))};
}

SmallVector<Value> acosPartial(Emitter &e, Operation *op) {
  return {e.neg(asinDerivative(e, operandOf(op)))};
}

SmallVector<Value> atanPartial(Emitter &e, Operation *op) {
  Value x = operandOf(op);
  Value one = e.constLike(x, 1);
  return {e.div(one, e.add(one, e.mul(x, x)))};
}

SmallVector<Value> asinhPartial(Emitter &e, Operation *op) {
  Value x = operandOf(op);
  return {e.rsqrt(e.add(e.mul(x, x), e.constLike(x, 1)))};
}

SmallVector<Value> acoshPartial(Emitter &e, Operation *op) {
  Value x = operandOf(op);
  Value one = e.constLike(x, 1);
  return {e.rsqrt(e.mul(e.sub(x, one), e.add(x, one)))};
}

SmallVector<Value> atanhPartial(Emitter &e, Operation *op) {
  Value x = operandOf(op);
  Value one = e.constLike(x, 1);
  return {e.div(one, e.mul(e.sub(one, x), e.add(one, x)))};
}

/// d zeta(x, q) / dq = -x zeta(x + 1, q). The derivative in the exponent x
/// has no closed form here, so the rules below require x to be a constant
/// rather than return a wrong zero.
SmallVector<Value> zetaPartials(Emitter &e, Operation *op) {
  Value x = operandOf(op, 0), q = operandOf(op, 1);
  Value next = e.op<chlo::ZetaOp>({e.add(x, e.constLike(x, 1)), q});
  return {e.zerosLike(x), e.neg(e.mul(x, next))};
}

LogicalResult requireConstantExponent(Operation *op) {
  // broadcast_zeta's rule broadcasts its operands first.
  Value exponent = op->getOperand(0);
  if (auto broadcast = exponent.getDefiningOp<BroadcastInDimOp>())
    exponent = broadcast.getOperand();
  if (matchPattern(exponent, m_Constant()))
    return success();
  return op->emitError("derivative of '")
         << op->getName()
         << "' with respect to its exponent is not supported; make it a "
            "constant";
}

VjpRule zetaVjp() {
  VjpRule partials = vjpFromPartials(zetaPartials);
  return [partials](VjpContext &c, Operation *op, ArrayRef<Value> cts) {
    if (failed(requireConstantExponent(op)))
      return failure();
    return partials(c, op, cts);
  };
}

JvpRule zetaJvp() {
  JvpRule partials = jvpFromPartials(zetaPartials);
  return [partials](JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                    SmallVectorImpl<Value> &results) {
    if (failed(requireConstantExponent(op)))
      return failure();
    return partials(c, op, tangents, results);
  };
}

/// d polygamma(n, x) / dx = polygamma(n + 1, x); the order n is an integer
/// (polygamma is NaN elsewhere), so its partial is 0, as for floor.
SmallVector<Value> polygammaPartials(Emitter &e, Operation *op) {
  Value n = operandOf(op, 0), x = operandOf(op, 1);
  return {e.zerosLike(n),
          e.op<chlo::PolygammaOp>({e.add(n, e.constLike(n, 1)), x})};
}

/// next_after(x, y) moves x by one ulp: slope 1 in x, 0 in y (almost
/// everywhere).
SmallVector<Value> nextAfterPartials(Emitter &e, Operation *op) {
  return {e.onesLike(operandOf(op, 0)), e.zerosLike(operandOf(op, 1))};
}

/// d/dx exp(-|x|) I1(x) = i0e(x) - i1e(x) (sign(x) + 1/x) (I1' = I0 - I1/x,
/// DLMF 10.29.2); 1/2 at 0.
SmallVector<Value> besselI1ePartial(Emitter &e, Operation *op) {
  Value x = operandOf(op), y = resultOf(op);
  Value i0e = emitBesselI0e(e.builder(), e.location(), x);
  Value sign = e.sign(x);
  Value slope = e.sub(i0e, e.mul(y, e.add(sign, e.div(e.constLike(x, 1), x))));
  Value atZero = e.compare(ComparisonDirection::EQ, x, e.constLike(x, 0));
  return {e.select(atZero, e.constLike(x, 0.5), slope)};
}

//===----------------------------------------------------------------------===//
// Through the legalization: ragged_dot, scan
//===----------------------------------------------------------------------===//

/// A block in `scratch` computing `op` with StableHLO ops: its arguments
/// stand for `op`'s operands, its terminator returns the legalized results.
/// Values the op's regions capture stay captured.
FailureOr<Block *> legalizedCopy(Operation *op, Region &scratch) {
  auto *block = new Block();
  scratch.push_back(block);
  for (Value operand : op->getOperands())
    block->addArgument(operand.getType(), op->getLoc());
  // The scratch region has no parent op to take the context from.
  OpBuilder b(op->getContext());
  b.setInsertionPointToEnd(block);
  IRMapping mapping;
  mapping.map(op->getOperands(), block->getArguments());
  Operation *copy = b.clone(*op, mapping);
  ReturnOp::create(b, op->getLoc(), copy->getResults());
  if (failed(legalizeChlo(scratch)))
    return failure();
  return block;
}

LogicalResult viaLegalizationVjp(VjpContext &c, Operation *op,
                                 ArrayRef<Value> cts) {
  Region scratch;
  FailureOr<Block *> block = legalizedCopy(op, scratch);
  if (failed(block))
    return failure();
  return accumulateBlockVjp(c, op, **block, cts);
}

LogicalResult viaLegalizationJvp(JvpContext &c, Operation *op,
                                 ArrayRef<Value> tangents,
                                 SmallVectorImpl<Value> &results) {
  Region scratch;
  FailureOr<Block *> block = legalizedCopy(op, scratch);
  if (failed(block))
    return failure();
  SmallVector<Value> primals;
  return emitBlockJvp(c, **block, op->getOperands(), tangents, primals,
                      results);
}

//===----------------------------------------------------------------------===//
// Broadcasting ops
//===----------------------------------------------------------------------===//

/// `v` (of the result's shape) summed back to operand `i`'s shape.
Value sumToOperand(Emitter &e, Operation *op, unsigned i, Value v) {
  auto operandType = tensorTypeOf(op->getOperand(i));
  auto resultType = tensorTypeOf(resultOf(op));
  SmallVector<int64_t> map = chlo::getOperandResultDims(op, i), summed;
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    auto it = llvm::find(map, d);
    if (it == map.end() || (operandType.getDimSize(it - map.begin()) == 1 &&
                            resultType.getDimSize(d) != 1))
      summed.push_back(d);
  }
  Value sum = e.reduceSum(v, summed);
  return e.reshape(sum, operandType.clone(elementTypeOf(v)));
}

/// The op a broadcasting chlo op applies (stablehlo's, or chlo's own zeta,
/// polygamma and next_after), on its operands broadcast to the result's
/// shape.
Operation *broadcastEquivalent(Emitter &e, Operation *op, ValueRange operands) {
  auto resultType = tensorTypeOf(resultOf(op));
  SmallVector<Value> broadcast;
  for (auto [i, v] : llvm::enumerate(operands))
    broadcast.push_back(e.broadcast(v, resultType.clone(elementTypeOf(v)),
                                    chlo::getOperandResultDims(op, i)));
  return createBroadcastEquivalent(e.builder(), op, broadcast);
}

/// Erases the equivalent op and the broadcasts feeding it once the rule is
/// done, unless the rule's derivative still uses them.
void eraseIfUnused(Operation *equivalent) {
  if (!equivalent->use_empty())
    return;
  SmallVector<Operation *> producers;
  for (Value operand : equivalent->getOperands())
    if (Operation *producer = operand.getDefiningOp())
      if (isa<BroadcastInDimOp>(producer))
        producers.push_back(producer);
  equivalent->erase();
  for (Operation *producer : producers)
    if (producer->use_empty())
      producer->erase();
}

LogicalResult broadcastVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  Operation *equivalent = broadcastEquivalent(e, op, op->getOperands());
  const VjpRule *rule = c.getRules().findVjp(equivalent);
  // The equivalent's cotangents land on its broadcast operands, in a
  // context of their own, and are summed back from there.
  VjpContext inner(c.getBuilder(), c.getRules());
  if (failed((*rule)(inner, equivalent, cts)))
    return failure();
  for (auto [i, v] : llvm::enumerate(op->getOperands()))
    if (Value ct = inner.lookup(equivalent->getOperand(i)))
      c.accumulate(v, sumToOperand(e, op, i, ct));
  eraseIfUnused(equivalent);
  return success();
}

LogicalResult broadcastJvp(JvpContext &c, Operation *op,
                           ArrayRef<Value> tangents,
                           SmallVectorImpl<Value> &results) {
  Emitter e(c.getBuilder(), op->getLoc());
  Operation *equivalent = broadcastEquivalent(e, op, op->getOperands());
  SmallVector<Value> broadcastTangents;
  for (auto [i, t] : llvm::enumerate(tangents))
    broadcastTangents.push_back(
        t ? e.broadcast(t, tensorTypeOf(equivalent->getOperand(i)),
                        chlo::getOperandResultDims(op, i))
          : Value());
  const JvpRule *rule = c.getRules().findJvp(equivalent);
  LogicalResult result = (*rule)(c, equivalent, broadcastTangents, results);
  eraseIfUnused(equivalent);
  return result;
}

//===----------------------------------------------------------------------===//
// top_k
//===----------------------------------------------------------------------===//

/// [..., k, n]: true where indices[..., k] == n (which operand element
/// each selected value came from).
Value selectionMask(Emitter &e, chlo::TopKOp topK) {
  auto operandType = tensorTypeOf(topK.getOperand());
  auto indicesType = tensorTypeOf(topK.getIndices());
  int64_t rank = operandType.getRank();
  SmallVector<int64_t> shape(indicesType.getShape());
  shape.push_back(operandType.getShape().back());
  auto maskIndexType =
      RankedTensorType::get(shape, indicesType.getElementType());
  SmallVector<int64_t> upTo(rank);
  std::iota(upTo.begin(), upTo.end(), 0);
  Value indices = e.broadcast(topK.getIndices(), maskIndexType, upTo);
  Value iota = IotaOp::create(e.builder(), e.location(), maskIndexType, rank);
  return e.compare(ComparisonDirection::EQ, indices, iota);
}

/// d operand[..., n] = sum_k ct[..., k] where indices[..., k] == n.
LogicalResult topKVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto topK = cast<chlo::TopKOp>(op);
  if (!cts[0])
    return success();
  Emitter e(c.getBuilder(), op->getLoc());
  Value mask = selectionMask(e, topK);
  auto maskType = tensorTypeOf(mask).clone(elementTypeOf(cts[0]));
  int64_t rank = tensorTypeOf(cts[0]).getRank();
  SmallVector<int64_t> upTo(rank);
  std::iota(upTo.begin(), upTo.end(), 0);
  Value spread = e.keepWhere(mask, e.broadcast(cts[0], maskType, upTo));
  Value summed = e.reduceSum(spread, {rank - 1});
  c.accumulate(topK.getOperand(), summed);
  return success();
}

/// d values[..., k] = t[..., indices[..., k]]; indices carry no tangent.
LogicalResult topKJvp(JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                      SmallVectorImpl<Value> &results) {
  auto topK = cast<chlo::TopKOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  Value mask = selectionMask(e, topK);
  auto maskType = tensorTypeOf(mask).clone(elementTypeOf(tangents[0]));
  int64_t rank = maskType.getRank();
  SmallVector<int64_t> dims(rank - 2);
  std::iota(dims.begin(), dims.end(), 0);
  dims.push_back(rank - 1);
  Value spread = e.keepWhere(mask, e.broadcast(tangents[0], maskType, dims));
  results.push_back(e.reduceSum(spread, {rank - 1}));
  results.push_back(Value());
  return success();
}

/// constant_like's value does not depend on its operand's: no cotangent
/// flows back, the tangent is 0.
LogicalResult constantLikeVjp(VjpContext &, Operation *, ArrayRef<Value>) {
  return success();
}

LogicalResult constantLikeJvp(JvpContext &c, Operation *op, ArrayRef<Value>,
                              SmallVectorImpl<Value> &results) {
  Emitter e(c.getBuilder(), op->getLoc());
  results.push_back(e.zerosLike(resultOf(op)));
  return success();
}

} // namespace

namespace {

/// <ct, conj(z)> = Re(conj(ct) z) under JAX's pairing; conj of a real value
/// is the value.
LogicalResult conjVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  Value x = op->getOperand(0);
  c.accumulate(x, isa<ComplexType>(elementTypeOf(x)) ? e.conj(cts[0]) : cts[0]);
  return success();
}

} // namespace

void registerChloRules(RuleRegistry &r) {
  r.addVjp<chlo::ConjOp>(conjVjp);
  r.addJvp<chlo::ConjOp>(linearJvp);
  r.allowComplex<chlo::ConjOp>();
  addPartials<chlo::ErfOp>(r, erfPartial);
  addPartials<chlo::ErfcOp>(r, erfcPartial);
  addPartials<chlo::ErfInvOp>(r, erfInvPartial);
  addPartials<chlo::LgammaOp>(r, lgammaPartial);
  addPartials<chlo::DigammaOp>(r, digammaPartial);
  addPartials<chlo::TanOp>(r, tanPartial);
  addPartials<chlo::SinhOp>(r, sinhPartial);
  addPartials<chlo::CoshOp>(r, coshPartial);
  addPartials<chlo::AsinOp>(r, asinPartial);
  addPartials<chlo::AcosOp>(r, acosPartial);
  addPartials<chlo::AtanOp>(r, atanPartial);
  addPartials<chlo::AsinhOp>(r, asinhPartial);
  addPartials<chlo::AcoshOp>(r, acoshPartial);
  addPartials<chlo::AtanhOp>(r, atanhPartial);
  addPartials<chlo::SquareOp>(r, squarePartial);
  r.addVjp<chlo::ZetaOp>(zetaVjp());
  r.addJvp<chlo::ZetaOp>(zetaJvp());
  addPartials<chlo::PolygammaOp>(r, polygammaPartials);
  addPartials<chlo::NextAfterOp>(r, nextAfterPartials);
  // The broadcasting ops whose equivalents have rules.
  r.addVjp<chlo::BroadcastAddOp, chlo::BroadcastSubOp, chlo::BroadcastMulOp,
           chlo::BroadcastDivOp, chlo::BroadcastMaxOp, chlo::BroadcastMinOp,
           chlo::BroadcastPowOp, chlo::BroadcastRemOp, chlo::BroadcastAtan2Op,
           chlo::BroadcastSelectOp, chlo::BroadcastZetaOp,
           chlo::BroadcastPolygammaOp, chlo::BroadcastNextAfterOp>(
      broadcastVjp);
  r.addJvp<chlo::BroadcastAddOp, chlo::BroadcastSubOp, chlo::BroadcastMulOp,
           chlo::BroadcastDivOp, chlo::BroadcastMaxOp, chlo::BroadcastMinOp,
           chlo::BroadcastPowOp, chlo::BroadcastRemOp, chlo::BroadcastAtan2Op,
           chlo::BroadcastSelectOp, chlo::BroadcastZetaOp,
           chlo::BroadcastPolygammaOp, chlo::BroadcastNextAfterOp>(
      broadcastJvp);
  r.addVjp<chlo::TopKOp>(topKVjp);
  r.addJvp<chlo::TopKOp>(topKJvp);
  addPartials<chlo::BesselI1eOp>(r, besselI1ePartial);
  r.addVjp<chlo::ConstantLikeOp>(constantLikeVjp);
  r.addJvp<chlo::ConstantLikeOp>(constantLikeJvp);
  r.addVjp<chlo::RaggedDotOp, chlo::ScanOp>(viaLegalizationVjp);
  r.addJvp<chlo::RaggedDotOp, chlo::ScanOp>(viaLegalizationJvp);
}

} // namespace hlokit::autodiff
