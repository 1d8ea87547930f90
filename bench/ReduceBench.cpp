//===- ReduceBench.cpp - reduce and transpose on a transformer's shapes ---===//
//
// `reduce` of 131,072 f32 values with an add body (the loss of a
// transformer step), which sums pairwise, next to the loop that adds the
// values one after another, on one thread; each prints its relative error
// against the exact sum before it is timed.
//
// Then the reductions and transposes of the transformer training step
// (bench/transformer) on 1 and 2 threads, wall time: bias gradients (rows
// into one row, [512, 256] -> [256] and [512, 1024] -> [1024]) next to the
// row-by-row loop they replaced (one thread, as the old kernel ran these),
// sums and maxima over the last dimension, the loss's sum to a scalar and
// the attention's [4,128,4,64] <-> [4,4,128,64] transposes. After the runs
// a table on stderr gives each one's two-thread speed-up and, for the bias
// gradients, their speed against the row-by-row loop, from the fastest
// repetition (`--benchmark_repetitions=5` on a noisy host).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/Reduction.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Support/Parallel.h"

#include "benchmark/benchmark.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <string>

namespace {

using namespace hlokit::interpreter;
using hlokit::stablehlo::ReduceBodyKind;

constexpr int64_t kElements = 131072;

/// Random f32 values in [0, 1), products of two uniform ones.
Tensor randomF32(llvm::ArrayRef<int64_t> shape) {
  Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, shape));
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(0.0f, 1.0f);
  for (int64_t i = 0; i < t.getNumElements(); ++i)
    t.mutableData<float>()[i] = dist(rng) * dist(rng);
  return t;
}

const Tensor &values() {
  static const Tensor input = randomF32({kElements});
  return input;
}

Tensor scalarF32(float value) {
  Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, {}));
  *t.mutableData<float>() = value;
  return t;
}

double relativeError(float sum) {
  long double exact = 0;
  for (int64_t i = 0; i < kElements; ++i)
    exact += values().data<float>()[i];
  return static_cast<double>(std::fabs((sum - exact) / exact));
}

float kernelSum() {
  llvm::SmallVector<Tensor> result = llvm::cantFail(
      reduce({values()}, {scalarF32(0)}, {0}, Combiner{ReduceBodyKind::Add}));
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

/// `reduce` of a random f32 input of `shape` over `dimensions` on
/// state.range(0) threads.
void reduceOn(benchmark::State &state, llvm::ArrayRef<int64_t> shape,
              llvm::ArrayRef<int64_t> dimensions, ReduceBodyKind kind) {
  Tensor input = randomF32(shape);
  Tensor init = scalarF32(kind == ReduceBodyKind::Maximum
                              ? -std::numeric_limits<float>::infinity()
                              : 0.0f);
  hlokit::setNumThreads(state.range(0));
  for (auto _ : state)
    benchmark::DoNotOptimize(
        llvm::cantFail(reduce({input}, {init}, dimensions, Combiner{kind})));
  state.SetItemsProcessed(state.iterations() * input.getNumElements());
}

/// The rows-into-row loop reduce ran before the blocked order: each row
/// added into the result row in turn, on one thread.
void rowByRow(benchmark::State &state, int64_t rows, int64_t n) {
  Tensor input = randomF32({rows, n});
  for (auto _ : state) {
    Tensor out = llvm::cantFail(Tensor::filled(scalarF32(0), {n}));
    const float *in = input.data<float>();
    float *o = out.mutableData<float>();
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t j = 0; j < n; ++j)
        o[j] += in[r * n + j];
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(state.iterations() * rows * n);
}

void transposeOn(benchmark::State &state, llvm::ArrayRef<int64_t> shape) {
  Tensor input = randomF32(shape);
  hlokit::setNumThreads(state.range(0));
  for (auto _ : state)
    benchmark::DoNotOptimize(llvm::cantFail(transpose(input, {0, 2, 1, 3})));
  state.SetItemsProcessed(state.iterations() * input.getNumElements());
}

void biasGradient256(benchmark::State &s) {
  reduceOn(s, {4, 128, 256}, {0, 1}, ReduceBodyKind::Add);
}
void biasGradient1024(benchmark::State &s) {
  reduceOn(s, {4, 128, 1024}, {0, 1}, ReduceBodyKind::Add);
}
void rowByRow256(benchmark::State &s) { rowByRow(s, 512, 256); }
void rowByRow1024(benchmark::State &s) { rowByRow(s, 512, 1024); }
void lastDimSum(benchmark::State &s) {
  reduceOn(s, {4, 128, 256}, {2}, ReduceBodyKind::Add);
}
void softmaxSum(benchmark::State &s) {
  reduceOn(s, {4, 4, 128, 128}, {3}, ReduceBodyKind::Add);
}
void softmaxMax(benchmark::State &s) {
  reduceOn(s, {4, 4, 128, 128}, {3}, ReduceBodyKind::Maximum);
}
void lossSum(benchmark::State &s) {
  reduceOn(s, {4, 128, 256}, {0, 1, 2}, ReduceBodyKind::Add);
}
void headsOut(benchmark::State &s) { transposeOn(s, {4, 128, 4, 64}); }
void headsIn(benchmark::State &s) { transposeOn(s, {4, 4, 128, 64}); }

#define ON_THREADS(f, name)                                                    \
  BENCHMARK(f)->Name(name)->ArgName("threads")->Arg(1)->Arg(2)->UseRealTime()
ON_THREADS(biasGradient256, "reduce_512x256_to_256");
BENCHMARK(rowByRow256)->Name("reduce_512x256_to_256/row_by_row")->UseRealTime();
ON_THREADS(biasGradient1024, "reduce_512x1024_to_1024");
BENCHMARK(rowByRow1024)
    ->Name("reduce_512x1024_to_1024/row_by_row")
    ->UseRealTime();
ON_THREADS(lastDimSum, "reduce_4x128x256_last_dim");
ON_THREADS(softmaxSum, "reduce_4x4x128x128_last_dim");
ON_THREADS(softmaxMax, "reduce_max_4x4x128x128_last_dim");
ON_THREADS(lossSum, "reduce_4x128x256_to_scalar");
ON_THREADS(headsOut, "transpose_4x128x4x64_0213");
ON_THREADS(headsIn, "transpose_4x4x128x64_0213");

/// The reporter `--benchmark_format` asks for, keeping the fastest wall
/// time of each run over the repetitions, by name without "/real_time".
class FastestReporter : public benchmark::BenchmarkReporter {
public:
  std::map<std::string, double> fastest;

  bool ReportContext(const Context &context) override {
    return display->ReportContext(context);
  }
  void ReportRuns(const std::vector<Run> &runs) override {
    for (const Run &run : runs) {
      if (run.run_type != Run::RT_Iteration)
        continue;
      std::string name = run.run_name.str();
      name = name.substr(0, name.rfind("/real_time"));
      double &t =
          fastest.try_emplace(name, std::numeric_limits<double>::infinity())
              .first->second;
      t = std::min(t, run.GetAdjustedRealTime());
    }
    display->ReportRuns(runs);
  }
  void Finalize() override { display->Finalize(); }

private:
  std::unique_ptr<benchmark::BenchmarkReporter> display{
      benchmark::CreateDefaultDisplayReporter()};
};

/// The speed-up of 2 threads over 1 for every run measured on both, and
/// the kernel's against the row-by-row loop, on stderr (stdout may be
/// JSON, as `scripts/bench.sh` reads it).
void printRatios(const std::map<std::string, double> &fastest) {
  std::fprintf(stderr,
               "\nfastest wall time | 1 thread | 2 threads | speed-up | "
               "row by row / 1 thread | row by row / 2 threads\n");
  for (const auto &[name, one] : fastest) {
    size_t slash = name.rfind("/threads:1");
    if (slash == std::string::npos)
      continue;
    std::string base = name.substr(0, slash);
    auto two = fastest.find(base + "/threads:2");
    if (two == fastest.end())
      continue;
    std::fprintf(stderr, "%s | %.1f us | %.1f us | %.2fx", base.c_str(),
                 one / 1e3, two->second / 1e3, one / two->second);
    auto old = fastest.find(base + "/row_by_row");
    if (old != fastest.end())
      std::fprintf(stderr, " | %.2fx | %.2fx", old->second / one,
                   old->second / two->second);
    std::fprintf(stderr, "\n");
  }
}

} // namespace

int main(int argc, char **argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  FastestReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  printRatios(reporter.fastest);
  return 0;
}
