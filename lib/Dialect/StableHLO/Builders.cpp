//===- Builders.cpp - StableHLO IR building helpers -----------------------===//

#include "hlokit/Dialect/StableHLO/Builders.h"

#include "mlir/IR/BuiltinAttributes.h"

#include <complex>

using namespace mlir;

namespace hlokit::stablehlo {

/// A splat of `value` in the element type of `type` (the real part, for
/// complex element types).
static DenseElementsAttr splatAttr(OpBuilder &b, RankedTensorType type,
                                   double value) {
  Type element = type.getElementType();
  if (auto complexType = dyn_cast<ComplexType>(element)) {
    const llvm::fltSemantics &semantics =
        cast<FloatType>(complexType.getElementType()).getFloatSemantics();
    APFloat re(value);
    bool losesInfo = false;
    re.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
    std::complex<APFloat> splatValue(re, APFloat::getZero(semantics));
    return DenseElementsAttr::get(type, llvm::ArrayRef(splatValue));
  }
  if (auto floatType = dyn_cast<FloatType>(element))
    return SplatElementsAttr::get(type, b.getFloatAttr(floatType, value));
  return SplatElementsAttr::get(
      type, b.getIntegerAttr(element, static_cast<int64_t>(value)));
}

Value HloEmitter::splat(RankedTensorType type, double value) {
  return ConstantOp::create(b, loc, splatAttr(b, type, value));
}

Value HloEmitter::scalar(Type elementType, double value) {
  return splat(RankedTensorType::get({}, elementType), value);
}

Value HloEmitter::constLike(Value like, double value) {
  auto type = cast<RankedTensorType>(like.getType());
  if (type.hasStaticShape())
    return splat(type, value);
  Value element = scalar(type.getElementType(), value);
  return broadcast(element, type, {}, shapeOf(like));
}

Value HloEmitter::splatLike(Value like, Attribute value) {
  auto likeType = cast<RankedTensorType>(like.getType());
  auto type = likeType.clone(cast<TypedAttr>(value).getType());
  if (type.hasStaticShape())
    return ConstantOp::create(b, loc, SplatElementsAttr::get(type, value));
  Value element = ConstantOp::create(
      b, loc,
      SplatElementsAttr::get(RankedTensorType::get({}, type.getElementType()),
                             value));
  return broadcast(element, type, {}, shapeOf(like));
}

Value HloEmitter::indexConstant(int64_t value) {
  return ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(RankedTensorType::get({}, b.getI64Type()), value));
}

Value HloEmitter::compare(ComparisonDirection direction, Value a, Value c) {
  return CompareOp::create(b, loc, a, c, direction, ComparisonTypeAttr());
}

Value HloEmitter::oddExtension(Value x, Value magnitude) {
  Value zero = zerosLike(x);
  Value negative = compare(ComparisonDirection::LT, x, zero);
  Value isZero = compare(ComparisonDirection::EQ, x, zero);
  return select(isZero, x, select(negative, neg(magnitude), magnitude));
}

Value HloEmitter::convert(Value v, Type elementType) {
  if (getElementTypeOrSelf(v.getType()) == elementType)
    return v;
  return ConvertOp::create(b, loc, v, elementType);
}

Value HloEmitter::conj(Value v) {
  Value re = real(v);
  return complex(re, neg(imag(v)));
}

void HloEmitter::buildBinaryBody(Region &region, Type elementType,
                                 const BinaryBody &combine) {
  OpBuilder::InsertionGuard guard(b);
  auto scalarType = RankedTensorType::get({}, elementType);
  Block *block =
      b.createBlock(&region, {}, {scalarType, scalarType}, {loc, loc});
  HloEmitter inner(b, loc);
  Value result = combine(inner, block->getArgument(0), block->getArgument(1));
  ReturnOp::create(b, loc, ValueRange{result});
}

Value HloEmitter::reduce(Value v, Value init, ArrayRef<int64_t> dims,
                         const BinaryBody &combine) {
  auto reduceOp =
      ReduceOp::create(b, loc, ValueRange{v}, ValueRange{init}, dims);
  buildBinaryBody(reduceOp.getBody(), getElementTypeOrSelf(init.getType()),
                  combine);
  return reduceOp.getResult(0);
}

Value HloEmitter::reduceSum(Value v, ArrayRef<int64_t> dims) {
  if (dims.empty())
    return v;
  Type element = getElementTypeOrSelf(v.getType());
  return reduce(v, scalar(element, 0), dims,
                [](HloEmitter &e, Value x, Value y) { return e.add(x, y); });
}

Value HloEmitter::sumAll(Value v) {
  int64_t rank = cast<RankedTensorType>(v.getType()).getRank();
  return reduceSum(v, llvm::to_vector(llvm::seq<int64_t>(0, rank)));
}

Value HloEmitter::dimSize(Value v, int64_t d) {
  return GetDimensionSizeOp::create(b, loc, v, d);
}

Value HloEmitter::shapeFromSizes(ArrayRef<Value> sizes) {
  auto dimType = RankedTensorType::get({1}, b.getI32Type());
  SmallVector<Value> dims;
  for (Value size : sizes)
    dims.push_back(
        ReshapeOp::create(b, loc, dimType, convert(size, b.getI32Type())));
  if (dims.size() == 1)
    return dims.front();
  return ConcatenateOp::create(b, loc, dims, 0);
}

Value HloEmitter::shapeOf(Value v) {
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < cast<RankedTensorType>(v.getType()).getRank(); ++d)
    sizes.push_back(dimSize(v, d));
  return shapeFromSizes(sizes);
}

Value HloEmitter::broadcast(Value v, RankedTensorType type,
                            ArrayRef<int64_t> dims, Value shape) {
  if (v.getType() == type)
    return v;
  if (type.hasStaticShape())
    return BroadcastInDimOp::create(b, loc, type, v, dims);
  return DynamicBroadcastInDimOp::create(
      b, loc, type, v, shape, b.getDenseI64ArrayAttr(dims),
      /*known_expanding_dimensions=*/nullptr,
      /*known_nonexpanding_dimensions=*/nullptr);
}

Value HloEmitter::iota(RankedTensorType type, int64_t dim, Value shape) {
  if (type.hasStaticShape())
    return IotaOp::create(b, loc, type, dim);
  return DynamicIotaOp::create(b, loc, type, shape, dim);
}

Value HloEmitter::reshape(Value v, RankedTensorType type) {
  if (v.getType() == type)
    return v;
  return ReshapeOp::create(b, loc, type, v);
}

Value HloEmitter::transpose(Value v, ArrayRef<int64_t> permutation) {
  if (llvm::equal(permutation, llvm::seq<int64_t>(0, permutation.size())))
    return v;
  return TransposeOp::create(b, loc, v, permutation);
}

} // namespace hlokit::stablehlo
