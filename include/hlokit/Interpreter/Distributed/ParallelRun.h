//===- ParallelRun.h - running a program on a grid of processes -*- C++ -*-===//
//
// Runs one function per process of a grid, each on its own thread with its
// own evaluator, the processes talking through an InProcessGrid. hlokit-run
// --replicas/--partitions and interpreter.run_parallel use it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_PARALLELRUN_H
#define HLOKIT_INTERPRETER_PARALLELRUN_H

#include "hlokit/Interpreter/Distributed/ProcessGrid.h"
#include "hlokit/Interpreter/Runtime/RunLimits.h"
#include "hlokit/Interpreter/Tensor/RuntimeValue.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hlokit::interpreter {

/// What one process runs.
struct ProcessProgram {
  mlir::func::FuncOp function;
  llvm::SmallVector<RuntimeValue> arguments;
  /// The values its stablehlo.infeed ops read, in order.
  std::vector<Tensor> infeed;
};

/// How one process ended.
struct ProcessOutcome {
  /// The function's results, or nothing when it failed with `error`.
  std::optional<llvm::SmallVector<RuntimeValue>> results;
  std::string error;
  /// The lines its failed checks wrote, and how many failed.
  std::string checkLog;
  unsigned failedChecks = 0;
  std::vector<Tensor> outfeed;
};

class ExecutionObserver;
class MemoryBudget;

struct ParallelOptions {
  std::chrono::milliseconds collectiveTimeout{60000};
  std::string probeOutputDir;
  /// Each process's steps and time; memory is the whole grid's.
  RunLimits limits;
  /// The budget every process charges (a run_parallel's, its caller's);
  /// null: one of limits.maxMemoryBytes for the grid, when that is set.
  std::shared_ptr<MemoryBudget> memoryBudget;
  /// The observers each process's evaluator reports to (hlokit-run
  /// --profile's and --trace's per process); none when unset.
  std::function<llvm::SmallVector<ExecutionObserver *, 2>(ProcessId)>
      observersOf;
};

class Transport;

/// Runs `program` to its end as the process `transport` links to the
/// others (an MPI rank, or one thread of runParallel).
ProcessOutcome runProcess(mlir::ModuleOp module, Transport &transport,
                          ProcessProgram program,
                          const ParallelOptions &options);

/// Runs `programs[i]` as process `grid.unflatten(i)`, all at once, and
/// returns every process's outcome in the same order. The module is only
/// read, so the threads share it.
std::vector<ProcessOutcome> runParallel(mlir::ModuleOp module, GridShape grid,
                                        std::vector<ProcessProgram> programs,
                                        ParallelOptions options);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_PARALLELRUN_H
