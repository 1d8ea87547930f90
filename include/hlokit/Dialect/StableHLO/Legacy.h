//===- Legacy.h - ops the spec dropped: inference ---------------*- C++ -*-===//
//
// Free functions shared by the verifiers, builders and tests of the legacy
// ops (LegacyOps.td). Messages are upstream's: these ops have no spec
// constraints to label. einsum, unary_einsum and torch_index_select have no
// constraints beyond their types, as upstream's.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_LEGACY_H
#define HLOKIT_DIALECT_STABLEHLO_LEGACY_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

#include <optional>

namespace hlokit::stablehlo {

/// dot: at most two precision entries; ranks 1 or 2 with lhs's last
/// dimension compatible with rhs's first. The result shape is lhs's free
/// dimension then rhs's, bounds kept; the element type is left unset.
mlir::LogicalResult
inferDotOp(std::optional<mlir::Location> loc, mlir::Type lhsType,
           mlir::Type rhsType, size_t numPrecisionConfigs,
           llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

/// inferDotOp, then the inferred shape against `resultType`'s.
mlir::LogicalResult verifyDotOp(std::optional<mlir::Location> loc,
                                mlir::Type lhsType, mlir::Type rhsType,
                                size_t numPrecisionConfigs,
                                mlir::Type resultType);

/// broadcast: `broadcastSizes` (each >= 0) followed by the operand's shape,
/// the operand's element type.
mlir::LogicalResult
inferBroadcastOp(std::optional<mlir::Location> loc, mlir::Type operandType,
                 llvm::ArrayRef<int64_t> broadcastSizes,
                 llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);

/// dot's `, precision = [DEFAULT, HIGH]`, printed only when present.
void printPrecisionConfig(mlir::OpAsmPrinter &p, mlir::Operation *op,
                          mlir::ArrayAttr precisionConfig);
mlir::ParseResult parsePrecisionConfig(mlir::OpAsmParser &parser,
                                       mlir::ArrayAttr &precisionConfig);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_LEGACY_H
