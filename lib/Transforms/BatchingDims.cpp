//===- BatchingDims.cpp - shared by the batching-dims passes --------------===//

#include "BatchingDims.h"

#include "llvm/ADT/STLExtras.h"

#include <limits>

using namespace mlir;

namespace hlokit::batching {
namespace {

IndexingDims fromGatherAttr(stablehlo::GatherDimensionNumbersAttr attr) {
  IndexingDims dims;
  dims.windowDims.assign(attr.getOffsetDims().begin(),
                         attr.getOffsetDims().end());
  dims.collapsedDims.assign(attr.getCollapsedSliceDims().begin(),
                            attr.getCollapsedSliceDims().end());
  dims.operandBatchingDims.assign(attr.getOperandBatchingDims().begin(),
                                  attr.getOperandBatchingDims().end());
  dims.indicesBatchingDims.assign(attr.getStartIndicesBatchingDims().begin(),
                                  attr.getStartIndicesBatchingDims().end());
  dims.startIndexMap.assign(attr.getStartIndexMap().begin(),
                            attr.getStartIndexMap().end());
  dims.indexVectorDim = attr.getIndexVectorDim();
  return dims;
}

stablehlo::GatherDimensionNumbersAttr toGatherAttr(MLIRContext *ctx,
                                                   const IndexingDims &dims) {
  return stablehlo::GatherDimensionNumbersAttr::get(
      ctx, dims.windowDims, dims.collapsedDims, dims.operandBatchingDims,
      dims.indicesBatchingDims, dims.startIndexMap, dims.indexVectorDim);
}

} // namespace

IndexingDims getIndexingDims(stablehlo::GatherOp op) {
  return fromGatherAttr(op.getDimensionNumbers());
}

IndexingDims getIndexingDims(stablehlo::DynamicGatherOp op) {
  return fromGatherAttr(op.getDimensionNumbers());
}

IndexingDims getIndexingDims(stablehlo::ScatterOp op) {
  stablehlo::ScatterDimensionNumbersAttr attr = op.getScatterDimensionNumbers();
  IndexingDims dims;
  dims.windowDims.assign(attr.getUpdateWindowDims().begin(),
                         attr.getUpdateWindowDims().end());
  dims.collapsedDims.assign(attr.getInsertedWindowDims().begin(),
                            attr.getInsertedWindowDims().end());
  dims.operandBatchingDims.assign(attr.getInputBatchingDims().begin(),
                                  attr.getInputBatchingDims().end());
  dims.indicesBatchingDims.assign(attr.getScatterIndicesBatchingDims().begin(),
                                  attr.getScatterIndicesBatchingDims().end());
  dims.startIndexMap.assign(attr.getScatterDimsToOperandDims().begin(),
                            attr.getScatterDimsToOperandDims().end());
  dims.indexVectorDim = attr.getIndexVectorDim();
  return dims;
}

void setIndexingDims(stablehlo::GatherOp op, const IndexingDims &dims) {
  op.setDimensionNumbersAttr(toGatherAttr(op.getContext(), dims));
}

void setIndexingDims(stablehlo::DynamicGatherOp op, const IndexingDims &dims) {
  op.setDimensionNumbersAttr(toGatherAttr(op.getContext(), dims));
}

void setIndexingDims(stablehlo::ScatterOp op, const IndexingDims &dims) {
  op.setScatterDimensionNumbersAttr(stablehlo::ScatterDimensionNumbersAttr::get(
      op.getContext(), dims.windowDims, dims.collapsedDims,
      dims.operandBatchingDims, dims.indicesBatchingDims, dims.startIndexMap,
      dims.indexVectorDim));
}

OpOperand &getIndicesOperand(stablehlo::GatherOp op) {
  return op.getStartIndicesMutable();
}

OpOperand &getIndicesOperand(stablehlo::DynamicGatherOp op) {
  return op.getStartIndicesMutable();
}

OpOperand &getIndicesOperand(stablehlo::ScatterOp op) {
  return op.getScatterIndicesMutable();
}

Value getIndexedTensor(stablehlo::GatherOp op) { return op.getOperand(); }

Value getIndexedTensor(stablehlo::DynamicGatherOp op) {
  return op.getOperand();
}

Value getIndexedTensor(stablehlo::ScatterOp op) { return op.getInputs()[0]; }

uint64_t largestIndexValue(IntegerType type) {
  unsigned width = type.getWidth();
  if (type.isUnsigned())
    return width >= 64 ? std::numeric_limits<uint64_t>::max()
                       : (uint64_t{1} << width) - 1;
  return (uint64_t{1} << (width - 1)) - 1;
}

int64_t getLargestSize(RankedTensorType type, int64_t dim) {
  int64_t bound = stablehlo::getDimBound(type, dim);
  return ShapedType::isDynamic(bound) ? std::numeric_limits<int32_t>::max()
                                      : bound;
}

bool sortednessCarriesOver(const IndexingDims &batched) {
  int64_t numBatching = batched.operandBatchingDims.size();
  for (int64_t i = 0; i < numBatching; ++i)
    if (batched.indicesBatchingDims[i] != i)
      return false;
  if (llvm::any_of(batched.windowDims,
                   [&](int64_t d) { return d < numBatching; }))
    return false;
  if (numBatching == 0 || batched.startIndexMap.empty())
    return true;
  return batched.operandBatchingDims.back() <
         *llvm::min_element(batched.startIndexMap);
}

} // namespace hlokit::batching
