//===- Passes.h - passes on bounded programs --------------------*- C++ -*-===//

#ifndef HLOKIT_TRANSFORMS_BOUNDED_PASSES_H
#define HLOKIT_TRANSFORMS_BOUNDED_PASSES_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit {

#define GEN_PASS_DECL
#include "hlokit/Transforms/Bounded/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "hlokit/Transforms/Bounded/Passes.h.inc"

} // namespace hlokit

#endif // HLOKIT_TRANSFORMS_BOUNDED_PASSES_H
