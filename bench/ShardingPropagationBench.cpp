//===- ShardingPropagationBench.cpp - Shardy propagation on a big program -===//
//
// A stack of transformer-like blocks (projections, attention, softmax with
// a reduce, an MLP, residual adds; 19 ops each, so 530 blocks make 10,074
// ops) whose input is sharded along the batch and whose weights along the
// hidden dimension, propagated by each strategy. Reports the time per op,
// and how many ops ended with a sharding.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

/// The text of a module with `blocks` blocks.
std::string buildProgram(int64_t blocks) {
  const std::string x = "tensor<8x128x256xf32>";
  std::string args, body;
  auto weight = [&](int64_t block, const char *name, const char *type,
                    const char *dims) {
    args += ", %" + std::string(name) + std::to_string(block) + ": " + type +
            " {sdy.sharding = #sdy.sharding<@mesh, " + dims + ">}";
  };
  std::string in = "%arg0";
  for (int64_t b = 0; b < blocks; ++b) {
    std::string s = std::to_string(b), p = "%b" + s + "_";
    weight(b, "wq", "tensor<256x256xf32>", R"([{}, {"model"}])");
    weight(b, "wk", "tensor<256x256xf32>", R"([{}, {"model"}])");
    weight(b, "wv", "tensor<256x256xf32>", R"([{}, {"model"}])");
    weight(b, "wo", "tensor<256x256xf32>", R"([{"model"}, {}])");
    weight(b, "w1", "tensor<256x1024xf32>", R"([{}, {"model"}])");
    weight(b, "w2", "tensor<1024x256xf32>", R"([{"model"}, {}])");
    auto proj = [&](const std::string &out, const std::string &lhs,
                    const std::string &w, const std::string &wType,
                    const std::string &outType) {
      body += "  " + out + " = stablehlo.dot_general " + lhs + ", %" + w + s +
              ", contracting_dims = [2] x [0] : (" + x + ", " + wType +
              ") -> " + outType + "\n";
    };
    proj(p + "q", in, "wq", "tensor<256x256xf32>", x);
    proj(p + "k", in, "wk", "tensor<256x256xf32>", x);
    proj(p + "v", in, "wv", "tensor<256x256xf32>", x);
    body += "  " + p + "s = stablehlo.dot_general " + p + "q, " + p +
            "k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (" +
            x + ", " + x + ") -> tensor<8x128x128xf32>\n";
    body += "  " + p + "e = stablehlo.exponential " + p +
            "s : tensor<8x128x128xf32>\n";
    body += "  " + p + "z = stablehlo.constant dense<0.0> : tensor<f32>\n";
    body += "  " + p + "r = stablehlo.reduce(" + p + "e init: " + p +
            "z) applies stablehlo.add across dimensions = [2] : "
            "(tensor<8x128x128xf32>, tensor<f32>) -> tensor<8x128xf32>\n";
    body += "  " + p + "rb = stablehlo.broadcast_in_dim " + p +
            "r, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x128xf32>\n";
    body += "  " + p + "p = stablehlo.divide " + p + "e, " + p +
            "rb : tensor<8x128x128xf32>\n";
    body += "  " + p + "a = stablehlo.dot_general " + p + "p, " + p +
            "v, batching_dims = [0] x [0], contracting_dims = [2] x [1] : "
            "(tensor<8x128x128xf32>, " +
            x + ") -> " + x + "\n";
    proj(p + "o", p + "a", "wo", "tensor<256x256xf32>", x);
    body += "  " + p + "h = stablehlo.add " + in + ", " + p + "o : " + x + "\n";
    proj(p + "u", p + "h", "w1", "tensor<256x1024xf32>",
         "tensor<8x128x1024xf32>");
    body += "  " + p + "g = stablehlo.logistic " + p +
            "u : tensor<8x128x1024xf32>\n";
    body += "  " + p + "m = stablehlo.multiply " + p + "u, " + p +
            "g : tensor<8x128x1024xf32>\n";
    body += "  " + p + "d = stablehlo.dot_general " + p + "m, %w2" + s +
            ", contracting_dims = [2] x [0] : (tensor<8x128x1024xf32>, "
            "tensor<1024x256xf32>) -> " +
            x + "\n";
    body += "  " + p + "y = stablehlo.add " + p + "h, " + p + "d : " + x + "\n";
    in = p + "y";
  }
  return "sdy.mesh @mesh = <[\"data\"=4, \"model\"=2]>\n"
         "func.func @main(%arg0: " +
         x + " {sdy.sharding = #sdy.sharding<@mesh, [{\"data\"}, {}, {}]>}" +
         args + ") -> " + x + " {\n" + body + "  return " + in + " : " + x +
         "\n}\n";
}

/// Propagates with the strategy `addPass` adds; reports seconds per op.
template <typename AddPass>
void propagate(benchmark::State &state, AddPass addPass) {
  mlir::MLIRContext context;
  context
      .loadDialect<hlokit::sdy::SdyDialect, hlokit::stablehlo::StableHLODialect,
                   mlir::func::FuncDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> program =
      mlir::parseSourceString<mlir::ModuleOp>(buildProgram(state.range(0)),
                                              &context);
  if (!program) {
    state.SkipWithError("the generated program doesn't parse");
    return;
  }
  int64_t numOps = 0;
  program->walk([&](mlir::Operation *) { ++numOps; });
  int64_t numSharded = 0;
  for (auto _ : state) {
    state.PauseTiming();
    mlir::OwningOpRef<mlir::ModuleOp> module = program->clone();
    mlir::PassManager pm(&context);
    pm.enableVerifier(false);
    addPass(pm);
    state.ResumeTiming();
    if (mlir::failed(pm.run(*module)))
      state.SkipWithError("propagation failed");
    state.PauseTiming();
    numSharded = 0;
    module->walk([&](mlir::Operation *op) {
      numSharded += op->hasAttr(hlokit::sdy::kShardingAttr);
    });
    state.ResumeTiming();
  }
  state.counters["sharded_ops"] = static_cast<double>(numSharded);
  state.counters["ops"] = static_cast<double>(numOps);
  state.counters["time_per_op"] =
      benchmark::Counter(static_cast<double>(numOps),
                         benchmark::Counter::kIsIterationInvariantRate |
                             benchmark::Counter::kInvert);
}

void BM_BasicPropagation(benchmark::State &state) {
  propagate(state, [](mlir::PassManager &pm) {
    pm.addPass(hlokit::sdy::createBasicPropagationPass());
  });
}
BENCHMARK(BM_BasicPropagation)
    ->Arg(50)
    ->Arg(530)
    ->Unit(benchmark::kMillisecond);

void BM_AggressivePropagation(benchmark::State &state) {
  propagate(state, [](mlir::PassManager &pm) {
    pm.addPass(hlokit::sdy::createAggressivePropagationPass());
  });
}
BENCHMARK(BM_AggressivePropagation)->Arg(530)->Unit(benchmark::kMillisecond);

void BM_UserPriorityPropagation(benchmark::State &state) {
  propagate(state, [](mlir::PassManager &pm) {
    pm.addPass(hlokit::sdy::createUserPriorityPropagationPass());
  });
}
BENCHMARK(BM_UserPriorityPropagation)
    ->Arg(50)
    ->Arg(530)
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
