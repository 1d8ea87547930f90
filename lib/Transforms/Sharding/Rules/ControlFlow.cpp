//===- ControlFlow.cpp - control flow, custom_call, func and sdy ops ------===//
//
// Ops whose values propagation connects itself (regions, calls, tuples,
// tokens) have no rule. custom_call's rule depends on its target: the
// targets Shardy knows, by name; an unknown target gets no rule, so its
// values stay replicated, and a warning naming it.
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/StringSwitch.h"

#include <limits>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::sdy::rules {

namespace {

using CustomCallRuleFn = OpShardingRuleAttr (*)(CustomCallOp op);

/// Whether `op`'s operands and results are ranked tensors of the ranks
/// `operandRanks` and `resultRanks` give relative to the first operand's
/// (0: its rank, -1: one less, kScalar: rank 0), which is at least
/// `minRank`: the form a target's rule reads. A call of another form gets
/// no rule.
constexpr int64_t kScalar = std::numeric_limits<int64_t>::min();
bool hasForm(CustomCallOp op, int64_t minRank, ArrayRef<int64_t> operandRanks,
             ArrayRef<int64_t> resultRanks) {
  if (op->getNumOperands() != operandRanks.size() ||
      op->getNumResults() != resultRanks.size())
    return false;
  auto rankOf = [](Type type) -> int64_t {
    auto ranked = dyn_cast<RankedTensorType>(type);
    return ranked ? ranked.getRank() : -1;
  };
  int64_t rank = rankOf(op->getOperand(0).getType());
  if (rank < minRank)
    return false;
  auto matches = [&](TypeRange types, ArrayRef<int64_t> relative) {
    return llvm::all_of(llvm::zip_equal(types, relative), [&](auto pair) {
      auto [type, offset] = pair;
      return rankOf(type) == (offset == kScalar ? 0 : rank + offset);
    });
  };
  return matches(op->getOperandTypes(), operandRanks) &&
         matches(op->getResultTypes(), resultRanks);
}

OpShardingRuleAttr noCustomCallRule(CustomCallOp) { return {}; }

OpShardingRuleAttr pointwiseCustomCallRule(CustomCallOp op) {
  return OpShardingRuleBuilder::buildPointwise(op);
}

/// Eigh (jax.lax.linalg.eigh): batch dimensions, then the matrix's two
/// dimensions, shared with the eigenvectors; the eigenvalues have the
/// minor one.
OpShardingRuleAttr eighRule(CustomCallOp op) {
  if (!hasForm(op, 2, {0}, {0, -1}))
    return {};
  ArrayRef<int64_t> shape = shapeOf(op->getOperand(0));
  int64_t rows = shape.size() - 2, cols = shape.size() - 1;
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(shape.drop_back(2));
  builder.addFactor({rows}, {rows, kNullDim}, shape[rows]);
  builder.addFactor({cols}, {cols, rows}, shape[cols]);
  return builder.build(op->getContext());
}

/// Qr (jax.lax.linalg.qr): batch dimensions; the matrix's dimensions,
/// shared with the first result, and the second result's (of the smaller
/// of the two), all replicated.
OpShardingRuleAttr qrRule(CustomCallOp op) {
  if (!hasForm(op, 2, {0}, {0, -1}))
    return {};
  ArrayRef<int64_t> shape = shapeOf(op->getOperand(0));
  int64_t rows = shape.size() - 2, cols = shape.size() - 1;
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(shape.drop_back(2));
  builder.addFactor({rows}, {rows, kNullDim}, shape[rows],
                    FactorType::kNeedReplication);
  builder.addFactor({cols}, {cols, kNullDim}, shape[cols],
                    FactorType::kNeedReplication);
  builder.addFactor({kNullDim}, {kNullDim, rows},
                    shapeOf(op->getResult(1))[rows],
                    FactorType::kNeedReplication);
  return builder.build(op->getContext());
}

/// ProductOfElementaryHouseholderReflectors (householder_product): batch
/// dimensions; the matrix's, shared with the result, and the taus' own,
/// all replicated.
OpShardingRuleAttr householderProductRule(CustomCallOp op) {
  if (!hasForm(op, 2, {0, -1}, {0}))
    return {};
  ArrayRef<int64_t> shape = shapeOf(op->getOperand(0));
  ArrayRef<int64_t> taus = shapeOf(op->getOperand(1));
  int64_t rows = shape.size() - 2, cols = shape.size() - 1;
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(shape.drop_back(2));
  builder.addFactor({rows, kNullDim}, {rows}, shape[rows],
                    FactorType::kNeedReplication);
  builder.addFactor({cols, kNullDim}, {cols}, shape[cols],
                    FactorType::kNeedReplication);
  builder.addFactor({kNullDim, rows}, {kNullDim}, taus[rows],
                    FactorType::kNeedReplication);
  return builder.build(op->getContext());
}

/// mhlo.topk (jax.lax.top_k): the reduced (minor) dimension is blocked and
/// replicated, the others shared.
OpShardingRuleAttr topKRule(CustomCallOp op) {
  if (!hasForm(op, 1, {0}, {0, 0}))
    return {};
  OpShardingRuleBuilder builder(op);
  builder.addPointwiseWithDiffTypeForMismatch(
      shapeOf(op->getOperand(0)), shapeOf(op->getResult(0)),
      FactorType::kNeedReplication, /*mismatchIsBlocked=*/true);
  return builder.build(op->getContext());
}

/// ApproxTopK and PartialReduce (jax.lax.approx_max_k): operand and iota,
/// two scalar initial values; values and indices. A reduced dimension has
/// a factor of the operands' size and a blocked, replicated one of the
/// results'.
OpShardingRuleAttr approxTopKRule(CustomCallOp op) {
  if (!hasForm(op, 1, {0, 0, kScalar, kScalar}, {0, 0}))
    return {};
  OpShardingRuleBuilder builder(op);
  for (auto [dim, sizes] : llvm::enumerate(llvm::zip_equal(
           shapeOf(op->getOperand(0)), shapeOf(op->getResult(0))))) {
    auto [inSize, outSize] = sizes;
    if (inSize == outSize) {
      builder.addFactorToAll(dim, inSize);
      continue;
    }
    int64_t d = dim;
    builder.addFactor({d, d, kNullDim, kNullDim}, {kNullDim, kNullDim}, inSize);
    builder.addFactor({kNullDim, kNullDim, kNullDim, kNullDim}, {d, d}, outSize,
                      FactorType::kNeedReplication,
                      /*isBlocked=*/true);
  }
  return builder.build(op->getContext());
}

/// X64Combine is pointwise, except that the initial state of an
/// rng_bit_generator must be replicated: then its one dimension is a
/// blocked, replicated factor.
OpShardingRuleAttr x64CombineRule(CustomCallOp op) {
  bool feedsRng =
      llvm::any_of(op->getUsers(), llvm::IsaPred<RngBitGeneratorOp>);
  if (!feedsRng)
    return OpShardingRuleBuilder::buildPointwise(op);
  if (op->getNumResults() != 1 || shapeOf(op->getResult(0)).size() != 1)
    return {};
  OpShardingRuleBuilder builder(op);
  builder.addFactorToAll(0, shapeOf(op->getResult(0)).front(),
                         FactorType::kNeedReplication, /*isBlocked=*/true);
  return builder.build(op->getContext());
}

/// The rule function of `target`, or null when the registry doesn't know
/// it.
CustomCallRuleFn lookupCustomCallRule(StringRef target) {
  return llvm::StringSwitch<CustomCallRuleFn>(target)
      // Callbacks and test targets: values stay as they are, silently.
      .Cases({"sdy_testonly", "tpu_custom_call", "xla_python_cpu_callback",
              "xla_python_gpu_callback", "xla_ffi_python_cpu_callback",
              "xla_ffi_python_gpu_callback", "xla.debug.Log"},
             noCustomCallRule)
      // Elementwise, or collective permutes that keep the input's sharding.
      .Cases({"annotate_device_placement", "Cholesky", "CompactWyHelper",
              "InspectSharding", "InvertDiagBlocksLowerTriangular",
              "InvertDiagBlocksUpperTriangular", "LayoutConstraint", "mhlo.erf",
              "MoveToDevice", "MoveToHost", "X64SplitHigh", "X64SplitLow",
              "xla.megascale.provide_metadata", "_SPMDInternalOp_MultiPad",
              "_SPMDInternalOp_RotateRight", "_SPMDInternalOp_MultiRotate",
              "_SPMDInternalOp_MultiSlice", "_SPMDInternalOp_Wrap"},
             pointwiseCustomCallRule)
      .Case("Eigh", eighRule)
      .Cases({"Qr", "QrDecompositionBlock"}, qrRule)
      .Case("ProductOfElementaryHouseholderReflectors", householderProductRule)
      .Case("mhlo.topk", topKRule)
      .Cases({"ApproxTopK", "PartialReduce"}, approxTopKRule)
      .Case("X64Combine", x64CombineRule)
      .Default(nullptr);
}

OpShardingRuleAttr customCallRule(CustomCallOp op, bool) {
  StringRef target = op.getCallTargetName();
  if (CustomCallRuleFn rule = lookupCustomCallRule(target))
    return rule(op);
  warnOnce(op, "custom call @" + target +
                   " is unknown to SDY sharding rule registry");
  return {};
}

} // namespace

void addControlFlowRules(RuleTables &tables) {
  tables.add<CustomCallOp, customCallRule>();
  tables.addPointwise<ShardingConstraintOp>();
  auto &noRule = tables.noRule;
  noRule.add<CaseOp, IfOp, WhileOp, OptimizationBarrierOp>(
      "propagation connects its operands, block arguments and results "
      "itself (data flow edges)");
  noRule.add<mlir::ModuleOp, mlir::func::FuncOp, mlir::func::CallOp>(
      "propagation connects a function's arguments and results itself");
  noRule.add<CompositeOp>(
      "a call of its decomposition, which propagation sees once inlined");
  noRule.add<AsyncStartOp, AsyncDoneOp>(
      "an asynchronous wrapper of a computation that propagation doesn't "
      "enter");
  noRule.add<stablehlo::ReturnOp>(
      "a terminator: its operands are its region's results");
  noRule.add<TupleOp, GetTupleElementOp>("a tuple has no dimensions to shard");
  noRule.add<AfterAllOp, CreateTokenOp>("tokens have no dimensions to shard");
  noRule.add<InfeedOp, OutfeedOp, SendOp, RecvOp>(
      "a host or peer transfer: its values keep the shardings given");
  noRule.add<stablehlo::ConstantOp>(
      "no operand: a rule maps operands to results, and a constant takes "
      "the sharding its users want");
  noRule.add<ReplicaIdOp, PartitionIdOp>("no operand, and a scalar result");
  noRule.add<ManualComputationOp, NamedComputationOp, DataFlowEdgeOp,
             FuncDataFlowEdgeOp>(
      "propagation connects its values itself (data flow edges)");
  noRule.add<MeshOp, sdy::ConstantOp, PropagationBarrierOp, ShardingGroupOp,
             ReshardOp>("sdy's own op, which propagation handles itself");
  noRule.add<sdy::AllGatherOp, AllSliceOp, sdy::AllToAllOp,
             sdy::CollectivePermuteOp, sdy::AllReduceOp, sdy::ReduceScatterOp,
             ShardedToUnreducedOp, ReplicatedToUnreducedOp>(
      "an explicit collective, written after propagation");
}

} // namespace hlokit::sdy::rules
