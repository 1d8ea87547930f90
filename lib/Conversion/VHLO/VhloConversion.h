//===- VhloConversion.h - builtin/stablehlo <-> vhlo values -----*- C++ -*-===//
//
// Internal to lib/Conversion/VHLO: the conversions of single attributes and
// types that the op conversions in both directions share. Every function
// returns null for a value it cannot convert; callers report the error with
// the op it belongs to.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_CONVERSION_VHLO_VHLOCONVERSION_H
#define HLOKIT_LIB_CONVERSION_VHLO_VHLOCONVERSION_H

#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"

namespace hlokit::vhlo {

mlir::Type convertTypeToVhlo(mlir::Type type);
mlir::Attribute convertAttrToVhlo(mlir::Attribute attr);

mlir::Type convertTypeFromVhlo(mlir::Type type);
/// Converts back to the builtin or stablehlo attribute of the same kind; a
/// `#vhlo.tensor_v1` becomes a DenseElementsAttr. Other attributes (sdy's,
/// or any an artifact allowing other dialects holds) stay as they are.
mlir::Attribute convertAttrFromVhlo(mlir::Attribute attr);

/// `#vhlo.tensor_v1<dense<values> : tensor<Nxi64>>`.
VhloAttr makeI64Tensor(mlir::MLIRContext *context,
                       llvm::ArrayRef<int64_t> values);
/// The `[rank, 2]` i64 tensor of zeros: a window's padding when absent.
mlir::DenseIntElementsAttr makeZeroPadding(mlir::MLIRContext *context,
                                           int64_t rank);
/// True when every element of `attr` is zero.
bool isAllZeros(mlir::DenseIntElementsAttr attr);
/// `#vhlo.integer_v1<value : i64>`.
VhloAttr makeI64(mlir::MLIRContext *context, int64_t value);
/// `#vhlo.string_v1<value>`.
VhloAttr makeString(mlir::MLIRContext *context, llvm::StringRef value);
/// `#vhlo.type_v1<!vhlo.none_v1>`: upstream's "absent" marker.
VhloAttr makeNoneType(mlir::MLIRContext *context);
/// The values of a rank-1 integer `#vhlo.tensor_v1`, or nullopt.
std::optional<llvm::SmallVector<int64_t>> getI64Tensor(mlir::Attribute attr);

/// The op's inherent (properties) and discardable attributes in one list.
mlir::NamedAttrList getAllAttrs(mlir::Operation *op);

/// An error at an op the conversion cannot take where it is going, opening
/// as upstream's conversion framework words it (upstream's tests expect
/// that); the caller streams the reason after it.
mlir::InFlightDiagnostic emitIllegal(mlir::Operation *op);
/// emitIllegal at `op` naming the op `reported`: what `op` was before the
/// version steps that made it (upstream's conversion undoes them and reports
/// the op as it was).
mlir::InFlightDiagnostic emitIllegal(mlir::Operation *op,
                                     mlir::OperationName reported);

/// Builds `state` (name, attributes and result types already set) with the
/// operands and regions of `op`, which it replaces; returns the new op.
mlir::Operation *replaceOpWith(mlir::Operation *op,
                               mlir::OperationState &state);

/// replaceOpWith, keeping every use of the operands and results where it was
/// in its use list (replaceOpWith puts the new op's uses first and reverses
/// the results' lists), so that a chain of version steps leaves the lists as
/// one replacement would; orderUsesAsReplaced then orders them once.
mlir::Operation *replaceOpKeepingUseOrder(mlir::Operation *op,
                                          mlir::OperationState &state);

/// Orders the use lists around `replacements` (the ops a conversion made, in
/// the order it made them, each standing where the op it replaced stood) as
/// MLIR's dialect conversion leaves them, since MLIR's writer records use-list
/// orders and upstream converts versions with it: a replacement's uses of
/// its operands come first, the latest replacement's first; a replaced
/// result's remaining users come next, in reverse (replaceAllUsesWith
/// reverses them); uses left untouched come last, in their order.
void orderUsesAsReplaced(llvm::ArrayRef<mlir::Operation *> replacements);

/// Gives every block argument in `module` (but those of sdy ops' regions,
/// which stay builtin) the type `convert` makes of it;
/// fails at the first one it cannot convert (null) with emitIllegal at the
/// block's op, saying "type T has no <target> form".
mlir::LogicalResult
convertBlockArgumentTypes(mlir::ModuleOp module,
                          llvm::function_ref<mlir::Type(mlir::Type)> convert,
                          llvm::StringRef target);

/// Ops of dialects without vhlo ops (all but stablehlo, chlo, func, vhlo
/// and builtin), which artifacts carry as they are: sdy's, as upstream's do
/// from StableHLO 1.11.0 on, and any with allow-other-dialects
/// (UnversionedOps.cpp); and attributes of Shardy's sdy dialect.
bool isUnversioned(mlir::Operation *op);
bool isUnversioned(mlir::Attribute attr);

/// After the conversion to vhlo: bridges sdy ops and the vhlo ops around
/// them with unrealized_conversion_cast where upstream's conversion does.
mlir::LogicalResult bridgeUnversionedOps(mlir::ModuleOp module);
/// Before the conversion from vhlo: removes those casts, failing on one that
/// does not cast between a vhlo type and its builtin form.
mlir::LogicalResult removeBridges(mlir::ModuleOp module);

} // namespace hlokit::vhlo

#endif // HLOKIT_LIB_CONVERSION_VHLO_VHLOCONVERSION_H
