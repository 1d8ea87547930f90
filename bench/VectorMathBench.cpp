//===- VectorMathBench.cpp - vectorized float functions vs the libm path --===//
//
// Time per element of VectorMath.h's float functions over a tensor-sized
// array in the kernels' loop (mapFloats: its AVX-512 or AVX2 clone where the
// CPU has them), next to the path they replace (the C library, erf and erfc
// in long double, logistic in double), in one run: the ratio is what a
// kernel gains. exp, erf, tanh and logistic are FloatVectorMath.h's, in
// float arithmetic.
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
    mapFloats<F>(in.data(), out.data(), 0, static_cast<int64_t>(in.size()));
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
/// What math::logistic computed for a float before: in double, by the sign.
float logisticDouble(float value) {
  double x = value;
  if (x >= 0)
    return static_cast<float>(1 / (1 + std::exp(-x)));
  double e = std::exp(x);
  return static_cast<float>(e / (1 + e));
}

float log1pLibm(float x) { return std::log1p(x); }
float expm1Libm(float x) { return std::expm1(x); }
float sinLibm(float x) { return std::sin(x); }
float cosLibm(float x) { return std::cos(x); }
float tanLibm(float x) { return std::tan(x); }
/// The positive inputs of log: |x| of the others.
float logOfAbs(float x) { return logOfFloat(std::fabs(x)); }
float logLibmOfAbs(float x) { return std::log(std::fabs(x)); }

BENCHMARK(runOver<erfOfFloat>)->Name("erf/vector");
BENCHMARK(runOver<erfLongDouble>)->Name("erf/long_double");
BENCHMARK(runOver<erfcOfFloat>)->Name("erfc/vector");
BENCHMARK(runOver<erfcLongDouble>)->Name("erfc/long_double");
BENCHMARK(runOver<tanhOfFloat>)->Name("tanh/vector");
BENCHMARK(runOver<tanhLibm>)->Name("tanh/libm");
BENCHMARK(runOver<expOfFloat>)->Name("exp/vector");
BENCHMARK(runOver<expLibm>)->Name("exp/libm");
BENCHMARK(runOver<logisticOfFloat>)->Name("logistic/vector");
BENCHMARK(runOver<logisticDouble>)->Name("logistic/double");
BENCHMARK(runOver<logOfAbs>)->Name("log/vector");
BENCHMARK(runOver<logLibmOfAbs>)->Name("log/libm");
BENCHMARK(runOver<logPlusOneOfFloat>)->Name("log1p/vector");
BENCHMARK(runOver<log1pLibm>)->Name("log1p/libm");
BENCHMARK(runOver<expMinusOneOfFloat>)->Name("expm1/vector");
BENCHMARK(runOver<expm1Libm>)->Name("expm1/libm");
BENCHMARK(runOver<sineOfFloat>)->Name("sin/vector");
BENCHMARK(runOver<sinLibm>)->Name("sin/libm");
BENCHMARK(runOver<cosineOfFloat>)->Name("cos/vector");
BENCHMARK(runOver<cosLibm>)->Name("cos/libm");
BENCHMARK(runOver<tanOfFloat>)->Name("tan/vector");
BENCHMARK(runOver<tanLibm>)->Name("tan/libm");

} // namespace

BENCHMARK_MAIN();
