//===- ConstantOrScalarSplitter.cpp - one user per constant computation ---===//
//
// Uses of one constant shouldn't be sharded alike just because they share
// it: each non-constant user gets its own copy of the constant
// sub-computation (and of each broadcast of a scalar), which propagation
// then shards for that user alone. Constants become sdy.constant, which
// isn't folded, so the copies stay apart.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/Functions.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_CONSTANTORSCALARSPLITTERPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;
namespace hlo = hlokit::stablehlo;

namespace {

bool isScalar(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.getRank() == 0;
}

/// Which named computations and functions (by original name) hold an op
/// that isn't constant preserving.
struct NonConstant {
  llvm::SmallDenseSet<StringRef> namedComputations;
  llvm::SmallDenseSet<StringRef> funcs;
};

/// Ops treated as element-wise: the element-wise ones, a bitcast_convert
/// keeping the shape, and the sdy ops that are the identity on values.
bool isElementwise(Operation *op) {
  if (op->hasTrait<OpTrait::Elementwise>())
    return true;
  if (auto bitcast = dyn_cast<hlo::BitcastConvertOp>(op))
    return cast<ShapedType>(bitcast.getOperand().getType()).getShape() ==
           bitcast.getType().getShape();
  return isa<PropagationBarrierOp, ShardingConstraintOp, ReshardOp>(op);
}

/// Whether `op` (not a constant or iota) gives constants for constant
/// operands: a pure broadcast, reshape, slice or element-wise op, or a call
/// or named computation of only such ops.
bool isConstantPreserving(Operation *op, const NonConstant &nonConstant,
                          SymbolTable &symbols) {
  if (auto call = dyn_cast<func::CallOp>(op))
    return !nonConstant.funcs.contains(
        getOriginalFuncName(symbols.lookup<func::FuncOp>(call.getCallee())));
  if (auto named = dyn_cast<NamedComputationOp>(op))
    return !nonConstant.namedComputations.contains(named.getName());
  if (!isPure(op))
    return false;
  return isa<hlo::BroadcastInDimOp, hlo::ReshapeOp, hlo::SliceOp>(op) ||
         isElementwise(op);
}

bool isConstantExpression(Operation *op,
                          const llvm::SetVector<Operation *> &constantOps,
                          const NonConstant &nonConstant,
                          SymbolTable &symbols) {
  if (isa<ConstantOp, hlo::IotaOp>(op))
    return true;
  return isConstantPreserving(op, nonConstant, symbols) &&
         llvm::all_of(op->getOperands(), [&](Value operand) {
           return operand.getDefiningOp() &&
                  constantOps.contains(operand.getDefiningOp());
         });
}

bool isScalarExpansion(Operation *op) {
  auto broadcast = dyn_cast<hlo::BroadcastInDimOp>(op);
  return broadcast && isScalar(broadcast.getOperand());
}

/// Clones the sub-computation defining `result` right before each of its
/// ops (operands first, none already in `mapping`, no scalars), with the
/// sharding groups of the values and a copy of each called function.
void cloneSubComputation(OpResult result, IRMapping &mapping,
                         SymbolTable &symbols) {
  if (isScalar(result) || mapping.lookupOrNull(result))
    return;
  Operation *op = result.getOwner();
  for (Value operand : op->getOperands())
    if (auto operandResult = dyn_cast<OpResult>(operand))
      cloneSubComputation(operandResult, mapping, symbols);
  OpBuilder builder(op);
  Operation *clone = builder.clone(*op, mapping);
  if (auto call = dyn_cast<func::CallOp>(clone))
    call.setCallee(symbols.insert(cloneFuncRecursively(
        symbols.lookup<func::FuncOp>(call.getCallee()), symbols)));
  for (Operation *user : result.getUsers())
    if (isa<ShardingGroupOp>(user))
      builder.clone(*user, mapping);
}

/// Gives each operand of `op` defined by a constant sub-computation or a
/// scalar expansion a copy of it of its own.
void splitOperands(Operation *op,
                   const llvm::SetVector<Operation *> &constantOps,
                   const llvm::SetVector<Operation *> &scalarExpansions,
                   SymbolTable &symbols) {
  for (OpOperand &operand : op->getOpOperands()) {
    auto result = dyn_cast<OpResult>(operand.get());
    if (!result || isScalar(result) ||
        (!constantOps.contains(result.getOwner()) &&
         !scalarExpansions.contains(result.getOwner())))
      continue;
    IRMapping mapping;
    cloneSubComputation(result, mapping, symbols);
    operand.set(mapping.lookup(result));
  }
}

/// Erases `op` when only sharding groups use it, with them.
void eraseIfOnlyInGroups(Operation *op) {
  if (!llvm::all_of(op->getUsers(),
                    [](Operation *user) { return isa<ShardingGroupOp>(user); }))
    return;
  for (Operation *user : llvm::make_early_inc_range(op->getUsers()))
    user->erase();
  op->erase();
}

/// Splits the constant sub-computations and scalar expansions of `region`
/// (not entering named computations), recording in `nonConstant` what
/// holds a non-constant-preserving op.
void splitInRegion(Region &region, func::FuncOp func, NonConstant &nonConstant,
                   SymbolTable &symbols) {
  llvm::SetVector<Operation *> constantOps, scalarExpansions;
  region.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<func::FuncOp, ShardingGroupOp>(op))
      return WalkResult::advance();
    if (isConstantExpression(op, constantOps, nonConstant, symbols)) {
      constantOps.insert(op);
      return isa<NamedComputationOp>(op) ? WalkResult::skip()
                                         : WalkResult::advance();
    }
    if (!isConstantPreserving(op, nonConstant, symbols) &&
        !op->hasTrait<OpTrait::IsTerminator>()) {
      if (auto named = op->getParentOfType<NamedComputationOp>())
        nonConstant.namedComputations.insert(named.getName());
      nonConstant.funcs.insert(getOriginalFuncName(func));
    }
    if (isScalarExpansion(op))
      scalarExpansions.insert(op);
    else
      splitOperands(op, constantOps, scalarExpansions, symbols);
    return isa<NamedComputationOp>(op) ? WalkResult::skip()
                                       : WalkResult::advance();
  });
  // Every use outside them now has its own copy: what remains unused goes,
  // users before producers.
  for (Operation *op : scalarExpansions)
    eraseIfOnlyInGroups(op);
  for (Operation *op : llvm::reverse(constantOps))
    eraseIfOnlyInGroups(op);
}

/// Replaces each stablehlo.constant by an sdy.constant, which isn't folded.
void convertConstants(ModuleOp module) {
  module.walk([](hlo::ConstantOp op) {
    OpBuilder builder(op);
    // The result type is the original's: a quantized constant's value has
    // the storage type.
    auto constant =
        ConstantOp::create(builder, op.getLoc(), op.getType(), op.getValue());
    constant->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    op.replaceAllUsesWith(constant.getOperation());
    op.erase();
  });
}

struct ConstantOrScalarSplitterPass
    : hlokit::sdy::impl::ConstantOrScalarSplitterPassBase<
          ConstantOrScalarSplitterPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(checkAcyclicCallGraph(module)))
      return signalPassFailure();
    SymbolTable symbols(module);
    convertConstants(module);
    // Callees first, so a call is known to be constant or not.
    NonConstant nonConstant;
    iterateFuncs(module, [&](func::FuncOp func) {
      func.walk([&](NamedComputationOp named) {
        splitInRegion(named.getBody(), func, nonConstant, symbols);
      });
      splitInRegion(func.getBody(), func, nonConstant, symbols);
    });
  }
};

} // namespace
