//===- ChloEmitter.cpp - StableHLO builders for legalizing chlo -----------===//

#include "ChloEmitter.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::chlo_legalization {

Value ChloEmitter::shapeOf(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  auto dimType = RankedTensorType::get({1}, b.getI32Type());
  SmallVector<Value> dims;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    Value size = hlo::GetDimensionSizeOp::create(b, loc, v, d);
    dims.push_back(hlo::ReshapeOp::create(b, loc, dimType, size));
  }
  if (dims.size() == 1)
    return dims.front();
  return hlo::ConcatenateOp::create(b, loc, dims, 0);
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
