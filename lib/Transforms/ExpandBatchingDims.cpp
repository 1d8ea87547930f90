//===- ExpandBatchingDims.cpp - batching dims to the legacy form ----------===//
//
// Rewrites gather, dynamic_gather and scatter with batching dims into the
// form without them (the gather/scatter batching-dims RFC, "Compatibility"):
// each batching dim becomes a collapsed / inserted operand dim addressed by
// an iota over the matching indices dim, concatenated onto the indices.
//
//===----------------------------------------------------------------------===//

#include "BatchingDims.h"

#include "hlokit/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"

namespace hlokit {
#define GEN_PASS_DEF_EXPANDBATCHINGDIMSPASS
#include "hlokit/Transforms/Passes.h.inc"
} // namespace hlokit

using namespace mlir;
using namespace hlokit::stablehlo;
using hlokit::batching::IndexingDims;

namespace {

/// The largest batch size the iotas count to. A batch dim has one size in
/// the indices and the operand, so the smaller largest size will do.
int64_t largestBatchSize(RankedTensorType indicesType,
                         RankedTensorType operandType,
                         const IndexingDims &dims) {
  int64_t largest = 0;
  for (auto [operandDim, indicesDim] :
       llvm::zip_equal(dims.operandBatchingDims, dims.indicesBatchingDims))
    largest = std::max(
        largest,
        std::min(hlokit::batching::getLargestSize(indicesType, indicesDim),
                 hlokit::batching::getLargestSize(operandType, operandDim)));
  return largest;
}

/// `type`, or the narrowest wider integer type of the same signedness that
/// holds the iota values 0 .. batchSize-1 (64 bits hold any).
IntegerType indexTypeHolding(IntegerType type, int64_t batchSize) {
  for (unsigned width : {4u, 8u, 16u, 32u}) {
    if (width < type.getWidth())
      continue;
    auto candidate =
        IntegerType::get(type.getContext(), width, type.getSignedness());
    if (batchSize <= 1 || hlokit::batching::largestIndexValue(candidate) >=
                              uint64_t(batchSize - 1))
      return candidate;
  }
  return IntegerType::get(type.getContext(), 64, type.getSignedness());
}

/// `type` with `elementType` and a dim of size 1 at `dim` (appended when
/// `dim` is the rank); the other dims keep their sizes and bounds.
RankedTensorType withUnitDim(RankedTensorType type, int64_t dim,
                             Type elementType) {
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<int64_t> bounds(getBounds(type));
  bounds.resize(type.getRank(), ShapedType::kDynamic);
  if (dim == type.getRank()) {
    shape.push_back(1);
    bounds.push_back(ShapedType::kDynamic);
  } else {
    shape[dim] = 1;
    bounds[dim] = ShapedType::kDynamic;
  }
  return getBoundedTensorType(shape, elementType, bounds);
}

/// A dimension size of a shape tensor: `size` when static, otherwise read
/// from dimension `sourceDim` of `source`.
struct DimSize {
  int64_t size;
  Value source;
  int64_t sourceDim;
};

/// A 1-D i32 shape tensor of `sizes`: constants and reshaped
/// get_dimension_size results, concatenated.
Value createShapeTensor(OpBuilder &builder, Location loc,
                        ArrayRef<DimSize> sizes) {
  auto sizeType = RankedTensorType::get({1}, builder.getI32Type());
  SmallVector<Value> parts;
  for (const DimSize &size : sizes) {
    if (!ShapedType::isDynamic(size.size)) {
      parts.push_back(
          ConstantOp::create(builder, loc,
                             DenseIntElementsAttr::get(
                                 sizeType, {static_cast<int32_t>(size.size)})));
      continue;
    }
    Value scalar =
        GetDimensionSizeOp::create(builder, loc, size.source, size.sourceDim);
    parts.push_back(ReshapeOp::create(builder, loc, sizeType, scalar));
  }
  return ConcatenateOp::create(builder, loc, parts, 0);
}

/// `indices` reshaped to rank+1, with a trailing index-vector dim of size 1.
Value addIndexVectorDim(OpBuilder &builder, Location loc, Value indices) {
  auto type = cast<RankedTensorType>(indices.getType());
  RankedTensorType resultType =
      withUnitDim(type, type.getRank(), type.getElementType());
  if (type.hasStaticShape())
    return ReshapeOp::create(builder, loc, resultType, indices);
  SmallVector<DimSize> sizes;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    sizes.push_back({type.getDimSize(d), indices, d});
  sizes.push_back({1, nullptr, 0});
  return DynamicReshapeOp::create(builder, loc, resultType, indices,
                                  createShapeTensor(builder, loc, sizes));
}

/// An iota of `type` (the indices' shape with a unit index-vector dim)
/// counting along `indicesDim`, as many as operand dim `operandDim` holds.
/// When a size is only known at run time, the iota is a dynamic_iota whose
/// counted size is read from the operand, so that the concatenation ties
/// it to the indices and raise can prove the two equal.
Value createBatchIota(OpBuilder &builder, Location loc, RankedTensorType type,
                      Value indices, int64_t indicesDim, Value operand,
                      int64_t operandDim) {
  auto operandType = cast<RankedTensorType>(operand.getType());
  if (type.hasStaticShape() && !operandType.isDynamicDim(operandDim))
    return IotaOp::create(builder, loc, type,
                          static_cast<uint64_t>(indicesDim));
  SmallVector<DimSize> sizes;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    sizes.push_back({type.getDimSize(d), indices, d});
  sizes[indicesDim] = {ShapedType::kDynamic, operand, operandDim};
  return DynamicIotaOp::create(builder, loc, type,
                               createShapeTensor(builder, loc, sizes),
                               static_cast<uint64_t>(indicesDim));
}

/// `dims` without batching dims: the operand batching dims join the
/// collapsed dims (in sorted order) and extend the start index map, in the
/// order of the iotas appended to the index vector.
IndexingDims legacyIndexingDims(const IndexingDims &dims) {
  IndexingDims legacy = dims;
  llvm::append_range(legacy.collapsedDims, dims.operandBatchingDims);
  llvm::sort(legacy.collapsedDims);
  llvm::append_range(legacy.startIndexMap, dims.operandBatchingDims);
  legacy.operandBatchingDims.clear();
  legacy.indicesBatchingDims.clear();
  return legacy;
}

/// The legacy indices: `indices` with an explicit index-vector dim, in a
/// type that holds every batch index, followed by one iota per batching dim.
Value createLegacyIndices(OpBuilder &builder, Location loc, Value indices,
                          Value operand, const IndexingDims &dims) {
  auto indicesType = cast<RankedTensorType>(indices.getType());
  if (dims.indexVectorDim == indicesType.getRank()) {
    indices = addIndexVectorDim(builder, loc, indices);
    indicesType = cast<RankedTensorType>(indices.getType());
  }
  auto operandType = cast<RankedTensorType>(operand.getType());
  auto elementType = cast<IntegerType>(indicesType.getElementType());
  IntegerType wideType = indexTypeHolding(
      elementType, largestBatchSize(indicesType, operandType, dims));
  if (wideType != elementType)
    indices =
        ConvertOp::create(builder, loc, indicesType.clone(wideType), indices);

  RankedTensorType iotaType =
      withUnitDim(indicesType, dims.indexVectorDim, wideType);
  SmallVector<Value> parts = {indices};
  for (auto [operandDim, indicesDim] :
       llvm::zip_equal(dims.operandBatchingDims, dims.indicesBatchingDims))
    parts.push_back(createBatchIota(builder, loc, iotaType, indices, indicesDim,
                                    operand, operandDim));
  return ConcatenateOp::create(builder, loc, parts, dims.indexVectorDim);
}

template <typename OpTy> struct ExpandBatchingDims : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    IndexingDims dims = hlokit::batching::getIndexingDims(op);
    if (dims.operandBatchingDims.empty())
      return rewriter.notifyMatchFailure(op, "no batching dims");
    OpOperand &indices = hlokit::batching::getIndicesOperand(op);
    Value legacyIndices =
        createLegacyIndices(rewriter, op.getLoc(), indices.get(),
                            hlokit::batching::getIndexedTensor(op), dims);
    rewriter.modifyOpInPlace(op, [&] {
      indices.set(legacyIndices);
      hlokit::batching::setIndexingDims(op, legacyIndexingDims(dims));
      hlokit::batching::updateIndicesAreSorted(op, dims);
    });
    return success();
  }
};

struct ExpandBatchingDimsPass
    : hlokit::impl::ExpandBatchingDimsPassBase<ExpandBatchingDimsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns
        .add<ExpandBatchingDims<GatherOp>, ExpandBatchingDims<DynamicGatherOp>,
             ExpandBatchingDims<ScatterOp>>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
