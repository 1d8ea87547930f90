//===- OpCoverage.h - which ops the interpreter runs, and how ---*- C++ -*-===//
//
// What the interpreter knows about each op class, for tests that walk every
// registered op of a dialect: whether it has a handler, and how it runs on
// quantized tensors.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_OPCOVERAGE_H
#define HLOKIT_INTERPRETER_OPCOVERAGE_H

#include "mlir/Support/TypeID.h"

#include <optional>

namespace hlokit::interpreter {

/// How an op runs when its operands or results are quantized
/// (docs/quantization.md).
enum class QuantizedExecution {
  /// The evaluator dequantizes the operands, runs the op's handler on their
  /// expressed types and quantizes the results: the spec's
  /// dequantize_op_quantize (and its variants: dequantize_compare,
  /// hybrid_dequantize_then_op, ...).
  ExpressedType,
  /// The handler runs on the storage integers unchanged: each result element
  /// is an operand element (data movement, control flow, the collectives
  /// that move values, infeed/outfeed, constants).
  StorageType,
  /// The handler reads the quantization parameters itself: uniform_quantize,
  /// uniform_dequantize, is_finite, the ops whose body takes its own
  /// quantized types (to_destination_type), and the collectives whose idle
  /// processes get the zero point.
  OwnKernel,
  /// The spec does not define the op on quantized tensors and its verifier
  /// rejects them.
  NotQuantized,
};

/// True when the interpreter has a handler for the op class `op`.
bool hasHandler(mlir::TypeID op);

/// Why the op class `op` has no handler on purpose, or null when it is not
/// left out (the ops without a handler are listed in Runtime/Plan.cpp).
const char *getNoHandlerReason(mlir::TypeID op);

/// How the op class `op` runs on quantized tensors; nullopt for an op
/// outside stablehlo and chlo.
std::optional<QuantizedExecution> getQuantizedExecution(mlir::TypeID op);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_OPCOVERAGE_H
