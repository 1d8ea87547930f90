//===- DynamicHandlers.cpp - value-dependent shape ops --------------------===//
//
// set_dimension_size, real_dynamic_slice, dynamic_pad,
// dynamic_broadcast_in_dim, dynamic_iota and dynamic_reshape: each has a
// shape function reading its operands' values (run before the handler, so
// the evaluator checks the shape against the result type's bounds) and a
// handler that runs the static kernel with that shape.
//
//===----------------------------------------------------------------------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"
#include "hlokit/Interpreter/Kernels/GatherScatter.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

using Shape = llvm::SmallVector<int64_t>;

/// The elements of a 1-D integer tensor operand.
Shape readVector(OpContext &ctx, Value v) {
  const Tensor &t = ctx.tensor(v);
  Shape result;
  for (int64_t i = 0; i < t.getNumElements(); ++i)
    result.push_back(readIndex(t, i));
  return result;
}

/// A shape read from an operand: every size must be non-negative.
llvm::Expected<Shape> readShape(OpContext &ctx, Value v, StringRef what) {
  Shape shape = readVector(ctx, v);
  for (auto [d, size] : llvm::enumerate(shape))
    if (size < 0)
      return ctx.error(llvm::formatv("{0} gives dimension {1} the negative "
                                     "size {2}",
                                     what, d, size));
  return shape;
}

llvm::Expected<Shape> setDimensionSizeShape(OpContext &ctx) {
  auto op = cast<hlo::SetDimensionSizeOp>(ctx.getOp());
  int64_t size = readIndex(ctx.tensor(op.getSize()), 0);
  int64_t dim = op.getDimension();
  if (size < 0)
    return ctx.error(
        llvm::formatv("dimension {0}: negative size {1}", dim, size));
  // The size may not exceed the operand's static size or bound even when
  // the result type declares no bound.
  auto operandType = cast<RankedTensorType>(op.getOperand().getType());
  int64_t bound = hlo::getDimBound(operandType, dim);
  if (!ShapedType::isDynamic(bound) && size > bound)
    return ctx.error(llvm::formatv("dimension {0}: size {1} exceeds the "
                                   "operand's static size or bound {2}",
                                   dim, size, bound));
  Shape shape(ctx.tensor(op.getOperand()).getShape());
  shape[dim] = size;
  return shape;
}

/// Slices the dimension down, or pads it up with zeros (the spec leaves
/// the padded values undefined; zero makes runs reproducible).
llvm::Error runSetDimensionSize(OpContext &ctx) {
  auto op = cast<hlo::SetDimensionSizeOp>(ctx.getOp());
  const Tensor &operand = ctx.tensor(op.getOperand());
  int64_t dim = op.getDimension();
  int64_t size = ctx.resultShape()[dim];
  int64_t current = operand.getShape()[dim];
  int64_t rank = operand.getRank();
  if (size <= current) {
    Shape start(rank, 0), strides(rank, 1);
    Shape limit(operand.getShape());
    limit[dim] = size;
    return ctx.setResult(slice(operand, start, limit, strides));
  }
  llvm::Expected<Tensor> zero = Tensor::zeros(operand.getElementType(), {});
  if (!zero)
    return ctx.setResult(std::move(zero));
  Shape low(rank, 0), high(rank, 0), interior(rank, 0);
  high[dim] = size - current;
  return ctx.setResult(pad(operand, *zero, low, high, interior));
}

llvm::Expected<Shape> realDynamicSliceShape(OpContext &ctx) {
  auto op = cast<hlo::RealDynamicSliceOp>(ctx.getOp());
  ArrayRef<int64_t> operandShape = ctx.tensor(op.getOperand()).getShape();
  Shape start = readVector(ctx, op.getStartIndices());
  Shape limit = readVector(ctx, op.getLimitIndices());
  Shape strides = readVector(ctx, op.getStrides());
  Shape shape;
  for (auto [d, size] : llvm::enumerate(operandShape)) {
    if (start[d] < 0 || start[d] > limit[d] || limit[d] > size ||
        strides[d] <= 0)
      return ctx.error(llvm::formatv(
          "dimension {0}: start {1}, limit {2}, stride {3} do not satisfy "
          "0 <= start <= limit <= {4} and stride > 0",
          d, start[d], limit[d], strides[d], size));
    shape.push_back(llvm::divideCeil(limit[d] - start[d], strides[d]));
  }
  return shape;
}

llvm::Error runRealDynamicSlice(OpContext &ctx) {
  auto op = cast<hlo::RealDynamicSliceOp>(ctx.getOp());
  return ctx.setResult(slice(
      ctx.tensor(op.getOperand()), readVector(ctx, op.getStartIndices()),
      readVector(ctx, op.getLimitIndices()), readVector(ctx, op.getStrides())));
}

llvm::Expected<Shape> dynamicPadShape(OpContext &ctx) {
  auto op = cast<hlo::DynamicPadOp>(ctx.getOp());
  ArrayRef<int64_t> operandShape = ctx.tensor(op.getOperand()).getShape();
  Shape low = readVector(ctx, op.getEdgePaddingLow());
  Shape high = readVector(ctx, op.getEdgePaddingHigh());
  Shape interior = readVector(ctx, op.getInteriorPadding());
  Shape shape;
  for (auto [d, size] : llvm::enumerate(operandShape)) {
    if (interior[d] < 0)
      return ctx.error(llvm::formatv(
          "dimension {0}: negative interior padding {1}", d, interior[d]));
    int64_t padded =
        low[d] + high[d] + size + std::max<int64_t>(size - 1, 0) * interior[d];
    if (padded < 0)
      return ctx.error(llvm::formatv(
          "dimension {0}: padding gives the negative size {1}", d, padded));
    shape.push_back(padded);
  }
  return shape;
}

llvm::Error runDynamicPad(OpContext &ctx) {
  auto op = cast<hlo::DynamicPadOp>(ctx.getOp());
  return ctx.setResult(pad(ctx.tensor(op.getOperand()),
                           ctx.tensor(op.getPaddingValue()),
                           readVector(ctx, op.getEdgePaddingLow()),
                           readVector(ctx, op.getEdgePaddingHigh()),
                           readVector(ctx, op.getInteriorPadding())));
}

llvm::Expected<Shape> dynamicBroadcastInDimShape(OpContext &ctx) {
  auto op = cast<hlo::DynamicBroadcastInDimOp>(ctx.getOp());
  llvm::Expected<Shape> shape =
      readShape(ctx, op.getOutputDimensions(), "output_dimensions");
  if (!shape)
    return shape;
  ArrayRef<int64_t> operandShape = ctx.tensor(op.getOperand()).getShape();
  for (auto [i, d] : llvm::enumerate(op.getBroadcastDimensions()))
    if (operandShape[i] != 1 && operandShape[i] != (*shape)[d])
      return ctx.error(llvm::formatv(
          "operand dimension {0} of size {1} cannot be broadcast to result "
          "dimension {2} of size {3}",
          i, operandShape[i], d, (*shape)[d]));
  return shape;
}

llvm::Error runDynamicBroadcastInDim(OpContext &ctx) {
  auto op = cast<hlo::DynamicBroadcastInDimOp>(ctx.getOp());
  return ctx.setResult(broadcastInDim(ctx.tensor(op.getOperand()),
                                      ctx.resultShape(),
                                      op.getBroadcastDimensions()));
}

llvm::Expected<Shape> dynamicIotaShape(OpContext &ctx) {
  auto op = cast<hlo::DynamicIotaOp>(ctx.getOp());
  return readShape(ctx, op.getOutputShape(), "output_shape");
}

llvm::Error runDynamicIota(OpContext &ctx) {
  auto op = cast<hlo::DynamicIotaOp>(ctx.getOp());
  return ctx.setResult(
      iota(ctx.resultElementType(), ctx.resultShape(), op.getIotaDimension()));
}

llvm::Expected<Shape> dynamicReshapeShape(OpContext &ctx) {
  auto op = cast<hlo::DynamicReshapeOp>(ctx.getOp());
  llvm::Expected<Shape> shape =
      readShape(ctx, op.getOutputShape(), "output_shape");
  if (!shape)
    return shape;
  int64_t operandElements = ctx.tensor(op.getOperand()).getNumElements();
  std::optional<int64_t> resultElements = getNumElements(*shape);
  if (resultElements != operandElements)
    return ctx.error(llvm::formatv("output_shape has {0} elements but the "
                                   "operand has {1}",
                                   resultElements ? *resultElements : -1,
                                   operandElements));
  return shape;
}

llvm::Error runDynamicReshape(OpContext &ctx) {
  auto op = cast<hlo::DynamicReshapeOp>(ctx.getOp());
  ctx.setResult(0, reshape(ctx.tensor(op.getOperand()), ctx.resultShape()));
  return llvm::Error::success();
}

/// Registers a value-dependent op: its handler and its shape function.
template <typename OpTy>
void addValueDependent(HandlerTable &table, ShapeFunctionTable &shapes,
                       OpHandler handler, ShapeFunction shape) {
  table.add<OpTy>(handler);
  shapes.add<OpTy>(shape);
}

} // namespace

void addDynamicHandlers(HandlerTable &table, ShapeFunctionTable &shapes) {
  addValueDependent<hlo::SetDimensionSizeOp>(table, shapes, runSetDimensionSize,
                                             setDimensionSizeShape);
  addValueDependent<hlo::RealDynamicSliceOp>(table, shapes, runRealDynamicSlice,
                                             realDynamicSliceShape);
  addValueDependent<hlo::DynamicPadOp>(table, shapes, runDynamicPad,
                                       dynamicPadShape);
  addValueDependent<hlo::DynamicBroadcastInDimOp>(
      table, shapes, runDynamicBroadcastInDim, dynamicBroadcastInDimShape);
  addValueDependent<hlo::DynamicIotaOp>(table, shapes, runDynamicIota,
                                        dynamicIotaShape);
  addValueDependent<hlo::DynamicReshapeOp>(table, shapes, runDynamicReshape,
                                           dynamicReshapeShape);
}

} // namespace hlokit::interpreter
