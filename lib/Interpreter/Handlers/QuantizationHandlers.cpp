//===- QuantizationHandlers.cpp - quantized execution ---------------------===//
//
// uniform_quantize and uniform_dequantize, and the one place where every
// other op with quantized tensors runs: the spec defines them as
// dequantize_op_quantize (hybrid_dequantize_then_op for dot_general with a
// float lhs), so the evaluator dequantizes the quantized operands, runs the
// op's ordinary handler on a twin typed with the expressed types, and
// quantizes the results to the declared result types.
//
//===----------------------------------------------------------------------===//

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/Plan.h"

#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Interpreter/Math/Quantization.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;

namespace hlokit::interpreter {

namespace {

/// `type` with a quantized element type replaced by its expressed type.
Type expressedTypeOf(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !stablehlo::isQuantized(tensor))
    return type;
  return tensor.clone(
      cast<quant::QuantizedType>(tensor.getElementType()).getExpressedType());
}

/// The ops that accept quantized tensors (their ODS types) and that the spec
/// defines on them through dequantize_op_quantize (compare: dequantize_compare,
/// select: dequantize_select_quantize, batch_norm_grad and
/// batch_norm_training: dequantize_batch_norm_grad_or_training_quantize,
/// convolution, dynamic_conv and dot_general with a float lhs:
/// hybrid_dequantize_then_op; the same steps). iota and dynamic_iota
/// quantize their indices, `quantize(output_index[iota_dimension])`: the
/// twin's expressed-type indices, quantized.
const llvm::StringSet<> &dequantizeOpQuantizeOps() {
  static const llvm::StringSet<> ops = {
      "chlo.broadcast_add",
      "chlo.broadcast_maximum",
      "chlo.broadcast_minimum",
      "stablehlo.abs",
      "stablehlo.add",
      "stablehlo.atan2",
      "stablehlo.batch_norm_grad",
      "stablehlo.batch_norm_inference",
      "stablehlo.batch_norm_training",
      "stablehlo.cbrt",
      "stablehlo.ceil",
      "stablehlo.cholesky",
      "stablehlo.clamp",
      "stablehlo.compare",
      "stablehlo.convolution",
      "stablehlo.cosine",
      "stablehlo.divide",
      "stablehlo.dot_general",
      "stablehlo.dynamic_conv",
      "stablehlo.dynamic_iota",
      "stablehlo.exponential",
      "stablehlo.exponential_minus_one",
      "stablehlo.floor",
      "stablehlo.iota",
      "stablehlo.log",
      "stablehlo.log_plus_one",
      "stablehlo.logistic",
      "stablehlo.maximum",
      "stablehlo.minimum",
      "stablehlo.multiply",
      "stablehlo.negate",
      "stablehlo.power",
      "stablehlo.reduce_precision",
      "stablehlo.remainder",
      "stablehlo.round_nearest_afz",
      "stablehlo.round_nearest_even",
      "stablehlo.rsqrt",
      "stablehlo.select",
      "stablehlo.sign",
      "stablehlo.sine",
      "stablehlo.sqrt",
      "stablehlo.square",
      "stablehlo.subtract",
      "stablehlo.tan",
      "stablehlo.tanh",
      "stablehlo.triangular_solve",
  };
  return ops;
}

/// The quantization parameters of a value's type, or an error naming the op.
llvm::Expected<std::optional<QuantizationParams>> paramsOf(OpContext &ctx,
                                                           Type type) {
  auto params = getQuantizationParams(getElementTypeOrSelf(type));
  if (!params)
    return ctx.error(llvm::toString(params.takeError()));
  return params;
}

llvm::Error runUniformQuantize(OpContext &ctx) {
  Operation &op = ctx.getOp();
  auto resultParams = paramsOf(ctx, op.getResult(0).getType());
  auto operandParams = paramsOf(ctx, op.getOperand(0).getType());
  if (!resultParams)
    return resultParams.takeError();
  if (!operandParams)
    return operandParams.takeError();
  // A quantized operand is requantized: dequantized, then quantized.
  llvm::Expected<Tensor> values =
      *operandParams ? dequantize(ctx.operand(0), **operandParams)
                     : llvm::Expected<Tensor>(ctx.operand(0));
  if (!values)
    return ctx.error(llvm::toString(values.takeError()));
  return ctx.setResult(quantize(*values, **resultParams));
}

llvm::Error runUniformDequantize(OpContext &ctx) {
  auto params = paramsOf(ctx, ctx.getOp().getOperand(0).getType());
  if (!params)
    return params.takeError();
  return ctx.setResult(dequantize(ctx.operand(0), **params));
}

} // namespace

void addQuantizationHandlers(HandlerTable &table) {
  table["stablehlo.uniform_quantize"] = runUniformQuantize;
  table["stablehlo.uniform_dequantize"] = runUniformDequantize;
}

bool runsInExpressedType(Operation &op) {
  // The type tests come first: they are cheap, and almost every op run has
  // no quantized value, so the name lookup is skipped.
  return (llvm::any_of(op.getOperandTypes(), stablehlo::isQuantized) ||
          llvm::any_of(op.getResultTypes(), stablehlo::isQuantized)) &&
         dequantizeOpQuantizeOps().contains(op.getName().getStringRef());
}

Operation &EvaluatorImpl::expressedTwin(Operation &op) {
  auto it = expressedTwins.find(&op);
  if (it != expressedTwins.end())
    return *it->second;
  if (!twinBlock)
    twinBlock = std::make_unique<Block>();
  IRMapping mapping;
  for (Value operand : op.getOperands())
    if (!mapping.contains(operand))
      mapping.map(operand,
                  twinBlock->addArgument(expressedTypeOf(operand.getType()),
                                         op.getLoc()));
  Operation *twin = op.clone(mapping);
  for (OpResult result : twin->getResults())
    result.setType(expressedTypeOf(result.getType()));
  twinBlock->push_back(twin);
  expressedTwins[&op] = twin;
  return *twin;
}

llvm::Error EvaluatorImpl::runOpInExpressedType(const OpPlan &plan,
                                                Frame &frame) {
  Operation &op = *plan.op;
  OpContext context(*this, frame, plan);
  Operation &twin = expressedTwin(op);
  Frame twinFrame(nullptr, &frame);
  for (auto [operand, twinOperand] :
       llvm::zip(op.getOperands(), twin.getOperands())) {
    auto params = paramsOf(context, operand.getType());
    if (!params)
      return params.takeError();
    const Tensor &tensor = context.tensor(operand);
    llvm::Expected<Tensor> value =
        *params ? dequantize(tensor, **params) : llvm::Expected<Tensor>(tensor);
    if (!value)
      return context.error(llvm::toString(value.takeError()));
    twinFrame.define(twinOperand, std::move(*value));
  }
  if (llvm::Error e = runOpUnobserved(planOp(twin), twinFrame))
    return e;
  for (auto [result, twinResult] :
       llvm::zip(op.getResults(), twin.getResults())) {
    const RuntimeValue &value = *twinFrame.lookup(twinResult);
    auto params = paramsOf(context, result.getType());
    if (!params)
      return params.takeError();
    if (!*params) {
      context.setResult(result.getResultNumber(), value);
      continue;
    }
    llvm::Expected<Tensor> quantized = quantize(value.getTensor(), **params);
    if (!quantized)
      return context.error(llvm::toString(quantized.takeError()));
    context.setResult(result.getResultNumber(), std::move(*quantized));
  }
  return llvm::Error::success();
}

} // namespace hlokit::interpreter
