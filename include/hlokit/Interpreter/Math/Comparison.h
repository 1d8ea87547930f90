//===- Comparison.h - comparing tensors for the check ops -------*- C++ -*-===//
//
// Exact (bitwise for floats and complex), tolerance-based and ULP-based
// comparisons of two tensors. Each returns nothing when the tensors match,
// or a message naming the first mismatching index with the expected and
// actual values.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_COMPARISON_H
#define HLOKIT_INTERPRETER_COMPARISON_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <optional>
#include <string>

namespace hlokit::interpreter {

std::optional<std::string> compareExact(const Tensor &actual,
                                        const Tensor &expected);

/// |actual - expected| <= tolerance per element (per part for complex);
/// NaN matches NaN, infinities match themselves. Integers compare exactly.
std::optional<std::string>
compareAlmost(const Tensor &actual, const Tensor &expected, double tolerance);

/// minUlp <= ULP distance <= maxUlp per element (the larger part's distance
/// for complex). Non-finite values are 0 ULPs apart when bitwise equal or
/// both NaN and UINT64_MAX ULPs apart from any other value (upstream's
/// definition), so they match only when maxUlp is UINT64_MAX.
std::optional<std::string> compareClose(const Tensor &actual,
                                        const Tensor &expected, uint64_t minUlp,
                                        uint64_t maxUlp);

/// Distance in units in the last place between two floats of the same
/// type; +0 and -0 are 0 apart.
template <typename T> uint64_t ulpDistance(T a, T b);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_COMPARISON_H
