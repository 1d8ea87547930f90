//===- DivisiblePadding.cpp - padding for equal shards --------------------===//

#include "hlokit/Transforms/Sharding/Partition/DivisiblePadding.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

using namespace mlir;

namespace hlokit::sdy {

Type getDivisiblePaddedType(Type type, TensorShardingAttr sharding,
                            Operation *from) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  MeshAttr mesh = sharding ? getMesh(sharding, from) : MeshAttr();
  if (!tensor || !mesh || sharding.getRank() != tensor.getRank())
    return type;
  SmallVector<int64_t> shape(tensor.getShape());
  for (auto [size, dim] : llvm::zip_equal(shape, sharding.getDimShardings())) {
    int64_t count = getAxesSize(dim.getAxes(), mesh);
    if (!ShapedType::isDynamic(size))
      size = llvm::divideCeil(size, count) * count;
  }
  return tensor.clone(shape);
}

LogicalResult checkDivisible(Operation *op, RankedTensorType type,
                             TensorShardingAttr sharding, StringRef context) {
  MeshAttr mesh = sharding ? getMesh(sharding, op) : MeshAttr();
  if (!mesh)
    return success();
  for (auto [d, size] : llvm::enumerate(type.getShape())) {
    int64_t count = getAxesSize(sharding.getDimShardings()[d].getAxes(), mesh);
    if (!ShapedType::isDynamic(size) && size % count != 0)
      return op->emitOpError() << context << "dimension " << d << " of size "
                               << size << " is not divisible by its " << count
                               << " shards under sharding " << sharding;
  }
  return success();
}

namespace {

/// Whether what `padded` adds to `global` comes after all of its elements
/// in row-major order.
bool padsOnlyTheEnd(RankedTensorType global, RankedTensorType padded) {
  ArrayRef<int64_t> size = global.getShape(), paddedSize = padded.getShape();
  size_t d = 0;
  while (d < size.size() && size[d] == 1 && paddedSize[d] == 1)
    ++d;
  // The first dimension past the leading ones may grow; no later one.
  for (++d; d < size.size(); ++d)
    if (size[d] != paddedSize[d])
      return false;
  return true;
}

} // namespace

bool reshapeKeepsPadding(RankedTensorType operand,
                         RankedTensorType paddedOperand,
                         RankedTensorType result,
                         RankedTensorType paddedResult) {
  return padsOnlyTheEnd(operand, paddedOperand) &&
         padsOnlyTheEnd(result, paddedResult) &&
         paddedOperand.getNumElements() == paddedResult.getNumElements();
}

Value emitScalarZero(OpBuilder &builder, Location loc, Type elementType) {
  auto scalar = RankedTensorType::get({}, elementType);
  return stablehlo::ConstantOp::create(
      builder, loc, cast<ElementsAttr>(builder.getZeroAttr(scalar)));
}

Value emitPadAtEnd(OpBuilder &builder, Value value, RankedTensorType padded,
                   Value paddingValue, TensorShardingAttr sharding) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> high;
  for (auto [size, paddedSize] :
       llvm::zip_equal(type.getShape(), padded.getShape()))
    high.push_back(paddedSize - size);
  SmallVector<int64_t> zeros(type.getRank(), 0);
  Value pad = stablehlo::PadOp::create(builder, value.getLoc(), padded, value,
                                       paddingValue, zeros, high, zeros);
  if (sharding)
    setValueSharding(pad, sharding);
  return pad;
}

Value emitSliceToLimits(OpBuilder &builder, Value value,
                        ArrayRef<int64_t> limits, TensorShardingAttr sharding) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> zeros(type.getRank(), 0), ones(type.getRank(), 1);
  Value slice = stablehlo::SliceOp::create(
      builder, value.getLoc(), type.clone(limits), value, zeros, limits, ones);
  if (sharding)
    setValueSharding(slice, sharding);
  return slice;
}

} // namespace hlokit::sdy
