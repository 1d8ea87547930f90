//===- VerifyUnreducedAxes.cpp - unreduced axes reduced only explicitly ---===//
//
// An unreduced axis holds partial results. Only a blessed op (sdy.reshard,
// sdy.sharding_constraint, an all-reduce) may reduce it; every other op
// passes its operands' unreduced axes on to its results, and calls and
// returns keep them across function boundaries. Messages are Shardy's.
//
//===----------------------------------------------------------------------===//

#include "../Propagation/ValueShardings.h"
#include "ExportShardings.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Export/Passes.h"

#include "mlir/IR/Verifier.h"

#include "llvm/ADT/StringExtras.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_VERIFYUNREDUCEDAXESPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;
namespace hlo = hlokit::stablehlo;

namespace {

/// The unreduced axes of `sharding` (null: none).
ArrayRef<AxisRefAttr> unreducedOf(TensorShardingAttr sharding) {
  return sharding ? sharding.getUnreducedAxes() : ArrayRef<AxisRefAttr>();
}

/// The unreduced axes of all of `shardings`, one after the other.
SmallVector<AxisRefAttr> unreducedOf(ArrayRef<TensorShardingAttr> shardings) {
  SmallVector<AxisRefAttr> axes;
  for (TensorShardingAttr sharding : shardings)
    llvm::append_range(axes, unreducedOf(sharding));
  return axes;
}

/// Whether `value` (through propagation barriers) comes from an explicit
/// reshard, which reduced what it had to already.
bool isExplicitlyResharded(Value value) {
  return isa_and_nonnull<ReshardOp, ShardingConstraintOp>(
      bypassBarriers(value).getDefiningOp());
}

/// The sharding of `value`, or of the input of the barriers it comes through.
TensorShardingAttr getShardingThroughBarriers(Value value) {
  return getSharding(bypassBarriers(value));
}

/// The shardings of `values` as an op using them sees their unreduced axes:
/// none for a value an explicit reshard produced.
SmallVector<TensorShardingAttr> getUsedShardings(ValueRange values) {
  return llvm::to_vector(llvm::map_range(values, [](Value value) {
    return isExplicitlyResharded(value) ? TensorShardingAttr()
                                        : getShardingThroughBarriers(value);
  }));
}

/// The shardings of `values`, each through its barriers.
SmallVector<TensorShardingAttr> getShardingsThroughBarriers(ValueRange values) {
  return llvm::to_vector(llvm::map_range(values, getShardingThroughBarriers));
}

/// The one mesh of `shardings` (looked up from `op`), ignoring those whose
/// mesh can't be found (null when none has one); nullopt when there are
/// several, where Shardy doesn't compare axes. Unlike getCommonMesh, an
/// empty mesh counts as one.
std::optional<MeshAttr> getOnlyMesh(ArrayRef<TensorShardingAttr> shardings,
                                    Operation *op) {
  MeshAttr only;
  for (TensorShardingAttr sharding : shardings) {
    MeshAttr mesh = sharding ? getMesh(sharding, op) : MeshAttr();
    if (!mesh)
      continue;
    if (only && only != mesh)
      return std::nullopt;
    only = mesh;
  }
  return only;
}

/// Fails, with `prefix` naming the wrong reduction, when a sharding of
/// `shardings` has unreduced axes overlapping `changed` and a reduction
/// other than `expected`.
LogicalResult verifyReductionOf(Operation *op,
                                ArrayRef<TensorShardingAttr> shardings,
                                ArrayRef<AxisRefAttr> changed,
                                ReductionOp expected, StringRef prefix) {
  for (TensorShardingAttr sharding : shardings) {
    bool overlaps = llvm::any_of(unreducedOf(sharding), [&](AxisRefAttr a) {
      return llvm::any_of(changed,
                          [&](AxisRefAttr b) { return axisRefsOverlap(a, b); });
    });
    if (overlaps && sharding.getReductionOp() != expected)
      return op->emitOpError(prefix)
             << stringifyReductionOp(sharding.getReductionOp())
             << "' unreduced axes. Expected '" << stringifyReductionOp(expected)
             << "'.";
  }
  return success();
}

/// Fails when a result sharding keeps an operand's unreduced axis under
/// another reduction.
LogicalResult verifyKeptReductions(Operation *op,
                                   ArrayRef<TensorShardingAttr> operands,
                                   ArrayRef<TensorShardingAttr> results) {
  for (TensorShardingAttr result : results) {
    for (TensorShardingAttr operand : operands) {
      bool kept = llvm::any_of(unreducedOf(result), [&](AxisRefAttr a) {
        return llvm::any_of(unreducedOf(operand), [&](AxisRefAttr b) {
          return axisRefsOverlap(a, b);
        });
      });
      if (kept && operand.getReductionOp() != result.getReductionOp())
        return op->emitOpError("cannot change the reduction operator of kept "
                               "unreduced axes from ")
               << stringifyReductionOp(operand.getReductionOp()) << " to "
               << stringifyReductionOp(result.getReductionOp()) << ".";
    }
  }
  return success();
}

/// Verifies how `op` turns the unreduced axes of its `operands`' shardings
/// into those of its `results`': new ones only with reduction `introduced`
/// (never when absent), dropped ones only by reduction `reduced` (never when
/// absent, as no blessed op reduces them), kept ones with their reduction.
LogicalResult verifyTransition(Operation *op,
                               ArrayRef<TensorShardingAttr> operands,
                               ArrayRef<TensorShardingAttr> results,
                               std::optional<ReductionOp> introduced,
                               std::optional<ReductionOp> reduced) {
  SmallVector<AxisRefAttr> in = unreducedOf(operands);
  SmallVector<AxisRefAttr> out = unreducedOf(results);
  if (in.empty() && out.empty())
    return success();
  SmallVector<TensorShardingAttr> all(operands);
  llvm::append_range(all, results);
  std::optional<MeshAttr> mesh = getOnlyMesh(all, op);
  if (!mesh || !*mesh)
    return success();

  SmallVector<AxisRefAttr> added = axisSetDifference(out, in, *mesh);
  if (!added.empty()) {
    if (!introduced)
      return op->emitOpError("cannot add new unreduced axis '")
             << added.front().getName() << "'.";
    if (failed(verifyReductionOf(op, results, added, *introduced,
                                 "cannot introduce '")))
      return failure();
  }
  SmallVector<AxisRefAttr> dropped = axisSetDifference(in, out, *mesh);
  if (!dropped.empty()) {
    if (!reduced)
      return op->emitOpError("dropped unreduced axis '")
             << dropped.front().getName()
             << "' without a blessed operation (e.g., sdy.reshard). This is "
                "an invalid transition from unreduced to reduced.";
    if (failed(verifyReductionOf(op, operands, dropped, *reduced,
                                 "cannot reduce '")))
      return failure();
  }
  return verifyKeptReductions(op, operands, results);
}

/// The reduction a collective's or reduce's body computes: every returned
/// value an add, a max or a min, all the same; none otherwise.
std::optional<ReductionOp> getBodyReduction(Region &region) {
  if (region.empty())
    return std::nullopt;
  auto ret = dyn_cast<hlo::ReturnOp>(region.front().getTerminator());
  if (!ret || ret->getNumOperands() == 0)
    return std::nullopt;
  std::optional<ReductionOp> common;
  for (Value value : ret->getOperands()) {
    std::optional<ReductionOp> reduction =
        getCombinerReduction(value.getDefiningOp());
    if (!reduction || (common && common != reduction))
      return std::nullopt;
    common = reduction;
  }
  return common;
}

/// Fails when `from` and `to` don't hold the same unreduced axes, naming
/// (sorted) the axes only one of them has, then `where`.
LogicalResult verifySameUnreduced(ArrayRef<AxisRefAttr> from,
                                  ArrayRef<AxisRefAttr> to, Operation *op,
                                  const Twine &where) {
  SmallVector<StringRef> mismatched;
  for (AxisRefAttr axis : from)
    if (!llvm::is_contained(to, axis))
      mismatched.push_back(axis.getName());
  for (AxisRefAttr axis : to)
    if (!llvm::is_contained(from, axis))
      mismatched.push_back(axis.getName());
  if (mismatched.empty())
    return success();
  llvm::sort(mismatched);
  mismatched.erase(llvm::unique(mismatched), mismatched.end());
  return op->emitOpError("has unreduced axes mismatch for '")
         << llvm::join(mismatched, ", ") << where;
}

/// A call passes unreduced axes unchanged to its callee's arguments (unless
/// explicitly resharded) and gets its callee's results' unreduced axes.
LogicalResult verifyCall(func::CallOp call) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee || callee.getNumArguments() != call.getNumOperands() ||
      callee.getNumResults() != call.getNumResults())
    return success();
  for (auto [i, operand] : llvm::enumerate(call.getOperands())) {
    if (isExplicitlyResharded(operand))
      continue;
    auto argSharding =
        callee.getArgAttrOfType<TensorShardingAttr>(i, kShardingAttr);
    if (failed(verifySameUnreduced(
            unreducedOf(getShardingThroughBarriers(operand)),
            unreducedOf(argSharding), call,
            "' at call argument " + Twine(i) + ".")))
      return failure();
  }
  for (auto [i, result] : llvm::enumerate(call.getResults()))
    if (failed(
            verifySameUnreduced(unreducedOf(getFuncResultSharding(callee, i)),
                                unreducedOf(getShardingThroughBarriers(result)),
                                call, "' at call result " + Twine(i) + ".")))
      return failure();
  return success();
}

/// A returned value (unless explicitly resharded) has the unreduced axes of
/// the result `sharding` it becomes (null: not checked).
LogicalResult verifyReturned(Operation *ret, unsigned index,
                             TensorShardingAttr sharding) {
  Value value = ret->getOperand(index);
  if (!sharding || isExplicitlyResharded(value))
    return success();
  return verifySameUnreduced(
      unreducedOf(getShardingThroughBarriers(value)), unreducedOf(sharding),
      ret,
      "' at return value " + Twine(index) +
          " without a blessed operation (e.g., sdy.reshard). This is an "
          "invalid transition from unreduced to reduced.");
}

/// The sharding of result `index` of `parent` (a function or the op a
/// terminator ends a region of) as its body sees it: a manual computation's
/// without its manual axes.
TensorShardingAttr getBodyResultSharding(Operation *parent, unsigned index) {
  if (auto func = dyn_cast<func::FuncOp>(parent))
    return getFuncResultSharding(func, index);
  TensorShardingAttr sharding =
      getShardingThroughBarriers(parent->getResult(index));
  if (auto manual = dyn_cast<ManualComputationOp>(parent); manual && sharding)
    return eraseManualAxes(sharding, manual.getManualAxes());
  return sharding;
}

/// A return-like terminator against its function's result shardings or its
/// parent op's.
LogicalResult verifyReturn(Operation *ret) {
  Operation *parent = ret->getParentOp();
  auto func = dyn_cast<func::FuncOp>(parent);
  unsigned count =
      std::min(ret->getNumOperands(),
               func ? func.getNumResults() : parent->getNumResults());
  for (unsigned i = 0; i < count; ++i)
    if (failed(verifyReturned(ret, i, getBodyResultSharding(parent, i))))
      return failure();
  return success();
}

/// A stablehlo all-reduce or reduce-scatter reduces its operand's unreduced
/// axes with the reduction its body computes, and introduces none.
LogicalResult verifyStablehloCollective(Operation *op) {
  if (op->getNumOperands() == 0 || op->getNumResults() == 0)
    return success();
  TensorShardingAttr operand = getShardingThroughBarriers(op->getOperand(0));
  TensorShardingAttr result = getShardingThroughBarriers(op->getResult(0));
  return verifyTransition(op, {operand}, {result}, std::nullopt,
                          getBodyReduction(op->getRegion(0)));
}

/// An sdy all-reduce or reduce-scatter needs a sharded operand; its own
/// verifier checks the reduction.
LogicalResult verifySdyCollective(Operation *op) {
  if (!getShardingThroughBarriers(op->getOperand(0)))
    return op->emitOpError("operand must be sharded.");
  return verify(op);
}

/// Dispatches `op` to the rule for its kind. Other ops (dots and the
/// default) may introduce partial sums but drop nothing.
LogicalResult verifyOp(Operation *op) {
  if (isa<ReshardOp, ShardingConstraintOp>(op))
    return verify(op);
  if (auto reduce = dyn_cast<hlo::ReduceOp>(op))
    return verifyTransition(op, getUsedShardings(reduce.getInputs()),
                            getShardingsThroughBarriers(op->getResults()),
                            getBodyReduction(reduce.getBody()), std::nullopt);
  if (isa<AllReduceOp, ReduceScatterOp>(op))
    return verifySdyCollective(op);
  if (isa<hlo::AllReduceOp, hlo::ReduceScatterOp>(op))
    return verifyStablehloCollective(op);
  if (auto call = dyn_cast<func::CallOp>(op))
    return verifyCall(call);
  if (op->hasTrait<OpTrait::IsTerminator>())
    return op->hasTrait<OpTrait::ReturnLike>() ? verifyReturn(op) : success();
  return verifyTransition(op, getUsedShardings(op->getOperands()),
                          getShardingsThroughBarriers(op->getResults()),
                          ReductionOp::SUM, std::nullopt);
}

struct VerifyUnreducedAxesPass
    : hlokit::sdy::impl::VerifyUnreducedAxesPassBase<VerifyUnreducedAxesPass> {
  void runOnOperation() override {
    WalkResult result = getOperation().walk([](Operation *op) {
      return failed(verifyOp(op)) ? WalkResult::interrupt()
                                  : WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
