//===- SmallFloatTest.cpp - every f16 and bf16 value ----------------------===//
//
// f16 and bf16 functions are computed in f32 and rounded once. This runs the
// interpreter's unary kernels on all 65536 bit patterns of each type and
// compares with the literal formula evaluated in long double and rounded to
// the type: within 1 ULP, NaN where the reference is NaN, and zeros and
// infinities with the reference's sign.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/Elementwise.h"

#include "UlpCheck.h"

#include "gtest/gtest.h"

#include <cmath>

namespace hlokit::interpreter {
namespace {

using LongDouble = long double;

struct Reference {
  const char *name;
  UnaryOp op;
  LongDouble (*f)(LongDouble);
};

const Reference kReferences[] = {
    {"exponential", UnaryOp::Exponential,
     [](LongDouble x) { return std::exp(x); }},
    {"exponential_minus_one", UnaryOp::ExponentialMinusOne,
     [](LongDouble x) { return std::expm1(x); }},
    {"log", UnaryOp::Log, [](LongDouble x) { return std::log(x); }},
    {"log_plus_one", UnaryOp::LogPlusOne,
     [](LongDouble x) { return std::log1p(x); }},
    {"sqrt", UnaryOp::Sqrt, [](LongDouble x) { return std::sqrt(x); }},
    {"rsqrt", UnaryOp::Rsqrt, [](LongDouble x) { return 1 / std::sqrt(x); }},
    {"cbrt", UnaryOp::Cbrt, [](LongDouble x) { return std::cbrt(x); }},
    {"sine", UnaryOp::Sine, [](LongDouble x) { return std::sin(x); }},
    {"cosine", UnaryOp::Cosine, [](LongDouble x) { return std::cos(x); }},
    {"tan", UnaryOp::Tan, [](LongDouble x) { return std::tan(x); }},
    {"tanh", UnaryOp::Tanh, [](LongDouble x) { return std::tanh(x); }},
    {"logistic", UnaryOp::Logistic,
     [](LongDouble x) { return 1 / (1 + std::exp(-x)); }},
};

template <typename T> void checkEveryValue(ElementType type) {
  Tensor in = llvm::cantFail(Tensor::allocate(type, {65536}));
  T *values = in.mutableData<T>();
  for (uint32_t bits = 0; bits < 65536; ++bits)
    values[bits] = T::fromBits(static_cast<uint16_t>(bits));
  for (const Reference &ref : kReferences) {
    SCOPED_TRACE(ref.name);
    Tensor out = llvm::cantFail(unary(ref.op, in, type));
    const T *actual = out.data<T>();
    uint64_t worst = 0;
    int reported = 0;
    for (uint32_t i = 0; i < 65536; ++i) {
      float x = values[i];
      T expected(static_cast<float>(ref.f(x)));
      float e = expected, a = actual[i];
      uint64_t d = ulpsOrNanMismatch(actual[i], expected);
      bool signMismatch = (e == 0 || std::isinf(e)) &&
                          (a != e || std::signbit(a) != std::signbit(e));
      worst = std::max(worst, d);
      if ((d > 1 || signMismatch) && reported++ < 5)
        ADD_FAILURE() << ref.name << "(" << x << ") = " << a << ", expected "
                      << e;
    }
    EXPECT_LE(worst, 1u);
    EXPECT_EQ(reported, 0);
  }
}

TEST(SmallFloatTest, EveryF16Value) { checkEveryValue<Half>(ElementType::F16); }

TEST(SmallFloatTest, EveryBF16Value) {
  checkEveryValue<BFloat16>(ElementType::BF16);
}

} // namespace
} // namespace hlokit::interpreter
