//===- ReduceBench.cpp - a long f32 sum: the reduce kernel vs one loop ----===//
//
// `reduce` of 131,072 f32 values with an add body (the loss of a
// transformer step), which sums pairwise, next to the loop that adds the
// values one after another, on one thread. Each prints its relative error
// against the exact sum before it is timed.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/Reduction.h"
#include "hlokit/Support/Parallel.h"

#include "benchmark/benchmark.h"

#include <cmath>
#include <cstdio>
#include <random>

namespace {

using namespace hlokit::interpreter;

constexpr int64_t kElements = 131072;

const Tensor &values() {
  static const Tensor input = [] {
    Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, {kElements}));
    std::mt19937 rng(3);
    std::uniform_real_distribution<float> dist(0.0f, 1.0f);
    for (int64_t i = 0; i < kElements; ++i)
      t.mutableData<float>()[i] = dist(rng) * dist(rng);
    return t;
  }();
  return input;
}

double relativeError(float sum) {
  long double exact = 0;
  for (int64_t i = 0; i < kElements; ++i)
    exact += values().data<float>()[i];
  return static_cast<double>(std::fabs((sum - exact) / exact));
}

float kernelSum() {
  Tensor zero = llvm::cantFail(Tensor::allocate(ElementType::F32, {}));
  *zero.mutableData<float>() = 0;
  llvm::SmallVector<Tensor> result =
      llvm::cantFail(reduce({values()}, {zero}, {0},
                            Combiner{hlokit::stablehlo::ReduceBodyKind::Add}));
  return *result[0].data<float>();
}

float loopSum() {
  const float *x = values().data<float>();
  float sum = 0;
  for (int64_t i = 0; i < kElements; ++i)
    sum += x[i];
  return sum;
}

template <float (*Sum)()> void run(benchmark::State &state) {
  hlokit::setNumThreads(1);
  state.counters["relative_error"] = relativeError(Sum());
  for (auto _ : state)
    benchmark::DoNotOptimize(Sum());
  state.SetItemsProcessed(state.iterations() * kElements);
}

BENCHMARK(run<kernelSum>)->Name("sum_f32_131072/reduce_pairwise");
BENCHMARK(run<loopSum>)->Name("sum_f32_131072/sequential_loop");

} // namespace

BENCHMARK_MAIN();
