//===- FunctionLowering.cpp - the driver and shared helpers ---------------===//
//
// Part of FunctionLowering (see FunctionLowering.h).
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "llvm/ADT/TypeSwitch.h"

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
  // `index` walks the lowered arguments: sizes are inserted after each
  // bounded one.
  for (unsigned index = 0; index < block.getNumArguments(); ++index) {
    BlockArgument arg = block.getArgument(index);
    assert(!hasUnboundedDim(arg.getType()) &&
           "the pass leaves functions with unbounded arguments unchanged");
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
  return llvm::TypeSwitch<Operation *, LogicalResult>(&op)
      // Shape ops.
      .Case([&](GetDimensionSizeOp o) { return lowerGetDimensionSize(o); })
      .Case([&](ConcatenateOp o) { return lowerConcatenate(o); })
      .Case([&](TransposeOp o) { return lowerTranspose(o); })
      .Case([&](ReverseOp o) { return lowerReverse(o); })
      .Case([&](PadOp o) { return lowerPad(o); })
      .Case([&](SliceOp o) { return lowerSlice(o); })
      .Case([&](BroadcastInDimOp o) { return lowerBroadcastInDim(o); })
      .Case([&](ReshapeOp o) { return lowerReshape(o); })
      .Case([&](DynamicSliceOp o) { return lowerDynamicSlice(o); })
      .Case([&](DynamicUpdateSliceOp o) { return lowerDynamicUpdateSlice(o); })
      // The dynamic family.
      .Case([&](SetDimensionSizeOp o) { return lowerSetDimensionSize(o); })
      .Case([&](DynamicPadOp o) { return lowerDynamicPad(o); })
      .Case([&](RealDynamicSliceOp o) { return lowerRealDynamicSlice(o); })
      .Case([&](DynamicIotaOp o) { return lowerDynamicIota(o); })
      .Case([&](DynamicBroadcastInDimOp o) {
        return lowerDynamicBroadcastInDim(o);
      })
      .Case([&](DynamicReshapeOp o) { return lowerDynamicReshape(o); })
      // Reductions, gather and scatter.
      .Case([&](ReduceOp o) { return lowerReduce(o); })
      .Case([&](ReduceWindowOp o) { return lowerReduceWindow(o); })
      .Case([&](DotGeneralOp o) { return lowerDotGeneral(o); })
      .Case([&](SortOp o) { return lowerSort(o); })
      .Case([&](GatherOp o) { return lowerGather(o); })
      .Case([&](DynamicGatherOp o) { return lowerDynamicGather(o); })
      .Case([&](ScatterOp o) { return lowerScatter(o); })
      // Control flow and calls.
      .Case([&](WhileOp o) { return lowerWhile(o); })
      .Case<IfOp, CaseOp>([&](Operation *o) { return lowerBranches(*o); })
      .Case([&](func::CallOp o) { return lowerCall(o); })
      .Case(
          [&](OptimizationBarrierOp o) { return lowerOptimizationBarrier(o); })
      .Default([&](Operation *o) -> LogicalResult {
        if (isElementwise(*o))
          return lowerElementwise(*o);
        return o->emitError("hlokit-bounded-to-static: unsupported op '")
               << o->getName() << "' with a bounded operand or result";
      });
}

bool FunctionLowering::isElementwise(Operation &op) {
  // A bitcast_convert between widths adds or drops a dimension.
  if (auto bitcast = dyn_cast<BitcastConvertOp>(op))
    return cast<RankedTensorType>(bitcast.getOperand().getType()).getRank() ==
           cast<RankedTensorType>(bitcast.getType()).getRank();
  return op.hasTrait<mlir::OpTrait::Elementwise>() ||
         isa<SelectOp, ClampOp>(op);
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
