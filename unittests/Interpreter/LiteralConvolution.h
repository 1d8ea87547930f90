//===- LiteralConvolution.h - spec-literal convolution ----------*- C++ -*-===//
//
// The oracle for the im2col kernel: convolution written from the spec's
// pseudocode (split into groups and concatenate; pad, slice each window,
// reverse, dot product), one result element at a time in complex<double>.
// Slow on purpose; only tests and benchmarks use it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_UNITTESTS_INTERPRETER_LITERALCONVOLUTION_H
#define HLOKIT_UNITTESTS_INTERPRETER_LITERALCONVOLUTION_H

#include "hlokit/Interpreter/Kernels/Convolution.h"

namespace hlokit::interpreter::literal {

/// The result has lhs's element type; sums are exact for small integers.
llvm::Expected<Tensor> convolution(const Tensor &lhs, const Tensor &rhs,
                                   const ConvolutionParams &params);

} // namespace hlokit::interpreter::literal

#endif // HLOKIT_UNITTESTS_INTERPRETER_LITERALCONVOLUTION_H
