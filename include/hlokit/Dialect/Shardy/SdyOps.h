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
#include "mlir/Interfaces/ControlFlowInterfaces.h"
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

/// The discardable attributes recording propagation: an op's own edges, and
/// one list of edges per result or per block argument.
inline constexpr llvm::StringLiteral kPropagationEdgesAttr =
    "sdy.propagation_edges";
inline constexpr llvm::StringLiteral kResultPropagationEdgesAttr =
    "sdy.result_propagation_edges";
inline constexpr llvm::StringLiteral kBlockArgPropagationEdgesAttr =
    "sdy.block_arg_propagation_edges";

/// The discardable attributes recording where propagated axes came from:
/// per value (an array of dictionaries on an op's results), per block
/// argument or result of an op owning data-flow edges, and the name a
/// constraint's or manual computation's origins go by.
inline constexpr llvm::StringLiteral kShardingOriginsAttr =
    "sdy.sharding_origins";
inline constexpr llvm::StringLiteral kBlockArgShardingOriginsAttr =
    "sdy.block_arg_sharding_origins";
inline constexpr llvm::StringLiteral kResultShardingOriginsAttr =
    "sdy.result_sharding_origins";
inline constexpr llvm::StringLiteral kShardingOriginNameAttr =
    "sdy.sharding_origin_name";

/// The labels of the canonicalization patterns that Shardy's export
/// pipeline runs alone: a reshard of a reshard, and the collectives'.
inline constexpr llvm::StringLiteral kReshardLabel = "sdy-reshard";
inline constexpr llvm::StringLiteral kCollectiveLabel = "sdy-collective";

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

/// Verifies the shardings `perValue` of `op`'s `kind` values ("result",
/// "in_shardings", ...) of `types`: one per value, each valid for its value
/// (see verifyTensorSharding) and on no axis an enclosing manual computation
/// made manual. An op without results may have one maximal or replicated
/// sharding.
mlir::LogicalResult verifyShardingPerValue(mlir::Operation *op,
                                           TensorShardingPerValueAttr perValue,
                                           mlir::TypeRange types,
                                           llvm::StringRef kind);

/// Verifies `attr` on `op` when it is one of the propagation edge attributes
/// (SdyEdgeAttrs.cpp); succeeds for any other attribute.
mlir::LogicalResult verifyPropagationEdgesAttr(mlir::Operation *op,
                                               mlir::NamedAttribute attr);

/// The sharding of `value`, where sdy keeps it: a func argument's
/// `sdy.sharding`, a manual computation's in sharding without its manual
/// axes (for its body's argument), a named computation's in sharding (for
/// its body's), the sharding of the op result a block argument stands for
/// (a while's loop-carried value), the sharding of the sdy op (or
/// collective) producing it, a manual or named computation's out sharding,
/// or the `sdy.sharding` of the op producing it. Null when it has none.
TensorShardingAttr getSharding(mlir::Value value);

/// Whether `op` is one of sdy's explicit collectives (Shardy's
/// CollectiveOpInterface).
bool isCollective(mlir::Operation *op);

/// `sharding` without the axes in `manualAxes`: what a manual computation's
/// body sees of its operand.
TensorShardingAttr eraseManualAxes(TensorShardingAttr sharding,
                                   llvm::ArrayRef<mlir::StringAttr> manualAxes);

/// The one mesh `shardings` (looked up from `from`) are on, ignoring empty
/// meshes and null shardings; null when they disagree or there is none.
MeshAttr getCommonMesh(llvm::ArrayRef<TensorShardingAttr> shardings,
                       mlir::Operation *from);

/// Verifies how `op` changes the unreduced axes of its operand's sharding
/// `from` into its result's `to`, on `mesh`, as Shardy does: axes may become
/// unreduced only with `introduced` as their reduction (never when it is
/// null), axes stop being unreduced by `reduced`, which must be `from`'s
/// reduction, and axes that stay unreduced keep their reduction.
mlir::LogicalResult verifyUnreducedTransition(
    mlir::Operation *op, TensorShardingAttr from, TensorShardingAttr to,
    MeshAttr mesh, std::optional<ReductionOp> introduced, ReductionOp reduced);

/// Verifies that `sharding`, used by `op`, names no axis that an enclosing
/// sdy.manual_computation (strictly above `op`) made manual: inside it, those
/// axes are already split.
mlir::LogicalResult verifyNoBoundManualAxes(mlir::Operation *op,
                                            TensorShardingAttr sharding,
                                            EmitErrorFn emitError);

} // namespace hlokit::sdy

#endif // HLOKIT_DIALECT_SHARDY_SDYOPS_H
