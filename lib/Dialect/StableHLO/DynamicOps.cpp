//===- DynamicOps.cpp - Dynamic ops: op methods and syntax ----------------===//
//
// The op methods read operands and attributes and call the free functions of
// DynamicInference.cpp. Shape operands defined by a constant (e.g.
// `stablehlo.constant`) are passed with their values, which lets inference
// refine dimensions and bounds.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;

namespace hlokit::stablehlo {
namespace {

/// `value` as an IntOperand, with its elements when it is a constant.
IntOperand getIntOperand(Value value) {
  return IntOperand{value.getType(), getConstantIntValues(value)};
}

template <typename T>
std::optional<SmallVector<T>> toVector(std::optional<ArrayRef<T>> values) {
  if (!values)
    return std::nullopt;
  return SmallVector<T>(*values);
}

} // namespace

ConvDimensions getConvDimensions(ConvDimensionNumbersAttr attr) {
  ConvDimensions dims;
  dims.inputBatch = attr.getInputBatchDimension();
  dims.inputFeature = attr.getInputFeatureDimension();
  dims.inputSpatial.assign(attr.getInputSpatialDimensions().begin(),
                           attr.getInputSpatialDimensions().end());
  dims.kernelInputFeature = attr.getKernelInputFeatureDimension();
  dims.kernelOutputFeature = attr.getKernelOutputFeatureDimension();
  dims.kernelSpatial.assign(attr.getKernelSpatialDimensions().begin(),
                            attr.getKernelSpatialDimensions().end());
  dims.outputBatch = attr.getOutputBatchDimension();
  dims.outputFeature = attr.getOutputFeatureDimension();
  dims.outputSpatial.assign(attr.getOutputSpatialDimensions().begin(),
                            attr.getOutputSpatialDimensions().end());
  return dims;
}

ConvWindow getConvWindow(std::optional<ArrayRef<int64_t>> strides,
                         std::optional<ArrayRef<int64_t>> lhsDilation,
                         std::optional<ArrayRef<int64_t>> rhsDilation,
                         std::optional<ArrayRef<bool>> reversal) {
  return {toVector(strides), toVector(lhsDilation), toVector(rhsDilation),
          toVector(reversal)};
}

//===----------------------------------------------------------------------===//
// Result type inference
//===----------------------------------------------------------------------===//

LogicalResult SetDimensionSizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  SetDimensionSizeOpAdaptor adaptor(operands, attributes, properties, regions);
  return inferSetDimensionSizeOp(
      loc, adaptor.getOperand().getType(), getIntOperand(adaptor.getSize()),
      static_cast<int64_t>(adaptor.getDimension()), inferred);
}

LogicalResult RealDynamicSliceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  RealDynamicSliceOpAdaptor adaptor(operands, attributes, properties, regions);
  return inferRealDynamicSliceOp(loc, adaptor.getOperand().getType(),
                                 getIntOperand(adaptor.getStartIndices()),
                                 getIntOperand(adaptor.getLimitIndices()),
                                 getIntOperand(adaptor.getStrides()), inferred);
}

LogicalResult
DynamicPadOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                               ValueRange operands, DictionaryAttr attributes,
                               OpaqueProperties properties, RegionRange regions,
                               SmallVectorImpl<Type> &inferred) {
  DynamicPadOpAdaptor adaptor(operands, attributes, properties, regions);
  return inferDynamicPadOp(
      loc, adaptor.getOperand().getType(), adaptor.getPaddingValue().getType(),
      getIntOperand(adaptor.getEdgePaddingLow()),
      getIntOperand(adaptor.getEdgePaddingHigh()),
      getIntOperand(adaptor.getInteriorPadding()), inferred);
}

LogicalResult DynamicBroadcastInDimOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  DynamicBroadcastInDimOpAdaptor adaptor(operands, attributes, properties,
                                         regions);
  return inferDynamicBroadcastInDimOp(
      loc, adaptor.getOperand().getType(),
      getIntOperand(adaptor.getOutputDimensions()),
      adaptor.getBroadcastDimensions(), adaptor.getKnownExpandingDimensions(),
      adaptor.getKnownNonexpandingDimensions(), inferred);
}

LogicalResult DynamicReshapeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  DynamicReshapeOpAdaptor adaptor(operands, attributes, properties, regions);
  return inferDynamicReshapeOp(loc, adaptor.getOperand().getType(),
                               getIntOperand(adaptor.getOutputShape()),
                               inferred);
}

LogicalResult DynamicConvOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  DynamicConvOpAdaptor adaptor(operands, attributes, properties, regions);
  ConvWindow window =
      getConvWindow(adaptor.getWindowStrides(), adaptor.getLhsDilation(),
                    adaptor.getRhsDilation(), adaptor.getWindowReversal());
  std::optional<ArrayAttr> precision = adaptor.getPrecisionConfig();
  return inferDynamicConvOp(
      loc, adaptor.getLhs().getType(), adaptor.getRhs().getType(),
      getIntOperand(adaptor.getPadding()), window,
      getConvDimensions(adaptor.getDimensionNumbers()),
      static_cast<int64_t>(adaptor.getFeatureGroupCount()),
      static_cast<int64_t>(adaptor.getBatchGroupCount()),
      precision ? precision->size() : 0, inferred);
}

bool DynamicConvOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return isCompatibleUpToElementType(l, r);
}

LogicalResult DynamicConvOp::verifySpecConstraints() {
  std::optional<ArrayAttr> precision = getPrecisionConfig();
  return verifyDynamicConvOp(getLoc(), getLhs().getType(), getRhs().getType(),
                             getIntOperand(getPadding()),
                             getConvWindow(getWindowStrides(), getLhsDilation(),
                                           getRhsDilation(),
                                           getWindowReversal()),
                             getConvDimensions(getDimensionNumbers()),
                             static_cast<int64_t>(getFeatureGroupCount()),
                             static_cast<int64_t>(getBatchGroupCount()),
                             precision ? precision->size() : 0, getType());
}

//===----------------------------------------------------------------------===//
// Verifiers: the checks that need the declared result type
//===----------------------------------------------------------------------===//

LogicalResult DynamicIotaOp::verify() {
  return verifyDynamicIotaOp(getLoc(), getIntOperand(getOutputShape()),
                             static_cast<int64_t>(getIotaDimension()),
                             getType());
}

LogicalResult DynamicBroadcastInDimOp::verify() {
  return verifyDynamicBroadcastInDimOp(getLoc(), getOperand().getType(),
                                       getBroadcastDimensions(), getType());
}

LogicalResult DynamicReshapeOp::verify() {
  return verifyDynamicReshapeOp(getLoc(), getOperand().getType(), getType());
}

//===----------------------------------------------------------------------===//
// #stablehlo.conv<...>
//===----------------------------------------------------------------------===//

namespace {

/// One layout of the compact form, e.g. `[b, 0, 1, f]`: the positions of the
/// two named dimensions (`b`/`f` or `i`/`o`) and of each spatial dimension.
struct Layout {
  int64_t first;
  int64_t second;
  ArrayRef<int64_t> spatial;
};

/// The layout's letters by position, or nothing when two dimensions share a
/// position or a position is left out (then only the raw form can spell it).
std::optional<SmallVector<std::string>> spellLayout(const Layout &layout,
                                                    char first, char second) {
  int64_t rank = layout.spatial.size() + 2;
  SmallVector<std::string> names(rank);
  auto place = [&](int64_t pos, std::string name) {
    if (pos < 0 || pos >= rank || !names[pos].empty())
      return false;
    names[pos] = std::move(name);
    return true;
  };
  if (!place(layout.first, std::string(1, first)) ||
      !place(layout.second, std::string(1, second)))
    return std::nullopt;
  for (auto [index, pos] : llvm::enumerate(layout.spatial))
    if (!place(pos, std::to_string(index)))
      return std::nullopt;
  return names;
}

ParseResult parseLayout(AsmParser &parser, char first, char second,
                        int64_t &firstPos, int64_t &secondPos,
                        SmallVectorImpl<int64_t> &spatial) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<std::pair<int64_t, int64_t>> spatialAt; // (index, position)
  firstPos = secondPos = -1;
  int64_t pos = 0;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t index;
            OptionalParseResult isInt = parser.parseOptionalInteger(index);
            if (isInt.has_value()) {
              if (failed(*isInt))
                return failure();
              spatialAt.emplace_back(index, pos++);
              return success();
            }
            StringRef name;
            SMLoc nameLoc = parser.getCurrentLocation();
            if (parser.parseKeyword(&name))
              return failure();
            int64_t *slot = name == StringRef(&first, 1)    ? &firstPos
                            : name == StringRef(&second, 1) ? &secondPos
                                                            : nullptr;
            if (!slot || *slot != -1)
              return parser.emitError(nameLoc, "unexpected dimension '")
                     << name << "'";
            *slot = pos++;
            return success();
          }))
    return failure();
  if (firstPos == -1 || secondPos == -1)
    return parser.emitError(loc, "expected both '")
           << first << "' and '" << second << "' dimensions";
  spatial.assign(spatialAt.size(), -1);
  for (auto [index, position] : spatialAt) {
    if (index < 0 || index >= static_cast<int64_t>(spatial.size()) ||
        spatial[index] != -1)
      return parser.emitError(loc, "spatial dimensions must be 0 to ")
             << spatial.size() - 1 << " once each";
    spatial[index] = position;
  }
  return success();
}

void printLayout(AsmPrinter &p, ArrayRef<std::string> names) {
  p << '[';
  llvm::interleaveComma(names, p);
  p << ']';
}

/// The raw form's fields, in print order.
constexpr const char *kRawFields[] = {
    "input_batch_dimension",           "input_feature_dimension",
    "input_spatial_dimensions",        "kernel_input_feature_dimension",
    "kernel_output_feature_dimension", "kernel_spatial_dimensions",
    "output_batch_dimension",          "output_feature_dimension",
    "output_spatial_dimensions"};

void printRaw(AsmPrinter &p, ConvDimensionNumbersAttr dims) {
  std::string values[] = {
      std::to_string(dims.getInputBatchDimension()),
      std::to_string(dims.getInputFeatureDimension()),
      dimsToString(dims.getInputSpatialDimensions()),
      std::to_string(dims.getKernelInputFeatureDimension()),
      std::to_string(dims.getKernelOutputFeatureDimension()),
      dimsToString(dims.getKernelSpatialDimensions()),
      std::to_string(dims.getOutputBatchDimension()),
      std::to_string(dims.getOutputFeatureDimension()),
      dimsToString(dims.getOutputSpatialDimensions())};
  p << "raw ";
  for (auto [i, value] : llvm::enumerate(values))
    p << (i ? ", " : "") << kRawFields[i] << " = " << value;
}

/// `raw field = value, ...` with every field once, in any order. It stops
/// after the ninth field, before any comma: in an op the comma that may follow
/// is the op's own (`, window = ...`).
ParseResult parseRaw(AsmParser &parser, ConvDimensionNumbersAttr &dims) {
  int64_t scalars[9] = {};
  SmallVector<int64_t> lists[9];
  bool seen[9] = {};
  SMLoc loc = parser.getCurrentLocation();
  auto parseField = [&]() -> ParseResult {
    StringRef name;
    SMLoc nameLoc = parser.getCurrentLocation();
    if (parser.parseKeyword(&name) || parser.parseEqual())
      return failure();
    const auto *it = llvm::find(kRawFields, name);
    if (it == std::end(kRawFields))
      return parser.emitError(nameLoc, "unknown field '") << name << "'";
    size_t field = it - std::begin(kRawFields);
    if (seen[field])
      return parser.emitError(nameLoc, "duplicate field '") << name << "'";
    seen[field] = true;
    // Fields 2, 5 and 8 are the spatial dimension lists.
    if (field % 3 != 2)
      return parser.parseInteger(scalars[field]);
    return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
      return parser.parseInteger(lists[field].emplace_back());
    });
  };
  auto allSeen = [&] { return llvm::all_of(seen, [](bool b) { return b; }); };
  do {
    if (parseField())
      return failure();
  } while (!allSeen() && succeeded(parser.parseOptionalComma()));
  if (!allSeen())
    return parser.emitError(loc, "expected all nine convolution dimension "
                                 "fields");
  dims = ConvDimensionNumbersAttr::get(
      parser.getContext(), scalars[0], scalars[1], lists[2], scalars[3],
      scalars[4], lists[5], scalars[6], scalars[7], lists[8]);
  return success();
}

} // namespace

void printConvolutionDimensions(AsmPrinter &p, Operation *,
                                ConvDimensionNumbersAttr dims) {
  auto input = spellLayout({dims.getInputBatchDimension(),
                            dims.getInputFeatureDimension(),
                            dims.getInputSpatialDimensions()},
                           'b', 'f');
  auto kernel = spellLayout({dims.getKernelInputFeatureDimension(),
                             dims.getKernelOutputFeatureDimension(),
                             dims.getKernelSpatialDimensions()},
                            'i', 'o');
  auto output = spellLayout({dims.getOutputBatchDimension(),
                             dims.getOutputFeatureDimension(),
                             dims.getOutputSpatialDimensions()},
                            'b', 'f');
  if (!input || !kernel || !output) {
    printRaw(p, dims);
    return;
  }
  printLayout(p, *input);
  p << 'x';
  printLayout(p, *kernel);
  p << "->";
  printLayout(p, *output);
}

ParseResult parseConvolutionDimensions(AsmParser &parser,
                                       ConvDimensionNumbersAttr &dims) {
  if (succeeded(parser.parseOptionalKeyword("raw")))
    return parseRaw(parser, dims);
  int64_t inBatch, inFeature, kIn, kOut, outBatch, outFeature;
  SmallVector<int64_t> inSpatial, kSpatial, outSpatial;
  if (parseLayout(parser, 'b', 'f', inBatch, inFeature, inSpatial) ||
      parser.parseKeyword("x") ||
      parseLayout(parser, 'i', 'o', kIn, kOut, kSpatial) ||
      parser.parseArrow() ||
      parseLayout(parser, 'b', 'f', outBatch, outFeature, outSpatial))
    return failure();
  dims = ConvDimensionNumbersAttr::get(parser.getContext(), inBatch, inFeature,
                                       inSpatial, kIn, kOut, kSpatial, outBatch,
                                       outFeature, outSpatial);
  return success();
}

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  ConvDimensionNumbersAttr dims;
  if (parser.parseLess() || parseConvolutionDimensions(parser, dims))
    return {};
  // A comma may stand before `>`, as in upstream's struct syntax.
  (void)parser.parseOptionalComma();
  if (parser.parseGreater())
    return {};
  return dims;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &p) const {
  p << '<';
  printConvolutionDimensions(p, nullptr, *this);
  p << '>';
}

//===----------------------------------------------------------------------===//
// window = {...}
//===----------------------------------------------------------------------===//

namespace {

const StringRef kWindowKeys[] = {"stride", "pad", "lhs_dilate", "rhs_dilate",
                                 "reverse"};

void printWindow(OpAsmPrinter &p, DenseI64ArrayAttr strides,
                 DenseIntElementsAttr padding, DenseI64ArrayAttr lhsDilation,
                 DenseI64ArrayAttr rhsDilation, DenseBoolArrayAttr reversal) {
  // Starts the `key = ` of an entry, with a comma before all but the first.
  auto entry = [&, first = true](StringRef key) mutable {
    p << (first ? "" : ", ") << key << " = ";
    first = false;
  };
  if (strides) {
    entry("stride");
    printDenseI64Array(p, nullptr, strides);
  }
  if (padding) {
    entry("pad");
    SmallVector<int64_t> values(padding.getValues<int64_t>());
    p << '[';
    for (size_t i = 0; i + 1 < values.size(); i += 2)
      p << (i ? ", " : "") << '[' << values[i] << ", " << values[i + 1] << ']';
    p << ']';
  }
  if (lhsDilation) {
    entry("lhs_dilate");
    printDenseI64Array(p, nullptr, lhsDilation);
  }
  if (rhsDilation) {
    entry("rhs_dilate");
    printDenseI64Array(p, nullptr, rhsDilation);
  }
  if (reversal) {
    entry("reverse");
    p << '[';
    llvm::interleaveComma(reversal.asArrayRef(), p,
                          [&](bool b) { p << (b ? "true" : "false"); });
    p << ']';
  }
}

/// `[[low, high], ...]` as a tensor<Nx2xi64>.
ParseResult parsePadding(OpAsmParser &parser, DenseIntElementsAttr &attr) {
  SmallVector<int64_t> values;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return failure(parser.parseLSquare() ||
                       parser.parseInteger(values.emplace_back()) ||
                       parser.parseComma() ||
                       parser.parseInteger(values.emplace_back()) ||
                       parser.parseRSquare());
      }))
    return failure();
  auto type =
      RankedTensorType::get({static_cast<int64_t>(values.size() / 2), 2},
                            IntegerType::get(parser.getContext(), 64));
  attr = DenseIntElementsAttr::get(type, values);
  return success();
}

/// `[false, true]`; `[0, 1]` (older printers) also parses.
ParseResult parseBoolList(OpAsmParser &parser, DenseBoolArrayAttr &attr) {
  SmallVector<bool> values;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            if (succeeded(parser.parseOptionalKeyword("true")))
              values.push_back(true);
            else if (succeeded(parser.parseOptionalKeyword("false")))
              values.push_back(false);
            else {
              int64_t v;
              if (parser.parseInteger(v))
                return failure();
              values.push_back(v != 0);
            }
            return success();
          }))
    return failure();
  attr = DenseBoolArrayAttr::get(parser.getContext(), values);
  return success();
}

/// Entries in any order, each at most once. `padding` is null when the op
/// takes its padding as an operand.
ParseResult parseWindow(OpAsmParser &parser, DenseI64ArrayAttr &strides,
                        DenseIntElementsAttr *padding,
                        DenseI64ArrayAttr &lhsDilation,
                        DenseI64ArrayAttr &rhsDilation,
                        DenseBoolArrayAttr &reversal) {
  llvm::StringSet<> seen;
  auto parseEntry = [&](StringRef key, SMLoc keyLoc) -> ParseResult {
    if (!llvm::is_contained(kWindowKeys, key))
      return parser.emitError(keyLoc, "unknown window entry '") << key << "'";
    if (!seen.insert(key).second)
      return parser.emitError(keyLoc, "duplicate window entry '") << key << "'";
    if (key == "pad" && !padding)
      return parser.emitError(keyLoc, "this op takes its padding as an "
                                      "operand, not as window 'pad'");
    if (parser.parseEqual())
      return failure();
    if (key == "stride")
      return parseDenseI64Array(parser, strides);
    if (key == "pad")
      return parsePadding(parser, *padding);
    if (key == "lhs_dilate")
      return parseDenseI64Array(parser, lhsDilation);
    if (key == "rhs_dilate")
      return parseDenseI64Array(parser, rhsDilation);
    return parseBoolList(parser, reversal);
  };

  SMLoc keyLoc = parser.getCurrentLocation();
  StringRef key;
  if (failed(parser.parseOptionalKeyword(&key)))
    return success(); // `window = {}`
  while (true) {
    if (parseEntry(key, keyLoc))
      return failure();
    if (failed(parser.parseOptionalComma()))
      return success();
    keyLoc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key))
      return failure();
  }
}

} // namespace

void printWindowAttributes(OpAsmPrinter &p, Operation *,
                           DenseI64ArrayAttr strides,
                           DenseIntElementsAttr padding,
                           DenseI64ArrayAttr lhsDilation,
                           DenseI64ArrayAttr rhsDilation,
                           DenseBoolArrayAttr reversal) {
  printWindow(p, strides, padding, lhsDilation, rhsDilation, reversal);
}

ParseResult parseWindowAttributes(OpAsmParser &parser,
                                  DenseI64ArrayAttr &strides,
                                  DenseIntElementsAttr &padding,
                                  DenseI64ArrayAttr &lhsDilation,
                                  DenseI64ArrayAttr &rhsDilation,
                                  DenseBoolArrayAttr &reversal) {
  return parseWindow(parser, strides, &padding, lhsDilation, rhsDilation,
                     reversal);
}

void printWindowAttributes(OpAsmPrinter &p, Operation *,
                           DenseI64ArrayAttr strides,
                           DenseI64ArrayAttr lhsDilation,
                           DenseI64ArrayAttr rhsDilation,
                           DenseBoolArrayAttr reversal) {
  printWindow(p, strides, /*padding=*/{}, lhsDilation, rhsDilation, reversal);
}

ParseResult parseWindowAttributes(OpAsmParser &parser,
                                  DenseI64ArrayAttr &strides,
                                  DenseI64ArrayAttr &lhsDilation,
                                  DenseI64ArrayAttr &rhsDilation,
                                  DenseBoolArrayAttr &reversal) {
  return parseWindow(parser, strides, /*padding=*/nullptr, lhsDilation,
                     rhsDilation, reversal);
}

} // namespace hlokit::stablehlo
