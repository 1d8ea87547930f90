//===- ChloOps.cpp - chlo ops: the methods not generated ------------------===//

#include "hlokit/Dialect/CHLO/ChloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;

namespace hlokit::chlo {

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
  return verifyTopKOp(getLoc(), getOperand().getType(), getK(),
                      getValues().getType(), getIndices().getType());
}

//===----------------------------------------------------------------------===//
// Broadcasting ops
//===----------------------------------------------------------------------===//

bool isBroadcastingOp(Operation *op) {
  return isa<BroadcastSelectOp>(op) ||
         (isa<CHLODialect>(op->getDialect()) &&
          op->getName().stripDialect().starts_with("broadcast_"));
}

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
    return operandResultDims(rankOf(i), resultRank, /*isLhs=*/false,
                             std::nullopt);
  }
  return operandResultDims(rankOf(i), rankOf(1 - i), i == 0, dims);
}

} // namespace hlokit::chlo

#define GET_OP_CLASSES
#include "hlokit/Dialect/CHLO/ChloOps.cpp.inc"
