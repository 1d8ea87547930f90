//===- LowerDynamicOps.cpp - the dynamic op family on bounded values ------===//
//
// Part of FunctionLowering (see FunctionLowering.h). Run-time shape operands
// become the tracked sizes; element placement that depends on them goes
// through gather.
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::bounded {

LogicalResult FunctionLowering::lowerSetDimensionSize(SetDimensionSizeOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  int64_t dim = static_cast<int64_t>(op.getDimension());
  Value operand = op.getOperand();
  if (cast<RankedTensorType>(operand.getType()).getShape() !=
      getPaddedType(resultType).getShape())
    return op.emitError("hlokit-bounded-to-static: '")
           << op->getName() << "' result bound differs from its operand's size";
  // Zero past the size, as the interpreter defines the padded values.
  Value zero = zeroOf(resultType.getElementType());
  // Growing a bounded dimension exposes old padding: zero it too.
  Value limit = op.getSize();
  if (Value oldSize = trackedSize(operand, dim))
    limit = MinOp::create(builder, op.getLoc(), oldSize, limit);
  Value masked = maskPastSize(operand, dim, limit, zero);
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (resultType.isDynamicDim(d))
      resultSizes[d] = d == dim ? op.getSize() : sizeOf(operand, d);
  return replaceWithBuffer(op, masked, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerDynamicPad(DynamicPadOp op) {
  SmallVector<SmallVector<int64_t>> paddings;
  for (Value padding : {op.getEdgePaddingLow(), op.getEdgePaddingHigh(),
                        op.getInteriorPadding()}) {
    DenseIntElementsAttr attr;
    if (!matchPattern(padding, m_Constant(&attr))) {
      // Named locals fix the order the index reads are emitted in.
      SmallVector<Value> low = indicesOf(op.getEdgePaddingLow());
      SmallVector<Value> high = indicesOf(op.getEdgePaddingHigh());
      SmallVector<Value> interior = indicesOf(op.getInteriorPadding());
      return lowerPadByGather(op, op.getPaddingValue(), low, high, interior);
    }
    paddings.push_back(llvm::to_vector(
        llvm::map_range(attr.getValues<APInt>(), [](const APInt &value) {
          return value.getSExtValue();
        })));
  }
  auto pad = PadOp::create(builder, op.getLoc(), op.getType(), op.getOperand(),
                           op.getPaddingValue(), paddings[0], paddings[1],
                           paddings[2]);
  op.getResult().replaceAllUsesWith(pad.getResult());
  op.erase();
  builder.setInsertionPoint(pad);
  return lowerPad(pad);
}

LogicalResult FunctionLowering::lowerPadByGather(Operation *op,
                                                 Value paddingValue,
                                                 ArrayRef<Value> low,
                                                 ArrayRef<Value> high,
                                                 ArrayRef<Value> interior) {
  Value operand = op->getOperand(0);
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  RankedTensorType padded = getPaddedType(resultType);
  Value result = operand;
  SmallVector<Value> resultSizes(resultType.getRank());
  // Padding is separable: placing the elements one dimension at a time
  // yields the padding value wherever any dimension is padding.
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    Value size = sizeOf(operand, d);
    result = padAlong(result, d, size, low[d], interior[d], paddingValue,
                      padded.getDimSize(d));
    if (!resultType.isDynamicDim(d))
      continue;
    Value edges = AddOp::create(builder, op->getLoc(), low[d], high[d]);
    resultSizes[d] = paddedRuntimeSize(size, edges, interior[d]);
  }
  return replaceWithBuffer(op, result, std::move(resultSizes));
}

Value FunctionLowering::padAlong(Value operand, int64_t dim, Value size,
                                 Value low, Value interior, Value paddingValue,
                                 int64_t extent) {
  Location loc = operand.getLoc();
  // Result position j holds operand element (j - low) / (interior + 1) when
  // that division is exact and lands below `size`.
  // Each op is a named local so that the emitted order is fixed.
  Value positions = iotaVector(extent);
  Value offset =
      SubtractOp::create(builder, loc, positions, splatVector(low, extent));
  Value stepScalar = AddOp::create(builder, loc, interior, i32Constant(1));
  Value step = splatVector(stepScalar, extent);
  Value source = DivOp::create(builder, loc, offset, step);
  Value zero = splatVector(i32Constant(0), extent);
  Value afterLow = compare(offset, zero, ComparisonDirection::GE);
  Value remainder = RemOp::create(builder, loc, offset, step);
  Value onStep = compare(remainder, zero, ComparisonDirection::EQ);
  Value limit = splatVector(size, extent);
  Value real = compare(source, limit, ComparisonDirection::LT);
  Value valid = AndOp::create(
      builder, loc, AndOp::create(builder, loc, afterLow, onStep), real);
  Value taken = takeAlong(operand, dim, source, extent);
  auto type = cast<RankedTensorType>(taken.getType());
  SmallVector<int64_t> along = {dim};
  Value mask = BroadcastInDimOp::create(
      builder, loc, type.clone(builder.getI1Type()), valid, along);
  Value filler = BroadcastInDimOp::create(builder, loc, type, paddingValue,
                                          ArrayRef<int64_t>{});
  return SelectOp::create(builder, loc, type, mask, taken, filler);
}

LogicalResult FunctionLowering::lowerRealDynamicSlice(RealDynamicSliceOp op) {
  DenseIntElementsAttr strides;
  if (!matchPattern(op.getStrides(), m_Constant(&strides)) ||
      !llvm::all_of(strides.getValues<APInt>(),
                    [](const APInt &stride) { return stride.isOne(); }))
    return lowerStridedSlice(op);
  auto resultType = cast<RankedTensorType>(op.getType());
  RankedTensorType padded = getPaddedType(resultType);
  Value zero = zeroOf(resultType.getElementType());
  Location loc = op.getLoc();
  int64_t rank = resultType.getRank();
  SmallVector<int64_t> zeros(rank, 0);
  Value operand = PadOp::create(builder, loc, op.getOperand(), zero, zeros,
                                padded.getShape(), zeros);
  SmallVector<Value> starts;
  SmallVector<Value> resultSizes(rank);
  for (int64_t d = 0; d < rank; ++d) {
    starts.push_back(indexAt(op.getStartIndices(), d));
    if (resultType.isDynamicDim(d))
      resultSizes[d] = SubtractOp::create(
          builder, loc, indexAt(op.getLimitIndices(), d), starts.back());
  }
  Value slice =
      DynamicSliceOp::create(builder, loc, operand, starts, padded.getShape());
  return replaceWithBuffer(op, slice, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerStridedSlice(RealDynamicSliceOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  RankedTensorType padded = getPaddedType(resultType);
  Location loc = op.getLoc();
  Value result = op.getOperand();
  SmallVector<Value> resultSizes(resultType.getRank());
  // Element i of the result along d is element start + i * stride.
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    int64_t extent = padded.getDimSize(d);
    Value start = indexAt(op.getStartIndices(), d);
    Value stride = indexAt(op.getStrides(), d);
    Value positions = iotaVector(extent);
    Value steps =
        MulOp::create(builder, loc, positions, splatVector(stride, extent));
    Value indices =
        AddOp::create(builder, loc, splatVector(start, extent), steps);
    result = takeAlong(result, d, indices, extent);
    if (!resultType.isDynamicDim(d))
      continue;
    // ceil((limit - start) / stride) for a positive stride.
    Value limit = indexAt(op.getLimitIndices(), d);
    Value span = SubtractOp::create(builder, loc, limit, start);
    Value widened = AddOp::create(builder, loc, span, stride);
    Value rounded = SubtractOp::create(builder, loc, widened, i32Constant(1));
    resultSizes[d] = DivOp::create(builder, loc, rounded, stride);
  }
  return replaceWithBuffer(op, result, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerDynamicIota(DynamicIotaOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  Value iota = IotaOp::create(builder, op.getLoc(), getPaddedType(resultType),
                              op.getIotaDimension());
  return replaceWithBuffer(op, iota,
                           dynamicSizes(op.getOutputShape(), resultType));
}

LogicalResult
FunctionLowering::lowerDynamicBroadcastInDim(DynamicBroadcastInDimOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  RankedTensorType padded = getPaddedType(resultType);
  Value fitted =
      fitForBroadcast(op.getOperand(), op.getBroadcastDimensions(), padded);
  Value broadcast = BroadcastInDimOp::create(
      builder, op.getLoc(), padded, fitted, op.getBroadcastDimensions());
  return replaceWithBuffer(op, broadcast,
                           dynamicSizes(op.getOutputDimensions(), resultType));
}

LogicalResult FunctionLowering::lowerDynamicReshape(DynamicReshapeOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  SmallVector<Value> resultSizes =
      dynamicSizes(op.getOutputShape(), resultType);
  Value reshaped =
      reshapeByGather(op.getOperand(), getPaddedType(resultType), resultSizes);
  return replaceWithBuffer(op, reshaped, resultSizes);
}

LogicalResult FunctionLowering::lowerReshape(ReshapeOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  SmallVector<Value> staticSizes(resultType.getRank());
  Value reshaped = reshapeByGather(op.getOperand(), resultType, staticSizes);
  op.getResult().replaceAllUsesWith(reshaped);
  op.erase();
  return success();
}

Value FunctionLowering::reshapeByGather(Value operand, RankedTensorType padded,
                                        ArrayRef<Value> resultSizes) {
  Location loc = operand.getLoc();
  auto operandType = cast<RankedTensorType>(operand.getType());
  int64_t rank = padded.getRank();
  if (operandType.getRank() == 0)
    return BroadcastInDimOp::create(builder, loc, padded, operand,
                                    ArrayRef<int64_t>{});
  if (llvm::is_contained(operandType.getShape(), 0))
    return ConstantOp::create(builder, loc, getZeroSplat(padded));
  auto indexType = padded.clone(builder.getI32Type());
  auto splat = [&](Value scalar) -> Value {
    return BroadcastInDimOp::create(builder, loc, indexType, scalar,
                                    ArrayRef<int64_t>{});
  };
  // The row-major position of each result element in the run-time result
  // shape (Horner's rule over the result dims), then its operand index in the
  // run-time operand shape (the same rule backwards).
  Value linear = rank
                     ? IotaOp::create(builder, loc, indexType, 0).getResult()
                     : ConstantOp::create(builder, loc, getZeroSplat(indexType))
                           .getResult();
  for (int64_t d = 1; d < rank; ++d) {
    Value size =
        resultSizes[d] ? resultSizes[d] : i32Constant(padded.getDimSize(d));
    Value scaled = MulOp::create(builder, loc, linear, splat(size));
    Value position = IotaOp::create(builder, loc, indexType, d);
    linear = AddOp::create(builder, loc, scaled, position);
  }
  SmallVector<int64_t> columnShape = llvm::to_vector(padded.getShape());
  columnShape.push_back(1);
  auto columnType = RankedTensorType::get(columnShape, builder.getI32Type());
  SmallVector<Value> columns(operandType.getRank());
  for (int64_t d = operandType.getRank() - 1; d >= 0; --d) {
    // A run-time size of 0 empties the result; 1 keeps the division defined.
    Value size = trackedSize(operand, d);
    size = size ? MaxOp::create(builder, loc, size, i32Constant(1)).getResult()
                : i32Constant(operandType.getDimSize(d));
    Value divisor = splat(size);
    Value index = RemOp::create(builder, loc, linear, divisor);
    columns[d] = ReshapeOp::create(builder, loc, columnType, index);
    if (d > 0)
      linear = DivOp::create(builder, loc, linear, divisor);
  }
  Value indices = ConcatenateOp::create(builder, loc, columns, rank);
  SmallVector<int64_t> all =
      llvm::to_vector(llvm::seq<int64_t>(0, operandType.getRank()));
  auto dims = GatherDimensionNumbersAttr::get(
      builder.getContext(), /*offsetDims=*/{}, /*collapsedSliceDims=*/all,
      /*operandBatchingDims=*/{}, /*startIndicesBatchingDims=*/{},
      /*startIndexMap=*/all, /*indexVectorDim=*/rank);
  SmallVector<int64_t> ones(operandType.getRank(), 1);
  return GatherOp::create(builder, loc, operand, indices, dims,
                          builder.getDenseI64ArrayAttr(ones));
}

SmallVector<Value> FunctionLowering::dynamicSizes(Value shape,
                                                  RankedTensorType type) {
  SmallVector<Value> result(type.getRank());
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      result[d] = indexAt(shape, d);
  return result;
}

LogicalResult FunctionLowering::replaceWithBuffer(Operation *op, Value buffer,
                                                  SmallVector<Value> allSizes) {
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (resultType.isDynamicDim(d))
      resultSizes[d] = allSizes[d];
  op->getResult(0).replaceAllUsesWith(buffer);
  if (isBounded(resultType))
    sizes[buffer] = std::move(resultSizes);
  op->erase();
  return success();
}

} // namespace hlokit::bounded
