//===- StablehloOps.cpp - op definitions and the constant op --------------===//
//
// Holds the generated op definitions. The op families' methods live in
// <Family>Ops.cpp; `constant` is defined here because every family uses it.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;

namespace hlokit::stablehlo {

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

void ConstantOp::build(OpBuilder &builder, OperationState &state,
                       Attribute value) {
  auto elements = cast<ElementsAttr>(value);
  build(builder, state, elements.getType(), elements);
}

LogicalResult
ConstantOp::inferReturnTypes(MLIRContext *, std::optional<Location> location,
                             ValueRange, DictionaryAttr attributes,
                             OpaqueProperties properties, RegionRange,
                             SmallVectorImpl<Type> &inferredReturnTypes) {
  ConstantOpAdaptor adaptor(ValueRange(), attributes, properties);
  auto value = dyn_cast_or_null<ElementsAttr>(adaptor.getValueAttr());
  if (!value)
    return emitOptionalError(location, "constant: expected an elements value");
  inferredReturnTypes.push_back(value.getType());
  return success();
}

bool ConstantOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  if (l.size() != 1 || r.size() != 1)
    return false;
  return isCompatibleForHloTypeInference(l.front(),
                                         storageTensorType(r.front()));
}

LogicalResult ConstantOp::verify() {
  // constant_c1: type(value) = type(output); a quantized output's value
  // holds its storage integers, as upstream writes it
  // (`dense<[1, 2]> : tensor<2xi8>` for `tensor<2x!quant.uniform<i8:...>>`).
  if (!isCompatibleForHloTypeInference(getValue().getType(),
                                       storageTensorType(getType())))
    return emitOpError("constant_c1: value type ")
           << getValue().getType() << " does not match result type "
           << getType();
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) {
  // A quantized constant's value is not of its result type; folders that
  // read constant operands expect one, so it does not fold.
  if (isQuantized(getType()))
    return {};
  return getValue();
}

void ConstantOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setNameFn) {
  // Same hints as upstream so printed files diff cleanly against it.
  if (isa<IntegerType>(getType().getElementType()))
    setNameFn(getResult(), "c");
  else
    setNameFn(getResult(), "cst");
}

// Pretty form: `stablehlo.constant {attrs} dense<...> : tensor<...>`. The
// generic form `stablehlo.constant() <{value = ...}> : () -> tensor<...>` is
// also accepted, as upstream does.
ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLParen())) {
    if (parser.parseRParen())
      return failure();
    if (succeeded(parser.parseOptionalLess())) {
      if (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater())
        return failure();
    }
    FunctionType type;
    if (parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColonType(type))
      return failure();
    if (type.getNumInputs() != 0 || type.getNumResults() != 1)
      return parser.emitError(parser.getNameLoc(),
                              "expected `() -> type` for constant");
    result.addTypes(type.getResults());
    return success();
  }
  ElementsAttr value;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseAttribute(value))
    return failure();
  result.getOrAddProperties<Properties>().value = value;
  result.addTypes(value.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &p) {
  if (getValue().getType() != getType()) {
    p.printGenericOp(*this, /*printOpName=*/false);
    return;
  }
  p.printOptionalAttrDict((*this)->getAttrs(), /*elidedAttrs=*/{"value"});
  p << ' ';
  p.printAttribute(getValue());
}

} // namespace hlokit::stablehlo

#define GET_OP_CLASSES
#include "hlokit/Dialect/StableHLO/StablehloOps.cpp.inc"
