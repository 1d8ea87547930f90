//===- UlpCheck.h - ULP distances for the accuracy tests --------*- C++ -*-===//

#ifndef HLOKIT_UNITTESTS_INTERPRETER_ULPCHECK_H
#define HLOKIT_UNITTESTS_INTERPRETER_ULPCHECK_H

#include "hlokit/Interpreter/Math/Comparison.h"
#include "hlokit/Interpreter/Tensor/ElementType.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace hlokit::interpreter {

/// The distance reported when exactly one side is NaN.
constexpr uint64_t kNanMismatch = UINT64_MAX;

/// ulpDistance where NaN matches any NaN and nothing else (+0 and -0 are 0
/// apart, consecutive floats 1).
template <typename T> uint64_t ulpsOrNanMismatch(T actual, T expected) {
  bool nanA = std::isnan(static_cast<double>(static_cast<ComputeT<T>>(actual)));
  bool nanE =
      std::isnan(static_cast<double>(static_cast<ComputeT<T>>(expected)));
  if (nanA || nanE)
    return nanA == nanE ? 0 : kNanMismatch;
  return std::min(ulpDistance(actual, expected), kNanMismatch - 1);
}

} // namespace hlokit::interpreter

#endif // HLOKIT_UNITTESTS_INTERPRETER_ULPCHECK_H
