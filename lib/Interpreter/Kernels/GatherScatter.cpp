//===- GatherScatter.cpp - gather and scatter kernels ---------------------===//
//
// Both kernels first turn every index vector into one linear offset (gather)
// or one start position (scatter), reading the index tensor in place, then
// copy or combine the innermost contiguous run of each window at once.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/GatherScatter.h"

#include "hlokit/Interpreter/Math/ScalarOps.h"
#include "hlokit/Interpreter/Tensor/IndexSpace.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cstring>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter {

namespace {

/// Dimensions of [0, rank) in neither `a` nor `b`, ascending.
SmallVector<int64_t> complementDims(int64_t rank, ArrayRef<int64_t> a,
                                    ArrayRef<int64_t> b) {
  SmallVector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(a, d) && !llvm::is_contained(b, d))
      dims.push_back(d);
  return dims;
}

/// `shape` without dimension `dim` (unchanged when dim == rank).
SmallVector<int64_t> dropDim(ArrayRef<int64_t> shape, int64_t dim) {
  SmallVector<int64_t> result(shape.begin(), shape.end());
  if (dim < static_cast<int64_t>(shape.size()))
    result.erase(result.begin() + dim);
  return result;
}

/// Batch position of index-tensor dimension `d` (d != index_vector_dim).
int64_t indexDimToBatchPos(int64_t d, int64_t indexVectorDim) {
  return d < indexVectorDim ? d : d - 1;
}

/// Strides of the index tensor along the batch positions.
SmallVector<int64_t> batchIndexStrides(ArrayRef<int64_t> indexShape,
                                       int64_t indexVectorDim) {
  SmallVector<int64_t> strides = getStrides(indexShape);
  return dropDim(strides, indexVectorDim);
}

/// Calls f(typed pointer) with the index tensor's data.
template <typename F> void withIndexData(const Tensor &indices, F &&f) {
  dispatchElementType(indices.getElementType(), [&](auto v) {
    using T = decltype(v);
    if constexpr (IsIntV<T>)
      f(indices.data<T>());
    else
      llvm_unreachable("index tensor of a non-integer type");
  });
}

template <typename T> int64_t toIndex(T v) {
  if constexpr (std::is_unsigned_v<T> && sizeof(T) == 8)
    return v > static_cast<uint64_t>(INT64_MAX) ? INT64_MAX
                                                : static_cast<int64_t>(v);
  else
    return static_cast<int64_t>(v);
}

/// Keeps start positions far from int64_t overflow; any value beyond this is
/// out of bounds (scatter) or clamped (gather) the same way.
int64_t saturateStart(int64_t v) {
  constexpr int64_t limit = int64_t(1) << 62;
  return std::clamp(v, -limit, limit);
}

/// For every batch position, the operand offset where its slice starts:
/// clamped start indices plus the batching coordinates.
SmallVector<int64_t> computeGatherBases(const Tensor &operand,
                                        const Tensor &indices,
                                        const GatherDims &dims,
                                        ArrayRef<int64_t> batchShape) {
  ArrayRef<int64_t> operandShape = operand.getShape();
  SmallVector<int64_t> operandStrides = getStrides(operandShape);
  SmallVector<int64_t> indexStrides = getStrides(indices.getShape());
  int64_t ivd = dims.indexVectorDim;
  int64_t ivStride = ivd < indices.getRank() ? indexStrides[ivd] : 0;

  // Operand offset per unit of each batch coordinate (batching dims only).
  SmallVector<int64_t> batchingStrides(batchShape.size(), 0);
  for (auto [od, sd] :
       llvm::zip(dims.operandBatchingDims, dims.startIndicesBatchingDims))
    batchingStrides[indexDimToBatchPos(sd, ivd)] = operandStrides[od];

  SmallVector<int64_t> maxStart, startStride;
  for (int64_t od : dims.startIndexMap) {
    maxStart.push_back(operandShape[od] - dims.sliceSizes[od]);
    startStride.push_back(operandStrides[od]);
  }

  SmallVector<int64_t> idxBatchStrides =
      batchIndexStrides(indices.getShape(), ivd);
  SmallVector<int64_t> bases;
  bases.reserve(getNumElements(batchShape).value_or(0));
  withIndexData(indices, [&](auto *idx) {
    forEachIndex<2>(
        batchShape, {ArrayRef<int64_t>(idxBatchStrides), batchingStrides},
        {0, 0}, [&](ArrayRef<int64_t>, const std::array<int64_t, 2> &off) {
          int64_t base = off[1];
          for (size_t k = 0; k < maxStart.size(); ++k) {
            int64_t v = toIndex(idx[off[0] + int64_t(k) * ivStride]);
            base += std::clamp<int64_t>(v, 0, maxStart[k]) * startStride[k];
          }
          bases.push_back(base);
        });
  });
  return bases;
}

/// Copies `count` elements of `elemSize` bytes; element-sized copies are
/// typed so single-element runs avoid a memcpy call.
template <size_t ElemSize> struct Bytes { char b[ElemSize]; };

/// Runs are fetched this many batch positions ahead: gathered rows come from
/// unpredictable addresses, so hardware prefetchers cannot.
constexpr int64_t kPrefetchDistance = 8;
constexpr int64_t kCacheLine = 64;

/// Prefetches up to 1 KiB starting at `p`.
void prefetchRun(const char *p, size_t bytes) {
  size_t n = std::min<size_t>(bytes, 1024);
  for (size_t b = 0; b < n; b += kCacheLine)
    __builtin_prefetch(p + b);
}

template <size_t ElemSize>
void copyRuns(char *dst, const char *operand, ArrayRef<int64_t> outerShape,
              ArrayRef<int64_t> opStrides, ArrayRef<int64_t> batchStrides,
              ArrayRef<int64_t> bases, int64_t runLen) {
  using E = Bytes<ElemSize>;
  const E *src = reinterpret_cast<const E *>(operand);
  E *out = reinterpret_cast<E *>(dst);
  size_t runBytes = static_cast<size_t>(runLen) * ElemSize;
  // Batch positions advance along the innermost outer dimension.
  int64_t ahead =
      outerShape.empty() ? 0 : kPrefetchDistance * batchStrides.back();
  int64_t numBases = static_cast<int64_t>(bases.size());
  forEachIndex<2>(outerShape, {opStrides, batchStrides}, {0, 0},
                  [&](ArrayRef<int64_t>, const std::array<int64_t, 2> &off) {
                    if (ahead != 0 && off[1] + ahead < numBases)
                      prefetchRun(reinterpret_cast<const char *>(
                                      src + bases[off[1] + ahead] + off[0]),
                                  runBytes);
                    const E *from = src + bases[off[1]] + off[0];
                    if (runLen == 1)
                      *out = *from;
                    else
                      std::memcpy(out, from, runBytes);
                    out += runLen;
                  });
}

} // namespace

int64_t readIndex(const Tensor &indices, int64_t i) {
  int64_t result = 0;
  withIndexData(indices, [&](auto *idx) { result = toIndex(idx[i]); });
  return result;
}

SmallVector<int64_t> getGatherResultShape(ArrayRef<int64_t> indices,
                                          const GatherDims &dims) {
  SmallVector<int64_t> batchShape = dropDim(indices, dims.indexVectorDim);
  int64_t operandRank = static_cast<int64_t>(dims.sliceSizes.size());
  SmallVector<int64_t> offsetOperandDims = complementDims(
      operandRank, dims.collapsedSliceDims, dims.operandBatchingDims);
  int64_t rank =
      static_cast<int64_t>(batchShape.size() + dims.offsetDims.size());
  SmallVector<int64_t> shape;
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t r = 0; r < rank; ++r) {
    if (nextOffset < dims.offsetDims.size() && dims.offsetDims[nextOffset] == r)
      shape.push_back(dims.sliceSizes[offsetOperandDims[nextOffset++]]);
    else
      shape.push_back(batchShape[nextBatch++]);
  }
  return shape;
}

llvm::Expected<Tensor> gather(const Tensor &operand, const Tensor &startIndices,
                              const GatherDims &dims) {
  SmallVector<int64_t> resultShape =
      getGatherResultShape(startIndices.getShape(), dims);
  llvm::Expected<Tensor> result =
      Tensor::allocate(operand.getElementType(), resultShape);
  if (!result || result->getNumElements() == 0)
    return result;

  SmallVector<int64_t> batchShape =
      dropDim(startIndices.getShape(), dims.indexVectorDim);
  SmallVector<int64_t> bases =
      computeGatherBases(operand, startIndices, dims, batchShape);

  // Per result dimension: its stride in the operand (offset dims) or in the
  // batch position space (batch dims).
  SmallVector<int64_t> operandStrides = getStrides(operand.getShape());
  SmallVector<int64_t> batchSpaceStrides = getStrides(batchShape);
  SmallVector<int64_t> offsetOperandDims = complementDims(
      operand.getRank(), dims.collapsedSliceDims, dims.operandBatchingDims);
  int64_t rank = result->getRank();
  SmallVector<int64_t> opStrides(rank, 0), bStrides(rank, 0);
  SmallVector<bool> isOffset(rank, false);
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t r = 0; r < rank; ++r) {
    if (nextOffset < dims.offsetDims.size() &&
        dims.offsetDims[nextOffset] == r) {
      opStrides[r] = operandStrides[offsetOperandDims[nextOffset++]];
      isOffset[r] = true;
    } else {
      bStrides[r] = batchSpaceStrides[nextBatch++];
    }
  }

  // The innermost run contiguous in both the operand and the result.
  int64_t runLen = 1, firstRunDim = rank;
  for (int64_t r = rank - 1; r >= 0; --r) {
    if (resultShape[r] != 1 && !(isOffset[r] && opStrides[r] == runLen))
      break;
    runLen *= resultShape[r];
    firstRunDim = r;
  }
  ArrayRef<int64_t> outerShape =
      ArrayRef<int64_t>(resultShape).take_front(firstRunDim);
  ArrayRef<int64_t> outerOp =
      ArrayRef<int64_t>(opStrides).take_front(firstRunDim);
  ArrayRef<int64_t> outerB =
      ArrayRef<int64_t>(bStrides).take_front(firstRunDim);

  char *dst = result->getRawMutableData();
  const char *src = operand.getRawData();
  switch (getElementByteSize(operand.getElementType())) {
  case 1:
    copyRuns<1>(dst, src, outerShape, outerOp, outerB, bases, runLen);
    break;
  case 2:
    copyRuns<2>(dst, src, outerShape, outerOp, outerB, bases, runLen);
    break;
  case 4:
    copyRuns<4>(dst, src, outerShape, outerOp, outerB, bases, runLen);
    break;
  case 8:
    copyRuns<8>(dst, src, outerShape, outerOp, outerB, bases, runLen);
    break;
  case 16:
    copyRuns<16>(dst, src, outerShape, outerOp, outerB, bases, runLen);
    break;
  default:
    llvm_unreachable("unexpected element size");
  }
  return result;
}

namespace {

/// Where one scatter position's (clipped) window lands.
struct ScatterWindow {
  int64_t inputOffset = 0;
  int64_t updateOffset = 0;
  SmallVector<int64_t, 8> shape; // clipped window, in update-window order
};

/// The scatter geometry shared by every combiner: walks scatter positions
/// and their in-bounds windows, calling `run(inputOffset, updateOffset, len)`
/// for each contiguous run.
class ScatterPlan {
public:
  ScatterPlan(ArrayRef<int64_t> inputShape, const Tensor &indices,
              ArrayRef<int64_t> updateShape, const ScatterDims &dims)
      : inputShape(inputShape), indices(indices), updateShape(updateShape),
        dims(dims) {
    inputStrides = getStrides(inputShape);
    updateStrides = getStrides(updateShape);
    inputWindowDims =
        complementDims(static_cast<int64_t>(inputShape.size()),
                       dims.insertedWindowDims, dims.inputBatchingDims);
    for (auto [uw, iw] : llvm::zip(dims.updateWindowDims, inputWindowDims)) {
      windowShape.push_back(updateShape[uw]);
      windowInputStrides.push_back(inputStrides[iw]);
      windowUpdateStrides.push_back(updateStrides[uw]);
    }
    for (int64_t d = 0; d < static_cast<int64_t>(inputShape.size()); ++d)
      if (!llvm::is_contained(inputWindowDims, d))
        pointDims.push_back(d);
    scatterShape = dropDim(indices.getShape(), dims.indexVectorDim);
    idxBatchStrides =
        batchIndexStrides(indices.getShape(), dims.indexVectorDim);
    SmallVector<int64_t> updScatterDims = complementDims(
        static_cast<int64_t>(updateShape.size()), dims.updateWindowDims, {});
    for (int64_t d : updScatterDims)
      updScatterStrides.push_back(updateStrides[d]);
    int64_t ivd = dims.indexVectorDim;
    ivStride =
        ivd < indices.getRank() ? getStrides(indices.getShape())[ivd] : 0;
    // The innermost window dim is a run when it is contiguous on both sides.
    innerIsRun = !windowShape.empty() && windowInputStrides.back() == 1 &&
                 windowUpdateStrides.back() == 1;
  }

  /// With `prefetchBase` (the result's data), also prefetches the window
  /// of the scatter position kPrefetchDistance ahead.
  template <typename RunFn>
  void forEachRun(RunFn &&run, const char *prefetchBase = nullptr,
                  int64_t elemSize = 0) const {
    size_t runBytes =
        (innerIsRun ? windowShape.back() : 1) * static_cast<size_t>(elemSize);
    withIndexData(indices, [&](auto *idx) {
      SmallVector<int64_t, 8> start(inputShape.size());
      ScatterWindow window;
      forEachIndex<2>(
          scatterShape, {ArrayRef<int64_t>(idxBatchStrides), updScatterStrides},
          {0, 0},
          [&](ArrayRef<int64_t> pos, const std::array<int64_t, 2> &off) {
            if (prefetchBase)
              if (std::optional<int64_t> ahead = lookahead(idx, pos, off))
                prefetchRun(prefetchBase + *ahead * elemSize, runBytes);
            if (locateWindow(idx, pos, off, start, window))
              walkWindow(window, run);
          });
    });
  }

private:
  /// The input offset where the window of the scatter position
  /// kPrefetchDistance further along the innermost scatter dimension
  /// starts, when that position exists and its start is in bounds.
  template <typename IdxT>
  std::optional<int64_t> lookahead(const IdxT *idx, ArrayRef<int64_t> pos,
                                   const std::array<int64_t, 2> &off) const {
    if (pos.empty())
      return std::nullopt;
    size_t last = pos.size() - 1;
    if (pos[last] + kPrefetchDistance >= scatterShape[last])
      return std::nullopt;
    int64_t idxOffset = off[0] + kPrefetchDistance * idxBatchStrides[last];
    int64_t offset = 0;
    for (size_t k = 0; k < dims.scatterDimsToOperandDims.size(); ++k) {
      int64_t d = dims.scatterDimsToOperandDims[k];
      int64_t v = toIndex(idx[idxOffset + int64_t(k) * ivStride]);
      if (v < 0 || v >= inputShape[d])
        return std::nullopt;
      offset += v * inputStrides[d];
    }
    for (auto [id, sd] :
         llvm::zip(dims.inputBatchingDims, dims.scatterIndicesBatchingDims)) {
      size_t j = indexDimToBatchPos(sd, dims.indexVectorDim);
      offset +=
          (pos[j] + (j == last ? kPrefetchDistance : 0)) * inputStrides[id];
    }
    return offset;
  }

  /// Computes the start position and the clipped window of one scatter
  /// position; false when no element of the window is in bounds.
  template <typename IdxT>
  bool locateWindow(const IdxT *idx, ArrayRef<int64_t> pos,
                    const std::array<int64_t, 2> &off,
                    llvm::SmallVectorImpl<int64_t> &start,
                    ScatterWindow &window) const {
    std::fill(start.begin(), start.end(), 0);
    for (size_t k = 0; k < dims.scatterDimsToOperandDims.size(); ++k)
      start[dims.scatterDimsToOperandDims[k]] =
          saturateStart(toIndex(idx[off[0] + int64_t(k) * ivStride]));
    for (auto [id, sd] :
         llvm::zip(dims.inputBatchingDims, dims.scatterIndicesBatchingDims))
      start[id] = pos[indexDimToBatchPos(sd, dims.indexVectorDim)];
    for (int64_t d : pointDims)
      if (start[d] < 0 || start[d] >= inputShape[d])
        return false;
    window.inputOffset = 0;
    for (size_t d = 0; d < start.size(); ++d)
      window.inputOffset += start[d] * inputStrides[d];
    window.updateOffset = off[1];
    window.shape.clear();
    for (size_t k = 0; k < windowShape.size(); ++k) {
      int64_t d = inputWindowDims[k];
      int64_t lo = std::max<int64_t>(0, -start[d]);
      int64_t hi = std::min<int64_t>(windowShape[k], inputShape[d] - start[d]);
      if (lo >= hi)
        return false;
      window.inputOffset += lo * windowInputStrides[k];
      window.updateOffset += lo * windowUpdateStrides[k];
      window.shape.push_back(hi - lo);
    }
    return true;
  }

  template <typename RunFn>
  void walkWindow(const ScatterWindow &window, RunFn &&run) const {
    ArrayRef<int64_t> shape = window.shape;
    ArrayRef<int64_t> inStrides = windowInputStrides;
    ArrayRef<int64_t> updStrides = windowUpdateStrides;
    int64_t runLen = 1;
    if (innerIsRun) {
      runLen = shape.back();
      shape = shape.drop_back();
      inStrides = inStrides.drop_back();
      updStrides = updStrides.drop_back();
    }
    forEachIndex<2>(shape, {inStrides, updStrides},
                    {window.inputOffset, window.updateOffset},
                    [&](ArrayRef<int64_t>, const std::array<int64_t, 2> &off) {
                      run(off[0], off[1], runLen);
                    });
  }

  ArrayRef<int64_t> inputShape;
  const Tensor &indices;
  ArrayRef<int64_t> updateShape;
  const ScatterDims &dims;
  SmallVector<int64_t> inputStrides, updateStrides, inputWindowDims, pointDims;
  SmallVector<int64_t> windowShape, windowInputStrides, windowUpdateStrides;
  SmallVector<int64_t> scatterShape, idxBatchStrides, updScatterStrides;
  int64_t ivStride = 0;
  bool innerIsRun = false;
};

/// Applies a one-op combiner over runs with a direct typed loop.
template <typename T, typename Op>
void combineRuns(const ScatterPlan &plan, T *out, const T *upd, Op op) {
  plan.forEachRun(
      [&](int64_t inOff, int64_t updOff, int64_t len) {
        T *o = out + inOff;
        const T *u = upd + updOff;
        for (int64_t i = 0; i < len; ++i)
          o[i] = op(o[i], u[i]);
      },
      reinterpret_cast<const char *>(out), sizeof(T));
}

template <typename T>
void runFastCombiner(const ScatterPlan &plan, stablehlo::ReduceBodyKind kind,
                     Tensor &out, const Tensor &update) {
  T *o = out.mutableData<T>();
  const T *u = update.data<T>();
  switch (kind) {
  case stablehlo::ReduceBodyKind::Replace:
    plan.forEachRun([&](int64_t inOff, int64_t updOff, int64_t len) {
      std::memcpy(o + inOff, u + updOff, sizeof(T) * len);
    });
    return;
  case stablehlo::ReduceBodyKind::Add:
    return combineRuns(plan, o, u, [](T a, T b) { return scalar::add(a, b); });
  case stablehlo::ReduceBodyKind::Multiply:
    return combineRuns(plan, o, u,
                       [](T a, T b) { return scalar::multiply(a, b); });
  case stablehlo::ReduceBodyKind::Minimum:
    return combineRuns(plan, o, u,
                       [](T a, T b) { return scalar::minimum(a, b); });
  case stablehlo::ReduceBodyKind::Maximum:
    return combineRuns(plan, o, u,
                       [](T a, T b) { return scalar::maximum(a, b); });
  case stablehlo::ReduceBodyKind::And:
    if constexpr (std::is_integral_v<T>)
      return combineRuns(plan, o, u,
                         [](T a, T b) { return scalar::bitAnd(a, b); });
    break;
  case stablehlo::ReduceBodyKind::Or:
    if constexpr (std::is_integral_v<T>)
      return combineRuns(plan, o, u,
                         [](T a, T b) { return scalar::bitOr(a, b); });
    break;
  case stablehlo::ReduceBodyKind::Other:
    break;
  }
  llvm_unreachable("combiner kind not valid for this element type");
}

llvm::Error runGenericCombiner(const ScatterPlan &plan, GenericCombiner fn,
                               llvm::MutableArrayRef<Tensor> results,
                               ArrayRef<Tensor> updates) {
  size_t n = results.size();
  SmallVector<int64_t> sizes;
  for (const Tensor &t : results)
    sizes.push_back(getElementByteSize(t.getElementType()));
  SmallVector<char *> outPtrs(n);
  SmallVector<const char *> updPtrs(n);
  llvm::Error error = llvm::Error::success();
  plan.forEachRun([&](int64_t inOff, int64_t updOff, int64_t len) {
    for (int64_t i = 0; i < len && !error; ++i) {
      for (size_t k = 0; k < n; ++k) {
        outPtrs[k] = results[k].getRawMutableData() + (inOff + i) * sizes[k];
        updPtrs[k] = updates[k].getRawData() + (updOff + i) * sizes[k];
      }
      error = fn(outPtrs, updPtrs);
    }
  });
  return error;
}

} // namespace

llvm::Expected<SmallVector<Tensor>> scatter(ArrayRef<Tensor> inputs,
                                            const Tensor &scatterIndices,
                                            ArrayRef<Tensor> updates,
                                            const ScatterDims &dims,
                                            const Combiner &combiner) {
  SmallVector<Tensor> results;
  for (const Tensor &input : inputs) {
    llvm::Expected<Tensor> copy = input.clone();
    if (!copy)
      return copy.takeError();
    results.push_back(std::move(*copy));
  }
  if (llvm::Error e =
          scatterInto(results, scatterIndices, updates, dims, combiner))
    return e;
  return results;
}

llvm::Error scatterInto(llvm::MutableArrayRef<Tensor> results,
                        const Tensor &scatterIndices, ArrayRef<Tensor> updates,
                        const ScatterDims &dims, const Combiner &combiner) {
  ScatterPlan plan(results[0].getShape(), scatterIndices, updates[0].getShape(),
                   dims);
  if (combiner.kind == stablehlo::ReduceBodyKind::Other)
    return runGenericCombiner(plan, combiner.generic, results, updates);
  assert(results.size() == 1 && "fast combiners take a single input");
  dispatchElementType(results[0].getElementType(), [&](auto v) {
    runFastCombiner<decltype(v)>(plan, combiner.kind, results[0], updates[0]);
  });
  return llvm::Error::success();
}

} // namespace hlokit::interpreter
