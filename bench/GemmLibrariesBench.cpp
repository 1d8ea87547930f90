//===- GemmLibrariesBench.cpp - OpenBLAS's GEMM against oneDNN's ----------===//
//
// The comparison behind dot_general's choice of GEMM (docs/performance.md):
// on the shapes of the training benchmarks, one thread, OpenBLAS's
// cblas_sgemm, oneDNN's dnnl_sgemm (its generic GEMM, linked here directly)
// and oneDNN's matmul primitive as hlokit uses it (onednn::denseSgemm,
// dense operands only). scripts/bench.sh prints the GFLOP/s side by side.
//
//===----------------------------------------------------------------------===//

#include "Backends/OneDnn.h"
#include "Backends/OpenBlas.h"

#include "benchmark/benchmark.h"

#include <omp.h>
#include <oneapi/dnnl/dnnl.h>

#include <random>
#include <vector>

namespace {

enum Library { OpenBlas, OneDnnSgemm, OneDnnMatmul };

/// Shape k: {m, n, k, transposed A}.
constexpr int64_t kShapes[][4] = {{256, 512, 784, 0}, {227, 64, 576, 0},
                                  {144, 64, 4096, 1}, {1024, 1024, 1024, 0},
                                  {64, 64, 64, 0},    {16, 16, 16, 0}};

void BM_Gemm(benchmark::State &state) {
  static const bool oneThread = (omp_set_num_threads(1), true);
  (void)oneThread;
  const auto &blas =
      llvm::cantFail(hlokit::interpreter::openblas::getLibrary());
  auto library = static_cast<Library>(state.range(0));
  const int64_t *shape = kShapes[state.range(1)];
  int64_t m = shape[0], n = shape[1], k = shape[2];
  bool transposedA = shape[3];
  std::vector<float> a(m * k), b(k * n), c(m * n);
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> value(-1, 1);
  for (float &x : a)
    x = value(rng);
  for (float &x : b)
    x = value(rng);
  auto run = [&] {
    switch (library) {
    case OpenBlas:
      blas.sgemm(CblasRowMajor, transposedA ? CblasTrans : CblasNoTrans,
                 CblasNoTrans, m, n, k, 1.0f, a.data(), transposedA ? m : k,
                 b.data(), n, 0.0f, c.data(), n);
      return true;
    case OneDnnSgemm:
      return dnnl_sgemm(transposedA ? 'T' : 'N', 'N', m, n, k, 1.0f, a.data(),
                        transposedA ? m : k, b.data(), n, 0.0f, c.data(),
                        n) == dnnl_success;
    case OneDnnMatmul:
      return hlokit::interpreter::onednn::denseSgemm(
          transposedA, false, m, n, k, a.data(), b.data(), c.data());
    }
    return false;
  };
  if (!run()) {
    state.SkipWithError("the library refused the product");
    return;
  }
  for (auto _ : state) {
    run();
    benchmark::DoNotOptimize(c.data());
  }
  state.counters["GFLOPs"] = benchmark::Counter(
      2.0 * m * n * k * state.iterations() / 1e9, benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK(BM_Gemm)->ArgsProduct({{OpenBlas, OneDnnSgemm, OneDnnMatmul},
                                 {0, 1, 2, 3, 4, 5}});

BENCHMARK_MAIN();
