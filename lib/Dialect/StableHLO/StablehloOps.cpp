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

// Upstream's pretty and generic forms (AssemblyFormat.h).
ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  ElementsAttr value;
  if (parseConstantOp(parser, result, value))
    return failure();
  if (value)
    result.getOrAddProperties<Properties>().value = value;
  return success();
}

void ConstantOp::print(OpAsmPrinter &p) {
  printConstantOp(p, *this, getValue());
}

} // namespace hlokit::stablehlo

#define GET_OP_CLASSES
#include "hlokit/Dialect/StableHLO/StablehloOps.cpp.inc"
