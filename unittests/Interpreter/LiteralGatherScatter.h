//===- LiteralGatherScatter.h - spec-literal gather/scatter -----*- C++ -*-===//
//
// The oracle for the fast kernels: gather and scatter written straight from
// the spec's pseudocode, one element at a time, with explicit index vectors.
// Slow on purpose; only tests and benchmarks use it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_UNITTESTS_INTERPRETER_LITERALGATHERSCATTER_H
#define HLOKIT_UNITTESTS_INTERPRETER_LITERALGATHERSCATTER_H

#include "hlokit/Interpreter/Kernels/GatherScatter.h"

namespace hlokit::interpreter::literal {

llvm::Expected<Tensor> gather(const Tensor &operand, const Tensor &startIndices,
                              const GatherDims &dims);

/// Applies updates in the order the fast kernel documents: scatter positions
/// row-major over update_scatter_dims, then window positions row-major.
llvm::Expected<llvm::SmallVector<Tensor>>
scatter(llvm::ArrayRef<Tensor> inputs, const Tensor &scatterIndices,
        llvm::ArrayRef<Tensor> updates, const ScatterDims &dims,
        GenericCombiner combiner);

} // namespace hlokit::interpreter::literal

#endif // HLOKIT_UNITTESTS_INTERPRETER_LITERALGATHERSCATTER_H
