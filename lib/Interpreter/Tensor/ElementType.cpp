//===- ElementType.cpp - runtime element types ----------------------------===//

#include "hlokit/Interpreter/Tensor/ElementType.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace mlir;

namespace hlokit::interpreter {

namespace {

uint32_t floatBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

float bitsFloat(uint32_t b) {
  float f;
  std::memcpy(&f, &b, sizeof f);
  return f;
}

/// The small float element types in SmallFloatKind's order, with their MLIR
/// spelling and type.
struct SmallFloatType {
  ElementType type;
  SmallFloatKind kind;
  const char *name;
  Type (*get)(MLIRContext *);
};

template <typename T> Type getType(MLIRContext *context) {
  return T::get(context);
}

constexpr SmallFloatType kSmallFloatTypes[] = {
    {ElementType::F4E2M1FN, SmallFloatKind::F4E2M1FN, "f4E2M1FN",
     getType<Float4E2M1FNType>},
    {ElementType::F6E2M3FN, SmallFloatKind::F6E2M3FN, "f6E2M3FN",
     getType<Float6E2M3FNType>},
    {ElementType::F6E3M2FN, SmallFloatKind::F6E3M2FN, "f6E3M2FN",
     getType<Float6E3M2FNType>},
    {ElementType::F8E3M4, SmallFloatKind::F8E3M4, "f8E3M4",
     getType<Float8E3M4Type>},
    {ElementType::F8E4M3, SmallFloatKind::F8E4M3, "f8E4M3",
     getType<Float8E4M3Type>},
    {ElementType::F8E4M3FN, SmallFloatKind::F8E4M3FN, "f8E4M3FN",
     getType<Float8E4M3FNType>},
    {ElementType::F8E4M3FNUZ, SmallFloatKind::F8E4M3FNUZ, "f8E4M3FNUZ",
     getType<Float8E4M3FNUZType>},
    {ElementType::F8E4M3B11FNUZ, SmallFloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ",
     getType<Float8E4M3B11FNUZType>},
    {ElementType::F8E5M2, SmallFloatKind::F8E5M2, "f8E5M2",
     getType<Float8E5M2Type>},
    {ElementType::F8E5M2FNUZ, SmallFloatKind::F8E5M2FNUZ, "f8E5M2FNUZ",
     getType<Float8E5M2FNUZType>},
    {ElementType::F8E8M0FNU, SmallFloatKind::F8E8M0FNU, "f8E8M0FNU",
     getType<Float8E8M0FNUType>},
};

const SmallFloatType *findSmallFloat(ElementType type) {
  for (const SmallFloatType &t : kSmallFloatTypes)
    if (t.type == type)
      return &t;
  return nullptr;
}

} // namespace

// float -> binary16, round to nearest even, overflow to infinity, NaN kept
// quiet.
Half::Half(float f) {
  uint32_t x = floatBits(f);
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
    float scaled = bitsFloat(absx) * 16777216.0f; // 2^24
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
    return bitsFloat(sign | 0x7F800000 | (mant << 13) | (mant ? 0x400000 : 0));
  if (exp == 0) {
    float v = static_cast<float>(mant) / 16777216.0f; // mant * 2^-24
    return sign ? -v : v;
  }
  return bitsFloat(sign | ((exp - 15 + 127) << 23) | (mant << 13));
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
  uint32_t x = floatBits(f);
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
  return bitsFloat(x);
}

std::optional<ElementType> getElementType(Type type) {
  // A quantized tensor holds its storage integers (docs/quantization.md).
  if (auto quantized = dyn_cast<quant::QuantizedType>(type))
    return getElementType(IntegerType::get(
        type.getContext(), quantized.getStorageTypeIntegralWidth(),
        quantized.isSigned() ? IntegerType::Signless : IntegerType::Unsigned));
  if (auto intType = dyn_cast<IntegerType>(type)) {
    bool isUnsigned = intType.isUnsigned();
    switch (intType.getWidth()) {
    case 1:
      if (isUnsigned)
        return std::nullopt;
      return ElementType::I1;
    case 2:
      return isUnsigned ? ElementType::UI2 : ElementType::SI2;
    case 4:
      return isUnsigned ? ElementType::UI4 : ElementType::SI4;
    case 8:
      return isUnsigned ? ElementType::UI8 : ElementType::SI8;
    case 16:
      return isUnsigned ? ElementType::UI16 : ElementType::SI16;
    case 32:
      return isUnsigned ? ElementType::UI32 : ElementType::SI32;
    case 64:
      return isUnsigned ? ElementType::UI64 : ElementType::SI64;
    default:
      return std::nullopt;
    }
  }
  if (type.isF16())
    return ElementType::F16;
  if (type.isBF16())
    return ElementType::BF16;
  if (type.isF32())
    return ElementType::F32;
  if (type.isF64())
    return ElementType::F64;
  if (auto floatType = dyn_cast<FloatType>(type))
    for (const SmallFloatType &t : kSmallFloatTypes)
      if (&floatType.getFloatSemantics() == &getSemantics(t.kind))
        return t.type;
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    if (complexType.getElementType().isF32())
      return ElementType::C64;
    if (complexType.getElementType().isF64())
      return ElementType::C128;
  }
  return std::nullopt;
}

Type getMlirType(ElementType type, MLIRContext *context) {
  auto uint = [&](unsigned w) {
    return IntegerType::get(context, w, IntegerType::Unsigned);
  };
  switch (type) {
  case ElementType::I1:
    return IntegerType::get(context, 1);
  case ElementType::SI2:
    return IntegerType::get(context, 2);
  case ElementType::SI4:
    return IntegerType::get(context, 4);
  case ElementType::SI8:
    return IntegerType::get(context, 8);
  case ElementType::SI16:
    return IntegerType::get(context, 16);
  case ElementType::SI32:
    return IntegerType::get(context, 32);
  case ElementType::SI64:
    return IntegerType::get(context, 64);
  case ElementType::UI2:
    return uint(2);
  case ElementType::UI4:
    return uint(4);
  case ElementType::UI8:
    return uint(8);
  case ElementType::UI16:
    return uint(16);
  case ElementType::UI32:
    return uint(32);
  case ElementType::UI64:
    return uint(64);
  case ElementType::F16:
    return Float16Type::get(context);
  case ElementType::BF16:
    return BFloat16Type::get(context);
  case ElementType::F32:
    return Float32Type::get(context);
  case ElementType::F64:
    return Float64Type::get(context);
  case ElementType::F4E2M1FN:
  case ElementType::F6E2M3FN:
  case ElementType::F6E3M2FN:
  case ElementType::F8E3M4:
  case ElementType::F8E4M3:
  case ElementType::F8E4M3FN:
  case ElementType::F8E4M3FNUZ:
  case ElementType::F8E4M3B11FNUZ:
  case ElementType::F8E5M2:
  case ElementType::F8E5M2FNUZ:
  case ElementType::F8E8M0FNU:
    return findSmallFloat(type)->get(context);
  case ElementType::C64:
    return ComplexType::get(Float32Type::get(context));
  case ElementType::C128:
    return ComplexType::get(Float64Type::get(context));
  }
  llvm_unreachable("unknown element type");
}

llvm::StringRef getElementTypeName(ElementType type) {
  switch (type) {
  case ElementType::I1:
    return "i1";
  case ElementType::SI2:
    return "i2";
  case ElementType::SI4:
    return "i4";
  case ElementType::SI8:
    return "i8";
  case ElementType::SI16:
    return "i16";
  case ElementType::SI32:
    return "i32";
  case ElementType::SI64:
    return "i64";
  case ElementType::UI2:
    return "ui2";
  case ElementType::UI4:
    return "ui4";
  case ElementType::UI8:
    return "ui8";
  case ElementType::UI16:
    return "ui16";
  case ElementType::UI32:
    return "ui32";
  case ElementType::UI64:
    return "ui64";
  case ElementType::F16:
    return "f16";
  case ElementType::BF16:
    return "bf16";
  case ElementType::F32:
    return "f32";
  case ElementType::F64:
    return "f64";
  case ElementType::F4E2M1FN:
  case ElementType::F6E2M3FN:
  case ElementType::F6E3M2FN:
  case ElementType::F8E3M4:
  case ElementType::F8E4M3:
  case ElementType::F8E4M3FN:
  case ElementType::F8E4M3FNUZ:
  case ElementType::F8E4M3B11FNUZ:
  case ElementType::F8E5M2:
  case ElementType::F8E5M2FNUZ:
  case ElementType::F8E8M0FNU:
    return findSmallFloat(type)->name;
  case ElementType::C64:
    return "complex<f32>";
  case ElementType::C128:
    return "complex<f64>";
  }
  llvm_unreachable("unknown element type");
}

int64_t getElementByteSize(ElementType type) {
  return dispatchElementType(type, [](auto v) -> int64_t { return sizeof(v); });
}

bool isFloat(ElementType type) {
  return type == ElementType::F16 || type == ElementType::BF16 ||
         type == ElementType::F32 || type == ElementType::F64 ||
         getSmallFloatKind(type);
}

std::optional<SmallFloatKind> getSmallFloatKind(ElementType type) {
  if (const SmallFloatType *t = findSmallFloat(type))
    return t->kind;
  return std::nullopt;
}

bool isComplex(ElementType type) {
  return type == ElementType::C64 || type == ElementType::C128;
}

bool isSignedInt(ElementType type) {
  return type == ElementType::SI2 || type == ElementType::SI4 ||
         type == ElementType::SI8 || type == ElementType::SI16 ||
         type == ElementType::SI32 || type == ElementType::SI64;
}

bool isUnsignedInt(ElementType type) {
  return type == ElementType::UI2 || type == ElementType::UI4 ||
         type == ElementType::UI8 || type == ElementType::UI16 ||
         type == ElementType::UI32 || type == ElementType::UI64;
}

unsigned getBitWidth(ElementType type) {
  switch (type) {
  case ElementType::I1:
    return 1;
  case ElementType::SI2:
  case ElementType::UI2:
    return 2;
  case ElementType::SI4:
  case ElementType::UI4:
    return 4;
  default:
    if (std::optional<SmallFloatKind> kind = getSmallFloatKind(type))
      return interpreter::getBitWidth(*kind);
    return static_cast<unsigned>(getElementByteSize(type) * 8);
  }
}

} // namespace hlokit::interpreter
