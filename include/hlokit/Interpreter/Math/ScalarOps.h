//===- ScalarOps.h - scalar semantics shared by kernels ---------*- C++ -*-===//
//
// The spec's scalar add/multiply/minimum/maximum/and/or on every storage
// type. minimum/maximum propagate NaN and order complex numbers
// lexicographically, as the spec says.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_SCALAROPS_H
#define HLOKIT_INTERPRETER_SCALAROPS_H

#include "hlokit/Interpreter/Kernels/Combiner.h"
#include "hlokit/Interpreter/Tensor/ElementType.h"

#include <cmath>
#include <type_traits>

namespace hlokit::interpreter::scalar {

/// Converts a computed value back to the storage type.
template <typename T, typename C> T store(C v) {
  if constexpr (IsLowFloatV<T>)
    return T(static_cast<float>(v));
  else
    return static_cast<T>(v);
}

/// Unsigned arithmetic for integers: wraps on overflow instead of being UB.
template <typename T> using WrapT = std::make_unsigned_t<T>;

template <typename T> T add(T a, T b) {
  if constexpr (std::is_same_v<T, bool>)
    return a || b;
  else if constexpr (IsIntV<T>)
    return static_cast<T>(static_cast<WrapT<T>>(a) + static_cast<WrapT<T>>(b));
  else
    return store<T>(ComputeT<T>(a) + ComputeT<T>(b));
}

template <typename T> T multiply(T a, T b) {
  if constexpr (std::is_same_v<T, bool>)
    return a && b;
  else if constexpr (IsIntV<T>) {
    // Promote to at least unsigned int so uint16_t*uint16_t cannot overflow
    // a signed int.
    using W = std::common_type_t<WrapT<T>, unsigned>;
    return static_cast<T>(static_cast<W>(static_cast<WrapT<T>>(a)) *
                          static_cast<W>(static_cast<WrapT<T>>(b)));
  } else
    return store<T>(ComputeT<T>(a) * ComputeT<T>(b));
}

template <typename T> bool isNan(T v) {
  if constexpr (IsFloatV<T>)
    return std::isnan(static_cast<ComputeT<T>>(v));
  else
    return false;
}

/// a < b in the order minimum/maximum use.
template <typename T> bool less(T a, T b) {
  if constexpr (IsComplexV<T>)
    return a.real() < b.real() || (a.real() == b.real() && a.imag() < b.imag());
  else
    return ComputeT<T>(a) < ComputeT<T>(b);
}

template <typename T> T minimum(T a, T b) {
  if (isNan(a))
    return a;
  if (isNan(b))
    return b;
  if constexpr (IsFloatV<T>) {
    // -0.0 < +0.0 for minimum/maximum.
    if (ComputeT<T>(a) == ComputeT<T>(b))
      return std::signbit(ComputeT<T>(a)) ? a : b;
  }
  return less(b, a) ? b : a;
}

template <typename T> T maximum(T a, T b) {
  if (isNan(a))
    return a;
  if (isNan(b))
    return b;
  if constexpr (IsFloatV<T>) {
    if (ComputeT<T>(a) == ComputeT<T>(b))
      return std::signbit(ComputeT<T>(a)) ? b : a;
  }
  return less(a, b) ? b : a;
}

template <typename T> T bitAnd(T a, T b) {
  if constexpr (std::is_integral_v<T>)
    return static_cast<T>(a & b);
  else
    llvm_unreachable("and on a non-integer type");
}

template <typename T> T bitOr(T a, T b) {
  if constexpr (std::is_integral_v<T>)
    return static_cast<T>(a | b);
  else
    llvm_unreachable("or on a non-integer type");
}

/// One step of a one-op combiner (not Other).
template <typename T>
T combine(stablehlo::ReduceBodyKind kind, T acc, T value) {
  switch (kind) {
  case stablehlo::ReduceBodyKind::Replace:
    return value;
  case stablehlo::ReduceBodyKind::Add:
    return add(acc, value);
  case stablehlo::ReduceBodyKind::Multiply:
    return multiply(acc, value);
  case stablehlo::ReduceBodyKind::Minimum:
    return minimum(acc, value);
  case stablehlo::ReduceBodyKind::Maximum:
    return maximum(acc, value);
  case stablehlo::ReduceBodyKind::And:
    return bitAnd(acc, value);
  case stablehlo::ReduceBodyKind::Or:
    return bitOr(acc, value);
  case stablehlo::ReduceBodyKind::Other:
    break;
  }
  llvm_unreachable("generic combiners have no scalar form");
}

} // namespace hlokit::interpreter::scalar

#endif // HLOKIT_INTERPRETER_SCALAROPS_H
