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
#include "hlokit/Transforms/RaiseBatchingDims.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"

#include <limits>

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

std::optional<int64_t> findIotaDim(Value value, int64_t countLimit);

/// findIotaDim through the op defining `value`, if it is one that moves or
/// converts an iota.
std::optional<int64_t> findIotaDimThrough(Operation *op, int64_t countLimit) {
  if (auto iota = dyn_cast<IotaOp>(op))
    return iota.getIotaDimension();
  if (auto iota = dyn_cast<DynamicIotaOp>(op))
    return iota.getIotaDimension();
  if (auto convert = dyn_cast<ConvertOp>(op))
    return findIotaDim(convert.getOperand(), countLimit);
  if (auto transpose = dyn_cast<TransposeOp>(op)) {
    std::optional<int64_t> dim =
        findIotaDim(transpose.getOperand(), countLimit);
    if (!dim)
      return std::nullopt;
    return llvm::find(transpose.getPermutation(), *dim) -
           transpose.getPermutation().begin();
  }
  if (auto broadcast = dyn_cast<BroadcastInDimOp>(op)) {
    std::optional<int64_t> dim =
        findIotaDim(broadcast.getOperand(), countLimit);
    if (!dim)
      return std::nullopt;
    int64_t resultDim = broadcast.getBroadcastDimensions()[*dim];
    if (broadcast.getOperand().getType().getDimSize(*dim) !=
        broadcast.getType().getDimSize(resultDim))
      return std::nullopt;
    return resultDim;
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    if (!reshape.getOperand().getType().hasStaticShape())
      return std::nullopt;
    std::optional<int64_t> dim = findIotaDim(reshape.getOperand(), countLimit);
    return dim ? getReshapedDim(reshape, *dim) : std::nullopt;
  }
  if (auto clamp = dyn_cast<ClampOp>(op)) {
    std::optional<int64_t> dim = findIotaDim(clamp.getOperand(), countLimit);
    if (!dim ||
        !clampKeepsCount(
            getSplatInteger(clamp.getMin()), getSplatInteger(clamp.getMax()),
            std::min(countLimit,
                     hlokit::batching::getLargestSize(clamp.getType(), *dim))))
      return std::nullopt;
    return dim;
  }
  return std::nullopt;
}

/// The dimension `d` with `value[i] == i[d]` for every index `i`, when
/// `value` is an integer tensor built from an iota or dynamic_iota by ops
/// that keep that property (convert, transpose, broadcast_in_dim, reshape,
/// clamp) and its type holds every count. The count is at most what the
/// dimension's type allows, and at most `countLimit`.
std::optional<int64_t> findIotaDim(Value value, int64_t countLimit) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  Operation *op = value.getDefiningOp();
  if (!type || !op)
    return std::nullopt;
  std::optional<int64_t> dim = findIotaDimThrough(op, countLimit);
  if (!dim || !holdsCount(type.getElementType(),
                          std::min(countLimit, hlokit::batching::getLargestSize(
                                                   type, *dim))))
    return std::nullopt;
  return dim;
}

/// Entry `i` of a 1-D shape tensor: a constant, or the size of dimension
/// `dim` of `source` (a reshaped get_dimension_size).
struct ShapeEntry {
  std::optional<int64_t> constant;
  Value source;
  int64_t dim = 0;
};

/// Entry `i` of `shape`, looked up through concatenations of shape pieces.
std::optional<ShapeEntry> getShapeEntry(Value shape, int64_t i) {
  if (auto concat = shape.getDefiningOp<ConcatenateOp>()) {
    if (concat.getDimension() != 0)
      return std::nullopt;
    for (Value piece : concat.getInputs()) {
      int64_t length = cast<RankedTensorType>(piece.getType()).getDimSize(0);
      if (ShapedType::isDynamic(length))
        return std::nullopt;
      if (i < length)
        return getShapeEntry(piece, i);
      i -= length;
    }
    return std::nullopt;
  }
  DenseIntElementsAttr constant;
  if (matchPattern(shape, m_Constant(&constant)))
    return ShapeEntry{constant.getValues<APInt>()[i].getSExtValue(), {}};
  if (auto reshape = shape.getDefiningOp<ReshapeOp>())
    if (auto size = reshape.getOperand().getDefiningOp<GetDimensionSizeOp>())
      return ShapeEntry{std::nullopt, size.getOperand(),
                        static_cast<int64_t>(size.getDimension())};
  return std::nullopt;
}

/// Whether entry `i` of `shape` is the size of dimension `dim` of `source`.
bool isSizeOf(Value shape, int64_t i, Value source, int64_t dim) {
  std::optional<ShapeEntry> entry = getShapeEntry(shape, i);
  if (!entry)
    return false;
  if (entry->constant)
    return *entry->constant ==
           cast<RankedTensorType>(source.getType()).getDimSize(dim);
  return entry->source == source && entry->dim == dim;
}

/// Whether iota part `part`, counting along `iotaDim`, counts as many
/// values as `operand` has along `operandDim`: both sizes are static and
/// equal, or the part is a dynamic_iota (maybe converted or clamped) whose
/// size along `iotaDim` is read from that operand dim.
bool countsOperandDim(Value part, int64_t iotaDim, Value operand,
                      int64_t operandDim) {
  int64_t size = cast<RankedTensorType>(part.getType()).getDimSize(iotaDim);
  if (!ShapedType::isDynamic(size) &&
      size == cast<RankedTensorType>(operand.getType()).getDimSize(operandDim))
    return true;
  while (true) {
    if (auto convert = part.getDefiningOp<ConvertOp>())
      part = convert.getOperand();
    else if (auto clamp = part.getDefiningOp<ClampOp>())
      part = clamp.getOperand();
    else
      break;
  }
  auto iota = part.getDefiningOp<DynamicIotaOp>();
  return iota && int64_t(iota.getIotaDimension()) == iotaDim &&
         isSizeOf(iota.getOutputShape(), iotaDim, operand, operandDim);
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
  Value operand = hlokit::batching::getIndexedTensor(op);
  auto operandType = cast<RankedTensorType>(operand.getType());
  SmallVector<BatchingDim> found;
  llvm::SmallDenseSet<int64_t> usedIndicesDims(dims.indicesBatchingDims.begin(),
                                               dims.indicesBatchingDims.end());
  int64_t component = 0;
  for (auto [index, part] : llvm::enumerate(legacy.parts)) {
    auto partType = cast<RankedTensorType>(part.getType());
    int64_t width = partType.getDimSize(dims.indexVectorDim);
    if (ShapedType::isDynamic(width))
      return failure();
    component += width;
    if (width != 1) {
      std::optional<int64_t> iotaDim =
          findIotaDim(part, std::numeric_limits<int64_t>::max());
      if (iotaDim && *iotaDim != dims.indexVectorDim)
        return failure();
      continue;
    }
    // An iota part that is a batching dim counts as far as the operand dim;
    // countsOperandDim below makes sure of that.
    int64_t operandDim = dims.startIndexMap[component - 1];
    std::optional<int64_t> iotaDim = findIotaDim(
        part, hlokit::batching::getLargestSize(operandType, operandDim));
    if (!iotaDim || *iotaDim == dims.indexVectorDim)
      continue;
    if (!llvm::is_contained(dims.collapsedDims, operandDim) ||
        !countsOperandDim(part, *iotaDim, operand, operandDim) ||
        !usedIndicesDims.insert(*iotaDim).second)
      return failure();
    int64_t size =
        std::min(hlokit::batching::getLargestSize(partType, *iotaDim),
                 hlokit::batching::getLargestSize(operandType, operandDim));
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

/// Whether `reshape` (a reshape or dynamic_reshape of `source`) only adds a
/// trailing index-vector dim of size 1 at `indexVectorDim`; a
/// dynamic_reshape must be to the source's own sizes and 1.
bool addsIndexVectorDim(Operation *reshape, Value source,
                        int64_t indexVectorDim) {
  auto before = cast<RankedTensorType>(source.getType());
  auto after = cast<RankedTensorType>(reshape->getResult(0).getType());
  if (indexVectorDim != before.getRank() || after.getShape().back() != 1 ||
      after.getShape().drop_back() != before.getShape())
    return false;
  auto dynamic = dyn_cast<DynamicReshapeOp>(reshape);
  if (!dynamic)
    return true;
  for (int64_t d = 0; d < before.getRank(); ++d)
    if (!isSizeOf(dynamic.getOutputShape(), d, source, d))
      return false;
  std::optional<ShapeEntry> last =
      getShapeEntry(dynamic.getOutputShape(), before.getRank());
  return last && last->constant == 1;
}

/// `indices` without a reshape that only added a trailing index-vector dim
/// of size 1 (`index_vector_dim` = rank of what remains, as before).
Value stripIndexVectorDim(Value indices, int64_t indexVectorDim) {
  Operation *reshape = indices.getDefiningOp();
  if (!isa_and_present<ReshapeOp, DynamicReshapeOp>(reshape))
    return indices;
  Value source = reshape->getOperand(0);
  return addsIndexVectorDim(reshape, source, indexVectorDim) ? source : indices;
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
    if (failed(hlokit::raiseBatchingDims(getOperation())))
      signalPassFailure();
  }
};

} // namespace

LogicalResult hlokit::raiseBatchingDims(Operation *root) {
  RewritePatternSet patterns(root->getContext());
  patterns.add<RaiseBatchingDims<GatherOp>, RaiseBatchingDims<DynamicGatherOp>,
               RaiseBatchingDims<ScatterOp>>(root->getContext());
  // Only the rewrites and the removal of what they leave dead: no folding,
  // so the rest of the program keeps its shape.
  GreedyRewriteConfig config;
  config.enableFolding(false).enableConstantCSE(false);
  return applyPatternsGreedily(root, std::move(patterns), config);
}
