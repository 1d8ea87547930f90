//===- CallHandlers.cpp - map and composite -------------------------------===//

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/RegionFunctions.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// map: the computation runs once per index on the inputs' elements there.
llvm::Error runMap(OpContext &ctx) {
  auto op = cast<hlo::MapOp>(ctx.getOp());
  llvm::SmallVector<Tensor> inputs = ctx.tensors(op.getInputs());
  auto result = Tensor::allocate(ctx.resultElementType(), ctx.resultShape());
  if (!result)
    return ctx.error(llvm::toString(result.takeError()));
  ScalarRegion computation(ctx.getEvaluator(), op.getComputation(),
                           &ctx.getFrame());
  int64_t resultBytes = getElementByteSize(result->getElementType());
  llvm::SmallVector<const char *> args(inputs.size());
  for (int64_t i = 0, e = result->getNumElements(); i < e; ++i) {
    for (auto [arg, input] : llvm::zip_equal(args, inputs))
      arg = input.getRawData() + i * getElementByteSize(input.getElementType());
    char *out = result->getRawMutableData() + i * resultBytes;
    if (llvm::Error err = computation.run(args, {out}))
      return err;
  }
  return ctx.setResult(std::move(*result));
}

/// composite: what its decomposition computes.
llvm::Error runComposite(OpContext &ctx) {
  auto op = cast<hlo::CompositeOp>(ctx.getOp());
  llvm::SmallVector<RuntimeValue> args;
  for (Value input : op.getInputs())
    args.push_back(ctx.value(input));
  auto results = ctx.getEvaluator().callFunction(op.getDecomposition(), args);
  if (!results)
    return results.takeError();
  for (auto [i, v] : llvm::enumerate(*results))
    ctx.setResult(i, std::move(v));
  return llvm::Error::success();
}

} // namespace

void addCallHandlers(HandlerTable &table) {
  table.add<hlo::MapOp>(runMap);
  table.add<hlo::CompositeOp>(runComposite);
}

} // namespace hlokit::interpreter
