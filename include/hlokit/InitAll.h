//===- InitAll.h - register hlokit's dialects and passes --------*- C++ -*-===//

#ifndef HLOKIT_INITALL_H
#define HLOKIT_INITALL_H

#include "mlir/IR/DialectRegistry.h"

namespace hlokit {

/// Adds the stablehlo and check dialects, and the MLIR dialects hlokit
/// programs use (func), to `registry`.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers hlokit's passes and the MLIR passes hlokit-opt offers
/// (canonicalize, cse, inline, ...).
void registerAllPasses();

} // namespace hlokit

#endif // HLOKIT_INITALL_H
