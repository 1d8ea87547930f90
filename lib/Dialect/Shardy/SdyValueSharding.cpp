//===- SdyValueSharding.cpp - where a value's sharding is kept ------------===//
//
// Verifiers that compare a sharding with the one its input already has (the
// unreduced axes of sdy.reshard, the propagation edges) look it up here.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace hlokit::sdy {

/// Sharding `index` of `perValue`, or null when there is none.
static TensorShardingAttr shardingAt(TensorShardingPerValueAttr perValue,
                                     unsigned index) {
  if (!perValue || index >= perValue.getShardings().size())
    return {};
  return perValue.getShardings()[index];
}

TensorShardingAttr getSharding(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    auto funcOp =
        dyn_cast<FunctionOpInterface>(argument.getOwner()->getParentOp());
    if (!funcOp)
      return {};
    return funcOp.getArgAttrOfType<TensorShardingAttr>(argument.getArgNumber(),
                                                       kShardingAttr);
  }
  auto result = cast<OpResult>(value);
  unsigned index = result.getResultNumber();
  return TypeSwitch<Operation *, TensorShardingAttr>(result.getOwner())
      .Case([](DataFlowEdgeOp op) { return op.getShardingAttr(); })
      .Case<ShardingConstraintOp, ReshardOp>(
          [](auto op) { return op.getSharding(); })
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
