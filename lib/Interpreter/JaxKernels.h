//===- JaxKernels.h - JAX's GPU kernels of closed-form functions ----------===//
//
// JAX's GPU exports call kernels of their own for a few primitives that it
// lowers to StableHLO ops on CPU. Where the kernel computes a closed-form
// function, the interpreter computes the same.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_JAXKERNELS_H
#define HLOKIT_LIB_INTERPRETER_JAXKERNELS_H

#include "EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

namespace hlokit::interpreter {

/// True for a call of one of these kernels with the signature JAX gives it.
bool isJaxKernel(stablehlo::CustomCallOp op);

/// Runs a call for which isJaxKernel holds.
llvm::Error runJaxKernel(OpContext &ctx, stablehlo::CustomCallOp op);

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_JAXKERNELS_H
