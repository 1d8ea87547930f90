//===- Passes.h - passes between GSPMD shardings and sdy --------*- C++ -*-===//

#ifndef HLOKIT_CONVERSION_SHARDING_PASSES_H
#define HLOKIT_CONVERSION_SHARDING_PASSES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit::gspmd {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "hlokit/Conversion/Sharding/Passes.h.inc"

/// The form in which a module writes its shard_maps, if any other than
/// sdy.manual_computation.
enum class ShardMapForm {
  None,         // no shard_map, or sdy.manual_computation already
  Gspmd,        // @SPMDFullToShardShape / @SPMDShardToFullShape
  SdyRoundTrip, // @xla.sdy.GlobalToLocalShape / @xla.sdy.LocalToGlobalShape
};

/// Which form `module`'s shard_maps take (hlokit-import-manual-computations
/// imports it).
ShardMapForm getShardMapForm(mlir::ModuleOp module);

} // namespace hlokit::gspmd

#endif // HLOKIT_CONVERSION_SHARDING_PASSES_H
