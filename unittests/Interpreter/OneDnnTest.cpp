//===- OneDnnTest.cpp - f32 products and convolutions on oneDNN ----------===//
//
// f32 products of 2^24 multiply-adds or more run on oneDNN's matmul in dense
// blocks (groups of a batch's products, or rows of C;
// lib/Interpreter/Kernels/DotGeneral.cpp), and convolutions as large on its
// direct kernels (lib/Interpreter/Backends/OneDnnConvolution.cpp). Random
// layouts of such products, batched or not, and convolutions of the forward and
// weight-gradient shapes, must match a double-precision evaluation within a
// rounding bound; random convolutions must match the im2col kernel within that
// bound; all must have the same bits on 1, 2 and 4 threads.
//
//===----------------------------------------------------------------------===//

#include "Backends/OneDnn.h"

#include "hlokit/Interpreter/Kernels/Convolution.h"
#include "hlokit/Interpreter/Kernels/DotGeneral.h"
#include "hlokit/Support/Parallel.h"

#include "TestTensors.h"

#include "gtest/gtest.h"

#include <cmath>
#include <filesystem>
#include <random>
#include <thread>

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

TEST(OneDnnGemm, RandomBatchedLayoutsMatchDoublePrecision) {
  std::mt19937 rng(43);
  for (int trial = 0; trial < 8; ++trial) {
    // batch x m x n x k from 2^24 up: groups of products; a single product
    // (batch 1), and each of two products of 2^25 (trials 2 and 3), in
    // blocks of rows, a transposed lhs copied per block.
    int64_t batch = trial < 2 ? 1 : trial < 4 ? 2 : pick(rng, 3, 19);
    int64_t m = trial < 4 ? pick(rng, 256, 400)
                          : pick(rng, 1, 3) * 64 + pick(rng, 0, 40);
    int64_t n = pick(rng, 1, 3) * 64 + pick(rng, 0, 40);
    int64_t total = int64_t(1) << (batch == 2 ? 26 : 24);
    int64_t k = total / (batch * m * n) + 1 + pick(rng, 0, 60);
    bool lhsT = trial & 1, rhsT = trial & 2;
    Tensor lhs = uniformF32({batch, lhsT ? k : m, lhsT ? m : k}, rng);
    Tensor rhs = uniformF32({batch, rhsT ? n : k, rhsT ? k : n}, rng);
    DotDims dims{{0}, {0}, {lhsT ? 1 : 2}, {rhsT ? 2 : 1}};
    std::string what = "trial " + std::to_string(trial) + ": " +
                       std::to_string(batch) + " x " + std::to_string(m) + "x" +
                       std::to_string(n) + "x" + std::to_string(k);
    Tensor result = onEveryThreadCount(
        [&] {
          return llvm::cantFail(dotGeneral(lhs, rhs, dims, ElementType::F32));
        },
        what);
    std::vector<double> exact(batch * m * n), magnitude(batch * m * n);
    for (int64_t bi = 0; bi < batch; ++bi) {
      const float *a = lhs.data<float>() + bi * m * k;
      const float *b = rhs.data<float>() + bi * k * n;
      double *e = exact.data() + bi * m * n;
      double *mag = magnitude.data() + bi * m * n;
      for (int64_t i = 0; i < m; ++i)
        for (int64_t kk = 0; kk < k; ++kk) {
          double x = lhsT ? a[kk * m + i] : a[i * k + kk];
          for (int64_t j = 0; j < n; ++j) {
            double y = rhsT ? b[j * k + kk] : b[kk * n + j];
            e[i * n + j] += x * y;
            mag[i * n + j] += std::abs(x * y);
          }
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

/// A 3x3 SAME convolution of NHWC activations with an HWIO kernel.
ConvolutionParams sameLayer() {
  ConvolutionParams p = ConvolutionParams::withDefaults(2);
  p.dims = convDimensions({0, 3, 1, 2}, {2, 3, 0, 1}, {0, 3, 1, 2});
  p.padding = {{1, 1}, {1, 1}};
  return p;
}

TEST(OneDnnGemm, ConvolutionsMatchDoublePrecision) {
  std::mt19937 rng(42);
  // 4x24x24x64 * 3x3x64x64: 85M multiply-adds.
  Tensor input = uniformF32({4, 24, 24, 64}, rng);
  Tensor kernel = uniformF32({3, 3, 64, 64}, rng);
  ConvolutionParams forward = sameLayer();
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
  weights.dims = convDimensions({3, 0, 1, 2}, {0, 3, 1, 2}, {2, 3, 0, 1});
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

/// A random convolution of at least 2^26 multiply-adds: strides,
/// dilations, padding, reversal and feature groups; the kernel in a random
/// layout, lhs and the result channels-last (the layouts oneDNN's direct
/// kernels read in place; others run on im2col); `weightGradient`: shaped
/// as the VJP's weight gradient of such a convolution (a long batch, few
/// input features, lhs [f, 0, 1, b], rhs [i, 0, 1, o]).
struct RandomConvolution {
  ConvolutionParams params = ConvolutionParams::withDefaults(2);
  llvm::SmallVector<int64_t> lhsShape = {0, 0, 0, 0}, rhsShape = {0, 0, 0, 0};
};

RandomConvolution randomConvolution(std::mt19937 &rng, bool weightGradient) {
  RandomConvolution c;
  ConvolutionParams &p = c.params;
  // Dimension numbers as {batch, feature, spatial, spatial}: lhs and the
  // result channels-last ([b, 0, 1, f]; a weight gradient's lhs [f, 0, 1,
  // b] and its result in any layout).
  llvm::SmallVector<int64_t> in = weightGradient
                                      ? llvm::SmallVector<int64_t>{3, 0, 1, 2}
                                      : llvm::SmallVector<int64_t>{0, 3, 1, 2};
  // A weight gradient's rhs is the forward result's gradient, [i, 0, 1, o]
  // as the forward pass's layout is channels-last.
  llvm::SmallVector<int64_t> kernel =
      weightGradient ? llvm::SmallVector<int64_t>{0, 3, 1, 2}
                     : shuffledDims(4, rng);
  llvm::SmallVector<int64_t> out = weightGradient
                                       ? shuffledDims(4, rng)
                                       : llvm::SmallVector<int64_t>{0, 3, 1, 2};
  p.dims = convDimensions(in, kernel, out);
  p.featureGroupCount = !weightGradient && pick(rng, 0, 2) == 0 ? 2 : 1;
  int64_t groupInputs = weightGradient ? pick(rng, 2, 4) : 16 * pick(rng, 1, 3);
  // Batches of 17: chunks of 2 images and a last one of 1.
  c.lhsShape[in[0]] = weightGradient         ? 16 * pick(rng, 2, 4)
                      : pick(rng, 0, 2) == 0 ? 17
                                             : pick(rng, 1, 5);
  c.lhsShape[in[1]] = groupInputs * p.featureGroupCount;
  c.rhsShape[kernel[0]] = groupInputs;
  c.rhsShape[kernel[1]] = 16 * pick(rng, 2, 4) * p.featureGroupCount;
  for (int i = 0; i < 2; ++i) {
    int64_t size = pick(rng, 16, 28);
    c.lhsShape[p.dims.inputSpatial[i]] = size;
    p.windowStrides[i] = pick(rng, 1, 2);
    p.rhsDilation[i] = pick(rng, 1, 2);
    p.padding[i] = {pick(rng, 0, 2), pick(rng, 0, 2)};
    p.windowReversal[i] = !weightGradient && pick(rng, 0, 1);
    if (!weightGradient) {
      c.rhsShape[p.dims.kernelSpatial[i]] = pick(rng, 1, 3);
      continue;
    }
    // The gradient of a forward convolution with a window of `window`,
    // stride `stride` (this one's rhs dilation) and dilation `dilation`
    // (its window stride), whose result dy is the rhs: the result is
    // `window` long.
    int64_t window = pick(rng, 1, 3), stride = p.rhsDilation[i],
            dilation = p.windowStrides[i], low = p.padding[i].first;
    int64_t dy =
        (size + low + p.padding[i].second - ((window - 1) * dilation + 1)) /
            stride +
        1;
    c.rhsShape[p.dims.kernelSpatial[i]] = dy;
    p.padding[i].second = std::max<int64_t>(
        0, (window - 1) * dilation + (dy - 1) * stride + 1 - size - low);
  }
  return c;
}

int64_t multiplyAdds(const RandomConvolution &c) {
  llvm::SmallVector<int64_t> shape =
      getConvolutionShape(c.lhsShape, c.rhsShape, c.params);
  int64_t results = 1, kernel = 1;
  for (int64_t d : shape)
    results *= d;
  for (int64_t d : c.rhsShape)
    kernel *= d;
  return results * kernel / c.rhsShape[c.params.dims.kernelOutputFeature];
}

Tensor absolute(const Tensor &t) {
  Tensor result = llvm::cantFail(t.clone());
  float *data = result.mutableData<float>();
  for (int64_t i = 0; i < result.getNumElements(); ++i)
    data[i] = std::abs(data[i]);
  return result;
}

TEST(OneDnnConvolution, RandomConvolutionsMatchIm2col) {
  std::mt19937 rng(43);
  int ran[2] = {0, 0}, tails = 0;
  for (int trial = 0; trial < 12; ++trial) {
    bool weightGradient = trial % 2 == 1;
    RandomConvolution c = randomConvolution(rng, weightGradient);
    if (multiplyAdds(c) < (int64_t(1) << 26)) {
      --trial;
      continue;
    }
    Tensor lhs = uniformF32(c.lhsShape, rng), rhs = uniformF32(c.rhsShape, rng);
    std::string what = "trial " + std::to_string(trial);
    Tensor direct = llvm::cantFail(Tensor::allocate(
        ElementType::F32,
        getConvolutionShape(c.lhsShape, c.rhsShape, c.params)));
    // oneDNN's direct kernels take most of these shapes (not, for example,
    // a dilated weight gradient); the others run on im2col.
    bool taken = onednn::convolution(lhs, rhs, c.params, direct);
    ran[weightGradient] += taken;
    tails += taken && c.lhsShape[c.params.dims.inputBatch] == 17;
    Tensor result = onEveryThreadCount(
        [&] { return llvm::cantFail(convolution(lhs, rhs, c.params)); }, what);
    if (onednn::convolution(lhs, rhs, c.params, direct)) {
      EXPECT_TRUE(sameBits(result, direct)) << what;
    }
    Tensor im2col = llvm::cantFail(convolutionIm2col(lhs, rhs, c.params));
    Tensor bound = llvm::cantFail(
        convolutionIm2col(absolute(lhs), absolute(rhs), c.params));
    int64_t depth = multiplyAdds(c) / result.getNumElements();
    const float *a = result.data<float>(), *b = im2col.data<float>(),
                *m = bound.data<float>();
    int64_t bad = 0;
    for (int64_t i = 0; i < result.getNumElements(); ++i)
      bad += std::abs(a[i] - b[i]) > 2 * depth * 0x1p-23 * m[i] + 1e-30;
    EXPECT_EQ(bad, 0) << what;
  }
  EXPECT_GE(ran[0], 6);
  EXPECT_GE(ran[1], 3);
  EXPECT_GE(tails, 1) << "no forward trial had a shorter last chunk";
}

/// The threads of this process.
int64_t countThreads() {
  int64_t count = 0;
  for (const auto &entry :
       std::filesystem::directory_iterator("/proc/self/task")) {
    (void)entry;
    ++count;
  }
  return count;
}

// oneDNN would run a primitive made on a thread that had not limited its
// OpenMP team on a team of every core, beside the pool (and a weight
// gradient's sums would depend on the core count).
TEST(OneDnnConvolution, RunsOnTheCallingThreadOnly) {
  std::mt19937 rng(44);
  // A shape no other test makes, so that its primitive is made here.
  Tensor input = uniformF32({2, 31, 31, 48}, rng);
  Tensor kernel = uniformF32({3, 3, 48, 96}, rng);
  ConvolutionParams p = sameLayer();
  setNumThreads(1);
  std::thread([&] {
    int64_t before = countThreads();
    Tensor result = llvm::cantFail(Tensor::allocate(
        ElementType::F32,
        getConvolutionShape(input.getShape(), kernel.getShape(), p)));
    EXPECT_TRUE(onednn::convolution(input, kernel, p, result));
    EXPECT_EQ(countThreads(), before);
  }).join();
  setNumThreads(0);
}

} // namespace
} // namespace hlokit::interpreter
