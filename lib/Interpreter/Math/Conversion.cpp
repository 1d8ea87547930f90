//===- Conversion.cpp - convert, bitcast_convert, reduce_precision --------===//

#include "hlokit/Interpreter/Math/Conversion.h"

#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Interpreter/Math/ScalarOps.h"
#include "hlokit/Interpreter/Tensor/Printer.h"
#include "hlokit/Support/Parallel.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace hlokit::interpreter {

namespace {

/// Whether an element's storage holds exactly its bits (not i1, i2, i4,
/// f4, f6, which take a byte each).
bool hasPackedStorage(ElementType type) {
  return getBitWidth(type) == getElementByteSize(type) * 8;
}

/// The bits of all elements in row-major order, little-endian: element 0
/// in the lowest bits of byte 0. This is the spec's `bits` of a tensor, so a
/// wider element splits into (or merges from) consecutive narrower ones,
/// least significant first.
std::vector<uint8_t> packBits(const Tensor &tensor) {
  const char *raw = tensor.getRawData();
  if (hasPackedStorage(tensor.getElementType()))
    return std::vector<uint8_t>(raw, raw + tensor.getByteSize());
  unsigned width = getBitWidth(tensor.getElementType());
  unsigned mask = (1u << width) - 1;
  int64_t n = tensor.getNumElements();
  std::vector<uint8_t> bits((n * width + 7) / 8 + 1);
  for (int64_t i = 0; i < n; ++i) {
    int64_t pos = i * width;
    unsigned value = (static_cast<uint8_t>(raw[i]) & mask) << (pos % 8);
    bits[pos / 8] |= static_cast<uint8_t>(value);
    bits[pos / 8 + 1] |= static_cast<uint8_t>(value >> 8);
  }
  return bits;
}

/// Fills `result` from bits laid out as packBits makes them.
void unpackBits(const std::vector<uint8_t> &bits, Tensor &result) {
  char *raw = result.getRawMutableData();
  if (hasPackedStorage(result.getElementType())) {
    std::memcpy(raw, bits.data(), result.getByteSize());
    return;
  }
  unsigned width = getBitWidth(result.getElementType());
  unsigned mask = (1u << width) - 1;
  for (int64_t i = 0, n = result.getNumElements(); i < n; ++i) {
    int64_t pos = i * width;
    unsigned word = bits[pos / 8];
    if (static_cast<size_t>(pos / 8 + 1) < bits.size())
      word |= static_cast<unsigned>(bits[pos / 8 + 1]) << 8;
    raw[i] = static_cast<char>((word >> (pos % 8)) & mask);
  }
  wrapNarrowIntegers(result); // sign-extends i2 and i4
}

/// Float to i2/i4 saturates to their range as it does for wider integers:
/// the values arrive saturated to the storage byte's range, which holds it.
void saturateNarrowIntegers(Tensor &tensor) {
  ElementType type = tensor.getElementType();
  unsigned width = getBitWidth(type);
  if (!isInteger(type) || width >= 8)
    return;
  bool isSigned = isSignedInt(type);
  int lo = isSigned ? -(1 << (width - 1)) : 0;
  int hi = isSigned ? (1 << (width - 1)) - 1 : (1 << width) - 1;
  char *p = tensor.getRawMutableData();
  for (int64_t i = 0, n = tensor.getNumElements(); i < n; ++i) {
    int v = isSigned ? static_cast<int8_t>(p[i]) : static_cast<uint8_t>(p[i]);
    p[i] = static_cast<char>(std::clamp(v, lo, hi));
  }
}

/// Saturating float-to-integer conversion; NaN gives 0.
template <typename Out> Out floatToInt(double v) {
  if (std::isnan(v))
    return 0;
  if (v <= static_cast<double>(std::numeric_limits<Out>::lowest()))
    return std::numeric_limits<Out>::lowest();
  if (v >= static_cast<double>(std::numeric_limits<Out>::max()))
    return std::numeric_limits<Out>::max();
  return static_cast<Out>(v);
}

/// An integer as a double, rounded to odd when it has more than 53
/// significant bits: rounding that once more to a float of at most 51 bits
/// of precision gives the correctly rounded result, which rounding to
/// nearest twice would not.
template <typename I> double toDoubleRoundedToOdd(I v) {
  if constexpr (sizeof(I) < sizeof(uint64_t)) {
    return static_cast<double>(v);
  } else {
    bool negative = std::is_signed_v<I> && v < 0;
    uint64_t magnitude =
        negative ? uint64_t(0) - static_cast<uint64_t>(v) : uint64_t(v);
    int dropped = std::max(0, 64 - __builtin_clzll(magnitude | 1) - 53);
    uint64_t kept = magnitude >> dropped;
    if (magnitude & ((uint64_t(1) << dropped) - 1))
      kept |= 1; // the sticky bit
    double d = std::ldexp(static_cast<double>(kept), dropped);
    return negative ? -d : d;
  }
}

template <typename Out, typename In> Out convertScalar(In v) {
  if constexpr (IsComplexV<In> && !IsComplexV<Out>) {
    return convertScalar<Out>(v.real());
  } else if constexpr (std::is_same_v<Out, bool>) {
    if constexpr (IsLowFloatV<In>)
      return float(v) != 0;
    else
      return v != In(0);
  } else if constexpr (IsComplexV<Out>) {
    using R = typename Out::value_type;
    if constexpr (IsComplexV<In>)
      return Out(static_cast<R>(v.real()), static_cast<R>(v.imag()));
    else
      return Out(convertScalar<R>(v), R(0));
  } else if constexpr (IsIntV<Out>) {
    if constexpr (IsFloatV<In>)
      return floatToInt<Out>(static_cast<double>(ComputeT<In>(v)));
    else
      return static_cast<Out>(v); // integers wrap, bool is 0/1
  } else if constexpr (IsLowFloatV<Out>) {
    // One rounding from the exact source value: narrow floats are exact in
    // float, f32 and f64 convert directly.
    if constexpr (std::is_same_v<In, float> || std::is_same_v<In, double>)
      return Out(v);
    else if constexpr (IsLowFloatV<In>)
      return Out(float(v));
    else if constexpr (std::is_same_v<In, bool>)
      return Out(v ? 1.0f : 0.0f);
    else
      return Out(toDoubleRoundedToOdd(v));
  } else if constexpr (IsLowFloatV<In>) {
    return static_cast<Out>(float(v));
  } else {
    return static_cast<Out>(v);
  }
}

/// XLA's reduce_precision on the bit pattern of a float or double.
template <typename F, typename Bits>
F reduceBits(F value, int64_t exponentBits, int64_t mantissaBits) {
  constexpr int totalBits = sizeof(F) * 8;
  constexpr int srcMantissa = std::numeric_limits<F>::digits - 1;
  constexpr int srcExponent = totalBits - srcMantissa - 1;
  if (std::isnan(value))
    return mantissaBits > 0
               ? value
               : std::copysign(std::numeric_limits<F>::infinity(), value);
  Bits x = llvm::bit_cast<Bits>(value);
  if (mantissaBits < srcMantissa) {
    int shift = srcMantissa - static_cast<int>(mantissaBits);
    Bits lastBit = Bits(1) << shift;
    Bits bias = (lastBit >> 1) - 1 + ((x & lastBit) >> shift);
    x = (x + bias) & ~(lastBit - 1);
  }
  if (exponentBits < srcExponent) {
    Bits signMask = Bits(1) << (totalBits - 1);
    Bits expMask = ((Bits(1) << srcExponent) - 1) << srcMantissa;
    int64_t bias = (int64_t(1) << (srcExponent - 1)) - 1;
    int64_t reducedBias = (int64_t(1) << (exponentBits - 1)) - 1;
    Bits maxExp = static_cast<Bits>(bias + reducedBias) << srcMantissa;
    Bits minExp = static_cast<Bits>(bias - reducedBias) << srcMantissa;
    Bits exp = x & expMask;
    if (exp > maxExp)
      x = (x & signMask) | expMask;
    else if (exp <= minExp)
      x = x & signMask;
  }
  return llvm::bit_cast<F>(x);
}

} // namespace

void convertInto(const Tensor &operand, Tensor &result) {
  ElementType operandType = operand.getElementType();
  if (operandType == result.getElementType()) {
    if (operand.getRawData() != result.getRawData())
      std::memcpy(result.getRawMutableData(), operand.getRawData(),
                  operand.getByteSize());
    return;
  }
  dispatchElementType(operandType, [&](auto in) {
    using In = decltype(in);
    dispatchElementType(result.getElementType(), [&](auto out) {
      using Out = decltype(out);
      const In *src = operand.data<In>();
      Out *dst = result.template mutableData<Out>();
      parallelForEachIndex(operand.getNumElements(), [&](int64_t i) {
        dst[i] = convertScalar<Out>(src[i]);
      });
    });
  });
  if (isFloat(operandType) || isComplex(operandType))
    saturateNarrowIntegers(result);
  else
    wrapNarrowIntegers(result);
}

llvm::Expected<Tensor> convert(const Tensor &operand, ElementType resultType) {
  // To its own type convert changes nothing, not even a signaling NaN.
  if (operand.getElementType() == resultType)
    return operand;
  llvm::Expected<Tensor> result =
      Tensor::allocate(resultType, operand.getShape());
  if (result)
    convertInto(operand, *result);
  return result;
}

llvm::Expected<Tensor> bitcastConvert(const Tensor &operand,
                                      ElementType resultType,
                                      llvm::ArrayRef<int64_t> resultShape) {
  llvm::Expected<Tensor> result = Tensor::allocate(resultType, resultShape);
  if (!result)
    return result;
  ElementType operandType = operand.getElementType();
  if (operand.getNumElements() * getBitWidth(operandType) !=
      result->getNumElements() * getBitWidth(resultType))
    return llvm::createStringError(
        llvm::formatv("bitcast_convert from {0} to {1}: the operand's {2} "
                      "bits do not fill the result's {3}",
                      getTensorTypeString(operand.getShape(), operandType),
                      getTensorTypeString(resultShape, resultType),
                      operand.getNumElements() * getBitWidth(operandType),
                      result->getNumElements() * getBitWidth(resultType))
            .str());
  // Types whose storage is exactly their bits share one byte layout.
  if (hasPackedStorage(operandType) && hasPackedStorage(resultType)) {
    std::memcpy(result->getRawMutableData(), operand.getRawData(),
                operand.getByteSize());
    return result;
  }
  unpackBits(packBits(operand), *result);
  return result;
}

llvm::Expected<Tensor> reducePrecision(const Tensor &operand,
                                       int64_t exponentBits,
                                       int64_t mantissaBits) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(operand.getElementType(), operand.getShape());
  if (!result)
    return result;
  dispatchElementType(operand.getElementType(), [&](auto v) {
    using T = decltype(v);
    if constexpr (IsFloatV<T>) {
      const T *src = operand.data<T>();
      T *dst = result->template mutableData<T>();
      for (int64_t i = 0, n = operand.getNumElements(); i < n; ++i) {
        if constexpr (std::is_same_v<T, double>)
          dst[i] =
              reduceBits<double, uint64_t>(src[i], exponentBits, mantissaBits);
        else
          dst[i] = scalar::store<T>(reduceBits<float, uint32_t>(
              ComputeT<T>(src[i]), exponentBits, mantissaBits));
      }
    } else {
      llvm_unreachable("reduce_precision on a non-float tensor");
    }
  });
  return result;
}

} // namespace hlokit::interpreter
