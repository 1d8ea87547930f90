//===- Comparison.cpp - comparing tensors for the check ops ---------------===//

#include "hlokit/Interpreter/Math/Comparison.h"

#include "hlokit/Interpreter/Tensor/Printer.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstring>

namespace hlokit::interpreter {

namespace {

std::string describe(const Tensor &t) {
  return getTensorTypeString(t.getShape(), t.getElementType());
}

/// `[1, 0]`: the multi-index of linear position `i`.
std::string formatIndex(const Tensor &t, int64_t i) {
  llvm::SmallVector<int64_t> index(t.getRank());
  for (int64_t d = t.getRank() - 1; d >= 0; --d) {
    index[d] = i % t.getShape()[d];
    i /= t.getShape()[d];
  }
  std::string s = "[";
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(index, os);
  os << "]";
  return s;
}

std::string mismatch(const Tensor &actual, const Tensor &expected, int64_t i,
                     const std::string &detail = "") {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "at index " << formatIndex(actual, i) << ": expected ";
  printElement(os, expected, i);
  os << ", got ";
  printElement(os, actual, i);
  if (!detail.empty())
    os << " (" << detail << ")";
  return s;
}

std::optional<std::string> checkTypes(const Tensor &actual,
                                      const Tensor &expected) {
  if (actual.getElementType() == expected.getElementType() &&
      actual.getShape() == expected.getShape())
    return std::nullopt;
  return "expected a value of type " + describe(expected) + ", got " +
         describe(actual);
}

template <typename T> bool isNanValue(T v) {
  if constexpr (IsFloatV<T>)
    return std::isnan(static_cast<ComputeT<T>>(v));
  else
    return false;
}

/// Signed integer image of a float's bits, monotone in its value, with
/// +0 and -0 mapped to 0.
template <typename T> __int128 orderedKey(T v) {
  auto [negative, magnitude] = floatSignAndMagnitude(v);
  return negative ? -static_cast<__int128>(magnitude)
                  : static_cast<__int128>(magnitude);
}

template <typename T> bool bitwiseEqual(T a, T b) {
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}

/// ULP distance for check.expect_close. Non-finite values are 0 apart when
/// bitwise equal or both NaN, and UINT64_MAX apart from anything else, as
/// upstream defines it (its generated math tests expect exactly that
/// difference for an infinity against -inf, NaN and finite values).
template <typename T> uint64_t ulpDifference(T a, T b) {
  ComputeT<T> x = a, y = b;
  if (!std::isfinite(x) || !std::isfinite(y)) {
    if ((std::isnan(x) && std::isnan(y)) || bitwiseEqual(a, b))
      return 0;
    return UINT64_MAX;
  }
  return ulpDistance(a, b);
}

} // namespace

template <typename T> uint64_t ulpDistance(T a, T b) {
  __int128 d = orderedKey(a) - orderedKey(b);
  if (d < 0)
    d = -d;
  return d > static_cast<__int128>(UINT64_MAX) ? UINT64_MAX
                                               : static_cast<uint64_t>(d);
}

template uint64_t ulpDistance(Half, Half);
template uint64_t ulpDistance(BFloat16, BFloat16);
template uint64_t ulpDistance(float, float);
template uint64_t ulpDistance(double, double);
#define HLOKIT_SMALL_FLOAT_TYPE(Enum, ...)                                     \
  template uint64_t ulpDistance(SmallFloat<ElementType::Enum>,                 \
                                SmallFloat<ElementType::Enum>);
#include "hlokit/Interpreter/Tensor/ElementTypes.def"

std::optional<std::string> compareExact(const Tensor &actual,
                                        const Tensor &expected) {
  if (auto error = checkTypes(actual, expected))
    return error;
  int64_t es = getElementByteSize(actual.getElementType());
  for (int64_t i = 0; i < actual.getNumElements(); ++i)
    if (std::memcmp(actual.getRawData() + i * es,
                    expected.getRawData() + i * es, es) != 0)
      return mismatch(actual, expected, i);
  return std::nullopt;
}

std::optional<std::string>
compareAlmost(const Tensor &actual, const Tensor &expected, double tolerance) {
  if (auto error = checkTypes(actual, expected))
    return error;
  return dispatchElementType(
      actual.getElementType(), [&](auto v) -> std::optional<std::string> {
        using T = decltype(v);
        auto close = [&](auto a, auto b) {
          double x = static_cast<double>(a), y = static_cast<double>(b);
          if (std::isnan(x) || std::isnan(y))
            return std::isnan(x) && std::isnan(y);
          return x == y || std::fabs(x - y) <= tolerance;
        };
        const T *a = actual.data<T>();
        const T *e = expected.data<T>();
        for (int64_t i = 0; i < actual.getNumElements(); ++i) {
          bool ok;
          if constexpr (IsComplexV<T>)
            ok = close(a[i].real(), e[i].real()) &&
                 close(a[i].imag(), e[i].imag());
          else if constexpr (IsFloatV<T>)
            ok = close(ComputeT<T>(a[i]), ComputeT<T>(e[i]));
          else
            ok = a[i] == e[i];
          if (!ok)
            return mismatch(
                actual, expected, i,
                ("tolerance " +
                 llvm::formatv("{0}", llvm::format("%g", tolerance)))
                    .str());
        }
        return std::nullopt;
      });
}

std::optional<std::string> compareClose(const Tensor &actual,
                                        const Tensor &expected, uint64_t minUlp,
                                        uint64_t maxUlp) {
  if (auto error = checkTypes(actual, expected))
    return error;
  return dispatchElementType(
      actual.getElementType(), [&](auto v) -> std::optional<std::string> {
        using T = decltype(v);
        const T *a = actual.data<T>();
        const T *e = expected.data<T>();
        for (int64_t i = 0; i < actual.getNumElements(); ++i) {
          uint64_t ulp;
          if constexpr (IsComplexV<T>) {
            ulp = std::max(ulpDifference(a[i].real(), e[i].real()),
                           ulpDifference(a[i].imag(), e[i].imag()));
          } else if constexpr (IsFloatV<T>) {
            ulp = ulpDifference(a[i], e[i]);
          } else {
            ulp = a[i] == e[i] ? 0 : UINT64_MAX;
          }
          if (ulp < minUlp || ulp > maxUlp)
            return mismatch(actual, expected, i,
                            llvm::formatv("ULP difference {0}, allowed "
                                          "[{1}, {2}]",
                                          ulp, minUlp, maxUlp)
                                .str());
        }
        return std::nullopt;
      });
}

} // namespace hlokit::interpreter
