//===- EvaluatorBench.cpp - the evaluator's own costs ---------------------===//
//
// What the evaluator core adds around the kernels: a scalar while loop (per
// op dispatch, value slots, loop carries; without and with run limits), one
// small call through the C++ API that Python and C use (per call set-up),
// and a chain of four
// elementwise ops over 16M f32 on 1 and 2 threads next to a memcpy of the
// same tensor (passes over memory). scripts/bench.sh prints the numbers and
// ratios.
//
//===----------------------------------------------------------------------===//

#include "hlokit/API/Session.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Runtime/ExecutionObserver.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"
#include "hlokit/Support/Parallel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "benchmark/benchmark.h"

#include "ScalarLoop.h"

#include <cstring>
#include <malloc.h>

using namespace hlokit;
using interpreter::ElementType;
using interpreter::Tensor;

namespace {

const std::string kScalarLoop = scalarLoopProgram(100000);

constexpr const char *kTinyAdd = R"mlir(
func.func @add(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %z = stablehlo.add %x, %y : tensor<4xf32>
  return %z : tensor<4xf32>
}
)mlir";

// Four elementwise ops, two inputs, one output: a fused evaluation reads
// 2 x 64 MB and writes 64 MB once.
constexpr const char *kChain = R"mlir(
func.func @chain(%x: tensor<16777216xf32>, %y: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %a = stablehlo.multiply %x, %y : tensor<16777216xf32>
  %b = stablehlo.add %a, %x : tensor<16777216xf32>
  %c = stablehlo.maximum %b, %y : tensor<16777216xf32>
  %d = stablehlo.subtract %c, %x : tensor<16777216xf32>
  return %d : tensor<16777216xf32>
}
)mlir";

constexpr int64_t kChainElements = int64_t(1) << 24;

Tensor filled(int64_t n, float start) {
  Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, {n}));
  float *p = t.mutableData<float>();
  for (int64_t i = 0; i < n; ++i)
    p[i] = start + static_cast<float>(i % 1000) * 0.25f;
  return t;
}

/// Argument 1 runs with every limit set (none reached), which checks the
/// steps and the clock before every op; 0 with the defaults.
void BM_ScalarWhileLoop(benchmark::State &state) {
  api::Module module = api::Module::parse(kScalarLoop, "loop.mlir");
  interpreter::RunLimits limits;
  if (state.range(0))
    limits = {int64_t(1) << 30, uint64_t(1) << 40, std::chrono::hours(1)};
  for (auto _ : state)
    benchmark::DoNotOptimize(module.run("main", {}, /*partitions=*/1, limits));
  state.counters["ns_per_iteration"] =
      benchmark::Counter(100000, benchmark::Counter::kIsIterationInvariantRate |
                                     benchmark::Counter::kInvert);
}

void BM_SmallCall(benchmark::State &state) {
  api::Module module = api::Module::parse(kTinyAdd, "add.mlir");
  std::vector<Tensor> args = {filled(4, 0), filled(4, 1)};
  for (auto _ : state)
    benchmark::DoNotOptimize(module.run("add", args));
}

/// An observer that watches nothing: with one attached the evaluator runs
/// every op on its own (unfused), as under --profile.
class NoObserver : public interpreter::ExecutionObserver {
  void beginOp(mlir::Operation &) override {}
  void endOp(mlir::Operation &,
             llvm::ArrayRef<const interpreter::RuntimeValue *>) override {}
  void beginRegion(mlir::Region &) override {}
  void endRegion(mlir::Region &) override {}
};

/// The chain on `state.range(0)` threads; CPU time is the process's, so
/// that it counts every thread.
void runChain(benchmark::State &state, bool fused) {
  setNumThreads(state.range(0));
  // Freed buffers stay in the heap, so iterations measure the kernels
  // rather than the first touch of fresh pages.
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  api::Module module = api::Module::parse(kChain, "chain.mlir");
  auto chain = module.get().lookupSymbol<mlir::func::FuncOp>("chain");
  llvm::SmallVector<interpreter::RuntimeValue> args = {
      filled(kChainElements, 0), filled(kChainElements, 1)};
  auto plans = interpreter::createPlanCache();
  NoObserver observer;
  for (auto _ : state) {
    interpreter::Evaluator evaluator(module.get(), llvm::errs(), plans);
    if (!fused)
      evaluator.addObserver(&observer);
    benchmark::DoNotOptimize(llvm::cantFail(evaluator.run(chain, args)));
  }
  // Two inputs read and one output written.
  state.SetBytesProcessed(state.iterations() * 3 * kChainElements * 4);
  setNumThreads(0);
}

void BM_ElementwiseChain(benchmark::State &state) { runChain(state, true); }
void BM_ElementwiseChainUnfused(benchmark::State &state) {
  runChain(state, false);
}

void BM_ChainMemcpy(benchmark::State &state) {
  Tensor src = filled(kChainElements, 0);
  Tensor dst = filled(kChainElements, 1);
  for (auto _ : state) {
    std::memcpy(dst.getRawMutableData(), src.getRawData(), src.getByteSize());
    benchmark::ClobberMemory();
  }
  // One input read and one output written.
  state.SetBytesProcessed(state.iterations() * 2 * kChainElements * 4);
}

} // namespace

BENCHMARK(BM_ScalarWhileLoop)->Unit(benchmark::kMillisecond)->Arg(0)->Arg(1);
BENCHMARK(BM_SmallCall)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ElementwiseChain)
    ->Unit(benchmark::kMillisecond)
    ->Arg(1)
    ->Arg(2)
    ->MeasureProcessCPUTime();
BENCHMARK(BM_ElementwiseChainUnfused)
    ->Unit(benchmark::kMillisecond)
    ->Arg(1)
    ->Arg(2)
    ->MeasureProcessCPUTime();
BENCHMARK(BM_ChainMemcpy)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
