//===- SingleDeviceReshards.cpp - ops placed on one device ----------------===//

#include "SingleDeviceReshards.h"

#include "ExportShardings.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

using namespace mlir;

namespace hlokit::sdy {

bool isSingleDeviceSharding(TensorShardingAttr sharding, Operation *from) {
  MeshAttr mesh = sharding ? getMesh(sharding, from) : MeshAttr();
  return mesh && mesh.isMaximal();
}

MeshOp getGlobalMeshOp(ModuleOp module) {
  for (MeshOp mesh : module.getBody()->getOps<MeshOp>())
    if (!mesh.getMesh().isMaximal() && !mesh.getMesh().getAxes().empty())
      return mesh;
  return nullptr;
}

namespace {

/// The symbol of the global mesh of `op`'s module, or null.
Attribute getGlobalMesh(Operation *op) {
  MeshOp mesh = getGlobalMeshOp(op->getParentOfType<ModuleOp>());
  return mesh ? FlatSymbolRefAttr::get(mesh.getSymNameAttr()) : nullptr;
}

/// Reshards the tensor operands of `op` to `device` (a sharding on a maximal
/// mesh), through replicated on `globalMesh` unless already so.
void reshardOperands(Operation *op, TensorShardingAttr device,
                     Attribute globalMesh, IRRewriter &rewriter) {
  rewriter.setInsertionPoint(op);
  for (OpOperand &use : op->getOpOperands()) {
    Value operand = use.get();
    auto type = dyn_cast<RankedTensorType>(operand.getType());
    if (!type)
      continue;
    TensorShardingAttr sharding = getSharding(operand);
    if (!sharding)
      sharding = getFullyClosedSharding(globalMesh, type.getRank());
    bool sameMesh = sharding.getMeshOrRef() == device.getMeshOrRef();
    if (sameMesh && isFullyReplicated(sharding) &&
        sharding.getUnreducedAxes().empty())
      continue;
    Value input = operand;
    if (!isFullyReplicated(sharding) || sharding.getMeshOrRef() != globalMesh)
      input =
          ReshardOp::create(rewriter, operand.getLoc(), input,
                            getFullyClosedSharding(globalMesh, type.getRank()));
    use.set(ReshardOp::create(rewriter, operand.getLoc(), input, device));
  }
}

/// Reshards each tensor result of `op` back from its device: to replicated
/// on `globalMesh`, then to its old sharding when that is another one.
void reshardResults(Operation *op, ArrayRef<TensorShardingAttr> outShardings,
                    Attribute globalMesh, IRRewriter &rewriter) {
  Operation *last = op;
  for (auto [result, old] : llvm::zip_equal(op->getResults(), outShardings)) {
    auto type = dyn_cast<RankedTensorType>(result.getType());
    if (!type)
      continue;
    rewriter.setInsertionPointAfter(last);
    TensorShardingAttr replicated =
        getFullyClosedSharding(globalMesh, type.getRank());
    TensorShardingAttr target =
        old && !isSingleDeviceSharding(old, op) ? old : replicated;
    auto toReplicated =
        ReshardOp::create(rewriter, op->getLoc(), result, replicated);
    rewriter.replaceAllUsesExcept(result, toReplicated, toReplicated);
    last = toReplicated;
    if (target == replicated)
      continue;
    auto toTarget =
        ReshardOp::create(rewriter, op->getLoc(), toReplicated, target);
    rewriter.replaceAllUsesExcept(toReplicated, toTarget, toTarget);
    last = toTarget;
  }
}

} // namespace

LogicalResult processSingleDeviceOp(Operation *op,
                                    ArrayRef<TensorShardingAttr> outShardings,
                                    IRRewriter &rewriter) {
  TensorShardingAttr device;
  for (TensorShardingAttr sharding : outShardings) {
    if (!isSingleDeviceSharding(sharding, op))
      continue;
    if (device && getMesh(device, op).getDeviceIds() !=
                      getMesh(sharding, op).getDeviceIds())
      return op->emitOpError("has conflicting single-device result shardings");
    device = device ? device : sharding;
  }
  Attribute globalMesh = getGlobalMesh(op);
  if (!device || !globalMesh)
    return success();
  device = getFullyClosedSharding(device.getMeshOrRef(), /*rank=*/0);

  reshardOperands(op, device, globalMesh, rewriter);
  reshardResults(op, outShardings, globalMesh, rewriter);
  for (Value result : op->getResults()) {
    if (isa<RankedTensorType>(result.getType()))
      setValueSharding(result, device);
    else if (isa<stablehlo::TokenType>(result.getType()))
      setValueSharding(result, getFullyClosedSharding(globalMesh, /*rank=*/0));
  }
  return success();
}

} // namespace hlokit::sdy
