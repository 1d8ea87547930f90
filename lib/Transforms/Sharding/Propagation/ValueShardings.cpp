//===- ValueShardings.cpp - reading and writing shardings -----------------===//

#include "ValueShardings.h"

#include "hlokit/Transforms/Sharding/Propagation/DataFlowEdges.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace hlokit::sdy {

static int64_t getRank(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && shaped.hasRank() ? shaped.getRank() : 0;
}

TensorShardingAttr getFullyOpenSharding(MLIRContext *context,
                                        Attribute meshOrRef, int64_t rank) {
  SmallVector<DimensionShardingAttr> dims(
      rank, DimensionShardingAttr::get(context, {}, /*is_closed=*/false,
                                       std::nullopt));
  return TensorShardingAttr::get(context, meshOrRef, dims, {}, {},
                                 ReductionOp::SUM);
}

TensorShardingAttr addFreeAxes(TensorShardingAttr outer,
                               TensorShardingAttr local,
                               ArrayRef<StringAttr> manualAxes) {
  MLIRContext *context = outer.getContext();
  auto isManual = [&](AxisRefAttr axis) {
    return llvm::is_contained(manualAxes,
                              StringAttr::get(context, axis.getName()));
  };
  SmallVector<DimensionShardingAttr> dims;
  for (auto [outerDim, localDim] :
       llvm::zip_equal(outer.getDimShardings(), local.getDimShardings())) {
    SmallVector<AxisRefAttr> axes(
        llvm::make_filter_range(outerDim.getAxes(), isManual));
    llvm::append_range(axes, localDim.getAxes());
    dims.push_back(DimensionShardingAttr::get(
        context, axes, localDim.getIsClosed(), localDim.getPriority()));
  }
  return TensorShardingAttr::get(
      context, outer.getMeshOrRef(), dims, outer.getReplicatedAxes(),
      outer.getUnreducedAxes(), outer.getReductionOp());
}

TensorShardingAttr getValueSharding(Value value) {
  value = getShardableValue(value);
  if (!value)
    return {};
  // The dialect's lookup has no place for a named computation's block
  // arguments: their in shardings.
  if (auto argument = dyn_cast<BlockArgument>(value))
    if (auto named =
            dyn_cast<NamedComputationOp>(argument.getOwner()->getParentOp())) {
      std::optional<TensorShardingPerValueAttr> in = named.getInShardings();
      return in ? in->getShardings()[argument.getArgNumber()]
                : TensorShardingAttr();
    }
  return getSharding(value);
}

SmallVector<TensorShardingAttr> getValueShardings(ValueRange values) {
  return llvm::map_to_vector(values, getValueSharding);
}

/// `perValue` (null: none yet) with sharding `index` of `types` set to
/// `sharding`, the others open on its mesh when there were none.
static TensorShardingPerValueAttr
replaceSharding(TensorShardingPerValueAttr perValue, TypeRange types,
                unsigned index, TensorShardingAttr sharding) {
  MLIRContext *context = sharding.getContext();
  SmallVector<TensorShardingAttr> shardings;
  if (perValue && perValue.getShardings().size() == types.size())
    shardings.assign(perValue.getShardings().begin(),
                     perValue.getShardings().end());
  else
    for (Type type : types)
      shardings.push_back(getFullyOpenSharding(context, sharding.getMeshOrRef(),
                                               getRank(type)));
  shardings[index] = sharding;
  return TensorShardingPerValueAttr::get(context, shardings);
}

void setValueSharding(Value value, TensorShardingAttr sharding) {
  value = getShardableValue(value);
  if (!value)
    return;
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    Operation *owner = argument.getOwner()->getParentOp();
    unsigned index = argument.getArgNumber();
    TypeSwitch<Operation *>(owner)
        .Case([&](FunctionOpInterface func) {
          func.setArgAttr(index, kShardingAttr, sharding);
        })
        .Case([&](ManualComputationOp manual) {
          SmallVector<TensorShardingAttr> in(
              manual.getInShardings().getShardings());
          in[index] = addFreeAxes(in[index], sharding, manual.getManualAxes());
          manual.setInShardingsAttr(
              TensorShardingPerValueAttr::get(manual.getContext(), in));
        })
        .Case([&](NamedComputationOp named) {
          named.setInShardingsAttr(replaceSharding(named.getInShardingsAttr(),
                                                   named.getOperandTypes(),
                                                   index, sharding));
        });
    return;
  }
  auto result = cast<OpResult>(value);
  unsigned index = result.getResultNumber();
  Operation *op = result.getOwner();
  TypeSwitch<Operation *>(op)
      .Case([&](DataFlowEdgeOp edge) { edge.setShardingAttr(sharding); })
      .Case<ShardingConstraintOp, ReshardOp>(
          [&](auto constraint) { constraint.setShardingAttr(sharding); })
      .Case([&](ManualComputationOp manual) {
        manual.setOutShardingsAttr(replaceSharding(manual.getOutShardings(),
                                                   manual.getResultTypes(),
                                                   index, sharding));
      })
      .Case([&](NamedComputationOp named) {
        named.setOutShardingsAttr(replaceSharding(named.getOutShardingsAttr(),
                                                  named.getResultTypes(), index,
                                                  sharding));
      })
      .Default([&](Operation *) {
        op->setAttr(
            kShardingAttr,
            replaceSharding(
                op->getAttrOfType<TensorShardingPerValueAttr>(kShardingAttr),
                op->getResultTypes(), index, sharding));
      });
}

TensorShardingAttr getFuncResultSharding(func::FuncOp func, unsigned index) {
  return func.getResultAttrOfType<TensorShardingAttr>(index, kShardingAttr);
}

void setFuncResultSharding(func::FuncOp func, unsigned index,
                           TensorShardingAttr sharding) {
  func.setResultAttr(index, kShardingAttr, sharding);
}

} // namespace hlokit::sdy
