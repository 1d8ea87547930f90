//===- TokenHandlers.cpp - tokens, infeed/outfeed, send/recv --------------===//

#include "EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

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

/// Formats a runtime tensor type as `tensor<2x3xf32>`.
std::string tensorTypeString(ElementType type, llvm::ArrayRef<int64_t> shape) {
  std::string s = "tensor<";
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + getElementTypeName(type).str() + ">";
}

llvm::Error runInfeed(OpContext &ctx) {
  unsigned numResults = ctx.getOp().getNumResults();
  for (unsigned i = 0; i + 1 < numResults; ++i) {
    llvm::Expected<Tensor> value = ctx.getEvaluator().takeInfeed();
    if (!value)
      return ctx.error(llvm::toString(value.takeError()));
    std::string expected =
        tensorTypeString(ctx.resultElementType(i), ctx.resultShape(i));
    std::string actual =
        tensorTypeString(value->getElementType(), value->getShape());
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

/// send and recv talk to other processes; hlokit runs one.
llvm::Error runChannelOp(OpContext &ctx) {
  return ctx.error("channel communication needs a multi-process run, and "
                   "hlokit-run runs a single process");
}

} // namespace

void addTokenHandlers(HandlerTable &table) {
  table["stablehlo.after_all"] = runMakeToken;
  table["stablehlo.create_token"] = runMakeToken;
  table["stablehlo.infeed"] = runInfeed;
  table["stablehlo.outfeed"] = runOutfeed;
  table["stablehlo.send"] = runChannelOp;
  table["stablehlo.recv"] = runChannelOp;
}

} // namespace hlokit::interpreter
