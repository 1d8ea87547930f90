//===- ShapeHandlers.cpp - data movement ops to kernels -------------------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Kernels/GatherScatter.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Tensor/Constant.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// The values of 0-d integer index operands.
llvm::SmallVector<int64_t> readScalars(OpContext &ctx, ValueRange values) {
  llvm::SmallVector<int64_t> result;
  for (Value v : values)
    result.push_back(readIndex(ctx.tensor(v), 0));
  return result;
}

/// Constants are made once per op: tensors are immutable and share their
/// buffer, so a loop body's constants cost nothing after the first iteration.
llvm::Error runConstant(OpContext &ctx) {
  auto op = cast<hlo::ConstantOp>(ctx.getOp());
  return ctx.setResult(ctx.getEvaluator().getConstant(
      op, [&] { return tensorFromAttr(op.getValue(), op.getType()); }));
}

llvm::Error runIota(OpContext &ctx) {
  auto op = cast<hlo::IotaOp>(ctx.getOp());
  return ctx.setResult(
      iota(ctx.resultElementType(), ctx.resultShape(), op.getIotaDimension()));
}

llvm::Error runBroadcastInDim(OpContext &ctx) {
  auto op = cast<hlo::BroadcastInDimOp>(ctx.getOp());
  return ctx.setResult(broadcastInDim(ctx.operand(0), ctx.resultShape(),
                                      op.getBroadcastDimensions()));
}

llvm::Error runTranspose(OpContext &ctx) {
  auto op = cast<hlo::TransposeOp>(ctx.getOp());
  return ctx.setResult(transpose(ctx.operand(0), op.getPermutation()));
}

llvm::Error runReshape(OpContext &ctx) {
  ctx.setResult(0, reshape(ctx.operand(0), ctx.resultShape()));
  return llvm::Error::success();
}

llvm::Error runReverse(OpContext &ctx) {
  auto op = cast<hlo::ReverseOp>(ctx.getOp());
  return ctx.setResult(reverse(ctx.operand(0), op.getDimensions()));
}

llvm::Error runSlice(OpContext &ctx) {
  auto op = cast<hlo::SliceOp>(ctx.getOp());
  return ctx.setResult(slice(ctx.operand(0), op.getStartIndices(),
                             op.getLimitIndices(), op.getStrides()));
}

llvm::Error runConcatenate(OpContext &ctx) {
  auto op = cast<hlo::ConcatenateOp>(ctx.getOp());
  return ctx.setResult(
      concatenate(ctx.tensors(op.getInputs()), op.getDimension()));
}

llvm::Error runPad(OpContext &ctx) {
  auto op = cast<hlo::PadOp>(ctx.getOp());
  return ctx.setResult(pad(ctx.operand(0), ctx.operand(1),
                           op.getEdgePaddingLow(), op.getEdgePaddingHigh(),
                           op.getInteriorPadding()));
}

llvm::Error runDynamicSlice(OpContext &ctx) {
  auto op = cast<hlo::DynamicSliceOp>(ctx.getOp());
  return ctx.setResult(dynamicSlice(ctx.operand(0),
                                    readScalars(ctx, op.getStartIndices()),
                                    op.getSliceSizes()));
}

/// Writes into the operand's buffer when this op is its last use and
/// nothing else holds it (a loop filling a carried buffer row by row).
llvm::Error runDynamicUpdateSlice(OpContext &ctx) {
  auto op = cast<hlo::DynamicUpdateSliceOp>(ctx.getOp());
  SmallVector<int64_t> start = readScalars(ctx, op.getStartIndices());
  if (Tensor *reused = ctx.reusableOperand(0)) {
    Tensor result = std::move(*reused);
    dynamicUpdateSliceInto(result, ctx.operand(1), start);
    ctx.setResult(0, std::move(result));
    return llvm::Error::success();
  }
  return ctx.setResult(
      dynamicUpdateSlice(ctx.operand(0), ctx.operand(1), start));
}

llvm::Error runGetDimensionSize(OpContext &ctx) {
  auto op = cast<hlo::GetDimensionSizeOp>(ctx.getOp());
  llvm::Expected<Tensor> result = Tensor::allocate(ElementType::SI32, {});
  if (result)
    result->mutableData<int32_t>()[0] =
        static_cast<int32_t>(ctx.operand(0).getShape()[op.getDimension()]);
  return ctx.setResult(std::move(result));
}

} // namespace

void addShapeHandlers(HandlerTable &table) {
  table.add<hlo::ConstantOp>(runConstant);
  table.add<hlo::IotaOp>(runIota);
  table.add<hlo::BroadcastInDimOp>(runBroadcastInDim);
  table.add<hlo::TransposeOp>(runTranspose);
  table.add<hlo::ReshapeOp>(runReshape);
  table.add<hlo::ReverseOp>(runReverse);
  table.add<hlo::SliceOp>(runSlice);
  table.add<hlo::ConcatenateOp>(runConcatenate);
  table.add<hlo::PadOp>(runPad);
  table.add<hlo::DynamicSliceOp>(runDynamicSlice);
  table.add<hlo::DynamicUpdateSliceOp>(runDynamicUpdateSlice);
  table.add<hlo::GetDimensionSizeOp>(runGetDimensionSize);
}

} // namespace hlokit::interpreter
