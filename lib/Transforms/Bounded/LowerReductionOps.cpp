//===- LowerReductionOps.cpp - reduce, dot_general and sort ---------------===//
//
// Part of FunctionLowering (see FunctionLowering.h).
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::bounded {

LogicalResult FunctionLowering::lowerReduce(ReduceOp op) {
  ArrayRef<int64_t> dims = op.getDimensions();
  // The sizes of the kept dims come from the unmasked input.
  Value firstInput = op.getInputs().front();
  maskWithInitValues(op, op.getInputs(), op.getInitValues(), dims);
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

LogicalResult FunctionLowering::lowerDotGeneral(DotGeneralOp op) {
  DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
  Value lhs = op.getLhs(), rhs = op.getRhs();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  // Paired dims must have equal buffers for the static op to verify: both
  // are cut to the smaller one, which holds every real element.
  SmallVector<int64_t> lhsExtents = llvm::to_vector(lhsType.getShape());
  SmallVector<int64_t> rhsExtents = llvm::to_vector(rhsType.getShape());
  for (auto [l, r] : llvm::zip_equal(
           llvm::concat<const int64_t>(dims.getLhsBatchingDimensions(),
                                       dims.getLhsContractingDimensions()),
           llvm::concat<const int64_t>(dims.getRhsBatchingDimensions(),
                                       dims.getRhsContractingDimensions())))
    lhsExtents[l] = rhsExtents[r] = std::min(lhsExtents[l], rhsExtents[r]);
  lhs = cutTo(lhs, lhsExtents);
  rhs = cutTo(rhs, rhsExtents);
  op->setOperands({lhs, rhs});
  lhsType = cast<RankedTensorType>(lhs.getType());
  rhsType = cast<RankedTensorType>(rhs.getType());
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
    masked = maskPastSize(masked, dim, size, zeroOf(elementType));
  }
  op->setOperand(index, masked);
  return success();
}

LogicalResult FunctionLowering::lowerSort(SortOp op) {
  // Padding rows sort independently along a static dimension and stay where
  // they are; along a bounded one they are ordered after the real elements.
  int64_t dim = static_cast<int64_t>(op.getDimension());
  if (dim < 0)
    dim += cast<RankedTensorType>(op.getInputs().front().getType()).getRank();
  SmallVector<int64_t> extents = smallestExtents(op.getInputs());
  for (OpOperand &input : op->getOpOperands())
    input.set(cutTo(input.get(), extents));
  for (Value input : op.getInputs())
    if (Value size = trackedSize(input, dim)) {
      op = sortPaddingLast(op, dim, size);
      break;
    }
  for (Value result : op.getResults()) {
    auto type = cast<RankedTensorType>(result.getType());
    if (failed(setComputed(op, result, extents,
                           sharedSizes(op.getInputs(), type, extents))))
      return failure();
  }
  return success();
}

SortOp FunctionLowering::sortPaddingLast(SortOp op, int64_t dim, Value size) {
  Location loc = op.getLoc();
  auto type = cast<RankedTensorType>(op.getInputs().front().getType());
  auto flagType = type.clone(builder.getI32Type());
  Value limit = BroadcastInDimOp::create(builder, loc, flagType, size,
                                         ArrayRef<int64_t>{});
  // 0 for a real element, 1 for padding: an extra sort key that wins.
  Value positions = IotaOp::create(builder, loc, flagType, dim);
  Value isPadding = compare(positions, limit, ComparisonDirection::GE);
  Value flag = ConvertOp::create(builder, loc, flagType, isPadding);
  SmallVector<Value> inputs = llvm::to_vector(op.getInputs());
  inputs.push_back(flag);
  // The results keep their declared types; lowerSort gives them buffers.
  SmallVector<Type> resultTypes = llvm::to_vector(op.getResultTypes());
  resultTypes.push_back(flagType);
  auto sort = SortOp::create(builder, loc, resultTypes, inputs,
                             op.getDimensionAttr(), op.getIsStableAttr());
  sort.getComparator().takeBody(op.getComparator());
  Block &block = sort.getComparator().front();
  Type scalar = getScalarI32Type(builder.getContext());
  Value lhsFlag = block.addArgument(scalar, loc);
  Value rhsFlag = block.addArgument(scalar, loc);
  Operation *terminator = block.getTerminator();
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(terminator);
  Value differ = compare(lhsFlag, rhsFlag, ComparisonDirection::NE);
  Value realFirst = compare(lhsFlag, rhsFlag, ComparisonDirection::LT);
  Value less = SelectOp::create(builder, loc, differ, realFirst,
                                terminator->getOperand(0));
  terminator->setOperand(0, less);
  op.replaceAllUsesWith(sort.getResults().drop_back());
  op.erase();
  return sort;
}

void FunctionLowering::maskWithInitValues(Operation *op, ValueRange inputs,
                                          ValueRange initValues,
                                          ArrayRef<int64_t> dims) {
  for (auto [index, input, init] : llvm::enumerate(inputs, initValues)) {
    Value masked = input;
    for (int64_t dim : dims)
      if (Value size = trackedSize(input, dim))
        masked = maskPastSize(masked, dim, size, init);
    op->setOperand(index, masked);
  }
}

LogicalResult FunctionLowering::lowerReduceWindow(ReduceWindowOp op) {
  // Padding past the sizes read as the init value is what the run-time
  // op sees as high padding, so every real window reads the same values.
  // The sizes are those of the unmasked inputs.
  Value first = op.getInputs().front();
  int64_t rank = cast<RankedTensorType>(first.getType()).getRank();
  maskWithInitValues(op, op.getInputs(), op.getInitValues(),
                     llvm::to_vector(llvm::seq<int64_t>(0, rank)));
  WindowAttrs window = op.getWindowAttrs();
  auto inputType = cast<RankedTensorType>(first.getType());
  SmallVector<int64_t> extents;
  for (int64_t d = 0; d < inputType.getRank(); ++d) {
    WindowDim dim = windowDim(window, d);
    extents.push_back(numWindows(inputType.getDimSize(d), dim.size, dim.stride,
                                 dim.baseDilation, dim.windowDilation, dim.low,
                                 dim.high));
  }
  for (Value result : op.getResults()) {
    auto type = cast<RankedTensorType>(result.getType());
    SmallVector<Value> resultSizes(type.getRank());
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d))
        resultSizes[d] =
            runtimeWindowCount(sizeOf(first, d), windowDim(window, d));
    if (failed(setComputed(op, result, extents, std::move(resultSizes))))
      return failure();
  }
  return success();
}

FunctionLowering::WindowDim
FunctionLowering::windowDim(const WindowAttrs &window, int64_t d) {
  auto at = [&](std::optional<ArrayRef<int64_t>> values) -> int64_t {
    return values ? (*values)[d] : 1;
  };
  WindowDim dim{window.dimensions[d],
                at(window.strides),
                at(window.baseDilations),
                at(window.windowDilations),
                0,
                0};
  if (!window.paddingValues.empty()) {
    dim.low = window.paddingValues[2 * d];
    dim.high = window.paddingValues[2 * d + 1];
  }
  return dim;
}

Value FunctionLowering::runtimeWindowCount(Value size, const WindowDim &dim) {
  // As numWindows (reduce_window_c15), on a run-time size; steps that are
  // identities for this window are left out.
  Location loc = size.getLoc();
  Value zero = i32Constant(0);
  Value one = i32Constant(1);
  Value input = size;
  if (dim.baseDilation != 1) {
    Value gaps = SubtractOp::create(builder, loc, size, one);
    Value spread =
        MulOp::create(builder, loc, gaps, i32Constant(dim.baseDilation));
    Value dilated = AddOp::create(builder, loc, spread, one);
    Value empty = compare(size, zero, ComparisonDirection::EQ);
    input = SelectOp::create(builder, loc, empty, zero, dilated);
  }
  Value padded = input;
  if (dim.low + dim.high != 0)
    padded =
        AddOp::create(builder, loc, input, i32Constant(dim.low + dim.high));
  int64_t dilatedWindow =
      dim.size == 0 ? 0 : (dim.size - 1) * dim.windowDilation + 1;
  Value room =
      SubtractOp::create(builder, loc, padded, i32Constant(dilatedWindow));
  Value steps = room;
  if (dim.stride != 1)
    steps = DivOp::create(builder, loc, room, i32Constant(dim.stride));
  Value count = AddOp::create(builder, loc, steps, one);
  Value complete = compare(room, zero, ComparisonDirection::GE);
  Value nonEmpty = compare(padded, zero, ComparisonDirection::GT);
  Value fits = AndOp::create(builder, loc, complete, nonEmpty);
  return SelectOp::create(builder, loc, fits, count, zero);
}

} // namespace hlokit::bounded
