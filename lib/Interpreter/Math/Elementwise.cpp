//===- Elementwise.cpp - elementwise kernels ------------------------------===//

#include "hlokit/Interpreter/Math/Elementwise.h"

#include "hlokit/Interpreter/Math/ComplexMath.h"
#include "hlokit/Interpreter/Math/RealMath.h"
#include "hlokit/Interpreter/Math/ScalarOps.h"
#include "hlokit/Support/Parallel.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace hlokit::interpreter {

using stablehlo::ComparisonDirection;
using stablehlo::ComparisonType;

namespace {

llvm::Error unsupportedType(llvm::StringRef what, ElementType type) {
  return llvm::createStringError(
      llvm::formatv("{0} does not support element type {1}", what,
                    getElementTypeName(type))
          .str());
}

template <typename In, typename Out, typename F>
void mapInto(const Tensor &in, Tensor &out, F f) {
  const In *a = in.data<In>();
  Out *o = out.mutableData<Out>();
  parallelForEachElement(in.getNumElements(),
                         [&](int64_t i) { o[i] = f(a[i]); });
}

template <typename In, typename Out, typename F>
void mapInto(const Tensor &lhs, const Tensor &rhs, Tensor &out, F f) {
  const In *a = lhs.data<In>();
  const In *b = rhs.data<In>();
  Out *o = out.mutableData<Out>();
  parallelForEachElement(lhs.getNumElements(),
                         [&](int64_t i) { o[i] = f(a[i], b[i]); });
}

/// The value bits of an integer as an unsigned 64-bit number, masked to the
/// type's width (4 for i4).
template <typename T> uint64_t valueBits(T v, unsigned width) {
  uint64_t u = static_cast<uint64_t>(static_cast<std::make_unsigned_t<T>>(v));
  return width >= 64 ? u : u & ((uint64_t(1) << width) - 1);
}

/// Sign-extends the low `width` bits of `u`.
int64_t signExtend(uint64_t u, unsigned width) {
  if (width >= 64)
    return static_cast<int64_t>(u);
  uint64_t signBit = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((u ^ signBit) - signBit);
}

template <typename C> C signOf(C v) {
  if constexpr (IsComplexV<C>)
    return math::sign(v);
  else if constexpr (std::is_floating_point_v<C>)
    return std::isnan(v) || v == 0 ? v : (v > 0 ? C(1) : C(-1));
  else if constexpr (std::is_signed_v<C>)
    return static_cast<C>((v > 0) - (v < 0));
  else
    return static_cast<C>(v > 0);
}

/// The vectorized f32 function F (VectorMath.h) on `in` into `out`, with
/// Exact where Outside says F does not reach.
template <typename T, float (*F)(float),
          bool (*Outside)(float) = math::coversEverything,
          float (*Exact)(float) = F>
void mapFloatTensor(const Tensor &in, Tensor &out) {
  math::mapThroughFloats<T, F, Outside, Exact>(
      in.data<T>(), out.mutableData<T>(), in.getNumElements());
}

/// The C library's float sin, cos and tan, for the arguments the vectorized
/// ones leave to it.
float sineOfFloatInLibm(float x) { return std::sin(x); }
float cosineOfFloatInLibm(float x) { return std::cos(x); }
float tanOfFloatInLibm(float x) { return std::tan(x); }

template <typename T>
llvm::Error unaryTyped(UnaryOp op, const Tensor &in, Tensor &out,
                       unsigned width) {
  using C = ComputeT<T>;
  constexpr bool isFloat = IsFloatV<T>;
  constexpr bool isFloatOrComplex = IsFloatV<T> || IsComplexV<T>;
  auto ok = llvm::Error::success;
  // Applies f to the compute-type value when the type is float or complex.
  auto onFloatOrComplex = [&](auto f) -> llvm::Error {
    if constexpr (isFloatOrComplex) {
      mapInto<T, T>(in, out, [&](auto v) { return scalar::store<T>(f(C(v))); });
      return ok();
    } else {
      return unsupportedType("this op", ElementType(in.getElementType()));
    }
  };
  auto onFloat = [&](auto f) -> llvm::Error {
    if constexpr (isFloat) {
      mapInto<T, T>(in, out, [&](auto v) { return scalar::store<T>(f(C(v))); });
      return ok();
    } else {
      return unsupportedType("this op", in.getElementType());
    }
  };
  auto onInteger = [&](auto f) -> llvm::Error {
    if constexpr (IsIntV<T>) {
      mapInto<T, T>(in, out, f);
      return ok();
    } else {
      return unsupportedType("this op", in.getElementType());
    }
  };

  switch (op) {
  case UnaryOp::Abs:
    if constexpr (IsComplexV<T>) {
      mapInto<T, typename T::value_type>(in, out,
                                         [](auto v) { return math::abs(v); });
      return ok();
    } else if constexpr (IsIntV<T>) {
      return onInteger([](auto v) {
        return v < 0
                   ? static_cast<T>(0 - static_cast<std::make_unsigned_t<T>>(v))
                   : v;
      });
    } else {
      return onFloat([](auto v) { return std::fabs(v); });
    }
  case UnaryOp::Cbrt:
    return onFloatOrComplex([](auto v) { return math::cbrt(v); });
  case UnaryOp::Ceil:
    return onFloat([](auto v) { return std::ceil(v); });
  case UnaryOp::CountLeadingZeros:
    return onInteger([width](auto v) {
      uint64_t u = valueBits(v, width);
      return static_cast<T>(u == 0 ? width : width - (64 - __builtin_clzll(u)));
    });
  case UnaryOp::Cosine:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::cosineOfFloat, math::outsideReducedRange,
                     cosineOfFloatInLibm>(in, out);
      return ok();
    }
    return onFloatOrComplex([](auto v) { return math::cosine(v); });
  case UnaryOp::Exponential:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::expOfFloat>(in, out);
      return ok();
    }
    return onFloatOrComplex([](auto v) { return math::exponential(v); });
  case UnaryOp::ExponentialMinusOne:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::expMinusOneOfFloat>(in, out);
      return ok();
    }
    return onFloatOrComplex(
        [](auto v) { return math::exponentialMinusOne(v); });
  case UnaryOp::Floor:
    return onFloat([](auto v) { return std::floor(v); });
  case UnaryOp::Imag:
  case UnaryOp::Real:
    if constexpr (IsComplexV<T>) {
      bool real = op == UnaryOp::Real;
      mapInto<T, typename T::value_type>(
          in, out, [real](auto v) { return real ? v.real() : v.imag(); });
      return ok();
    } else {
      bool real = op == UnaryOp::Real;
      return onFloat([real](auto v) { return real ? v : C(0); });
    }
  case UnaryOp::IsFinite:
    if constexpr (isFloat) {
      mapInto<T, bool>(in, out, [](auto v) { return std::isfinite(C(v)); });
      return ok();
    }
    break;
  case UnaryOp::Log:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::logOfFloat>(in, out);
      return ok();
    }
    return onFloatOrComplex([](auto v) { return math::log(v); });
  case UnaryOp::LogPlusOne:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::logPlusOneOfFloat>(in, out);
      return ok();
    }
    return onFloatOrComplex([](auto v) { return math::logPlusOne(v); });
  case UnaryOp::Logistic:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::logisticOfFloat>(in, out);
      return ok();
    }
    return onFloatOrComplex([](auto v) { return math::logistic(v); });
  case UnaryOp::Negate:
    if constexpr (IsIntV<T>)
      return onInteger([](auto v) {
        return static_cast<T>(0 - static_cast<std::make_unsigned_t<T>>(v));
      });
    else
      return onFloatOrComplex([](auto v) { return -v; });
  case UnaryOp::Not:
    if constexpr (std::is_same_v<T, bool>) {
      mapInto<T, T>(in, out, [](auto v) { return !v; });
      return ok();
    } else {
      return onInteger([](auto v) { return static_cast<T>(~v); });
    }
  case UnaryOp::PopulationCount:
    return onInteger([width](auto v) {
      return static_cast<T>(__builtin_popcountll(valueBits(v, width)));
    });
  case UnaryOp::RoundNearestAfz:
    return onFloat([](auto v) { return std::round(v); });
  case UnaryOp::RoundNearestEven:
    return onFloat([](auto v) { return std::nearbyint(v); });
  case UnaryOp::Rsqrt:
    return onFloatOrComplex([](auto v) { return math::rsqrt(v); });
  case UnaryOp::Sign:
    if constexpr (IsIntV<T>)
      return onInteger([](auto v) { return signOf(v); });
    else
      return onFloatOrComplex([](auto v) { return signOf(v); });
  case UnaryOp::Sine:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::sineOfFloat, math::outsideReducedRange,
                     sineOfFloatInLibm>(in, out);
      return ok();
    }
    return onFloatOrComplex([](auto v) { return math::sine(v); });
  case UnaryOp::Sqrt:
    return onFloatOrComplex([](auto v) { return math::sqrt(v); });
  case UnaryOp::Square:
    if constexpr (IsIntV<T>)
      return onInteger([](auto v) { return scalar::multiply(v, v); });
    else
      return onFloatOrComplex([](auto v) { return math::square(v); });
  case UnaryOp::Tan:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::tanOfFloat, math::outsideReducedRange,
                     tanOfFloatInLibm>(in, out);
      return ok();
    }
    return onFloatOrComplex([](auto v) { return math::tan(v); });
  case UnaryOp::Tanh:
    if constexpr (IsComputedInFloatV<T>) {
      mapFloatTensor<T, math::tanhOfFloat>(in, out);
      return ok();
    }
    return onFloatOrComplex([](auto v) { return math::tanh(v); });
  }
  return unsupportedType("this op", in.getElementType());
}

/// Whether a / b overflows: the most negative value of the `width`-bit signed
/// type divided by -1 (width is 4 for i4, stored in an int8_t).
template <typename T> bool isSignedOverflow(T a, T b, unsigned width) {
  if constexpr (std::is_signed_v<T>)
    return b == -1 && static_cast<int64_t>(a) ==
                          signExtend(uint64_t(1) << (width - 1), width);
  return false;
}

/// Integer division and remainder are implementation-defined for a zero
/// divisor and for signed overflow; upstream's reference interpreter (whose
/// interpret tests pin it) returns 0 for all of them, and so does hlokit.
template <typename T> T divideInt(T a, T b, unsigned width) {
  if (b == 0 || isSignedOverflow(a, b, width))
    return 0;
  return static_cast<T>(a / b);
}

template <typename T> T remainderInt(T a, T b, unsigned width) {
  if (b == 0 || isSignedOverflow(a, b, width))
    return 0;
  return static_cast<T>(a % b);
}

/// Integer power by squaring; a negative exponent gives 0 unless |base| is 1.
template <typename T> T powerInt(T base, T exponent) {
  if constexpr (std::is_signed_v<T>) {
    if (exponent < 0) {
      if (base == 1)
        return 1;
      if (base == -1)
        return (exponent % 2 == 0) ? 1 : -1;
      return 0;
    }
  }
  T result = 1;
  auto e = static_cast<std::make_unsigned_t<T>>(exponent);
  while (e != 0) {
    if (e & 1)
      result = scalar::multiply(result, base);
    base = scalar::multiply(base, base);
    e >>= 1;
  }
  return result;
}

template <typename T> T shiftInt(BinaryOp op, T v, T amount, unsigned width) {
  uint64_t bits = valueBits(v, width);
  int64_t signedV = signExtend(bits, width);
  bool inRange = !(std::is_signed_v<T> && amount < 0) &&
                 static_cast<uint64_t>(amount) < width;
  switch (op) {
  case BinaryOp::ShiftLeft:
    return inRange ? static_cast<T>(bits << amount) : T(0);
  case BinaryOp::ShiftRightLogical:
    return inRange ? static_cast<T>(bits >> amount) : T(0);
  default: // arithmetic
    return static_cast<T>(inRange ? signedV >> amount
                                  : (signedV < 0 ? int64_t(-1) : int64_t(0)));
  }
}

/// o[i] = a[i] op b[i] over [begin, end) for the ops of `isFloatArithmetic`,
/// with the same scalar functions as the generic loops.
template <typename T>
[[gnu::always_inline]] inline void
floatArithmeticLoop(BinaryOp op, const T *a, const T *b, T *o, int64_t begin,
                    int64_t end) {
  auto loop = [&](auto f) {
    HLOKIT_INDEPENDENT_ITERATIONS
    for (int64_t i = begin; i < end; ++i)
      o[i] = f(a[i], b[i]);
  };
  switch (op) {
  case BinaryOp::Add:
    return loop([](T x, T y) { return scalar::add(x, y); });
  case BinaryOp::Subtract:
    return loop([](T x, T y) { return x - y; });
  case BinaryOp::Multiply:
    return loop([](T x, T y) { return scalar::multiply(x, y); });
  case BinaryOp::Divide:
    return loop([](T x, T y) { return x / y; });
  case BinaryOp::Maximum:
    return loop([](T x, T y) { return scalar::maximum(x, y); });
  case BinaryOp::Minimum:
    return loop([](T x, T y) { return scalar::minimum(x, y); });
  default:
    llvm_unreachable("not a float arithmetic op");
  }
}

/// The arithmetic of training steps and elementwise chains on f32 and f64,
/// with AVX-512 and AVX2 clones: the generic loops are SSE-wide, and a fused
/// chain's tiles are compute-bound on them.
HLOKIT_WIDE_CLONES void floatArithmetic(BinaryOp op, const float *a,
                                        const float *b, float *o, int64_t begin,
                                        int64_t end) {
  floatArithmeticLoop(op, a, b, o, begin, end);
}
HLOKIT_WIDE_CLONES void floatArithmetic(BinaryOp op, const double *a,
                                        const double *b, double *o,
                                        int64_t begin, int64_t end) {
  floatArithmeticLoop(op, a, b, o, begin, end);
}

/// floatArithmeticChain's loop: every step in turn on the n elements.
template <typename T>
[[gnu::always_inline]] inline void
floatChainLoop(llvm::ArrayRef<FloatArithmeticStep> steps,
               llvm::ArrayRef<const T *> inputs, T *scratch, T *out,
               int64_t n) {
  auto argument = [&](int a) -> const T * {
    return a >= 0 ? inputs[a] : scratch + (-a - 1) * floatChainElements;
  };
  for (auto [k, step] : llvm::enumerate(steps)) {
    T *o = k + 1 == steps.size() ? out : scratch + k * floatChainElements;
    const T *a = argument(step.lhs);
    if (!step.unary) {
      floatArithmeticLoop(step.op, a, argument(step.rhs), o, int64_t(0), n);
    } else if (*step.unary == UnaryOp::Negate) {
      HLOKIT_INDEPENDENT_ITERATIONS
      for (int64_t i = 0; i < n; ++i)
        o[i] = -a[i];
    } else if constexpr (std::is_same_v<T, float>) {
      math::mapFloats<math::expOfFloat>(a, o, 0, n);
    }
  }
}

HLOKIT_WIDE_CLONES void
floatArithmeticChainImpl(llvm::ArrayRef<FloatArithmeticStep> steps,
                         llvm::ArrayRef<const float *> inputs, float *scratch,
                         float *out, int64_t n) {
  floatChainLoop(steps, inputs, scratch, out, n);
}
HLOKIT_WIDE_CLONES void
floatArithmeticChainImpl(llvm::ArrayRef<FloatArithmeticStep> steps,
                         llvm::ArrayRef<const double *> inputs, double *scratch,
                         double *out, int64_t n) {
  floatChainLoop(steps, inputs, scratch, out, n);
}

template <typename T>
llvm::Error binaryTyped(BinaryOp op, const Tensor &lhs, const Tensor &rhs,
                        Tensor &out, unsigned width) {
  using C = ComputeT<T>;
  constexpr bool isBool = std::is_same_v<T, bool>;
  auto ok = llvm::Error::success;
  auto all = [&](auto f) -> llvm::Error {
    mapInto<T, T>(lhs, rhs, out, f);
    return ok();
  };
  auto onIntOrBool = [&](auto f) -> llvm::Error {
    if constexpr (std::is_integral_v<T>)
      return all(f);
    else
      return unsupportedType("this op", lhs.getElementType());
  };
  auto onInt = [&](auto f) -> llvm::Error {
    if constexpr (IsIntV<T>)
      return all(f);
    else
      return unsupportedType("this op", lhs.getElementType());
  };
  auto onFloatOrComplex = [&](auto f) -> llvm::Error {
    if constexpr (IsFloatV<T> || IsComplexV<T>)
      return all(
          [&](auto a, auto b) { return scalar::store<T>(f(C(a), C(b))); });
    else
      return unsupportedType("this op", lhs.getElementType());
  };

  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    if (isFloatArithmetic(op)) {
      parallelFor(lhs.getNumElements(), elementGrain,
                  [&](int64_t begin, int64_t end) {
                    floatArithmetic(op, lhs.data<T>(), rhs.data<T>(),
                                    out.mutableData<T>(), begin, end);
                  });
      return ok();
    }
  }
  switch (op) {
  case BinaryOp::Add:
    return all([](auto a, auto b) { return scalar::add(a, b); });
  case BinaryOp::Multiply:
    return all([](auto a, auto b) { return scalar::multiply(a, b); });
  case BinaryOp::Subtract:
    if constexpr (IsIntV<T>)
      return onInt([](auto a, auto b) {
        using U = std::make_unsigned_t<T>;
        return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
      });
    else if constexpr (!isBool)
      return onFloatOrComplex([](auto a, auto b) { return a - b; });
    break;
  case BinaryOp::Maximum:
    return all([](auto a, auto b) { return scalar::maximum(a, b); });
  case BinaryOp::Minimum:
    return all([](auto a, auto b) { return scalar::minimum(a, b); });
  case BinaryOp::And:
    return onIntOrBool([](auto a, auto b) { return static_cast<T>(a & b); });
  case BinaryOp::Or:
    return onIntOrBool([](auto a, auto b) { return static_cast<T>(a | b); });
  case BinaryOp::Xor:
    return onIntOrBool([](auto a, auto b) { return static_cast<T>(a ^ b); });
  case BinaryOp::Divide:
    if constexpr (IsIntV<T>)
      return onInt([width](auto a, auto b) { return divideInt(a, b, width); });
    else
      return onFloatOrComplex([](auto a, auto b) { return a / b; });
  case BinaryOp::Remainder:
    if constexpr (IsIntV<T>)
      return onInt(
          [width](auto a, auto b) { return remainderInt(a, b, width); });
    else if constexpr (IsFloatV<T>)
      return onFloatOrComplex([](auto a, auto b) { return std::fmod(a, b); });
    break;
  case BinaryOp::Power:
    if constexpr (IsIntV<T>)
      return onInt([](auto a, auto b) { return powerInt(a, b); });
    else
      return onFloatOrComplex([](auto a, auto b) { return math::power(a, b); });
  case BinaryOp::Atan2:
    return onFloatOrComplex([](auto a, auto b) { return math::atan2(a, b); });
  case BinaryOp::ShiftLeft:
  case BinaryOp::ShiftRightArithmetic:
  case BinaryOp::ShiftRightLogical:
    return onInt(
        [op, width](auto a, auto b) { return shiftInt(op, a, b, width); });
  case BinaryOp::Complex:
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      mapInto<T, std::complex<T>>(
          lhs, rhs, out, [](T re, T im) { return std::complex<T>(re, im); });
      return ok();
    }
    break;
  }
  return unsupportedType("this op", lhs.getElementType());
}

/// Total order on floats: -NaN < -inf < ... < -0 < +0 < ... < inf < NaN.
template <typename T> int64_t totalOrderKey(T v) {
  auto [negative, magnitude] = floatSignAndMagnitude(v);
  return negative ? -static_cast<int64_t>(magnitude) - 1
                  : static_cast<int64_t>(magnitude);
}

/// -1, 0 or 1 as a is below, equal to or above b in the weak order: numbers
/// as IEEE compares them (-0 = +0), then every NaN, all equal.
template <typename C> int weakOrderCompare(C a, C b) {
  bool aNan = std::isnan(a), bNan = std::isnan(b);
  if (aNan || bNan)
    return int(aNan) - int(bNan);
  return (a > b) - (a < b);
}

template <typename K> bool applyDirection(ComparisonDirection d, K a, K b) {
  switch (d) {
  case ComparisonDirection::EQ:
    return a == b;
  case ComparisonDirection::NE:
    return a != b;
  case ComparisonDirection::GE:
    return a >= b;
  case ComparisonDirection::GT:
    return a > b;
  case ComparisonDirection::LE:
    return a <= b;
  case ComparisonDirection::LT:
    return a < b;
  }
  llvm_unreachable("unknown direction");
}

template <typename T>
bool compareOne(ComparisonDirection d, ComparisonType type, T a, T b) {
  if constexpr (IsComplexV<T>) {
    if (d == ComparisonDirection::EQ || d == ComparisonDirection::NE)
      return applyDirection(d, a == b ? 0 : 1, 0);
    // Other directions order lexicographically.
    int cmp = scalar::less(a, b) ? -1 : (scalar::less(b, a) ? 1 : 0);
    return applyDirection(d, cmp, 0);
  } else if constexpr (IsFloatV<T>) {
    if (type == ComparisonType::TOTALORDER)
      return applyDirection(d, totalOrderKey(a), totalOrderKey(b));
    if (type == ComparisonType::WEAKORDER)
      return applyDirection(d, weakOrderCompare(ComputeT<T>(a), ComputeT<T>(b)),
                            0);
    return applyDirection(d, ComputeT<T>(a), ComputeT<T>(b));
  } else {
    return applyDirection(d, a, b);
  }
}

/// Calls f with `d` as a compile-time constant, so the comparison loops carry
/// no per-element switch on the direction and vectorize.
template <typename F> void withDirection(ComparisonDirection d, F f) {
  using D = ComparisonDirection;
  switch (d) {
  case D::EQ:
    return f(std::integral_constant<D, D::EQ>());
  case D::NE:
    return f(std::integral_constant<D, D::NE>());
  case D::GE:
    return f(std::integral_constant<D, D::GE>());
  case D::GT:
    return f(std::integral_constant<D, D::GT>());
  case D::LE:
    return f(std::integral_constant<D, D::LE>());
  case D::LT:
    return f(std::integral_constant<D, D::LT>());
  }
}

/// Reads element i of a tensor that is either a scalar or full-sized.
template <typename T>
const T &elementOrScalar(const T *p, bool scalar, int64_t i) {
  return p[scalar ? 0 : i];
}

} // namespace

void wrapNarrowIntegers(Tensor &tensor) {
  ElementType type = tensor.getElementType();
  unsigned width = getBitWidth(type);
  if (!isInteger(type) || width >= 8)
    return;
  uint8_t mask = static_cast<uint8_t>((1u << width) - 1);
  bool isSigned = isSignedInt(type);
  auto *p = reinterpret_cast<uint8_t *>(tensor.getRawMutableData());
  for (int64_t i = 0, n = tensor.getNumElements(); i < n; ++i)
    p[i] = isSigned ? static_cast<uint8_t>(signExtend(p[i] & mask, width))
                    : p[i] & mask;
}

llvm::Error unaryInto(UnaryOp op, const Tensor &operand, Tensor &result) {
  unsigned width = getBitWidth(operand.getElementType());
  if (llvm::Error error =
          dispatchElementType(operand.getElementType(), [&](auto v) {
            return unaryTyped<decltype(v)>(op, operand, result, width);
          }))
    return error;
  wrapNarrowIntegers(result);
  return llvm::Error::success();
}

llvm::Expected<Tensor> unary(UnaryOp op, const Tensor &operand,
                             ElementType resultType) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(resultType, operand.getShape());
  if (!result)
    return result;
  if (llvm::Error error = unaryInto(op, operand, *result))
    return error;
  return result;
}

bool isFloatArithmetic(BinaryOp op) {
  return op == BinaryOp::Add || op == BinaryOp::Subtract ||
         op == BinaryOp::Multiply || op == BinaryOp::Divide ||
         op == BinaryOp::Maximum || op == BinaryOp::Minimum;
}

bool isFloatChainUnary(UnaryOp op, ElementType type) {
  return op == UnaryOp::Negate ||
         (op == UnaryOp::Exponential && type == ElementType::F32);
}

void floatArithmeticChain(llvm::ArrayRef<FloatArithmeticStep> steps,
                          llvm::ArrayRef<const float *> inputs, float *scratch,
                          float *out, int64_t n) {
  floatArithmeticChainImpl(steps, inputs, scratch, out, n);
}

void floatArithmeticChain(llvm::ArrayRef<FloatArithmeticStep> steps,
                          llvm::ArrayRef<const double *> inputs,
                          double *scratch, double *out, int64_t n) {
  floatArithmeticChainImpl(steps, inputs, scratch, out, n);
}

llvm::Error binaryInto(BinaryOp op, const Tensor &lhs, const Tensor &rhs,
                       Tensor &result) {
  unsigned width = getBitWidth(lhs.getElementType());
  if (llvm::Error error =
          dispatchElementType(lhs.getElementType(), [&](auto v) {
            return binaryTyped<decltype(v)>(op, lhs, rhs, result, width);
          }))
    return error;
  wrapNarrowIntegers(result);
  return llvm::Error::success();
}

llvm::Expected<Tensor> binary(BinaryOp op, const Tensor &lhs, const Tensor &rhs,
                              ElementType resultType) {
  llvm::Expected<Tensor> result = Tensor::allocate(resultType, lhs.getShape());
  if (!result)
    return result;
  if (llvm::Error error = binaryInto(op, lhs, rhs, *result))
    return error;
  return result;
}

void compareInto(ComparisonDirection direction, ComparisonType type,
                 const Tensor &lhs, const Tensor &rhs, Tensor &result) {
  dispatchElementType(lhs.getElementType(), [&](auto v) {
    using T = decltype(v);
    withDirection(direction, [&](auto d) {
      mapInto<T, bool>(lhs, rhs, result, [&](T a, T b) {
        return compareOne(decltype(d)::value, type, a, b);
      });
    });
  });
}

llvm::Expected<Tensor> compare(ComparisonDirection direction,
                               ComparisonType type, const Tensor &lhs,
                               const Tensor &rhs) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(ElementType::I1, lhs.getShape());
  if (result)
    compareInto(direction, type, lhs, rhs, *result);
  return result;
}

void selectInto(const Tensor &pred, const Tensor &onTrue, const Tensor &onFalse,
                Tensor &result) {
  if (pred.getRank() == 0) {
    const Tensor &chosen = *pred.data<bool>() ? onTrue : onFalse;
    if (chosen.getRawData() != result.getRawData())
      std::memcpy(result.getRawMutableData(), chosen.getRawData(),
                  chosen.getByteSize());
    return;
  }
  // The predicate's bytes (0 or 1) read as integers: the vectorizer has no
  // vector type for bool loads.
  const auto *p = reinterpret_cast<const uint8_t *>(pred.getRawData());
  dispatchElementType(onTrue.getElementType(), [&](auto v) {
    using T = decltype(v);
    const T *t = onTrue.data<T>();
    const T *f = onFalse.data<T>();
    T *o = result.template mutableData<T>();
    parallelForEachElement(onTrue.getNumElements(),
                           [&](int64_t i) { o[i] = p[i] ? t[i] : f[i]; });
  });
}

llvm::Expected<Tensor> select(const Tensor &pred, const Tensor &onTrue,
                              const Tensor &onFalse) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(onTrue.getElementType(), onTrue.getShape());
  if (result)
    selectInto(pred, onTrue, onFalse, *result);
  return result;
}

llvm::Expected<Tensor> clamp(const Tensor &min, const Tensor &operand,
                             const Tensor &max) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(operand.getElementType(), operand.getShape());
  if (!result)
    return result;
  bool scalarMin = min.getRank() == 0, scalarMax = max.getRank() == 0;
  dispatchElementType(operand.getElementType(), [&](auto v) {
    using T = decltype(v);
    const T *lo = min.data<T>();
    const T *hi = max.data<T>();
    const T *x = operand.data<T>();
    T *o = result->template mutableData<T>();
    parallelForEachElement(operand.getNumElements(), [&](int64_t i) {
      o[i] = scalar::minimum(
          scalar::maximum(x[i], elementOrScalar(lo, scalarMin, i)),
          elementOrScalar(hi, scalarMax, i));
    });
  });
  return result;
}

} // namespace hlokit::interpreter
