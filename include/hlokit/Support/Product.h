//===- Product.h - the product of an integer list ---------------*- C++ -*-===//
//
// The number of elements of a static shape, the number of points of an FFT,
// ...: one helper instead of a loop in every file that needs it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SUPPORT_PRODUCT_H
#define HLOKIT_SUPPORT_PRODUCT_H

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>

namespace hlokit {

/// The product of `values` (1 for none).
inline int64_t product(llvm::ArrayRef<int64_t> values) {
  int64_t result = 1;
  for (int64_t v : values)
    result *= v;
  return result;
}

} // namespace hlokit

#endif // HLOKIT_SUPPORT_PRODUCT_H
