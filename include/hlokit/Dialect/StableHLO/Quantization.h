//===- Quantization.h - quantized types: predicates and checks --*- C++ -*-===//
//
// The spec's quantized element types are MLIR's `!quant.uniform` types
// (per-tensor: UniformQuantizedType, per-axis: UniformQuantizedPerAxisType).
// This header has the spec's functions on them (is_quantized, baseline_type),
// the checks of the constraints of the spec's Types section
// (`quantized_tensor_element_type_c1` .. `_c11`, `quantized_tensor_type_c12`,
// `_c13`), the quantization constraints of the ops that accept quantized
// tensors, and inference/verification of uniform_quantize and
// uniform_dequantize. Like every family, they are free functions on types.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_QUANTIZATION_H
#define HLOKIT_DIALECT_STABLEHLO_QUANTIZATION_H

#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace hlokit::stablehlo {

//===----------------------------------------------------------------------===//
// The spec's functions on types
//===----------------------------------------------------------------------===//

/// is_quantized: `type` (an element type or a shaped type) has a quantized
/// element type.
bool isQuantized(mlir::Type type);
bool isPerTensorQuantized(mlir::Type type);
bool isPerAxisQuantized(mlir::Type type);

/// True when two element types have the same baseline_element_type: equal
/// types, or quantized types that differ only in scales and zero points.
bool haveSameBaseline(mlir::Type a, mlir::Type b);

/// True for equal types, or per-axis quantized types that differ only in
/// quantization_dimension, scales and zero points: what the per-axis forms of
/// dynamic_broadcast_in_dim_c1 and dynamic_reshape_c1 may change, before
/// their own checks narrow it.
bool haveSameUpToAxisParameters(mlir::Type a, mlir::Type b);

/// `type` with a quantized element type replaced by its storage type (an
/// MLIR signless integer type): the type of the attribute that holds a
/// quantized constant's storage integers. Other types are returned as is.
mlir::Type storageTensorType(mlir::Type type);

/// The quantization_dimension of a per-axis element or shaped type.
std::optional<int64_t> getQuantizationDimension(mlir::Type type);

/// The per-axis element type `elementType` quantized along `dim` instead.
mlir::Type withQuantizationDimension(mlir::Type elementType, int64_t dim);

//===----------------------------------------------------------------------===//
// Constraints of the Types section
//===----------------------------------------------------------------------===//

/// QuantizedTensorElementType C1..C11, plus the grammar's storage type
/// (an integer type of the spec) and expressed type (a float type of the
/// spec). Succeeds for non-quantized types.
mlir::LogicalResult
verifyQuantizedElementType(std::optional<mlir::Location> loc,
                           mlir::Type elementType);

/// The element type's constraints, then QuantizedTensorType C12
/// (quantization_dimension < rank) and C13 (dim(self, quantization_dimension)
/// = size(scales); a dynamic size is not checked). Succeeds for types without
/// a quantized element type; tuples are checked element by element.
mlir::LogicalResult verifyQuantizedTensorType(std::optional<mlir::Location> loc,
                                              mlir::Type type);

//===----------------------------------------------------------------------===//
// Quantization constraints of ops
//===----------------------------------------------------------------------===//

/// add with quantized tensors: add_c2 .. add_c7.
mlir::LogicalResult verifyQuantizedAddOp(std::optional<mlir::Location> loc,
                                         mlir::Type lhs, mlir::Type rhs,
                                         mlir::Type result);

/// dot_general with quantized tensors: dot_general_c14 .. dot_general_c20.
mlir::LogicalResult verifyQuantizedDotGeneralOp(
    std::optional<mlir::Location> loc, mlir::Type lhs, mlir::Type rhs,
    llvm::ArrayRef<int64_t> rhsContractingDims, mlir::Type result);

/// convolution (`opName`; dynamic_conv, which numbers its constraints the
/// same way) with quantized tensors: `<opName>_c28` .. `<opName>_c34`.
mlir::LogicalResult
verifyQuantizedConvolutionOp(std::optional<mlir::Location> loc,
                             llvm::StringRef opName, mlir::Type lhs,
                             mlir::Type rhs, int64_t kernelOutputFeatureDim,
                             int64_t outputFeatureDim, mlir::Type result);

/// `<label>` (transpose_c1, broadcast_in_dim_c1) for a per-axis operand: the
/// result element type is the operand's except that quantization_dimension
/// (and, when `parametersMayDiffer`, scales and zero points) may differ.
mlir::LogicalResult
verifyPerAxisResultElementType(std::optional<mlir::Location> loc,
                               llvm::StringRef label, mlir::Type operand,
                               mlir::Type result, bool parametersMayDiffer);

/// broadcast_in_dim_c6 (`label`; dynamic_broadcast_in_dim_c6) for a per-axis
/// result: it is quantized along
/// broadcast_dimensions[quantization_dimension(operand)], and a broadcast
/// size-1 quantization dimension repeats the operand's one scale and zero
/// point.
mlir::LogicalResult
verifyPerAxisBroadcast(std::optional<mlir::Location> loc, llvm::StringRef label,
                       mlir::RankedTensorType operand,
                       llvm::ArrayRef<int64_t> broadcastDimensions,
                       mlir::RankedTensorType result);

/// reshape_c3 (`label`; dynamic_reshape_c3) for a per-axis operand: the
/// dimensions before the quantization dimension (and after it) hold as many
/// elements in the result as in the operand. Products over dynamic sizes are
/// not checked.
mlir::LogicalResult verifyPerAxisReshape(std::optional<mlir::Location> loc,
                                         llvm::StringRef label,
                                         mlir::RankedTensorType operand,
                                         mlir::RankedTensorType result);

//===----------------------------------------------------------------------===//
// uniform_quantize, uniform_dequantize
//===----------------------------------------------------------------------===//

/// uniform_quantize_c1 (same shapes) and uniform_quantize_c2 (the result's
/// expressed type is the operand's element type, or its expressed type when
/// the operand is quantized).
mlir::LogicalResult verifyUniformQuantizeOp(std::optional<mlir::Location> loc,
                                            mlir::Type operand,
                                            mlir::Type result);

/// uniform_dequantize: the operand's shape (uniform_dequantize_c1) with its
/// expressed type (uniform_dequantize_c2).
mlir::LogicalResult inferUniformDequantizeOp(
    std::optional<mlir::Location> loc, mlir::Type operand,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyUniformDequantizeOp(std::optional<mlir::Location> loc,
                                              mlir::Type operand,
                                              mlir::Type result);

namespace OpTrait {

/// Checks every quantized operand and result type of a stablehlo op against
/// the Types section (verifyQuantizedTensorType). Every op has it
/// (StableHLO_Op in StablehloBase.td).
template <typename ConcreteType>
class QuantizedTypes
    : public mlir::OpTrait::TraitBase<ConcreteType, QuantizedTypes> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    for (mlir::Type type : op->getOperandTypes())
      if (mlir::failed(verifyQuantizedTensorType(op->getLoc(), type)))
        return mlir::failure();
    for (mlir::Type type : op->getResultTypes())
      if (mlir::failed(verifyQuantizedTensorType(op->getLoc(), type)))
        return mlir::failure();
    return mlir::success();
  }
};

} // namespace OpTrait

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_QUANTIZATION_H
