//===- GatherScatterOps.cpp - gather/scatter: attributes, ops -------------===//
//
// The `#stablehlo.gather` / `#stablehlo.scatter` syntax, and the op methods,
// which delegate to the free functions of GatherScatter.h.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace hlokit::stablehlo {

//===----------------------------------------------------------------------===//
// Dimension-number attributes
//===----------------------------------------------------------------------===//

namespace {

/// Prints the non-empty lists, then `index_vector_dim` unless it is 0, as
/// upstream does.
void printDimsStruct(AsmPrinter &p,
                     ArrayRef<std::pair<StringRef, ArrayRef<int64_t>>> lists,
                     int64_t indexVectorDim) {
  p << '<';
  llvm::ListSeparator separator;
  printDimsFields(p, lists, separator);
  if (indexVectorDim != 0)
    p << StringRef(separator) << "index_vector_dim = " << indexVectorDim;
  p << '>';
}

} // namespace

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> offsetDims, collapsedSliceDims, operandBatchingDims,
      startIndicesBatchingDims, startIndexMap;
  int64_t indexVectorDim = 0;
  DimsField fields[] = {
      {"offset_dims", &offsetDims, nullptr},
      {"collapsed_slice_dims", &collapsedSliceDims, nullptr},
      {"operand_batching_dims", &operandBatchingDims, nullptr},
      {"start_indices_batching_dims", &startIndicesBatchingDims, nullptr},
      {"start_index_map", &startIndexMap, nullptr},
      {"index_vector_dim", nullptr, &indexVectorDim}};
  if (parseDimsStruct(parser, getMnemonic(), fields))
    return {};
  return get(parser.getContext(), offsetDims, collapsedSliceDims,
             operandBatchingDims, startIndicesBatchingDims, startIndexMap,
             indexVectorDim);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &p) const {
  printDimsStruct(
      p,
      {{"offset_dims", getOffsetDims()},
       {"collapsed_slice_dims", getCollapsedSliceDims()},
       {"operand_batching_dims", getOperandBatchingDims()},
       {"start_indices_batching_dims", getStartIndicesBatchingDims()},
       {"start_index_map", getStartIndexMap()}},
      getIndexVectorDim());
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> updateWindowDims, insertedWindowDims, inputBatchingDims,
      scatterIndicesBatchingDims, scatterDimsToOperandDims;
  int64_t indexVectorDim = 0;
  DimsField fields[] = {
      {"update_window_dims", &updateWindowDims, nullptr},
      {"inserted_window_dims", &insertedWindowDims, nullptr},
      {"input_batching_dims", &inputBatchingDims, nullptr},
      {"scatter_indices_batching_dims", &scatterIndicesBatchingDims, nullptr},
      {"scatter_dims_to_operand_dims", &scatterDimsToOperandDims, nullptr},
      {"index_vector_dim", nullptr, &indexVectorDim}};
  if (parseDimsStruct(parser, getMnemonic(), fields))
    return {};
  return get(parser.getContext(), updateWindowDims, insertedWindowDims,
             inputBatchingDims, scatterIndicesBatchingDims,
             scatterDimsToOperandDims, indexVectorDim);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &p) const {
  printDimsStruct(
      p,
      {{"update_window_dims", getUpdateWindowDims()},
       {"inserted_window_dims", getInsertedWindowDims()},
       {"input_batching_dims", getInputBatchingDims()},
       {"scatter_indices_batching_dims", getScatterIndicesBatchingDims()},
       {"scatter_dims_to_operand_dims", getScatterDimsToOperandDims()}},
      getIndexVectorDim());
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

LogicalResult GatherOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> loc, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  GatherOp::Adaptor adaptor(operands, attributes, properties, regions);
  GatherDimensionNumbersAttr dims = adaptor.getDimensionNumbersAttr();
  if (!dims || !adaptor.getSliceSizesAttr())
    return emitOptionalError(loc,
                             "gather: needs dimension_numbers and slice_sizes");
  return inferGatherOp(
      loc, adaptor.getOperand().getType(), adaptor.getStartIndices().getType(),
      dims.getOffsetDims(), dims.getCollapsedSliceDims(),
      dims.getOperandBatchingDims(), dims.getStartIndicesBatchingDims(),
      dims.getStartIndexMap(), dims.getIndexVectorDim(),
      adaptor.getSliceSizes(), inferred);
}

bool GatherOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return isCompatibleForHloTypeInference(l, r);
}

LogicalResult GatherOp::verify() {
  GatherDimensionNumbersAttr dims = getDimensionNumbers();
  return verifyGatherOp(
      getLoc(), getOperand().getType(), getStartIndices().getType(),
      dims.getOffsetDims(), dims.getCollapsedSliceDims(),
      dims.getOperandBatchingDims(), dims.getStartIndicesBatchingDims(),
      dims.getStartIndexMap(), dims.getIndexVectorDim(), getSliceSizes(),
      getType());
}

//===----------------------------------------------------------------------===//
// dynamic_gather
//===----------------------------------------------------------------------===//

namespace {

std::optional<ArrayRef<int64_t>>
asOptionalRef(const std::optional<SmallVector<int64_t>> &values) {
  if (!values)
    return std::nullopt;
  return ArrayRef<int64_t>(*values);
}
} // namespace

LogicalResult DynamicGatherOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> loc, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  DynamicGatherOp::Adaptor adaptor(operands, attributes, properties, regions);
  GatherDimensionNumbersAttr dims = adaptor.getDimensionNumbersAttr();
  if (!dims)
    return emitOptionalError(loc, "dynamic_gather: needs dimension_numbers");
  std::optional<SmallVector<int64_t>> sizes =
      getConstantIntValues(adaptor.getSliceSizes());
  return inferDynamicGatherOp(
      loc, adaptor.getOperand().getType(), adaptor.getStartIndices().getType(),
      adaptor.getSliceSizes().getType(), dims.getOffsetDims(),
      dims.getCollapsedSliceDims(), dims.getOperandBatchingDims(),
      dims.getStartIndicesBatchingDims(), dims.getStartIndexMap(),
      dims.getIndexVectorDim(), asOptionalRef(sizes), inferred);
}

bool DynamicGatherOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return isCompatibleForHloTypeInference(l, r);
}

LogicalResult DynamicGatherOp::verify() {
  GatherDimensionNumbersAttr dims = getDimensionNumbers();
  std::optional<SmallVector<int64_t>> sizes =
      getConstantIntValues(getSliceSizes());
  return verifyDynamicGatherOp(
      getLoc(), getOperand().getType(), getStartIndices().getType(),
      getSliceSizes().getType(), dims.getOffsetDims(),
      dims.getCollapsedSliceDims(), dims.getOperandBatchingDims(),
      dims.getStartIndicesBatchingDims(), dims.getStartIndexMap(),
      dims.getIndexVectorDim(), asOptionalRef(sizes), getType());
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

namespace {
/// The argument types of update_computation. While a builder creates the op
/// its region is still empty; the body it will get then takes tensor<Ei> with
/// Ei the inputs' element types.
SmallVector<Type> getUpdateComputationArgTypes(Region &region,
                                               TypeRange inputTypes) {
  if (!region.empty())
    return llvm::to_vector(region.front().getArgumentTypes());
  SmallVector<Type> types;
  for (int half = 0; half < 2; ++half)
    for (Type input : inputTypes)
      types.push_back(
          RankedTensorType::get({}, cast<ShapedType>(input).getElementType()));
  return types;
}

/// The operand types of update_computation's terminator, if it has one yet.
TypeRange getUpdateComputationResultTypes(Block &body) {
  if (!body.mightHaveTerminator())
    return {};
  return body.getTerminator()->getOperandTypes();
}
} // namespace

LogicalResult
ScatterOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                            ValueRange operands, DictionaryAttr attributes,
                            OpaqueProperties properties, RegionRange regions,
                            SmallVectorImpl<Type> &inferred) {
  ScatterOp::Adaptor adaptor(operands, attributes, properties, regions);
  TypeRange inputTypes = adaptor.getInputs().getTypes();
  return inferScatterOp(
      loc, inputTypes,
      getUpdateComputationArgTypes(adaptor.getUpdateComputation(), inputTypes),
      inferred);
}

bool ScatterOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return isCompatibleForHloTypeInference(l, r);
}

LogicalResult ScatterOp::verify() {
  // scatter_c5: SameVariadicOperandSize splits the operands silently, so an
  // even count (inputs and updates of different lengths) is caught here.
  if (getNumOperands() % 2 == 0)
    return emitOptionalError(
        getLoc(), "scatter_c5: expected 0 < size(inputs) = size(updates), got ",
        getNumOperands(), " operands, which do not split into N inputs, ",
        "scatter_indices and N updates");
  ScatterDimensionNumbersAttr dims = getScatterDimensionNumbers();
  Block &body = getUpdateComputation().front();
  return verifyScatterOp(
      getLoc(), getInputs().getTypes(), getScatterIndices().getType(),
      getUpdates().getTypes(), dims.getUpdateWindowDims(),
      dims.getInsertedWindowDims(), dims.getInputBatchingDims(),
      dims.getScatterIndicesBatchingDims(), dims.getScatterDimsToOperandDims(),
      dims.getIndexVectorDim(), body.getArgumentTypes(),
      getUpdateComputationResultTypes(body), getResultTypes());
}

} // namespace hlokit::stablehlo
