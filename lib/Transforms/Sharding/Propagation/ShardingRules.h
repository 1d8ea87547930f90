//===- ShardingRules.h - the rules propagation uses -------------*- C++ -*-===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGRULES_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGRULES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

namespace hlokit::sdy {

/// `op`'s sharding rule: the one it carries, else the registry's (set on
/// the op), else null (propagation doesn't go through it).
OpShardingRuleAttr getRuleForPropagation(mlir::Operation *op,
                                         bool conservative);

/// Drops every `sdy.sharding_rule` under `root` that isn't a custom rule.
void removeShardingRules(mlir::Operation *root);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGRULES_H
