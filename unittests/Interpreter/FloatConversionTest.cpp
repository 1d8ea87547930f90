//===- FloatConversionTest.cpp - convert and total order vs APFloat -------===//
//
// The `convert` kernel between every pair of float types, bit for bit against
// a reference built on llvm::APFloat: every bit pattern of the small and the
// 16-bit formats, and for f32 and f64 sources 2^20 random patterns each plus
// the specials and the values at and next to every rounding boundary
// (midpoints, the overflow threshold) of every narrower format. Integers to
// every float type the same way. Then compare with TOTALORDER against an
// order written from IEEE's totalOrder definition.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Interpreter/Math/Elementwise.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <set>
#include <vector>

using namespace hlokit::interpreter;
using llvm::APFloat;
using llvm::APInt;

namespace {

const ElementType kFloatTypes[] = {
#define HLOKIT_FLOAT_TYPE(Enum, ...) ElementType::Enum,
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
};

unsigned widthOf(ElementType type) {
  return APFloat::semanticsSizeInBits(getSemantics(type));
}

uint64_t bitsOf(const APFloat &v) { return v.bitcastToAPInt().getZExtValue(); }

uint64_t bitsAt(const Tensor &t, int64_t i) {
  int64_t size = getElementByteSize(t.getElementType());
  uint64_t bits = 0;
  std::memcpy(&bits, t.getRawData() + i * size, size);
  return bits;
}

Tensor tensorOfBits(ElementType type, const std::vector<uint64_t> &bits) {
  llvm::Expected<Tensor> t =
      Tensor::allocate(type, {static_cast<int64_t>(bits.size())});
  EXPECT_TRUE(static_cast<bool>(t));
  int64_t size = getElementByteSize(type);
  for (size_t i = 0; i < bits.size(); ++i)
    std::memcpy(t->getRawMutableData() + i * size, &bits[i], size);
  return std::move(*t);
}

/// APFloat's conversion, with the interpreter's documented choices where
/// APFloat has no encodable answer (SmallFloat.h): f8E8M0FNU's NaN reads as
/// NaN (APFloat makes it infinity), negative values give f8E8M0FNU's NaN,
/// and infinity saturates in the formats without infinity and NaN.
uint64_t referenceConvert(const APFloat &value, ElementType to) {
  const llvm::fltSemantics &sem = getSemantics(to);
  if (to == ElementType::F8E8M0FNU && value.isNegative() && !value.isZero())
    return 0xFF;
  if (value.isInfinity() && !APFloat::semanticsHasInf(sem) &&
      !APFloat::semanticsHasNaN(sem))
    return bitsOf(APFloat::getLargest(sem, value.isNegative()));
  APFloat converted = value;
  bool losesInfo;
  converted.convert(sem, APFloat::rmNearestTiesToEven, &losesInfo);
  return bitsOf(converted);
}

bool hasOneUnsignedNaN(ElementType type) {
  return type == ElementType::F8E4M3FNUZ ||
         type == ElementType::F8E4M3B11FNUZ ||
         type == ElementType::F8E5M2FNUZ || type == ElementType::F8E8M0FNU;
}

/// The value of a bit pattern; the one NaN of the FNUZ types and of
/// f8E8M0FNU has no sign (APFloat calls it negative when converting it to
/// f8E4M3FN, positive to f32) and reads as the positive quiet NaN.
APFloat valueOf(ElementType type, uint64_t bits) {
  APFloat value(getSemantics(type), APInt(widthOf(type), bits));
  if (value.isNaN() && hasOneUnsignedNaN(type))
    return APFloat::getQNaN(APFloat::IEEEdouble());
  return value;
}

/// Converts `patterns` of `from` to every float type and compares each
/// result with the reference; reports the first few mismatches per pair.
void checkConversions(ElementType from, const std::vector<uint64_t> &patterns) {
  Tensor source = tensorOfBits(from, patterns);
  for (ElementType to : kFloatTypes) {
    llvm::Expected<Tensor> result = convert(source, to);
    ASSERT_TRUE(static_cast<bool>(result));
    int failures = 0;
    for (size_t i = 0; i < patterns.size(); ++i) {
      uint64_t got = bitsAt(*result, i);
      uint64_t want = referenceConvert(valueOf(from, patterns[i]), to);
      if (got != want && ++failures <= 3)
        ADD_FAILURE() << getElementTypeName(from).str() << " 0x" << std::hex
                      << patterns[i] << " -> " << getElementTypeName(to).str()
                      << ": got 0x" << got << ", want 0x" << want;
    }
    EXPECT_EQ(failures, 0) << getElementTypeName(from).str() << " -> "
                           << getElementTypeName(to).str();
  }
}

std::vector<uint64_t> allPatterns(ElementType type) {
  std::vector<uint64_t> patterns(uint64_t(1) << widthOf(type));
  for (size_t i = 0; i < patterns.size(); ++i)
    patterns[i] = i;
  return patterns;
}

/// The values where rounding into `type` changes: the midpoints between
/// neighbouring non-negative values (from 0 up) and the overflow threshold
/// half an ulp above the largest value.
std::vector<double> roundingBoundaries(ElementType type) {
  const llvm::fltSemantics &sem = getSemantics(type);
  std::set<double> values;
  for (uint64_t bits : allPatterns(type)) {
    APFloat v = valueOf(type, bits);
    if (v.isFinite() && !v.isNegative())
      values.insert(v.convertToDouble());
  }
  std::vector<double> boundaries;
  for (auto it = values.begin(); std::next(it) != values.end(); ++it)
    boundaries.push_back((*it + *std::next(it)) / 2);
  double largest = APFloat::getLargest(sem).convertToDouble();
  int precision = static_cast<int>(APFloat::semanticsPrecision(sem));
  boundaries.push_back(largest +
                       std::ldexp(0.5, std::ilogb(largest) - precision + 1));
  return boundaries;
}

/// Specials, every narrower format's rounding boundaries with their
/// neighbours (both signs), and `randomCount` random patterns.
template <typename F, typename Bits>
std::vector<uint64_t> wideSourcePatterns(size_t randomCount) {
  std::vector<F> values = {0,
                           -F(0),
                           std::numeric_limits<F>::infinity(),
                           -std::numeric_limits<F>::infinity(),
                           std::numeric_limits<F>::quiet_NaN(),
                           -std::numeric_limits<F>::quiet_NaN(),
                           std::numeric_limits<F>::signaling_NaN(),
                           std::numeric_limits<F>::denorm_min(),
                           std::numeric_limits<F>::min(),
                           std::numeric_limits<F>::max(),
                           -std::numeric_limits<F>::max()};
  for (ElementType narrow : kFloatTypes) {
    if (widthOf(narrow) > 16)
      continue; // f32's boundaries are left to the random patterns
    for (double boundary : roundingBoundaries(narrow)) {
      F b = static_cast<F>(boundary); // exact: narrow midpoints fit in F
      F inf = std::numeric_limits<F>::infinity();
      for (F v : {b, std::nextafter(b, inf), std::nextafter(b, -inf)}) {
        values.push_back(v);
        values.push_back(-v);
      }
    }
  }
  std::vector<uint64_t> patterns;
  for (F v : values) {
    Bits bits = llvm::bit_cast<Bits>(v);
    patterns.push_back(bits);
  }
  // NaNs with payloads, quiet and signaling, of both signs.
  F inf = std::numeric_limits<F>::infinity();
  Bits infBits = llvm::bit_cast<Bits>(inf);
  Bits sign = Bits(1) << (sizeof(Bits) * 8 - 1);
  Bits quiet = Bits(1) << (std::numeric_limits<F>::digits - 2);
  for (Bits payload : {Bits(1), Bits(quiet | 5), Bits(quiet >> 1)}) {
    patterns.push_back(infBits | payload);
    patterns.push_back(sign | infBits | payload);
  }
  std::mt19937_64 rng(12);
  for (size_t i = 0; i < randomCount; ++i)
    patterns.push_back(static_cast<Bits>(rng()));
  return patterns;
}

TEST(FloatConversionTest, EverySmallFloatPatternToEveryFloatType) {
  for (ElementType from : kFloatTypes)
    if (isSmallFloat(from))
      checkConversions(from, allPatterns(from));
}

TEST(FloatConversionTest, Every16BitPatternToEveryFloatType) {
  checkConversions(ElementType::F16, allPatterns(ElementType::F16));
  checkConversions(ElementType::BF16, allPatterns(ElementType::BF16));
}

TEST(FloatConversionTest, F32BoundariesAndRandomPatterns) {
  checkConversions(ElementType::F32,
                   wideSourcePatterns<float, uint32_t>(size_t(1) << 20));
}

TEST(FloatConversionTest, F64BoundariesAndRandomPatterns) {
  checkConversions(ElementType::F64,
                   wideSourcePatterns<double, uint64_t>(size_t(1) << 20));
}

/// Integers near every power of two (where 64-bit values have more bits than
/// a double) and random ones of every magnitude.
std::vector<int64_t> integerSamples() {
  std::vector<int64_t> values = {0, 1, -1, INT64_MAX, INT64_MIN};
  for (int k = 1; k < 63; ++k)
    for (int64_t d : {-3, -1, 0, 1, 3})
      values.push_back((int64_t(1) << k) + d);
  // Just above a bf16/f16 midpoint by less than a double's ulp: rounding to
  // double first and then to nearest even would round down.
  values.push_back((int64_t(1) << 62) + (int64_t(1) << 54) + 1);
  values.push_back((int64_t(1) << 40) + (int64_t(1) << 32) + 1);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200000; ++i)
    values.push_back(static_cast<int64_t>(rng() >> (rng() % 64)) *
                     (i % 2 ? 1 : -1));
  return values;
}

TEST(FloatConversionTest, IntegersToEveryFloatType) {
  std::vector<int64_t> values = integerSamples();
  for (bool isSigned : {true, false}) {
    ElementType from = isSigned ? ElementType::SI64 : ElementType::UI64;
    llvm::Expected<Tensor> source =
        Tensor::allocate(from, {static_cast<int64_t>(values.size())});
    ASSERT_TRUE(static_cast<bool>(source));
    std::memcpy(source->getRawMutableData(), values.data(),
                source->getByteSize());
    for (ElementType to : kFloatTypes) {
      llvm::Expected<Tensor> result = convert(*source, to);
      ASSERT_TRUE(static_cast<bool>(result));
      int failures = 0;
      for (size_t i = 0; i < values.size(); ++i) {
        APFloat value(APFloat::IEEEquad());
        (void)value.convertFromAPInt(APInt(64, values[i]), isSigned,
                                     APFloat::rmNearestTiesToEven);
        // APFloat has no f8E8M0FNU value for zero: it is the smallest one.
        uint64_t want = to == ElementType::F8E8M0FNU && value.isZero()
                            ? 0
                            : referenceConvert(value, to);
        if (bitsAt(*result, i) != want && ++failures <= 3)
          ADD_FAILURE() << (isSigned ? "i64 " : "ui64 ") << values[i] << " -> "
                        << getElementTypeName(to).str() << ": got 0x"
                        << std::hex << bitsAt(*result, i) << ", want 0x"
                        << want;
      }
      EXPECT_EQ(failures, 0) << getElementTypeName(to).str();
    }
  }
}

/// IEEE totalOrder from its definition: negative NaNs first, then the
/// numbers by value with -0 before +0, then positive NaNs; NaNs of one sign
/// by payload (away from the numbers as it grows). The FNUZ types' and
/// f8E8M0FNU's one NaN is the largest (SmallFloat.h).
bool totalLess(ElementType type, uint64_t a, uint64_t b) {
  APFloat x(getSemantics(type), APInt(widthOf(type), a));
  APFloat y(getSemantics(type), APInt(widthOf(type), b));
  bool signless =
      type == ElementType::F8E8M0FNU || type == ElementType::F8E4M3FNUZ ||
      type == ElementType::F8E4M3B11FNUZ || type == ElementType::F8E5M2FNUZ;
  auto rank = [&](const APFloat &v) {
    bool nan = v.isNaN() || (type == ElementType::F8E8M0FNU && v.isInfinity());
    if (!nan)
      return 0;
    return v.isNegative() && !signless ? -1 : 1;
  };
  int rx = rank(x), ry = rank(y);
  if (rx != ry)
    return rx < ry;
  if (rx != 0) {
    uint64_t signMask = uint64_t(1) << (widthOf(type) - 1);
    return rx > 0 ? (a & ~signMask) < (b & ~signMask)
                  : (a & ~signMask) > (b & ~signMask);
  }
  APFloat::cmpResult c = x.compare(y);
  if (c != APFloat::cmpEqual)
    return c == APFloat::cmpLessThan;
  return x.isNegative() && !y.isNegative();
}

TEST(FloatConversionTest, TotalOrderOnEveryFloatType) {
  std::mt19937_64 rng(3);
  for (ElementType type : kFloatTypes) {
    // Every pair for the small formats; for the wider ones every pair of
    // specials and numbers near them, and random pairs.
    std::vector<uint64_t> samples;
    unsigned width = widthOf(type);
    if (width <= 8) {
      samples = allPatterns(type);
    } else {
      uint64_t sign = uint64_t(1) << (width - 1);
      uint64_t inf = bitsOf(APFloat::getInf(getSemantics(type)));
      for (uint64_t base : {uint64_t(0), inf})
        for (uint64_t d : {0, 1, 2})
          for (uint64_t s : {uint64_t(0), sign})
            samples.push_back(s | (base + d));
      samples.push_back(sign | (inf - 1));
      for (int i = 0; i < 300; ++i)
        samples.push_back(rng() & (sign | (sign - 1)));
    }
    std::vector<uint64_t> lhs, rhs;
    for (uint64_t a : samples)
      for (uint64_t b : samples) {
        lhs.push_back(a);
        rhs.push_back(b);
      }
    llvm::Expected<Tensor> less =
        compare(hlokit::stablehlo::ComparisonDirection::LT,
                hlokit::stablehlo::ComparisonType::TOTALORDER,
                tensorOfBits(type, lhs), tensorOfBits(type, rhs));
    ASSERT_TRUE(static_cast<bool>(less));
    int failures = 0;
    for (size_t i = 0; i < lhs.size(); ++i)
      if (less->data<bool>()[i] != totalLess(type, lhs[i], rhs[i]) &&
          ++failures <= 3)
        ADD_FAILURE() << getElementTypeName(type).str() << ": 0x" << std::hex
                      << lhs[i] << " < 0x" << rhs[i] << " is "
                      << less->data<bool>()[i];
    EXPECT_EQ(failures, 0) << getElementTypeName(type).str();
  }
}

TEST(BitcastConvertTest, SplitsAndMergesSubByteElementsLittleEndian) {
  llvm::Expected<Tensor> byte = Tensor::allocate(ElementType::UI8, {1});
  ASSERT_TRUE(static_cast<bool>(byte));
  byte->mutableData<uint8_t>()[0] = 0xB4; // 10 11 01 00
  llvm::Expected<Tensor> pieces =
      bitcastConvert(*byte, ElementType::SI2, {1, 4});
  ASSERT_TRUE(static_cast<bool>(pieces));
  const int8_t *p = pieces->data<int8_t>();
  EXPECT_EQ(std::vector<int8_t>(p, p + 4), (std::vector<int8_t>{0, 1, -1, -2}));
  llvm::Expected<Tensor> back = bitcastConvert(*pieces, ElementType::UI8, {1});
  ASSERT_TRUE(static_cast<bool>(back));
  EXPECT_EQ(back->data<uint8_t>()[0], 0xB4);
}

TEST(BitcastConvertTest, BitCountMismatchIsAnError) {
  // The verifier rejects this (bitcast_convert_c1); the kernel still refuses
  // rather than read past the operand.
  llvm::Expected<Tensor> f6 = Tensor::allocate(ElementType::F6E2M3FN, {1});
  ASSERT_TRUE(static_cast<bool>(f6));
  llvm::Expected<Tensor> r = bitcastConvert(*f6, ElementType::SI8, {});
  ASSERT_FALSE(static_cast<bool>(r));
  EXPECT_EQ(llvm::toString(r.takeError()),
            "bitcast_convert from tensor<1xf6E2M3FN> to tensor<i8>: the "
            "operand's 6 bits do not fill the result's 8");
}

} // namespace
