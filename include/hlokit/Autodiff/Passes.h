//===- Passes.h - the autodiff passes ---------------------------*- C++ -*-===//

#ifndef HLOKIT_AUTODIFF_PASSES_H
#define HLOKIT_AUTODIFF_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit::autodiff {

#define GEN_PASS_DECL
#include "hlokit/Autodiff/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "hlokit/Autodiff/Passes.h.inc"

} // namespace hlokit::autodiff

#endif // HLOKIT_AUTODIFF_PASSES_H
