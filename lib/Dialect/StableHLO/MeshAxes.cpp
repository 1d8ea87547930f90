//===- MeshAxes.cpp - replica groups as mesh axes -------------------------===//
//
// The verifiers of the mesh attributes (MeshAxesAttrs.td) and the conversion
// of `replica_group_mesh_axes` to explicit groups. The spec does not describe
// mesh axes yet; the labels name the attribute and number its checks in the
// order of docs/collectives.md.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/MeshAxes.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// hlokit's bound on the devices of a mesh: the conversion lists every
/// device, so an absurd mesh is an error instead of an exhausted memory.
constexpr int64_t kMaxMeshDevices = int64_t(1) << 20;

/// The axis `name` among `axes`, or null.
MeshAxisAttr findAxis(ArrayRef<MeshAxisAttr> axes, StringRef name) {
  for (MeshAxisAttr axis : axes)
    if (axis.getName() == name)
      return axis;
  return {};
}

/// The part `[preSize, preSize * size)` of an axis a reference covers, as
/// products of the factors before and through it (the whole axis when the
/// reference has no sub_axis_info).
struct AxisPart {
  int64_t preSize;
  int64_t size;
};

AxisPart partOf(AxisRefAttr ref, int64_t axisSize) {
  if (SubAxisInfoAttr sub = ref.getSubAxisInfo())
    return {sub.getPreSize(), sub.getSize()};
  return {1, axisSize};
}

/// Whether two parts of one axis share a factor.
bool overlap(AxisPart a, AxisPart b) {
  return std::max(a.preSize, b.preSize) <
         std::min(a.preSize * a.size, b.preSize * b.size);
}

} // namespace

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult MeshAxisAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef name, int64_t size) {
  // mesh_axis_c1
  if (size <= 0)
    return emitError() << "mesh_axis_c1: the size of axis \"" << name
                       << "\" must be positive, got " << size;
  return success();
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<MeshAxisAttr> axes,
                               DenseIntElementsAttr deviceIds) {
  llvm::StringSet<> names;
  int64_t devices = 1;
  for (MeshAxisAttr axis : axes) {
    // mesh_c1
    if (!names.insert(axis.getName()).second)
      return emitError() << "mesh_c1: axis \"" << axis.getName()
                         << "\" appears twice in the mesh";
    // mesh_c2 (hlokit's bound; sizes are positive, checked one by one so
    // the product cannot overflow)
    devices *= axis.getSize();
    if (devices > kMaxMeshDevices)
      return emitError() << "mesh_c2: the mesh has more than "
                         << kMaxMeshDevices << " devices";
  }
  if (!deviceIds)
    return success();
  // mesh_c3 (hlokit's: the spec says only "1-dimensional si64")
  auto type = deviceIds.getType();
  if (type.getRank() != 1 || type.getNumElements() != devices ||
      !type.getElementType().isInteger(64))
    return emitError() << "mesh_c3: device_ids must be a tensor<" << devices
                       << "xi64> (one id per device), got " << type;
  // mesh_c4 (hlokit's: so that replica groups cover the processes)
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t id : deviceIds.getValues<int64_t>())
    if (id < 0 || id >= devices || !seen.insert(id).second)
      return emitError() << "mesh_c4: device_ids must be a permutation of "
                            "0 to "
                         << devices - 1 << ", got " << deviceIds;
  return success();
}

LogicalResult
SubAxisInfoAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        int64_t preSize, int64_t size) {
  // sub_axis_info_c1
  if (preSize < 1)
    return emitError() << "sub_axis_info_c1: pre_size must be at least 1, got "
                       << preSize;
  // sub_axis_info_c2
  if (size < 2)
    return emitError() << "sub_axis_info_c2: size must be at least 2, got "
                       << size;
  return success();
}

namespace {

/// The first of replica_group_mesh_axes_c1-c3 that `axes` break on `mesh`,
/// as its message; nullopt when they hold. The verifier checks them on an
/// inline mesh, lookupMeshAxesReplicaGroups on the mesh a symbol names.
std::optional<std::string> findAxesViolation(MeshAttr mesh,
                                             ArrayRef<AxisRefAttr> axes) {
  for (auto [i, ref] : llvm::enumerate(axes)) {
    // replica_group_mesh_axes_c1
    MeshAxisAttr axis = findAxis(mesh.getAxes(), ref.getName());
    if (!axis)
      return llvm::formatv("replica_group_mesh_axes_c1: axis \"{0}\" is not "
                           "an axis of the mesh",
                           ref.getName())
          .str();
    // replica_group_mesh_axes_c2 (pre_size * size cannot overflow: both are
    // checked against the axis size first)
    AxisPart part = partOf(ref, axis.getSize());
    if (part.preSize > axis.getSize() || part.size > axis.getSize() ||
        axis.getSize() % (part.preSize * part.size) != 0)
      return llvm::formatv("replica_group_mesh_axes_c2: sub-axis ({0}){1} of "
                           "axis \"{2}\": pre_size * size must divide the "
                           "axis size {3}",
                           part.preSize, part.size, ref.getName(),
                           axis.getSize())
          .str();
    // replica_group_mesh_axes_c3
    for (AxisRefAttr earlier : axes.take_front(i))
      if (earlier.getName() == ref.getName() &&
          overlap(partOf(earlier, axis.getSize()), part))
        return llvm::formatv("replica_group_mesh_axes_c3: axis \"{0}\" is "
                             "referenced twice or by overlapping sub-axes",
                             ref.getName())
            .str();
  }
  return std::nullopt;
}

} // namespace

LogicalResult
ReplicaGroupMeshAxesAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Attribute meshOrSymbol,
                                 ArrayRef<AxisRefAttr> axes) {
  // replica_group_mesh_axes_c4: a symbol names a mesh elsewhere, which
  // hlokit does not resolve, so its axes are not checked.
  if (isa<FlatSymbolRefAttr>(meshOrSymbol))
    return success();
  auto mesh = dyn_cast<MeshAttr>(meshOrSymbol);
  if (!mesh)
    return emitError() << "replica_group_mesh_axes_c4: mesh must be a "
                          "#stablehlo.mesh or a symbol, got "
                       << meshOrSymbol;
  if (std::optional<std::string> violation = findAxesViolation(mesh, axes))
    return emitError() << *violation;
  return success();
}

//===----------------------------------------------------------------------===//
// Conversion
//===----------------------------------------------------------------------===//

IdTable getMeshAxesReplicaGroups(ReplicaGroupMeshAxesAttr attr) {
  auto mesh = dyn_cast<MeshAttr>(attr.getMesh());
  if (!mesh)
    return {{0, 0}, {}, /*known=*/false};
  ArrayRef<MeshAxisAttr> meshAxes = mesh.getAxes();
  // The stride of each mesh axis in the row-major device numbering.
  llvm::StringMap<int64_t> axisStride;
  int64_t devices = 1;
  for (MeshAxisAttr axis : llvm::reverse(meshAxes)) {
    axisStride[axis.getName()] = devices;
    devices *= axis.getSize();
  }
  // Each reference as a digit of the device id: (id / stride) % size.
  struct Digit {
    int64_t stride;
    int64_t size;
  };
  llvm::SmallVector<Digit> digits;
  int64_t groupSize = 1;
  for (AxisRefAttr ref : attr.getAxes()) {
    int64_t axisSize = findAxis(mesh.getAxes(), ref.getName()).getSize();
    AxisPart part = partOf(ref, axisSize);
    int64_t minorFactors = axisSize / (part.preSize * part.size);
    digits.push_back({axisStride[ref.getName()] * minorFactors, part.size});
    groupSize *= part.size;
  }

  // The device at each row-major place.
  SmallVector<int64_t> deviceAt;
  if (DenseIntElementsAttr ids = mesh.getDeviceIds())
    deviceAt = llvm::to_vector(ids.getValues<int64_t>());
  else
    deviceAt = llvm::to_vector(llvm::seq<int64_t>(0, devices));

  IdTable table;
  table.shape = {devices / groupSize, groupSize};
  table.values.assign(devices, 0);
  // A device's group is named by its id with the referenced digits zeroed;
  // its place in the group is the referenced digits read first-axis-major.
  llvm::DenseMap<int64_t, int64_t> rowOfGroup;
  for (int64_t id = 0; id < devices; ++id) {
    int64_t base = id, column = 0;
    for (const Digit &digit : digits) {
      int64_t value = (id / digit.stride) % digit.size;
      base -= value * digit.stride;
      column = column * digit.size + value;
    }
    auto [it, inserted] = rowOfGroup.try_emplace(base, rowOfGroup.size());
    table.values[it->second * groupSize + column] = deviceAt[id];
  }
  return table;
}

namespace {

/// The mesh a `stablehlo.mesh` dictionary describes, device ids included,
/// or failure with the reason.
FailureOr<MeshAttr> readMeshDictionary(DictionaryAttr dict,
                                       std::string &whyNot) {
  auto axes = dict.getAs<ArrayAttr>("axes");
  if (!axes) {
    whyNot = "no 'axes' array";
    return failure();
  }
  SmallVector<MeshAxisAttr> meshAxes;
  int64_t devices = 1;
  for (Attribute axis : axes) {
    auto fields = dyn_cast<DictionaryAttr>(axis);
    auto name = fields ? fields.getAs<StringAttr>("name") : StringAttr();
    auto size = fields ? fields.getAs<IntegerAttr>("size") : IntegerAttr();
    if (!name || !size || size.getInt() < 1 || findAxis(meshAxes, name)) {
      whyNot = "axis " + llvm::formatv("{0}", axis).str() +
               " is not a new {name, size >= 1}";
      return failure();
    }
    if (size.getInt() > kMaxMeshDevices / devices) {
      whyNot = llvm::formatv("more than {0} devices", kMaxMeshDevices).str();
      return failure();
    }
    meshAxes.push_back(
        MeshAxisAttr::get(dict.getContext(), name, size.getInt()));
    devices *= size.getInt();
  }
  SmallVector<int64_t> deviceIds;
  if (auto ids = dict.getAs<DenseIntElementsAttr>("device_ids")) {
    for (const APInt &id : ids.getValues<APInt>())
      deviceIds.push_back(id.getSExtValue());
    if (static_cast<int64_t>(deviceIds.size()) != devices) {
      whyNot = llvm::formatv("{0} device_ids for {1} devices", deviceIds.size(),
                             devices)
                   .str();
      return failure();
    }
  }
  DenseIntElementsAttr ids;
  if (!deviceIds.empty())
    ids = DenseIntElementsAttr::get(
        RankedTensorType::get({devices},
                              IntegerType::get(dict.getContext(), 64)),
        ArrayRef<int64_t>(deviceIds));
  return MeshAttr::get(dict.getContext(), meshAxes, ids);
}

} // namespace

FailureOr<IdTable> lookupMeshAxesReplicaGroups(Operation *from,
                                               ReplicaGroupMeshAxesAttr attr,
                                               std::string &whyNot) {
  auto symbol = dyn_cast<FlatSymbolRefAttr>(attr.getMesh());
  if (!symbol)
    return getMeshAxesReplicaGroups(attr);
  auto fail = [&](const Twine &reason) {
    whyNot = (Twine("the mesh @") + symbol.getValue() + " " + reason).str();
    return failure();
  };
  Operation *meshOp = SymbolTable::lookupNearestSymbolFrom(from, symbol);
  if (!meshOp)
    return fail("is not a symbol of the module");
  auto dict = meshOp->getAttrOfType<DictionaryAttr>("stablehlo.mesh");
  if (!dict)
    return fail("has no stablehlo.mesh dictionary describing its axes "
                "(--sdy-lift-inlined-meshes writes one)");
  std::string reason;
  auto mesh = readMeshDictionary(dict, reason);
  if (failed(mesh))
    return fail("has a bad stablehlo.mesh dictionary: " + reason);
  // The checks the verifier leaves to the mesh a symbol names.
  if (std::optional<std::string> violation =
          findAxesViolation(*mesh, attr.getAxes()))
    return fail("does not fit the groups: " + *violation);
  return getMeshAxesReplicaGroups(
      ReplicaGroupMeshAxesAttr::get(attr.getContext(), *mesh, attr.getAxes()));
}

FailureOr<Attribute> parseMeshOrSymbol(AsmParser &parser) {
  StringAttr symbol;
  if (succeeded(parser.parseOptionalSymbolName(symbol)))
    return Attribute(FlatSymbolRefAttr::get(symbol));
  MeshAttr mesh;
  if (failed(parser.parseCustomAttributeWithFallback(mesh)))
    return failure();
  return Attribute(mesh);
}

IdTable readIdTable(Attribute replicaGroups) {
  if (auto ids = dyn_cast_or_null<DenseIntElementsAttr>(replicaGroups))
    return readIdTable(ids);
  if (auto meshAxes = dyn_cast_or_null<ReplicaGroupMeshAxesAttr>(replicaGroups))
    return getMeshAxesReplicaGroups(meshAxes);
  return {};
}

} // namespace hlokit::stablehlo
