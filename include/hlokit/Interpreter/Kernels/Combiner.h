//===- Combiner.h - how reductions and scatters combine values --*- C++ -*-===//
//
// reduce, reduce_window, scatter and select_and_scatter combine an
// accumulated value with a new one through a region. One-op regions (add,
// multiply, min, max, and, or, "return the new value") become a
// CombinerKind and run as direct typed loops; any other region runs through
// the generic callback, element by element.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_COMBINER_H
#define HLOKIT_INTERPRETER_COMBINER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

namespace hlokit::interpreter {

/// Every kind but Generic is a direct loop and needs a single operand.
enum class CombinerKind { Replace, Add, Multiply, Min, Max, And, Or, Generic };

/// The generic combiner: given pointers to the accumulated elements (one per
/// operand) and to the new elements, stores the combined values through
/// `accumulators`.
using GenericCombiner = llvm::function_ref<llvm::Error(
    llvm::ArrayRef<char *> accumulators, llvm::ArrayRef<const char *> values)>;

struct Combiner {
  CombinerKind kind = CombinerKind::Replace;
  GenericCombiner generic = nullptr; // only for CombinerKind::Generic
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_COMBINER_H
