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

const llvm::StringMap<BinaryOp> &broadcastBinaryOps() {
  static const llvm::StringMap<BinaryOp> ops = {
      {"chlo.broadcast_add", BinaryOp::Add},
      {"chlo.broadcast_and", BinaryOp::And},
      {"chlo.broadcast_atan2", BinaryOp::Atan2},
      {"chlo.broadcast_complex", BinaryOp::Complex},
      {"chlo.broadcast_divide", BinaryOp::Divide},
      {"chlo.broadcast_maximum", BinaryOp::Maximum},
      {"chlo.broadcast_minimum", BinaryOp::Minimum},
      {"chlo.broadcast_multiply", BinaryOp::Multiply},
      {"chlo.broadcast_or", BinaryOp::Or},
      {"chlo.broadcast_power", BinaryOp::Power},
      {"chlo.broadcast_remainder", BinaryOp::Remainder},
      {"chlo.broadcast_shift_left", BinaryOp::ShiftLeft},
      {"chlo.broadcast_shift_right_arithmetic", BinaryOp::ShiftRightArithmetic},
      {"chlo.broadcast_shift_right_logical", BinaryOp::ShiftRightLogical},
      {"chlo.broadcast_subtract", BinaryOp::Subtract},
      {"chlo.broadcast_xor", BinaryOp::Xor},
  };
  return ops;
}

/// The chlo binary ops with a kernel of their own, broadcasting or not.
const llvm::StringMap<ChloBinaryOp> &chloBinaryOps() {
  static const llvm::StringMap<ChloBinaryOp> ops = {
      {"chlo.mulhi", ChloBinaryOp::Mulhi},
      {"chlo.next_after", ChloBinaryOp::NextAfter},
      {"chlo.broadcast_next_after", ChloBinaryOp::NextAfter},
      {"chlo.polygamma", ChloBinaryOp::Polygamma},
      {"chlo.broadcast_polygamma", ChloBinaryOp::Polygamma},
      {"chlo.zeta", ChloBinaryOp::Zeta},
      {"chlo.broadcast_zeta", ChloBinaryOp::Zeta},
  };
  return ops;
}

const llvm::StringMap<ChloUnaryOp> &unaryOps() {
  static const llvm::StringMap<ChloUnaryOp> ops = {
      {"chlo._asin_acos_kernel", ChloUnaryOp::AsinAcosKernel},
      {"chlo.acos", ChloUnaryOp::Acos},
      {"chlo.acosh", ChloUnaryOp::Acosh},
      {"chlo.asin", ChloUnaryOp::Asin},
      {"chlo.asinh", ChloUnaryOp::Asinh},
      {"chlo.atan", ChloUnaryOp::Atan},
      {"chlo.atanh", ChloUnaryOp::Atanh},
      {"chlo.bessel_i1e", ChloUnaryOp::BesselI1e},
      {"chlo.conj", ChloUnaryOp::Conj},
      {"chlo.cosh", ChloUnaryOp::Cosh},
      {"chlo.digamma", ChloUnaryOp::Digamma},
      {"chlo.erf", ChloUnaryOp::Erf},
      {"chlo.erf_inv", ChloUnaryOp::ErfInv},
      {"chlo.erfc", ChloUnaryOp::Erfc},
      {"chlo.is_inf", ChloUnaryOp::IsInf},
      {"chlo.is_neg_inf", ChloUnaryOp::IsNegInf},
      {"chlo.is_pos_inf", ChloUnaryOp::IsPosInf},
      {"chlo.lgamma", ChloUnaryOp::Lgamma},
      {"chlo.sinh", ChloUnaryOp::Sinh},
      {"chlo.tan", ChloUnaryOp::Tan},
  };
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
  BinaryOp op =
      broadcastBinaryOps().lookup(ctx.getOp().getName().getStringRef());
  return ctx.setResult(
      binary(op, (*operands)[0], (*operands)[1], ctx.resultElementType()));
}

/// mulhi, next_after, polygamma, zeta: the broadcasting forms broadcast
/// first, the others have operands of the result's shape already.
llvm::Error runChloBinary(OpContext &ctx) {
  ChloBinaryOp op =
      chloBinaryOps().lookup(ctx.getOp().getName().getStringRef());
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
  ChloUnaryOp op = unaryOps().lookup(ctx.getOp().getName().getStringRef());
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
    table[entry.getKey()] = runBroadcastBinary;
  for (const auto &entry : chloBinaryOps())
    table[entry.getKey()] = runChloBinary;
  for (const auto &entry : unaryOps())
    table[entry.getKey()] = runUnary;
  table["chlo.broadcast_compare"] = runBroadcastCompare;
  table["chlo.broadcast_select"] = runBroadcastSelect;
  table["chlo.square"] = runSquare;
  table["chlo.top_k"] = runTopK;
  table["chlo.constant"] = runConstant;
  table["chlo.constant_like"] = runConstantLike;
  table["chlo.ragged_dot"] = runRaggedDot;
  table["chlo.scan"] = runScan;
}

} // namespace hlokit::interpreter
