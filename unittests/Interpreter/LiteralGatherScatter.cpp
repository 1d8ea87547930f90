//===- LiteralGatherScatter.cpp - spec-literal gather/scatter -------------===//
//
// Variable names follow docs/spec.md (gather and scatter "Semantics").
//
//===----------------------------------------------------------------------===//

#include "LiteralGatherScatter.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cstring>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter::literal {

namespace {

using Index = SmallVector<int64_t>;

/// Every index of `shape` in row-major order.
SmallVector<Index> indexSpace(ArrayRef<int64_t> shape) {
  SmallVector<Index> all;
  int64_t count = getNumElements(shape).value_or(0);
  Index index(shape.size(), 0);
  for (int64_t n = 0; n < count; ++n) {
    all.push_back(index);
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
  }
  return all;
}

bool contains(ArrayRef<int64_t> dims, int64_t d) {
  return llvm::is_contained(dims, d);
}

/// `index[dims...]`.
Index select(ArrayRef<int64_t> index, ArrayRef<int64_t> dims) {
  Index result;
  for (int64_t d : dims)
    result.push_back(index[d]);
  return result;
}

/// `start_indices[bi0, ..., :, ..., biN]`, or `[start_indices[batch_index]]`
/// when index_vector_dim is the rank.
Index startIndexOf(const Tensor &indices, ArrayRef<int64_t> batchIndex,
                   int64_t indexVectorDim) {
  if (indexVectorDim == indices.getRank())
    return {readIndex(indices, indices.getLinearIndex(batchIndex))};
  Index result;
  for (int64_t k = 0; k < indices.getShape()[indexVectorDim]; ++k) {
    Index full(batchIndex.begin(), batchIndex.end());
    full.insert(full.begin() + indexVectorDim, k);
    result.push_back(readIndex(indices, indices.getLinearIndex(full)));
  }
  return result;
}

/// `[wi0, ..., 0, ..., wiN]`: `index` spread over the dimensions of `rank`
/// not in `zeroDimsA`/`zeroDimsB`, zeros in those.
Index spreadWithZeros(ArrayRef<int64_t> index, int64_t rank,
                      ArrayRef<int64_t> zeroDimsA,
                      ArrayRef<int64_t> zeroDimsB) {
  Index full;
  size_t next = 0;
  for (int64_t d = 0; d < rank; ++d) {
    if (contains(zeroDimsA, d) || contains(zeroDimsB, d))
      full.push_back(0);
    else
      full.push_back(index[next++]);
  }
  return full;
}

int64_t elementSize(const Tensor &t) {
  return getElementByteSize(t.getElementType());
}

} // namespace

llvm::Expected<Tensor> gather(const Tensor &operand, const Tensor &startIndices,
                              const GatherDims &dims) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(operand.getElementType(),
                       getGatherResultShape(startIndices.getShape(), dims));
  if (!result)
    return result;
  int64_t operandRank = operand.getRank();
  Index batchDims;
  for (int64_t d = 0; d < result->getRank(); ++d)
    if (!contains(dims.offsetDims, d))
      batchDims.push_back(d);
  int64_t ivd = dims.indexVectorDim;
  int64_t es = elementSize(operand);

  for (const Index &resultIndex : indexSpace(result->getShape())) {
    Index batchIndex = select(resultIndex, batchDims);
    Index startIndex = startIndexOf(startIndices, batchIndex, ivd);
    Index fullStartIndex(operandRank, 0);
    for (int64_t dOperand = 0; dOperand < operandRank; ++dOperand) {
      auto *it = llvm::find(dims.startIndexMap, dOperand);
      if (it == dims.startIndexMap.end())
        continue;
      int64_t dStart = it - dims.startIndexMap.begin();
      int64_t hi = operand.getShape()[dOperand] - dims.sliceSizes[dOperand];
      fullStartIndex[dOperand] = std::clamp<int64_t>(startIndex[dStart], 0, hi);
    }
    Index fullBatchingIndex(operandRank, 0);
    for (size_t i = 0; i < dims.operandBatchingDims.size(); ++i) {
      int64_t dOperand = dims.operandBatchingDims[i];
      int64_t dStart = dims.startIndicesBatchingDims[i];
      fullBatchingIndex[dOperand] = batchIndex[dStart - (dStart < ivd ? 0 : 1)];
    }
    Index offsetIndex = select(resultIndex, dims.offsetDims);
    Index fullOffsetIndex =
        spreadWithZeros(offsetIndex, operandRank, dims.collapsedSliceDims,
                        dims.operandBatchingDims);
    Index operandIndex(operandRank);
    for (int64_t d = 0; d < operandRank; ++d)
      operandIndex[d] =
          fullStartIndex[d] + fullBatchingIndex[d] + fullOffsetIndex[d];
    std::memcpy(
        result->getRawMutableData() + result->getLinearIndex(resultIndex) * es,
        operand.getRawData() + operand.getLinearIndex(operandIndex) * es, es);
  }
  return result;
}

llvm::Expected<SmallVector<Tensor>> scatter(ArrayRef<Tensor> inputs,
                                            const Tensor &scatterIndices,
                                            ArrayRef<Tensor> updates,
                                            const ScatterDims &dims,
                                            GenericCombiner combiner) {
  SmallVector<Tensor> results;
  for (const Tensor &input : inputs) {
    llvm::Expected<Tensor> copy = input.clone();
    if (!copy)
      return copy.takeError();
    results.push_back(std::move(*copy));
  }
  ArrayRef<int64_t> inputShape = inputs[0].getShape();
  ArrayRef<int64_t> updateShape = updates[0].getShape();
  int64_t inputRank = inputs[0].getRank();
  int64_t ivd = dims.indexVectorDim;
  Index updateScatterDims;
  for (int64_t d = 0; d < updates[0].getRank(); ++d)
    if (!contains(dims.updateWindowDims, d))
      updateScatterDims.push_back(d);

  // The schedule: scatter positions, then window positions, row-major.
  SmallVector<Index> schedule;
  for (const Index &scatterPos :
       indexSpace(select(updateShape, updateScatterDims)))
    for (const Index &windowPos :
         indexSpace(select(updateShape, dims.updateWindowDims))) {
      Index updateIndex(updates[0].getRank());
      for (auto [d, v] : llvm::zip(updateScatterDims, scatterPos))
        updateIndex[d] = v;
      for (auto [d, v] : llvm::zip(dims.updateWindowDims, windowPos))
        updateIndex[d] = v;
      schedule.push_back(updateIndex);
    }

  for (const Index &updateIndex : schedule) {
    Index updateScatterIndex = select(updateIndex, updateScatterDims);
    Index startIndex = startIndexOf(scatterIndices, updateScatterIndex, ivd);
    Index fullStartIndex(inputRank, 0);
    for (size_t dStart = 0; dStart < dims.scatterDimsToOperandDims.size();
         ++dStart)
      fullStartIndex[dims.scatterDimsToOperandDims[dStart]] =
          startIndex[dStart];
    Index fullBatchingIndex(inputRank, 0);
    for (size_t i = 0; i < dims.inputBatchingDims.size(); ++i) {
      int64_t dStart = dims.scatterIndicesBatchingDims[i];
      fullBatchingIndex[dims.inputBatchingDims[i]] =
          updateScatterIndex[dStart - (dStart < ivd ? 0 : 1)];
    }
    Index updateWindowIndex = select(updateIndex, dims.updateWindowDims);
    Index fullWindowIndex =
        spreadWithZeros(updateWindowIndex, inputRank, dims.insertedWindowDims,
                        dims.inputBatchingDims);
    Index resultIndex(inputRank);
    bool inBounds = true;
    for (int64_t d = 0; d < inputRank; ++d) {
      // Index values are small in tests; no overflow handling needed here.
      resultIndex[d] =
          fullStartIndex[d] + fullBatchingIndex[d] + fullWindowIndex[d];
      inBounds &= resultIndex[d] >= 0 && resultIndex[d] < inputShape[d];
    }
    if (!inBounds)
      continue;
    SmallVector<char *> current;
    SmallVector<const char *> update;
    for (size_t k = 0; k < results.size(); ++k) {
      current.push_back(results[k].getRawMutableData() +
                        results[k].getLinearIndex(resultIndex) *
                            elementSize(results[k]));
      update.push_back(updates[k].getRawData() +
                       updates[k].getLinearIndex(updateIndex) *
                           elementSize(updates[k]));
    }
    if (llvm::Error e = combiner(current, update))
      return e;
  }
  return results;
}

} // namespace hlokit::interpreter::literal
