//===- AsyncOps.cpp - async_start, async_done and the future type ---------===//
//
// Result inference of the async family. Upstream checks the body in
// async_start's inference, so the errors (and their wording, op name
// included) are upstream's; the spec's labels are in the comments.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult FutureType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<Type> types) {
  for (Type type : types)
    if (!isa<RankedTensorType>(type))
      return emitError()
             << "future element type must be a ranked tensor, but got " << type;
  return success();
}

namespace {

/// async_start_c2: the ops `body` may run asynchronously.
bool isAsyncOp(Operation &op) {
  return isa<AllGatherOp, AllReduceOp, AllToAllOp, CollectiveBroadcastOp,
             CollectivePermuteOp, CollectiveReduceOp, DynamicSliceOp,
             DynamicUpdateSliceOp, ReduceScatterOp, SliceOp>(op);
}

constexpr StringLiteral kStart = "'stablehlo.async_start' op ";
constexpr StringLiteral kDone = "'stablehlo.async_done' op ";

/// async_start_c1 and c3: one op and a return, the arguments typed as the
/// operands.
LogicalResult verifyBody(std::optional<Location> loc, TypeRange operands,
                         Region &body) {
  if (body.empty())
    return emitOptionalError(loc, kStart, "region must not be empty");
  Block &block = body.front();
  // async_start_c1
  if (block.getOperations().size() != 2)
    return emitOptionalError(
        loc, kStart, "region must contain exactly one operation and a return");
  // async_start_c2
  if (!isAsyncOp(block.front()))
    return emitOptionalError(
        loc, kStart, "region must contain a collective or slice operation");
  // async_start_c3
  if (operands.size() != block.getNumArguments())
    return emitOptionalError(loc, kStart, "number of operands (",
                             operands.size(),
                             ") must match number of region arguments (",
                             block.getNumArguments(), ")");
  for (auto [i, operand, argument] :
       llvm::enumerate(operands, block.getArgumentTypes()))
    if (operand != argument)
      return emitOptionalError(loc, kStart, "operand type ", operand,
                               " at index ", i,
                               " must match region argument type ", argument);
  return success();
}

} // namespace

LogicalResult AsyncStartOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  if (regions.empty())
    return emitOptionalError(location, kStart, "expected at least one region");
  if (failed(verifyBody(location, operands.getTypes(), *regions.front())))
    return failure();
  Operation &terminator = regions.front()->front().back();
  if (terminator.getNumOperands() != 1)
    return emitOptionalError(location, kStart,
                             "region must return exactly one value, but got ",
                             terminator.getNumOperands());
  // async_start_c4
  inferredReturnTypes.push_back(
      FutureType::get(context, {terminator.getOperand(0).getType()}));
  return success();
}

LogicalResult
AsyncDoneOp::inferReturnTypes(MLIRContext *, std::optional<Location> location,
                              ValueRange operands, DictionaryAttr,
                              OpaqueProperties, RegionRange,
                              SmallVectorImpl<Type> &inferredReturnTypes) {
  auto future = operands.empty() ? FutureType()
                                 : dyn_cast<FutureType>(operands[0].getType());
  if (!future)
    return emitOptionalError(location, kDone, "operand must be a future type");
  if (future.getTypes().size() != 1)
    return emitOptionalError(
        location, kDone,
        "future must have exactly one type parameter, but got ",
        future.getTypes().size());
  // async_done_c1
  inferredReturnTypes.push_back(future.getTypes()[0]);
  return success();
}

} // namespace hlokit::stablehlo
