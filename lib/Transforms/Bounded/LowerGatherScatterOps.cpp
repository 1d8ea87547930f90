//===- LowerGatherScatterOps.cpp - gather and scatter on bounded values ---===//
//
// Part of FunctionLowering (see FunctionLowering.h). gather clamps its start
// indices against the run-time operand shape, which the buffer does not
// show, so they are clamped explicitly. scatter skips result elements out of
// the run-time shape; in the buffer those land in the padding, so only the
// padded scatter positions (garbage indices and updates) need to be sent out
// of range.
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::bounded {

LogicalResult FunctionLowering::lowerGather(GatherOp op) {
  GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
  Value operand = op.getOperand(), indices = op.getStartIndices();
  ArrayRef<int64_t> sliceSizes = op.getSliceSizes();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  if (llvm::any_of(dims.getStartIndexMap(),
                   [&](int64_t d) { return trackedSize(operand, d); })) {
    op->setOperand(1, clampIndexVectors(indices, indexVectorDim,
                                        dims.getStartIndexMap(), operand,
                                        sliceSizes));
  }
  // Result dims: offset dims hold the window, the others the batch dims of
  // the indices in order.
  auto resultType = cast<RankedTensorType>(op.getType());
  auto indicesType = cast<RankedTensorType>(indices.getType());
  SmallVector<int64_t> windowSizes;
  for (auto [d, size] : llvm::enumerate(sliceSizes))
    if (!llvm::is_contained(dims.getCollapsedSliceDims(), d) &&
        !llvm::is_contained(dims.getOperandBatchingDims(), d))
      windowSizes.push_back(size);
  SmallVector<int64_t> extents;
  SmallVector<Value> resultSizes(resultType.getRank());
  int64_t window = 0, batch = 0;
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    if (llvm::is_contained(dims.getOffsetDims(), d)) {
      extents.push_back(windowSizes[window++]);
      if (resultType.isDynamicDim(d))
        resultSizes[d] = i32Constant(extents.back());
      continue;
    }
    if (batch == indexVectorDim)
      ++batch;
    extents.push_back(indicesType.getDimSize(batch));
    if (resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(indices, batch);
    ++batch;
  }
  return setComputed(op, op.getResult(), extents, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerDynamicGather(DynamicGatherOp op) {
  DenseIntElementsAttr sliceSizes;
  if (!matchPattern(op.getSliceSizes(), m_Constant(&sliceSizes)))
    return op.emitError("hlokit-bounded-to-static: '")
           << op->getName()
           << "' with non-constant slice_sizes is not supported";
  SmallVector<int64_t> sizesList =
      llvm::map_to_vector(sliceSizes.getValues<APInt>(), [](const APInt &size) {
        return size.getSExtValue();
      });
  auto gather = GatherOp::create(
      builder, op.getLoc(), op.getType(), op.getOperand(), op.getStartIndices(),
      op.getDimensionNumbers(), builder.getDenseI64ArrayAttr(sizesList),
      op.getIndicesAreSortedAttr());
  op.getResult().replaceAllUsesWith(gather.getResult());
  op.erase();
  builder.setInsertionPoint(gather);
  return lowerGather(gather);
}

Value FunctionLowering::clampIndexVectors(Value indices, int64_t indexVectorDim,
                                          ArrayRef<int64_t> operandDims,
                                          Value operand,
                                          ArrayRef<int64_t> windowSizes) {
  Location loc = indices.getLoc();
  auto type = cast<RankedTensorType>(indices.getType());
  Type indexType = RankedTensorType::get({}, type.getElementType());
  SmallVector<Value> limits;
  for (int64_t d : operandDims) {
    Value size = sizeOf(operand, d);
    Value window = i32Constant(windowSizes[d]);
    Value limit = SubtractOp::create(builder, loc, size, window);
    if (limit.getType() != indexType)
      limit = ConvertOp::create(builder, loc, indexType, limit);
    limits.push_back(limit);
  }
  // One limit per index vector component, repeated over the batch dims.
  SmallVector<int64_t> along;
  Value limit = limits.front();
  if (indexVectorDim < type.getRank()) {
    along.push_back(indexVectorDim);
    auto componentType = RankedTensorType::get({1}, type.getElementType());
    for (Value &component : limits)
      component = ReshapeOp::create(builder, loc, componentType, component);
    limit = limits.size() > 1
                ? ConcatenateOp::create(builder, loc, limits, 0).getResult()
                : limits.front();
  }
  Value limitTensor =
      BroadcastInDimOp::create(builder, loc, type, limit, along);
  Value zero = ConstantOp::create(
      builder, loc, getZeroSplat(cast<RankedTensorType>(indexType)));
  Value zeros =
      BroadcastInDimOp::create(builder, loc, type, zero, ArrayRef<int64_t>{});
  Value clamped = ClampOp::create(builder, loc, zeros, indices, limitTensor);
  if (auto it = sizes.find(indices); it != sizes.end())
    sizes[clamped] = SmallVector<Value>(it->second);
  return clamped;
}

LogicalResult FunctionLowering::lowerScatter(ScatterOp op) {
  ScatterDimensionNumbersAttr dims = op.getScatterDimensionNumbers();
  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
  for (Value update : op.getUpdates())
    for (int64_t d : windowDims)
      if (trackedSize(update, d))
        return op.emitError("hlokit-bounded-to-static: '")
               << op->getName() << "' with bounded update window dimension "
               << d << " is not supported";
  int64_t inputCount = op.getInputs().size();
  // The inputs share their shape, up to their bounds.
  SmallVector<int64_t> inputExtents = smallestExtents(op.getInputs());
  for (OpOperand &input : op->getOpOperands().take_front(inputCount))
    input.set(cutTo(input.get(), inputExtents));
  alignScatterPositions(op);
  Value indices = op.getScatterIndices();
  SmallVector<Value> indexSizes;
  auto indicesType = cast<RankedTensorType>(indices.getType());
  for (int64_t d = 0; d < indicesType.getRank(); ++d)
    indexSizes.push_back(trackedSize(indices, d));
  for (Value update : op.getUpdates())
    for (auto [position, d] : llvm::enumerate(scatterDimsOf(op)))
      if (Value size = trackedSize(update, d))
        indexSizes[batchDimOfIndices(op, position)] = size;
  if (llvm::any_of(indexSizes, [](Value size) { return size; }))
    op->setOperand(inputCount, outOfRangePastSizes(op, indexSizes));
  for (auto [result, input] :
       llvm::zip_equal(op.getResults(), op.getInputs())) {
    auto type = cast<RankedTensorType>(result.getType());
    SmallVector<Value> resultSizes(type.getRank());
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d))
        resultSizes[d] = sizeOf(input, d);
    if (failed(setComputed(op, result, inputExtents, std::move(resultSizes))))
      return failure();
  }
  return success();
}

SmallVector<int64_t> FunctionLowering::scatterDimsOf(ScatterOp op) {
  ArrayRef<int64_t> windowDims =
      op.getScatterDimensionNumbers().getUpdateWindowDims();
  auto type = cast<RankedTensorType>(op.getUpdates().front().getType());
  SmallVector<int64_t> scatterDims;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (!llvm::is_contained(windowDims, d))
      scatterDims.push_back(d);
  return scatterDims;
}

int64_t FunctionLowering::batchDimOfIndices(ScatterOp op, int64_t position) {
  int64_t indexVectorDim = op.getScatterDimensionNumbers().getIndexVectorDim();
  return position < indexVectorDim ? position : position + 1;
}

void FunctionLowering::alignScatterPositions(ScatterOp op) {
  // The update scatter dims and the index batch dims have equal run-time
  // sizes; their buffers are cut to the smaller of each pair.
  int64_t inputCount = op.getInputs().size();
  Value indices = op.getScatterIndices();
  SmallVector<int64_t> indexExtents =
      llvm::to_vector(cast<RankedTensorType>(indices.getType()).getShape());
  SmallVector<int64_t> scatterDims = scatterDimsOf(op);
  for (Value update : op.getUpdates()) {
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(update.getType()).getShape();
    for (auto [position, d] : llvm::enumerate(scatterDims)) {
      int64_t &extent = indexExtents[batchDimOfIndices(op, position)];
      extent = std::min(extent, shape[d]);
    }
  }
  op->setOperand(inputCount, cutTo(indices, indexExtents));
  for (OpOperand &update : op->getOpOperands().drop_front(inputCount + 1)) {
    SmallVector<int64_t> extents = llvm::to_vector(
        cast<RankedTensorType>(update.get().getType()).getShape());
    for (auto [position, d] : llvm::enumerate(scatterDims))
      extents[d] = indexExtents[batchDimOfIndices(op, position)];
    update.set(cutTo(update.get(), extents));
  }
}

Value FunctionLowering::outOfRangePastSizes(ScatterOp op,
                                            ArrayRef<Value> indexSizes) {
  Location loc = op.getLoc();
  Value indices = op.getScatterIndices();
  auto type = cast<RankedTensorType>(indices.getType());
  // Any start at or past every input extent puts the whole window out of
  // the buffer, where scatter skips it.
  int64_t past = 0;
  for (int64_t extent :
       cast<RankedTensorType>(op.getInputs().front().getType()).getShape())
    past = std::max(past, extent);
  auto elementType = cast<IntegerType>(type.getElementType());
  APInt limit = elementType.isUnsigned()
                    ? APInt::getMaxValue(elementType.getWidth())
                    : APInt::getSignedMaxValue(elementType.getWidth());
  if (limit.getLimitedValue() < static_cast<uint64_t>(past)) {
    type = type.clone(builder.getI64Type());
    indices = ConvertOp::create(builder, loc, type, indices);
  }
  Value outside = ConstantOp::create(
      builder, loc,
      DenseElementsAttr::get(
          type, builder.getIntegerAttr(type.getElementType(), past)));
  return SelectOp::create(builder, loc, type, realMask(indices, indexSizes),
                          indices, outside);
}

} // namespace hlokit::bounded
