//===- SingleDeviceReshards.h - ops placed on one device --------*- C++ -*-===//
//
// sdy-insert-explicit-reshards for an op whose result is on a maximal mesh
// (one device): its operands go there and its results come back through a
// replicated sharding on the module's global mesh (lib-private).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_SINGLEDEVICERESHARDS_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_SINGLEDEVICERESHARDS_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/PatternMatch.h"

namespace hlokit::sdy {

/// Whether `sharding` is on a maximal mesh.
bool isSingleDeviceSharding(TensorShardingAttr sharding, mlir::Operation *from);

/// The module's global mesh: its first `sdy.mesh` with axes, or null.
MeshOp getGlobalMeshOp(mlir::ModuleOp module);

/// For `op`, some of whose results (`outShardings`) are on a maximal mesh:
/// reshards its tensor operands to that device (through replicated on the
/// global mesh, the module's first `sdy.mesh` with axes, unless already
/// so), puts its tensor results there (a token result replicated on the
/// global mesh) and reshards each back, to replicated on the global mesh
/// and then to its old sharding when that is another. Nothing without a
/// global mesh. Fails, with "has conflicting single-device result
/// shardings", when its results are on different devices.
mlir::LogicalResult
processSingleDeviceOp(mlir::Operation *op,
                      llvm::ArrayRef<TensorShardingAttr> outShardings,
                      mlir::IRRewriter &rewriter);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_SINGLEDEVICERESHARDS_H
