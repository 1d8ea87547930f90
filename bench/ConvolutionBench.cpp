//===- ConvolutionBench.cpp - convolution: im2col + GEMM vs literal -------===//
//
// A 3x3 NHWC convolution layer (f32, stride 1, SAME padding) through the
// interpreter's kernel and through the spec-literal oracle of
// unittests/Interpreter, at a size the oracle finishes quickly, and the
// kernel alone at a typical CNN layer size with its GFLOP/s, and the three
// convolutions of a training step on the ResNet block of bench/resnet (the
// forward one and the input and weight gradients the VJP emits).
// scripts/bench.sh runs this and prints the ratio.
//
//===----------------------------------------------------------------------===//

#include "LiteralConvolution.h"

#include "hlokit/Interpreter/Kernels/Convolution.h"
#include "hlokit/Support/Parallel.h"

#include "benchmark/benchmark.h"

#include <random>

using namespace hlokit::interpreter;

namespace {

// One thread: rates are CPU time, which Google Benchmark counts on the
// calling thread only.
[[maybe_unused]] const bool oneThread = (hlokit::setNumThreads(1), true);

Tensor randomTensor(llvm::ArrayRef<int64_t> shape) {
  Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, shape));
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1, 1);
  for (int64_t i = 0; i < t.getNumElements(); ++i)
    t.mutableData<float>()[i] = dist(rng);
  return t;
}

/// [1, n, n, c] * [3, 3, c, c] -> [1, n, n, c].
ConvolutionParams sameLayer() {
  ConvolutionParams p = ConvolutionParams::withDefaults(2);
  p.padding = {{1, 1}, {1, 1}};
  p.dims = {0, 3, {1, 2}, 2, 3, {0, 1}, 0, 3, {1, 2}};
  return p;
}

template <typename Kernel>
void runLayer(benchmark::State &state, Kernel kernel) {
  int64_t n = state.range(0), c = state.range(1);
  Tensor lhs = randomTensor({1, n, n, c});
  Tensor rhs = randomTensor({3, 3, c, c});
  ConvolutionParams p = sameLayer();
  for (auto _ : state)
    benchmark::DoNotOptimize(llvm::cantFail(kernel(lhs, rhs, p)));
  state.counters["GFLOPs"] =
      benchmark::Counter(2.0 * n * n * 9 * c * c * state.iterations() / 1e9,
                         benchmark::Counter::kIsRate);
}

void BM_Convolution(benchmark::State &state) {
  runLayer(state,
           [](const Tensor &l, const Tensor &r, const ConvolutionParams &p) {
             return convolution(l, r, p);
           });
}

void BM_Im2colConvolution(benchmark::State &state) {
  runLayer(state,
           [](const Tensor &l, const Tensor &r, const ConvolutionParams &p) {
             return convolutionIm2col(l, r, p);
           });
}

void BM_LiteralConvolution(benchmark::State &state) {
  runLayer(state,
           [](const Tensor &l, const Tensor &r, const ConvolutionParams &p) {
             return literal::convolution(l, r, p);
           });
}

/// The convolutions of bench/resnet/block_train.mlir on a 4x32x32x64 NHWC
/// batch and a 3x3x64x64 kernel: 0 forward, 1 input gradient (reversed
/// window, kernel features swapped), 2 weight gradient (the batch is the
/// contracted feature, the cotangent the kernel); the second argument 1
/// runs the im2col kernel instead of oneDNN's direct ones.
void BM_BlockConvolution(benchmark::State &state) {
  ConvolutionParams p = sameLayer();
  Tensor activation = randomTensor({4, 32, 32, 64});
  Tensor kernel = randomTensor({3, 3, 64, 64});
  Tensor rhs = kernel;
  switch (state.range(0)) {
  case 1: // [b, 0, 1, f] x [0, 1, o, i] -> [b, 0, 1, f], reversed
    p.dims = {0, 3, {1, 2}, 3, 2, {0, 1}, 0, 3, {1, 2}};
    p.windowReversal = {true, true};
    break;
  case 2: // [f, 0, 1, b] x [i, 0, 1, o] -> [0, 1, b, f]
    p.dims = {3, 0, {1, 2}, 0, 3, {1, 2}, 2, 3, {0, 1}};
    rhs = randomTensor({4, 32, 32, 64});
    break;
  default:
    break;
  }
  bool im2col = state.range(1);
  for (auto _ : state)
    benchmark::DoNotOptimize(
        llvm::cantFail(im2col ? convolutionIm2col(activation, rhs, p)
                              : convolution(activation, rhs, p)));
  state.counters["GFLOPs"] = benchmark::Counter(
      2.0 * 4 * 32 * 32 * 9 * 64 * 64 * state.iterations() / 1e9,
      benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK(BM_BlockConvolution)->ArgsProduct({{0, 1, 2}, {0, 1}});
BENCHMARK(BM_Convolution)->Args({16, 8})->Args({56, 64});
BENCHMARK(BM_Im2colConvolution)->Args({56, 64});
BENCHMARK(BM_LiteralConvolution)->Args({16, 8});

BENCHMARK_MAIN();
