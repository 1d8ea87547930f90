//===- BoundedToStatic.cpp - the --hlokit-bounded-to-static pass ----------===//
//
// Every bounded tensor value becomes its padded buffer (static type, each
// bounded dimension at its bound) and one `tensor<i32>` size per dynamic
// dimension. Ops are rewritten in program order; a table maps each value whose
// type was bounded to its per-dimension sizes. Padding contents are
// unspecified, so ops that would observe them mask (reduce, dot_general) or
// move the real elements (concatenate along a bounded dimension, and
// broadcast_in_dim, whose static result fixes each size to 1 or its extent).
// A declared result type may be looser than the inferred one, so results get
// the extents the rewritten op computes, then are cut or zero-padded to the
// declared type's padded shape.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"
#include "hlokit/Transforms/Bounded/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

namespace hlokit {

#define GEN_PASS_DEF_BOUNDEDTOSTATICPASS
#include "hlokit/Transforms/Bounded/Passes.h.inc"

namespace {

using namespace mlir;
using namespace hlokit::stablehlo;

bool isBounded(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && !tensor.hasStaticShape();
}

/// The padded buffer type of a bounded type: each bounded dim at its bound.
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

/// Rewrites one function. `sizes` holds, for each value whose type was
/// bounded, one size value per dimension (null for static dimensions).
class FunctionLowering {
public:
  explicit FunctionLowering(func::FuncOp func)
      : func(func), builder(func.getContext()) {}

  LogicalResult run();

private:
  LogicalResult lowerArguments();
  LogicalResult lowerOp(Operation &op);
  LogicalResult lowerSetDimensionSize(SetDimensionSizeOp op);
  LogicalResult lowerGetDimensionSize(GetDimensionSizeOp op);
  LogicalResult lowerElementwise(Operation &op);
  LogicalResult lowerReduce(ReduceOp op);
  LogicalResult lowerConcatenate(ConcatenateOp op);
  LogicalResult lowerTranspose(TransposeOp op);
  LogicalResult lowerReverse(ReverseOp op);
  LogicalResult lowerPad(PadOp op);
  LogicalResult lowerDotGeneral(DotGeneralOp op);
  /// Zeroes the padding of operand `index` of `op` along each bounded dim of
  /// `contracting` so that garbage, even NaN, cannot reach the sums.
  LogicalResult maskContracting(DotGeneralOp op, unsigned index,
                                ArrayRef<int64_t> contracting);
  LogicalResult lowerSlice(SliceOp op);
  LogicalResult lowerBroadcastInDim(BroadcastInDimOp op);
  /// `operand` cut to `extent` along bounded `dim`, its first element
  /// repeated when the run-time `size` is 1 (broadcast semantics).
  Value fitToExtent(Value operand, int64_t dim, Value size, int64_t extent);
  Value sliceDim(Value operand, int64_t dim, int64_t limit);
  /// The run-time size `low + size + high + max(size - 1, 0) * interior`.
  Value paddedRuntimeSize(Value size, int64_t low, int64_t high,
                          int64_t interior);
  LogicalResult lowerSort(SortOp op);
  /// Becomes a static pad: a bounded result needs constant paddings.
  LogicalResult lowerDynamicPad(DynamicPadOp op);
  /// Stride 1 only: a dynamic_slice of the buffer, padded first so that a
  /// valid start is never clamped, and size `limit - start`.
  LogicalResult lowerRealDynamicSlice(RealDynamicSliceOp op);
  /// Element `dim` of the 1-D index tensor `indices` as a `tensor<i32>`.
  Value indexAt(Value indices, int64_t dim);
  /// A scalar zero of `elementType`, or null when it has none.
  Value zeroOf(Type elementType);
  LogicalResult lowerReturn(func::ReturnOp op);

  bool touchesBoundedValue(Operation &op) const;
  /// Gives `result` its padded type and records its sizes.
  void setPadded(Value result, SmallVector<Value> resultSizes);
  /// Gives `result` of `op` the static type with the `extents` the rewritten
  /// op computes and records its sizes. A declared type may be looser (or
  /// more static) than the inferred one, so users then see the buffer padded
  /// or sliced to the declared type's padded shape.
  LogicalResult setComputed(Operation *op, Value result,
                            ArrayRef<int64_t> extents,
                            SmallVector<Value> resultSizes);
  /// The tracked size of `value` along `dim`, or null when it is static.
  Value trackedSize(Value value, int64_t dim) const;
  /// The run-time size of `value` along `dim` as a `tensor<i32>`.
  Value sizeOf(Value value, int64_t dim);
  Value i32Constant(int64_t value);
  /// `buffer` with the elements at index >= `size` along `dim` replaced by
  /// the scalar tensor `fill`.
  Value maskPastSize(Value buffer, int64_t dim, Value size, Value fill);

  func::FuncOp func;
  OpBuilder builder;
  DenseMap<Value, SmallVector<Value>> sizes;
};

LogicalResult FunctionLowering::run() {
  if (!func.getBody().hasOneBlock())
    return func.emitError("hlokit-bounded-to-static: function must have one "
                          "block");
  if (failed(lowerArguments()))
    return failure();
  for (Operation &op : llvm::make_early_inc_range(func.getBody().front())) {
    for (Type type : op.getResultTypes())
      if (hasUnboundedDim(type))
        return op.emitError("hlokit-bounded-to-static: '")
               << op.getName() << "' has an unbounded dynamic result " << type;
    if (!touchesBoundedValue(op) && !isa<func::ReturnOp>(op))
      continue;
    builder.setInsertionPoint(&op);
    if (failed(lowerOp(op)))
      return failure();
  }
  return success();
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
  if (auto ret = dyn_cast<func::ReturnOp>(op))
    return lowerReturn(ret);
  if (op.hasTrait<mlir::OpTrait::Elementwise>() || isa<SelectOp>(op))
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
  Type elementType = declared.getElementType();
  result.setType(RankedTensorType::get(extents, elementType));
  if (padded.getShape() == extents) {
    sizes[result] = std::move(resultSizes);
    return success();
  }
  if (!isa<IntegerType, FloatType>(elementType))
    return op->emitError("hlokit-bounded-to-static: '")
           << op->getName() << "' result type " << declared
           << " differs from its computed extents " << dimsToString(extents)
           << " on element type " << elementType << ", which is not supported";
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointAfter(op);
  Location loc = op->getLoc();
  SmallPtrSet<Operation *, 4> created;
  Value fitted = result;
  int64_t rank = declared.getRank();
  SmallVector<int64_t> zeros(rank, 0), ones(rank, 1), limits, high;
  for (auto [extent, bound] : llvm::zip_equal(extents, padded.getShape())) {
    limits.push_back(std::min(extent, bound));
    high.push_back(std::max<int64_t>(bound - extent, 0));
  }
  // Real elements are a prefix, so cutting the tail keeps them all.
  if (ArrayRef<int64_t>(limits) != extents) {
    fitted = SliceOp::create(builder, loc, fitted, zeros, limits, ones);
    created.insert(fitted.getDefiningOp());
  }
  if (llvm::any_of(high, [](int64_t h) { return h > 0; })) {
    Value zero = ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(RankedTensorType::get({}, elementType),
                               builder.getZeroAttr(elementType)));
    fitted = PadOp::create(builder, loc, fitted, zero, zeros, high, zeros);
    created.insert(zero.getDefiningOp());
    created.insert(fitted.getDefiningOp());
  }
  result.replaceAllUsesExcept(fitted, created);
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

Value FunctionLowering::i32Constant(int64_t value) {
  auto type = getScalarI32Type(builder.getContext());
  return ConstantOp::create(
      builder, func.getLoc(),
      DenseElementsAttr::get(type, builder.getI32IntegerAttr(value)));
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

LogicalResult FunctionLowering::lowerSetDimensionSize(SetDimensionSizeOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  int64_t dim = static_cast<int64_t>(op.getDimension());
  Value operand = op.getOperand();
  if (cast<RankedTensorType>(operand.getType()).getShape() !=
      getPaddedType(resultType).getShape())
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.set_dimension_"
                        "size' result bound differs from its operand's size");
  // Zero past the size, as the interpreter defines the padded values.
  auto elementType = resultType.getElementType();
  if (!isa<IntegerType, FloatType>(elementType))
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.set_dimension_"
                        "size' on element type ")
           << elementType << " is not supported";
  auto scalarType = RankedTensorType::get({}, elementType);
  Value zero = ConstantOp::create(
      builder, op.getLoc(),
      DenseElementsAttr::get(scalarType, builder.getZeroAttr(elementType)));
  // Growing a bounded dimension exposes old padding: zero it too.
  Value limit = op.getSize();
  if (Value oldSize = trackedSize(operand, dim))
    limit = MinOp::create(builder, op.getLoc(), oldSize, limit);
  Value masked = maskPastSize(operand, dim, limit, zero);
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (resultType.isDynamicDim(d))
      resultSizes[d] = d == dim ? op.getSize() : sizeOf(operand, d);
  op.getResult().replaceAllUsesWith(masked);
  sizes[masked] = std::move(resultSizes);
  op.erase();
  return success();
}

LogicalResult FunctionLowering::lowerGetDimensionSize(GetDimensionSizeOp op) {
  Value size =
      trackedSize(op.getOperand(), static_cast<int64_t>(op.getDimension()));
  // A static dimension keeps the op: on the padded buffer it still returns
  // the static size.
  if (!size)
    return success();
  op.getResult().replaceAllUsesWith(size);
  op.erase();
  return success();
}

LogicalResult FunctionLowering::lowerElementwise(Operation &op) {
  auto resultType = cast<RankedTensorType>(op.getResult(0).getType());
  // select may take a scalar predicate; the other operands share a shape.
  ArrayRef<int64_t> extents;
  for (Value operand : op.getOperands()) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (type.getRank() == 0 && resultType.getRank() != 0)
      continue;
    if (extents.empty() && type.getRank() != 0)
      extents = type.getShape();
    if (type.getShape() != extents)
      return op.emitError("hlokit-bounded-to-static: '")
             << op.getName() << "' operands have different bounds";
  }
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    if (!resultType.isDynamicDim(d))
      continue;
    for (Value operand : op.getOperands())
      if (!resultSizes[d])
        resultSizes[d] = trackedSize(operand, d);
    if (!resultSizes[d])
      resultSizes[d] = i32Constant(extents[d]);
  }
  return setComputed(&op, op.getResult(0), extents, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerReduce(ReduceOp op) {
  ArrayRef<int64_t> dims = op.getDimensions();
  // The sizes of the kept dims come from the unmasked input.
  Value firstInput = op.getInputs().front();
  for (auto [index, input] : llvm::enumerate(op.getInputs())) {
    Value masked = input;
    for (int64_t dim : dims)
      if (Value size = trackedSize(input, dim))
        masked = maskPastSize(masked, dim, size, op.getInitValues()[index]);
    op->setOperand(index, masked);
  }
  auto inputType = cast<RankedTensorType>(firstInput.getType());
  SmallVector<int64_t> keptDims, extents;
  for (int64_t d = 0; d < inputType.getRank(); ++d)
    if (!llvm::is_contained(dims, d)) {
      keptDims.push_back(d);
      extents.push_back(inputType.getDimSize(d));
    }
  for (Value result : op.getResults()) {
    auto type = cast<RankedTensorType>(result.getType());
    if (!isBounded(type))
      continue;
    SmallVector<Value> resultSizes(type.getRank());
    for (auto [resultDim, inputDim] : llvm::enumerate(keptDims))
      if (type.isDynamicDim(resultDim))
        resultSizes[resultDim] = sizeOf(firstInput, inputDim);
    if (failed(setComputed(op, result, extents, std::move(resultSizes))))
      return failure();
  }
  return success();
}

LogicalResult FunctionLowering::lowerConcatenate(ConcatenateOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  int64_t dim = static_cast<int64_t>(op.getDimension());
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (d != dim && resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(op.getInputs().front(), d);
  // The buffer extent along `dim` is the sum of the bounds; the others must
  // agree between the inputs for the static op to verify.
  SmallVector<int64_t> extents = llvm::to_vector(
      cast<RankedTensorType>(op.getInputs().front().getType()).getShape());
  extents[dim] = 0;
  for (Value input : op.getInputs()) {
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(input.getType()).getShape();
    extents[dim] += shape[dim];
    for (int64_t d = 0; d < resultType.getRank(); ++d)
      if (d != dim && shape[d] != extents[d])
        return op.emitError("hlokit-bounded-to-static: 'stablehlo."
                            "concatenate' inputs have different bounds in "
                            "dimension ")
               << d;
  }
  bool movesElements = llvm::any_of(
      op.getInputs(), [&](Value input) { return trackedSize(input, dim); });
  if (!movesElements)
    return setComputed(op, op.getResult(), extents, std::move(resultSizes));
  // Real elements must be contiguous: write each input at the running sum of
  // the previous sizes into a buffer of the computed extents.
  auto bufferType = RankedTensorType::get(extents, resultType.getElementType());
  Location loc = op.getLoc();
  Type elementType = resultType.getElementType();
  if (!isa<IntegerType, FloatType>(elementType))
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.concatenate' "
                        "on element type ")
           << elementType << " is not supported";
  Value buffer = ConstantOp::create(
      builder, loc,
      DenseElementsAttr::get(bufferType, builder.getZeroAttr(elementType)));
  Value zero = i32Constant(0);
  Value offset = zero;
  for (Value input : op.getInputs()) {
    SmallVector<Value> starts(resultType.getRank(), zero);
    starts[dim] = offset;
    buffer = DynamicUpdateSliceOp::create(builder, loc, buffer, input, starts);
    offset = AddOp::create(builder, loc, offset, sizeOf(input, dim));
  }
  if (resultType.isDynamicDim(dim))
    resultSizes[dim] = offset;
  // The buffer stands in for the erased result; setComputed reads the
  // declared type from it.
  op.getResult().replaceAllUsesWith(buffer);
  buffer.setType(resultType);
  if (failed(setComputed(buffer.getDefiningOp(), buffer, extents,
                         std::move(resultSizes))))
    return failure();
  op.erase();
  return success();
}

LogicalResult FunctionLowering::lowerTranspose(TransposeOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  auto operandType = cast<RankedTensorType>(op.getOperand().getType());
  SmallVector<Value> resultSizes(resultType.getRank());
  SmallVector<int64_t> extents;
  for (auto [d, from] : llvm::enumerate(op.getPermutation())) {
    extents.push_back(operandType.getDimSize(from));
    if (resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(op.getOperand(), from);
  }
  return setComputed(op, op.getResult(), extents, std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerReverse(ReverseOp op) {
  // Reversing a bounded dimension would move the padding in front of the
  // real elements.
  for (int64_t dim : op.getDimensions())
    if (trackedSize(op.getOperand(), dim))
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.reverse' of "
                          "bounded dimension ")
             << dim << " is not supported";
  auto resultType = cast<RankedTensorType>(op.getType());
  SmallVector<Value> resultSizes(resultType.getRank());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(op.getOperand(), d);
  return setComputed(
      op, op.getResult(),
      cast<RankedTensorType>(op.getOperand().getType()).getShape(),
      std::move(resultSizes));
}

LogicalResult FunctionLowering::lowerSort(SortOp op) {
  // Padding rows sort independently along a static dimension and stay where
  // they are; along a bounded one they would mix with the real elements.
  int64_t dim = static_cast<int64_t>(op.getDimension());
  Value first = op.getInputs().front();
  auto firstType = cast<RankedTensorType>(first.getType());
  if (dim < 0)
    dim += firstType.getRank();
  for (Value input : op.getInputs())
    if (trackedSize(input, dim))
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.sort' along "
                          "bounded dimension ")
             << dim << " is not supported";
  for (Value input : op.getInputs())
    if (cast<RankedTensorType>(input.getType()).getShape() !=
        firstType.getShape())
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.sort' inputs "
                          "have different bounds");
  for (Value result : op.getResults()) {
    auto type = cast<RankedTensorType>(result.getType());
    SmallVector<Value> resultSizes(type.getRank());
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d))
        for (Value input : op.getInputs())
          if (!resultSizes[d])
            resultSizes[d] = trackedSize(input, d);
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d) && !resultSizes[d])
        resultSizes[d] = i32Constant(firstType.getDimSize(d));
    if (failed(setComputed(op, result, firstType.getShape(),
                           std::move(resultSizes))))
      return failure();
  }
  return success();
}

LogicalResult FunctionLowering::lowerDynamicPad(DynamicPadOp op) {
  SmallVector<SmallVector<int64_t>> paddings;
  for (Value padding : {op.getEdgePaddingLow(), op.getEdgePaddingHigh(),
                        op.getInteriorPadding()}) {
    DenseIntElementsAttr attr;
    if (!matchPattern(padding, m_Constant(&attr)))
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.dynamic_pad' "
                          "with non-constant paddings is not supported");
    paddings.push_back(llvm::to_vector(
        llvm::map_range(attr.getValues<APInt>(), [](const APInt &value) {
          return value.getSExtValue();
        })));
  }
  auto pad = PadOp::create(builder, op.getLoc(), op.getType(), op.getOperand(),
                           op.getPaddingValue(), paddings[0], paddings[1],
                           paddings[2]);
  op.getResult().replaceAllUsesWith(pad.getResult());
  op.erase();
  builder.setInsertionPoint(pad);
  return lowerPad(pad);
}

LogicalResult FunctionLowering::lowerRealDynamicSlice(RealDynamicSliceOp op) {
  DenseIntElementsAttr strides;
  if (!matchPattern(op.getStrides(), m_Constant(&strides)) ||
      !llvm::all_of(strides.getValues<APInt>(),
                    [](const APInt &stride) { return stride.isOne(); }))
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.real_dynamic_"
                        "slice' with strides other than constant ones is not "
                        "supported");
  auto resultType = cast<RankedTensorType>(op.getType());
  RankedTensorType padded = getPaddedType(resultType);
  Value zero = zeroOf(resultType.getElementType());
  if (!zero)
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.real_dynamic_"
                        "slice' on element type ")
           << resultType.getElementType() << " is not supported";
  Location loc = op.getLoc();
  int64_t rank = resultType.getRank();
  SmallVector<int64_t> zeros(rank, 0);
  Value operand = PadOp::create(builder, loc, op.getOperand(), zero, zeros,
                                padded.getShape(), zeros);
  SmallVector<Value> starts;
  SmallVector<Value> resultSizes(rank);
  for (int64_t d = 0; d < rank; ++d) {
    starts.push_back(indexAt(op.getStartIndices(), d));
    if (resultType.isDynamicDim(d))
      resultSizes[d] = SubtractOp::create(
          builder, loc, indexAt(op.getLimitIndices(), d), starts.back());
  }
  Value slice =
      DynamicSliceOp::create(builder, loc, operand, starts, padded.getShape());
  op.getResult().replaceAllUsesWith(slice);
  sizes[slice] = std::move(resultSizes);
  op.erase();
  return success();
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

Value FunctionLowering::zeroOf(Type elementType) {
  if (!isa<IntegerType, FloatType>(elementType))
    return Value();
  return ConstantOp::create(
      builder, func.getLoc(),
      DenseElementsAttr::get(RankedTensorType::get({}, elementType),
                             builder.getZeroAttr(elementType)));
}

LogicalResult FunctionLowering::lowerPad(PadOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  ArrayRef<int64_t> low = op.getEdgePaddingLow();
  ArrayRef<int64_t> high = op.getEdgePaddingHigh();
  ArrayRef<int64_t> interior = op.getInteriorPadding();
  Value operand = op.getOperand();
  auto operandType = cast<RankedTensorType>(operand.getType());
  // Padding the buffer puts the masked operand padding (now padding values)
  // right after the real elements, so the real result is a prefix.
  Value masked = operand;
  SmallVector<Value> resultSizes(resultType.getRank());
  SmallVector<int64_t> extents;
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    int64_t extent = operandType.getDimSize(d);
    extents.push_back(low[d] + extent + high[d] +
                      std::max<int64_t>(extent - 1, 0) * interior[d]);
    Value size = trackedSize(operand, d);
    if (!size)
      continue;
    if (low[d] < 0 || high[d] < 0)
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.pad' with "
                          "negative edge padding of bounded dimension ")
             << d << " is not supported";
    // Without high padding the real result ends at the last real element.
    if (high[d] > 0)
      masked = maskPastSize(masked, d, size, op.getPaddingValue());
    if (resultType.isDynamicDim(d))
      resultSizes[d] = paddedRuntimeSize(size, low[d], high[d], interior[d]);
  }
  op->setOperand(0, masked);
  return setComputed(op, op.getResult(), extents, std::move(resultSizes));
}

Value FunctionLowering::paddedRuntimeSize(Value size, int64_t low, int64_t high,
                                          int64_t interior) {
  Location loc = size.getLoc();
  Value result = AddOp::create(builder, loc, size, i32Constant(low + high));
  if (interior == 0)
    return result;
  Value gaps = MaxOp::create(
      builder, loc, SubtractOp::create(builder, loc, size, i32Constant(1)),
      i32Constant(0));
  Value holes = MulOp::create(builder, loc, gaps, i32Constant(interior));
  return AddOp::create(builder, loc, result, holes);
}

LogicalResult FunctionLowering::lowerDotGeneral(DotGeneralOp op) {
  DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
  Value lhs = op.getLhs(), rhs = op.getRhs();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  // Paired dims must have equal buffers for the static op to verify.
  for (auto [l, r] : llvm::zip_equal(
           llvm::concat<const int64_t>(dims.getLhsBatchingDimensions(),
                                       dims.getLhsContractingDimensions()),
           llvm::concat<const int64_t>(dims.getRhsBatchingDimensions(),
                                       dims.getRhsContractingDimensions())))
    if (lhsType.getDimSize(l) != rhsType.getDimSize(r))
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.dot_general' "
                          "lhs dimension ")
             << l << " and rhs dimension " << r << " have different bounds";
  if (failed(maskContracting(op, 0, dims.getLhsContractingDimensions())) ||
      failed(maskContracting(op, 1, dims.getRhsContractingDimensions())))
    return failure();
  // Result dims: batch, then lhs free, then rhs free dims.
  SmallVector<std::pair<Value, int64_t>> sources;
  for (auto [l, r] : llvm::zip_equal(dims.getLhsBatchingDimensions(),
                                     dims.getRhsBatchingDimensions()))
    sources.push_back(trackedSize(lhs, l) ? std::make_pair(lhs, l)
                                          : std::make_pair(rhs, r));
  for (auto [value, type, batch, contracting] :
       {std::make_tuple(lhs, lhsType, dims.getLhsBatchingDimensions(),
                        dims.getLhsContractingDimensions()),
        std::make_tuple(rhs, rhsType, dims.getRhsBatchingDimensions(),
                        dims.getRhsContractingDimensions())})
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (!llvm::is_contained(batch, d) && !llvm::is_contained(contracting, d))
        sources.push_back({value, d});
  auto resultType = cast<RankedTensorType>(op.getType());
  SmallVector<Value> resultSizes(resultType.getRank());
  SmallVector<int64_t> extents;
  for (auto [d, source] : llvm::enumerate(sources)) {
    extents.push_back(cast<RankedTensorType>(source.first.getType())
                          .getDimSize(source.second));
    if (resultType.isDynamicDim(d))
      resultSizes[d] = sizeOf(source.first, source.second);
  }
  return setComputed(op, op.getResult(), extents, std::move(resultSizes));
}

LogicalResult FunctionLowering::maskContracting(DotGeneralOp op, unsigned index,
                                                ArrayRef<int64_t> contracting) {
  Value operand = op->getOperand(index);
  Value masked = operand;
  Type elementType = getElementTypeOrSelf(operand.getType());
  for (int64_t dim : contracting) {
    Value size = trackedSize(operand, dim);
    if (!size)
      continue;
    if (!isa<IntegerType, FloatType>(elementType))
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.dot_general' "
                          "on element type ")
             << elementType << " is not supported";
    Value zero = ConstantOp::create(
        builder, op.getLoc(),
        DenseElementsAttr::get(RankedTensorType::get({}, elementType),
                               builder.getZeroAttr(elementType)));
    masked = maskPastSize(masked, dim, size, zero);
  }
  op->setOperand(index, masked);
  return success();
}

LogicalResult FunctionLowering::lowerSlice(SliceOp op) {
  // The result type is static and the limits are within the bounds (the
  // verifier checks both), so slicing the padded buffer yields the result.
  if (isBounded(op.getType()))
    return op.emitError("hlokit-bounded-to-static: 'stablehlo.slice' with a "
                        "bounded result is not supported");
  return success();
}

LogicalResult FunctionLowering::lowerBroadcastInDim(BroadcastInDimOp op) {
  Value operand = op.getOperand();
  auto resultType = cast<RankedTensorType>(op.getType());
  Value fitted = operand;
  for (auto [dim, resultDim] : llvm::enumerate(op.getBroadcastDimensions())) {
    Value size = trackedSize(operand, dim);
    if (!size)
      continue;
    int64_t extent = resultType.getDimSize(resultDim);
    int64_t bound = cast<RankedTensorType>(operand.getType()).getDimSize(dim);
    if (bound < extent)
      return op.emitError("hlokit-bounded-to-static: 'stablehlo.broadcast_in_"
                          "dim' operand bound ")
             << bound << " of dimension " << dim
             << " is below the result dimension " << extent;
    fitted = fitToExtent(fitted, dim, size, extent);
  }
  op->setOperand(0, fitted);
  return success();
}

Value FunctionLowering::fitToExtent(Value operand, int64_t dim, Value size,
                                    int64_t extent) {
  Value prefix = sliceDim(operand, dim, extent);
  if (extent <= 1)
    return prefix;
  Location loc = operand.getLoc();
  auto type = cast<RankedTensorType>(prefix.getType());
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  Value repeated = BroadcastInDimOp::create(
      builder, loc, type, sliceDim(operand, dim, 1), identity);
  Value isOne =
      CompareOp::create(builder, loc, size, i32Constant(1),
                        ComparisonDirectionAttr::get(builder.getContext(),
                                                     ComparisonDirection::EQ),
                        ComparisonTypeAttr());
  return SelectOp::create(builder, loc, type, isOne, repeated, prefix);
}

Value FunctionLowering::sliceDim(Value operand, int64_t dim, int64_t limit) {
  auto type = cast<RankedTensorType>(operand.getType());
  SmallVector<int64_t> start(type.getRank(), 0), strides(type.getRank(), 1);
  SmallVector<int64_t> limits = llvm::to_vector(type.getShape());
  limits[dim] = limit;
  return SliceOp::create(builder, operand.getLoc(), operand, start, limits,
                         strides);
}

LogicalResult FunctionLowering::lowerReturn(func::ReturnOp op) {
  SmallVector<Value> operands;
  for (auto [value, type] :
       llvm::zip_equal(op.getOperands(), func.getResultTypes())) {
    if (hasUnboundedDim(type))
      return func.emitError("hlokit-bounded-to-static: result type ")
             << type << " has an unbounded dynamic dimension";
    operands.push_back(value);
    if (!isBounded(type))
      continue;
    auto tensorType = cast<RankedTensorType>(type);
    for (int64_t d = 0; d < tensorType.getRank(); ++d)
      if (tensorType.isDynamicDim(d))
        operands.push_back(sizeOf(value, d));
  }
  op->setOperands(operands);
  func.setType(FunctionType::get(func.getContext(), func.getArgumentTypes(),
                                 TypeRange(ValueRange(operands))));
  return success();
}

struct BoundedToStaticPass
    : public impl::BoundedToStaticPassBase<BoundedToStaticPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      if (failed(FunctionLowering(func).run()))
        return signalPassFailure();
    }
  }
};

} // namespace
} // namespace hlokit
