//===- ControlFlowInference.cpp - ControlFlow ops: inference and checks ---===//

#include "hlokit/Dialect/StableHLO/ControlFlow.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace hlokit::stablehlo {

Type joinCompatibleTypes(Type a, Type b) {
  if (a == b)
    return a;
  if (auto ta = dyn_cast<TupleType>(a)) {
    auto tb = cast<TupleType>(b);
    SmallVector<Type> elements;
    for (auto [ea, eb] : llvm::zip_equal(ta.getTypes(), tb.getTypes()))
      elements.push_back(joinCompatibleTypes(ea, eb));
    return TupleType::get(a.getContext(), elements);
  }
  auto ra = cast<RankedTensorType>(a);
  auto rb = cast<RankedTensorType>(b);
  SmallVector<int64_t> dims;
  for (auto [da, db] : llvm::zip_equal(ra.getShape(), rb.getShape()))
    dims.push_back(da == db ? da : ShapedType::kDynamic);
  return RankedTensorType::get(dims, ra.getElementType());
}

namespace {

/// Checks that a branch of `if`/`case` takes no arguments (`label`).
LogicalResult verifyBranchTakesNoArguments(std::optional<Location> loc,
                                           StringRef label, StringRef branch,
                                           FunctionType signature) {
  if (signature.getNumInputs() == 0)
    return success();
  return emitOptionalError(loc, label, ": ", branch,
                           " must take no arguments, but takes ",
                           signature.getNumInputs());
}

/// Joins `next` into `joined`, the result types of the branches seen so far;
/// fails when `next` yields incompatible types (`label`).
LogicalResult joinBranchResults(std::optional<Location> loc, StringRef label,
                                StringRef branch, TypeRange next,
                                SmallVectorImpl<Type> &joined) {
  if (!isCompatibleForHloTypeInference(TypeRange(joined), next)) {
    auto diag = emitOptionalError(loc, label, ": ", branch, " yields (", next,
                                  ") but the first branch yields (",
                                  TypeRange(joined), ")");
    return diag;
  }
  for (auto [slot, type] : llvm::zip_equal(joined, next))
    slot = joinCompatibleTypes(slot, type);
  return success();
}

} // namespace

LogicalResult inferIfOp(std::optional<Location> loc, Type predType,
                        FunctionType trueBranch, FunctionType falseBranch,
                        SmallVectorImpl<Type> &inferred) {
  // if_i1: pred is a 0-dimensional tensor of i1.
  auto pred = dyn_cast<RankedTensorType>(predType);
  if (!pred || pred.getRank() != 0)
    return emitOptionalError(loc,
                             "if_i1: pred must be a 0-dimensional "
                             "tensor, got ",
                             predType);
  // if_c1: 0 = size(inputs(true_branch)) = size(inputs(false_branch)).
  if (failed(verifyBranchTakesNoArguments(loc, "if_c1", "true_branch",
                                          trueBranch)) ||
      failed(verifyBranchTakesNoArguments(loc, "if_c1", "false_branch",
                                          falseBranch)))
    return failure();
  // if_c2: output_types(true_branch) = output_types(false_branch).
  SmallVector<Type> joined(trueBranch.getResults());
  if (failed(joinBranchResults(loc, "if_c2", "false_branch",
                               falseBranch.getResults(), joined)))
    return failure();
  // if_c3: type(results...) = output_types(true_branch), checked by the
  // caller against these inferred types.
  llvm::append_range(inferred, joined);
  return success();
}

LogicalResult verifyResultsMatchInferred(std::optional<Location> loc,
                                         StringRef label, TypeRange inferred,
                                         TypeRange results) {
  if (isCompatibleForHloTypeInference(inferred, results))
    return success();
  return emitOptionalError(loc, label, ": result types (", results,
                           ") do not match the region result types (", inferred,
                           ")");
}

LogicalResult verifyIfOp(std::optional<Location> loc, Type predType,
                         FunctionType trueBranch, FunctionType falseBranch,
                         TypeRange results) {
  SmallVector<Type> inferred;
  if (failed(inferIfOp(loc, predType, trueBranch, falseBranch, inferred)))
    return failure();
  // if_c3: type(results...) = output_types(true_branch).
  return verifyResultsMatchInferred(loc, "if_c3", inferred, results);
}

} // namespace hlokit::stablehlo
