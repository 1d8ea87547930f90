//===- BatchingDims.h - shared by the batching-dims passes ------*- C++ -*-===//
//
// The dimension numbers of gather, dynamic_gather and scatter seen through
// one struct, so the expand and raise passes treat the three ops alike.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_BATCHINGDIMS_H
#define HLOKIT_LIB_TRANSFORMS_BATCHINGDIMS_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "llvm/ADT/SmallVector.h"

namespace hlokit::batching {

/// The fields of `#stablehlo.gather` / `#stablehlo.scatter`, named after
/// gather's: `windowDims` is offset_dims / update_window_dims,
/// `collapsedDims` is collapsed_slice_dims / inserted_window_dims, and
/// `startIndexMap` is start_index_map / scatter_dims_to_operand_dims.
struct IndexingDims {
  llvm::SmallVector<int64_t> windowDims;
  llvm::SmallVector<int64_t> collapsedDims;
  llvm::SmallVector<int64_t> operandBatchingDims;
  llvm::SmallVector<int64_t> indicesBatchingDims;
  llvm::SmallVector<int64_t> startIndexMap;
  int64_t indexVectorDim = 0;
};

IndexingDims getIndexingDims(stablehlo::GatherOp op);
IndexingDims getIndexingDims(stablehlo::DynamicGatherOp op);
IndexingDims getIndexingDims(stablehlo::ScatterOp op);

void setIndexingDims(stablehlo::GatherOp op, const IndexingDims &dims);
void setIndexingDims(stablehlo::DynamicGatherOp op, const IndexingDims &dims);
void setIndexingDims(stablehlo::ScatterOp op, const IndexingDims &dims);

mlir::OpOperand &getIndicesOperand(stablehlo::GatherOp op);
mlir::OpOperand &getIndicesOperand(stablehlo::DynamicGatherOp op);
mlir::OpOperand &getIndicesOperand(stablehlo::ScatterOp op);

/// The tensor the batching dims index: `operand`, or `inputs[0]`.
mlir::Value getIndexedTensor(stablehlo::GatherOp op);
mlir::Value getIndexedTensor(stablehlo::DynamicGatherOp op);
mlir::Value getIndexedTensor(stablehlo::ScatterOp op);

/// The largest value of an index element type; signless counts as signed.
uint64_t largestIndexValue(mlir::IntegerType type);

/// The largest size dimension `dim` of `type` can have: its static size or
/// bound, or else the most get_dimension_size's i32 result can report.
int64_t getLargestSize(mlir::RankedTensorType type, int64_t dim);

/// Whether `indices_are_sorted` means the same with the batching dims of the
/// batched form `batched` as with their iotas in the legacy form.
/// Sortedness compares full start indices in operand-dimension order, and
/// is read per batch for the batched form; the two agree when the batching
/// dims lead everywhere: they are the first indices dims in operand order,
/// the first result/update dims, and precede every indexed operand dim.
bool sortednessCarriesOver(const IndexingDims &batched);

/// `indices_are_sorted` of `op` after a rewrite between the two forms:
/// unchanged, unless it was true and does not carry over (`false`).
template <typename OpTy>
void updateIndicesAreSorted(OpTy op, const IndexingDims &batched) {
  mlir::BoolAttr sorted = op.getIndicesAreSortedAttr();
  if (sorted && sorted.getValue() && !sortednessCarriesOver(batched))
    op.setIndicesAreSortedAttr(mlir::BoolAttr::get(op.getContext(), false));
}

} // namespace hlokit::batching

#endif // HLOKIT_LIB_TRANSFORMS_BATCHINGDIMS_H
