//===- CollectiveHandlers.cpp - replica_id, partition_id, collectives -----===//
//
// Each collective computes its process groups from the grid's shape (the
// spec's strategies, ProcessGrid.h), exchanges its operands within the group
// through the process's Transport, and computes its results from what the
// group exchanged (Collectives.h). The grouping strategy and the id tables
// come from the dialect's Collective.h, shared with the verifiers.
//
// Processes that arrive at one exchange with different ops or operand types
// are an error in every process of the group, naming both processes.
//
//===----------------------------------------------------------------------===//

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/RegionFunctions.h"

#include "hlokit/Dialect/StableHLO/Collective.h"
#include "hlokit/Dialect/StableHLO/MeshAxes.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Distributed/Collectives.h"
#include "hlokit/Interpreter/Kernels/GatherScatter.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Math/Quantization.h"
#include "hlokit/Interpreter/Tensor/Printer.h"

#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

using IdLists = llvm::SmallVector<llvm::SmallVector<int64_t>>;

/// The rows of `table` without the -1 entries that pad ragged groups.
IdLists toIdLists(const hlo::IdTable &table) {
  IdLists lists;
  int64_t columns = table.shape.size() < 2 ? 0 : table.shape[1];
  for (int64_t r = 0; columns && r < table.shape[0]; ++r) {
    auto &row = lists.emplace_back();
    for (int64_t id : llvm::ArrayRef(table.values).slice(r * columns, columns))
      if (id >= 0)
        row.push_back(id);
  }
  return lists;
}

/// `replica_groups` or `source_target_pairs` as rows of ids; mesh-axes
/// groups on a mesh symbol through the symbol's `stablehlo.mesh`
/// (MeshAxes.h), an error when it does not describe them.
llvm::Expected<IdLists> readIdLists(Operation &op, StringRef name) {
  Attribute attr = op.getAttr(name);
  auto meshAxes = dyn_cast_or_null<hlo::ReplicaGroupMeshAxesAttr>(attr);
  if (!meshAxes)
    return attr ? toIdLists(hlo::readIdTable(attr)) : IdLists();
  std::string whyNot;
  FailureOr<hlo::IdTable> table =
      hlo::lookupMeshAxesReplicaGroups(&op, meshAxes, whyNot);
  if (failed(table))
    return llvm::createStringError(
        llvm::formatv("{0}: {1}", name, whyNot).str());
  return toIdLists(*table);
}

int64_t channelIdOf(Operation &op) {
  return hlo::getChannelId(
      op.getAttrOfType<hlo::ChannelHandleAttr>("channel_handle"));
}

Transport &transportOf(OpContext &ctx) {
  return ctx.getEvaluator().getTransport();
}

/// The label of the op's constraint that only the run can check, as the
/// verifier does not know the grid: `size(replica_groups)` is the number of
/// replicas, partitions or processes the grouping counts (collective_permute
/// and collective_broadcast: ids are below that number).
StringRef gridConstraintOf(Operation &op) {
  static const OpTable<StringRef> labels = [] {
    OpTable<StringRef> t;
    t.add<hlo::AllGatherOp>("all_gather_c3");
    t.add<hlo::AllReduceOp>("all_reduce_c2");
    t.add<hlo::ReduceScatterOp>("reduce_scatter_c4");
    t.add<hlo::AllToAllOp>("all_to_all_c6");
    t.add<hlo::CollectivePermuteOp>("collective_permute_c4");
    t.add<hlo::CollectiveBroadcastOp>("collective_broadcast_c2");
    t.add<hlo::CollectiveReduceOp>("collective_reduce_c2");
    return t;
  }();
  const StringRef *label = labels.lookup(&op);
  assert(label && "a collective without its grid constraint's label");
  return *label;
}

/// The process groups `grouping` forms from the ids of `attrName`. Groups
/// that name no process mean every id (as XLA reads them).
llvm::Expected<ProcessGroups> formGroupsOnGrid(OpContext &ctx,
                                               hlo::ProcessGrouping grouping,
                                               StringRef attrName) {
  llvm::Expected<IdLists> read = readIdLists(ctx.getOp(), attrName);
  if (!read)
    return read.takeError();
  const IdLists &ids = *read;
  GridShape grid = transportOf(ctx).getGridShape();
  bool namesNone =
      llvm::all_of(ids, [](const auto &row) { return row.empty(); });
  auto everyId = [&](uint32_t count) {
    IdLists all(1);
    for (uint32_t id = 0; id < count; ++id)
      all[0].push_back(id);
    return all;
  };
  switch (grouping) {
  case hlo::ProcessGrouping::CrossReplica:
    return crossReplica(namesNone ? everyId(grid.numReplicas) : ids, grid);
  case hlo::ProcessGrouping::CrossPartition:
    return crossPartition(namesNone ? everyId(grid.numPartitions) : ids, grid);
  case hlo::ProcessGrouping::CrossReplicaAndPartition:
    return crossReplicaAndPartition(namesNone ? everyId(grid.numReplicas) : ids,
                                    grid);
  case hlo::ProcessGrouping::FlattenedIds:
    return flattenedIds(namesNone ? everyId(grid.getNumProcesses()) : ids,
                        grid);
  }
  llvm_unreachable("unknown process grouping");
}

/// formGroupsOnGrid, its errors labelled with the op's grid constraint.
llvm::Expected<ProcessGroups>
formGroups(OpContext &ctx, hlo::ProcessGrouping grouping, StringRef attrName) {
  auto groups = formGroupsOnGrid(ctx, grouping, attrName);
  if (!groups)
    return llvm::createStringError(gridConstraintOf(ctx.getOp()) + ": " +
                                   llvm::toString(groups.takeError()));
  return groups;
}

/// The groups of all_gather, all_reduce and reduce_scatter.
llvm::Expected<ProcessGroups> replicaGroupsWithFlattening(OpContext &ctx) {
  Operation &op = ctx.getOp();
  bool useGlobalDeviceIds =
      static_cast<bool>(op.getAttr("use_global_device_ids"));
  return formGroups(
      ctx, hlo::getReplicaGroupsGrouping(channelIdOf(op), useGlobalDeviceIds),
      "replica_groups");
}

/// The groups of all_to_all, collective_broadcast and collective_permute.
llvm::Expected<ProcessGroups> replicaOrPartitionGroups(OpContext &ctx,
                                                       StringRef attrName) {
  return formGroups(ctx, hlo::getChannelGrouping(channelIdOf(ctx.getOp())),
                    attrName);
}

/// The group holding this process; an error when there is none, as the
/// spec's groups cover the grid.
llvm::Expected<ProcessGroup> ownGroup(OpContext &ctx,
                                      llvm::Expected<ProcessGroups> groups) {
  if (!groups)
    return ctx.error(llvm::toString(groups.takeError()));
  ProcessId self = transportOf(ctx).getProcessId();
  if (std::optional<ProcessGroup> group = findGroup(*groups, self))
    return *group;
  std::string all;
  for (const ProcessGroup &group : *groups)
    all += (all.empty() ? "" : ", ") + formatGroup(group);
  return ctx.error(llvm::formatv("{0}: process {1} is in none of the process "
                                 "groups {2}",
                                 gridConstraintOf(ctx.getOp()),
                                 formatProcessId(self), all));
}

std::string typeOf(const Tensor &t) {
  return getTensorTypeString(t.getShape(), t.getElementType());
}

/// Checks that every member ran this op on operands of the same types.
llvm::Error checkAgreement(OpContext &ctx, llvm::ArrayRef<ProcessId> group,
                           llvm::ArrayRef<Contribution> all,
                           const Contribution &mine) {
  for (auto [member, theirs] : llvm::zip(group, all)) {
    if (theirs.opName != mine.opName)
      return ctx.error(llvm::formatv("process {0} reached {1} at this "
                                     "point instead",
                                     formatProcessId(member), theirs.opName));
    if (theirs.tensors.size() != mine.tensors.size())
      return ctx.error(llvm::formatv(
          "process {0} has {1} operand(s), this "
          "process {2}",
          formatProcessId(member), theirs.tensors.size(), mine.tensors.size()));
    for (auto [i, t] : llvm::enumerate(theirs.tensors))
      if (typeOf(t) != typeOf(mine.tensors[i]))
        return ctx.error(llvm::formatv("process {0} has operand {1} of "
                                       "type {2}, this process {3}",
                                       formatProcessId(member), i, typeOf(t),
                                       typeOf(mine.tensors[i])));
  }
  return llvm::Error::success();
}

/// Exchanges `tensors` within `group`; returns every member's, in group
/// order.
llvm::Expected<std::vector<Contribution>>
exchange(OpContext &ctx, llvm::ArrayRef<ProcessId> group,
         llvm::SmallVector<Tensor> tensors) {
  // By name: it travels to the other processes (over MPI too), which compare
  // it with their own op's and print it when they differ.
  Contribution mine{ctx.getOp().getName().getStringRef().str(),
                    {tensors.begin(), tensors.end()}};
  auto all = transportOf(ctx).gather(group, mine);
  if (!all)
    return ctx.error(llvm::toString(all.takeError()));
  if (llvm::Error e = checkAgreement(ctx, group, *all, mine))
    return e;
  return all;
}

/// Operand `i` of every member.
llvm::SmallVector<Tensor> column(llvm::ArrayRef<Contribution> all, size_t i) {
  llvm::SmallVector<Tensor> values;
  for (const Contribution &c : all)
    values.push_back(c.tensors[i]);
  return values;
}

size_t indexIn(llvm::ArrayRef<ProcessId> group, ProcessId id) {
  return llvm::find(group, id) - group.begin();
}

llvm::Error runReplicaId(OpContext &ctx) {
  auto result = Tensor::allocate(ElementType::UI32, {});
  if (!result)
    return ctx.error(llvm::toString(result.takeError()));
  *result->mutableData<uint32_t>() = transportOf(ctx).getProcessId().replicaId;
  return ctx.setResult(std::move(*result));
}

llvm::Error runPartitionId(OpContext &ctx) {
  auto result = Tensor::allocate(ElementType::UI32, {});
  if (!result)
    return ctx.error(llvm::toString(result.takeError()));
  *result->mutableData<uint32_t>() =
      transportOf(ctx).getProcessId().partitionId;
  return ctx.setResult(std::move(*result));
}

/// The operands converted to the element type of the computation's first
/// argument (the spec's to_destination_type).
llvm::Expected<llvm::SmallVector<Tensor>> reductionOperands(OpContext &ctx) {
  Block &body = ctx.getOp().getRegion(0).front();
  llvm::SmallVector<Tensor> operands;
  // One reduced operand per result: collective_reduce's root operand of
  // has_dynamic_root is not reduced.
  for (Value v :
       ctx.getOp().getOperands().take_front(ctx.getOp().getNumResults())) {
    auto converted = convertToArgTypes({ctx.tensor(v)}, v.getType(), body, 0);
    if (!converted)
      return ctx.error(llvm::toString(converted.takeError()));
    operands.push_back((*converted)[0]);
  }
  return operands;
}

/// all_reduce of every operand within the group: results in operand order.
llvm::Expected<llvm::SmallVector<Tensor>>
reduceWithinGroup(OpContext &ctx, llvm::ArrayRef<ProcessId> group) {
  auto operands = reductionOperands(ctx);
  if (!operands)
    return operands.takeError();
  Contribution mine{ctx.getOp().getName().getStringRef().str(),
                    {operands->begin(), operands->end()}};
  // A disagreement is already an error at the op; a transport's error is
  // not yet.
  bool disagreed = false;
  auto agree = [&](llvm::ArrayRef<Contribution> all) -> llvm::Error {
    llvm::Error e = checkAgreement(ctx, group, all, mine);
    disagreed = static_cast<bool>(e);
    return e;
  };
  // The computation is (tensor<E>, tensor<E>) -> tensor<E> (all_reduce_c5),
  // applied to each operand on its own.
  auto fold = [&](size_t,
                  llvm::ArrayRef<Tensor> values) -> llvm::Expected<Tensor> {
    std::optional<Tensor> reduced;
    if (llvm::Error e =
            withCombiner(ctx, ctx.getOp().getRegion(0), 1,
                         [&](const Combiner &combiner) -> llvm::Error {
                           auto result = foldInOrder(values, combiner);
                           if (!result)
                             return result.takeError();
                           reduced = std::move(*result);
                           return llvm::Error::success();
                         }))
      return e;
    return std::move(*reduced);
  };
  auto results = transportOf(ctx).reduceInGroupOrder(
      group, mine, agree, fold,
      stablehlo::classifyReduceBody(ctx.getOp().getRegion(0)));
  if (!results)
    return disagreed ? results.takeError()
                     : ctx.error(llvm::toString(results.takeError()));
  return llvm::SmallVector<Tensor>(results->begin(), results->end());
}

llvm::Error runAllReduce(OpContext &ctx) {
  auto group = ownGroup(ctx, replicaGroupsWithFlattening(ctx));
  if (!group)
    return group.takeError();
  auto results = reduceWithinGroup(ctx, *group);
  if (!results)
    return results.takeError();
  return ctx.setResults(std::move(*results));
}

llvm::Error runReduceScatter(OpContext &ctx) {
  auto group = ownGroup(ctx, replicaGroupsWithFlattening(ctx));
  if (!group)
    return group.takeError();
  auto reduced = reduceWithinGroup(ctx, *group);
  if (!reduced)
    return reduced.takeError();
  auto dimension =
      ctx.getOp().getAttrOfType<IntegerAttr>("scatter_dimension").getInt();
  auto parts = splitEvenly((*reduced)[0], group->size(), dimension);
  if (!parts)
    return ctx.error(llvm::toString(parts.takeError()));
  ProcessId self = transportOf(ctx).getProcessId();
  ctx.setResult(0, (*parts)[indexIn(*group, self)]);
  return llvm::Error::success();
}

llvm::Error runAllGather(OpContext &ctx) {
  auto group = ownGroup(ctx, replicaGroupsWithFlattening(ctx));
  if (!group)
    return group.takeError();
  auto all = exchange(ctx, *group, ctx.tensors(ctx.getOp().getOperands()));
  if (!all)
    return all.takeError();
  auto dimension =
      ctx.getOp().getAttrOfType<IntegerAttr>("all_gather_dim").getInt();
  for (unsigned i = 0; i < ctx.getOp().getNumOperands(); ++i) {
    auto gathered = concatenate(column(*all, i), dimension);
    if (!gathered)
      return ctx.error(llvm::toString(gathered.takeError()));
    ctx.setResult(i, std::move(*gathered));
  }
  return llvm::Error::success();
}

llvm::Error runAllToAll(OpContext &ctx) {
  auto group = ownGroup(ctx, replicaOrPartitionGroups(ctx, "replica_groups"));
  if (!group)
    return group.takeError();
  auto all = exchange(ctx, *group, ctx.tensors(ctx.getOp().getOperands()));
  if (!all)
    return all.takeError();
  Operation &op = ctx.getOp();
  int64_t splitDimension =
      op.getAttrOfType<IntegerAttr>("split_dimension").getInt();
  int64_t concatDimension =
      op.getAttrOfType<IntegerAttr>("concat_dimension").getInt();
  int64_t splitCount = op.getAttrOfType<IntegerAttr>("split_count").getInt();
  if (static_cast<size_t>(splitCount) != group->size())
    return ctx.error(llvm::formatv("all_to_all_c8: split_count is {0} but "
                                   "the process group has {1} processes",
                                   splitCount, group->size()));
  size_t receiverIndex = indexIn(*group, transportOf(ctx).getProcessId());
  for (unsigned i = 0; i < op.getNumOperands(); ++i) {
    llvm::SmallVector<Tensor> scattered;
    for (const Tensor &senderOperand : column(*all, i)) {
      auto parts = splitEvenly(senderOperand, splitCount, splitDimension);
      if (!parts)
        return ctx.error(llvm::toString(parts.takeError()));
      scattered.push_back((*parts)[receiverIndex]);
    }
    auto result = concatenate(scattered, concatDimension);
    if (!result)
      return ctx.error(llvm::toString(result.takeError()));
    ctx.setResult(i, std::move(*result));
  }
  return llvm::Error::success();
}

/// The spec's zero of result `i`'s type: `quantize(0)`, the zero point, for a
/// quantized type.
llvm::Expected<Tensor> zeroResult(OpContext &ctx, unsigned i = 0) {
  auto result = Tensor::zeros(ctx.resultElementType(i), ctx.resultShape(i));
  if (!result)
    return result.takeError();
  auto params =
      getQuantizationParams(getElementTypeOrSelf(ctx.getOp().getResult(i)));
  if (!params)
    return params.takeError();
  if (!*params)
    return result;
  int64_t zeroPoint = (*params)->zeroPoints.front();
  dispatchElementType(result->getElementType(), [&](auto v) {
    using T = decltype(v);
    if constexpr (std::is_integral_v<T>)
      std::fill_n(result->mutableData<T>(), result->getNumElements(),
                  static_cast<T>(zeroPoint));
  });
  return result;
}

/// Sets every result to its zero: what a process gets that is in no group of
/// collective_broadcast.
llvm::Error setZeroResults(OpContext &ctx) {
  for (unsigned i = 0; i < ctx.getOp().getNumResults(); ++i) {
    auto zero = zeroResult(ctx, i);
    if (!zero)
      return ctx.error(llvm::toString(zero.takeError()));
    ctx.setResult(i, std::move(*zero));
  }
  return llvm::Error::success();
}

/// For each of the op's `numData` data operands, the index in `group` of its
/// root: the first process, or with has_dynamic_root the one `rootOperand`
/// names, which must be in [0, group size).
llvm::Expected<llvm::SmallVector<size_t>>
readRoots(OpContext &ctx, llvm::ArrayRef<ProcessId> group,
          const Tensor &rootOperand, size_t numData) {
  if (!ctx.getOp().hasAttr("has_dynamic_root"))
    return llvm::SmallVector<size_t>(numData, 0);
  // The root has numData elements: the evaluator checks runtime shapes
  // against the op's inference (collective_broadcast_c4,
  // collective_reduce_c3) before running it.
  llvm::SmallVector<size_t> roots;
  for (size_t i = 0; i < numData; ++i) {
    int64_t root = readIndex(rootOperand, i);
    if (root < 0 || static_cast<size_t>(root) >= group.size())
      return ctx.error(llvm::formatv("root {0} for operand {1} is out of "
                                     "range [0, {2}) of the process group {3}",
                                     root, i, group.size(),
                                     formatGroup(group)));
    roots.push_back(root);
  }
  return roots;
}

/// collective_broadcast's roots (readRoots), which every member of the group
/// must name alike.
llvm::Expected<llvm::SmallVector<size_t>>
broadcastRoots(OpContext &ctx, llvm::ArrayRef<ProcessId> group,
               llvm::ArrayRef<Contribution> all, size_t numData) {
  if (ctx.getOp().hasAttr("has_dynamic_root"))
    for (size_t i = 0; i < numData; ++i) {
      int64_t root = readIndex(all.front().tensors.back(), i);
      for (auto [member, theirs] : llvm::zip(group, all))
        if (int64_t other = readIndex(theirs.tensors.back(), i); other != root)
          return ctx.error(
              llvm::formatv("process {0} names root {1} for operand {2}, "
                            "process {3} root {4}",
                            formatProcessId(member), other, i,
                            formatProcessId(group.front()), root));
    }
  return readRoots(ctx, group, all.front().tensors.back(), numData);
}

llvm::Error runCollectiveBroadcast(OpContext &ctx) {
  auto groups = replicaOrPartitionGroups(ctx, "replica_groups");
  if (!groups)
    return ctx.error(llvm::toString(groups.takeError()));
  std::optional<ProcessGroup> group =
      findGroup(*groups, transportOf(ctx).getProcessId());
  if (!group)
    return setZeroResults(ctx);
  // The root operand travels with the data so that every member can check
  // that all name the same roots.
  auto all = exchange(ctx, *group, ctx.tensors(ctx.getOp().getOperands()));
  if (!all)
    return all.takeError();
  size_t numData = ctx.getOp().getNumResults();
  auto roots = broadcastRoots(ctx, *group, *all, numData);
  if (!roots)
    return roots.takeError();
  for (size_t i = 0; i < numData; ++i)
    ctx.setResult(i, (*all)[(*roots)[i]].tensors[i]);
  return llvm::Error::success();
}

llvm::Error runCollectiveReduce(OpContext &ctx) {
  auto group = ownGroup(ctx, replicaGroupsWithFlattening(ctx));
  if (!group)
    return group.takeError();
  size_t numData = ctx.getOp().getNumResults();
  auto roots = readRoots(
      ctx, *group, ctx.operand(ctx.getOp().getNumOperands() - 1), numData);
  if (!roots)
    return roots.takeError();
  // Every member reduces, as in all_reduce, so the exchange and the fold are
  // all_reduce's on every transport; only each result's root keeps it.
  auto results = reduceWithinGroup(ctx, *group);
  if (!results)
    return results.takeError();
  ProcessId self = transportOf(ctx).getProcessId();
  for (auto [i, root] : llvm::enumerate(*roots)) {
    if ((*group)[root] == self) {
      ctx.setResult(i, std::move((*results)[i]));
      continue;
    }
    auto zero = zeroResult(ctx, i);
    if (!zero)
      return ctx.error(llvm::toString(zero.takeError()));
    ctx.setResult(i, std::move(*zero));
  }
  return llvm::Error::success();
}

llvm::Error runCollectivePermute(OpContext &ctx) {
  // Each source-target pair is a two-process group [source, target].
  auto pairs = replicaOrPartitionGroups(ctx, "source_target_pairs");
  if (!pairs)
    return ctx.error(llvm::toString(pairs.takeError()));
  ProcessId self = transportOf(ctx).getProcessId();
  std::optional<ProcessId> target, source;
  for (const ProcessGroup &pair : *pairs) {
    if (pair.size() != 2)
      continue;
    if (pair[0] == self)
      target = pair[1];
    if (pair[1] == self)
      source = pair[0];
  }
  Contribution mine{ctx.getOp().getName().getStringRef().str(),
                    {ctx.operand(0)}};
  auto received = transportOf(ctx).permute(target, source, mine);
  if (!received)
    return ctx.error(llvm::toString(received.takeError()));
  if (!*received)
    return ctx.setResult(zeroResult(ctx));
  if (llvm::Error e = checkAgreement(ctx, {*source}, {**received}, mine))
    return e;
  ctx.setResult(0, (*received)->tensors.front());
  return llvm::Error::success();
}

} // namespace

void addCollectiveHandlers(HandlerTable &table) {
  table.add<hlo::ReplicaIdOp>(runReplicaId);
  table.add<hlo::PartitionIdOp>(runPartitionId);
  table.add<hlo::AllReduceOp>(runAllReduce);
  table.add<hlo::ReduceScatterOp>(runReduceScatter);
  table.add<hlo::AllGatherOp>(runAllGather);
  table.add<hlo::AllToAllOp>(runAllToAll);
  table.add<hlo::CollectiveBroadcastOp>(runCollectiveBroadcast);
  table.add<hlo::CollectiveReduceOp>(runCollectiveReduce);
  table.add<hlo::CollectivePermuteOp>(runCollectivePermute);
}

} // namespace hlokit::interpreter
