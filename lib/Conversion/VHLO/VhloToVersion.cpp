//===- VhloToVersion.cpp - vhlo ops of one StableHLO version --------------===//
//
// Walks each op along the version steps of VhloOpTable.cpp: up while the
// target has the newer op (the added attributes take their defaults), down
// while it does not (the added attributes must hold their defaults, an op
// that became variadic must have one operand and one result, and one that
// gained regions must have none; dynamic_conv has its own step). Mesh-axes
// replica groups become dense groups before 1.16.0. Every op then has to
// exist at the target, with no enum value, type or attribute newer than it.
// Errors name the op as it was before its steps, as upstream's dialect
// conversion reports an op whose steps it undid.
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

/// Where an op is going: the target version, and the op's name before its
/// first step, which every error names.
struct Target {
  Version version;
  OperationName original;
};

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
                               StringRef since, const Target &target) {
  return emitIllegal(op, target.original)
         << "'" << op->getName() << "' with " << what << " needs StableHLO "
         << since << " or later; the target is " << target.version.str();
}

/// emitNeedsVersion when `target` is older than `since` and `holds`.
LogicalResult requireVersion(Operation *op, const Target &target,
                             StringRef since, bool holds, const Twine &what) {
  if (!holds || !(target.version < *Version::parse(since)))
    return success();
  return emitNeedsVersion(op, what, since, target);
}

/// dynamic_conv_v2 dropped dynamic_conv_v1's `padding` attribute, which the
/// padding operand made redundant: going up it must be all zeros (what
/// writers put there), going down it is written as zeros over the spatial
/// dimensions.
FailureOr<Operation *> upgradeDynamicConv(Operation *op, const Target &target) {
  NamedAttrList attrs = getAllAttrs(op);
  auto padding = dyn_cast_or_null<DenseIntElementsAttr>(
      convertAttrFromVhlo(attrs.erase("padding")));
  if (!padding || !isAllZeros(padding))
    return emitIllegal(op, target.original)
           << "'" << op->getName()
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
FailureOr<Operation *> step(Operation *op, const Target &target) {
  Version dynamicConvV2 = *Version::parse(DynamicConvOpV2::getMinVersion());
  if (isa<DynamicConvOpV1>(op) && dynamicConvV2 <= target.version)
    return upgradeDynamicConv(op, target);
  if (isa<DynamicConvOpV2>(op) && target.version < dynamicConvV2)
    return downgradeDynamicConv(op);
  for (const OpChange &change : getOpChanges()) {
    Version since = *Version::parse(change.version);
    if (change.from.isClassOf(op) && since <= target.version) {
      NamedAttrList attrs = getAllAttrs(op);
      for (StringRef attr : change.addedAttrs)
        attrs.set(attr,
                  getDefaultAttr(change.to.id, attr, attrs, op->getContext()));
      return rename(op, change.to.name, attrs);
    }
    if (change.to.isClassOf(op) && target.version < since) {
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

LogicalResult checkInRange(Operation *op, const Target &target) {
  auto versioned = dyn_cast<VersionedOpInterface>(op);
  if (!versioned || isInVersionRange(target.version, versioned.getMinVersion(),
                                     versioned.getMaxVersion()))
    return success();
  return emitIllegal(op, target.original)
         << "'" << op->getName() << "' is not in StableHLO "
         << target.version.str() << " (it exists from "
         << versioned.getMinVersion() << " to " << versioned.getMaxVersion()
         << ")";
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
LogicalResult checkEnumValues(Operation *op, const Target &target) {
  for (NamedAttribute attr : getAllAttrs(op)) {
    const EnumChange *change = findNewerEnum(attr.getValue(), target.version);
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
/// dictionary backend_config and typed-FFI api_version (1.3.0) and future
/// operands (1.17.0); dot algorithms on f8E4M3FN (1.21.0); and enum values
/// newer than the target.
LogicalResult checkVersionedConstraints(Operation *op, const Target &target) {
  if (failed(checkEnumValues(op, target)))
    return failure();
  NamedAttrList attrs = getAllAttrs(op);
  if (isPromotingOp(op))
    return requireVersion(op, target, "0.17.0", hasPromotedResults(op),
                          "result element types other than its operands'");
  if (isa<CustomCallOpV1>(op)) {
    if (failed(requireVersion(op, target, "1.17.0",
                              llvm::any_of(op->getOperandTypes(),
                                           [](Type type) {
                                             return dynCastType(
                                                 type, TypeKind::Future);
                                           }),
                              "a future operand")))
      return failure();
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

/// A type or attribute kind newer than the target: what to call it, and the
/// version it arrived in.
struct NewerKind {
  std::string what;
  StringRef since;
};

/// A type or attribute as the user wrote it: its builtin or stablehlo form
/// (`convert` makes it), when it has one, else the vhlo `value`. Errors of
/// the conversion are not the user's: they are dropped.
template <typename T> std::string describe(T value, T (*convert)(T)) {
  T builtin;
  {
    ScopedDiagnosticHandler quiet(value.getContext(),
                                  [](Diagnostic &) { return success(); });
    builtin = convert(value);
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << (builtin ? builtin : value);
  return text;
}

std::optional<NewerKind> findNewerKind(Attribute attr, const Version &target);

/// The first kind in `types` or `attrs` newer than `target`.
std::optional<NewerKind> findNewerKind(ArrayRef<Type> types,
                                       ArrayRef<Attribute> attrs,
                                       const Version &target);

/// The first kind in `type` (itself or the types and attributes it holds)
/// newer than `target`; types of other dialects are not versioned.
std::optional<NewerKind> findNewerKind(Type type, const Version &target) {
  auto vhlo = dyn_cast<VhloType>(type);
  if (!vhlo)
    return std::nullopt;
  StringRef since = getFirstVersion(vhlo.getKind());
  if (target < *Version::parse(since))
    return NewerKind{"type '" + describe(type, convertTypeFromVhlo) + "'",
                     since};
  return findNewerKind(vhlo.getTypes(), vhlo.getAttrs(), target);
}

std::optional<NewerKind> findNewerKind(Attribute attr, const Version &target) {
  auto vhlo = dyn_cast<VhloAttr>(attr);
  if (!vhlo)
    return std::nullopt;
  StringRef since = getFirstVersion(vhlo.getKind());
  if (target < *Version::parse(since))
    return NewerKind{"attribute '" + describe(attr, convertAttrFromVhlo) + "'",
                     since};
  return findNewerKind(vhlo.getTypes(), vhlo.getAttrs(), target);
}

std::optional<NewerKind> findNewerKind(ArrayRef<Type> types,
                                       ArrayRef<Attribute> attrs,
                                       const Version &target) {
  for (Type type : types)
    if (std::optional<NewerKind> newer = findNewerKind(type, target))
      return newer;
  for (Attribute attr : attrs)
    if (std::optional<NewerKind> newer = findNewerKind(attr, target))
      return newer;
  return std::nullopt;
}

/// Types and attributes newer than the target, in the attributes (inherent
/// and discardable), operand and result types of `op`, as upstream checks
/// them; a func_v1 carries its signature in its function_type.
LogicalResult checkTypesAndAttrs(Operation *op, const Target &target) {
  SmallVector<Attribute> attrs;
  for (NamedAttribute attr : getAllAttrs(op))
    attrs.push_back(attr.getValue());
  SmallVector<Type> types(op->getOperandTypes());
  llvm::append_range(types, op->getResultTypes());
  std::optional<NewerKind> newer = findNewerKind(types, attrs, target.version);
  if (!newer)
    return success();
  return emitNeedsVersion(op, newer->what, newer->since, target);
}

/// Mesh-axes replica groups arrived in 1.16.0; for older targets they are
/// written as the dense groups they stand for, as upstream's compatibility
/// expander does. Upstream's expander refuses sub-axes, and hlokit does not
/// resolve mesh symbols: both are errors.
LogicalResult downgradeMeshAxes(Operation *op, const Target &target) {
  constexpr StringLiteral kSince = "1.16.0";
  VhloAttr groups = dynCastAttr(op->getAttr("replica_groups"),
                                AttrKind::ReplicaGroupMeshAxes);
  if (!groups || !(target.version < *Version::parse(kSince)))
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
    Target goal{target, op->getName()};
    while (true) {
      FailureOr<Operation *> next = step(op, goal);
      if (failed(next))
        return failure();
      if (*next == op)
        break;
      op = *next;
    }
    if (failed(downgradeMeshAxes(op, goal)) || failed(checkInRange(op, goal)) ||
        failed(checkVersionedConstraints(op, goal)) ||
        failed(checkTypesAndAttrs(op, goal)))
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
