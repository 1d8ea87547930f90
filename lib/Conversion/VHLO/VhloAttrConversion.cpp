//===- VhloAttrConversion.cpp - builtin/stablehlo <-> vhlo values ---------===//

#include "VhloConversion.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace {

InFlightDiagnostic emitConversionError(MLIRContext *context) {
  return mlir::emitError(UnknownLoc::get(context));
}

/// Converts every type of `types`; false when one does not convert.
bool convertAll(ArrayRef<Type> types, SmallVectorImpl<Type> &result,
                Type (*convert)(Type)) {
  for (Type type : types) {
    Type converted = convert(type);
    if (!converted)
      return false;
    result.push_back(converted);
  }
  return true;
}

int64_t floatBits(const APFloat &value) {
  return static_cast<int64_t>(value.bitcastToAPInt().getZExtValue());
}

Attribute convertElementsFromVhlo(VhloAttr attr) {
  MLIRContext *context = attr.getContext();
  auto type = dyn_cast_or_null<RankedTensorType>(
      convertTypeFromVhlo(attr.getTypes()[0]));
  if (!type || !type.hasStaticShape()) {
    emitConversionError(context)
        << "vhlo tensor attribute needs a static tensor type";
    return {};
  }
  Type element = type.getElementType();
  if (auto complex = dyn_cast<ComplexType>(element))
    element = complex.getElementType();
  if (!element.isIntOrIndexOrFloat()) {
    emitConversionError(context)
        << "vhlo tensor attribute of non-numeric type " << type;
    return {};
  }
  StringRef blob = attr.getBytes();
  DenseElementsAttr elements = decodeElements(type, blob);
  if (!elements)
    emitConversionError(context) << "vhlo tensor of " << type << " has "
                                 << blob.size() << " bytes of data";
  return elements;
}

/// The stablehlo enum attributes and their vhlo kinds.
template <typename AttrT> VhloAttr enumToVhlo(AttrT attr, AttrKind kind) {
  StringRef name = stablehlo::stringifyEnum(attr.getValue());
  ArrayRef<StringRef> names = getEnumNames(kind);
  const auto *it = llvm::find(names, name);
  if (it == names.end())
    return {};
  return VhloAttr::get(attr.getContext(), kind, {{it - names.begin()}});
}

template <typename AttrT> Attribute enumFromVhlo(VhloAttr attr) {
  using EnumT = decltype(std::declval<AttrT>().getValue());
  StringRef name = getEnumNames(attr.getKind())[attr.getInts()[0]];
  std::optional<EnumT> value = stablehlo::symbolizeEnum<EnumT>(name);
  if (!value)
    return {};
  return AttrT::get(attr.getContext(), *value);
}

Attribute convertEnumFromVhlo(VhloAttr attr) {
  switch (attr.getKind()) {
  case AttrKind::ComparisonDirection:
    return enumFromVhlo<stablehlo::ComparisonDirectionAttr>(attr);
  case AttrKind::ComparisonType:
    return enumFromVhlo<stablehlo::ComparisonTypeAttr>(attr);
  case AttrKind::Precision:
    return enumFromVhlo<stablehlo::PrecisionAttr>(attr);
  case AttrKind::FftType:
    return enumFromVhlo<stablehlo::FftTypeAttr>(attr);
  case AttrKind::RngAlgorithm:
    return enumFromVhlo<stablehlo::RngAlgorithmAttr>(attr);
  case AttrKind::RngDistribution:
    return enumFromVhlo<stablehlo::RngDistributionAttr>(attr);
  case AttrKind::Transpose:
    return enumFromVhlo<stablehlo::TransposeAttr>(attr);
  case AttrKind::ResultAccuracyMode:
    return enumFromVhlo<stablehlo::ResultAccuracyModeAttr>(attr);
  case AttrKind::CustomCallApiVersion:
    // custom_call's api_version is an i32 in stablehlo.
    return IntegerAttr::get(IntegerType::get(attr.getContext(), 32),
                            attr.getInts()[0]);
  default:
    return {};
  }
}

/// The attributes of mesh-axes replica groups (1.16.0) in vhlo form: names
/// become strings, lists arrays, a mesh symbol the string of its name.
VhloAttr meshAttrToVhlo(Attribute attr) {
  MLIRContext *context = attr.getContext();
  auto make = [&](AttrKind kind, VhloFields fields) {
    return VhloAttr::get(context, kind, fields);
  };
  auto string = [&](StringRef value) { return makeString(context, value); };
  if (auto sub = dyn_cast<stablehlo::SubAxisInfoAttr>(attr))
    return make(AttrKind::SubAxisInfo, {{sub.getPreSize(), sub.getSize()}});
  if (auto ref = dyn_cast<stablehlo::AxisRefAttr>(attr)) {
    SmallVector<Attribute, 2> fields{string(ref.getName())};
    if (stablehlo::SubAxisInfoAttr sub = ref.getSubAxisInfo())
      fields.push_back(meshAttrToVhlo(sub));
    return make(AttrKind::AxisRef, {{}, fields});
  }
  if (auto axis = dyn_cast<stablehlo::MeshAxisAttr>(attr))
    return make(AttrKind::MeshAxis,
                {{axis.getSize()}, {string(axis.getName())}});
  if (auto mesh = dyn_cast<stablehlo::MeshAttr>(attr)) {
    SmallVector<Attribute> axes;
    for (stablehlo::MeshAxisAttr axis : mesh.getAxes())
      axes.push_back(meshAttrToVhlo(axis));
    SmallVector<Attribute, 2> fields{make(AttrKind::Array, {{}, axes})};
    if (DenseIntElementsAttr ids = mesh.getDeviceIds()) {
      Attribute vhloIds = convertAttrToVhlo(ids);
      if (!vhloIds)
        return {};
      fields.push_back(vhloIds);
    }
    return make(AttrKind::Mesh, {{}, fields});
  }
  if (auto groups = dyn_cast<stablehlo::ReplicaGroupMeshAxesAttr>(attr)) {
    Attribute mesh = groups.getMesh();
    auto symbol = dyn_cast<FlatSymbolRefAttr>(mesh);
    VhloAttr vhloMesh =
        symbol ? string(symbol.getValue()) : meshAttrToVhlo(mesh);
    SmallVector<Attribute> axes;
    for (stablehlo::AxisRefAttr ref : groups.getAxes())
      axes.push_back(meshAttrToVhlo(ref));
    if (!vhloMesh)
      return {};
    return make(AttrKind::ReplicaGroupMeshAxes,
                {{}, {vhloMesh, make(AttrKind::Array, {{}, axes})}});
  }
  return {};
}

/// The elements of a `#vhlo.array_v1` of `kind`, or nullopt.
std::optional<SmallVector<VhloAttr>> getArrayOf(Attribute attr, AttrKind kind) {
  VhloAttr array = dynCastAttr(attr, AttrKind::Array);
  if (!array)
    return std::nullopt;
  SmallVector<VhloAttr> elements;
  for (Attribute element : array.getAttrs()) {
    VhloAttr typed = dynCastAttr(element, kind);
    if (!typed)
      return std::nullopt;
    elements.push_back(typed);
  }
  return elements;
}

/// The stablehlo form of a mesh-axes attribute read from an artifact, or
/// null (a field of the wrong kind, or values its verifiers refuse).
Attribute meshAttrFromVhlo(VhloAttr vhlo) {
  MLIRContext *context = vhlo.getContext();
  ArrayRef<int64_t> ints = vhlo.getInts();
  ArrayRef<Attribute> attrs = vhlo.getAttrs();
  auto emitError = [&] { return emitConversionError(context); };
  auto name = [&]() -> std::optional<StringRef> {
    VhloAttr string = dynCastAttr(attrs[0], AttrKind::String);
    if (!string)
      return std::nullopt;
    return string.getBytes();
  };
  switch (vhlo.getKind()) {
  case AttrKind::SubAxisInfo:
    return stablehlo::SubAxisInfoAttr::getChecked(emitError, context, ints[0],
                                                  ints[1]);
  case AttrKind::AxisRef: {
    std::optional<StringRef> axis = name();
    stablehlo::SubAxisInfoAttr sub;
    if (attrs.size() > 1)
      sub = dyn_cast_or_null<stablehlo::SubAxisInfoAttr>(
          convertAttrFromVhlo(attrs[1]));
    if (!axis || (attrs.size() > 1 && !sub))
      return {};
    return stablehlo::AxisRefAttr::get(context, *axis, sub);
  }
  case AttrKind::MeshAxis: {
    std::optional<StringRef> axis = name();
    if (!axis)
      return {};
    return stablehlo::MeshAxisAttr::getChecked(emitError, context, *axis,
                                               ints[0]);
  }
  case AttrKind::Mesh: {
    std::optional<SmallVector<VhloAttr>> axes =
        getArrayOf(attrs[0], AttrKind::MeshAxis);
    DenseIntElementsAttr ids;
    if (attrs.size() > 1)
      ids =
          dyn_cast_or_null<DenseIntElementsAttr>(convertAttrFromVhlo(attrs[1]));
    if (!axes || (attrs.size() > 1 && !ids))
      return {};
    SmallVector<stablehlo::MeshAxisAttr> converted;
    for (VhloAttr axis : *axes) {
      auto meshAxis =
          dyn_cast_or_null<stablehlo::MeshAxisAttr>(meshAttrFromVhlo(axis));
      if (!meshAxis)
        return {};
      converted.push_back(meshAxis);
    }
    return stablehlo::MeshAttr::getChecked(emitError, context,
                                           ArrayRef(converted), ids);
  }
  case AttrKind::ReplicaGroupMeshAxes: {
    Attribute mesh;
    if (std::optional<StringRef> symbol = name())
      mesh = FlatSymbolRefAttr::get(context, *symbol);
    else if (VhloAttr vhloMesh = dynCastAttr(attrs[0], AttrKind::Mesh))
      mesh = meshAttrFromVhlo(vhloMesh);
    std::optional<SmallVector<VhloAttr>> axes =
        getArrayOf(attrs[1], AttrKind::AxisRef);
    if (!mesh || !axes)
      return {};
    SmallVector<stablehlo::AxisRefAttr> refs;
    for (VhloAttr axis : *axes) {
      auto ref =
          dyn_cast_or_null<stablehlo::AxisRefAttr>(meshAttrFromVhlo(axis));
      if (!ref)
        return {};
      refs.push_back(ref);
    }
    return stablehlo::ReplicaGroupMeshAxesAttr::getChecked(
        emitError, context, mesh, ArrayRef(refs));
  }
  default:
    return {};
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// To vhlo
//===----------------------------------------------------------------------===//

Type convertTypeToVhlo(Type type) {
  MLIRContext *context = type.getContext();
  if (std::optional<TypeKind> kind = getScalarKind(type))
    return VhloType::get(context, *kind);
  if (isa<stablehlo::TokenType>(type))
    return VhloType::get(context, TypeKind::Token);
  auto withElement = [&](TypeKind kind, Type element,
                         VhloFields fields) -> Type {
    Type converted = convertTypeToVhlo(element);
    if (!converted)
      return {};
    fields.types = converted;
    return VhloType::get(context, kind, fields);
  };
  if (auto complex = dyn_cast<ComplexType>(type))
    return withElement(TypeKind::Complex, complex.getElementType(), {});
  if (auto unranked = dyn_cast<UnrankedTensorType>(type))
    return withElement(TypeKind::UnrankedTensor, unranked.getElementType(), {});
  if (auto ranked = dyn_cast<RankedTensorType>(type)) {
    SmallVector<Attribute, 1> encoding;
    if (Attribute attr = ranked.getEncoding()) {
      Attribute converted = convertAttrToVhlo(attr);
      if (!converted)
        return {};
      encoding.push_back(converted);
    }
    return withElement(TypeKind::RankedTensor, ranked.getElementType(),
                       {ranked.getShape(), encoding});
  }
  // Upstream's buffers: memrefs of the default layout and memory space.
  if (auto buffer = dyn_cast<MemRefType>(type)) {
    if (!buffer.getLayout().isIdentity() || buffer.getMemorySpace())
      return {};
    return withElement(TypeKind::RankedBuffer, buffer.getElementType(),
                       {buffer.getShape()});
  }
  if (auto tuple = dyn_cast<TupleType>(type)) {
    SmallVector<Type> elements;
    if (!convertAll(tuple.getTypes(), elements, convertTypeToVhlo))
      return {};
    return VhloType::get(context, TypeKind::Tuple, {{}, {}, elements});
  }
  if (auto future = dyn_cast<stablehlo::FutureType>(type)) {
    SmallVector<Type> elements;
    if (!convertAll(future.getTypes(), elements, convertTypeToVhlo))
      return {};
    return VhloType::get(context, TypeKind::Future, {{}, {}, elements});
  }
  if (auto function = dyn_cast<FunctionType>(type)) {
    SmallVector<Type> types;
    if (!convertAll(function.getInputs(), types, convertTypeToVhlo) ||
        !convertAll(function.getResults(), types, convertTypeToVhlo))
      return {};
    return VhloType::get(context, TypeKind::Function,
                         {{function.getNumInputs()}, {}, types});
  }
  if (auto quant = dyn_cast<quant::UniformQuantizedType>(type)) {
    Type storage = convertTypeToVhlo(quant.getStorageType());
    Type expressed = convertTypeToVhlo(quant.getExpressedType());
    if (!storage || !expressed)
      return {};
    return VhloType::get(
        context, TypeKind::UniformQuantized,
        {{quant.getFlags(), floatBits(APFloat(quant.getScale())),
          quant.getZeroPoint(), quant.getStorageTypeMin(),
          quant.getStorageTypeMax()},
         {},
         {storage, expressed}});
  }
  if (auto quant = dyn_cast<quant::UniformQuantizedPerAxisType>(type)) {
    Type storage = convertTypeToVhlo(quant.getStorageType());
    Type expressed = convertTypeToVhlo(quant.getExpressedType());
    if (!storage || !expressed)
      return {};
    SmallVector<int64_t> ints{quant.getFlags(), quant.getQuantizedDimension(),
                              quant.getStorageTypeMin(),
                              quant.getStorageTypeMax(),
                              static_cast<int64_t>(quant.getScales().size())};
    for (double scale : quant.getScales())
      ints.push_back(floatBits(APFloat(scale)));
    llvm::append_range(ints, quant.getZeroPoints());
    return VhloType::get(context, TypeKind::UniformQuantizedPerAxis,
                         {ints, {}, {storage, expressed}});
  }
  return {};
}

Attribute convertAttrToVhlo(Attribute attr) {
  // Attributes built directly in vhlo form (spread structured attributes),
  // and sdy attributes, which artifacts carry as they are.
  if (isa<VhloAttr>(attr) || isUnversioned(attr))
    return attr;
  MLIRContext *context = attr.getContext();
  auto make = [&](AttrKind kind, VhloFields fields = {}) {
    return VhloAttr::get(context, kind, fields);
  };
  if (auto boolean = dyn_cast<BoolAttr>(attr))
    return make(AttrKind::Boolean, {{boolean.getValue()}});
  if (auto integer = dyn_cast<IntegerAttr>(attr)) {
    Type type = convertTypeToVhlo(integer.getType());
    if (!type || !getIntegerWidth(cast<VhloType>(type).getKind()))
      return {};
    APInt value = integer.getValue();
    int64_t bits = integer.getType().isUnsignedInteger()
                       ? static_cast<int64_t>(value.getZExtValue())
                       : value.getSExtValue();
    return make(AttrKind::Integer, {{bits}, {}, {type}});
  }
  if (auto real = dyn_cast<FloatAttr>(attr)) {
    Type type = convertTypeToVhlo(real.getType());
    if (!type)
      return {};
    return make(AttrKind::Float, {{floatBits(real.getValue())}, {}, {type}});
  }
  // string_v1 has no type: a typed string (`"foo" : tensor<3xf32>`) has no
  // vhlo form, as upstream's conversion refuses it.
  if (auto string = dyn_cast<StringAttr>(attr))
    return isa<NoneType>(string.getType())
               ? makeString(context, string.getValue())
               : VhloAttr();
  if (auto symbol = dyn_cast<FlatSymbolRefAttr>(attr))
    return makeString(context, symbol.getValue());
  if (auto typeAttr = dyn_cast<TypeAttr>(attr)) {
    Type type = convertTypeToVhlo(typeAttr.getValue());
    return type ? make(AttrKind::Type, {{}, {}, {type}}) : VhloAttr();
  }
  if (auto array = dyn_cast<ArrayAttr>(attr)) {
    SmallVector<Attribute> elements;
    for (Attribute element : array) {
      Attribute converted = convertAttrToVhlo(element);
      if (!converted)
        return {};
      elements.push_back(converted);
    }
    return make(AttrKind::Array, {{}, elements});
  }
  if (auto dictionary = dyn_cast<DictionaryAttr>(attr)) {
    SmallVector<Attribute> entries;
    for (NamedAttribute entry : dictionary) {
      Attribute value = convertAttrToVhlo(entry.getValue());
      if (!value)
        return {};
      entries.push_back(makeString(context, entry.getName().getValue()));
      entries.push_back(value);
    }
    return make(AttrKind::Dictionary, {{}, entries});
  }
  if (auto array = dyn_cast<DenseI64ArrayAttr>(attr))
    return makeI64Tensor(context, array.asArrayRef());
  if (auto array = dyn_cast<DenseBoolArrayAttr>(attr)) {
    auto type =
        RankedTensorType::get({array.size()}, IntegerType::get(context, 1));
    return encodeElements(DenseElementsAttr::get(type, array.asArrayRef()));
  }
  if (auto elements = dyn_cast<DenseIntOrFPElementsAttr>(attr))
    return encodeElements(elements);
  if (auto bounds = dyn_cast<stablehlo::TypeExtensionsAttr>(attr))
    return make(AttrKind::TypeExtensions, {bounds.getBounds()});
  if (auto direction = dyn_cast<stablehlo::ComparisonDirectionAttr>(attr))
    return enumToVhlo(direction, AttrKind::ComparisonDirection);
  if (auto type = dyn_cast<stablehlo::ComparisonTypeAttr>(attr))
    return enumToVhlo(type, AttrKind::ComparisonType);
  if (auto precision = dyn_cast<stablehlo::PrecisionAttr>(attr))
    return enumToVhlo(precision, AttrKind::Precision);
  if (auto fft = dyn_cast<stablehlo::FftTypeAttr>(attr))
    return enumToVhlo(fft, AttrKind::FftType);
  if (auto algorithm = dyn_cast<stablehlo::RngAlgorithmAttr>(attr))
    return enumToVhlo(algorithm, AttrKind::RngAlgorithm);
  if (auto distribution = dyn_cast<stablehlo::RngDistributionAttr>(attr))
    return enumToVhlo(distribution, AttrKind::RngDistribution);
  if (auto transpose = dyn_cast<stablehlo::TransposeAttr>(attr))
    return enumToVhlo(transpose, AttrKind::Transpose);
  if (auto mode = dyn_cast<stablehlo::ResultAccuracyModeAttr>(attr))
    return enumToVhlo(mode, AttrKind::ResultAccuracyMode);
  if (auto accuracy = dyn_cast<stablehlo::ResultAccuracyAttr>(attr)) {
    Attribute mode = convertAttrToVhlo(accuracy.getMode());
    if (!mode)
      return {};
    return make(AttrKind::ResultAccuracy,
                {{floatBits(accuracy.getAtol()), floatBits(accuracy.getRtol()),
                  accuracy.getUlps()},
                 {mode}});
  }
  if (auto alias = dyn_cast<stablehlo::OutputOperandAliasAttr>(attr)) {
    SmallVector<int64_t> ints{
        static_cast<int64_t>(alias.getOutputTupleIndices().size())};
    llvm::append_range(ints, alias.getOutputTupleIndices());
    ints.push_back(alias.getOperandIndex());
    llvm::append_range(ints, alias.getOperandTupleIndices());
    return make(AttrKind::OutputOperandAlias, {ints});
  }
  return meshAttrToVhlo(attr);
}

VhloAttr makeI64Tensor(MLIRContext *context, ArrayRef<int64_t> values) {
  auto type = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                    IntegerType::get(context, 64));
  return encodeElements(DenseElementsAttr::get(type, values));
}

DenseIntElementsAttr makeZeroPadding(MLIRContext *context, int64_t rank) {
  return DenseIntElementsAttr::get(
      RankedTensorType::get({rank, 2}, IntegerType::get(context, 64)),
      SmallVector<int64_t>(rank * 2, 0));
}

bool isAllZeros(DenseIntElementsAttr attr) {
  return llvm::all_of(attr.getValues<APInt>(),
                      [](const APInt &value) { return value.isZero(); });
}

VhloAttr makeI64(MLIRContext *context, int64_t value) {
  return cast<VhloAttr>(convertAttrToVhlo(
      IntegerAttr::get(IntegerType::get(context, 64), value)));
}

VhloAttr makeString(MLIRContext *context, StringRef value) {
  return VhloAttr::get(context, AttrKind::String, {{}, {}, {}, value});
}

VhloAttr makeNoneType(MLIRContext *context) {
  return VhloAttr::get(context, AttrKind::Type,
                       {{}, {}, {VhloType::get(context, TypeKind::None)}});
}

//===----------------------------------------------------------------------===//
// From vhlo
//===----------------------------------------------------------------------===//

Type convertTypeFromVhlo(Type type) {
  auto vhlo = dyn_cast_or_null<VhloType>(type);
  if (!vhlo)
    return {};
  MLIRContext *context = type.getContext();
  TypeKind kind = vhlo.getKind();
  if (Type scalar = getBuiltinScalarType(context, kind))
    return scalar;
  if (kind == TypeKind::Token)
    return stablehlo::TokenType::get(context);
  ArrayRef<int64_t> ints = vhlo.getInts();
  SmallVector<Type> types;
  if (!convertAll(vhlo.getTypes(), types, convertTypeFromVhlo))
    return {};
  auto emitError = [&] { return emitConversionError(context); };
  switch (kind) {
  case TypeKind::Complex:
    return ComplexType::getChecked(emitError, types[0]);
  case TypeKind::UnrankedTensor:
    return UnrankedTensorType::getChecked(emitError, types[0]);
  case TypeKind::RankedTensor: {
    Attribute encoding;
    if (!vhlo.getAttrs().empty()) {
      VhloAttr bounds =
          dynCastAttr(vhlo.getAttrs()[0], AttrKind::TypeExtensions);
      if (!bounds) {
        emitError() << "unsupported tensor encoding " << vhlo.getAttrs()[0];
        return {};
      }
      encoding = stablehlo::TypeExtensionsAttr::get(context, bounds.getInts());
    }
    return RankedTensorType::getChecked(emitError, ints, types[0], encoding);
  }
  case TypeKind::RankedBuffer:
    return MemRefType::getChecked(emitError, ints, types[0]);
  case TypeKind::Tuple:
    return TupleType::get(context, types);
  case TypeKind::Future:
    return stablehlo::FutureType::getChecked(emitError, context,
                                             ArrayRef(types));
  case TypeKind::Function:
    if (ints[0] < 0 || ints[0] > static_cast<int64_t>(types.size()))
      return {};
    return FunctionType::get(context, ArrayRef(types).take_front(ints[0]),
                             ArrayRef(types).drop_front(ints[0]));
  case TypeKind::UniformQuantized: {
    double scale =
        APFloat(APFloat::IEEEdouble(), APInt(64, ints[1])).convertToDouble();
    return quant::UniformQuantizedType::getChecked(emitError, ints[0], types[0],
                                                   types[1], scale, ints[2],
                                                   ints[3], ints[4]);
  }
  case TypeKind::UniformQuantizedPerAxis: {
    int64_t numScales = ints[4];
    SmallVector<double> scales;
    for (int64_t bits : ints.slice(5, numScales))
      scales.push_back(
          APFloat(APFloat::IEEEdouble(), APInt(64, bits)).convertToDouble());
    SmallVector<int64_t> zeroPoints(ints.drop_front(5 + numScales));
    return quant::UniformQuantizedPerAxisType::getChecked(
        emitError, ints[0], types[0], types[1], scales, zeroPoints, ints[1],
        ints[2], ints[3]);
  }
  default:
    emitError() << "vhlo type " << type << " has no hlokit equivalent";
    return {};
  }
}

Attribute convertAttrFromVhlo(Attribute attr) {
  if (!attr)
    return {};
  // sdy attributes, and those of other dialects a writer allowing them left
  // as they were.
  auto vhlo = dyn_cast<VhloAttr>(attr);
  if (!vhlo)
    return attr;
  MLIRContext *context = attr.getContext();
  ArrayRef<int64_t> ints = vhlo.getInts();
  if (!getEnumNames(vhlo.getKind()).empty())
    return convertEnumFromVhlo(vhlo);
  switch (vhlo.getKind()) {
  case AttrKind::Boolean:
    return BoolAttr::get(context, ints[0]);
  case AttrKind::Integer: {
    Type type = convertTypeFromVhlo(vhlo.getTypes()[0]);
    if (!type)
      return {};
    unsigned width =
        getIntegerWidth(cast<VhloType>(vhlo.getTypes()[0]).getKind());
    return IntegerAttr::get(type, APInt(width, static_cast<uint64_t>(ints[0]),
                                        /*isSigned=*/false,
                                        /*implicitTrunc=*/true));
  }
  case AttrKind::Float: {
    auto type =
        dyn_cast_or_null<FloatType>(convertTypeFromVhlo(vhlo.getTypes()[0]));
    if (!type)
      return {};
    const llvm::fltSemantics &semantics = type.getFloatSemantics();
    APInt bits(APFloat::getSizeInBits(semantics),
               static_cast<uint64_t>(ints[0]),
               /*isSigned=*/false, /*implicitTrunc=*/true);
    return FloatAttr::get(type, APFloat(semantics, bits));
  }
  case AttrKind::String:
    return StringAttr::get(context, vhlo.getBytes());
  case AttrKind::Type: {
    Type type = convertTypeFromVhlo(vhlo.getTypes()[0]);
    return type ? TypeAttr::get(type) : Attribute();
  }
  case AttrKind::Array: {
    SmallVector<Attribute> elements;
    for (Attribute element : vhlo.getAttrs()) {
      Attribute converted = convertAttrFromVhlo(element);
      if (!converted)
        return {};
      elements.push_back(converted);
    }
    return ArrayAttr::get(context, elements);
  }
  case AttrKind::Dictionary: {
    SmallVector<NamedAttribute> entries;
    ArrayRef<Attribute> attrs = vhlo.getAttrs();
    for (size_t i = 0; i + 1 < attrs.size(); i += 2) {
      VhloAttr name = dynCastAttr(attrs[i], AttrKind::String);
      Attribute value = convertAttrFromVhlo(attrs[i + 1]);
      if (!name || !value)
        return {};
      entries.emplace_back(StringAttr::get(context, name.getBytes()), value);
    }
    return DictionaryAttr::get(context, entries);
  }
  case AttrKind::Tensor:
    return convertElementsFromVhlo(vhlo);
  case AttrKind::TypeExtensions:
    return stablehlo::TypeExtensionsAttr::get(context, ints);
  case AttrKind::ResultAccuracy: {
    // ints = {atol bits, rtol bits (f64), ulps}; attrs = {mode}.
    auto mode = dyn_cast_or_null<stablehlo::ResultAccuracyModeAttr>(
        convertAttrFromVhlo(vhlo.getAttrs()[0]));
    if (!mode || ints.size() != 3)
      return {};
    auto f64 = [](int64_t bits) {
      return APFloat(APFloat::IEEEdouble(),
                     APInt(64, static_cast<uint64_t>(bits)));
    };
    return stablehlo::ResultAccuracyAttr::getChecked(
        [&] { return emitConversionError(context); }, context, f64(ints[0]),
        f64(ints[1]), ints[2], mode);
  }
  case AttrKind::OutputOperandAlias: {
    // ints = {n, n output tuple indices, operand index, operand indices...}.
    if (ints.empty() || ints[0] < 0 ||
        static_cast<int64_t>(ints.size()) < ints[0] + 2)
      return {};
    ArrayRef<int64_t> rest = ints.drop_front();
    return stablehlo::OutputOperandAliasAttr::get(
        context, rest.take_front(ints[0]), rest[ints[0]],
        rest.drop_front(ints[0] + 1));
  }
  case AttrKind::SubAxisInfo:
  case AttrKind::AxisRef:
  case AttrKind::ReplicaGroupMeshAxes:
  case AttrKind::MeshAxis:
  case AttrKind::Mesh:
    return meshAttrFromVhlo(vhlo);
  default:
    return {};
  }
}

std::optional<SmallVector<int64_t>> getI64Tensor(Attribute attr) {
  auto elements =
      dyn_cast_or_null<DenseIntElementsAttr>(convertAttrFromVhlo(attr));
  if (!elements || elements.getType().getRank() != 1 ||
      elements.getElementType().isInteger(1))
    return std::nullopt;
  SmallVector<int64_t> values;
  for (const APInt &value : elements.getValues<APInt>())
    values.push_back(value.getSExtValue());
  return values;
}

} // namespace hlokit::vhlo
