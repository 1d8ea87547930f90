//===- SdyNamedComputation.cpp - sdy.named_computation --------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

using namespace mlir;

namespace hlokit::sdy {

// The results are the body's returned values. The verifier infers them only
// once the body is known to be one block ending in sdy.return.
LogicalResult NamedComputationOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange, DictionaryAttr,
    OpaqueProperties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(
      inferredReturnTypes,
      regions.front()->front().getTerminator()->getOperandTypes());
  return success();
}

LogicalResult NamedComputationOp::verify() {
  Block &body = getBody().front();
  if (body.getNumArguments() != getNumOperands())
    return emitError("number of block arguments must match the number of "
                     "operands: ")
           << body.getNumArguments() << " != " << getNumOperands();
  for (auto [index, types] : llvm::enumerate(
           llvm::zip_equal(body.getArgumentTypes(), getOperandTypes()))) {
    auto [inner, outer] = types;
    if (inner != outer)
      return emitError("expected the type of the ")
             << index
             << "'th block argument to match the type of the corresponding "
                "operand: "
             << inner << " vs " << outer;
  }
  // The result types are checked against the body by inferReturnTypes.
  if (std::optional<TensorShardingPerValueAttr> in = getInShardings();
      in && failed(verifyShardingPerValue(*this, *in, getOperandTypes(),
                                          "in_shardings")))
    return failure();
  if (std::optional<TensorShardingPerValueAttr> out = getOutShardings();
      out && failed(verifyShardingPerValue(*this, *out, getResultTypes(),
                                           "out_shardings")))
    return failure();
  return success();
}

} // namespace hlokit::sdy
