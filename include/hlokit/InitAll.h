//===- InitAll.h - register hlokit's dialects and passes --------*- C++ -*-===//

#ifndef HLOKIT_INITALL_H
#define HLOKIT_INITALL_H

#include "mlir/IR/DialectRegistry.h"

namespace hlokit {

/// Adds the dialects hlokit reads to `registry`: stablehlo, chlo, check (test
/// assertions), interpreter (upstream's interpreter test ops), sdy
/// (Shardy's meshes and shardings), vhlo (portable artifacts), and MLIR's func
/// and quant (`!quant.uniform`), with func's inliner extension.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers hlokit's passes (transforms, bounded lowering, autodiff,
/// analysis printers, the vhlo conversions) and the MLIR passes hlokit-opt
/// offers (canonicalize, cse, inline, ...).
void registerAllPasses();

} // namespace hlokit

#endif // HLOKIT_INITALL_H
