//===- ElementType.h - runtime element types of the interpreter -*- C++ -*-===//
//
// The element types a runtime Tensor can hold (ElementTypes.def lists them
// with their storage types, MLIR types and names), queries on them, and
// `dispatchElementType`, which calls a generic lambda with a value of the
// storage type so kernels are written once as templates.
//
// i2/ui2/i4/ui4 are stored one per byte (int8_t/uint8_t); f16 and bf16 use
// the storage structs Half and BFloat16, which convert to and from float with
// round-to-nearest-even (from double with one rounding, not through float);
// the small floats (f4E2M1FN ... f8E8M0FNU) are SmallFloat<Kind>, one per
// byte (SmallFloat.h).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_ELEMENTTYPE_H
#define HLOKIT_INTERPRETER_ELEMENTTYPE_H

#include "hlokit/Interpreter/Tensor/ElementTypeEnum.h"
#include "hlokit/Interpreter/Tensor/SmallFloat.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"

#include <complex>
#include <cstdint>
#include <cstring>
#include <optional>

namespace hlokit::interpreter {

/// IEEE binary16 storage.
struct Half {
  using Bits = uint16_t;
  uint16_t bits = 0;
  Half() = default;
  explicit Half(float f);
  /// From double with one rounding, not through float. (A template so
  /// that integer arguments still pick the float constructor.)
  template <typename D, std::enable_if_t<std::is_same_v<D, double>, int> = 0>
  explicit Half(D d) : bits(roundFromDouble(d)) {}
  static uint16_t roundFromDouble(double d);
  operator float() const;
  static Half fromBits(uint16_t b) {
    Half h;
    h.bits = b;
    return h;
  }
};

/// bfloat16 storage: the upper half of a binary32.
struct BFloat16 {
  using Bits = uint16_t;
  uint16_t bits = 0;
  BFloat16() = default;
  explicit BFloat16(float f);
  /// From double with one rounding, not through float. (A template so
  /// that integer arguments still pick the float constructor.)
  template <typename D, std::enable_if_t<std::is_same_v<D, double>, int> = 0>
  explicit BFloat16(D d) : bits(roundFromDouble(d)) {}
  static uint16_t roundFromDouble(double d);
  operator float() const;
  static BFloat16 fromBits(uint16_t b) {
    BFloat16 h;
    h.bits = b;
    return h;
  }
};

/// The element type of an MLIR scalar type, or nullopt when the interpreter
/// cannot hold it.
std::optional<ElementType> getElementType(mlir::Type type);

/// The MLIR type of `type` (`i32`, `ui8`, `complex<f32>`, ...).
mlir::Type getMlirType(ElementType type, mlir::MLIRContext *context);

/// The MLIR spelling of `type`, e.g. "i32", "ui8", "complex<f32>".
llvm::StringRef getElementTypeName(ElementType type);

/// Bytes one element occupies in a Tensor buffer.
int64_t getElementByteSize(ElementType type);

bool isFloat(ElementType type);
/// Whether `type` is one of the float formats of eight bits and fewer
/// (SmallFloat.h).
bool isSmallFloat(ElementType type);
bool isComplex(ElementType type);
bool isSignedInt(ElementType type);
bool isUnsignedInt(ElementType type);
inline bool isInteger(ElementType type) {
  return isSignedInt(type) || isUnsignedInt(type);
}
/// Bit width in the MLIR sense (i4 is 4 even though stored in a byte).
unsigned getBitWidth(ElementType type);
/// The APFloat semantics of a float type.
const llvm::fltSemantics &getSemantics(ElementType type);

/// Calls `f(T{})` with T the storage type of `type`. The callable must return
/// the same type for every T.
template <typename F>
decltype(auto) dispatchElementType(ElementType type, F &&f) {
  switch (type) {
#define HLOKIT_ELEMENT_TYPE(Enum, Name, Storage, ...)                          \
  case ElementType::Enum:                                                      \
    return f(Storage{});
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

template <typename T> struct IsComplexT : std::false_type {};
template <typename T> struct IsComplexT<std::complex<T>> : std::true_type {};
template <typename T> constexpr bool IsComplexV = IsComplexT<T>::value;
/// The floats stored as a bit-pattern struct and computed in float.
template <typename T>
constexpr bool IsLowFloatV =
    std::is_same_v<T, Half> || std::is_same_v<T, BFloat16> || IsSmallFloatV<T>;
template <typename T>
constexpr bool IsFloatV = std::is_floating_point_v<T> || IsLowFloatV<T>;
template <typename T>
constexpr bool IsIntV = std::is_integral_v<T> && !std::is_same_v<T, bool>;

/// The type arithmetic on T is carried out in: float for the 16-bit and
/// small floats, T itself otherwise. One float operation rounded once to
/// the narrow type gives the correctly rounded result for + - * / sqrt, as
/// float's 24 bits are at least twice their precision plus two.
template <typename T> struct ComputeType { using type = T; };
template <> struct ComputeType<Half> { using type = float; };
template <> struct ComputeType<BFloat16> { using type = float; };
template <ElementType K> struct ComputeType<SmallFloat<K>> {
  using type = float;
};
template <typename T> using ComputeT = typename ComputeType<T>::type;
/// The float types computed in f32: f32 itself and the narrower floats
/// (which VectorMath.h's vectorized f32 functions serve).
template <typename T>
constexpr bool IsComputedInFloatV =
    IsFloatV<T> &&std::is_same_v<ComputeT<T>, float>;

/// The sign and the magnitude bits of a float's bit pattern, which order its
/// values as IEEE's totalOrder does (a larger magnitude is further from
/// zero, NaNs beyond infinity); see smallFloatSignAndMagnitude for the
/// small floats.
template <typename T> std::pair<bool, uint64_t> floatSignAndMagnitude(T v) {
  if constexpr (IsSmallFloatV<T>) {
    return smallFloatSignAndMagnitude(T::kind, v.bits);
  } else {
    uint64_t bits = 0;
    if constexpr (IsLowFloatV<T>)
      bits = v.bits;
    else
      std::memcpy(&bits, &v, sizeof v); // little-endian: the low bytes
    uint64_t signBit = uint64_t(1) << (sizeof(v) * 8 - 1);
    return {(bits & signBit) != 0, bits & (signBit - 1)};
  }
}

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_ELEMENTTYPE_H
