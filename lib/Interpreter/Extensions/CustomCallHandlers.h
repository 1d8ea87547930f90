//===- CustomCallHandlers.h - custom calls run as what they stand for -----===//
//
// Upstream StableHLO carries a few ops of JAX's shape-polymorphic exports as
// `stablehlo.custom_call @stablehlo.dynamic_*`, whose operands give what the
// static op holds as attributes (ExperimentalOpHandlers.cpp); and JAX's GPU
// exports call kernels of their own for a few closed-form functions that it
// lowers to StableHLO ops on CPU (JaxKernelHandlers.cpp). The interpreter runs
// both as what they stand for.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_CUSTOMCALLOPS_H
#define HLOKIT_LIB_INTERPRETER_CUSTOMCALLOPS_H

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

namespace hlokit::interpreter {

/// True for a call with the signature upstream gives one of the experimental
/// ops the interpreter runs (dynamic_top_k, dynamic_reduce_window,
/// dynamic_rng_bit_generator, dynamic_approx_top_k).
bool isExperimentalOp(stablehlo::CustomCallOp op);

/// Runs a call for which isExperimentalOp holds.
llvm::Error runExperimentalOp(OpContext &ctx, stablehlo::CustomCallOp op);

/// True for a call of one of JAX's kernels the interpreter computes
/// (threefry2x32, lu_pivots_to_permutation, AllocateBuffer) with the
/// signature JAX gives it.
bool isJaxKernel(stablehlo::CustomCallOp op);

/// Runs a call for which isJaxKernel holds.
llvm::Error runJaxKernel(OpContext &ctx, stablehlo::CustomCallOp op);

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_CUSTOMCALLOPS_H
