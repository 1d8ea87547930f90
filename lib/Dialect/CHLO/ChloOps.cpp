//===- ChloOps.cpp - chlo ops: the methods not generated ------------------===//

#include "hlokit/Dialect/CHLO/ChloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;

namespace hlokit::chlo {

//===----------------------------------------------------------------------===//
// comparison enums
//===----------------------------------------------------------------------===//

stablehlo::ComparisonDirection toStablehlo(ComparisonDirection direction) {
  using Direction = stablehlo::ComparisonDirection;
  switch (direction) {
  case ComparisonDirection::EQ:
    return Direction::EQ;
  case ComparisonDirection::NE:
    return Direction::NE;
  case ComparisonDirection::GE:
    return Direction::GE;
  case ComparisonDirection::GT:
    return Direction::GT;
  case ComparisonDirection::LE:
    return Direction::LE;
  case ComparisonDirection::LT:
    return Direction::LT;
  }
  llvm_unreachable("unknown comparison direction");
}

stablehlo::ComparisonType toStablehlo(ComparisonType type) {
  using Type = stablehlo::ComparisonType;
  switch (type) {
  case ComparisonType::NOTYPE:
    return Type::NOTYPE;
  case ComparisonType::FLOAT:
    return Type::FLOAT;
  case ComparisonType::TOTALORDER:
    return Type::TOTALORDER;
  case ComparisonType::SIGNED:
    return Type::SIGNED;
  case ComparisonType::UNSIGNED:
    return Type::UNSIGNED;
  }
  llvm_unreachable("unknown comparison type");
}

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
  // top_k_c4: upstream's top_k has no `largest` attribute; mlir-hlo's
  // recomposition of mhlo.topk leaves `largest = true` on it as a
  // discardable attribute and keeps `largest = false` a custom_call, which
  // top_k cannot compute.
  if (Attribute largest = (*this)->getDiscardableAttr("largest"))
    if (largest != BoolAttr::get(getContext(), true))
      return emitOpError("top_k_c4: largest = ")
             << largest << " is not supported: top_k selects the k largest "
             << "elements";
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
// scan
//===----------------------------------------------------------------------===//

LogicalResult ScanOp::verifySpecConstraints() {
  Block &body = getBody().front();
  if (body.empty() || !body.back().hasTrait<OpTrait::IsTerminator>())
    return emitOpError("scan_c5: the body must end with stablehlo.return");
  // scan_c5: the results are the outputs, then one carry per init.
  if (getCarries().size() != getInits().size())
    return emitOpError("scan_c5: ") << getCarries().size() << " carries for "
                                    << getInits().size() << " inits";
  return verifyScanOp(getLoc(), getInputs().getTypes(), getInits().getTypes(),
                      getDimension(), getScanDimSize(), body.getArgumentTypes(),
                      body.back().getOperandTypes(), getResultTypes());
}

// `chlo.scan(%inputs) inits (%inits) dimension=d [attributes {...}]
// {body} : (operand types) -> (result types)`, as upstream prints it; the
// results are the outputs, then one carry per init.
ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  int64_t dimension;
  if (parser.parseOperandList(inputs, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("inits") ||
      parser.parseOperandList(inits, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("dimension") || parser.parseEqual() ||
      parser.parseInteger(dimension))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("attributes")) &&
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  Region *body = result.addRegion();
  FunctionType type;
  if (parser.parseRegion(*body) || parser.parseColon() ||
      parser.parseType(type))
    return failure();
  if (type.getNumInputs() != inputs.size() + inits.size())
    return parser.emitError(parser.getCurrentLocation(), "expected ")
           << inputs.size() + inits.size() << " operand types, got "
           << type.getNumInputs();
  SmallVector<OpAsmParser::UnresolvedOperand> all(inputs);
  llvm::append_range(all, inits);
  if (parser.resolveOperands(all, type.getInputs(), parser.getNameLoc(),
                             result.operands))
    return failure();
  if (type.getNumResults() < inits.size())
    return parser.emitError(parser.getCurrentLocation(), "expected ")
           << inits.size() << " or more result types (outputs, then one "
           << "carry per init), got " << type.getNumResults();
  result.addTypes(type.getResults());
  Builder &builder = parser.getBuilder();
  result.addAttribute("dimension", builder.getI64IntegerAttr(dimension));
  auto count = [](size_t n) { return static_cast<int32_t>(n); };
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      builder.getDenseI32ArrayAttr(
                          {count(inputs.size()), count(inits.size())}));
  result.addAttribute(
      getResultSegmentSizeAttr(),
      builder.getDenseI32ArrayAttr(
          {count(type.getNumResults() - inits.size()), count(inits.size())}));
  return success();
}

void ScanOp::print(OpAsmPrinter &p) {
  p << '(' << getInputs() << ") inits (" << getInits()
    << ") dimension=" << getDimension();
  SmallVector<NamedAttribute> others;
  if (auto attr = getIsReverseAttr())
    others.emplace_back(getIsReverseAttrName(), attr);
  if (auto attr = getIsAssociativeAttr())
    others.emplace_back(getIsAssociativeAttrName(), attr);
  if (auto attr = getScanDimSizeAttr())
    others.emplace_back(getScanDimSizeAttrName(), attr);
  llvm::append_range(others, (*this)->getDiscardableAttrs());
  if (!others.empty()) {
    p << " attributes ";
    p.printAttribute(DictionaryAttr::get(getContext(), others));
  }
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/true,
                /*printBlockTerminators=*/true);
  p << " : ";
  p.printFunctionalType(getOperandTypes(), getResultTypes());
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

/// The non-empty fields, as upstream's printer.
void RaggedDotDimensionNumbersAttr::print(AsmPrinter &p) const {
  std::pair<StringRef, ArrayRef<int64_t>> fields[] = {
      {"lhs_batching_dimensions", getLhsBatchingDimensions()},
      {"rhs_batching_dimensions", getRhsBatchingDimensions()},
      {"lhs_contracting_dimensions", getLhsContractingDimensions()},
      {"rhs_contracting_dimensions", getRhsContractingDimensions()},
      {"lhs_ragged_dimensions", getLhsRaggedDimensions()},
      {"rhs_group_dimensions", getRhsGroupDimensions()}};
  llvm::ListSeparator separator;
  p << '<';
  stablehlo::printDimsFields(p, fields, separator);
  p << '>';
}

//===----------------------------------------------------------------------===//
// Broadcasting ops
//===----------------------------------------------------------------------===//

bool isBroadcastingOp(OperationName name) {
  return name.hasTrait<trait::Broadcasting>();
}

bool isBroadcastingOp(Operation *op) { return isBroadcastingOp(op->getName()); }

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
    return operandResultDims(rankOf(i), resultRank, std::nullopt);
  }
  return operandResultDims(rankOf(i), rankOf(1 - i), dims);
}

} // namespace hlokit::chlo

#define GET_OP_CLASSES
#include "hlokit/Dialect/CHLO/ChloOps.cpp.inc"
