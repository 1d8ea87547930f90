//===- VhloOpTable.h - which vhlo op each op becomes ------------*- C++ -*-===//
//
// Internal to lib/Conversion/VHLO: the tables that drive the conversions, all
// keyed by op class. The op mapping names the current vhlo op of every
// convertible op (and the public queries of VhloOpMapping.h read it); the
// defaults are the values upstream materializes for attributes a stablehlo op
// may omit (and drops again when reading); the changes are the version steps
// of ops that gained attributes, operands or regions.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_CONVERSION_VHLO_VHLOOPTABLE_H
#define HLOKIT_LIB_CONVERSION_VHLO_VHLOOPTABLE_H

#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/TypeID.h"
#include "llvm/ADT/StringRef.h"

namespace hlokit::vhlo {

/// An op class: its TypeID, which keys the tables, and its name, which
/// OperationState and the diagnostics take. Both are read from the class.
struct OpClass {
  mlir::TypeID id;
  llvm::StringRef name;

  template <typename OpTy> static OpClass get() {
    return {mlir::TypeID::get<OpTy>(), OpTy::getOperationName()};
  }
  bool isClassOf(mlir::Operation *op) const {
    return op->getName().getTypeID() == id;
  }
};

/// The current vhlo op that `op` (a stablehlo or func op) becomes, or null.
const OpClass *lookupVhloOp(mlir::Operation *op);
/// The op that the current vhlo op `op` becomes, or null. vhlo.return_v1 has
/// no entry: its parent decides between func.return and stablehlo.return.
const OpClass *lookupSourceOp(mlir::Operation *op);

/// The default of attribute `attr` of vhlo op class `op` whose other
/// attributes are `opAttrs`, or null when the attribute has none.
mlir::Attribute getDefaultAttr(mlir::TypeID op, llvm::StringRef attr,
                               const mlir::NamedAttrList &opAttrs,
                               mlir::MLIRContext *context);
/// True when `value` is a default of `attr` on `op` (custom_call's
/// backend_config has two: "" and, for typed FFI, an empty dictionary).
bool isDefaultAttr(mlir::TypeID op, llvm::StringRef attr, mlir::Attribute value,
                   mlir::MLIRContext *context);
/// Every attribute with a default on vhlo op class `op`.
llvm::SmallVector<llvm::StringRef> getDefaultedAttrs(mlir::TypeID op);

/// `from` became `to` in StableHLO `version` (the first version of `to`, as
/// VhloOps.td declares it), gaining `addedAttrs`, whose defaults reproduce
/// the behaviour of `from`; when `variadic`, `to` takes several operands and
/// results where `from` takes one of each; when `regions`, `to` may carry
/// regions where `from` has none.
struct OpChange {
  OpClass from;
  OpClass to;
  llvm::StringRef version;
  llvm::ArrayRef<llvm::StringRef> addedAttrs;
  bool variadic = false;
  bool regions = false;
};
llvm::ArrayRef<OpChange> getOpChanges();

/// Value `value` of enum `kind` arrived in StableHLO `version`.
struct EnumChange {
  AttrKind kind;
  int64_t value;
  llvm::StringRef version;
};
llvm::ArrayRef<EnumChange> getEnumChanges();

/// The first StableHLO version with type or attribute kind `kind` (the
/// minVersion of upstream's VhloTypes.td and VhloAttrs.td; no kind has
/// been retired yet).
llvm::StringRef getFirstVersion(TypeKind kind);
llvm::StringRef getFirstVersion(AttrKind kind);

} // namespace hlokit::vhlo

#endif // HLOKIT_LIB_CONVERSION_VHLO_VHLOOPTABLE_H
