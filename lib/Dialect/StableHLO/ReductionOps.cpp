//===- ReductionOps.cpp - Reduction ops: verifiers, builders, syntax ------===//
//
// Op methods of dot_general, reduce, reduce_window, select_and_scatter and
// sort, and the syntax of `#stablehlo.dot`. The checks themselves are the free
// functions of ReductionInference.cpp.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;

namespace hlokit::stablehlo {

BodyTypes getBodyTypes(Region &region) {
  if (region.empty())
    return {};
  Block &block = region.front();
  if (!block.mightHaveTerminator())
    return {block.getArgumentTypes(), {}};
  return {block.getArgumentTypes(), block.getTerminator()->getOperandTypes()};
}

namespace {

/// The body's results when it exists, else `fallback` (the init values).
TypeRange accumulatorTypes(Region &region, TypeRange fallback) {
  TypeRange results = getBodyTypes(region).results;
  return results.empty() ? fallback : results;
}

SmallVector<Type> toTensorTypes(ArrayRef<ShapedTypeComponents> components) {
  return llvm::map_to_vector(components, [](const ShapedTypeComponents &c) {
    return Type(typeOf(c));
  });
}

/// Builders infer their results and have no way to report failure.
void checkBuilderInference(LogicalResult inferred, StringRef opName) {
  if (failed(inferred))
    llvm::report_fatal_error(llvm::Twine(opName) +
                             ": cannot infer the result types of the operands");
}

/// SameVariadicOperandSize splits an odd operand count without complaint,
/// dropping the last operand; `label` names the constraint that inputs and
/// init values come in equal numbers.
LogicalResult checkInputsPairWithInits(Operation *op, StringRef label) {
  if (op->getNumOperands() % 2 == 0)
    return success();
  return emitOptionalError(op->getLoc(), label, ": ", op->getNumOperands(),
                           " operands do not split evenly into inputs and "
                           "init values");
}

ParseResult parseIntList(AsmParser &parser, SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
    return parser.parseInteger(values.emplace_back());
  });
}

void printIntList(AsmPrinter &p, ArrayRef<int64_t> values) {
  p << '[';
  llvm::interleaveComma(values, p);
  p << ']';
}

} // namespace

//===----------------------------------------------------------------------===//
// #stablehlo.dot
//===----------------------------------------------------------------------===//

namespace {

constexpr StringLiteral kDotFieldNames[] = {
    "lhs_batching_dimensions", "rhs_batching_dimensions",
    "lhs_contracting_dimensions", "rhs_contracting_dimensions"};

DotDims toDotDims(DotDimensionNumbersAttr attr) {
  return {attr.getLhsBatchingDimensions(), attr.getRhsBatchingDimensions(),
          attr.getLhsContractingDimensions(),
          attr.getRhsContractingDimensions()};
}

} // namespace

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lists[4];
  DimsField fields[] = {{kDotFieldNames[0], &lists[0], nullptr},
                        {kDotFieldNames[1], &lists[1], nullptr},
                        {kDotFieldNames[2], &lists[2], nullptr},
                        {kDotFieldNames[3], &lists[3], nullptr}};
  if (parseDimsStruct(parser, getMnemonic(), fields))
    return {};
  return get(parser.getContext(), lists[0], lists[1], lists[2], lists[3]);
}

// Empty lists are omitted, as upstream prints them.
void DotDimensionNumbersAttr::print(AsmPrinter &p) const {
  ArrayRef<int64_t> fields[] = {
      getLhsBatchingDimensions(), getRhsBatchingDimensions(),
      getLhsContractingDimensions(), getRhsContractingDimensions()};
  StringRef separator = "";
  p << '<';
  for (auto [name, dims] : llvm::zip(kDotFieldNames, fields)) {
    if (dims.empty())
      continue;
    p << separator << name << " = ";
    printIntList(p, dims);
    separator = ", ";
  }
  p << '>';
}

//===----------------------------------------------------------------------===//
// dot_general
//===----------------------------------------------------------------------===//

namespace {

void printDimsPair(OpAsmPrinter &p, ArrayRef<int64_t> lhs,
                   ArrayRef<int64_t> rhs) {
  printIntList(p, lhs);
  p << " x ";
  printIntList(p, rhs);
}

ParseResult parseDimsPair(OpAsmParser &parser, SmallVectorImpl<int64_t> &lhs,
                          SmallVectorImpl<int64_t> &rhs) {
  return failure(parser.parseEqual() || parseIntList(parser, lhs) ||
                 parser.parseKeyword("x") || parseIntList(parser, rhs));
}

} // namespace

ParseResult parsePrecisionList(OpAsmParser &parser, ArrayAttr &precision) {
  SmallVector<Attribute> values;
  if (parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            StringRef keyword;
            if (parser.parseKeyword(&keyword))
              return failure();
            std::optional<Precision> value = symbolizePrecision(keyword);
            if (!value)
              return parser.emitError(loc, "unknown precision '")
                     << keyword << "'";
            values.push_back(PrecisionAttr::get(parser.getContext(), *value));
            return success();
          }))
    return failure();
  precision = ArrayAttr::get(parser.getContext(), values);
  return success();
}

void printDotDimensionNumbers(OpAsmPrinter &p, Operation *,
                              DotDimensionNumbersAttr dims) {
  if (!dims.getLhsBatchingDimensions().empty() ||
      !dims.getRhsBatchingDimensions().empty()) {
    p << "batching_dims = ";
    printDimsPair(p, dims.getLhsBatchingDimensions(),
                  dims.getRhsBatchingDimensions());
    p << ", ";
  }
  p << "contracting_dims = ";
  printDimsPair(p, dims.getLhsContractingDimensions(),
                dims.getRhsContractingDimensions());
}

ParseResult parseDotDimensionNumbers(OpAsmParser &parser,
                                     DotDimensionNumbersAttr &dims) {
  SmallVector<int64_t> lhsBatching, rhsBatching, lhsContracting, rhsContracting;
  if (succeeded(parser.parseOptionalKeyword("batching_dims")) &&
      (parseDimsPair(parser, lhsBatching, rhsBatching) || parser.parseComma()))
    return failure();
  if (parser.parseKeyword("contracting_dims") ||
      parseDimsPair(parser, lhsContracting, rhsContracting))
    return failure();
  dims =
      DotDimensionNumbersAttr::get(parser.getContext(), lhsBatching,
                                   rhsBatching, lhsContracting, rhsContracting);
  return success();
}

void printPrecisionConfigAndAlgorithm(OpAsmPrinter &p, Operation *,
                                      ArrayAttr precisionConfig,
                                      DotAlgorithmAttr algorithm) {
  if (precisionConfig) {
    p << ", precision = [";
    llvm::interleaveComma(precisionConfig, p, [&](Attribute attr) {
      p << stringifyPrecision(cast<PrecisionAttr>(attr).getValue());
    });
    p << ']';
  }
  if (algorithm) {
    p << ", algorithm = ";
    p.printStrippedAttrOrType(algorithm);
  }
}

ParseResult parsePrecisionConfigAndAlgorithm(OpAsmParser &parser,
                                             ArrayAttr &precisionConfig,
                                             DotAlgorithmAttr &algorithm) {
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    if (!precisionConfig &&
        succeeded(parser.parseOptionalKeyword("precision"))) {
      if (parsePrecisionList(parser, precisionConfig))
        return failure();
      continue;
    }
    if (!algorithm && succeeded(parser.parseOptionalKeyword("algorithm"))) {
      if (parser.parseEqual() ||
          parser.parseCustomAttributeWithFallback(algorithm))
        return failure();
      continue;
    }
    return parser.emitError(loc, "expected 'precision' or 'algorithm'");
  }
  return success();
}

void DotGeneralOp::build(OpBuilder &builder, OperationState &state, Value lhs,
                         Value rhs, DotDimensionNumbersAttr dims) {
  SmallVector<ShapedTypeComponents> inferred;
  checkBuilderInference(inferDotGeneralOp(state.location, lhs.getType(),
                                          rhs.getType(), toDotDims(dims),
                                          inferred),
                        "dot_general");
  Type elementType = cast<ShapedType>(lhs.getType()).getElementType();
  build(builder, state,
        RankedTensorType::get(inferred[0].getDims(), elementType,
                              inferred[0].getAttribute()),
        lhs, rhs, dims, /*precision_config=*/nullptr, /*algorithm=*/nullptr);
}

LogicalResult DotGeneralOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  DotGeneralOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getDotDimensionNumbersAttr())
    return emitOptionalError(location, "dot_general: expected dimensions");
  return inferDotGeneralOp(
      location, adaptor.getLhs().getType(), adaptor.getRhs().getType(),
      toDotDims(adaptor.getDotDimensionNumbersAttr()), inferred);
}

LogicalResult DotGeneralOp::verify() {
  ArrayAttr precision = getPrecisionConfigAttr();
  if (failed(verifyDotGeneralOp(getLoc(), getLhs().getType(),
                                getRhs().getType(),
                                toDotDims(getDotDimensionNumbers()),
                                precision ? precision.size() : 0, getType())))
    return failure();
  DotAlgorithmAttr algorithm = getAlgorithmAttr();
  if (!algorithm)
    return success();
  bool allDefault = !precision || llvm::all_of(precision, [](Attribute a) {
    return cast<PrecisionAttr>(a).getValue() == Precision::DEFAULT;
  });
  return verifyDotAlgorithm(
      getLoc(), allDefault,
      {algorithm.getLhsPrecisionType(), algorithm.getRhsPrecisionType(),
       algorithm.getAccumulationType(), algorithm.getLhsComponentCount(),
       algorithm.getRhsComponentCount(),
       algorithm.getNumPrimitiveOperations()});
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

namespace {

/// Upstream's compact form `applies stablehlo.add` stands for a body that
/// applies one commutative binary stablehlo op, without attributes, to its
/// two arguments in order and returns the result, all of type
/// `tensor<E>` with E the input's element type. Parsing rebuilds exactly
/// that body.
bool isEligibleForCompactPrint(ReduceOp op) {
  Block &block = op.getBody().front();
  if (!llvm::hasSingleElement(block.without_terminator()))
    return false;
  Operation &inner = block.front();
  Operation *terminator = block.getTerminator();
  Type scalar = RankedTensorType::get(
      {}, cast<ShapedType>(op.getInputs()[0].getType()).getElementType());
  return inner.getDialect() == op->getDialect() &&
         inner.hasTrait<mlir::OpTrait::IsCommutative>() &&
         inner.getNumRegions() == 0 && inner.getAttrs().empty() &&
         inner.getNumResults() == 1 && inner.getResult(0).getType() == scalar &&
         llvm::equal(inner.getOperands(), block.getArguments()) &&
         llvm::all_of(block.getArgumentTypes(),
                      [&](Type t) { return t == scalar; }) &&
         isa<ReturnOp>(terminator) && terminator->getAttrs().empty() &&
         llvm::equal(terminator->getOperands(), inner.getResults());
}

/// `(%input init: %init), ...`.
ParseResult
parseInputInitPairs(OpAsmParser &parser,
                    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &inputs,
                    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &inits) {
  do {
    if (parser.parseLParen() || parser.parseOperand(inputs.emplace_back()) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(inits.emplace_back()) || parser.parseRParen())
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return success();
}

/// Builds the body `applies` names: `%r = name %a, %b; return %r`.
void buildCompactBody(OpBuilder &builder, Region &body, Location loc,
                      OperationName innerName, Type scalar) {
  Block *block = builder.createBlock(&body, {}, {scalar, scalar}, {loc, loc});
  OperationState inner(loc, innerName);
  inner.addOperands(block->getArguments());
  inner.addTypes(scalar);
  Operation *innerOp = builder.create(inner);
  ReturnOp::create(builder, loc, innerOp->getResults());
}

/// `reducer(%a: T, %b: T) (%c: U, %d: U) {...}`: pair i holds block
/// arguments i and N + i.
ParseResult parseReducer(OpAsmParser &parser, Region &body, size_t n) {
  SmallVector<OpAsmParser::Argument> arguments(2 * n);
  if (parser.parseKeyword("reducer"))
    return failure();
  for (size_t i = 0; i < n; ++i)
    if (parser.parseLParen() ||
        parser.parseArgument(arguments[i], /*allowType=*/true) ||
        parser.parseComma() ||
        parser.parseArgument(arguments[n + i], /*allowType=*/true) ||
        parser.parseRParen())
      return failure();
  return parser.parseRegion(body, arguments);
}

} // namespace

// stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1]
//   {attrs} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// or, with any body,
// stablehlo.reduce(%x init: %c) across dimensions = [1] {attrs} : (...) -> ...
//   reducer(%a: tensor<f32>, %b: tensor<f32>) { ... }
ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc operandsLoc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  if (parseInputInitPairs(parser, inputs, inits))
    return failure();

  std::optional<OperationName> innerName;
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    FailureOr<OperationName> name = parser.parseCustomOperationName();
    if (failed(name))
      return failure();
    innerName = *name;
  }

  DenseI64ArrayAttr dimensions;
  FunctionType type;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseDenseI64Array(parser, dimensions) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  result.getOrAddProperties<Properties>().dimensions = dimensions;

  size_t n = inputs.size();
  if (type.getNumInputs() != 2 * n)
    return parser.emitError(operandsLoc, "expected ")
           << 2 * n << " operand types, got " << type.getNumInputs();
  if (parser.resolveOperands(inputs, type.getInputs().take_front(n),
                             operandsLoc, result.operands) ||
      parser.resolveOperands(inits, type.getInputs().drop_front(n), operandsLoc,
                             result.operands))
    return failure();
  result.addTypes(type.getResults());

  Region *body = result.addRegion();
  if (!innerName)
    return parseReducer(parser, *body, n);
  OpBuilder builder(parser.getContext());
  Type scalar = RankedTensorType::get(
      {}, cast<ShapedType>(type.getInput(0)).getElementType());
  buildCompactBody(builder, *body, result.location, *innerName, scalar);
  return success();
}

void ReduceOp::print(OpAsmPrinter &p) {
  size_t n = getInputs().size();
  for (size_t i = 0; i < n; ++i)
    p << (i ? ", " : "") << '(' << getInputs()[i]
      << " init: " << getInitValues()[i] << ')';

  bool compact = isEligibleForCompactPrint(*this);
  if (compact)
    p << " applies " << getBody().front().front().getName();
  p << " across dimensions = ";
  printDenseI64Array(p, *this, getDimensionsAttr());
  p.printOptionalAttrDict((*this)->getAttrs(), {getDimensionsAttrName()});
  p << " : ";
  p.printFunctionalType(*this);
  if (compact)
    return;

  p.printNewline();
  p << " reducer";
  Block &block = getBody().front();
  for (size_t i = 0; i < n; ++i) {
    p << '(';
    p.printRegionArgument(block.getArgument(i));
    p << ", ";
    p.printRegionArgument(block.getArgument(n + i));
    p << ") ";
  }
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

void ReduceOp::build(OpBuilder &builder, OperationState &state,
                     ValueRange inputs, ValueRange initValues,
                     ArrayRef<int64_t> dimensions) {
  SmallVector<ShapedTypeComponents> inferred;
  checkBuilderInference(inferReduceOp(state.location, inputs.getTypes(),
                                      dimensions, initValues.getTypes(),
                                      inferred),
                        "reduce");
  build(builder, state, toTensorTypes(inferred), inputs, initValues,
        builder.getDenseI64ArrayAttr(dimensions));
}

LogicalResult ReduceOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  ReduceOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getDimensionsAttr())
    return emitOptionalError(location, "reduce: expected dimensions");
  return inferReduceOp(
      location, adaptor.getInputs().getTypes(), adaptor.getDimensions(),
      accumulatorTypes(adaptor.getBody(), adaptor.getInitValues().getTypes()),
      inferred);
}

LogicalResult ReduceOp::verifyRegions() {
  if (failed(checkInputsPairWithInits(*this, "reduce_c3")))
    return failure();
  return verifyReduceOp(getLoc(), getInputs().getTypes(),
                        getInitValues().getTypes(), getDimensions(),
                        getBodyTypes(getBody()), getResultTypes());
}

//===----------------------------------------------------------------------===//
// reduce_window
//===----------------------------------------------------------------------===//

namespace {

template <typename OpOrAdaptor> WindowAttrs readReduceWindow(OpOrAdaptor op) {
  WindowAttrs window;
  window.dimensions = op.getWindowDimensions();
  window.strides = op.getWindowStrides();
  window.baseDilations = op.getBaseDilations();
  window.windowDilations = op.getWindowDilations();
  setWindowPadding(window, op.getPaddingAttr());
  return window;
}

DenseI64ArrayAttr optionalArray(OpBuilder &builder, ArrayRef<int64_t> values) {
  return values.empty() ? nullptr : builder.getDenseI64ArrayAttr(values);
}

DenseIntElementsAttr
paddingAttr(OpBuilder &builder, ArrayRef<std::pair<int64_t, int64_t>> padding) {
  if (padding.empty())
    return nullptr;
  SmallVector<int64_t> flat;
  for (auto [low, high] : padding)
    flat.append({low, high});
  auto type = RankedTensorType::get({static_cast<int64_t>(padding.size()), 2},
                                    builder.getI64Type());
  return DenseIntElementsAttr::get(type, flat);
}

} // namespace

WindowAttrs ReduceWindowOp::getWindowAttrs() { return readReduceWindow(*this); }

void ReduceWindowOp::build(OpBuilder &builder, OperationState &state,
                           ValueRange inputs, ValueRange initValues,
                           ArrayRef<int64_t> windowDimensions,
                           ArrayRef<int64_t> windowStrides,
                           ArrayRef<int64_t> baseDilations,
                           ArrayRef<int64_t> windowDilations,
                           ArrayRef<std::pair<int64_t, int64_t>> padding) {
  DenseI64ArrayAttr strides = optionalArray(builder, windowStrides);
  DenseI64ArrayAttr base = optionalArray(builder, baseDilations);
  DenseI64ArrayAttr dilations = optionalArray(builder, windowDilations);
  DenseIntElementsAttr paddingValues = paddingAttr(builder, padding);

  WindowAttrs window;
  window.dimensions = windowDimensions;
  if (strides)
    window.strides = windowStrides;
  if (base)
    window.baseDilations = baseDilations;
  if (dilations)
    window.windowDilations = windowDilations;
  setWindowPadding(window, paddingValues);
  SmallVector<ShapedTypeComponents> inferred;
  checkBuilderInference(inferReduceWindowOp(state.location, inputs.getTypes(),
                                            window, initValues.getTypes(),
                                            inferred),
                        "reduce_window");
  build(builder, state, toTensorTypes(inferred), inputs, initValues,
        builder.getDenseI64ArrayAttr(windowDimensions), strides, base,
        dilations, paddingValues);
}

LogicalResult ReduceWindowOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  ReduceWindowOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getWindowDimensionsAttr())
    return emitOptionalError(location,
                             "reduce_window: expected window_dimensions");
  return inferReduceWindowOp(
      location, adaptor.getInputs().getTypes(), readReduceWindow(adaptor),
      accumulatorTypes(adaptor.getBody(), adaptor.getInitValues().getTypes()),
      inferred);
}

LogicalResult ReduceWindowOp::verifyRegions() {
  if (failed(checkInputsPairWithInits(*this, "reduce_window_c1")))
    return failure();
  return verifyReduceWindowOp(getLoc(), getInputs().getTypes(),
                              getInitValues().getTypes(), getWindowAttrs(),
                              getBodyTypes(getBody()), getResultTypes());
}

//===----------------------------------------------------------------------===//
// select_and_scatter
//===----------------------------------------------------------------------===//

namespace {

template <typename OpOrAdaptor>
WindowAttrs readSelectAndScatterWindow(OpOrAdaptor op) {
  WindowAttrs window;
  window.dimensions = op.getWindowDimensions().value_or(ArrayRef<int64_t>());
  window.strides = op.getWindowStrides();
  setWindowPadding(window, op.getPaddingAttr());
  return window;
}

} // namespace

WindowAttrs SelectAndScatterOp::getWindowAttrs() {
  return readSelectAndScatterWindow(*this);
}

void SelectAndScatterOp::build(OpBuilder &builder, OperationState &state,
                               Value operand, Value source, Value initValue,
                               ArrayRef<int64_t> windowDimensions,
                               ArrayRef<int64_t> windowStrides,
                               ArrayRef<std::pair<int64_t, int64_t>> padding) {
  SmallVector<ShapedTypeComponents> inferred;
  checkBuilderInference(
      inferSelectAndScatterOp(state.location, operand.getType(), {}, inferred),
      "select_and_scatter");
  build(builder, state, toTensorTypes(inferred)[0], operand, source, initValue,
        optionalArray(builder, windowDimensions),
        optionalArray(builder, windowStrides), paddingAttr(builder, padding));
}

LogicalResult SelectAndScatterOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  SelectAndScatterOp::Adaptor adaptor(operands, attributes, properties,
                                      regions);
  return inferSelectAndScatterOp(location, adaptor.getOperand().getType(),
                                 getBodyTypes(adaptor.getScatter()).results,
                                 inferred);
}

LogicalResult SelectAndScatterOp::verifyRegions() {
  return verifySelectAndScatterOp(
      getLoc(), getOperand().getType(), getSource().getType(),
      getInitValue().getType(), getWindowAttrs(), getBodyTypes(getSelect()),
      getBodyTypes(getScatter()), getType());
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

void SortOp::build(OpBuilder &builder, OperationState &state, ValueRange inputs,
                   int64_t dimension, bool isStable) {
  build(builder, state, inputs.getTypes(), inputs,
        builder.getI64IntegerAttr(dimension), builder.getBoolAttr(isStable));
}

LogicalResult SortOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  SortOp::Adaptor adaptor(operands, attributes, properties, regions);
  return inferSortOp(location, adaptor.getInputs().getTypes(), inferred);
}

LogicalResult SortOp::verifyRegions() {
  return verifySortOp(getLoc(), getInputs().getTypes(),
                      static_cast<int64_t>(getDimension()),
                      getBodyTypes(getComparator()), getResultTypes());
}

} // namespace hlokit::stablehlo
