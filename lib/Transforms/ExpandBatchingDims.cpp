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

#include <limits>

namespace hlokit {
#define GEN_PASS_DEF_EXPANDBATCHINGDIMSPASS
#include "hlokit/Transforms/Passes.h.inc"
} // namespace hlokit

using namespace mlir;
using namespace hlokit::stablehlo;
using hlokit::batching::IndexingDims;

namespace {

/// The largest batch size the iotas count to. A batch dim has one size in
/// the indices and the operand, so a static size from either will do; a
/// dynamic one is at most what get_dimension_size's i32 result holds.
int64_t largestBatchSize(RankedTensorType indicesType,
                         RankedTensorType operandType,
                         const IndexingDims &dims) {
  int64_t largest = 0;
  for (auto [operandDim, indicesDim] :
       llvm::zip_equal(dims.operandBatchingDims, dims.indicesBatchingDims)) {
    int64_t size = indicesType.getDimSize(indicesDim);
    if (ShapedType::isDynamic(size))
      size = operandType.getDimSize(operandDim);
    if (ShapedType::isDynamic(size))
      size = std::numeric_limits<int32_t>::max();
    largest = std::max(largest, size);
  }
  return largest;
}

/// `type`, or the narrowest wider integer type of the same signedness that
/// holds the iota values 0 .. batchSize-1.
IntegerType indexTypeHolding(IntegerType type, int64_t batchSize) {
  for (unsigned width : {4u, 8u, 16u, 32u, 64u}) {
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

/// A reshape of static `indices` to rank+1, adding a trailing index-vector
/// dimension of size 1.
FailureOr<Value> addIndexVectorDim(OpBuilder &builder, Location loc,
                                   Value indices) {
  auto type = cast<RankedTensorType>(indices.getType());
  if (!type.hasStaticShape())
    return failure(); // Needs dynamic_reshape (dynamic ops not on main yet).
  SmallVector<int64_t> shape(type.getShape());
  shape.push_back(1);
  return ReshapeOp::create(builder, loc, type.clone(shape), indices)
      .getResult();
}

/// An iota of `type` counting along `dim`.
FailureOr<Value> createBatchIota(OpBuilder &builder, Location loc,
                                 RankedTensorType type, int64_t dim) {
  if (!type.hasStaticShape())
    return failure(); // Needs dynamic_iota (dynamic ops not on main yet).
  return IotaOp::create(builder, loc, type, static_cast<uint64_t>(dim))
      .getResult();
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
FailureOr<Value> createLegacyIndices(OpBuilder &builder, Location loc,
                                     Value indices,
                                     RankedTensorType operandType,
                                     const IndexingDims &dims) {
  auto indicesType = cast<RankedTensorType>(indices.getType());
  if (dims.indexVectorDim == indicesType.getRank()) {
    FailureOr<Value> reshaped = addIndexVectorDim(builder, loc, indices);
    if (failed(reshaped))
      return failure();
    indices = *reshaped;
    indicesType = cast<RankedTensorType>(indices.getType());
  }
  auto elementType = cast<IntegerType>(indicesType.getElementType());
  IntegerType wideType = indexTypeHolding(
      elementType, largestBatchSize(indicesType, operandType, dims));
  if (wideType != elementType)
    indices = ConvertOp::create(builder, loc, indices, wideType);

  SmallVector<int64_t> iotaShape(indicesType.getShape());
  iotaShape[dims.indexVectorDim] = 1;
  auto iotaType = RankedTensorType::get(iotaShape, wideType);
  SmallVector<Value> parts = {indices};
  for (int64_t indicesDim : dims.indicesBatchingDims) {
    FailureOr<Value> iota = createBatchIota(builder, loc, iotaType, indicesDim);
    if (failed(iota))
      return failure();
    parts.push_back(*iota);
  }
  return ConcatenateOp::create(builder, loc, parts, dims.indexVectorDim)
      .getResult();
}

template <typename OpTy> struct ExpandBatchingDims : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    IndexingDims dims = hlokit::batching::getIndexingDims(op);
    if (dims.operandBatchingDims.empty())
      return rewriter.notifyMatchFailure(op, "no batching dims");
    OpOperand &indices = hlokit::batching::getIndicesOperand(op);
    auto operandType = cast<RankedTensorType>(
        hlokit::batching::getIndexedTensor(op).getType());
    FailureOr<Value> legacyIndices = createLegacyIndices(
        rewriter, op.getLoc(), indices.get(), operandType, dims);
    if (failed(legacyIndices))
      return rewriter.notifyMatchFailure(op, "dynamic indices");
    rewriter.modifyOpInPlace(op, [&] {
      indices.set(*legacyIndices);
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
