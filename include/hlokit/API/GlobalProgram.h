//===- GlobalProgram.h - global programs on the grid ------------*- C++ -*-===//
//
// A program whose functions take or return values with `sdy` shardings, on
// global shapes, run on a grid of one process per device (`hlokit-run
// --partitions P` given global inputs, Python's `run(..., partitions=P)`):
// `--hlokit-partition` makes it the program each device runs; each device
// gets its block of every global argument by the argument's sharding, and
// the global results are put together from the devices' blocks by the
// result shardings propagation gave. Device id d is the process whose
// flattened id is d (docs/sharding.md, "Running").
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_GLOBALPROGRAM_H
#define HLOKIT_INTERPRETER_GLOBALPROGRAM_H

#include "hlokit/Interpreter/Distributed/ParallelRun.h"
#include "hlokit/Interpreter/Distributed/ShardingLayout.h"
#include "hlokit/Interpreter/Tensor/RuntimeValue.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringMap.h"

namespace hlokit::interpreter {

class Transport;

/// Whether `function` takes or returns a value with an `sdy.sharding`.
bool hasShardedSignature(mlir::func::FuncOp function);

class PartitionedProgram {
public:
  /// Partitions a copy of `global` for `grid`, holding the functions
  /// `entries` and those they call. Every mesh of more than one device must
  /// have one device per process, and replicas and partitions cannot both
  /// be more than 1 (Shardy's global to local numbers devices by one of
  /// them). The passes' diagnostics go to the context's handler.
  static llvm::Expected<PartitionedProgram>
  create(mlir::ModuleOp global, GridShape grid,
         llvm::ArrayRef<std::string> entries);

  /// The program each device runs.
  mlir::ModuleOp getModule() const { return module.get(); }
  GridShape getGrid() const { return grid; }
  /// The per-device function of the global function `name`.
  mlir::func::FuncOp lookup(llvm::StringRef name) const;

  /// Process `process`'s arguments of `function`: its block of each
  /// argument in `global` (bound to the global argument types).
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  takeArguments(llvm::StringRef function, llvm::ArrayRef<RuntimeValue> global,
                ProcessId process) const;

  /// Runs `function` on the in-process grid, each process on its block of
  /// the global `arguments`; every process's outcome in process order.
  llvm::Expected<std::vector<ProcessOutcome>>
  run(llvm::StringRef function, llvm::ArrayRef<RuntimeValue> arguments,
      const std::vector<Tensor> &infeed, const ParallelOptions &options) const;

  /// Runs this process's part of `function` over `transport` (an MPI rank),
  /// then gathers every process's results to each: the outcomes in process
  /// order, another process's holding its results, failed checks and check
  /// log, or its error.
  llvm::Expected<std::vector<ProcessOutcome>>
  runAsProcess(Transport &transport, llvm::StringRef function,
               llvm::ArrayRef<RuntimeValue> arguments,
               const std::vector<Tensor> &infeed,
               const ParallelOptions &options) const;

  /// The global results of `function` from `local[id]`, the results of the
  /// process of flattened id `id`. Devices holding the same block of a
  /// result must agree bit for bit; a token or tuple is device 0's.
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  assembleResults(llvm::StringRef function,
                  llvm::ArrayRef<llvm::SmallVector<RuntimeValue>> local) const;

private:
  /// How one argument or result is split: the mesh of its sharding (a mesh
  /// of the grid's devices along one axis when it has none) and the parts
  /// of its axes per dimension.
  struct ValueLayout {
    DeviceMesh mesh;
    DimensionParts parts;
  };
  struct FunctionLayout {
    llvm::SmallVector<ValueLayout> arguments, results;
  };

  PartitionedProgram(mlir::OwningOpRef<mlir::ModuleOp> module, GridShape grid)
      : module(std::move(module)), grid(grid) {}
  llvm::Error readLayouts();
  /// Renames the only entry @main when it has another name and the module
  /// has no @main (see symbolOf).
  llvm::Error nameEntryMain(llvm::ArrayRef<std::string> entries);
  /// The layout of a value of `type` by `sharding`, the `kind` ("argument"
  /// or "result") `index` of `function`, for messages.
  llvm::Expected<ValueLayout> readLayout(mlir::func::FuncOp function,
                                         sdy::TensorShardingAttr sharding,
                                         mlir::Type type, llvm::StringRef kind,
                                         unsigned index);
  const FunctionLayout &getLayout(llvm::StringRef function) const;
  /// The name `function` has in the partitioned module: Shardy's export
  /// passes look for @main in a module of several functions, so a single
  /// entry of another name runs as @main there.
  llvm::StringRef symbolOf(llvm::StringRef function) const;
  /// The user's name of the partitioned module's function `symbol`.
  llvm::StringRef userName(llvm::StringRef symbol) const;

  mlir::OwningOpRef<mlir::ModuleOp> module;
  GridShape grid;
  llvm::StringMap<FunctionLayout> layouts;
  /// The entry renamed @main, if any.
  std::string renamedEntry;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_GLOBALPROGRAM_H
