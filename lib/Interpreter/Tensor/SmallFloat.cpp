//===- SmallFloat.cpp - float formats of eight bits and fewer -------------===//

#include "hlokit/Interpreter/Tensor/SmallFloat.h"

#include "hlokit/Interpreter/Tensor/ElementType.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

using llvm::APFloat;

namespace hlokit::interpreter {

namespace {

/// What rounding and encoding need to know about one format, read from its
/// APFloat semantics once.
struct Format {
  unsigned width = 0;
  int mantissaBits = 0;
  int minExponent = 0; // of the smallest normal value
  double largest = 0;
  uint8_t largestBits = 0;
  uint8_t signBit = 0;      // 0 for the unsigned f8E8M0FNU
  bool hasZero = true;      // f8E8M0FNU has none
  bool hasMinusZero = true; // the FNUZ types have none
  bool hasInf = false;
  bool hasNaN = false;
  uint8_t infBits = 0; // +inf
  uint8_t nanBits = 0; // the positive quiet NaN
  std::array<float, 256> decode{};
};

uint8_t bitsOf(const APFloat &value) {
  return static_cast<uint8_t>(value.bitcastToAPInt().getZExtValue());
}

Format makeFormat(ElementType kind) {
  const llvm::fltSemantics &sem = getSemantics(kind);
  Format f;
  f.width = APFloat::semanticsSizeInBits(sem);
  f.mantissaBits = static_cast<int>(APFloat::semanticsPrecision(sem)) - 1;
  f.minExponent = APFloat::semanticsMinExponent(sem);
  f.largest = APFloat::getLargest(sem).convertToDouble();
  f.largestBits = bitsOf(APFloat::getLargest(sem));
  bool isSigned = APFloat::semanticsHasSignedRepr(sem);
  f.signBit = isSigned ? static_cast<uint8_t>(1u << (f.width - 1)) : 0;
  f.hasZero = APFloat::semanticsHasZero(sem);
  f.hasInf = APFloat::semanticsHasInf(sem);
  f.hasNaN = APFloat::semanticsHasNaN(sem);
  if (f.hasInf)
    f.infBits = bitsOf(APFloat::getInf(sem));
  if (f.hasNaN)
    f.nanBits = bitsOf(APFloat::getQNaN(sem));
  // The FNUZ types spend the -0 pattern on their one NaN.
  f.hasMinusZero = isSigned && !(f.hasNaN && f.nanBits == f.signBit);
  uint8_t mask = static_cast<uint8_t>((1u << f.width) - 1);
  for (unsigned b = 0; b < 256; ++b) {
    APFloat value(sem, llvm::APInt(f.width, b & mask));
    bool losesInfo;
    value.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    // APFloat gives f8E8M0FNU's NaN (no mantissa bits to carry) a float
    // pattern that reads as infinity.
    float decoded = value.convertToFloat();
    f.decode[b] = value.isNaN() && std::isinf(decoded)
                      ? std::numeric_limits<float>::quiet_NaN()
                      : decoded;
  }
  return f;
}

/// The format of a small float type, from a table indexed by element type
/// (the other entries stay empty).
const Format &getFormat(ElementType kind) {
  static const std::array<Format, kNumElementTypes> formats = [] {
    std::array<Format, kNumElementTypes> all;
#define HLOKIT_SMALL_FLOAT_TYPE(Enum, ...)                                     \
  all[static_cast<unsigned>(ElementType::Enum)] = makeFormat(ElementType::Enum);
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
    return all;
  }();
  return formats[static_cast<unsigned>(kind)];
}

/// The NaN for a NaN input: where the format has infinities (and so IEEE
/// NaNs) the quiet NaN with the sign and the payload's high bits, as
/// APFloat converts; else the format's NaN (with the sign where -0 exists to
/// hold it), or zero of the sign without NaN.
uint8_t nanFor(const Format &f, bool negative, double value) {
  uint8_t sign = negative ? f.signBit : 0;
  if (!f.hasNaN)
    return sign;
  if (!f.hasInf)
    return f.hasMinusZero ? (sign | f.nanBits) : f.nanBits;
  uint64_t bits = llvm::bit_cast<uint64_t>(value);
  uint64_t payload =
      (bits & ((uint64_t(1) << 52) - 1)) >> (52 - f.mantissaBits);
  return static_cast<uint8_t>(sign | f.nanBits | payload);
}

/// The result for a value beyond the largest finite one.
uint8_t overflowFor(const Format &f, bool negative) {
  uint8_t sign = negative ? f.signBit : 0;
  if (f.hasInf)
    return sign | f.infBits;
  if (f.hasNaN)
    return f.hasMinusZero ? (sign | f.nanBits) : f.nanBits;
  return sign | f.largestBits;
}

} // namespace

float smallFloatToFloat(ElementType kind, uint8_t bits) {
  return getFormat(kind).decode[bits];
}

std::pair<bool, uint8_t> smallFloatSignAndMagnitude(ElementType kind,
                                                    uint8_t bits) {
  const Format &f = getFormat(kind);
  if (!f.signBit || (!f.hasMinusZero && bits == f.signBit))
    return {false, bits};
  return {(bits & f.signBit) != 0, bits & (f.signBit - 1)};
}

uint64_t roundToCode(double magnitude, int mantissaBits, int minExponent,
                     bool hasZero) {
  uint64_t bits = llvm::bit_cast<uint64_t>(magnitude);
  int biased = static_cast<int>(bits >> 52);
  if (biased == 0) // zero, or a double subnormal: far below half a step
    return 0;
  int exponent = biased - 1023;
  uint64_t significand = (bits & ((uint64_t(1) << 52) - 1)) | uint64_t(1) << 52;
  // Drop the bits below the format's last place, rounding to nearest even.
  int shift = 52 - mantissaBits + std::max(0, minExponent - exponent);
  uint64_t units = 0;
  if (shift <= 53) {
    units = significand >> shift;
    uint64_t rest = significand & ((uint64_t(1) << shift) - 1);
    uint64_t half = uint64_t(1) << (shift - 1);
    if (rest > half || (rest == half && (units & 1)))
      ++units; // a carry moves into the exponent field, as it should
  }
  if (exponent < minExponent) // subnormal, or the smallest value without zero
    return hasZero ? units : 0;
  uint64_t field = static_cast<uint64_t>(exponent - minExponent + hasZero);
  return (field << mantissaBits) + units - (uint64_t(1) << mantissaBits);
}

uint8_t smallFloatFromDouble(ElementType kind, double value) {
  const Format &f = getFormat(kind);
  bool negative = std::signbit(value);
  if (std::isnan(value))
    return nanFor(f, negative, value);
  if (!f.signBit && negative && value != 0)
    return f.nanBits; // f8E8M0FNU holds no negative values
  if (std::isinf(value))
    return overflowFor(f, negative);
  uint64_t code =
      roundToCode(std::fabs(value), f.mantissaBits, f.minExponent, f.hasZero);
  if (code > f.largestBits)
    return overflowFor(f, negative);
  if (code == 0 && !f.hasMinusZero)
    return 0;
  return static_cast<uint8_t>((negative ? f.signBit : 0) | code);
}

} // namespace hlokit::interpreter
