//===- TypeUtils.h - helpers shared by inference and verification -*- C++
//-*-===//
//
// Type compatibility in the spec's sense (a dynamic dimension is compatible
// with any size) and small predicates on dimension lists that many ops'
// constraints use.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_TYPEUTILS_H
#define HLOKIT_DIALECT_STABLEHLO_TYPEUTILS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>
#include <string>

namespace hlokit::stablehlo {

/// Formats a dimension list as `[0, 1]`, dynamic sizes as `?`.
std::string dimsToString(llvm::ArrayRef<int64_t> dims);

/// True when two dimension sizes may be equal at run time. A bound
/// (ShapedType::kDynamic when there is none) caps what a dynamic size can be.
bool isCompatibleDim(int64_t a, int64_t b);
bool isCompatibleDim(int64_t a, int64_t boundA, int64_t b, int64_t boundB);

/// The bounds carried by a tensor type's `#stablehlo.bounds` encoding, or an
/// empty list when it has none. Entry i is ShapedType::kDynamic when
/// dimension i has no bound.
llvm::ArrayRef<int64_t> getBounds(mlir::RankedTensorType type);

/// The bound of dimension `dim`: its size when static, its bound when it has
/// one, ShapedType::kDynamic otherwise.
int64_t getDimBound(mlir::RankedTensorType type, int64_t dim);

/// getDimBound for every dimension of `type`.
llvm::SmallVector<int64_t> getDimBounds(mlir::RankedTensorType type);

/// A ranked tensor type with the given bounds. The encoding is attached only
/// when some dynamic dimension has a bound, so unbounded types stay plain.
mlir::RankedTensorType getBoundedTensorType(llvm::ArrayRef<int64_t> shape,
                                            mlir::Type elementType,
                                            llvm::ArrayRef<int64_t> bounds);

/// The most specific type compatible with both `a` and `b`, which must be
/// compatible; the element type is `a`'s. Per dimension a static size wins
/// over a dynamic one, and of two bounded sizes the smaller bound is kept.
mlir::RankedTensorType refineType(mlir::RankedTensorType a,
                                  mlir::RankedTensorType b);

/// `type` as inference components (shape, element type, bounds encoding),
/// with `elementType` instead of type's own when given.
mlir::ShapedTypeComponents componentsOf(mlir::RankedTensorType type,
                                        mlir::Type elementType = {});

/// The tensor type that inference components describe, bounds included.
mlir::RankedTensorType typeOf(const mlir::ShapedTypeComponents &components);

/// Spec compatibility of two types: same element type, and for ranked tensors
/// the same rank with pairwise compatible dimensions (bounded-dynamism RFC: a
/// bounded dimension is compatible with a static size <= its bound and with any
/// dynamic dimension). Tuples compare
/// elementwise; other types must be equal.
bool isCompatibleForHloTypeInference(mlir::Type a, mlir::Type b);
bool isCompatibleForHloTypeInference(mlir::TypeRange a, mlir::TypeRange b);

/// The same up to quantization parameters: quantized element types may
/// differ in scales and zero points (the spec's baseline_type), as the
/// elementwise ops' constraints allow.
bool isCompatibleUpToQuantization(mlir::Type a, mlir::Type b);
bool isCompatibleUpToQuantization(mlir::TypeRange a, mlir::TypeRange b);

/// The same up to a per-axis element type's quantization_dimension, scales
/// and zero points (haveSameUpToAxisParameters), for the dynamic data-movement
/// ops whose per-axis result may be quantized along another dimension.
bool isCompatibleUpToAxisParameters(mlir::TypeRange a, mlir::TypeRange b);

/// The same shapes whatever the element types, for ops that infer their
/// result's shape but leave its element type free (convolution,
/// dynamic_conv: JAX's preferred_element_type, as upstream's verifiers).
bool isCompatibleUpToElementType(mlir::TypeRange a, mlir::TypeRange b);

/// True when `dims` holds no repeated value.
bool isUnique(llvm::ArrayRef<int64_t> dims);

/// True when every value of `dims` is in [0, size).
bool allInRange(llvm::ArrayRef<int64_t> dims, int64_t size);

/// True when `dims` is a permutation of [0, dims.size()).
bool isPermutation(llvm::ArrayRef<int64_t> dims);

/// True when `dims` is sorted ascending.
bool isSorted(llvm::ArrayRef<int64_t> dims);

/// The spec's is_promotable(from, to) on element types: both bool, both
/// integer, both float or both complex, and `to` at least as wide as `from`;
/// or both quantized with one expressed type and `to`'s storage type at least
/// as wide as `from`'s (scales and zero points may differ).
bool isPromotableElementType(mlir::Type from, mlir::Type to);

/// Bits of one element: the sum of both parts for complex types.
int64_t elementBitWidth(mlir::Type elementType);

/// The integer elements of `value` when a constant defines it with an
/// attribute of its own type (sign- or zero-extended as the element type
/// says); none otherwise. A constant whose attribute disagrees with its type
/// is its own verifier's error, so the verifiers of its users don't read it.
std::optional<llvm::SmallVector<int64_t>>
getConstantIntValues(mlir::Value value);

/// Checks a declared result type against the inferred one
/// (isCompatibleForHloTypeInference). On a mismatch emits ONE error, labelled
/// with the constraint it violates: `elementTypeLabel` when the element types
/// differ, else `rankLabel` when the ranks differ, else `shapeLabel`, e.g.
/// `dynamic_pad_c1: result element type 'f64' differs from the inferred
/// 'f32'`.
mlir::LogicalResult
verifyInferredResultType(std::optional<mlir::Location> loc, mlir::Type inferred,
                         mlir::Type result, llvm::StringRef elementTypeLabel,
                         llvm::StringRef rankLabel, llvm::StringRef shapeLabel);

/// verifyInferredResultType where element types need only the same
/// baseline_element_type (quantized types may differ in scales and zero
/// points), as for ops whose constraints compare baseline types.
mlir::LogicalResult verifyInferredResultTypeUpToQuantization(
    std::optional<mlir::Location> loc, mlir::Type inferred, mlir::Type result,
    llvm::StringRef elementTypeLabel, llvm::StringRef rankLabel,
    llvm::StringRef shapeLabel);

/// verifyInferredResultType where per-axis element types need only agree up
/// to quantization_dimension, scales and zero points; the op's verifier
/// checks those with its own labels.
mlir::LogicalResult verifyInferredResultTypeUpToAxisParameters(
    std::optional<mlir::Location> loc, mlir::Type inferred, mlir::Type result,
    llvm::StringRef elementTypeLabel, llvm::StringRef rankLabel,
    llvm::StringRef shapeLabel);

/// `type` as a ranked tensor, else the error "<label>: expected a ranked
/// tensor, got <type>". Inference may run on unverified IR from builders and
/// tests, so operand kinds are checked rather than assumed.
mlir::FailureOr<mlir::RankedTensorType>
rankedTensor(std::optional<mlir::Location> loc, llvm::StringRef label,
             mlir::Type type);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_TYPEUTILS_H
