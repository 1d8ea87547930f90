//===- Call.cpp - derivative rules of composite ---------------------------===//
//
// A composite computes what its decomposition function computes, so its
// derivatives are the decomposition body's: the VJP re-emits the body on the
// composite's inputs and runs its reverse pass; the JVP emits the body with
// tangents. The composite itself stays in the primal computation.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

/// The body of the composite's decomposition; the verifier checked that it
/// is a function in scope (composite_c2), but a declaration has none.
FailureOr<Block *> decompositionBody(CompositeOp op) {
  auto fn = SymbolTable::lookupNearestSymbolFrom<FunctionOpInterface>(
      op, op.getDecompositionAttr());
  if (!fn || fn.isExternal())
    return op.emitError("autodiff: the decomposition ")
           << op.getDecompositionAttr() << " of composite \"" << op.getName()
           << "\" has no body to differentiate";
  return &fn.getFunctionBody().front();
}

LogicalResult compositeVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto composite = cast<CompositeOp>(op);
  FailureOr<Block *> body = decompositionBody(composite);
  if (failed(body))
    return failure();
  FailureOr<BlockVjp> vjp = emitBlockVjp(c.getBuilder(), c.getRules(), **body,
                                         composite.getInputs(), cts);
  if (failed(vjp))
    return failure();
  for (auto [input, cotangent] :
       llvm::zip_equal(composite.getInputs(), vjp->argumentCotangents))
    if (cotangent)
      c.accumulate(input, cotangent);
  return success();
}

LogicalResult compositeJvp(JvpContext &c, Operation *op,
                           ArrayRef<Value> tangents,
                           SmallVectorImpl<Value> &resultTangents) {
  auto composite = cast<CompositeOp>(op);
  FailureOr<Block *> body = decompositionBody(composite);
  if (failed(body))
    return failure();
  SmallVector<Value> results;
  return emitBlockJvp(c, **body, composite.getInputs(), tangents, results,
                      resultTangents);
}

} // namespace

void registerCallRules(RuleRegistry &registry) {
  registry.addVjp("stablehlo.composite", compositeVjp);
  registry.addJvp("stablehlo.composite", compositeJvp);
}

} // namespace hlokit::autodiff
