//===- SmallFloat.h - float formats of eight bits and fewer -----*- C++ -*-===//
//
// The spec's small float types (f4E2M1FN, f6E2M3FN, f6E3M2FN and the f8
// family), one element per byte like i4, and the exact rounding every narrow
// float conversion shares.
//
// Reading a small float is a lookup in a 256-entry table built once from
// llvm::APFloat. Writing one rounds the exact double value once, to nearest
// with ties to even, so double -> f8 never goes through float. What happens
// to values the format cannot hold follows APFloat's conversion where APFloat
// gives an encodable result:
//
// - too large: infinity if the format has one (f8E5M2, f8E4M3, f8E3M4), else
//   NaN if it has one (sign kept for f8E4M3FN, the single NaN for the FNUZ
//   types and f8E8M0FNU), else the largest finite value (f4E2M1FN, f6*);
// - NaN: a quiet NaN with the sign and the high payload bits where the
//   format has them; the formats without NaN (f4E2M1FN, f6*) give zero of the
//   NaN's sign, the bit pattern APFloat produces;
// - infinity: as "too large" (for f4E2M1FN and f6* APFloat keeps an
//   infinity it cannot encode; here it saturates like any other large value);
// - the FNUZ types have no -0: negative values that round to zero give +0;
// - f8E8M0FNU (unsigned powers of two, no zero): zero and values below
//   2^-127 give 2^-127, negative values give NaN, and a value halfway
//   between two powers of two rounds up.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_SMALLFLOAT_H
#define HLOKIT_INTERPRETER_SMALLFLOAT_H

#include "hlokit/Interpreter/Tensor/ElementTypeEnum.h"

#include "llvm/ADT/APFloat.h"

#include <cstdint>
#include <type_traits>
#include <utility>

namespace hlokit::interpreter {

// The small float types are the HLOKIT_SMALL_FLOAT_TYPE rows of
// ElementTypes.def; `kind` below is one of them. A byte's bits above the
// format's width (getBitWidth, ElementType.h) are zero.

/// The exact value of bit pattern `bits` (a quiet NaN for NaN patterns).
float smallFloatToFloat(ElementType kind, uint8_t bits);

/// The bit pattern of `value` rounded once to nearest, ties to even.
uint8_t smallFloatFromDouble(ElementType kind, double value);

/// The sign and the magnitude (the pattern without the sign bit) of `bits`,
/// ordered as IEEE's totalOrder orders values: f8E8M0FNU has no sign, and the
/// FNUZ types' one NaN (the -0 pattern) is a positive magnitude above all
/// others, as XLA orders it.
std::pair<bool, uint8_t> smallFloatSignAndMagnitude(ElementType kind,
                                                    uint8_t bits);

/// The bit pattern (without sign) of `magnitude` (finite, >= 0) rounded
/// once to nearest, ties to even, in a binary format with `mantissaBits`
/// fraction bits whose smallest normal exponent is `minExponent`, subnormals
/// below it when `hasZero` (else pattern 0 is 2^minExponent, the smallest
/// value). Patterns grow with the value; those beyond the format's largest
/// finite pattern mean overflow, which the caller handles.
uint64_t roundToCode(double magnitude, int mantissaBits, int minExponent,
                     bool hasZero);

/// Storage of one small float: its bit pattern in the low bits of a byte.
template <ElementType K> struct SmallFloat {
  using Bits = uint8_t;
  static constexpr ElementType kind = K;
  uint8_t bits = 0;
  SmallFloat() = default;
  explicit SmallFloat(float f) : bits(smallFloatFromDouble(K, f)) {}
  /// A template so that integer arguments still pick the float constructor.
  template <typename D, std::enable_if_t<std::is_same_v<D, double>, int> = 0>
  explicit SmallFloat(D d) : bits(smallFloatFromDouble(K, d)) {}
  operator float() const { return smallFloatToFloat(K, bits); }
  static SmallFloat fromBits(uint8_t b) {
    SmallFloat f;
    f.bits = b;
    return f;
  }
};

template <typename T> struct IsSmallFloatT : std::false_type {};
template <ElementType K>
struct IsSmallFloatT<SmallFloat<K>> : std::true_type {};
template <typename T> constexpr bool IsSmallFloatV = IsSmallFloatT<T>::value;

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_SMALLFLOAT_H
