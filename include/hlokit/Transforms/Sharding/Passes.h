//===- Passes.h - sharding propagation passes -------------------*- C++ -*-===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PASSES_H
#define HLOKIT_TRANSFORMS_SHARDING_PASSES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit::sdy {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "hlokit/Transforms/Sharding/Passes.h.inc"

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PASSES_H
