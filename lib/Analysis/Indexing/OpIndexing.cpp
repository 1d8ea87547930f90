//===- OpIndexing.cpp - indexing maps of StableHLO op instances -----------===//

#include "hlokit/Analysis/Indexing/OpIndexing.h"
#include "hlokit/Analysis/Indexing/OpIndexingMaps.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::indexing {

namespace {

using Maps = llvm::SmallVector<IndexingMap>;

bool isStaticTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape();
}

bool allStatic(Operation *op) {
  return llvm::all_of(op->getOperandTypes(), isStaticTensor) &&
         llvm::all_of(op->getResultTypes(), isStaticTensor);
}

llvm::ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// Ops whose result element at an index reads only the operands' elements at
/// that index (rank-0 operands broadcast); `map` is one, as in XLA.
bool isElementwise(Operation *op) {
  return op->hasTrait<mlir::OpTrait::Elementwise>() ||
         isa<SelectOp, ClampOp, CompareOp, ConvertOp, MapOp>(op);
}

IndexingMap elementwiseOperandMap(Value operand, Value result) {
  MLIRContext *context = result.getContext();
  if (shapeOf(operand).empty() && !shapeOf(result).empty())
    return getScalarOperandMap(shapeOf(result), context);
  return getIdentityMap(shapeOf(result), context);
}

llvm::SmallVector<int64_t> orOnes(std::optional<llvm::ArrayRef<int64_t>> values,
                                  size_t rank) {
  if (values)
    return llvm::SmallVector<int64_t>(*values);
  return llvm::SmallVector<int64_t>(rank, 1);
}

WindowConfig windowConfig(ReduceWindowOp op) {
  size_t rank = op.getWindowDimensions().size();
  WindowConfig window;
  window.dims.assign(op.getWindowDimensions().begin(),
                     op.getWindowDimensions().end());
  window.strides = orOnes(op.getWindowStrides(), rank);
  window.baseDilations = orOnes(op.getBaseDilations(), rank);
  window.windowDilations = orOnes(op.getWindowDilations(), rank);
  window.paddingLow.assign(rank, 0);
  window.paddingHigh.assign(rank, 0);
  if (auto padding = op.getPaddingAttr()) {
    auto values = llvm::to_vector(padding.getValues<int64_t>());
    for (size_t i = 0; i < rank; ++i) {
      window.paddingLow[i] = values[2 * i];
      window.paddingHigh[i] = values[2 * i + 1];
    }
  }
  return window;
}

DotDimensions dotDimensions(DotGeneralOp op) {
  DotDimensionNumbersAttr attr = op.getDotDimensionNumbers();
  DotDimensions dims;
  dims.lhsBatch.assign(attr.getLhsBatchingDimensions().begin(),
                       attr.getLhsBatchingDimensions().end());
  dims.rhsBatch.assign(attr.getRhsBatchingDimensions().begin(),
                       attr.getRhsBatchingDimensions().end());
  dims.lhsContracting.assign(attr.getLhsContractingDimensions().begin(),
                             attr.getLhsContractingDimensions().end());
  dims.rhsContracting.assign(attr.getRhsContractingDimensions().begin(),
                             attr.getRhsContractingDimensions().end());
  return dims;
}

/// The padding of a convolution (its attribute) or of a dynamic_conv (its
/// operand, when it is a constant); null otherwise or when absent.
DenseIntElementsAttr paddingOf(ConvolutionOp op) { return op.getPaddingAttr(); }
DenseIntElementsAttr paddingOf(DynamicConvOp op) {
  DenseIntElementsAttr padding;
  matchPattern(op.getPadding(), m_Constant(&padding));
  return padding;
}

template <typename OpTy> ConvolutionConfig convolutionConfig(OpTy op) {
  ConvDimensionNumbersAttr attr = op.getDimensionNumbers();
  ConvolutionConfig config;
  config.inputBatch = attr.getInputBatchDimension();
  config.inputFeature = attr.getInputFeatureDimension();
  config.inputSpatial.assign(attr.getInputSpatialDimensions().begin(),
                             attr.getInputSpatialDimensions().end());
  config.kernelInputFeature = attr.getKernelInputFeatureDimension();
  config.kernelOutputFeature = attr.getKernelOutputFeatureDimension();
  config.kernelSpatial.assign(attr.getKernelSpatialDimensions().begin(),
                              attr.getKernelSpatialDimensions().end());
  config.outputBatch = attr.getOutputBatchDimension();
  config.outputFeature = attr.getOutputFeatureDimension();
  config.outputSpatial.assign(attr.getOutputSpatialDimensions().begin(),
                              attr.getOutputSpatialDimensions().end());
  size_t spatialRank = config.inputSpatial.size();
  config.strides = orOnes(op.getWindowStrides(), spatialRank);
  config.lhsDilation = orOnes(op.getLhsDilation(), spatialRank);
  config.rhsDilation = orOnes(op.getRhsDilation(), spatialRank);
  config.paddingLow.assign(spatialRank, 0);
  if (DenseIntElementsAttr padding = paddingOf(op)) {
    auto values = llvm::to_vector(padding.getValues<int64_t>());
    for (size_t i = 0; i < spatialRank; ++i)
      config.paddingLow[i] = values[2 * i];
  }
  config.reversal.assign(spatialRank, false);
  if (std::optional<llvm::ArrayRef<bool>> reversal = op.getWindowReversal())
    config.reversal.assign(reversal->begin(), reversal->end());
  config.featureGroupCount = op.getFeatureGroupCount();
  config.batchGroupCount = op.getBatchGroupCount();
  return config;
}

/// convolution, and dynamic_conv with a constant padding (its padding
/// operand, read whole, gets `(d...) -> ()`).
template <typename OpTy>
Maps convolutionOutputToInput(OpTy op, MLIRContext *context) {
  if (isa<DynamicConvOp>(op.getOperation()) && !paddingOf(op))
    return Maps(op->getNumOperands(), IndexingMap::getUndefined());
  ConvolutionConfig config = convolutionConfig(op);
  auto lhs = shapeOf(op.getLhs()), rhs = shapeOf(op.getRhs());
  auto result = shapeOf(op.getResult());
  Maps maps{getConvolutionOutputToInput(lhs, rhs, result, config, 0, context),
            getConvolutionOutputToInput(lhs, rhs, result, config, 1, context)};
  if (op->getNumOperands() == 3)
    maps.push_back(getScalarOperandMap(result, context));
  return maps;
}

template <typename OpTy>
Maps convolutionInputToOutput(OpTy op, unsigned operandIndex,
                              MLIRContext *context) {
  if (isa<DynamicConvOp>(op.getOperation()) && !paddingOf(op))
    return Maps{IndexingMap::getUndefined()};
  if (operandIndex == 2)
    return Maps{getScalarToOutputMap(shapeOf(op.getResult()), context)};
  return Maps{getConvolutionInputToOutput(
      shapeOf(op.getLhs()), shapeOf(op.getRhs()), shapeOf(op.getResult()),
      convolutionConfig(op), operandIndex, context)};
}

GatherDimensions gatherDimensions(GatherOp op) {
  GatherDimensionNumbersAttr attr = op.getDimensionNumbers();
  GatherDimensions dims;
  dims.offsetDims.assign(attr.getOffsetDims().begin(),
                         attr.getOffsetDims().end());
  dims.collapsedSliceDims.assign(attr.getCollapsedSliceDims().begin(),
                                 attr.getCollapsedSliceDims().end());
  dims.operandBatchingDims.assign(attr.getOperandBatchingDims().begin(),
                                  attr.getOperandBatchingDims().end());
  dims.startIndicesBatchingDims.assign(
      attr.getStartIndicesBatchingDims().begin(),
      attr.getStartIndicesBatchingDims().end());
  dims.startIndexMap.assign(attr.getStartIndexMap().begin(),
                            attr.getStartIndexMap().end());
  dims.indexVectorDim = attr.getIndexVectorDim();
  dims.sliceSizes.assign(op.getSliceSizes().begin(), op.getSliceSizes().end());
  return dims;
}

/// Maps for ops with one "data" operand followed by scalars read whole.
Maps withScalarOperands(Operation *op, IndexingMap first) {
  Maps maps{std::move(first)};
  for (unsigned i = 1; i < op->getNumOperands(); ++i)
    maps.push_back(
        getScalarOperandMap(shapeOf(op->getResult(0)), op->getContext()));
  return maps;
}

Maps outputToInput(Operation *op, unsigned resultIndex) {
  MLIRContext *context = op->getContext();
  Value result = op->getResult(resultIndex);
  llvm::ArrayRef<int64_t> resultShape = shapeOf(result);
  if (isElementwise(op)) {
    Maps maps;
    for (Value operand : op->getOperands())
      maps.push_back(elementwiseOperandMap(operand, result));
    return maps;
  }
  // chlo's broadcasting ops compose as broadcast_in_dim + elementwise.
  if (chlo::isBroadcastingOp(op)) {
    Maps maps;
    for (auto [i, operand] : llvm::enumerate(op->getOperands()))
      maps.push_back(getBroadcastOutputToInput(
          shapeOf(operand), resultShape, chlo::getOperandResultDims(op, i),
          context));
    return maps;
  }
  return llvm::TypeSwitch<Operation *, Maps>(op)
      .Case([&](BroadcastInDimOp op) {
        return Maps{
            getBroadcastOutputToInput(shapeOf(op.getOperand()), resultShape,
                                      op.getBroadcastDimensions(), context)};
      })
      .Case([&](TransposeOp op) {
        return Maps{getTransposeOutputToInput(resultShape, op.getPermutation(),
                                              context)};
      })
      .Case([&](ReverseOp op) {
        return Maps{getReverseMap(resultShape, op.getDimensions(), context)};
      })
      .Case([&](ReshapeOp op) {
        return Maps{
            getReshapeMap(resultShape, shapeOf(op.getOperand()), context)};
      })
      .Case([&](SliceOp op) {
        return Maps{getSliceOutputToInput(resultShape, op.getStartIndices(),
                                          op.getStrides(), context)};
      })
      .Case([&](ConcatenateOp op) {
        Maps maps;
        int64_t dim = op.getDimension(), offset = 0;
        for (Value input : op.getInputs()) {
          int64_t size = shapeOf(input)[dim];
          maps.push_back(getConcatenateOutputToInput(resultShape, dim, offset,
                                                     size, context));
          offset += size;
        }
        return maps;
      })
      .Case([&](ReduceOp op) {
        Maps maps;
        for (Value input : op.getInputs())
          maps.push_back(getReduceOutputToInput(shapeOf(input),
                                                op.getDimensions(), context));
        for (size_t i = 0; i < op.getInitValues().size(); ++i)
          maps.push_back(getScalarOperandMap(resultShape, context));
        return maps;
      })
      .Case([&](ReduceWindowOp op) {
        Maps maps;
        WindowConfig window = windowConfig(op);
        for (Value input : op.getInputs())
          maps.push_back(getReduceWindowOutputToInput(
              shapeOf(input), resultShape, window, context));
        for (size_t i = 0; i < op.getInitValues().size(); ++i)
          maps.push_back(getScalarOperandMap(resultShape, context));
        return maps;
      })
      .Case([&](DotGeneralOp op) {
        DotDimensions dims = dotDimensions(op);
        auto lhs = shapeOf(op.getLhs()), rhs = shapeOf(op.getRhs());
        return Maps{getDotOutputToInput(lhs, rhs, dims, 0, context),
                    getDotOutputToInput(lhs, rhs, dims, 1, context)};
      })
      .Case<ConvolutionOp, DynamicConvOp>(
          [&](auto op) { return convolutionOutputToInput(op, context); })
      .Case([&](PadOp op) {
        return withScalarOperands(
            op, getPadOutputToInput(shapeOf(op.getOperand()), resultShape,
                                    op.getEdgePaddingLow(),
                                    op.getInteriorPadding(), context));
      })
      .Case([&](DynamicSliceOp op) {
        return withScalarOperands(
            op, getDynamicSliceOutputToInput(shapeOf(op.getOperand()),
                                             op.getSliceSizes(), context));
      })
      .Case([&](DynamicUpdateSliceOp op) {
        Maps maps{getIdentityMap(resultShape, context),
                  getDynamicUpdateSliceOutputToUpdate(
                      resultShape, shapeOf(op.getUpdate()), context)};
        for (size_t i = 0; i < op.getStartIndices().size(); ++i)
          maps.push_back(getScalarOperandMap(resultShape, context));
        return maps;
      })
      .Case([&](GatherOp op) {
        GatherDimensions dims = gatherDimensions(op);
        return Maps{getGatherOutputToOperand(shapeOf(op.getOperand()),
                                             resultShape, dims, context),
                    getGatherOutputToIndices(shapeOf(op.getStartIndices()),
                                             resultShape, dims, context)};
      })
      .Default([&](Operation *op) {
        return Maps(op->getNumOperands(), IndexingMap::getUndefined());
      });
}

/// The map of an operand every result element depends on as a whole.
Maps scalarToResults(Operation *op) {
  Maps maps;
  for (Value result : op->getResults())
    maps.push_back(getScalarToOutputMap(shapeOf(result), op->getContext()));
  return maps;
}

Maps inputToOutput(Operation *op, unsigned operandIndex) {
  MLIRContext *context = op->getContext();
  Value operand = op->getOperand(operandIndex);
  llvm::ArrayRef<int64_t> operandShape = shapeOf(operand);
  if (isElementwise(op)) {
    llvm::ArrayRef<int64_t> resultShape = shapeOf(op->getResult(0));
    if (operandShape.empty() && !resultShape.empty())
      return scalarToResults(op);
    return Maps{getIdentityMap(resultShape, context)};
  }
  if (chlo::isBroadcastingOp(op))
    return Maps{getBroadcastInputToOutput(
        operandShape, shapeOf(op->getResult(0)),
        chlo::getOperandResultDims(op, operandIndex), context)};
  return llvm::TypeSwitch<Operation *, Maps>(op)
      .Case([&](BroadcastInDimOp op) {
        return Maps{
            getBroadcastInputToOutput(operandShape, shapeOf(op.getResult()),
                                      op.getBroadcastDimensions(), context)};
      })
      .Case([&](TransposeOp op) {
        return Maps{getTransposeInputToOutput(operandShape, op.getPermutation(),
                                              context)};
      })
      .Case([&](ReverseOp op) {
        return Maps{getReverseMap(operandShape, op.getDimensions(), context)};
      })
      .Case([&](ReshapeOp op) {
        return Maps{
            getReshapeMap(operandShape, shapeOf(op.getResult()), context)};
      })
      .Case([&](SliceOp op) {
        return Maps{getSliceInputToOutput(shapeOf(op.getResult()),
                                          op.getStartIndices(), op.getStrides(),
                                          context)};
      })
      .Case([&](ConcatenateOp op) {
        int64_t dim = op.getDimension(), offset = 0;
        for (unsigned i = 0; i < operandIndex; ++i)
          offset += shapeOf(op.getInputs()[i])[dim];
        return Maps{
            getConcatenateInputToOutput(operandShape, dim, offset, context)};
      })
      .Case([&](ReduceOp op) {
        if (operandIndex >= op.getInputs().size())
          return scalarToResults(op);
        return Maps(
            op->getNumResults(),
            getReduceInputToOutput(operandShape, op.getDimensions(), context));
      })
      .Case([&](ReduceWindowOp op) {
        if (operandIndex >= op.getInputs().size())
          return scalarToResults(op);
        return Maps(op->getNumResults(),
                    getReduceWindowInputToOutput(operandShape,
                                                 shapeOf(op->getResult(0)),
                                                 windowConfig(op), context));
      })
      .Case([&](DotGeneralOp op) {
        return Maps{getDotInputToOutput(shapeOf(op.getLhs()),
                                        shapeOf(op.getRhs()), dotDimensions(op),
                                        operandIndex, context)};
      })
      .Case<ConvolutionOp, DynamicConvOp>([&](auto op) {
        return convolutionInputToOutput(op, operandIndex, context);
      })
      .Case([&](PadOp op) {
        if (operandIndex != 0)
          return scalarToResults(op);
        return Maps{getPadInputToOutput(operandShape, shapeOf(op.getResult()),
                                        op.getEdgePaddingLow(),
                                        op.getInteriorPadding(), context)};
      })
      .Case([&](GatherOp op) {
        GatherDimensions dims = gatherDimensions(op);
        llvm::ArrayRef<int64_t> resultShape = shapeOf(op.getResult());
        if (operandIndex == 0)
          return Maps{getGatherOperandToOutput(operandShape, resultShape, dims,
                                               context)};
        return Maps{
            getGatherIndicesToOutput(operandShape, resultShape, dims, context)};
      })
      .Case([&](DynamicSliceOp op) {
        if (operandIndex != 0)
          return scalarToResults(op);
        return Maps{getDynamicSliceInputToOutput(operandShape,
                                                 op.getSliceSizes(), context)};
      })
      .Case([&](DynamicUpdateSliceOp op) {
        llvm::ArrayRef<int64_t> resultShape = shapeOf(op.getResult());
        if (operandIndex == 0)
          return Maps{getIdentityMap(resultShape, context)};
        if (operandIndex == 1)
          return Maps{getDynamicUpdateSliceUpdateToOutput(
              resultShape, operandShape, context)};
        return scalarToResults(op);
      })
      .Default([&](Operation *op) {
        return Maps(op->getNumResults(), IndexingMap::getUndefined());
      });
}

} // namespace

llvm::SmallVector<IndexingMap>
computeOutputToInputIndexing(Operation *op, unsigned resultIndex) {
  if (!allStatic(op))
    return Maps(op->getNumOperands(), IndexingMap::getUndefined());
  return outputToInput(op, resultIndex);
}

llvm::SmallVector<IndexingMap>
computeInputToOutputIndexing(Operation *op, unsigned operandIndex) {
  if (!allStatic(op))
    return Maps(op->getNumResults(), IndexingMap::getUndefined());
  return inputToOutput(op, operandIndex);
}

} // namespace hlokit::indexing
