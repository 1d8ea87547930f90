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
  return setComputed(&op, op.getResult(0), extents,
                     sharedSizes(op.getOperands(), resultType, extents));
}

SmallVector<Value> FunctionLowering::sharedSizes(ValueRange operands,
                                                 RankedTensorType type,
                                                 ArrayRef<int64_t> extents) {
  SmallVector<Value> resultSizes(type.getRank());
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!type.isDynamicDim(d))
      continue;
    for (Value operand : operands)
      if (!resultSizes[d])
        resultSizes[d] = trackedSize(operand, d);
    if (!resultSizes[d])
      resultSizes[d] = i32Constant(extents[d]);
  }
  return resultSizes;
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
  op->setOperand(0,
                 fitForBroadcast(op.getOperand(), op.getBroadcastDimensions(),
                                 cast<RankedTensorType>(op.getType())));
  return success();
}

Value FunctionLowering::fitForBroadcast(Value operand, ArrayRef<int64_t> dims,
                                        RankedTensorType resultType) {
  Value fitted = operand;
  for (auto [dim, resultDim] : llvm::enumerate(dims)) {
    int64_t extent = resultType.getDimSize(resultDim);
    int64_t operandExtent =
        cast<RankedTensorType>(operand.getType()).getDimSize(dim);
    Value size = trackedSize(operand, dim);
    // A static extent of 1 expands; one equal to the result's fits.
    if (!size && (operandExtent == 1 || operandExtent == extent))
      continue;
    fitted = fitToExtent(fitted, dim, size, extent);
  }
  return fitted;
}

Value FunctionLowering::fitToExtent(Value operand, int64_t dim, Value size,
                                    int64_t extent) {
  Location loc = operand.getLoc();
  auto operandType = cast<RankedTensorType>(operand.getType());
  int64_t operandExtent = operandType.getDimSize(dim);
  Value prefix = operandExtent >= extent
                     ? sliceDim(operand, dim, extent)
                     : padDim(operand, dim, extent - operandExtent);
  if (!size || extent <= 1 || operandExtent == 0)
    return prefix;
  auto type = cast<RankedTensorType>(prefix.getType());
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  Value repeated = BroadcastInDimOp::create(
      builder, loc, type, sliceDim(operand, dim, 1), identity);
  return SelectOp::create(
      builder, loc, type,
      compare(size, i32Constant(1), ComparisonDirection::EQ), repeated, prefix);
}

LogicalResult FunctionLowering::lowerDynamicSlice(DynamicSliceOp op) {
  Value operand = op.getOperand();
  ArrayRef<int64_t> sliceSizes = op.getSliceSizes();
  SmallVector<Value> starts = clampedStarts(op.getStartIndices(), operand,
                                            sliceSizes, /*updateSizes=*/{});
  op.getStartIndicesMutable().assign(starts);
  auto resultType = cast<RankedTensorType>(op.getType());
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (resultType.isDynamicDim(d))
      resultSizes[d] = i32Constant(sliceSizes[d]);
  return setComputed(op, op.getResult(), sliceSizes, std::move(resultSizes));
}

LogicalResult
FunctionLowering::lowerDynamicUpdateSlice(DynamicUpdateSliceOp op) {
  Location loc = op.getLoc();
  Value operand = op.getOperand(), update = op.getUpdate();
  auto operandType = cast<RankedTensorType>(operand.getType());
  auto updateType = cast<RankedTensorType>(update.getType());
  int64_t rank = operandType.getRank();
  SmallVector<Value> updateSizes;
  for (int64_t d = 0; d < rank; ++d)
    updateSizes.push_back(trackedSize(update, d));
  SmallVector<Value> starts = clampedStarts(op.getStartIndices(), operand,
                                            updateType.getShape(), updateSizes);
  SmallVector<Value> resultSizes(rank);
  for (int64_t d = 0; d < rank; ++d)
    resultSizes[d] = trackedSize(operand, d);
  if (llvm::none_of(updateSizes, [](Value size) { return size; })) {
    op.getStartIndicesMutable().assign(starts);
    return setComputed(op, op.getResult(), operandType.getShape(),
                       std::move(resultSizes));
  }
  // The update's padding must not overwrite real elements: it is replaced by
  // what the window held. Along the update's bounded dims the operand is
  // padded by the update's buffer so that the window at a run-time valid
  // start is never clamped; the other dims clamp as the op does.
  Value padded = operand;
  for (int64_t d = 0; d < rank; ++d)
    if (updateSizes[d])
      padded = padDim(padded, d, updateType.getDimSize(d));
  Value window = DynamicSliceOp::create(builder, loc, padded, starts,
                                        updateType.getShape());
  Value merged = SelectOp::create(
      builder, loc, updateType, realMask(update, updateSizes), update, window);
  Value written =
      DynamicUpdateSliceOp::create(builder, loc, padded, merged, starts);
  Value result = cutTo(written, operandType.getShape());
  op.getResult().replaceAllUsesWith(result);
  result.setType(op.getType());
  if (failed(setComputed(result.getDefiningOp(), result, operandType.getShape(),
                         std::move(resultSizes))))
    return failure();
  op.erase();
  return success();
}

SmallVector<Value> FunctionLowering::clampedStarts(ValueRange startIndices,
                                                   Value operand,
                                                   ArrayRef<int64_t> extents,
                                                   ArrayRef<Value> sizes) {
  Location loc = operand.getLoc();
  Type i32 = getScalarI32Type(builder.getContext());
  SmallVector<Value> starts;
  for (auto [d, start] : llvm::enumerate(startIndices)) {
    Value operandSize = trackedSize(operand, d);
    Value extentSize = d < sizes.size() ? sizes[d] : Value();
    if (start.getType() != i32)
      start = ConvertOp::create(builder, loc, i32, start);
    // The op clamps static dims itself; bounded ones clamp here, against
    // the run-time sizes, which the buffers do not show.
    if (operandSize || extentSize) {
      Value size = sizeOf(operand, d);
      Value extent = extentSize ? extentSize : i32Constant(extents[d]);
      Value room = SubtractOp::create(builder, loc, size, extent);
      Value zero = i32Constant(0);
      start = ClampOp::create(builder, loc, zero, start, room);
    }
    starts.push_back(start);
  }
  return starts;
}

} // namespace hlokit::bounded
