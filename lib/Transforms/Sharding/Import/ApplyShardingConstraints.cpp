//===- ApplyShardingConstraints.cpp - constraints that dictate shardings --===//
//
// A constraint's sharding propagates anyway, but whether a dimension is
// closed does not: copying a fully closed constraint onto an input nothing
// else constrains keeps the constraint exact, as GSPMD does.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"
#include "hlokit/Transforms/Sharding/Import/PropagationDebugInfo.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_APPLYSHARDINGCONSTRAINTSPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

bool isFullyClosed(TensorShardingAttr sharding) {
  return llvm::all_of(sharding.getDimShardings(),
                      [](DimensionShardingAttr d) { return d.getIsClosed(); });
}

/// Whether a constraint or manual computation using `input` asks for a
/// sharding other than `sharding`.
bool isUsedByConstraintWithDifferentSharding(Value input,
                                             TensorShardingAttr sharding) {
  return llvm::any_of(input.getUses(), [&](OpOperand &use) {
    if (auto constraint = dyn_cast<ShardingConstraintOp>(use.getOwner()))
      return constraint.getSharding() != sharding;
    if (auto manual = dyn_cast<ManualComputationOp>(use.getOwner()))
      return manual.getInShardings().getShardings()[use.getOperandNumber()] !=
             sharding;
    return false;
  });
}

/// Whether a constraint or manual computation other than `excluded` uses
/// `input`.
bool isUsedByShardingConstraint(Value input, Operation *excluded = nullptr) {
  return llvm::any_of(input.getUsers(), [&](Operation *user) {
    return user != excluded &&
           isa<ShardingConstraintOp, ManualComputationOp>(user);
  });
}

bool shouldApply(Value input, TensorShardingAttr sharding) {
  // No place for a sharding (a reduction's scalar argument), one already
  // there, an open dimension (as GSPMD), or other constraints disagreeing.
  return getShardableValue(input) && !getValueSharding(input) &&
         isFullyClosed(sharding) &&
         !isUsedByConstraintWithDifferentSharding(input, sharding);
}

/// Moves `op` right after the definition of `value`.
void moveAfterValue(Operation *op, Value value) {
  if (Operation *def = value.getDefiningOp()) {
    op->moveAfter(def);
    return;
  }
  Block *block = cast<BlockArgument>(value).getOwner();
  op->moveBefore(block, block->begin());
}

/// Gives `input` the constraint's `sharding` when it should. An edge
/// target is instead replaced by the constraint (`getConstraintAfterInput`)
/// in all its uses, so that the other targets of the edge stay free; only
/// unreduced axes, which don't propagate, are set on it. Returns whether
/// `input` took `sharding`.
bool applyConstraint(
    Value input, TensorShardingAttr sharding,
    llvm::function_ref<ShardingConstraintOp()> getConstraintAfterInput) {
  if (!shouldApply(input, sharding))
    return false;
  if (!input.getDefiningOp<DataFlowEdgeOp>() && !lookupDataFlowEdge(input)) {
    setValueSharding(input, sharding);
    return true;
  }
  ShardingConstraintOp constraint = getConstraintAfterInput();
  input.replaceAllUsesExcept(constraint, constraint);
  if (sharding.getUnreducedAxes().empty())
    return false;
  TensorShardingAttr current = getValueSharding(input);
  if (!current)
    current = getFullyOpenSharding(input.getContext(), sharding.getMeshOrRef(),
                                   sharding.getRank());
  setValueSharding(input,
                   TensorShardingAttr::get(
                       input.getContext(), current.getMeshOrRef(),
                       current.getDimShardings(), current.getReplicatedAxes(),
                       sharding.getUnreducedAxes(), sharding.getReductionOp()));
  return false;
}

/// Records, for the debug options, that `constraint`'s input took its
/// sharding: a step (if the input's factor shardings changed, which its
/// closed dimensions do) moving each axis from the result to the operand.
void recordAppliedConstraint(PropagationDebugInfo &info,
                             ShardingConstraintOp constraint) {
  TensorShardingAttr sharding = constraint.getSharding();
  if (sharding.getRank() == 0 && sharding.getReplicatedAxes().empty() &&
      sharding.getUnreducedAxes().empty())
    return;
  MLIRContext *context = constraint.getContext();
  PropagationEdge edge{EdgeValueRefAttr::get(context, EdgeNodeType::RESULT, 0),
                       EdgeValueRefAttr::get(context, EdgeNodeType::OPERAND, 0),
                       info.takeStep()};
  MeshAttr mesh = getMesh(sharding, constraint);
  for (DimensionShardingAttr dim : sharding.getDimShardings())
    for (AxisRefAttr axis : dim.getAxes())
      info.recordEdge(constraint, axis, edge, constraint.getResult(),
                      constraint.getInput(), mesh);
}

/// The last constraint of the chain `head` starts, when `head` is its first
/// link, its input has no sharding and no other constraint, every link but
/// the last has one use, and the chain has at least two links. Null
/// otherwise.
ShardingConstraintOp getTailOfChain(ShardingConstraintOp head) {
  Value input = head.getInput();
  if (input.getDefiningOp<ShardingConstraintOp>() || getValueSharding(input) ||
      isUsedByShardingConstraint(input, head))
    return {};
  ShardingConstraintOp tail = head;
  while (tail->hasOneUse() && isa<ShardingConstraintOp>(*tail->user_begin()))
    tail = cast<ShardingConstraintOp>(*tail->user_begin());
  if (tail == head || isUsedByShardingConstraint(tail))
    return {};
  return tail;
}

/// Uses of a chain's input after its tail (in the same block, other than
/// returns) read the chain's result: the chain dictates their sharding.
void redirectUsesAfterChain(ShardingConstraintOp head) {
  ShardingConstraintOp tail = getTailOfChain(head);
  if (!tail)
    return;
  head.getInput().replaceUsesWithIf(tail.getResult(), [&](OpOperand &use) {
    Operation *user = use.getOwner();
    return user != head && !isa<func::ReturnOp>(user) &&
           user->getBlock() == tail->getBlock() && tail->isBeforeInBlock(user);
  });
}

struct ApplyShardingConstraintsPass
    : hlokit::sdy::impl::ApplyShardingConstraintsPassBase<
          ApplyShardingConstraintsPass> {
  using ApplyShardingConstraintsPassBase::ApplyShardingConstraintsPassBase;

  void runOnOperation() override {
    PropagationDebugInfo info(debugShardingOrigins, debugPropagationEdges);
    info.prepare(getOperation());
    OpBuilder builder(&getContext());
    getOperation().walk([&](Operation *op) {
      if (auto constraint = dyn_cast<ShardingConstraintOp>(op)) {
        redirectUsesAfterChain(constraint);
        Value input = constraint.getInput();
        if (applyConstraint(input, constraint.getSharding(),
                            [&] {
                              moveAfterValue(constraint, input);
                              return constraint;
                            }) &&
            info.isEnabled())
          recordAppliedConstraint(info, constraint);
        return;
      }
      auto manual = dyn_cast<ManualComputationOp>(op);
      if (!manual)
        return;
      for (auto [operand, sharding] : llvm::zip_equal(
               manual.getOperands(), manual.getInShardings().getShardings())) {
        // The manual computation stays; a new constraint carries its in
        // sharding to the operand's other users.
        applyConstraint(operand, sharding,
                        [&, operand = operand, sharding = sharding] {
                          builder.setInsertionPointAfterValue(operand);
                          return ShardingConstraintOp::create(
                              builder, manual.getLoc(), operand, sharding);
                        });
      }
    });
    info.save(getOperation());
  }
};

} // namespace
