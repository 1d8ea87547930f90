//===- LowerControlFlowOps.cpp - while, if, case, calls and returns -------===//
//
// Part of FunctionLowering (see FunctionLowering.h). Every operand, result,
// block argument and returned value list of these ops follows the calling
// convention: a bounded value becomes its buffer followed by its sizes. The
// regions of while, if and case are lowered in program order after their op,
// so they see the values from above already lowered.
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::bounded {

namespace {

/// The lowered form of `types`: each bounded type becomes its padded type
/// followed by one `tensor<i32>` per dynamic dimension.
SmallVector<Type> lowerTypes(TypeRange types) {
  SmallVector<Type> lowered;
  for (Type type : types) {
    if (!isBounded(type)) {
      lowered.push_back(type);
      continue;
    }
    auto tensor = cast<RankedTensorType>(type);
    lowered.push_back(getPaddedType(tensor));
    for (int64_t d = 0; d < tensor.getRank(); ++d)
      if (tensor.isDynamicDim(d))
        lowered.push_back(getScalarI32Type(type.getContext()));
  }
  return lowered;
}

} // namespace

LogicalResult FunctionLowering::lowerBlock(Block &block,
                                           TypeRange resultTypes) {
  for (Operation &op : llvm::make_early_inc_range(block.without_terminator())) {
    assert(llvm::none_of(op.getResultTypes(), hasUnboundedDim) &&
           "the pass leaves functions with unbounded values unchanged");
    // Region ops may hold bounded values even when they carry none.
    if (!touchesBoundedValue(op) && !isa<WhileOp, IfOp, CaseOp>(op))
      continue;
    builder.setInsertionPoint(&op);
    if (failed(lowerOp(op)))
      return failure();
  }
  Operation *terminator = block.getTerminator();
  builder.setInsertionPoint(terminator);
  return lowerTerminator(*terminator, resultTypes);
}

LogicalResult FunctionLowering::lowerTerminator(Operation &op,
                                                TypeRange resultTypes) {
  // Every value was checked for unbounded types where it was defined.
  SmallVector<Value> operands;
  for (auto [value, type] : llvm::zip_equal(op.getOperands(), resultTypes))
    llvm::append_range(operands, fitToType(value, type));
  op.setOperands(operands);
  if (isa<func::ReturnOp>(op))
    func.setType(FunctionType::get(func.getContext(), func.getArgumentTypes(),
                                   lowerTypes(resultTypes)));
  return success();
}

LogicalResult FunctionLowering::lowerWhile(WhileOp op) {
  // The results name the loop-carried types; an operand or a value yielded
  // by the body may have a compatible other type and is fitted to them.
  SmallVector<Type> carried(op.getResultTypes());
  SmallVector<Value> operands;
  for (auto [value, type] : llvm::zip_equal(op.getOperand(), carried))
    llvm::append_range(operands, fitToType(value, type));
  auto lowered = WhileOp::create(builder, op.getLoc(), operands);
  lowered->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  lowered.getCond().takeBody(op.getCond());
  lowered.getBody().takeBody(op.getBody());
  replaceExpanded(*op, lowered.getResults());
  Block &cond = lowered.getCond().front();
  Block &body = lowered.getBody().front();
  SmallVector<Type> condResults(cond.getTerminator()->getOperandTypes());
  if (failed(lowerBlockArguments(cond, carried)) ||
      failed(lowerBlockArguments(body, carried)) ||
      failed(lowerBlock(cond, condResults)))
    return failure();
  return lowerBlock(body, carried);
}

LogicalResult FunctionLowering::lowerBranches(Operation &op) {
  SmallVector<Type> resultTypes(op.getResultTypes());
  SmallVector<Type> loweredTypes = lowerTypes(resultTypes);
  Operation *lowered;
  if (auto ifOp = dyn_cast<IfOp>(op))
    lowered = IfOp::create(builder, op.getLoc(), loweredTypes, ifOp.getPred());
  else
    lowered = CaseOp::create(builder, op.getLoc(), loweredTypes,
                             cast<CaseOp>(op).getIndex(), op.getNumRegions());
  lowered->setDiscardableAttrs(op.getDiscardableAttrDictionary());
  for (auto [to, from] :
       llvm::zip_equal(lowered->getRegions(), op.getRegions()))
    to.takeBody(from);
  replaceExpanded(op, lowered->getResults());
  for (Region &region : lowered->getRegions())
    if (failed(lowerBlock(region.front(), resultTypes)))
      return failure();
  return success();
}

LogicalResult FunctionLowering::lowerCall(func::CallOp op) {
  // The callee is lowered by the same pass unless it is only declared.
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      op, op.getCalleeAttr());
  if (!callee || callee.isExternal())
    return op.emitError("hlokit-bounded-to-static: call of external function ")
           << op.getCalleeAttr() << " with bounded types is not supported";
  // The operand types equal the callee's argument types, so each buffer has
  // the padded shape the callee takes.
  auto lowered = func::CallOp::create(builder, op.getLoc(), op.getCalleeAttr(),
                                      lowerTypes(op.getResultTypes()),
                                      expandOperands(op.getOperands()));
  lowered->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  replaceExpanded(*op, lowered.getResults());
  return success();
}

LogicalResult FunctionLowering::lowerBlockArguments(Block &block,
                                                    TypeRange carried) {
  Type sizeType = getScalarI32Type(func.getContext());
  // `index` walks the lowered arguments, `original` the declared ones.
  for (unsigned index = 0, original = 0; original < carried.size();
       ++index, ++original) {
    BlockArgument arg = block.getArgument(index);
    Type type = carried[original];
    // A region taking another (compatible) type would need its own sizes.
    if (arg.getType() != type)
      return block.getParentOp()->emitError(
                 "hlokit-bounded-to-static: region argument ")
             << original << " has type " << arg.getType()
             << ", not the loop-carried type " << type;
    if (!isBounded(type))
      continue;
    auto tensor = cast<RankedTensorType>(type);
    SmallVector<Value> argSizes(tensor.getRank());
    for (int64_t d = 0; d < tensor.getRank(); ++d)
      if (tensor.isDynamicDim(d))
        argSizes[d] = block.insertArgument(++index, sizeType, arg.getLoc());
    setPadded(arg, std::move(argSizes));
  }
  return success();
}

LogicalResult
FunctionLowering::lowerOptimizationBarrier(OptimizationBarrierOp op) {
  // The sizes pass the barrier with their buffers.
  auto lowered = OptimizationBarrierOp::create(builder, op.getLoc(),
                                               lowerTypes(op.getResultTypes()),
                                               expandOperands(op.getOperand()));
  replaceExpanded(*op, lowered.getResults());
  return success();
}

SmallVector<Value> FunctionLowering::expandOperands(ValueRange values) {
  SmallVector<Value> operands;
  for (Value value : values) {
    operands.push_back(value);
    auto it = sizes.find(value);
    if (it != sizes.end())
      llvm::append_range(operands, llvm::make_filter_range(
                                       it->second, [](Value s) { return s; }));
  }
  return operands;
}

void FunctionLowering::replaceExpanded(Operation &op, ValueRange lowered) {
  unsigned next = 0;
  for (Value result : op.getResults()) {
    Value buffer = lowered[next++];
    if (auto type = dyn_cast<RankedTensorType>(result.getType());
        type && isBounded(type)) {
      SmallVector<Value> resultSizes(type.getRank());
      for (int64_t d = 0; d < type.getRank(); ++d)
        if (type.isDynamicDim(d))
          resultSizes[d] = lowered[next++];
      sizes[buffer] = std::move(resultSizes);
    }
    result.replaceAllUsesWith(buffer);
  }
  op.erase();
}

SmallVector<Value> FunctionLowering::fitToType(Value value, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return {value};
  SmallVector<Value> fitted{fitBuffer(value, getPaddedType(tensor).getShape())};
  for (int64_t d = 0; d < tensor.getRank(); ++d)
    if (tensor.isDynamicDim(d))
      fitted.push_back(sizeOf(value, d));
  return fitted;
}

} // namespace hlokit::bounded
