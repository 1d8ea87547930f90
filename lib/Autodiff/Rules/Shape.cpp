//===- Shape.cpp - derivative rules of the shape ops ----------------------===//
//
// Every shape op is linear in its float operands, so its JVP is the op applied
// to the tangents. The VJPs are the transposes: broadcast <-> reduce-sum,
// slice <-> pad, dynamic_slice <-> dynamic_update_slice, and the
// self-inverse permutations (transpose, reshape, reverse).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

/// Sums the cotangent over the broadcast's new and expanded dimensions, puts
/// the kept dimensions in operand order and restores the size-1 ones.
LogicalResult broadcastInDimVjp(VjpContext &c, Operation *op,
                                ArrayRef<Value> cts) {
  auto broadcast = cast<BroadcastInDimOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  auto operandType = tensorTypeOf(broadcast.getOperand());
  auto resultType = tensorTypeOf(broadcast.getResult());
  ArrayRef<int64_t> dims = broadcast.getBroadcastDimensions();

  SmallVector<bool> kept(resultType.getRank(), false);
  for (auto [operandDim, resultDim] : llvm::enumerate(dims))
    kept[resultDim] =
        operandType.getDimSize(operandDim) == resultType.getDimSize(resultDim);
  SmallVector<int64_t> summed;
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (!kept[d])
      summed.push_back(d);
  Value reduced = e.reduceSum(cts[0], summed);

  // Kept result dims survive in increasing order; order them by operand dim.
  SmallVector<int64_t> keptByOperand;
  for (int64_t resultDim : dims)
    if (kept[resultDim])
      keptByOperand.push_back(resultDim);
  SmallVector<int64_t> sortedKept(keptByOperand);
  llvm::sort(sortedKept);
  SmallVector<int64_t> permutation;
  for (int64_t resultDim : keptByOperand)
    permutation.push_back(llvm::find(sortedKept, resultDim) -
                          sortedKept.begin());
  c.accumulate(broadcast.getOperand(),
               e.reshape(e.transpose(reduced, permutation), operandType));
  return success();
}

LogicalResult transposeVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto transpose = cast<TransposeOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  SmallVector<int64_t> inverse(permutation.size());
  for (auto [resultDim, operandDim] : llvm::enumerate(permutation))
    inverse[operandDim] = resultDim;
  c.accumulate(transpose.getOperand(), e.transpose(cts[0], inverse));
  return success();
}

LogicalResult reshapeVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  Emitter e(c.getBuilder(), op->getLoc());
  Value operand = op->getOperand(0);
  c.accumulate(operand, e.reshape(cts[0], tensorTypeOf(operand)));
  return success();
}

LogicalResult reverseVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto reverse = cast<ReverseOp>(op);
  c.accumulate(reverse.getOperand(),
               ReverseOp::create(c.getBuilder(), op->getLoc(), cts[0],
                                 reverse.getDimensions()));
  return success();
}

/// Pads the cotangent with zeros back to the operand's shape, strides
/// becoming interior padding.
LogicalResult sliceVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto slice = cast<SliceOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  auto operandType = tensorTypeOf(slice.getOperand());
  auto resultType = tensorTypeOf(slice.getResult());
  if (resultType.getNumElements() == 0)
    return success();
  SmallVector<int64_t> low, high, interior;
  for (int64_t d = 0; d < operandType.getRank(); ++d) {
    int64_t start = slice.getStartIndices()[d];
    int64_t stride = slice.getStrides()[d];
    int64_t last = start + (resultType.getDimSize(d) - 1) * stride;
    low.push_back(start);
    high.push_back(operandType.getDimSize(d) - last - 1);
    interior.push_back(stride - 1);
  }
  Value zero = e.scalar(operandType.getElementType(), 0.0);
  c.accumulate(slice.getOperand(),
               PadOp::create(c.getBuilder(), op->getLoc(), cts[0], zero, low,
                             high, interior));
  return success();
}

/// The operand's elements sit every interior+1 positions after the edge
/// padding: undo the edges with the opposite padding, then take every
/// (interior+1)-th element. The padding value gets everything else.
LogicalResult padVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto pad = cast<PadOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  auto operandType = tensorTypeOf(pad.getOperand());
  int64_t rank = operandType.getRank();
  SmallVector<int64_t> negLow, negHigh, noInterior(rank, 0);
  for (int64_t d = 0; d < rank; ++d) {
    negLow.push_back(-pad.getEdgePaddingLow()[d]);
    negHigh.push_back(-pad.getEdgePaddingHigh()[d]);
  }
  Value zero = e.scalar(operandType.getElementType(), 0.0);
  Value unpadded = PadOp::create(c.getBuilder(), op->getLoc(), cts[0], zero,
                                 negLow, negHigh, noInterior);
  SmallVector<int64_t> start(rank, 0), limit, strides;
  for (int64_t d = 0; d < rank; ++d) {
    limit.push_back(tensorTypeOf(unpadded).getDimSize(d));
    strides.push_back(pad.getInteriorPadding()[d] + 1);
  }
  Value operandCt = SliceOp::create(c.getBuilder(), op->getLoc(), unpadded,
                                    start, limit, strides);
  c.accumulate(pad.getOperand(), operandCt);
  c.accumulate(pad.getPaddingValue(),
               e.sub(e.sumAll(cts[0]), e.sumAll(operandCt)));
  return success();
}

LogicalResult concatenateVjp(VjpContext &c, Operation *op,
                             ArrayRef<Value> cts) {
  auto concat = cast<ConcatenateOp>(op);
  auto resultType = tensorTypeOf(concat.getResult());
  int64_t dim = concat.getDimension();
  SmallVector<int64_t> start(resultType.getRank(), 0);
  SmallVector<int64_t> limit(resultType.getShape());
  SmallVector<int64_t> strides(resultType.getRank(), 1);
  for (Value input : concat.getInputs()) {
    limit[dim] = start[dim] + tensorTypeOf(input).getDimSize(dim);
    c.accumulate(input, SliceOp::create(c.getBuilder(), op->getLoc(), cts[0],
                                        start, limit, strides));
    start[dim] = limit[dim];
  }
  return success();
}

/// dynamic_update_slice clamps its start indices exactly as dynamic_slice
/// does, so the cotangent lands where the slice was read.
LogicalResult dynamicSliceVjp(VjpContext &c, Operation *op,
                              ArrayRef<Value> cts) {
  auto slice = cast<DynamicSliceOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  c.accumulate(slice.getOperand(),
               DynamicUpdateSliceOp::create(c.getBuilder(), op->getLoc(),
                                            e.zerosLike(slice.getOperand()),
                                            cts[0], slice.getStartIndices()));
  return success();
}

LogicalResult dynamicUpdateSliceVjp(VjpContext &c, Operation *op,
                                    ArrayRef<Value> cts) {
  auto update = cast<DynamicUpdateSliceOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  c.accumulate(update.getOperand(),
               DynamicUpdateSliceOp::create(
                   c.getBuilder(), op->getLoc(), cts[0],
                   e.zerosLike(update.getUpdate()), update.getStartIndices()));
  c.accumulate(
      update.getUpdate(),
      DynamicSliceOp::create(c.getBuilder(), op->getLoc(), cts[0],
                             update.getStartIndices(),
                             tensorTypeOf(update.getUpdate()).getShape()));
  return success();
}

/// Shape ops only move and sum elements, so their rules serve complex values
/// unchanged.
template <typename OpTy> void addLinear(RuleRegistry &r, VjpRule vjp) {
  r.addVjp<OpTy>(vjp);
  r.addJvp<OpTy>(linearJvp);
  r.allowComplex<OpTy>();
}

} // namespace

void registerShapeRules(RuleRegistry &r) {
  addLinear<BroadcastInDimOp>(r, broadcastInDimVjp);
  addLinear<TransposeOp>(r, transposeVjp);
  addLinear<ReshapeOp>(r, reshapeVjp);
  addLinear<ReverseOp>(r, reverseVjp);
  addLinear<SliceOp>(r, sliceVjp);
  addLinear<PadOp>(r, padVjp);
  addLinear<ConcatenateOp>(r, concatenateVjp);
  addLinear<DynamicSliceOp>(r, dynamicSliceVjp);
  addLinear<DynamicUpdateSliceOp>(r, dynamicUpdateSliceVjp);
}

} // namespace hlokit::autodiff
