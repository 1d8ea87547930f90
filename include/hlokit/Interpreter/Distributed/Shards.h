//===- Shards.h - cutting a tensor into blocks and back ---------*- C++ -*-===//
//
// A value split over devices is cut, in each dimension d, into
// `shardCounts[d]` equal blocks; the shard at `shardIndex` is the block at
// that position. sdy.manual_computation takes each device's shard of its
// operands and puts its results together from every device's shard.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_SHARDS_H
#define HLOKIT_INTERPRETER_SHARDS_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

/// The block of `global` at `shardIndex`. Fails when a count does not divide
/// its dimension.
llvm::Expected<Tensor> takeShard(const Tensor &global,
                                 llvm::ArrayRef<int64_t> shardCounts,
                                 llvm::ArrayRef<int64_t> shardIndex);

/// The tensor whose blocks are `shards`, given in row-major order of their
/// shard index (`product(shardCounts)` of them). Fails when they differ in
/// shape or element type.
llvm::Expected<Tensor> assembleShards(llvm::ArrayRef<Tensor> shards,
                                      llvm::ArrayRef<int64_t> shardCounts);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_SHARDS_H
