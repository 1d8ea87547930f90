//===- Passes.h - hlokit transformation passes ------------------*- C++ -*-===//

#ifndef HLOKIT_TRANSFORMS_PASSES_H
#define HLOKIT_TRANSFORMS_PASSES_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Pass/Pass.h"

namespace hlokit {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "hlokit/Transforms/Passes.h.inc"

} // namespace hlokit

#endif // HLOKIT_TRANSFORMS_PASSES_H
