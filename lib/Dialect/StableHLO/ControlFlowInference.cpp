//===- ControlFlowInference.cpp - ControlFlow ops: inference and checks ---===//

#include "hlokit/Dialect/StableHLO/ControlFlow.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace hlokit::stablehlo {

//===----------------------------------------------------------------------===//
// Shared by the region ops
//===----------------------------------------------------------------------===//

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

LogicalResult verifyResultsMatchInferred(std::optional<Location> loc,
                                         StringRef label, TypeRange inferred,
                                         TypeRange results) {
  if (isCompatibleForHloTypeInference(inferred, results))
    return success();
  return emitOptionalError(loc, label, ": result types (", results,
                           ") do not match the region result types (", inferred,
                           ")");
}

namespace {

/// Checks that a 0-d tensor is given where the spec requires one (`label`).
LogicalResult verifyIs0d(std::optional<Location> loc, StringRef label,
                         StringRef name, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (tensor && tensor.getRank() == 0)
    return success();
  return emitOptionalError(loc, label, ": ", name,
                           " must be a 0-dimensional tensor, got ", type);
}

/// Checks that a branch of `if`/`case` takes no arguments (`label`).
LogicalResult verifyBranchTakesNoArguments(std::optional<Location> loc,
                                           StringRef label, const Twine &branch,
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
                                const Twine &branch, TypeRange next,
                                SmallVectorImpl<Type> &joined) {
  if (!isCompatibleForHloTypeInference(TypeRange(joined), next))
    return emitOptionalError(loc, label, ": ", branch, " yields (", next,
                             ") but the first branch yields (",
                             TypeRange(joined), ")");
  for (auto [slot, type] : llvm::zip_equal(joined, next))
    slot = joinCompatibleTypes(slot, type);
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// if, case
//===----------------------------------------------------------------------===//

LogicalResult inferIfOp(std::optional<Location> loc, Type predType,
                        FunctionType trueBranch, FunctionType falseBranch,
                        SmallVectorImpl<Type> &inferred) {
  // if_i1: pred is a 0-dimensional tensor of i1.
  if (failed(verifyIs0d(loc, "if_i1", "pred", predType)))
    return failure();
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
  llvm::append_range(inferred, joined);
  return success();
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

LogicalResult inferCaseOp(std::optional<Location> loc, Type indexType,
                          ArrayRef<FunctionType> branches,
                          SmallVectorImpl<Type> &inferred) {
  // case_i1: index is a 0-dimensional tensor of si32.
  if (failed(verifyIs0d(loc, "case_i1", "index", indexType)))
    return failure();
  // case_c1: 0 < size(branches).
  if (branches.empty())
    return emitOptionalError(loc, "case_c1: expected at least one branch");
  // case_c2: input_types(branches...) = [].
  for (auto [i, branch] : llvm::enumerate(branches))
    if (failed(verifyBranchTakesNoArguments(loc, "case_c2",
                                            "branch " + Twine(i), branch)))
      return failure();
  // case_c3: same(output_types(branches...)).
  SmallVector<Type> joined(branches.front().getResults());
  for (auto [i, branch] : llvm::enumerate(branches.drop_front()))
    if (failed(joinBranchResults(loc, "case_c3", "branch " + Twine(i + 1),
                                 branch.getResults(), joined)))
      return failure();
  llvm::append_range(inferred, joined);
  return success();
}

LogicalResult verifyCaseOp(std::optional<Location> loc, Type indexType,
                           ArrayRef<FunctionType> branches, TypeRange results) {
  SmallVector<Type> inferred;
  if (failed(inferCaseOp(loc, indexType, branches, inferred)))
    return failure();
  // case_c4: type(results...) = output_types(branches[0]).
  return verifyResultsMatchInferred(loc, "case_c4", inferred, results);
}

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

LogicalResult inferWhileOp(std::optional<Location>, TypeRange operands,
                           SmallVectorImpl<Type> &inferred) {
  llvm::append_range(inferred, operands);
  return success();
}

namespace {

/// Checks that a region of `while` takes the loop-carried values (`label`).
LogicalResult verifyTakesOperands(std::optional<Location> loc, StringRef label,
                                  StringRef region, FunctionType signature,
                                  TypeRange operands) {
  if (isCompatibleForHloTypeInference(signature.getInputs(), operands))
    return success();
  return emitOptionalError(loc, label, ": ", region, " takes (",
                           signature.getInputs(),
                           ") but the operands have types (", operands, ")");
}

/// while_c1: `cond` yields exactly one 0-d tensor of i1.
LogicalResult verifyCondYieldsPred(std::optional<Location> loc,
                                   FunctionType cond) {
  auto isPred = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getRank() == 0 &&
           tensor.getElementType().isInteger(1);
  };
  if (cond.getNumResults() == 1 && isPred(cond.getResult(0)))
    return success();
  return emitOptionalError(loc,
                           "while_c1: cond must yield tensor<i1>, yields (",
                           cond.getResults(), ")");
}

} // namespace

LogicalResult verifyWhileOp(std::optional<Location> loc, TypeRange operands,
                            FunctionType cond, FunctionType body,
                            TypeRange results) {
  // while_c1: cond has type (T...) -> tensor<i1>, Ti = type(operand[i]).
  if (failed(verifyTakesOperands(loc, "while_c1", "cond", cond, operands)) ||
      failed(verifyCondYieldsPred(loc, cond)))
    return failure();
  // while_c2: body has type (T...) -> (T...), Ti = type(operand[i]).
  if (failed(verifyTakesOperands(loc, "while_c2", "body", body, operands)))
    return failure();
  if (!isCompatibleForHloTypeInference(body.getResults(), operands))
    return emitOptionalError(loc, "while_c2: body yields (", body.getResults(),
                             ") but the operands have types (", operands, ")");
  // while_c3: type(results...) = type(operand...).
  if (!isCompatibleForHloTypeInference(results, operands))
    return emitOptionalError(loc, "while_c3: result types (", results,
                             ") differ from the operand types (", operands,
                             ")");
  return success();
}

//===----------------------------------------------------------------------===//
// optimization_barrier, tuple, get_tuple_element
//===----------------------------------------------------------------------===//

LogicalResult inferOptimizationBarrierOp(std::optional<Location>,
                                         TypeRange operands,
                                         SmallVectorImpl<Type> &inferred) {
  llvm::append_range(inferred, operands);
  return success();
}

LogicalResult verifyOptimizationBarrierOp(std::optional<Location> loc,
                                          TypeRange operands,
                                          TypeRange results) {
  // optimization_barrier_c1: type(operand...) = type(result...).
  if (isCompatibleForHloTypeInference(operands, results))
    return success();
  return emitOptionalError(loc, "optimization_barrier_c1: result types (",
                           results, ") differ from the operand types (",
                           operands, ")");
}

LogicalResult inferTupleOp(MLIRContext *context, std::optional<Location>,
                           TypeRange val, SmallVectorImpl<Type> &inferred) {
  inferred.push_back(TupleType::get(context, val));
  return success();
}

LogicalResult verifyTupleOp(std::optional<Location> loc, TypeRange val,
                            Type result) {
  // tuple_c1: result has type tuple<E0, ..., EN-1>, Ei = type(val[i]).
  auto tuple = dyn_cast<TupleType>(result);
  if (tuple && isCompatibleForHloTypeInference(tuple.getTypes(), val))
    return success();
  return emitOptionalError(loc, "tuple_c1: result type ", result,
                           " is not the tuple of the operand types (", val,
                           ")");
}

LogicalResult inferGetTupleElementOp(std::optional<Location> loc, Type operand,
                                     int64_t index,
                                     SmallVectorImpl<Type> &inferred) {
  auto tuple = dyn_cast<TupleType>(operand);
  if (!tuple)
    return emitOptionalError(loc, "get_tuple_element: operand type ", operand,
                             " is not a tuple");
  // get_tuple_element_c1: 0 <= index < size(operand).
  int64_t size = tuple.size();
  if (index < 0 || index >= size)
    return emitOptionalError(loc, "get_tuple_element_c1: index ", index,
                             " is out of range [0, ", size, ")");
  inferred.push_back(tuple.getType(index));
  return success();
}

LogicalResult verifyGetTupleElementOp(std::optional<Location> loc, Type operand,
                                      int64_t index, Type result) {
  SmallVector<Type> inferred;
  if (failed(inferGetTupleElementOp(loc, operand, index, inferred)))
    return failure();
  // get_tuple_element_c2: type(result) = tuple_element_types(operand)[index].
  if (isCompatibleForHloTypeInference(inferred.front(), result))
    return success();
  return emitOptionalError(loc, "get_tuple_element_c2: result type ", result,
                           " differs from element ", index, " of the tuple, ",
                           inferred.front());
}

//===----------------------------------------------------------------------===//
// custom_call
//===----------------------------------------------------------------------===//

namespace {

/// The types that layouts describe: one per value, except that a single
/// tuple result is described element by element.
SmallVector<Type> typesWithLayouts(TypeRange types) {
  if (types.size() == 1)
    if (auto tuple = dyn_cast<TupleType>(types.front()))
      return SmallVector<Type>(tuple.getTypes());
  return SmallVector<Type>(types);
}

LogicalResult verifyLayoutOfType(std::optional<Location> loc, Type type,
                                 ArrayRef<int64_t> layout) {
  if (isa<TupleType>(type))
    return emitOptionalError(loc, "custom_call: layouts of tuple values are "
                                  "not supported");
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor) {
    if (layout.empty())
      return success();
    return emitOptionalError(loc,
                             "custom_call: only ranked tensors can have a "
                             "non-empty layout, got ",
                             type);
  }
  if (static_cast<int64_t>(layout.size()) == tensor.getRank() &&
      isPermutation(layout))
    return success();
  return emitOptionalError(loc, "custom_call: layout ", dimsToString(layout),
                           " of ", type, " is not a permutation of [0, ",
                           tensor.getRank(), ")");
}

LogicalResult verifyLayoutList(std::optional<Location> loc, StringRef what,
                               TypeRange types, ArrayRef<Layout> layouts) {
  if (types.size() != layouts.size())
    return emitOptionalError(loc, "custom_call: ", types.size(), " ", what,
                             " but ", layouts.size(), " ", what, " layouts");
  for (auto [type, layout] : llvm::zip_equal(types, layouts))
    if (failed(verifyLayoutOfType(loc, type, layout)))
      return failure();
  return success();
}

/// The type at `indices` within `type`, or null when they lead nowhere.
Type typeAtIndices(Type type, ArrayRef<int64_t> indices) {
  for (int64_t index : indices) {
    auto tuple = dyn_cast<TupleType>(type);
    if (!tuple || index < 0 || index >= static_cast<int64_t>(tuple.size()))
      return {};
    type = tuple.getType(index);
  }
  return type;
}

/// The type at `indices` within the results; several results are addressed
/// like the elements of one tuple.
Type typeAtOutputIndices(TypeRange results, ArrayRef<int64_t> indices) {
  if (results.size() == 1)
    return typeAtIndices(results.front(), indices);
  if (indices.empty() || indices.front() < 0 ||
      indices.front() >= static_cast<int64_t>(results.size()))
    return {};
  return typeAtIndices(results[indices.front()], indices.drop_front());
}

} // namespace

LogicalResult verifyCustomCallLayouts(std::optional<Location> loc,
                                      TypeRange inputs, TypeRange results,
                                      std::optional<ArrayRef<Layout>> operand,
                                      std::optional<ArrayRef<Layout>> result) {
  if (!operand && !result)
    return success();
  if (!operand || !result)
    return emitOptionalError(loc, "custom_call: layouts must be given for "
                                  "both operands and results or for neither");
  if (failed(verifyLayoutList(loc, "operands", inputs, *operand)))
    return failure();
  SmallVector<Type> resultTypes = typesWithLayouts(results);
  return verifyLayoutList(loc, "results", resultTypes, *result);
}

LogicalResult verifyCustomCallAliases(std::optional<Location> loc,
                                      TypeRange inputs, TypeRange results,
                                      ArrayRef<OperandAlias> aliases) {
  int64_t numInputs = inputs.size();
  for (const OperandAlias &alias : aliases) {
    if (alias.operandIndex < 0 || alias.operandIndex >= numInputs)
      return emitOptionalError(loc,
                               "custom_call: output_operand_alias "
                               "operand_index ",
                               alias.operandIndex, " is out of range [0, ",
                               numInputs, ")");
    Type input = inputs[alias.operandIndex];
    Type operandPart = typeAtIndices(input, alias.operandTupleIndices);
    if (!operandPart)
      return emitOptionalError(
          loc, "custom_call: output_operand_alias operand_tuple_indices ",
          dimsToString(alias.operandTupleIndices), " do not address a part of ",
          input);
    Type outputPart = typeAtOutputIndices(results, alias.outputTupleIndices);
    if (!outputPart)
      return emitOptionalError(
          loc, "custom_call: output_operand_alias output_tuple_indices ",
          dimsToString(alias.outputTupleIndices),
          " do not address a part of the results");
    if (!isCompatibleForHloTypeInference(operandPart, outputPart))
      return emitOptionalError(loc,
                               "custom_call: output_operand_alias "
                               "aliases operand part ",
                               operandPart, " with result part ", outputPart,
                               " of another type");
  }
  return success();
}

LogicalResult verifyCustomCallBackendConfig(std::optional<Location> loc,
                                            bool typedFfi,
                                            Attribute backendConfig) {
  if (!backendConfig)
    return success();
  if (typedFfi && !isa<DictionaryAttr>(backendConfig))
    return emitOptionalError(loc, "custom_call: backend_config must be a "
                                  "dictionary for api_version "
                                  "API_VERSION_TYPED_FFI");
  if (!typedFfi && !isa<StringAttr>(backendConfig))
    return emitOptionalError(loc, "custom_call: backend_config must be a "
                                  "string unless api_version is "
                                  "API_VERSION_TYPED_FFI");
  return success();
}

} // namespace hlokit::stablehlo
