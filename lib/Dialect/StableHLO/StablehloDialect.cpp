//===- StablehloDialect.cpp - the stablehlo dialect -----------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace hlokit::stablehlo;

#include "hlokit/Dialect/StableHLO/StablehloDialect.cpp.inc"
#include "hlokit/Dialect/StableHLO/StablehloEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "hlokit/Dialect/StableHLO/StablehloTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "hlokit/Dialect/StableHLO/StablehloAttrs.cpp.inc"

void StableHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlokit/Dialect/StableHLO/StablehloOps.cpp.inc"
      >();
  registerTypes();
  registerAttributes();
  addInlinerInterface(this);
}

void StableHLODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "hlokit/Dialect/StableHLO/StablehloTypes.cpp.inc"
      >();
}

void StableHLODialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "hlokit/Dialect/StableHLO/StablehloAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Bounds: `#stablehlo.bounds<3, ?>` and `#stablehlo.type_extensions<bounds =
// [3, ?]>` are one attribute, TypeExtensionsAttr.
//===----------------------------------------------------------------------===//

namespace {

ParseResult parseBoundList(AsmParser &parser, AsmParser::Delimiter delimiter,
                           SmallVectorImpl<int64_t> &bounds) {
  return parser.parseCommaSeparatedList(delimiter, [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      bounds.push_back(ShapedType::kDynamic);
      return success();
    }
    return parser.parseInteger(bounds.emplace_back());
  });
}

Attribute parseTypeExtensions(DialectAsmParser &parser, StringRef mnemonic) {
  SmallVector<int64_t> bounds;
  if (mnemonic == "bounds") {
    if (parseBoundList(parser, AsmParser::Delimiter::LessGreater, bounds))
      return {};
  } else if (parser.parseLess() || parser.parseKeyword("bounds") ||
             parser.parseEqual() ||
             parseBoundList(parser, AsmParser::Delimiter::Square, bounds) ||
             parser.parseGreater()) {
    return {};
  }
  return TypeExtensionsAttr::getChecked(
      [&] { return parser.emitError(parser.getNameLoc()); },
      parser.getContext(), bounds);
}

void printTypeExtensions(TypeExtensionsAttr attr, DialectAsmPrinter &printer) {
  printer << "bounds<";
  llvm::interleaveComma(attr.getBounds(), printer, [&](int64_t bound) {
    if (ShapedType::isDynamic(bound))
      printer << '?';
    else
      printer << bound;
  });
  printer << '>';
}

} // namespace

LogicalResult
TypeExtensionsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           ArrayRef<int64_t> bounds) {
  for (int64_t bound : bounds)
    if (!ShapedType::isDynamic(bound) && bound < 0)
      return emitError() << "bounds must be >= 0 or '?', got " << bound;
  return success();
}

LogicalResult TypeExtensionsAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type,
    function_ref<InFlightDiagnostic()> emitError) const {
  ArrayRef<int64_t> bounds = getBounds();
  if (bounds.size() != shape.size())
    return emitError() << "the number of bounds (" << bounds.size()
                       << ") must equal the rank of the tensor ("
                       << shape.size() << ")";
  for (auto [dim, bound] : llvm::enumerate(bounds))
    if (!ShapedType::isDynamic(shape[dim]) && !ShapedType::isDynamic(bound))
      return emitError() << "static dimension " << dim
                         << " cannot have a bound, use '?' instead of "
                         << bound;
  return success();
}

//===----------------------------------------------------------------------===//
// Attribute hooks
//===----------------------------------------------------------------------===//

Attribute StableHLODialect::parseAttribute(DialectAsmParser &parser,
                                           Type type) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result =
      generatedAttributeParser(parser, &mnemonic, type, attr);
  if (result.has_value())
    return succeeded(*result) ? attr : Attribute();
  if (mnemonic == "bounds" || mnemonic == "type_extensions")
    return parseTypeExtensions(parser, mnemonic);
  parser.emitError(loc, "unknown stablehlo attribute: ") << mnemonic;
  return {};
}

void StableHLODialect::printAttribute(Attribute attr,
                                      DialectAsmPrinter &printer) const {
  if (auto ext = dyn_cast<TypeExtensionsAttr>(attr))
    return printTypeExtensions(ext, printer);
  if (succeeded(generatedAttributePrinter(attr, printer)))
    return;
  llvm_unreachable("stablehlo attribute without a printer");
}

Operation *StableHLODialect::materializeConstant(OpBuilder &builder,
                                                 Attribute value, Type type,
                                                 Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements || elements.getType() != type)
    return nullptr;
  return ConstantOp::create(builder, loc, type, elements);
}
