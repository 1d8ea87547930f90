//===- SdyValueSharding.cpp - where a value's sharding is kept ------------===//
//
// Verifiers that compare a sharding with the one its input already has (the
// collectives, the unreduced axes of sdy.reshard, the propagation edges) look
// it up here.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace hlokit::sdy {

/// Sharding `index` of `perValue`, or null when there is none (the count is
/// verified after the values that use it may be).
static TensorShardingAttr shardingAt(TensorShardingPerValueAttr perValue,
                                     unsigned index) {
  if (!perValue || index >= perValue.getShardings().size())
    return {};
  return perValue.getShardings()[index];
}

TensorShardingAttr eraseManualAxes(TensorShardingAttr sharding,
                                   ArrayRef<StringAttr> manualAxes) {
  MLIRContext *context = sharding.getContext();
  auto keep = [&](ArrayRef<AxisRefAttr> axes) {
    return llvm::to_vector(llvm::make_filter_range(axes, [&](AxisRefAttr a) {
      return !llvm::is_contained(manualAxes,
                                 StringAttr::get(context, a.getName()));
    }));
  };
  SmallVector<DimensionShardingAttr> dims;
  for (DimensionShardingAttr dim : sharding.getDimShardings())
    dims.push_back(DimensionShardingAttr::get(
        context, keep(dim.getAxes()), dim.getIsClosed(), dim.getPriority()));
  return TensorShardingAttr::get(context, sharding.getMeshOrRef(), dims,
                                 keep(sharding.getReplicatedAxes()),
                                 keep(sharding.getUnreducedAxes()),
                                 sharding.getReductionOp());
}

TensorShardingAttr getSharding(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    Operation *owner = argument.getOwner()->getParentOp();
    if (auto funcOp = dyn_cast<FunctionOpInterface>(owner))
      return funcOp.getArgAttrOfType<TensorShardingAttr>(
          argument.getArgNumber(), kShardingAttr);
    unsigned index = argument.getArgNumber();
    if (auto named = dyn_cast<NamedComputationOp>(owner))
      return shardingAt(named.getInShardingsAttr(), index);
    if (auto manual = dyn_cast<ManualComputationOp>(owner)) {
      TensorShardingAttr outer = shardingAt(manual.getInShardings(), index);
      return outer ? eraseManualAxes(outer, manual.getManualAxes()) : outer;
    }
    // A block argument standing for the op's result of the same index and
    // type (a while's loop-carried value) shares its sharding.
    Block *block = argument.getOwner();
    if (block->getNumArguments() == owner->getNumResults() &&
        block->getArgumentTypes() == owner->getResultTypes())
      return getSharding(owner->getResult(index));
    return {};
  }
  auto result = cast<OpResult>(value);
  unsigned index = result.getResultNumber();
  return TypeSwitch<Operation *, TensorShardingAttr>(result.getOwner())
      .Case([](DataFlowEdgeOp op) { return op.getShardingAttr(); })
      .Case<ShardingConstraintOp, ReshardOp>(
          [](auto op) { return op.getSharding(); })
      .Case<AllGatherOp, AllSliceOp, AllToAllOp, CollectivePermuteOp,
            AllReduceOp, ReduceScatterOp, ShardedToUnreducedOp,
            ReplicatedToUnreducedOp>(
          [](auto op) { return op.getOutSharding(); })
      .Case([&](ManualComputationOp op) {
        return shardingAt(op.getOutShardings(), index);
      })
      .Case([&](NamedComputationOp op) {
        return shardingAt(op.getOutShardingsAttr(), index);
      })
      .Default([&](Operation *op) {
        return shardingAt(
            op->getAttrOfType<TensorShardingPerValueAttr>(kShardingAttr),
            index);
      });
}

MeshAttr getCommonMesh(ArrayRef<TensorShardingAttr> shardings,
                       Operation *from) {
  MeshAttr common;
  for (TensorShardingAttr sharding : shardings) {
    MeshAttr mesh = sharding ? getMesh(sharding, from) : MeshAttr();
    if (!mesh || (mesh.getAxes().empty() && mesh.getDeviceIds().empty()))
      continue;
    if (common && common != mesh)
      return {};
    common = mesh;
  }
  return common;
}

} // namespace hlokit::sdy
