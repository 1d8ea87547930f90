//===- OneDnnGemmTest.cpp - f32 products large enough for oneDNN ----------===//
//
// Products of 2^26 multiply-adds or more run on oneDNN's matmul where their
// blocks are dense (lib/Interpreter/DotGeneral.cpp). Random layouts of such
// products, and convolutions of the forward and weight-gradient shapes,
// must match a double-precision evaluation within a rounding bound, and
// have the same bits on 1, 2 and 4 threads.
//
//===----------------------------------------------------------------------===//

#include "OneDnn.h"

#include "hlokit/Interpreter/Convolution.h"
#include "hlokit/Interpreter/DotGeneral.h"
#include "hlokit/Support/Parallel.h"

#include "TestTensors.h"

#include "gtest/gtest.h"

#include <cmath>
#include <random>

namespace hlokit::interpreter {
namespace {

int pick(std::mt19937 &rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

Tensor uniformF32(llvm::ArrayRef<int64_t> shape, std::mt19937 &rng) {
  Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, shape));
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  float *data = t.mutableData<float>();
  for (int64_t i = 0; i < t.getNumElements(); ++i)
    data[i] = value(rng);
  return t;
}

/// Checks that `actual` is within f32 rounding of `exact`: each element
/// off by at most depth * 2^-22 * (sum of |products|), the bound of any
/// summation order.
void expectClose(const Tensor &actual, const std::vector<double> &exact,
                 const std::vector<double> &magnitude, int64_t depth,
                 const std::string &what) {
  ASSERT_EQ(actual.getNumElements(), static_cast<int64_t>(exact.size()));
  const float *got = actual.data<float>();
  int64_t bad = 0;
  for (size_t i = 0; i < exact.size(); ++i)
    if (std::abs(got[i] - exact[i]) > depth * 0x1p-22 * magnitude[i] + 1e-30)
      ++bad;
  EXPECT_EQ(bad, 0) << what;
}

/// dot_general on all three thread counts: the same bits on each.
Tensor onEveryThreadCount(const std::function<Tensor()> &kernel,
                          const std::string &what) {
  setNumThreads(1);
  Tensor expected = kernel();
  for (unsigned threads : {2u, 4u}) {
    setNumThreads(threads);
    EXPECT_TRUE(sameBits(kernel(), expected))
        << what << ": differs with " << threads << " threads";
  }
  setNumThreads(0);
  return expected;
}

TEST(OneDnnGemm, LibraryLoads) { EXPECT_TRUE(onednn::isAvailable()); }

TEST(OneDnnGemm, RandomLayoutsMatchDoublePrecision) {
  std::mt19937 rng(41);
  for (int trial = 0; trial < 8; ++trial) {
    // m * n * k from 2^26 up: row blocks, column blocks, one block.
    int64_t m = pick(rng, 1, 4) * 96 + pick(rng, 0, 40);
    int64_t n = pick(rng, 1, 4) * 96 + pick(rng, 0, 40);
    int64_t k = ((int64_t(1) << 26) / (m * n) + 1) + pick(rng, 0, 200);
    bool lhsT = trial & 1, rhsT = trial & 2;
    Tensor lhs = uniformF32({lhsT ? k : m, lhsT ? m : k}, rng);
    Tensor rhs = uniformF32({rhsT ? n : k, rhsT ? k : n}, rng);
    DotDims dims{{}, {}, {lhsT ? 0 : 1}, {rhsT ? 1 : 0}};
    std::string what = "trial " + std::to_string(trial) + ": " +
                       std::to_string(m) + "x" + std::to_string(n) + "x" +
                       std::to_string(k);
    Tensor result = onEveryThreadCount(
        [&] {
          return llvm::cantFail(dotGeneral(lhs, rhs, dims, ElementType::F32));
        },
        what);
    const float *a = lhs.data<float>(), *b = rhs.data<float>();
    std::vector<double> exact(m * n), magnitude(m * n);
    for (int64_t i = 0; i < m; ++i)
      for (int64_t kk = 0; kk < k; ++kk) {
        double x = lhsT ? a[kk * m + i] : a[i * k + kk];
        for (int64_t j = 0; j < n; ++j) {
          double y = rhsT ? b[j * k + kk] : b[kk * n + j];
          exact[i * n + j] += x * y;
          magnitude[i * n + j] += std::abs(x * y);
        }
      }
    expectClose(result, exact, magnitude, k, what);
  }
}

/// A 3x3 SAME convolution of NHWC `input` with HWIO `kernel` in double.
void referenceConvolution(const Tensor &input, const Tensor &kernel,
                          std::vector<double> &exact,
                          std::vector<double> &magnitude) {
  llvm::ArrayRef<int64_t> in = input.getShape(), k = kernel.getShape();
  int64_t batch = in[0], h = in[1], w = in[2], c = in[3], o = k[3];
  exact.assign(batch * h * w * o, 0.0);
  magnitude.assign(exact.size(), 0.0);
  const float *x = input.data<float>(), *f = kernel.data<float>();
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t y = 0; y < h; ++y)
      for (int64_t z = 0; z < w; ++z)
        for (int64_t dy = 0; dy < 3; ++dy)
          for (int64_t dz = 0; dz < 3; ++dz) {
            int64_t sy = y + dy - 1, sz = z + dz - 1;
            if (sy < 0 || sy >= h || sz < 0 || sz >= w)
              continue;
            const float *xs = x + ((b * h + sy) * w + sz) * c;
            double *out = exact.data() + ((b * h + y) * w + z) * o;
            double *mag = magnitude.data() + ((b * h + y) * w + z) * o;
            for (int64_t ci = 0; ci < c; ++ci)
              for (int64_t oi = 0; oi < o; ++oi) {
                double p =
                    double(xs[ci]) * f[((dy * 3 + dz) * c + ci) * o + oi];
                out[oi] += p;
                mag[oi] += std::abs(p);
              }
          }
}

TEST(OneDnnGemm, ConvolutionsMatchDoublePrecision) {
  std::mt19937 rng(42);
  // 4x24x24x64 * 3x3x64x64: 85M multiply-adds.
  Tensor input = uniformF32({4, 24, 24, 64}, rng);
  Tensor kernel = uniformF32({3, 3, 64, 64}, rng);
  ConvolutionParams forward = ConvolutionParams::withDefaults(2);
  forward.dims.inputBatch = 0;
  forward.dims.inputSpatial = {1, 2};
  forward.dims.inputFeature = 3;
  forward.dims.kernelSpatial = {0, 1};
  forward.dims.kernelInputFeature = 2;
  forward.dims.kernelOutputFeature = 3;
  forward.dims.outputBatch = 0;
  forward.dims.outputSpatial = {1, 2};
  forward.dims.outputFeature = 3;
  forward.padding = {{1, 1}, {1, 1}};
  Tensor result = onEveryThreadCount(
      [&] { return llvm::cantFail(convolution(input, kernel, forward)); },
      "forward");
  std::vector<double> exact, magnitude;
  referenceConvolution(input, kernel, exact, magnitude);
  expectClose(result, exact, magnitude, 9 * 64, "forward");

  // The weight gradient as the VJP writes it: the forward batch contracted
  // ([f, 0, 1, b] x [i, 0, 1, o] -> [0, 1, b, f]), the batch-inner im2col.
  Tensor gradient = uniformF32({4, 24, 24, 64}, rng);
  ConvolutionParams weights = ConvolutionParams::withDefaults(2);
  weights.dims.inputFeature = 0;
  weights.dims.inputSpatial = {1, 2};
  weights.dims.inputBatch = 3;
  weights.dims.kernelInputFeature = 0;
  weights.dims.kernelSpatial = {1, 2};
  weights.dims.kernelOutputFeature = 3;
  weights.dims.outputSpatial = {0, 1};
  weights.dims.outputBatch = 2;
  weights.dims.outputFeature = 3;
  weights.padding = {{1, 1}, {1, 1}};
  Tensor dw = onEveryThreadCount(
      [&] { return llvm::cantFail(convolution(input, gradient, weights)); },
      "weight gradient");
  // dw[dy, dz, c, o] = sum over b, y, z of x[b, y+dy-1, z+dz-1, c] * g[b, y, z,
  // o].
  std::vector<double> dwExact(9 * 64 * 64), dwMagnitude(9 * 64 * 64);
  const float *x = input.data<float>(), *g = gradient.data<float>();
  for (int64_t b = 0; b < 4; ++b)
    for (int64_t y = 0; y < 24; ++y)
      for (int64_t z = 0; z < 24; ++z)
        for (int64_t dy = 0; dy < 3; ++dy)
          for (int64_t dz = 0; dz < 3; ++dz) {
            int64_t sy = y + dy - 1, sz = z + dz - 1;
            if (sy < 0 || sy >= 24 || sz < 0 || sz >= 24)
              continue;
            const float *xs = x + ((b * 24 + sy) * 24 + sz) * 64;
            const float *gs = g + ((b * 24 + y) * 24 + z) * 64;
            for (int64_t c = 0; c < 64; ++c)
              for (int64_t o = 0; o < 64; ++o) {
                double p = double(xs[c]) * gs[o];
                dwExact[((dy * 3 + dz) * 64 + c) * 64 + o] += p;
                dwMagnitude[((dy * 3 + dz) * 64 + c) * 64 + o] += std::abs(p);
              }
          }
  expectClose(dw, dwExact, dwMagnitude, 4 * 24 * 24, "weight gradient");
}

} // namespace
} // namespace hlokit::interpreter
