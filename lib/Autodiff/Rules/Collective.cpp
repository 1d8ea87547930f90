//===- Collective.cpp - derivative rules of the collective ops ------------===//
//
// The collectives that only move or sum values are linear, so their JVP is
// the op applied to the tangents and their VJP is the transposed exchange
// over the same process groups (same replica_groups, channel_handle and
// use_global_device_ids):
//   all_reduce (sum)     <-> all_reduce (sum)
//   all_gather           <-> reduce_scatter (sum)
//   all_to_all           <-> all_to_all with split and concat swapped
//   collective_permute   <-> collective_permute with the pairs reversed
//   collective_broadcast  -> collective_permutes to each group's first
//                            member, summed
// Every process runs the same derivative program, so every process reaches
// the transposed collectives in the same order.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

/// True when `computation` is the spec's two-argument reducer returning
/// `add(arg0, arg1)` (either order): a sum.
bool isSum(Region &computation) {
  Block &block = computation.front();
  Operation *terminator = block.getTerminator();
  if (block.getNumArguments() != 2 || terminator->getNumOperands() != 1)
    return false;
  auto add = terminator->getOperand(0).getDefiningOp<AddOp>();
  if (!add)
    return false;
  Value a = block.getArgument(0), b = block.getArgument(1);
  return (add.getLhs() == a && add.getRhs() == b) ||
         (add.getLhs() == b && add.getRhs() == a);
}

/// The transposes of all_gather and reduce_scatter need the group size to
/// type their results; empty replica_groups and cross_replica_and_partition
/// groups leave it to the runtime.
template <typename OpTy> LogicalResult requireGroupSize(OpTy op) {
  if (getGroupSize({readIdTable(op.getReplicaGroups()),
                    getChannelId(op.getChannelHandleAttr()),
                    op.getUseGlobalDeviceIds()}))
    return success();
  return op->emitError("autodiff: no rule for '")
         << op->getName()
         << "' whose group size the program does not know (empty "
            "replica_groups, or groups across replicas and partitions)";
}

LogicalResult requireSum(Operation *op, Region &computation) {
  if (isSum(computation))
    return success();
  return op->emitError("autodiff: no rule for '")
         << op->getName() << "' whose computation is not an add";
}

/// Fills `computation` with the sum of two `elementType` scalars.
void buildSum(OpBuilder &builder, Location loc, Region &computation,
              Type elementType) {
  OpBuilder::InsertionGuard guard(builder);
  Block *block = builder.createBlock(&computation);
  auto scalar = RankedTensorType::get({}, elementType);
  Value lhs = block->addArgument(scalar, loc);
  Value rhs = block->addArgument(scalar, loc);
  ReturnOp::create(builder, loc,
                   ValueRange{AddOp::create(builder, loc, lhs, rhs)});
}

/// `cotangent` in the element type of `operand` (a reduction may have
/// promoted it).
Value toOperandType(Emitter &e, Value cotangent, Value operand) {
  Type element = elementTypeOf(operand);
  return elementTypeOf(cotangent) == element ? cotangent
                                             : e.convert(cotangent, element);
}

LogicalResult allReduceJvp(JvpContext &c, Operation *op,
                           ArrayRef<Value> tangents,
                           SmallVectorImpl<Value> &results) {
  if (failed(requireSum(op, cast<AllReduceOp>(op).getComputation())))
    return failure();
  return linearJvp(c, op, tangents, results);
}

LogicalResult reduceScatterJvp(JvpContext &c, Operation *op,
                               ArrayRef<Value> tangents,
                               SmallVectorImpl<Value> &results) {
  if (failed(requireSum(op, cast<ReduceScatterOp>(op).getComputation())))
    return failure();
  return linearJvp(c, op, tangents, results);
}

/// The cotangents of the summed operands are the sums of the results'
/// cotangents over the same groups: one all_reduce per cotangent (one
/// computation serves only operands of one element type).
LogicalResult allReduceVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto allReduce = cast<AllReduceOp>(op);
  if (failed(requireSum(op, allReduce.getComputation())))
    return failure();
  OpBuilder &b = c.getBuilder();
  Emitter e(b, op->getLoc());
  for (auto [operand, ct] : llvm::zip(allReduce.getOperands(), cts)) {
    if (!ct)
      continue;
    auto summed = AllReduceOp::create(
        b, op->getLoc(), ValueRange{ct}, allReduce.getReplicaGroups(),
        allReduce.getChannelHandleAttr(), allReduce.getUseGlobalDeviceIds());
    buildSum(b, op->getLoc(), summed.getComputation(), elementTypeOf(ct));
    c.accumulate(operand, toOperandType(e, summed.getResult(0), operand));
  }
  return success();
}

/// Each process's operand went to one slice of every result in its group:
/// its cotangent is the sum of those slices, a reduce_scatter.
LogicalResult allGatherVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto gather = cast<AllGatherOp>(op);
  if (failed(requireGroupSize(gather)))
    return failure();
  OpBuilder &b = c.getBuilder();
  for (auto [operand, ct] : llvm::zip(gather.getOperands(), cts)) {
    if (!ct)
      continue;
    auto scatter = ReduceScatterOp::create(
        b, op->getLoc(), ct, gather.getAllGatherDim(),
        gather.getReplicaGroups(), gather.getChannelHandleAttr(),
        gather.getUseGlobalDeviceIds());
    buildSum(b, op->getLoc(), scatter.getComputation(), elementTypeOf(ct));
    c.accumulate(operand, scatter.getResult());
  }
  return success();
}

/// Each process's operand was summed into every slice: its cotangent gathers
/// the slices' cotangents back.
LogicalResult reduceScatterVjp(VjpContext &c, Operation *op,
                               ArrayRef<Value> cts) {
  auto scatter = cast<ReduceScatterOp>(op);
  if (failed(requireSum(op, scatter.getComputation())) ||
      failed(requireGroupSize(scatter)))
    return failure();
  OpBuilder &b = c.getBuilder();
  Emitter e(b, op->getLoc());
  auto gather = AllGatherOp::create(
      b, op->getLoc(), ValueRange{cts[0]}, scatter.getScatterDimension(),
      scatter.getReplicaGroups(), scatter.getChannelHandleAttr(),
      scatter.getUseGlobalDeviceIds());
  c.accumulate(scatter.getOperand(),
               toOperandType(e, gather.getResult(0), scatter.getOperand()));
  return success();
}

/// Part i of a process's operand became part `rank` of process i's result,
/// so the same exchange with split and concat swapped sends every part back.
LogicalResult allToAllVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto allToAll = cast<AllToAllOp>(op);
  SmallVector<Value> operands, flowing;
  for (auto [operand, ct] : llvm::zip(allToAll.getOperands(), cts))
    if (ct) {
      operands.push_back(operand);
      flowing.push_back(ct);
    }
  auto back = AllToAllOp::create(
      c.getBuilder(), op->getLoc(), flowing, allToAll.getConcatDimension(),
      allToAll.getSplitDimension(), allToAll.getSplitCount(),
      allToAll.getReplicaGroups(), allToAll.getChannelHandleAttr());
  for (auto [operand, ct] : llvm::zip(operands, back.getResults()))
    c.accumulate(operand, ct);
  return success();
}

/// The cotangent travels from each target back to its source; a process
/// that was no source sent nothing and gets zeros.
LogicalResult collectivePermuteVjp(VjpContext &c, Operation *op,
                                   ArrayRef<Value> cts) {
  auto permute = cast<CollectivePermuteOp>(op);
  DenseIntElementsAttr pairs = permute.getSourceTargetPairs();
  SmallVector<int64_t> reversed;
  SmallVector<int64_t> values = llvm::to_vector(pairs.getValues<int64_t>());
  for (size_t i = 0; i + 1 < values.size(); i += 2)
    reversed.append({values[i + 1], values[i]});
  auto reversedPairs = DenseIntElementsAttr::get(pairs.getType(), reversed);
  c.accumulate(permute.getOperand(),
               CollectivePermuteOp::create(c.getBuilder(), op->getLoc(), cts[0],
                                           reversedPairs,
                                           permute.getChannelHandleAttr()));
  return success();
}

/// A root chosen at run time (`has_dynamic_root`) is not known to the
/// program, so the cotangents cannot be routed to it.
LogicalResult requireStaticRoot(CollectiveBroadcastOp broadcast) {
  if (!broadcast.getHasDynamicRoot())
    return success();
  return broadcast.emitError("autodiff: no rule for '")
         << broadcast->getName()
         << "' with has_dynamic_root (the root is only known at run time)";
}

/// Every member's result is the group's first member's operand, so that
/// operand collects the cotangents of the whole group and the others get
/// none. One collective_permute per position k sends the k-th member's
/// cotangent of every group to the group's first (the first's own at k = 0;
/// a process that is no target gets zeros), summed in group order; one such
/// sum per broadcast operand. collective_permute reads ids as
/// collective_broadcast does (cross_replica, or cross_partition with a
/// channel), so the pairs name the same processes.
LogicalResult collectiveBroadcastVjp(VjpContext &c, Operation *op,
                                     ArrayRef<Value> cts) {
  auto broadcast = cast<CollectiveBroadcastOp>(op);
  if (failed(requireStaticRoot(broadcast)))
    return failure();
  IdTable groups = readIdTable(broadcast.getReplicaGroups());
  int64_t numGroups = groups.shape.size() == 2 ? groups.shape[0] : 0;
  int64_t groupSize = numGroups ? groups.shape[1] : 0;
  if (groupSize == 0)
    return op->emitError("autodiff: no rule for '")
           << op->getName()
           << "' with empty replica_groups (every process, a number the "
              "program does not know)";
  OpBuilder &b = c.getBuilder();
  Emitter e(b, op->getLoc());
  auto pairsType = RankedTensorType::get({numGroups, 2}, b.getI64Type());
  for (auto [operand, ct] : llvm::zip(broadcast.getOperands(), cts)) {
    if (!ct)
      continue;
    Value sum;
    for (int64_t k = 0; k < groupSize; ++k) {
      SmallVector<int64_t> pairs;
      for (int64_t g = 0; g < numGroups; ++g)
        pairs.append(
            {groups.values[g * groupSize + k], groups.values[g * groupSize]});
      Value moved = CollectivePermuteOp::create(
          b, op->getLoc(), ct, DenseIntElementsAttr::get(pairsType, pairs),
          broadcast.getChannelHandleAttr());
      sum = sum ? e.add(sum, moved) : moved;
    }
    c.accumulate(operand, sum);
  }
  return success();
}

LogicalResult collectiveBroadcastJvp(JvpContext &c, Operation *op,
                                     ArrayRef<Value> tangents,
                                     SmallVectorImpl<Value> &results) {
  if (failed(requireStaticRoot(cast<CollectiveBroadcastOp>(op))))
    return failure();
  return linearJvp(c, op, tangents, results);
}

} // namespace

void registerCollectiveRules(RuleRegistry &r) {
  r.addVjp<AllReduceOp>(allReduceVjp);
  r.addJvp<AllReduceOp>(allReduceJvp);
  r.addVjp<ReduceScatterOp>(reduceScatterVjp);
  r.addJvp<ReduceScatterOp>(reduceScatterJvp);
  r.addVjp<AllGatherOp>(allGatherVjp);
  r.addJvp<AllGatherOp>(linearJvp);
  r.addVjp<AllToAllOp>(allToAllVjp);
  r.addJvp<AllToAllOp>(linearJvp);
  r.addVjp<CollectivePermuteOp>(collectivePermuteVjp);
  r.addJvp<CollectivePermuteOp>(linearJvp);
  r.addVjp<CollectiveBroadcastOp>(collectiveBroadcastVjp);
  r.addJvp<CollectiveBroadcastOp>(collectiveBroadcastJvp);
}

} // namespace hlokit::autodiff
