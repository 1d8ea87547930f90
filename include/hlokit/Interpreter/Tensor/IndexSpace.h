//===- IndexSpace.h - row-major iteration with running offsets --*- C++ -*-===//
//
// Kernels walk an index space in row-major order while keeping several
// linear offsets (into different tensors) up to date incrementally, so no
// multi-index is ever flattened per element.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_INDEXSPACE_H
#define HLOKIT_INTERPRETER_INDEXSPACE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <cstdint>

namespace hlokit::interpreter {

/// Calls `f(index, offsets)` for every index of `shape` in row-major order.
/// offsets[k] starts at start[k] and moves by strides[k][d] per step along
/// dimension d.
template <size_t K, typename F>
void forEachIndex(llvm::ArrayRef<int64_t> shape,
                  const std::array<llvm::ArrayRef<int64_t>, K> &strides,
                  std::array<int64_t, K> offsets, F &&f) {
  int64_t rank = static_cast<int64_t>(shape.size());
  for (int64_t s : shape)
    if (s == 0)
      return;
  llvm::SmallVector<int64_t, 8> index(rank, 0);
  while (true) {
    f(llvm::ArrayRef<int64_t>(index), offsets);
    int64_t d = rank - 1;
    for (; d >= 0; --d) {
      if (++index[d] < shape[d]) {
        for (size_t k = 0; k < K; ++k)
          offsets[k] += strides[k][d];
        break;
      }
      index[d] = 0;
      for (size_t k = 0; k < K; ++k)
        offsets[k] -= strides[k][d] * (shape[d] - 1);
    }
    if (d < 0)
      return;
  }
}

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_INDEXSPACE_H
