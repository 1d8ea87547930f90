//===- ReductionHandlers.cpp - reduce, windows, sort, dot_general ---------===//

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/RegionFunctions.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Kernels/DotGeneral.h"
#include "hlokit/Interpreter/Kernels/Reduction.h"
#include "hlokit/Interpreter/Kernels/Sort.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// The inputs and init values of a reduce-like op, converted to the element
/// types its body takes.
template <typename OpTy>
llvm::Error readInputsAndInits(OpContext &ctx, OpTy op,
                               llvm::SmallVector<Tensor> &inputs,
                               llvm::SmallVector<Tensor> &inits) {
  Block &body = op.getBody().front();
  auto convertedInputs =
      convertToArgTypes(ctx.tensors(op.getInputs()), op.getInputs().getTypes(),
                        body, op.getInputs().size());
  if (!convertedInputs)
    return ctx.error(llvm::toString(convertedInputs.takeError()));
  auto convertedInits = convertToArgTypes(
      ctx.tensors(op.getInitValues()), op.getInitValues().getTypes(), body, 0);
  if (!convertedInits)
    return ctx.error(llvm::toString(convertedInits.takeError()));
  inputs = std::move(*convertedInputs);
  inits = std::move(*convertedInits);
  return llvm::Error::success();
}

llvm::Error runReduce(OpContext &ctx) {
  auto op = cast<hlo::ReduceOp>(ctx.getOp());
  size_t n = op.getInputs().size();
  llvm::SmallVector<Tensor> inputs, inits;
  if (llvm::Error e = readInputsAndInits(ctx, op, inputs, inits))
    return e;
  return withCombiner(ctx, op.getBody(), n, [&](const Combiner &combiner) {
    return ctx.setResults(reduce(inputs, inits, op.getDimensions(), combiner));
  });
}

llvm::SmallVector<int64_t> optionalArray(std::optional<ArrayRef<int64_t>> a) {
  if (!a)
    return {};
  return llvm::SmallVector<int64_t>(a->begin(), a->end());
}

/// Splits an Nx2 padding attribute into low and high lists.
void readPadding(std::optional<DenseIntElementsAttr> padding,
                 WindowDims &dims) {
  if (!padding)
    return;
  auto values = llvm::to_vector(padding->getValues<int64_t>());
  for (size_t i = 0; i + 1 < values.size(); i += 2) {
    dims.paddingLow.push_back(values[i]);
    dims.paddingHigh.push_back(values[i + 1]);
  }
}

llvm::Error runReduceWindow(OpContext &ctx) {
  auto op = cast<hlo::ReduceWindowOp>(ctx.getOp());
  size_t n = op.getInputs().size();
  llvm::SmallVector<Tensor> inputs, inits;
  if (llvm::Error e = readInputsAndInits(ctx, op, inputs, inits))
    return e;
  WindowDims dims;
  dims.sizes.assign(op.getWindowDimensions().begin(),
                    op.getWindowDimensions().end());
  dims.strides = optionalArray(op.getWindowStrides());
  dims.baseDilations = optionalArray(op.getBaseDilations());
  dims.windowDilations = optionalArray(op.getWindowDilations());
  readPadding(op.getPadding(), dims);
  fillWindowDefaults(dims, inputs[0].getRank());
  return withCombiner(ctx, op.getBody(), n, [&](const Combiner &combiner) {
    return ctx.setResults(reduceWindow(inputs, inits, dims, combiner));
  });
}

llvm::Error runSelectAndScatter(OpContext &ctx) {
  auto op = cast<hlo::SelectAndScatterOp>(ctx.getOp());
  const Tensor &operand = ctx.operand(0);
  // The source values and the init value are reduced by `scatter`, so they
  // are converted to its (possibly promoted) element type first.
  llvm::SmallVector<Type, 2> types = {op.getSource().getType(),
                                      op.getInitValue().getType()};
  auto sourceAndInit = convertToArgTypes({ctx.operand(1), ctx.operand(2)},
                                         types, op.getScatter().front(), 0);
  if (!sourceAndInit)
    return ctx.error(llvm::toString(sourceAndInit.takeError()));
  WindowDims dims;
  dims.sizes = optionalArray(op.getWindowDimensions());
  if (dims.sizes.empty())
    dims.sizes.assign(operand.getRank(), 1);
  dims.strides = optionalArray(op.getWindowStrides());
  readPadding(op.getPadding(), dims);
  fillWindowDefaults(dims, operand.getRank());

  ScalarRegion selectRegion(ctx.getEvaluator(), op.getSelect(),
                            &ctx.getFrame());
  auto genericSelect = [&](const char *a,
                           const char *b) -> llvm::Expected<bool> {
    return selectRegion.runPredicate({a, b});
  };
  Selector selector{classifyComparison(op.getSelect()), genericSelect};
  return withCombiner(ctx, op.getScatter(), 1, [&](const Combiner &combiner) {
    return ctx.setResult(selectAndScatter(operand, (*sourceAndInit)[0],
                                          (*sourceAndInit)[1], dims, selector,
                                          combiner));
  });
}

llvm::Error runSort(OpContext &ctx) {
  auto op = cast<hlo::SortOp>(ctx.getOp());
  llvm::SmallVector<Tensor> inputs = ctx.tensors(op.getInputs());
  int64_t dimension = op.getDimension();
  if (dimension < 0)
    dimension += inputs[0].getRank();
  ScalarRegion comparator(ctx.getEvaluator(), op.getComparator(),
                          &ctx.getFrame());
  auto generic = [&](llvm::ArrayRef<const char *> args) {
    return comparator.runPredicate(args);
  };
  std::optional<hlo::ComparisonDirection> direction =
      classifyComparison(op.getComparator());
  SortComparator sortComparator{std::nullopt, generic};
  if (direction && (*direction == hlo::ComparisonDirection::LT ||
                    *direction == hlo::ComparisonDirection::GT))
    sortComparator.direction = direction;
  return ctx.setResults(sort(inputs, dimension, sortComparator));
}

llvm::Error runDotGeneral(OpContext &ctx) {
  auto op = cast<hlo::DotGeneralOp>(ctx.getOp());
  hlo::DotDimensionNumbersAttr attr = op.getDotDimensionNumbers();
  DotDims dims;
  dims.lhsBatchingDims.assign(attr.getLhsBatchingDimensions().begin(),
                              attr.getLhsBatchingDimensions().end());
  dims.rhsBatchingDims.assign(attr.getRhsBatchingDimensions().begin(),
                              attr.getRhsBatchingDimensions().end());
  dims.lhsContractingDims.assign(attr.getLhsContractingDimensions().begin(),
                                 attr.getLhsContractingDimensions().end());
  dims.rhsContractingDims.assign(attr.getRhsContractingDimensions().begin(),
                                 attr.getRhsContractingDimensions().end());
  return ctx.setResult(dotGeneral(ctx.operand(0), ctx.operand(1), dims,
                                  ctx.resultElementType()));
}

} // namespace

void addReductionHandlers(HandlerTable &table) {
  table.add<hlo::ReduceOp>(runReduce);
  table.add<hlo::ReduceWindowOp>(runReduceWindow);
  table.add<hlo::SelectAndScatterOp>(runSelectAndScatter);
  table.add<hlo::SortOp>(runSort);
  table.add<hlo::DotGeneralOp>(runDotGeneral);
}

} // namespace hlokit::interpreter
