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

} // namespace hlokit::vhlo

#include "hlokit/Dialect/VHLO/VhloDialect.cpp.inc"
#include "hlokit/Dialect/VHLO/VhloOpInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/VHLO/VhloOps.cpp.inc"

namespace hlokit::vhlo {

const llvm::fltSemantics *getFloatSemantics(TypeKind kind) {
  switch (kind) {
#define HLOKIT_VHLO_FLOAT_TYPE(Name, Code, Mnemonic, Semantics, Builtin)       \
  case TypeKind::Name:                                                         \
    return &llvm::APFloat::Semantics();
#include "hlokit/Dialect/VHLO/VhloTypeKinds.def"
  default:
    return nullptr;
  }
}

unsigned getIntegerWidth(TypeKind kind) {
  switch (kind) {
#define HLOKIT_VHLO_INT_TYPE(Name, Code, Mnemonic, Width, Signedness)          \
  case TypeKind::Name:                                                         \
    return Width;
#include "hlokit/Dialect/VHLO/VhloTypeKinds.def"
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
