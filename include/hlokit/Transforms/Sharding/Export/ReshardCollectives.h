//===- ReshardCollectives.h - the collectives of a reshard ------*- C++ -*-===//
//
// The sequence of sdy collectives that takes a value from one sharding to
// another, as Shardy's sdy-reshard-to-collectives inserts it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_EXPORT_RESHARDCOLLECTIVES_H
#define HLOKIT_TRANSFORMS_SHARDING_EXPORT_RESHARDCOLLECTIVES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

namespace hlokit::sdy {

/// One collective of a reshard.
struct ReshardStep {
  enum class Kind { AllSlice, CollectivePermute, AllToAll, AllGather };
  Kind kind;
  /// What it communicates along: a ListOfAxisRefListsAttr for an all_slice
  /// or all_gather, an AllToAllParamAttr for an all_to_all, null for a
  /// collective_permute.
  mlir::Attribute axes;
  /// The sharding of its result (closed, with the target's unreduced axes).
  TensorShardingAttr sharding;
};

/// The collectives taking a value of shape `shape` sharded `from` to `to`,
/// both on `mesh` up to its device order, with the same unreduced axes:
/// rounds of all_slice, collective_permute, all_to_alls and all_gather (at
/// most two), each step present only when it changes something. Empty when
/// the shardings are equivalent on the same mesh.
llvm::SmallVector<ReshardStep>
computeReshardSteps(TensorShardingAttr from, TensorShardingAttr to,
                    MeshAttr mesh, llvm::ArrayRef<int64_t> shape);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_EXPORT_RESHARDCOLLECTIVES_H
