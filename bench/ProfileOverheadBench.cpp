//===- ProfileOverheadBench.cpp - cost of --profile and --trace -----------===//
//
// A scalar-heavy loop (the case where per-op bookkeeping shows most) run by
// the evaluator with no observer, with the Profiler and with the
// TraceWriter. scripts/bench.sh prints the two ratios to the plain run.
//
//===----------------------------------------------------------------------===//

#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Runtime/Profiler.h"
#include "hlokit/Interpreter/Runtime/TraceWriter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

#include "ScalarLoop.h"

using namespace hlokit::interpreter;

namespace {

const std::string kLoop = scalarLoopProgram(1000);

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
