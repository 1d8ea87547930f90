//===- SdyOps.cpp - the sdy dialect's ops ---------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;

namespace hlokit::sdy {

// `[<@mesh, [...]>, ...]`: the shardings without `#sdy.sharding_per_value`.
static ParseResult parseStrippedShardings(OpAsmParser &parser,
                                          TensorShardingPerValueAttr &result) {
  SmallVector<TensorShardingAttr> shardings;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        FailureOr<TensorShardingAttr> sharding =
            FieldParser<TensorShardingAttr>::parse(parser);
        if (failed(sharding))
          return failure();
        shardings.push_back(*sharding);
        return success();
      }))
    return failure();
  result = TensorShardingPerValueAttr::get(parser.getContext(), shardings);
  return success();
}

static void printStrippedShardings(OpAsmPrinter &printer, Operation *,
                                   TensorShardingPerValueAttr shardings) {
  printer << "[";
  printer.printStrippedAttrOrType(shardings.getShardings());
  printer << "]";
}

// `(%arg1: type, ...) { ... }`: the block's arguments before the region, so
// the block needs no label.
static ParseResult parseRegionWithArguments(OpAsmParser &parser,
                                            Region &region) {
  SmallVector<OpAsmParser::Argument> arguments;
  if (parser.parseArgumentList(arguments, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true, /*allowAttrs=*/true))
    return failure();
  return parser.parseRegion(region, arguments);
}

static void printRegionWithArguments(OpAsmPrinter &printer, Operation *,
                                     Region &region) {
  printer << "(";
  llvm::interleaveComma(
      region.getArguments(), printer,
      [&](BlockArgument argument) { printer.printRegionArgument(argument); });
  printer << ") ";
  printer.printRegion(region, /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
}

} // namespace hlokit::sdy

#define GET_OP_CLASSES
#include "hlokit/Dialect/Shardy/SdyOps.cpp.inc"

namespace hlokit::sdy {

/// The input's sharding must fit the input's type and the mesh it names.
static LogicalResult verifyInputSharding(Operation *op,
                                         TensorShardingAttr sharding) {
  auto emitError = [op](StringRef msg) { return op->emitOpError(msg); };
  return failure(
      failed(verifyTensorSharding(sharding, op->getOperand(0).getType(),
                                  getMesh(sharding, op), emitError)) ||
      failed(verifyNoBoundManualAxes(op, sharding, emitError)));
}

LogicalResult ShardingConstraintOp::verify() {
  return verifyInputSharding(*this, getSharding());
}

LogicalResult ReshardOp::verify() {
  return verifyInputSharding(*this, getSharding());
}

//===----------------------------------------------------------------------===//
// ManualComputationOp
//===----------------------------------------------------------------------===//

namespace {

/// The size of `axis` in `mesh`: the sub-axis's or the full axis's.
int64_t axisSize(AxisRefAttr axis, MeshAttr mesh) {
  if (SubAxisInfoAttr sub = axis.getSubAxisInfo())
    return sub.getSize();
  return mesh.getAxisSize(axis.getName()).value_or(1);
}

/// The local type the body sees of value `index` (of `kind` operand or
/// result) of `globalType` with `sharding`: each dimension divided by the size
/// of its manual axes, which must come before its free axes and divide it.
FailureOr<Type> localType(ManualComputationOp op, StringRef kind,
                          unsigned index, Type globalType,
                          TensorShardingAttr sharding, MeshAttr mesh) {
  auto ranked = dyn_cast<RankedTensorType>(globalType);
  if (!ranked)
    return globalType;
  auto isManual = [&](AxisRefAttr axis) {
    return llvm::is_contained(op.getManualAxes(),
                              StringAttr::get(op.getContext(), axis.getName()));
  };
  SmallVector<int64_t> shape(ranked.getShape());
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    int64_t manualSize = 1;
    std::optional<AxisRefAttr> firstFree;
    for (AxisRefAttr axis : dimSharding.getAxes()) {
      if (!isManual(axis)) {
        firstFree = firstFree.value_or(axis);
        continue;
      }
      if (firstFree)
        return op.emitOpError(kind)
               << " sharding at index " << index
               << " must have all manual axes come before free axes in its "
                  "dimension sharding at index "
               << dim << ". Saw manual axis " << axis.toString()
               << " after free axis " << firstFree->toString();
      manualSize *= axisSize(axis, mesh);
    }
    if (ShapedType::isDynamic(shape[dim]))
      continue;
    if (shape[dim] % manualSize != 0)
      return op.emitOpError(kind)
             << " sharding at index " << index << " dimension size "
             << shape[dim] << " is not divisible by the manual axes size "
             << manualSize;
    shape[dim] /= manualSize;
  }
  return Type(ranked.clone(shape));
}

/// Checks the op's operands (or results) against its in (out) shardings and
/// the body's arguments (returned values).
LogicalResult verifyValues(ManualComputationOp op, TypeRange globalTypes,
                           TypeRange localTypes,
                           ArrayRef<TensorShardingAttr> shardings,
                           StringRef kind) {
  if (shardings.size() != globalTypes.size())
    return op.emitOpError(kind)
           << " shardings don't match number of values: " << shardings.size()
           << " shardings vs " << globalTypes.size() << " values";
  if (globalTypes.size() != localTypes.size())
    return op.emitOpError("number of op ")
           << kind << "s and region " << kind << "s must match. Op has "
           << globalTypes.size() << " op " << kind << "s and "
           << localTypes.size() << " region " << kind << "s";
  for (auto [index, sharding] : llvm::enumerate(shardings)) {
    auto emitError = [&, index = index](StringRef msg) {
      return emitValueError(op, kind, index, shardings.size(), msg);
    };
    MeshAttr mesh = getMesh(sharding, op);
    if (failed(verifyTensorSharding(sharding, globalTypes[index], mesh,
                                    emitError)) ||
        failed(verifyNoBoundManualAxes(op, sharding, emitError)))
      return failure();
    FailureOr<Type> expected =
        localType(op, kind, index, globalTypes[index], sharding, mesh);
    if (failed(expected))
      return failure();
    if (*expected != localTypes[index])
      return op.emitOpError(kind)
             << " shape, corresponding sharding, and region " << kind
             << " shape at index " << index
             << " must match. Expected local shape " << *expected
             << ", actual local shape " << localTypes[index];
  }
  return success();
}

/// The mesh all of `op`'s shardings are bound to, ignoring empty meshes; null
/// when they disagree or there is none.
MeshAttr commonMesh(ManualComputationOp op) {
  MeshAttr common;
  auto shardings = llvm::concat<const TensorShardingAttr>(
      op.getInShardings().getShardings(), op.getOutShardings().getShardings());
  for (TensorShardingAttr sharding : shardings) {
    MeshAttr mesh = getMesh(sharding, op);
    if (!mesh || (mesh.getAxes().empty() && mesh.getDeviceIds().empty()))
      continue;
    if (common && common != mesh)
      return {};
    common = mesh;
  }
  return common;
}

/// Checks the manual axes: named once, not already manual in an enclosing
/// manual computation, and (when the shardings agree on a mesh) in it.
LogicalResult verifyManualAxes(ManualComputationOp op) {
  MeshAttr mesh = commonMesh(op);
  if (!mesh && !op.getManualAxes().empty() &&
      !(op.getInShardings().getShardings().empty() &&
        op.getOutShardings().getShardings().empty()))
    return op.emitOpError("all in and out shardings must be bound to the same "
                          "mesh or an empty mesh.");
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr axis : op.getManualAxes()) {
    if (!seen.insert(axis).second)
      return op.emitOpError("duplicate manual axis: \"")
             << axis.getValue() << "\"";
    if (mesh && !mesh.getAxisSize(axis.getValue()))
      return op.emitOpError("unknown manual axis: \"")
             << axis.getValue() << "\"";
    for (auto parent = op->getParentOfType<ManualComputationOp>(); parent;
         parent = parent->getParentOfType<ManualComputationOp>())
      if (llvm::is_contained(parent.getManualAxes(), axis)) {
        InFlightDiagnostic diag =
            op.emitOpError("operates on axis \"")
            << axis.getValue()
            << "\" which is already bound by a parent sdy.manual_computation "
               "op";
        diag.attachNote(parent.getLoc())
            << "parent bounding this axis as manual";
        return diag;
      }
  }
  return success();
}

} // namespace

LogicalResult ManualComputationOp::verify() {
  Block &body = getBody().front();
  return failure(
      failed(verifyValues(*this, getTensors().getTypes(),
                          body.getArgumentTypes(),
                          getInShardings().getShardings(), "operand")) ||
      failed(verifyValues(*this, getResultTypes(),
                          body.getTerminator()->getOperandTypes(),
                          getOutShardings().getShardings(), "result")) ||
      failed(verifyManualAxes(*this)));
}

} // namespace hlokit::sdy
