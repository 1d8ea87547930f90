//===- OpIndexingMaps.h - indexing maps of StableHLO ops --------*- C++ -*-===//
//
// Builders of the indexing maps of single ops from plain shapes and attribute
// values, so they can be used (and tested) without the op classes.
// "Output to input" maps take an index of the op's result to the indices of an
// operand it reads; "input to output" maps take an operand index to the
// result indices it contributes to. Maps are returned in XLA's form (see
// docs/indexing.md); where XLA over-approximates we add constraints (noted).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_OPINDEXINGMAPS_H
#define HLOKIT_ANALYSIS_INDEXING_OPINDEXINGMAPS_H

#include "hlokit/Analysis/Indexing/IndexingMap.h"

namespace hlokit::indexing {

/// (d0, ..., dN-1) -> (d0, ..., dN-1) over `shape`: elementwise ops, in both
/// directions.
IndexingMap getIdentityMap(llvm::ArrayRef<int64_t> shape,
                           mlir::MLIRContext *context);
/// (d0, ..., dN-1) -> () over `outputShape`: a rank-0 operand every output
/// element reads (a scalar select predicate, init values, offsets, ...).
IndexingMap getScalarOperandMap(llvm::ArrayRef<int64_t> outputShape,
                                mlir::MLIRContext *context);
/// ()[s0, ..., sN-1] -> (s0, ..., sN-1): the input-to-output map of such an
/// operand.
IndexingMap getScalarToOutputMap(llvm::ArrayRef<int64_t> outputShape,
                                 mlir::MLIRContext *context);

/// broadcast_in_dim; an operand dim of size 1 broadcast to a larger result
/// dim reads index 0.
IndexingMap getBroadcastOutputToInput(llvm::ArrayRef<int64_t> operandShape,
                                      llvm::ArrayRef<int64_t> resultShape,
                                      llvm::ArrayRef<int64_t> broadcastDims,
                                      mlir::MLIRContext *context);
IndexingMap getBroadcastInputToOutput(llvm::ArrayRef<int64_t> operandShape,
                                      llvm::ArrayRef<int64_t> resultShape,
                                      llvm::ArrayRef<int64_t> broadcastDims,
                                      mlir::MLIRContext *context);

/// transpose: result dim i is operand dim permutation[i].
IndexingMap getTransposeOutputToInput(llvm::ArrayRef<int64_t> resultShape,
                                      llvm::ArrayRef<int64_t> permutation,
                                      mlir::MLIRContext *context);
IndexingMap getTransposeInputToOutput(llvm::ArrayRef<int64_t> operandShape,
                                      llvm::ArrayRef<int64_t> permutation,
                                      mlir::MLIRContext *context);

/// reverse (the same map in both directions).
IndexingMap getReverseMap(llvm::ArrayRef<int64_t> shape,
                          llvm::ArrayRef<int64_t> dims,
                          mlir::MLIRContext *context);

/// reduce: the reduced dims become range variables, in increasing order.
IndexingMap getReduceOutputToInput(llvm::ArrayRef<int64_t> operandShape,
                                   llvm::ArrayRef<int64_t> dims,
                                   mlir::MLIRContext *context);
IndexingMap getReduceInputToOutput(llvm::ArrayRef<int64_t> operandShape,
                                   llvm::ArrayRef<int64_t> dims,
                                   mlir::MLIRContext *context);

/// slice with start indices and strides.
IndexingMap getSliceOutputToInput(llvm::ArrayRef<int64_t> resultShape,
                                  llvm::ArrayRef<int64_t> start,
                                  llvm::ArrayRef<int64_t> strides,
                                  mlir::MLIRContext *context);
IndexingMap getSliceInputToOutput(llvm::ArrayRef<int64_t> resultShape,
                                  llvm::ArrayRef<int64_t> start,
                                  llvm::ArrayRef<int64_t> strides,
                                  mlir::MLIRContext *context);

/// reshape: maps an index of `fromShape` to the index of `toShape` holding
/// the same row-major element. Output-to-input is
/// getReshapeMap(resultShape, operandShape), input-to-output the reverse.
IndexingMap getReshapeMap(llvm::ArrayRef<int64_t> fromShape,
                          llvm::ArrayRef<int64_t> toShape,
                          mlir::MLIRContext *context);

/// concatenate: the operand occupying [offset, offset + size) of `axis`.
IndexingMap getConcatenateOutputToInput(llvm::ArrayRef<int64_t> resultShape,
                                        int64_t axis, int64_t offset,
                                        int64_t size,
                                        mlir::MLIRContext *context);
IndexingMap getConcatenateInputToOutput(llvm::ArrayRef<int64_t> operandShape,
                                        int64_t axis, int64_t offset,
                                        mlir::MLIRContext *context);

struct DotDimensions {
  llvm::SmallVector<int64_t> lhsBatch, rhsBatch;
  llvm::SmallVector<int64_t> lhsContracting, rhsContracting;
};
/// dot_general: result dims are the batch dims, then lhs free dims, then rhs
/// free dims; contracting dims become range variables (in dimension-number
/// order). `operand` is 0 (lhs) or 1 (rhs).
IndexingMap getDotOutputToInput(llvm::ArrayRef<int64_t> lhsShape,
                                llvm::ArrayRef<int64_t> rhsShape,
                                const DotDimensions &dims, unsigned operand,
                                mlir::MLIRContext *context);
IndexingMap getDotInputToOutput(llvm::ArrayRef<int64_t> lhsShape,
                                llvm::ArrayRef<int64_t> rhsShape,
                                const DotDimensions &dims, unsigned operand,
                                mlir::MLIRContext *context);

/// pad with edge padding `low` (may be negative) and interior padding.
IndexingMap getPadOutputToInput(llvm::ArrayRef<int64_t> operandShape,
                                llvm::ArrayRef<int64_t> resultShape,
                                llvm::ArrayRef<int64_t> low,
                                llvm::ArrayRef<int64_t> interior,
                                mlir::MLIRContext *context);
IndexingMap getPadInputToOutput(llvm::ArrayRef<int64_t> operandShape,
                                llvm::ArrayRef<int64_t> resultShape,
                                llvm::ArrayRef<int64_t> low,
                                llvm::ArrayRef<int64_t> interior,
                                mlir::MLIRContext *context);

struct WindowConfig {
  llvm::SmallVector<int64_t> dims, strides, baseDilations, windowDilations;
  llvm::SmallVector<int64_t> paddingLow, paddingHigh;
};
/// reduce_window: the window map composed with the map of the implied pad
/// (padding and base dilation), simplified.
IndexingMap getReduceWindowOutputToInput(llvm::ArrayRef<int64_t> operandShape,
                                         llvm::ArrayRef<int64_t> resultShape,
                                         const WindowConfig &window,
                                         mlir::MLIRContext *context);

/// reduce_window, operand to result: the windows covering an operand element
/// (beyond XLA, which has no such map).
IndexingMap getReduceWindowInputToOutput(llvm::ArrayRef<int64_t> operandShape,
                                         llvm::ArrayRef<int64_t> resultShape,
                                         const WindowConfig &window,
                                         mlir::MLIRContext *context);

struct ConvolutionConfig {
  int64_t inputBatch = 0, inputFeature = 0;
  llvm::SmallVector<int64_t> inputSpatial;
  int64_t kernelInputFeature = 0, kernelOutputFeature = 0;
  llvm::SmallVector<int64_t> kernelSpatial;
  int64_t outputBatch = 0, outputFeature = 0;
  llvm::SmallVector<int64_t> outputSpatial;
  /// One entry per spatial dimension (defaults filled in).
  llvm::SmallVector<int64_t> strides, lhsDilation, rhsDilation, paddingLow;
  llvm::SmallVector<bool> reversal;
  int64_t featureGroupCount = 1, batchGroupCount = 1;
};
/// convolution, result to operand 0 (lhs) or 1 (rhs): range variables are
/// the kernel's spatial positions, then its input feature. Both maps carry
/// the constraints that the lhs element lies in the operand (not in
/// padding or a hole of lhs dilation), so the rhs map is exact too: a kernel
/// element multiplied by padding reaches nothing.
IndexingMap getConvolutionOutputToInput(llvm::ArrayRef<int64_t> lhsShape,
                                        llvm::ArrayRef<int64_t> rhsShape,
                                        llvm::ArrayRef<int64_t> resultShape,
                                        const ConvolutionConfig &config,
                                        unsigned operand,
                                        mlir::MLIRContext *context);
/// convolution, operand to result. lhs: range variables are the kernel's
/// spatial positions, then the output feature within the group; rhs: the
/// result's batch, then its spatial positions.
IndexingMap getConvolutionInputToOutput(llvm::ArrayRef<int64_t> lhsShape,
                                        llvm::ArrayRef<int64_t> rhsShape,
                                        llvm::ArrayRef<int64_t> resultShape,
                                        const ConvolutionConfig &config,
                                        unsigned operand,
                                        mlir::MLIRContext *context);

/// dynamic_slice: runtime variable i is the (clamped) start index of dim i.
IndexingMap getDynamicSliceOutputToInput(llvm::ArrayRef<int64_t> operandShape,
                                         llvm::ArrayRef<int64_t> sliceSizes,
                                         mlir::MLIRContext *context);
/// dynamic_slice, operand to result: (d){rt} -> (d - rt), constrained to the
/// slice.
IndexingMap getDynamicSliceInputToOutput(llvm::ArrayRef<int64_t> operandShape,
                                         llvm::ArrayRef<int64_t> sliceSizes,
                                         mlir::MLIRContext *context);
/// dynamic_update_slice, result to update: (d){rt} -> (d - rt) with the
/// constraints d - rt in [0, update size - 1] (XLA leaves them out).
IndexingMap
getDynamicUpdateSliceOutputToUpdate(llvm::ArrayRef<int64_t> resultShape,
                                    llvm::ArrayRef<int64_t> updateShape,
                                    mlir::MLIRContext *context);
IndexingMap
getDynamicUpdateSliceUpdateToOutput(llvm::ArrayRef<int64_t> resultShape,
                                    llvm::ArrayRef<int64_t> updateShape,
                                    mlir::MLIRContext *context);

struct GatherDimensions {
  llvm::SmallVector<int64_t> offsetDims, collapsedSliceDims;
  llvm::SmallVector<int64_t> operandBatchingDims, startIndicesBatchingDims;
  llvm::SmallVector<int64_t> startIndexMap;
  int64_t indexVectorDim = 0;
  llvm::SmallVector<int64_t> sliceSizes;
};
/// gather, result to operand: runtime variable p is the clamped start index
/// of operand dim startIndexMap[p]; batching dims follow the result's batch
/// dims.
IndexingMap getGatherOutputToOperand(llvm::ArrayRef<int64_t> operandShape,
                                     llvm::ArrayRef<int64_t> resultShape,
                                     const GatherDimensions &dims,
                                     mlir::MLIRContext *context);
/// gather, result to start indices: the index vector dim is a range variable.
IndexingMap getGatherOutputToIndices(llvm::ArrayRef<int64_t> indicesShape,
                                     llvm::ArrayRef<int64_t> resultShape,
                                     const GatherDimensions &dims,
                                     mlir::MLIRContext *context);

/// gather, operand to result: result batch dims not tied to an operand
/// batching dim become range variables; an operand element is read where it
/// lies in the slice at the (runtime) start indices.
IndexingMap getGatherOperandToOutput(llvm::ArrayRef<int64_t> operandShape,
                                     llvm::ArrayRef<int64_t> resultShape,
                                     const GatherDimensions &dims,
                                     mlir::MLIRContext *context);
/// gather, start indices to result: offset dims become range variables.
IndexingMap getGatherIndicesToOutput(llvm::ArrayRef<int64_t> indicesShape,
                                     llvm::ArrayRef<int64_t> resultShape,
                                     const GatherDimensions &dims,
                                     mlir::MLIRContext *context);

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_OPINDEXINGMAPS_H
