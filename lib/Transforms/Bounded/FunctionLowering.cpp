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
  if (auto loop = dyn_cast<WhileOp>(op))
    return lowerWhile(loop);
  if (isa<IfOp, CaseOp>(op))
    return lowerBranches(op);
  if (auto call = dyn_cast<func::CallOp>(op))
    return lowerCall(call);
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
  sizes[fitted] = std::move(resultSizes);
  return success();
}

Value FunctionLowering::fitBuffer(Value buffer, ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(buffer.getType());
  if (type.getShape() == shape)
    return buffer;
  Location loc = buffer.getLoc();
  int64_t rank = type.getRank();
  SmallVector<int64_t> zeros(rank, 0), ones(rank, 1), limits, high;
  for (auto [extent, target] : llvm::zip_equal(type.getShape(), shape)) {
    limits.push_back(std::min(extent, target));
    high.push_back(std::max<int64_t>(target - extent, 0));
  }
  Value fitted = buffer;
  if (ArrayRef<int64_t>(limits) != type.getShape())
    fitted = SliceOp::create(builder, loc, fitted, zeros, limits, ones);
  if (llvm::any_of(high, [](int64_t h) { return h > 0; }))
    fitted = PadOp::create(builder, loc, fitted, zeroOf(type.getElementType()),
                           zeros, high, zeros);
  return fitted;
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

Value FunctionLowering::i32Constant(int64_t value) {
  auto type = getScalarI32Type(builder.getContext());
  return ConstantOp::create(
      builder, func.getLoc(),
      DenseElementsAttr::get(type, builder.getI32IntegerAttr(value)));
}

DenseElementsAttr getZeroSplat(RankedTensorType type) {
  Type elementType = type.getElementType();
  if (auto complex = dyn_cast<ComplexType>(elementType)) {
    APFloat zero = APFloat::getZero(
        cast<FloatType>(complex.getElementType()).getFloatSemantics());
    return DenseElementsAttr::get(type, std::complex<APFloat>(zero, zero));
  }
  return DenseElementsAttr::get(
      type, Builder(type.getContext()).getZeroAttr(elementType));
}

Value FunctionLowering::zeroOf(Type elementType) {
  return ConstantOp::create(
      builder, func.getLoc(),
      getZeroSplat(RankedTensorType::get({}, elementType)));
}

Value FunctionLowering::indexAt(Value indices, int64_t dim) {
  Location loc = indices.getLoc();
  auto type = cast<RankedTensorType>(indices.getType());
  Value element = SliceOp::create(builder, loc, indices, {dim}, {dim + 1}, {1});
  Value scalar = ReshapeOp::create(
      builder, loc, RankedTensorType::get({}, type.getElementType()), element);
  if (type.getElementType().isInteger(32))
    return scalar;
  return ConvertOp::create(builder, loc, getScalarI32Type(builder.getContext()),
                           scalar);
}

Value FunctionLowering::maskPastSize(Value buffer, int64_t dim, Value size,
                                     Value fill) {
  Location loc = buffer.getLoc();
  auto type = cast<RankedTensorType>(buffer.getType());
  auto indexType = type.clone(builder.getI32Type());
  Value iota = IotaOp::create(builder, loc, indexType, dim);
  Value limit = BroadcastInDimOp::create(builder, loc, indexType, size,
                                         ArrayRef<int64_t>{});
  Value inside =
      CompareOp::create(builder, loc, iota, limit,
                        ComparisonDirectionAttr::get(builder.getContext(),
                                                     ComparisonDirection::LT),
                        ComparisonTypeAttr());
  Value filler =
      BroadcastInDimOp::create(builder, loc, type, fill, ArrayRef<int64_t>{});
  return SelectOp::create(builder, loc, type, inside, buffer, filler);
}

} // namespace hlokit::bounded
