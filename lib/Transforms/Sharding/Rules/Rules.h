//===- Rules.h - the registry's per-family rule functions -------*- C++ -*-===//
//
// Each op family's file adds, to one pair of tables, the rule function of
// each of its ops and the reason of each of its ops that has no rule.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_RULES_RULES_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_RULES_RULES_H

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Support/OpTable.h"

#include "mlir/IR/BuiltinTypes.h"

namespace hlokit::sdy::rules {

using RuleFn = OpShardingRuleAttr (*)(mlir::Operation *op,
                                      bool conservativePropagation);

struct RuleTables {
  OpTable<RuleFn> rules;
  /// The ops without a rule on purpose, with the reason.
  OpTable<const char *> noRule;

  /// Adds `Fn`, written for the op class, as `OpTy`'s rule.
  template <typename OpTy, OpShardingRuleAttr (*Fn)(OpTy, bool)> void add() {
    rules.add<OpTy>(+[](mlir::Operation *op, bool conservative) {
      return Fn(llvm::cast<OpTy>(op), conservative);
    });
  }
  /// Gives each of `OpTys` the elementwise rule.
  template <typename... OpTys> void addPointwise() {
    rules.add<OpTys...>(+[](mlir::Operation *op, bool) {
      return OpShardingRuleBuilder::buildPointwise(op);
    });
  }
};

constexpr int64_t kNullDim = OpShardingRuleBuilder::kNullDim;

inline llvm::ArrayRef<int64_t> shapeOf(mlir::Value value) {
  return llvm::cast<mlir::ShapedType>(value.getType()).getShape();
}

/// Emits `message` as a warning on `op` unless it was emitted before (in
/// this process): an op or custom_call target the registry doesn't know.
void warnOnce(mlir::Operation *op, const llvm::Twine &message);

/// Elementwise ops, broadcast_in_dim, reshape, transpose, bitcast_convert.
void addElementwiseRules(RuleTables &tables);
/// dot, dot_general, convolution.
void addContractionRules(RuleTables &tables);
/// gather, scatter and their legacy and dynamic forms.
void addGatherScatterRules(RuleTables &tables);
/// reduce, reduce_window, select_and_scatter, sort, fft.
void addReductionRules(RuleTables &tables);
/// slice, pad, concatenate, reverse, iota, the dynamic shape ops.
void addSlicingRules(RuleTables &tables);
/// The collectives.
void addCollectiveRules(RuleTables &tables);
/// cholesky, triangular_solve, batch norm, random numbers.
void addNumericRules(RuleTables &tables);
/// Control flow, tokens, tuples, custom_call; func and sdy ops.
void addControlFlowRules(RuleTables &tables);
/// The chlo ops.
void addChloRules(RuleTables &tables);

} // namespace hlokit::sdy::rules

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_RULES_RULES_H
