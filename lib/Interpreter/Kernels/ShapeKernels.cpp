//===- ShapeKernels.cpp - data movement kernels ---------------------------===//
//
// Most of these are one strided copy: walk the result in row-major order and
// read the source at a linear offset that moves by a per-dimension stride
// (negative for reverse, zero for broadcast), copying the innermost run with
// memcpy when it is contiguous.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/ShapeKernels.h"

#include "hlokit/Interpreter/Math/ScalarOps.h"
#include "hlokit/Interpreter/Tensor/IndexSpace.h"
#include "hlokit/Support/Parallel.h"

#include <algorithm>
#include <cstring>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter {

namespace {

/// Copies `count` elements of `elemSize` bytes from `from` to `to`, where
/// `from` advances by `stride` elements and `to` by one.
void copyStrided(char *to, const char *from, int64_t count, int64_t stride,
                 int64_t elemSize) {
  if (stride == 1) {
    std::memcpy(to, from, count * elemSize);
    return;
  }
  // Whole elements of the common sizes as typed loads and stores, not one
  // memcpy call each: broadcasts (stride 0) and transposes run these.
  auto typed = [&](auto word) {
    using W = decltype(word);
    W *out = reinterpret_cast<W *>(to);
    const W *in = reinterpret_cast<const W *>(from);
    if (stride == 0)
      return std::fill(out, out + count, *in);
    for (int64_t i = 0; i < count; ++i)
      out[i] = in[i * stride];
  };
  switch (elemSize) {
  case 1:
    return typed(uint8_t());
  case 2:
    return typed(uint16_t());
  case 4:
    return typed(uint32_t());
  case 8:
    return typed(uint64_t());
  default:
    for (int64_t i = 0; i < count; ++i)
      std::memcpy(to + i * elemSize, from + i * stride * elemSize, elemSize);
  }
}

/// Writes `dst` (whole, row-major) from `src` read at `base` plus the
/// strides of the destination's dimensions.
void stridedCopy(const Tensor &src, Tensor &dst, ArrayRef<int64_t> srcStrides,
                 int64_t base) {
  ArrayRef<int64_t> shape = dst.getShape();
  int64_t es = getElementByteSize(src.getElementType());
  if (dst.getNumElements() == 0)
    return;
  if (shape.empty()) {
    std::memcpy(dst.getRawMutableData(), src.getRawData() + base * es, es);
    return;
  }
  int64_t inner = shape.back();
  int64_t innerStride = srcStrides.back();
  const char *in = src.getRawData();
  ArrayRef<int64_t> outer = shape.drop_back();
  // Threads take slabs of the first outer dimension longer than 1: the
  // dimensions before it have one index, so each slab of the destination is
  // contiguous.
  int64_t split = 0;
  while (split + 1 < static_cast<int64_t>(outer.size()) && outer[split] == 1)
    ++split;
  int64_t slabRow = outer.empty() ? 0 : dst.getNumElements() / outer[split];
  auto copySlab = [&](int64_t begin, int64_t end) {
    SmallVector<int64_t> slabShape(outer);
    int64_t start = base;
    char *out = dst.getRawMutableData();
    if (!outer.empty()) {
      slabShape[split] = end - begin;
      start += begin * srcStrides[split];
      out += begin * slabRow * es;
    }
    forEachIndex<1>(slabShape, {srcStrides.drop_back()}, {start},
                    [&](ArrayRef<int64_t>, const std::array<int64_t, 1> &off) {
                      copyStrided(out, in + off[0] * es, inner, innerStride,
                                  es);
                      out += inner * es;
                    });
  };
  if (outer.empty())
    return copySlab(0, 1);
  parallelFor(outer[split], std::max<int64_t>(1, elementGrain / slabRow),
              copySlab);
}

llvm::Expected<Tensor> allocateLike(const Tensor &t, ArrayRef<int64_t> shape) {
  return Tensor::allocate(t.getElementType(), shape);
}

/// Copies all of `src` into `dst` at position `start` (in bounds).
void insertBlock(const Tensor &src, Tensor &dst, ArrayRef<int64_t> start) {
  SmallVector<int64_t> dstStrides = getStrides(dst.getShape());
  int64_t base = 0;
  for (size_t d = 0; d < start.size(); ++d)
    base += start[d] * dstStrides[d];
  int64_t es = getElementByteSize(src.getElementType());
  ArrayRef<int64_t> shape = src.getShape();
  if (src.getNumElements() == 0)
    return;
  if (shape.empty()) {
    std::memcpy(dst.getRawMutableData() + base * es, src.getRawData(), es);
    return;
  }
  int64_t inner = shape.back();
  const char *in = src.getRawData();
  char *out = dst.getRawMutableData();
  forEachIndex<1>(shape.drop_back(),
                  {ArrayRef<int64_t>(dstStrides).drop_back()}, {base},
                  [&](ArrayRef<int64_t>, const std::array<int64_t, 1> &off) {
                    std::memcpy(out + off[0] * es, in, inner * es);
                    in += inner * es;
                  });
}

} // namespace

llvm::Expected<Tensor> iota(ElementType type, ArrayRef<int64_t> shape,
                            int64_t iotaDimension) {
  llvm::Expected<Tensor> result = Tensor::allocate(type, shape);
  if (!result)
    return result;
  // In row-major order the result is runs of `stride` equal values 0, 1,
  // ..., size - 1, repeated for every index of the dimensions before.
  int64_t stride = getStrides(shape)[iotaDimension];
  int64_t size = shape[iotaDimension];
  int64_t n = result->getNumElements();
  dispatchElementType(type, [&](auto v) {
    using T = decltype(v);
    auto element = [](int64_t value) {
      if constexpr (IsComplexV<T>)
        return T(static_cast<typename T::value_type>(value), 0);
      else if constexpr (IsLowFloatV<T>)
        return T(static_cast<float>(value));
      else
        return static_cast<T>(value);
    };
    T *p = result->template mutableData<T>();
    for (int64_t i = 0; i < n;)
      for (int64_t value = 0; value < size; ++value, i += stride)
        std::fill(p + i, p + i + stride, element(value));
  });
  return result;
}

/// The operand strides of broadcast_in_dim's result dimensions (0 where the
/// result repeats the operand).
SmallVector<int64_t> broadcastStrides(const Tensor &operand,
                                      ArrayRef<int64_t> resultShape,
                                      ArrayRef<int64_t> dimensions) {
  SmallVector<int64_t> operandStrides = getStrides(operand.getShape());
  SmallVector<int64_t> strides(resultShape.size(), 0);
  for (auto [i, d] : llvm::enumerate(dimensions))
    if (operand.getShape()[i] != 1)
      strides[d] = operandStrides[i];
  return strides;
}

llvm::Expected<Tensor> broadcastInDim(const Tensor &operand,
                                      ArrayRef<int64_t> resultShape,
                                      ArrayRef<int64_t> dimensions) {
  llvm::Expected<Tensor> result = allocateLike(operand, resultShape);
  if (!result)
    return result;
  stridedCopy(operand, *result,
              broadcastStrides(operand, resultShape, dimensions), 0);
  return result;
}

void broadcastInDimRange(const Tensor &operand, ArrayRef<int64_t> resultShape,
                         ArrayRef<int64_t> dimensions, int64_t offset,
                         Tensor &out) {
  SmallVector<int64_t> strides =
      broadcastStrides(operand, resultShape, dimensions);
  int64_t es = getElementByteSize(operand.getElementType());
  int64_t count = out.getNumElements();
  const char *in = operand.getRawData();
  char *to = out.getRawMutableData();
  if (count == 0)
    return;
  if (resultShape.empty()) {
    std::memcpy(to, in, es);
    return;
  }
  // The result index of element `offset`, and where it reads the operand.
  int64_t rank = resultShape.size();
  SmallVector<int64_t> index(rank);
  int64_t source = 0;
  for (int64_t d = rank - 1, rest = offset; d >= 0; --d) {
    index[d] = rest % resultShape[d];
    rest /= resultShape[d];
    source += index[d] * strides[d];
  }
  // Runs along the innermost dimension, then carry into the outer ones.
  for (int64_t done = 0; done < count;) {
    int64_t run = std::min(resultShape.back() - index.back(), count - done);
    copyStrided(to + done * es, in + source * es, run, strides.back(), es);
    done += run;
    index.back() += run;
    source += run * strides.back();
    for (int64_t d = rank - 1; d > 0 && index[d] == resultShape[d]; --d) {
      source += strides[d - 1] - index[d] * strides[d];
      index[d] = 0;
      ++index[d - 1];
    }
  }
}

llvm::Expected<Tensor> transpose(const Tensor &operand,
                                 ArrayRef<int64_t> permutation) {
  SmallVector<int64_t> shape, strides;
  SmallVector<int64_t> operandStrides = getStrides(operand.getShape());
  for (int64_t p : permutation) {
    shape.push_back(operand.getShape()[p]);
    strides.push_back(operandStrides[p]);
  }
  llvm::Expected<Tensor> result = allocateLike(operand, shape);
  if (result)
    stridedCopy(operand, *result, strides, 0);
  return result;
}

Tensor reshape(const Tensor &operand, ArrayRef<int64_t> resultShape) {
  return operand.reshaped(resultShape);
}

llvm::Expected<Tensor> reverse(const Tensor &operand,
                               ArrayRef<int64_t> dimensions) {
  llvm::Expected<Tensor> result = allocateLike(operand, operand.getShape());
  if (!result)
    return result;
  SmallVector<int64_t> strides = getStrides(operand.getShape());
  int64_t base = 0;
  for (int64_t d : dimensions) {
    base += (operand.getShape()[d] - 1) * strides[d];
    strides[d] = -strides[d];
  }
  stridedCopy(operand, *result, strides, base);
  return result;
}

llvm::Expected<Tensor> slice(const Tensor &operand,
                             ArrayRef<int64_t> startIndices,
                             ArrayRef<int64_t> limitIndices,
                             ArrayRef<int64_t> strides) {
  SmallVector<int64_t> shape, srcStrides;
  SmallVector<int64_t> operandStrides = getStrides(operand.getShape());
  int64_t base = 0;
  for (size_t d = 0; d < startIndices.size(); ++d) {
    int64_t extent = limitIndices[d] - startIndices[d];
    shape.push_back(extent <= 0 ? 0 : (extent + strides[d] - 1) / strides[d]);
    srcStrides.push_back(operandStrides[d] * strides[d]);
    base += startIndices[d] * operandStrides[d];
  }
  llvm::Expected<Tensor> result = allocateLike(operand, shape);
  if (result)
    stridedCopy(operand, *result, srcStrides, base);
  return result;
}

llvm::Expected<Tensor> concatenate(ArrayRef<Tensor> inputs, int64_t dimension) {
  SmallVector<int64_t> shape(inputs[0].getShape().begin(),
                             inputs[0].getShape().end());
  shape[dimension] = 0;
  for (const Tensor &t : inputs)
    shape[dimension] += t.getShape()[dimension];
  llvm::Expected<Tensor> result = allocateLike(inputs[0], shape);
  if (!result)
    return result;
  SmallVector<int64_t> start(shape.size(), 0);
  for (const Tensor &t : inputs) {
    insertBlock(t, *result, start);
    start[dimension] += t.getShape()[dimension];
  }
  return result;
}

llvm::Expected<Tensor> pad(const Tensor &operand, const Tensor &paddingValue,
                           ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                           ArrayRef<int64_t> interior) {
  ArrayRef<int64_t> in = operand.getShape();
  SmallVector<int64_t> shape;
  for (size_t d = 0; d < in.size(); ++d) {
    int64_t dilated = in[d] == 0 ? 0 : (in[d] - 1) * (interior[d] + 1) + 1;
    shape.push_back(std::max<int64_t>(0, low[d] + dilated + high[d]));
  }
  llvm::Expected<Tensor> result = Tensor::filled(paddingValue, shape);
  if (!result)
    return result;
  int64_t es = getElementByteSize(operand.getElementType());
  char *out = result->getRawMutableData();
  SmallVector<int64_t> outStrides = getStrides(shape);
  SmallVector<int64_t> steps;
  int64_t base = 0;
  for (size_t d = 0; d < in.size(); ++d) {
    steps.push_back(outStrides[d] * (interior[d] + 1));
    base += low[d] * outStrides[d];
  }
  const char *src = operand.getRawData();
  forEachIndex<1>(
      in, {ArrayRef<int64_t>(steps)}, {base},
      [&](ArrayRef<int64_t> index, const std::array<int64_t, 1> &off) {
        for (size_t d = 0; d < in.size(); ++d) {
          int64_t pos = low[d] + index[d] * (interior[d] + 1);
          if (pos < 0 || pos >= shape[d]) {
            src += es;
            return;
          }
        }
        std::memcpy(out + off[0] * es, src, es);
        src += es;
      });
  return result;
}

llvm::Expected<Tensor> dynamicSlice(const Tensor &operand,
                                    ArrayRef<int64_t> startIndices,
                                    ArrayRef<int64_t> sliceSizes) {
  SmallVector<int64_t> start, limit, strides(sliceSizes.size(), 1);
  for (size_t d = 0; d < sliceSizes.size(); ++d) {
    start.push_back(std::clamp<int64_t>(startIndices[d], 0,
                                        operand.getShape()[d] - sliceSizes[d]));
    limit.push_back(start.back() + sliceSizes[d]);
  }
  return slice(operand, start, limit, strides);
}

void dynamicUpdateSliceInto(Tensor &operand, const Tensor &update,
                            ArrayRef<int64_t> startIndices) {
  SmallVector<int64_t> start;
  for (size_t d = 0; d < startIndices.size(); ++d)
    start.push_back(std::clamp<int64_t>(
        startIndices[d], 0, operand.getShape()[d] - update.getShape()[d]));
  insertBlock(update, operand, start);
}

llvm::Expected<Tensor> dynamicUpdateSlice(const Tensor &operand,
                                          const Tensor &update,
                                          ArrayRef<int64_t> startIndices) {
  llvm::Expected<Tensor> result = operand.clone();
  if (result)
    dynamicUpdateSliceInto(*result, update, startIndices);
  return result;
}

} // namespace hlokit::interpreter
