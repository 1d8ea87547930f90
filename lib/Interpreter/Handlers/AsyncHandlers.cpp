//===- AsyncHandlers.cpp - async_start, async_done ------------------------===//
//
// The spec lets an implementation run async_start synchronously: the body's
// op runs when async_start does, and the future (a tuple at run time) holds
// its value until async_done takes it.
//
//===----------------------------------------------------------------------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

llvm::Error runAsyncStart(OpContext &ctx) {
  auto op = cast<hlo::AsyncStartOp>(ctx.getOp());
  llvm::SmallVector<RuntimeValue> operands;
  for (Value operand : op.getOperands())
    operands.push_back(ctx.value(operand));
  auto results =
      ctx.getEvaluator().runRegion(op.getBody(), operands, &ctx.getFrame());
  if (!results)
    return results.takeError();
  ctx.setResult(0, RuntimeValue::tuple(std::vector<RuntimeValue>(
                       results->begin(), results->end())));
  return llvm::Error::success();
}

llvm::Error runAsyncDone(OpContext &ctx) {
  auto op = cast<hlo::AsyncDoneOp>(ctx.getOp());
  ctx.setResult(0, ctx.value(op.getOperand()).getTuple()[0]);
  return llvm::Error::success();
}

} // namespace

void addAsyncHandlers(HandlerTable &table) {
  table.add<hlo::AsyncStartOp>(runAsyncStart);
  table.add<hlo::AsyncDoneOp>(runAsyncDone);
}

} // namespace hlokit::interpreter
