//===- OpProperties.h - op traits propagation heuristics use ----*- C++ -*-===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_OPPROPERTIES_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_OPPROPERTIES_H

#include "mlir/IR/Operation.h"

namespace hlokit::sdy {

/// Elementwise ops, a bitcast_convert keeping the shape, and the sdy ops
/// that are the identity on their input (barrier, constraint, reshard).
bool isElementwise(mlir::Operation *op);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_OPPROPERTIES_H
