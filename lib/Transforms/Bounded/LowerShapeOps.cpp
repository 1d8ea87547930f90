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
  // select may take a scalar predicate; the other operands share a shape.
  ArrayRef<int64_t> extents;
  for (Value operand : op.getOperands()) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (type.getRank() == 0 && resultType.getRank() != 0)
      continue;
    if (extents.empty() && type.getRank() != 0)
      extents = type.getShape();
    if (type.getShape() != extents)
      return op.emitError("hlokit-bounded-to-static: '")
             << op.getName() << "' operands have different bounds";
  }
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
  // The buffer extent along `dim` is the sum of the bounds; the others must
  // agree between the inputs for the static op to verify.
  SmallVector<int64_t> extents = llvm::to_vector(
      cast<RankedTensorType>(op.getInputs().front().getType()).getShape());
  extents[dim] = 0;
  for (Value input : op.getInputs()) {
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(input.getType()).getShape();
    extents[dim] += shape[dim];
    for (int64_t d = 0; d < resultType.getRank(); ++d)
      if (d != dim && shape[d] != extents[d])
        return op.emitError("hlokit-bounded-to-static: 'stablehlo."
                            "concatenate' inputs have different bounds in "
                            "dimension ")
               << d;
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
  // Reversing a bounded dimension would move the padding in front of the
  // real elements.
  for (int64_t dim : op.getDimensions())
    if (trackedSize(op.getOperand(), dim))
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.reverse' of "
                          "bounded dimension ")
             << dim << " is not supported";
  auto resultType = cast<RankedTensorType>(op.getType());
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(op.getOperand(), d);
  return setComputed(
      op, op.getResult(),
      cast<RankedTensorType>(op.getOperand().getType()).getShape(),
      std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerPad(PadOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  ArrayRef<int64_t> low = op.getEdgePaddingLow();
  ArrayRef<int64_t> high = op.getEdgePaddingHigh();
  ArrayRef<int64_t> interior = op.getInteriorPadding();
  Value operand = op.getOperand();
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
    if (low[d] < 0 || high[d] < 0)
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.pad' with "
                          "negative edge padding of bounded dimension ")
             << d << " is not supported";
    // Without high padding the real result ends at the last real element.
    if (high[d] > 0)
      masked = maskPastSize(masked, d, size, op.getPaddingValue());
    if (resultType.isDynamicDim(d))
      resultSizes[d] = paddedRuntimeSize(size, low[d], high[d], interior[d]);
  }
  op->setOperand(0, masked);
  return setComputed(op, op.getResult(), extents, std::move(resultSizes));
}

Value FunctionLowering::paddedRuntimeSize(Value size, int64_t low, int64_t high,
                                          int64_t interior) {
  Location loc = size.getLoc();
  Value result = AddOp::create(builder, loc, size, i32Constant(low + high));
  if (interior == 0)
    return result;
  Value gaps = MaxOp::create(
      builder, loc, SubtractOp::create(builder, loc, size, i32Constant(1)),
      i32Constant(0));
  Value holes = MulOp::create(builder, loc, gaps, i32Constant(interior));
  return AddOp::create(builder, loc, result, holes);
}

LogicalResult FunctionLowering::lowerDynamicPad(DynamicPadOp op) {
  SmallVector<SmallVector<int64_t>> paddings;
  for (Value padding : {op.getEdgePaddingLow(), op.getEdgePaddingHigh(),
                        op.getInteriorPadding()}) {
    DenseIntElementsAttr attr;
    if (!matchPattern(padding, m_Constant(&attr)))
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.dynamic_pad' "
                          "with non-constant paddings is not supported");
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

LogicalResult FunctionLowering::lowerRealDynamicSlice(RealDynamicSliceOp op) {
  DenseIntElementsAttr strides;
  if (!matchPattern(op.getStrides(), m_Constant(&strides)) ||
      !llvm::all_of(strides.getValues<APInt>(),
                    [](const APInt &stride) { return stride.isOne(); }))
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.real_dynamic_"
                        "slice' with strides other than constant ones is not "
                        "supported");
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

LogicalResult FunctionLowering::lowerSlice(SliceOp op) {
  // The result type is static and the limits are within the bounds (the
  // verifier checks both), so slicing the padded buffer yields the result.
  if (isBounded(op.getType()))
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.slice' with a "
                        "bounded result is not supported");
  return success();
}

LogicalResult FunctionLowering::lowerBroadcastInDim(BroadcastInDimOp op) {
  Value operand = op.getOperand();
  auto resultType = cast<RankedTensorType>(op.getType());
  Value fitted = operand;
  for (auto [dim, resultDim] : llvm::enumerate(op.getBroadcastDimensions())) {
    Value size = trackedSize(operand, dim);
    if (!size)
      continue;
    int64_t extent = resultType.getDimSize(resultDim);
    int64_t bound = cast<RankedTensorType>(operand.getType()).getDimSize(dim);
    if (bound < extent)
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.broadcast_in_"
                          "dim' operand bound ")
             << bound << " of dimension " << dim
             << " is below the result dimension " << extent;
    fitted = fitToExtent(fitted, dim, size, extent);
  }
  op->setOperand(0, fitted);
  return success();
}

Value FunctionLowering::fitToExtent(Value operand, int64_t dim, Value size,
                                    int64_t extent) {
  Value prefix = sliceDim(operand, dim, extent);
  if (extent <= 1)
    return prefix;
  Location loc = operand.getLoc();
  auto type = cast<RankedTensorType>(prefix.getType());
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  Value repeated = BroadcastInDimOp::create(
      builder, loc, type, sliceDim(operand, dim, 1), identity);
  Value isOne =
      CompareOp::create(builder, loc, size, i32Constant(1),
                        ComparisonDirectionAttr::get(builder.getContext(),
                                                     ComparisonDirection::EQ),
                        ComparisonTypeAttr());
  return SelectOp::create(builder, loc, type, isOne, repeated, prefix);
}

Value FunctionLowering::sliceDim(Value operand, int64_t dim, int64_t limit) {
  auto type = cast<RankedTensorType>(operand.getType());
  SmallVector<int64_t> start(type.getRank(), 0), strides(type.getRank(), 1);
  SmallVector<int64_t> limits = llvm::to_vector(type.getShape());
  limits[dim] = limit;
  return SliceOp::create(builder, operand.getLoc(), operand, start, limits,
                         strides);
}

} // namespace hlokit::bounded
