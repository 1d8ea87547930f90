//===- Emit.h - IR helpers shared by the derivative rules -------*- C++ -*-===//
//
// The rules build stablehlo ops with stablehlo::HloEmitter; shapes are static
// (the engine rejects dynamic shapes before any rule runs).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_AUTODIFF_EMIT_H
#define HLOKIT_LIB_AUTODIFF_EMIT_H

#include "hlokit/Dialect/StableHLO/Builders.h"
#include "hlokit/Dialect/StableHLO/ReduceBody.h"

namespace hlokit::autodiff {

/// The rules build their IR with the shared StableHLO emitter; shapes are
/// static here, so it only ever emits the static forms.
using Emitter = stablehlo::HloEmitter;

/// The element type of a ranked tensor value.
mlir::Type elementTypeOf(mlir::Value v);
mlir::RankedTensorType tensorTypeOf(mlir::Value v);

} // namespace hlokit::autodiff

#endif // HLOKIT_LIB_AUTODIFF_EMIT_H
