//===- ShardingLayout.h - where a sharded value's blocks live ---*- C++ -*-===//
//
// An sdy sharding on a mesh, as the plain numbers the interpreter cuts and
// joins tensors by: per dimension, the parts of mesh axes that split it
// (major to minor). A device holds, per dimension, the block its
// coordinates along those parts number; devices that differ only along axes
// no dimension names hold the same blocks. sdy.manual_computation (its
// manual axes only) and running a global program on the grid
// (GlobalProgram.h, every axis) cut and join values this way.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_SHARDINGLAYOUT_H
#define HLOKIT_INTERPRETER_SHARDINGLAYOUT_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Interpreter/Distributed/DeviceMesh.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <string>

namespace hlokit::interpreter {

/// Per dimension of a value, the parts of mesh axes splitting it.
using DimensionParts = llvm::SmallVector<llvm::SmallVector<AxisPart>>;

/// The mesh's axis sizes and device order.
DeviceMesh toDeviceMesh(sdy::MeshAttr mesh);

/// The parts of the axes of `mesh` that split each dimension of `sharding`,
/// keeping only the axes (by index in the mesh) `keep` accepts.
DimensionParts getDimensionParts(sdy::MeshAttr mesh,
                                 sdy::TensorShardingAttr sharding,
                                 llvm::function_ref<bool(unsigned)> keep);

/// Per dimension, the number of blocks its parts cut it into.
llvm::SmallVector<int64_t> getShardCounts(const DimensionParts &parts);

/// The block, per dimension, the device at `coordinates` holds.
llvm::SmallVector<int64_t> getShardIndex(const DeviceMesh &mesh,
                                         llvm::ArrayRef<int64_t> coordinates,
                                         const DimensionParts &parts);

/// The global tensor from `shards[i]`, which device `devices[i]` holds;
/// every block must be held by some device. Devices holding the same block
/// (the value is replicated along axes `parts` leaves out) must agree bit
/// for bit: otherwise the error is `mismatch` of the first two that differ.
llvm::Expected<Tensor>
assembleFromDevices(const DeviceMesh &mesh, llvm::ArrayRef<int64_t> devices,
                    llvm::ArrayRef<Tensor> shards, const DimensionParts &parts,
                    llvm::function_ref<std::string(int64_t, int64_t)> mismatch);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_SHARDINGLAYOUT_H
