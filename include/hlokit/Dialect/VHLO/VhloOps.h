//===- VhloOps.h - the versioned vhlo dialect -------------------*- C++ -*-===//
//
// The attributes and types of portable artifacts. Each upstream VHLO
// attribute or type is one `kind` of VhloAttr/VhloType; the kind's number is
// upstream's bytecode code (VhloBytecode.cpp), so the bytecode interface
// writes `kind` and then the kind's fields. The fields live in four generic
// lists, laid out per kind as documented on AttrKind/TypeKind.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_VHLO_VHLOOPS_H
#define HLOKIT_DIALECT_VHLO_VHLOOPS_H

#include "hlokit/Dialect/VHLO/Version.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/APFloat.h"

#include <algorithm>
#include <optional>
#include <string>

namespace hlokit::vhlo {

/// Upstream's attribute codes (VhloAttrKinds.def). Field layout in VhloAttr:
///   Array: attrs = elements. Dictionary: attrs = name0, value0, name1, ...
///   Boolean and the enums: ints = {value}.
///   Float: types = {type}, ints = {bit pattern}.
///   Integer: types = {type}, ints = {value}.
///   OutputOperandAlias: ints = {n, outputTupleIndices[n], operandIndex,
///     operandTupleIndices...}.
///   String: bytes. Tensor: types = {tensor type}, bytes = upstream's blob
///     (i1 elements packed 8 per byte).
///   Type: types = {type}. TypeExtensions: ints = bounds.
///   ResultAccuracy: ints = {atol bits, rtol bits, ulps}, attrs = {mode}.
///   SubAxisInfo: ints = {pre_size, size}.
///   AxisRef: attrs = {name} or {name, sub_axis_info}.
///   ReplicaGroupMeshAxes: attrs = {mesh (a Mesh, or a String naming a
///     symbol), axes (an Array of AxisRef)}.
///   MeshAxis: attrs = {name}, ints = {size}.
///   Mesh: attrs = {axes (an Array of MeshAxis)} or {axes, device_ids}.
enum class AttrKind : unsigned {
#define HLOKIT_VHLO_ATTR(Name, Code, Mnemonic) Name = Code,
#include "hlokit/Dialect/VHLO/VhloAttrKinds.def"
};

/// The highest attribute code: codes run without gaps from Array (1).
constexpr unsigned kLastAttrCode = std::max({
#define HLOKIT_VHLO_ATTR(Name, Code, Mnemonic) Code##u,
#include "hlokit/Dialect/VHLO/VhloAttrKinds.def"
});

/// Upstream's type codes (VhloTypeKinds.def). Field layout in VhloType:
///   Complex, UnrankedTensor: types = {element}.
///   Function: ints = {number of inputs}, types = inputs then outputs.
///   RankedTensor, RankedBuffer: ints = shape, types = {element},
///     attrs = {encoding} or empty.
///   Tuple, Future: types = elements.
///   UniformQuantized: ints = {flags, scale bits, zero point, storage min,
///     storage max}, types = {storage, expressed}.
///   UniformQuantizedPerAxis: ints = {flags, quantized dimension, storage
///     min, storage max, n, scale bits[n], zero points[n]},
///     types = {storage, expressed}.
///   Every other kind has no fields.
enum class TypeKind : unsigned {
#define HLOKIT_VHLO_TYPE(Name, Code, Mnemonic) Name = Code,
#include "hlokit/Dialect/VHLO/VhloTypeKinds.def"
};

/// The fields shared by VhloAttr and VhloType (see AttrKind and TypeKind).
struct VhloFields {
  llvm::ArrayRef<int64_t> ints = {};
  llvm::ArrayRef<mlir::Attribute> attrs = {};
  llvm::ArrayRef<mlir::Type> types = {};
  llvm::StringRef bytes = {};
};

namespace detail {
struct VhloAttrStorage;
struct VhloTypeStorage;
} // namespace detail

class VhloAttr : public mlir::Attribute::AttrBase<VhloAttr, mlir::Attribute,
                                                  detail::VhloAttrStorage> {
public:
  using Base::Base;
  static constexpr llvm::StringLiteral name = "vhlo.attr";
  static VhloAttr get(mlir::MLIRContext *context, AttrKind kind,
                      const VhloFields &fields = {});
  AttrKind getKind() const;
  llvm::ArrayRef<int64_t> getInts() const;
  llvm::ArrayRef<mlir::Attribute> getAttrs() const;
  llvm::ArrayRef<mlir::Type> getTypes() const;
  llvm::StringRef getBytes() const;
};

class VhloType : public mlir::Type::TypeBase<VhloType, mlir::Type,
                                             detail::VhloTypeStorage> {
public:
  using Base::Base;
  static constexpr llvm::StringLiteral name = "vhlo.type";
  static VhloType get(mlir::MLIRContext *context, TypeKind kind,
                      const VhloFields &fields = {});
  TypeKind getKind() const;
  llvm::ArrayRef<int64_t> getInts() const;
  llvm::ArrayRef<mlir::Attribute> getAttrs() const;
  llvm::ArrayRef<mlir::Type> getTypes() const;
};

/// The attribute `attr` when it is a VhloAttr of `kind`, else null.
VhloAttr dynCastAttr(mlir::Attribute attr, AttrKind kind);
/// The type `type` when it is a VhloType of `kind`, else null.
VhloType dynCastType(mlir::Type type, TypeKind kind);

/// The upstream names of an enum kind's values, indexed by value; empty for
/// non-enum kinds.
llvm::ArrayRef<llvm::StringRef> getEnumNames(AttrKind kind);

/// The floating-point semantics of a float kind; null for other kinds.
const llvm::fltSemantics *getFloatSemantics(TypeKind kind);
/// The bit width of an integer or index kind (index: 64); 0 for other kinds.
unsigned getIntegerWidth(TypeKind kind);

/// The builtin type a vhlo kind without fields stands for (integers,
/// floats, bool, index, none); null for other kinds (VhloBuiltin.cpp).
mlir::Type getBuiltinScalarType(mlir::MLIRContext *context, TypeKind kind);
/// The inverse of getBuiltinScalarType.
std::optional<TypeKind> getScalarKind(mlir::Type type);
/// The builtin type of a static vhlo tensor of scalars or complex numbers
/// without encoding, the type of a vhlo tensor attribute's elements; null
/// for other types.
mlir::RankedTensorType getBuiltinStaticTensorType(mlir::Type type);
/// Upstream's blob of i1 elements: one bit each, or a single 0xFF/0x00 byte
/// for a splat of more than one element.
std::string packBools(mlir::DenseElementsAttr attr);
/// The elements of type `type` a vhlo tensor attribute's `blob` holds; null
/// when the blob's size does not fit the type.
mlir::DenseElementsAttr decodeElements(mlir::RankedTensorType type,
                                       llvm::StringRef blob);
/// The vhlo tensor attribute holding `elements` (VhloAsmFormat.cpp); null
/// for element types without a vhlo scalar and for encoded tensor types.
VhloAttr encodeElements(mlir::DenseElementsAttr elements);

/// func_v1's custom<FunctionBody> (VhloAsmFormat.cpp): `@name(%arg0: type)
/// -> (types) {body}`, as upstream prints it.
void printFunctionBody(mlir::OpAsmPrinter &printer, mlir::Operation *op,
                       mlir::Attribute name, mlir::Region &body,
                       mlir::Attribute functionType);
mlir::ParseResult parseFunctionBody(mlir::OpAsmParser &parser,
                                    mlir::Attribute &name, mlir::Region &body,
                                    mlir::Attribute &functionType);

/// Registers the bytecode encoding of VhloAttr and VhloType (VhloBytecode.cpp).
void addBytecodeInterface(mlir::Dialect *dialect);

} // namespace hlokit::vhlo

#include "hlokit/Dialect/VHLO/VhloDialect.h.inc"
#include "hlokit/Dialect/VHLO/VhloOpInterfaces.h.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/VHLO/VhloOps.h.inc"

#endif // HLOKIT_DIALECT_VHLO_VHLOOPS_H
