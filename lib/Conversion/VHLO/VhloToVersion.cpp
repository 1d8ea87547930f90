//===- VhloToVersion.cpp - vhlo ops of one StableHLO version --------------===//
//
// Walks each op along the version steps of VhloOpTable.cpp: up while the
// target has the newer op (the added attributes take their defaults), down
// while it does not (the added attributes must hold their defaults, an op
// that became variadic must have one operand and one result, and one that
// gained regions must have none; dynamic_conv has its own step). Mesh-axes
// replica groups become dense groups before 1.16.0. Every op then has to
// exist at the target, with no enum value newer than it.
//
//===----------------------------------------------------------------------===//

#include "VhloConversion.h"
#include "VhloOpTable.h"

#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/Dialect/StableHLO/MeshAxes.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/Builders.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace {

/// Recreates `op` under `name` with `attrs`, keeping everything else, the
/// order of uses included.
Operation *rename(Operation *op, StringRef name, const NamedAttrList &attrs) {
  OperationState state(op->getLoc(), name);
  state.addAttributes(attrs);
  state.addTypes(op->getResultTypes());
  return replaceOpKeepingUseOrder(op, state);
}

/// "'<op>' with <what> needs StableHLO <since> or later; the target is
/// <target>", the error of every feature a target lacks.
LogicalResult emitNeedsVersion(Operation *op, const Twine &what,
                               StringRef since, const Version &target) {
  return emitIllegal(op) << "'" << op->getName() << "' with " << what
                         << " needs StableHLO " << since
                         << " or later; the target is " << target.str();
}

/// emitNeedsVersion when `target` is older than `since` and `holds`.
LogicalResult requireVersion(Operation *op, const Version &target,
                             StringRef since, bool holds, const Twine &what) {
  if (!holds || !(target < *Version::parse(since)))
    return success();
  return emitNeedsVersion(op, what, since, target);
}

/// dynamic_conv_v2 dropped dynamic_conv_v1's `padding` attribute, which the
/// padding operand made redundant: going up it must be all zeros (what
/// writers put there), going down it is written as zeros over the spatial
/// dimensions.
FailureOr<Operation *> upgradeDynamicConv(Operation *op) {
  NamedAttrList attrs = getAllAttrs(op);
  auto padding = dyn_cast_or_null<DenseIntElementsAttr>(
      convertAttrFromVhlo(attrs.erase("padding")));
  if (!padding || !isAllZeros(padding))
    return emitIllegal(op) << "'" << op->getName()
                           << "' with a 'padding' attribute other than zeros "
                              "has no dynamic_conv_v2 form";
  return rename(op, DynamicConvOpV2::getOperationName(), attrs);
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

  return rename(op, DynamicConvOpV1::getOperationName(), attrs);
}

/// One step up or down; nullopt when `op` takes no step towards `target`.
FailureOr<Operation *> step(Operation *op, const Version &target) {
  Version dynamicConvV2 = *Version::parse(DynamicConvOpV2::getMinVersion());
  if (isa<DynamicConvOpV1>(op) && dynamicConvV2 <= target)
    return upgradeDynamicConv(op);
  if (isa<DynamicConvOpV2>(op) && target < dynamicConvV2)
    return downgradeDynamicConv(op);
  for (const OpChange &change : getOpChanges()) {
    Version since = *Version::parse(change.version);
    if (change.from.isClassOf(op) && since <= target) {
      NamedAttrList attrs = getAllAttrs(op);
      for (StringRef attr : change.addedAttrs)
        attrs.set(attr,
                  getDefaultAttr(change.to.id, attr, attrs, op->getContext()));
      return rename(op, change.to.name, attrs);
    }
    if (change.to.isClassOf(op) && target < since) {
      if (change.variadic &&
          (op->getNumOperands() != 1 || op->getNumResults() != 1))
        return emitNeedsVersion(op,
                                Twine(op->getNumOperands()) + " operands and " +
                                    Twine(op->getNumResults()) + " results",
                                change.version, target);
      if (change.regions && op->getNumRegions() != 0)
        return emitNeedsVersion(op, "regions", change.version, target);
      NamedAttrList attrs = getAllAttrs(op);
      for (StringRef attr : change.addedAttrs) {
        if (attrs.get(attr) !=
            getDefaultAttr(change.to.id, attr, attrs, op->getContext()))
          return emitNeedsVersion(op, "a non-default '" + attr + "'",
                                  change.version, target);
        attrs.erase(attr);
      }
      return rename(op, change.from.name, attrs);
    }
  }
  return op;
}

LogicalResult checkInRange(Operation *op, const Version &target) {
  auto versioned = dyn_cast<VersionedOpInterface>(op);
  if (!versioned || isInVersionRange(target, versioned.getMinVersion(),
                                     versioned.getMaxVersion()))
    return success();
  return emitIllegal(op) << "'" << op->getName() << "' is not in StableHLO "
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
    return emitNeedsVersion(op,
                            attr.getName().getValue() + " " +
                                getEnumNames(change->kind)[change->value],
                            change->version, target);
  }
  return success();
}

/// The element type of a vhlo tensor type, or null.
Type getElementType(Type type) {
  auto vhlo = dyn_cast<VhloType>(type);
  if (!vhlo || (vhlo.getKind() != TypeKind::RankedTensor &&
                vhlo.getKind() != TypeKind::UnrankedTensor))
    return {};
  return vhlo.getTypes()[0];
}

/// The reductions whose results may have wider element types than their
/// operands from 0.17.0 on; upstream pairs operands and results in order.
bool isPromotingOp(Operation *op) {
  return isa<AllReduceOpV1, ReduceOpV1, ReduceScatterOpV1, ReduceWindowOpV1,
             ScatterOpV1, SelectAndScatterOpV1>(op);
}

bool hasPromotedResults(Operation *op) {
  for (auto [operand, result] :
       llvm::zip(op->getOperandTypes(), op->getResultTypes()))
    if (getElementType(operand) != getElementType(result))
      return true;
  return false;
}

/// True when `attr` is `#vhlo.type_v1` of an f8E4M3FN type.
bool isF8E4M3FNType(Attribute attr) {
  VhloAttr type = dynCastAttr(attr, AttrKind::Type);
  return type && dynCastType(type.getTypes()[0], TypeKind::F8E4M3FN);
}

/// Constraints that changed within one op version (upstream's
/// validateConstraint): promoted reductions (0.17.0); custom_call_v1's
/// dictionary backend_config and typed-FFI api_version (1.3.0); dot
/// algorithms on f8E4M3FN (1.21.0); and enum values newer than the target.
LogicalResult checkVersionedConstraints(Operation *op, const Version &target) {
  if (failed(checkEnumValues(op, target)))
    return failure();
  NamedAttrList attrs = getAllAttrs(op);
  if (isPromotingOp(op))
    return requireVersion(op, target, "0.17.0", hasPromotedResults(op),
                          "result element types other than its operands'");
  if (isa<CustomCallOpV1>(op)) {
    // An empty dictionary is what a typed-FFI call without one gets: the
    // api_version is the feature to name then.
    VhloAttr config =
        dynCastAttr(attrs.get("backend_config"), AttrKind::Dictionary);
    if (failed(requireVersion(op, target, "1.3.0",
                              config && !config.getAttrs().empty(),
                              "a dictionary backend_config")))
      return failure();
    VhloAttr api =
        dynCastAttr(attrs.get("api_version"), AttrKind::CustomCallApiVersion);
    // API_VERSION_TYPED_FFI.
    return requireVersion(op, target, "1.3.0", api && api.getInts()[0] == 4,
                          "api_version API_VERSION_TYPED_FFI");
  }
  if (isa<DotGeneralOpV2>(op))
    return requireVersion(op, target, "1.21.0",
                          isF8E4M3FNType(attrs.get("lhs_precision_type")) ||
                              isF8E4M3FNType(attrs.get("rhs_precision_type")),
                          "an f8E4M3FN precision type");
  return success();
}

/// Mesh-axes replica groups arrived in 1.16.0; for older targets they are
/// written as the dense groups they stand for, as upstream's compatibility
/// expander does. Upstream's expander refuses sub-axes, and hlokit does not
/// resolve mesh symbols: both are errors.
LogicalResult downgradeMeshAxes(Operation *op, const Version &target) {
  constexpr StringLiteral kSince = "1.16.0";
  VhloAttr groups = dynCastAttr(op->getAttr("replica_groups"),
                                AttrKind::ReplicaGroupMeshAxes);
  if (!groups || !(target < *Version::parse(kSince)))
    return success();
  auto meshAxes = dyn_cast_or_null<stablehlo::ReplicaGroupMeshAxesAttr>(
      convertAttrFromVhlo(groups));
  if (!meshAxes || !isa<stablehlo::MeshAttr>(meshAxes.getMesh()))
    return emitNeedsVersion(op, "replica_groups on a mesh symbol", kSince,
                            target);
  if (llvm::any_of(meshAxes.getAxes(), [](stablehlo::AxisRefAttr ref) {
        return static_cast<bool>(ref.getSubAxisInfo());
      }))
    return emitNeedsVersion(op, "replica_groups on sub-axes", kSince, target);
  stablehlo::IdTable table = stablehlo::getMeshAxesReplicaGroups(meshAxes);
  auto type = RankedTensorType::get(table.shape,
                                    IntegerType::get(op->getContext(), 64));
  op->setAttr("replica_groups", convertAttrToVhlo(DenseIntElementsAttr::get(
                                    type, ArrayRef(table.values))));
  return success();
}

} // namespace

LogicalResult convertToVersion(ModuleOp module, const Version &target) {
  // In the order upstream's conversion visits them, which the use-list
  // orders show.
  SmallVector<Operation *> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<VersionedOpInterface>(op))
      ops.push_back(op);
  });
  SmallVector<Operation *> replacements;
  for (Operation *op : ops) {
    Operation *original = op;
    while (true) {
      FailureOr<Operation *> next = step(op, target);
      if (failed(next))
        return failure();
      if (*next == op)
        break;
      op = *next;
    }
    if (failed(downgradeMeshAxes(op, target)) ||
        failed(checkInRange(op, target)) ||
        failed(checkVersionedConstraints(op, target)))
      return failure();
    if (op != original)
      replacements.push_back(op);
  }
  orderUsesAsReplaced(replacements);
  return success();
}

LogicalResult convertToTargetVersion(ModuleOp module, const Version &target) {
  if (succeeded(convertToVersion(module, target)))
    return success();
  return module.emitError() << "failed to convert VHLO to v" << target.str();
}

} // namespace hlokit::vhlo
