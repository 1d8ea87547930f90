//===- ControlFlow.h - ControlFlow ops: inference, verification -*- C++ -*-===//
//
// Free functions shared by the verifiers, the builders and the tests. A
// region is described by its signature as a FunctionType: the types of its
// block arguments and of the operands of its `stablehlo.return`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_CONTROLFLOW_H
#define HLOKIT_DIALECT_STABLEHLO_CONTROLFLOW_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

// The generated checks of tuple operands (NestedTupleOf) call
// mlir::getFlattenedTypes.
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/SmallVector.h"

namespace hlokit::stablehlo {

/// The most specific type that both `a` and `b` refine: dimensions on which
/// compatible ranked tensors disagree become dynamic. Used for the results of
/// ops that yield the value of one of several regions.
mlir::Type joinCompatibleTypes(mlir::Type a, mlir::Type b);

/// if: both branches take no arguments and yield compatible types; the
/// results are their join.
mlir::LogicalResult inferIfOp(std::optional<mlir::Location> loc,
                              mlir::Type predType,
                              mlir::FunctionType trueBranch,
                              mlir::FunctionType falseBranch,
                              llvm::SmallVectorImpl<mlir::Type> &inferred);

/// Checks that the declared `results` are compatible with `inferred`, the
/// types an op's regions yield (`label` names the spec constraint).
mlir::LogicalResult
verifyResultsMatchInferred(std::optional<mlir::Location> loc,
                           llvm::StringRef label, mlir::TypeRange inferred,
                           mlir::TypeRange results);

/// if: inferIfOp, then if_c3 on the declared results.
mlir::LogicalResult verifyIfOp(std::optional<mlir::Location> loc,
                               mlir::Type predType,
                               mlir::FunctionType trueBranch,
                               mlir::FunctionType falseBranch,
                               mlir::TypeRange results);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_CONTROLFLOW_H
