//===- DebugInfo.cpp - propagation steps seen by the debug options --------===//
//
// A step's new axes on a tensor are those its factor shardings gained. Each
// came from the first operand (else result) whose factor sharding before
// the step already had them; the step is an edge from there to the tensor.
//
//===----------------------------------------------------------------------===//

#include "DebugInfo.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include "mlir/IR/Action.h"
#include "mlir/IR/MLIRContext.h"

using namespace mlir;

namespace hlokit::sdy {

/// One propagation step through `op`: what the handler needs to compare
/// the factor shardings before and after it.
class PropagationStepAction
    : public tracing::ActionImpl<PropagationStepAction> {
public:
  PropagationStepAction(ArrayRef<IRUnit> units, Operation *op,
                        ValueRange operands, ValueRange results,
                        OpShardingRuleAttr rule, MeshAttr mesh,
                        const ShardingProjection &projection,
                        const bool &anyUpdated)
      : ActionImpl(units), op(op), operands(operands), results(results),
        rule(rule), mesh(mesh), projection(projection), anyUpdated(anyUpdated) {
  }

  static constexpr StringLiteral tag = "sdy-propagation-step";

  Operation *op;
  ValueRange operands, results;
  OpShardingRuleAttr rule;
  MeshAttr mesh;
  /// Updated by the step: read after it.
  const ShardingProjection &projection;
  const bool &anyUpdated;
};

} // namespace hlokit::sdy

MLIR_DECLARE_EXPLICIT_TYPE_ID(hlokit::sdy::PropagationStepAction)
MLIR_DEFINE_EXPLICIT_TYPE_ID(hlokit::sdy::PropagationStepAction)

namespace hlokit::sdy {

namespace {

/// The first of `tensors` whose sharding of `factor` starts with `axes`.
std::optional<int64_t> findHolder(ArrayRef<AxisRefAttr> axes, int64_t factor,
                                  ArrayRef<TensorFactorShardings> tensors,
                                  MeshAttr mesh) {
  for (auto [i, tensor] : llvm::enumerate(tensors)) {
    auto it = tensor.factorIndexToSharding.find(factor);
    if (it != tensor.factorIndexToSharding.end() &&
        isAxisListPrefixOf(axes, it->second.axisRefs, mesh) !=
            PrefixStatus::kNotAPrefix)
      return i;
  }
  return std::nullopt;
}

/// The axes tensor `target` of the step gained, each with the edge it came
/// by. Along a dimension, a new sub-axis continuing the one the factor
/// before it gained is recorded merged with it.
llvm::SmallMapVector<AxisRefAttr, PropagationEdge, 4>
getNewAxes(const TensorFactorShardings &before,
           const TensorFactorShardings &after, TensorMappingAttr mapping,
           EdgeValueRefAttr target, const ShardingProjection &old,
           MeshAttr mesh, int64_t step) {
  MLIRContext *context = mapping.getContext();
  llvm::SmallMapVector<AxisRefAttr, PropagationEdge, 4> newAxes;
  for (DimMappingAttr dim : mapping.getDimMappings()) {
    AxisRefAttr previous;
    for (int64_t factor : dim.getFactorIndices()) {
      ArrayRef<AxisRefAttr> oldAxes =
          before.factorIndexToSharding.at(factor).axisRefs;
      ArrayRef<AxisRefAttr> axes =
          after.factorIndexToSharding.at(factor).axisRefs;
      if (oldAxes == axes)
        continue;
      SmallVector<AxisRefAttr> gained(axes);
      if (previous && canMerge(previous, axes.back())) {
        newAxes.erase(previous);
        SmallVector<AxisRefAttr> merged{previous};
        appendOrMerge(merged, axes.back(), mesh);
        gained.back() = merged.back();
      }
      previous = axes.back();
      EdgeValueRefAttr source;
      if (std::optional<int64_t> i =
              findHolder(axes, factor, old.getOperands(), mesh))
        source = EdgeValueRefAttr::get(context, EdgeNodeType::OPERAND, *i);
      else if (std::optional<int64_t> i =
                   findHolder(axes, factor, old.getResults(), mesh))
        source = EdgeValueRefAttr::get(context, EdgeNodeType::RESULT, *i);
      else
        continue;
      PropagationEdge edge{source, target, step};
      // The old last axis may have grown into a larger sub-axis.
      size_t kept = oldAxes.size();
      if (kept > 0 && oldAxes.back() != gained[kept - 1])
        newAxes.try_emplace(gained[kept - 1], edge);
      for (AxisRefAttr axis : ArrayRef(gained).drop_front(kept))
        newAxes.try_emplace(axis, edge);
    }
  }
  return newAxes;
}

void recordStep(PropagationDebugInfo &info, const PropagationStepAction &action,
                const ShardingProjection &before) {
  int64_t step = info.takeStep();
  const ShardingProjection &after = action.projection;
  MLIRContext *context = action.op->getContext();
  auto valueOf = [&](EdgeValueRefAttr ref) {
    return ref.getType() == EdgeNodeType::OPERAND
               ? action.operands[ref.getIndex()]
               : action.results[ref.getIndex()];
  };
  auto recordSide = [&](EdgeNodeType type,
                        ArrayRef<TensorFactorShardings> oldTensors,
                        ArrayRef<TensorFactorShardings> newTensors,
                        ArrayRef<TensorMappingAttr> mappings) {
    for (auto [i, mapping] : llvm::enumerate(mappings)) {
      auto target = EdgeValueRefAttr::get(context, type, i);
      for (auto [axis, edge] : getNewAxes(oldTensors[i], newTensors[i], mapping,
                                          target, before, action.mesh, step))
        info.recordEdge(action.op, axis, edge, valueOf(edge.source),
                        valueOf(target), action.mesh);
    }
  };
  recordSide(EdgeNodeType::OPERAND, before.getOperands(), after.getOperands(),
             action.rule.getOperandMappings());
  recordSide(EdgeNodeType::RESULT, before.getResults(), after.getResults(),
             action.rule.getResultMappings());
}

} // namespace

void runPropagationStep(Operation *op, ValueRange operands, ValueRange results,
                        OpShardingRuleAttr rule, MeshAttr mesh,
                        const ShardingProjection &projection,
                        const bool &anyUpdated, function_ref<void()> step) {
  op->getContext()->executeAction<PropagationStepAction>(
      step, {op}, op, operands, results, rule, mesh, projection, anyUpdated);
}

ScopedStepRecording::ScopedStepRecording(MLIRContext *context,
                                         PropagationDebugInfo &info)
    : context(context), registered(info.isEnabled()) {
  if (!registered)
    return;
  context->registerActionHandler(
      [&info](function_ref<void()> transform, const tracing::Action &action) {
        auto *stepAction = dyn_cast<PropagationStepAction>(&action);
        if (!stepAction) {
          transform();
          return;
        }
        ShardingProjection before = stepAction->projection;
        transform();
        if (stepAction->anyUpdated)
          recordStep(info, *stepAction, before);
      });
}

ScopedStepRecording::~ScopedStepRecording() {
  if (registered)
    context->registerActionHandler(nullptr);
}

} // namespace hlokit::sdy
