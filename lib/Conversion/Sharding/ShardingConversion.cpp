//===- ShardingConversion.cpp - GSPMD shardings to and from sdy -----------===//
//
// A tile assignment is a device order split over the tile dimensions. Both
// are products of sizes over the same devices, so they share a "local mesh":
// the coarsest list of factors that splits both. Each factor is one local
// axis; it belongs to one tile dimension (or subgroup), and sits at a place
// in the device order. The module's mesh is the common refinement of the
// local meshes, and each local axis names the mesh axes or sub-axes that
// cover its place. Export walks back: the sharding's axes in dimension order
// are a transpose of the mesh axes in device order.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/Sharding/ShardingConversion.h"

#include "llvm/ADT/STLExtras.h"

#include <map>
#include <numeric>
#include <tuple>

namespace hlokit::gspmd {

using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;
using mlir::FailureOr;
using mlir::MLIRContext;
using mlir::StringAttr;

std::string maximalMeshName(int64_t device) {
  return "maximal_mesh_" + std::to_string(device);
}

static int64_t product(ArrayRef<int64_t> values) {
  return std::accumulate(values.begin(), values.end(), int64_t(1),
                         std::multiplies<int64_t>());
}

static mlir::LogicalResult fail(std::string &error, const llvm::Twine &msg) {
  error = msg.str();
  return mlir::failure();
}

//===----------------------------------------------------------------------===//
// Factorizations as boundaries: the running products of a list of sizes.
//===----------------------------------------------------------------------===//

/// The running products of `sizes` (size-1 entries add none), ending with
/// the total.
static SmallVector<int64_t> boundaries(ArrayRef<int64_t> sizes) {
  SmallVector<int64_t> result;
  int64_t running = 1;
  for (int64_t size : sizes)
    if (size != 1)
      result.push_back(running *= size);
  return result;
}

/// The sizes between consecutive boundaries, or nullopt when one doesn't
/// divide the next.
static std::optional<SmallVector<int64_t>> sizesOf(ArrayRef<int64_t> bounds) {
  SmallVector<int64_t> sizes;
  int64_t previous = 1;
  for (int64_t bound : bounds) {
    if (bound % previous != 0)
      return std::nullopt;
    sizes.push_back(bound / previous);
    previous = bound;
  }
  return sizes;
}

/// The finest factorization that refines both `a` and `b` (same product),
/// or nullopt when their boundaries don't form a divisibility chain.
static std::optional<SmallVector<int64_t>>
commonRefinement(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  SmallVector<int64_t> bounds = boundaries(a);
  llvm::append_range(bounds, boundaries(b));
  llvm::sort(bounds);
  bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
  return sizesOf(bounds);
}

/// The coarsest factorization both `a` and `b` refine.
static SmallVector<int64_t> commonCoarsening(ArrayRef<int64_t> a,
                                             ArrayRef<int64_t> b) {
  SmallVector<int64_t> boundsA = boundaries(a), boundsB = boundaries(b);
  SmallVector<int64_t> common;
  std::set_intersection(boundsA.begin(), boundsA.end(), boundsB.begin(),
                        boundsB.end(), std::back_inserter(common));
  return *sizesOf(common);
}

//===----------------------------------------------------------------------===//
// The local mesh of a tile assignment
//===----------------------------------------------------------------------===//

namespace {

/// One factor of a tile assignment: its size, its tile dimension, and its
/// place among that dimension's factors (0 is the most major).
struct LocalAxis {
  int64_t size;
  int64_t tileDim;
  int64_t subIndex;
};

/// A tile assignment as local axes in device order (major to minor), over a
/// device order: empty for the iota order, else the explicit list.
struct TileLayout {
  SmallVector<LocalAxis> axes;
  SmallVector<int64_t> deviceOrder;
};

} // namespace

/// The local axes of tile dims `tileDims` over the transposed device shape
/// `deviceShape` (dim k of it is reshape dim `reshapeDimOf[k]`).
static std::optional<SmallVector<LocalAxis>>
localAxes(ArrayRef<int64_t> tileDims, ArrayRef<int64_t> deviceShape,
          ArrayRef<int64_t> reshapeDimOf) {
  std::optional<SmallVector<int64_t>> factors =
      commonRefinement(tileDims, deviceShape);
  if (!factors)
    return std::nullopt;
  // Walk the factors major to minor through both lists, noting for each its
  // tile dim and the reshape dim (device position) it lies in.
  SmallVector<std::pair<int64_t, LocalAxis>> byReshapeDim;
  size_t t = 0, d = 0;
  int64_t inTile = 1, inDevice = 1, subIndex = 0;
  for (int64_t factor : *factors) {
    while (tileDims[t] == 1)
      ++t;
    while (deviceShape[d] == 1)
      ++d;
    byReshapeDim.push_back(
        {reshapeDimOf[d],
         LocalAxis{factor, static_cast<int64_t>(t), subIndex++}});
    if ((inTile *= factor) == tileDims[t]) {
      ++t;
      inTile = 1;
      subIndex = 0;
    }
    if ((inDevice *= factor) == deviceShape[d]) {
      ++d;
      inDevice = 1;
    }
  }
  // Device order: by reshape dim; within one, the walk's order is already
  // major to minor.
  llvm::stable_sort(byReshapeDim, [](const auto &a, const auto &b) {
    return a.first < b.first;
  });
  return llvm::to_vector(llvm::make_second_range(byReshapeDim));
}

static bool isIotaList(ArrayRef<int64_t> devices) {
  return llvm::all_of(llvm::enumerate(devices), [](auto indexed) {
    return indexed.value() == static_cast<int64_t>(indexed.index());
  });
}

static bool isPermutationOfIota(ArrayRef<int64_t> devices) {
  SmallVector<int64_t> sorted(devices);
  llvm::sort(sorted);
  return isIotaList(sorted);
}

static FailureOr<TileLayout> analyzeTiled(const GspmdSharding &sharding,
                                          std::string &error) {
  TileLayout layout;
  ArrayRef<int64_t> tileDims = sharding.tileDims;
  if (sharding.iota || isIotaList(sharding.devices)) {
    IotaDevices iota =
        sharding.iota ? *sharding.iota : IotaDevices{{product(tileDims)}, {0}};
    SmallVector<int64_t> deviceShape;
    for (int64_t dim : iota.transposePerm)
      deviceShape.push_back(iota.reshapeDims[dim]);
    std::optional<SmallVector<LocalAxis>> axes =
        localAxes(tileDims, deviceShape, iota.transposePerm);
    if (!axes)
      return fail(error, "the tile assignment " + printGspmdSharding(sharding) +
                             " has no mesh axes: its tile dimensions and its "
                             "iota dimensions share no factorization");
    layout.axes = std::move(*axes);
    return layout;
  }
  if (!isPermutationOfIota(sharding.devices))
    return fail(error, "the devices of " + printGspmdSharding(sharding) +
                           " are not a permutation of 0.." +
                           llvm::Twine(sharding.devices.size() - 1));
  // An explicit device order: the mesh keeps it as its device ids and the
  // tile dims are its axes, major to minor.
  layout.deviceOrder.assign(sharding.devices.begin(), sharding.devices.end());
  for (auto [dim, size] : llvm::enumerate(tileDims))
    if (size != 1)
      layout.axes.push_back(LocalAxis{size, static_cast<int64_t>(dim), 0});
  return layout;
}

/// The non-tuple shardings of `shardings`, tuples flattened.
static void collectLeaves(ArrayRef<GspmdSharding> shardings,
                          SmallVector<const GspmdSharding *> &leaves) {
  for (const GspmdSharding &sharding : shardings) {
    if (sharding.kind == ShardingKind::Tuple)
      collectLeaves(sharding.elements, leaves);
    else
      leaves.push_back(&sharding);
  }
}

static SmallVector<int64_t> localMesh(const TileLayout &layout) {
  return llvm::map_to_vector(layout.axes,
                             [](const LocalAxis &axis) { return axis.size; });
}

/// The size of the trailing replicated group of a tiled sharding, whose
/// devices XLA lists in ascending order whatever the mesh's order; 1 if none.
static int64_t replicatedGroupSize(const GspmdSharding &sharding) {
  int64_t groups = sharding.numSubgroupDims();
  if (groups == 0 ||
      sharding.subgroupType(groups - 1) != SubgroupType::Replicated)
    return 1;
  return sharding.tileDims.back();
}

/// Whether `order` is `mesh` with each group of `groupSize` sorted.
static bool sameUpToGroups(ArrayRef<int64_t> order, ArrayRef<int64_t> mesh,
                           int64_t groupSize) {
  if (order.size() != mesh.size())
    return false;
  for (size_t at = 0; at < order.size(); at += groupSize) {
    SmallVector<int64_t> group(mesh.slice(at, groupSize));
    llvm::sort(group);
    if (!llvm::equal(group, order.slice(at, groupSize)))
      return false;
  }
  return true;
}

FailureOr<InferredMeshes> inferMeshes(ArrayRef<GspmdSharding> shardings,
                                      MLIRContext *context,
                                      std::string &error) {
  SmallVector<const GspmdSharding *> leaves;
  collectLeaves(shardings, leaves);
  // Shardings whose device order is exact come first: a replicated group's
  // order is only known up to sorting.
  llvm::stable_sort(leaves, [](const GspmdSharding *a, const GspmdSharding *b) {
    return (a->kind == ShardingKind::Tiled && replicatedGroupSize(*a) == 1) >
           (b->kind == ShardingKind::Tiled && replicatedGroupSize(*b) == 1);
  });
  InferredMeshes result;
  std::optional<SmallVector<int64_t>> meshSizes;
  std::optional<SmallVector<int64_t>> deviceOrder;
  for (const GspmdSharding *leaf : leaves) {
    if (leaf->kind == ShardingKind::Maximal)
      result.maximalDevices.push_back(leaf->device);
    if (leaf->kind != ShardingKind::Tiled)
      continue;
    FailureOr<TileLayout> layout = analyzeTiled(*leaf, error);
    if (mlir::failed(layout))
      return mlir::failure();
    SmallVector<int64_t> sizes = localMesh(*layout);
    if (!meshSizes) {
      meshSizes = sizes;
      deviceOrder = layout->deviceOrder;
      continue;
    }
    if (product(sizes) != product(*meshSizes))
      return fail(error, "shardings over " + llvm::Twine(product(sizes)) +
                             " and " + llvm::Twine(product(*meshSizes)) +
                             " devices need two meshes");
    bool sameOrder = layout->deviceOrder == *deviceOrder ||
                     (!layout->deviceOrder.empty() && !deviceOrder->empty() &&
                      sameUpToGroups(layout->deviceOrder, *deviceOrder,
                                     replicatedGroupSize(*leaf)));
    if (!sameOrder)
      return fail(error, "shardings over different device orders need two "
                         "meshes");
    std::optional<SmallVector<int64_t>> refined =
        commonRefinement(*meshSizes, sizes);
    meshSizes = refined ? *refined : commonCoarsening(*meshSizes, sizes);
  }
  llvm::sort(result.maximalDevices);
  result.maximalDevices.erase(
      std::unique(result.maximalDevices.begin(), result.maximalDevices.end()),
      result.maximalDevices.end());
  if (!meshSizes) {
    result.mesh = sdy::MeshAttr::get(context, {}, {});
    return result;
  }
  SmallVector<sdy::MeshAxisAttr> axes;
  for (auto [index, size] : llvm::enumerate(*meshSizes))
    axes.push_back(sdy::MeshAxisAttr::get(
        context, "_axis_" + std::to_string(index), size));
  result.mesh = sdy::MeshAttr::get(context, axes, *deviceOrder);
  return result;
}

//===----------------------------------------------------------------------===//
// GSPMD to sdy
//===----------------------------------------------------------------------===//

namespace {
/// A mesh axis as a span of the device order: its running product before
/// it (`pre`) and its size.
struct MeshSpan {
  StringRef name;
  int64_t pre;
  int64_t size;
};
} // namespace

static SmallVector<MeshSpan> meshSpans(sdy::MeshAttr mesh) {
  SmallVector<MeshSpan> spans;
  int64_t pre = 1;
  for (sdy::MeshAxisAttr axis : mesh.getAxes()) {
    spans.push_back(MeshSpan{axis.getName(), pre, axis.getSize()});
    pre *= axis.getSize();
  }
  return spans;
}

static sdy::AxisRefAttr axisRef(MLIRContext *context, StringRef name,
                                int64_t pre, int64_t size, int64_t axisSize) {
  if (pre == 1 && size == axisSize)
    return sdy::AxisRefAttr::get(context, name, {});
  return sdy::AxisRefAttr::get(context, name,
                               sdy::SubAxisInfoAttr::get(context, pre, size));
}

/// The mesh axes and sub-axes covering the span [begin, end) of the device
/// order (as running products).
static FailureOr<SmallVector<sdy::AxisRefAttr>>
coveringAxes(MLIRContext *context, ArrayRef<MeshSpan> spans, int64_t begin,
             int64_t end, std::string &error) {
  SmallVector<sdy::AxisRefAttr> refs;
  for (const MeshSpan &span : spans) {
    int64_t lo = std::max(begin, span.pre);
    int64_t hi = std::min(end, span.pre * span.size);
    if (lo >= hi)
      continue;
    // A sub-axis starts and ends where the axis splits evenly.
    if (lo % span.pre != 0 || hi % lo != 0 || (span.pre * span.size) % hi != 0)
      return fail(error, "a tile dimension of size " +
                             llvm::Twine(end / begin) +
                             " doesn't fit the mesh axes");
    refs.push_back(
        axisRef(context, span.name, lo / span.pre, hi / lo, span.size));
  }
  return refs;
}

/// `refs` with adjacent sub-axes of one axis merged, as the sdy verifier
/// wants them.
static SmallVector<sdy::AxisRefAttr>
mergeSubAxes(ArrayRef<sdy::AxisRefAttr> refs, sdy::MeshAttr mesh) {
  SmallVector<sdy::AxisRefAttr> merged;
  for (sdy::AxisRefAttr ref : refs) {
    if (!merged.empty()) {
      sdy::AxisRefAttr last = merged.back();
      sdy::SubAxisInfoAttr a = last.getSubAxisInfo(), b = ref.getSubAxisInfo();
      if (a && b && last.getName() == ref.getName() &&
          a.getPreSize() * a.getSize() == b.getPreSize()) {
        merged.back() = axisRef(mesh.getContext(), ref.getName(),
                                a.getPreSize(), a.getSize() * b.getSize(),
                                *mesh.getAxisSize(ref.getName()));
        continue;
      }
    }
    merged.push_back(ref);
  }
  return merged;
}

/// The index of `ref`'s axis in `mesh` and its pre-size, to sort by.
static std::pair<int64_t, int64_t> meshOrderKey(sdy::AxisRefAttr ref,
                                                sdy::MeshAttr mesh) {
  sdy::SubAxisInfoAttr sub = ref.getSubAxisInfo();
  return {mesh.getAxisIndex(ref.getName()), sub ? sub.getPreSize() : 1};
}

static SmallVector<sdy::AxisRefAttr>
inMeshOrder(SmallVector<sdy::AxisRefAttr> refs, sdy::MeshAttr mesh) {
  llvm::stable_sort(refs, [&](sdy::AxisRefAttr a, sdy::AxisRefAttr b) {
    return meshOrderKey(a, mesh) < meshOrderKey(b, mesh);
  });
  return mergeSubAxes(refs, mesh);
}

static mlir::Attribute meshOrRef(MLIRContext *context, sdy::MeshAttr mesh,
                                 StringRef name, bool inlineMesh) {
  if (inlineMesh)
    return mesh;
  return mlir::FlatSymbolRefAttr::get(context, name);
}

static sdy::TensorShardingAttr emptySharding(MLIRContext *context,
                                             mlir::Attribute mesh, int64_t rank,
                                             bool closed) {
  SmallVector<sdy::DimensionShardingAttr> dims(
      rank, sdy::DimensionShardingAttr::get(context, {}, closed, {}));
  return sdy::TensorShardingAttr::get(context, mesh, dims, {}, {},
                                      sdy::ReductionOp::SUM);
}

/// The axes of each tile dim (data dims, then subgroups) of a tiled sharding.
static FailureOr<SmallVector<SmallVector<sdy::AxisRefAttr>>>
axesPerTileDim(const GspmdSharding &sharding, sdy::MeshAttr mesh,
               std::string &error) {
  FailureOr<TileLayout> layout = analyzeTiled(sharding, error);
  if (mlir::failed(layout))
    return mlir::failure();
  int64_t devices = product(localMesh(*layout));
  int64_t meshDevices = product(llvm::map_to_vector(
      mesh.getAxes(), [](sdy::MeshAxisAttr axis) { return axis.getSize(); }));
  if (devices != meshDevices)
    return fail(error, printGspmdSharding(sharding) + " uses " +
                           llvm::Twine(devices) + " devices, the mesh has " +
                           llvm::Twine(meshDevices));
  SmallVector<MeshSpan> spans = meshSpans(mesh);
  // Each local axis's refs, keyed by (tile dim, sub index) so that a dim's
  // axes come out major to minor.
  std::map<std::pair<int64_t, int64_t>, SmallVector<sdy::AxisRefAttr>> byDim;
  int64_t begin = 1;
  for (const LocalAxis &axis : layout->axes) {
    FailureOr<SmallVector<sdy::AxisRefAttr>> refs =
        coveringAxes(mesh.getContext(), spans, begin, begin * axis.size, error);
    if (mlir::failed(refs))
      return mlir::failure();
    byDim[{axis.tileDim, axis.subIndex}] = std::move(*refs);
    begin *= axis.size;
  }
  SmallVector<SmallVector<sdy::AxisRefAttr>> result(sharding.tileDims.size());
  for (auto &[key, refs] : byDim)
    llvm::append_range(result[key.first], refs);
  return result;
}

static FailureOr<SdyValueSharding>
tiledToSdy(const GspmdSharding &sharding, const InferredMeshes &meshes,
           int64_t rank, const SdyImportOptions &options, std::string &error) {
  MLIRContext *context = meshes.mesh.getContext();
  if (sharding.numDataDims() != rank)
    return fail(error, printGspmdSharding(sharding) + " tiles " +
                           llvm::Twine(sharding.numDataDims()) +
                           " dimensions but the value has rank " +
                           llvm::Twine(rank));
  FailureOr<SmallVector<SmallVector<sdy::AxisRefAttr>>> perDim =
      axesPerTileDim(sharding, meshes.mesh, error);
  if (mlir::failed(perDim))
    return mlir::failure();
  SmallVector<sdy::DimensionShardingAttr> dims;
  for (int64_t dim = 0; dim < rank; ++dim)
    dims.push_back(sdy::DimensionShardingAttr::get(
        context, mergeSubAxes((*perDim)[dim], meshes.mesh), !options.openDims,
        {}));
  SmallVector<sdy::AxisRefAttr> replicated, unreduced;
  SdyValueSharding result;
  for (int64_t group = 0; group < sharding.numSubgroupDims(); ++group) {
    ArrayRef<sdy::AxisRefAttr> refs = (*perDim)[rank + group];
    switch (sharding.subgroupType(group)) {
    case SubgroupType::Replicated:
      llvm::append_range(replicated, refs);
      break;
    case SubgroupType::Unreduced:
      llvm::append_range(unreduced, refs);
      break;
    case SubgroupType::Manual:
      for (sdy::AxisRefAttr ref : refs) {
        if (ref.getSubAxisInfo())
          return fail(error, "the manual subgroup of " +
                                 printGspmdSharding(sharding) +
                                 " is a sub-axis " + ref.toString() +
                                 " of the mesh, and manual axes are whole");
        result.manualAxes.push_back(StringAttr::get(context, ref.getName()));
      }
      break;
    }
  }
  result.sharding = sdy::TensorShardingAttr::get(
      context,
      meshOrRef(context, meshes.mesh, kGlobalMeshName, options.inlineMesh),
      dims, inMeshOrder(replicated, meshes.mesh),
      inMeshOrder(unreduced, meshes.mesh), sdy::ReductionOp::SUM);
  return result;
}

FailureOr<SdyValueSharding> toSdySharding(const GspmdSharding &sharding,
                                          const InferredMeshes &meshes,
                                          int64_t rank,
                                          const SdyImportOptions &options,
                                          std::string &error) {
  if (sharding.shardGroup)
    return fail(error, "shard_as/shard_like groups have no sdy form here");
  MLIRContext *context = meshes.mesh.getContext();
  SdyValueSharding result;
  switch (sharding.kind) {
  case ShardingKind::Tuple:
    return fail(error, "a tuple sharding has no single sdy sharding");
  case ShardingKind::Unreduced:
    return fail(error, "{unreduced} has no sdy form here");
  case ShardingKind::Tiled:
    return tiledToSdy(sharding, meshes, rank, options, error);
  case ShardingKind::Maximal: {
    // Rank 0 whatever the value: it lives whole on one device.
    auto mesh = sdy::MeshAttr::get(context, {}, {sharding.device});
    result.sharding =
        emptySharding(context,
                      meshOrRef(context, mesh, maximalMeshName(sharding.device),
                                options.inlineMesh),
                      0, /*closed=*/true);
    return result;
  }
  case ShardingKind::Replicated:
  case ShardingKind::Manual:
  case ShardingKind::Unknown:
    break;
  }
  bool closed = sharding.kind != ShardingKind::Unknown && !options.openDims;
  result.sharding = emptySharding(
      context,
      meshOrRef(context, meshes.mesh, kGlobalMeshName, options.inlineMesh),
      rank, closed);
  // `{manual}` is manual on every axis.
  if (sharding.kind == ShardingKind::Manual)
    for (sdy::MeshAxisAttr axis : meshes.mesh.getAxes())
      result.manualAxes.push_back(StringAttr::get(context, axis.getName()));
  return result;
}

//===----------------------------------------------------------------------===//
// sdy to GSPMD
//===----------------------------------------------------------------------===//

namespace {
/// A mesh axis or sub-axis: its name, pre-size and size.
using AxisKey = std::tuple<std::string, int64_t, int64_t>;
} // namespace

static int64_t sizeOf(sdy::AxisRefAttr ref, sdy::MeshAttr mesh) {
  if (sdy::SubAxisInfoAttr sub = ref.getSubAxisInfo())
    return sub.getSize();
  return mesh.getAxisSize(ref.getName()).value_or(1);
}

static AxisKey keyOf(sdy::AxisRefAttr ref, sdy::MeshAttr mesh) {
  sdy::SubAxisInfoAttr sub = ref.getSubAxisInfo();
  return {ref.getName().str(), sub ? sub.getPreSize() : 1, sizeOf(ref, mesh)};
}

/// Every axis of `mesh` in order, each split into the sub-axes `sharding`
/// uses of it and the gaps between them (Shardy's getOrderedAxisRefs).
static FailureOr<SmallVector<AxisKey>>
orderedAxes(sdy::TensorShardingAttr sharding, sdy::MeshAttr mesh,
            std::string &error) {
  SmallVector<sdy::AxisRefAttr> used;
  for (sdy::DimensionShardingAttr dim : sharding.getDimShardings())
    llvm::append_range(used, dim.getAxes());
  llvm::append_range(used, sharding.getReplicatedAxes());
  llvm::append_range(used, sharding.getUnreducedAxes());
  SmallVector<AxisKey> ordered;
  for (sdy::MeshAxisAttr axis : mesh.getAxes()) {
    SmallVector<int64_t> bounds = {axis.getSize()};
    for (sdy::AxisRefAttr ref : used)
      if (sdy::SubAxisInfoAttr sub = ref.getSubAxisInfo();
          sub && ref.getName() == axis.getName()) {
        bounds.push_back(sub.getPreSize());
        bounds.push_back(sub.getPreSize() * sub.getSize());
      }
    llvm::sort(bounds);
    bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
    if (bounds.front() == 1)
      bounds.erase(bounds.begin());
    std::optional<SmallVector<int64_t>> sizes = sizesOf(bounds);
    if (!sizes)
      return fail(error, "the sub-axes of \"" + axis.getName() + "\" overlap");
    int64_t pre = 1;
    for (int64_t size : *sizes) {
      ordered.push_back({axis.getName().str(), pre, size});
      pre *= size;
    }
  }
  return ordered;
}

/// XLA's HloSharding::Subgroup normal form of a tile assignment whose
/// trailing dims have `types`: size-1 subgroups dropped, an all-manual or
/// all-replicated sharding whose data dims are 1 made whole, a single
/// replicated subgroup written `last_tile_dim_replicate`.
static GspmdSharding normalizeSubgroups(GspmdSharding tiled,
                                        SmallVector<SubgroupType> types) {
  int64_t dataDims = tiled.tileDims.size() - types.size();
  for (int64_t i = types.size() - 1; i >= 0; --i)
    if (tiled.tileDims[dataDims + i] == 1) {
      tiled.tileDims.erase(tiled.tileDims.begin() + dataDims + i);
      types.erase(types.begin() + i);
    }
  bool sameTypes = llvm::all_equal(types);
  bool dataUntiled =
      product(ArrayRef<int64_t>(tiled.tileDims).take_front(dataDims)) == 1;
  if (types.empty() && dataUntiled)
    return GspmdSharding::replicated();
  if (!types.empty() && sameTypes && dataUntiled) {
    if (types.front() == SubgroupType::Manual)
      return GspmdSharding::manual();
    if (types.front() == SubgroupType::Replicated)
      return GspmdSharding::replicated();
  }
  if (types.size() == 1 && types.front() == SubgroupType::Replicated)
    tiled.lastTileDimReplicate = true;
  else
    tiled.lastTileDims = std::move(types);
  return tiled;
}

/// The explicit device list of `iota` (a transpose of the mesh axes) when
/// the mesh orders its devices as `deviceIds`; a trailing replicated group
/// is sorted, as XLA's PartialTile does.
static SmallVector<int64_t> explicitDevices(const IotaDevices &iota,
                                            ArrayRef<int64_t> deviceIds,
                                            int64_t groupSize) {
  GspmdSharding positions;
  positions.iota = iota;
  SmallVector<int64_t> devices;
  for (int64_t position : positions.materializeDevices())
    devices.push_back(deviceIds[position]);
  for (auto *group = devices.begin(); group != devices.end();
       group += groupSize)
    std::sort(group, group + groupSize);
  return devices;
}

FailureOr<GspmdSharding> toGspmdSharding(sdy::TensorShardingAttr sharding,
                                         sdy::MeshAttr mesh,
                                         ArrayRef<StringAttr> manualAxes,
                                         std::string &error) {
  if (mesh.getAxes().empty())
    return mesh.getDeviceIds().empty()
               ? GspmdSharding::replicated()
               : GspmdSharding::maximal(mesh.getDeviceIds().front());
  if (manualAxes.size() == mesh.getAxes().size())
    return GspmdSharding::manual();
  if (!manualAxes.empty() && !sharding.getUnreducedAxes().empty())
    return fail(error, "a sharding with both manual and unreduced axes has no "
                       "GSPMD form");
  // Positions in the tile order: dims' axes, then manual, then unreduced.
  GspmdSharding tiled;
  tiled.kind = ShardingKind::Tiled;
  SmallVector<SubgroupType> types;
  std::map<AxisKey, int64_t> position;
  int64_t next = 0;
  for (sdy::DimensionShardingAttr dim : sharding.getDimShardings()) {
    int64_t &size = tiled.tileDims.emplace_back(1);
    for (sdy::AxisRefAttr ref : dim.getAxes()) {
      size *= sizeOf(ref, mesh);
      position[keyOf(ref, mesh)] = next++;
    }
  }
  if (!manualAxes.empty()) {
    types.push_back(SubgroupType::Manual);
    int64_t &size = tiled.tileDims.emplace_back(1);
    for (StringAttr name : manualAxes) {
      int64_t axisSize = mesh.getAxisSize(name).value_or(1);
      size *= axisSize;
      position[{name.str(), 1, axisSize}] = next++;
    }
  }
  if (!sharding.getUnreducedAxes().empty()) {
    types.push_back(SubgroupType::Unreduced);
    int64_t &size = tiled.tileDims.emplace_back(1);
    for (sdy::AxisRefAttr ref : sharding.getUnreducedAxes()) {
      size *= sizeOf(ref, mesh);
      position[keyOf(ref, mesh)] = next++;
    }
  }
  FailureOr<SmallVector<AxisKey>> ordered = orderedAxes(sharding, mesh, error);
  if (mlir::failed(ordered))
    return mlir::failure();
  // The device order is the mesh axes in order; the tile order is their
  // transpose by position, the unused (replicated) axes last.
  IotaDevices iota;
  iota.transposePerm.resize(ordered->size());
  int64_t nextReplicated = next, replicatedSize = 1;
  for (auto [index, key] : llvm::enumerate(*ordered)) {
    iota.reshapeDims.push_back(std::get<2>(key));
    auto found = position.find(key);
    if (found != position.end()) {
      iota.transposePerm[found->second] = index;
      continue;
    }
    iota.transposePerm[nextReplicated++] = index;
    replicatedSize *= std::get<2>(key);
  }
  if (replicatedSize > 1) {
    tiled.tileDims.push_back(replicatedSize);
    types.push_back(SubgroupType::Replicated);
  }
  if (mesh.getDeviceIds().empty()) {
    tiled.iota = canonicalizeIota(iota);
  } else {
    bool replicatedLast =
        !types.empty() && types.back() == SubgroupType::Replicated;
    tiled.devices = explicitDevices(iota, mesh.getDeviceIds(),
                                    replicatedLast ? replicatedSize : 1);
  }
  return normalizeSubgroups(std::move(tiled), std::move(types));
}

} // namespace hlokit::gspmd
