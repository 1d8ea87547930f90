//===- ChloKernels.cpp - kernels of the chlo ops --------------------------===//

#include "hlokit/Interpreter/Math/ChloKernels.h"

#include "hlokit/Interpreter/Math/SpecialFunctions.h"
#include "hlokit/Interpreter/Math/VectorMath.h"
#include "hlokit/Support/Parallel.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <numeric>
#include <optional>

namespace hlokit::interpreter {

namespace {

using Real = long double;
using Complex = std::complex<long double>;

llvm::Error unsupportedType(llvm::StringRef what, ElementType type) {
  return llvm::createStringError(
      llvm::formatv("{0} does not support element type {1}", what,
                    getElementTypeName(type))
          .str());
}

/// A float storage value widened to long double, and back with one rounding
/// (f16/bf16 go through float, whose extra rounding cannot change the
/// result's last bit except in double-rounding ties).
template <typename T> Real toReal(T v) {
  return static_cast<Real>(static_cast<ComputeT<T>>(v));
}
template <typename T> T fromReal(Real v) {
  if constexpr (IsLowFloatV<T>)
    return T(static_cast<float>(v));
  else
    return static_cast<T>(v);
}

Real realFunction(ChloUnaryOp op, Real x) {
  switch (op) {
  case ChloUnaryOp::Acos:
    return std::acos(x);
  case ChloUnaryOp::Acosh:
    return std::acosh(x);
  case ChloUnaryOp::Asin:
    return std::asin(x);
  case ChloUnaryOp::Asinh:
    return std::asinh(x);
  case ChloUnaryOp::Atan:
    return std::atan(x);
  case ChloUnaryOp::Atanh:
    return std::atanh(x);
  case ChloUnaryOp::BesselI1e:
    return special::besselI1e(x);
  case ChloUnaryOp::Conj:
    return x;
  case ChloUnaryOp::Cosh:
    return std::cosh(x);
  case ChloUnaryOp::Digamma:
    return special::digamma(x);
  case ChloUnaryOp::Erf:
    return std::erf(x);
  case ChloUnaryOp::ErfInv:
    return special::erfInv(x);
  case ChloUnaryOp::Erfc:
    return std::erfc(x);
  case ChloUnaryOp::Lgamma:
    return std::lgamma(x);
  case ChloUnaryOp::Sinh:
    return std::sinh(x);
  case ChloUnaryOp::Tan:
    return std::tan(x);
  case ChloUnaryOp::AsinAcosKernel:
  case ChloUnaryOp::IsInf:
  case ChloUnaryOp::IsNegInf:
  case ChloUnaryOp::IsPosInf:
    break;
  }
  llvm_unreachable("not a float-to-float chlo op");
}

/// The complex ops, or nullopt for the real-only ones.
std::optional<Complex> complexFunction(ChloUnaryOp op, Complex z) {
  switch (op) {
  case ChloUnaryOp::Acos:
    return std::acos(z);
  case ChloUnaryOp::Acosh:
    return std::acosh(z);
  case ChloUnaryOp::Asin:
    return std::asin(z);
  case ChloUnaryOp::Asinh:
    return std::asinh(z);
  case ChloUnaryOp::AsinAcosKernel:
    return special::asinAcosKernel(z);
  case ChloUnaryOp::Atan:
    return std::atan(z);
  case ChloUnaryOp::Atanh:
    return std::atanh(z);
  case ChloUnaryOp::Conj:
    return std::conj(z);
  case ChloUnaryOp::Cosh:
    return std::cosh(z);
  case ChloUnaryOp::Sinh:
    return std::sinh(z);
  case ChloUnaryOp::Tan:
    return std::tan(z);
  default:
    return std::nullopt;
  }
}

bool isPredicate(ChloUnaryOp op) {
  return op == ChloUnaryOp::IsInf || op == ChloUnaryOp::IsNegInf ||
         op == ChloUnaryOp::IsPosInf;
}

bool predicate(ChloUnaryOp op, Real x) {
  if (op == ChloUnaryOp::IsInf)
    return std::isinf(x);
  return x == (op == ChloUnaryOp::IsPosInf ? HUGE_VALL : -HUGE_VALL);
}

/// The vectorized f32 function of `op` (VectorMath.h) on `n` elements of a
/// float type computed in f32 (f16, bf16 and the other narrow floats go
/// through f32): erf and erfc, GELU's, a third of a transformer step when
/// they ran in long double. False for the other ops.
template <typename T>
bool runVectorPath(ChloUnaryOp op, const T *in, T *out, int64_t n) {
  if constexpr (!IsComputedInFloatV<T>) {
    return false;
  } else {
    if (op == ChloUnaryOp::Erf)
      math::mapThroughFloats<T, math::erfOfFloat>(in, out, n);
    else if (op == ChloUnaryOp::Erfc)
      math::mapThroughFloats<T, math::erfcOfFloat>(in, out, n);
    else
      return false;
    return true;
  }
}

template <typename T>
llvm::Error unaryTyped(ChloUnaryOp op, const Tensor &in, Tensor &out) {
  const T *a = in.data<T>();
  int64_t n = in.getNumElements();
  if constexpr (IsFloatV<T>) {
    if (isPredicate(op)) {
      bool *o = out.mutableData<bool>();
      for (int64_t i = 0; i < n; ++i)
        o[i] = predicate(op, toReal(a[i]));
    } else if (runVectorPath(op, a, out.mutableData<T>(), n)) {
    } else {
      T *o = out.mutableData<T>();
      for (int64_t i = 0; i < n; ++i)
        o[i] = fromReal<T>(realFunction(op, toReal(a[i])));
    }
    return llvm::Error::success();
  } else if constexpr (IsComplexV<T>) {
    using Part = typename T::value_type;
    T *o = out.mutableData<T>();
    for (int64_t i = 0; i < n; ++i) {
      std::optional<Complex> z = complexFunction(op, Complex(a[i]));
      if (!z)
        return unsupportedType("this chlo op", in.getElementType());
      o[i] = T(static_cast<Part>(z->real()), static_cast<Part>(z->imag()));
    }
    return llvm::Error::success();
  } else {
    return unsupportedType("this chlo op", in.getElementType());
  }
}

/// std::nextafter on the storage type; f16 and bf16 step their bits.
template <typename T> T nextAfter(T x, T y) {
  if constexpr (IsLowFloatV<T>) {
    float fx = x, fy = y;
    if (std::isnan(fx) || std::isnan(fy))
      return T(std::numeric_limits<float>::quiet_NaN());
    if (fx == fy)
      return y;
    if (fx == 0)
      return T::fromBits(static_cast<uint16_t>(std::signbit(fy) ? 0x8001 : 1));
    // Away from zero when moving in the direction of x's sign.
    bool away = (fy > fx) == (fx > 0);
    return T::fromBits(static_cast<uint16_t>(away ? x.bits + 1 : x.bits - 1));
  } else {
    return std::nextafter(x, y);
  }
}

/// The high half of the double-width product: signed or unsigned as T;
/// `width` is T's bit width in the MLIR sense (4 for i4/ui4, stored in a
/// byte as its value).
template <typename T> T mulhi(T a, T b, unsigned width) {
  if constexpr (sizeof(T) == 8) {
    using Wide =
        std::conditional_t<std::is_signed_v<T>, __int128, unsigned __int128>;
    return static_cast<T>((Wide(a) * Wide(b)) >> 64);
  } else {
    using Wide = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
    return static_cast<T>((Wide(a) * Wide(b)) >> width);
  }
}

template <typename T>
llvm::Error binaryTyped(ChloBinaryOp op, const Tensor &lhs, const Tensor &rhs,
                        Tensor &out) {
  if constexpr (IsIntV<T>) {
    if (op != ChloBinaryOp::Mulhi)
      return unsupportedType("this chlo op", lhs.getElementType());
    const T *a = lhs.data<T>();
    const T *b = rhs.data<T>();
    T *o = out.mutableData<T>();
    unsigned width = getBitWidth(lhs.getElementType());
    for (int64_t i = 0, n = lhs.getNumElements(); i < n; ++i)
      o[i] = mulhi(a[i], b[i], width);
    return llvm::Error::success();
  } else if constexpr (IsFloatV<T>) {
    const T *a = lhs.data<T>();
    const T *b = rhs.data<T>();
    T *o = out.mutableData<T>();
    for (int64_t i = 0, n = lhs.getNumElements(); i < n; ++i) {
      switch (op) {
      case ChloBinaryOp::NextAfter:
        o[i] = nextAfter(a[i], b[i]);
        break;
      case ChloBinaryOp::Polygamma:
        o[i] = fromReal<T>(special::polygamma(toReal(a[i]), toReal(b[i])));
        break;
      case ChloBinaryOp::Zeta:
        o[i] = fromReal<T>(special::zeta(toReal(a[i]), toReal(b[i])));
        break;
      case ChloBinaryOp::Mulhi:
        return unsupportedType("mulhi", lhs.getElementType());
      }
    }
    return llvm::Error::success();
  } else {
    return unsupportedType("this chlo op", lhs.getElementType());
  }
}

/// -1 for a NaN with the sign bit, 1 for one without, 0 for numbers.
template <typename C> int nanClass(C v) {
  if constexpr (std::is_floating_point_v<C>)
    return std::isnan(v) ? (std::signbit(v) ? -1 : 1) : 0;
  else
    return 0;
}

/// The total order of topK: NaNs by sign at the ends, +0 above -0.
template <typename T> bool totalGreater(T x, T y) {
  using C = ComputeT<T>;
  C a = C(x), b = C(y);
  int ca = nanClass(a), cb = nanClass(b);
  if (ca != cb)
    return ca > cb;
  if (ca != 0)
    return false;
  if (a != b)
    return a > b;
  if constexpr (std::is_floating_point_v<C>)
    return !std::signbit(a) && std::signbit(b);
  else
    return false;
}

template <typename T>
llvm::Error topKTyped(const Tensor &in, int64_t k, Tensor &values,
                      Tensor &indices) {
  if constexpr (IsComplexV<T>) {
    return unsupportedType("top_k", in.getElementType());
  } else {
    int64_t n = in.getShape().back();
    int64_t rows = n == 0 ? 0 : in.getNumElements() / n;
    const T *a = in.data<T>();
    T *v = values.mutableData<T>();
    int32_t *idx = indices.mutableData<int32_t>();
    llvm::SmallVector<int32_t> order(n);
    for (int64_t r = 0; r < rows; ++r) {
      const T *row = a + r * n;
      std::iota(order.begin(), order.end(), 0);
      // Stable: equal elements keep ascending index order.
      std::stable_sort(order.begin(), order.end(), [&](int32_t i, int32_t j) {
        return totalGreater(row[i], row[j]);
      });
      for (int64_t j = 0; j < k; ++j) {
        v[r * k + j] = row[order[j]];
        idx[r * k + j] = order[j];
      }
    }
    return llvm::Error::success();
  }
}

} // namespace

llvm::Expected<Tensor> chloUnary(ChloUnaryOp op, const Tensor &operand) {
  ElementType resultType =
      isPredicate(op) ? ElementType::I1 : operand.getElementType();
  llvm::Expected<Tensor> result =
      Tensor::allocate(resultType, operand.getShape());
  if (!result)
    return result;
  if (llvm::Error err =
          dispatchElementType(operand.getElementType(), [&](auto t) {
            return unaryTyped<decltype(t)>(op, operand, *result);
          }))
    return err;
  return result;
}

llvm::Expected<Tensor> chloBinary(ChloBinaryOp op, const Tensor &lhs,
                                  const Tensor &rhs) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(lhs.getElementType(), lhs.getShape());
  if (!result)
    return result;
  if (llvm::Error err = dispatchElementType(lhs.getElementType(), [&](auto t) {
        return binaryTyped<decltype(t)>(op, lhs, rhs, *result);
      }))
    return err;
  return result;
}

llvm::Expected<llvm::SmallVector<Tensor>> topK(const Tensor &operand,
                                               int64_t k) {
  if (operand.getRank() < 1 || k < 0 || k > operand.getShape().back())
    return llvm::createStringError(
        llvm::formatv("top_k: k = {0} does not fit the last dimension", k)
            .str());
  llvm::SmallVector<int64_t> shape(operand.getShape());
  shape.back() = k;
  llvm::Expected<Tensor> values =
      Tensor::allocate(operand.getElementType(), shape);
  if (!values)
    return values.takeError();
  llvm::Expected<Tensor> indices = Tensor::allocate(ElementType::SI32, shape);
  if (!indices)
    return indices.takeError();
  if (llvm::Error err =
          dispatchElementType(operand.getElementType(), [&](auto t) {
            return topKTyped<decltype(t)>(operand, k, *values, *indices);
          }))
    return err;
  return llvm::SmallVector<Tensor>{*values, *indices};
}

} // namespace hlokit::interpreter
