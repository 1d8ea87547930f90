//===- TypeUtils.h - helpers shared by inference and verification -*- C++ -*-===//
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
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>
#include <string>

namespace hlokit::stablehlo {

/// Formats a dimension list as `[0, 1]`, dynamic sizes as `?`.
std::string dimsToString(llvm::ArrayRef<int64_t> dims);

/// True when two dimension sizes may be equal at run time.
bool isCompatibleDim(int64_t a, int64_t b);

/// Spec compatibility of two types: same element type, and for ranked tensors
/// the same rank with pairwise compatible dimensions. Tuples compare
/// elementwise; other types must be equal.
bool isCompatibleForHloTypeInference(mlir::Type a, mlir::Type b);
bool isCompatibleForHloTypeInference(mlir::TypeRange a, mlir::TypeRange b);

/// True when `dims` holds no repeated value.
bool isUnique(llvm::ArrayRef<int64_t> dims);

/// True when every value of `dims` is in [0, size).
bool allInRange(llvm::ArrayRef<int64_t> dims, int64_t size);

/// True when `dims` is a permutation of [0, dims.size()).
bool isPermutation(llvm::ArrayRef<int64_t> dims);

/// True when `dims` is sorted ascending.
bool isSorted(llvm::ArrayRef<int64_t> dims);

/// The spec's is_promotable(from, to) on element types: both bool, both
/// integer, both float or both complex, and `to` at least as wide as `from`.
bool isPromotableElementType(mlir::Type from, mlir::Type to);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_TYPEUTILS_H
