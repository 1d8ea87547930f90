//===- NumericOps.cpp - Numeric ops: op methods ---------------------------===//
//
// The op methods read operands and attributes and call the free functions of
// NumericInference.cpp.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

LogicalResult
FftOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                        ValueRange operands, DictionaryAttr attributes,
                        OpaqueProperties properties, RegionRange regions,
                        SmallVectorImpl<Type> &inferred) {
  FftOpAdaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getFftTypeAttr() || !adaptor.getFftLengthAttr())
    return emitOptionalError(loc, "fft: missing fft_type or fft_length");
  return inferFftOp(loc, adaptor.getOperand().getType(), adaptor.getFftType(),
                    adaptor.getFftLength(), inferred);
}

LogicalResult
CholeskyOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                             ValueRange operands, DictionaryAttr attributes,
                             OpaqueProperties properties, RegionRange regions,
                             SmallVectorImpl<Type> &inferred) {
  CholeskyOpAdaptor adaptor(operands, attributes, properties, regions);
  return inferCholeskyOp(loc, adaptor.getA().getType(), inferred);
}

LogicalResult TriangularSolveOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  TriangularSolveOpAdaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getLeftSideAttr() || !adaptor.getTransposeAAttr())
    return emitOptionalError(loc, "triangular_solve: missing left_side or "
                                  "transpose_a");
  return inferTriangularSolveOp(loc, adaptor.getA().getType(),
                                adaptor.getB().getType(), adaptor.getLeftSide(),
                                adaptor.getTransposeA(), inferred);
}

LogicalResult BatchNormInferenceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  BatchNormInferenceOpAdaptor adaptor(operands, attributes, properties,
                                      regions);
  if (!adaptor.getFeatureIndexAttr())
    return emitOptionalError(loc, "batch_norm_inference: missing "
                                  "feature_index");
  return inferBatchNormInferenceOp(
      loc, adaptor.getOperand().getType(), adaptor.getScale().getType(),
      adaptor.getOffset().getType(), adaptor.getMean().getType(),
      adaptor.getVariance().getType(), adaptor.getFeatureIndex(), inferred);
}

LogicalResult BatchNormInferenceOp::verifySpecConstraints() {
  return verifyBatchNormInferenceOp(
      getLoc(), getOperand().getType(), getScale().getType(),
      getOffset().getType(), getMean().getType(), getVariance().getType(),
      getFeatureIndex(), getType());
}

LogicalResult BatchNormTrainingOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  BatchNormTrainingOpAdaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getFeatureIndexAttr())
    return emitOptionalError(loc, "batch_norm_training: missing "
                                  "feature_index");
  return inferBatchNormTrainingOp(
      loc, adaptor.getOperand().getType(), adaptor.getScale().getType(),
      adaptor.getOffset().getType(), adaptor.getFeatureIndex(), inferred);
}

LogicalResult BatchNormTrainingOp::verifySpecConstraints() {
  return verifyBatchNormTrainingOp(getLoc(), getOperand().getType(),
                                   getScale().getType(), getOffset().getType(),
                                   getFeatureIndex(), getResultTypes());
}

LogicalResult BatchNormGradOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  BatchNormGradOpAdaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getFeatureIndexAttr())
    return emitOptionalError(loc, "batch_norm_grad: missing feature_index");
  return inferBatchNormGradOp(
      loc, adaptor.getOperand().getType(), adaptor.getScale().getType(),
      adaptor.getMean().getType(), adaptor.getVariance().getType(),
      adaptor.getGradOutput().getType(), adaptor.getFeatureIndex(), inferred);
}

LogicalResult BatchNormGradOp::verifySpecConstraints() {
  return verifyBatchNormGradOp(
      getLoc(), getOperand().getType(), getScale().getType(),
      getMean().getType(), getVariance().getType(), getGradOutput().getType(),
      getFeatureIndex(), getResultTypes());
}

} // namespace hlokit::stablehlo
