//===- VhloAsmFormat.cpp - upstream's text form of vhlo attributes/types --===//
//
// Prints and parses each vhlo attribute and type kind exactly as upstream's
// VhloAttrs.td/VhloTypes.td formats do (`#vhlo<comparison_direction_v1 EQ>`,
// `#vhlo.integer_v1<1 : i64>`, `!vhlo.func_v1<(()) -> !vhlo.token_v1>`, ...),
// so dumps of portable artifacts read as upstream's and upstream's vhlo test
// files parse. The fields each kind keeps are documented in VhloOps.h.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "hlokit/Dialect/StableHLO/AssemblyFormat.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using hlokit::stablehlo::parseDimSizes;
using hlokit::stablehlo::printDimSizes;

namespace hlokit::vhlo {
namespace {

StringRef getMnemonic(AttrKind kind) {
  switch (kind) {
#define HLOKIT_VHLO_ATTR(Name, Code, Mnemonic)                                 \
  case AttrKind::Name:                                                         \
    return Mnemonic;
#include "hlokit/Dialect/VHLO/VhloAttrKinds.def"
  }
  return "unknown";
}

StringRef getMnemonic(TypeKind kind) {
  switch (kind) {
#define HLOKIT_VHLO_TYPE(Name, Code, Mnemonic)                                 \
  case TypeKind::Name:                                                         \
    return Mnemonic;
#include "hlokit/Dialect/VHLO/VhloTypeKinds.def"
  }
  return "unknown";
}

std::optional<AttrKind> symbolizeAttrKind(StringRef mnemonic) {
#define HLOKIT_VHLO_ATTR(Name, Code, Mnemonic)                                 \
  if (mnemonic == Mnemonic)                                                    \
    return AttrKind::Name;
#include "hlokit/Dialect/VHLO/VhloAttrKinds.def"
  return std::nullopt;
}

std::optional<TypeKind> symbolizeTypeKind(StringRef mnemonic) {
#define HLOKIT_VHLO_TYPE(Name, Code, Mnemonic)                                 \
  if (mnemonic == Mnemonic)                                                    \
    return TypeKind::Name;
#include "hlokit/Dialect/VHLO/VhloTypeKinds.def"
  return std::nullopt;
}

APFloat getF64(int64_t bits) {
  return APFloat(APFloat::IEEEdouble(), APInt(64, static_cast<uint64_t>(bits)));
}

int64_t getBits(const APFloat &value) {
  return static_cast<int64_t>(value.bitcastToAPInt().getZExtValue());
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

/// Upstream's custom<TypeArray>: `()` when empty.
void printTypeArray(AsmPrinter &printer, ArrayRef<Type> types) {
  if (types.empty())
    printer << "()";
  llvm::interleaveComma(types, printer);
}

void printFloatOf(AsmPrinter &printer, Type type, int64_t bits) {
  const llvm::fltSemantics &semantics =
      *getFloatSemantics(cast<VhloType>(type).getKind());
  printer.printFloat(
      APFloat(semantics, APInt(APFloat::getSizeInBits(semantics),
                               static_cast<uint64_t>(bits), false, true)));
}

void printIntegerOf(AsmPrinter &printer, Type type, int64_t value) {
  auto builtin = cast<IntegerType>(
      getBuiltinScalarType(type.getContext(), cast<VhloType>(type).getKind()));
  APInt bits(builtin.getWidth(), static_cast<uint64_t>(value), false, true);
  printer << IntegerAttr::get(builtin, bits);
}

void printTensor(AsmPrinter &printer, VhloAttr attr) {
  Type type = attr.getTypes()[0];
  RankedTensorType builtin = getBuiltinStaticTensorType(type);
  DenseElementsAttr elements =
      builtin ? decodeElements(builtin, attr.getBytes()) : DenseElementsAttr();
  if (elements) {
    printer << elements;
    return;
  }
  // Elements hlokit has no builtin form for: the raw blob and its type.
  printer << '"' << llvm::toHex(attr.getBytes()) << "\" : " << type;
}

void printAttrFields(AsmPrinter &printer, VhloAttr attr) {
  ArrayRef<int64_t> ints = attr.getInts();
  ArrayRef<Attribute> attrs = attr.getAttrs();
  switch (attr.getKind()) {
  case AttrKind::Array:
    printer << '[';
    llvm::interleaveComma(attrs, printer);
    printer << ']';
    return;
  case AttrKind::Boolean:
    printer << (ints[0] ? "true" : "false");
    return;
  case AttrKind::Dictionary:
    printer << '{';
    for (size_t i = 0; i < attrs.size(); i += 2)
      printer << (i ? ", " : "") << attrs[i] << " = " << attrs[i + 1];
    printer << '}';
    return;
  case AttrKind::Float:
    printFloatOf(printer, attr.getTypes()[0], ints[0]);
    printer << " : " << attr.getTypes()[0];
    return;
  case AttrKind::Integer:
    printIntegerOf(printer, attr.getTypes()[0], ints[0]);
    return;
  case AttrKind::OutputOperandAlias: {
    size_t numOutputs = ints[0];
    printer << "outputTupleIndices = ";
    printDimSizes(printer, ints.slice(1, numOutputs));
    printer << ", operandIndex = " << ints[1 + numOutputs]
            << ", operandTupleIndices = ";
    printDimSizes(printer, ints.drop_front(2 + numOutputs));
    return;
  }
  case AttrKind::String:
    printer << '"';
    llvm::printEscapedString(attr.getBytes(), printer.getStream());
    printer << '"';
    return;
  case AttrKind::Tensor:
    printTensor(printer, attr);
    return;
  case AttrKind::Type:
    printer << attr.getTypes()[0];
    return;
  case AttrKind::TypeExtensions:
    printer << "bounds = ";
    printDimSizes(printer, ints);
    return;
  case AttrKind::ResultAccuracy:
    printer << "atol = ";
    printer.printFloat(getF64(ints[0]));
    printer << ", rtol = ";
    printer.printFloat(getF64(ints[1]));
    printer << ", ulps = " << ints[2] << ", mode = " << attrs[0];
    return;
  case AttrKind::SubAxisInfo:
    printer << "pre_size = " << ints[0] << ", size = " << ints[1];
    return;
  case AttrKind::AxisRef:
    printer << "name = " << attrs[0];
    if (attrs.size() > 1)
      printer << ", sub_axis_info = " << attrs[1];
    return;
  case AttrKind::ReplicaGroupMeshAxes:
    printer << "mesh = " << attrs[0] << ", axes = " << attrs[1];
    return;
  case AttrKind::MeshAxis:
    printer << "name = " << attrs[0] << ", size = " << ints[0];
    return;
  case AttrKind::Mesh:
    printer << "axes = " << attrs[0];
    if (attrs.size() > 1)
      printer << ", device_ids = " << attrs[1];
    return;
  default:
    return;
  }
}

void printTypeFields(AsmPrinter &printer, VhloType type) {
  ArrayRef<int64_t> ints = type.getInts();
  ArrayRef<Type> types = type.getTypes();
  switch (type.getKind()) {
  case TypeKind::Complex:
  case TypeKind::UnrankedTensor:
    printer << '<' << types[0] << '>';
    return;
  case TypeKind::Tuple:
  case TypeKind::Future:
    printer << '<';
    llvm::interleaveComma(types, printer);
    printer << '>';
    return;
  case TypeKind::Function:
    printer << "<(";
    printTypeArray(printer, types.take_front(ints[0]));
    printer << ") -> ";
    printTypeArray(printer, types.drop_front(ints[0]));
    printer << '>';
    return;
  case TypeKind::RankedTensor:
  case TypeKind::RankedBuffer:
    printer << '<';
    for (int64_t dim : ints) {
      if (ShapedType::isDynamic(dim))
        printer << '?';
      else
        printer << dim;
      printer << 'x';
    }
    printer << types[0];
    for (Attribute encoding : type.getAttrs())
      printer << ", " << encoding;
    printer << '>';
    return;
  case TypeKind::UniformQuantized:
    printer << '<' << types[0] << ':' << types[1] << ", ";
    printer.printFloat(getF64(ints[1]));
    printer << ':' << ints[2] << ", " << ints[3] << ':' << ints[4] << ", "
            << ints[0] << '>';
    return;
  case TypeKind::UniformQuantizedPerAxis: {
    size_t numScales = ints[4];
    printer << '<' << types[0] << ':' << types[1] << ", " << ints[1] << ", [";
    llvm::interleaveComma(ints.slice(5, numScales), printer, [&](int64_t bits) {
      printer.printFloat(getF64(bits));
    });
    printer << "], ";
    printDimSizes(printer, ints.drop_front(5 + numScales));
    printer << ", " << ints[2] << ':' << ints[3] << ", " << ints[0] << '>';
    return;
  }
  default:
    return;
  }
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

/// `name =`, the start of each field of upstream's struct(params).
ParseResult parseField(AsmParser &parser, StringRef name, bool first = false) {
  if (!first && parser.parseComma())
    return failure();
  return failure(parser.parseKeyword(name) || parser.parseEqual());
}

/// `, name =` when the optional field follows.
bool parseOptionalField(AsmParser &parser, StringRef name) {
  return succeeded(parser.parseOptionalComma()) &&
         succeeded(parser.parseKeyword(name)) && succeeded(parser.parseEqual());
}

/// An attribute of `kind`, which the error for another names as `what`.
ParseResult parseAttrOfKind(AsmParser &parser, AttrKind kind, StringRef what,
                            Attribute &attr) {
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseAttribute(attr)))
    return failure();
  if (!dynCastAttr(attr, kind))
    return parser.emitError(loc) << "expected VHLO " << what << " (#vhlo."
                                 << getMnemonic(kind) << ")";
  return success();
}

/// Upstream's custom<TypeArray>: `()` or a list of types.
ParseResult parseTypeArray(AsmParser &parser, SmallVectorImpl<Type> &types) {
  if (succeeded(parser.parseOptionalLParen()))
    return parser.parseRParen();
  return parser.parseCommaSeparatedList(
      [&]() { return parser.parseType(types.emplace_back()); });
}

/// A vhlo float type.
ParseResult parseFloatType(AsmParser &parser, Type &type) {
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseType(type)))
    return failure();
  auto vhlo = dyn_cast<VhloType>(type);
  if (!vhlo || !getFloatSemantics(vhlo.getKind()))
    return parser.emitError(loc) << "expected a vhlo float type";
  return success();
}

/// `1.0e-3 : !vhlo.f32_v1`, rounded to the type's semantics.
FailureOr<VhloFields> parseFloatFields(AsmParser &parser,
                                       SmallVectorImpl<int64_t> &ints,
                                       SmallVectorImpl<Type> &types) {
  double value;
  Type type;
  if (parser.parseFloat(value) || parser.parseColon() ||
      parseFloatType(parser, type))
    return failure();
  APFloat converted(value);
  bool losesInfo;
  converted.convert(*getFloatSemantics(cast<VhloType>(type).getKind()),
                    APFloat::rmNearestTiesToEven, &losesInfo);
  ints.push_back(getBits(converted));
  types.push_back(type);
  return VhloFields{ints, {}, types};
}

/// `1 : i64`: a builtin integer attribute of the type's builtin equivalent.
FailureOr<VhloFields> parseIntegerFields(AsmParser &parser,
                                         SmallVectorImpl<int64_t> &ints,
                                         SmallVectorImpl<Type> &types) {
  SMLoc loc = parser.getCurrentLocation();
  IntegerAttr value;
  if (parser.parseAttribute(value))
    return failure();
  std::optional<TypeKind> kind = getScalarKind(value.getType());
  if (!kind || !getIntegerWidth(*kind) || *kind == TypeKind::Index)
    return parser.emitError(loc)
           << "expected an integer of a vhlo integer type, got " << value;
  ints.push_back(value.getValue().getSExtValue());
  types.push_back(VhloType::get(parser.getContext(), *kind));
  return VhloFields{ints, {}, types};
}

FailureOr<VhloFields> parseTensorFields(AsmParser &parser,
                                        SmallVectorImpl<Type> &types,
                                        std::string &bytes) {
  SMLoc loc = parser.getCurrentLocation();
  DenseElementsAttr elements;
  if (parser.parseAttribute(elements))
    return failure();
  VhloAttr encoded = encodeElements(elements);
  if (!encoded)
    return parser.emitError(loc)
           << "no vhlo tensor holds elements of type " << elements.getType();
  types.push_back(encoded.getTypes()[0]);
  bytes = encoded.getBytes().str();
  return VhloFields{{}, {}, types, bytes};
}

/// The fields of attribute `kind` after its mnemonic and `<`.
FailureOr<VhloFields> parseAttrFields(AsmParser &parser, AttrKind kind,
                                      SmallVectorImpl<int64_t> &ints,
                                      SmallVectorImpl<Attribute> &attrs,
                                      SmallVectorImpl<Type> &types,
                                      std::string &bytes) {
  auto parseAttrList = [&](AsmParser::Delimiter delimiter) -> ParseResult {
    return parser.parseCommaSeparatedList(delimiter, [&]() {
      return parser.parseAttribute(attrs.emplace_back());
    });
  };
  auto parseInt = [&](StringRef name, bool first = false) -> ParseResult {
    return failure(parseField(parser, name, first) ||
                   parser.parseInteger(ints.emplace_back()));
  };
  auto parseAttr = [&](StringRef name, bool first = false) -> ParseResult {
    return failure(parseField(parser, name, first) ||
                   parser.parseAttribute(attrs.emplace_back()));
  };
  VhloFields fields;
  switch (kind) {
  case AttrKind::Array:
    if (parseAttrList(AsmParser::Delimiter::Square))
      return failure();
    break;
  case AttrKind::Boolean: {
    if (succeeded(parser.parseOptionalKeyword("true")))
      ints.push_back(1);
    else if (succeeded(parser.parseOptionalKeyword("false")))
      ints.push_back(0);
    else
      return parser.emitError(parser.getCurrentLocation(),
                              "expected 'true' or 'false'");
    break;
  }
  case AttrKind::Dictionary:
    // Upstream's keys are vhlo attributes too (string_v1 in what it writes).
    if (parser.parseCommaSeparatedList(
            AsmParser::Delimiter::Braces, [&]() -> ParseResult {
              SMLoc loc = parser.getCurrentLocation();
              if (parser.parseAttribute(attrs.emplace_back()))
                return failure();
              if (!isa<VhloAttr>(attrs.back()))
                return parser.emitError(loc, "expected VHLO key attribute");
              return failure(parser.parseEqual() ||
                             parser.parseAttribute(attrs.emplace_back()));
            }))
      return failure();
    break;
  case AttrKind::Float:
    return parseFloatFields(parser, ints, types);
  case AttrKind::Integer:
    return parseIntegerFields(parser, ints, types);
  case AttrKind::OutputOperandAlias: {
    SmallVector<int64_t> outputs, operands;
    int64_t operandIndex;
    if (parseField(parser, "outputTupleIndices", true) ||
        parseDimSizes(parser, outputs) || parseField(parser, "operandIndex") ||
        parser.parseInteger(operandIndex) ||
        parseField(parser, "operandTupleIndices") ||
        parseDimSizes(parser, operands))
      return failure();
    ints.push_back(outputs.size());
    llvm::append_range(ints, outputs);
    ints.push_back(operandIndex);
    llvm::append_range(ints, operands);
    break;
  }
  case AttrKind::String:
    if (parser.parseString(&bytes))
      return failure();
    fields.bytes = bytes;
    break;
  case AttrKind::Tensor:
    return parseTensorFields(parser, types, bytes);
  case AttrKind::Type:
    if (parser.parseType(types.emplace_back()))
      return failure();
    break;
  case AttrKind::TypeExtensions:
    if (parseField(parser, "bounds", true) || parseDimSizes(parser, ints))
      return failure();
    break;
  case AttrKind::ResultAccuracy: {
    double atol, rtol;
    if (parseField(parser, "atol", true) || parser.parseFloat(atol) ||
        parseField(parser, "rtol") || parser.parseFloat(rtol))
      return failure();
    ints.append({getBits(APFloat(atol)), getBits(APFloat(rtol))});
    if (parseInt("ulps") || parseField(parser, "mode") ||
        parseAttrOfKind(parser, AttrKind::ResultAccuracyMode,
                        "result accuracy mode", attrs.emplace_back()))
      return failure();
    break;
  }
  case AttrKind::SubAxisInfo:
    if (parseInt("pre_size", true) || parseInt("size"))
      return failure();
    break;
  case AttrKind::AxisRef:
    if (parseAttr("name", true))
      return failure();
    if (parseOptionalField(parser, "sub_axis_info") &&
        parseAttrOfKind(parser, AttrKind::SubAxisInfo, "sub-axis info",
                        attrs.emplace_back()))
      return failure();
    break;
  case AttrKind::ReplicaGroupMeshAxes:
    if (parseAttr("mesh", true) || parseAttr("axes"))
      return failure();
    break;
  case AttrKind::MeshAxis:
    if (parseAttr("name", true) || parseInt("size"))
      return failure();
    break;
  case AttrKind::Mesh:
    if (parseAttr("axes", true))
      return failure();
    if (parseOptionalField(parser, "device_ids") &&
        parser.parseAttribute(attrs.emplace_back()))
      return failure();
    break;
  default:
    return failure();
  }
  fields.ints = ints;
  fields.attrs = attrs;
  fields.types = types;
  return fields;
}

/// `EQ` after an enum kind's mnemonic.
Attribute parseEnum(AsmParser &parser, AttrKind kind) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef name;
  if (failed(parser.parseKeyword(&name)))
    return {};
  ArrayRef<StringRef> names = getEnumNames(kind);
  const StringRef *it = llvm::find(names, name);
  if (name.empty() || it == names.end()) {
    parser.emitError(loc) << "invalid " << getMnemonic(kind) << " '" << name
                          << "'";
    return {};
  }
  return VhloAttr::get(parser.getContext(), kind, {{it - names.begin()}});
}

/// The fields of type `kind` after its mnemonic and `<`.
FailureOr<VhloFields> parseTypeFields(AsmParser &parser, TypeKind kind,
                                      SmallVectorImpl<int64_t> &ints,
                                      SmallVectorImpl<Attribute> &attrs,
                                      SmallVectorImpl<Type> &types) {
  auto parseTypes = [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalGreater()))
      return success();
    return failure(parser.parseCommaSeparatedList([&]() {
      return parser.parseType(types.emplace_back());
    }) || parser.parseGreater());
  };
  auto parseQuantPrefix = [&]() -> ParseResult {
    return failure(
        parser.parseType(types.emplace_back()) || parser.parseColon() ||
        parser.parseType(types.emplace_back()) || parser.parseComma());
  };
  auto parseQuantSuffix =
      [&](SmallVectorImpl<int64_t> &minMaxFlags) -> ParseResult {
    int64_t min, max, flags;
    if (parser.parseInteger(min) || parser.parseColon() ||
        parser.parseInteger(max) || parser.parseComma() ||
        parser.parseInteger(flags) || parser.parseGreater())
      return failure();
    minMaxFlags.append({min, max, flags});
    return success();
  };
  switch (kind) {
  case TypeKind::Complex:
  case TypeKind::UnrankedTensor:
    if (parser.parseType(types.emplace_back()) || parser.parseGreater())
      return failure();
    break;
  case TypeKind::Tuple:
  case TypeKind::Future:
    if (parseTypes())
      return failure();
    break;
  case TypeKind::Function: {
    SmallVector<Type> outputs;
    if (parser.parseLParen() || parseTypeArray(parser, types) ||
        parser.parseRParen() || parser.parseArrow() ||
        parseTypeArray(parser, outputs) || parser.parseGreater())
      return failure();
    ints.push_back(types.size());
    llvm::append_range(types, outputs);
    break;
  }
  case TypeKind::RankedTensor:
  case TypeKind::RankedBuffer:
    if (parser.parseDimensionList(ints, /*allowDynamic=*/true) ||
        parser.parseType(types.emplace_back()))
      return failure();
    if (kind == TypeKind::RankedTensor &&
        succeeded(parser.parseOptionalComma()) &&
        parseAttrOfKind(parser, AttrKind::TypeExtensions, "type extensions",
                        attrs.emplace_back()))
      return failure();
    if (parser.parseGreater())
      return failure();
    break;
  case TypeKind::UniformQuantized: {
    double scale;
    int64_t zeroPoint;
    SmallVector<int64_t> rest;
    if (parseQuantPrefix() || parser.parseFloat(scale) || parser.parseColon() ||
        parser.parseInteger(zeroPoint) || parser.parseComma() ||
        parseQuantSuffix(rest))
      return failure();
    ints.append(
        {rest[2], getBits(APFloat(scale)), zeroPoint, rest[0], rest[1]});
    break;
  }
  case TypeKind::UniformQuantizedPerAxis: {
    int64_t dimension;
    SmallVector<int64_t> scales, zeroPoints, rest;
    SMLoc loc = parser.getCurrentLocation();
    if (parseQuantPrefix() || parser.parseInteger(dimension) ||
        parser.parseComma() ||
        parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                       [&]() -> ParseResult {
                                         double scale;
                                         if (parser.parseFloat(scale))
                                           return failure();
                                         scales.push_back(
                                             getBits(APFloat(scale)));
                                         return success();
                                       }) ||
        parser.parseComma() || parseDimSizes(parser, zeroPoints) ||
        parser.parseComma() || parseQuantSuffix(rest))
      return failure();
    if (scales.size() != zeroPoints.size())
      return parser.emitError(loc) << scales.size() << " scales and "
                                   << zeroPoints.size() << " zero points";
    ints.append({rest[2], dimension, rest[0], rest[1],
                 static_cast<int64_t>(scales.size())});
    llvm::append_range(ints, scales);
    llvm::append_range(ints, zeroPoints);
    break;
  }
  default:
    return failure();
  }
  return VhloFields{ints, attrs, types};
}

/// The kinds whose text has fields in `<...>`.
bool hasTypeFields(TypeKind kind) {
  switch (kind) {
  case TypeKind::Complex:
  case TypeKind::UnrankedTensor:
  case TypeKind::Tuple:
  case TypeKind::Future:
  case TypeKind::Function:
  case TypeKind::RankedTensor:
  case TypeKind::RankedBuffer:
  case TypeKind::UniformQuantized:
  case TypeKind::UniformQuantizedPerAxis:
    return true;
  default:
    return false;
  }
}

} // namespace

VhloAttr encodeElements(DenseElementsAttr elements) {
  MLIRContext *context = elements.getContext();
  auto tensorType = cast<RankedTensorType>(elements.getType());
  Type element = tensorType.getElementType();
  Type vhloElement;
  if (auto complex = dyn_cast<ComplexType>(element)) {
    std::optional<TypeKind> kind = getScalarKind(complex.getElementType());
    if (kind)
      vhloElement = VhloType::get(context, TypeKind::Complex,
                                  {{}, {}, {VhloType::get(context, *kind)}});
  } else if (std::optional<TypeKind> kind = getScalarKind(element)) {
    vhloElement = VhloType::get(context, *kind);
  }
  if (!vhloElement || tensorType.getEncoding())
    return {};
  Type type = VhloType::get(context, TypeKind::RankedTensor,
                            {tensorType.getShape(), {}, {vhloElement}});
  std::string data;
  if (element.isInteger(1)) {
    data = packBools(elements);
  } else {
    ArrayRef<char> raw = elements.getRawData();
    data.assign(raw.begin(), raw.end());
  }
  return VhloAttr::get(context, AttrKind::Tensor, {{}, {}, {type}, data});
}

void printFunctionBody(OpAsmPrinter &printer, Operation *, Attribute name,
                       Region &body, Attribute functionType) {
  VhloAttr symName = dynCastAttr(name, AttrKind::String);
  printer.printSymbolName(symName ? symName.getBytes() : "");
  printer << '(';
  llvm::interleaveComma(body.getArguments(), printer, [&](BlockArgument arg) {
    printer.printRegionArgument(arg);
  });
  printer << ") -> (";
  VhloAttr type = dynCastAttr(functionType, AttrKind::Type);
  VhloType function =
      type ? dynCastType(type.getTypes()[0], TypeKind::Function) : VhloType();
  if (function)
    llvm::interleaveComma(function.getTypes().drop_front(function.getInts()[0]),
                          printer);
  printer << ") ";
  printer.printRegion(body, /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true, /*printEmptyBlock=*/true);
}

ParseResult parseFunctionBody(OpAsmParser &parser, Attribute &name,
                              Region &body, Attribute &functionType) {
  StringAttr symName;
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<Type> results;
  if (parser.parseSymbolName(symName) ||
      parser.parseArgumentList(arguments, AsmParser::Delimiter::Paren,
                               /*allowType=*/true) ||
      parser.parseArrowTypeList(results) || parser.parseRegion(body, arguments))
    return failure();
  MLIRContext *context = parser.getContext();
  name = VhloAttr::get(context, AttrKind::String,
                       {{}, {}, {}, symName.getValue()});
  SmallVector<Type> types;
  for (const OpAsmParser::Argument &argument : arguments)
    types.push_back(argument.type);
  llvm::append_range(types, results);
  Type type =
      VhloType::get(context, TypeKind::Function,
                    {{static_cast<int64_t>(arguments.size())}, {}, types});
  functionType = VhloAttr::get(context, AttrKind::Type, {{}, {}, {type}});
  return success();
}

void VhloDialect::printAttribute(Attribute attr,
                                 DialectAsmPrinter &printer) const {
  auto vhlo = cast<VhloAttr>(attr);
  printer << getMnemonic(vhlo.getKind());
  ArrayRef<StringRef> names = getEnumNames(vhlo.getKind());
  if (!names.empty()) {
    // Upstream's EnumAttr form, `#vhlo<precision_v1 HIGH>`.
    printer << ' ' << names[vhlo.getInts()[0]];
    return;
  }
  printer << '<';
  printAttrFields(printer, vhlo);
  printer << '>';
}

void VhloDialect::printType(Type type, DialectAsmPrinter &printer) const {
  auto vhlo = cast<VhloType>(type);
  printer << getMnemonic(vhlo.getKind());
  printTypeFields(printer, vhlo);
}

Attribute VhloDialect::parseAttribute(DialectAsmParser &parser, Type) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  if (failed(parser.parseKeyword(&mnemonic)))
    return {};
  std::optional<AttrKind> kind = symbolizeAttrKind(mnemonic);
  if (!kind) {
    parser.emitError(loc) << "unknown vhlo attribute '" << mnemonic << "'";
    return {};
  }
  if (!getEnumNames(*kind).empty())
    return parseEnum(parser, *kind);
  SmallVector<int64_t> ints;
  SmallVector<Attribute> attrs;
  SmallVector<Type> types;
  std::string bytes;
  if (failed(parser.parseLess()))
    return {};
  FailureOr<VhloFields> fields =
      parseAttrFields(parser, *kind, ints, attrs, types, bytes);
  if (failed(fields) || failed(parser.parseGreater()))
    return {};
  return VhloAttr::get(getContext(), *kind, *fields);
}

Type VhloDialect::parseType(DialectAsmParser &parser) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  if (failed(parser.parseKeyword(&mnemonic)))
    return {};
  std::optional<TypeKind> kind = symbolizeTypeKind(mnemonic);
  if (!kind) {
    parser.emitError(loc) << "unknown vhlo type '" << mnemonic << "'";
    return {};
  }
  if (!hasTypeFields(*kind))
    return VhloType::get(getContext(), *kind);
  SmallVector<int64_t> ints;
  SmallVector<Attribute> attrs;
  SmallVector<Type> types;
  if (failed(parser.parseLess()))
    return {};
  FailureOr<VhloFields> fields =
      parseTypeFields(parser, *kind, ints, attrs, types);
  if (failed(fields))
    return {};
  return VhloType::get(getContext(), *kind, *fields);
}

} // namespace hlokit::vhlo
