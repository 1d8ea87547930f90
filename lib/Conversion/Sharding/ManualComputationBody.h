//===- ManualComputationBody.h - a manual computation's body as a function ===//
//
// Both exports of sdy.manual_computation (JAX's shard_map pattern and
// Shardy's round-trip form) move its body into a function of the module.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_CONVERSION_SHARDING_MANUALCOMPUTATIONBODY_H
#define HLOKIT_LIB_CONVERSION_SHARDING_MANUALCOMPUTATIONBODY_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

namespace hlokit::gspmd {

/// A new function `@name` (renamed by `symbols` if taken) at the end of the
/// module that takes over `op`'s body, its `sdy.return` a `func.return`.
mlir::func::FuncOp outlineBody(sdy::ManualComputationOp op,
                               mlir::SymbolTable &symbols,
                               llvm::StringRef name);

} // namespace hlokit::gspmd

#endif // HLOKIT_LIB_CONVERSION_SHARDING_MANUALCOMPUTATIONBODY_H
