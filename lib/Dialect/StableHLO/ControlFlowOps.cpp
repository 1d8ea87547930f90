//===- ControlFlowOps.cpp - ControlFlow ops: verifiers, builders, syntax --===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// The signature of a single-block region, `(block args) -> (returned)`, or
/// an error when the region has no `stablehlo.return` yet.
FailureOr<FunctionType> getRegionSignature(std::optional<Location> loc,
                                           Region &region) {
  if (region.empty())
    return emitOptionalError(loc, "region is empty");
  auto ret = dyn_cast_or_null<ReturnOp>(region.front().getTerminator());
  if (!ret)
    return emitOptionalError(loc, "region must end with stablehlo.return");
  return FunctionType::get(region.getContext(),
                           region.front().getArgumentTypes(),
                           ret.getResults().getTypes());
}

} // namespace

//===----------------------------------------------------------------------===//
// return
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  // The enclosing op checks the yielded types against its own signature; here
  // only the kind of parent is checked, so `return` stays usable by every
  // region-holding stablehlo op without knowing them all.
  Operation *parent = getOperation()->getParentOp();
  if (!parent || parent->getDialect() != getOperation()->getDialect())
    return emitOpError("return: must terminate a region of a stablehlo op, "
                       "not of ")
           << (parent ? parent->getName().getStringRef() : "nothing");
  return success();
}

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

LogicalResult IfOp::verifyRegions() {
  auto trueBranch = getRegionSignature(getLoc(), getTrueBranch());
  auto falseBranch = getRegionSignature(getLoc(), getFalseBranch());
  if (failed(trueBranch) || failed(falseBranch))
    return failure();
  return verifyIfOp(getLoc(), getPred().getType(), *trueBranch, *falseBranch,
                    getResultTypes());
}

} // namespace hlokit::stablehlo
