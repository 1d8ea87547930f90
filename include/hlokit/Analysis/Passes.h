//===- Passes.h - hlokit analysis passes ------------------------*- C++ -*-===//

#ifndef HLOKIT_ANALYSIS_PASSES_H
#define HLOKIT_ANALYSIS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit {

#define GEN_PASS_DECL
#include "hlokit/Analysis/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "hlokit/Analysis/Passes.h.inc"

} // namespace hlokit

#endif // HLOKIT_ANALYSIS_PASSES_H
