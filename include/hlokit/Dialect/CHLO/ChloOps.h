//===- ChloOps.h - the chlo dialect -----------------------------*- C++ -*-===//

#ifndef HLOKIT_DIALECT_CHLO_CHLOOPS_H
#define HLOKIT_DIALECT_CHLO_CHLOOPS_H

#include "hlokit/Dialect/CHLO/Chlo.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "hlokit/Dialect/CHLO/ChloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "hlokit/Dialect/CHLO/ChloAttrs.h.inc"

#include "hlokit/Dialect/CHLO/ChloDialect.h.inc"

namespace hlokit::chlo::trait {
/// The implicitly broadcasting ops (CHLO_Broadcasting in ChloOps.td).
template <typename ConcreteType>
class Broadcasting
    : public mlir::OpTrait::TraitBase<ConcreteType, Broadcasting> {};
} // namespace hlokit::chlo::trait

#define GET_OP_CLASSES
#include "hlokit/Dialect/CHLO/ChloOps.h.inc"

namespace hlokit::chlo {

/// True for the implicitly broadcasting ops: broadcast_<binary op>,
/// broadcast_compare and broadcast_select.
bool isBroadcastingOp(mlir::OperationName name);
bool isBroadcastingOp(mlir::Operation *op);

/// For a verified broadcasting op, the result dimension each dimension of
/// operand `i` maps to: `broadcast_dimensions` for the lower-ranked operand
/// of a binary op when given, trailing alignment otherwise
/// (operandResultDims).
llvm::SmallVector<int64_t> getOperandResultDims(mlir::Operation *op,
                                                unsigned i);

/// stablehlo's comparison direction and type for chlo's. chlo has its own
/// copies of these enums only to print `#chlo<comparison_direction LT>` as
/// upstream does; what compares or lowers a broadcast_compare uses
/// stablehlo's.
stablehlo::ComparisonDirection toStablehlo(ComparisonDirection direction);
stablehlo::ComparisonType toStablehlo(ComparisonType type);

} // namespace hlokit::chlo

#endif // HLOKIT_DIALECT_CHLO_CHLOOPS_H
