//===- Passes.h - Shardy's export passes ------------------------*- C++ -*-===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_EXPORT_PASSES_H
#define HLOKIT_TRANSFORMS_SHARDING_EXPORT_PASSES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit::sdy {

#define GEN_PASS_DECL
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_EXPORT_PASSES_H
