//===- VhloBuiltin.cpp - the builtin values vhlo types stand for ----------===//
//
// The builtin types and elements attributes that vhlo scalar types and
// tensor attributes stand for. The text form prints vhlo integers and
// tensors through them as upstream does, and the stablehlo <-> vhlo
// conversion builds on them.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace {

struct ScalarKind {
  TypeKind kind;
  Type (*get)(MLIRContext *);
};

template <unsigned Width,
          IntegerType::SignednessSemantics Signedness = IntegerType::Signless>
Type getInt(MLIRContext *context) {
  return IntegerType::get(context, Width, Signedness);
}
template <typename T> Type getType(MLIRContext *context) {
  return T::get(context);
}

/// The vhlo kinds without fields that stand for a builtin type.
const ScalarKind kScalarKinds[] = {
    {TypeKind::Boolean, getInt<1>},
    {TypeKind::Index, getType<IndexType>},
    {TypeKind::None, getType<NoneType>},
#define HLOKIT_VHLO_INT_TYPE(Name, Code, Mnemonic, Width, Signedness)          \
  {TypeKind::Name, getInt<Width, IntegerType::Signedness>},
#define HLOKIT_VHLO_FLOAT_TYPE(Name, Code, Mnemonic, Semantics, Builtin)       \
  {TypeKind::Name, getType<Builtin>},
#include "hlokit/Dialect/VHLO/VhloTypeKinds.def"
};

} // namespace

Type getBuiltinScalarType(MLIRContext *context, TypeKind kind) {
  for (const ScalarKind &scalar : kScalarKinds)
    if (scalar.kind == kind)
      return scalar.get(context);
  return {};
}

std::optional<TypeKind> getScalarKind(Type type) {
  for (const ScalarKind &scalar : kScalarKinds)
    if (scalar.get(type.getContext()) == type)
      return scalar.kind;
  return std::nullopt;
}

/// The builtin element of a vhlo scalar or complex type; null otherwise.
static Type getBuiltinElementType(Type type) {
  auto vhlo = dyn_cast<VhloType>(type);
  if (!vhlo)
    return {};
  if (vhlo.getKind() != TypeKind::Complex)
    return getBuiltinScalarType(type.getContext(), vhlo.getKind());
  Type element = getBuiltinElementType(vhlo.getTypes()[0]);
  return element && isa<FloatType>(element) ? ComplexType::get(element)
                                            : Type();
}

RankedTensorType getBuiltinStaticTensorType(Type type) {
  VhloType tensor = dynCastType(type, TypeKind::RankedTensor);
  if (!tensor || !tensor.getAttrs().empty() ||
      llvm::any_of(tensor.getInts(), ShapedType::isDynamic))
    return {};
  Type element = getBuiltinElementType(tensor.getTypes()[0]);
  if (!element)
    return {};
  return RankedTensorType::get(tensor.getInts(), element);
}

std::string packBools(DenseElementsAttr attr) {
  int64_t size = attr.getNumElements();
  if (attr.isSplat() && size > 1)
    return std::string(1, attr.getSplatValue<bool>() ? '\xFF' : '\0');
  std::string packed((size + 7) / 8, '\0');
  int64_t i = 0;
  for (bool value : attr.getValues<bool>()) {
    if (value)
      packed[i / 8] |= static_cast<char>(1 << (i % 8));
    ++i;
  }
  return packed;
}

/// The inverse of packBools; also accepts one byte per element, which older
/// producers wrote.
static std::optional<SmallVector<bool>> unpackBools(StringRef blob,
                                                    int64_t size) {
  SmallVector<bool> values;
  if (size > 8 && blob.size() == 1) {
    values.assign(size, blob[0] != 0);
    return values;
  }
  if (static_cast<int64_t>(blob.size()) == size &&
      blob.size() != static_cast<size_t>((size + 7) / 8)) {
    for (char byte : blob)
      values.push_back(byte != 0);
    return values;
  }
  if (static_cast<int64_t>(blob.size()) != (size + 7) / 8)
    return std::nullopt;
  for (int64_t i = 0; i < size; ++i)
    values.push_back((blob[i / 8] >> (i % 8)) & 1);
  return values;
}

DenseElementsAttr decodeElements(RankedTensorType type, StringRef blob) {
  if (type.getElementType().isInteger(1)) {
    std::optional<SmallVector<bool>> values =
        unpackBools(blob, type.getNumElements());
    return values ? DenseElementsAttr::get(type, *values) : DenseElementsAttr();
  }
  ArrayRef<char> raw(blob.data(), blob.size());
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(type, raw, splat))
    return {};
  return DenseElementsAttr::getFromRawBuffer(type, raw);
}

} // namespace hlokit::vhlo
