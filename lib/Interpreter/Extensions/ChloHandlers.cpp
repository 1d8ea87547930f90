//===- ChloHandlers.cpp - chlo ops to kernels -----------------------------===//
//
// hlokit runs chlo directly, without legalizing first: the broadcasting ops
// broadcast their operands to the result's runtime shape and reuse the
// elementwise kernels; the rest go to ChloKernels.h.
//
//===----------------------------------------------------------------------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Math/ChloKernels.h"
#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Interpreter/Tensor/Constant.h"

using namespace mlir;
namespace chlo = hlokit::chlo;

namespace hlokit::interpreter {

namespace {

/// The broadcasting forms of stablehlo's binary ops and their kernels.
const OpTable<BinaryOp> &broadcastBinaryOps() {
  static const OpTable<BinaryOp> ops = [] {
    OpTable<BinaryOp> t;
    t.add<chlo::BroadcastAddOp>(BinaryOp::Add);
    t.add<chlo::BroadcastAndOp>(BinaryOp::And);
    t.add<chlo::BroadcastAtan2Op>(BinaryOp::Atan2);
    t.add<chlo::BroadcastComplexOp>(BinaryOp::Complex);
    t.add<chlo::BroadcastDivOp>(BinaryOp::Divide);
    t.add<chlo::BroadcastMaxOp>(BinaryOp::Maximum);
    t.add<chlo::BroadcastMinOp>(BinaryOp::Minimum);
    t.add<chlo::BroadcastMulOp>(BinaryOp::Multiply);
    t.add<chlo::BroadcastOrOp>(BinaryOp::Or);
    t.add<chlo::BroadcastPowOp>(BinaryOp::Power);
    t.add<chlo::BroadcastRemOp>(BinaryOp::Remainder);
    t.add<chlo::BroadcastShiftLeftOp>(BinaryOp::ShiftLeft);
    t.add<chlo::BroadcastShiftRightArithmeticOp>(
        BinaryOp::ShiftRightArithmetic);
    t.add<chlo::BroadcastShiftRightLogicalOp>(BinaryOp::ShiftRightLogical);
    t.add<chlo::BroadcastSubOp>(BinaryOp::Subtract);
    t.add<chlo::BroadcastXorOp>(BinaryOp::Xor);
    return t;
  }();
  return ops;
}

/// The chlo binary ops with a kernel of their own, broadcasting or not.
const OpTable<ChloBinaryOp> &chloBinaryOps() {
  static const OpTable<ChloBinaryOp> ops = [] {
    OpTable<ChloBinaryOp> t;
    t.add<chlo::MulhiOp>(ChloBinaryOp::Mulhi);
    t.add<chlo::NextAfterOp, chlo::BroadcastNextAfterOp>(
        ChloBinaryOp::NextAfter);
    t.add<chlo::PolygammaOp, chlo::BroadcastPolygammaOp>(
        ChloBinaryOp::Polygamma);
    t.add<chlo::ZetaOp, chlo::BroadcastZetaOp>(ChloBinaryOp::Zeta);
    return t;
  }();
  return ops;
}

const OpTable<ChloUnaryOp> &unaryOps() {
  static const OpTable<ChloUnaryOp> ops = [] {
    OpTable<ChloUnaryOp> t;
    t.add<chlo::AsinAcosKernelOp>(ChloUnaryOp::AsinAcosKernel);
    t.add<chlo::AcosOp>(ChloUnaryOp::Acos);
    t.add<chlo::AcoshOp>(ChloUnaryOp::Acosh);
    t.add<chlo::AsinOp>(ChloUnaryOp::Asin);
    t.add<chlo::AsinhOp>(ChloUnaryOp::Asinh);
    t.add<chlo::AtanOp>(ChloUnaryOp::Atan);
    t.add<chlo::AtanhOp>(ChloUnaryOp::Atanh);
    t.add<chlo::BesselI1eOp>(ChloUnaryOp::BesselI1e);
    t.add<chlo::ConjOp>(ChloUnaryOp::Conj);
    t.add<chlo::CoshOp>(ChloUnaryOp::Cosh);
    t.add<chlo::DigammaOp>(ChloUnaryOp::Digamma);
    t.add<chlo::ErfOp>(ChloUnaryOp::Erf);
    t.add<chlo::ErfInvOp>(ChloUnaryOp::ErfInv);
    t.add<chlo::ErfcOp>(ChloUnaryOp::Erfc);
    t.add<chlo::IsInfOp>(ChloUnaryOp::IsInf);
    t.add<chlo::IsNegInfOp>(ChloUnaryOp::IsNegInf);
    t.add<chlo::IsPosInfOp>(ChloUnaryOp::IsPosInf);
    t.add<chlo::LgammaOp>(ChloUnaryOp::Lgamma);
    t.add<chlo::SinhOp>(ChloUnaryOp::Sinh);
    t.add<chlo::TanOp>(ChloUnaryOp::Tan);
    return t;
  }();
  return ops;
}

/// The operands of a broadcasting op, broadcast to the result's runtime
/// shape.
llvm::Expected<SmallVector<Tensor, 3>> broadcastOperands(OpContext &ctx) {
  SmallVector<Tensor, 3> broadcast;
  for (unsigned i = 0, e = ctx.getOp().getNumOperands(); i < e; ++i) {
    llvm::Expected<Tensor> b =
        broadcastInDim(ctx.operand(i), ctx.resultShape(),
                       chlo::getOperandResultDims(&ctx.getOp(), i));
    if (!b)
      return b.takeError();
    broadcast.push_back(*b);
  }
  return broadcast;
}

llvm::Error runBroadcastBinary(OpContext &ctx) {
  auto operands = broadcastOperands(ctx);
  if (!operands)
    return operands.takeError();
  BinaryOp op = *broadcastBinaryOps().lookup(&ctx.getOp());
  return ctx.setResult(
      binary(op, (*operands)[0], (*operands)[1], ctx.resultElementType()));
}

/// mulhi, next_after, polygamma, zeta: the broadcasting forms broadcast
/// first, the others have operands of the result's shape already.
llvm::Error runChloBinary(OpContext &ctx) {
  ChloBinaryOp op = *chloBinaryOps().lookup(&ctx.getOp());
  if (!isa<chlo::BroadcastNextAfterOp, chlo::BroadcastPolygammaOp,
           chlo::BroadcastZetaOp>(ctx.getOp()))
    return ctx.setResult(chloBinary(op, ctx.operand(0), ctx.operand(1)));
  auto operands = broadcastOperands(ctx);
  if (!operands)
    return operands.takeError();
  return ctx.setResult(chloBinary(op, (*operands)[0], (*operands)[1]));
}

llvm::Error runBroadcastCompare(OpContext &ctx) {
  auto op = cast<chlo::BroadcastCompareOp>(ctx.getOp());
  auto operands = broadcastOperands(ctx);
  if (!operands)
    return operands.takeError();
  return ctx.setResult(compare(chlo::toStablehlo(op.getComparisonDirection()),
                               chlo::toStablehlo(op.getCompareType().value_or(
                                   chlo::ComparisonType::NOTYPE)),
                               (*operands)[0], (*operands)[1]));
}

llvm::Error runBroadcastSelect(OpContext &ctx) {
  auto operands = broadcastOperands(ctx);
  if (!operands)
    return operands.takeError();
  return ctx.setResult(select((*operands)[0], (*operands)[1], (*operands)[2]));
}

llvm::Error runUnary(OpContext &ctx) {
  ChloUnaryOp op = *unaryOps().lookup(&ctx.getOp());
  return ctx.setResult(chloUnary(op, ctx.operand(0)));
}

llvm::Error runSquare(OpContext &ctx) {
  return ctx.setResult(binary(BinaryOp::Multiply, ctx.operand(0),
                              ctx.operand(0), ctx.resultElementType()));
}

llvm::Error runTopK(OpContext &ctx) {
  auto op = cast<chlo::TopKOp>(ctx.getOp());
  return ctx.setResults(topK(ctx.operand(0), op.getK()));
}

llvm::Error runConstant(OpContext &ctx) {
  auto op = cast<chlo::ConstantOp>(ctx.getOp());
  return ctx.setResult(ctx.getEvaluator().getConstant(
      op, [&] { return tensorFromAttr(op.getValue()); }));
}

/// constant_like: the value as a 0-d tensor, broadcast to the operand's
/// runtime shape.
llvm::Error runConstantLike(OpContext &ctx) {
  auto op = cast<chlo::ConstantLikeOp>(ctx.getOp());
  // The verifier admits only integer and float values (constant_like_c1).
  auto scalarType = RankedTensorType::get({}, op.getValue().getType());
  llvm::Expected<Tensor> scalar = tensorFromAttr(
      DenseElementsAttr::get(scalarType, ArrayRef<Attribute>(op.getValue())));
  if (!scalar)
    return scalar.takeError();
  return ctx.setResult(broadcastInDim(*scalar, ctx.resultShape(), {}));
}

llvm::Error runRaggedDot(OpContext &ctx) {
  auto op = cast<chlo::RaggedDotOp>(ctx.getOp());
  return ctx.setResult(raggedDot(ctx.operand(0), ctx.operand(1), ctx.operand(2),
                                 op.getDims(), ctx.resultShape()));
}

/// `t` with a dimension of size 1 inserted at (or removed from) `dim`.
Tensor withUnitDim(const Tensor &t, int64_t dim) {
  SmallVector<int64_t> shape(t.getShape());
  shape.insert(shape.begin() + dim, 1);
  return t.reshaped(shape);
}

Tensor withoutDim(const Tensor &t, int64_t dim) {
  SmallVector<int64_t> shape(t.getShape());
  shape.erase(shape.begin() + dim);
  return t.reshaped(shape);
}

/// scan: runs the body once per index of `dimension` (descending when
/// is_reverse) and stacks each output's slices in index order.
llvm::Error runScan(OpContext &ctx) {
  auto op = cast<chlo::ScanOp>(ctx.getOp());
  int64_t dim = op.getDimension();
  SmallVector<Tensor> inputs = ctx.tensors(op.getInputs());
  int64_t size =
      inputs.empty() ? *op.getScanDimSize() : inputs.front().getShape()[dim];
  bool reverse = op.getIsReverse().value_or(false);
  SmallVector<RuntimeValue> carries;
  for (Value init : op.getInits())
    carries.push_back(ctx.value(init));
  size_t numOutputs = op.getNumResults() - carries.size();
  // slices[k][i]: output k at index i.
  SmallVector<SmallVector<Tensor>> slices(numOutputs,
                                          SmallVector<Tensor>(size));
  for (int64_t step = 0; step < size; ++step) {
    int64_t i = reverse ? size - 1 - step : step;
    SmallVector<RuntimeValue> args;
    for (const Tensor &input : inputs) {
      SmallVector<int64_t> start(input.getRank(), 0), limit(input.getShape()),
          strides(input.getRank(), 1);
      start[dim] = i;
      limit[dim] = i + 1;
      llvm::Expected<Tensor> slice =
          interpreter::slice(input, start, limit, strides);
      if (!slice)
        return slice.takeError();
      args.push_back(withoutDim(*slice, dim));
    }
    llvm::append_range(args, carries);
    auto results =
        ctx.getEvaluator().runRegion(op.getBody(), args, &ctx.getFrame());
    if (!results)
      return results.takeError();
    for (size_t k = 0; k < numOutputs; ++k)
      slices[k][i] = withUnitDim((*results)[k].getTensor(), dim);
    carries.assign(results->begin() + numOutputs, results->end());
  }
  for (size_t k = 0; k < numOutputs; ++k) {
    // Without iterations an output's shape comes from its type, 0 along the
    // scan dimension and its other `?` dimensions (as the legalization's
    // buffers).
    auto type = cast<RankedTensorType>(op.getResult(k).getType());
    SmallVector<int64_t> empty(type.getShape());
    empty[dim] = 0;
    for (int64_t &size : empty)
      if (ShapedType::isDynamic(size))
        size = 0;
    llvm::Expected<Tensor> stacked =
        size == 0 ? Tensor::allocate(ctx.resultElementType(k), empty)
                  : concatenate(slices[k], dim);
    if (!stacked)
      return stacked.takeError();
    ctx.setResult(k, *stacked);
  }
  for (auto [k, carry] : llvm::enumerate(carries))
    ctx.setResult(numOutputs + k, carry);
  return llvm::Error::success();
}

} // namespace

void addChloHandlers(HandlerTable &table) {
  for (const auto &entry : broadcastBinaryOps())
    table.insert(entry.first, runBroadcastBinary);
  for (const auto &entry : chloBinaryOps())
    table.insert(entry.first, runChloBinary);
  for (const auto &entry : unaryOps())
    table.insert(entry.first, runUnary);
  table.add<chlo::BroadcastCompareOp>(runBroadcastCompare);
  table.add<chlo::BroadcastSelectOp>(runBroadcastSelect);
  table.add<chlo::SquareOp>(runSquare);
  table.add<chlo::TopKOp>(runTopK);
  table.add<chlo::ConstantOp>(runConstant);
  table.add<chlo::ConstantLikeOp>(runConstantLike);
  table.add<chlo::RaggedDotOp>(runRaggedDot);
  table.add<chlo::ScanOp>(runScan);
}

} // namespace hlokit::interpreter
