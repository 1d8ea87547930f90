//===- NumericHandlers.cpp - fft, linear algebra, batch norm to kernels ---===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Kernels/BatchNorm.h"
#include "hlokit/Interpreter/Kernels/Fft.h"
#include "hlokit/Interpreter/Kernels/LinearAlgebra.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

llvm::Error runFft(OpContext &ctx) {
  auto op = cast<hlo::FftOp>(ctx.getOp());
  return ctx.setResult(fft(ctx.operand(0), op.getFftType(), op.getFftLength(),
                           ctx.resultElementType(), ctx.resultShape()));
}

llvm::Error runCholesky(OpContext &ctx) {
  auto op = cast<hlo::CholeskyOp>(ctx.getOp());
  return ctx.setResult(cholesky(ctx.operand(0), op.getLower()));
}

llvm::Error runTriangularSolve(OpContext &ctx) {
  auto op = cast<hlo::TriangularSolveOp>(ctx.getOp());
  return ctx.setResult(
      triangularSolve(ctx.operand(0), ctx.operand(1), op.getLeftSide(),
                      op.getLower(), op.getUnitDiagonal(), op.getTransposeA()));
}

llvm::Error runBatchNormInference(OpContext &ctx) {
  auto op = cast<hlo::BatchNormInferenceOp>(ctx.getOp());
  return ctx.setResult(batchNormInference(
      ctx.operand(0), ctx.operand(1), ctx.operand(2), ctx.operand(3),
      ctx.operand(4), op.getEpsilon().convertToDouble(), op.getFeatureIndex()));
}

llvm::Error runBatchNormTraining(OpContext &ctx) {
  auto op = cast<hlo::BatchNormTrainingOp>(ctx.getOp());
  return ctx.setResults(batchNormTraining(
      ctx.operand(0), ctx.operand(1), ctx.operand(2),
      op.getEpsilon().convertToDouble(), op.getFeatureIndex()));
}

llvm::Error runBatchNormGrad(OpContext &ctx) {
  auto op = cast<hlo::BatchNormGradOp>(ctx.getOp());
  return ctx.setResults(batchNormGrad(
      ctx.operand(0), ctx.operand(1), ctx.operand(2), ctx.operand(3),
      ctx.operand(4), op.getEpsilon().convertToDouble(), op.getFeatureIndex()));
}

} // namespace

void addNumericHandlers(HandlerTable &table) {
  table.add<hlo::FftOp>(runFft);
  table.add<hlo::CholeskyOp>(runCholesky);
  table.add<hlo::TriangularSolveOp>(runTriangularSolve);
  table.add<hlo::BatchNormInferenceOp>(runBatchNormInference);
  table.add<hlo::BatchNormTrainingOp>(runBatchNormTraining);
  table.add<hlo::BatchNormGradOp>(runBatchNormGrad);
}

} // namespace hlokit::interpreter
