//===- ShardableValues.cpp - where a value's sharding can be kept ---------===//

#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace hlokit::sdy {

Value getShardableValue(Value value) {
  if (DataFlowEdgeOp edge = lookupDataFlowEdge(value))
    return edge.getResult();
  auto argument = dyn_cast<BlockArgument>(value);
  if (!argument)
    return value;
  if (isa<FunctionOpInterface>(argument.getOwner()->getParentOp()))
    return value;
  return getEdgeOwnerFromTarget(value);
}

TensorShardingAttr getValueSharding(Value value) {
  Value shardable = getShardableValue(value);
  return shardable ? getEdgeOwnerSharding(shardable) : TensorShardingAttr();
}

TensorShardingAttr getFullyOpenSharding(MLIRContext *context,
                                        Attribute meshOrRef, int64_t rank) {
  SmallVector<DimensionShardingAttr> dims(
      rank, DimensionShardingAttr::get(context, {}, /*is_closed=*/false,
                                       std::nullopt));
  return TensorShardingAttr::get(context, meshOrRef, dims, {}, {},
                                 ReductionOp::SUM);
}

/// `perValue` (null: none yet) for values of `types` with entry `index` set
/// to `sharding`; missing entries are fully open.
static TensorShardingPerValueAttr replaceAt(TensorShardingPerValueAttr perValue,
                                            TypeRange types, unsigned index,
                                            TensorShardingAttr sharding) {
  MLIRContext *context = sharding.getContext();
  SmallVector<TensorShardingAttr> shardings;
  if (perValue)
    llvm::append_range(shardings, perValue.getShardings());
  if (shardings.size() != types.size()) {
    shardings.clear();
    for (Type type : types) {
      auto shaped = dyn_cast<RankedTensorType>(type);
      shardings.push_back(getFullyOpenSharding(context, sharding.getMeshOrRef(),
                                               shaped ? shaped.getRank() : 0));
    }
  }
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
    if (auto func = dyn_cast<FunctionOpInterface>(owner))
      func.setArgAttr(index, kShardingAttr, sharding);
    else if (auto named = dyn_cast<NamedComputationOp>(owner))
      named.setInShardingsAttr(replaceAt(named.getInShardingsAttr(),
                                         named->getOperandTypes(), index,
                                         sharding));
    // A manual computation's body sees its operands without the manual
    // axes; its shardings are kept on the edges.
    return;
  }
  auto result = cast<OpResult>(value);
  unsigned index = result.getResultNumber();
  TypeSwitch<Operation *>(result.getOwner())
      .Case<DataFlowEdgeOp, ShardingConstraintOp, ReshardOp>(
          [&](auto op) { op.setShardingAttr(sharding); })
      .Case<AllGatherOp, AllSliceOp, AllToAllOp, CollectivePermuteOp,
            AllReduceOp, ReduceScatterOp, ShardedToUnreducedOp,
            ReplicatedToUnreducedOp>(
          [&](auto op) { op.setOutShardingAttr(sharding); })
      .Case([&](NamedComputationOp op) {
        op.setOutShardingsAttr(replaceAt(
            op.getOutShardingsAttr(), op->getResultTypes(), index, sharding));
      })
      .Case([](ManualComputationOp) {})
      .Default([&](Operation *op) {
        op->setAttr(kShardingAttr,
                    replaceAt(op->getAttrOfType<TensorShardingPerValueAttr>(
                                  kShardingAttr),
                              op->getResultTypes(), index, sharding));
      });
}

} // namespace hlokit::sdy
