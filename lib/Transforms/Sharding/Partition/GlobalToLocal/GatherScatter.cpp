//===- GatherScatter.cpp - gather on blocks
//--------------------------------===//
//
// A gather whose operand is split along a collapsed dimension, or one it
// takes one element of (a reduction dimension of its sharding rule),
// gathers from the device's block: the start
// indices, clamped as the global gather clamps them, lose the block's
// offset, and the rows another device holds become zeros, for the
// sdy.all_reduce after the op to add up, as in Shardy. Dimensions a gather
// takes whole and batch dimensions stay blocks.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

#include "hlokit/Dialect/StableHLO/Builders.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

using stablehlo::ComparisonDirection;

/// The tensor<i64> `value`.
Value emitI64(stablehlo::HloEmitter &h, int64_t value) {
  OpBuilder &b = h.builder();
  return h.op<stablehlo::ConstantOp>(
      {}, {b.getNamedAttr(
              "value", DenseIntElementsAttr::get(
                           RankedTensorType::get({}, b.getI64Type()), value))});
}

/// `values` (tensor<i64> scalars) as one vector of `elementType`.
Value emitVector(stablehlo::HloEmitter &h, ArrayRef<Value> values,
                 Type elementType) {
  SmallVector<Value> parts;
  auto one = RankedTensorType::get({1}, elementType);
  for (Value value : values)
    parts.push_back(h.reshape(h.convert(value, elementType), one));
  if (parts.size() == 1)
    return parts.front();
  return stablehlo::ConcatenateOp::create(h.builder(), h.location(), parts, 0);
}

/// `vector` (one entry per index component) spread over indices of `type`
/// whose components lie along `indexVectorDim`.
Value spreadOverIndices(stablehlo::HloEmitter &h, Value vector,
                        RankedTensorType type, int64_t indexVectorDim) {
  if (indexVectorDim == type.getRank())
    return h.broadcast(
        h.reshape(vector, RankedTensorType::get({}, type.getElementType())),
        type, {});
  return h.broadcast(vector, type, {indexVectorDim});
}

/// The batch shape of `indices`: its shape without the index vector.
RankedTensorType getBatchType(RankedTensorType indices, int64_t indexVectorDim,
                              Type elementType) {
  SmallVector<int64_t> batch(indices.getShape());
  if (indexVectorDim < indices.getRank())
    batch.erase(batch.begin() + indexVectorDim);
  return RankedTensorType::get(batch, elementType);
}

/// Component `p` of the index vectors of `indices`, shaped as the batch.
Value getComponent(stablehlo::HloEmitter &h, Value indices, int64_t p,
                   int64_t indexVectorDim) {
  auto type = cast<RankedTensorType>(indices.getType());
  if (indexVectorDim == type.getRank())
    return indices;
  SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
      strides(type.getRank(), 1);
  start[indexVectorDim] = p;
  limit[indexVectorDim] = p + 1;
  Value slice = stablehlo::SliceOp::create(h.builder(), h.location(), indices,
                                           start, limit, strides);
  return h.reshape(slice,
                   getBatchType(type, indexVectorDim, type.getElementType()));
}

LogicalResult localizeGather(Operation *op, Localizer &localizer) {
  auto gather = cast<stablehlo::GatherOp>(op);
  auto dims = gather.getDimensionNumbers();
  Value operand = gather.getOperand(), indices = gather.getStartIndices();
  Value result = gather.getResult();
  TensorShardingAttr sharding = localizer.getSharding(operand);
  auto local = cast<RankedTensorType>(operand.getType());
  auto indicesType = cast<RankedTensorType>(indices.getType());
  ArrayRef<int64_t> collapsed = dims.getCollapsedSliceDims();
  ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
  ArrayRef<int64_t> startIndexMap = dims.getStartIndexMap();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  // Batches split alike on the operand and the indices are gathered per
  // device.
  ArrayRef<int64_t> batching = dims.getOperandBatchingDims();
  for (auto [d, indicesDim] :
       llvm::zip_equal(batching, dims.getStartIndicesBatchingDims()))
    if (failed(checkSameDimSharding(op, localizer, operand, d, indices,
                                    indicesDim, "operand", "indices")) ||
        failed(checkSameDimSharding(op, localizer, indices, indicesDim, operand,
                                    d, "indices", "operand")))
      return failure();

  // Operand dimensions the result's offset dimensions take, in order.
  SmallVector<int64_t> windowDims;
  for (int64_t d = 0; d < local.getRank(); ++d)
    if (!llvm::is_contained(collapsed, d) && !llvm::is_contained(batching, d))
      windowDims.push_back(d);
  SmallVector<int64_t> sliceSizes(gather.getSliceSizes());
  SmallVector<int64_t> reductionDims;
  for (int64_t d = 0; d < local.getRank(); ++d) {
    int64_t shards = localizer.getShardCount(sharding, d);
    if (llvm::is_contained(batching, d))
      continue;
    if (llvm::is_contained(collapsed, d)) {
      if (shards > 1)
        reductionDims.push_back(d);
      continue;
    }
    int64_t i = llvm::find(windowDims, d) - windowDims.begin();
    // A one-element window of a split dimension is read from one block,
    // as a collapsed dimension is; the result keeps it whole.
    if (shards > 1 && sliceSizes[d] == 1) {
      if (localizer.getShardCount(localizer.getSharding(result),
                                  offsetDims[i]) > 1)
        return emitUnsupported(op,
                               (Twine("result dimension ") +
                                Twine(offsetDims[i]) +
                                ", one element of split operand dimension " +
                                Twine(d) + ", is split")
                                   .str(),
                               localizer.getSharding(result));
      reductionDims.push_back(d);
      continue;
    }
    if (failed(checkSameDimSharding(op, localizer, operand, d, result,
                                    offsetDims[i])))
      return failure();
    if (shards == 1)
      continue;
    if (sliceSizes[d] != local.getDimSize(d) * shards)
      return emitUnsupported(
          op, (Twine("it gathers part of split dimension ") + Twine(d)).str(),
          sharding);
    sliceSizes[d] = local.getDimSize(d);
  }
  // Index batch dimensions are the result's other dimensions.
  auto resultType = cast<RankedTensorType>(result.getType());
  SmallVector<int64_t> resultBatchDims;
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (!llvm::is_contained(offsetDims, d))
      resultBatchDims.push_back(d);
  for (int64_t d = 0, k = 0; d < indicesType.getRank(); ++d) {
    int64_t resultDim = d == indexVectorDim ? -1 : resultBatchDims[k++];
    if (failed(
            checkSameDimSharding(op, localizer, indices, d, result, resultDim)))
      return failure();
  }
  gather.setSliceSizes(sliceSizes);
  if (failed(localizer.localizeValue(op, result)))
    return failure();
  if (reductionDims.empty())
    return success();

  // Clamp the start indices as the global gather does, less the offset of
  // the device's block.
  OpBuilder b(op);
  stablehlo::HloEmitter h(b, op->getLoc());
  Type indexType = indicesType.getElementType();
  auto blockOffset = [&](int64_t d) {
    SmallVector<int64_t> table = localizer.getShardIndexPerDevice(
        localizer.getMesh(sharding), Localizer::getDimAxes(sharding, d));
    for (int64_t &entry : table)
      entry *= local.getDimSize(d);
    return localizer.emitDeviceLookup(b, op->getLoc(), table);
  };
  SmallVector<Value> maxStarts, offsets;
  for (int64_t d : startIndexMap) {
    int64_t global = local.getDimSize(d) * localizer.getShardCount(sharding, d);
    maxStarts.push_back(emitI64(h, global - gather.getSliceSizes()[d]));
    offsets.push_back(llvm::is_contained(reductionDims, d) ? blockOffset(d)
                                                           : emitI64(h, 0));
  }
  Value low = h.zerosLike(indices);
  Value high = spreadOverIndices(h, emitVector(h, maxStarts, indexType),
                                 indicesType, indexVectorDim);
  Value clamped = h.op<stablehlo::ClampOp>({low, indices, high});
  Value localIndices =
      h.sub(clamped, spreadOverIndices(h, emitVector(h, offsets, indexType),
                                       indicesType, indexVectorDim));
  gather->setOperand(1, localIndices);

  // Keep the rows of the device's blocks.
  b.setInsertionPointAfter(op);
  Value mask;
  for (int64_t d : reductionDims) {
    Value holds;
    auto *it = llvm::find(startIndexMap, d);
    if (it == startIndexMap.end()) {
      // The gather always starts at row 0 of this dimension.
      holds = h.compare(ComparisonDirection::EQ, blockOffset(d), emitI64(h, 0));
      holds = h.broadcast(
          holds, getBatchType(indicesType, indexVectorDim, b.getI1Type()), {});
    } else {
      Value component = getComponent(
          h, localIndices, it - startIndexMap.begin(), indexVectorDim);
      Value zero = h.zerosLike(component);
      Value size = h.constLike(component, local.getDimSize(d));
      holds = h.andOp(h.compare(ComparisonDirection::GE, component, zero),
                      h.compare(ComparisonDirection::LT, component, size));
    }
    mask = mask ? h.andOp(mask, holds) : holds;
  }
  auto localResult = cast<RankedTensorType>(result.getType());
  Value spread =
      h.broadcast(mask, localResult.clone(b.getI1Type()), resultBatchDims);
  Value kept = h.keepWhere(spread, result);
  result.replaceAllUsesExcept(kept, kept.getDefiningOp());
  localizer.setSharding(kept, localizer.getSharding(result));
  return success();
}

/// Whether `region` adds its two arguments: a scatter whose partial results
/// an all_reduce sum combines.
bool isAddition(Region &region) {
  Block &block = region.front();
  if (block.getNumArguments() != 2 || block.getOperations().size() != 2)
    return false;
  auto add = dyn_cast<stablehlo::AddOp>(block.front());
  return add && add.getLhs() == block.getArgument(0) &&
         add.getRhs() == block.getArgument(1) &&
         block.getTerminator()->getOperand(0) == add.getResult();
}

LogicalResult localizeScatter(Operation *op, Localizer &localizer) {
  auto scatter = cast<stablehlo::ScatterOp>(op);
  if (scatter.getInputs().size() != 1) {
    for (Value value : op->getOperands())
      if (localizer.isSharded(value))
        return emitUnsupported(op, "it scatters several inputs",
                               localizer.getSharding(value));
    return success();
  }
  auto dims = scatter.getScatterDimensionNumbers();
  Value operand = scatter.getInputs()[0], indices = scatter.getScatterIndices();
  Value updates = scatter.getUpdates()[0], result = scatter.getResult(0);
  TensorShardingAttr sharding = localizer.getSharding(operand);
  auto local = cast<RankedTensorType>(operand.getType());
  auto indicesType = cast<RankedTensorType>(indices.getType());
  auto updatesType = cast<RankedTensorType>(updates.getType());
  ArrayRef<int64_t> inserted = dims.getInsertedWindowDims();
  ArrayRef<int64_t> batching = dims.getInputBatchingDims();
  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
  ArrayRef<int64_t> toOperand = dims.getScatterDimsToOperandDims();
  int64_t indexVectorDim = dims.getIndexVectorDim();

  // Batches split alike on the operand and the indices scatter per device.
  for (auto [d, indicesDim] :
       llvm::zip_equal(batching, dims.getScatterIndicesBatchingDims()))
    if (failed(checkSameDimSharding(op, localizer, operand, d, indices,
                                    indicesDim, "operand", "indices")) ||
        failed(checkSameDimSharding(op, localizer, indices, indicesDim, operand,
                                    d, "indices", "operand")))
      return failure();
  // The result is split as the operand.
  for (int64_t d = 0; d < local.getRank(); ++d)
    if (failed(checkSameDimSharding(op, localizer, operand, d, result, d)))
      return failure();
  // Operand dimensions the updates' window dimensions cover, in order.
  SmallVector<int64_t> operandWindowDims;
  for (int64_t d = 0; d < local.getRank(); ++d)
    if (!llvm::is_contained(inserted, d) && !llvm::is_contained(batching, d))
      operandWindowDims.push_back(d);
  SmallVector<int64_t> insertedSplit;
  for (int64_t d = 0; d < local.getRank(); ++d) {
    int64_t shards = localizer.getShardCount(sharding, d);
    bool indexed = llvm::is_contained(toOperand, d);
    if (llvm::is_contained(batching, d))
      continue;
    if (llvm::is_contained(inserted, d) && !indexed) {
      if (shards > 1)
        return emitUnsupported(op,
                               (Twine("it scatters along split dimension ") +
                                Twine(d) + ", an unindexed inserted dimension")
                                   .str(),
                               sharding);
      continue;
    }
    if (llvm::is_contained(inserted, d)) {
      if (shards > 1)
        insertedSplit.push_back(d);
      continue;
    }
    int64_t i = llvm::find(operandWindowDims, d) - operandWindowDims.begin();
    if (failed(checkSameDimSharding(op, localizer, operand, d, updates,
                                    windowDims[i])))
      return failure();
    if (shards > 1 && indexed)
      return emitUnsupported(
          op,
          (Twine("it scatters windows along split indexed dimension ") +
           Twine(d))
              .str(),
          sharding);
  }
  // Index batch dimensions are the updates' other dimensions.
  SmallVector<int64_t> updateBatchDims;
  for (int64_t d = 0; d < updatesType.getRank(); ++d)
    if (!llvm::is_contained(windowDims, d))
      updateBatchDims.push_back(d);
  TensorShardingAttr updatesSharding = localizer.getSharding(updates);
  SmallVector<AxisRefAttr> batchAxes;
  for (int64_t d = 0, k = 0; d < indicesType.getRank(); ++d) {
    int64_t updateDim = d == indexVectorDim ? -1 : updateBatchDims[k++];
    if (failed(checkSameDimSharding(op, localizer, indices, d, updates,
                                    updateDim)))
      return failure();
    // Split batches of a split operand batching dimension are not partial.
    if (updateDim >= 0 &&
        !llvm::is_contained(dims.getScatterIndicesBatchingDims(), d) &&
        localizer.getShardCount(updatesSharding, updateDim) > 1)
      llvm::append_range(batchAxes,
                         Localizer::getDimAxes(updatesSharding, updateDim));
  }
  if (!batchAxes.empty() && !isAddition(scatter.getUpdateComputation()))
    return emitUnsupported(op,
                           "its updates are split along batch dimensions and "
                           "it does not add them",
                           updatesSharding);
  if (failed(localizer.localizeValue(op, result)))
    return failure();

  OpBuilder b(op);
  stablehlo::HloEmitter h(b, op->getLoc());
  if (!batchAxes.empty()) {
    // One device of each group of the batch axes keeps the operand.
    MeshAttr mesh = localizer.getMesh(updatesSharding);
    Value index = localizer.emitDeviceLookup(
        b, op->getLoc(), localizer.getShardIndexPerDevice(mesh, batchAxes));
    Value keeps = h.compare(ComparisonDirection::EQ, index, h.zerosLike(index));
    Value mask = h.broadcast(keeps, local.clone(b.getI1Type()), {});
    scatter->setOperand(0, h.keepWhere(mask, operand));
  }
  if (!insertedSplit.empty()) {
    SmallVector<Value> offsets;
    for (int64_t d : toOperand) {
      if (!llvm::is_contained(insertedSplit, d)) {
        offsets.push_back(emitI64(h, 0));
        continue;
      }
      SmallVector<int64_t> table = localizer.getShardIndexPerDevice(
          localizer.getMesh(sharding), Localizer::getDimAxes(sharding, d));
      for (int64_t &entry : table)
        entry *= local.getDimSize(d);
      offsets.push_back(localizer.emitDeviceLookup(b, op->getLoc(), table));
    }
    Value shifted = h.sub(
        indices, spreadOverIndices(
                     h, emitVector(h, offsets, indicesType.getElementType()),
                     indicesType, indexVectorDim));
    scatter->setOperand(1, shifted);
  }
  return success();
}

} // namespace

void addGatherScatterRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::GatherOp>()] = localizeGather;
  rewrites[TypeID::get<stablehlo::ScatterOp>()] = localizeScatter;
}

} // namespace hlokit::sdy::g2l
