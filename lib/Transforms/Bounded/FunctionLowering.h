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

  // Shape ops (LowerShapeOps.cpp).
  mlir::LogicalResult lowerSetDimensionSize(stablehlo::SetDimensionSizeOp op);
  mlir::LogicalResult lowerGetDimensionSize(stablehlo::GetDimensionSizeOp op);
  mlir::LogicalResult lowerElementwise(mlir::Operation &op);
  mlir::LogicalResult lowerConcatenate(stablehlo::ConcatenateOp op);
  mlir::LogicalResult lowerTranspose(stablehlo::TransposeOp op);
  mlir::LogicalResult lowerReverse(stablehlo::ReverseOp op);
  mlir::LogicalResult lowerPad(stablehlo::PadOp op);
  /// The run-time size `low + size + high + max(size - 1, 0) * interior`.
  mlir::Value paddedRuntimeSize(mlir::Value size, int64_t low, int64_t high,
                                int64_t interior);
  /// Becomes a static pad: a bounded result needs constant paddings.
  mlir::LogicalResult lowerDynamicPad(stablehlo::DynamicPadOp op);
  /// Stride 1 only: a dynamic_slice of the buffer, padded first so that a
  /// valid start is never clamped, and size `limit - start`.
  mlir::LogicalResult lowerRealDynamicSlice(stablehlo::RealDynamicSliceOp op);
  mlir::LogicalResult lowerSlice(stablehlo::SliceOp op);
  mlir::LogicalResult lowerBroadcastInDim(stablehlo::BroadcastInDimOp op);
  /// `operand` cut to `extent` along bounded `dim`, its first element
  /// repeated when the run-time `size` is 1 (broadcast semantics).
  mlir::Value fitToExtent(mlir::Value operand, int64_t dim, mlir::Value size,
                          int64_t extent);
  mlir::Value sliceDim(mlir::Value operand, int64_t dim, int64_t limit);

  // Reductions (LowerReductionOps.cpp).
  mlir::LogicalResult lowerReduce(stablehlo::ReduceOp op);
  mlir::LogicalResult lowerDotGeneral(stablehlo::DotGeneralOp op);
  /// Zeroes the padding of operand `index` of `op` along each bounded dim of
  /// `contracting` so that garbage, even NaN, cannot reach the sums.
  mlir::LogicalResult maskContracting(stablehlo::DotGeneralOp op,
                                      unsigned index,
                                      llvm::ArrayRef<int64_t> contracting);
  mlir::LogicalResult lowerSort(stablehlo::SortOp op);

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
  /// `buffer` cut or zero-padded at the high end to `shape`; the real
  /// elements are a prefix, so cutting the tail keeps them all. Defined in
  /// FunctionLowering.cpp, beside its other user `setComputed`.
  mlir::Value fitBuffer(mlir::Value buffer, llvm::ArrayRef<int64_t> shape);

  // Shared helpers (FunctionLowering.cpp).
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
  mlir::Value i32Constant(int64_t value);
  /// A scalar zero of `elementType`.
  mlir::Value zeroOf(mlir::Type elementType);
  /// Element `dim` of the 1-D index tensor `indices` as a `tensor<i32>`.
  mlir::Value indexAt(mlir::Value indices, int64_t dim);
  /// `buffer` with the elements at index >= `size` along `dim` replaced by
  /// the scalar tensor `fill`.
  mlir::Value maskPastSize(mlir::Value buffer, int64_t dim, mlir::Value size,
                           mlir::Value fill);

  mlir::func::FuncOp func;
  mlir::OpBuilder builder;
  llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::Value>> sizes;
};

} // namespace hlokit::bounded

#endif // HLOKIT_LIB_TRANSFORMS_BOUNDED_FUNCTIONLOWERING_H
