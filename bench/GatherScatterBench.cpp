//===- GatherScatterBench.cpp - gather/scatter throughput -----------------===//
//
// Row gather and row scatter-add (the embedding lookup and its gradient) at
// 1M-16M f32 elements, next to memcpy of the same number of bytes, and the
// fast kernels next to the spec-literal ones on a small problem.
// scripts/bench.sh runs this and prints the ratios.
//
//===----------------------------------------------------------------------===//

#include "LiteralGatherScatter.h"

#include "hlokit/Interpreter/Kernels/GatherScatter.h"

#include "benchmark/benchmark.h"

#include <cstring>
#include <malloc.h>
#include <random>
#include <vector>

using namespace hlokit::interpreter;
using hlokit::stablehlo::ReduceBodyKind;

namespace {

constexpr int64_t kRowLength = 128; // 512-byte rows

Tensor makeTensor(ElementType type, llvm::ArrayRef<int64_t> shape) {
  return llvm::cantFail(Tensor::zeros(type, shape));
}

/// [numIndices, 1] random row numbers in [0, numRows).
Tensor randomRows(int64_t numIndices, int64_t numRows) {
  Tensor t = makeTensor(ElementType::SI32, {numIndices, 1});
  std::mt19937 rng(42);
  std::uniform_int_distribution<int32_t> dist(0, numRows - 1);
  for (int64_t i = 0; i < numIndices; ++i)
    t.mutableData<int32_t>()[i] = dist(rng);
  return t;
}

GatherDims rowGatherDims() {
  GatherDims dims;
  dims.offsetDims = {1};
  dims.collapsedSliceDims = {0};
  dims.startIndexMap = {0};
  dims.indexVectorDim = 1;
  dims.sliceSizes = {1, kRowLength};
  return dims;
}

ScatterDims rowScatterDims() {
  ScatterDims dims;
  dims.updateWindowDims = {1};
  dims.insertedWindowDims = {0};
  dims.scatterDimsToOperandDims = {0};
  dims.indexVectorDim = 1;
  return dims;
}

/// The baseline: copying the bytes the gather produces.
void BM_Memcpy(benchmark::State &state) {
  size_t bytes = static_cast<size_t>(state.range(0)) * sizeof(float);
  std::vector<char> src(bytes, 1), dst(bytes);
  for (auto _ : state) {
    std::memcpy(dst.data(), src.data(), bytes);
    benchmark::DoNotOptimize(dst.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * bytes);
}

/// Gathers range(0) / 128 random rows of a table with as many rows.
void BM_GatherRows(benchmark::State &state) {
  int64_t rows = state.range(0) / kRowLength;
  Tensor table = makeTensor(ElementType::F32, {rows, kRowLength});
  Tensor indices = randomRows(rows, rows);
  GatherDims dims = rowGatherDims();
  for (auto _ : state) {
    Tensor result = llvm::cantFail(gather(table, indices, dims));
    benchmark::DoNotOptimize(result.getRawData());
  }
  state.SetBytesProcessed(state.iterations() * state.range(0) * sizeof(float));
}

/// Adds range(0) / 128 update rows into a table with a quarter as many rows
/// (duplicates accumulate); includes copying the table into the result.
void BM_ScatterAddRows(benchmark::State &state) {
  int64_t updateRows = state.range(0) / kRowLength;
  int64_t rows = std::max<int64_t>(1, updateRows / 4);
  Tensor table = makeTensor(ElementType::F32, {rows, kRowLength});
  Tensor updates = makeTensor(ElementType::F32, {updateRows, kRowLength});
  Tensor indices = randomRows(updateRows, rows);
  ScatterDims dims = rowScatterDims();
  for (auto _ : state) {
    auto results = llvm::cantFail(
        scatter({table}, indices, {updates}, dims, {ReduceBodyKind::Add}));
    benchmark::DoNotOptimize(results[0].getRawData());
  }
  state.SetBytesProcessed(state.iterations() * state.range(0) * sizeof(float));
}

llvm::Error addFloats(llvm::ArrayRef<char *> acc,
                      llvm::ArrayRef<const char *> values) {
  float a, b;
  std::memcpy(&a, acc[0], sizeof a);
  std::memcpy(&b, values[0], sizeof b);
  a += b;
  std::memcpy(acc[0], &a, sizeof a);
  return llvm::Error::success();
}

void BM_LiteralGatherRows(benchmark::State &state) {
  int64_t rows = state.range(0) / kRowLength;
  Tensor table = makeTensor(ElementType::F32, {rows, kRowLength});
  Tensor indices = randomRows(rows, rows);
  GatherDims dims = rowGatherDims();
  for (auto _ : state) {
    Tensor result = llvm::cantFail(literal::gather(table, indices, dims));
    benchmark::DoNotOptimize(result.getRawData());
  }
  state.SetBytesProcessed(state.iterations() * state.range(0) * sizeof(float));
}

void BM_LiteralScatterAddRows(benchmark::State &state) {
  int64_t updateRows = state.range(0) / kRowLength;
  int64_t rows = std::max<int64_t>(1, updateRows / 4);
  Tensor table = makeTensor(ElementType::F32, {rows, kRowLength});
  Tensor updates = makeTensor(ElementType::F32, {updateRows, kRowLength});
  Tensor indices = randomRows(updateRows, rows);
  ScatterDims dims = rowScatterDims();
  for (auto _ : state) {
    auto results = llvm::cantFail(
        literal::scatter({table}, indices, {updates}, dims, addFloats));
    benchmark::DoNotOptimize(results[0].getRawData());
  }
  state.SetBytesProcessed(state.iterations() * state.range(0) * sizeof(float));
}

constexpr int64_t M = 1 << 20;
BENCHMARK(BM_Memcpy)->Arg(M)->Arg(4 * M)->Arg(16 * M);
BENCHMARK(BM_GatherRows)->Arg(M)->Arg(4 * M)->Arg(16 * M);
BENCHMARK(BM_ScatterAddRows)->Arg(M)->Arg(4 * M)->Arg(16 * M);
BENCHMARK(BM_GatherRows)->Arg(1 << 16);
BENCHMARK(BM_ScatterAddRows)->Arg(1 << 16);
BENCHMARK(BM_LiteralGatherRows)->Arg(1 << 16);
BENCHMARK(BM_LiteralScatterAddRows)->Arg(1 << 16);

} // namespace

int main(int argc, char **argv) {
  // Keep freed result buffers in the heap: otherwise every iteration maps
  // fresh pages for its result and measures page faults, not the kernel.
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
