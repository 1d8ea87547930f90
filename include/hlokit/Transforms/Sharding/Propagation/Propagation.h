//===- Propagation.h - Shardy's propagation strategies ----------*- C++ -*-===//
//
// The four strategies, each running the one below it repeatedly:
//   user-priority: per priority p0, p1, ... of the dimension shardings, an
//     op-priority propagation with only the shardings of that priority or a
//     stronger one;
//   op-priority: per step of a schedule of op heuristics (pass-through ops
//     first, broadcasts last), an aggressive propagation;
//   aggressive: basic propagation with a factor propagation that resolves
//     conflicts (or the basic one, or both in turn);
//   basic: every op is visited until no sharding changes, propagating
//     through its sharding rule what its operands and results agree on.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PROPAGATION_H
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PROPAGATION_H

#include "hlokit/Transforms/Sharding/Propagation/FactorPropagation.h"

#include "mlir/IR/BuiltinOps.h"

namespace hlokit::sdy {

class ShardingGroupMap;

/// The direction shardings may move through `op` along factor `factor`.
using GetDirectionToPropagateFn =
    std::function<PropagationDirection(mlir::Operation *op, int64_t factor)>;

/// `BOTH`, for every op and factor.
PropagationDirection propagateAny(mlir::Operation *, int64_t);

/// The factor propagations the aggressive strategy runs.
enum class PropagationStrategy { kBasic, kAggressive, kBasicThenAggressive };

struct PropagationOptions {
  /// Keep the `sdy.sharding_rule`s found or created on ops.
  bool keepShardingRules = false;
  /// Never propagate sub-axes or axes that don't divide a dimension.
  bool conservativePropagation = false;
  PropagationStrategy strategy = PropagationStrategy::kAggressive;
  /// Run the op-priority schedule (else one aggressive propagation).
  bool runOpPriorityPropagation = true;
  /// Record where each propagated axis came from (`sdy.sharding_origins`)
  /// and the steps that moved it (`sdy.propagation_edges`).
  bool debugShardingOrigins = false;
  bool debugPropagationEdgeSharding = false;
};

/// Basic propagation with `factorPropagation`: ops are visited top-down, and
/// ops touching a changed sharding again, until nothing changes. Fails after
/// reporting an invalid sharding rule.
mlir::LogicalResult propagateBasic(mlir::ModuleOp module,
                                   const ShardingGroupMap &groups,
                                   const FactorPropagation &factorPropagation,
                                   GetDirectionToPropagateFn direction,
                                   bool conservative);

mlir::LogicalResult propagateAggressive(mlir::ModuleOp module,
                                        const ShardingGroupMap &groups,
                                        GetDirectionToPropagateFn direction,
                                        const PropagationOptions &options);

mlir::LogicalResult propagateOpPriority(mlir::ModuleOp module,
                                        const ShardingGroupMap &groups,
                                        GetDirectionToPropagateFn direction,
                                        const PropagationOptions &options);

mlir::LogicalResult propagateUserPriority(mlir::ModuleOp module,
                                          const ShardingGroupMap &groups,
                                          GetDirectionToPropagateFn direction,
                                          const PropagationOptions &options);

/// What a pass runs: checks that all shapes are static and there are no
/// tuples, aligns the shardings of sharding groups, runs `strategy` and then
/// drops the non-custom sharding rules unless told to keep them. With the
/// debug options, the steps of `strategy` are recorded and written on the
/// module afterwards.
using PropagateFn = llvm::function_ref<mlir::LogicalResult(
    mlir::ModuleOp, const ShardingGroupMap &)>;
mlir::LogicalResult runPropagation(mlir::ModuleOp module,
                                   const PropagationOptions &options,
                                   PropagateFn strategy);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PROPAGATION_H
