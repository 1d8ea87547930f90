//===- ManualComputation.cpp - sdy.manual_computation on the grid ---------===//
//
// Each process of the grid is one device of the mesh: device id d runs as the
// process whose flattened id (replica_id * num_partitions + partition_id) is
// d, the ids `use_global_device_ids` collectives name. Outside manual
// computations every process holds each value whole. At a manual
// computation each process takes its shard of each operand by the operand's
// in sharding and its device's coordinates on the manual axes, runs the body,
// and then the devices that differ only in the manual axes exchange their
// local results, from which each puts every result together by its out
// sharding. Devices holding the same shard of a result (the result is
// replicated along some manual axis) must agree bit for bit.
//
//===----------------------------------------------------------------------===//

#include "Extensions/ManualComputation.h"

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Interpreter/Distributed/ShardingLayout.h"
#include "hlokit/Interpreter/Distributed/Shards.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace hlokit::interpreter {

namespace {

using ManualComputationOp = sdy::ManualComputationOp;
using TensorShardingAttr = sdy::TensorShardingAttr;

constexpr llvm::StringLiteral kOpName = "sdy.manual_computation";

/// Where this process's device sits in the mesh of a manual computation.
struct Placement {
  sdy::MeshAttr meshAttr;
  DeviceMesh mesh;
  llvm::SmallVector<int64_t> coordinates;
  /// Per mesh axis: whether the op is manual on it.
  llvm::SmallVector<bool> manual;
};

/// The mesh the op's shardings are bound to: the first that has axes (the
/// verifier checked they agree).
sdy::MeshAttr meshOf(ManualComputationOp op) {
  auto shardings = llvm::concat<const TensorShardingAttr>(
      op.getInShardings().getShardings(), op.getOutShardings().getShardings());
  for (TensorShardingAttr sharding : shardings)
    if (sdy::MeshAttr mesh = sdy::getMesh(sharding, op);
        mesh && !mesh.getAxes().empty())
      return mesh;
  return {};
}

std::string formatGrid(GridShape grid) {
  return llvm::formatv("{0} process(es) ({1} replica(s) x {2} partition(s))",
                       grid.getNumProcesses(), grid.numReplicas,
                       grid.numPartitions)
      .str();
}

/// This process's device: the mesh must have one device per process.
llvm::Expected<Placement> place(OpContext &ctx, ManualComputationOp op) {
  sdy::MeshAttr meshAttr = meshOf(op);
  if (!meshAttr)
    return ctx.error("it is manual on axes but none of its shardings names a "
                     "mesh that has them");
  llvm::SmallVector<bool> manual;
  for (sdy::MeshAxisAttr axis : meshAttr.getAxes())
    manual.push_back(llvm::is_contained(
        op.getManualAxes(), StringAttr::get(op.getContext(), axis.getName())));
  DeviceMesh mesh = toDeviceMesh(meshAttr);
  Transport &transport = ctx.getEvaluator().getTransport();
  GridShape grid = transport.getGridShape();
  if (mesh.getNumDevices() != grid.getNumProcesses()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << meshAttr;
    return ctx.error(llvm::formatv(
        "the mesh {0} has {1} device(s) but the grid has {2}; each process "
        "runs one device: run with --partitions {1} (or --replicas and "
        "--partitions whose product is {1})",
        text, mesh.getNumDevices(), formatGrid(grid)));
  }
  std::optional<llvm::SmallVector<int64_t>> coordinates =
      mesh.getCoordinates(grid.flatten(transport.getProcessId()));
  assert(coordinates && "the mesh's device ids are those of the grid");
  return Placement{meshAttr, std::move(mesh), std::move(*coordinates),
                   std::move(manual)};
}

/// The parts of manual axes that split each dimension of `sharding`; free
/// axes split nothing here (the body sees those dimensions whole).
DimensionParts manualParts(const Placement &placement,
                           TensorShardingAttr sharding) {
  return getDimensionParts(placement.meshAttr, sharding,
                           [&](unsigned a) { return placement.manual[a]; });
}

/// Unreduced manual axes would make a value the sum of the devices' values;
/// that is not run.
llvm::Error checkNoUnreducedManualAxes(OpContext &ctx,
                                       const Placement &placement,
                                       TensorShardingAttr sharding,
                                       StringRef kind, size_t index) {
  for (sdy::AxisRefAttr axis : sharding.getUnreducedAxes())
    if (placement.manual[placement.meshAttr.getAxisIndex(axis.getName())])
      return ctx.error(llvm::formatv(
          "{0} sharding {1} is unreduced along the manual axis \"{2}\", which "
          "hlokit-run does not run",
          kind, index, axis.getName()));
  return llvm::Error::success();
}

/// This device's shard of `value` (a non-tensor value is taken whole).
llvm::Expected<RuntimeValue> localOperand(OpContext &ctx,
                                          const Placement &placement,
                                          const RuntimeValue &value,
                                          TensorShardingAttr sharding,
                                          size_t index) {
  if (llvm::Error e =
          checkNoUnreducedManualAxes(ctx, placement, sharding, "in", index))
    return e;
  if (!value.isTensor())
    return value;
  auto parts = manualParts(placement, sharding);
  auto shard =
      takeShard(value.getTensor(), getShardCounts(parts),
                getShardIndex(placement.mesh, placement.coordinates, parts));
  if (!shard)
    return ctx.error(llvm::formatv("operand {0}: {1}", index,
                                   llvm::toString(shard.takeError())));
  return RuntimeValue(std::move(*shard));
}

std::string describeDevice(int64_t device, GridShape grid) {
  return llvm::formatv("device {0} (process {1})", device,
                       formatProcessId(grid.unflatten(device)))
      .str();
}

/// Tensor result `k` (of the op's result `index`) put together from the
/// shards the group's devices returned. Along a manual axis the out sharding
/// leaves out, the result is replicated, so its devices must have computed
/// the same value.
llvm::Expected<Tensor>
assembleResult(OpContext &ctx, const Placement &placement,
               llvm::ArrayRef<int64_t> group, llvm::ArrayRef<Contribution> all,
               size_t k, TensorShardingAttr sharding, size_t index) {
  GridShape grid = ctx.getEvaluator().getTransport().getGridShape();
  llvm::SmallVector<Tensor> shards;
  for (const Contribution &contribution : all)
    shards.push_back(contribution.tensors[k]);
  bool mismatched = false;
  auto global = assembleFromDevices(
      placement.mesh, group, shards, manualParts(placement, sharding),
      [&](int64_t first, int64_t second) {
        mismatched = true;
        return llvm::formatv(
                   "result {0} is replicated along manual axes its out "
                   "sharding does not name, but {1} and {2} returned "
                   "different values",
                   index, describeDevice(first, grid),
                   describeDevice(second, grid))
            .str();
      });
  if (!global) {
    std::string message = llvm::toString(global.takeError());
    return ctx.error(
        mismatched ? message
                   : llvm::formatv("result {0}: {1}", index, message).str());
  }
  return global;
}

/// Checks that every member of the group ran this op to the same results.
llvm::Error checkAgreement(OpContext &ctx, llvm::ArrayRef<int64_t> group,
                           llvm::ArrayRef<Contribution> all,
                           const Contribution &mine) {
  GridShape grid = ctx.getEvaluator().getTransport().getGridShape();
  for (auto [device, theirs] : llvm::zip_equal(group, all)) {
    if (theirs.opName != mine.opName)
      return ctx.error(llvm::formatv("{0} reached {1} at this point instead",
                                     describeDevice(device, grid),
                                     theirs.opName));
    if (theirs.tensors.size() != mine.tensors.size())
      return ctx.error(llvm::formatv("{0} returned {1} tensor(s), this one {2}",
                                     describeDevice(device, grid),
                                     theirs.tensors.size(),
                                     mine.tensors.size()));
  }
  return llvm::Error::success();
}

/// The op's results from every device's local results: the devices that
/// differ from this one only in the manual axes exchange theirs.
llvm::Error setAssembledResults(OpContext &ctx, ManualComputationOp op,
                                const Placement &placement,
                                llvm::ArrayRef<RuntimeValue> locals) {
  Transport &transport = ctx.getEvaluator().getTransport();
  GridShape grid = transport.getGridShape();
  llvm::SmallVector<int64_t> group = placement.mesh.getDevicesVaryingOnly(
      placement.coordinates, placement.manual);
  ProcessGroup processes;
  for (int64_t device : group)
    processes.push_back(grid.unflatten(device));
  Contribution mine{kOpName.str(), {}};
  for (const RuntimeValue &local : locals)
    if (local.isTensor())
      mine.tensors.push_back(local.getTensor());
  auto all = transport.gather(processes, mine);
  if (!all)
    return ctx.error(llvm::toString(all.takeError()));
  if (llvm::Error e = checkAgreement(ctx, group, *all, mine))
    return e;
  auto shardings = op.getOutShardings().getShardings();
  size_t k = 0;
  for (auto [index, local] : llvm::enumerate(locals)) {
    if (llvm::Error e = checkNoUnreducedManualAxes(
            ctx, placement, shardings[index], "out", index))
      return e;
    if (!local.isTensor()) {
      ctx.setResult(index, local);
      continue;
    }
    auto global = assembleResult(ctx, placement, group, *all, k++,
                                 shardings[index], index);
    if (!global)
      return global.takeError();
    ctx.setResult(index, std::move(*global));
  }
  return llvm::Error::success();
}

} // namespace

llvm::Error runManualComputation(OpContext &ctx) {
  auto op = cast<ManualComputationOp>(ctx.getOp());
  EvaluatorImpl &evaluator = ctx.getEvaluator();
  // Without manual axes the body sees the values whole, as every process
  // holds them.
  if (op.getManualAxes().empty()) {
    llvm::SmallVector<RuntimeValue> operands;
    for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
      operands.push_back(ctx.operandValue(i));
    auto results = evaluator.runRegion(op.getBody(), operands, &ctx.getFrame());
    if (!results)
      return results.takeError();
    for (auto [i, result] : llvm::enumerate(*results))
      ctx.setResult(i, std::move(result));
    return llvm::Error::success();
  }
  llvm::Expected<Placement> placement = place(ctx, op);
  if (!placement)
    return placement.takeError();
  llvm::SmallVector<RuntimeValue> locals;
  for (auto [i, sharding] :
       llvm::enumerate(op.getInShardings().getShardings())) {
    auto local =
        localOperand(ctx, *placement, ctx.operandValue(i), sharding, i);
    if (!local)
      return local.takeError();
    locals.push_back(std::move(*local));
  }
  auto results = evaluator.runRegion(op.getBody(), locals, &ctx.getFrame());
  if (!results)
    return results.takeError();
  return setAssembledResults(ctx, op, *placement, *results);
}

} // namespace hlokit::interpreter
