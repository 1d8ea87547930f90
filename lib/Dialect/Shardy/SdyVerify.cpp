//===- SdyVerify.cpp - verifying a tensor sharding against its mesh -------===//
//
// One verifier for every place a sharding appears (op attributes, func
// arguments and results), so they all report the same messages.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;

namespace hlokit::sdy {

InFlightDiagnostic emitValueError(Operation *op, StringRef kind, unsigned index,
                                  unsigned count, StringRef msg) {
  InFlightDiagnostic diag = op->emitOpError(kind);
  if (count != 1)
    diag << " " << index;
  return std::move(diag << " - " << msg);
}

MeshAttr getMesh(TensorShardingAttr sharding, Operation *from) {
  if (auto mesh = dyn_cast<MeshAttr>(sharding.getMeshOrRef()))
    return mesh;
  auto meshOp = SymbolTable::lookupNearestSymbolFrom<MeshOp>(
      from, sharding.getMeshSymName());
  return meshOp ? meshOp.getMesh() : MeshAttr();
}

namespace {

/// The axes a sharding uses, grouped by axis name, to find duplicates and
/// overlaps across its dimensions and its replicated and unreduced lists.
using AxesByName = llvm::MapVector<StringRef, SmallVector<AxisRefAttr>>;

/// The position of `axis` in `mesh`'s order: by axis, then sub-axis.
std::tuple<int64_t, int64_t, int64_t> meshOrderKey(MeshAttr mesh,
                                                   AxisRefAttr axis) {
  SubAxisInfoAttr sub = axis.getSubAxisInfo();
  return {mesh.getAxisIndex(axis.getName()), sub ? sub.getPreSize() : 0,
          sub ? sub.getSize() : 0};
}

/// Checks one axis list (a dimension's, or the replicated or unreduced
/// axes): each axis is in `mesh`, not used before and not mergeable with the
/// one before it. Records the axes in `byName`.
LogicalResult collectAxes(ArrayRef<AxisRefAttr> axes, MeshAttr mesh,
                          llvm::DenseSet<AxisRefAttr> &seen, AxesByName &byName,
                          EmitErrorFn emitError) {
  for (auto [index, axis] : llvm::enumerate(axes)) {
    if (!mesh.getAxisSize(axis.getName()))
      return emitError("unknown axis name: \"") << axis.getName() << "\"";
    if (!seen.insert(axis).second)
      return emitError("duplicate axis ref: ") << axis.toString();
    // Adjacent sub-axes of one axis are written as one sub-axis, so that each
    // sharding has one spelling.
    if (index > 0 && canMerge(axes[index - 1], axis))
      return emitError("two consecutive sub-axes can be merged: ")
             << axes[index - 1].toString() << ", " << axis.toString();
    byName[axis.getName()].push_back(axis);
  }
  return success();
}

/// Replicated and unreduced axes are kept in mesh order (one spelling).
LogicalResult verifyMeshOrder(ArrayRef<AxisRefAttr> axes, MeshAttr mesh,
                              StringRef listName, EmitErrorFn emitError) {
  for (size_t i = 1; i < axes.size(); ++i)
    if (meshOrderKey(mesh, axes[i]) < meshOrderKey(mesh, axes[i - 1]))
      return emitError(listName) << " axes are not ordered w.r.t. mesh";
  return success();
}

/// A sub-axis `(p)s` of an axis of size n needs p >= 1, s > 1, p*s | n and
/// s != n; the sub-axes of one axis may not overlap, nor mix with the full
/// axis.
LogicalResult verifySubAxes(StringRef name, SmallVector<AxisRefAttr> axes,
                            int64_t axisSize, EmitErrorFn emitError) {
  bool hasFull = llvm::any_of(
      axes, [](AxisRefAttr axis) { return !axis.getSubAxisInfo(); });
  if (hasFull) {
    if (axes.size() > 1)
      return emitError("both sub-axis and full-axis are used for axis name: "
                       "\"")
             << name << "\"";
    return success();
  }
  for (AxisRefAttr axis : axes) {
    SubAxisInfoAttr sub = axis.getSubAxisInfo();
    if (sub.getPreSize() < 1)
      return emitError("sub-axis pre-size must be at least 1: ")
             << axis.toString();
    if (sub.getSize() <= 1)
      return emitError("sub-axis sizes must be greater than 1: ")
             << axis.toString();
    int64_t nextPreSize = sub.getPreSize() * sub.getSize();
    if (axisSize % nextPreSize != 0)
      return emitError("sub-axis next pre-size ")
             << nextPreSize << " doesn't divide the size of the full axis "
             << axisSize << ": " << axis.toString();
    if (sub.getSize() == axisSize)
      return emitError("sub-axis size is equal to the full axis size: ")
             << axis.toString();
  }
  llvm::sort(axes, [](AxisRefAttr a, AxisRefAttr b) {
    auto key = [](AxisRefAttr x) {
      return std::pair(x.getSubAxisInfo().getPreSize(),
                       x.getSubAxisInfo().getSize());
    };
    return key(a) < key(b);
  });
  for (size_t i = 1; i < axes.size(); ++i) {
    SubAxisInfoAttr prev = axes[i - 1].getSubAxisInfo();
    if (prev.getPreSize() * prev.getSize() >
        axes[i].getSubAxisInfo().getPreSize())
      return emitError("overlapping sub-axes: ")
             << axes[i - 1].toString() << ", " << axes[i].toString();
  }
  return success();
}

/// A sharding without dimensions or replicated/unreduced axes; required by
/// a maximal mesh and for values that aren't tensors.
bool isRankZeroWithoutAxes(TensorShardingAttr sharding) {
  return sharding.getRank() == 0 && sharding.getReplicatedAxes().empty() &&
         sharding.getUnreducedAxes().empty();
}

/// No dimension is sharded (dimensions may still be open).
bool isFullyReplicated(TensorShardingAttr sharding) {
  return llvm::all_of(
      sharding.getDimShardings(),
      [](DimensionShardingAttr dim) { return dim.getAxes().empty(); });
}

} // namespace

LogicalResult verifyTensorSharding(TensorShardingAttr sharding, Type type,
                                   MeshAttr mesh, EmitErrorFn emitError) {
  if (!mesh)
    return emitError("unknown mesh: ") << sharding.getMeshOrRef();
  if (mesh.isMaximal() || (!type && isFullyReplicated(sharding))) {
    // A maximal sharding only says which device runs the op; an op without
    // results (no type) takes only such a sharding or a replicated one.
    if (!isRankZeroWithoutAxes(sharding))
      return emitError("a maximal sharding can only have a sharding with "
                       "rank 0 and no replicated or unreduced axes.");
    return success();
  }
  // A tuple of one tensor (an op's only result, as XLA writes it) takes that
  // tensor's sharding.
  if (auto tuple = dyn_cast_or_null<TupleType>(type)) {
    if (tuple.size() != 1)
      return emitError("ops can only have a sharding for a tuple of size 1: ")
             << type;
    type = tuple.getType(0);
  }
  auto shapedType = dyn_cast_or_null<ShapedType>(type);
  if (!shapedType) {
    if (!isRankZeroWithoutAxes(sharding))
      return emitError("non-shaped tensors can only have a sharding with "
                       "rank 0 and no replicated or unreduced axes. type: ")
             << type << ", sharding: " << sharding;
    return success();
  }
  if (!shapedType.hasRank())
    return emitError("only ranked tensors can have a sharding. type: ") << type;
  if (sharding.getRank() != shapedType.getRank())
    return emitError("sharding doesn't match tensor rank: ")
           << sharding.getRank() << " != " << shapedType.getRank();

  llvm::DenseSet<AxisRefAttr> seen;
  AxesByName byName;
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    if (std::optional<int64_t> priority = dimSharding.getPriority()) {
      if (*priority < 0)
        return emitError("dim ") << dim << " has a negative priority";
      if (dimSharding.getIsClosed() && dimSharding.getAxes().empty())
        return emitError("dim ")
               << dim << " is empty and closed but has a priority";
    }
    if (failed(
            collectAxes(dimSharding.getAxes(), mesh, seen, byName, emitError)))
      return failure();
  }
  // As Shardy, a list's order is checked before its axes.
  if (failed(verifyMeshOrder(sharding.getReplicatedAxes(), mesh, "replicated",
                             emitError)) ||
      failed(collectAxes(sharding.getReplicatedAxes(), mesh, seen, byName,
                         emitError)) ||
      failed(verifyMeshOrder(sharding.getUnreducedAxes(), mesh, "unreduced",
                             emitError)) ||
      failed(collectAxes(sharding.getUnreducedAxes(), mesh, seen, byName,
                         emitError)))
    return failure();
  for (auto &[name, axes] : byName)
    if (failed(verifySubAxes(name, axes, *mesh.getAxisSize(name), emitError)))
      return failure();
  return success();
}

LogicalResult verifyShardingPerValue(Operation *op,
                                     TensorShardingPerValueAttr perValue,
                                     TypeRange types, StringRef kind) {
  ArrayRef<TensorShardingAttr> shardings = perValue.getShardings();
  auto verifyOne = [&](unsigned index, Type type) {
    auto emitError = [&](StringRef msg) {
      return emitValueError(op, kind, index, types.size(), msg);
    };
    TensorShardingAttr sharding = shardings[index];
    return failure(failed(verifyTensorSharding(
                       sharding, type, getMesh(sharding, op), emitError)) ||
                   failed(verifyNoBoundManualAxes(op, sharding, emitError)));
  };
  // An op without results (a side-effecting custom call) may still say which
  // device runs it, with one maximal or replicated sharding.
  if (types.empty() && shardings.size() == 1) {
    MeshAttr mesh = getMesh(shardings.front(), op);
    if ((mesh && mesh.isMaximal()) || isFullyReplicated(shardings.front()))
      return verifyOne(0, Type());
  }
  if (shardings.size() != types.size())
    return op->emitOpError(kind)
           << " shardings don't match number of values: " << shardings.size()
           << " shardings vs " << types.size() << " values";
  for (auto [index, type] : llvm::enumerate(types))
    if (failed(verifyOne(index, type)))
      return failure();
  return success();
}

LogicalResult verifyNoBoundManualAxes(Operation *op,
                                      TensorShardingAttr sharding,
                                      EmitErrorFn emitError) {
  SmallVector<AxisRefAttr> axes(sharding.getReplicatedAxes());
  llvm::append_range(axes, sharding.getUnreducedAxes());
  for (DimensionShardingAttr dim : sharding.getDimShardings())
    llvm::append_range(axes, dim.getAxes());
  for (auto parent = op->getParentOfType<ManualComputationOp>(); parent;
       parent = parent->getParentOfType<ManualComputationOp>()) {
    for (AxisRefAttr axis : axes) {
      if (!llvm::is_contained(
              parent.getManualAxes(),
              StringAttr::get(op->getContext(), axis.getName())))
        continue;
      InFlightDiagnostic diag =
          emitError("operates on axis \"")
          << axis.getName()
          << "\" which is already bound by a parent sdy.manual_computation op";
      diag.attachNote(parent.getLoc()) << "parent bounding this axis as manual";
      return diag;
    }
  }
  return success();
}

} // namespace hlokit::sdy
