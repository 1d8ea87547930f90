//===- SdyShardingRule.h - op sharding rules --------------------*- C++ -*-===//
//
// Reading, writing, building and checking `sdy.sharding_rule`: how an op's
// dimensions map to the factors propagation shards.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_SHARDY_SDYSHARDINGRULE_H
#define HLOKIT_DIALECT_SHARDY_SDYSHARDINGRULE_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include <string>

namespace hlokit::sdy {

/// The name of the discardable attribute that holds an op's sharding rule.
inline constexpr llvm::StringLiteral kShardingRuleAttr = "sdy.sharding_rule";

/// The symbol of factor `factor`: `i`..`z` for 0..17, then `z_1`, `z_2`, ...
std::string factorSymbolString(int64_t factor);

/// What sharding a factor costs: nothing when every tensor has it sharded
/// alike (pass-through), or a reduction, a replication or a permute.
enum class FactorType {
  kPassThrough,
  kReduction,
  kNeedReplication,
  kPermutation
};

FactorType getFactorType(OpShardingRuleAttr rule, int64_t factor);

/// `op`'s sharding rule, or null when it has none.
OpShardingRuleAttr getShardingRule(mlir::Operation *op);
void setShardingRule(mlir::Operation *op, OpShardingRuleAttr rule);

/// Verifies `rule` against `op`'s operands and results as the dialect does
/// for `sdy.sharding_rule`, reporting on `op`.
mlir::LogicalResult verifyShardingRule(mlir::Operation *op,
                                       OpShardingRuleAttr rule);

/// The dialect's check of a `sdy.sharding_rule` attribute value on `op`.
mlir::LogicalResult verifyShardingRuleAttr(mlir::Operation *op,
                                           mlir::Attribute value);

/// Builds a rule factor by factor for values of known static shapes.
class OpShardingRuleBuilder {
public:
  /// In `addFactor`, a tensor the factor doesn't map to.
  static constexpr int64_t kNullDim = -1;

  OpShardingRuleBuilder(mlir::TypeRange operandTypes,
                        mlir::TypeRange resultTypes);

  /// Adds a factor of `size` mapped to dimension `operandDims[i]` of operand
  /// i and `resultDims[j]` of result j (kNullDim: none), minor to the
  /// factors those dimensions already have. Returns its index.
  int64_t addFactor(llvm::ArrayRef<int64_t> operandDims,
                    llvm::ArrayRef<int64_t> resultDims, int64_t size,
                    FactorType type = FactorType::kPassThrough,
                    bool isBlocked = false);

  /// Adds one factor per dimension, mapped to that dimension of every
  /// operand and result (an elementwise op); all must have `shape`.
  void addPointwise(llvm::ArrayRef<int64_t> shape);

  /// The rule. A dimension no factor maps to gets a factor of its own, of
  /// the dimension's size, so that every dimension is mapped.
  OpShardingRuleAttr build(mlir::MLIRContext *context, bool isCustom = false);

private:
  /// Per operand then per result: per dimension, its factors.
  llvm::SmallVector<llvm::SmallVector<llvm::SmallVector<int64_t>>> mappings;
  llvm::SmallVector<llvm::SmallVector<int64_t>> shapes;
  size_t numOperands;
  llvm::SmallVector<int64_t> factorSizes;
  llvm::SmallVector<int64_t> reduction, needReplication, permutation, blocked;
};

} // namespace hlokit::sdy

#endif // HLOKIT_DIALECT_SHARDY_SDYSHARDINGRULE_H
