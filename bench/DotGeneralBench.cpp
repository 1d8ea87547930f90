//===- DotGeneralBench.cpp - dot_general against a bare BLAS GEMM ---------===//
//
// Square f32 matrix products through the interpreter's dot_general kernel
// (both operand layouts: in place, and transposed via the BLAS flag) next to
// a direct cblas_sgemm on the same data. scripts/bench.sh prints GFLOP/s and
// the ratio.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/DotGeneral.h"
#include "hlokit/Support/Parallel.h"

#include "benchmark/benchmark.h"

#include "Backends/OpenBlas.h"

#include <random>

using namespace hlokit::interpreter;
namespace openblas = hlokit::interpreter::openblas;

namespace {

// One thread: rates are CPU time, which Google Benchmark counts on the
// calling thread only.
[[maybe_unused]] const bool oneThread = (hlokit::setNumThreads(1), true);

Tensor randomMatrix(int64_t n) {
  Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, {n, n}));
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1, 1);
  for (int64_t i = 0; i < n * n; ++i)
    t.mutableData<float>()[i] = dist(rng);
  return t;
}

void setFlops(benchmark::State &state, int64_t n) {
  state.counters["GFLOPs"] = benchmark::Counter(
      2.0 * n * n * n * state.iterations() / 1e9, benchmark::Counter::kIsRate);
}

void runDot(benchmark::State &state, int64_t lhsContract) {
  int64_t n = state.range(0);
  Tensor a = randomMatrix(n), b = randomMatrix(n);
  DotDims dims;
  dims.lhsContractingDims = {lhsContract};
  dims.rhsContractingDims = {0};
  for (auto _ : state)
    benchmark::DoNotOptimize(
        llvm::cantFail(dotGeneral(a, b, dims, ElementType::F32)));
  setFlops(state, n);
}

void BM_DotGeneral(benchmark::State &state) { runDot(state, 1); }
void BM_DotGeneralTransposedLhs(benchmark::State &state) { runDot(state, 0); }

void BM_Sgemm(benchmark::State &state) {
  int n = static_cast<int>(state.range(0));
  Tensor a = randomMatrix(n), b = randomMatrix(n);
  std::vector<float> c(static_cast<size_t>(n) * n);
  const auto &blas = llvm::cantFail(openblas::getLibrary());
  for (auto _ : state) {
    blas.sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f,
               a.data<float>(), n, b.data<float>(), n, 0.0f, c.data(), n);
    benchmark::DoNotOptimize(c.data());
  }
  setFlops(state, n);
}

} // namespace

BENCHMARK(BM_DotGeneral)->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DotGeneralTransposedLhs)
    ->Arg(256)
    ->Arg(1024)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Sgemm)->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
