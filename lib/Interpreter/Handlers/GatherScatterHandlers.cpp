//===- GatherScatterHandlers.cpp - gather and scatter ops to kernels ------===//

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/RegionFunctions.h"

#include "hlokit/Dialect/StableHLO/GatherScatter.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"
#include "hlokit/Interpreter/Kernels/GatherScatter.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

template <typename Range> llvm::SmallVector<int64_t> toVector(Range r) {
  return llvm::SmallVector<int64_t>(r.begin(), r.end());
}

GatherDims toGatherDims(hlo::GatherDimensionNumbersAttr attr,
                        ArrayRef<int64_t> sliceSizes) {
  GatherDims dims;
  dims.offsetDims = toVector(attr.getOffsetDims());
  dims.collapsedSliceDims = toVector(attr.getCollapsedSliceDims());
  dims.operandBatchingDims = toVector(attr.getOperandBatchingDims());
  dims.startIndicesBatchingDims = toVector(attr.getStartIndicesBatchingDims());
  dims.startIndexMap = toVector(attr.getStartIndexMap());
  dims.indexVectorDim = attr.getIndexVectorDim();
  dims.sliceSizes = toVector(sliceSizes);
  return dims;
}

llvm::Error runGather(OpContext &ctx) {
  auto op = cast<hlo::GatherOp>(ctx.getOp());
  return ctx.setResult(
      gather(ctx.operand(0), ctx.operand(1),
             toGatherDims(op.getDimensionNumbers(), op.getSliceSizes())));
}

/// The values of dynamic_gather's slice_sizes operand.
llvm::SmallVector<int64_t> readSliceSizes(OpContext &ctx) {
  const Tensor &sizes = ctx.operand(2);
  llvm::SmallVector<int64_t> sliceSizes;
  for (int64_t i = 0; i < sizes.getNumElements(); ++i)
    sliceSizes.push_back(readIndex(sizes, i));
  return sliceSizes;
}

/// dynamic_gather's result shape from the values of slice_sizes, once the
/// constraints on them (dynamic_gather_c9, c11, c21, ...) hold for the
/// operands' runtime shapes: the verifier checks them only for constants.
llvm::Expected<llvm::SmallVector<int64_t>> dynamicGatherShape(OpContext &ctx) {
  auto op = cast<hlo::DynamicGatherOp>(ctx.getOp());
  llvm::SmallVector<int64_t> sliceSizes = readSliceSizes(ctx);
  auto runtimeType = [&](Value v) -> Type {
    return RankedTensorType::get(ctx.tensor(v).getShape(),
                                 getElementTypeOrSelf(v.getType()));
  };
  hlo::GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
  llvm::SmallVector<ShapedTypeComponents> inferred;
  CapturedDiagnostic diagnostic(op.getContext());
  if (failed(hlo::inferDynamicGatherOp(
          op.getLoc(), runtimeType(op.getOperand()),
          runtimeType(op.getStartIndices()), runtimeType(op.getSliceSizes()),
          dims.getOffsetDims(), dims.getCollapsedSliceDims(),
          dims.getOperandBatchingDims(), dims.getStartIndicesBatchingDims(),
          dims.getStartIndexMap(), dims.getIndexVectorDim(),
          llvm::ArrayRef<int64_t>(sliceSizes), inferred)))
    return ctx.error("slice_sizes " + hlo::dimsToString(sliceSizes) +
                     " are invalid for the operands' runtime shapes: " +
                     diagnostic.getMessage());
  return getGatherResultShape(ctx.tensor(op.getStartIndices()).getShape(),
                              toGatherDims(dims, sliceSizes));
}

llvm::Error runDynamicGather(OpContext &ctx) {
  auto op = cast<hlo::DynamicGatherOp>(ctx.getOp());
  return ctx.setResult(
      gather(ctx.operand(0), ctx.operand(1),
             toGatherDims(op.getDimensionNumbers(), readSliceSizes(ctx))));
}

/// The buffers scatter updates: an input whose last use this is, that
/// nothing else holds and that has the update computation's element type is
/// updated in place; the others are converted to that type or copied.
llvm::Expected<llvm::SmallVector<Tensor>>
scatterResultBuffers(OpContext &ctx, Block &body, size_t n) {
  llvm::SmallVector<Tensor> buffers;
  for (size_t i = 0; i < n; ++i) {
    Type inputType = ctx.getOp().getOperand(i).getType();
    Tensor *reused = ctx.reusableOperand(i);
    if (reused && getElementTypeOrSelf(body.getArgument(i).getType()) ==
                      getElementTypeOrSelf(inputType)) {
      buffers.push_back(std::move(*reused));
      continue;
    }
    const Tensor &input = ctx.operand(i);
    auto converted = convertToArgTypes({input}, inputType, body, i);
    if (!converted)
      return converted.takeError();
    Tensor buffer = (*converted)[0];
    if (buffer.getRawData() == input.getRawData()) {
      llvm::Expected<Tensor> copy = buffer.clone();
      if (!copy)
        return copy.takeError();
      buffer = std::move(*copy);
    }
    buffers.push_back(std::move(buffer));
  }
  return buffers;
}

llvm::Error runScatter(OpContext &ctx) {
  auto op = cast<hlo::ScatterOp>(ctx.getOp());
  hlo::ScatterDimensionNumbersAttr attr = op.getScatterDimensionNumbers();
  ScatterDims dims;
  dims.updateWindowDims = toVector(attr.getUpdateWindowDims());
  dims.insertedWindowDims = toVector(attr.getInsertedWindowDims());
  dims.inputBatchingDims = toVector(attr.getInputBatchingDims());
  dims.scatterIndicesBatchingDims =
      toVector(attr.getScatterIndicesBatchingDims());
  dims.scatterDimsToOperandDims = toVector(attr.getScatterDimsToOperandDims());
  dims.indexVectorDim = attr.getIndexVectorDim();

  size_t n = op.getInputs().size();
  Block &body = op.getUpdateComputation().front();
  auto inputs = scatterResultBuffers(ctx, body, n);
  if (!inputs)
    return ctx.error(llvm::toString(inputs.takeError()));
  auto updates = convertToArgTypes(ctx.tensors(op.getUpdates()),
                                   op.getUpdates().getTypes(), body, n);
  if (!updates)
    return ctx.error(llvm::toString(updates.takeError()));

  hlo::ReduceBodyKind kind = n == 1
                                 ? classifyCombiner(op.getUpdateComputation())
                                 : hlo::ReduceBodyKind::Other;
  ScalarRegion region(ctx.getEvaluator(), op.getUpdateComputation(),
                      &ctx.getFrame());
  auto generic = [&](llvm::ArrayRef<char *> accs,
                     llvm::ArrayRef<const char *> values) {
    return region.combine(accs, values);
  };
  if (llvm::Error e = scatterInto(*inputs, ctx.tensor(op.getScatterIndices()),
                                  *updates, dims, Combiner{kind, generic}))
    return ctx.error(llvm::toString(std::move(e)));
  return ctx.setResults(std::move(*inputs));
}

} // namespace

void addGatherScatterHandlers(HandlerTable &table, ShapeFunctionTable &shapes) {
  table.add<hlo::GatherOp>(runGather);
  table.add<hlo::DynamicGatherOp>(runDynamicGather);
  shapes.add<hlo::DynamicGatherOp>(dynamicGatherShape);
  table.add<hlo::ScatterOp>(runScatter);
}

} // namespace hlokit::interpreter
