//===- Passes.h - Shardy's partitioning passes ------------------*- C++ -*-===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PARTITION_PASSES_H
#define HLOKIT_TRANSFORMS_SHARDING_PARTITION_PASSES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit::sdy {

#define GEN_PASS_DECL
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PARTITION_PASSES_H
