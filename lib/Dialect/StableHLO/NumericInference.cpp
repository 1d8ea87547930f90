//===- NumericInference.cpp - Numeric ops: inference and checks -----------===//

#include "hlokit/Dialect/StableHLO/Numeric.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// Formats dimension `dim` of `type` for diagnostics: its size or `?`.
std::string dimToString(RankedTensorType type, int64_t dim) {
  return type.isDynamicDim(dim) ? "?" : std::to_string(type.getDimSize(dim));
}

/// True when dimension `dim` of `type` may have size `size` at run time.
bool dimMayBe(RankedTensorType type, int64_t dim, int64_t size) {
  return isCompatibleDim(type.getDimSize(dim), getDimBound(type, dim), size,
                         size);
}

/// True when dimension `da` of `a` and `db` of `b` may be equal at run time.
bool dimsMayMatch(RankedTensorType a, int64_t da, RankedTensorType b,
                  int64_t db) {
  return isCompatibleDim(a.getDimSize(da), getDimBound(a, da), b.getDimSize(db),
                         getDimBound(b, db));
}

/// The size of the last dimension of an RFFT result (an IRFFT operand) for
/// a real signal of `length` samples: the non-redundant half of the
/// spectrum.
int64_t halfSpectrumSize(int64_t length) {
  return length == 0 ? 0 : length / 2 + 1;
}

/// fft_c2: the result element type for `fftType` on `elementType`.
FailureOr<Type> inferFftElementType(std::optional<Location> loc,
                                    FftType fftType, Type elementType) {
  auto complex = dyn_cast<ComplexType>(elementType);
  switch (fftType) {
  case FftType::FFT:
  case FftType::IFFT:
    if (!complex)
      return emitOptionalError(loc, "fft_c2: ", stringifyFftType(fftType),
                               " needs a complex operand, got ", elementType);
    return elementType;
  case FftType::RFFT:
    if (!elementType.isF32() && !elementType.isF64())
      return emitOptionalError(loc,
                               "fft_c2: RFFT needs an f32 or f64 "
                               "operand, got ",
                               elementType);
    return Type(ComplexType::get(elementType));
  case FftType::IRFFT:
    if (!complex)
      return emitOptionalError(
          loc, "fft_c2: IRFFT needs a complex operand, got ", elementType);
    return complex.getElementType();
  }
  llvm_unreachable("unknown fft_type");
}

/// Checks that dimension `dim` of the operand may be `expected` (`label`).
LogicalResult verifyFftOperandDim(std::optional<Location> loc, StringRef label,
                                  RankedTensorType operand, int64_t dim,
                                  int64_t expected) {
  if (dimMayBe(operand, dim, expected))
    return success();
  return emitOptionalError(loc, label, ": dimension ", dim,
                           " of the operand is ", dimToString(operand, dim),
                           " but fft_length requires ", expected);
}

} // namespace

LogicalResult inferFftOp(std::optional<Location> loc, Type operand,
                         FftType fftType, ArrayRef<int64_t> fftLength,
                         SmallVectorImpl<Type> &inferred) {
  auto type = cast<RankedTensorType>(operand);
  int64_t n = fftLength.size();
  // fft_c3: 1 <= size(fft_length) <= 3.
  if (n < 1 || n > 3)
    return emitOptionalError(loc,
                             "fft_c3: fft_length must have 1 to 3 "
                             "entries, got ",
                             n);
  // fft_c1: size(fft_length) <= rank(operand).
  if (n > type.getRank())
    return emitOptionalError(loc, "fft_c1: fft_length has ", n,
                             " entries but the operand has rank ",
                             type.getRank());
  for (int64_t length : fftLength)
    if (length < 0)
      return emitOptionalError(loc, "fft_i3: fft_length must be >= 0, got ",
                               dimsToString(fftLength));
  FailureOr<Type> elementType =
      inferFftElementType(loc, fftType, type.getElementType());
  if (failed(elementType))
    return failure();
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<int64_t> bounds = getDimBounds(type);
  int64_t first = type.getRank() - n, last = type.getRank() - 1;
  if (fftType == FftType::FFT || fftType == FftType::IFFT) {
    // fft_i3: the spec constrains only real signals (fft_c4, fft_c5), but a
    // complex transform of fft_length[i] points over a dimension of another
    // size has no meaning, so fft_length must equal the trailing dimensions.
    for (int64_t i = 0; i < n; ++i)
      if (failed(verifyFftOperandDim(loc, "fft_i3", type, first + i,
                                     fftLength[i])))
        return failure();
  } else if (fftType == FftType::RFFT) {
    // fft_c4: the real operand's trailing dimensions are fft_length.
    for (int64_t i = 0; i < n; ++i)
      if (failed(verifyFftOperandDim(loc, "fft_c4", type, first + i,
                                     fftLength[i])))
        return failure();
    // fft_c5: the last dimension keeps half of the spectrum.
    shape[last] = bounds[last] = halfSpectrumSize(fftLength.back());
  } else if (fftType == FftType::IRFFT) {
    // fft_c5: the operand holds half of the spectrum in its last dimension.
    for (int64_t i = 0; i + 1 < n; ++i)
      if (failed(verifyFftOperandDim(loc, "fft_c5", type, first + i,
                                     fftLength[i])))
        return failure();
    if (failed(verifyFftOperandDim(loc, "fft_c5", type, last,
                                   halfSpectrumSize(fftLength.back()))))
      return failure();
    // fft_c4: the real result's trailing dimensions are fft_length.
    for (int64_t i = 0; i < n; ++i)
      shape[first + i] = bounds[first + i] = fftLength[i];
  }
  inferred.push_back(getBoundedTensorType(shape, *elementType, bounds));
  return success();
}

LogicalResult inferCholeskyOp(std::optional<Location> loc, Type a,
                              SmallVectorImpl<Type> &inferred) {
  auto type = cast<RankedTensorType>(a);
  // cholesky_c2: 2 <= rank(a).
  if (type.getRank() < 2)
    return emitOptionalError(loc, "cholesky_c2: a must have rank >= 2, got ",
                             type.getRank());
  // cholesky_c3: dim(a, -2) = dim(a, -1).
  int64_t r = type.getRank();
  if (!dimsMayMatch(type, r - 2, type, r - 1))
    return emitOptionalError(loc,
                             "cholesky_c3: a must hold square matrices, "
                             "got ",
                             dimToString(type, r - 2), "x",
                             dimToString(type, r - 1));
  // cholesky_c1: baseline_type(a) = baseline_type(result).
  inferred.push_back(type);
  return success();
}

LogicalResult inferTriangularSolveOp(std::optional<Location> loc, Type a,
                                     Type b, bool leftSide,
                                     Transpose transposeA,
                                     SmallVectorImpl<Type> &inferred) {
  // triangular_solve_i6: transpose_a is NO_TRANSPOSE, TRANSPOSE or ADJOINT
  // (the enum's TRANSPOSE_INVALID exists only for compatibility with XLA).
  if (transposeA == Transpose::TRANSPOSE_INVALID)
    return emitOptionalError(loc, "triangular_solve_i6: transpose_a must be "
                                  "NO_TRANSPOSE, TRANSPOSE or ADJOINT, got "
                                  "TRANSPOSE_INVALID");
  auto ta = cast<RankedTensorType>(a);
  auto tb = cast<RankedTensorType>(b);
  // triangular_solve_c1: baseline_element_type(a) =
  // baseline_element_type(b); quantized a and b may differ in scales and zero
  // points.
  if (!haveSameBaseline(ta.getElementType(), tb.getElementType()))
    return emitOptionalError(loc,
                             "triangular_solve_c1: a and b must have the "
                             "same baseline element type, got ",
                             ta.getElementType(), " and ", tb.getElementType());
  // triangular_solve_c2: 2 <= rank(a) = rank(b).
  if (ta.getRank() < 2 || ta.getRank() != tb.getRank())
    return emitOptionalError(loc,
                             "triangular_solve_c2: a and b must have the "
                             "same rank >= 2, got ",
                             ta.getRank(), " and ", tb.getRank());
  // triangular_solve_c3: the batch dimensions agree, a is square and matches
  // b's rows (left_side) or columns.
  int64_t r = ta.getRank();
  for (int64_t d = 0; d < r - 2; ++d)
    if (!dimsMayMatch(ta, d, tb, d))
      return emitOptionalError(loc, "triangular_solve_c3: batch dimension ", d,
                               " of a (", dimToString(ta, d),
                               ") differs from b's (", dimToString(tb, d), ")");
  if (!dimsMayMatch(ta, r - 2, ta, r - 1))
    return emitOptionalError(loc,
                             "triangular_solve_c3: a must hold square "
                             "matrices, got ",
                             dimToString(ta, r - 2), "x",
                             dimToString(ta, r - 1));
  int64_t bDim = leftSide ? r - 2 : r - 1;
  if (!dimsMayMatch(ta, r - 1, tb, bDim))
    return emitOptionalError(
        loc, "triangular_solve_c3: a is ", dimToString(ta, r - 1), "x",
        dimToString(ta, r - 1), " but b has ", dimToString(tb, bDim),
        leftSide ? " rows" : " columns");
  // triangular_solve_c4: baseline_type(b) = baseline_type(result).
  inferred.push_back(tb);
  return success();
}

namespace {

/// batch_norm_*_c1: 0 <= feature_index < rank(operand).
LogicalResult verifyFeatureIndex(std::optional<Location> loc, StringRef op,
                                 RankedTensorType operand,
                                 int64_t featureIndex) {
  if (featureIndex >= 0 && featureIndex < operand.getRank())
    return success();
  return emitOptionalError(loc, op, "_c1: feature_index ", featureIndex,
                           " is out of range for rank ", operand.getRank());
}

/// batch_norm_*_c2: `value` has the operand's baseline_element_type
/// (quantized types may differ in scales and zero points).
LogicalResult verifySameElementType(std::optional<Location> loc, StringRef op,
                                    RankedTensorType operand, StringRef name,
                                    Type value) {
  Type element = cast<RankedTensorType>(value).getElementType();
  if (haveSameBaseline(element, operand.getElementType()))
    return success();
  return emitOptionalError(loc, op, "_c2: ", name, " has element type ",
                           element, " but the operand has ",
                           operand.getElementType());
}

/// A per-feature operand has as many entries as the operand has features
/// (`label`).
LogicalResult verifyFeatureSize(std::optional<Location> loc, StringRef label,
                                RankedTensorType operand, int64_t featureIndex,
                                StringRef name, Type value) {
  auto type = cast<RankedTensorType>(value);
  if (dimsMayMatch(type, 0, operand, featureIndex))
    return success();
  return emitOptionalError(loc, label, ": ", name, " has size ",
                           dimToString(type, 0), " but the operand has ",
                           dimToString(operand, featureIndex),
                           " features (dimension ", featureIndex, ")");
}

/// The 1-D tensor of the operand's features, bounds included.
RankedTensorType featureVectorType(RankedTensorType operand,
                                   int64_t featureIndex) {
  return getBoundedTensorType({operand.getDimSize(featureIndex)},
                              operand.getElementType(),
                              {getDimBound(operand, featureIndex)});
}

/// One per-feature operand: its element type (`op`_c2) and size (`label`).
LogicalResult verifyFeatureOperand(std::optional<Location> loc, StringRef op,
                                   StringRef sizeLabel,
                                   RankedTensorType operand,
                                   int64_t featureIndex, StringRef name,
                                   Type value) {
  if (failed(verifySameElementType(loc, op, operand, name, value)))
    return failure();
  return verifyFeatureSize(loc, sizeLabel, operand, featureIndex, name, value);
}

} // namespace

LogicalResult inferBatchNormInferenceOp(std::optional<Location> loc,
                                        Type operand, Type scale, Type offset,
                                        Type mean, Type variance,
                                        int64_t featureIndex,
                                        SmallVectorImpl<Type> &inferred) {
  StringRef op = "batch_norm_inference";
  auto type = cast<RankedTensorType>(operand);
  if (failed(verifyFeatureIndex(loc, op, type, featureIndex)) ||
      failed(verifyFeatureOperand(loc, op, "batch_norm_inference_c3", type,
                                  featureIndex, "scale", scale)) ||
      failed(verifyFeatureOperand(loc, op, "batch_norm_inference_c4", type,
                                  featureIndex, "offset", offset)) ||
      failed(verifyFeatureOperand(loc, op, "batch_norm_inference_c5", type,
                                  featureIndex, "mean", mean)) ||
      failed(verifyFeatureOperand(loc, op, "batch_norm_inference_c6", type,
                                  featureIndex, "variance", variance)))
    return failure();
  // batch_norm_inference_c7: baseline_type(operand) = baseline_type(result).
  inferred.push_back(type);
  return success();
}

LogicalResult verifyBatchNormInferenceOp(std::optional<Location> loc,
                                         Type operand, Type scale, Type offset,
                                         Type mean, Type variance,
                                         int64_t featureIndex, Type result) {
  SmallVector<Type, 1> inferred;
  if (failed(inferBatchNormInferenceOp(loc, operand, scale, offset, mean,
                                       variance, featureIndex, inferred)))
    return failure();
  // batch_norm_inference_c7 (c2 for the element type).
  return verifyInferredResultTypeUpToQuantization(
      loc, inferred.front(), result, "batch_norm_inference_c2",
      "batch_norm_inference_c7", "batch_norm_inference_c7");
}

LogicalResult inferBatchNormTrainingOp(std::optional<Location> loc,
                                       Type operand, Type scale, Type offset,
                                       int64_t featureIndex,
                                       SmallVectorImpl<Type> &inferred) {
  StringRef op = "batch_norm_training";
  auto type = cast<RankedTensorType>(operand);
  if (failed(verifyFeatureIndex(loc, op, type, featureIndex)) ||
      failed(verifyFeatureOperand(loc, op, "batch_norm_training_c3", type,
                                  featureIndex, "scale", scale)) ||
      failed(verifyFeatureOperand(loc, op, "batch_norm_training_c4", type,
                                  featureIndex, "offset", offset)))
    return failure();
  RankedTensorType features = featureVectorType(type, featureIndex);
  inferred.append({type, features, features});
  return success();
}

LogicalResult verifyBatchNormTrainingOp(std::optional<Location> loc,
                                        Type operand, Type scale, Type offset,
                                        int64_t featureIndex,
                                        TypeRange results) {
  SmallVector<Type> inferred;
  if (failed(inferBatchNormTrainingOp(loc, operand, scale, offset, featureIndex,
                                      inferred)))
    return failure();
  // batch_norm_training_c7 (output), c5 (batch_mean), c6 (batch_var); c2
  // for their element types.
  return failure(failed(verifyInferredResultTypeUpToQuantization(
                     loc, inferred[0], results[0], "batch_norm_training_c2",
                     "batch_norm_training_c7", "batch_norm_training_c7")) ||
                 failed(verifyInferredResultTypeUpToQuantization(
                     loc, inferred[1], results[1], "batch_norm_training_c2",
                     "batch_norm_training_c5", "batch_norm_training_c5")) ||
                 failed(verifyInferredResultTypeUpToQuantization(
                     loc, inferred[2], results[2], "batch_norm_training_c2",
                     "batch_norm_training_c6", "batch_norm_training_c6")));
}

LogicalResult inferBatchNormGradOp(std::optional<Location> loc, Type operand,
                                   Type scale, Type mean, Type variance,
                                   Type gradOutput, int64_t featureIndex,
                                   SmallVectorImpl<Type> &inferred) {
  StringRef op = "batch_norm_grad";
  auto type = cast<RankedTensorType>(operand);
  if (failed(verifyFeatureIndex(loc, op, type, featureIndex)))
    return failure();
  for (auto [name, value] : {std::pair<StringRef, Type>{"scale", scale},
                             {"mean", mean},
                             {"variance", variance},
                             {"grad_output", gradOutput}})
    if (failed(verifySameElementType(loc, op, type, name, value)))
      return failure();
  // batch_norm_grad_c3: operand and grad_output have the same shape.
  if (!isCompatibleUpToQuantization(type, gradOutput))
    return emitOptionalError(loc, "batch_norm_grad_c3: grad_output ",
                             gradOutput, " does not match the operand ", type);
  // batch_norm_grad_c4: scale, mean and variance have the same shape.
  if (!isCompatibleUpToQuantization(scale, mean) ||
      !isCompatibleUpToQuantization(scale, variance))
    return emitOptionalError(loc, "batch_norm_grad_c4: scale ", scale,
                             ", mean ", mean, " and variance ", variance,
                             " must have the same shape");
  // batch_norm_grad_c5: size(scale) = dim(operand, feature_index).
  if (failed(verifyFeatureSize(loc, "batch_norm_grad_c5", type, featureIndex,
                               "scale", scale)))
    return failure();
  inferred.append({type, scale, scale});
  return success();
}

LogicalResult verifyBatchNormGradOp(std::optional<Location> loc, Type operand,
                                    Type scale, Type mean, Type variance,
                                    Type gradOutput, int64_t featureIndex,
                                    TypeRange results) {
  SmallVector<Type> inferred;
  if (failed(inferBatchNormGradOp(loc, operand, scale, mean, variance,
                                  gradOutput, featureIndex, inferred)))
    return failure();
  // batch_norm_grad_c3 (grad_operand), c4 (grad_scale, grad_offset).
  const char *labels[] = {"batch_norm_grad_c3", "batch_norm_grad_c4",
                          "batch_norm_grad_c4"};
  for (auto [i, label] : llvm::enumerate(labels))
    if (failed(verifyInferredResultTypeUpToQuantization(
            loc, inferred[i], results[i], "batch_norm_grad_c2", label, label)))
      return failure();
  return success();
}

} // namespace hlokit::stablehlo
