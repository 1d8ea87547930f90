//===- DivisiblePadding.h - padding for equal shards ------------*- C++ -*-===//
//
// What sdy-pad-for-divisibility, sdy-resolve-permutation-factors and
// sdy-convert-global-to-local share: the padded type of a sharded value,
// the error for a dimension its shards do not divide, when a reshape keeps
// padding at the end of the value, and the pad and slice that add and
// remove that padding.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PARTITION_DIVISIBLEPADDING_H
#define HLOKIT_TRANSFORMS_SHARDING_PARTITION_DIVISIBLEPADDING_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/Builders.h"

namespace hlokit::sdy {

/// `type` with each dimension that `sharding` (its mesh looked up from
/// `from`) splits into K shards rounded up to a multiple of K.
mlir::Type getDivisiblePaddedType(mlir::Type type, TensorShardingAttr sharding,
                                  mlir::Operation *from);

/// Checks that the shard count of each dimension of `type` under `sharding`
/// divides it; otherwise an error on `op` names the first that does not
/// ("<context>dimension D of size N is not divisible by its K shards under
/// sharding S").
mlir::LogicalResult checkDivisible(mlir::Operation *op,
                                   mlir::RankedTensorType type,
                                   TensorShardingAttr sharding,
                                   llvm::StringRef context = "");

/// Whether a reshape of `operand` into `result` (global types), padded to
/// `paddedOperand` and `paddedResult`, keeps the padding as padding: on
/// both sides it comes after the last element in row-major order (only the
/// first dimension larger than one grows), and there is as much of it.
bool reshapeKeepsPadding(mlir::RankedTensorType operand,
                         mlir::RankedTensorType paddedOperand,
                         mlir::RankedTensorType result,
                         mlir::RankedTensorType paddedResult);

/// A zero of `elementType` as a scalar tensor (`stablehlo.constant`).
mlir::Value emitScalarZero(mlir::OpBuilder &builder, mlir::Location loc,
                           mlir::Type elementType);

/// `value` padded at the end of each dimension up to `padded` with
/// `paddingValue` (`stablehlo.pad`), sharded `sharding` (when not null).
mlir::Value emitPadAtEnd(mlir::OpBuilder &builder, mlir::Value value,
                         mlir::RankedTensorType padded,
                         mlir::Value paddingValue, TensorShardingAttr sharding);

/// `value` cut at `limits` in each dimension (`stablehlo.slice` from 0),
/// sharded `sharding` (when not null).
mlir::Value emitSliceToLimits(mlir::OpBuilder &builder, mlir::Value value,
                              llvm::ArrayRef<int64_t> limits,
                              TensorShardingAttr sharding);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PARTITION_DIVISIBLEPADDING_H
