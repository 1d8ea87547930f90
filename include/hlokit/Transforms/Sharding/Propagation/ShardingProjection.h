//===- ShardingProjection.h - shardings seen per factor ---------*- C++ -*-===//
//
// Propagation works on factors, not dimensions: an op's sharding rule maps
// each dimension of its operands and results to factors, and projecting a
// tensor's dimension shardings through the rule gives, per factor, the axes
// sharding it. After propagation the factor shardings are projected back.
//
// Example: rule ([ij])->([i, j]) {i=2, j=4}, mesh ["x"=4, "y"=2], operand
// sharding [{"x", "y"}]: the operand's factors are i: ["x":(1)2] and
// j: ["x":(2)2, "y"].
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGPROJECTION_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGPROJECTION_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "llvm/ADT/BitVector.h"

#include <map>

namespace hlokit::sdy {

/// How an axis list relates to another one it may be a prefix of.
enum class PrefixStatus { kEqual, kStrictPrefix, kNotAPrefix };

/// Whether `first` is `second`, a strict prefix of it (its last axis may be a
/// major sub-axis of the corresponding one), or neither.
PrefixStatus isAxisListPrefixOf(llvm::ArrayRef<AxisRefAttr> first,
                                llvm::ArrayRef<AxisRefAttr> second,
                                MeshAttr mesh);

/// The axes sharding one factor of one tensor.
struct FactorSharding {
  llvm::SmallVector<AxisRefAttr> axisRefs;
  /// No further axes may be added (the dimension was closed).
  bool isClosed = false;
  /// The factor is the minor-most one of its dimension, so it may be sharded
  /// by axes whose size doesn't divide it (with padding).
  bool isMinorMost = false;
  /// Axes of the dimension left after a non-minor-most factor whose size the
  /// next axis doesn't divide; kept to rebuild the dimension sharding.
  llvm::SmallVector<AxisRefAttr> overflowAxes;

  bool operator==(const FactorSharding &other) const {
    return axisRefs == other.axisRefs && isClosed == other.isClosed &&
           isMinorMost == other.isMinorMost &&
           overflowAxes == other.overflowAxes;
  }
};

/// Factor index to its sharding, for the factors a tensor maps to.
using FactorIndexToSharding = std::map<int64_t, FactorSharding>;

/// One tensor's factor shardings and its replicated and unreduced axes.
struct TensorFactorShardings {
  FactorIndexToSharding factorIndexToSharding;
  llvm::SmallVector<AxisRefAttr> replicatedAxes;
  llvm::SmallVector<AxisRefAttr> unreducedAxes;
  ReductionOp reductionOp = ReductionOp::SUM;

  /// Replaces the axes of `factor` by `newAxes` when the tensor maps to it
  /// and its axes are a strict prefix of `newAxes`. Returns whether it did.
  bool expandShardingAxes(int64_t factor, llvm::ArrayRef<AxisRefAttr> newAxes,
                          MeshAttr mesh);

  /// The dimension shardings of the tensor mapped by `mapping`, on the mesh
  /// `meshOrRef` (`mesh`). A dimension stops at the first factor that isn't
  /// fully sharded: sharding the next one would need a strided view.
  TensorShardingAttr
  createTensorShardingAttr(mlir::MLIRContext *context,
                           TensorMappingAttr mapping,
                           llvm::ArrayRef<int64_t> factorSizes,
                           mlir::Attribute meshOrRef, MeshAttr mesh) const;
};

/// Which operands and results a step changed.
struct UpdateTensorShardings {
  llvm::BitVector updateOperands;
  llvm::BitVector updateResults;

  UpdateTensorShardings(int64_t numOperands, int64_t numResults)
      : updateOperands(numOperands), updateResults(numResults) {}
};

/// The factor shardings of an op's operands and results under its rule.
class ShardingProjection {
public:
  /// Projects `operandShardings` and `resultShardings` (null: none yet, a
  /// fully open sharding) through `rule` on `mesh`.
  static ShardingProjection
  build(llvm::ArrayRef<TensorShardingAttr> operandShardings,
        llvm::ArrayRef<TensorShardingAttr> resultShardings,
        OpShardingRuleAttr rule, MeshAttr mesh);

  int64_t getNumOperands() const { return operands.size(); }
  int64_t getNumResults() const { return results.size(); }
  llvm::ArrayRef<TensorFactorShardings> getOperands() const { return operands; }
  llvm::ArrayRef<TensorFactorShardings> getResults() const { return results; }
  TensorFactorShardings &getOperand(int64_t i) { return operands[i]; }
  TensorFactorShardings &getResult(int64_t i) { return results[i]; }

  /// Expands `factor` to `newAxes` in every tensor where the old axes are a
  /// strict prefix of them.
  UpdateTensorShardings expandSharding(int64_t factor,
                                       llvm::ArrayRef<AxisRefAttr> newAxes,
                                       MeshAttr mesh);

private:
  llvm::SmallVector<TensorFactorShardings> operands;
  llvm::SmallVector<TensorFactorShardings> results;
};

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_SHARDINGPROJECTION_H
