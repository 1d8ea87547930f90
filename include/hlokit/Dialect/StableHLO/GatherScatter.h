//===- GatherScatter.h - gather/scatter: inference, checks -*- C++ -*-===//
//
// Free functions shared by the verifiers, the builders and the tests. They
// take plain types and dimension lists (the fields of `#stablehlo.gather` /
// `#stablehlo.scatter`), never op classes. Every failure names the violated
// spec constraint, e.g. `gather_c17: ...`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_GATHERSCATTER_H
#define HLOKIT_DIALECT_STABLEHLO_GATHERSCATTER_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "llvm/ADT/SmallVector.h"

namespace hlokit::stablehlo {

/// gather: checks gather_c1..c21 and infers the result of gather_c22/c23
/// (shape from the batch and offset dimension sizes, element type of
/// `operand`). Dynamic sizes of `start_indices` stay dynamic in the result.
mlir::LogicalResult
inferGatherOp(std::optional<mlir::Location> loc, mlir::Type operandType,
              mlir::Type startIndicesType, llvm::ArrayRef<int64_t> offsetDims,
              llvm::ArrayRef<int64_t> collapsedSliceDims,
              llvm::ArrayRef<int64_t> operandBatchingDims,
              llvm::ArrayRef<int64_t> startIndicesBatchingDims,
              llvm::ArrayRef<int64_t> startIndexMap, int64_t indexVectorDim,
              llvm::ArrayRef<int64_t> sliceSizes,
              llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

/// gather: every constraint, including gather_c22/c23 against `resultType`.
mlir::LogicalResult
verifyGatherOp(std::optional<mlir::Location> loc, mlir::Type operandType,
               mlir::Type startIndicesType, llvm::ArrayRef<int64_t> offsetDims,
               llvm::ArrayRef<int64_t> collapsedSliceDims,
               llvm::ArrayRef<int64_t> operandBatchingDims,
               llvm::ArrayRef<int64_t> startIndicesBatchingDims,
               llvm::ArrayRef<int64_t> startIndexMap, int64_t indexVectorDim,
               llvm::ArrayRef<int64_t> sliceSizes, mlir::Type resultType);

/// dynamic_gather: gather's constraints (labelled `dynamic_gather_cN` with
/// gather's numbering) where `slice_sizes` is an operand of type
/// `sliceSizesType`. `sliceSizes` holds its values when it is a constant;
/// otherwise the checks on the values are skipped and the offset dimensions
/// of the result are dynamic.
mlir::LogicalResult inferDynamicGatherOp(
    std::optional<mlir::Location> loc, mlir::Type operandType,
    mlir::Type startIndicesType, mlir::Type sliceSizesType,
    llvm::ArrayRef<int64_t> offsetDims,
    llvm::ArrayRef<int64_t> collapsedSliceDims,
    llvm::ArrayRef<int64_t> operandBatchingDims,
    llvm::ArrayRef<int64_t> startIndicesBatchingDims,
    llvm::ArrayRef<int64_t> startIndexMap, int64_t indexVectorDim,
    std::optional<llvm::ArrayRef<int64_t>> sliceSizes,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

mlir::LogicalResult verifyDynamicGatherOp(
    std::optional<mlir::Location> loc, mlir::Type operandType,
    mlir::Type startIndicesType, mlir::Type sliceSizesType,
    llvm::ArrayRef<int64_t> offsetDims,
    llvm::ArrayRef<int64_t> collapsedSliceDims,
    llvm::ArrayRef<int64_t> operandBatchingDims,
    llvm::ArrayRef<int64_t> startIndicesBatchingDims,
    llvm::ArrayRef<int64_t> startIndexMap, int64_t indexVectorDim,
    std::optional<llvm::ArrayRef<int64_t>> sliceSizes, mlir::Type resultType);

/// scatter: results[i] has the shape of inputs[i] (scatter_c24) and the
/// element type Ei of update_computation's i-th argument (scatter_c25).
mlir::LogicalResult inferScatterOp(std::optional<mlir::Location> loc,
                                   mlir::TypeRange inputTypes,
                                   mlir::TypeRange updateComputationArgTypes,
                                   llvm::SmallVectorImpl<mlir::Type> &inferred);

/// scatter: scatter_c1..c25. `updateComputation{Arg,Result}Types` are the
/// types of update_computation's block arguments and of its terminator's
/// operands.
mlir::LogicalResult verifyScatterOp(
    std::optional<mlir::Location> loc, mlir::TypeRange inputTypes,
    mlir::Type scatterIndicesType, mlir::TypeRange updateTypes,
    llvm::ArrayRef<int64_t> updateWindowDims,
    llvm::ArrayRef<int64_t> insertedWindowDims,
    llvm::ArrayRef<int64_t> inputBatchingDims,
    llvm::ArrayRef<int64_t> scatterIndicesBatchingDims,
    llvm::ArrayRef<int64_t> scatterDimsToOperandDims, int64_t indexVectorDim,
    mlir::TypeRange updateComputationArgTypes,
    mlir::TypeRange updateComputationResultTypes, mlir::TypeRange resultTypes);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_GATHERSCATTER_H
