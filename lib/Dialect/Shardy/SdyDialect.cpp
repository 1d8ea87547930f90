//===- SdyDialect.cpp - the sdy dialect and its attributes ----------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/Shardy/SdyShardingRule.h"

#include "SdyRuleSyntax.h"

#include "hlokit/Dialect/Shardy/SdyBytecode.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

#include <numeric>

using namespace mlir;
using namespace hlokit::sdy;

namespace hlokit::sdy {
// Custom directives of TensorShardingAttr's format.
static ParseResult parseMeshOrRef(AsmParser &parser, Attribute &meshOrRef);
static void printMeshOrRef(AsmPrinter &printer, Attribute meshOrRef);
static ParseResult parseReplicatedAndUnreduced(
    AsmParser &parser, SmallVector<AxisRefAttr> &replicated,
    SmallVector<AxisRefAttr> &unreduced, ReductionOp &reduction);
static void printReplicatedAndUnreduced(AsmPrinter &printer,
                                        ArrayRef<AxisRefAttr> replicated,
                                        ArrayRef<AxisRefAttr> unreduced,
                                        ReductionOp reduction);
} // namespace hlokit::sdy

#include "hlokit/Dialect/Shardy/SdyDialect.cpp.inc"
#include "hlokit/Dialect/Shardy/SdyEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "hlokit/Dialect/Shardy/SdyAttrs.cpp.inc"

namespace hlokit::sdy {

void SdyDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "hlokit/Dialect/Shardy/SdyAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "hlokit/Dialect/Shardy/SdyOps.cpp.inc"
      >();
  addInterfaces<SdyBytecodeInterface>();
}

//===----------------------------------------------------------------------===//
// Meshes
//===----------------------------------------------------------------------===//

LogicalResult MeshAxisAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef name, int64_t size) {
  if (size < 1)
    return emitError() << "axis size must be at least 1, got: " << size;
  return success();
}

static int64_t totalSize(ArrayRef<MeshAxisAttr> axes) {
  int64_t product = 1;
  for (MeshAxisAttr axis : axes)
    product *= axis.getSize();
  return product;
}

bool MeshAttr::isIotaOrder(ArrayRef<MeshAxisAttr> axes,
                           ArrayRef<int64_t> deviceIds) {
  if (axes.empty() || deviceIds.empty())
    return false;
  for (auto [index, id] : llvm::enumerate(deviceIds))
    if (id != static_cast<int64_t>(index))
      return false;
  return static_cast<int64_t>(deviceIds.size()) == totalSize(axes);
}

std::optional<int64_t> MeshAttr::getAxisSize(StringRef name) const {
  for (MeshAxisAttr axis : getAxes())
    if (axis.getName() == name)
      return axis.getSize();
  return std::nullopt;
}

int64_t MeshAttr::getNumDevices() const { return totalSize(getAxes()); }

int64_t MeshAttr::getAxisIndex(StringRef name) const {
  return llvm::find_if(
             getAxes(),
             [&](MeshAxisAttr axis) { return axis.getName() == name; }) -
         getAxes().begin();
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<MeshAxisAttr> axes,
                               ArrayRef<int64_t> deviceIds) {
  for (int64_t id : deviceIds)
    if (id < 0)
      return emitError() << "device id must be non-negative, got: " << id;
  if (axes.empty()) {
    // No axes: the empty mesh, or a maximal mesh naming its single device.
    if (deviceIds.size() > 1)
      return emitError()
             << "axes is empty and device_ids has more than one element";
    return success();
  }
  llvm::StringSet<> names;
  for (MeshAxisAttr axis : axes)
    if (!names.insert(axis.getName()).second)
      return emitError() << "duplicate axis name: \"" << axis.getName() << "\"";
  if (deviceIds.empty())
    return success();
  int64_t product = totalSize(axes);
  if (product != static_cast<int64_t>(deviceIds.size()))
    return emitError() << "total product of axis sizes must match total "
                          "number of device ids, got: "
                       << product << " != " << deviceIds.size();
  SmallVector<int64_t> sorted(deviceIds);
  llvm::sort(sorted);
  for (auto [index, id] : llvm::enumerate(sorted))
    if (id != static_cast<int64_t>(index)) {
      InFlightDiagnostic diag = emitError();
      diag << "sorted device ids must be iota(product(axes)), got: ";
      llvm::interleaveComma(sorted, diag);
      return diag;
    }
  return success();
}

//===----------------------------------------------------------------------===//
// Axis references and dimension shardings
//===----------------------------------------------------------------------===//

std::string AxisRefAttr::toString() const {
  std::string result = ("\"" + getName() + "\"").str();
  if (SubAxisInfoAttr sub = getSubAxisInfo())
    result += ":(" + std::to_string(sub.getPreSize()) + ")" +
              std::to_string(sub.getSize());
  return result;
}

/// Parses the `p<N>` after a dimension sharding's `}`; Shardy writes the
/// priority as one keyword, so it is split here.
static ParseResult parsePriority(AsmParser &parser,
                                 std::optional<int64_t> &priority) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return success();
  StringRef digits = keyword.drop_front();
  if (!keyword.starts_with("p") || digits.empty() ||
      !llvm::all_of(digits, [](char c) { return llvm::isDigit(c); }))
    return parser.emitError(loc,
                            "expecting priority in format 'p<number>', got: ")
           << keyword;
  if (digits.size() > 1 && digits.starts_with("0"))
    return parser.emitError(
               loc, "priorities with leading zeros are not allowed, got: ")
           << keyword;
  int64_t value;
  if (digits.getAsInteger(10, value))
    return parser.emitError(loc, "expecting integer priority, got: ")
           << keyword;
  priority = value;
  return success();
}

// `{` (axis-ref (`,` axis-ref)* (`,` `?`)? | `?`)? `}` priority?
Attribute DimensionShardingAttr::parse(AsmParser &parser, Type) {
  SmallVector<AxisRefAttr> axes;
  bool isClosed = true;
  if (parser.parseLBrace())
    return {};
  while (failed(parser.parseOptionalRBrace())) {
    if (!axes.empty() && parser.parseComma())
      return {};
    if (succeeded(parser.parseOptionalQuestion())) {
      isClosed = false;
      if (parser.parseRBrace())
        return {};
      break;
    }
    FailureOr<AxisRefAttr> axis = FieldParser<AxisRefAttr>::parse(parser);
    if (failed(axis))
      return {};
    axes.push_back(*axis);
  }
  std::optional<int64_t> priority;
  if (parsePriority(parser, priority))
    return {};
  return DimensionShardingAttr::get(parser.getContext(), axes, isClosed,
                                    priority);
}

void DimensionShardingAttr::print(AsmPrinter &printer) const {
  printer << "{";
  printer.printStrippedAttrOrType(getAxes());
  if (!getIsClosed())
    printer << (getAxes().empty() ? "?" : ", ?");
  printer << "}";
  if (getPriority())
    printer << "p" << *getPriority();
}

//===----------------------------------------------------------------------===//
// Tensor shardings
//===----------------------------------------------------------------------===//

StringAttr TensorShardingAttr::getMeshSymName() const {
  if (auto ref = dyn_cast<FlatSymbolRefAttr>(getMeshOrRef()))
    return ref.getAttr();
  return {};
}

// `@name` or `mesh<...>`.
static ParseResult parseMeshOrRef(AsmParser &parser, Attribute &meshOrRef) {
  if (succeeded(parser.parseOptionalKeyword(MeshAttr::getMnemonic()))) {
    FailureOr<MeshAttr> mesh = FieldParser<MeshAttr>::parse(parser);
    if (failed(mesh))
      return failure();
    meshOrRef = *mesh;
    return success();
  }
  StringAttr name;
  if (failed(parser.parseOptionalSymbolName(name)))
    return parser.emitError(parser.getCurrentLocation(),
                            "expecting a mesh symbol `@name` or `mesh<...>`");
  meshOrRef = FlatSymbolRefAttr::get(name);
  return success();
}

static void printMeshOrRef(AsmPrinter &printer, Attribute meshOrRef) {
  if (auto mesh = dyn_cast<MeshAttr>(meshOrRef)) {
    printer << MeshAttr::getMnemonic();
    printer.printStrippedAttrOrType(mesh);
    return;
  }
  printer << meshOrRef;
}

/// Parses `{axis-ref, ...}`.
static ParseResult parseAxisList(AsmParser &parser,
                                 SmallVector<AxisRefAttr> &axes) {
  if (parser.parseLBrace())
    return failure();
  if (succeeded(parser.parseOptionalRBrace()))
    return success();
  FailureOr<SmallVector<AxisRefAttr>> parsed =
      FieldParser<SmallVector<AxisRefAttr>>::parse(parser);
  if (failed(parsed))
    return parser.emitError(parser.getCurrentLocation(),
                            "failed to parse axis list which is expected to "
                            "be an `ArrayRef<AxisRefAttr>`");
  if (parser.parseRBrace())
    return failure();
  axes = std::move(*parsed);
  return success();
}

/// Parses `=` (`sum` | `max` | `min`)? `{...}`; like Shardy, the `=` may be
/// left out, and then so is the reduction.
static ParseResult parseUnreducedAxes(AsmParser &parser,
                                      SmallVector<AxisRefAttr> &axes,
                                      ReductionOp &reduction) {
  if (succeeded(parser.parseOptionalEqual()))
    for (ReductionOp candidate :
         {ReductionOp::SUM, ReductionOp::MAX, ReductionOp::MIN})
      if (succeeded(
              parser.parseOptionalKeyword(stringifyReductionOp(candidate)))) {
        reduction = candidate;
        break;
      }
  return parseAxisList(parser, axes);
}

// (`,` `replicated` `=` `{...}`)? and (`,` `unreduced` `=` reduction? `{...}`)?
// in either order, each once, as Shardy reads them (with its messages); they
// print replicated first.
static ParseResult parseReplicatedAndUnreduced(
    AsmParser &parser, SmallVector<AxisRefAttr> &replicated,
    SmallVector<AxisRefAttr> &unreduced, ReductionOp &reduction) {
  reduction = ReductionOp::SUM;
  bool seenReplicated = false, seenUnreduced = false;
  while (succeeded(parser.parseOptionalComma())) {
    if (!seenReplicated &&
        succeeded(parser.parseOptionalKeyword("replicated"))) {
      seenReplicated = true;
      if (parser.parseEqual() || parseAxisList(parser, replicated))
        return parser.emitError(
            parser.getCurrentLocation(),
            "failed to parse Sdy_TensorSharding parameter 'replicated_axes'");
    } else if (!seenUnreduced &&
               succeeded(parser.parseOptionalKeyword("unreduced"))) {
      seenUnreduced = true;
      if (parseUnreducedAxes(parser, unreduced, reduction))
        return parser.emitError(
            parser.getCurrentLocation(),
            "failed to parse Sdy_TensorSharding parameter 'unreduced_axes'");
    } else {
      return parser.emitError(parser.getCurrentLocation(),
                              "failed to parse Sdy_TensorSharding, expected "
                              "valid named axis list after comma");
    }
  }
  return success();
}

/// Prints `, keyword=` then `reduction` (unless it is the default, sum) and
/// `{axes}`; nothing for no axes.
static void printNamedAxisList(AsmPrinter &printer, StringRef keyword,
                               ArrayRef<AxisRefAttr> axes,
                               ReductionOp reduction = ReductionOp::SUM) {
  if (axes.empty())
    return;
  printer << ", " << keyword << "=";
  if (reduction != ReductionOp::SUM)
    printer << stringifyReductionOp(reduction);
  printer << "{";
  printer.printStrippedAttrOrType(axes);
  printer << "}";
}

static void printReplicatedAndUnreduced(AsmPrinter &printer,
                                        ArrayRef<AxisRefAttr> replicated,
                                        ArrayRef<AxisRefAttr> unreduced,
                                        ReductionOp reduction) {
  printNamedAxisList(printer, "replicated", replicated);
  printNamedAxisList(printer, "unreduced", unreduced, reduction);
}

//===----------------------------------------------------------------------===//
// `sdy.sharding` on func arguments, results and ops
//===----------------------------------------------------------------------===//

/// Verifies a `sdy.sharding` on argument or result `index` of `funcOp`.
static LogicalResult verifyFuncSharding(func::FuncOp funcOp,
                                        NamedAttribute attr, Type type,
                                        unsigned index, StringRef kind) {
  if (attr.getName() != kShardingAttr)
    return success();
  auto emitError = [&](StringRef msg) {
    return funcOp->emitOpError(kind) << " " << index << " - " << msg;
  };
  auto sharding = dyn_cast<TensorShardingAttr>(attr.getValue());
  if (!sharding)
    return emitError("should have a sharding attribute of type "
                     "TensorShardingAttr");
  return verifyTensorSharding(sharding, type, getMesh(sharding, funcOp),
                              emitError);
}

LogicalResult SdyDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  if (auto funcOp = dyn_cast<func::FuncOp>(op))
    return verifyFuncSharding(funcOp, attr, funcOp.getArgumentTypes()[argIndex],
                              argIndex, "arg");
  return success();
}

LogicalResult SdyDialect::verifyRegionResultAttribute(Operation *op, unsigned,
                                                      unsigned resultIndex,
                                                      NamedAttribute attr) {
  if (auto funcOp = dyn_cast<func::FuncOp>(op))
    return verifyFuncSharding(funcOp, attr,
                              funcOp.getResultTypes()[resultIndex], resultIndex,
                              "result");
  return success();
}

// On an op, `sdy.sharding` holds one sharding per result; the sharding rule
// and the propagation edge attributes are checked in their own files.
LogicalResult SdyDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  // In a portable artifact, a vhlo op carries the sdy attributes of the op
  // it stands for, over vhlo types; they are verified on that op once it is
  // read back.
  if (op->getName().getDialectNamespace() == "vhlo")
    return success();
  if (attr.getName() == kShardingRuleAttr)
    return verifyShardingRuleAttr(op, attr.getValue());
  if (attr.getName() == kShardingAttr) {
    auto perValue = dyn_cast<TensorShardingPerValueAttr>(attr.getValue());
    if (!perValue)
      return op->emitOpError("should have a sharding attribute of type "
                             "TensorShardingPerValueAttr");
    return verifyShardingPerValue(op, perValue, op->getResultTypes(), "result");
  }
  return verifyPropagationEdgesAttr(op, attr);
}

} // namespace hlokit::sdy
