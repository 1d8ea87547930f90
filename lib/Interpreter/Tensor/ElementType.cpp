//===- ElementType.cpp - runtime element types ----------------------------===//

#include "hlokit/Interpreter/Tensor/ElementType.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/bit.h"

#include <algorithm>
#include <cmath>

using namespace mlir;

namespace hlokit::interpreter {

namespace {

/// The MLIR types of ElementTypes.def's rows: how to build each and how to
/// recognise it.
template <unsigned Width> struct Int {
  static Type get(MLIRContext *context) {
    return IntegerType::get(context, Width);
  }
  // A signed integer type (si32) holds the same values as a signless one.
  static bool matches(Type type) {
    auto integer = dyn_cast<IntegerType>(type);
    return integer && integer.getWidth() == Width && !integer.isUnsigned();
  }
};

template <unsigned Width> struct UInt {
  static Type get(MLIRContext *context) {
    return IntegerType::get(context, Width, IntegerType::Unsigned);
  }
  static bool matches(Type type) { return type.isUnsignedInteger(Width); }
};

template <typename FloatT> struct Float {
  static Type get(MLIRContext *context) { return FloatT::get(context); }
  static bool matches(Type type) { return isa<FloatT>(type); }
};

template <typename FloatT> struct Complex {
  static Type get(MLIRContext *context) {
    return ComplexType::get(FloatT::get(context));
  }
  static bool matches(Type type) {
    auto complex = dyn_cast<ComplexType>(type);
    return complex && isa<FloatT>(complex.getElementType());
  }
};

} // namespace

// float -> binary16, round to nearest even, overflow to infinity, NaN kept
// quiet.
Half::Half(float f) {
  uint32_t x = llvm::bit_cast<uint32_t>(f);
  uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000);
  uint32_t absx = x & 0x7FFFFFFF;
  if (absx >= 0x7F800000) { // inf or NaN
    bits = sign | 0x7C00 |
           (absx > 0x7F800000 ? 0x200 | ((absx >> 13) & 0x3FF) : 0);
    return;
  }
  if (absx >= 0x477FF000) { // rounds to >= 65520: overflow
    bits = sign | 0x7C00;
    return;
  }
  if (absx < 0x38800000) { // subnormal or zero in half
    // Scale so the value's half-subnormal units land in the integer part.
    float scaled = llvm::bit_cast<float>(absx) * 16777216.0f; // 2^24
    uint32_t units = static_cast<uint32_t>(scaled);
    float rem = scaled - static_cast<float>(units);
    if (rem > 0.5f || (rem == 0.5f && (units & 1)))
      ++units;
    bits = sign | static_cast<uint16_t>(units);
    return;
  }
  uint32_t mant = absx & 0x7FFFFF;
  uint32_t exp = (absx >> 23) - 127 + 15;
  uint32_t h = (exp << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1FFF;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    ++h; // may carry into the exponent, which is the right result
  bits = sign | static_cast<uint16_t>(h);
}

Half::operator float() const {
  uint32_t sign = static_cast<uint32_t>(bits & 0x8000) << 16;
  uint32_t exp = (bits >> 10) & 0x1F;
  uint32_t mant = bits & 0x3FF;
  if (exp == 0x1F) // a NaN reads as a quiet NaN, as IEEE conversions give
    return llvm::bit_cast<float>(sign | 0x7F800000 | (mant << 13) |
                                 (mant ? 0x400000 : 0));
  if (exp == 0) {
    float v = static_cast<float>(mant) / 16777216.0f; // mant * 2^-24
    return sign ? -v : v;
  }
  return llvm::bit_cast<float>(sign | ((exp - 15 + 127) << 23) | (mant << 13));
}

// double -> binary16 rounds once: through float it could round twice.
uint16_t Half::roundFromDouble(double d) {
  if (std::isnan(d)) // the float conversion keeps the payload's high bits
    return Half(static_cast<float>(d)).bits;
  uint64_t code = roundToCode(std::fabs(d), 10, -14, /*hasZero=*/true);
  uint16_t sign = std::signbit(d) ? 0x8000 : 0;
  return sign | static_cast<uint16_t>(std::min<uint64_t>(code, 0x7C00));
}

BFloat16::BFloat16(float f) {
  uint32_t x = llvm::bit_cast<uint32_t>(f);
  if ((x & 0x7FFFFFFF) > 0x7F800000) { // NaN: keep it quiet
    bits = static_cast<uint16_t>((x >> 16) | 0x40);
    return;
  }
  uint32_t rounding = 0x7FFF + ((x >> 16) & 1);
  bits = static_cast<uint16_t>((x + rounding) >> 16);
}

uint16_t BFloat16::roundFromDouble(double d) {
  if (std::isnan(d))
    return BFloat16(static_cast<float>(d)).bits;
  uint64_t code = roundToCode(std::fabs(d), 7, -126, /*hasZero=*/true);
  uint16_t sign = std::signbit(d) ? 0x8000 : 0;
  return sign | static_cast<uint16_t>(std::min<uint64_t>(code, 0x7F80));
}

BFloat16::operator float() const {
  uint32_t x = static_cast<uint32_t>(bits) << 16;
  if ((x & 0x7FFFFFFF) > 0x7F800000) // NaN: read as a quiet NaN
    x |= 0x400000;
  return llvm::bit_cast<float>(x);
}

std::optional<ElementType> getElementType(Type type) {
  // A quantized tensor holds its storage integers (docs/quantization.md).
  if (auto quantized = dyn_cast<quant::QuantizedType>(type))
    return getElementType(IntegerType::get(
        type.getContext(), quantized.getStorageTypeIntegralWidth(),
        quantized.isSigned() ? IntegerType::Signless : IntegerType::Unsigned));
#define HLOKIT_ELEMENT_TYPE(Enum, Name, Storage, MlirType, ...)                \
  if (MlirType::matches(type))                                                 \
    return ElementType::Enum;
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
  return std::nullopt;
}

Type getMlirType(ElementType type, MLIRContext *context) {
  switch (type) {
#define HLOKIT_ELEMENT_TYPE(Enum, Name, Storage, MlirType, ...)                \
  case ElementType::Enum:                                                      \
    return MlirType::get(context);
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

llvm::StringRef getElementTypeName(ElementType type) {
  switch (type) {
#define HLOKIT_ELEMENT_TYPE(Enum, Name, ...)                                   \
  case ElementType::Enum:                                                      \
    return Name;
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

int64_t getElementByteSize(ElementType type) {
  return dispatchElementType(type, [](auto v) -> int64_t { return sizeof(v); });
}

// The kinds of type follow from the storage types.

bool isFloat(ElementType type) {
  return dispatchElementType(type,
                             [](auto v) { return IsFloatV<decltype(v)>; });
}

bool isSmallFloat(ElementType type) {
  return dispatchElementType(type,
                             [](auto v) { return IsSmallFloatV<decltype(v)>; });
}

bool isComplex(ElementType type) {
  return dispatchElementType(type,
                             [](auto v) { return IsComplexV<decltype(v)>; });
}

bool isSignedInt(ElementType type) {
  return dispatchElementType(type, [](auto v) {
    return IsIntV<decltype(v)> && std::is_signed_v<decltype(v)>;
  });
}

bool isUnsignedInt(ElementType type) {
  return dispatchElementType(type, [](auto v) {
    return IsIntV<decltype(v)> && std::is_unsigned_v<decltype(v)>;
  });
}

const llvm::fltSemantics &getSemantics(ElementType type) {
  switch (type) {
#define HLOKIT_ELEMENT_TYPE(Enum, ...)                                         \
  case ElementType::Enum:                                                      \
    break;
#define HLOKIT_FLOAT_TYPE(Enum, Name, Storage, MlirType, Bits, Npy, NpyReads,  \
                          Semantics)                                           \
  case ElementType::Enum:                                                      \
    return llvm::APFloat::Semantics();
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
  }
  llvm_unreachable("not a float type");
}

unsigned getBitWidth(ElementType type) {
  switch (type) {
#define HLOKIT_ELEMENT_TYPE(Enum, Name, Storage, MlirType, Bits, ...)          \
  case ElementType::Enum:                                                      \
    return Bits;
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

} // namespace hlokit::interpreter
