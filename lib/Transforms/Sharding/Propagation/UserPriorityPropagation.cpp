//===- UserPriorityPropagation.cpp - propagate strongest shardings first --===//
//
// Dimension shardings carry priorities (`{"a"}p1`; none means p0). First
// only the p0 ones take part: any other dimension starts empty and closed,
// its axes replicated. Then, per priority in increasing order, those
// dimensions get their axes back and op-priority propagation runs again.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "ValueShardings.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

#include "llvm/ADT/MapVector.h"

using namespace mlir;

namespace hlokit::sdy {

#define GEN_PASS_DEF_USERPRIORITYPROPAGATIONPASS
#include "hlokit/Transforms/Sharding/Propagation/Passes.h.inc"

namespace {

/// Somewhere a sharding is kept, with its sharding before propagation.
struct ShardingReference {
  std::function<TensorShardingAttr()> get;
  std::function<void(TensorShardingAttr)> set;
  TensorShardingAttr original;
};

int64_t getPriority(DimensionShardingAttr dim) {
  return dim.getPriority().value_or(0);
}

DimensionShardingAttr dropPriority(DimensionShardingAttr dim) {
  return DimensionShardingAttr::get(dim.getContext(), dim.getAxes(),
                                    dim.getIsClosed(), std::nullopt);
}

/// `sharding` with its p0 dimensions as they are (without the priority) and
/// the others empty and closed, their axes replicated.
TensorShardingAttr getInitializedSharding(TensorShardingAttr sharding,
                                          MeshAttr mesh) {
  MLIRContext *context = sharding.getContext();
  SmallVector<DimensionShardingAttr> dims;
  SmallVector<AxisRefAttr> replicated(sharding.getReplicatedAxes());
  for (DimensionShardingAttr dim : sharding.getDimShardings()) {
    if (getPriority(dim) == 0) {
      dims.push_back(dropPriority(dim));
      continue;
    }
    llvm::append_range(replicated, dim.getAxes());
    dims.push_back(DimensionShardingAttr::get(context, {}, /*is_closed=*/true,
                                              std::nullopt));
  }
  if (mesh)
    llvm::sort(replicated, [&](AxisRefAttr a, AxisRefAttr b) {
      return meshOrderLess(mesh, a, b);
    });
  return TensorShardingAttr::get(context, sharding.getMeshOrRef(), dims,
                                 replicated, sharding.getUnreducedAxes(),
                                 sharding.getReductionOp());
}

/// `current` with the dimensions of priority `priority` in `original`
/// restored (without the priority) and their axes no longer replicated.
TensorShardingAttr getUpdatedSharding(TensorShardingAttr current,
                                      TensorShardingAttr original,
                                      int64_t priority) {
  SmallVector<DimensionShardingAttr> dims(current.getDimShardings());
  llvm::SmallDenseSet<AxisRefAttr> restored;
  for (auto [dim, originalDim] :
       llvm::zip_equal(dims, original.getDimShardings())) {
    if (getPriority(originalDim) != priority)
      continue;
    dim = dropPriority(originalDim);
    restored.insert(originalDim.getAxes().begin(), originalDim.getAxes().end());
  }
  SmallVector<AxisRefAttr> replicated(llvm::make_filter_range(
      current.getReplicatedAxes(),
      [&](AxisRefAttr axis) { return !restored.contains(axis); }));
  return TensorShardingAttr::get(current.getContext(), current.getMeshOrRef(),
                                 dims, replicated, current.getUnreducedAxes(),
                                 current.getReductionOp());
}

/// Every place a sharding is kept, in program order: func arguments and
/// results, manual and named computations' in and out shardings, and op
/// results. Values whose sharding a data flow edge holds are left to it.
SmallVector<ShardingReference> collectReferences(ModuleOp module) {
  SmallVector<ShardingReference> references;
  // Sharding `index` of the per-value attribute `name` of `op`.
  auto addPerValue = [&](Operation *op, StringRef name, ValueRange values) {
    for (auto [index, value] : llvm::enumerate(values)) {
      if (lookupDataFlowEdge(value))
        continue;
      references.push_back(
          {[=]() -> TensorShardingAttr {
             auto all = op->getAttrOfType<TensorShardingPerValueAttr>(name);
             return all ? all.getShardings()[index] : TensorShardingAttr();
           },
           [=](TensorShardingAttr sharding) {
             auto all = op->getAttrOfType<TensorShardingPerValueAttr>(name);
             SmallVector<TensorShardingAttr> shardings(all.getShardings());
             shardings[index] = sharding;
             op->setAttr(name, TensorShardingPerValueAttr::get(
                                   sharding.getContext(), shardings));
           },
           {}});
    }
  };
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto func = dyn_cast<func::FuncOp>(op)) {
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        references.push_back(
            {[=]() mutable {
               return func.getArgAttrOfType<TensorShardingAttr>(i,
                                                                kShardingAttr);
             },
             [=](TensorShardingAttr sharding) mutable {
               func.setArgAttr(i, kShardingAttr, sharding);
             },
             {}});
      for (unsigned i = 0; i < func.getNumResults(); ++i)
        references.push_back({[=]() { return getFuncResultSharding(func, i); },
                              [=](TensorShardingAttr sharding) {
                                setFuncResultSharding(func, i, sharding);
                              },
                              {}});
      return;
    }
    if (isa<ManualComputationOp, NamedComputationOp>(op)) {
      addPerValue(op, "in_shardings", op->getRegion(0).getArguments());
      addPerValue(op, "out_shardings", op->getResults());
      return;
    }
    for (Value result : op->getResults()) {
      if (lookupDataFlowEdge(result))
        continue;
      references.push_back({[=]() { return getValueSharding(result); },
                            [=](TensorShardingAttr sharding) {
                              setValueSharding(result, sharding);
                            },
                            {}});
    }
  });
  return references;
}

} // namespace

LogicalResult propagateUserPriority(ModuleOp module,
                                    const ShardingGroupMap &groups,
                                    GetDirectionToPropagateFn direction,
                                    const PropagationOptions &options) {
  llvm::MapVector<int64_t, SmallVector<ShardingReference>> byPriority;
  for (ShardingReference &reference : collectReferences(module)) {
    TensorShardingAttr sharding = reference.get();
    if (!sharding)
      continue;
    reference.original = sharding;
    llvm::SmallSetVector<int64_t, 4> priorities;
    for (DimensionShardingAttr dim : sharding.getDimShardings())
      if (getPriority(dim) > 0)
        priorities.insert(getPriority(dim));
    for (int64_t priority : priorities)
      byPriority[priority].push_back(reference);
    TensorShardingAttr initialized =
        getInitializedSharding(sharding, getMesh(sharding, module));
    if (initialized != sharding)
      reference.set(initialized);
  }
  auto steps = byPriority.takeVector();
  llvm::sort(steps,
             [](const auto &a, const auto &b) { return a.first < b.first; });

  if (failed(propagateOpPriority(module, groups, direction, options)))
    return failure();
  for (auto &[priority, references] : steps) {
    for (ShardingReference &reference : references)
      if (TensorShardingAttr current = reference.get())
        reference.set(
            getUpdatedSharding(current, reference.original, priority));
    if (failed(propagateOpPriority(module, groups, direction, options)))
      return failure();
  }
  return success();
}

namespace {

struct UserPriorityPropagationPass
    : impl::UserPriorityPropagationPassBase<UserPriorityPropagationPass> {
  using UserPriorityPropagationPassBase::UserPriorityPropagationPassBase;

  void runOnOperation() override {
    PropagationOptions options;
    options.keepShardingRules = keepShardingRules;
    options.conservativePropagation = conservativePropagation;
    options.debugShardingOrigins = debugShardingOrigins;
    options.debugPropagationEdgeSharding = debugPropagationEdgeSharding;
    options.strategy = propagationStrategy;
    options.runOpPriorityPropagation = runOpPriorityPropagation;
    auto strategy = [&](ModuleOp module, const ShardingGroupMap &groups) {
      return propagateUserPriority(module, groups, propagateAny, options);
    };
    if (failed(runPropagation(getOperation(), options, strategy)))
      signalPassFailure();
  }
};

} // namespace

} // namespace hlokit::sdy
