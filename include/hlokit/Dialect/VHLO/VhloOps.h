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
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/APFloat.h"

namespace hlokit::vhlo {

/// Upstream's attribute codes. Field layout in VhloAttr:
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
enum class AttrKind : unsigned {
  Array = 1,
  Boolean = 2,
  ComparisonDirection = 3,
  ComparisonType = 4,
  CustomCallApiVersion = 5,
  Dictionary = 6,
  FftType = 7,
  Float = 8,
  Integer = 9,
  OutputOperandAlias = 10,
  Precision = 11,
  RngAlgorithm = 12,
  RngDistribution = 13,
  String = 14,
  Tensor = 15,
  Transpose = 16,
  Type = 17,
  TypeExtensions = 18,
  ResultAccuracyMode = 19,
  ResultAccuracy = 20,
};

/// Upstream's type codes. Field layout in VhloType:
///   Complex, UnrankedTensor: types = {element}.
///   Function: ints = {number of inputs}, types = inputs then outputs.
///   RankedTensor, RankedBuffer: ints = shape, types = {element},
///     attrs = {encoding} or empty.
///   Tuple: types = elements.
///   UniformQuantized: ints = {flags, scale bits, zero point, storage min,
///     storage max}, types = {storage, expressed}.
///   UniformQuantizedPerAxis: ints = {flags, quantized dimension, storage
///     min, storage max, n, scale bits[n], zero points[n]},
///     types = {storage, expressed}.
///   Every other kind has no fields.
enum class TypeKind : unsigned {
  Boolean = 0,
  Complex = 1,
  BF16 = 2,
  F16 = 3,
  F32 = 4,
  F64 = 5,
  F8E4M3FN = 6,
  F8E5M2 = 7,
  Function = 8,
  Index = 9,
  SI4 = 10,
  SI8 = 11,
  SI16 = 12,
  SI32 = 13,
  SI64 = 14,
  UI4 = 15,
  UI8 = 16,
  UI16 = 17,
  UI32 = 18,
  UI64 = 19,
  RankedTensor = 20,
  // 21 is RankedTensor with an encoding on the wire; in memory it is
  // RankedTensor with a non-empty attrs list.
  Token = 22,
  Tuple = 23,
  UniformQuantized = 24,
  UnrankedTensor = 25,
  Witness = 26,
  F8E4M3FNUZ = 27,
  F8E5M2FNUZ = 28,
  F8E4M3B11FNUZ = 29,
  UniformQuantizedPerAxis = 30,
  SI2 = 31,
  UI2 = 32,
  None = 33,
  TF32 = 34,
  F8E4M3 = 35,
  F8E3M4 = 36,
  F4E2M1FN = 37,
  F6E2M3FN = 38,
  F6E3M2FN = 39,
  F8E8M0FNU = 40,
  RankedBuffer = 41,
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

/// Registers the bytecode encoding of VhloAttr and VhloType (VhloBytecode.cpp).
void addBytecodeInterface(mlir::Dialect *dialect);

} // namespace hlokit::vhlo

#include "hlokit/Dialect/VHLO/VhloDialect.h.inc"
#include "hlokit/Dialect/VHLO/VhloOpInterfaces.h.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/VHLO/VhloOps.h.inc"

#endif // HLOKIT_DIALECT_VHLO_VHLOOPS_H
