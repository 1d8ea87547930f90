//===- FunctionLowering.cpp - the driver and shared helpers ---------------===//
//
// Part of FunctionLowering (see FunctionLowering.h).
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::bounded {

bool isBounded(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && !tensor.hasStaticShape();
}

RankedTensorType getPaddedType(RankedTensorType type) {
  return RankedTensorType::get(getDimBounds(type), type.getElementType());
}

bool hasUnboundedDim(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return isa<UnrankedTensorType>(type);
  return llvm::is_contained(getDimBounds(tensor), ShapedType::kDynamic);
}

RankedTensorType getScalarI32Type(MLIRContext *context) {
  return RankedTensorType::get({}, IntegerType::get(context, 32));
}

LogicalResult FunctionLowering::run() {
  if (!func.getBody().hasOneBlock())
    return func.emitError("hlokit-bounded-to-static: function must have one "
                          "block");
  SmallVector<Type> resultTypes(func.getResultTypes());
  if (failed(lowerArguments()))
    return failure();
  return lowerBlock(func.getBody().front(), resultTypes);
}

LogicalResult FunctionLowering::lowerArguments() {
  Block &block = func.getBody().front();
  Type sizeType = getScalarI32Type(func.getContext());
  // `index` walks the lowered arguments, `original` the declared ones.
  for (unsigned index = 0, original = 0; index < block.getNumArguments();
       ++index, ++original) {
    BlockArgument arg = block.getArgument(index);
    if (hasUnboundedDim(arg.getType()))
      return func.emitError("hlokit-bounded-to-static: argument ")
             << original << " has an unbounded dynamic type " << arg.getType();
    if (!isBounded(arg.getType()))
      continue;
    auto type = cast<RankedTensorType>(arg.getType());
    SmallVector<Value> argSizes(type.getRank());
    for (int64_t dim = 0; dim < type.getRank(); ++dim) {
      if (!type.isDynamicDim(dim))
        continue;
      ++index;
      if (failed(func.insertArgument(index, sizeType, {}, arg.getLoc())))
        return failure();
      argSizes[dim] = block.getArgument(index);
    }
    setPadded(arg, std::move(argSizes));
  }
  func.setType(FunctionType::get(func.getContext(), block.getArgumentTypes(),
                                 func.getResultTypes()));
  return success();
}

LogicalResult FunctionLowering::lowerOp(Operation &op) {
  if (auto setSize = dyn_cast<SetDimensionSizeOp>(op))
    return lowerSetDimensionSize(setSize);
  if (auto getSize = dyn_cast<GetDimensionSizeOp>(op))
    return lowerGetDimensionSize(getSize);
  if (auto reduce = dyn_cast<ReduceOp>(op))
    return lowerReduce(reduce);
  if (auto concat = dyn_cast<ConcatenateOp>(op))
    return lowerConcatenate(concat);
  if (auto transpose = dyn_cast<TransposeOp>(op))
    return lowerTranspose(transpose);
  if (auto reverse = dyn_cast<ReverseOp>(op))
    return lowerReverse(reverse);
  if (auto pad = dyn_cast<PadOp>(op))
    return lowerPad(pad);
  if (auto dot = dyn_cast<DotGeneralOp>(op))
    return lowerDotGeneral(dot);
  if (auto slice = dyn_cast<SliceOp>(op))
    return lowerSlice(slice);
  if (auto broadcast = dyn_cast<BroadcastInDimOp>(op))
    return lowerBroadcastInDim(broadcast);
  if (auto sort = dyn_cast<SortOp>(op))
    return lowerSort(sort);
  if (auto dynamicPad = dyn_cast<DynamicPadOp>(op))
    return lowerDynamicPad(dynamicPad);
  if (auto slice = dyn_cast<RealDynamicSliceOp>(op))
    return lowerRealDynamicSlice(slice);
  if (auto iota = dyn_cast<DynamicIotaOp>(op))
    return lowerDynamicIota(iota);
  if (auto broadcast = dyn_cast<DynamicBroadcastInDimOp>(op))
    return lowerDynamicBroadcastInDim(broadcast);
  if (auto reshape = dyn_cast<DynamicReshapeOp>(op))
    return lowerDynamicReshape(reshape);
  if (auto reshape = dyn_cast<ReshapeOp>(op))
    return lowerReshape(reshape);
  if (auto slice = dyn_cast<DynamicSliceOp>(op))
    return lowerDynamicSlice(slice);
  if (auto update = dyn_cast<DynamicUpdateSliceOp>(op))
    return lowerDynamicUpdateSlice(update);
  if (auto gather = dyn_cast<GatherOp>(op))
    return lowerGather(gather);
  if (auto gather = dyn_cast<DynamicGatherOp>(op))
    return lowerDynamicGather(gather);
  if (auto scatter = dyn_cast<ScatterOp>(op))
    return lowerScatter(scatter);
  if (auto reduceWindow = dyn_cast<ReduceWindowOp>(op))
    return lowerReduceWindow(reduceWindow);
  if (auto loop = dyn_cast<WhileOp>(op))
    return lowerWhile(loop);
  if (isa<IfOp, CaseOp>(op))
    return lowerBranches(op);
  if (auto call = dyn_cast<func::CallOp>(op))
    return lowerCall(call);
  if (auto barrier = dyn_cast<OptimizationBarrierOp>(op))
    return lowerOptimizationBarrier(barrier);
  // A bitcast_convert between widths adds or drops a dimension.
  bool sameRankBitcast =
      isa<BitcastConvertOp>(op) &&
      cast<RankedTensorType>(op.getOperand(0).getType()).getRank() ==
          cast<RankedTensorType>(op.getResult(0).getType()).getRank();
  if (op.hasTrait<mlir::OpTrait::Elementwise>() || isa<SelectOp, ClampOp>(op) ||
      sameRankBitcast)
    return lowerElementwise(op);
  return op.emitError("hlokit-bounded-to-static: unsupported op '")
         << op.getName() << "' with a bounded operand or result";
}

bool FunctionLowering::touchesBoundedValue(Operation &op) const {
  return llvm::any_of(op.getOperands(),
                      [&](Value v) { return sizes.count(v); }) ||
         llvm::any_of(op.getResultTypes(), isBounded);
}

void FunctionLowering::setPadded(Value result, SmallVector<Value> resultSizes) {
  result.setType(getPaddedType(cast<RankedTensorType>(result.getType())));
  sizes[result] = std::move(resultSizes);
}

LogicalResult FunctionLowering::setComputed(Operation *op, Value result,
                                            ArrayRef<int64_t> extents,
                                            SmallVector<Value> resultSizes) {
  auto declared = cast<RankedTensorType>(result.getType());
  RankedTensorType padded = getPaddedType(declared);
  result.setType(RankedTensorType::get(extents, declared.getElementType()));
  SmallVector<OpOperand *> uses =
      llvm::to_vector(llvm::make_pointer_range(result.getUses()));
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointAfter(op);
  Value fitted = fitBuffer(result, padded.getShape());
  for (OpOperand *use : uses)
    use->set(fitted);
  // A static result needs no sizes; recording none keeps its users out of
  // the lowering.
  if (isBounded(declared))
    sizes[fitted] = std::move(resultSizes);
  return success();
}

Value FunctionLowering::trackedSize(Value value, int64_t dim) const {
  auto it = sizes.find(value);
  return it == sizes.end() ? Value() : it->second[dim];
}

Value FunctionLowering::sizeOf(Value value, int64_t dim) {
  if (Value size = trackedSize(value, dim))
    return size;
  return i32Constant(cast<RankedTensorType>(value.getType()).getDimSize(dim));
}

} // namespace hlokit::bounded
