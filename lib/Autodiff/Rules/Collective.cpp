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

/// True when `computation` returns, for each i of its n results,
/// `add(arg[i], arg[n + i])` (either order): an elementwise sum.
bool isElementwiseSum(Region &computation) {
  Block &block = computation.front();
  Operation *terminator = block.getTerminator();
  size_t n = terminator->getNumOperands();
  if (block.getNumArguments() != 2 * n)
    return false;
  for (auto [i, value] : llvm::enumerate(terminator->getOperands())) {
    auto add = value.getDefiningOp<AddOp>();
    if (!add)
      return false;
    Value a = block.getArgument(i), b = block.getArgument(n + i);
    if (!((add.getLhs() == a && add.getRhs() == b) ||
          (add.getLhs() == b && add.getRhs() == a)))
      return false;
  }
  return true;
}

/// The transposes of all_gather and reduce_scatter need the group size to
/// type their results; empty replica_groups leave it to the runtime.
LogicalResult requireGroupSize(Operation *op, DenseIntElementsAttr groups) {
  if (getGroupSize(readIdTable(groups)))
    return success();
  return op->emitError("autodiff: no rule for '")
         << op->getName() << "' with empty replica_groups";
}

LogicalResult requireSum(Operation *op, Region &computation) {
  if (isElementwiseSum(computation))
    return success();
  return op->emitError("autodiff: no rule for '")
         << op->getName() << "' whose computation is not an elementwise add";
}

/// Fills `computation` with the elementwise sum of `elementTypes`.
void buildSum(OpBuilder &builder, Location loc, Region &computation,
              ArrayRef<Type> elementTypes) {
  OpBuilder::InsertionGuard guard(builder);
  Block *block = builder.createBlock(&computation);
  SmallVector<Type> scalars =
      llvm::map_to_vector(elementTypes, [](Type t) -> Type {
        return RankedTensorType::get({}, t);
      });
  for (int copy = 0; copy < 2; ++copy)
    for (Type scalar : scalars)
      block->addArgument(scalar, loc);
  size_t n = scalars.size();
  SmallVector<Value> sums;
  for (size_t i = 0; i < n; ++i)
    sums.push_back(AddOp::create(builder, loc, block->getArgument(i),
                                 block->getArgument(n + i)));
  ReturnOp::create(builder, loc, sums);
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
/// cotangents over the same groups: one all_reduce over every cotangent.
LogicalResult allReduceVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto allReduce = cast<AllReduceOp>(op);
  if (failed(requireSum(op, allReduce.getComputation())))
    return failure();
  SmallVector<Value> operands, flowing;
  for (auto [operand, ct] : llvm::zip(allReduce.getOperands(), cts))
    if (ct) {
      operands.push_back(operand);
      flowing.push_back(ct);
    }
  OpBuilder &b = c.getBuilder();
  Emitter e(b, op->getLoc());
  auto summed = AllReduceOp::create(
      b, op->getLoc(), flowing, allReduce.getReplicaGroups(),
      allReduce.getChannelHandleAttr(), allReduce.getUseGlobalDeviceIds());
  buildSum(b, op->getLoc(), summed.getComputation(),
           llvm::map_to_vector(flowing, elementTypeOf));
  for (auto [operand, ct] : llvm::zip(operands, summed.getResults()))
    c.accumulate(operand, toOperandType(e, ct, operand));
  return success();
}

/// Each process's operand went to one slice of every result in its group:
/// its cotangent is the sum of those slices, a reduce_scatter.
LogicalResult allGatherVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto gather = cast<AllGatherOp>(op);
  if (failed(requireGroupSize(op, gather.getReplicaGroups())))
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
      failed(requireGroupSize(op, scatter.getReplicaGroups())))
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

} // namespace

void registerCollectiveRules(RuleRegistry &r) {
  r.addVjp(AllReduceOp::getOperationName(), allReduceVjp);
  r.addJvp(AllReduceOp::getOperationName(), allReduceJvp);
  r.addVjp(ReduceScatterOp::getOperationName(), reduceScatterVjp);
  r.addJvp(ReduceScatterOp::getOperationName(), reduceScatterJvp);
  r.addVjp(AllGatherOp::getOperationName(), allGatherVjp);
  r.addJvp(AllGatherOp::getOperationName(), linearJvp);
  r.addVjp(AllToAllOp::getOperationName(), allToAllVjp);
  r.addJvp(AllToAllOp::getOperationName(), linearJvp);
  r.addVjp(CollectivePermuteOp::getOperationName(), collectivePermuteVjp);
  r.addJvp(CollectivePermuteOp::getOperationName(), linearJvp);
}

} // namespace hlokit::autodiff
