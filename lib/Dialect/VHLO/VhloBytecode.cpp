//===- VhloBytecode.cpp - bytecode encoding of vhlo attributes and types --===//
//
// Each attribute or type is written as its kind code (upstream's
// VhloBytecode.cpp numbering) followed by the kind's fields in upstream's
// order, so artifacts are byte-compatible in both directions. Reading checks
// every field it depends on and reports malformed input through the reader.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "hlokit/Support/BytecodeLists.h"

#include "mlir/Bytecode/BytecodeImplementation.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace {

constexpr uint64_t kRankedTensorWithEncodingCode = 21;

class VhloBytecodeInterface : public BytecodeDialectInterface {
public:
  explicit VhloBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override;
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override;
  Type readType(DialectBytecodeReader &reader) const override;
  LogicalResult writeType(Type type,
                          DialectBytecodeWriter &writer) const override;

private:
  Attribute readAttr(DialectBytecodeReader &reader, AttrKind kind) const;
  Type readTypeOf(DialectBytecodeReader &reader, uint64_t code) const;
  VhloAttr make(AttrKind kind, const VhloFields &fields = {}) const {
    return VhloAttr::get(getContext(), kind, fields);
  }
  VhloType make(TypeKind kind, const VhloFields &fields = {}) const {
    return VhloType::get(getContext(), kind, fields);
  }
};

FailureOr<int64_t> readF64Bits(DialectBytecodeReader &reader) {
  FailureOr<APFloat> value =
      reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
  if (failed(value))
    return failure();
  return static_cast<int64_t>(value->bitcastToAPInt().getZExtValue());
}

void writeF64Bits(DialectBytecodeWriter &writer, int64_t bits) {
  writer.writeAPFloatWithKnownSemantics(
      APFloat(APFloat::IEEEdouble(), APInt(64, static_cast<uint64_t>(bits))));
}

bool isEnumKind(AttrKind kind) { return !getEnumNames(kind).empty(); }

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute
VhloBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return {};
  if (code < static_cast<uint64_t>(AttrKind::Array) || code > kLastAttrCode) {
    reader.emitError() << "unknown vhlo attribute code " << code;
    return {};
  }
  return readAttr(reader, static_cast<AttrKind>(code));
}

Attribute VhloBytecodeInterface::readAttr(DialectBytecodeReader &reader,
                                          AttrKind kind) const {
  if (isEnumKind(kind)) {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    ArrayRef<StringRef> names = getEnumNames(kind);
    if (value >= names.size() || names[value].empty()) {
      reader.emitError() << "invalid value " << value << " of vhlo enum "
                         << static_cast<unsigned>(kind);
      return {};
    }
    return make(kind, {{static_cast<int64_t>(value)}});
  }
  switch (kind) {
  case AttrKind::Array: {
    SmallVector<Attribute> elements;
    if (failed(readList(reader, "vhlo", elements)))
      return {};
    return make(kind, {{}, elements});
  }
  case AttrKind::Boolean: {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    if (value > 1) {
      reader.emitError() << "invalid vhlo boolean " << value;
      return {};
    }
    return make(kind, {{static_cast<int64_t>(value)}});
  }
  case AttrKind::Dictionary: {
    uint64_t size;
    if (failed(readListSize(reader, "vhlo", size)))
      return {};
    SmallVector<Attribute> entries;
    for (uint64_t i = 0; i < 2 * size; ++i)
      if (failed(reader.readAttribute(entries.emplace_back())))
        return {};
    return make(kind, {{}, entries});
  }
  case AttrKind::Float: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    auto vhloType = dyn_cast<VhloType>(type);
    const llvm::fltSemantics *semantics =
        vhloType ? getFloatSemantics(vhloType.getKind()) : nullptr;
    if (!semantics) {
      reader.emitError() << "vhlo float of non-float type " << type;
      return {};
    }
    FailureOr<APFloat> value = reader.readAPFloatWithKnownSemantics(*semantics);
    if (failed(value))
      return {};
    int64_t bits = value->bitcastToAPInt().getZExtValue();
    return make(kind, {{bits}, {}, {type}});
  }
  case AttrKind::Integer: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    auto vhloType = dyn_cast<VhloType>(type);
    unsigned width = vhloType ? getIntegerWidth(vhloType.getKind()) : 0;
    if (!width) {
      reader.emitError() << "vhlo integer of non-integer type " << type;
      return {};
    }
    FailureOr<APInt> value = reader.readAPIntWithKnownWidth(width);
    if (failed(value))
      return {};
    return make(kind, {{value->getSExtValue()}, {}, {type}});
  }
  case AttrKind::OutputOperandAlias: {
    SmallVector<int64_t> outputs, operands;
    int64_t operandIndex;
    if (failed(readSignedList(reader, "vhlo", outputs)) ||
        failed(reader.readSignedVarInt(operandIndex)) ||
        failed(readSignedList(reader, "vhlo", operands)))
      return {};
    SmallVector<int64_t> ints{static_cast<int64_t>(outputs.size())};
    llvm::append_range(ints, outputs);
    ints.push_back(operandIndex);
    llvm::append_range(ints, operands);
    return make(kind, {ints});
  }
  case AttrKind::String: {
    StringRef value;
    if (failed(reader.readString(value)))
      return {};
    return make(kind, {{}, {}, {}, value});
  }
  case AttrKind::Tensor: {
    Type type;
    ArrayRef<char> blob;
    if (failed(reader.readType(type)) || failed(reader.readBlob(blob)))
      return {};
    return make(kind, {{}, {}, {type}, StringRef(blob.data(), blob.size())});
  }
  case AttrKind::Type: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    return make(kind, {{}, {}, {type}});
  }
  case AttrKind::TypeExtensions: {
    SmallVector<int64_t> bounds;
    if (failed(readSignedList(reader, "vhlo", bounds)))
      return {};
    return make(kind, {bounds});
  }
  case AttrKind::ResultAccuracy: {
    FailureOr<int64_t> atol = readF64Bits(reader);
    if (failed(atol))
      return {};
    FailureOr<int64_t> rtol = readF64Bits(reader);
    int64_t ulps;
    Attribute mode;
    if (failed(rtol) || failed(reader.readSignedVarInt(ulps)) ||
        failed(reader.readAttribute(mode)))
      return {};
    if (!dynCastAttr(mode, AttrKind::ResultAccuracyMode)) {
      reader.emitError() << "vhlo result accuracy with invalid mode " << mode;
      return {};
    }
    return make(kind, {{*atol, *rtol, ulps}, {mode}});
  }
  case AttrKind::SubAxisInfo: {
    int64_t preSize, size;
    if (failed(reader.readSignedVarInt(preSize)) ||
        failed(reader.readSignedVarInt(size)))
      return {};
    return make(kind, {{preSize, size}});
  }
  case AttrKind::AxisRef: {
    // name, then a flag saying whether sub_axis_info follows.
    Attribute name, subAxisInfo;
    uint64_t hasSubAxisInfo;
    if (failed(reader.readAttribute(name)) ||
        failed(reader.readVarInt(hasSubAxisInfo)))
      return {};
    if (hasSubAxisInfo > 1) {
      reader.emitError() << "invalid vhlo axis_ref flag " << hasSubAxisInfo;
      return {};
    }
    if (!hasSubAxisInfo)
      return make(kind, {{}, {name}});
    if (failed(reader.readAttribute(subAxisInfo)))
      return {};
    return make(kind, {{}, {name, subAxisInfo}});
  }
  case AttrKind::ReplicaGroupMeshAxes: {
    Attribute mesh, axes;
    if (failed(reader.readAttribute(mesh)) ||
        failed(reader.readAttribute(axes)))
      return {};
    return make(kind, {{}, {mesh, axes}});
  }
  case AttrKind::MeshAxis: {
    Attribute name;
    int64_t size;
    if (failed(reader.readAttribute(name)) ||
        failed(reader.readSignedVarInt(size)))
      return {};
    return make(kind, {{size}, {name}});
  }
  case AttrKind::Mesh: {
    // axes, then device_ids as MLIR's optional attribute.
    Attribute axes, deviceIds;
    if (failed(reader.readAttribute(axes)) ||
        failed(reader.readOptionalAttribute(deviceIds)))
      return {};
    if (!deviceIds)
      return make(kind, {{}, {axes}});
    return make(kind, {{}, {axes, deviceIds}});
  }
  default:
    reader.emitError() << "unknown vhlo attribute code "
                       << static_cast<unsigned>(kind);
    return {};
  }
}

LogicalResult
VhloBytecodeInterface::writeAttribute(Attribute attr,
                                      DialectBytecodeWriter &writer) const {
  auto vhlo = dyn_cast<VhloAttr>(attr);
  if (!vhlo)
    return failure();
  AttrKind kind = vhlo.getKind();
  ArrayRef<int64_t> ints = vhlo.getInts();
  ArrayRef<Attribute> attrs = vhlo.getAttrs();
  writer.writeVarInt(static_cast<uint64_t>(kind));
  if (isEnumKind(kind) || kind == AttrKind::Boolean) {
    writer.writeVarInt(ints[0]);
    return success();
  }
  switch (kind) {
  case AttrKind::Array:
    writer.writeAttributes(attrs);
    return success();
  case AttrKind::Dictionary:
    writer.writeVarInt(attrs.size() / 2);
    for (Attribute entry : attrs)
      writer.writeAttribute(entry);
    return success();
  case AttrKind::Float: {
    Type type = vhlo.getTypes()[0];
    const llvm::fltSemantics &semantics =
        *getFloatSemantics(cast<VhloType>(type).getKind());
    unsigned width = APFloat::getSizeInBits(semantics);
    writer.writeType(type);
    writer.writeAPFloatWithKnownSemantics(
        APFloat(semantics, APInt(width, static_cast<uint64_t>(ints[0]),
                                 /*isSigned=*/false, /*implicitTrunc=*/true)));
    return success();
  }
  case AttrKind::Integer: {
    Type type = vhlo.getTypes()[0];
    writer.writeType(type);
    writer.writeAPIntWithKnownWidth(
        APInt(getIntegerWidth(cast<VhloType>(type).getKind()),
              static_cast<uint64_t>(ints[0]), /*isSigned=*/false,
              /*implicitTrunc=*/true));
    return success();
  }
  case AttrKind::OutputOperandAlias: {
    size_t numOutputs = ints[0];
    writer.writeSignedVarInts(ints.slice(1, numOutputs));
    writer.writeSignedVarInt(ints[1 + numOutputs]);
    writer.writeSignedVarInts(ints.drop_front(2 + numOutputs));
    return success();
  }
  case AttrKind::String:
    writer.writeOwnedString(vhlo.getBytes());
    return success();
  case AttrKind::Tensor:
    writer.writeType(vhlo.getTypes()[0]);
    writer.writeOwnedBlob(
        ArrayRef<char>(vhlo.getBytes().data(), vhlo.getBytes().size()));
    return success();
  case AttrKind::Type:
    writer.writeType(vhlo.getTypes()[0]);
    return success();
  case AttrKind::TypeExtensions:
    writer.writeSignedVarInts(ints);
    return success();
  case AttrKind::ResultAccuracy:
    writeF64Bits(writer, ints[0]);
    writeF64Bits(writer, ints[1]);
    writer.writeSignedVarInt(ints[2]);
    writer.writeAttribute(attrs[0]);
    return success();
  case AttrKind::SubAxisInfo:
    writer.writeSignedVarInt(ints[0]);
    writer.writeSignedVarInt(ints[1]);
    return success();
  case AttrKind::MeshAxis:
    writer.writeAttribute(attrs[0]);
    writer.writeSignedVarInt(ints[0]);
    return success();
  case AttrKind::AxisRef:
    writer.writeAttribute(attrs[0]);
    writer.writeVarInt(attrs.size() > 1);
    if (attrs.size() > 1)
      writer.writeAttribute(attrs[1]);
    return success();
  case AttrKind::ReplicaGroupMeshAxes:
    writer.writeAttribute(attrs[0]);
    writer.writeAttribute(attrs[1]);
    return success();
  case AttrKind::Mesh:
    writer.writeAttribute(attrs[0]);
    writer.writeOptionalAttribute(attrs.size() > 1 ? attrs[1] : Attribute());
    return success();
  default:
    return failure();
  }
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type VhloBytecodeInterface::readType(DialectBytecodeReader &reader) const {
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return {};
  return readTypeOf(reader, code);
}

/// The codes that are not type kinds: those past the last kind (21, the
/// encoded ranked tensor, is read as RankedTensor).
bool isUnusedTypeCode(uint64_t code) {
  return code > static_cast<uint64_t>(TypeKind::Future);
}

Type VhloBytecodeInterface::readTypeOf(DialectBytecodeReader &reader,
                                       uint64_t code) const {
  if (isUnusedTypeCode(code)) {
    reader.emitError() << "unknown vhlo type code " << code;
    return {};
  }
  if (code == kRankedTensorWithEncodingCode ||
      code == static_cast<uint64_t>(TypeKind::RankedTensor) ||
      code == static_cast<uint64_t>(TypeKind::RankedBuffer)) {
    Attribute encoding;
    if (code == kRankedTensorWithEncodingCode &&
        failed(reader.readAttribute(encoding)))
      return {};
    SmallVector<int64_t> shape;
    Type element;
    if (failed(readSignedList(reader, "vhlo", shape)) ||
        failed(reader.readType(element)))
      return {};
    TypeKind kind = code == static_cast<uint64_t>(TypeKind::RankedBuffer)
                        ? TypeKind::RankedBuffer
                        : TypeKind::RankedTensor;
    SmallVector<Attribute, 1> attrs;
    if (encoding)
      attrs.push_back(encoding);
    return make(kind, {shape, attrs, {element}});
  }
  auto kind = static_cast<TypeKind>(code);
  switch (kind) {
  case TypeKind::Complex:
  case TypeKind::UnrankedTensor: {
    Type element;
    if (failed(reader.readType(element)))
      return {};
    return make(kind, {{}, {}, {element}});
  }
  case TypeKind::Function: {
    SmallVector<Type> inputs, outputs;
    if (failed(readList(reader, "vhlo", inputs)) ||
        failed(readList(reader, "vhlo", outputs)))
      return {};
    int64_t numInputs = inputs.size();
    llvm::append_range(inputs, outputs);
    return make(kind, {{numInputs}, {}, inputs});
  }
  case TypeKind::Tuple:
  case TypeKind::Future: {
    SmallVector<Type> elements;
    if (failed(readList(reader, "vhlo", elements)))
      return {};
    return make(kind, {{}, {}, elements});
  }
  case TypeKind::UniformQuantized: {
    uint64_t flags;
    Type storage, expressed;
    int64_t zeroPoint, min, max;
    if (failed(reader.readVarInt(flags)) || failed(reader.readType(storage)) ||
        failed(reader.readType(expressed)))
      return {};
    FailureOr<int64_t> scale = readF64Bits(reader);
    if (failed(scale) || failed(reader.readSignedVarInt(zeroPoint)) ||
        failed(reader.readSignedVarInt(min)) ||
        failed(reader.readSignedVarInt(max)))
      return {};
    return make(kind,
                {{static_cast<int64_t>(flags), *scale, zeroPoint, min, max},
                 {},
                 {storage, expressed}});
  }
  case TypeKind::UniformQuantizedPerAxis: {
    uint64_t flags, dimension, numScales;
    Type storage, expressed;
    int64_t min, max;
    if (failed(reader.readVarInt(flags)) || failed(reader.readType(storage)) ||
        failed(reader.readType(expressed)) ||
        failed(reader.readVarInt(dimension)) ||
        failed(reader.readSignedVarInt(min)) ||
        failed(reader.readSignedVarInt(max)) ||
        failed(readListSize(reader, "vhlo", numScales)))
      return {};
    SmallVector<int64_t> ints{static_cast<int64_t>(flags),
                              static_cast<int64_t>(dimension), min, max,
                              static_cast<int64_t>(numScales)};
    for (uint64_t i = 0; i < numScales; ++i) {
      FailureOr<int64_t> scale = readF64Bits(reader);
      if (failed(scale))
        return {};
      ints.push_back(*scale);
    }
    SmallVector<int64_t> zeroPoints;
    if (failed(readSignedList(reader, "vhlo", zeroPoints)))
      return {};
    if (zeroPoints.size() != numScales) {
      reader.emitError() << "vhlo per-axis quantized type with " << numScales
                         << " scales and " << zeroPoints.size()
                         << " zero points";
      return {};
    }
    llvm::append_range(ints, zeroPoints);
    return make(kind, {ints, {}, {storage, expressed}});
  }
  default:
    // Every remaining kind has no fields.
    return make(kind);
  }
}

LogicalResult
VhloBytecodeInterface::writeType(Type type,
                                 DialectBytecodeWriter &writer) const {
  auto vhlo = dyn_cast<VhloType>(type);
  if (!vhlo)
    return failure();
  TypeKind kind = vhlo.getKind();
  ArrayRef<int64_t> ints = vhlo.getInts();
  ArrayRef<Type> types = vhlo.getTypes();
  if ((kind == TypeKind::RankedTensor || kind == TypeKind::RankedBuffer)) {
    if (!vhlo.getAttrs().empty()) {
      writer.writeVarInt(kRankedTensorWithEncodingCode);
      writer.writeAttribute(vhlo.getAttrs()[0]);
    } else {
      writer.writeVarInt(static_cast<uint64_t>(kind));
    }
    writer.writeSignedVarInts(ints);
    writer.writeType(types[0]);
    return success();
  }
  writer.writeVarInt(static_cast<uint64_t>(kind));
  switch (kind) {
  case TypeKind::Complex:
  case TypeKind::UnrankedTensor:
    writer.writeType(types[0]);
    break;
  case TypeKind::Function:
    writer.writeTypes(types.take_front(ints[0]));
    writer.writeTypes(types.drop_front(ints[0]));
    break;
  case TypeKind::Tuple:
  case TypeKind::Future:
    writer.writeTypes(types);
    break;
  case TypeKind::UniformQuantized:
    writer.writeVarInt(ints[0]);
    writer.writeType(types[0]);
    writer.writeType(types[1]);
    writeF64Bits(writer, ints[1]);
    writer.writeSignedVarInt(ints[2]);
    writer.writeSignedVarInt(ints[3]);
    writer.writeSignedVarInt(ints[4]);
    break;
  case TypeKind::UniformQuantizedPerAxis: {
    size_t numScales = ints[4];
    writer.writeVarInt(ints[0]);
    writer.writeType(types[0]);
    writer.writeType(types[1]);
    writer.writeVarInt(ints[1]);
    writer.writeSignedVarInt(ints[2]);
    writer.writeSignedVarInt(ints[3]);
    writer.writeVarInt(numScales);
    for (int64_t bits : ints.slice(5, numScales))
      writeF64Bits(writer, bits);
    writer.writeSignedVarInts(ints.drop_front(5 + numScales));
    break;
  }
  default:
    break;
  }
  return success();
}

} // namespace

void addBytecodeInterface(Dialect *dialect) {
  dialect->addInterfaces<VhloBytecodeInterface>();
}

} // namespace hlokit::vhlo
