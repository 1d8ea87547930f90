//===- IndexingBench.cpp - indexing maps of long op chains ----------------===//
//
// Builds the output-to-input maps of a chain of N elementwise / transpose /
// reshape ops (walking from the chain's output to its input, as the function
// analysis does) and composes them one by one, simplifying after each step.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Analysis/Indexing/IndexingMap.h"
#include "hlokit/Analysis/Indexing/OpIndexingMaps.h"

#include "mlir/IR/MLIRContext.h"

#include <benchmark/benchmark.h>

using namespace hlokit::indexing;

namespace {

/// Output-to-input maps of a chain of `length` ops whose final result has
/// shape 16x32x8; the shapes cycle through transposes and generic reshapes.
std::vector<IndexingMap> buildChain(int64_t length,
                                    mlir::MLIRContext *context) {
  std::vector<IndexingMap> maps;
  llvm::SmallVector<int64_t> shape = {16, 32, 8};
  for (int64_t i = 0; i < length; ++i) {
    switch (i % 4) {
    case 0:
      maps.push_back(getIdentityMap(shape, context));
      break;
    case 1: { // result dim j is operand dim permutation[j]
      llvm::SmallVector<int64_t> permutation = {2, 0, 1};
      llvm::SmallVector<int64_t> operand(3);
      for (int j = 0; j < 3; ++j)
        operand[permutation[j]] = shape[j];
      maps.push_back(getTransposeOutputToInput(shape, permutation, context));
      shape = operand;
      break;
    }
    case 2: { // a generic reshape: [a, b, c] <- [a * b / 2, 2 * c]
      llvm::SmallVector<int64_t> operand = {shape[0] * shape[1] / 2,
                                            2 * shape[2]};
      maps.push_back(getReshapeMap(shape, operand, context));
      shape = operand;
      break;
    }
    default: { // and back to rank 3: [x, y] <- [x / 4, 4, y]
      llvm::SmallVector<int64_t> operand = {shape[0] / 4, 4, shape[1]};
      maps.push_back(getReshapeMap(shape, operand, context));
      shape = operand;
      break;
    }
    }
  }
  return maps;
}

IndexingMap composeChain(const std::vector<IndexingMap> &maps) {
  IndexingMap composed = maps.front();
  for (size_t i = 1; i < maps.size(); ++i) {
    composed = composeIndexingMaps(composed, maps[i]);
    composed.simplify();
    composed.removeUnusedSymbols();
  }
  return composed;
}

void BM_BuildChainMaps(benchmark::State &state) {
  mlir::MLIRContext context;
  for (auto _ : state)
    benchmark::DoNotOptimize(buildChain(state.range(0), &context));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_BuildChainMaps)->Arg(10)->Arg(100)->Arg(1000);

void BM_ComposeAndSimplifyChain(benchmark::State &state) {
  mlir::MLIRContext context;
  std::vector<IndexingMap> maps = buildChain(state.range(0), &context);
  for (auto _ : state)
    benchmark::DoNotOptimize(composeChain(maps));
  state.SetItemsProcessed(state.iterations() * state.range(0));
  state.SetLabel(composeChain(maps).toString().substr(0, 60));
}
BENCHMARK(BM_ComposeAndSimplifyChain)->Arg(10)->Arg(100)->Arg(1000);

void BM_SimplifyChainedReshapes(benchmark::State &state) {
  mlir::MLIRContext context;
  IndexingMap second = getReshapeMap({10, 10, 10}, {50, 20}, &context);
  IndexingMap first = getReshapeMap({50, 20}, {10, 10, 10}, &context);
  for (auto _ : state) {
    IndexingMap composed = composeIndexingMaps(second, first);
    composed.simplify();
    benchmark::DoNotOptimize(composed);
  }
}
BENCHMARK(BM_SimplifyChainedReshapes);

} // namespace

BENCHMARK_MAIN();
