//===- MpiAllReduceBench.cpp - all_reduce over MPI vs MPI_Allreduce -------===//
//
// Run with `mpirun -n N build/bin/MpiAllReduceBench`. For f32 buffers of
// 4 KiB to 64 MiB, times what stablehlo.all_reduce with an add body does
// over hlokit's MPI transport (each rank adds its slice of every rank's
// buffer in the spec's group order, so results are reproducible, then the
// slices are gathered; on two ranks, MPI_Allreduce, as a + b = b + a)
// against a plain MPI_Allreduce(MPI_SUM) of the same
// buffer, and prints the bandwidth of each (buffer bytes / wall time, median
// of the repetitions) at rank 0, with the gathering default of the
// transports (every buffer to every rank, then the fold) for comparison.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Distributed/Collectives.h"
#include "hlokit/Interpreter/Distributed/MpiTransport.h"

#include <mpi.h>

#include <algorithm>
#include <cstdio>

using namespace hlokit::interpreter;
using hlokit::stablehlo::ReduceBodyKind;

namespace {

/// The median wall time of `reps` runs of `f`, all ranks starting together.
template <typename F> double medianSeconds(int reps, F &&f) {
  std::vector<double> times;
  for (int i = 0; i < reps; ++i) {
    MPI_Barrier(MPI_COMM_WORLD);
    double start = MPI_Wtime();
    f();
    double local = MPI_Wtime() - start, slowest = 0;
    MPI_Allreduce(&local, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    times.push_back(slowest);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

} // namespace

int main() {
  int size = 0;
  MPI_Init(nullptr, nullptr);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  auto transport = llvm::cantFail(MpiTransport::create(
      GridShape{static_cast<uint32_t>(size), 1}, std::chrono::seconds(600)));
  ProcessGroup everyone;
  for (int r = 0; r < size; ++r)
    everyone.push_back({static_cast<uint32_t>(r), 0});
  bool root = transport->getProcessId().replicaId == 0;
  if (root)
    std::printf("ranks: %d\n%12s | %18s | %18s | %18s | %s\n", size, "bytes",
                "hlokit MB/s", "gathering MB/s", "MPI_Allreduce MB/s",
                "hlokit / MPI");
  for (int64_t bytes = 4 << 10; bytes <= (64 << 20); bytes *= 8) {
    int64_t n = bytes / 4;
    Tensor buffer = llvm::cantFail(Tensor::allocate(ElementType::F32, {n}));
    std::fill_n(buffer.mutableData<float>(), n, 1.0f);
    std::vector<float> out(n);
    int reps = bytes >= (16 << 20) ? 5 : 20;
    auto agree = [](llvm::ArrayRef<Contribution>) {
      return llvm::Error::success();
    };
    auto add = [](size_t, llvm::ArrayRef<Tensor> values) {
      return foldInOrder(values, Combiner{ReduceBodyKind::Add});
    };
    double hlokit = medianSeconds(reps, [&] {
      llvm::cantFail(transport->reduceInGroupOrder(
          everyone, {"stablehlo.all_reduce", {buffer}}, agree, add,
          ReduceBodyKind::Add));
    });
    // The transports' default: every buffer to every rank, then the fold.
    double gathering = medianSeconds(reps, [&] {
      llvm::cantFail(transport->Transport::reduceInGroupOrder(
          everyone, {"stablehlo.all_reduce", {buffer}}, agree, add,
          ReduceBodyKind::Add));
    });
    double mpi = medianSeconds(reps, [&] {
      MPI_Allreduce(buffer.data<float>(), out.data(), static_cast<int>(n),
                    MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    });
    if (root)
      std::printf("%12lld | %18.1f | %18.1f | %18.1f | %.2f\n",
                  static_cast<long long>(bytes), bytes / hlokit / 1e6,
                  bytes / gathering / 1e6, bytes / mpi / 1e6, mpi / hlokit);
  }
  return 0; // ~MpiTransport finalises MPI.
}
