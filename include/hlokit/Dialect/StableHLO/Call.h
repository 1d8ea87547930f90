//===- Call.h - map and composite: verification -----------------*- C++ -*-===//
//
// Free functions shared by the verifiers and the tests of `map` and
// `composite`. A function (map's region, composite's decomposition) is
// described by its FunctionType.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_CALL_H
#define HLOKIT_DIALECT_STABLEHLO_CALL_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/BuiltinTypes.h"

namespace hlokit::stablehlo {

/// map: the inputs and the result have compatible shapes (map_c1), there is
/// at least one input (map_c2), `dimensions` is [0, rank) (map_c3) and
/// `computation` maps the inputs' 0-d element tensors to the result's
/// (map_c4).
mlir::LogicalResult verifyMapOp(std::optional<mlir::Location> loc,
                                mlir::TypeRange inputs,
                                llvm::ArrayRef<int64_t> dimensions,
                                mlir::FunctionType computation,
                                mlir::Type result);

/// composite_c1: `name` is namespaced, `namespace.op` with non-empty parts.
mlir::LogicalResult verifyCompositeName(std::optional<mlir::Location> loc,
                                        llvm::StringRef name);

/// composite_c3, composite_c4: the decomposition takes the inputs' types and
/// returns the results' types.
mlir::LogicalResult verifyCompositeSignature(std::optional<mlir::Location> loc,
                                             mlir::TypeRange inputs,
                                             mlir::TypeRange results,
                                             mlir::FunctionType decomposition);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_CALL_H
