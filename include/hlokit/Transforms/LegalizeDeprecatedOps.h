//===- LegalizeDeprecatedOps.h - legacy ops outside the pass ----*- C++ -*-===//
//
// For callers of --stablehlo-legalize-deprecated-ops that run it only when
// needed (hlokit-run).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_LEGALIZEDEPRECATEDOPS_H
#define HLOKIT_TRANSFORMS_LEGALIZEDEPRECATEDOPS_H

#include "mlir/IR/Operation.h"

namespace hlokit {

/// Whether `root` holds an op the pass rewrites.
bool hasDeprecatedOps(mlir::Operation *root);

} // namespace hlokit

#endif // HLOKIT_TRANSFORMS_LEGALIZEDEPRECATEDOPS_H
