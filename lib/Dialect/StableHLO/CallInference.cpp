//===- CallInference.cpp - map and composite: checks ----------------------===//

#include "hlokit/Dialect/StableHLO/Call.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult verifyMapOp(std::optional<Location> loc, TypeRange inputs,
                          ArrayRef<int64_t> dimensions,
                          FunctionType computation, Type result) {
  // map_c2: 0 < size(inputs).
  if (inputs.empty())
    return emitOptionalError(loc, "map_c2: expected at least one input");
  // map_c1: shape(inputs...) = shape(result).
  auto resultType = cast<RankedTensorType>(result);
  for (auto [i, input] : llvm::enumerate(inputs)) {
    auto type = cast<RankedTensorType>(input);
    auto reshaped = type.clone(resultType.getElementType());
    if (!isCompatibleForHloTypeInference(reshaped, resultType))
      return emitOptionalError(loc, "map_c1: input ", i, " has shape ",
                               dimsToString(type.getShape()),
                               " but the result has ",
                               dimsToString(resultType.getShape()));
  }
  // map_c3: dimensions = range(rank(inputs[0])).
  int64_t rank = resultType.getRank();
  if (static_cast<int64_t>(dimensions.size()) != rank ||
      llvm::any_of(llvm::enumerate(dimensions), [](auto pair) {
        return static_cast<int64_t>(pair.index()) != pair.value();
      }))
    return emitOptionalError(loc, "map_c3: dimensions must be [0, ..., ",
                             rank - 1, "], got ", dimsToString(dimensions));
  // map_c4: computation has type (tensor<E0>, ...) -> tensor<E'>.
  SmallVector<Type> expectedInputs;
  for (Type input : inputs)
    expectedInputs.push_back(RankedTensorType::get(
        {}, cast<RankedTensorType>(input).getElementType()));
  Type expectedResult = RankedTensorType::get({}, resultType.getElementType());
  if (TypeRange(computation.getInputs()) != TypeRange(expectedInputs) ||
      TypeRange(computation.getResults()) != TypeRange(expectedResult))
    return emitOptionalError(loc, "map_c4: computation must have type (",
                             TypeRange(expectedInputs), ") -> ", expectedResult,
                             ", got ", Type(computation));
  return success();
}

namespace {

/// A namespaced op name as upstream accepts it: dot-separated parts of
/// letters, digits, `_` and `$`, at least two, none empty, and the namespace
/// does not start with a digit or `$` (so "my_ns.op", "f00._.$", not
/// "0.foo", "foo.%" or "a..b").
bool isNamespacedOpName(StringRef name) {
  SmallVector<StringRef> parts;
  name.split(parts, '.');
  auto isNameChar = [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$';
  };
  return parts.size() >= 2 &&
         llvm::all_of(parts,
                      [&](StringRef part) {
                        return !part.empty() && llvm::all_of(part, isNameChar);
                      }) &&
         (llvm::isAlpha(name.front()) || name.front() == '_');
}

} // namespace

LogicalResult verifyCompositeName(std::optional<Location> loc, StringRef name) {
  // composite_c1: is_namespaced_op_name(name).
  if (isNamespacedOpName(name))
    return success();
  return emitOptionalError(loc,
                           "composite_c1: name must be a namespaced op "
                           "name like \"my_namespace.my_op\", got \"",
                           name, "\"");
}

LogicalResult verifyCompositeSignature(std::optional<Location> loc,
                                       TypeRange inputs, TypeRange results,
                                       FunctionType decomposition) {
  // composite_c3: types(inputs...) == input_types(decomposition).
  if (TypeRange(decomposition.getInputs()) != inputs)
    return emitOptionalError(loc, "composite_c3: the inputs (", inputs,
                             ") do not match the decomposition's inputs (",
                             decomposition.getInputs(), ")");
  // composite_c4: types(results...) == output_types(decomposition).
  if (TypeRange(decomposition.getResults()) != results)
    return emitOptionalError(loc, "composite_c4: the results (", results,
                             ") do not match the decomposition's results (",
                             decomposition.getResults(), ")");
  return success();
}

} // namespace hlokit::stablehlo
