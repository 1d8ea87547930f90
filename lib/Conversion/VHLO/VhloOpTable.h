//===- VhloOpTable.h - which vhlo op each op becomes ------------*- C++ -*-===//
//
// Internal to lib/Conversion/VHLO: the tables that drive the conversions. The
// op mapping names the current vhlo version of every convertible op; the
// defaults are the values upstream materializes for attributes a stablehlo op
// may omit (and drops again when reading); the changes are the version steps
// of ops that gained attributes.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_CONVERSION_VHLO_VHLOOPTABLE_H
#define HLOKIT_LIB_CONVERSION_VHLO_VHLOOPTABLE_H

#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/Attributes.h"
#include "llvm/ADT/StringRef.h"

namespace hlokit::vhlo {

struct OpMapping {
  llvm::StringRef source; // e.g. "stablehlo.add" or "func.func"
  llvm::StringRef vhlo;   // the current version, e.g. "vhlo.add_v1"
};
llvm::ArrayRef<OpMapping> getOpMappings();
/// The vhlo op that `source` becomes, or "" when it has none.
llvm::StringRef lookupVhloName(llvm::StringRef source);
/// The op that the current vhlo op `vhlo` becomes, or "".
llvm::StringRef lookupSourceName(llvm::StringRef vhlo);

/// The default of attribute `attr` of vhlo op `op`, or null when the
/// attribute has none.
mlir::Attribute getDefaultAttr(llvm::StringRef op, llvm::StringRef attr,
                               mlir::MLIRContext *context);
/// Every attribute with a default on `op`.
llvm::SmallVector<llvm::StringRef> getDefaultedAttrs(llvm::StringRef op);

/// True when hlokit's stablehlo op has no counterpart of attribute `attr` of
/// vhlo op `op`, which must then hold its default when read.
bool isUnsupportedAttr(llvm::StringRef op, llvm::StringRef attr);

/// `from` became `to` in StableHLO `version`, gaining `addedAttrs`, whose
/// defaults reproduce the behaviour of `from`; when `variadic`, `to` takes
/// several operands and results where `from` takes one of each; when
/// `regions`, `to` may carry regions where `from` has none.
struct OpChange {
  llvm::StringRef from;
  llvm::StringRef to;
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

} // namespace hlokit::vhlo

#endif // HLOKIT_LIB_CONVERSION_VHLO_VHLOOPTABLE_H
