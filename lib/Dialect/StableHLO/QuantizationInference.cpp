//===- QuantizationInference.cpp - quantized types and their checks -------===//
//
// The spec's predicates on quantized types, the constraints of the Types
// section on `!quant.uniform` element and tensor types, the quantization
// constraints of add, dot_general and convolution, and uniform_quantize /
// uniform_dequantize inference.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <limits>

using namespace mlir;
using mlir::quant::QuantizedType;
using mlir::quant::UniformQuantizedPerAxisType;
using mlir::quant::UniformQuantizedType;

namespace hlokit::stablehlo {

bool isQuantized(Type type) {
  return isa<QuantizedType>(getElementTypeOrSelf(type));
}

bool isPerTensorQuantized(Type type) {
  return isa<UniformQuantizedType>(getElementTypeOrSelf(type));
}

bool isPerAxisQuantized(Type type) {
  return isa<UniformQuantizedPerAxisType>(getElementTypeOrSelf(type));
}

Type storageTensorType(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return type;
  if (auto quantized = dyn_cast<QuantizedType>(tensor.getElementType()))
    return tensor.clone(quantized.getStorageType());
  return type;
}

std::optional<int64_t> getQuantizationDimension(Type type) {
  if (auto perAxis =
          dyn_cast<UniformQuantizedPerAxisType>(getElementTypeOrSelf(type)))
    return perAxis.getQuantizedDimension();
  return std::nullopt;
}

Type withQuantizationDimension(Type elementType, int64_t dim) {
  auto perAxis = cast<UniformQuantizedPerAxisType>(elementType);
  return UniformQuantizedPerAxisType::get(
      perAxis.getFlags(), perAxis.getStorageType(), perAxis.getExpressedType(),
      perAxis.getScales(), perAxis.getZeroPoints(), dim,
      perAxis.getStorageTypeMin(), perAxis.getStorageTypeMax());
}

namespace {

/// The scales and zero points of a per-tensor or per-axis type as lists.
struct QuantizationParameters {
  SmallVector<double> scales;
  SmallVector<int64_t> zeroPoints;
  std::optional<int64_t> quantizationDimension;
};

QuantizationParameters getParameters(QuantizedType type) {
  if (auto perAxis = dyn_cast<UniformQuantizedPerAxisType>(type))
    return {SmallVector<double>(perAxis.getScales()),
            SmallVector<int64_t>(perAxis.getZeroPoints()),
            perAxis.getQuantizedDimension()};
  auto perTensor = cast<UniformQuantizedType>(type);
  return {{perTensor.getScale()}, {perTensor.getZeroPoint()}, std::nullopt};
}

/// The storage type the spec sees: si<N> or ui<N>. MLIR keeps the
/// signedness in the quantized type's flags and a signless integer as the
/// storage type.
bool haveSameStorageType(QuantizedType a, QuantizedType b) {
  return a.getStorageType() == b.getStorageType() &&
         a.isSigned() == b.isSigned();
}

/// min_value and max_value of the storage type, saturated to int64_t (the
/// type MLIR keeps storage_min and storage_max in).
std::pair<int64_t, int64_t> getStorageTypeRange(QuantizedType type) {
  unsigned width = type.getStorageTypeIntegralWidth();
  if (type.isSigned())
    return {static_cast<int64_t>(-(uint64_t(1) << (width - 1))),
            static_cast<int64_t>((uint64_t(1) << (width - 1)) - 1)};
  if (width >= 64)
    return {0, std::numeric_limits<int64_t>::max()};
  return {0, static_cast<int64_t>((uint64_t(1) << width) - 1)};
}

std::string storageTypeName(QuantizedType type) {
  return (type.isSigned() ? "si" : "ui") +
         std::to_string(type.getStorageTypeIntegralWidth());
}

/// The grammar: QuantizationStorageType ::= IntegerType (si/ui 2..64) and
/// QuantizationExpressedType ::= FloatType (tf32 is not one).
LogicalResult checkStorageAndExpressedTypes(std::optional<Location> loc,
                                            QuantizedType type) {
  auto storage = dyn_cast<IntegerType>(type.getStorageType());
  if (!storage ||
      !llvm::is_contained({2u, 4u, 8u, 16u, 32u, 64u}, storage.getWidth()))
    return emitOptionalError(loc,
                             "quantized_tensor_element_type: storage type ",
                             type.getStorageType(),
                             " is not an integer type of the spec (si2..si64 "
                             "or ui2..ui64)");
  Type expressed = type.getExpressedType();
  if (!expressed || !isa<FloatType>(expressed) || expressed.isTF32())
    return emitOptionalError(
        loc, "quantized_tensor_element_type: expressed type ", expressed,
        " is not a floating-point type of the spec");
  return success();
}

/// True when `scale` rounds to a finite, non-zero value of `expressed`.
bool isRepresentableScale(double scale, Type expressed) {
  llvm::APFloat value(scale);
  bool losesInfo = false;
  value.convert(cast<FloatType>(expressed).getFloatSemantics(),
                llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return value.isFinite() && !value.isZero();
}

LogicalResult checkScale(std::optional<Location> loc, double scale,
                         Type expressed) {
  // quantized_tensor_element_type_c5: 0 < scales.
  if (!(scale > 0))
    return emitOptionalError(loc, "quantized_tensor_element_type_c5: scale ",
                             scale, " is not positive");
  // quantized_tensor_element_type_c6: is_finite(scales...).
  if (!std::isfinite(scale))
    return emitOptionalError(loc, "quantized_tensor_element_type_c6: scale ",
                             scale, " is not finite");
  // quantized_tensor_element_type_c4: type(scales...) = expressed_type.
  if (!isRepresentableScale(scale, expressed))
    return emitOptionalError(loc, "quantized_tensor_element_type_c4: scale ",
                             scale, " is not a finite non-zero value of ",
                             expressed);
  return success();
}

LogicalResult checkZeroPoint(std::optional<Location> loc, int64_t zeroPoint,
                             QuantizedType type) {
  auto [minValue, maxValue] = getStorageTypeRange(type);
  // quantized_tensor_element_type_c8: type(zero_points...) = storage_type.
  if (zeroPoint < minValue || zeroPoint > maxValue)
    return emitOptionalError(
        loc, "quantized_tensor_element_type_c8: zero point ", zeroPoint,
        " is not a value of the storage type ", storageTypeName(type));
  // quantized_tensor_element_type_c7: storage_min <= zero_points <=
  // storage_max.
  if (zeroPoint < type.getStorageTypeMin() ||
      zeroPoint > type.getStorageTypeMax())
    return emitOptionalError(
        loc, "quantized_tensor_element_type_c7: zero point ", zeroPoint,
        " is outside [storage_min, storage_max] = [", type.getStorageTypeMin(),
        ", ", type.getStorageTypeMax(), "]");
  return success();
}

LogicalResult checkStorageRange(std::optional<Location> loc,
                                QuantizedType type) {
  auto [minValue, maxValue] = getStorageTypeRange(type);
  int64_t storageMin = type.getStorageTypeMin();
  int64_t storageMax = type.getStorageTypeMax();
  // quantized_tensor_element_type_c1: type(storage_min) = storage_type.
  if (storageMin < minValue || storageMin > maxValue)
    return emitOptionalError(
        loc, "quantized_tensor_element_type_c1: storage_min ", storageMin,
        " is not a value of the storage type ", storageTypeName(type));
  // quantized_tensor_element_type_c2: type(storage_max) = storage_type.
  if (storageMax < minValue || storageMax > maxValue)
    return emitOptionalError(
        loc, "quantized_tensor_element_type_c2: storage_max ", storageMax,
        " is not a value of the storage type ", storageTypeName(type));
  // quantized_tensor_element_type_c3: min_value(storage_type) <= storage_min
  // < storage_max <= max_value(storage_type); the bounds hold by c1 and c2.
  if (storageMin >= storageMax)
    return emitOptionalError(
        loc, "quantized_tensor_element_type_c3: storage_min ", storageMin,
        " is not less than storage_max ", storageMax);
  return success();
}

} // namespace

namespace {

/// The same storage type, storage range and expressed type: what every
/// quantized type of a baseline, or of a per-axis data-movement op, shares.
bool haveSameStorageAndExpressedTypes(QuantizedType a, QuantizedType b) {
  return haveSameStorageType(a, b) &&
         a.getExpressedType() == b.getExpressedType() &&
         a.getStorageTypeMin() == b.getStorageTypeMin() &&
         a.getStorageTypeMax() == b.getStorageTypeMax();
}

} // namespace

bool haveSameBaseline(Type a, Type b) {
  if (a == b)
    return true;
  // The spec's quantized types are the uniform ones.
  auto isUniform = [](Type t) {
    return isa<UniformQuantizedType, UniformQuantizedPerAxisType>(t);
  };
  if (!isUniform(a) || !isUniform(b))
    return false;
  auto qa = cast<QuantizedType>(a), qb = cast<QuantizedType>(b);
  return haveSameStorageAndExpressedTypes(qa, qb) &&
         getQuantizationDimension(qa) == getQuantizationDimension(qb);
}

bool haveSameUpToAxisParameters(Type a, Type b) {
  if (a == b)
    return true;
  auto qa = dyn_cast<UniformQuantizedPerAxisType>(a);
  auto qb = dyn_cast<UniformQuantizedPerAxisType>(b);
  return qa && qb && haveSameStorageAndExpressedTypes(qa, qb);
}

LogicalResult verifyQuantizedElementType(std::optional<Location> loc,
                                         Type elementType) {
  auto type = dyn_cast<QuantizedType>(elementType);
  if (!type)
    return success();
  if (!isa<UniformQuantizedType, UniformQuantizedPerAxisType>(type))
    return emitOptionalError(loc, "quantized_tensor_element_type: ", type,
                             " is not a uniform quantized type");
  if (failed(checkStorageAndExpressedTypes(loc, type)) ||
      failed(checkStorageRange(loc, type)))
    return failure();
  QuantizationParameters params = getParameters(type);
  for (double scale : params.scales)
    if (failed(checkScale(loc, scale, type.getExpressedType())))
      return failure();
  for (int64_t zeroPoint : params.zeroPoints)
    if (failed(checkZeroPoint(loc, zeroPoint, type)))
      return failure();
  // quantized_tensor_element_type_c9 (size(scales) = size(zero_points)) and
  // c10 (one scale without a quantization dimension) hold by construction:
  // MLIR's per-axis storage keeps one zero point per scale, and a per-tensor
  // `!quant.uniform` has exactly one of each.
  // quantized_tensor_element_type_c11: 0 <= quantization_dimension.
  if (params.quantizationDimension && *params.quantizationDimension < 0)
    return emitOptionalError(
        loc, "quantized_tensor_element_type_c11: quantization_dimension ",
        *params.quantizationDimension, " is negative");
  return success();
}

LogicalResult verifyQuantizedTensorType(std::optional<Location> loc,
                                        Type type) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    for (Type element : tuple.getTypes())
      if (failed(verifyQuantizedTensorType(loc, element)))
        return failure();
    return success();
  }
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped)
    return success();
  if (failed(verifyQuantizedElementType(loc, shaped.getElementType())))
    return failure();
  auto perAxis = dyn_cast<UniformQuantizedPerAxisType>(shaped.getElementType());
  if (!perAxis || !shaped.hasRank())
    return success();
  int64_t dim = perAxis.getQuantizedDimension();
  // quantized_tensor_type_c12: quantization_dimension < rank(self).
  if (dim >= shaped.getRank())
    return emitOptionalError(loc,
                             "quantized_tensor_type_c12: "
                             "quantization_dimension ",
                             dim, " is not less than the rank ",
                             shaped.getRank(), " of ", type);
  // quantized_tensor_type_c13: dim(self, quantization_dimension) =
  // size(scales).
  int64_t size = shaped.getDimSize(dim);
  int64_t numScales = perAxis.getScales().size();
  if (!ShapedType::isDynamic(size) && size != numScales)
    return emitOptionalError(loc, "quantized_tensor_type_c13: dimension ", dim,
                             " of ", type, " has size ", size, " but ",
                             numScales, " scales");
  return success();
}

//===----------------------------------------------------------------------===//
// add
//===----------------------------------------------------------------------===//

namespace {

QuantizedType quantizedElementType(Type type) {
  return cast<QuantizedType>(getElementTypeOrSelf(type));
}

} // namespace

LogicalResult verifyQuantizedAddOp(std::optional<Location> loc, Type lhs,
                                   Type rhs, Type result) {
  // add_c2: is_quantized(lhs) and is_quantized(rhs) and is_quantized(result).
  if (!isQuantized(lhs) || !isQuantized(rhs) || !isQuantized(result))
    return emitOptionalError(
        loc,
        "add_c2: lhs, rhs and result must all be quantized or all not, "
        "got ",
        lhs, ", ", rhs, " and ", result);
  QuantizedType l = quantizedElementType(lhs), r = quantizedElementType(rhs),
                res = quantizedElementType(result);
  // add_c3: storage_type(lhs) = storage_type(rhs) = storage_type(result).
  if (!haveSameStorageType(l, r) || !haveSameStorageType(l, res))
    return emitOptionalError(
        loc, "add_c3: storage types differ: ", storageTypeName(l), ", ",
        storageTypeName(r), " and ", storageTypeName(res));
  // add_c4: expressed_type(lhs) = expressed_type(rhs) = expressed_type(result).
  if (l.getExpressedType() != r.getExpressedType() ||
      l.getExpressedType() != res.getExpressedType())
    return emitOptionalError(
        loc, "add_c4: expressed types differ: ", l.getExpressedType(), ", ",
        r.getExpressedType(), " and ", res.getExpressedType());
  // add_c5: (is_per_axis_quantized(lhs) or is_per_axis_quantized(rhs)) =
  // is_per_axis_quantized(result).
  if ((isPerAxisQuantized(lhs) || isPerAxisQuantized(rhs)) !=
      isPerAxisQuantized(result))
    return emitOptionalError(loc,
                             "add_c5: the result must be per-axis quantized "
                             "exactly when lhs or rhs is, got ",
                             result);
  // add_c6, add_c7: a per-axis operand has the result's
  // quantization_dimension.
  if (isPerAxisQuantized(lhs) &&
      getQuantizationDimension(lhs) != getQuantizationDimension(result))
    return emitOptionalError(loc, "add_c6: quantization_dimension of lhs (",
                             *getQuantizationDimension(lhs),
                             ") differs from the result's (",
                             *getQuantizationDimension(result), ")");
  if (isPerAxisQuantized(rhs) &&
      getQuantizationDimension(rhs) != getQuantizationDimension(result))
    return emitOptionalError(loc, "add_c7: quantization_dimension of rhs (",
                             *getQuantizationDimension(rhs),
                             ") differs from the result's (",
                             *getQuantizationDimension(result), ")");
  return success();
}

//===----------------------------------------------------------------------===//
// dot_general
//===----------------------------------------------------------------------===//

namespace {

/// The labels of the quantization constraints that dot_general and
/// convolution share (dot_general_c14, c17..c20; convolution_c28, c31..c34).
struct LhsRhsResultLabels {
  StringRef quantized, storage, expressed, perTensor, hybrid;
};

/// The constraints dot_general and convolution share on a quantized or
/// hybrid (float lhs, quantized rhs) op.
LogicalResult verifyQuantizedLhsRhsResult(std::optional<Location> loc,
                                          const LhsRhsResultLabels &labels,
                                          Type lhs, Type rhs, Type result) {
  // is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  if (!isQuantized(rhs) || isQuantized(lhs) != isQuantized(result))
    return emitOptionalError(
        loc, labels.quantized,
        ": with quantized tensors, rhs must be quantized and "
        "lhs quantized exactly when the result is, got ",
        lhs, ", ", rhs, " and ", result);
  QuantizedType r = quantizedElementType(rhs);
  if (!isQuantized(lhs)) {
    // element_type(lhs) = expressed_type(rhs) = element_type(result).
    Type lhsElement = getElementTypeOrSelf(lhs);
    Type resultElement = getElementTypeOrSelf(result);
    if (lhsElement != r.getExpressedType() ||
        resultElement != r.getExpressedType())
      return emitOptionalError(
          loc, labels.hybrid, ": lhs element type ", lhsElement,
          ", rhs expressed type ", r.getExpressedType(),
          " and result element type ", resultElement, " must be equal");
    return success();
  }
  QuantizedType l = quantizedElementType(lhs),
                res = quantizedElementType(result);
  // storage_type(lhs) = storage_type(rhs).
  if (!haveSameStorageType(l, r))
    return emitOptionalError(loc, labels.storage,
                             ": storage types differ: ", storageTypeName(l),
                             " and ", storageTypeName(r));
  // expressed_type(lhs) = expressed_type(rhs) = expressed_type(result).
  if (l.getExpressedType() != r.getExpressedType() ||
      l.getExpressedType() != res.getExpressedType())
    return emitOptionalError(loc, labels.expressed,
                             ": expressed types differ: ", l.getExpressedType(),
                             ", ", r.getExpressedType(), " and ",
                             res.getExpressedType());
  // A per-tensor rhs gives a per-tensor result.
  if (isPerTensorQuantized(rhs) && !isPerTensorQuantized(result))
    return emitOptionalError(loc, labels.perTensor,
                             ": rhs is per-tensor quantized, so "
                             "the result must be too, got ",
                             result);
  return success();
}

} // namespace

LogicalResult verifyQuantizedDotGeneralOp(std::optional<Location> loc, Type lhs,
                                          Type rhs,
                                          ArrayRef<int64_t> rhsContractingDims,
                                          Type result) {
  if (failed(verifyQuantizedLhsRhsResult(loc,
                                         {"dot_general_c14", "dot_general_c17",
                                          "dot_general_c18", "dot_general_c19",
                                          "dot_general_c20"},
                                         lhs, rhs, result)))
    return failure();
  // dot_general_c15: zero_points(rhs) = 0.
  QuantizedType r = quantizedElementType(rhs);
  if (llvm::any_of(getParameters(r).zeroPoints,
                   [](int64_t zp) { return zp != 0; }))
    return emitOptionalError(
        loc, "dot_general_c15: rhs zero points must be 0, got ", r);
  // dot_general_c16: a per-axis rhs is not quantized along a contracting
  // dimension.
  if (std::optional<int64_t> dim = getQuantizationDimension(rhs))
    if (llvm::is_contained(rhsContractingDims, *dim))
      return emitOptionalError(loc, "dot_general_c16: quantization_dimension ",
                               *dim,
                               " of rhs is one of rhs_contracting_dimensions");
  return success();
}

LogicalResult verifyQuantizedConvolutionOp(std::optional<Location> loc,
                                           StringRef opName, Type lhs, Type rhs,
                                           int64_t kernelOutputFeatureDim,
                                           int64_t outputFeatureDim,
                                           Type result) {
  auto label = [&](StringRef c) { return (opName + "_" + c).str(); };
  std::string c28 = label("c28"), c31 = label("c31"), c32 = label("c32"),
              c33 = label("c33"), c34 = label("c34");
  if (failed(verifyQuantizedLhsRhsResult(loc, {c28, c31, c32, c33, c34}, lhs,
                                         rhs, result)))
    return failure();
  // c29: a per-axis rhs is quantized along kernel_output_feature_dimension.
  if (std::optional<int64_t> dim = getQuantizationDimension(rhs))
    if (*dim != kernelOutputFeatureDim)
      return emitOptionalError(
          loc, label("c29"), ": quantization_dimension ", *dim,
          " of rhs must be kernel_output_feature_dimension ",
          kernelOutputFeatureDim);
  // c30: a per-axis result is quantized along output_feature_dimension.
  if (std::optional<int64_t> dim = getQuantizationDimension(result))
    if (*dim != outputFeatureDim)
      return emitOptionalError(
          loc, label("c30"), ": quantization_dimension ", *dim,
          " of the result must be output_feature_dimension ", outputFeatureDim);
  return success();
}

//===----------------------------------------------------------------------===//
// Data movement with per-axis quantization
//===----------------------------------------------------------------------===//

LogicalResult verifyPerAxisResultElementType(std::optional<Location> loc,
                                             StringRef label, Type operand,
                                             Type result,
                                             bool parametersMayDiffer) {
  auto o = cast<UniformQuantizedPerAxisType>(getElementTypeOrSelf(operand));
  auto r = dyn_cast<UniformQuantizedPerAxisType>(getElementTypeOrSelf(result));
  bool sameParameters = r && o.getScales() == r.getScales() &&
                        o.getZeroPoints() == r.getZeroPoints();
  if (r && haveSameStorageAndExpressedTypes(o, r) &&
      (parametersMayDiffer || sameParameters))
    return success();
  return emitOptionalError(
      loc, label, ": result element type ", getElementTypeOrSelf(result),
      " must be the operand's ", Type(o),
      " except for its quantization_dimension",
      parametersMayDiffer ? ", scales and zero points" : "");
}

LogicalResult verifyPerAxisBroadcast(std::optional<Location> loc,
                                     StringRef label, RankedTensorType operand,
                                     ArrayRef<int64_t> broadcastDimensions,
                                     RankedTensorType result) {
  auto o = cast<UniformQuantizedPerAxisType>(operand.getElementType());
  auto r = cast<UniformQuantizedPerAxisType>(result.getElementType());
  int64_t operandDim = o.getQuantizedDimension();
  int64_t expectedDim = broadcastDimensions[operandDim];
  // broadcast_in_dim_c6: quantization_dimension(result) =
  // broadcast_dimensions[quantization_dimension(operand)].
  if (r.getQuantizedDimension() != expectedDim)
    return emitOptionalError(loc, label, ": quantization_dimension ",
                             r.getQuantizedDimension(),
                             " of the result should be ", expectedDim);
  // broadcast_in_dim_c6: a size-1 quantization dimension is broadcast with
  // its one scale and zero point.
  if (operand.getDimSize(operandDim) == 1 &&
      (llvm::any_of(r.getScales(),
                    [&](double s) { return s != o.getScales()[0]; }) ||
       llvm::any_of(r.getZeroPoints(),
                    [&](int64_t z) { return z != o.getZeroPoints()[0]; })))
    return emitOptionalError(loc, label, ": broadcasting dimension ",
                             operandDim,
                             " of size 1 must repeat its scale and zero point, "
                             "got ",
                             Type(r));
  return success();
}

namespace {

/// The number of elements of dims [begin, end) of `type`, or nullopt when
/// one of them is dynamic.
std::optional<int64_t> staticProduct(RankedTensorType type, int64_t begin,
                                     int64_t end) {
  int64_t product = 1;
  for (int64_t d = begin; d < end; ++d) {
    if (type.isDynamicDim(d))
      return std::nullopt;
    product *= type.getDimSize(d);
  }
  return product;
}

} // namespace

LogicalResult verifyPerAxisReshape(std::optional<Location> loc, StringRef label,
                                   RankedTensorType operand,
                                   RankedTensorType result) {
  int64_t o = *getQuantizationDimension(operand);
  int64_t r = *getQuantizationDimension(result);
  auto differ = [](std::optional<int64_t> a, std::optional<int64_t> b) {
    return a && b && *a != *b;
  };
  // reshape_c3: the dimensions before the quantization dimension.
  if (differ(staticProduct(operand, 0, o), staticProduct(result, 0, r)))
    return emitOptionalError(
        loc, label, ": dimensions before the quantization dimension hold ",
        *staticProduct(operand, 0, o), " elements in the operand but ",
        *staticProduct(result, 0, r), " in the result");
  // reshape_c3: the quantization dimension keeps its size; reshape_c1 (same
  // scales) and quantized_tensor_type_c13 (one scale per slice) imply it.
  // reshape_c3: the dimensions after it.
  if (differ(staticProduct(operand, o + 1, operand.getRank()),
             staticProduct(result, r + 1, result.getRank())))
    return emitOptionalError(
        loc, label, ": dimensions after the quantization dimension hold ",
        *staticProduct(operand, o + 1, operand.getRank()),
        " elements in the operand but ",
        *staticProduct(result, r + 1, result.getRank()), " in the result");
  return success();
}

//===----------------------------------------------------------------------===//
// uniform_quantize, uniform_dequantize
//===----------------------------------------------------------------------===//

namespace {

LogicalResult checkSameShape(std::optional<Location> loc, StringRef label,
                             Type operand, Type result) {
  auto a = cast<RankedTensorType>(operand), b = cast<RankedTensorType>(result);
  if (a.getRank() == b.getRank() &&
      llvm::all_of(llvm::seq<int64_t>(0, a.getRank()), [&](int64_t i) {
        return isCompatibleDim(a.getDimSize(i), getDimBound(a, i),
                               b.getDimSize(i), getDimBound(b, i));
      }))
    return success();
  return emitOptionalError(
      loc, label, ": operand shape ", dimsToString(a.getShape()),
      " differs from result shape ", dimsToString(b.getShape()));
}

} // namespace

LogicalResult verifyUniformQuantizeOp(std::optional<Location> loc, Type operand,
                                      Type result) {
  // uniform_quantize_c1: shape(operand) = shape(result).
  if (failed(checkSameShape(loc, "uniform_quantize_c1", operand, result)))
    return failure();
  // uniform_quantize_c2: expressed_type(result) = is_float(operand) ?
  // element_type(operand) : expressed_type(operand).
  Type operandElement = getElementTypeOrSelf(operand);
  Type expected = isQuantized(operandElement)
                      ? quantizedElementType(operandElement).getExpressedType()
                      : operandElement;
  Type actual = quantizedElementType(result).getExpressedType();
  if (actual != expected)
    return emitOptionalError(loc, "uniform_quantize_c2: result expressed type ",
                             actual, " differs from ", expected);
  return success();
}

LogicalResult
inferUniformDequantizeOp(std::optional<Location> loc, Type operand,
                         SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto type = dyn_cast<RankedTensorType>(operand);
  if (!type || !isQuantized(type))
    return emitOptionalError(loc,
                             "uniform_dequantize: expected a quantized "
                             "tensor, got ",
                             operand);
  // uniform_dequantize_c1, uniform_dequantize_c2.
  inferred.push_back(
      componentsOf(type, quantizedElementType(type).getExpressedType()));
  return success();
}

LogicalResult verifyUniformDequantizeOp(std::optional<Location> loc,
                                        Type operand, Type result) {
  // uniform_dequantize_c1: shape(operand) = shape(result).
  if (failed(checkSameShape(loc, "uniform_dequantize_c1", operand, result)))
    return failure();
  // uniform_dequantize_c2: element_type(result) = expressed_type(operand).
  Type expressed = quantizedElementType(operand).getExpressedType();
  if (getElementTypeOrSelf(result) != expressed)
    return emitOptionalError(loc, "uniform_dequantize_c2: result element type ",
                             getElementTypeOrSelf(result),
                             " differs from the operand's expressed type ",
                             expressed);
  return success();
}

} // namespace hlokit::stablehlo
