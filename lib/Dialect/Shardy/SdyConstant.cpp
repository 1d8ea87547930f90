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

// The verifier checks that `value` is present before inferring.
LogicalResult
ConstantOp::inferReturnTypes(MLIRContext *, std::optional<Location>, ValueRange,
                             DictionaryAttr attributes,
                             OpaqueProperties properties, RegionRange,
                             SmallVectorImpl<Type> &inferredReturnTypes) {
  ConstantOpAdaptor adaptor(ValueRange(), attributes, properties);
  inferredReturnTypes.push_back(adaptor.getValue().getType());
  return success();
}

} // namespace hlokit::sdy
