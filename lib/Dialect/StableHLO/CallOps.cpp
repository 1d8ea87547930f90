//===- CallOps.cpp - map and composite: op methods ------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult MapOp::verifyRegions() {
  return verifyMapOp(getLoc(), getInputs().getTypes(), getDimensions(),
                     getRegionSignature(getComputation()), getType());
}

LogicalResult CompositeOp::verify() {
  return verifyCompositeName(getLoc(), getName());
}

LogicalResult
CompositeOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // composite_c2: is_defined_in_parent_scope(decomposition).
  auto decomposition = symbolTable.lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, getDecompositionAttr());
  if (!decomposition)
    return emitOpError("composite_c2: the decomposition ")
           << getDecompositionAttr() << " is not a function in scope";
  return verifyCompositeSignature(
      getLoc(), getInputs().getTypes(), getResultTypes(),
      cast<FunctionType>(decomposition.getFunctionType()));
}

} // namespace hlokit::stablehlo
