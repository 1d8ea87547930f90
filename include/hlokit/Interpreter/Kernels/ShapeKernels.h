//===- ShapeKernels.h - data movement kernels -------------------*- C++ -*-===//
//
// iota, broadcast_in_dim, transpose, reshape, reverse, slice, concatenate,
// pad, dynamic_slice and dynamic_update_slice. They move bytes and never
// look at values, except iota which produces them.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_SHAPEKERNELS_H
#define HLOKIT_INTERPRETER_SHAPEKERNELS_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

llvm::Expected<Tensor> iota(ElementType type, llvm::ArrayRef<int64_t> shape,
                            int64_t iotaDimension);

llvm::Expected<Tensor> broadcastInDim(const Tensor &operand,
                                      llvm::ArrayRef<int64_t> resultShape,
                                      llvm::ArrayRef<int64_t> dimensions);

/// Elements [offset, offset + out.getNumElements()) of
/// broadcastInDim(operand, resultShape, dimensions), in row-major order,
/// written to `out`: one tile of a broadcast, without the whole result.
void broadcastInDimRange(const Tensor &operand,
                         llvm::ArrayRef<int64_t> resultShape,
                         llvm::ArrayRef<int64_t> dimensions, int64_t offset,
                         Tensor &out);

llvm::Expected<Tensor> transpose(const Tensor &operand,
                                 llvm::ArrayRef<int64_t> permutation);

/// The same bytes with a new shape (no copy).
Tensor reshape(const Tensor &operand, llvm::ArrayRef<int64_t> resultShape);

llvm::Expected<Tensor> reverse(const Tensor &operand,
                               llvm::ArrayRef<int64_t> dimensions);

llvm::Expected<Tensor> slice(const Tensor &operand,
                             llvm::ArrayRef<int64_t> startIndices,
                             llvm::ArrayRef<int64_t> limitIndices,
                             llvm::ArrayRef<int64_t> strides);

llvm::Expected<Tensor> concatenate(llvm::ArrayRef<Tensor> inputs,
                                   int64_t dimension);

/// pad; negative low/high padding removes elements.
llvm::Expected<Tensor> pad(const Tensor &operand, const Tensor &paddingValue,
                           llvm::ArrayRef<int64_t> low,
                           llvm::ArrayRef<int64_t> high,
                           llvm::ArrayRef<int64_t> interior);

/// Start indices are clamped so the slice lies inside the operand (spec).
llvm::Expected<Tensor> dynamicSlice(const Tensor &operand,
                                    llvm::ArrayRef<int64_t> startIndices,
                                    llvm::ArrayRef<int64_t> sliceSizes);

llvm::Expected<Tensor> dynamicUpdateSlice(const Tensor &operand,
                                          const Tensor &update,
                                          llvm::ArrayRef<int64_t> startIndices);
/// dynamic_update_slice writing the update into `operand` itself.
void dynamicUpdateSliceInto(Tensor &operand, const Tensor &update,
                            llvm::ArrayRef<int64_t> startIndices);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_SHAPEKERNELS_H
