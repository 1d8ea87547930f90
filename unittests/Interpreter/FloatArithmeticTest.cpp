//===- FloatArithmeticTest.cpp - the f32/f64 add, subtract, ... kernels ---===//
//
// add, subtract, multiply, maximum and minimum on f32 and f64 run in loops
// compiled for AVX2 next to the baseline (Elementwise.cpp). On every thread
// count, into a fresh result or in place, they must give the spec's values:
// IEEE arithmetic rounded once, and maximum/minimum propagating NaN with
// -0 below +0. Inputs are random bit patterns (NaNs, infinities, subnormals
// and zeros among them) and every pair of special values.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Support/Parallel.h"

#include "gtest/gtest.h"

#include "llvm/ADT/bit.h"

#include <cmath>
#include <limits>
#include <random>
#include <tuple>

namespace hlokit::interpreter {
namespace {

template <typename T> struct Traits;
template <> struct Traits<float> {
  using Bits = uint32_t;
  static constexpr ElementType type = ElementType::F32;
};
template <> struct Traits<double> {
  using Bits = uint64_t;
  static constexpr ElementType type = ElementType::F64;
};

/// The spec's value of `a op b`, written out literally.
template <typename T> T spec(BinaryOp op, T a, T b) {
  switch (op) {
  case BinaryOp::Add:
    return a + b;
  case BinaryOp::Subtract:
    return a - b;
  case BinaryOp::Multiply:
    return a * b;
  case BinaryOp::Maximum:
  case BinaryOp::Minimum: {
    bool isMinimum = op == BinaryOp::Minimum;
    if (std::isnan(a) || std::isnan(b))
      return std::numeric_limits<T>::quiet_NaN();
    if (a == 0 && b == 0)
      return std::signbit(a) == isMinimum ? a : b;
    return (a < b) == isMinimum ? a : b;
  }
  default:
    ADD_FAILURE() << "not an op of this test";
    return 0;
  }
}

template <typename T> Tensor makeTensor(const std::vector<T> &values) {
  Tensor t = llvm::cantFail(
      Tensor::allocate(Traits<T>::type, {int64_t(values.size())}));
  std::copy(values.begin(), values.end(), t.mutableData<T>());
  return t;
}

/// lhs and rhs: every pair of special values, then random bit patterns, an
/// odd count so that vector loops have a tail.
template <typename T> std::pair<Tensor, Tensor> inputs() {
  using L = std::numeric_limits<T>;
  const T specials[] = {T(0),           -T(0),           T(1),
                        T(-2.5),        L::infinity(),   -L::infinity(),
                        L::quiet_NaN(), -L::quiet_NaN(), L::denorm_min(),
                        -L::min(),      L::max(),        -L::max()};
  std::vector<T> lhs, rhs;
  for (T a : specials)
    for (T b : specials) {
      lhs.push_back(a);
      rhs.push_back(b);
    }
  std::mt19937_64 rng(15);
  while (lhs.size() < 100003) {
    for (std::vector<T> *side : {&lhs, &rhs}) {
      auto bits = static_cast<typename Traits<T>::Bits>(rng());
      T v = llvm::bit_cast<T>(bits);
      side->push_back(v);
    }
  }
  return {makeTensor(lhs), makeTensor(rhs)};
}

/// Equal bits, or both NaN (the spec leaves NaN payloads open).
template <typename T> bool sameValue(T x, T y) {
  return (std::isnan(x) && std::isnan(y)) || std::memcmp(&x, &y, sizeof x) == 0;
}

template <typename T> void expectSpecValues(BinaryOp op, bool inPlace) {
  Tensor lhs, rhs;
  std::tie(lhs, rhs) = inputs<T>();
  Tensor original = llvm::cantFail(lhs.clone());
  for (unsigned threads : {1u, 2u, 4u}) {
    setNumThreads(threads);
    Tensor out =
        inPlace
            ? llvm::cantFail(original.clone())
            : llvm::cantFail(Tensor::allocate(Traits<T>::type, lhs.getShape()));
    const Tensor &left = inPlace ? out : lhs;
    ASSERT_FALSE(llvm::errorToBool(binaryInto(op, left, rhs, out)));
    const T *a = original.data<T>(), *b = rhs.data<T>(), *o = out.data<T>();
    int failures = 0;
    for (int64_t i = 0; i < out.getNumElements() && failures < 5; ++i) {
      T expected = spec(op, a[i], b[i]);
      if (!sameValue(o[i], expected)) {
        ++failures;
        ADD_FAILURE() << "op " << int(op) << " on " << a[i] << ", " << b[i]
                      << ": " << o[i] << ", expected " << expected
                      << " (threads " << threads << ", in place " << inPlace
                      << ")";
      }
    }
  }
  setNumThreads(0);
}

template <typename T> class FloatArithmeticTest : public ::testing::Test {};
using FloatTypes = ::testing::Types<float, double>;
TYPED_TEST_SUITE(FloatArithmeticTest, FloatTypes);

TYPED_TEST(FloatArithmeticTest, KernelsGiveTheSpecValues) {
  for (BinaryOp op : {BinaryOp::Add, BinaryOp::Subtract, BinaryOp::Multiply,
                      BinaryOp::Maximum, BinaryOp::Minimum})
    for (bool inPlace : {false, true})
      expectSpecValues<TypeParam>(op, inPlace);
}

} // namespace
} // namespace hlokit::interpreter
