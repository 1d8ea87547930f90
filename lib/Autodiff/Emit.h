//===- Emit.h - IR helpers shared by the derivative rules -------*- C++ -*-===//
//
// The rules build stablehlo ops with stablehlo::HloEmitter; shapes are static
// (the engine rejects dynamic shapes before any rule runs).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_AUTODIFF_EMIT_H
#define HLOKIT_LIB_AUTODIFF_EMIT_H

#include "hlokit/Dialect/StableHLO/Builders.h"

namespace hlokit::autodiff {

/// The rules build their IR with the shared StableHLO emitter; shapes are
/// static here, so it only ever emits the static forms.
using Emitter = stablehlo::HloEmitter;

/// What a one-op reduce or scatter body computes from (accumulator, value).
enum class Combiner { Add, Multiply, Maximum, Minimum, Replace, Other };

/// Recognises bodies `^bb0(%a, %b): return op(%a, %b)` (either operand
/// order for the commutative ops) and `return %b` (replace).
Combiner classifyCombiner(mlir::Region &body);

/// The element type of a ranked tensor value.
mlir::Type elementTypeOf(mlir::Value v);
mlir::RankedTensorType tensorTypeOf(mlir::Value v);

} // namespace hlokit::autodiff

#endif // HLOKIT_LIB_AUTODIFF_EMIT_H
