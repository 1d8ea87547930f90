//===- SdyConstant.cpp - sdy.constant -------------------------------------===//
//
// Written and typed as stablehlo.constant is (the same parser and printer),
// but a separate op so that no folding merges copies of it.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::sdy {

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  ElementsAttr value;
  if (stablehlo::parseConstantOp(parser, result, value))
    return failure();
  if (value)
    result.getOrAddProperties<Properties>().value = value;
  return success();
}

void ConstantOp::print(OpAsmPrinter &p) {
  stablehlo::printConstantOp(p, *this, getValue());
}

bool ConstantOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return stablehlo::ConstantOp::isCompatibleReturnTypes(l, r);
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

} // namespace hlokit::sdy
