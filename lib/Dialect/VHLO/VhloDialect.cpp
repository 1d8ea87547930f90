//===- VhloDialect.cpp - the versioned vhlo dialect -----------------------===//

#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace detail {

/// Both storages key on (kind, ints, attrs, types, bytes).
using VhloKey = std::tuple<unsigned, ArrayRef<int64_t>, ArrayRef<Attribute>,
                           ArrayRef<Type>, StringRef>;

template <typename Base> struct VhloStorage : Base {
  using KeyTy = VhloKey;
  VhloStorage(const KeyTy &key)
      : kind(std::get<0>(key)), ints(std::get<1>(key)), attrs(std::get<2>(key)),
        types(std::get<3>(key)), bytes(std::get<4>(key)) {}
  bool operator==(const KeyTy &key) const {
    return key == KeyTy(kind, ints, attrs, types, bytes);
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key), std::get<1>(key),
                              std::get<2>(key), std::get<3>(key),
                              std::get<4>(key));
  }
  static VhloStorage *construct(StorageUniquer::StorageAllocator &allocator,
                                const KeyTy &key) {
    return new (allocator.allocate<VhloStorage>()) VhloStorage(
        KeyTy(std::get<0>(key), allocator.copyInto(std::get<1>(key)),
              allocator.copyInto(std::get<2>(key)),
              allocator.copyInto(std::get<3>(key)),
              allocator.copyInto(std::get<4>(key))));
  }
  unsigned kind;
  ArrayRef<int64_t> ints;
  ArrayRef<Attribute> attrs;
  ArrayRef<Type> types;
  StringRef bytes;
};

struct VhloAttrStorage : VhloStorage<AttributeStorage> {
  using VhloStorage::VhloStorage;
  static VhloAttrStorage *construct(StorageUniquer::StorageAllocator &a,
                                    const KeyTy &key) {
    return static_cast<VhloAttrStorage *>(VhloStorage::construct(a, key));
  }
};
struct VhloTypeStorage : VhloStorage<TypeStorage> {
  using VhloStorage::VhloStorage;
  static VhloTypeStorage *construct(StorageUniquer::StorageAllocator &a,
                                    const KeyTy &key) {
    return static_cast<VhloTypeStorage *>(VhloStorage::construct(a, key));
  }
};

} // namespace detail

VhloAttr VhloAttr::get(MLIRContext *context, AttrKind kind,
                       const VhloFields &fields) {
  return Base::get(context, static_cast<unsigned>(kind), fields.ints,
                   fields.attrs, fields.types, fields.bytes);
}
AttrKind VhloAttr::getKind() const {
  return static_cast<AttrKind>(getImpl()->kind);
}
ArrayRef<int64_t> VhloAttr::getInts() const { return getImpl()->ints; }
ArrayRef<Attribute> VhloAttr::getAttrs() const { return getImpl()->attrs; }
ArrayRef<Type> VhloAttr::getTypes() const { return getImpl()->types; }
StringRef VhloAttr::getBytes() const { return getImpl()->bytes; }

VhloType VhloType::get(MLIRContext *context, TypeKind kind,
                       const VhloFields &fields) {
  return Base::get(context, static_cast<unsigned>(kind), fields.ints,
                   fields.attrs, fields.types, fields.bytes);
}
TypeKind VhloType::getKind() const {
  return static_cast<TypeKind>(getImpl()->kind);
}
ArrayRef<int64_t> VhloType::getInts() const { return getImpl()->ints; }
ArrayRef<Attribute> VhloType::getAttrs() const { return getImpl()->attrs; }
ArrayRef<Type> VhloType::getTypes() const { return getImpl()->types; }

VhloAttr dynCastAttr(Attribute attr, AttrKind kind) {
  auto vhlo = dyn_cast_or_null<VhloAttr>(attr);
  return vhlo && vhlo.getKind() == kind ? vhlo : VhloAttr();
}
VhloType dynCastType(Type type, TypeKind kind) {
  auto vhlo = dyn_cast_or_null<VhloType>(type);
  return vhlo && vhlo.getKind() == kind ? vhlo : VhloType();
}

ArrayRef<StringRef> getEnumNames(AttrKind kind) {
  // Upstream's VhloEnums.td; each name's index is its encoded value.
  static const StringRef direction[] = {"EQ", "NE", "GE", "GT", "LE", "LT"};
  static const StringRef type[] = {"NOTYPE", "FLOAT",    "TOTALORDER",
                                   "SIGNED", "UNSIGNED", "WEAKORDER"};
  static const StringRef api[] = {
      "API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL",
      "API_VERSION_STATUS_RETURNING", "API_VERSION_STATUS_RETURNING_UNIFIED",
      "API_VERSION_TYPED_FFI"};
  static const StringRef fft[] = {"FFT", "IFFT", "RFFT", "IRFFT"};
  static const StringRef precision[] = {"DEFAULT", "HIGH", "HIGHEST"};
  static const StringRef rngAlgorithm[] = {"DEFAULT", "THREE_FRY", "PHILOX"};
  // RngDistribution starts at 1.
  static const StringRef rngDistribution[] = {"", "UNIFORM", "NORMAL"};
  static const StringRef transpose[] = {"TRANSPOSE_INVALID", "NO_TRANSPOSE",
                                        "TRANSPOSE", "ADJOINT"};
  static const StringRef accuracy[] = {"DEFAULT", "HIGHEST", "TOLERANCE"};
  switch (kind) {
  case AttrKind::ComparisonDirection:
    return direction;
  case AttrKind::ComparisonType:
    return type;
  case AttrKind::CustomCallApiVersion:
    return api;
  case AttrKind::FftType:
    return fft;
  case AttrKind::Precision:
    return precision;
  case AttrKind::RngAlgorithm:
    return rngAlgorithm;
  case AttrKind::RngDistribution:
    return rngDistribution;
  case AttrKind::Transpose:
    return transpose;
  case AttrKind::ResultAccuracyMode:
    return accuracy;
  default:
    return {};
  }
}

//===----------------------------------------------------------------------===//
// Printing: upstream's mnemonics, for reading dumps; the text is not parsed.
//===----------------------------------------------------------------------===//

static StringRef getMnemonic(AttrKind kind) {
  switch (kind) {
  case AttrKind::Array:
    return "array_v1";
  case AttrKind::Boolean:
    return "bool_v1";
  case AttrKind::ComparisonDirection:
    return "comparison_direction_v1";
  case AttrKind::ComparisonType:
    return "comparison_type_v1";
  case AttrKind::CustomCallApiVersion:
    return "api_version_v1";
  case AttrKind::Dictionary:
    return "dict_v1";
  case AttrKind::FftType:
    return "fft_type_v1";
  case AttrKind::Float:
    return "float_v1";
  case AttrKind::Integer:
    return "integer_v1";
  case AttrKind::OutputOperandAlias:
    return "output_operand_alias_v1";
  case AttrKind::Precision:
    return "precision_v1";
  case AttrKind::RngAlgorithm:
    return "rng_algorithm_v1";
  case AttrKind::RngDistribution:
    return "rng_distribution_v1";
  case AttrKind::String:
    return "string_v1";
  case AttrKind::Tensor:
    return "tensor_v1";
  case AttrKind::Transpose:
    return "transpose_v1";
  case AttrKind::Type:
    return "type_v1";
  case AttrKind::TypeExtensions:
    return "type_extensions_v1";
  case AttrKind::ResultAccuracyMode:
    return "result_accuracy_mode_v1";
  case AttrKind::ResultAccuracy:
    return "result_accuracy_v1";
  }
  return "unknown";
}

static StringRef getMnemonic(TypeKind kind) {
  switch (kind) {
  case TypeKind::Boolean:
    return "bool_v1";
  case TypeKind::Complex:
    return "complex_v1";
  case TypeKind::BF16:
    return "bf16_v1";
  case TypeKind::F16:
    return "f16_v1";
  case TypeKind::F32:
    return "f32_v1";
  case TypeKind::F64:
    return "f64_v1";
  case TypeKind::F8E4M3FN:
    return "f8E4M3FN_v1";
  case TypeKind::F8E5M2:
    return "f8E5M2_v1";
  case TypeKind::Function:
    return "func_v1";
  case TypeKind::Index:
    return "index_v1";
  case TypeKind::SI4:
    return "i4_v1";
  case TypeKind::SI8:
    return "i8_v1";
  case TypeKind::SI16:
    return "i16_v1";
  case TypeKind::SI32:
    return "i32_v1";
  case TypeKind::SI64:
    return "i64_v1";
  case TypeKind::UI4:
    return "ui4_v1";
  case TypeKind::UI8:
    return "ui8_v1";
  case TypeKind::UI16:
    return "ui16_v1";
  case TypeKind::UI32:
    return "ui32_v1";
  case TypeKind::UI64:
    return "ui64_v1";
  case TypeKind::RankedTensor:
    return "tensor_v1";
  case TypeKind::Token:
    return "token_v1";
  case TypeKind::Tuple:
    return "tuple_v1";
  case TypeKind::UniformQuantized:
    return "quant_v1";
  case TypeKind::UnrankedTensor:
    return "unranked_tensor_v1";
  case TypeKind::Witness:
    return "witness_v1";
  case TypeKind::F8E4M3FNUZ:
    return "f8E4M3FNUZ_v1";
  case TypeKind::F8E5M2FNUZ:
    return "f8E5M2FNUZ_v1";
  case TypeKind::F8E4M3B11FNUZ:
    return "f8E4M3B11FNUZ_v1";
  case TypeKind::UniformQuantizedPerAxis:
    return "quant_per_axis_v1";
  case TypeKind::SI2:
    return "i2_v1";
  case TypeKind::UI2:
    return "ui2_v1";
  case TypeKind::None:
    return "none_v1";
  case TypeKind::TF32:
    return "tf32_v1";
  case TypeKind::F8E4M3:
    return "f8E4M3_v1";
  case TypeKind::F8E3M4:
    return "f8E3M4_v1";
  case TypeKind::F4E2M1FN:
    return "f4E2M1FN_v1";
  case TypeKind::F6E2M3FN:
    return "f6E2M3FN_v1";
  case TypeKind::F6E3M2FN:
    return "f6E3M2FN_v1";
  case TypeKind::F8E8M0FNU:
    return "f8E8M0FNU_v1";
  case TypeKind::RankedBuffer:
    return "buffer_v1";
  }
  return "unknown";
}

/// Prints the non-empty field lists: `<ints; attrs; types; "bytes">`.
template <typename T>
static void printFields(T value, DialectAsmPrinter &printer,
                        StringRef bytes = {}) {
  if (value.getInts().empty() && value.getAttrs().empty() &&
      value.getTypes().empty() && bytes.empty())
    return;
  printer << '<';
  llvm::ListSeparator groups("; ");
  if (!value.getInts().empty()) {
    printer.getStream() << groups;
    llvm::interleaveComma(value.getInts(), printer);
  }
  if (!value.getAttrs().empty()) {
    printer.getStream() << groups;
    llvm::interleaveComma(value.getAttrs(), printer);
  }
  if (!value.getTypes().empty()) {
    printer.getStream() << groups;
    llvm::interleaveComma(value.getTypes(), printer);
  }
  if (!bytes.empty()) {
    printer.getStream() << groups << '"';
    llvm::printEscapedString(bytes, printer.getStream());
    printer << '"';
  }
  printer << '>';
}

void VhloDialect::printAttribute(Attribute attr,
                                 DialectAsmPrinter &printer) const {
  auto vhlo = cast<VhloAttr>(attr);
  printer << getMnemonic(vhlo.getKind());
  ArrayRef<StringRef> names = getEnumNames(vhlo.getKind());
  if (!names.empty()) {
    int64_t value = vhlo.getInts().front();
    printer << '<'
            << (value >= 0 && value < static_cast<int64_t>(names.size())
                    ? names[value]
                    : StringRef("?"))
            << '>';
    return;
  }
  printFields(vhlo, printer, vhlo.getBytes());
}

void VhloDialect::printType(Type type, DialectAsmPrinter &printer) const {
  auto vhlo = cast<VhloType>(type);
  printer << getMnemonic(vhlo.getKind());
  if (vhlo.getKind() != TypeKind::RankedTensor) {
    printFields(vhlo, printer);
    return;
  }
  // Upstream's `!vhlo.tensor_v1<2x?x!vhlo.f32_v1>`.
  printer << '<';
  for (int64_t dim : vhlo.getInts()) {
    if (ShapedType::isDynamic(dim))
      printer << '?';
    else
      printer << dim;
    printer << 'x';
  }
  printer << vhlo.getTypes()[0];
  for (Attribute encoding : vhlo.getAttrs())
    printer << ", " << encoding;
  printer << '>';
}

Attribute VhloDialect::parseAttribute(DialectAsmParser &parser, Type) const {
  parser.emitError(parser.getNameLoc(),
                   "vhlo attributes have no text form in hlokit; read "
                   "portable artifacts as bytecode");
  return {};
}

Type VhloDialect::parseType(DialectAsmParser &parser) const {
  parser.emitError(parser.getNameLoc(),
                   "vhlo types have no text form in hlokit; read portable "
                   "artifacts as bytecode");
  return {};
}

} // namespace hlokit::vhlo

#include "hlokit/Dialect/VHLO/VhloDialect.cpp.inc"
#include "hlokit/Dialect/VHLO/VhloOpInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/VHLO/VhloOps.cpp.inc"

namespace hlokit::vhlo {

const llvm::fltSemantics *getFloatSemantics(TypeKind kind) {
  using llvm::APFloat;
  switch (kind) {
  case TypeKind::BF16:
    return &APFloat::BFloat();
  case TypeKind::F16:
    return &APFloat::IEEEhalf();
  case TypeKind::F32:
    return &APFloat::IEEEsingle();
  case TypeKind::F64:
    return &APFloat::IEEEdouble();
  case TypeKind::F8E4M3FN:
    return &APFloat::Float8E4M3FN();
  case TypeKind::F8E5M2:
    return &APFloat::Float8E5M2();
  case TypeKind::F8E4M3FNUZ:
    return &APFloat::Float8E4M3FNUZ();
  case TypeKind::F8E5M2FNUZ:
    return &APFloat::Float8E5M2FNUZ();
  case TypeKind::F8E4M3B11FNUZ:
    return &APFloat::Float8E4M3B11FNUZ();
  case TypeKind::TF32:
    return &APFloat::FloatTF32();
  case TypeKind::F8E4M3:
    return &APFloat::Float8E4M3();
  case TypeKind::F8E3M4:
    return &APFloat::Float8E3M4();
  case TypeKind::F4E2M1FN:
    return &APFloat::Float4E2M1FN();
  case TypeKind::F6E2M3FN:
    return &APFloat::Float6E2M3FN();
  case TypeKind::F6E3M2FN:
    return &APFloat::Float6E3M2FN();
  case TypeKind::F8E8M0FNU:
    return &APFloat::Float8E8M0FNU();
  default:
    return nullptr;
  }
}

unsigned getIntegerWidth(TypeKind kind) {
  switch (kind) {
  case TypeKind::SI2:
  case TypeKind::UI2:
    return 2;
  case TypeKind::SI4:
  case TypeKind::UI4:
    return 4;
  case TypeKind::SI8:
  case TypeKind::UI8:
    return 8;
  case TypeKind::SI16:
  case TypeKind::UI16:
    return 16;
  case TypeKind::SI32:
  case TypeKind::UI32:
    return 32;
  case TypeKind::SI64:
  case TypeKind::UI64:
  case TypeKind::Index:
    return 64;
  default:
    return 0;
  }
}

} // namespace hlokit::vhlo

namespace hlokit::vhlo {

void VhloDialect::initialize() {
  addAttributes<VhloAttr>();
  addTypes<VhloType>();
  addOperations<
#define GET_OP_LIST
#include "hlokit/Dialect/VHLO/VhloOps.cpp.inc"
      >();
  addBytecodeInterface(this);
}

} // namespace hlokit::vhlo
