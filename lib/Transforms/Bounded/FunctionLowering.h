//===- FunctionLowering.h - bounded-to-static lowering of one function ----===//
//
// Internal to the --hlokit-bounded-to-static pass. Every bounded tensor value
// becomes its padded buffer (static type, each bounded dimension at its bound)
// and one `tensor<i32>` size per dynamic dimension. Ops are rewritten in
// program order; a table maps each value whose type was bounded to its
// per-dimension sizes. The op rules live in one file per op family.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_BOUNDED_FUNCTIONLOWERING_H
#define HLOKIT_LIB_TRANSFORMS_BOUNDED_FUNCTIONLOWERING_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace hlokit::bounded {

/// A ranked tensor type with a dynamic dimension.
bool isBounded(mlir::Type type);
/// The padded buffer type of a bounded type: each bounded dim at its bound.
mlir::RankedTensorType getPaddedType(mlir::RankedTensorType type);
/// An unranked type, or a dynamic dimension without a bound.
bool hasUnboundedDim(mlir::Type type);
mlir::RankedTensorType getScalarI32Type(mlir::MLIRContext *context);
/// The all-zero value of `type`; every StableHLO element type has one.
mlir::DenseElementsAttr getZeroSplat(mlir::RankedTensorType type);

/// Gives each dynamic dimension without a bound the bound its op's type
/// inference finds from the operands, where the IR lets its type change
/// (RefineBounds.cpp).
void refineBounds(mlir::ModuleOp module);

/// Rewrites one function. `sizes` holds, for each value whose type was
/// bounded, one size value per dimension (null for static dimensions).
class FunctionLowering {
public:
  explicit FunctionLowering(mlir::func::FuncOp func)
      : func(func), builder(func.getContext()) {}

  mlir::LogicalResult run();

private:
  mlir::LogicalResult lowerArguments();
  mlir::LogicalResult lowerOp(mlir::Operation &op);
  /// Elementwise ops, select, clamp and same-rank bitcast_convert: the op on
  /// the buffers.
  static bool isElementwise(mlir::Operation &op);

  // Shape ops (LowerShapeOps.cpp).
  mlir::LogicalResult lowerGetDimensionSize(stablehlo::GetDimensionSizeOp op);
  mlir::LogicalResult lowerElementwise(mlir::Operation &op);
  /// The sizes of the dynamic dims of `type` for an op whose operands share
  /// its shape: each the first tracked size among `operands`, else the
  /// constant `extents[d]`.
  llvm::SmallVector<mlir::Value> sharedSizes(mlir::ValueRange operands,
                                             mlir::RankedTensorType type,
                                             llvm::ArrayRef<int64_t> extents);
  mlir::LogicalResult lowerConcatenate(stablehlo::ConcatenateOp op);
  mlir::LogicalResult lowerTranspose(stablehlo::TransposeOp op);
  mlir::LogicalResult lowerReverse(stablehlo::ReverseOp op);
  mlir::LogicalResult lowerPad(stablehlo::PadOp op);
  /// The run-time size `size + edges + max(size - 1, 0) * interior`, where
  /// `edges` is `low + high` and a null `interior` stands for 0.
  mlir::Value paddedRuntimeSize(mlir::Value size, mlir::Value edges,
                                mlir::Value interior);
  mlir::LogicalResult lowerSlice(stablehlo::SliceOp op);
  mlir::LogicalResult lowerBroadcastInDim(stablehlo::BroadcastInDimOp op);
  mlir::LogicalResult lowerReshape(stablehlo::ReshapeOp op);
  /// The starts are clamped against the run-time sizes, as the spec clamps.
  mlir::LogicalResult lowerDynamicSlice(stablehlo::DynamicSliceOp op);
  /// A bounded update is merged with the window it replaces, so that its
  /// padding does not overwrite real elements.
  mlir::LogicalResult
  lowerDynamicUpdateSlice(stablehlo::DynamicUpdateSliceOp op);
  /// `startIndices` as `tensor<i32>`s, each clamped to
  /// `[0, size(operand, d) - extent]` where `operand` or the slice is bounded
  /// along d; the slice's run-time extent is `sizes[d]`, or `extents[d]` when
  /// that is null or absent.
  llvm::SmallVector<mlir::Value>
  clampedStarts(mlir::ValueRange startIndices, mlir::Value operand,
                llvm::ArrayRef<int64_t> extents,
                llvm::ArrayRef<mlir::Value> sizes);
  /// `operand` made ready for a static broadcast_in_dim along `dims` to the
  /// extents of `resultType`: each dimension fitToExtent where it is bounded
  /// or differs from the result extent (and is not a static 1).
  mlir::Value fitForBroadcast(mlir::Value operand, llvm::ArrayRef<int64_t> dims,
                              mlir::RankedTensorType resultType);
  /// `operand` cut or zero-padded to `extent` along `dim`; where the run-time
  /// `size` of a bounded `dim` (null when static) is 1, its first element
  /// repeated instead (broadcast semantics).
  mlir::Value fitToExtent(mlir::Value operand, int64_t dim, mlir::Value size,
                          int64_t extent);

  // The dynamic op family (LowerDynamicOps.cpp).
  mlir::LogicalResult lowerSetDimensionSize(stablehlo::SetDimensionSizeOp op);
  /// Constant paddings become a static pad; others are placed by gather.
  mlir::LogicalResult lowerDynamicPad(stablehlo::DynamicPadOp op);
  /// `pad` or `dynamic_pad` `op` with run-time paddings (`tensor<i32>` each):
  /// every result element is gathered from its operand position or is the
  /// padding value. Handles negative edge padding of bounded dimensions.
  mlir::LogicalResult lowerPadByGather(mlir::Operation *op,
                                       mlir::Value paddingValue,
                                       llvm::ArrayRef<mlir::Value> low,
                                       llvm::ArrayRef<mlir::Value> high,
                                       llvm::ArrayRef<mlir::Value> interior);
  /// One dimension of lowerPadByGather, to `extent` result elements.
  mlir::Value padAlong(mlir::Value operand, int64_t dim, mlir::Value size,
                       mlir::Value low, mlir::Value interior,
                       mlir::Value paddingValue, int64_t extent);
  /// Unit strides: a dynamic_slice of the buffer, padded first so that a
  /// valid start is never clamped, and size `limit - start`. Other strides:
  /// lowerStridedSlice.
  mlir::LogicalResult lowerRealDynamicSlice(stablehlo::RealDynamicSliceOp op);
  /// Gathers elements `start + i * stride` along each dimension.
  mlir::LogicalResult lowerStridedSlice(stablehlo::RealDynamicSliceOp op);
  mlir::LogicalResult lowerDynamicIota(stablehlo::DynamicIotaOp op);
  mlir::LogicalResult
  lowerDynamicBroadcastInDim(stablehlo::DynamicBroadcastInDimOp op);
  mlir::LogicalResult lowerDynamicReshape(stablehlo::DynamicReshapeOp op);
  /// The elements of `operand` in row-major order at the run-time
  /// `resultSizes` (a `tensor<i32>` per dynamic dim, null at static dims), in
  /// a buffer of type `padded`:
  /// each result position's linear index in the result is unravelled in the
  /// operand's run-time shape and gathered.
  mlir::Value reshapeByGather(mlir::Value operand,
                              mlir::RankedTensorType padded,
                              llvm::ArrayRef<mlir::Value> resultSizes);
  /// The elements of the 1-D shape operand `shape` at the dynamic dims of
  /// `type`, as `tensor<i32>`s; null at static dims.
  llvm::SmallVector<mlir::Value> dynamicSizes(mlir::Value shape,
                                              mlir::RankedTensorType type);
  /// Replaces the single result of `op` by `buffer` with the sizes of its
  /// dynamic dims taken from `allSizes` (one per dim), and erases `op`.
  mlir::LogicalResult
  replaceWithBuffer(mlir::Operation *op, mlir::Value buffer,
                    llvm::SmallVector<mlir::Value> allSizes);

  // Reductions (LowerReductionOps.cpp).
  mlir::LogicalResult lowerReduce(stablehlo::ReduceOp op);
  /// Sets operand i of `op` (the i-th of `inputs`) to that input with the
  /// elements past its size along each bounded dim of `dims` replaced by
  /// its init value, so that the padding does not contribute.
  void maskWithInitValues(mlir::Operation *op, mlir::ValueRange inputs,
                          mlir::ValueRange initValues,
                          llvm::ArrayRef<int64_t> dims);
  mlir::LogicalResult lowerDotGeneral(stablehlo::DotGeneralOp op);
  /// Zeroes the padding of operand `index` of `op` along each bounded dim of
  /// `contracting` so that garbage, even NaN, cannot reach the sums.
  mlir::LogicalResult maskContracting(stablehlo::DotGeneralOp op,
                                      unsigned index,
                                      llvm::ArrayRef<int64_t> contracting);
  mlir::LogicalResult lowerSort(stablehlo::SortOp op);
  /// The padding of each bounded dim is masked with the init value, which
  /// the run-time op reads as high padding; the sizes are the window counts
  /// of the run-time sizes.
  mlir::LogicalResult lowerReduceWindow(stablehlo::ReduceWindowOp op);
  /// One dim of a reduce_window's window, defaults filled in.
  struct WindowDim {
    int64_t size, stride, baseDilation, windowDilation, low, high;
  };
  static WindowDim windowDim(const stablehlo::WindowAttrs &window, int64_t d);
  /// The number of windows along `dim` for the run-time input `size`.
  mlir::Value runtimeWindowCount(mlir::Value size, const WindowDim &dim);
  /// A sort like `op` along bounded `dim` whose comparator puts the elements
  /// at index >= `size` last, through an extra padding-flag input; replaces
  /// and erases `op`.
  stablehlo::SortOp sortPaddingLast(stablehlo::SortOp op, int64_t dim,
                                    mlir::Value size);

  // Gather and scatter (LowerGatherScatterOps.cpp).
  mlir::LogicalResult lowerGather(stablehlo::GatherOp op);
  /// A gather with constant slice sizes; others are not supported.
  mlir::LogicalResult lowerDynamicGather(stablehlo::DynamicGatherOp op);
  /// `indices` with each index vector component k clamped to
  /// `[0, size(operand, operandDims[k]) - windowSizes[operandDims[k]]]`.
  mlir::Value clampIndexVectors(mlir::Value indices, int64_t indexVectorDim,
                                llvm::ArrayRef<int64_t> operandDims,
                                mlir::Value operand,
                                llvm::ArrayRef<int64_t> windowSizes);
  /// Bounded update window dims are not supported: their padding would be
  /// written over real elements.
  mlir::LogicalResult lowerScatter(stablehlo::ScatterOp op);
  /// The dims of the updates that are not window dims, in order.
  llvm::SmallVector<int64_t> scatterDimsOf(stablehlo::ScatterOp op);
  /// The dim of the scatter indices that the `position`-th update scatter
  /// dim runs along (the index vector dim is skipped).
  int64_t batchDimOfIndices(stablehlo::ScatterOp op, int64_t position);
  /// Cuts the indices' batch dims and the updates' scatter dims to the
  /// smaller buffer of each pair.
  void alignScatterPositions(stablehlo::ScatterOp op);
  /// The scatter indices with every index vector at a padded position (per
  /// `indexSizes`, null at static dims) replaced by a start past every input
  /// extent, so that scatter skips its window.
  mlir::Value outOfRangePastSizes(stablehlo::ScatterOp op,
                                  llvm::ArrayRef<mlir::Value> indexSizes);

  // Control flow and calls (LowerControlFlowOps.cpp).
  /// Lowers the ops of `block` in program order, descending into the regions
  /// of while, if and case, then its terminator, whose operands are fitted to
  /// `resultTypes`, the declared types of what the block yields.
  mlir::LogicalResult lowerBlock(mlir::Block &block,
                                 mlir::TypeRange resultTypes);
  /// Each operand becomes `fitToType` of it; `func.return` also sets the
  /// function's lowered result types.
  mlir::LogicalResult lowerTerminator(mlir::Operation &op,
                                      mlir::TypeRange resultTypes);
  /// The sizes are extra loop-carried values, after their buffer.
  mlir::LogicalResult lowerWhile(stablehlo::WhileOp op);
  /// `if` and `case`: each branch yields buffers and sizes.
  mlir::LogicalResult lowerBranches(mlir::Operation &op);
  mlir::LogicalResult lowerCall(mlir::func::CallOp op);
  mlir::LogicalResult
  lowerOptimizationBarrier(stablehlo::OptimizationBarrierOp op);
  /// `values` with the tracked sizes of each bounded one after it.
  llvm::SmallVector<mlir::Value> expandOperands(mlir::ValueRange values);
  /// Gives the arguments of `block` the lowered `carried` types, a size
  /// argument after each bounded dimension's buffer.
  mlir::LogicalResult lowerBlockArguments(mlir::Block &block,
                                          mlir::TypeRange carried);
  /// Replaces the results of `op` by the buffers among `lowered`, whose
  /// sizes follow each buffer, and erases `op`.
  void replaceExpanded(mlir::Operation &op, mlir::ValueRange lowered);
  /// `value` as a value of the declared `type`: its buffer cut or zero-padded
  /// to the padded shape of `type`, followed by one size per dynamic
  /// dimension of `type` (constants for the static dims of `value`).
  llvm::SmallVector<mlir::Value> fitToType(mlir::Value value, mlir::Type type);

  // Size tracking (FunctionLowering.cpp).
  bool touchesBoundedValue(mlir::Operation &op) const;
  /// Gives `result` its padded type and records its sizes.
  void setPadded(mlir::Value result,
                 llvm::SmallVector<mlir::Value> resultSizes);
  /// Gives `result` of `op` the static type with the `extents` the rewritten
  /// op computes and records its sizes. A declared type may be looser (or
  /// more static) than the inferred one, so users then see the buffer padded
  /// or sliced to the declared type's padded shape.
  mlir::LogicalResult setComputed(mlir::Operation *op, mlir::Value result,
                                  llvm::ArrayRef<int64_t> extents,
                                  llvm::SmallVector<mlir::Value> resultSizes);
  /// The tracked size of `value` along `dim`, or null when it is static.
  mlir::Value trackedSize(mlir::Value value, int64_t dim) const;
  /// The run-time size of `value` along `dim` as a `tensor<i32>`.
  mlir::Value sizeOf(mlir::Value value, int64_t dim);

  // Buffer building blocks (Buffers.cpp).
  /// `buffer` cut or zero-padded at the high end to `shape`; the real
  /// elements are a prefix, so cutting the tail keeps them all. Defined in
  /// FunctionLowering.cpp, beside its other user `setComputed`.
  mlir::Value fitBuffer(mlir::Value buffer, llvm::ArrayRef<int64_t> shape);
  /// A scalar zero of `elementType`.
  mlir::Value zeroOf(mlir::Type elementType);
  mlir::Value i32Constant(int64_t value);
  /// Element `dim` of the 1-D index tensor `indices` as a `tensor<i32>`.
  mlir::Value indexAt(mlir::Value indices, int64_t dim);
  /// `buffer` with the elements at index >= `size` along `dim` replaced by
  /// the scalar tensor `fill`.
  mlir::Value maskPastSize(mlir::Value buffer, int64_t dim, mlir::Value size,
                           mlir::Value fill);
  /// `operand` with `extent` elements along `dim` read at the 1-D `i32`
  /// `indices` (clamped to the buffer, as gather does).
  mlir::Value takeAlong(mlir::Value operand, int64_t dim, mlir::Value indices,
                        int64_t extent);
  /// `[0, 1, ..., extent - 1]` as `tensor<extent x i32>`.
  mlir::Value iotaVector(int64_t extent);
  /// The `tensor<i32>` `scalar` repeated `extent` times.
  mlir::Value splatVector(mlir::Value scalar, int64_t extent);
  mlir::Value compare(mlir::Value lhs, mlir::Value rhs,
                      stablehlo::ComparisonDirection direction);
  /// Each element of the 1-D index tensor `indices` as a `tensor<i32>`.
  llvm::SmallVector<mlir::Value> indicesOf(mlir::Value indices);
  /// `operand` with `high` zeros appended along `dim`.
  mlir::Value padDim(mlir::Value operand, int64_t dim, int64_t high);
  mlir::Value sliceDim(mlir::Value operand, int64_t dim, int64_t limit);
  /// The per-dimension minimum of the buffer shapes of `values` (same rank).
  llvm::SmallVector<int64_t> smallestExtents(mlir::ValueRange values);
  /// `buffer` sliced to `extents` (a prefix along each dimension), keeping
  /// its sizes: operands whose types differ only in bounds must agree on
  /// their buffers, and the smallest holds every real element.
  mlir::Value cutTo(mlir::Value buffer, llvm::ArrayRef<int64_t> extents);
  /// True (`i1`) at the real elements of `buffer` whose bounded dims have the
  /// run-time sizes `bufferSizes` (null for static dims; at least one set).
  mlir::Value realMask(mlir::Value buffer,
                       llvm::ArrayRef<mlir::Value> bufferSizes);

  mlir::func::FuncOp func;
  mlir::OpBuilder builder;
  llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::Value>> sizes;
};

} // namespace hlokit::bounded

#endif // HLOKIT_LIB_TRANSFORMS_BOUNDED_FUNCTIONLOWERING_H
