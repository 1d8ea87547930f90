//===- ExperimentalOps.h - StableHLO's experimental custom calls ----------===//
//
// Upstream StableHLO carries a few ops of JAX's shape-polymorphic exports as
// `stablehlo.custom_call @stablehlo.dynamic_*`: their operands give what the
// static op holds as attributes. The interpreter runs them as those ops.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_EXPERIMENTALOPS_H
#define HLOKIT_LIB_INTERPRETER_EXPERIMENTALOPS_H

#include "EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

namespace hlokit::interpreter {

/// True for a call with the signature upstream gives one of the experimental
/// ops the interpreter runs (dynamic_top_k, dynamic_reduce_window,
/// dynamic_rng_bit_generator, dynamic_approx_top_k).
bool isExperimentalOp(stablehlo::CustomCallOp op);

/// Runs a call for which isExperimentalOp holds.
llvm::Error runExperimentalOp(OpContext &ctx, stablehlo::CustomCallOp op);

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_EXPERIMENTALOPS_H
