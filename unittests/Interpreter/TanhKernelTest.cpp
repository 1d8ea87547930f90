//===- TanhKernelTest.cpp - the vectorized f32 tanh -----------------------===//
//
// f32 tanh runs as a loop the compiler vectorizes, in an AVX-512 or AVX2
// clone where the CPU has them (Elementwise.cpp). The kernel, on any thread
// count, must give the bits of the scalar math::tanhOfFloat compiled here for
// the baseline, and that must stay within 2 ULP of tanh computed in double
// and rounded (the bound of the functions computed in float): random bit
// patterns (NaNs, infinities, subnormals, zeros included) and the values
// around its switch points (0.75, and 10 where 2|x| is capped). The exp,
// logistic and chlo.erf kernels, the same kind of loop, must give their
// scalar functions' bits too.
//
//===----------------------------------------------------------------------===//

#include "UlpCheck.h"

#include "hlokit/Interpreter/Math/ChloKernels.h"
#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Interpreter/Math/RealMath.h"
#include "hlokit/Support/Parallel.h"

#include "gtest/gtest.h"

#include "llvm/ADT/bit.h"

#include <random>

namespace hlokit::interpreter {
namespace {

/// Random float bit patterns and the neighbours of the switch points.
Tensor tanhInputs() {
  std::mt19937 rng(15);
  std::vector<float> values;
  for (float point : {0.75f, 10.0f, 2.0f, 4.0f, 0.0f})
    for (float sign : {1.0f, -1.0f}) {
      float v = sign * point;
      for (int step = 0; step < 64; ++step) {
        values.push_back(v);
        v = std::nextafter(v, sign * INFINITY);
      }
    }
  while (values.size() < 100000) {
    uint32_t bits = rng();
    float v = llvm::bit_cast<float>(bits);
    values.push_back(v);
  }
  for (float v : {INFINITY, -INFINITY, NAN, -0.0f, 1e-45f})
    values.push_back(v);
  Tensor t = llvm::cantFail(
      Tensor::allocate(ElementType::F32, {int64_t(values.size())}));
  std::copy(values.begin(), values.end(), t.mutableData<float>());
  return t;
}

TEST(TanhKernelTest, KernelMatchesTheScalarFunctionOnEveryThreadCount) {
  Tensor in = tanhInputs();
  const float *x = in.data<float>();
  for (unsigned threads : {1u, 2u, 4u}) {
    setNumThreads(threads);
    Tensor out = llvm::cantFail(unary(UnaryOp::Tanh, in, ElementType::F32));
    const float *y = out.data<float>();
    for (int64_t i = 0; i < in.getNumElements(); ++i) {
      float expected = math::tanhOfFloat(x[i]);
      ASSERT_EQ(std::memcmp(&y[i], &expected, sizeof(float)), 0)
          << "tanh(" << x[i] << "): " << y[i] << " against " << expected
          << ", threads " << threads;
    }
  }
  setNumThreads(0);
}

/// Expects `out` to hold F of each element of `in`, bit for bit.
template <float (*F)(float)>
void expectScalarBits(const Tensor &in, const Tensor &out,
                      llvm::StringRef name) {
  const float *x = in.data<float>();
  const float *y = out.data<float>();
  for (int64_t i = 0; i < in.getNumElements(); ++i) {
    float expected = F(x[i]);
    ASSERT_EQ(std::memcmp(&y[i], &expected, sizeof(float)), 0)
        << name.str() << "(" << x[i] << "): " << y[i] << " against "
        << expected;
  }
}

TEST(TanhKernelTest, ExpLogisticAndErfKernelsMatchTheirScalarFunctions) {
  Tensor in = tanhInputs();
  expectScalarBits<math::expOfFloat>(
      in, llvm::cantFail(unary(UnaryOp::Exponential, in, ElementType::F32)),
      "exp");
  expectScalarBits<math::logisticOfFloat>(
      in, llvm::cantFail(unary(UnaryOp::Logistic, in, ElementType::F32)),
      "logistic");
  expectScalarBits<math::erfOfFloat>(
      in, llvm::cantFail(chloUnary(ChloUnaryOp::Erf, in)), "erf");
}

TEST(TanhKernelTest, WithinTwoUlpOfTanhInDouble) {
  Tensor in = tanhInputs();
  const float *x = in.data<float>();
  for (int64_t i = 0; i < in.getNumElements(); ++i) {
    float actual = math::tanhOfFloat(x[i]);
    float expected = static_cast<float>(std::tanh(static_cast<double>(x[i])));
    EXPECT_LE(ulpsOrNanMismatch(actual, expected), 2u)
        << "tanh(" << x[i] << ") = " << actual << ", expected " << expected;
    if (x[i] == 0) {
      EXPECT_EQ(std::signbit(actual), std::signbit(x[i]));
    }
  }
}

} // namespace
} // namespace hlokit::interpreter
