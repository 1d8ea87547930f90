//===- FloatVectorMath.h - exp, erf, tanh, logistic in float ----*- C++ -*-===//
//
// e^x, erf, tanh and the logistic function of a float computed in float
// arithmetic, twice the vector lanes of VectorMath.h's double functions:
// range reductions that are exact or carry their rounding error along, and
// short polynomials fitted for this file (weighted least squares refined
// towards minimax, against double references), each below 0.2 ULP. Their
// bound is 2 ULP of the double function rounded once to float; measured
// over every float, each is within 1 (docs/numerics.md). No fused
// multiply-add: the AVX2 and baseline clones have none, and the files built
// with -ffp-contract=off get the same bits from every clone. Every value is
// computed before it is selected, so that loops over tensors vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_MATH_FLOATVECTORMATH_H
#define HLOKIT_INTERPRETER_MATH_FLOATVECTORMATH_H

#include "llvm/ADT/bit.h"

#include <cmath>
#include <cstdint>

namespace hlokit::interpreter::math {

/// p(t) = c[0] + c[1] t + ... + c[N-1] t^(N-1) by Horner's rule, in the
/// arithmetic of T (float here, double in VectorMath.h).
template <int N, typename T> inline T horner(T t, const T *c) {
  T p = c[N - 1];
  for (int i = N - 2; i >= 0; --i)
    p = p * t + c[i];
  return p;
}
template <typename T, int N> inline T horner(T t, const T (&c)[N]) {
  return horner<N>(t, &c[0]);
}

namespace detail {

/// (e^r - 1 - r) / r^2 for |r| <= ln 2 / 2 (plus a margin), as a
/// polynomial of r: error below 0.06 * 2^-24 of e^r.
constexpr float kExpTailFloat[] = {0x1.fffffcp-2f, 0x1.55549p-3f,
                                   0x1.5558f8p-5f, 0x1.123b04p-7f,
                                   0x1.6a2252p-10f};

/// e^y as high + low, low below an ULP of high: see expOfBoundedFloat.
struct SplitFloat {
  float high, low;
};

/// e^y for y in [-104, 89] (NaN gives NaN): 2^k e^r, k = round(y / ln 2)
/// from the bits of y / ln 2 + 1.5 * 2^23, r = y - k ln 2 in two floats
/// (k times the 15-bit high part of ln 2 is exact), e^r = 1 + r + r^2 P(r)
/// with the rounding errors of the last two sums kept (Fast2Sum: each adds a
/// smaller term). 2^k in two halves, so that neither overflows nor is
/// subnormal: high rounds once more only where it is subnormal.
inline SplitFloat expOfBoundedFloatSplit(float y) {
  constexpr float kShift = 0x1.8p23f;
  constexpr float kLn2High = 0x1.62e4p-1f, kLn2Low = 0x1.7f7d1cp-20f;
  float shifted = y * 0x1.715476p0f + kShift;
  float k = shifted - kShift;
  float rHigh = y - k * kLn2High;
  float kLow = k * kLn2Low;
  float r = rHigh - kLow;
  float rLow = (rHigh - r) - kLow;
  float tail = rLow + (r * r) * horner(r, kExpTailFloat);
  float p = r + tail;
  float pLow = (r - p) + tail;
  float mantissa = 1 + p;
  float mantissaLow = ((1 - mantissa) + p) + pLow;
  // The low bits of `shifted` hold k + 2^22.
  int32_t kInt =
      static_cast<int32_t>(llvm::bit_cast<uint32_t>(shifted) - 0x4b400000u);
  int32_t half = kInt >> 1;
  float scale1 = llvm::bit_cast<float>(static_cast<uint32_t>(half + 127) << 23);
  float scale2 =
      llvm::bit_cast<float>(static_cast<uint32_t>(kInt - half + 127) << 23);
  return {mantissa * scale1 * scale2, mantissaLow * scale1 * scale2};
}

/// e^y for y in [-104, 89] (NaN gives NaN), within 1 ULP.
inline float expOfBoundedFloat(float y) {
  return expOfBoundedFloatSplit(y).high;
}

/// (tanh(x) / x - 1) / x^2 as a polynomial of x^2 for |x| <= 0.75: error
/// below 0.03 * 2^-24 of tanh.
constexpr float kTanhSmallFloat[] = {-0x1.55554ap-2f, 0x1.110db8p-3f,
                                     -0x1.b97d3cp-5f, 0x1.5f7856p-6f,
                                     -0x1.f5d34ep-8f, 0x1.c7538p-10f};

/// erf(x) / x - 1 as a polynomial of x^2 for |x| <= 0.75: error below
/// 0.03 * 2^-24 of erf.
constexpr float kErfSmallFloat[] = {0x1.06eba8p-3f, -0x1.81273ap-2f,
                                    0x1.ce2ac8p-4f, -0x1.b7a892p-6f,
                                    0x1.4f2c7ap-8f, -0x1.61de6cp-11f};

/// erfc(x) as a polynomial of x - 1.375 on [0.75, 2] and of x - 3 on
/// [2, 4]: absolute error below 0.03 and 0.16 times 2^-24.
constexpr float kErfcNearFloat[] = {
    0x1.a8973cp-5f, -0x1.5ce592p-3f,  0x1.dfbbacp-3f,  -0x1.43759cp-3f,
    0x1.f3b9cp-6f,  0x1.f5cbf4p-6f,   -0x1.6b203ep-6f, 0x1.52d46cp-10f,
    0x1.17f2aep-8f, -0x1.460ee6p-10f, -0x1.6e1164p-12f};
constexpr float kErfcFarFloat[] = {
    0x1.72a442p-16f, -0x1.23d25p-13f,  0x1.b5f4f4p-12f, -0x1.9ecbdp-11f,
    0x1.12086p-10f,  -0x1.076a48p-10f, 0x1.80f302p-11f, -0x1.b61634p-12f,
    0x1.29c996p-13f, 0x1.d8976ap-17f,  -0x1.78e7a8p-16f};

/// erfc(a) for a in [0.75, 4] (at 4 it is below half the ULP of 1 - erfc):
/// one Horner pass over the coefficients of a's interval, picked per lane.
inline float erfcOfMiddle(float a) {
  bool near = a < 2;
  float t = a - (near ? 1.375f : 3.0f);
  constexpr int kTerms = sizeof kErfcNearFloat / sizeof kErfcNearFloat[0];
  float p = near ? kErfcNearFloat[kTerms - 1] : kErfcFarFloat[kTerms - 1];
  for (int i = kTerms - 2; i >= 0; --i)
    p = p * t + (near ? kErfcNearFloat[i] : kErfcFarFloat[i]);
  return p;
}

} // namespace detail

/// e^x of a float (within 1 ULP): x capped to [-104, 89], past which e^x
/// rounds to 0 or overflows to inf.
inline float expOfFloat(float value) {
  float low = value < -104 ? -104.0f : value;
  float capped = low > 89 ? 89.0f : low;
  float e = detail::expOfBoundedFloat(capped);
  return value != value ? value + value : e;
}

/// tanh of a float: x + x^3 P(x^2) below 0.75 in magnitude (x itself for
/// tiny and subnormal x, -0 kept), else 1 - 2 / (e^2|x| + 1) with 2|x|
/// capped at 20, past which tanh rounds to 1.
inline float tanhOfFloat(float value) {
  float x = value;
  float a = std::fabs(x);
  float x2 = x * x;
  // x's sign again for -0, where x + (a correction of the other sign) is +0.
  float small =
      std::copysign(x + x * (x2 * horner(x2, detail::kTanhSmallFloat)), x);
  float twice = 2 * a;
  float e = detail::expOfBoundedFloat(twice < 20 ? twice : 20.0f);
  float large = std::copysign(1 - 2 / (e + 1), x);
  float result = a < 0.75f ? small : large;
  return x != x ? value + value : result;
}

/// 1 / (1 + e^-x) of a float: with e = e^-|x| (in two floats, |x| capped
/// at 104, where e rounds to 0), n / d for n = 1 where x >= 0 and n = e
/// below, d = 1 + e. The quotient q = n / d of the high parts is corrected
/// by the low parts' share, (n_low - q d_low) / d, where 1 / d is q for
/// x >= 0 and 1 - q below: within 1 ULP, where q alone reaches 2.
inline float logisticOfFloat(float value) {
  float a = std::fabs(value);
  detail::SplitFloat e = detail::expOfBoundedFloatSplit(a < 104 ? -a : -104.0f);
  bool positive = value >= 0;
  float n = positive ? 1.0f : e.high;
  float nLow = positive ? 0.0f : e.low;
  float d = 1 + e.high;
  float dLow = ((1 - d) + e.high) + e.low;
  float q = n / d;
  float inverse = positive ? q : 1 - q;
  float result = q + (nLow - q * dLow) * inverse;
  return value != value ? value + value : result;
}

/// erf of a float: x + x P(x^2) below 0.75 in magnitude (erf(-0) = -0, and
/// exact for subnormals), else 1 - erfc(|x|) with the sign of x, |x| capped
/// at 4 (erf(+-inf) = +-1).
inline float erfOfFloat(float value) {
  float x = value;
  float a = std::fabs(x);
  float small = x + x * horner(x * x, detail::kErfSmallFloat);
  float tail = detail::erfcOfMiddle(a < 4 ? a : 4.0f);
  float large = std::copysign(1 - tail, x);
  float result = a < 0.75f ? small : large;
  return x != x ? value + value : result;
}

} // namespace hlokit::interpreter::math

#endif // HLOKIT_INTERPRETER_MATH_FLOATVECTORMATH_H
