//===- ShardingRules.h - the rules propagation uses -------------*- C++ -*-===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGRULES_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGRULES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

namespace hlokit::sdy {

/// Drops every `sdy.sharding_rule` under `root` that isn't a custom rule.
void removeShardingRules(mlir::Operation *root);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGRULES_H
