//===- VhloToVersion.cpp - vhlo ops of one StableHLO version --------------===//
//
// Walks each op along the version steps of VhloOpTable.cpp: up while the
// target has the newer op (the added attributes take their defaults), down
// while it does not (the added attributes must hold their defaults, an op
// that became variadic must have one operand and one result, and one that
// gained regions must have none; dynamic_conv has its own step). Every op
// then has to exist at the target, with no enum value newer than it.
//
//===----------------------------------------------------------------------===//

#include "VhloConversion.h"
#include "VhloOpTable.h"

#include "hlokit/Dialect/VHLO/Serialization.h"
#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/Builders.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace {

/// Recreates `op` under `name` with `attrs`, keeping everything else.
Operation *rename(Operation *op, StringRef name, const NamedAttrList &attrs) {
  OperationState state(op->getLoc(), name);
  state.addAttributes(attrs);
  state.addTypes(op->getResultTypes());
  return replaceOpWith(op, state);
}

/// dynamic_conv_v2 (0.20.0) dropped dynamic_conv_v1's `padding` attribute,
/// which the padding operand made redundant: going up it must be all zeros
/// (what writers put there), going down it is written as zeros over the
/// spatial dimensions.
constexpr StringLiteral kDynamicConvV2Version = "0.20.0";

FailureOr<Operation *> upgradeDynamicConv(Operation *op) {
  NamedAttrList attrs = getAllAttrs(op);
  auto padding = dyn_cast_or_null<DenseIntElementsAttr>(
      convertAttrFromVhlo(attrs.erase("padding")));
  if (!padding || !isAllZeros(padding))
    return op->emitError() << "'vhlo.dynamic_conv_v1' with a 'padding' "
                              "attribute other than zeros has no "
                              "dynamic_conv_v2 form";
  return rename(op, "vhlo.dynamic_conv_v2", attrs);
}

FailureOr<Operation *> downgradeDynamicConv(Operation *op) {
  NamedAttrList attrs = getAllAttrs(op);
  std::optional<SmallVector<int64_t>> spatial =
      getI64Tensor(attrs.get("input_spatial_dimensions"));
  if (!spatial)
    return op->emitError() << "expected an i64 tensor for "
                              "'input_spatial_dimensions'";
  attrs.set("padding", convertAttrToVhlo(
                           makeZeroPadding(op->getContext(), spatial->size())));

  return rename(op, "vhlo.dynamic_conv_v1", attrs);
}

/// One step up or down; nullopt when `op` takes no step towards `target`.
FailureOr<Operation *> step(Operation *op, const Version &target) {
  StringRef name = op->getName().getStringRef();
  Version dynamicConvV2 = *Version::parse(kDynamicConvV2Version);
  if (name == "vhlo.dynamic_conv_v1" && dynamicConvV2 <= target)
    return upgradeDynamicConv(op);
  if (name == "vhlo.dynamic_conv_v2" && target < dynamicConvV2)
    return downgradeDynamicConv(op);
  for (const OpChange &change : getOpChanges()) {
    Version since = *Version::parse(change.version);
    if (change.from == name && since <= target) {
      NamedAttrList attrs = getAllAttrs(op);
      for (StringRef attr : change.addedAttrs)
        attrs.set(attr, getDefaultAttr(change.to, attr, op->getContext()));
      return rename(op, change.to, attrs);
    }
    if (change.to == name && target < since) {
      if (change.variadic &&
          (op->getNumOperands() != 1 || op->getNumResults() != 1))
        return op->emitError()
               << "'" << name << "' with " << op->getNumOperands()
               << " operands and " << op->getNumResults()
               << " results needs StableHLO " << change.version
               << " or later; the target is " << target.str();
      if (change.regions && op->getNumRegions() != 0)
        return op->emitError()
               << "'" << name << "' with regions needs StableHLO "
               << change.version << " or later; the target is " << target.str();
      NamedAttrList attrs = getAllAttrs(op);
      for (StringRef attr : change.addedAttrs) {
        if (attrs.get(attr) != getDefaultAttr(name, attr, op->getContext()))
          return op->emitError()
                 << "'" << name << "' with a non-default '" << attr
                 << "' needs StableHLO " << change.version
                 << " or later; the target is " << target.str();
        attrs.erase(attr);
      }
      return rename(op, change.from, attrs);
    }
  }
  return op;
}

LogicalResult checkInRange(Operation *op, const Version &target) {
  auto versioned = dyn_cast<VersionedOpInterface>(op);
  if (!versioned || isInVersionRange(target, versioned.getMinVersion(),
                                     versioned.getMaxVersion()))
    return success();
  return op->emitError() << "'" << op->getName() << "' is not in StableHLO "
                         << target.str() << " (it exists from "
                         << versioned.getMinVersion() << " to "
                         << versioned.getMaxVersion() << ")";
}

/// The first enum value in `attr` (or the attributes it holds) that is newer
/// than `target`.
const EnumChange *findNewerEnum(Attribute attr, const Version &target) {
  auto vhlo = dyn_cast<VhloAttr>(attr);
  if (!vhlo)
    return nullptr;
  for (const EnumChange &change : getEnumChanges())
    if (vhlo.getKind() == change.kind && vhlo.getInts().size() == 1 &&
        vhlo.getInts()[0] == change.value &&
        target < *Version::parse(change.version))
      return &change;
  for (Attribute element : vhlo.getAttrs())
    if (const EnumChange *change = findNewerEnum(element, target))
      return change;
  return nullptr;
}

/// Enum values newer than the target, on any attribute of `op` (upstream
/// checks discardable attributes too).
LogicalResult checkEnumValues(Operation *op, const Version &target) {
  for (NamedAttribute attr : getAllAttrs(op)) {
    const EnumChange *change = findNewerEnum(attr.getValue(), target);
    if (!change)
      continue;
    return op->emitError() << "'" << op->getName() << "' with "
                           << attr.getName().getValue() << " "
                           << getEnumNames(change->kind)[change->value]
                           << " needs StableHLO " << change->version
                           << " or later; the target is " << target.str();
  }
  return success();
}

/// Constraints that changed within one op version: custom_call_v1 accepts a
/// dictionary backend_config from 1.3.0 on.
LogicalResult checkVersionedConstraints(Operation *op, const Version &target) {
  if (failed(checkEnumValues(op, target)))
    return failure();
  if (op->getName().getStringRef() != "vhlo.custom_call_v1")
    return success();
  auto config =
      dyn_cast_or_null<VhloAttr>(getAllAttrs(op).get("backend_config"));
  Version since = *Version::parse("1.3.0");
  if (!config || config.getKind() != AttrKind::Dictionary || !(target < since))
    return success();
  return op->emitError() << "'vhlo.custom_call_v1' with a dictionary "
                            "backend_config needs StableHLO 1.3.0 or later; "
                            "the target is "
                         << target.str();
}

} // namespace

LogicalResult convertToVersion(ModuleOp module, const Version &target) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isa<VersionedOpInterface>(op))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    while (true) {
      FailureOr<Operation *> next = step(op, target);
      if (failed(next))
        return failure();
      if (*next == op)
        break;
      op = *next;
    }
    if (failed(checkInRange(op, target)) ||
        failed(checkVersionedConstraints(op, target)))
      return failure();
  }
  return success();
}

} // namespace hlokit::vhlo
