//===- LowerShapeOps.cpp - shape ops on bounded values --------------------===//
//
// Part of FunctionLowering (see FunctionLowering.h).
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

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
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.set_dimension_"
                        "size' result bound differs from its operand's size");
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
  op.getResult().replaceAllUsesWith(masked);
  sizes[masked] = std::move(resultSizes);
  op.erase();
  return success();
}

LogicalResult FunctionLowering::lowerGetDimensionSize(GetDimensionSizeOp op) {
  Value size =
      trackedSize(op.getOperand(), static_cast<int64_t>(op.getDimension()));
  // A static dimension keeps the op: on the padded buffer it still returns
  // the static size.
  if (!size)
    return success();
  op.getResult().replaceAllUsesWith(size);
  op.erase();
  return success();
}

LogicalResult FunctionLowering::lowerElementwise(Operation &op) {
  auto resultType = cast<RankedTensorType>(op.getResult(0).getType());
  // select may take a scalar predicate; the other operands share a shape,
  // up to their bounds: all are cut to the smallest buffer.
  auto sharesShape = [&](Value operand) {
    return cast<RankedTensorType>(operand.getType()).getRank() ==
           resultType.getRank();
  };
  SmallVector<Value> shaped =
      llvm::filter_to_vector(op.getOperands(), sharesShape);
  SmallVector<int64_t> extents = smallestExtents(shaped);
  for (OpOperand &operand : op.getOpOperands())
    if (sharesShape(operand.get()))
      operand.set(cutTo(operand.get(), extents));
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    if (!resultType.isDynamicDim(d))
      continue;
    for (Value operand : op.getOperands())
      if (!resultSizes[d])
        resultSizes[d] = trackedSize(operand, d);
    if (!resultSizes[d])
      resultSizes[d] = i32Constant(extents[d]);
  }
  return setComputed(&op, op.getResult(0), extents, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerConcatenate(ConcatenateOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  int64_t dim = static_cast<int64_t>(op.getDimension());
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (d != dim && resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(op.getInputs().front(), d);
  // The buffer extent along `dim` is the sum of the bounds; along the other
  // dims the inputs are cut to the smallest buffer.
  SmallVector<int64_t> extents = smallestExtents(op.getInputs());
  extents[dim] = 0;
  for (OpOperand &input : op->getOpOperands()) {
    SmallVector<int64_t> inputExtents = extents;
    inputExtents[dim] =
        cast<RankedTensorType>(input.get().getType()).getDimSize(dim);
    input.set(cutTo(input.get(), inputExtents));
    extents[dim] += inputExtents[dim];
  }
  bool movesElements = llvm::any_of(
      op.getInputs(), [&](Value input) { return trackedSize(input, dim); });
  if (!movesElements)
    return setComputed(op, op.getResult(), extents, std::move(resultSizes));
  // Real elements must be contiguous: write each input at the running sum of
  // the previous sizes into a buffer of the computed extents.
  auto bufferType = RankedTensorType::get(extents, resultType.getElementType());
  Location loc = op.getLoc();
  Value buffer = ConstantOp::create(builder, loc, getZeroSplat(bufferType));
  Value zero = i32Constant(0);
  Value offset = zero;
  for (Value input : op.getInputs()) {
    SmallVector<Value> starts(resultType.getRank(), zero);
    starts[dim] = offset;
    buffer = DynamicUpdateSliceOp::create(builder, loc, buffer, input, starts);
    offset = AddOp::create(builder, loc, offset, sizeOf(input, dim));
  }
  if (resultType.isDynamicDim(dim))
    resultSizes[dim] = offset;
  // The buffer stands in for the erased result; setComputed reads the
  // declared type from it.
  op.getResult().replaceAllUsesWith(buffer);
  buffer.setType(resultType);
  if (failed(setComputed(buffer.getDefiningOp(), buffer, extents,
                         std::move(resultSizes))))
    return failure();
  op.erase();
  return success();
}

LogicalResult FunctionLowering::lowerTranspose(TransposeOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  auto operandType = cast<RankedTensorType>(op.getOperand().getType());
  SmallVector<Value> resultSizes(resultType.getRank());
  SmallVector<int64_t> extents;
  for (auto [d, from] : llvm::enumerate(op.getPermutation())) {
    extents.push_back(operandType.getDimSize(from));
    if (resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(op.getOperand(), from);
  }
  return setComputed(op, op.getResult(), extents, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerReverse(ReverseOp op) {
  // Reversing the buffer would put the padding of a bounded dimension first,
  // so the real elements are first moved to its end: reversed, they start
  // the buffer. Moving them pads the low end by the bound and slices the
  // bound's extent at offset `size`.
  Value operand = op.getOperand();
  auto operandType = cast<RankedTensorType>(operand.getType());
  int64_t rank = operandType.getRank();
  SmallVector<int64_t> low(rank, 0);
  SmallVector<Value> starts(rank);
  bool moves = false;
  for (int64_t dim : op.getDimensions())
    if (Value size = trackedSize(operand, dim)) {
      low[dim] = operandType.getDimSize(dim);
      starts[dim] = size;
      moves = true;
    }
  if (moves) {
    Location loc = op.getLoc();
    SmallVector<int64_t> zeros(rank, 0);
    Value padded =
        PadOp::create(builder, loc, operand,
                      zeroOf(operandType.getElementType()), low, zeros, zeros);
    for (Value &start : starts)
      if (!start)
        start = i32Constant(0);
    op->setOperand(0, DynamicSliceOp::create(builder, loc, padded, starts,
                                             operandType.getShape()));
  }
  auto resultType = cast<RankedTensorType>(op.getType());
  SmallVector<Value> resultSizes(rank);
  for (int64_t d = 0; d < rank; ++d)
    if (resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(operand, d);
  return setComputed(op, op.getResult(), operandType.getShape(),
                     std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerPad(PadOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  ArrayRef<int64_t> low = op.getEdgePaddingLow();
  ArrayRef<int64_t> high = op.getEdgePaddingHigh();
  ArrayRef<int64_t> interior = op.getInteriorPadding();
  Value operand = op.getOperand();
  // Cutting into a bounded dimension cuts into its real elements, wherever
  // they end: the general lowering places each element.
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (trackedSize(operand, d) && (low[d] < 0 || high[d] < 0))
      return lowerPadByGather(
          op, op.getPaddingValue(),
          llvm::map_to_vector(low, [&](int64_t v) { return i32Constant(v); }),
          llvm::map_to_vector(high, [&](int64_t v) { return i32Constant(v); }),
          llvm::map_to_vector(interior,
                              [&](int64_t v) { return i32Constant(v); }));
  auto operandType = cast<RankedTensorType>(operand.getType());
  // Padding the buffer puts the masked operand padding (now padding values)
  // right after the real elements, so the real result is a prefix.
  Value masked = operand;
  SmallVector<Value> resultSizes(resultType.getRank());
  SmallVector<int64_t> extents;
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    int64_t extent = operandType.getDimSize(d);
    extents.push_back(low[d] + extent + high[d] +
                      std::max<int64_t>(extent - 1, 0) * interior[d]);
    Value size = trackedSize(operand, d);
    if (!size)
      continue;
    // Without high padding the real result ends at the last real element.
    if (high[d] > 0)
      masked = maskPastSize(masked, d, size, op.getPaddingValue());
    if (!resultType.isDynamicDim(d))
      continue;
    Value edges = i32Constant(low[d] + high[d]);
    resultSizes[d] = paddedRuntimeSize(
        size, edges, interior[d] ? i32Constant(interior[d]) : Value());
  }
  op->setOperand(0, masked);
  return setComputed(op, op.getResult(), extents, std::move(resultSizes));
}

Value FunctionLowering::paddedRuntimeSize(Value size, Value edges,
                                          Value interior) {
  Location loc = size.getLoc();
  Value result = AddOp::create(builder, loc, size, edges);
  if (!interior)
    return result;
  Value zero = i32Constant(0);
  Value one = i32Constant(1);
  Value gaps = MaxOp::create(builder, loc,
                             SubtractOp::create(builder, loc, size, one), zero);
  Value holes = MulOp::create(builder, loc, gaps, interior);
  return AddOp::create(builder, loc, result, holes);
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
  op->getResult(0).replaceAllUsesWith(result);
  sizes[result] = std::move(resultSizes);
  op->erase();
  return success();
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

Value FunctionLowering::takeAlong(Value operand, int64_t dim, Value indices,
                                  int64_t extent) {
  Location loc = operand.getLoc();
  auto type = cast<RankedTensorType>(operand.getType());
  SmallVector<int64_t> shape = llvm::to_vector(type.getShape());
  shape[dim] = extent;
  auto resultType = RankedTensorType::get(shape, type.getElementType());
  // Gather needs an element to read; an empty source leaves only padding.
  if (type.getDimSize(dim) == 0)
    return ConstantOp::create(builder, loc, getZeroSplat(resultType));
  SmallVector<int64_t> offsetDims,
      sliceSizes = llvm::to_vector(type.getShape());
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (d != dim)
      offsetDims.push_back(d);
  sliceSizes[dim] = 1;
  auto dims = GatherDimensionNumbersAttr::get(
      builder.getContext(), offsetDims, /*collapsedSliceDims=*/{dim},
      /*operandBatchingDims=*/{}, /*startIndicesBatchingDims=*/{},
      /*startIndexMap=*/{dim}, /*indexVectorDim=*/1);
  return GatherOp::create(builder, loc, operand, indices, dims,
                          builder.getDenseI64ArrayAttr(sliceSizes));
}

Value FunctionLowering::iotaVector(int64_t extent) {
  return IotaOp::create(builder, func.getLoc(),
                        RankedTensorType::get({extent}, builder.getI32Type()),
                        0);
}

Value FunctionLowering::splatVector(Value scalar, int64_t extent) {
  return BroadcastInDimOp::create(
      builder, scalar.getLoc(),
      RankedTensorType::get({extent}, builder.getI32Type()), scalar,
      ArrayRef<int64_t>{});
}

Value FunctionLowering::compare(Value lhs, Value rhs,
                                ComparisonDirection direction) {
  return CompareOp::create(
      builder, lhs.getLoc(), lhs, rhs,
      ComparisonDirectionAttr::get(builder.getContext(), direction),
      ComparisonTypeAttr());
}

SmallVector<Value> FunctionLowering::indicesOf(Value indices) {
  int64_t rank = cast<RankedTensorType>(indices.getType()).getDimSize(0);
  return llvm::map_to_vector(llvm::seq<int64_t>(0, rank),
                             [&](int64_t d) { return indexAt(indices, d); });
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
  op.getResult().replaceAllUsesWith(slice);
  sizes[slice] = std::move(resultSizes);
  op.erase();
  return success();
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
  op.getResult().replaceAllUsesWith(result);
  sizes[result] = std::move(resultSizes);
  op.erase();
  return success();
}

LogicalResult FunctionLowering::lowerSlice(SliceOp op) {
  // The limits are within the bounds (the verifier checks them), so slicing
  // the padded buffer yields the static inferred result; a declared bounded
  // result gets it with constant sizes.
  auto resultType = cast<RankedTensorType>(op.getType());
  if (!isBounded(resultType))
    return success();
  SmallVector<int64_t> extents;
  SmallVector<Value> resultSizes(resultType.getRank());
  for (auto [d, start, limit, stride] : llvm::enumerate(
           op.getStartIndices(), op.getLimitIndices(), op.getStrides())) {
    extents.push_back((limit - start + stride - 1) / stride);
    if (resultType.isDynamicDim(d))
      resultSizes[d] = i32Constant(extents.back());
  }
  return setComputed(op, op.getResult(), extents, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerBroadcastInDim(BroadcastInDimOp op) {
  Value operand = op.getOperand();
  auto resultType = cast<RankedTensorType>(op.getType());
  Value fitted = operand;
  for (auto [dim, resultDim] : llvm::enumerate(op.getBroadcastDimensions())) {
    Value size = trackedSize(operand, dim);
    if (!size)
      continue;
    fitted = fitToExtent(fitted, dim, size, resultType.getDimSize(resultDim));
  }
  op->setOperand(0, fitted);
  return success();
}

Value FunctionLowering::fitToExtent(Value operand, int64_t dim, Value size,
                                    int64_t extent) {
  Location loc = operand.getLoc();
  auto operandType = cast<RankedTensorType>(operand.getType());
  SmallVector<int64_t> shape = llvm::to_vector(operandType.getShape());
  shape[dim] = extent;
  auto type = RankedTensorType::get(shape, operandType.getElementType());
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  // A bound below the extent leaves 1 as the only valid run-time size.
  if (operandType.getDimSize(dim) < extent)
    return BroadcastInDimOp::create(builder, loc, type,
                                    sliceDim(operand, dim, 1), identity);
  Value prefix = sliceDim(operand, dim, extent);
  if (extent <= 1)
    return prefix;
  Value repeated = BroadcastInDimOp::create(
      builder, loc, type, sliceDim(operand, dim, 1), identity);
  return SelectOp::create(
      builder, loc, type,
      compare(size, i32Constant(1), ComparisonDirection::EQ), repeated, prefix);
}

Value FunctionLowering::sliceDim(Value operand, int64_t dim, int64_t limit) {
  auto type = cast<RankedTensorType>(operand.getType());
  SmallVector<int64_t> start(type.getRank(), 0), strides(type.getRank(), 1);
  SmallVector<int64_t> limits = llvm::to_vector(type.getShape());
  limits[dim] = limit;
  return SliceOp::create(builder, operand.getLoc(), operand, start, limits,
                         strides);
}

SmallVector<int64_t> FunctionLowering::smallestExtents(ValueRange values) {
  SmallVector<int64_t> extents;
  for (Value value : values) {
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(value.getType()).getShape();
    if (extents.empty())
      extents.assign(shape.begin(), shape.end());
    for (auto [extent, other] : llvm::zip_equal(extents, shape))
      extent = std::min(extent, other);
  }
  return extents;
}

Value FunctionLowering::cutTo(Value buffer, ArrayRef<int64_t> extents) {
  auto type = cast<RankedTensorType>(buffer.getType());
  if (type.getShape() == extents)
    return buffer;
  SmallVector<int64_t> zeros(type.getRank(), 0), ones(type.getRank(), 1);
  Value cut =
      SliceOp::create(builder, buffer.getLoc(), buffer, zeros, extents, ones);
  if (auto it = sizes.find(buffer); it != sizes.end())
    sizes[cut] = SmallVector<Value>(it->second);
  return cut;
}

} // namespace hlokit::bounded
