//===- RandomInference.cpp - Random ops: checks ---------------------------===//

#include "hlokit/Dialect/StableHLO/Random.h"

#include "hlokit/Dialect/StableHLO/SpecStrictness.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult verifyRngOp(std::optional<Location> loc, Type a, Type b,
                          Type shape,
                          std::optional<ArrayRef<int64_t>> shapeValues,
                          RngDistribution distribution, Type result) {
  auto resultType = cast<RankedTensorType>(result);
  Type element = resultType.getElementType();
  // rng_c1: element_type(a) = element_type(b) = element_type(result).
  Type aElement = cast<RankedTensorType>(a).getElementType();
  Type bElement = cast<RankedTensorType>(b).getElementType();
  if (aElement != element || bElement != element)
    return emitOptionalError(loc, "rng_c1: a (", aElement, "), b (", bElement,
                             ") and result (", element,
                             ") must have the same element type");
  // rng_c2: NORMAL draws floating-point numbers.
  if (distribution == RngDistribution::NORMAL && !isa<FloatType>(element))
    return emitOptionalError(loc,
                             "rng_c2: the NORMAL distribution needs a "
                             "floating-point type, got ",
                             element);
  // rng_c3: shape(result) = shape.
  int64_t rank = cast<RankedTensorType>(shape).getDimSize(0);
  if (!ShapedType::isDynamic(rank) && rank != resultType.getRank())
    return emitOptionalError(loc, "rng_c3: shape has ", rank,
                             " entries but the result has rank ",
                             resultType.getRank());
  if (!shapeValues)
    return success();
  for (auto [dim, size] : llvm::enumerate(*shapeValues))
    if (!isCompatibleDim(resultType.getDimSize(dim),
                         getDimBound(resultType, dim), size, size))
      return emitOptionalError(loc, "rng_c3: result type ", result,
                               " does not have the shape ",
                               dimsToString(*shapeValues));
  return success();
}

bool isValidRngStateSize(RngAlgorithm algorithm, int64_t size) {
  if (algorithm == RngAlgorithm::THREE_FRY)
    return size == 2;
  return size == 2 || size == 3;
}

LogicalResult verifyRngBitGeneratorOp(std::optional<Location> loc,
                                      RngAlgorithm algorithm, Type initialState,
                                      Type outputState, Type output) {
  auto state = cast<RankedTensorType>(initialState);
  // rng_bit_generator_i2: initial_state is a 1-dimensional tensor of ui64
  // (SpecStrictness.h); otherwise, as upstream, only c1 applies.
  bool isSpecState =
      state.getRank() == 1 && state.getElementType().isUnsignedInteger(64);
  if (!isSpecState && isStrictSpec())
    return emitOptionalError(loc,
                             "rng_bit_generator_i2: initial_state must "
                             "be a 1-dimensional tensor of ui64, got ",
                             initialState);
  // rng_bit_generator_c1: type(initial_state) = type(output_state).
  if (!isCompatibleForHloTypeInference(initialState, outputState))
    return emitOptionalError(loc, "rng_bit_generator_c1: output_state ",
                             outputState,
                             " must have the type of "
                             "initial_state ",
                             initialState);
  // rng_bit_generator_c2: the state size the algorithm takes.
  if (isSpecState && !state.isDynamicDim(0) &&
      !isValidRngStateSize(algorithm, state.getDimSize(0)))
    return emitOptionalError(
        loc, "rng_bit_generator_c2: ", stringifyRngAlgorithm(algorithm),
        algorithm == RngAlgorithm::THREE_FRY ? " needs 2" : " needs 2 or 3",
        " words of state, got ", state.getDimSize(0));
  if (!cast<RankedTensorType>(output).hasStaticShape())
    return emitOptionalError(loc,
                             "rng_bit_generator: output must have a "
                             "static shape, got ",
                             output);
  return success();
}

} // namespace hlokit::stablehlo
