//===- CommonAxes.h - the axes an op's factors are sharded along -*- C++
//-*-===//
//
// sdy-insert-explicit-reshards makes every operand and result of an op shard
// each factor of its rule alike: these are the axes it picks, as Shardy's
// findCommonAxes does (lib-private).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_COMMONAXES_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_COMMONAXES_H

#include "hlokit/Transforms/Sharding/Propagation/ShardingProjection.h"

namespace hlokit::sdy {

using AxesPerFactor = llvm::SmallVector<llvm::SmallVector<AxisRefAttr>>;

/// The axes of `factor` in `tensor`, or nullopt when it doesn't map to it.
std::optional<llvm::ArrayRef<AxisRefAttr>>
getFactorAxes(const TensorFactorShardings &tensor, int64_t factor);

/// The axes each factor of `rule` gets: the tensors' own when they already
/// agree (and no need-replication factor is sharded, no axis used twice);
/// for an op with two non-scalar tensors, one factor per dimension and no
/// need-replication factor, those of the preferred tensor (no sharded
/// permutation factor, bigger, more sharded); else greedily the factor-axes
/// pair covering the most elements of the tensors that have it (then pass-
/// through before reduction before permutation before need-replication,
/// then the bigger sharding), trimming the others. Axes on need-replication
/// factors go to the batching factors where they fit. `tensorSizes` are the
/// element counts of the operands, then the results.
AxesPerFactor findCommonAxes(const ShardingProjection &projection,
                             OpShardingRuleAttr rule,
                             llvm::ArrayRef<int64_t> tensorSizes,
                             MeshAttr mesh);

/// Whether a tensor of `projection` has overflow axes (a dimension whose
/// axes don't fit its factors).
bool hasOverflowAxes(const ShardingProjection &projection);

/// For a reshape with overflow axes (operand and result factors given by
/// `rule`, on `meshOrRef`): the axes of the side sharded more (the operand
/// on a tie), redistributed greedily over the factors of each side (an axis
/// to the first factor with room, split to the gcd when it doesn't fit
/// whole), and per factor the greatest common prefix of the two sides.
AxesPerFactor findCommonAxesOfOverflowingReshape(ShardingProjection projection,
                                                 OpShardingRuleAttr rule,
                                                 mlir::Attribute meshOrRef,
                                                 MeshAttr mesh);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_COMMONAXES_H
