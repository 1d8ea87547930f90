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

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Math/Quantization.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;
namespace chlo = hlokit::chlo;

namespace hlokit::interpreter {

namespace {

/// `type` with a quantized element type replaced by its expressed type.
Type expressedTypeOf(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !hlo::isQuantized(tensor))
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
const OpSet &dequantizeOpQuantizeOps() {
  static const OpSet ops = [] {
    OpSet t;
    t.add<hlo::AbsOp, hlo::AddOp, hlo::Atan2Op, hlo::BatchNormGradOp,
          hlo::BatchNormInferenceOp, hlo::BatchNormTrainingOp, hlo::CbrtOp,
          hlo::CeilOp, hlo::CholeskyOp, hlo::ClampOp, hlo::CompareOp,
          hlo::ConvolutionOp, hlo::CosineOp, hlo::DivOp, hlo::DotGeneralOp,
          hlo::DynamicConvOp, hlo::DynamicIotaOp, hlo::ExpOp, hlo::Expm1Op,
          hlo::FloorOp, hlo::IotaOp, hlo::LogOp, hlo::Log1pOp, hlo::LogisticOp,
          hlo::MaxOp, hlo::MinOp, hlo::MulOp, hlo::NegOp, hlo::PowOp,
          hlo::ReducePrecisionOp, hlo::RemOp, hlo::RoundOp,
          hlo::RoundNearestEvenOp, hlo::RsqrtOp, hlo::SelectOp, hlo::SignOp,
          hlo::SineOp, hlo::SqrtOp, hlo::SquareOp, hlo::SubtractOp, hlo::TanOp,
          hlo::TanhOp, hlo::TriangularSolveOp, chlo::BroadcastAddOp,
          chlo::BroadcastMaxOp, chlo::BroadcastMinOp>();
    return t;
  }();
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
  table.add<hlo::UniformQuantizeOp>(runUniformQuantize);
  table.add<hlo::UniformDequantizeOp>(runUniformDequantize);
}

bool runsInExpressedType(Operation &op) {
  // The type tests come first: they are cheap, and almost every op run has
  // no quantized value, so the table lookup is skipped.
  return (llvm::any_of(op.getOperandTypes(), hlo::isQuantized) ||
          llvm::any_of(op.getResultTypes(), hlo::isQuantized)) &&
         dequantizeOpQuantizeOps().contains(&op);
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
