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

/// Builds a rule factor by factor for values of known static shapes. A value
/// that isn't a shaped type (a token, a tuple) has rank 0.
class OpShardingRuleBuilder {
public:
  /// In `addFactor`, a tensor the factor doesn't map to.
  static constexpr int64_t kNullDim = -1;

  OpShardingRuleBuilder(mlir::TypeRange operandTypes,
                        mlir::TypeRange resultTypes);
  explicit OpShardingRuleBuilder(mlir::Operation *op);

  /// The rule of an elementwise op: factor d, of the first result's
  /// dimension d, maps dimension d of every value. Null when the first
  /// result isn't shaped.
  static OpShardingRuleAttr buildPointwise(mlir::Operation *op);

  /// Adds a factor of `size` mapped to dimension `operandDims[i]` of operand
  /// i and `resultDims[j]` of result j (kNullDim: none), minor to the
  /// factors those dimensions already have; a factor of size 1 only maps a
  /// dimension that has none yet. Returns its index.
  int64_t addFactor(llvm::ArrayRef<int64_t> operandDims,
                    llvm::ArrayRef<int64_t> resultDims, int64_t size,
                    FactorType type = FactorType::kPassThrough,
                    bool isBlocked = false);

  /// Adds a factor mapped to dimension `dim` of every operand and result
  /// (`ToAll`), of every operand, or of every result, skipping values that
  /// have no such dimension (scalars, a variadic op's lower-ranked values).
  int64_t addFactorToAll(int64_t dim, int64_t size,
                         FactorType type = FactorType::kPassThrough,
                         bool isBlocked = false);
  int64_t addFactorToAllOperands(int64_t dim, int64_t size,
                                 FactorType type = FactorType::kPassThrough,
                                 bool isBlocked = false);
  int64_t addFactorToAllResults(int64_t dim, int64_t size,
                                FactorType type = FactorType::kPassThrough,
                                bool isBlocked = false);

  using FactorTypeFn = llvm::function_ref<FactorType(int64_t dim)>;

  /// Adds one factor per dimension of `shape` with `addFactorToAll` (an
  /// elementwise op), of type `typeOf(dim)` and blocked where
  /// `isBlocked(type)`; `addPointwiseIf` only for the dimensions `keep` holds.
  void addPointwise(llvm::ArrayRef<int64_t> shape);
  void addPointwise(llvm::ArrayRef<int64_t> shape, FactorTypeFn typeOf,
                    llvm::function_ref<bool(FactorType)> isBlocked);
  void addPointwiseIf(llvm::ArrayRef<int64_t> shape,
                      llvm::function_ref<bool(int64_t dim)> keep,
                      FactorTypeFn typeOf);

  /// `addPointwise` where a dimension whose size differs between `inShape`
  /// and `outShape` gets a factor of `mismatchType`, of its `inShape` size,
  /// blocked if `mismatchIsBlocked`.
  void addPointwiseWithDiffTypeForMismatch(llvm::ArrayRef<int64_t> inShape,
                                           llvm::ArrayRef<int64_t> outShape,
                                           FactorType mismatchType,
                                           bool mismatchIsBlocked);

  /// The rule. A dimension no factor maps to gets a factor of size 1 of its
  /// own (it can't be sharded), so that every dimension is mapped.
  OpShardingRuleAttr build(mlir::MLIRContext *context, bool isCustom = false);

private:
  int64_t newFactor(int64_t size, FactorType type, bool isBlocked);
  /// Maps `dim` of every value in [begin, end) that has it to `factor`.
  void mapToAll(size_t begin, size_t end, int64_t dim, int64_t factor);

  /// Per operand then per result: per dimension, its factors.
  llvm::SmallVector<llvm::SmallVector<llvm::SmallVector<int64_t>>> mappings;
  size_t numOperands;
  llvm::SmallVector<int64_t> factorSizes;
  llvm::SmallVector<int64_t> reduction, needReplication, permutation, blocked;
};

} // namespace hlokit::sdy

#endif // HLOKIT_DIALECT_SHARDY_SDYSHARDINGRULE_H
