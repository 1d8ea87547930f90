//===- ValueShardings.h - reading and writing shardings ---------*- C++ -*-===//
//
// Propagation reads and writes a value's sharding where its shardable value
// (DataFlowEdges.h) keeps it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_VALUESHARDINGS_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_VALUESHARDINGS_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace hlokit::sdy {

/// The sharding of `value`'s shardable value, or null.
TensorShardingAttr getValueSharding(mlir::Value value);
llvm::SmallVector<TensorShardingAttr>
getValueShardings(mlir::ValueRange values);

/// Sets the sharding of `value`'s shardable value (nothing when it has none).
void setValueSharding(mlir::Value value, TensorShardingAttr sharding);

TensorShardingAttr getFuncResultSharding(mlir::func::FuncOp func,
                                         unsigned index);
void setFuncResultSharding(mlir::func::FuncOp func, unsigned index,
                           TensorShardingAttr sharding);

/// A sharding of rank `rank` on `meshOrRef` whose dimensions are all open
/// and empty.
TensorShardingAttr getFullyOpenSharding(mlir::MLIRContext *context,
                                        mlir::Attribute meshOrRef,
                                        int64_t rank);

/// `sharding` on a manual computation's operand or result whose free axes
/// are replaced by the axes of `local` (a sharding seen inside the body):
/// the manual axes stay major in each dimension.
TensorShardingAttr addFreeAxes(TensorShardingAttr outer,
                               TensorShardingAttr local,
                               llvm::ArrayRef<mlir::StringAttr> manualAxes);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_VALUESHARDINGS_H
