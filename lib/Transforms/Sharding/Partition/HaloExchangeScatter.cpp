//===- HaloExchangeScatter.cpp - select_and_scatter by halo exchange ------===//
//
// A select_and_scatter along a split windowed dimension. Its source is whole
// along that dimension (its factor there needs replication), so each device
// computes its own block of the result alone from every window overlapping
// the block, and nothing travels back: it gathers the operand elements those
// windows read (the halos, exchangeAlong), slices its windows out of the
// source and runs the op on them. A window may select an element outside the
// block (dropped after) but never one outside the operand: the gathered
// elements outside it are cut off and become the local op's padding, whose
// size differs between devices at the ends, so a `case` on a table by device
// id picks the op of the device's padding. The device's block is then cut
// out of the result (the init value where no window reaches). Every element
// combines the same windows in the same order as without partitioning.
//
//===----------------------------------------------------------------------===//

#include "HaloExchange.h"
#include "WindowAttributes.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/Builders.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"
#include "hlokit/Transforms/Sharding/Partition/MeshAxesGroups.h"

#include "mlir/IR/IRMapping.h"

#include <map>

using namespace mlir;

namespace hlokit::sdy {

using namespace halo;

namespace {

/// What a shard's local op reads along a split windowed dimension: its
/// first `windows` windows (none past the source's end), the elements
/// they read, of which `low` and `high` lie outside the operand.
struct Profile {
  int64_t windows, low, high;
  bool operator<(const Profile &other) const {
    return std::tie(windows, low, high) <
           std::tie(other.windows, other.low, other.high);
  }
};

/// A split windowed dimension: the operand elements each shard gathers
/// (`split`: those `windows` windows read, from window `firstWindow` on),
/// what its local op reads of them, and where its block starts among them.
struct ScatterDim {
  SplitDim split;
  int64_t windows, size, stride;
  SmallVector<int64_t> firstWindow, blockOffset;
  SmallVector<Profile> profiles;
};

/// ScatterDim for `count` windows of `size` every `stride` over the
/// operand padded by `low`: each shard runs the windows overlapping its
/// block (a window more would do no harm: it selects outside the block).
ScatterDim getScatterDim(int64_t dim, ArrayRef<AxisRefAttr> axes,
                         int64_t shards, int64_t operandSize, int64_t block,
                         int64_t size, int64_t stride, int64_t low,
                         int64_t count) {
  ScatterDim scatter;
  scatter.size = size;
  scatter.stride = stride;
  scatter.windows = 1;
  SmallVector<int64_t> lasts;
  for (int64_t s = 0; s < shards; ++s) {
    int64_t first = std::max<int64_t>(
        0, llvm::divideCeilSigned(s * block + low - size + 1, stride));
    int64_t last =
        std::min(count - 1,
                 llvm::divideFloorSigned(s * block + block - 1 + low, stride));
    scatter.windows = std::max(scatter.windows, last - first + 1);
    scatter.firstWindow.push_back(first);
    lasts.push_back(last);
  }
  int64_t length = (scatter.windows - 1) * stride + size;
  scatter.split.dim = dim;
  scatter.split.axes = axes;
  scatter.split.shards = shards;
  scatter.split.operandSize = operandSize;
  scatter.split.block = block;
  scatter.split.length = length;
  for (int64_t s = 0; s < shards; ++s) {
    int64_t start = scatter.firstWindow[s] * stride - low;
    int64_t windows =
        std::max<int64_t>(0, lasts[s] - scatter.firstWindow[s] + 1);
    int64_t read = windows ? (windows - 1) * stride + size : 0;
    scatter.split.starts.push_back(start);
    scatter.split.reads.push_back(read);
    scatter.blockOffset.push_back(s * block - start);
    scatter.profiles.push_back(
        {windows, std::clamp<int64_t>(-start, 0, read),
         std::clamp<int64_t>(start + read - operandSize, 0, read)});
  }
  return scatter;
}

/// The sharding of `value`, or one leaving every dimension whole on the
/// mesh of `like`.
TensorShardingAttr getShardingOrWhole(Value value, TensorShardingAttr like) {
  if (TensorShardingAttr sharding = getSharding(value))
    return sharding;
  MLIRContext *ctx = like.getContext();
  SmallVector<DimensionShardingAttr> dims(
      cast<RankedTensorType>(value.getType()).getRank(),
      DimensionShardingAttr::get(ctx, {}, /*isClosed=*/true, std::nullopt));
  return TensorShardingAttr::get(ctx, like.getMeshOrRef(), dims, {}, {},
                                 like.getReductionOp());
}

/// What the local ops of a select_and_scatter share: the op, its window
/// padding, which dimensions are whole and which are exchanged.
struct LocalScatter {
  stablehlo::SelectAndScatterOp op;
  SmallVector<int64_t> padding;
  SmallVector<bool> whole;
  ArrayRef<ScatterDim> dims;

  /// The op over `region`, the gathered elements, and `source`, the
  /// device's windows, for a device whose local op reads `profile[i]`
  /// along exchanged dimension i: what lies outside the operand is cut off
  /// (the local op's padding) and padded back in around the result with the
  /// init value, as is what its windows do not read.
  Value build(OpBuilder &b, Location loc, Value region, Value source,
              Value init, ArrayRef<Profile> profile) {
    stablehlo::HloEmitter h(b, loc);
    auto type = cast<RankedTensorType>(region.getType());
    auto sourceType = cast<RankedTensorType>(source.getType());
    int64_t rank = type.getRank();
    SmallVector<int64_t> start(rank, 0), limit(type.getShape()),
        sourceLimit(sourceType.getShape()), ones(rank, 1), low(rank, 0),
        high(rank, 0), interior(rank, 0);
    SmallVector<std::pair<int64_t, int64_t>> pads;
    for (int64_t d = 0; d < rank; ++d)
      pads.push_back(whole[d]
                         ? std::make_pair(padding[2 * d], padding[2 * d + 1])
                         : std::make_pair(int64_t(0), int64_t(0)));
    for (auto [dim, reads] : llvm::zip_equal(dims, profile)) {
      int64_t d = dim.split.dim;
      int64_t read =
          reads.windows ? (reads.windows - 1) * dim.stride + dim.size : 0;
      // No window, or none with an operand element: nothing is selected.
      if (reads.low + reads.high >= read)
        return h.broadcast(init, type, {});
      start[d] = low[d] = reads.low;
      limit[d] = read - reads.high;
      high[d] = type.getDimSize(d) - limit[d];
      sourceLimit[d] = reads.windows;
      pads[d] = {reads.low, reads.high};
    }
    auto slice = [&](Value value, ArrayRef<int64_t> from,
                     ArrayRef<int64_t> to) -> Value {
      auto shape = cast<RankedTensorType>(value.getType()).getShape();
      if (to == shape && llvm::all_of(from, [](int64_t i) { return i == 0; }))
        return value;
      return stablehlo::SliceOp::create(b, loc, value, from, to, ones);
    };
    SmallVector<int64_t> zeros(rank, 0);
    auto local = stablehlo::SelectAndScatterOp::create(
        b, loc, slice(region, start, limit), slice(source, zeros, sourceLimit),
        init, *op.getWindowDimensions(),
        op.getWindowStrides().value_or(ArrayRef<int64_t>()), pads);
    IRMapping mapping;
    op.getSelect().cloneInto(&local.getSelect(), mapping);
    op.getScatter().cloneInto(&local.getScatter(), mapping);
    if (local.getType() == type)
      return local.getResult();
    return stablehlo::PadOp::create(b, loc, local.getResult(), init, low, high,
                                    interior);
  }
};

/// The local op for what each device reads along each exchanged dimension:
/// one op when every device reads alike, else a `case` on a table by device
/// id.
Value emitLocalScatters(OpBuilder &b, Location loc, LocalScatter &local,
                        Value region, Value source, Value init, MeshAttr mesh,
                        HaloExchanger &exchanger) {
  SmallVector<SmallVector<int64_t>> shardOf;
  for (const ScatterDim &dim : local.dims)
    shardOf.push_back(getShardIndexPerDevice(mesh, dim.split.axes));
  std::map<SmallVector<Profile>, int64_t> branchOf;
  SmallVector<SmallVector<Profile>> profiles;
  SmallVector<int64_t> table;
  for (size_t device = 0; device < shardOf.front().size(); ++device) {
    SmallVector<Profile> profile;
    for (auto [dim, shards] : llvm::zip_equal(local.dims, shardOf))
      profile.push_back(dim.profiles[shards[device]]);
    auto [it, inserted] = branchOf.insert({profile, profiles.size()});
    if (inserted)
      profiles.push_back(profile);
    table.push_back(it->second);
  }
  if (profiles.size() == 1)
    return local.build(b, loc, region, source, init, profiles.front());

  stablehlo::HloEmitter h(b, loc);
  Value index = h.convert(
      emitDeviceLookup(b, loc, table, exchanger.useReplicaId), b.getI32Type());
  auto caseOp = stablehlo::CaseOp::create(b, loc, TypeRange{region.getType()},
                                          index, profiles.size());
  OpBuilder::InsertionGuard guard(b);
  for (auto [branch, profile] :
       llvm::zip_equal(caseOp.getBranches(), profiles)) {
    b.createBlock(&branch);
    Value value = local.build(b, loc, region, source, init, profile);
    stablehlo::ReturnOp::create(b, loc, ValueRange{value});
  }
  return caseOp.getResult(0);
}

} // namespace

LogicalResult exchangeSelectAndScatterHalos(stablehlo::SelectAndScatterOp op,
                                            HaloExchanger &exchanger) {
  Value operand = op.getOperand(), source = op.getSource();
  Value init = op.getInitValue(), result = op.getResult();
  TensorShardingAttr sharding = getSharding(operand);
  TensorShardingAttr resultSharding = getSharding(result);
  if (!sharding || !resultSharding || !op.getWindowDimensions() ||
      !isReplicated(init) ||
      sharding.getMeshOrRef() != resultSharding.getMeshOrRef() ||
      !sharding.getUnreducedAxes().empty() ||
      !resultSharding.getUnreducedAxes().empty())
    return failure();
  TensorShardingAttr sourceSharding = getShardingOrWhole(source, sharding);
  if (sourceSharding.getMeshOrRef() != sharding.getMeshOrRef() ||
      !sourceSharding.getUnreducedAxes().empty())
    return failure();
  MeshAttr mesh = getMesh(sharding, op);
  if (!mesh || mesh.isMaximal())
    return failure();

  auto operandType = cast<RankedTensorType>(operand.getType());
  auto sourceType = cast<RankedTensorType>(source.getType());
  if (!operandType.hasStaticShape() || !sourceType.hasStaticShape())
    return failure();
  int64_t rank = operandType.getRank();
  ArrayRef<int64_t> sizes = *op.getWindowDimensions();
  SmallVector<int64_t> strides(rank, 1);
  if (std::optional<ArrayRef<int64_t>> attr = op.getWindowStrides())
    strides.assign(attr->begin(), attr->end());
  SmallVector<int64_t> padding = getPaddingOrZeros(op.getPadding(), rank);

  // Along a windowed split dimension the source is whole and the halos
  // are exchanged; along a split one without windows the source is split
  // as the operand, in equal blocks.
  SmallVector<ScatterDim, 2> dims;
  SmallVector<bool> whole;
  SmallVector<int64_t> paddedOperand, localOperand, localSource;
  for (int64_t d = 0; d < rank; ++d) {
    ArrayRef<AxisRefAttr> axes = sharding.getDimShardings()[d].getAxes();
    ArrayRef<AxisRefAttr> sourceAxes =
        sourceSharding.getDimShardings()[d].getAxes();
    if (axes != resultSharding.getDimShardings()[d].getAxes())
      return failure();
    int64_t shards = getAxesSize(axes, mesh);
    int64_t size = operandType.getDimSize(d);
    localOperand.push_back(llvm::divideCeil(size, shards));
    paddedOperand.push_back(localOperand.back() * shards);
    whole.push_back(shards == 1);
    bool windowed = sizes[d] != 1 || strides[d] != 1 || padding[2 * d] != 0 ||
                    padding[2 * d + 1] != 0;
    if (!windowed || shards == 1) {
      if (sourceAxes != axes || size % shards != 0)
        return failure();
      localSource.push_back(sourceType.getDimSize(d) / shards);
      continue;
    }
    if (!sourceAxes.empty() || sourceType.getDimSize(d) == 0)
      return failure();
    localSource.push_back(sourceType.getDimSize(d));
    dims.push_back(getScatterDim(d, axes, shards, size, localOperand.back(),
                                 sizes[d], strides[d], padding[2 * d],
                                 sourceType.getDimSize(d)));
    if (!isWithinHaloLimit(dims.back().split))
      return failure();
  }
  if (dims.empty())
    return failure();

  OpBuilder b(op);
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  if (ArrayRef<int64_t>(paddedOperand) != operandType.getShape()) {
    SmallVector<int64_t> zeros(rank, 0), high;
    for (auto [size, padded] :
         llvm::zip_equal(operandType.getShape(), paddedOperand))
      high.push_back(padded - size);
    operand =
        stablehlo::PadOp::create(b, loc, operand, init, zeros, high, zeros);
    setValueSharding(operand, sharding);
  }
  auto manual = ManualComputationOp::create(
      b, loc, TypeRange{operandType.clone(paddedOperand)},
      ValueRange{operand, source, init},
      TensorShardingPerValueAttr::get(
          ctx, {sharding, sourceSharding, getShardingOrWhole(init, sharding)}),
      TensorShardingPerValueAttr::get(ctx, {resultSharding}),
      getManualAxes(sharding, mesh));
  Block *body = b.createBlock(&manual.getBody(), {},
                              {operandType.clone(localOperand),
                               sourceType.clone(localSource), init.getType()},
                              {loc, loc, loc});
  Value value = body->getArgument(0), windows = body->getArgument(1);
  Value initValue = body->getArgument(2);

  // The elements and the windows of the device, along each exchanged
  // dimension in turn.
  for (const ScatterDim &dim : dims) {
    value = exchangeAlong(b, loc, value, initValue, dim.split, mesh, exchanger);
    // The source is padded so that every device's windows lie inside it;
    // those past its end are never run.
    int64_t count = sourceType.getDimSize(dim.split.dim);
    SmallVector<int64_t> table;
    for (int64_t shard : getShardIndexPerDevice(mesh, dim.split.axes))
      table.push_back(std::min(dim.firstWindow[shard], count));
    if (dim.windows == count &&
        llvm::all_of(table, [](int64_t first) { return first == 0; }))
      continue;
    windows =
        padAlong(b, loc, windows, initValue, dim.split.dim, 0, dim.windows);
    windows = sliceAtDeviceOffset(b, loc, windows, dim.split.dim, table,
                                  dim.windows, exchanger.useReplicaId);
  }
  LocalScatter local{op, padding, whole, dims};
  value = emitLocalScatters(b, loc, local, value, windows, initValue, mesh,
                            exchanger);

  // The device's block out of the result, padded with the init value where
  // the block reaches past the elements its windows read.
  for (const ScatterDim &dim : dims) {
    int64_t length = dim.split.length, block = dim.split.block;
    int64_t padLow = 0, padHigh = 0;
    for (int64_t offset : dim.blockOffset) {
      padLow = std::max(padLow, -offset);
      padHigh = std::max(padHigh, offset + block - length);
    }
    if (padLow > 0 || padHigh > 0)
      value =
          padAlong(b, loc, value, initValue, dim.split.dim, padLow, padHigh);
    SmallVector<int64_t> table;
    for (int64_t shard : getShardIndexPerDevice(mesh, dim.split.axes))
      table.push_back(dim.blockOffset[shard] + padLow);
    value = sliceAtDeviceOffset(b, loc, value, dim.split.dim, table, block,
                                exchanger.useReplicaId);
  }
  ReturnOp::create(b, loc, ValueRange{value});

  b.setInsertionPointAfter(manual);
  Value exchanged = manual.getResult(0);
  if (ArrayRef<int64_t>(paddedOperand) != operandType.getShape()) {
    SmallVector<int64_t> zeros(rank, 0), ones(rank, 1);
    exchanged = stablehlo::SliceOp::create(b, loc, exchanged, zeros,
                                           operandType.getShape(), ones);
    setValueSharding(exchanged, resultSharding);
  }
  result.replaceAllUsesWith(exchanged);
  op.erase();
  return success();
}

} // namespace hlokit::sdy
