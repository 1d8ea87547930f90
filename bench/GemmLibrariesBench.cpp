//===- GemmLibrariesBench.cpp - OpenBLAS's GEMM against oneDNN's ----------===//
//
// The comparison behind dot_general's choice of GEMM (docs/performance.md):
// on the shapes of the training benchmarks, one thread, OpenBLAS's
// cblas_sgemm, oneDNN's dnnl_sgemm (its generic GEMM, linked here directly)
// and oneDNN's matmul primitive as hlokit uses it (onednn::denseSgemm,
// dense operands only, a batch of products in one call). scripts/bench.sh
// prints the GFLOP/s side by side.
//
//===----------------------------------------------------------------------===//

#include "Backends/OneDnn.h"
#include "Backends/OpenBlas.h"

#include "benchmark/benchmark.h"

#include <omp.h>
#include <oneapi/dnnl/dnnl.h>

#include <algorithm>
#include <iterator>
#include <random>
#include <vector>

namespace {

enum Library { OpenBlas, OneDnnSgemm, OneDnnMatmul, OneDnnMatmulBlocks };

/// Shape k: {m, n, k, transposed A, transposed B, batches}; a batch runs
/// one OpenBLAS or dnnl_sgemm call per product, one matmul for all.
constexpr int64_t kShapes[][6] = {
    {256, 512, 784, 0, 0, 1},
    {227, 64, 576, 0, 0, 1},
    {144, 64, 4096, 1, 0, 1},
    {1024, 1024, 1024, 0, 0, 1},
    {64, 64, 64, 0, 0, 1},
    {16, 16, 16, 0, 0, 1},
    // The transformer block's MLP: forward, input and weight gradients.
    {512, 1024, 256, 0, 0, 1},
    {512, 256, 1024, 0, 0, 1},
    {512, 1024, 256, 0, 1, 1},
    {512, 256, 1024, 0, 1, 1},
    {1024, 256, 512, 1, 0, 1},
    {256, 1024, 512, 1, 0, 1},
    // Its projections, and the attention's 16 (batch x head) products.
    {512, 256, 256, 0, 0, 1},
    {256, 256, 512, 1, 0, 1},
    {128, 128, 64, 0, 1, 16},
    {128, 64, 128, 0, 0, 16},
    {128, 64, 128, 1, 0, 16},
    {128, 128, 64, 0, 1, 1}};
constexpr int64_t kNumShapes = std::size(kShapes);

void BM_Gemm(benchmark::State &state) {
  static const bool oneThread = (omp_set_num_threads(1), true);
  (void)oneThread;
  const auto &blas =
      llvm::cantFail(hlokit::interpreter::openblas::getLibrary());
  auto library = static_cast<Library>(state.range(0));
  const int64_t *shape = kShapes[state.range(1)];
  int64_t m = shape[0], n = shape[1], k = shape[2], batches = shape[5];
  bool transposedA = shape[3], transposedB = shape[4];
  int64_t lda = transposedA ? m : k, ldb = transposedB ? k : n;
  std::vector<float> a(batches * m * k), b(batches * k * n), c(batches * m * n);
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> value(-1, 1);
  for (float &x : a)
    x = value(rng);
  for (float &x : b)
    x = value(rng);
  auto product = [&](int64_t i) {
    const float *A = a.data() + i * m * k, *B = b.data() + i * k * n;
    float *C = c.data() + i * m * n;
    if (library == OpenBlas) {
      blas.sgemm(CblasRowMajor, transposedA ? CblasTrans : CblasNoTrans,
                 transposedB ? CblasTrans : CblasNoTrans, m, n, k, 1.0f, A, lda,
                 B, ldb, 0.0f, C, n);
      return true;
    }
    return dnnl_sgemm(transposedA ? 'T' : 'N', transposedB ? 'T' : 'N', m, n, k,
                      1.0f, A, lda, B, ldb, 0.0f, C, n) == dnnl_success;
  };
  // Four matmul calls, on quarters of the batches or of the rows of C (of
  // a transposed A, copied dense first): dot_general's cut for threads.
  std::vector<float> aBlock(m / 4 * k);
  auto quarter = [&](int64_t i) {
    namespace onednn = hlokit::interpreter::onednn;
    if (batches > 1)
      return onednn::denseSgemm(transposedA, transposedB, batches / 4, m, n, k,
                                a.data() + i * batches / 4 * m * k,
                                b.data() + i * batches / 4 * k * n,
                                c.data() + i * batches / 4 * m * n);
    int64_t rows = m / 4;
    const float *A = a.data() + i * rows * k;
    if (transposedA) {
      for (int64_t kk = 0; kk < k; ++kk)
        std::copy_n(a.data() + kk * m + i * rows, rows,
                    aBlock.data() + kk * rows);
      A = aBlock.data();
    }
    return onednn::denseSgemm(transposedA, transposedB, 1, rows, n, k, A,
                              b.data(), c.data() + i * rows * n);
  };
  auto run = [&] {
    if (library == OneDnnMatmulBlocks) {
      bool ok = true;
      for (int64_t i = 0; i < 4; ++i)
        ok = quarter(i) && ok;
      return ok;
    }
    if (library == OneDnnMatmul)
      return hlokit::interpreter::onednn::denseSgemm(transposedA, transposedB,
                                                     batches, m, n, k, a.data(),
                                                     b.data(), c.data());
    bool ok = true;
    for (int64_t i = 0; i < batches; ++i)
      ok = product(i) && ok;
    return ok;
  };
  if (!run()) {
    state.SkipWithError("the library refused the product");
    return;
  }
  for (auto _ : state) {
    run();
    benchmark::DoNotOptimize(c.data());
  }
  state.counters["GFLOPs"] =
      benchmark::Counter(2.0 * batches * m * n * k * state.iterations() / 1e9,
                         benchmark::Counter::kIsRate);
}

void shapeArguments(benchmark::internal::Benchmark *bench) {
  for (int library : {OpenBlas, OneDnnSgemm, OneDnnMatmul, OneDnnMatmulBlocks})
    for (int64_t shape = 0; shape < kNumShapes; ++shape)
      bench->Args({library, shape});
}

} // namespace

BENCHMARK(BM_Gemm)->Apply(shapeArguments);

BENCHMARK_MAIN();
