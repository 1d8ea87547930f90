//===- ControlFlowOps.cpp - ControlFlow ops: verifiers, builders, syntax --===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// Every stablehlo op may be inlined, and calls inside stablehlo regions may
/// be inlined as long as the regions keep their single block.
struct StablehloInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Region *, Region *src, bool, IRMapping &) const final {
    return src->hasOneBlock();
  }
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};

} // namespace

void addInlinerInterface(StableHLODialect *dialect) {
  dialect->addInterfaces<StablehloInlinerInterface>();
}

FunctionType getRegionSignature(Region &region) {
  auto ret = cast<ReturnOp>(region.front().getTerminator());
  return FunctionType::get(region.getContext(),
                           region.front().getArgumentTypes(),
                           ret.getResults().getTypes());
}

//===----------------------------------------------------------------------===//
// if, case
//===----------------------------------------------------------------------===//

LogicalResult IfOp::verifyRegions() {
  return verifyIfOp(getLoc(), getPred().getType(),
                    getRegionSignature(getTrueBranch()),
                    getRegionSignature(getFalseBranch()), getResultTypes());
}

LogicalResult CaseOp::verifyRegions() {
  SmallVector<FunctionType> branches;
  for (Region &branch : getBranches())
    branches.push_back(getRegionSignature(branch));
  return verifyCaseOp(getLoc(), getIndex().getType(), branches,
                      getResultTypes());
}

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

void WhileOp::build(OpBuilder &builder, OperationState &state,
                    ValueRange operand) {
  build(builder, state, operand.getTypes(), operand);
}

LogicalResult WhileOp::verifyRegions() {
  return verifyWhileOp(getLoc(), getOperand().getTypes(),
                       getRegionSignature(getCond()),
                       getRegionSignature(getBody()), getResultTypes());
}

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  // Both regions name their arguments alike, so the names printed once in
  // the header hold for both (upstream's `%iterArg` hints).
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, "iterArg");
}

// Pretty form, as upstream:
//   stablehlo.while(%iterArg = %a, ...) : type, ... attributes {...}
//    cond { ... } do { ... }
void WhileOp::print(OpAsmPrinter &p) {
  p << '(';
  llvm::interleaveComma(
      llvm::zip(getCond().getArguments(), getOperand()), p,
      [&](auto pair) { p << std::get<0>(pair) << " = " << std::get<1>(pair); });
  p << ')';
  if (!getOperand().empty()) {
    p << " : ";
    llvm::interleaveComma(getOperand().getTypes(), p);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p.printNewline();
  p << " cond ";
  p.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  p << " do ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

namespace {

/// Parses `(%iterArg = %init, ...)`.
ParseResult
parseIterArgs(OpAsmParser &parser,
              SmallVectorImpl<OpAsmParser::Argument> &iterArgs,
              SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  if (parser.parseLParen())
    return failure();
  if (succeeded(parser.parseOptionalRParen()))
    return success();
  do {
    if (parser.parseArgument(iterArgs.emplace_back()) || parser.parseEqual() ||
        parser.parseOperand(operands.emplace_back()))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseRParen();
}

} // namespace

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> iterArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parseIterArgs(parser, iterArgs, operands))
    return failure();
  SMLoc typesLoc = parser.getCurrentLocation();
  SmallVector<Type> types;
  if (succeeded(parser.parseOptionalColon()) && parser.parseTypeList(types))
    return failure();
  if (types.size() != operands.size())
    return parser.emitError(typesLoc, "expected ")
           << operands.size() << " types for the loop-carried values, got "
           << types.size();
  for (auto [arg, type] : llvm::zip_equal(iterArgs, types))
    arg.type = type;
  if (parser.resolveOperands(operands, types, typesLoc, result.operands))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  return failure(
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseKeyword("cond") || parser.parseRegion(*cond, iterArgs) ||
      parser.parseKeyword("do") || parser.parseRegion(*body, iterArgs));
}

//===----------------------------------------------------------------------===//
// optimization_barrier
//===----------------------------------------------------------------------===//

LogicalResult OptimizationBarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  return inferOptimizationBarrierOp(location, operands.getTypes(), inferred);
}

LogicalResult OptimizationBarrierOp::verify() {
  return verifyOptimizationBarrierOp(getLoc(), getOperand().getTypes(),
                                     getResultTypes());
}

//===----------------------------------------------------------------------===//
// custom_call
//===----------------------------------------------------------------------===//

namespace {

/// Reads a layouts attribute; fails on layouts that are not 1-dimensional.
LogicalResult readLayouts(Location loc, StringRef name, ArrayAttr attr,
                          std::optional<SmallVector<Layout>> &layouts) {
  if (!attr)
    return success();
  layouts.emplace();
  for (auto layout : attr.getAsRange<DenseIntElementsAttr>()) {
    if (layout.getType().getRank() != 1)
      return emitOptionalError(loc, "custom_call: ", name,
                               " must hold 1-dimensional layouts, got ",
                               layout.getType());
    layouts->push_back(llvm::to_vector(layout.getValues<int64_t>()));
  }
  return success();
}

std::optional<ArrayRef<Layout>>
asArrayRef(const std::optional<SmallVector<Layout>> &layouts) {
  if (!layouts)
    return std::nullopt;
  return ArrayRef<Layout>(*layouts);
}

} // namespace

LogicalResult CustomCallOp::verify() {
  std::optional<SmallVector<Layout>> operandLayouts, resultLayouts;
  if (failed(readLayouts(getLoc(), "operand_layouts", getOperandLayoutsAttr(),
                         operandLayouts)) ||
      failed(readLayouts(getLoc(), "result_layouts", getResultLayoutsAttr(),
                         resultLayouts)))
    return failure();
  if (failed(verifyCustomCallLayouts(
          getLoc(), getInputs().getTypes(), getResultTypes(),
          asArrayRef(operandLayouts), asArrayRef(resultLayouts))))
    return failure();
  SmallVector<OperandAlias> aliases;
  for (auto alias :
       getOutputOperandAliases().getAsRange<OutputOperandAliasAttr>())
    aliases.push_back({alias.getOutputTupleIndices(), alias.getOperandIndex(),
                       alias.getOperandTupleIndices()});
  if (failed(verifyCustomCallAliases(getLoc(), getInputs().getTypes(),
                                     getResultTypes(), aliases)))
    return failure();
  bool typedFfi =
      getApiVersion() == CustomCallApiVersion::API_VERSION_TYPED_FFI;
  return verifyCustomCallBackendConfig(getLoc(), typedFfi,
                                       getBackendConfigAttr());
}

void CustomCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // Without `has_side_effect` the call is a pure function of its inputs.
  if (!getHasSideEffect())
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

//===----------------------------------------------------------------------===//
// tuple, get_tuple_element
//===----------------------------------------------------------------------===//

LogicalResult TupleOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location> location,
                                        ValueRange operands, DictionaryAttr,
                                        OpaqueProperties, RegionRange,
                                        SmallVectorImpl<Type> &inferred) {
  return inferTupleOp(context, location, operands.getTypes(), inferred);
}

LogicalResult TupleOp::verify() {
  return verifyTupleOp(getLoc(), getVal().getTypes(), getType());
}

LogicalResult GetTupleElementOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  GetTupleElementOpAdaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getIndexAttr())
    return emitOptionalError(location, "get_tuple_element: missing index");
  return inferGetTupleElementOp(location, adaptor.getOperand().getType(),
                                adaptor.getIndexAttr().getInt(), inferred);
}

LogicalResult GetTupleElementOp::verify() {
  return verifyGetTupleElementOp(getLoc(), getOperand().getType(),
                                 getIndexAttr().getInt(), getType());
}

//===----------------------------------------------------------------------===//
// custom<> directives
//===----------------------------------------------------------------------===//

void printPairwiseOpType(OpAsmPrinter &p, Operation *, TypeRange operands,
                         TypeRange) {
  llvm::interleaveComma(operands, p);
}

ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                SmallVectorImpl<Type> &operands,
                                SmallVectorImpl<Type> &results) {
  if (parser.parseTypeList(operands))
    return failure();
  results.assign(operands.begin(), operands.end());
  return success();
}

void printTupleOpType(OpAsmPrinter &p, Operation *, TypeRange, Type result) {
  p << result;
}

ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tuple = dyn_cast<TupleType>(result);
  if (!tuple)
    return parser.emitError(loc, "expected a tuple type, got ") << result;
  llvm::append_range(operands, tuple.getTypes());
  return success();
}

void printCustomCallTarget(OpAsmPrinter &p, Operation *, StringAttr target) {
  p.printSymbolName(target.getValue());
}

ParseResult parseCustomCallTarget(OpAsmParser &parser, StringAttr &target) {
  return parser.parseSymbolName(target);
}

void printBracketedIndices(AsmPrinter &p, ArrayRef<int64_t> values) {
  p << '[';
  llvm::interleaveComma(values, p);
  p << ']';
}

FailureOr<SmallVector<int64_t>> parseBracketedIndices(AsmParser &parser) {
  SmallVector<int64_t> values;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(values.emplace_back());
      }))
    return failure();
  return values;
}

} // namespace hlokit::stablehlo
