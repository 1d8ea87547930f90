//===- VhloConversion.h - builtin/stablehlo <-> vhlo values -----*- C++ -*-===//
//
// Internal to lib/Dialect/VHLO: the conversions of single attributes and
// types that the op conversions in both directions share. Every function
// returns null for a value it cannot convert; callers report the error with
// the op it belongs to.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_DIALECT_VHLO_VHLOCONVERSION_H
#define HLOKIT_LIB_DIALECT_VHLO_VHLOCONVERSION_H

#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/BuiltinAttributes.h"

namespace hlokit::vhlo {

mlir::Type convertTypeToVhlo(mlir::Type type);
mlir::Attribute convertAttrToVhlo(mlir::Attribute attr);

mlir::Type convertTypeFromVhlo(mlir::Type type);
/// Converts back to the builtin or stablehlo attribute of the same kind; a
/// `#vhlo.tensor_v1` becomes a DenseElementsAttr.
mlir::Attribute convertAttrFromVhlo(mlir::Attribute attr);

/// `#vhlo.tensor_v1<dense<values> : tensor<Nxi64>>`.
VhloAttr makeI64Tensor(mlir::MLIRContext *context,
                       llvm::ArrayRef<int64_t> values);
/// `#vhlo.integer_v1<value : i64>`.
VhloAttr makeI64(mlir::MLIRContext *context, int64_t value);
/// `#vhlo.string_v1<value>`.
VhloAttr makeString(mlir::MLIRContext *context, llvm::StringRef value);
/// `#vhlo.type_v1<!vhlo.none_v1>`: upstream's "absent" marker.
VhloAttr makeNoneType(mlir::MLIRContext *context);
/// The values of a rank-1 integer `#vhlo.tensor_v1`, or nullopt.
std::optional<llvm::SmallVector<int64_t>> getI64Tensor(mlir::Attribute attr);

} // namespace hlokit::vhlo

#endif // HLOKIT_LIB_DIALECT_VHLO_VHLOCONVERSION_H
