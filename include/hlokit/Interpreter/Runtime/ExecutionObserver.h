//===- ExecutionObserver.h - events of a running program --------*- C++ -*-===//
//
// The evaluator tells the observers it was given when each op starts and
// ends and when each region invocation (a called function's body, a loop's
// cond or body, a branch, a body run element by element) starts and ends.
// With no observer it makes no calls at all, so profiling and tracing cost
// nothing when they are off.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_EXECUTIONOBSERVER_H
#define HLOKIT_INTERPRETER_EXECUTIONOBSERVER_H

#include "hlokit/Interpreter/Tensor/RuntimeValue.h"

#include "mlir/IR/Operation.h"

namespace hlokit::interpreter {

class ExecutionObserver {
public:
  virtual ~ExecutionObserver();

  virtual void beginOp(mlir::Operation &op) = 0;
  /// `op` ran and produced `results` (one per op result).
  virtual void endOp(mlir::Operation &op,
                     llvm::ArrayRef<const RuntimeValue *> results) = 0;
  virtual void beginRegion(mlir::Region &region) = 0;
  virtual void endRegion(mlir::Region &region) = 0;
};

/// Bytes of the tensors in `value` (tuples summed, tokens 0).
int64_t getByteSize(const RuntimeValue &value);

/// `file:line` of the first file location in `op`'s location (JAX wraps them
/// in names and call sites), or `<unknown>`.
std::string getSourceLine(mlir::Operation &op);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_EXECUTIONOBSERVER_H
