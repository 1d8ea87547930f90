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

Attribute StableHLODialect::parseAttribute(DialectAsmParser &parser,
                                           Type type) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result =
      generatedAttributeParser(parser, &mnemonic, type, attr);
  if (result.has_value())
    return succeeded(*result) ? attr : Attribute();
  parser.emitError(loc, "unknown stablehlo attribute: ") << mnemonic;
  return {};
}

void StableHLODialect::printAttribute(Attribute attr,
                                      DialectAsmPrinter &printer) const {
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
