//===- RandomHandlers.cpp - rng and rng_bit_generator to kernels ----------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/Random.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Kernels/Rng.h"
#include "hlokit/Interpreter/Kernels/RngBitGenerator.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

llvm::Error runRngBitGenerator(OpContext &ctx) {
  auto op = cast<hlo::RngBitGeneratorOp>(ctx.getOp());
  // The verifier checks the state as upstream's does, not at all
  // (SpecStrictness.h); the algorithms need the spec's state.
  const Tensor &state = ctx.operand(0);
  if (state.getElementType() != ElementType::UI64 || state.getRank() != 1 ||
      !hlo::isValidRngStateSize(op.getRngAlgorithm(), state.getShape()[0]))
    return ctx.error(
        llvm::formatv("rng_bit_generator_i2, rng_bit_generator_c2: "
                      "{0} needs a 1-dimensional ui64 state of 2{1} words, "
                      "got {2}",
                      hlo::stringifyRngAlgorithm(op.getRngAlgorithm()),
                      op.getRngAlgorithm() == hlo::RngAlgorithm::THREE_FRY
                          ? ""
                          : " or 3",
                      op.getInitialState().getType()));
  return ctx.setResults(rngBitGenerator(op.getRngAlgorithm(), ctx.operand(0),
                                        ctx.resultElementType(1),
                                        ctx.resultShape(1)));
}

llvm::Error runRng(OpContext &ctx) {
  auto op = cast<hlo::RngOp>(ctx.getOp());
  // The shape operand gives the result shape, also for dynamic result types.
  const Tensor &shapeTensor = ctx.tensor(op.getShape());
  llvm::SmallVector<int64_t> shape;
  for (int64_t i = 0, e = shapeTensor.getNumElements(); i < e; ++i)
    shape.push_back(shapeTensor.getIntegerAt(i));
  if (llvm::any_of(shape, [](int64_t d) { return d < 0; }))
    return ctx.error("shape has a negative size");
  auto result =
      rng(op.getRngDistribution(), ctx.tensor(op.getA()), ctx.tensor(op.getB()),
          ctx.resultElementType(), shape, ctx.getEvaluator().rngCounter());
  if (!result)
    return ctx.error(llvm::toString(result.takeError()));
  ctx.setResultShape(0, shape);
  ctx.setResult(0, std::move(*result));
  return llvm::Error::success();
}

} // namespace

void addRandomHandlers(HandlerTable &table) {
  table.add<hlo::RngOp>(runRng);
  table.add<hlo::RngBitGeneratorOp>(runRngBitGenerator);
}

} // namespace hlokit::interpreter
