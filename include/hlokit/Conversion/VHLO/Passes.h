//===- Passes.h - passes between stablehlo and vhlo -------------*- C++ -*-===//

#ifndef HLOKIT_CONVERSION_VHLO_PASSES_H
#define HLOKIT_CONVERSION_VHLO_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit::vhlo {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "hlokit/Conversion/VHLO/Passes.h.inc"

} // namespace hlokit::vhlo

#endif // HLOKIT_CONVERSION_VHLO_PASSES_H
