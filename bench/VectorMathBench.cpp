//===- VectorMathBench.cpp - vectorized float functions vs the libm path --===//
//
// Time per element of VectorMath.h's float functions over a tensor-sized
// array, next to the path they replace (the C library in long double, one
// element at a time), in one run: the ratio is what a kernel gains.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/VectorMath.h"

#include "benchmark/benchmark.h"

#include <cmath>
#include <random>
#include <vector>

namespace {

using namespace hlokit::interpreter::math;

constexpr int64_t kElements = 1 << 18;

/// Inputs where transformers evaluate these: most within a few units of 0.
const std::vector<float> &inputs() {
  static const std::vector<float> values = [] {
    std::mt19937 rng(7);
    std::normal_distribution<float> normal(0.0f, 2.0f);
    std::vector<float> v(kElements);
    for (float &x : v)
      x = normal(rng);
    return v;
  }();
  return values;
}

template <float (*F)(float)> void runOver(benchmark::State &state) {
  const std::vector<float> &in = inputs();
  std::vector<float> out(in.size());
  for (auto _ : state) {
    for (size_t i = 0; i < in.size(); ++i)
      out[i] = F(in[i]);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * in.size());
}

float erfLongDouble(float x) {
  return static_cast<float>(std::erf(static_cast<long double>(x)));
}
float erfcLongDouble(float x) {
  return static_cast<float>(std::erfc(static_cast<long double>(x)));
}
float tanhLibm(float x) { return std::tanh(x); }
float expLibm(float x) { return std::exp(x); }
float expVector(float x) { return static_cast<float>(expOfBoundedDouble(x)); }

BENCHMARK(runOver<erfOfFloat>)->Name("erf/vector");
BENCHMARK(runOver<erfLongDouble>)->Name("erf/long_double");
BENCHMARK(runOver<erfcOfFloat>)->Name("erfc/vector");
BENCHMARK(runOver<erfcLongDouble>)->Name("erfc/long_double");
BENCHMARK(runOver<tanhOfFloat>)->Name("tanh/vector");
BENCHMARK(runOver<tanhLibm>)->Name("tanh/libm");
BENCHMARK(runOver<expVector>)->Name("exp_kernel/vector");
BENCHMARK(runOver<expLibm>)->Name("exp/libm");

} // namespace

BENCHMARK_MAIN();
