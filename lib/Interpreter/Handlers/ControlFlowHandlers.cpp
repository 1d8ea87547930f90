//===- ControlFlowHandlers.cpp - call, if, case, while, tuples ------------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

llvm::SmallVector<RuntimeValue> values(OpContext &ctx, ValueRange range) {
  llvm::SmallVector<RuntimeValue> result;
  for (Value v : range)
    result.push_back(ctx.value(v));
  return result;
}

llvm::Error setAll(OpContext &ctx,
                   llvm::Expected<llvm::SmallVector<RuntimeValue>> results) {
  if (!results)
    return results.takeError();
  for (auto [i, v] : llvm::enumerate(*results))
    ctx.setResult(i, std::move(v));
  return llvm::Error::success();
}

llvm::Error runCall(OpContext &ctx) {
  auto call = cast<func::CallOp>(ctx.getOp());
  return setAll(ctx, ctx.getEvaluator().callFunction(
                         call.getCallee(), values(ctx, call.getOperands())));
}

llvm::Error runIf(OpContext &ctx) {
  auto op = cast<hlo::IfOp>(ctx.getOp());
  bool pred = ctx.tensor(op.getPred()).data<bool>()[0];
  Region &branch = pred ? op.getTrueBranch() : op.getFalseBranch();
  return setAll(ctx, ctx.getEvaluator().runRegion(branch, {}, &ctx.getFrame()));
}

llvm::Error runCase(OpContext &ctx) {
  auto op = cast<hlo::CaseOp>(ctx.getOp());
  int64_t index = ctx.tensor(op.getIndex()).data<int32_t>()[0];
  int64_t numBranches = op.getBranches().size();
  // Out-of-range indices select the last branch (spec).
  if (index < 0 || index >= numBranches)
    index = numBranches - 1;
  return setAll(ctx, ctx.getEvaluator().runRegion(op.getBranches()[index], {},
                                                  &ctx.getFrame()));
}

/// The carried values move from iteration to iteration without copies: an
/// operand whose last use is the while is taken from its frame, and the
/// state moves into the body, so a body op that is a carry's last use may
/// update its buffer in place.
llvm::Error runWhile(OpContext &ctx) {
  auto op = cast<hlo::WhileOp>(ctx.getOp());
  llvm::SmallVector<RuntimeValue> state;
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
    state.push_back(ctx.takeOperand(i));
  EvaluatorImpl &evaluator = ctx.getEvaluator();
  while (true) {
    auto cond = evaluator.runRegion(op.getCond(), state, &ctx.getFrame());
    if (!cond)
      return cond.takeError();
    if (!(*cond)[0].getTensor().data<bool>()[0])
      break;
    auto next = evaluator.runRegionTakingArgs(op.getBody(), std::move(state),
                                              &ctx.getFrame());
    if (!next)
      return next.takeError();
    state = std::move(*next);
  }
  for (auto [i, v] : llvm::enumerate(state))
    ctx.setResult(i, std::move(v));
  return llvm::Error::success();
}

llvm::Error runTuple(OpContext &ctx) {
  std::vector<RuntimeValue> elements;
  for (Value v : ctx.getOp().getOperands())
    elements.push_back(ctx.value(v));
  ctx.setResult(0, RuntimeValue::tuple(std::move(elements)));
  return llvm::Error::success();
}

llvm::Error runGetTupleElement(OpContext &ctx) {
  auto op = cast<hlo::GetTupleElementOp>(ctx.getOp());
  ctx.setResult(0, ctx.value(op.getOperand()).getTuple()[op.getIndex()]);
  return llvm::Error::success();
}

} // namespace

llvm::Error runIdentity(OpContext &ctx) {
  for (auto [i, v] : llvm::enumerate(ctx.getOp().getOperands()))
    ctx.setResult(i, ctx.value(v));
  return llvm::Error::success();
}

void addControlFlowHandlers(HandlerTable &table) {
  table.add<func::CallOp>(runCall);
  table.add<hlo::IfOp>(runIf);
  table.add<hlo::CaseOp>(runCase);
  table.add<hlo::WhileOp>(runWhile);
  table.add<hlo::OptimizationBarrierOp>(runIdentity);
  table.add<hlo::TupleOp>(runTuple);
  table.add<hlo::GetTupleElementOp>(runGetTupleElement);
}

} // namespace hlokit::interpreter
