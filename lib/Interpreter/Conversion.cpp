//===- Conversion.cpp - convert, bitcast_convert, reduce_precision --------===//

#include "hlokit/Interpreter/Conversion.h"

#include "hlokit/Interpreter/Elementwise.h"
#include "hlokit/Interpreter/ScalarOps.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace hlokit::interpreter {

namespace {

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
    return Out(static_cast<float>(convertScalar<double>(v)));
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
  Bits x;
  std::memcpy(&x, &value, sizeof x);
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
  F result;
  std::memcpy(&result, &x, sizeof result);
  return result;
}

} // namespace

llvm::Expected<Tensor> convert(const Tensor &operand, ElementType resultType) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(resultType, operand.getShape());
  if (!result)
    return result;
  dispatchElementType(operand.getElementType(), [&](auto in) {
    using In = decltype(in);
    dispatchElementType(resultType, [&](auto out) {
      using Out = decltype(out);
      const In *src = operand.data<In>();
      Out *dst = result->template mutableData<Out>();
      for (int64_t i = 0, n = operand.getNumElements(); i < n; ++i)
        dst[i] = convertScalar<Out>(src[i]);
    });
  });
  wrapNarrowIntegers(*result);
  return result;
}

llvm::Expected<Tensor> bitcastConvert(const Tensor &operand,
                                      ElementType resultType,
                                      llvm::ArrayRef<int64_t> resultShape) {
  llvm::Expected<Tensor> result = Tensor::allocate(resultType, resultShape);
  if (!result)
    return result;
  // i1/i4/ui4 are stored one per byte, so their bit patterns are not packed
  // the way a bitcast to a wider type would need.
  if (result->getByteSize() != operand.getByteSize())
    return llvm::createStringError(
        ("bitcast_convert from " +
         getElementTypeName(operand.getElementType()) + " to " +
         getElementTypeName(resultType) + " is not supported")
            .str());
  std::memcpy(result->getRawMutableData(), operand.getRawData(),
              operand.getByteSize());
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
