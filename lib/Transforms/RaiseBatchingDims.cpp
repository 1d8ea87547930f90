//===- RaiseBatchingDims.cpp - legacy iota indexing to batching dims ------===//
//
// Recognises gather, dynamic_gather and scatter whose indices concatenate,
// along index_vector_dim, iotas that address collapsed / inserted operand
// dims one-to-one (the pre-batching-dims way of writing a batched
// gather/scatter), and turns those dims into batching dims. The rewrite is
// all or nothing: when an iota-valued index component cannot be explained
// as a batching dim, or the explanation is ambiguous, the op stays as is.
//
//===----------------------------------------------------------------------===//

#include "BatchingDims.h"

#include "hlokit/Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"

namespace hlokit {
#define GEN_PASS_DEF_RAISEBATCHINGDIMSPASS
#include "hlokit/Transforms/Passes.h.inc"
} // namespace hlokit

using namespace mlir;
using namespace hlokit::stablehlo;
using hlokit::batching::IndexingDims;

namespace {

//===----------------------------------------------------------------------===//
// Iota-valued tensors
//===----------------------------------------------------------------------===//

/// The value of a splat integer constant.
std::optional<int64_t> getSplatInteger(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat())
    return std::nullopt;
  APInt splat = attr.getSplatValue<APInt>();
  if (attr.getElementType().isUnsignedInteger())
    return splat.getActiveBits() < 64
               ? std::optional(int64_t(splat.getZExtValue()))
               : std::nullopt;
  return splat.getSExtValue();
}

/// Whether `clamp(lo, x, hi)` leaves every x in [0, count) unchanged.
bool clampKeepsCount(std::optional<int64_t> lo, std::optional<int64_t> hi,
                     int64_t count) {
  return lo && hi && *lo <= 0 && *hi >= count - 1;
}

/// Whether `elementType` is an integer type holding 0 .. count-1.
bool holdsCount(Type elementType, int64_t count) {
  auto type = dyn_cast<IntegerType>(elementType);
  return type && (count <= 1 || hlokit::batching::largestIndexValue(type) >=
                                    uint64_t(count - 1));
}

/// Row-major strides of a static shape.
SmallVector<int64_t> getStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = int64_t(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

/// The dimension of a reshape's result that enumerates the same elements as
/// `operandDim` of its operand: same size and stride. Unique or none.
std::optional<int64_t> getReshapedDim(ReshapeOp reshape, int64_t operandDim) {
  ArrayRef<int64_t> operandShape = reshape.getOperand().getType().getShape();
  ArrayRef<int64_t> resultShape = reshape.getType().getShape();
  int64_t stride = getStrides(operandShape)[operandDim];
  SmallVector<int64_t> resultStrides = getStrides(resultShape);
  std::optional<int64_t> found;
  for (int64_t d = 0, e = resultShape.size(); d < e; ++d) {
    if (resultShape[d] != operandShape[operandDim] ||
        resultStrides[d] != stride)
      continue;
    if (found)
      return std::nullopt;
    found = d;
  }
  return found;
}

std::optional<int64_t> findIotaDim(Value value);

/// findIotaDim through the op defining `value`, if it is one that moves or
/// converts an iota.
std::optional<int64_t> findIotaDimThrough(Operation *op) {
  if (auto iota = dyn_cast<IotaOp>(op))
    return iota.getIotaDimension();
  if (auto convert = dyn_cast<ConvertOp>(op))
    return findIotaDim(convert.getOperand());
  if (auto transpose = dyn_cast<TransposeOp>(op)) {
    std::optional<int64_t> dim = findIotaDim(transpose.getOperand());
    if (!dim)
      return std::nullopt;
    return llvm::find(transpose.getPermutation(), *dim) -
           transpose.getPermutation().begin();
  }
  if (auto broadcast = dyn_cast<BroadcastInDimOp>(op)) {
    std::optional<int64_t> dim = findIotaDim(broadcast.getOperand());
    if (!dim)
      return std::nullopt;
    int64_t resultDim = broadcast.getBroadcastDimensions()[*dim];
    if (broadcast.getOperand().getType().getDimSize(*dim) !=
        broadcast.getType().getDimSize(resultDim))
      return std::nullopt;
    return resultDim;
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    std::optional<int64_t> dim = findIotaDim(reshape.getOperand());
    return dim ? getReshapedDim(reshape, *dim) : std::nullopt;
  }
  if (auto clamp = dyn_cast<ClampOp>(op)) {
    std::optional<int64_t> dim = findIotaDim(clamp.getOperand());
    if (!dim || !clampKeepsCount(getSplatInteger(clamp.getMin()),
                                 getSplatInteger(clamp.getMax()),
                                 clamp.getType().getDimSize(*dim)))
      return std::nullopt;
    return dim;
  }
  return std::nullopt;
}

/// The dimension `d` with `value[i] == i[d]` for every index `i`, when
/// `value` is a static integer tensor built from an iota by ops that keep
/// that property (convert, transpose, broadcast_in_dim, reshape, clamp).
std::optional<int64_t> findIotaDim(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  Operation *op = value.getDefiningOp();
  if (!type || !type.hasStaticShape() || !op)
    return std::nullopt;
  std::optional<int64_t> dim = findIotaDimThrough(op);
  if (!dim || !holdsCount(type.getElementType(), type.getDimSize(*dim)))
    return std::nullopt;
  return dim;
}

//===----------------------------------------------------------------------===//
// The legacy indices
//===----------------------------------------------------------------------===//

/// Legacy indices: `parts` concatenated along the index-vector dim,
/// optionally inside a clamp with scalar constant bounds.
struct LegacyIndices {
  Value clampMin, clampMax; // Null without a clamp.
  SmallVector<Value> parts;
};

FailureOr<LegacyIndices> decomposeIndices(Value indices,
                                          int64_t indexVectorDim) {
  LegacyIndices legacy;
  if (auto clamp = indices.getDefiningOp<ClampOp>()) {
    if (clamp.getMin().getType().getRank() != 0 ||
        clamp.getMax().getType().getRank() != 0)
      return failure();
    legacy.clampMin = clamp.getMin();
    legacy.clampMax = clamp.getMax();
    indices = clamp.getOperand();
  }
  auto concat = indices.getDefiningOp<ConcatenateOp>();
  if (!concat || concat.getDimension() != uint64_t(indexVectorDim))
    return failure();
  legacy.parts.assign(concat.getInputs().begin(), concat.getInputs().end());
  return legacy;
}

/// Index-vector component `component`, concatenated part `part`, is an
/// iota over indices dim `indicesDim`, addressing operand dim `operandDim`.
struct BatchingDim {
  size_t part;
  int64_t component;
  int64_t indicesDim;
  int64_t operandDim;
};

/// The iota components of `legacy` as batching dims of `op`; failure when
/// one of them is not a batching dim, or not the only one over its
/// indices dim, or when no other component is left to index with.
/// A collapsed dim has a slice size of at most 1 (gather_c9), as a batching
/// dim must (gather_c12); with either size, the clamp of its start index to
/// [0, dim - slice size] keeps every iota value, so the size is no concern.
template <typename OpTy>
FailureOr<SmallVector<BatchingDim>>
findBatchingDims(OpTy op, const IndexingDims &dims,
                 const LegacyIndices &legacy) {
  auto operandType =
      cast<RankedTensorType>(hlokit::batching::getIndexedTensor(op).getType());
  SmallVector<BatchingDim> found;
  llvm::SmallDenseSet<int64_t> usedIndicesDims(dims.indicesBatchingDims.begin(),
                                               dims.indicesBatchingDims.end());
  int64_t component = 0;
  for (auto [index, part] : llvm::enumerate(legacy.parts)) {
    auto partType = cast<RankedTensorType>(part.getType());
    int64_t width = partType.getDimSize(dims.indexVectorDim);
    if (ShapedType::isDynamic(width))
      return failure();
    std::optional<int64_t> iotaDim = findIotaDim(part);
    component += width;
    if (!iotaDim || *iotaDim == dims.indexVectorDim)
      continue;
    if (width != 1)
      return failure();
    int64_t operandDim = dims.startIndexMap[component - 1];
    int64_t size = partType.getDimSize(*iotaDim);
    if (!llvm::is_contained(dims.collapsedDims, operandDim) ||
        operandType.getDimSize(operandDim) != size ||
        !usedIndicesDims.insert(*iotaDim).second)
      return failure();
    if (legacy.clampMin &&
        !clampKeepsCount(getSplatInteger(legacy.clampMin),
                         getSplatInteger(legacy.clampMax), size))
      return failure();
    found.push_back({index, component - 1, *iotaDim, operandDim});
  }
  if (found.empty() || found.size() == legacy.parts.size())
    return failure();
  return found;
}

//===----------------------------------------------------------------------===//
// The batched form
//===----------------------------------------------------------------------===//

/// Whether converting from `from` to `to` keeps every value.
bool isWidening(IntegerType from, IntegerType to) {
  if (from.isUnsigned() == to.isUnsigned())
    return to.getWidth() >= from.getWidth();
  return !to.isUnsigned() && to.getWidth() > from.getWidth();
}

/// `indices` without a widening convert of its element type.
Value stripWidening(Value indices) {
  auto convert = indices.getDefiningOp<ConvertOp>();
  if (!convert)
    return indices;
  auto from =
      dyn_cast<IntegerType>(convert.getOperand().getType().getElementType());
  auto to = cast<IntegerType>(convert.getType().getElementType());
  return from && isWidening(from, to) ? convert.getOperand() : indices;
}

/// `indices` without a reshape that only added a trailing index-vector dim
/// of size 1 (`index_vector_dim` = rank of what remains, as before).
Value stripIndexVectorDim(Value indices, int64_t indexVectorDim) {
  auto reshape = indices.getDefiningOp<ReshapeOp>();
  if (!reshape)
    return indices;
  ArrayRef<int64_t> before = reshape.getOperand().getType().getShape();
  ArrayRef<int64_t> after = reshape.getType().getShape();
  if (indexVectorDim != int64_t(before.size()) || after.back() != 1 ||
      after.drop_back() != before)
    return indices;
  return reshape.getOperand();
}

/// The indices of the batched form: the non-iota parts, concatenated if
/// there are several, clamped like before, and otherwise without the
/// conversion and reshape the legacy form may have needed.
Value createBatchedIndices(PatternRewriter &rewriter, Location loc,
                           const LegacyIndices &legacy,
                           ArrayRef<BatchingDim> batching,
                           int64_t indexVectorDim) {
  SmallVector<Value> parts;
  for (auto [index, part] : llvm::enumerate(legacy.parts))
    if (llvm::none_of(batching, [&](const BatchingDim &dim) {
          return dim.part == index;
        }))
      parts.push_back(part);
  Value indices =
      parts.size() == 1
          ? parts.front()
          : ConcatenateOp::create(rewriter, loc, parts, indexVectorDim)
                .getResult();
  if (legacy.clampMin)
    return ClampOp::create(rewriter, loc, indices.getType(), legacy.clampMin,
                           indices, legacy.clampMax);
  return stripIndexVectorDim(stripWidening(indices), indexVectorDim);
}

/// `dims` with the components of `batching` turned into batching dims,
/// merged with any already there in sorted operand-dim order.
IndexingDims batchedIndexingDims(const IndexingDims &dims,
                                 ArrayRef<BatchingDim> batching) {
  IndexingDims batched = dims;
  SmallVector<std::pair<int64_t, int64_t>> pairs;
  for (auto [operandDim, indicesDim] :
       llvm::zip_equal(dims.operandBatchingDims, dims.indicesBatchingDims))
    pairs.push_back({operandDim, indicesDim});
  for (const BatchingDim &dim : llvm::reverse(batching)) {
    pairs.push_back({dim.operandDim, dim.indicesDim});
    batched.startIndexMap.erase(batched.startIndexMap.begin() + dim.component);
    llvm::erase(batched.collapsedDims, dim.operandDim);
  }
  llvm::sort(pairs);
  batched.operandBatchingDims.clear();
  batched.indicesBatchingDims.clear();
  for (auto [operandDim, indicesDim] : pairs) {
    batched.operandBatchingDims.push_back(operandDim);
    batched.indicesBatchingDims.push_back(indicesDim);
  }
  return batched;
}

template <typename OpTy> struct RaiseBatchingDims : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    IndexingDims dims = hlokit::batching::getIndexingDims(op);
    OpOperand &indices = hlokit::batching::getIndicesOperand(op);
    FailureOr<LegacyIndices> legacy =
        decomposeIndices(indices.get(), dims.indexVectorDim);
    if (failed(legacy))
      return rewriter.notifyMatchFailure(op, "indices are no concatenation");
    FailureOr<SmallVector<BatchingDim>> batching =
        findBatchingDims(op, dims, *legacy);
    if (failed(batching))
      return rewriter.notifyMatchFailure(op, "no unambiguous batching dims");
    IndexingDims batched = batchedIndexingDims(dims, *batching);
    Value batchedIndices = createBatchedIndices(
        rewriter, op.getLoc(), *legacy, *batching, batched.indexVectorDim);
    rewriter.modifyOpInPlace(op, [&] {
      indices.set(batchedIndices);
      hlokit::batching::setIndexingDims(op, batched);
      hlokit::batching::updateIndicesAreSorted(op, batched);
    });
    return success();
  }
};

struct RaiseBatchingDimsPass
    : hlokit::impl::RaiseBatchingDimsPassBase<RaiseBatchingDimsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns
        .add<RaiseBatchingDims<GatherOp>, RaiseBatchingDims<DynamicGatherOp>,
             RaiseBatchingDims<ScatterOp>>(&getContext());
    // Only the rewrites and the removal of what they leave dead: no folding,
    // so the rest of the program keeps its shape.
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
