//===- GatherScatter.h - gather and scatter kernels -------------*- C++ -*-===//
//
// Fast gather and scatter on Tensors, with the dimension numbers as plain
// structs so the kernels do not depend on the dialect.
//
// gather clamps start indices into the operand (spec). scatter skips every
// update element whose result index is out of bounds, element by element
// (spec), and applies updates in a fixed order: scatter positions in
// row-major order over update_scatter_dims, and within one position the
// window elements in row-major order.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_GATHERSCATTER_H
#define HLOKIT_INTERPRETER_GATHERSCATTER_H

#include "hlokit/Interpreter/Kernels/Combiner.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

struct GatherDims {
  llvm::SmallVector<int64_t> offsetDims;
  llvm::SmallVector<int64_t> collapsedSliceDims;
  llvm::SmallVector<int64_t> operandBatchingDims;
  llvm::SmallVector<int64_t> startIndicesBatchingDims;
  llvm::SmallVector<int64_t> startIndexMap;
  int64_t indexVectorDim = 0;
  llvm::SmallVector<int64_t> sliceSizes;
};

struct ScatterDims {
  llvm::SmallVector<int64_t> updateWindowDims;
  llvm::SmallVector<int64_t> insertedWindowDims;
  llvm::SmallVector<int64_t> inputBatchingDims;
  llvm::SmallVector<int64_t> scatterIndicesBatchingDims;
  llvm::SmallVector<int64_t> scatterDimsToOperandDims;
  int64_t indexVectorDim = 0;
};

/// The result shape of gather (spec gather_c22) for valid dimension numbers.
llvm::SmallVector<int64_t> getGatherResultShape(llvm::ArrayRef<int64_t> indices,
                                                const GatherDims &dims);

/// gather for dimension numbers the verifier accepted.
llvm::Expected<Tensor> gather(const Tensor &operand, const Tensor &startIndices,
                              const GatherDims &dims);

/// scatter for dimension numbers the verifier accepted. Inputs and updates
/// must already have the update computation's element types.
llvm::Expected<llvm::SmallVector<Tensor>>
scatter(llvm::ArrayRef<Tensor> inputs, const Tensor &scatterIndices,
        llvm::ArrayRef<Tensor> updates, const ScatterDims &dims,
        const Combiner &combiner);
/// scatter updating `results`, which hold the inputs, in place.
llvm::Error scatterInto(llvm::MutableArrayRef<Tensor> results,
                        const Tensor &scatterIndices,
                        llvm::ArrayRef<Tensor> updates, const ScatterDims &dims,
                        const Combiner &combiner);

/// Element `i` of an integer index tensor as int64_t; unsigned values past
/// INT64_MAX saturate, which is out of bounds for any tensor.
int64_t readIndex(const Tensor &indices, int64_t i);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_GATHERSCATTER_H
