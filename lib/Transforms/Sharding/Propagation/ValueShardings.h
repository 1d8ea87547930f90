//===- ValueShardings.h - reading and writing shardings ---------*- C++ -*-===//
//
// What propagation reads and writes besides a value's sharding
// (Import/ShardableValues.h): func result shardings, and a manual
// computation's shardings seen from outside its body.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_VALUESHARDINGS_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_VALUESHARDINGS_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace hlokit::sdy {

/// The shardings of `values` (Import/ShardableValues.h).
llvm::SmallVector<TensorShardingAttr>
getValueShardings(mlir::ValueRange values);

TensorShardingAttr getFuncResultSharding(mlir::func::FuncOp func,
                                         unsigned index);
void setFuncResultSharding(mlir::func::FuncOp func, unsigned index,
                           TensorShardingAttr sharding);

/// `sharding` on a manual computation's operand or result whose free axes
/// are replaced by the axes of `local` (a sharding seen inside the body):
/// the manual axes stay major in each dimension.
TensorShardingAttr addFreeAxes(TensorShardingAttr outer,
                               TensorShardingAttr local,
                               llvm::ArrayRef<mlir::StringAttr> manualAxes);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PROPAGATION_VALUESHARDINGS_H
