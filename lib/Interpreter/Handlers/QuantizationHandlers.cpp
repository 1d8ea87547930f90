//===- QuantizationHandlers.cpp - quantized execution ---------------------===//
//
// uniform_quantize and uniform_dequantize; the table of how every op runs on
// quantized tensors (QuantizedExecution); and the one place where the ops the
// spec defines as dequantize_op_quantize (hybrid_dequantize_then_op for
// dot_general with a float lhs) run: the evaluator dequantizes the quantized
// operands, runs the op's ordinary handler on a twin typed with the expressed
// types, and quantizes the results to the declared result types.
//
//===----------------------------------------------------------------------===//

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/Plan.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Math/Quantization.h"
#include "hlokit/Interpreter/Runtime/OpCoverage.h"

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

/// How every op of stablehlo and chlo runs on quantized tensors, the one
/// place that says it (docs/quantization.md).
const OpTable<QuantizedExecution> &quantizedExecutions() {
  using Mode = QuantizedExecution;
  static const OpTable<Mode> table = [] {
    OpTable<Mode> t;
    // The spec defines these through dequantize_op_quantize (compare:
    // dequantize_compare, select: dequantize_select_quantize,
    // batch_norm_grad and batch_norm_training:
    // dequantize_batch_norm_grad_or_training_quantize, convolution,
    // dynamic_conv and dot_general with a float lhs:
    // hybrid_dequantize_then_op; the same steps). iota and dynamic_iota
    // quantize their indices, `quantize(output_index[iota_dimension])`: the
    // twin's expressed-type indices, quantized.
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
          chlo::BroadcastMaxOp, chlo::BroadcastMinOp>(Mode::ExpressedType);
    // Each result element is an operand element (or the padding value); sort
    // and map run their regions on quantized scalars, whose ops run in the
    // expressed type.
    t.add<hlo::AllGatherOp, hlo::AllToAllOp, hlo::BitcastConvertOp,
          hlo::BroadcastInDimOp, hlo::CaseOp, hlo::CompositeOp,
          hlo::ConcatenateOp, hlo::ConstantOp, hlo::CustomCallOp,
          hlo::DynamicBroadcastInDimOp, hlo::DynamicGatherOp, hlo::DynamicPadOp,
          hlo::DynamicReshapeOp, hlo::DynamicSliceOp, hlo::DynamicUpdateSliceOp,
          hlo::GatherOp, hlo::GetDimensionSizeOp, hlo::GetTupleElementOp,
          hlo::IfOp, hlo::InfeedOp, hlo::MapOp, hlo::OptimizationBarrierOp,
          hlo::OutfeedOp, hlo::PadOp, hlo::RealDynamicSliceOp, hlo::RecvOp,
          hlo::ReshapeOp, hlo::ReturnOp, hlo::ReverseOp, hlo::SendOp,
          hlo::SliceOp, hlo::SortOp, hlo::TransposeOp, hlo::TupleOp,
          hlo::WhileOp>(Mode::StorageType);
    // The async ops pass their body's values through; the body's op runs
    // in its own mode.
    t.add<hlo::AsyncStartOp, hlo::AsyncDoneOp>(Mode::StorageType);
    // is_finite is true on every quantized element; the reductions requantize
    // to their body's types (convertToArgTypes); collective_broadcast,
    // collective_permute and collective_reduce give idle processes the zero
    // point.
    t.add<hlo::AllReduceOp, hlo::CollectiveBroadcastOp,
          hlo::CollectivePermuteOp, hlo::CollectiveReduceOp, hlo::IsFiniteOp,
          hlo::ReduceOp, hlo::ReduceScatterOp, hlo::ReduceWindowOp,
          hlo::ScatterOp, hlo::SelectAndScatterOp, hlo::UniformDequantizeOp,
          hlo::UniformQuantizeOp>(Mode::OwnKernel);
    t.add<
        hlo::AfterAllOp, hlo::AndOp, hlo::ClzOp, hlo::ComplexOp, hlo::ConvertOp,
        hlo::CreateTokenOp, hlo::FftOp, hlo::ImagOp, hlo::NotOp, hlo::OrOp,
        hlo::PartitionIdOp, hlo::PopulationCountOp, hlo::RealOp,
        hlo::ReplicaIdOp, hlo::RngBitGeneratorOp, hlo::RngOp,
        hlo::SetDimensionSizeOp, hlo::ShiftLeftOp, hlo::ShiftRightArithmeticOp,
        hlo::ShiftRightLogicalOp, hlo::XorOp, chlo::AcosOp, chlo::AcoshOp,
        chlo::AsinAcosKernelOp, chlo::AsinOp, chlo::AsinhOp, chlo::AtanOp,
        chlo::AtanhOp, chlo::BesselI1eOp, chlo::BroadcastAndOp,
        chlo::BroadcastAtan2Op, chlo::BroadcastCompareOp,
        chlo::BroadcastComplexOp, chlo::BroadcastDivOp, chlo::BroadcastMulOp,
        chlo::BroadcastNextAfterOp, chlo::BroadcastOrOp,
        chlo::BroadcastPolygammaOp, chlo::BroadcastPowOp, chlo::BroadcastRemOp,
        chlo::BroadcastSelectOp, chlo::BroadcastShiftLeftOp,
        chlo::BroadcastShiftRightArithmeticOp,
        chlo::BroadcastShiftRightLogicalOp, chlo::BroadcastSubOp,
        chlo::BroadcastXorOp, chlo::BroadcastZetaOp, chlo::ConjOp,
        chlo::ConstantLikeOp, chlo::ConstantOp, chlo::CoshOp, chlo::DigammaOp,
        chlo::ErfInvOp, chlo::ErfOp, chlo::ErfcOp, chlo::IsInfOp,
        chlo::IsNegInfOp, chlo::IsPosInfOp, chlo::LgammaOp, chlo::MulhiOp,
        chlo::NextAfterOp, chlo::PolygammaOp, chlo::RaggedDotOp, chlo::ScanOp,
        chlo::SinhOp, chlo::SquareOp, chlo::TanOp, chlo::TopKOp, chlo::ZetaOp>(
        Mode::NotQuantized);
    // The ops the spec dropped run as the spec ops they are rewritten into:
    // dot as dot_general, broadcast and torch_index_select as data
    // movement, cross-replica-sum as all_reduce. The rewrite refuses
    // quantized einsums.
    t.add<hlo::DotOp>(Mode::ExpressedType);
    t.add<hlo::BroadcastOp, hlo::TorchIndexSelectOp>(Mode::StorageType);
    t.add<hlo::CrossReplicaSumOp>(Mode::OwnKernel);
    t.add<hlo::EinsumOp, hlo::UnaryEinsumOp>(Mode::NotQuantized);
    return t;
  }();
  return table;
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

std::optional<QuantizedExecution> getQuantizedExecution(TypeID op) {
  if (const QuantizedExecution *mode = quantizedExecutions().lookup(op))
    return *mode;
  return std::nullopt;
}

bool runsInExpressedType(Operation &op) {
  // The type tests come first: they are cheap, and almost every op run has
  // no quantized value, so the table lookup is skipped.
  if (!llvm::any_of(op.getOperandTypes(), hlo::isQuantized) &&
      !llvm::any_of(op.getResultTypes(), hlo::isQuantized))
    return false;
  const QuantizedExecution *mode = quantizedExecutions().lookup(&op);
  return mode && *mode == QuantizedExecution::ExpressedType;
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
