//===- TokenHandlers.cpp - tokens, infeed/outfeed, send/recv --------------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Tensor/Printer.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// after_all, create_token: ops run in program order, so a token carries
/// nothing.
llvm::Error runMakeToken(OpContext &ctx) {
  ctx.setResult(0, RuntimeValue::token());
  return llvm::Error::success();
}

llvm::Error runInfeed(OpContext &ctx) {
  unsigned numResults = ctx.getOp().getNumResults();
  for (unsigned i = 0; i + 1 < numResults; ++i) {
    llvm::Expected<Tensor> value = ctx.getEvaluator().takeInfeed();
    if (!value)
      return ctx.error(llvm::toString(value.takeError()));
    std::string expected =
        getTensorTypeString(ctx.resultShape(i), ctx.resultElementType(i));
    std::string actual =
        getTensorTypeString(value->getShape(), value->getElementType());
    if (expected != actual)
      return ctx.error(llvm::formatv("result {0} is {1} but the infeed holds "
                                     "{2}",
                                     i, expected, actual));
    ctx.setResult(i, *value);
  }
  ctx.setResult(numResults - 1, RuntimeValue::token());
  return llvm::Error::success();
}

llvm::Error runOutfeed(OpContext &ctx) {
  auto op = cast<hlo::OutfeedOp>(ctx.getOp());
  for (Value input : op.getInputs())
    ctx.getEvaluator().addOutfeed(ctx.tensor(input));
  ctx.setResult(0, RuntimeValue::token());
  return llvm::Error::success();
}

/// send: the values go to the recv ops on the same channel, in order, in
/// whichever process of the grid they run.
llvm::Error runSend(OpContext &ctx) {
  auto op = cast<hlo::SendOp>(ctx.getOp());
  llvm::SmallVector<Tensor> inputs = ctx.tensors(op.getInputs());
  Contribution value{op->getName().getStringRef().str(),
                     {inputs.begin(), inputs.end()}};
  if (llvm::Error e = ctx.getEvaluator().getTransport().sendOnChannel(
          op.getChannelHandle().getHandle(), std::move(value)))
    return ctx.error(llvm::toString(std::move(e)));
  ctx.setResult(0, RuntimeValue::token());
  return llvm::Error::success();
}

llvm::Error runRecv(OpContext &ctx) {
  auto op = cast<hlo::RecvOp>(ctx.getOp());
  int64_t channel = op.getChannelHandle().getHandle();
  auto value = ctx.getEvaluator().getTransport().receiveOnChannel(channel);
  if (!value)
    return ctx.error(llvm::toString(value.takeError()));
  unsigned numTensors = op.getNumResults() - 1;
  if (value->tensors.size() != numTensors)
    return ctx.error(llvm::formatv("channel {0} carries {1} value(s) but "
                                   "recv has {2} tensor result(s)",
                                   channel, value->tensors.size(), numTensors));
  for (unsigned i = 0; i < numTensors; ++i) {
    const Tensor &received = value->tensors[i];
    std::string expected =
        getTensorTypeString(ctx.resultShape(i), ctx.resultElementType(i));
    std::string actual =
        getTensorTypeString(received.getShape(), received.getElementType());
    if (expected != actual)
      return ctx.error(llvm::formatv("result {0} is {1} but channel {2} "
                                     "carries {3}",
                                     i, expected, channel, actual));
    ctx.setResult(i, received);
  }
  ctx.setResult(numTensors, RuntimeValue::token());
  return llvm::Error::success();
}

} // namespace

void addTokenHandlers(HandlerTable &table) {
  table.add<hlo::AfterAllOp>(runMakeToken);
  table.add<hlo::CreateTokenOp>(runMakeToken);
  table.add<hlo::InfeedOp>(runInfeed);
  table.add<hlo::OutfeedOp>(runOutfeed);
  table.add<hlo::SendOp>(runSend);
  table.add<hlo::RecvOp>(runRecv);
}

} // namespace hlokit::interpreter
