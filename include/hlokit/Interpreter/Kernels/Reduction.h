//===- Reduction.h - reduce, reduce_window, select_and_scatter --*- C++ -*-===//
//
// Values are combined in a fixed order, the same on any thread count: for
// reduce, the reduced elements of each result element in row-major order
// (f32 and f64 sums of runs pairwise, rows into one row in blocks of 64 rows
// combined pairwise: docs/interpreter.md); for reduce_window, the window
// elements in row-major order (padding and base-dilation holes contribute
// the init value, as the spec's padded input does); for select_and_scatter,
// source elements in row-major order.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_REDUCTION_H
#define HLOKIT_INTERPRETER_REDUCTION_H

#include "hlokit/Interpreter/Kernels/Combiner.h"
#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <optional>

namespace hlokit::interpreter {

/// reduce over `dimensions`; inputs and init values already have the body's
/// element types.
llvm::Expected<llvm::SmallVector<Tensor>>
reduce(llvm::ArrayRef<Tensor> inputs, llvm::ArrayRef<Tensor> initValues,
       llvm::ArrayRef<int64_t> dimensions, const Combiner &combiner);

struct WindowDims {
  llvm::SmallVector<int64_t> sizes;
  llvm::SmallVector<int64_t> strides;         // defaults to 1s
  llvm::SmallVector<int64_t> baseDilations;   // defaults to 1s
  llvm::SmallVector<int64_t> windowDilations; // defaults to 1s
  llvm::SmallVector<int64_t> paddingLow;      // defaults to 0s
  llvm::SmallVector<int64_t> paddingHigh;     // defaults to 0s
};

/// Fills every absent (empty) field of `dims` with its default for `rank`.
void fillWindowDefaults(WindowDims &dims, int64_t rank);

llvm::Expected<llvm::SmallVector<Tensor>>
reduceWindow(llvm::ArrayRef<Tensor> inputs, llvm::ArrayRef<Tensor> initValues,
             const WindowDims &dims, const Combiner &combiner);

/// The select region: a one-compare region as a direction (on the operand's
/// default comparison type), anything else as a callback on two elements.
struct Selector {
  std::optional<stablehlo::ComparisonDirection> direction;
  llvm::function_ref<llvm::Expected<bool>(const char *, const char *)> generic =
      nullptr;
};

/// select_and_scatter; window dims without base dilations or window
/// dilations.
llvm::Expected<Tensor>
selectAndScatter(const Tensor &operand, const Tensor &source,
                 const Tensor &initValue, const WindowDims &dims,
                 const Selector &select, const Combiner &scatter);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_REDUCTION_H
