//===- Combiner.h - how reductions and scatters combine values --*- C++ -*-===//
//
// reduce, reduce_window, scatter and select_and_scatter combine an
// accumulated value with a new one through a region. One-op regions (add,
// multiply, maximum, minimum, and, or, "return the new value") are named by
// the dialect's ReduceBodyKind and run as direct typed loops; any other
// region (Other) runs through the generic callback, element by element.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_COMBINER_H
#define HLOKIT_INTERPRETER_COMBINER_H

#include "hlokit/Dialect/StableHLO/ReduceBody.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

namespace hlokit::interpreter {

/// The generic combiner: given pointers to the accumulated elements (one per
/// operand) and to the new elements, stores the combined values through
/// `accumulators`.
using GenericCombiner = llvm::function_ref<llvm::Error(
    llvm::ArrayRef<char *> accumulators, llvm::ArrayRef<const char *> values)>;

/// Every kind but Other is a direct loop and needs a single operand.
struct Combiner {
  stablehlo::ReduceBodyKind kind = stablehlo::ReduceBodyKind::Replace;
  GenericCombiner generic = nullptr; // only for ReduceBodyKind::Other
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_COMBINER_H
