//===- OpShardingRuleRegistry.h - the sharding rule of every op -*- C++ -*-===//
//
// Shardy's op sharding rule registry: the `#sdy.op_sharding_rule` of each
// stablehlo, chlo and sdy op, built from the op's types and attributes.
// Propagation asks for an op's rule with `getOrCreateShardingRule`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_OPSHARDINGRULEREGISTRY_H
#define HLOKIT_TRANSFORMS_SHARDING_OPSHARDINGRULEREGISTRY_H

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Support/OpTable.h"

namespace hlokit::sdy {

/// The sharding rule of `op`, or null when it has none: an op that
/// propagation handles itself (control flow, constants, sdy's own ops), a
/// value of dynamic shape, or an op or custom_call target the registry
/// doesn't know, which gets a warning naming it (once per name). With
/// `conservativePropagation`, factors that could propagate axes that don't
/// divide a dimension evenly (concatenate, convolution's spatial
/// dimensions, pad, slice, windows) are left out or blocked.
OpShardingRuleAttr createOpShardingRule(mlir::Operation *op,
                                        bool conservativePropagation = false);

/// `op`'s `sdy.sharding_rule` if it has one (a user's rule wins), else
/// `createOpShardingRule(op)`, set on `op` when `setShardingRuleOnOp` and
/// not null.
OpShardingRuleAttr getOrCreateShardingRule(mlir::Operation *op,
                                           bool conservativePropagation = false,
                                           bool setShardingRuleOnOp = true);

/// Whether the registry builds rules for the op class `id`.
bool hasShardingRuleFunction(mlir::TypeID id);

/// The ops that have no rule on purpose, each with the reason (null for an
/// op the registry builds rules for or doesn't know).
const OpTable<const char *> &getOpsWithoutShardingRule();

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_OPSHARDINGRULEREGISTRY_H
