//===- RandomHandlers.cpp - rng_bit_generator to its kernel ---------------===//
//
// `rng` is not run: its numbers are implementation-defined and no program
// can check them, so it is reported as unsupported rather than invented.
//
//===----------------------------------------------------------------------===//

#include "EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/RngBitGenerator.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

llvm::Error runRngBitGenerator(OpContext &ctx) {
  auto op = cast<hlo::RngBitGeneratorOp>(ctx.getOp());
  // DEFAULT is PHILOX, as XLA's CPU backend expands it.
  RngAlgorithmKind algorithm =
      op.getRngAlgorithm() == hlo::RngAlgorithm::THREE_FRY
          ? RngAlgorithmKind::ThreeFry
          : RngAlgorithmKind::Philox;
  return ctx.setResults(rngBitGenerator(
      algorithm, ctx.operand(0), ctx.resultElementType(1), ctx.resultShape(1)));
}

} // namespace

void addRandomHandlers(HandlerTable &table) {
  table["stablehlo.rng_bit_generator"] = runRngBitGenerator;
}

} // namespace hlokit::interpreter
