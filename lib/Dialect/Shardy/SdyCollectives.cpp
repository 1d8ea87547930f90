//===- SdyCollectives.cpp - verifying sdy's explicit collectives ----------===//
//
// A collective states the sharding it produces; verification checks that it
// is what the collective's axes make of the operand's sharding, with
// Shardy's messages.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "SdyCollectives.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace hlokit::sdy {

//===----------------------------------------------------------------------===//
// Shardings of values
//===----------------------------------------------------------------------===//

TensorShardingAttr getOrCreateSharding(Value value, Attribute meshOrRef) {
  if (TensorShardingAttr sharding = getSharding(value))
    return sharding;
  MLIRContext *context = value.getContext();
  int64_t rank = cast<ShapedType>(value.getType()).getRank();
  SmallVector<DimensionShardingAttr> dims(
      rank, DimensionShardingAttr::get(context, {}, /*is_closed=*/true,
                                       std::nullopt));
  return TensorShardingAttr::get(context, meshOrRef, dims, {}, {},
                                 ReductionOp::SUM);
}

bool areEquivalentShardings(TensorShardingAttr a, TensorShardingAttr b,
                            bool ignoreUnreduced) {
  auto isReplicated = [&](TensorShardingAttr s) {
    return !s ||
           ((ignoreUnreduced || s.getUnreducedAxes().empty()) &&
            llvm::all_of(s.getDimShardings(), [](DimensionShardingAttr dim) {
              return dim.getAxes().empty();
            }));
  };
  if (isReplicated(a) || isReplicated(b))
    return isReplicated(a) && isReplicated(b);
  if (a.getMeshOrRef() != b.getMeshOrRef() || a.getRank() != b.getRank() ||
      (!ignoreUnreduced && a.getUnreducedAxes() != b.getUnreducedAxes()))
    return false;
  return llvm::all_of(
      llvm::zip_equal(a.getDimShardings(), b.getDimShardings()), [](auto pair) {
        return std::get<0>(pair).getAxes() == std::get<1>(pair).getAxes();
      });
}

namespace {

//===----------------------------------------------------------------------===//
// Checks every collective shares
//===----------------------------------------------------------------------===//

/// What a collective's common checks establish: the operand's sharding
/// (null when it may have none and has none) and the result's mesh.
struct CollectiveShardings {
  TensorShardingAttr operand;
  MeshAttr mesh;
};

/// Checks that the operand has a sharding (unless `allowMissingInput`), that
/// `out_sharding` fits the result type, that both use one mesh (unless
/// `allowDifferentMeshes`) and have one rank.
FailureOr<CollectiveShardings>
verifyCollective(Operation *op, TensorShardingAttr outSharding,
                 bool allowMissingInput = false,
                 bool allowDifferentMeshes = false) {
  Value tensor = op->getOperand(0);
  TensorShardingAttr operandSharding = getSharding(tensor);
  if (!allowMissingInput && !operandSharding)
    return op->emitOpError("collective on operand without sharding");
  MeshAttr mesh = getMesh(outSharding, op);
  auto emitError = [op](StringRef msg) { return op->emitOpError(msg); };
  if (failed(verifyTensorSharding(outSharding, op->getResult(0).getType(), mesh,
                                  emitError)))
    return failure();
  if (operandSharding) {
    MeshAttr operandMesh = getMesh(operandSharding, op);
    if (!operandMesh)
      return op->emitOpError("unknown mesh of the operand's sharding: ")
             << operandSharding.getMeshOrRef();
    if (!allowDifferentMeshes && operandMesh != mesh) {
      InFlightDiagnostic diag =
          op->emitOpError("result mesh does not match operand mesh");
      diag.attachNote(tensor.getLoc()) << "operand mesh: " << operandMesh;
      return diag;
    }
    if (operandSharding.getRank() != outSharding.getRank())
      return op->emitOpError("result sharding has rank ")
             << outSharding.getRank() << " but operand sharding has rank "
             << operandSharding.getRank();
  }
  return CollectiveShardings{operandSharding, mesh};
}

/// Checks the axes of a collective: known in `mesh`, not used before (`seen`
/// spans the op's axis lists) and no two adjacent sub-axes that should be
/// one.
LogicalResult verifyAxisList(Operation *op, ArrayRef<AxisRefAttr> axes,
                             MeshAttr mesh,
                             llvm::SmallDenseSet<AxisRefAttr> &seen) {
  AxisRefAttr previous;
  for (AxisRefAttr axis : axes) {
    if (!mesh.getAxisSize(axis.getName()))
      return op->emitOpError("unknown axis name: \"") << axis.getName() << "\"";
    if (!seen.insert(axis).second)
      return op->emitOpError("duplicate axis ref: ") << axis.toString();
    if (previous && canMerge(previous, axis))
      return op->emitOpError("two consecutive sub-axes can be merged: ")
             << previous.toString() << ", " << axis.toString();
    previous = axis;
  }
  return success();
}

/// `verifyAxisList` for a list kept in mesh order, named `name` in errors.
LogicalResult verifySortedAxisList(Operation *op, ArrayRef<AxisRefAttr> axes,
                                   MeshAttr mesh, StringRef name) {
  if (!llvm::is_sorted(axes, [&](AxisRefAttr a, AxisRefAttr b) {
        return meshOrderLess(mesh, a, b);
      }))
    return op->emitOpError(name) << " axes are not ordered w.r.t. mesh";
  llvm::SmallDenseSet<AxisRefAttr> seen;
  return verifyAxisList(op, axes, mesh, seen);
}

LogicalResult verifyDimSharding(Operation *op, int64_t dim,
                                ArrayRef<AxisRefAttr> expected,
                                DimensionShardingAttr actual) {
  if (ArrayRef<AxisRefAttr>(expected) != actual.getAxes())
    return op->emitOpError("result sharding doesn't match expected sharding ")
           << axisListString(expected) << " on dimension " << dim;
  return success();
}

/// The dimension's axes without `axes`, which must be their minor end
/// (`kind` names the collective's axes in the error).
FailureOr<SmallVector<AxisRefAttr>>
removeSuffixAxes(Operation *op, DimensionShardingAttr dimSharding,
                 ArrayRef<AxisRefAttr> axes, int64_t dim, MeshAttr mesh,
                 StringRef kind) {
  SmallVector<AxisRefAttr> remaining(dimSharding.getAxes());
  for (AxisRefAttr axis : llvm::reverse(axes)) {
    if (remaining.empty() || !isSuffixOf(axis, remaining.back(), mesh))
      return op->emitOpError("can't apply ")
             << kind << " axis " << axis.toString()
             << " to operand sharding on dimension " << dim;
    AxisRefAttr last = remaining.pop_back_val();
    if (std::optional<AxisRefAttr> prefix = getPrefixBefore(last, axis, mesh))
      remaining.push_back(*prefix);
  }
  return remaining;
}

/// The dimension's axes with `axes` appended.
SmallVector<AxisRefAttr> appendAxes(DimensionShardingAttr dimSharding,
                                    ArrayRef<AxisRefAttr> axes, MeshAttr mesh) {
  SmallVector<AxisRefAttr> result(dimSharding.getAxes());
  for (AxisRefAttr axis : axes)
    appendOrMerge(result, axis, mesh);
  return result;
}

using ExpectedDimFn = function_ref<FailureOr<SmallVector<AxisRefAttr>>(
    DimensionShardingAttr operandDim, ArrayRef<AxisRefAttr> axes, int64_t dim)>;

/// For a collective with axes per dimension: checks the axes, and that each
/// result dimension is what `expectedDim` makes of the operand's.
LogicalResult verifyAxesPerDim(Operation *op, CollectiveShardings shardings,
                               TensorShardingAttr outSharding,
                               ArrayRef<AxisRefListAttr> axesPerDim,
                               ExpectedDimFn expectedDim) {
  llvm::SmallDenseSet<AxisRefAttr> seen;
  for (AxisRefListAttr axes : axesPerDim)
    if (failed(verifyAxisList(op, axes.getValue(), shardings.mesh, seen)))
      return failure();
  ArrayRef<DimensionShardingAttr> resultDims = outSharding.getDimShardings();
  if (resultDims.size() != axesPerDim.size())
    return op->emitOpError("result sharding has rank ")
           << resultDims.size() << " but collective axes has rank "
           << axesPerDim.size();
  TensorShardingAttr operandSharding = shardings.operand;
  if (!operandSharding)
    operandSharding =
        getOrCreateSharding(op->getOperand(0), outSharding.getMeshOrRef());
  for (auto [dim, operandDim, axes] :
       llvm::enumerate(operandSharding.getDimShardings(), axesPerDim)) {
    FailureOr<SmallVector<AxisRefAttr>> expected =
        expectedDim(operandDim, axes.getValue(), dim);
    if (failed(expected) ||
        failed(verifyDimSharding(op, dim, *expected, resultDims[dim])))
      return failure();
  }
  return success();
}

/// sharded_to_unreduced and replicated_to_unreduced only add summed axes.
LogicalResult verifySumOutSharding(Operation *op, TensorShardingAttr sharding) {
  if (sharding.getReductionOp() != ReductionOp::SUM)
    return op->emitOpError("out_sharding reduction_op must be SUM");
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// The collectives
//===----------------------------------------------------------------------===//

bool isCollective(Operation *op) {
  return isa<AllGatherOp, AllSliceOp, AllToAllOp, CollectivePermuteOp,
             AllReduceOp, ReduceScatterOp, ShardedToUnreducedOp,
             ReplicatedToUnreducedOp>(op);
}

LogicalResult AllGatherOp::verify() {
  FailureOr<CollectiveShardings> shardings =
      verifyCollective(*this, getOutSharding());
  if (failed(shardings))
    return failure();
  return verifyAxesPerDim(
      *this, *shardings, getOutSharding(), getGatheringAxes(),
      [&](DimensionShardingAttr operandDim, ArrayRef<AxisRefAttr> axes,
          int64_t dim) {
        return removeSuffixAxes(*this, operandDim, axes, dim, shardings->mesh,
                                "gathering");
      });
}

LogicalResult AllSliceOp::verify() {
  FailureOr<CollectiveShardings> shardings =
      verifyCollective(*this, getOutSharding(), /*allowMissingInput=*/true);
  if (failed(shardings))
    return failure();
  return verifyAxesPerDim(
      *this, *shardings, getOutSharding(), getSlicingAxes(),
      [&](DimensionShardingAttr operandDim, ArrayRef<AxisRefAttr> axes,
          int64_t) { return appendAxes(operandDim, axes, shardings->mesh); });
}

LogicalResult AllToAllOp::verify() {
  FailureOr<CollectiveShardings> shardings =
      verifyCollective(*this, getOutSharding());
  if (failed(shardings))
    return failure();
  MeshAttr mesh = shardings->mesh;
  ArrayRef<AllToAllParamAttr> params = getParams();
  if (params.empty())
    return emitOpError("parameter list is empty");
  int64_t rank = cast<ShapedType>(getType()).getRank();
  llvm::SmallBitVector seenDims(rank);
  int64_t previousSrc = -1;
  llvm::SmallDenseSet<AxisRefAttr> seen;
  for (AllToAllParamAttr param : params) {
    if (failed(verifyAxisList(*this, param.getAxes(), mesh, seen)))
      return failure();
    for (auto [dim, name] : {std::pair(param.getSrcDim(), "source"),
                             std::pair(param.getTgtDim(), "target")})
      if (dim < 0 || dim >= rank)
        return emitOpError(name) << " dimension " << dim
                                 << " is out of range [0, " << rank << ")";
    for (int64_t dim : {param.getSrcDim(), param.getTgtDim()}) {
      if (seenDims.test(dim))
        return emitOpError("overlapping source/target dimensions in all-to-all "
                           "params: ")
               << dim;
      seenDims.set(dim);
    }
    if (previousSrc >= param.getSrcDim())
      return emitOpError("source dimensions are not sorted in ascending "
                         "order: ")
             << param.getSrcDim() << " appears after " << previousSrc;
    previousSrc = param.getSrcDim();
  }
  // The moves, once all dimensions are known distinct.
  ArrayRef<DimensionShardingAttr> in = shardings->operand.getDimShardings();
  ArrayRef<DimensionShardingAttr> out = getOutSharding().getDimShardings();
  for (AllToAllParamAttr param : params) {
    int64_t src = param.getSrcDim(), tgt = param.getTgtDim();
    FailureOr<SmallVector<AxisRefAttr>> srcAxes = removeSuffixAxes(
        *this, in[src], param.getAxes(), src, mesh, "all-to-all");
    if (failed(srcAxes) ||
        failed(verifyDimSharding(*this, src, *srcAxes, out[src])) ||
        failed(verifyDimSharding(
            *this, tgt, appendAxes(in[tgt], param.getAxes(), mesh), out[tgt])))
      return failure();
  }
  for (auto [dim, inDim, outDim] : llvm::enumerate(in, out))
    if (!seenDims.test(dim) &&
        failed(verifyDimSharding(*this, dim, inDim.getAxes(), outDim)))
      return failure();
  return success();
}

LogicalResult CollectivePermuteOp::verify() {
  FailureOr<CollectiveShardings> shardings =
      verifyCollective(*this, getOutSharding(), /*allowMissingInput=*/false,
                       /*allowDifferentMeshes=*/true);
  if (failed(shardings))
    return failure();
  TensorShardingAttr in = shardings->operand, out = getOutSharding();
  MeshAttr mesh = shardings->mesh, inMesh = getMesh(in, *this);
  // Another mesh may only reorder the devices.
  if (mesh.getAxes() != inMesh.getAxes()) {
    InFlightDiagnostic diag =
        emitOpError("result mesh has different axes than operand mesh");
    diag.attachNote(getTensor().getLoc()) << "operand mesh: " << inMesh;
    return diag;
  }
  if (in.getMeshOrRef() != out.getMeshOrRef() &&
      mesh.getDeviceIds() == inMesh.getDeviceIds()) {
    InFlightDiagnostic diag = emitOpError(
        "result mesh name is different but same device ids as operand");
    diag.attachNote(getTensor().getLoc()) << "operand mesh: " << inMesh;
    return diag;
  }
  auto shardedSize = [&](DimensionShardingAttr dim) {
    return getAxesSize(dim.getAxes(), mesh);
  };
  for (auto [dim, inDim, outDim] :
       llvm::enumerate(in.getDimShardings(), out.getDimShardings())) {
    if (inDim.getAxes() == outDim.getAxes())
      continue;
    if (shardedSize(inDim) != shardedSize(outDim))
      return emitOpError("sharded size of result doesn't match operand on "
                         "dimension ")
             << dim << ": " << shardedSize(outDim)
             << " != " << shardedSize(inDim);
  }
  return success();
}

LogicalResult AllReduceOp::verify() {
  FailureOr<CollectiveShardings> shardings =
      verifyCollective(*this, getOutSharding(), /*allowMissingInput=*/true);
  if (failed(shardings))
    return failure();
  MeshAttr mesh = shardings->mesh;
  TensorShardingAttr out = getOutSharding();
  TensorShardingAttr in =
      shardings->operand ? shardings->operand
                         : getOrCreateSharding(getTensor(), out.getMeshOrRef());
  if (!areEquivalentShardings(in, out, /*ignoreUnreduced=*/true))
    return emitOpError("operand and result shardings are not equivalent");
  ArrayRef<AxisRefAttr> reductionAxes = getReductionAxes();
  if (failed(verifySortedAxisList(*this, reductionAxes, mesh, "reduction")))
    return failure();
  SmallVector<AxisRefAttr> inShardedOrReplicated(in.getReplicatedAxes());
  for (DimensionShardingAttr dim : in.getDimShardings())
    llvm::append_range(inShardedOrReplicated, dim.getAxes());
  for (AxisRefAttr axis : reductionAxes) {
    auto overlaps = [&](AxisRefAttr other) {
      return axisRefsOverlap(axis, other);
    };
    if (llvm::any_of(inShardedOrReplicated, overlaps))
      return emitOpError("reduction axis ")
             << axis.toString()
             << " overlaps with operand dimension sharding or replicated axes";
    if (llvm::any_of(out.getUnreducedAxes(), overlaps))
      return emitOpError("reduction axis ")
             << axis.toString() << " overlaps with result unreduced axes";
  }
  return verifyUnreducedTransition(*this, in, out, mesh, /*introduced=*/{},
                                   getReductionOp());
}

LogicalResult ReduceScatterOp::verify() {
  FailureOr<CollectiveShardings> shardings =
      verifyCollective(*this, getOutSharding(), /*allowMissingInput=*/true);
  if (failed(shardings))
    return failure();
  TensorShardingAttr out = getOutSharding();
  TensorShardingAttr in =
      shardings->operand ? shardings->operand
                         : getOrCreateSharding(getTensor(), out.getMeshOrRef());
  if (failed(verifyUnreducedTransition(*this, in, out, shardings->mesh,
                                       /*introduced=*/{}, getReductionOp())))
    return failure();
  return verifyAxesPerDim(
      *this, *shardings, out, getReduceScatterAxes(),
      [&](DimensionShardingAttr operandDim, ArrayRef<AxisRefAttr> axes,
          int64_t) { return appendAxes(operandDim, axes, shardings->mesh); });
}

LogicalResult ShardedToUnreducedOp::verify() {
  FailureOr<CollectiveShardings> shardings =
      verifyCollective(*this, getOutSharding());
  if (failed(shardings))
    return failure();
  MeshAttr mesh = shardings->mesh;
  TensorShardingAttr out = getOutSharding();
  if (failed(verifySumOutSharding(*this, out)) ||
      failed(verifyAxesPerDim(*this, *shardings, out, getAxes(),
                              [&](DimensionShardingAttr operandDim,
                                  ArrayRef<AxisRefAttr> axes, int64_t dim) {
                                return removeSuffixAxes(*this, operandDim, axes,
                                                        dim, mesh,
                                                        "shard-to-unreduce");
                              })))
    return failure();
  SmallVector<AxisRefAttr> expected(shardings->operand.getUnreducedAxes());
  for (AxisRefListAttr axes : getAxes())
    llvm::append_range(expected, axes.getValue());
  sortAndMerge(expected, mesh);
  if (ArrayRef<AxisRefAttr>(expected) != out.getUnreducedAxes())
    return emitOpError("out_unreduced_axes should be in_unreduced_axes + "
                       "sharded_to_unreduced_axes");
  return success();
}

LogicalResult ReplicatedToUnreducedOp::verify() {
  FailureOr<CollectiveShardings> shardings =
      verifyCollective(*this, getOutSharding());
  if (failed(shardings))
    return failure();
  MeshAttr mesh = shardings->mesh;
  TensorShardingAttr in = shardings->operand, out = getOutSharding();
  if (failed(verifySumOutSharding(*this, out)))
    return failure();
  if (in.getDimShardings() != out.getDimShardings())
    return emitOpError(
        "input and output must share the same dimension shardings");
  ArrayRef<AxisRefAttr> axes = getAxes();
  if (axes.empty())
    return emitOpError("r2u axes must not be empty");
  if (failed(verifySortedAxisList(*this, axes, mesh, "r2u")))
    return failure();
  for (AxisRefAttr axis : axes) {
    auto overlaps = [&](AxisRefAttr other) {
      return axisRefsOverlap(axis, other);
    };
    if (llvm::any_of(in.getDimShardings(), [&](DimensionShardingAttr dim) {
          return llvm::any_of(dim.getAxes(), overlaps);
        }))
      return emitOpError("r2u axis ")
             << axis.toString() << " overlaps with operand dimension sharding";
    if (llvm::any_of(in.getUnreducedAxes(), overlaps))
      return emitOpError("r2u axis ")
             << axis.toString() << " overlaps with operand unreduced axes";
  }
  SmallVector<AxisRefAttr> expected(in.getUnreducedAxes());
  llvm::append_range(expected, axes);
  sortAndMerge(expected, mesh);
  if (ArrayRef<AxisRefAttr>(expected) != out.getUnreducedAxes())
    return emitOpError(
        "out_unreduced_axes should be in_unreduced_axes + r2u_axes");
  return success();
}

} // namespace hlokit::sdy
