//===- ChloOps.cpp - chlo ops: the methods not generated ------------------===//

#include "hlokit/Dialect/CHLO/ChloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;

namespace hlokit::chlo {

//===----------------------------------------------------------------------===//
// broadcast_select
//===----------------------------------------------------------------------===//

LogicalResult BroadcastSelectOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto types = operands.getTypes();
  return inferBroadcastSelectOp(location, types[0], types[1], types[2],
                                inferred);
}

LogicalResult BroadcastSelectOp::verifySpecConstraints() {
  return verifyBroadcastSelectOp(getLoc(), getPred().getType(),
                                 getOnTrue().getType(), getOnFalse().getType(),
                                 getType());
}

//===----------------------------------------------------------------------===//
// constant, constant_like
//===----------------------------------------------------------------------===//

LogicalResult
ConstantOp::inferReturnTypes(MLIRContext *, std::optional<Location> location,
                             ValueRange operands, DictionaryAttr attributes,
                             OpaqueProperties properties, RegionRange regions,
                             SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  inferred.push_back(adaptor.getValue().getType());
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult ConstantLikeOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  return inferConstantLikeOp(location, adaptor.getValue(),
                             operands.getTypes().front(), inferred);
}

LogicalResult ConstantLikeOp::verifySpecConstraints() {
  return verifyConstantLikeOp(getLoc(), getValue(), getOperand().getType(),
                              getType());
}

//===----------------------------------------------------------------------===//
// top_k
//===----------------------------------------------------------------------===//

LogicalResult TopKOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  return inferTopKOp(location, operands.getTypes().front(), adaptor.getK(),
                     inferred);
}

LogicalResult TopKOp::verifySpecConstraints() {
  return verifyTopKOp(getLoc(), getOperand().getType(), getK(),
                      getValues().getType(), getIndices().getType());
}

//===----------------------------------------------------------------------===//
// ragged_dot
//===----------------------------------------------------------------------===//

namespace {

RaggedDotDims plainDims(RaggedDotDimensionNumbersAttr attr) {
  return {
      attr.getLhsBatchingDimensions(),    attr.getRhsBatchingDimensions(),
      attr.getLhsContractingDimensions(), attr.getRhsContractingDimensions(),
      attr.getLhsRaggedDimensions(),      attr.getRhsGroupDimensions()};
}

size_t numPrecisions(std::optional<ArrayAttr> config) {
  return config ? config->size() : 0;
}

} // namespace

LogicalResult RaggedDotOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  auto types = operands.getTypes();
  return inferRaggedDotOp(location, types[0], types[1], types[2],
                          plainDims(adaptor.getRaggedDotDimensionNumbers()),
                          numPrecisions(adaptor.getPrecisionConfig()),
                          inferred);
}

LogicalResult RaggedDotOp::verifySpecConstraints() {
  return verifyRaggedDotOp(getLoc(), getLhs().getType(), getRhs().getType(),
                           getGroupSizes().getType(),
                           plainDims(getRaggedDotDimensionNumbers()),
                           numPrecisions(getPrecisionConfig()), getType());
}

RaggedDotDims RaggedDotOp::getDims() {
  return plainDims(getRaggedDotDimensionNumbers());
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute RaggedDotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lhsBatching, rhsBatching, lhsContracting, rhsContracting,
      lhsRagged, rhsGroup;
  stablehlo::DimsField fields[] = {
      {"lhs_batching_dimensions", &lhsBatching, nullptr},
      {"rhs_batching_dimensions", &rhsBatching, nullptr},
      {"lhs_contracting_dimensions", &lhsContracting, nullptr},
      {"rhs_contracting_dimensions", &rhsContracting, nullptr},
      {"lhs_ragged_dimensions", &lhsRagged, nullptr},
      {"rhs_group_dimensions", &rhsGroup, nullptr}};
  if (stablehlo::parseDimsStruct(parser, getMnemonic(), fields, "chlo"))
    return {};
  return get(parser.getContext(), lhsBatching, rhsBatching, lhsContracting,
             rhsContracting, lhsRagged, rhsGroup);
}

/// Every field, empty ones included (`= []`), as in upstream's tests.
void RaggedDotDimensionNumbersAttr::print(AsmPrinter &p) const {
  std::pair<StringRef, ArrayRef<int64_t>> fields[] = {
      {"lhs_batching_dimensions", getLhsBatchingDimensions()},
      {"rhs_batching_dimensions", getRhsBatchingDimensions()},
      {"lhs_contracting_dimensions", getLhsContractingDimensions()},
      {"rhs_contracting_dimensions", getRhsContractingDimensions()},
      {"lhs_ragged_dimensions", getLhsRaggedDimensions()},
      {"rhs_group_dimensions", getRhsGroupDimensions()}};
  p << '<';
  llvm::interleaveComma(fields, p, [&](const auto &field) {
    p << field.first << " = [";
    llvm::interleaveComma(field.second, p);
    p << ']';
  });
  p << '>';
}

//===----------------------------------------------------------------------===//
// Broadcasting ops
//===----------------------------------------------------------------------===//

bool isBroadcastingOp(Operation *op) {
  return isa<BroadcastSelectOp>(op) ||
         (isa<CHLODialect>(op->getDialect()) &&
          op->getName().stripDialect().starts_with("broadcast_"));
}

SmallVector<int64_t> getOperandResultDims(Operation *op, unsigned i) {
  auto rankOf = [&](unsigned j) {
    return cast<RankedTensorType>(op->getOperand(j).getType()).getRank();
  };
  std::optional<ArrayRef<int64_t>> dims;
  if (auto attr = op->getAttrOfType<DenseI64ArrayAttr>("broadcast_dimensions"))
    dims = attr.asArrayRef();
  if (isa<BroadcastSelectOp>(op)) {
    int64_t resultRank =
        cast<RankedTensorType>(op->getResult(0).getType()).getRank();
    return operandResultDims(rankOf(i), resultRank, /*isLhs=*/false,
                             std::nullopt);
  }
  return operandResultDims(rankOf(i), rankOf(1 - i), i == 0, dims);
}

} // namespace hlokit::chlo

#define GET_OP_CLASSES
#include "hlokit/Dialect/CHLO/ChloOps.cpp.inc"
