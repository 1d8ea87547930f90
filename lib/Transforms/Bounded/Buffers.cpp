//===- Buffers.cpp - building blocks on padded buffers --------------------===//
//
// Part of FunctionLowering (see FunctionLowering.h): constants, slices and
// pads of buffers, masks of their real elements, and gathers along one
// dimension, shared by the op rules.
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::bounded {

Value FunctionLowering::fitBuffer(Value buffer, ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(buffer.getType());
  if (type.getShape() == shape)
    return buffer;
  Location loc = buffer.getLoc();
  int64_t rank = type.getRank();
  SmallVector<int64_t> zeros(rank, 0), ones(rank, 1), limits, high;
  for (auto [extent, target] : llvm::zip_equal(type.getShape(), shape)) {
    limits.push_back(std::min(extent, target));
    high.push_back(std::max<int64_t>(target - extent, 0));
  }
  Value fitted = buffer;
  if (ArrayRef<int64_t>(limits) != type.getShape())
    fitted = SliceOp::create(builder, loc, fitted, zeros, limits, ones);
  if (llvm::any_of(high, [](int64_t h) { return h > 0; }))
    fitted = PadOp::create(builder, loc, fitted, zeroOf(type.getElementType()),
                           zeros, high, zeros);
  return fitted;
}

DenseElementsAttr getZeroSplat(RankedTensorType type) {
  Type elementType = type.getElementType();
  if (auto complex = dyn_cast<ComplexType>(elementType)) {
    APFloat zero = APFloat::getZero(
        cast<FloatType>(complex.getElementType()).getFloatSemantics());
    return DenseElementsAttr::get(type, std::complex<APFloat>(zero, zero));
  }
  return DenseElementsAttr::get(
      type, Builder(type.getContext()).getZeroAttr(elementType));
}

Value FunctionLowering::zeroOf(Type elementType) {
  return ConstantOp::create(
      builder, func.getLoc(),
      getZeroSplat(RankedTensorType::get({}, elementType)));
}

Value FunctionLowering::i32Constant(int64_t value) {
  auto type = getScalarI32Type(builder.getContext());
  return ConstantOp::create(
      builder, func.getLoc(),
      DenseElementsAttr::get(type, builder.getI32IntegerAttr(value)));
}

Value FunctionLowering::indexAt(Value indices, int64_t dim) {
  Location loc = indices.getLoc();
  auto type = cast<RankedTensorType>(indices.getType());
  Value element = SliceOp::create(builder, loc, indices, {dim}, {dim + 1}, {1});
  Value scalar = ReshapeOp::create(
      builder, loc, RankedTensorType::get({}, type.getElementType()), element);
  if (type.getElementType().isInteger(32))
    return scalar;
  return ConvertOp::create(builder, loc, getScalarI32Type(builder.getContext()),
                           scalar);
}

Value FunctionLowering::maskPastSize(Value buffer, int64_t dim, Value size,
                                     Value fill) {
  auto type = cast<RankedTensorType>(buffer.getType());
  SmallVector<Value> bufferSizes(type.getRank());
  bufferSizes[dim] = size;
  Value inside = realMask(buffer, bufferSizes);
  Value filler = BroadcastInDimOp::create(builder, buffer.getLoc(), type, fill,
                                          ArrayRef<int64_t>{});
  return SelectOp::create(builder, buffer.getLoc(), type, inside, buffer,
                          filler);
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

Value FunctionLowering::padDim(Value operand, int64_t dim, int64_t high) {
  SmallVector<int64_t> shape =
      llvm::to_vector(cast<RankedTensorType>(operand.getType()).getShape());
  shape[dim] += high;
  return fitBuffer(operand, shape);
}

Value FunctionLowering::sliceDim(Value operand, int64_t dim, int64_t limit) {
  SmallVector<int64_t> shape =
      llvm::to_vector(cast<RankedTensorType>(operand.getType()).getShape());
  shape[dim] = limit;
  return fitBuffer(operand, shape);
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
  Value cut = fitBuffer(buffer, extents);
  if (auto it = sizes.find(buffer); cut != buffer && it != sizes.end())
    sizes[cut] = SmallVector<Value>(it->second);
  return cut;
}

Value FunctionLowering::realMask(Value buffer, ArrayRef<Value> bufferSizes) {
  Location loc = buffer.getLoc();
  auto maskType =
      cast<RankedTensorType>(buffer.getType()).clone(builder.getI1Type());
  auto indexType = maskType.clone(builder.getI32Type());
  Value mask;
  for (auto [d, size] : llvm::enumerate(bufferSizes)) {
    if (!size)
      continue;
    Value positions = IotaOp::create(builder, loc, indexType, d);
    Value limit = BroadcastInDimOp::create(builder, loc, indexType, size,
                                           ArrayRef<int64_t>{});
    Value inside = compare(positions, limit, ComparisonDirection::LT);
    mask =
        mask ? AndOp::create(builder, loc, mask, inside).getResult() : inside;
  }
  return mask;
}

} // namespace hlokit::bounded
