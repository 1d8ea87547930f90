//===- SdyOps.h - the Shardy (sdy) dialect ----------------------*- C++ -*-===//

#ifndef HLOKIT_DIALECT_SHARDY_SDYOPS_H
#define HLOKIT_DIALECT_SHARDY_SDYOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "hlokit/Dialect/Shardy/SdyDialect.h.inc"
#include "hlokit/Dialect/Shardy/SdyEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "hlokit/Dialect/Shardy/SdyAttrs.h.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/Shardy/SdyOps.h.inc"

namespace hlokit::sdy {

/// The name of the discardable attribute that holds a value's sharding.
inline constexpr llvm::StringLiteral kShardingAttr = "sdy.sharding";

/// Emits an error whose message starts with the given text.
using EmitErrorFn =
    llvm::function_ref<mlir::InFlightDiagnostic(llvm::StringRef)>;

/// Emits `msg` about value `index` of `count` `kind` values of `op` (operands
/// or results) as Shardy does: `<kind> <index> - <msg>`, without the index
/// when there is one value.
mlir::InFlightDiagnostic emitValueError(mlir::Operation *op,
                                        llvm::StringRef kind, unsigned index,
                                        unsigned count, llvm::StringRef msg);

/// The mesh `sharding` is bound to: its inlined mesh, or the `sdy.mesh`
/// symbol it names, looked up from `from`. Null when there is no such mesh.
MeshAttr getMesh(TensorShardingAttr sharding, mlir::Operation *from);

/// Verifies `sharding` of a value of type `type` against `mesh` (null: the
/// mesh is unknown): rank, known and unique axes, valid sub-axes, priorities.
mlir::LogicalResult verifyTensorSharding(TensorShardingAttr sharding,
                                         mlir::Type type, MeshAttr mesh,
                                         EmitErrorFn emitError);

/// Verifies that `sharding`, used by `op`, names no axis that an enclosing
/// sdy.manual_computation (strictly above `op`) made manual: inside it, those
/// axes are already split.
mlir::LogicalResult verifyNoBoundManualAxes(mlir::Operation *op,
                                            TensorShardingAttr sharding,
                                            EmitErrorFn emitError);

} // namespace hlokit::sdy

#endif // HLOKIT_DIALECT_SHARDY_SDYOPS_H
