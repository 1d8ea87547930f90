//===- Passes.h - passes between GSPMD shardings and sdy --------*- C++ -*-===//

#ifndef HLOKIT_CONVERSION_SHARDING_PASSES_H
#define HLOKIT_CONVERSION_SHARDING_PASSES_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace hlokit::gspmd {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "hlokit/Conversion/Sharding/Passes.h.inc"

} // namespace hlokit::gspmd

#endif // HLOKIT_CONVERSION_SHARDING_PASSES_H
