//===- Quantization.h - quantize and dequantize kernels ---------*- C++ -*-===//
//
// A quantized tensor is held as its storage integers (`tensor<4x!quant.
// uniform<i8:f32, 0.5:3>>` is an SI8 Tensor). These kernels turn storage
// integers into values of the expressed type and back, as the spec's
// `dequantize` and `quantize` define them, per-tensor or per-axis.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_QUANTIZATION_H
#define HLOKIT_INTERPRETER_QUANTIZATION_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace hlokit::interpreter {

/// The parameters of a quantized element type, in the interpreter's terms.
struct QuantizationParams {
  ElementType storageType;
  ElementType expressedType;
  int64_t storageMin = 0;
  int64_t storageMax = 0;
  /// One entry per-tensor, one per slice of `quantizationDimension`
  /// per-axis.
  llvm::SmallVector<double, 1> scales;
  llvm::SmallVector<int64_t, 1> zeroPoints;
  std::optional<int64_t> quantizationDimension;
};

/// The parameters of a `!quant.uniform` element type; nullopt for other
/// types. Fails when the storage or expressed type has no runtime element
/// type.
llvm::Expected<std::optional<QuantizationParams>>
getQuantizationParams(mlir::Type elementType);

/// `dequantize`: (storage - zero_point) * scale in the expressed type. The
/// subtraction is exact (done in 64 bits), then converted to the expressed
/// type.
llvm::Expected<Tensor> dequantize(const Tensor &storage,
                                  const QuantizationParams &params);

/// `quantize`: value / scale + zero_point, clamped to [storage_min,
/// storage_max], rounded to nearest even, each step in the expressed type.
/// NaN becomes 0 (as convert does) before the clamp. `values` has the
/// expressed type.
llvm::Expected<Tensor> quantize(const Tensor &values,
                                const QuantizationParams &params);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_QUANTIZATION_H
