//===- ShardableValues.h - where a value's sharding can be kept -*- C++ -*-===//
//
// Shardy's getShardableValue / getSharding / setSharding: a value inside a
// region op keeps its sharding on the data-flow edge it belongs to.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_IMPORT_SHARDABLEVALUES_H
#define HLOKIT_TRANSFORMS_SHARDING_IMPORT_SHARDABLEVALUES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

namespace hlokit::sdy {

/// The value whose sharding `value` has: the result of its
/// sdy.data_flow_edge, itself for an op result or function argument, the
/// edge owner for a block argument of an op with edges; null for other
/// block arguments (a reduction's scalars), which have no sharding.
mlir::Value getShardableValue(mlir::Value value);

/// The sharding of `value`'s shardable value, or null.
TensorShardingAttr getValueSharding(mlir::Value value);

/// A sharding of rank `rank` on `meshOrRef` with every dimension open.
TensorShardingAttr getFullyOpenSharding(mlir::MLIRContext *context,
                                        mlir::Attribute meshOrRef,
                                        int64_t rank);

/// Sets the sharding of `value`'s shardable value (nothing for a value
/// without one): a function argument attribute, the sharding of an sdy op,
/// an in/out sharding of a named computation, or else entry `i` of the
/// defining op's `sdy.sharding` (its other results fully open when it had
/// none).
void setValueSharding(mlir::Value value, TensorShardingAttr sharding);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_IMPORT_SHARDABLEVALUES_H
