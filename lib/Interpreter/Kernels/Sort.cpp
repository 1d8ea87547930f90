//===- Sort.cpp - the sort kernel -----------------------------------------===//

#include "hlokit/Interpreter/Kernels/Sort.h"

#include "hlokit/Interpreter/Tensor/IndexSpace.h"

#include <algorithm>
#include <cstring>
#include <numeric>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter {

namespace {

/// Orders positions of one slice with the fast comparator.
template <typename T>
void sortTyped(const Tensor &t, int64_t base, int64_t stride,
               stablehlo::ComparisonDirection direction,
               llvm::SmallVectorImpl<int64_t> &order) {
  const T *p = t.data<T>() + base;
  auto key = [&](int64_t i) { return ComputeT<T>(p[i * stride]); };
  if (direction == stablehlo::ComparisonDirection::LT)
    std::stable_sort(order.begin(), order.end(),
                     [&](int64_t a, int64_t b) { return key(a) < key(b); });
  else
    std::stable_sort(order.begin(), order.end(),
                     [&](int64_t a, int64_t b) { return key(a) > key(b); });
}

} // namespace

llvm::Expected<SmallVector<Tensor>> sort(ArrayRef<Tensor> inputs,
                                         int64_t dimension,
                                         const SortComparator &comparator) {
  SmallVector<Tensor> results;
  for (const Tensor &t : inputs) {
    llvm::Expected<Tensor> r =
        Tensor::allocate(t.getElementType(), t.getShape());
    if (!r)
      return r.takeError();
    results.push_back(std::move(*r));
  }
  ArrayRef<int64_t> shape = inputs[0].getShape();
  if (inputs[0].getNumElements() == 0)
    return results;
  SmallVector<int64_t> strides = getStrides(shape);
  int64_t length = shape[dimension], stride = strides[dimension];
  SmallVector<int64_t> outer(shape.begin(), shape.end());
  outer[dimension] = 1;
  SmallVector<int64_t> sizes;
  for (const Tensor &t : inputs)
    sizes.push_back(getElementByteSize(t.getElementType()));

  llvm::Error error = llvm::Error::success();
  SmallVector<int64_t> order(length);
  SmallVector<const char *> args(2 * inputs.size());
  forEachIndex<1>(
      outer, {ArrayRef<int64_t>(strides)}, {0},
      [&](ArrayRef<int64_t>, const std::array<int64_t, 1> &off) {
        if (error)
          return;
        int64_t base = off[0];
        std::iota(order.begin(), order.end(), 0);
        if (comparator.direction) {
          dispatchElementType(inputs[0].getElementType(), [&](auto v) {
            using T = decltype(v);
            if constexpr (!IsComplexV<T>)
              sortTyped<T>(inputs[0], base, stride, *comparator.direction,
                           order);
            else
              llvm_unreachable("fast sort on complex elements");
          });
        } else {
          size_t n = inputs.size();
          std::stable_sort(
              order.begin(), order.end(), [&](int64_t a, int64_t b) {
                if (error)
                  return false;
                for (size_t k = 0; k < n; ++k) {
                  args[2 * k] =
                      inputs[k].getRawData() + (base + a * stride) * sizes[k];
                  args[2 * k + 1] =
                      inputs[k].getRawData() + (base + b * stride) * sizes[k];
                }
                llvm::Expected<bool> less = comparator.generic(args);
                if (!less) {
                  error = less.takeError();
                  return false;
                }
                return *less;
              });
        }
        for (size_t k = 0; k < inputs.size(); ++k)
          for (int64_t i = 0; i < length; ++i)
            std::memcpy(
                results[k].getRawMutableData() + (base + i * stride) * sizes[k],
                inputs[k].getRawData() + (base + order[i] * stride) * sizes[k],
                sizes[k]);
      });
  if (error)
    return error;
  return results;
}

} // namespace hlokit::interpreter
