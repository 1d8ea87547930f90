//===- AggressiveFactorPropagation.h - resolve conflicts --------*- C++ -*-===//
//
// Unlike the basic strategy, different tensors may get different axes along
// one factor (each takes as much as it can), and an axis two factors want is
// given to one of them: the factor whose source tensor (the tensor the axes
// come from) is largest, for elementwise ops then the most sharded factor,
// then the smaller source tensor index, then the smaller factor index.
//
// Example, C = dot(A, B), factors F0 (A's non-contracting dimension), F1
// (B's) and F2 (contracting): A has "a" on F0 and C has "a" on F1; the basic
// strategy propagates nothing, this one gives "a" to B along F1.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_AGGRESSIVEFACTORPROPAGATION_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_AGGRESSIVEFACTORPROPAGATION_H

#include "hlokit/Transforms/Sharding/Propagation/BasicFactorPropagation.h"

namespace hlokit::sdy {

class AggressiveFactorPropagation : public BasicFactorPropagation {
public:
  UpdateTensorShardings propagateFactorShardings(
      ShardingProjection &projection, PropagationDirectionAlongFactor direction,
      llvm::ArrayRef<int64_t> factorSizes, MeshAttr mesh, bool conservative,
      mlir::Operation *op) const override;

private:
  /// The axes `tensor` takes along `factor` out of `wanted`, given its
  /// current factor shardings; empty when it takes nothing new.
  llvm::SmallVector<AxisRefAttr> getPropagatedFactorSharding(
      int64_t factor, const TensorFactorShardings &tensor,
      llvm::ArrayRef<AxisRefAttr> wanted, int64_t factorSize, MeshAttr mesh,
      bool conservative) const;
};

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_AGGRESSIVEFACTORPROPAGATION_H
