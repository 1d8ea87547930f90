//===- Sort.h - the sort kernel ---------------------------------*- C++ -*-===//
//
// Sorts every 1-D slice along `dimension` of all inputs together. The sort is
// always stable (a valid choice when is_stable is false), so the result does
// not depend on the standard library.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_SORT_H
#define HLOKIT_INTERPRETER_SORT_H

#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <optional>

namespace hlokit::interpreter {

/// The comparator: a one-compare region on the first input's elements as a
/// direction (LT or GT, default comparison type), anything else as a
/// callback given, for every input k in turn, pointers to its element i and
/// its element j (the comparator's argument order).
struct SortComparator {
  std::optional<stablehlo::ComparisonDirection> direction;
  llvm::function_ref<llvm::Expected<bool>(llvm::ArrayRef<const char *>)>
      generic = nullptr;
};

llvm::Expected<llvm::SmallVector<Tensor>>
sort(llvm::ArrayRef<Tensor> inputs, int64_t dimension,
     const SortComparator &comparator);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_SORT_H
