//===- GatherScatter.cpp - gather and scatter on blocks -------------------===//
//
// A gather whose operand is split along a dimension it takes one element of
// (a reduction dimension of its sharding rule) gathers from the device's
// block, in Shardy's form: the start indices, clamped into the global
// operand, lose the block's first index, and index vectors outside the block
// (or, for a dimension not indexed, devices not holding its row 0) give
// zeros, for the sdy.all_reduce after the op to add up. A scatter into
// split indexed rows shifts its indices the same way (updates out of the
// block fall out of bounds); along a split dimension no index moves the
// windows along, updates holding them whole are cut to the device's block
// (its part of the windows), the block kept where they do not reach.
// Dimensions taken whole and batch dimensions stay blocks.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

#include "../HaloExchange.h"
#include "hlokit/Dialect/StableHLO/Builders.h"
#include "hlokit/Transforms/Sharding/Partition/DivisiblePadding.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

using stablehlo::ComparisonDirection;

/// `bounds` (one 0-d tensor per index component) spread over indices of
/// `type` whose components lie along `indexVectorDim`: one broadcast when
/// there is one component, else the components concatenated first.
Value spreadBounds(stablehlo::HloEmitter &h, ArrayRef<Value> bounds,
                   RankedTensorType type, int64_t indexVectorDim) {
  // Shardy broadcasts even a scalar to a scalar.
  if (indexVectorDim >= type.getRank() || type.getDimSize(indexVectorDim) == 1)
    return stablehlo::BroadcastInDimOp::create(
        h.builder(), h.location(), type, bounds.front(), ArrayRef<int64_t>{});
  SmallVector<Value> parts;
  auto one = RankedTensorType::get({1}, type.getElementType());
  for (Value bound : bounds)
    parts.push_back(h.reshape(bound, one));
  Value vector =
      stablehlo::ConcatenateOp::create(h.builder(), h.location(), parts, 0);
  return h.broadcast(vector, type, {indexVectorDim});
}

/// A constant like `type` holding `values[p]` in index component p.
Value emitIndicesLike(stablehlo::HloEmitter &h, ArrayRef<int64_t> values,
                      RankedTensorType type, int64_t indexVectorDim) {
  Type element = type.getElementType();
  if (indexVectorDim >= type.getRank() || values.size() == 1)
    return stablehlo::ConstantOp::create(
        h.builder(), h.location(),
        DenseIntElementsAttr::get(type, APInt(element.getIntOrFloatBitWidth(),
                                              values.front(), true)));
  auto vectorType = RankedTensorType::get({int64_t(values.size())}, element);
  SmallVector<APInt> bits;
  for (int64_t value : values)
    bits.push_back(APInt(element.getIntOrFloatBitWidth(), value, true));
  Value vector = stablehlo::ConstantOp::create(
      h.builder(), h.location(), DenseIntElementsAttr::get(vectorType, bits));
  return h.broadcast(vector, type, {indexVectorDim});
}

/// The 0-d `value` of integer type `element`.
Value emitScalar(stablehlo::HloEmitter &h, Type element, int64_t value) {
  auto type = RankedTensorType::get({}, element);
  return stablehlo::ConstantOp::create(
      h.builder(), h.location(),
      DenseIntElementsAttr::get(
          type, APInt(element.getIntOrFloatBitWidth(), value, true)));
}

/// The 0-d i1 `true`.
Value emitTrue(stablehlo::HloEmitter &h) {
  OpBuilder &b = h.builder();
  return stablehlo::ConstantOp::create(
      b, h.location(),
      DenseIntElementsAttr::get(RankedTensorType::get({}, b.getI1Type()),
                                true));
}

/// The offset (tensor<i64>) of the device's block of operand dimension `d`,
/// split by `sharding` into blocks of `blockSize`.
Value emitBlockOffset(OpBuilder &b, Location loc, const Localizer &localizer,
                      TensorShardingAttr sharding, int64_t d,
                      int64_t blockSize) {
  SmallVector<int64_t> table = localizer.getShardIndexPerDevice(
      localizer.getMesh(sharding), Localizer::getDimAxes(sharding, d));
  for (int64_t &entry : table)
    entry *= blockSize;
  return localizer.emitDeviceLookup(b, loc, table);
}

/// Indices of `indicesType` moved into the device's blocks, as Shardy does
/// for gather and scatter: per index component (an operand dimension of
/// `indexedDims`), the first index of the device's block along a dimension
/// of `blockDims`, 0 along the others, subtracted from `indices`. With
/// `inBlock`, also whether each index lies in the block: up to its last
/// index there, the global dimension's (`globalSizes`) elsewhere.
Value emitLocalIndices(stablehlo::HloEmitter &h, const Localizer &localizer,
                       TensorShardingAttr sharding, RankedTensorType local,
                       Value indices, ArrayRef<int64_t> indexedDims,
                       ArrayRef<int64_t> blockDims,
                       ArrayRef<int64_t> globalSizes, int64_t indexVectorDim,
                       Value *inBlock = nullptr) {
  auto indicesType = cast<RankedTensorType>(indices.getType());
  Type element = indicesType.getElementType();
  auto scalarType = RankedTensorType::get({}, element);
  SmallVector<Value> firsts, lasts;
  for (auto [p, d] : llvm::enumerate(indexedDims)) {
    if (!llvm::is_contained(blockDims, d)) {
      firsts.push_back(emitScalar(h, element, 0));
      if (inBlock)
        lasts.push_back(emitScalar(h, element, globalSizes[p] - 1));
      continue;
    }
    int64_t size = local.getDimSize(d);
    Value offset = stablehlo::ConvertOp::create(
        h.builder(), h.location(), scalarType,
        emitBlockOffset(h.builder(), h.location(), localizer, sharding, d,
                        size));
    firsts.push_back(offset);
    if (inBlock)
      lasts.push_back(h.add(offset, emitScalar(h, element, size - 1)));
  }
  Value first = spreadBounds(h, firsts, indicesType, indexVectorDim);
  Value last =
      inBlock ? spreadBounds(h, lasts, indicesType, indexVectorDim) : Value();
  Value shifted = h.sub(indices, first);
  if (inBlock) {
    Value fromFirst = h.compare(ComparisonDirection::GE, indices, first);
    Value toLast = h.compare(ComparisonDirection::LE, indices, last);
    *inBlock = h.andOp(fromFirst, toLast);
  }
  return shifted;
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

  // As Shardy: the start indices clamped into the global operand, moved
  // into the device's blocks, and the rows outside them masked to zeros.
  OpBuilder b(op);
  Location loc = op->getLoc();
  stablehlo::HloEmitter h(b, loc);
  SmallVector<int64_t> globalSizes;
  for (int64_t d : startIndexMap)
    globalSizes.push_back(local.getDimSize(d) *
                          localizer.getShardCount(sharding, d));
  Value mask;
  if (llvm::any_of(reductionDims, [&](int64_t d) {
        return llvm::is_contained(startIndexMap, d);
      })) {
    SmallVector<int64_t> lastIndices;
    for (int64_t size : globalSizes)
      lastIndices.push_back(size - 1);
    Value clamped = h.op<stablehlo::ClampOp>(
        {emitIndicesLike(h, {0}, indicesType, indexVectorDim), indices,
         emitIndicesLike(h, lastIndices, indicesType, indexVectorDim)});
    gather->setOperand(1,
                       emitLocalIndices(h, localizer, sharding, local, clamped,
                                        startIndexMap, reductionDims,
                                        globalSizes, indexVectorDim, &mask));
  }
  // A dimension the start indices do not name is read from row 0: only the
  // devices holding it keep their rows.
  Value holdsFirst;
  for (int64_t d : reductionDims) {
    if (llvm::is_contained(startIndexMap, d))
      continue;
    Value offset =
        emitBlockOffset(b, loc, localizer, sharding, d, local.getDimSize(d));
    Value first = h.compare(ComparisonDirection::EQ, offset,
                            emitScalar(h, b.getI64Type(), 0));
    holdsFirst = holdsFirst ? h.andOp(holdsFirst, first) : first;
  }
  if (holdsFirst && mask)
    mask =
        h.andOp(mask, h.broadcast(holdsFirst,
                                  cast<RankedTensorType>(mask.getType()), {}));
  else if (holdsFirst)
    mask = holdsFirst;

  b.setInsertionPointAfter(op);
  // One flag per index vector.
  auto maskType = cast<RankedTensorType>(mask.getType());
  if (indexVectorDim < maskType.getRank())
    mask = h.reduce(mask, emitTrue(h), {indexVectorDim},
                    [](stablehlo::HloEmitter &e, Value x, Value y) {
                      return e.andOp(x, y);
                    });
  auto localResult = cast<RankedTensorType>(result.getType());
  SmallVector<int64_t> maskDims;
  if (cast<RankedTensorType>(mask.getType()).getRank() > 0)
    maskDims = resultBatchDims;
  Value spread = h.broadcast(mask, localResult.clone(b.getI1Type()), maskDims);
  Value kept = h.keepWhere(spread, result);
  result.replaceAllUsesExcept(kept, kept.getDefiningOp());
  localizer.setSharding(kept, localizer.getSharding(result));
  return success();
}

/// The identity, as a 0-d constant of `element`, of the op combining the
/// operand's element (block argument i) with an update's (argument
/// i + numInputs) into result i of a scatter's `region`: add, or, max or
/// min (the reductions an sdy.all_reduce after it can finish). Null for any
/// other body.
Value emitScatterIdentity(stablehlo::HloEmitter &h, Region &region,
                          int64_t numInputs, int64_t i, Type element) {
  Block &block = region.front();
  Operation *combine = block.getTerminator()->getOperand(i).getDefiningOp();
  if (!combine || combine->getBlock() != &block ||
      combine->getNumOperands() != 2 ||
      combine->getOperand(0) != block.getArgument(i) ||
      combine->getOperand(1) != block.getArgument(i + numInputs))
    return {};
  TypeID kind = combine->getName().getTypeID();
  auto type = RankedTensorType::get({}, element);
  auto constant = [&](Attribute value) -> Value {
    return stablehlo::ConstantOp::create(h.builder(), h.location(),
                                         DenseElementsAttr::get(type, value));
  };
  Builder &b = h.builder();
  if (kind == TypeID::get<stablehlo::AddOp>() ||
      kind == TypeID::get<stablehlo::OrOp>())
    return constant(b.getZeroAttr(element));
  bool isMax = kind == TypeID::get<stablehlo::MaxOp>();
  if (!isMax && kind != TypeID::get<stablehlo::MinOp>())
    return {};
  if (isa<FloatType>(element)) {
    const llvm::fltSemantics &semantics =
        cast<FloatType>(element).getFloatSemantics();
    return constant(b.getFloatAttr(
        element, APFloat::getInf(semantics, /*Negative=*/isMax)));
  }
  auto integer = dyn_cast<IntegerType>(element);
  if (!integer)
    return {};
  unsigned width = integer.getWidth();
  APInt bound;
  if (integer.isUnsigned() || width == 1)
    bound = isMax ? APInt::getMinValue(width) : APInt::getMaxValue(width);
  else
    bound = isMax ? APInt::getSignedMinValue(width)
                  : APInt::getSignedMaxValue(width);
  return constant(b.getIntegerAttr(element, bound));
}

/// A split operand dimension no index moves the windows along (they start
/// at 0), which the updates hold whole, in their dimension `updateDim`.
struct WholeWindow {
  int64_t dim;
  int64_t updateDim;
};

/// Gives each device of `scatter` the part of its windows along each of
/// `windows` that lands in its operand block (the operand split by
/// `sharding`): the updates, padded to the
/// operand's size there, cut to the device's block. Where the windows do not
/// reach (the padding), the results keep the scatter's inputs.
void scatterBlocksOfWindows(stablehlo::ScatterOp scatter, Localizer &localizer,
                            TensorShardingAttr sharding,
                            ArrayRef<WholeWindow> windows) {
  OpBuilder b(scatter);
  Location loc = scatter.getLoc();
  stablehlo::HloEmitter h(b, loc);
  auto local = cast<RankedTensorType>(scatter.getInputs().front().getType());
  auto updatesType =
      cast<RankedTensorType>(scatter.getUpdates().front().getType());
  auto i64 = RankedTensorType::get(local.getShape(), b.getI64Type());
  Value reached;
  SmallVector<SmallVector<int64_t>> offsets;
  for (WholeWindow window : windows) {
    int64_t size = local.getDimSize(window.dim);
    SmallVector<int64_t> table = localizer.getShardIndexPerDevice(
        localizer.getMesh(sharding),
        Localizer::getDimAxes(sharding, window.dim));
    for (int64_t &entry : table)
      entry *= size;
    int64_t reach = updatesType.getDimSize(window.updateDim);
    if (*llvm::max_element(table) + size > reach) {
      Value place = h.add(
          h.iota(i64, window.dim),
          h.broadcastScalar(localizer.emitDeviceLookup(b, loc, table), i64));
      Value below = h.compare(ComparisonDirection::LT, place,
                              h.splat(i64, static_cast<double>(reach)));
      reached = reached ? h.andOp(reached, below) : below;
    }
    offsets.push_back(std::move(table));
  }
  int64_t numInputs = scatter.getInputs().size();
  for (auto [k, update] : llvm::enumerate(scatter.getUpdates())) {
    Value block = update;
    for (auto [window, offset] : llvm::zip_equal(windows, offsets)) {
      int64_t size = local.getDimSize(window.dim);
      int64_t global = size * localizer.getShardCount(sharding, window.dim);
      int64_t reach = updatesType.getDimSize(window.updateDim);
      if (reach < global)
        block = halo::padAlong(
            b, loc, block, emitScalarZero(b, loc, getElementTypeOrSelf(update)),
            window.updateDim, 0, global - reach);
      block =
          halo::sliceAtDeviceOffset(b, loc, block, window.updateDim, offset,
                                    size, localizer.getOptions().useReplicaId);
    }
    scatter->setOperand(numInputs + 1 + k, block);
  }
  if (!reached)
    return;
  b.setInsertionPointAfter(scatter);
  for (auto [input, result] :
       llvm::zip_equal(scatter.getInputs(), scatter.getResults())) {
    Value kept = h.select(reached, result, input);
    result.replaceAllUsesExcept(kept, kept.getDefiningOp());
    localizer.setSharding(kept, localizer.getSharding(result));
  }
}

/// Checks that every value of `values` splits its dimensions as the first.
LogicalResult checkAlike(Operation *op, const Localizer &localizer,
                         ValueRange values, StringRef name) {
  for (Value value : values.drop_front())
    for (int64_t d = 0, e = cast<RankedTensorType>(value.getType()).getRank();
         d < e; ++d)
      if (failed(checkSameDimSharding(op, localizer, values.front(), d, value,
                                      d, name, name)))
        return failure();
  return success();
}

LogicalResult localizeScatter(Operation *op, Localizer &localizer) {
  auto scatter = cast<stablehlo::ScatterOp>(op);
  auto dims = scatter.getScatterDimensionNumbers();
  ValueRange inputs = scatter.getInputs(), allUpdates = scatter.getUpdates();
  Value operand = inputs.front(), indices = scatter.getScatterIndices();
  Value updates = allUpdates.front();
  if (failed(checkAlike(op, localizer, inputs, "input")) ||
      failed(checkAlike(op, localizer, allUpdates, "updates")))
    return failure();
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
  // Each result is split as its input.
  for (auto [input, result] : llvm::zip_equal(inputs, scatter.getResults()))
    for (int64_t d = 0; d < local.getRank(); ++d)
      if (failed(checkSameDimSharding(op, localizer, input, d, result, d)))
        return failure();
  // Operand dimensions the updates' window dimensions cover, in order.
  SmallVector<int64_t> operandWindowDims;
  for (int64_t d = 0; d < local.getRank(); ++d)
    if (!llvm::is_contained(inserted, d) && !llvm::is_contained(batching, d))
      operandWindowDims.push_back(d);
  // Split indexed dimensions an update element lands in one block of: the
  // indices move into the device's block.
  SmallVector<int64_t> indexedSplit;
  // Split unindexed dimensions whose windows the updates hold whole.
  SmallVector<WholeWindow> wholeWindows;
  for (int64_t d = 0; d < local.getRank(); ++d) {
    int64_t shards = localizer.getShardCount(sharding, d);
    bool indexed = llvm::is_contained(toOperand, d);
    if (llvm::is_contained(batching, d))
      continue;
    if (llvm::is_contained(inserted, d)) {
      if (shards > 1 && !indexed)
        return emitUnsupported(op,
                               (Twine("it scatters along split dimension ") +
                                Twine(d) + ", an unindexed inserted dimension")
                                   .str(),
                               sharding);
      if (shards > 1)
        indexedSplit.push_back(d);
      continue;
    }
    int64_t i = llvm::find(operandWindowDims, d) - operandWindowDims.begin();
    if (shards > 1 && indexed && updatesType.getDimSize(windowDims[i]) == 1) {
      indexedSplit.push_back(d);
      continue;
    }
    if (shards > 1 && !indexed &&
        localizer.getShardCount(localizer.getSharding(updates),
                                windowDims[i]) == 1) {
      wholeWindows.push_back({d, windowDims[i]});
      continue;
    }
    if (failed(checkSameDimSharding(op, localizer, operand, d, updates,
                                    windowDims[i], "operand", "updates")))
      return failure();
    if (shards > 1 && indexed)
      return emitUnsupported(
          op,
          (Twine("it scatters windows longer than one element along split "
                 "indexed dimension ") +
           Twine(d))
              .str(),
          sharding);
    // Windows start at 0 along an unindexed dimension: split, they must
    // cover it, or each device would write its block's first elements.
    if (shards > 1 &&
        updatesType.getDimSize(windowDims[i]) != local.getDimSize(d))
      return emitUnsupported(
          op,
          (Twine("its windows cover part of split unindexed dimension ") +
           Twine(d))
              .str(),
          sharding);
  }
  // Index batch dimensions are the updates' other dimensions; axes that
  // split them but not the operand make each device's result partial (as
  // Shardy: its reduction axes).
  SmallVector<int64_t> updateBatchDims;
  for (int64_t d = 0; d < updatesType.getRank(); ++d)
    if (!llvm::is_contained(windowDims, d))
      updateBatchDims.push_back(d);
  TensorShardingAttr updatesSharding = localizer.getSharding(updates);
  SmallVector<AxisRefAttr> operandAxes, reductionAxes;
  for (int64_t d = 0; d < local.getRank(); ++d)
    if (localizer.getShardCount(sharding, d) > 1)
      llvm::append_range(operandAxes, Localizer::getDimAxes(sharding, d));
  for (int64_t d = 0, k = 0; d < indicesType.getRank(); ++d) {
    int64_t updateDim = d == indexVectorDim ? -1 : updateBatchDims[k++];
    if (failed(checkSameDimSharding(op, localizer, indices, d, updates,
                                    updateDim, "indices", "updates")))
      return failure();
    if (updateDim < 0 ||
        localizer.getShardCount(updatesSharding, updateDim) == 1)
      continue;
    for (AxisRefAttr axis : Localizer::getDimAxes(updatesSharding, updateDim))
      if (!llvm::is_contained(operandAxes, axis))
        reductionAxes.push_back(axis);
  }
  for (Value result : scatter.getResults())
    if (failed(localizer.localizeValue(op, result)))
      return failure();

  OpBuilder b(op);
  Location loc = op->getLoc();
  stablehlo::HloEmitter h(b, loc);
  if (!reductionAxes.empty()) {
    // One device of each group along the reduction axes (its leader) keeps
    // the inputs; the others start from the scatter's identity.
    SmallVector<Value> identities;
    for (Value input : inputs) {
      identities.push_back(emitScatterIdentity(
          h, scatter.getUpdateComputation(), inputs.size(), identities.size(),
          cast<RankedTensorType>(input.getType()).getElementType()));
      if (!identities.back())
        return emitUnsupported(op,
                               "its updates are split along batch dimensions "
                               "and it does not add, or, take the maximum or "
                               "the minimum of them",
                               updatesSharding);
    }
    MeshAttr mesh = localizer.getMesh(updatesSharding);
    SmallVector<bool> leaders;
    for (int64_t index : localizer.getShardIndexPerDevice(mesh, reductionAxes))
      leaders.push_back(index == 0);
    Value device = localizer.emitDeviceIndex(b, loc);
    auto tableType =
        RankedTensorType::get({int64_t(leaders.size())}, b.getI1Type());
    Value table = stablehlo::ConstantOp::create(
        b, loc, DenseElementsAttr::get(tableType, ArrayRef<bool>(leaders)));
    Value isLeader = stablehlo::DynamicSliceOp::create(
        b, loc, table, ValueRange{device}, ArrayRef<int64_t>{1});
    Value mask = stablehlo::BroadcastInDimOp::create(
        b, loc, local.clone(b.getI1Type()), isLeader, ArrayRef<int64_t>{0});
    for (auto [i, input] : llvm::enumerate(inputs)) {
      Value identity = stablehlo::BroadcastInDimOp::create(
          b, loc, cast<RankedTensorType>(input.getType()), identities[i],
          ArrayRef<int64_t>{});
      scatter->setOperand(i, h.select(mask, input, identity));
    }
  }
  if (!indexedSplit.empty())
    scatter.getScatterIndicesMutable().assign(
        emitLocalIndices(h, localizer, sharding, local, indices, toOperand,
                         indexedSplit, {}, indexVectorDim));
  if (!wholeWindows.empty())
    scatterBlocksOfWindows(scatter, localizer, sharding, wholeWindows);
  return success();
}

} // namespace

void addGatherScatterRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<stablehlo::GatherOp>()] = localizeGather;
  rewrites[TypeID::get<stablehlo::ScatterOp>()] = localizeScatter;
}

} // namespace hlokit::sdy::g2l
