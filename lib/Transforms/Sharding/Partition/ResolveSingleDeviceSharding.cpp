//===- ResolveSingleDeviceSharding.cpp - ops that run on one device -------===//
//
// An op whose results are on a maximal mesh (one device) becomes a
// stablehlo.if on the device index: the device runs it, the others give
// zeros, and an all_reduce over the global mesh gives every device the
// value (zeros add nothing).
//
//===----------------------------------------------------------------------===//

#include "../Export/ExportShardings.h"
#include "../Export/SingleDeviceReshards.h"

#include "hlokit/Transforms/Sharding/Partition/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_RESOLVESINGLEDEVICESHARDINGPASS
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit;
using namespace hlokit::sdy;

namespace {

/// The device `op` runs on: the one device of its results' maximal-mesh
/// shardings; none when they have none. An error when they name several
/// devices, or when another result is split.
FailureOr<std::optional<int64_t>> getSingleDeviceId(Operation *op) {
  std::optional<int64_t> device;
  bool split = false;
  for (Value result : op->getResults()) {
    TensorShardingAttr sharding = getSharding(result);
    if (!sharding || !isa<RankedTensorType>(result.getType()))
      continue;
    if (!isSingleDeviceSharding(sharding, op)) {
      split |= !isFullyReplicated(sharding);
      continue;
    }
    ArrayRef<int64_t> ids = getMesh(sharding, op).getDeviceIds();
    if (device && *device != ids.front())
      return op->emitOpError()
             << "has results on devices " << *device << " and " << ids.front();
    device = ids.front();
  }
  if (device && split)
    return op->emitOpError()
           << "has a result on device " << *device << " and a sharded result";
  return device;
}

/// `device index == device`, the index being the replica id when there are
/// several replicas, else the partition id.
Value emitIsDevice(OpBuilder &builder, Location loc, int64_t device,
                   bool useReplicaId) {
  auto scalar = RankedTensorType::get({}, builder.getI64Type());
  Value id = useReplicaId
                 ? stablehlo::ReplicaIdOp::create(builder, loc).getResult()
                 : stablehlo::PartitionIdOp::create(builder, loc).getResult();
  Value index = stablehlo::ConvertOp::create(builder, loc, scalar, id);
  Value target = stablehlo::ConstantOp::create(
      builder, loc, DenseIntElementsAttr::get(scalar, device));
  return stablehlo::CompareOp::create(
      builder, loc, RankedTensorType::get({}, builder.getI1Type()), index,
      target, stablehlo::ComparisonDirection::EQ,
      stablehlo::ComparisonTypeAttr());
}

/// The if's true branch: `op` without its sharding, on the values its
/// operands were resharded to the device from.
void fillDeviceBranch(Block &block, Operation *op, OpBuilder &builder) {
  builder.setInsertionPointToStart(&block);
  Operation *clone = builder.clone(*op);
  clone->removeAttr(kShardingAttr);
  for (OpOperand &use : clone->getOpOperands())
    if (auto reshard = use.get().getDefiningOp<ReshardOp>();
        reshard && isSingleDeviceSharding(reshard.getSharding(), op))
      use.set(reshard.getInput());
  stablehlo::ReturnOp::create(builder, op->getLoc(), clone->getResults());
}

/// The if's false branch: zeros for tensors, a new token for tokens.
void fillOtherBranch(Block &block, Operation *op, OpBuilder &builder) {
  builder.setInsertionPointToStart(&block);
  SmallVector<Value> values;
  for (Type type : op->getResultTypes()) {
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      values.push_back(stablehlo::ConstantOp::create(
          builder, op->getLoc(),
          cast<ElementsAttr>(builder.getZeroAttr(tensor))));
    else
      values.push_back(stablehlo::CreateTokenOp::create(builder, op->getLoc()));
  }
  stablehlo::ReturnOp::create(builder, op->getLoc(), values);
}

/// Replaces the uses of `result` by an all_reduce of `value` over every axis
/// of `mesh`; a reshard of `result` to the all_reduce's sharding goes.
void replaceByAllReduce(Value result, Value value, MeshOp mesh,
                        OpBuilder &builder) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<AxisRefAttr> axes;
  for (MeshAxisAttr axis : mesh.getMesh().getAxes())
    axes.push_back(AxisRefAttr::get(builder.getContext(), axis.getName(),
                                    SubAxisInfoAttr()));
  TensorShardingAttr replicated = getFullyClosedSharding(
      FlatSymbolRefAttr::get(mesh.getSymNameAttr()), type.getRank());
  Value reduced =
      AllReduceOp::create(builder, value.getLoc(), value,
                          AxisRefListAttr::get(builder.getContext(), axes),
                          ReductionOp::SUM, replicated);
  for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
    auto reshard = dyn_cast<ReshardOp>(use.getOwner());
    if (reshard && reshard.getSharding() == replicated) {
      reshard.replaceAllUsesWith(reduced);
      reshard.erase();
      continue;
    }
    use.set(reduced);
  }
}

void resolveSingleDeviceOp(Operation *op, int64_t device, MeshOp mesh,
                           bool useReplicaId) {
  OpBuilder builder(op);
  Location loc = op->getLoc();
  Value isDevice = emitIsDevice(builder, loc, device, useReplicaId);
  auto ifOp =
      stablehlo::IfOp::create(builder, loc, op->getResultTypes(), isDevice);
  fillDeviceBranch(ifOp.getTrueBranch().emplaceBlock(), op, builder);
  fillOtherBranch(ifOp.getFalseBranch().emplaceBlock(), op, builder);
  builder.setInsertionPointAfter(ifOp);
  for (auto [result, value] :
       llvm::zip_equal(op->getResults(), ifOp.getResults())) {
    if (isa<RankedTensorType>(result.getType()))
      replaceByAllReduce(result, value, mesh, builder);
    else
      result.replaceAllUsesWith(value);
  }
  SmallVector<Operation *> operandReshards;
  for (Value operand : op->getOperands())
    if (auto reshard = operand.getDefiningOp<ReshardOp>())
      operandReshards.push_back(reshard);
  op->erase();
  for (Operation *reshard : operandReshards)
    if (reshard->use_empty() &&
        isSingleDeviceSharding(cast<ReshardOp>(reshard).getSharding(), ifOp))
      reshard->erase();
}

struct ResolveSingleDeviceShardingPass
    : hlokit::sdy::impl::ResolveSingleDeviceShardingPassBase<
          ResolveSingleDeviceShardingPass> {
  using ResolveSingleDeviceShardingPassBase::
      ResolveSingleDeviceShardingPassBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (replicaCount > 1 && partitionCount > 1) {
      func.emitError("Shardy partitioner does not support replica_count > 1 "
                     "&& partition_count > 1 yet.");
      return signalPassFailure();
    }
    MeshOp mesh = getGlobalMeshOp(func->getParentOfType<ModuleOp>());
    if (!mesh)
      return;
    SmallVector<std::pair<Operation *, int64_t>> singleDeviceOps;
    WalkResult walk = func.walk([&](Operation *op) {
      if (isa_and_nonnull<SdyDialect>(op->getDialect()))
        return WalkResult::advance();
      FailureOr<std::optional<int64_t>> device = getSingleDeviceId(op);
      if (failed(device))
        return WalkResult::interrupt();
      if (*device)
        singleDeviceOps.emplace_back(op, **device);
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    for (auto [op, device] : singleDeviceOps)
      resolveSingleDeviceOp(op, device, mesh, replicaCount > 1);
  }
};

} // namespace
