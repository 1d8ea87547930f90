//===- ManualComputation.h - sdy.manual_computation on the grid -*- C++ -*-===//

#ifndef HLOKIT_LIB_INTERPRETER_MANUALCOMPUTATION_H
#define HLOKIT_LIB_INTERPRETER_MANUALCOMPUTATION_H

#include "Runtime/EvaluatorImpl.h"

namespace hlokit::interpreter {

/// Runs an sdy.manual_computation's body as this process's device of the
/// mesh, on its shards of the operands, and puts the results together from
/// every device's (docs/sharding.md, "Running").
llvm::Error runManualComputation(OpContext &ctx);

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_MANUALCOMPUTATION_H
