//===- Evaluator.h - running StableHLO functions ----------------*- C++ -*-===//
//
// Walks a function's ops in order, keeping SSA values in a table per region
// invocation, and runs each op with its kernel. Control flow (func.call,
// while, if, case) and regions (reduce bodies, sort comparators, scatter
// update computations) are evaluated recursively; one-op regions become
// direct kernel loops.
//
// Check ops (`check.*` and `stablehlo.custom_call @check.*`) that fail are
// reported to the check log and counted; evaluation continues.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_EVALUATOR_H
#define HLOKIT_INTERPRETER_EVALUATOR_H

#include "hlokit/Interpreter/Runtime/RunLimits.h"
#include "hlokit/Interpreter/Tensor/RuntimeValue.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <memory>
#include <vector>

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace hlokit::interpreter {

class EvaluatorImpl;
class ExecutionObserver;
class MemoryBudget;
class Transport;
class PlanCache;

/// Functions prepared for running (ops resolved to their kernels, values
/// numbered, liveness found), built on first use. Evaluators of one module
/// share it to skip that work on later runs; the module must outlive it and
/// not change.
std::shared_ptr<PlanCache> createPlanCache();

class Evaluator {
public:
  /// `checkLog` receives one line per failed check. `plans`, when given,
  /// holds the module's plans across evaluators.
  Evaluator(mlir::ModuleOp module, llvm::raw_ostream &checkLog,
            std::shared_ptr<PlanCache> plans = nullptr);
  ~Evaluator();

  /// Runs `function` on `arguments`, which must fit its parameter types
  /// (static sizes match, bounded sizes within their bounds).
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  run(mlir::func::FuncOp function, llvm::ArrayRef<RuntimeValue> arguments);

  /// Checks `arguments` against `function`'s parameter types, as run does
  /// first: static sizes match, bounded sizes are within their bounds.
  static llvm::Error checkArguments(mlir::func::FuncOp function,
                                    llvm::ArrayRef<RuntimeValue> arguments);

  /// Tells `observer` (not owned) of every op and region run from now on.
  void addObserver(ExecutionObserver *observer);

  /// Queues the values `stablehlo.infeed` reads, in order; an infeed that
  /// finds none left is a run-time error.
  void setInfeed(std::vector<Tensor> values);

  /// Every value `stablehlo.outfeed` wrote so far, in order.
  llvm::ArrayRef<Tensor> getOutfeed() const;

  /// Makes this evaluator one process of a grid, talking to the others
  /// through `transport` (not owned). Without it, it is the only process of
  /// a 1 x 1 grid.
  void setTransport(Transport &transport);

  /// How long a collective waits for the other processes of its group (also
  /// in grids that interpreter.run_parallel starts) before it fails.
  void setCollectiveTimeout(std::chrono::milliseconds timeout);

  /// Limits what each later run may cost; a run that reaches one fails
  /// with an error naming the op, its location and the limit. A memory
  /// limit gives this evaluator a budget of its own.
  void setLimits(const RunLimits &limits);
  /// Charges the tensors of later runs to `budget` (shared by the processes
  /// of one grid), whatever setLimits said of memory.
  void setMemoryBudget(std::shared_ptr<MemoryBudget> budget);

  /// Where interpreter.probe writes its values and
  /// check.expect_serialized_eq reads them back.
  void setProbeOutputDir(llvm::StringRef dir);

  /// Number of checks that failed so far.
  unsigned getNumFailedChecks() const;

private:
  std::unique_ptr<EvaluatorImpl> impl;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_EVALUATOR_H
