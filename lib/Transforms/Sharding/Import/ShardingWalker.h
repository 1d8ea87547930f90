//===- ShardingWalker.h - rewrite every sharding of a module ----*- C++ -*-===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_IMPORT_SHARDINGWALKER_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_IMPORT_SHARDINGWALKER_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Support/LLVM.h"

namespace hlokit::sdy {

using TransformShardingFn =
    llvm::function_ref<TensorShardingAttr(TensorShardingAttr)>;

/// Replaces every sharding attribute under `root` (func argument and result
/// attributes, `sdy.sharding`, the shardings of sdy ops, wherever nested) by
/// `transform` of it, op by op in pre-order.
void transformShardings(mlir::Operation *root, TransformShardingFn transform);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_IMPORT_SHARDINGWALKER_H
