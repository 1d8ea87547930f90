//===- SdyCollectives.h - shardings around collectives ----------*- C++ -*-===//
//
// What the collectives' verifiers and canonicalization patterns both ask of
// shardings (private to the dialect library).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_DIALECT_SHARDY_SDYCOLLECTIVES_H
#define HLOKIT_LIB_DIALECT_SHARDY_SDYCOLLECTIVES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

namespace hlokit::sdy {

/// `getSharding`, or when there is none a closed, replicated sharding of
/// the value's rank over `meshOrRef`.
TensorShardingAttr getOrCreateSharding(mlir::Value value,
                                       mlir::Attribute meshOrRef);

/// Whether `a` and `b` shard alike: both fully replicated (a null sharding
/// is), or on one mesh with the same axes per dimension (whether a dimension
/// is open doesn't matter) and, unless `ignoreUnreduced`, the same unreduced
/// axes.
bool areEquivalentShardings(TensorShardingAttr a, TensorShardingAttr b,
                            bool ignoreUnreduced);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_DIALECT_SHARDY_SDYCOLLECTIVES_H
