//===- ChloEmitter.cpp - StableHLO builders for legalizing chlo -----------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/Chlo.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::chlo_legalization {

/// `v` reshaped to `type`, with the runtime sizes `sizes()` (0-d i32) when
/// `type` is not static.
static Value reshapeTo(ChloEmitter &e, Value v, RankedTensorType type,
                       llvm::function_ref<SmallVector<Value>()> sizes) {
  if (type.hasStaticShape())
    return e.reshape(v, type);
  return hlo::DynamicReshapeOp::create(e.builder(), e.location(), type, v,
                                       e.shapeFromSizes(sizes()));
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
  OpBuilder &b = builder();
  Location loc = location();
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
  Value at = broadcast(convert(index, b.getI32Type()), dimsType, {});
  Value start = select(atDim, at, constLike(shape, 0));
  Value limit = select(atDim, add(at, constLike(shape, 1)), shape);
  Value slice = hlo::RealDynamicSliceOp::create(b, loc, sliceType, v, start,
                                                limit, constLike(shape, 1));
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
