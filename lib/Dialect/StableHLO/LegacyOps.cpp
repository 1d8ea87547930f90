//===- LegacyOps.cpp - ops the spec dropped: op methods -------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"

using namespace mlir;

namespace hlokit::stablehlo {

/// dot's `, precision = [...]`, printed only when present (upstream's
/// custom<PrecisionConfig>); dot_general's printer without an algorithm.
void printPrecisionConfig(OpAsmPrinter &p, Operation *op,
                          ArrayAttr precisionConfig) {
  printPrecisionConfigAndAlgorithm(p, op, precisionConfig, {});
}

ParseResult parsePrecisionConfig(OpAsmParser &parser,
                                 ArrayAttr &precisionConfig) {
  if (failed(parser.parseOptionalComma()))
    return success();
  return failure(parser.parseKeyword("precision") ||
                 parsePrecisionList(parser, precisionConfig));
}

LogicalResult DotOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> loc, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  DotOp::Adaptor adaptor(operands, attributes, properties, regions);
  ArrayAttr precision = adaptor.getPrecisionConfigAttr();
  return inferDotOp(loc, adaptor.getLhs().getType(), adaptor.getRhs().getType(),
                    precision ? precision.size() : 0, inferred);
}

LogicalResult DotOp::verify() {
  ArrayAttr precision = getPrecisionConfigAttr();
  return verifyDotOp(getLoc(), getLhs().getType(), getRhs().getType(),
                     precision ? precision.size() : 0, getType());
}

LogicalResult BroadcastOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> loc, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  BroadcastOp::Adaptor adaptor(operands, attributes, properties, regions);
  return inferBroadcastOp(loc, adaptor.getOperand().getType(),
                          adaptor.getBroadcastSizes(), inferred);
}

// Upstream's CompatibleOperandsAndResultType trait, with its message.
LogicalResult CrossReplicaSumOp::verify() {
  if (!isCompatibleForHloTypeInference(getType(), getOperand().getType()))
    return emitOpError(
        "requires compatible types for all operands and results");
  return success();
}

} // namespace hlokit::stablehlo
