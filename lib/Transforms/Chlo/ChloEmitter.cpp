//===- ChloEmitter.cpp - StableHLO builders for legalizing chlo -----------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/Chlo.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::chlo_legalization {

Value ChloEmitter::shapeOf(Value v) {
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < cast<RankedTensorType>(v.getType()).getRank(); ++d)
    sizes.push_back(dimSize(v, d));
  return shapeFromSizes(sizes);
}

Value ChloEmitter::dimSize(Value v, int64_t d) {
  return hlo::GetDimensionSizeOp::create(b, loc, v, d);
}

Value ChloEmitter::shapeFromSizes(ArrayRef<Value> sizes) {
  auto dimType = RankedTensorType::get({1}, b.getI32Type());
  SmallVector<Value> dims;
  for (Value size : sizes)
    dims.push_back(
        hlo::ReshapeOp::create(b, loc, dimType, convert(size, b.getI32Type())));
  if (dims.size() == 1)
    return dims.front();
  return hlo::ConcatenateOp::create(b, loc, dims, 0);
}

Value ChloEmitter::indexConstant(int64_t value) {
  return hlo::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(RankedTensorType::get({}, b.getI64Type()), value));
}

/// `v` reshaped to `type`, with the runtime sizes `sizes()` (0-d i32) when
/// `type` is not static.
static Value reshapeTo(ChloEmitter &e, Value v, RankedTensorType type,
                       llvm::function_ref<SmallVector<Value>()> sizes) {
  if (type.hasStaticShape())
    return hlo::ReshapeOp::create(e.builder(), e.location(), type, v);
  return e.op("dynamic_reshape", type, {v, e.shapeFromSizes(sizes())});
}

Value ChloEmitter::takeIndex(Value v, int64_t dim, Value index) {
  auto type = cast<RankedTensorType>(v.getType());
  RankedTensorType resultType = chlo::withoutDim(type, dim);
  auto sliceType = chlo::withUnitDim(resultType, dim);
  auto sizes = [&] {
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (d != dim)
        sizes.push_back(dimSize(v, d));
    return sizes;
  };
  if (sliceType.hasStaticShape()) {
    SmallVector<Value> starts;
    for (int64_t d = 0; d < type.getRank(); ++d)
      starts.push_back(d == dim ? index : constLike(index, 0));
    Value slice =
        hlo::DynamicSliceOp::create(b, loc, v, starts, sliceType.getShape());
    return reshapeTo(*this, slice, resultType, sizes);
  }
  // Start and limit as 1-D tensors: the runtime shape, `dim` replaced.
  Value shape = shapeOf(v);
  auto dimsType = cast<RankedTensorType>(shape.getType());
  Value atDim =
      compare(hlo::ComparisonDirection::EQ,
              hlo::IotaOp::create(b, loc, dimsType, 0), constLike(shape, dim));
  Value at = hlo::BroadcastInDimOp::create(
      b, loc, dimsType, convert(index, b.getI32Type()), ArrayRef<int64_t>{});
  Value start = select(atDim, at, constLike(shape, 0));
  Value limit = select(atDim, add(at, constLike(shape, 1)), shape);
  Value slice = op("real_dynamic_slice", sliceType,
                   {v, start, limit, constLike(shape, 1)});
  return reshapeTo(*this, slice, resultType, sizes);
}

Value ChloEmitter::insertUnitDim(Value v, int64_t dim) {
  auto type = cast<RankedTensorType>(v.getType());
  auto sizes = [&] {
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      sizes.push_back(dimSize(v, d));
    sizes.insert(sizes.begin() + dim, indexConstant(1));
    return sizes;
  };
  return reshapeTo(*this, v, chlo::withUnitDim(type, dim), sizes);
}

Value ChloEmitter::broadcastTo(Value v, RankedTensorType type,
                               ArrayRef<int64_t> dims, Value shape) {
  if (v.getType() == type)
    return v;
  if (type.hasStaticShape())
    return hlo::BroadcastInDimOp::create(b, loc, type, v, dims);
  return hlo::DynamicBroadcastInDimOp::create(
      b, loc, type, v, shape, b.getDenseI64ArrayAttr(dims),
      /*known_expanding_dimensions=*/nullptr,
      /*known_nonexpanding_dimensions=*/nullptr);
}

Value ChloEmitter::splatLike(Value like, Attribute value) {
  auto likeType = cast<RankedTensorType>(like.getType());
  auto elementType = cast<TypedAttr>(value).getType();
  if (likeType.hasStaticShape())
    return hlo::ConstantOp::create(
        b, loc, SplatElementsAttr::get(likeType.clone(elementType), value));
  Value scalar = hlo::ConstantOp::create(
      b, loc,
      SplatElementsAttr::get(RankedTensorType::get({}, elementType), value));
  return broadcastTo(scalar, likeType.clone(elementType), {}, shapeOf(like));
}

Value ChloEmitter::constLike(Value like, double value) {
  Type element = getElementTypeOrSelf(like.getType());
  if (auto complex = dyn_cast<ComplexType>(element))
    return complexConstLike(like, value, 0);
  if (auto floatType = dyn_cast<FloatType>(element))
    return splatLike(like, b.getFloatAttr(floatType, value));
  return splatLike(like,
                   b.getIntegerAttr(element, static_cast<int64_t>(value)));
}

Value ChloEmitter::complexConstLike(Value like, double re, double im) {
  auto complex = cast<ComplexType>(getElementTypeOrSelf(like.getType()));
  Type part = complex.getElementType();
  auto realLike = [&](double v) {
    auto likeType = cast<RankedTensorType>(like.getType());
    Value scalar = hlo::ConstantOp::create(
        b, loc,
        SplatElementsAttr::get(RankedTensorType::get({}, part),
                               b.getFloatAttr(part, v)));
    return broadcastTo(scalar, likeType.clone(part), {},
                       likeType.hasStaticShape() ? Value() : shapeOf(like));
  };
  return op("complex", {realLike(re), realLike(im)});
}

Value ChloEmitter::op(StringRef name, ValueRange operands,
                      ArrayRef<NamedAttribute> attributes) {
  OperationState state(loc, ("stablehlo." + name).str());
  state.addOperands(operands);
  state.addAttributes(attributes);
  auto info = state.name.getRegisteredInfo();
  auto *infer = info->getInterface<InferTypeOpInterface>();
  SmallVector<Type> types;
  if (infer) {
    if (failed(infer->inferReturnTypes(
            b.getContext(), loc, operands,
            state.attributes.getDictionary(b.getContext()),
            state.getRawProperties(), state.regions, types)))
      llvm::report_fatal_error("chlo legalization built an invalid op");
  }
  state.addTypes(types);
  return b.create(state)->getResult(0);
}

Value ChloEmitter::op(StringRef name, Type result, ValueRange operands,
                      ArrayRef<NamedAttribute> attributes) {
  OperationState state(loc, ("stablehlo." + name).str());
  state.addOperands(operands);
  state.addAttributes(attributes);
  state.addTypes(result);
  return b.create(state)->getResult(0);
}

Value ChloEmitter::compare(hlo::ComparisonDirection direction, Value a,
                           Value c) {
  return hlo::CompareOp::create(b, loc, a, c, direction,
                                hlo::ComparisonTypeAttr());
}

Value ChloEmitter::oddExtension(Value x, Value magnitude) {
  Value zero = constLike(x, 0);
  Value negative = compare(hlo::ComparisonDirection::LT, x, zero);
  Value isZero = compare(hlo::ComparisonDirection::EQ, x, zero);
  return select(isZero, x, select(negative, neg(magnitude), magnitude));
}

Value ChloEmitter::convert(Value a, Type elementType) {
  if (getElementTypeOrSelf(a.getType()) == elementType)
    return a;
  return hlo::ConvertOp::create(b, loc, a, elementType);
}

Value inComputeType(ChloEmitter &e, Value x,
                    llvm::function_ref<Value(Value)> compute) {
  Type element = getElementTypeOrSelf(x.getType());
  auto floatType = dyn_cast<FloatType>(element);
  if (!floatType || floatType.getWidth() >= 32)
    return compute(x);
  Type f32 = e.builder().getF32Type();
  return e.convert(compute(e.convert(x, f32)), element);
}

} // namespace hlokit::chlo_legalization
