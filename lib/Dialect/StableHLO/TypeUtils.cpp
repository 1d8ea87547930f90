//===- TypeUtils.cpp - helpers shared by inference and verification -------===//

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace hlokit::stablehlo {

std::string dimsToString(ArrayRef<int64_t> dims) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << '[';
  llvm::interleaveComma(dims, os, [&](int64_t d) {
    if (ShapedType::isDynamic(d))
      os << '?';
    else
      os << d;
  });
  os << ']';
  return s;
}

bool isCompatibleDim(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

bool isCompatibleDim(int64_t a, int64_t boundA, int64_t b, int64_t boundB) {
  if (!isCompatibleDim(a, b))
    return false;
  // A static size must fit the other side's bound.
  if (!ShapedType::isDynamic(a) && !ShapedType::isDynamic(boundB))
    return a <= boundB;
  if (!ShapedType::isDynamic(b) && !ShapedType::isDynamic(boundA))
    return b <= boundA;
  return true;
}

ArrayRef<int64_t> getBounds(RankedTensorType type) {
  if (auto ext = dyn_cast_or_null<TypeExtensionsAttr>(type.getEncoding()))
    return ext.getBounds();
  return {};
}

int64_t getDimBound(RankedTensorType type, int64_t dim) {
  if (!type.isDynamicDim(dim))
    return type.getDimSize(dim);
  ArrayRef<int64_t> bounds = getBounds(type);
  return bounds.empty() ? ShapedType::kDynamic : bounds[dim];
}

SmallVector<int64_t> getDimBounds(RankedTensorType type) {
  SmallVector<int64_t> bounds;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    bounds.push_back(getDimBound(type, d));
  return bounds;
}

RankedTensorType getBoundedTensorType(ArrayRef<int64_t> shape, Type elementType,
                                      ArrayRef<int64_t> bounds) {
  bool anyBound = false;
  SmallVector<int64_t> canonical(shape.size(), ShapedType::kDynamic);
  for (auto [i, size] : llvm::enumerate(shape)) {
    if (!ShapedType::isDynamic(size) || bounds.empty() ||
        ShapedType::isDynamic(bounds[i]))
      continue;
    canonical[i] = bounds[i];
    anyBound = true;
  }
  if (!anyBound)
    return RankedTensorType::get(shape, elementType);
  return RankedTensorType::get(
      shape, elementType,
      TypeExtensionsAttr::get(elementType.getContext(), canonical));
}

RankedTensorType refineType(RankedTensorType a, RankedTensorType b) {
  SmallVector<int64_t> shape, bounds;
  for (int64_t i = 0, e = a.getRank(); i < e; ++i) {
    int64_t sizeA = a.getDimSize(i), sizeB = b.getDimSize(i);
    if (!ShapedType::isDynamic(sizeA) || !ShapedType::isDynamic(sizeB)) {
      shape.push_back(ShapedType::isDynamic(sizeA) ? sizeB : sizeA);
      bounds.push_back(ShapedType::kDynamic);
      continue;
    }
    int64_t boundA = getDimBound(a, i), boundB = getDimBound(b, i);
    shape.push_back(ShapedType::kDynamic);
    if (ShapedType::isDynamic(boundA) || ShapedType::isDynamic(boundB))
      bounds.push_back(ShapedType::isDynamic(boundA) ? boundB : boundA);
    else
      bounds.push_back(std::min(boundA, boundB));
  }
  return getBoundedTensorType(shape, a.getElementType(), bounds);
}

ShapedTypeComponents componentsOf(RankedTensorType type, Type elementType) {
  return ShapedTypeComponents(type.getShape(),
                              elementType ? elementType : type.getElementType(),
                              type.getEncoding());
}

RankedTensorType typeOf(const ShapedTypeComponents &components) {
  return RankedTensorType::get(components.getDims(),
                               components.getElementType(),
                               components.getAttribute());
}

std::optional<SmallVector<int64_t>> getConstantIntValues(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) ||
      attr.getType() != value.getType())
    return std::nullopt;
  bool isUnsigned = attr.getElementType().isUnsignedInteger();
  return llvm::map_to_vector(attr.getValues<APInt>(), [&](const APInt &v) {
    return isUnsigned ? static_cast<int64_t>(v.getZExtValue())
                      : v.getSExtValue();
  });
}

namespace {

/// Compatibility with `sameElements` deciding when two element types match.
bool isCompatible(Type a, Type b, function_ref<bool(Type, Type)> sameElements) {
  if (a == b)
    return true;
  if (auto ta = dyn_cast<TupleType>(a)) {
    auto tb = dyn_cast<TupleType>(b);
    return tb && ta.size() == tb.size() &&
           llvm::all_of(llvm::zip(ta.getTypes(), tb.getTypes()), [&](auto p) {
             return isCompatible(std::get<0>(p), std::get<1>(p), sameElements);
           });
  }
  auto ra = dyn_cast<RankedTensorType>(a);
  auto rb = dyn_cast<RankedTensorType>(b);
  if (!ra || !rb) {
    // An unranked tensor is compatible with any tensor of its element type.
    auto sa = dyn_cast<TensorType>(a), sb = dyn_cast<TensorType>(b);
    return sa && sb && sameElements(sa.getElementType(), sb.getElementType());
  }
  if (!sameElements(ra.getElementType(), rb.getElementType()) ||
      ra.getRank() != rb.getRank())
    return false;
  for (int64_t i = 0, e = ra.getRank(); i < e; ++i)
    if (!isCompatibleDim(ra.getDimSize(i), getDimBound(ra, i), rb.getDimSize(i),
                         getDimBound(rb, i)))
      return false;
  return true;
}

bool isCompatibleRange(TypeRange a, TypeRange b,
                       function_ref<bool(Type, Type)> sameElements) {
  return a.size() == b.size() && llvm::all_of(llvm::zip(a, b), [&](auto p) {
           return isCompatible(std::get<0>(p), std::get<1>(p), sameElements);
         });
}

bool equalTypes(Type a, Type b) { return a == b; }

bool anyElementTypes(Type, Type) { return true; }

} // namespace

bool isCompatibleForHloTypeInference(Type a, Type b) {
  return isCompatible(a, b, equalTypes);
}

bool isCompatibleForHloTypeInference(TypeRange a, TypeRange b) {
  return isCompatibleRange(a, b, equalTypes);
}

bool isCompatibleUpToQuantization(Type a, Type b) {
  return isCompatible(a, b, haveSameBaseline);
}

bool isCompatibleUpToQuantization(TypeRange a, TypeRange b) {
  return isCompatibleRange(a, b, haveSameBaseline);
}

bool isCompatibleUpToAxisParameters(TypeRange a, TypeRange b) {
  return isCompatibleRange(a, b, haveSameUpToAxisParameters);
}

bool isCompatibleUpToElementType(TypeRange a, TypeRange b) {
  return isCompatibleRange(a, b, anyElementTypes);
}

bool isUnique(ArrayRef<int64_t> dims) {
  SmallVector<int64_t> sorted(dims);
  llvm::sort(sorted);
  return std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
}

bool allInRange(ArrayRef<int64_t> dims, int64_t size) {
  return llvm::all_of(dims, [&](int64_t d) { return d >= 0 && d < size; });
}

bool isPermutation(ArrayRef<int64_t> dims) {
  return allInRange(dims, dims.size()) && isUnique(dims);
}

bool isSorted(ArrayRef<int64_t> dims) { return llvm::is_sorted(dims); }

namespace {
enum class ElementKind { Bool, Integer, Float, Complex, Quantized, Other };

ElementKind elementKind(Type type) {
  if (isa<quant::QuantizedType>(type))
    return ElementKind::Quantized;
  if (type.isInteger(1))
    return ElementKind::Bool;
  if (isa<IntegerType>(type))
    return ElementKind::Integer;
  if (isa<FloatType>(type))
    return ElementKind::Float;
  if (isa<ComplexType>(type))
    return ElementKind::Complex;
  return ElementKind::Other;
}

} // namespace

int64_t elementBitWidth(Type elementType) {
  if (auto complex = dyn_cast<ComplexType>(elementType))
    return 2 * elementBitWidth(complex.getElementType());
  return elementType.getIntOrFloatBitWidth();
}

bool isPromotableElementType(Type from, Type to) {
  if (from == to)
    return true;
  const ElementKind kind = elementKind(from);
  if (kind == ElementKind::Other || kind != elementKind(to))
    return false;
  if (kind == ElementKind::Quantized) {
    auto fromQuantized = cast<quant::QuantizedType>(from);
    auto toQuantized = cast<quant::QuantizedType>(to);
    return fromQuantized.getExpressedType() == toQuantized.getExpressedType() &&
           toQuantized.getStorageTypeIntegralWidth() >=
               fromQuantized.getStorageTypeIntegralWidth();
  }
  return elementBitWidth(to) >= elementBitWidth(from);
}

LogicalResult verifyInferredResultType(std::optional<Location> loc,
                                       Type inferred, Type result,
                                       StringRef elementTypeLabel,
                                       StringRef rankLabel,
                                       StringRef shapeLabel) {
  if (isCompatibleForHloTypeInference(inferred, result))
    return success();
  Type inferredElement = getElementTypeOrSelf(inferred);
  Type resultElement = getElementTypeOrSelf(result);
  if (inferredElement != resultElement)
    return emitOptionalError(loc, elementTypeLabel, ": result element type ",
                             resultElement, " differs from the inferred ",
                             inferredElement);
  auto inferredTensor = dyn_cast<RankedTensorType>(inferred);
  auto resultTensor = dyn_cast<RankedTensorType>(result);
  if (inferredTensor && resultTensor &&
      inferredTensor.getRank() != resultTensor.getRank())
    return emitOptionalError(
        loc, rankLabel, ": result rank ", resultTensor.getRank(),
        " differs from the inferred ", inferredTensor.getRank());
  return emitOptionalError(loc, shapeLabel, ": result type ", result,
                           " is incompatible with the inferred ", inferred);
}

namespace {

/// verifyInferredResultType after taking the result's element type when
/// `sameElements` accepts it in place of the inferred one.
LogicalResult verifyInferredResultTypeUpTo(
    std::optional<Location> loc, Type inferred, Type result,
    function_ref<bool(Type, Type)> sameElements, StringRef elementTypeLabel,
    StringRef rankLabel, StringRef shapeLabel) {
  Type resultElement = getElementTypeOrSelf(result);
  auto inferredTensor = dyn_cast<RankedTensorType>(inferred);
  if (inferredTensor &&
      sameElements(inferredTensor.getElementType(), resultElement))
    inferred = inferredTensor.clone(resultElement);
  return verifyInferredResultType(loc, inferred, result, elementTypeLabel,
                                  rankLabel, shapeLabel);
}

} // namespace

LogicalResult verifyInferredResultTypeUpToQuantization(
    std::optional<Location> loc, Type inferred, Type result,
    StringRef elementTypeLabel, StringRef rankLabel, StringRef shapeLabel) {
  return verifyInferredResultTypeUpTo(loc, inferred, result, haveSameBaseline,
                                      elementTypeLabel, rankLabel, shapeLabel);
}

LogicalResult verifyInferredResultTypeUpToAxisParameters(
    std::optional<Location> loc, Type inferred, Type result,
    StringRef elementTypeLabel, StringRef rankLabel, StringRef shapeLabel) {
  return verifyInferredResultTypeUpTo(loc, inferred, result,
                                      haveSameUpToAxisParameters,
                                      elementTypeLabel, rankLabel, shapeLabel);
}

FailureOr<RankedTensorType> rankedTensor(std::optional<Location> loc,
                                         StringRef label, Type type) {
  if (auto ranked = dyn_cast<RankedTensorType>(type))
    return ranked;
  return emitOptionalError(loc, label, ": expected a ranked tensor, got ",
                           type);
}

} // namespace hlokit::stablehlo
