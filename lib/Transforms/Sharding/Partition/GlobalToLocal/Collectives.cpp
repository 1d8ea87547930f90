//===- Collectives.cpp - sdy's collectives as StableHLO collectives -------===//
//
// Each sdy collective names mesh axes; its StableHLO form communicates
// within the groups of devices that differ only along them
// (use_global_device_ids, a fresh channel), on local shapes.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include "llvm/ADT/STLExtras.h"

#include <map>

using namespace mlir;

namespace hlokit::sdy::g2l {

namespace {

RankedTensorType localTypeOf(Value value) {
  return cast<RankedTensorType>(value.getType());
}

/// The attributes every collective gets: its groups along `axes` of the
/// mesh of `sharding` (as mesh axes when `meshAxes` and the pass asks for
/// them), a fresh channel and, unless `globalIds` is false,
/// use_global_device_ids.
SmallVector<NamedAttribute> collectiveAttrs(OpBuilder &b, Localizer &localizer,
                                            TensorShardingAttr sharding,
                                            ArrayRef<AxisRefAttr> axes,
                                            bool meshAxes,
                                            bool globalIds = true) {
  Attribute groups =
      meshAxes && localizer.getOptions().enableRGV3
          ? localizer.getMeshAxesReplicaGroups(sharding, axes)
          : localizer.getReplicaGroups(localizer.getMesh(sharding), axes);
  SmallVector<NamedAttribute> attrs = {
      b.getNamedAttr("replica_groups", groups),
      b.getNamedAttr("channel_handle", localizer.getNextChannelHandle())};
  if (globalIds)
    attrs.push_back(b.getNamedAttr("use_global_device_ids", b.getUnitAttr()));
  return attrs;
}

/// Fills `region` with the scalar computation of `kind` on `elementType`.
void buildReduction(OpBuilder &b, Location loc, Region &region,
                    Type elementType, ReductionOp kind) {
  OpBuilder::InsertionGuard guard(b);
  auto scalar = RankedTensorType::get({}, elementType);
  Block *block = b.createBlock(&region, {}, {scalar, scalar}, {loc, loc});
  Value lhs = block->getArgument(0), rhs = block->getArgument(1);
  Value result;
  switch (kind) {
  case ReductionOp::SUM:
    result = elementType.isInteger(1)
                 ? stablehlo::OrOp::create(b, loc, lhs, rhs).getResult()
                 : stablehlo::AddOp::create(b, loc, lhs, rhs).getResult();
    break;
  case ReductionOp::MAX:
    result = stablehlo::MaxOp::create(b, loc, lhs, rhs);
    break;
  case ReductionOp::MIN:
    result = stablehlo::MinOp::create(b, loc, lhs, rhs);
    break;
  }
  stablehlo::ReturnOp::create(b, loc, ValueRange{result});
}

/// An all_reduce of `operand` along `axes` of the mesh of `sharding`.
Value emitAllReduce(OpBuilder &b, Location loc, Localizer &localizer,
                    Value operand, TensorShardingAttr sharding,
                    ArrayRef<AxisRefAttr> axes, ReductionOp kind) {
  auto op = stablehlo::AllReduceOp::create(
      b, loc, TypeRange{operand.getType()}, ValueRange{operand},
      collectiveAttrs(b, localizer, sharding, axes, /*meshAxes=*/false));
  buildReduction(b, loc, op.getComputation(),
                 localTypeOf(operand).getElementType(), kind);
  return op->getResult(0);
}

/// An all_gather of `operand` along dimension `dim` over `axes` of the mesh
/// of `sharding`.
Value emitAllGather(OpBuilder &b, Location loc, Localizer &localizer,
                    Value operand, int64_t dim, TensorShardingAttr sharding,
                    ArrayRef<AxisRefAttr> axes) {
  RankedTensorType type = localTypeOf(operand);
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] *= getAxesSize(axes, localizer.getMesh(sharding));
  SmallVector<NamedAttribute> attrs =
      collectiveAttrs(b, localizer, sharding, axes, /*meshAxes=*/true);
  attrs.push_back(b.getNamedAttr("all_gather_dim", b.getI64IntegerAttr(dim)));
  return stablehlo::AllGatherOp::create(b, loc, TypeRange{type.clone(shape)},
                                        ValueRange{operand}, attrs)
      ->getResult(0);
}

/// The dimensions of `perDim` with axes.
SmallVector<int64_t> nonEmptyDims(ArrayRef<AxisRefListAttr> perDim) {
  SmallVector<int64_t> dims;
  for (auto [d, axes] : llvm::enumerate(perDim))
    if (!axes.getValue().empty())
      dims.push_back(d);
  return dims;
}

/// All dimensions gathered at once: the operand gets a leading dimension,
/// one all_gather along every gathering axis (dimension by dimension)
/// stacks the blocks in it, and a transpose puts each dimension's blocks
/// before it.
Value emitCombinedAllGather(OpBuilder &b, Location loc, Localizer &localizer,
                            Value operand, ArrayRef<AxisRefListAttr> perDim,
                            TensorShardingAttr sharding,
                            RankedTensorType resultType) {
  MeshAttr mesh = localizer.getMesh(sharding);
  RankedTensorType type = localTypeOf(operand);
  int64_t rank = type.getRank();
  SmallVector<int64_t> dims = nonEmptyDims(perDim);
  SmallVector<AxisRefAttr> allAxes;
  SmallVector<int64_t> blockCounts;
  for (int64_t d : dims) {
    llvm::append_range(allAxes, perDim[d].getValue());
    blockCounts.push_back(getAxesSize(perDim[d].getValue(), mesh));
  }
  SmallVector<int64_t> stacked = {1};
  llvm::append_range(stacked, type.getShape());
  Value value =
      stablehlo::ReshapeOp::create(b, loc, type.clone(stacked), operand);
  value = emitAllGather(b, loc, localizer, value, 0, sharding, allAxes);
  // [blocks of each gathered dim..., local dims...]
  SmallVector<int64_t> split(blockCounts);
  llvm::append_range(split, type.getShape());
  value = stablehlo::ReshapeOp::create(b, loc, type.clone(split), value);
  SmallVector<int64_t> permutation;
  for (int64_t d = 0, k = 0; d < rank; ++d) {
    if (k < static_cast<int64_t>(dims.size()) && dims[k] == d)
      permutation.push_back(k++);
    permutation.push_back(dims.size() + d);
  }
  value = stablehlo::TransposeOp::create(b, loc, value,
                                         b.getDenseI64ArrayAttr(permutation));
  return stablehlo::ReshapeOp::create(b, loc, resultType, value);
}

LogicalResult localizeAllGather(Operation *op, Localizer &localizer) {
  auto gather = cast<AllGatherOp>(op);
  OpBuilder b(op);
  Location loc = op->getLoc();
  TensorShardingAttr sharding = gather.getOutSharding();
  FailureOr<Type> resultType =
      localizer.getLocalType(op, gather.getType(), gather.getOutSharding());
  if (failed(resultType))
    return failure();
  ArrayRef<AxisRefListAttr> perDim = gather.getGatheringAxes();
  SmallVector<int64_t> dims = nonEmptyDims(perDim);
  Value value = gather.getTensor();
  if (dims.size() > 1 && !localizer.getOptions().perDimAllGather) {
    value = emitCombinedAllGather(b, loc, localizer, value, perDim, sharding,
                                  cast<RankedTensorType>(*resultType));
  } else {
    for (int64_t d : llvm::reverse(dims))
      value = emitAllGather(b, loc, localizer, value, d, sharding,
                            perDim[d].getValue());
  }
  localizer.replaceOp(op, value);
  return success();
}

/// The device's block of `operand` when dimension d is cut along
/// `perDim[d]`: a dynamic_slice at offsets from the device's index.
Value emitAllSlice(OpBuilder &b, Location loc, Localizer &localizer,
                   Value operand, ArrayRef<AxisRefListAttr> perDim,
                   MeshAttr mesh) {
  RankedTensorType type = localTypeOf(operand);
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<SmallVector<AxisRefAttr>> dimAxes;
  for (auto [d, axes] : llvm::enumerate(perDim)) {
    shape[d] /= getAxesSize(axes.getValue(), mesh);
    dimAxes.emplace_back(axes.getValue());
  }
  SmallVector<Value> offsets =
      localizer.emitBlockOffsets(b, loc, mesh, dimAxes, shape);
  return stablehlo::DynamicSliceOp::create(b, loc, operand, offsets, shape);
}

/// Whether every axis of `perDim` divides its dimension of `operand`.
LogicalResult checkDivides(Operation *op, Value operand,
                           ArrayRef<AxisRefListAttr> perDim, MeshAttr mesh) {
  RankedTensorType type = localTypeOf(operand);
  for (auto [d, axes] : llvm::enumerate(perDim))
    if (type.getDimSize(d) % getAxesSize(axes.getValue(), mesh) != 0)
      return op->emitOpError()
             << "local dimension " << d << " of size " << type.getDimSize(d)
             << " is not divisible by the "
             << getAxesSize(axes.getValue(), mesh) << " devices along "
             << axisListString(axes.getValue());
  return success();
}

LogicalResult localizeAllSlice(Operation *op, Localizer &localizer) {
  auto slice = cast<AllSliceOp>(op);
  MeshAttr mesh = localizer.getMesh(slice.getOutSharding());
  ArrayRef<AxisRefListAttr> perDim = slice.getSlicingAxes();
  if (failed(checkDivides(op, slice.getTensor(), perDim, mesh)))
    return failure();
  OpBuilder b(op);
  localizer.replaceOp(op, emitAllSlice(b, op->getLoc(), localizer,
                                       slice.getTensor(), perDim, mesh));
  return success();
}

LogicalResult localizeAllReduce(Operation *op, Localizer &localizer) {
  auto reduce = cast<AllReduceOp>(op);
  OpBuilder b(op);
  localizer.replaceOp(
      op, emitAllReduce(b, op->getLoc(), localizer, reduce.getTensor(),
                        reduce.getOutSharding(), reduce.getReductionAxes(),
                        reduce.getReductionOp()));
  return success();
}

/// `value` with each dimension `dims[i]` (increasing) cut into
/// `counts[i]` blocks, the block indices moved in front in that order:
/// [counts..., the dimensions of `value`, the cut ones a block long].
Value emitBlocksToFront(OpBuilder &b, Location loc, Value value,
                        ArrayRef<int64_t> dims, ArrayRef<int64_t> counts) {
  RankedTensorType type = localTypeOf(value);
  SmallVector<int64_t> split, front, rest;
  for (int64_t d = 0, k = 0, e = type.getRank(); d < e; ++d) {
    int64_t size = type.getDimSize(d);
    if (k < static_cast<int64_t>(dims.size()) && dims[k] == d) {
      front.push_back(split.size());
      split.push_back(counts[k]);
      size /= counts[k++];
    }
    rest.push_back(split.size());
    split.push_back(size);
  }
  value = stablehlo::ReshapeOp::create(b, loc, type.clone(split), value);
  llvm::append_range(front, rest);
  return stablehlo::TransposeOp::create(b, loc, value,
                                        b.getDenseI64ArrayAttr(front));
}

/// `type` with its leading `count` dimensions merged into one.
RankedTensorType mergeLeading(RankedTensorType type, int64_t count) {
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<int64_t> merged = {1};
  for (int64_t size : shape.take_front(count))
    merged[0] *= size;
  llvm::append_range(merged, shape.drop_front(count));
  return type.clone(merged);
}

/// A reduce_scatter of `operand` along dimension `dim` over `axes` of the
/// mesh of `sharding`, to `resultType`.
Value emitReduceScatter(OpBuilder &b, Location loc, Localizer &localizer,
                        Value operand, int64_t dim, TensorShardingAttr sharding,
                        ArrayRef<AxisRefAttr> axes, ReductionOp kind,
                        Type resultType) {
  SmallVector<NamedAttribute> attrs =
      collectiveAttrs(b, localizer, sharding, axes, /*meshAxes=*/true);
  attrs.push_back(
      b.getNamedAttr("scatter_dimension", b.getI64IntegerAttr(dim)));
  auto rs = stablehlo::ReduceScatterOp::create(b, loc, TypeRange{resultType},
                                               ValueRange{operand}, attrs);
  buildReduction(b, loc, rs.getComputation(),
                 localTypeOf(operand).getElementType(), kind);
  return rs->getResult(0);
}

/// Several dimensions scattered by one reduce_scatter (Shardy's
/// combine-multi-dimension-reduce-scatter): each scattered dimension cut
/// into its blocks, all block indices merged into a leading dimension
/// ordered as the devices of the groups along every axis, that dimension
/// scattered, and dropped.
Value emitCombinedReduceScatter(OpBuilder &b, Location loc,
                                Localizer &localizer, Value operand,
                                ArrayRef<AxisRefListAttr> perDim,
                                TensorShardingAttr sharding, ReductionOp kind,
                                RankedTensorType resultType) {
  MeshAttr mesh = localizer.getMesh(sharding);
  SmallVector<int64_t> dims = nonEmptyDims(perDim), counts;
  SmallVector<AxisRefAttr> allAxes;
  for (int64_t d : dims) {
    counts.push_back(getAxesSize(perDim[d].getValue(), mesh));
    llvm::append_range(allAxes, perDim[d].getValue());
  }
  Value value = emitBlocksToFront(b, loc, operand, dims, counts);
  value = stablehlo::ReshapeOp::create(
      b, loc, mergeLeading(localTypeOf(value), dims.size()), value);
  SmallVector<int64_t> scattered = {1};
  llvm::append_range(scattered, resultType.getShape());
  value = emitReduceScatter(b, loc, localizer, value, 0, sharding, allAxes,
                            kind, resultType.clone(scattered));
  return stablehlo::ReshapeOp::create(b, loc, resultType, value);
}

LogicalResult localizeReduceScatter(Operation *op, Localizer &localizer) {
  auto scatter = cast<ReduceScatterOp>(op);
  Value operand = scatter.getTensor();
  // Shardy names the groups on the operand's mesh.
  TensorShardingAttr sharding = localizer.getSharding(operand);
  if (!sharding)
    sharding = scatter.getOutSharding();
  MeshAttr mesh = localizer.getMesh(sharding);
  ArrayRef<AxisRefListAttr> perDim = scatter.getReduceScatterAxes();
  if (failed(checkDivides(op, operand, perDim, mesh)))
    return failure();
  FailureOr<Type> resultType =
      localizer.getLocalType(op, scatter.getType(), scatter.getOutSharding());
  if (failed(resultType))
    return failure();
  OpBuilder b(op);
  Location loc = op->getLoc();
  SmallVector<int64_t> dims = nonEmptyDims(perDim);
  Value value = operand;
  if (dims.size() == 1) {
    int64_t d = dims.front();
    value = emitReduceScatter(b, loc, localizer, operand, d, sharding,
                              perDim[d].getValue(), scatter.getReductionOp(),
                              *resultType);
  } else if (!dims.empty() &&
             localizer.getOptions().combineMultiDimensionReduceScatter) {
    value = emitCombinedReduceScatter(b, loc, localizer, operand, perDim,
                                      sharding, scatter.getReductionOp(),
                                      cast<RankedTensorType>(*resultType));
  } else if (!dims.empty()) {
    // Several dimensions: reduce along all their axes, then keep the
    // device's block.
    SmallVector<AxisRefAttr> allAxes;
    for (int64_t d : dims)
      llvm::append_range(allAxes, perDim[d].getValue());
    value = emitAllReduce(b, loc, localizer, operand, sharding, allAxes,
                          scatter.getReductionOp());
    value = emitAllSlice(b, loc, localizer, value, perDim, mesh);
  }
  localizer.replaceOp(op, value);
  return success();
}

/// An all_to_all of `operand` moving blocks from dimension `split` to
/// dimension `concat` among `count` devices along `axes` of the mesh of
/// `sharding`, to `resultType`.
Value emitAllToAll(OpBuilder &b, Location loc, Localizer &localizer,
                   Value operand, int64_t split, int64_t concat, int64_t count,
                   TensorShardingAttr sharding, ArrayRef<AxisRefAttr> axes,
                   Type resultType) {
  SmallVector<NamedAttribute> attrs =
      collectiveAttrs(b, localizer, sharding, axes, /*meshAxes=*/true,
                      /*globalIds=*/false);
  attrs.push_back(
      b.getNamedAttr("split_dimension", b.getI64IntegerAttr(split)));
  attrs.push_back(
      b.getNamedAttr("concat_dimension", b.getI64IntegerAttr(concat)));
  attrs.push_back(b.getNamedAttr("split_count", b.getI64IntegerAttr(count)));
  return stablehlo::AllToAllOp::create(b, loc, TypeRange{resultType},
                                       ValueRange{operand}, attrs)
      ->getResult(0);
}

/// Several groups of axes moved by one all_to_all, as Shardy does: the
/// target dimensions (in increasing order) cut into their blocks, all block
/// indices merged into a leading dimension ordered as the devices of the
/// groups along every axis, exchanged along it, then each block index put
/// before its source dimension and merged into it.
Value emitCombinedAllToAll(OpBuilder &b, Location loc, Localizer &localizer,
                           Value operand, ArrayRef<AllToAllParamAttr> params,
                           TensorShardingAttr sharding) {
  MeshAttr mesh = localizer.getMesh(sharding);
  SmallVector<AllToAllParamAttr> sorted(params);
  llvm::sort(sorted, [](AllToAllParamAttr lhs, AllToAllParamAttr rhs) {
    return lhs.getTgtDim() < rhs.getTgtDim();
  });
  SmallVector<int64_t> dims, counts;
  SmallVector<AxisRefAttr> allAxes;
  RankedTensorType type = localTypeOf(operand);
  SmallVector<int64_t> resultShape(type.getShape());
  for (AllToAllParamAttr param : sorted) {
    int64_t count = getAxesSize(param.getAxes(), mesh);
    dims.push_back(param.getTgtDim());
    counts.push_back(count);
    llvm::append_range(allAxes, param.getAxes());
    resultShape[param.getTgtDim()] /= count;
    resultShape[param.getSrcDim()] *= count;
  }
  Value front = emitBlocksToFront(b, loc, operand, dims, counts);
  RankedTensorType frontType = localTypeOf(front);
  int64_t numParams = sorted.size();
  RankedTensorType merged = mergeLeading(frontType, numParams);
  Value value = stablehlo::ReshapeOp::create(b, loc, merged, front);
  value = emitAllToAll(b, loc, localizer, value, 0, 0, merged.getDimSize(0),
                       sharding, allAxes, merged);
  value = stablehlo::ReshapeOp::create(b, loc, frontType, value);
  SmallVector<int64_t> permutation;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    for (auto [i, param] : llvm::enumerate(sorted))
      if (param.getSrcDim() == d)
        permutation.push_back(i);
    permutation.push_back(numParams + d);
  }
  value = stablehlo::TransposeOp::create(b, loc, value,
                                         b.getDenseI64ArrayAttr(permutation));
  return stablehlo::ReshapeOp::create(b, loc, type.clone(resultShape), value);
}

LogicalResult localizeAllToAll(Operation *op, Localizer &localizer) {
  auto allToAll = cast<AllToAllOp>(op);
  TensorShardingAttr sharding = allToAll.getOutSharding();
  MeshAttr mesh = localizer.getMesh(sharding);
  Value operand = allToAll.getTensor();
  RankedTensorType type = localTypeOf(operand);
  ArrayRef<AllToAllParamAttr> params = allToAll.getParams();
  for (AllToAllParamAttr param : params) {
    int64_t count = getAxesSize(param.getAxes(), mesh);
    int64_t tgt = param.getTgtDim();
    if (type.getDimSize(tgt) % count != 0)
      return op->emitOpError()
             << "local dimension " << tgt << " of size " << type.getDimSize(tgt)
             << " is not divisible by the " << count << " devices along "
             << axisListString(param.getAxes());
  }
  OpBuilder b(op);
  Location loc = op->getLoc();
  Value value;
  if (params.size() == 1) {
    AllToAllParamAttr param = params.front();
    int64_t count = getAxesSize(param.getAxes(), mesh);
    int64_t src = param.getSrcDim(), tgt = param.getTgtDim();
    SmallVector<int64_t> shape(type.getShape());
    shape[src] *= count;
    shape[tgt] /= count;
    value = emitAllToAll(b, loc, localizer, operand, tgt, src, count, sharding,
                         param.getAxes(), type.clone(shape));
  } else {
    value = emitCombinedAllToAll(b, loc, localizer, operand, params, sharding);
  }
  localizer.replaceOp(op, value);
  return success();
}

/// What identifies the data a device holds under a sharding: its shard of
/// each dimension, then which of the copies of that shard it is (its group
/// along the axes that shard no dimension).
SmallVector<int64_t> getHoldings(Localizer &localizer,
                                 TensorShardingAttr sharding, int64_t device) {
  MeshAttr mesh = localizer.getMesh(sharding);
  SmallVector<int64_t> key;
  SmallVector<AxisRefAttr> allAxes;
  for (int64_t d = 0, e = sharding.getRank(); d < e; ++d) {
    ArrayRef<AxisRefAttr> axes = Localizer::getDimAxes(sharding, d);
    key.push_back(localizer.getShardIndexPerDevice(mesh, axes)[device]);
    llvm::append_range(allAxes, axes);
  }
  stablehlo::IdTable groups = localizer.getGroups(mesh, allAxes);
  for (auto [i, id] : llvm::enumerate(groups.values))
    if (id == device)
      key.push_back(i / groups.shape[1]);
  return key;
}

LogicalResult localizeCollectivePermute(Operation *op, Localizer &localizer) {
  auto permute = cast<CollectivePermuteOp>(op);
  TensorShardingAttr from = localizer.getSharding(permute.getTensor());
  TensorShardingAttr to = permute.getOutSharding();
  MeshAttr toMesh = localizer.getMesh(to);
  if (!from)
    return emitUnsupported(op, "its operand has no sharding", to);
  int64_t devices = toMesh.getNumDevices();
  if (localizer.getMesh(from).getNumDevices() != devices)
    return emitUnsupported(op,
                           "its operand's mesh has another number of "
                           "devices",
                           from);
  std::map<SmallVector<int64_t>, int64_t> holder;
  for (int64_t device = 0; device < devices; ++device)
    holder[getHoldings(localizer, to, device)] = device;
  SmallVector<int64_t> pairs;
  for (int64_t device = 0; device < devices; ++device) {
    pairs.push_back(device);
    pairs.push_back(holder[getHoldings(localizer, from, device)]);
  }
  OpBuilder b(op);
  auto pairsType = RankedTensorType::get({devices, 2}, b.getI64Type());
  Value value = stablehlo::CollectivePermuteOp::create(
      b, op->getLoc(), TypeRange{permute.getTensor().getType()},
      ValueRange{permute.getTensor()},
      {b.getNamedAttr("source_target_pairs",
                      DenseIntElementsAttr::get(pairsType, pairs)),
       b.getNamedAttr("channel_handle", localizer.getNextChannelHandle())});
  localizer.replaceOp(op, value);
  return success();
}

} // namespace

void addCollectiveRewrites(LocalRewrites &rewrites) {
  rewrites[TypeID::get<AllGatherOp>()] = localizeAllGather;
  rewrites[TypeID::get<AllSliceOp>()] = localizeAllSlice;
  rewrites[TypeID::get<AllReduceOp>()] = localizeAllReduce;
  rewrites[TypeID::get<ReduceScatterOp>()] = localizeReduceScatter;
  rewrites[TypeID::get<AllToAllOp>()] = localizeAllToAll;
  rewrites[TypeID::get<CollectivePermuteOp>()] = localizeCollectivePermute;
}

} // namespace hlokit::sdy::g2l
