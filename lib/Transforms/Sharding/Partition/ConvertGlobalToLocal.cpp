//===- ConvertGlobalToLocal.cpp - the program one device runs -------------===//
//
// Visits the ops of every function in order, each by the rewrite of its
// class (GlobalToLocal/), after giving the function's arguments their local
// types; the function type follows its arguments and result shardings.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal/GlobalToLocal.h"

#include "hlokit/Transforms/Sharding/Partition/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_CONVERTGLOBALTOLOCALPASS
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;
using namespace hlokit::sdy::g2l;

namespace {

LocalRewrites buildRewrites() {
  LocalRewrites rewrites;
  addCollectiveRewrites(rewrites);
  addCreationRewrites(rewrites);
  addElementwiseRewrites(rewrites);
  addContractionRewrites(rewrites);
  addReductionRewrites(rewrites);
  addSlicingRewrites(rewrites);
  addComputationRewrites(rewrites);
  addGatherScatterRewrites(rewrites);
  addReshapeRewrites(rewrites);
  addControlFlowRewrites(rewrites);
  addUnreducedRewrites(rewrites);
  return rewrites;
}

/// Whether `op` is a StableHLO op computing each result element from the
/// operand elements at the same index.
bool isElementwise(Operation *op) {
  return isa_and_nonnull<hlokit::stablehlo::StableHLODialect>(
             op->getDialect()) &&
         (op->hasTrait<OpTrait::Elementwise>() ||
          op->hasTrait<OpTrait::SameOperandsAndResultShape>());
}

/// The local form of an op no rewrite knows: unchanged while it touches no
/// sharded value, or only reads them (it has no results: a print, a check).
LogicalResult localizeUnknownOp(Operation *op, Localizer &localizer) {
  if (op->getNumResults() == 0)
    return success();
  for (auto [kind, values] :
       {std::pair<StringRef, ValueRange>("operand", op->getOperands()),
        {"result", op->getResults()}})
    for (auto [i, value] : llvm::enumerate(values))
      if (localizer.isSharded(value))
        return emitUnsupported(op,
                               (Twine(kind) + " " + Twine(i) +
                                " is sharded and hlokit knows no local "
                                "form of this op")
                                   .str(),
                               localizer.getSharding(value));
  return success();
}

/// Follows the error of a rewrite that failed with the one Shardy's
/// conversion gives for an op it could not make local.
LogicalResult emitIllegal(Operation *op) {
  return op->emitError() << "failed to legalize operation '" << op->getName()
                         << "' that was explicitly marked illegal";
}

/// Gives the returned values of `func` the types its result shardings
/// ask for, and the function its local type.
LogicalResult localizeSignature(func::FuncOp func, Localizer &localizer) {
  SmallVector<Type> results;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
    auto sharding =
        func.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr);
    FailureOr<Type> local =
        localizer.getLocalType(func, func.getResultTypes()[i], sharding);
    if (failed(local))
      return failure();
    results.push_back(*local);
  }
  WalkResult walk = func.walk([&](func::ReturnOp ret) {
    for (auto [i, value] : llvm::enumerate(ret.getOperands()))
      if (value.getType() != results[i]) {
        ret.emitOpError() << "returns a value of local type " << value.getType()
                          << " as result " << i
                          << ", whose sharding gives local type " << results[i]
                          << ": reshard it to the result's sharding first";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  func.setType(FunctionType::get(func.getContext(),
                                 func.getBody().getArgumentTypes(), results));
  return success();
}

LogicalResult localizeFunc(func::FuncOp func, Localizer &localizer,
                           const LocalRewrites &rewrites) {
  if (func.isExternal())
    return success();
  localizer.recordShardings(func.getBody());
  for (BlockArgument arg : func.getArguments())
    if (failed(localizer.localizeValue(func, arg)))
      return failure();
  SmallVector<Operation *> ops;
  func.getBody().walk<WalkOrder::PreOrder>(
      [&](Operation *op) { ops.push_back(op); });
  for (Operation *op : ops) {
    if (isa<func::ReturnOp>(op))
      continue;
    LocalRewriteFn rewrite = rewrites.lookup(op->getName().getTypeID());
    if (!rewrite)
      rewrite = isElementwise(op) ? localizeSameShardingOp : localizeUnknownOp;
    if (failed(rewrite(op, localizer)))
      return emitIllegal(op);
  }
  // A variable: the range of llvm::reverse would outlive a temporary.
  SmallVector<ManualComputationOp> pending = localizer.takePendingInlines();
  for (ManualComputationOp manual : llvm::reverse(pending))
    if (failed(inlineManualComputation(manual)))
      return failure();
  return localizeSignature(func, localizer);
}

struct ConvertGlobalToLocalPass
    : hlokit::sdy::impl::ConvertGlobalToLocalPassBase<
          ConvertGlobalToLocalPass> {
  using ConvertGlobalToLocalPassBase::ConvertGlobalToLocalPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (replicaCount > 1 && partitionCount > 1) {
      module.emitError("Shardy partitioner convert_global_to_local does not "
                       "support both replica_count > 1 and partition_count > "
                       "1 yet.");
      return signalPassFailure();
    }
    LocalizeOptions options;
    options.perDimAllGather = perDimAllGather;
    options.combineMultiDimensionReduceScatter =
        combineMultiDimensionReduceScatter;
    options.useReplicaId = replicaCount > 1;
    options.enableRGV3 = enableRGV3;
    Localizer localizer(module, options);
    LocalRewrites rewrites = buildRewrites();
    for (auto func : module.getOps<func::FuncOp>())
      if (failed(localizeFunc(func, localizer, rewrites)))
        return signalPassFailure();
    if (module
            .walk([](Operation *op) {
              return failed(checkLocalControlFlow(op)) ? WalkResult::interrupt()
                                                       : WalkResult::advance();
            })
            .wasInterrupted())
      return signalPassFailure();
  }
};

} // namespace
