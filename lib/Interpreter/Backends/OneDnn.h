//===- OneDnn.h - oneDNN's matmul, loaded on first use ----------*- C++ -*-===//
//
// oneDNN (Debian's libdnnl, Apache-2.0) multiplies dense f32 matrices with
// its AVX-512 "brgemm" kernels 4-15% faster than OpenBLAS on this project's
// machines, and a batch of small ones in one call 1.4-1.5x faster
// (docs/performance.md), for a kernel generated per shape in about 0.3 ms. The
// library is opened with dlopen the first time a product needs it, not linked:
// loading its 40 MB would cost every hlokit-run process about 1.3 ms of
// start-up.
//
// Only dense operands are taken: oneDNN's fast kernels refuse other strides
// and its generic GEMM generates all its kernels on first use (about 30 ms).
// The environment variable HLOKIT_ONEDNN=0 turns oneDNN off, for
// comparisons (scripts/bench_torch.sh).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_ONEDNN_H
#define HLOKIT_LIB_INTERPRETER_ONEDNN_H

#include "hlokit/Interpreter/Kernels/Convolution.h"

#include <cstdint>

namespace hlokit::interpreter::onednn {

/// Whether libdnnl could be loaded (loads it on the first call).
bool isAvailable();

/// C[i] = op(A[i]) * op(B[i]) for i < `batches` with dense row-major
/// operands, each batch's matrices right after the previous one's: op(A) is
/// m x k (stored k x m when `transposedA`), op(B) is k x n (stored n x k
/// when `transposedB`), C is m x n. One primitive runs all batches,
/// single-threaded on the calling thread, with the same bits whichever thread
/// calls. Returns false when libdnnl is unavailable, has no fast kernel for the
/// shape or fails; the caller then computes C itself.
bool denseSgemm(bool transposedA, bool transposedB, int64_t batches, int64_t m,
                int64_t n, int64_t k, const float *a, const float *b, float *c);

/// `params`' convolution of f32 `lhs` and `rhs` into `result` (allocated,
/// of the result's shape) on oneDNN's direct kernels: false, with `result`
/// undefined, when it is not one they take (lib/Interpreter/
/// OneDnnConvolution.cpp) or libdnnl is unavailable.
bool convolution(const Tensor &lhs, const Tensor &rhs,
                 const ConvolutionParams &params, Tensor &result);

} // namespace hlokit::interpreter::onednn

#endif // HLOKIT_LIB_INTERPRETER_ONEDNN_H
