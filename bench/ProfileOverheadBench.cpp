//===- ProfileOverheadBench.cpp - cost of --profile and --trace -----------===//
//
// A scalar-heavy loop (the case where per-op bookkeeping shows most) run by
// the evaluator with no observer, with the Profiler and with the
// TraceWriter. scripts/bench.sh prints the two ratios to the plain run.
//
//===----------------------------------------------------------------------===//

#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Evaluator.h"
#include "hlokit/Interpreter/Profiler.h"
#include "hlokit/Interpreter/TraceWriter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

using namespace hlokit::interpreter;

namespace {

// 1000 iterations of five scalar ops each.
constexpr const char *kLoop = R"mlir(
func.func @main() -> tensor<f32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %acc = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = stablehlo.while(%i = %zero, %x = %acc) : tensor<i32>, tensor<f32>
   cond {
    %n = stablehlo.constant dense<1000> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
    %y = stablehlo.add %x, %f : tensor<f32>
    stablehlo.return %next, %y : tensor<i32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}
)mlir";

enum class Observe { Nothing, Profile, Trace };

void runLoop(benchmark::State &state, Observe observe) {
  mlir::DialectRegistry registry;
  hlokit::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kLoop, &context);
  auto main = module->lookupSymbol<mlir::func::FuncOp>("main");
  for (auto _ : state) {
    Evaluator evaluator(*module, llvm::errs());
    Profiler profiler;
    TraceWriter tracer;
    if (observe == Observe::Profile)
      evaluator.addObserver(&profiler);
    if (observe == Observe::Trace)
      evaluator.addObserver(&tracer);
    benchmark::DoNotOptimize(llvm::cantFail(evaluator.run(main, {})));
    profiler.finishModule();
  }
}

void BM_LoopPlain(benchmark::State &state) { runLoop(state, Observe::Nothing); }
void BM_LoopProfiled(benchmark::State &state) {
  runLoop(state, Observe::Profile);
}
void BM_LoopTraced(benchmark::State &state) { runLoop(state, Observe::Trace); }

} // namespace

BENCHMARK(BM_LoopPlain)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoopProfiled)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoopTraced)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
