//===- FactorPropagation.h - propagating factor shardings -------*- C++ -*-===//
//
// A strategy that, given an op's sharding projection, decides which axes to
// add to which factor of which tensor.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_FACTORPROPAGATION_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_FACTORPROPAGATION_H

#include "hlokit/Transforms/Sharding/Propagation/ShardingProjection.h"

#include <functional>

namespace hlokit::sdy {

/// The direction in which shardings may move along a factor.
using PropagationDirectionAlongFactor =
    std::function<PropagationDirection(int64_t factor)>;

/// `BOTH` when one is `FORWARD` and the other `BACKWARD`, else the larger.
PropagationDirection unionOfPropagationDirections(PropagationDirection a,
                                                  PropagationDirection b);
/// `NONE` when one is `FORWARD` and the other `BACKWARD`, else the smaller.
PropagationDirection
intersectionOfPropagationDirections(PropagationDirection a,
                                    PropagationDirection b);

class FactorPropagation {
public:
  virtual ~FactorPropagation() = default;

  /// Adds axes to the factor shardings of `projection`, each factor in the
  /// direction `direction` gives it; `factorSizes` are the rule's and `op`
  /// (may be null) the op propagated through. With `conservative`, no
  /// sub-axis is ever propagated. Returns the tensors that changed.
  virtual UpdateTensorShardings
  propagateFactorShardings(ShardingProjection &projection,
                           PropagationDirectionAlongFactor direction,
                           llvm::ArrayRef<int64_t> factorSizes, MeshAttr mesh,
                           bool conservative, mlir::Operation *op) const = 0;
};

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_FACTORPROPAGATION_H
