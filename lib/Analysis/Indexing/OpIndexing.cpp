//===- OpIndexing.cpp - indexing maps of StableHLO op instances -----------===//

#include "hlokit/Analysis/Indexing/OpIndexing.h"
#include "hlokit/Analysis/Indexing/OpIndexingMaps.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Support/OpTable.h"

#include "mlir/IR/Matchers.h"

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
bool isElementwise(OperationName name) {
  return name.hasTrait<mlir::OpTrait::Elementwise>() ||
         llvm::is_contained({TypeID::get<SelectOp>(), TypeID::get<ClampOp>(),
                             TypeID::get<CompareOp>(), TypeID::get<ConvertOp>(),
                             TypeID::get<MapOp>()},
                            name.getTypeID());
}
bool isElementwise(Operation *op) { return isElementwise(op->getName()); }

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

/// The map of an operand every result element depends on as a whole.
Maps scalarToResults(Operation *op) {
  Maps maps;
  for (Value result : op->getResults())
    maps.push_back(getScalarToOutputMap(shapeOf(result), op->getContext()));
  return maps;
}

//===----------------------------------------------------------------------===//
// Categories: elementwise ops and chlo's broadcasting ops
//===----------------------------------------------------------------------===//

Maps elementwiseOutputToInput(Operation *op, unsigned resultIndex) {
  Maps maps;
  for (Value operand : op->getOperands())
    maps.push_back(elementwiseOperandMap(operand, op->getResult(resultIndex)));
  return maps;
}

Maps elementwiseInputToOutput(Operation *op, unsigned operandIndex) {
  llvm::ArrayRef<int64_t> resultShape = shapeOf(op->getResult(0));
  if (shapeOf(op->getOperand(operandIndex)).empty() && !resultShape.empty())
    return scalarToResults(op);
  return Maps{getIdentityMap(resultShape, op->getContext())};
}

// chlo's broadcasting ops compose as broadcast_in_dim + elementwise.
Maps chloBroadcastOutputToInput(Operation *op, unsigned resultIndex) {
  Maps maps;
  for (auto [i, operand] : llvm::enumerate(op->getOperands()))
    maps.push_back(getBroadcastOutputToInput(
        shapeOf(operand), shapeOf(op->getResult(resultIndex)),
        chlo::getOperandResultDims(op, i), op->getContext()));
  return maps;
}

Maps chloBroadcastInputToOutput(Operation *op, unsigned operandIndex) {
  return Maps{getBroadcastInputToOutput(
      shapeOf(op->getOperand(operandIndex)), shapeOf(op->getResult(0)),
      chlo::getOperandResultDims(op, operandIndex), op->getContext())};
}

//===----------------------------------------------------------------------===//
// One pair of functions per structured op
//===----------------------------------------------------------------------===//

Maps outputToInput(BroadcastInDimOp op, unsigned) {
  return Maps{getBroadcastOutputToInput(
      shapeOf(op.getOperand()), shapeOf(op.getResult()),
      op.getBroadcastDimensions(), op.getContext())};
}
Maps inputToOutput(BroadcastInDimOp op, unsigned) {
  return Maps{getBroadcastInputToOutput(
      shapeOf(op.getOperand()), shapeOf(op.getResult()),
      op.getBroadcastDimensions(), op.getContext())};
}

Maps outputToInput(TransposeOp op, unsigned) {
  return Maps{getTransposeOutputToInput(shapeOf(op.getResult()),
                                        op.getPermutation(), op.getContext())};
}
Maps inputToOutput(TransposeOp op, unsigned) {
  return Maps{getTransposeInputToOutput(shapeOf(op.getOperand()),
                                        op.getPermutation(), op.getContext())};
}

// reverse is its own inverse: one map serves both directions.
Maps outputToInput(ReverseOp op, unsigned) {
  return Maps{getReverseMap(shapeOf(op.getResult()), op.getDimensions(),
                            op.getContext())};
}
Maps inputToOutput(ReverseOp op, unsigned operandIndex) {
  return outputToInput(op, operandIndex);
}

Maps outputToInput(ReshapeOp op, unsigned) {
  return Maps{getReshapeMap(shapeOf(op.getResult()), shapeOf(op.getOperand()),
                            op.getContext())};
}
Maps inputToOutput(ReshapeOp op, unsigned) {
  return Maps{getReshapeMap(shapeOf(op.getOperand()), shapeOf(op.getResult()),
                            op.getContext())};
}

Maps outputToInput(SliceOp op, unsigned) {
  return Maps{getSliceOutputToInput(shapeOf(op.getResult()),
                                    op.getStartIndices(), op.getStrides(),
                                    op.getContext())};
}
Maps inputToOutput(SliceOp op, unsigned) {
  return Maps{getSliceInputToOutput(shapeOf(op.getResult()),
                                    op.getStartIndices(), op.getStrides(),
                                    op.getContext())};
}

Maps outputToInput(ConcatenateOp op, unsigned) {
  Maps maps;
  int64_t dim = op.getDimension(), offset = 0;
  for (Value input : op.getInputs()) {
    int64_t size = shapeOf(input)[dim];
    maps.push_back(getConcatenateOutputToInput(shapeOf(op.getResult()), dim,
                                               offset, size, op.getContext()));
    offset += size;
  }
  return maps;
}
Maps inputToOutput(ConcatenateOp op, unsigned operandIndex) {
  int64_t dim = op.getDimension(), offset = 0;
  for (unsigned i = 0; i < operandIndex; ++i)
    offset += shapeOf(op.getInputs()[i])[dim];
  return Maps{getConcatenateInputToOutput(shapeOf(op.getInputs()[operandIndex]),
                                          dim, offset, op.getContext())};
}

Maps outputToInput(ReduceOp op, unsigned resultIndex) {
  Maps maps;
  for (Value input : op.getInputs())
    maps.push_back(getReduceOutputToInput(shapeOf(input), op.getDimensions(),
                                          op.getContext()));
  for (size_t i = 0; i < op.getInitValues().size(); ++i)
    maps.push_back(getScalarOperandMap(shapeOf(op->getResult(resultIndex)),
                                       op.getContext()));
  return maps;
}
Maps inputToOutput(ReduceOp op, unsigned operandIndex) {
  if (operandIndex >= op.getInputs().size())
    return scalarToResults(op);
  return Maps(op->getNumResults(),
              getReduceInputToOutput(shapeOf(op.getInputs()[operandIndex]),
                                     op.getDimensions(), op.getContext()));
}

Maps outputToInput(ReduceWindowOp op, unsigned resultIndex) {
  Maps maps;
  WindowConfig window = windowConfig(op);
  llvm::ArrayRef<int64_t> resultShape = shapeOf(op->getResult(resultIndex));
  for (Value input : op.getInputs())
    maps.push_back(getReduceWindowOutputToInput(shapeOf(input), resultShape,
                                                window, op.getContext()));
  for (size_t i = 0; i < op.getInitValues().size(); ++i)
    maps.push_back(getScalarOperandMap(resultShape, op.getContext()));
  return maps;
}
Maps inputToOutput(ReduceWindowOp op, unsigned operandIndex) {
  if (operandIndex >= op.getInputs().size())
    return scalarToResults(op);
  return Maps(op->getNumResults(), getReduceWindowInputToOutput(
                                       shapeOf(op.getInputs()[operandIndex]),
                                       shapeOf(op->getResult(0)),
                                       windowConfig(op), op.getContext()));
}

Maps outputToInput(DotGeneralOp op, unsigned) {
  DotDimensions dims = dotDimensions(op);
  auto lhs = shapeOf(op.getLhs()), rhs = shapeOf(op.getRhs());
  return Maps{getDotOutputToInput(lhs, rhs, dims, 0, op.getContext()),
              getDotOutputToInput(lhs, rhs, dims, 1, op.getContext())};
}
Maps inputToOutput(DotGeneralOp op, unsigned operandIndex) {
  return Maps{getDotInputToOutput(shapeOf(op.getLhs()), shapeOf(op.getRhs()),
                                  dotDimensions(op), operandIndex,
                                  op.getContext())};
}

Maps outputToInput(ConvolutionOp op, unsigned) {
  return convolutionOutputToInput(op, op.getContext());
}
Maps inputToOutput(ConvolutionOp op, unsigned operandIndex) {
  return convolutionInputToOutput(op, operandIndex, op.getContext());
}
Maps outputToInput(DynamicConvOp op, unsigned) {
  return convolutionOutputToInput(op, op.getContext());
}
Maps inputToOutput(DynamicConvOp op, unsigned operandIndex) {
  return convolutionInputToOutput(op, operandIndex, op.getContext());
}

Maps outputToInput(PadOp op, unsigned) {
  return withScalarOperands(
      op, getPadOutputToInput(shapeOf(op.getOperand()), shapeOf(op.getResult()),
                              op.getEdgePaddingLow(), op.getInteriorPadding(),
                              op.getContext()));
}
Maps inputToOutput(PadOp op, unsigned operandIndex) {
  if (operandIndex != 0)
    return scalarToResults(op);
  return Maps{getPadInputToOutput(
      shapeOf(op.getOperand()), shapeOf(op.getResult()), op.getEdgePaddingLow(),
      op.getInteriorPadding(), op.getContext())};
}

Maps outputToInput(DynamicSliceOp op, unsigned) {
  return withScalarOperands(
      op, getDynamicSliceOutputToInput(shapeOf(op.getOperand()),
                                       op.getSliceSizes(), op.getContext()));
}
Maps inputToOutput(DynamicSliceOp op, unsigned operandIndex) {
  if (operandIndex != 0)
    return scalarToResults(op);
  return Maps{getDynamicSliceInputToOutput(
      shapeOf(op.getOperand()), op.getSliceSizes(), op.getContext())};
}

Maps outputToInput(DynamicUpdateSliceOp op, unsigned) {
  llvm::ArrayRef<int64_t> resultShape = shapeOf(op.getResult());
  Maps maps{getIdentityMap(resultShape, op.getContext()),
            getDynamicUpdateSliceOutputToUpdate(
                resultShape, shapeOf(op.getUpdate()), op.getContext())};
  for (size_t i = 0; i < op.getStartIndices().size(); ++i)
    maps.push_back(getScalarOperandMap(resultShape, op.getContext()));
  return maps;
}
Maps inputToOutput(DynamicUpdateSliceOp op, unsigned operandIndex) {
  llvm::ArrayRef<int64_t> resultShape = shapeOf(op.getResult());
  if (operandIndex == 0)
    return Maps{getIdentityMap(resultShape, op.getContext())};
  if (operandIndex == 1)
    return Maps{getDynamicUpdateSliceUpdateToOutput(
        resultShape, shapeOf(op.getUpdate()), op.getContext())};
  return scalarToResults(op);
}

Maps outputToInput(GatherOp op, unsigned) {
  GatherDimensions dims = gatherDimensions(op);
  llvm::ArrayRef<int64_t> resultShape = shapeOf(op.getResult());
  return Maps{getGatherOutputToOperand(shapeOf(op.getOperand()), resultShape,
                                       dims, op.getContext()),
              getGatherOutputToIndices(shapeOf(op.getStartIndices()),
                                       resultShape, dims, op.getContext())};
}
Maps inputToOutput(GatherOp op, unsigned operandIndex) {
  GatherDimensions dims = gatherDimensions(op);
  llvm::ArrayRef<int64_t> operandShape = shapeOf(op->getOperand(operandIndex));
  llvm::ArrayRef<int64_t> resultShape = shapeOf(op.getResult());
  if (operandIndex == 0)
    return Maps{getGatherOperandToOutput(operandShape, resultShape, dims,
                                         op.getContext())};
  return Maps{getGatherIndicesToOutput(operandShape, resultShape, dims,
                                       op.getContext())};
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

/// How one op class's maps are computed, in both directions.
struct IndexingRule {
  Maps (*outputToInput)(Operation *op, unsigned resultIndex);
  Maps (*inputToOutput)(Operation *op, unsigned operandIndex);
};

template <typename OpTy> IndexingRule ruleFor() {
  return {[](Operation *op, unsigned i) {
            return outputToInput(cast<OpTy>(op), i);
          },
          [](Operation *op, unsigned i) {
            return inputToOutput(cast<OpTy>(op), i);
          }};
}

template <typename... OpTys> void addRules(OpTable<IndexingRule> &table) {
  (table.add<OpTys>(ruleFor<OpTys>()), ...);
}

const OpTable<IndexingRule> &getStructuredRules() {
  static const OpTable<IndexingRule> table = [] {
    OpTable<IndexingRule> t;
    addRules<BroadcastInDimOp, TransposeOp, ReverseOp, ReshapeOp, SliceOp,
             ConcatenateOp, ReduceOp, ReduceWindowOp, DotGeneralOp,
             ConvolutionOp, DynamicConvOp, PadOp, DynamicSliceOp,
             DynamicUpdateSliceOp, GatherOp>(t);
    return t;
  }();
  return table;
}

/// The rule of `op`'s class: its own, or its category's; null when the
/// analysis does not model it.
std::optional<IndexingRule> findRule(Operation *op) {
  if (isElementwise(op))
    return IndexingRule{elementwiseOutputToInput, elementwiseInputToOutput};
  if (chlo::isBroadcastingOp(op))
    return IndexingRule{chloBroadcastOutputToInput, chloBroadcastInputToOutput};
  if (const IndexingRule *rule = getStructuredRules().lookup(op))
    return *rule;
  return std::nullopt;
}

} // namespace

llvm::SmallVector<IndexingMap>
computeOutputToInputIndexing(Operation *op, unsigned resultIndex) {
  std::optional<IndexingRule> rule = findRule(op);
  if (!rule || !allStatic(op))
    return Maps(op->getNumOperands(), IndexingMap::getUndefined());
  return rule->outputToInput(op, resultIndex);
}

llvm::SmallVector<IndexingMap>
computeInputToOutputIndexing(Operation *op, unsigned operandIndex) {
  std::optional<IndexingRule> rule = findRule(op);
  if (!rule || !allStatic(op))
    return Maps(op->getNumResults(), IndexingMap::getUndefined());
  return rule->inputToOutput(op, operandIndex);
}

const OpTable<const char *> &getOpsWithoutIndexingMaps() {
  static const OpTable<const char *> table = [] {
    OpTable<const char *> t;
    t.add<ConstantOp, IotaOp, CreateTokenOp, ReplicaIdOp, PartitionIdOp,
          chlo::ConstantOp>("no operand to map");
    t.add<chlo::ConstantLikeOp>("reads only its operand's shape");
    t.add<ScatterOp, SelectAndScatterOp, SortOp, DynamicGatherOp, chlo::TopKOp,
          chlo::RaggedDotOp>(
        "which elements are read or written depends on values");
    t.add<WhileOp, IfOp, CaseOp, CompositeOp, CustomCallOp,
          OptimizationBarrierOp, ReturnOp, chlo::ScanOp>(
        "control flow, calls and terminators: regions are not composed");
    t.add<FftOp, CholeskyOp, TriangularSolveOp, BatchNormInferenceOp,
          BatchNormTrainingOp, BatchNormGradOp>(
        "not modeled (XLA has no maps for them)");
    t.add<RngOp, RngBitGeneratorOp>("random values: no element is read");
    t.add<BitcastConvertOp>(
        "not modeled: between bit widths, one element spans several");
    t.add<AllGatherOp, AllReduceOp, ReduceScatterOp, AllToAllOp,
          CollectivePermuteOp, CollectiveBroadcastOp, CollectiveReduceOp>(
        "collectives read other processes' values");
    t.add<AsyncStartOp, AsyncDoneOp>(
        "futures are not tensors; async_start's region is not composed");
    t.add<AfterAllOp, InfeedOp, OutfeedOp, SendOp, RecvOp>(
        "tokens and I/O carry no elements to map");
    t.add<TupleOp, GetTupleElementOp>("tuples are not tensors");
    t.add<SetDimensionSizeOp, GetDimensionSizeOp, RealDynamicSliceOp,
          DynamicPadOp, DynamicBroadcastInDimOp, DynamicIotaOp,
          DynamicReshapeOp>("dynamic shapes: the analysis maps static ones");
    t.add<DotOp, BroadcastOp, EinsumOp, UnaryEinsumOp, TorchIndexSelectOp,
          CrossReplicaSumOp>("not in the spec: mapped after "
                             "stablehlo-legalize-deprecated-ops rewrites it");
    return t;
  }();
  return table;
}

bool hasIndexingMaps(mlir::RegisteredOperationName name) {
  return isElementwise(name) || chlo::isBroadcastingOp(name) ||
         getStructuredRules().contains(name.getTypeID());
}

} // namespace hlokit::indexing
