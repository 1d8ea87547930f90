//===- GatherScatterInference.cpp - gather/scatter: inference and checks --===//
//
// gather and scatter share most of their constraints under different names:
// scatter's inputs / update_window_dims / inserted_window_dims play the roles
// of gather's operand / offset_dims / collapsed_slice_dims, and so on. The
// shared checks are written once and run with a table of each op's field
// names and constraint numbers.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/GatherScatter.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace hlokit::stablehlo {
namespace {

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

/// Names (for messages) and constraint numbers of the fields gather and
/// scatter share.
struct IndexingSpec {
  StringRef operand, indices, windowTensor;
  StringRef windowDims, collapsedDims, operandBatchingDims, indicesBatchingDims,
      indexMap;
  int rankSum, indexVectorDimRange, indexMapSize, windowDimsUniqueSorted,
      windowDimsRange, collapsedUnique, collapsedSorted, collapsedRange,
      batchingSorted, batchingRange, indicesBatchingUnique,
      indicesBatchingRange, indexVectorDimNotBatching, batchingSizes,
      batchingDimSizes, indexMapUnique, indexMapRange;
};

const IndexingSpec kGatherSpec = {"operand",
                                  "start_indices",
                                  "result",
                                  "offset_dims",
                                  "collapsed_slice_dims",
                                  "operand_batching_dims",
                                  "start_indices_batching_dims",
                                  "start_index_map",
                                  /*rankSum=*/1,
                                  /*indexVectorDimRange=*/2,
                                  /*indexMapSize=*/3,
                                  /*windowDimsUniqueSorted=*/4,
                                  /*windowDimsRange=*/5,
                                  /*collapsedUnique=*/6,
                                  /*collapsedSorted=*/7,
                                  /*collapsedRange=*/8,
                                  /*batchingSorted=*/10,
                                  /*batchingRange=*/11,
                                  /*indicesBatchingUnique=*/13,
                                  /*indicesBatchingRange=*/14,
                                  /*indexVectorDimNotBatching=*/15,
                                  /*batchingSizes=*/16,
                                  /*batchingDimSizes=*/17,
                                  /*indexMapUnique=*/18,
                                  /*indexMapRange=*/19};

const IndexingSpec kScatterSpec = {"inputs[0]",
                                   "scatter_indices",
                                   "updates[0]",
                                   "update_window_dims",
                                   "inserted_window_dims",
                                   "input_batching_dims",
                                   "scatter_indices_batching_dims",
                                   "scatter_dims_to_operand_dims",
                                   /*rankSum=*/2,
                                   /*indexVectorDimRange=*/22,
                                   /*indexMapSize=*/19,
                                   /*windowDimsUniqueSorted=*/7,
                                   /*windowDimsRange=*/8,
                                   /*collapsedUnique=*/9,
                                   /*collapsedSorted=*/10,
                                   /*collapsedRange=*/11,
                                   /*batchingSorted=*/12,
                                   /*batchingRange=*/13,
                                   /*indicesBatchingUnique=*/14,
                                   /*indicesBatchingRange=*/15,
                                   /*indexVectorDimNotBatching=*/16,
                                   /*batchingSizes=*/17,
                                   /*batchingDimSizes=*/18,
                                   /*indexMapUnique=*/20,
                                   /*indexMapRange=*/21};

/// The shared fields of the dimension numbers.
struct DimNumbers {
  ArrayRef<int64_t> windowDims, collapsedDims, operandBatchingDims,
      indicesBatchingDims, indexMap;
  int64_t indexVectorDim;
};

/// Emits `<op>_c<label>: <message>`, or nothing when there is no location.
class ConstraintError {
public:
  ConstraintError(std::optional<Location> loc, StringRef op)
      : loc(loc), op(op) {}

  template <typename... Args>
  LogicalResult operator()(int label, Args &&...args) const {
    return emitOptionalError(loc, op, "_c", label, ": ",
                             std::forward<Args>(args)...);
  }

private:
  std::optional<Location> loc;
  StringRef op;
};

/// One dimension size, `?` when dynamic.
std::string dimToString(int64_t size) {
  return ShapedType::isDynamic(size) ? "?" : std::to_string(size);
}

SmallVector<int64_t> concat(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  SmallVector<int64_t> result(a);
  llvm::append_range(result, b);
  return result;
}

/// The dims of the indices tensor that are not `index_vector_dim`: gather's
/// batch_dim_sizes, scatter's update_scatter_dim_sizes.
SmallVector<int64_t> dropIndexVectorDim(ArrayRef<int64_t> indicesDims,
                                        int64_t indexVectorDim) {
  SmallVector<int64_t> result;
  for (auto [d, size] : llvm::enumerate(indicesDims))
    if (static_cast<int64_t>(d) != indexVectorDim)
      result.push_back(size);
  return result;
}

/// `dims` without the entries at the positions `dropped` and `alsoDropped`.
SmallVector<int64_t> dropDims(ArrayRef<int64_t> dims, ArrayRef<int64_t> dropped,
                              ArrayRef<int64_t> alsoDropped) {
  SmallVector<int64_t> result;
  for (auto [d, size] : llvm::enumerate(dims))
    if (!llvm::is_contained(dropped, static_cast<int64_t>(d)) &&
        !llvm::is_contained(alsoDropped, static_cast<int64_t>(d)))
      result.push_back(size);
  return result;
}

/// The spec's `combine`: `window` at the axes `windowDims` (sorted), `batch`
/// in order at the other axes. Works on any per-dimension list, so sizes and
/// (later) bounds go through the same function.
SmallVector<int64_t> combineDims(ArrayRef<int64_t> batch,
                                 ArrayRef<int64_t> window,
                                 ArrayRef<int64_t> windowDims) {
  SmallVector<int64_t> result;
  const int64_t rank = batch.size() + window.size();
  const int64_t *nextBatch = batch.begin(), *nextWindow = window.begin();
  for (int64_t d = 0; d < rank; ++d)
    result.push_back(llvm::is_contained(windowDims, d) ? *nextWindow++
                                                       : *nextBatch++);
  return result;
}

FailureOr<RankedTensorType> getRankedTensor(std::optional<Location> loc,
                                            StringRef op, StringRef name,
                                            Type type) {
  auto ranked = dyn_cast_or_null<RankedTensorType>(type);
  if (!ranked)
    return emitOptionalError(loc, op, ": ", name,
                             " must be a ranked tensor, got ", type);
  return ranked;
}

//===----------------------------------------------------------------------===//
// Constraints shared by gather and scatter
//===----------------------------------------------------------------------===//

LogicalResult checkRanks(const IndexingSpec &s, const ConstraintError &err,
                         RankedTensorType operand, RankedTensorType indices,
                         const DimNumbers &d) {
  const int64_t sum = d.windowDims.size() + d.collapsedDims.size() +
                      d.operandBatchingDims.size();
  if (operand.getRank() != sum) // gather_c1, scatter_c2
    return err(s.rankSum, "rank(", s.operand, ") = ", operand.getRank(),
               " but size(", s.windowDims, ") + size(", s.collapsedDims,
               ") + size(", s.operandBatchingDims, ") = ", sum);
  const int64_t ivd = d.indexVectorDim, indicesRank = indices.getRank();
  if (ivd < 0 || ivd > indicesRank) // gather_c2, scatter_c22
    return err(s.indexVectorDimRange, "index_vector_dim = ", ivd,
               " is not in [0, rank(", s.indices, ") = ", indicesRank, "]");
  const int64_t indexVectorSize =
      ivd < indicesRank ? indices.getDimSize(ivd) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) && // gather_c3, scatter_c19
      static_cast<int64_t>(d.indexMap.size()) != indexVectorSize)
    return err(s.indexMapSize, "size(", s.indexMap, ") = ", d.indexMap.size(),
               " but the index vectors of ", s.indices, " have ",
               indexVectorSize, " elements");
  return success();
}

LogicalResult checkWindowDims(const IndexingSpec &s, const ConstraintError &err,
                              int64_t windowTensorRank, const DimNumbers &d) {
  if (!isUnique(d.windowDims) ||
      !isSorted(d.windowDims)) // gather_c4, scatter_c7
    return err(s.windowDimsUniqueSorted, s.windowDims, " = ",
               dimsToString(d.windowDims), " must be unique and sorted");
  if (!allInRange(d.windowDims, windowTensorRank)) // gather_c5, scatter_c8
    return err(s.windowDimsRange, s.windowDims, " = ",
               dimsToString(d.windowDims), " must be in [0, rank(",
               s.windowTensor, ") = ", windowTensorRank, ")");
  return success();
}

LogicalResult checkCollapsedDims(const IndexingSpec &s,
                                 const ConstraintError &err,
                                 int64_t operandRank, const DimNumbers &d) {
  // gather_c6, scatter_c9
  if (!isUnique(concat(d.collapsedDims, d.operandBatchingDims)))
    return err(s.collapsedUnique, s.collapsedDims, " = ",
               dimsToString(d.collapsedDims), " and ", s.operandBatchingDims,
               " = ", dimsToString(d.operandBatchingDims),
               " must not repeat a dimension");
  if (!isSorted(d.collapsedDims)) // gather_c7, scatter_c10
    return err(s.collapsedSorted, s.collapsedDims, " = ",
               dimsToString(d.collapsedDims), " must be sorted");
  if (!allInRange(d.collapsedDims, operandRank)) // gather_c8, scatter_c11
    return err(s.collapsedRange, s.collapsedDims, " = ",
               dimsToString(d.collapsedDims), " must be in [0, rank(",
               s.operand, ") = ", operandRank, ")");
  return success();
}

LogicalResult checkBatchingDims(const IndexingSpec &s,
                                const ConstraintError &err,
                                RankedTensorType operand,
                                RankedTensorType indices, const DimNumbers &d) {
  ArrayRef<int64_t> operandDims = d.operandBatchingDims;
  ArrayRef<int64_t> indicesDims = d.indicesBatchingDims;
  if (!isSorted(operandDims)) // gather_c10, scatter_c12
    return err(s.batchingSorted, s.operandBatchingDims, " = ",
               dimsToString(operandDims), " must be sorted");
  if (!allInRange(operandDims, operand.getRank())) // gather_c11, scatter_c13
    return err(s.batchingRange, s.operandBatchingDims, " = ",
               dimsToString(operandDims), " must be in [0, rank(", s.operand,
               ") = ", operand.getRank(), ")");
  if (!isUnique(indicesDims)) // gather_c13, scatter_c14
    return err(s.indicesBatchingUnique, s.indicesBatchingDims, " = ",
               dimsToString(indicesDims), " must be unique");
  if (!allInRange(indicesDims, indices.getRank())) // gather_c14, scatter_c15
    return err(s.indicesBatchingRange, s.indicesBatchingDims, " = ",
               dimsToString(indicesDims), " must be in [0, rank(", s.indices,
               ") = ", indices.getRank(), ")");
  if (llvm::is_contained(indicesDims,
                         d.indexVectorDim)) // gather_c15, scatter_c16
    return err(s.indexVectorDimNotBatching,
               "index_vector_dim = ", d.indexVectorDim, " must not be in ",
               s.indicesBatchingDims, " = ", dimsToString(indicesDims));
  if (operandDims.size() != indicesDims.size()) // gather_c16, scatter_c17
    return err(s.batchingSizes, "size(", s.operandBatchingDims,
               ") = ", operandDims.size(), " but size(", s.indicesBatchingDims,
               ") = ", indicesDims.size());
  // gather_c17, scatter_c18
  for (auto [operandDim, indicesDim] : llvm::zip(operandDims, indicesDims)) {
    const int64_t operandSize = operand.getDimSize(operandDim);
    const int64_t indicesSize = indices.getDimSize(indicesDim);
    if (!isCompatibleDim(operandSize, indicesSize))
      return err(s.batchingDimSizes, "dim(", s.operand, ", ", operandDim,
                 ") = ", operandSize, " but dim(", s.indices, ", ", indicesDim,
                 ") = ", indicesSize);
  }
  return success();
}

LogicalResult checkIndexMap(const IndexingSpec &s, const ConstraintError &err,
                            int64_t operandRank, const DimNumbers &d) {
  if (!isUnique(
          concat(d.indexMap, d.operandBatchingDims))) // gather_c18, scatter_c20
    return err(s.indexMapUnique, s.indexMap, " = ", dimsToString(d.indexMap),
               " and ", s.operandBatchingDims, " = ",
               dimsToString(d.operandBatchingDims),
               " must not repeat a dimension");
  if (!allInRange(d.indexMap, operandRank)) // gather_c19, scatter_c21
    return err(s.indexMapRange, s.indexMap, " = ", dimsToString(d.indexMap),
               " must be in [0, rank(", s.operand, ") = ", operandRank, ")");
  return success();
}

/// Every constraint on the shared fields, in an order where each check only
/// relies on dimensions that earlier checks proved in range.
LogicalResult checkIndexing(const IndexingSpec &s, const ConstraintError &err,
                            RankedTensorType operand, RankedTensorType indices,
                            int64_t windowTensorRank, const DimNumbers &d) {
  return success(succeeded(checkRanks(s, err, operand, indices, d)) &&
                 succeeded(checkWindowDims(s, err, windowTensorRank, d)) &&
                 succeeded(checkCollapsedDims(s, err, operand.getRank(), d)) &&
                 succeeded(checkBatchingDims(s, err, operand, indices, d)) &&
                 succeeded(checkIndexMap(s, err, operand.getRank(), d)));
}

//===----------------------------------------------------------------------===//
// gather and dynamic_gather
//===----------------------------------------------------------------------===//

LogicalResult checkSliceSizeValues(const ConstraintError &err,
                                   RankedTensorType operand,
                                   const DimNumbers &d,
                                   ArrayRef<int64_t> sliceSizes) {
  for (int64_t dim : d.collapsedDims) // gather_c9
    if (sliceSizes[dim] > 1)
      return err(9, "slice_sizes[", dim, "] = ", sliceSizes[dim],
                 " must be <= 1 for a collapsed slice dimension");
  for (int64_t dim : d.operandBatchingDims) // gather_c12
    if (sliceSizes[dim] > 1)
      return err(12, "slice_sizes[", dim, "] = ", sliceSizes[dim],
                 " must be <= 1 for an operand batching dimension");
  for (auto [dim, size] : llvm::enumerate(sliceSizes)) { // gather_c21
    const int64_t operandSize = operand.getDimSize(dim);
    if (size < 0 || (!ShapedType::isDynamic(operandSize) && size > operandSize))
      return err(21, "slice_sizes[", dim, "] = ", size, " is not in [0, ",
                 dimToString(operandSize), "] (dim(operand, ", dim, "))");
  }
  return success();
}

/// gather_c22: the batch dims of `start_indices` and the offset dims of the
/// slice, combined. Per-dimension lists in, so bounds can follow the sizes.
SmallVector<int64_t> gatherResultDims(ArrayRef<int64_t> startIndicesDims,
                                      ArrayRef<int64_t> sliceSizes,
                                      const DimNumbers &d) {
  return combineDims(
      dropIndexVectorDim(startIndicesDims, d.indexVectorDim),
      dropDims(sliceSizes, d.collapsedDims, d.operandBatchingDims),
      d.windowDims);
}

/// Checks and infers gather-like ops; `sliceSizes` are known to have
/// rank(operand) entries, or are unknown (dynamic_gather).
LogicalResult inferGatherLike(std::optional<Location> loc, StringRef op,
                              RankedTensorType operand,
                              RankedTensorType startIndices,
                              const DimNumbers &d,
                              std::optional<ArrayRef<int64_t>> sliceSizes,
                              SmallVectorImpl<ShapedTypeComponents> &inferred) {
  ConstraintError err(loc, op);
  const int64_t batchRank =
      startIndices.getRank() - (d.indexVectorDim < startIndices.getRank());
  if (failed(checkIndexing(kGatherSpec, err, operand, startIndices,
                           batchRank + d.windowDims.size(), d)))
    return failure();
  SmallVector<int64_t> sizes(operand.getRank(), ShapedType::kDynamic);
  // Unknown slice sizes are at most the operand's sizes or bounds.
  SmallVector<int64_t> sizeBounds = getDimBounds(operand);
  if (sliceSizes) {
    if (failed(checkSliceSizeValues(err, operand, d, *sliceSizes)))
      return failure();
    sizes.assign(sliceSizes->begin(), sliceSizes->end());
    sizeBounds = sizes;
  }
  // Bounds follow the sizes through the same C22 formula.
  inferred.push_back(componentsOf(getBoundedTensorType(
      gatherResultDims(startIndices.getShape(), sizes, d),
      operand.getElementType(),
      gatherResultDims(getDimBounds(startIndices), sizeBounds, d))));
  return success();
}

/// gather_c22 and gather_c23 against the declared result type.
LogicalResult checkGatherResult(std::optional<Location> loc, StringRef op,
                                const ShapedTypeComponents &inferred,
                                Type resultType) {
  ConstraintError err(loc, op);
  FailureOr<RankedTensorType> result =
      getRankedTensor(loc, op, "result", resultType);
  if (failed(result))
    return failure();
  // gather_c22
  RankedTensorType expected = typeOf(inferred);
  if (!isCompatibleForHloTypeInference(result->clone(expected.getElementType()),
                                       expected))
    return err(22, "result shape ", dimsToString(result->getShape()),
               " is not compatible with the inferred shape ",
               dimsToString(inferred.getDims()));
  if (result->getElementType() != inferred.getElementType()) // gather_c23
    return err(23, "element_type(result) = ", result->getElementType(),
               " but element_type(operand) = ", inferred.getElementType());
  return success();
}

LogicalResult checkSliceSizesCount(const ConstraintError &err,
                                   RankedTensorType operand, int64_t count) {
  if (count != operand.getRank()) // gather_c20
    return err(20, "size(slice_sizes) = ", count,
               " but rank(operand) = ", operand.getRank());
  return success();
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<RankedTensorType>>
getRankedTensors(std::optional<Location> loc, StringRef name, TypeRange types) {
  SmallVector<RankedTensorType> result;
  for (Type type : types) {
    FailureOr<RankedTensorType> ranked =
        getRankedTensor(loc, "scatter", name, type);
    if (failed(ranked))
      return failure();
    result.push_back(*ranked);
  }
  return result;
}

/// scatter_c5, c1, c3 and c6: the variadic operands agree with each other.
LogicalResult checkInputsAndUpdates(const ConstraintError &err,
                                    ArrayRef<RankedTensorType> inputs,
                                    ArrayRef<RankedTensorType> updates) {
  if (inputs.empty() || inputs.size() != updates.size()) // scatter_c5
    return err(5, "expected 0 < size(inputs) = size(updates), got ",
               inputs.size(), " inputs and ", updates.size(), " updates");
  for (auto [i, input] : llvm::enumerate(inputs)) // scatter_c1
    if (failed(verifyCompatibleShape(input.getShape(), inputs[0].getShape())))
      return err(1, "shape of inputs[", i, "] ", dimsToString(input.getShape()),
                 " differs from shape of inputs[0] ",
                 dimsToString(inputs[0].getShape()));
  for (auto [i, update] : llvm::enumerate(updates)) // scatter_c3
    if (failed(verifyCompatibleShape(update.getShape(), updates[0].getShape())))
      return err(3, "shape of updates[", i, "] ",
                 dimsToString(update.getShape()),
                 " differs from shape of updates[0] ",
                 dimsToString(updates[0].getShape()));
  for (auto [i, input, update] : llvm::enumerate(inputs, updates)) // scatter_c6
    if (input.getElementType() != update.getElementType())
      return err(6, "element_type(updates[", i,
                 "]) = ", update.getElementType(), " but element_type(inputs[",
                 i, "]) = ", input.getElementType());
  return success();
}

/// scatter_c4: updates[0] combines the scatter dims of `scatter_indices` with
/// window dims no larger than the matching dims of inputs[0].
LogicalResult checkUpdateShape(const ConstraintError &err,
                               RankedTensorType input, RankedTensorType indices,
                               RankedTensorType update, const DimNumbers &d) {
  SmallVector<int64_t> scatterSizes =
      dropIndexVectorDim(indices.getShape(), d.indexVectorDim);
  SmallVector<int64_t> windowBounds =
      dropDims(input.getShape(), d.collapsedDims, d.operandBatchingDims);
  const int64_t expectedRank = scatterSizes.size() + windowBounds.size();
  if (update.getRank() != expectedRank)
    return err(4, "rank(updates[0]) = ", update.getRank(), " but ",
               scatterSizes.size(), " scatter dims and ", windowBounds.size(),
               " window dims make ", expectedRank);
  SmallVector<int64_t> limits =
      combineDims(scatterSizes, windowBounds, d.windowDims);
  for (auto [axis, size, limit] : llvm::enumerate(update.getShape(), limits)) {
    const bool isWindow = llvm::is_contained(d.windowDims, axis);
    const bool known =
        !ShapedType::isDynamic(size) && !ShapedType::isDynamic(limit);
    if (isWindow && known && size > limit)
      return err(4, "dim(updates[0], ", axis, ") = ", size,
                 " exceeds the window bound ", limit, " from inputs[0]");
    if (!isWindow && !isCompatibleDim(size, limit))
      return err(4, "dim(updates[0], ", axis, ") = ", dimToString(size),
                 " but the scatter dimension of scatter_indices has size ",
                 dimToString(limit));
  }
  return success();
}

/// scatter_c23: update_computation has type
/// (tensor<E0>, ..., tensor<E0>, ...) -> (tensor<E0>, ...) with each input
/// element type promotable to its Ei.
LogicalResult checkUpdateComputation(const ConstraintError &err,
                                     ArrayRef<RankedTensorType> inputs,
                                     TypeRange argTypes,
                                     TypeRange resultTypes) {
  const size_t n = inputs.size();
  if (argTypes.size() != 2 * n)
    return err(23, "update_computation takes ", argTypes.size(),
               " arguments, expected ", 2 * n);
  for (auto [i, input] : llvm::enumerate(inputs)) {
    auto arg = dyn_cast<RankedTensorType>(argTypes[i]);
    if (!arg || arg.getRank() != 0)
      return err(23, "argument ", i, " of update_computation has type ",
                 argTypes[i], ", expected a 0-d tensor");
    if (argTypes[n + i] != arg)
      return err(23, "arguments ", i, " and ", n + i,
                 " of update_computation have types ", arg, " and ",
                 argTypes[n + i], ", expected the same type");
    if (!isPromotableElementType(input.getElementType(), arg.getElementType()))
      return err(23, "element_type(inputs[", i, "]) = ", input.getElementType(),
                 " is not promotable to ", arg.getElementType(),
                 " of update_computation");
  }
  if (resultTypes.size() != n)
    return err(23, "update_computation returns ", resultTypes.size(),
               " values, expected ", n);
  for (auto [i, result] : llvm::enumerate(resultTypes))
    if (result != argTypes[i])
      return err(23, "update_computation returns ", result, " at ", i,
                 ", expected ", argTypes[i]);
  return success();
}

/// scatter_c24 and scatter_c25 against the declared result types.
LogicalResult checkScatterResults(const ConstraintError &err,
                                  TypeRange inferred, TypeRange resultTypes) {
  if (resultTypes.size() != inferred.size()) // scatter_c24
    return err(24, "scatter has ", resultTypes.size(),
               " results, expected one per input (", inferred.size(), ")");
  for (auto [i, expected, actual] : llvm::enumerate(inferred, resultTypes)) {
    auto expectedType = cast<RankedTensorType>(expected);
    auto actualType = dyn_cast<RankedTensorType>(actual);
    if (!actualType || failed(verifyCompatibleShape(actualType.getShape(),
                                                    expectedType.getShape())))
      return err(24, "results[", i, "] has type ", actual,
                 ", expected the shape of inputs[", i, "] ",
                 dimsToString(expectedType.getShape()));
    if (actualType.getElementType() !=
        expectedType.getElementType()) // scatter_c25
      return err(
          25, "element_type(results[", i, "]) = ", actualType.getElementType(),
          " but update_computation uses ", expectedType.getElementType());
  }
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

LogicalResult inferGatherOp(std::optional<Location> loc, Type operandType,
                            Type startIndicesType, ArrayRef<int64_t> offsetDims,
                            ArrayRef<int64_t> collapsedSliceDims,
                            ArrayRef<int64_t> operandBatchingDims,
                            ArrayRef<int64_t> startIndicesBatchingDims,
                            ArrayRef<int64_t> startIndexMap,
                            int64_t indexVectorDim,
                            ArrayRef<int64_t> sliceSizes,
                            SmallVectorImpl<ShapedTypeComponents> &inferred) {
  FailureOr<RankedTensorType> operand =
      getRankedTensor(loc, "gather", "operand", operandType);
  FailureOr<RankedTensorType> startIndices =
      getRankedTensor(loc, "gather", "start_indices", startIndicesType);
  if (failed(operand) || failed(startIndices) ||
      failed(checkSliceSizesCount(ConstraintError(loc, "gather"), *operand,
                                  sliceSizes.size())))
    return failure();
  DimNumbers d{offsetDims,          collapsedSliceDims,
               operandBatchingDims, startIndicesBatchingDims,
               startIndexMap,       indexVectorDim};
  return inferGatherLike(loc, "gather", *operand, *startIndices, d, sliceSizes,
                         inferred);
}

LogicalResult verifyGatherOp(
    std::optional<Location> loc, Type operandType, Type startIndicesType,
    ArrayRef<int64_t> offsetDims, ArrayRef<int64_t> collapsedSliceDims,
    ArrayRef<int64_t> operandBatchingDims,
    ArrayRef<int64_t> startIndicesBatchingDims, ArrayRef<int64_t> startIndexMap,
    int64_t indexVectorDim, ArrayRef<int64_t> sliceSizes, Type resultType) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferGatherOp(loc, operandType, startIndicesType, offsetDims,
                           collapsedSliceDims, operandBatchingDims,
                           startIndicesBatchingDims, startIndexMap,
                           indexVectorDim, sliceSizes, inferred)))
    return failure();
  return checkGatherResult(loc, "gather", inferred.front(), resultType);
}

LogicalResult inferDynamicGatherOp(
    std::optional<Location> loc, Type operandType, Type startIndicesType,
    Type sliceSizesType, ArrayRef<int64_t> offsetDims,
    ArrayRef<int64_t> collapsedSliceDims, ArrayRef<int64_t> operandBatchingDims,
    ArrayRef<int64_t> startIndicesBatchingDims, ArrayRef<int64_t> startIndexMap,
    int64_t indexVectorDim, std::optional<ArrayRef<int64_t>> sliceSizes,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  const StringRef op = "dynamic_gather";
  FailureOr<RankedTensorType> operand =
      getRankedTensor(loc, op, "operand", operandType);
  FailureOr<RankedTensorType> startIndices =
      getRankedTensor(loc, op, "start_indices", startIndicesType);
  FailureOr<RankedTensorType> sizesType =
      getRankedTensor(loc, op, "slice_sizes", sliceSizesType);
  if (failed(operand) || failed(startIndices) || failed(sizesType))
    return failure();
  ConstraintError err(loc, op);
  // dynamic_gather_c20: slice_sizes is a 1-d tensor of rank(operand) values.
  if (sizesType->getRank() != 1 || sizesType->isDynamicDim(0))
    return err(20, "slice_sizes must be a 1-d tensor of static size, got ",
               *sizesType);
  if (failed(checkSliceSizesCount(err, *operand, sizesType->getDimSize(0))) ||
      (sliceSizes &&
       failed(checkSliceSizesCount(err, *operand, sliceSizes->size()))))
    return failure();
  DimNumbers d{offsetDims,          collapsedSliceDims,
               operandBatchingDims, startIndicesBatchingDims,
               startIndexMap,       indexVectorDim};
  return inferGatherLike(loc, op, *operand, *startIndices, d, sliceSizes,
                         inferred);
}

LogicalResult verifyDynamicGatherOp(
    std::optional<Location> loc, Type operandType, Type startIndicesType,
    Type sliceSizesType, ArrayRef<int64_t> offsetDims,
    ArrayRef<int64_t> collapsedSliceDims, ArrayRef<int64_t> operandBatchingDims,
    ArrayRef<int64_t> startIndicesBatchingDims, ArrayRef<int64_t> startIndexMap,
    int64_t indexVectorDim, std::optional<ArrayRef<int64_t>> sliceSizes,
    Type resultType) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferDynamicGatherOp(
          loc, operandType, startIndicesType, sliceSizesType, offsetDims,
          collapsedSliceDims, operandBatchingDims, startIndicesBatchingDims,
          startIndexMap, indexVectorDim, sliceSizes, inferred)))
    return failure();
  return checkGatherResult(loc, "dynamic_gather", inferred.front(), resultType);
}

LogicalResult inferScatterOp(std::optional<Location> loc, TypeRange inputTypes,
                             TypeRange updateComputationArgTypes,
                             SmallVectorImpl<Type> &inferred) {
  FailureOr<SmallVector<RankedTensorType>> inputs =
      getRankedTensors(loc, "inputs", inputTypes);
  if (failed(inputs))
    return failure();
  ConstraintError err(loc, "scatter");
  if (updateComputationArgTypes.size() < inputs->size())
    return err(23, "update_computation takes ",
               updateComputationArgTypes.size(), " arguments, expected ",
               2 * inputs->size());
  for (auto [input, argType] :
       llvm::zip_first(*inputs, updateComputationArgTypes)) {
    auto arg = dyn_cast<TensorType>(argType);
    if (!arg)
      return err(23, "update_computation takes ", argType,
                 ", expected a 0-d tensor");
    inferred.push_back(RankedTensorType::get(
        input.getShape(), arg.getElementType(), input.getEncoding()));
  }
  return success();
}

LogicalResult verifyScatterOp(
    std::optional<Location> loc, TypeRange inputTypes, Type scatterIndicesType,
    TypeRange updateTypes, ArrayRef<int64_t> updateWindowDims,
    ArrayRef<int64_t> insertedWindowDims, ArrayRef<int64_t> inputBatchingDims,
    ArrayRef<int64_t> scatterIndicesBatchingDims,
    ArrayRef<int64_t> scatterDimsToOperandDims, int64_t indexVectorDim,
    TypeRange updateComputationArgTypes, TypeRange updateComputationResultTypes,
    TypeRange resultTypes) {
  FailureOr<SmallVector<RankedTensorType>> inputs =
      getRankedTensors(loc, "inputs", inputTypes);
  FailureOr<SmallVector<RankedTensorType>> updates =
      getRankedTensors(loc, "updates", updateTypes);
  FailureOr<RankedTensorType> indices =
      getRankedTensor(loc, "scatter", "scatter_indices", scatterIndicesType);
  if (failed(inputs) || failed(updates) || failed(indices))
    return failure();
  ConstraintError err(loc, "scatter");
  if (failed(checkInputsAndUpdates(err, *inputs, *updates)))
    return failure();
  DimNumbers d{updateWindowDims,         insertedWindowDims,
               inputBatchingDims,        scatterIndicesBatchingDims,
               scatterDimsToOperandDims, indexVectorDim};
  RankedTensorType input = inputs->front(), update = updates->front();
  SmallVector<Type> inferred;
  if (failed(checkIndexing(kScatterSpec, err, input, *indices, update.getRank(),
                           d)) ||
      failed(checkUpdateShape(err, input, *indices, update, d)) ||
      failed(checkUpdateComputation(err, *inputs, updateComputationArgTypes,
                                    updateComputationResultTypes)) ||
      failed(
          inferScatterOp(loc, inputTypes, updateComputationArgTypes, inferred)))
    return failure();
  return checkScatterResults(err, inferred, resultTypes);
}

} // namespace hlokit::stablehlo
