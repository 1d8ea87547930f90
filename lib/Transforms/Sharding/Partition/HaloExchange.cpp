//===- HaloExchange.cpp - permutations made local by exchanging halos -----===//
//
// A pad along a dimension split into S blocks of n operand elements and r
// result elements: the block of device s (its place along the dimension's
// axes) reads operand elements [s * r - low, s * r - low + r). It receives
// the blocks of the devices k places away for every k some device needs
// (one collective_permute each, its own block for k = 0; of the farthest
// blocks only the part some device reads, the halo), concatenates them,
// pads the concatenation so that every device's window lies inside, takes
// its window (a dynamic_slice at an offset read from a table by device id)
// and sets what lies outside the operand to the padding value. A slice is
// a pad by negative edges (its stride taken locally after); a reduce_window
// (a convolution) gathers what its block of windows reads, then reduces
// (convolves) it locally. An operand dilated by b (interior padding, base or
// input dilation) puts element i at place i * b: each device gathers the
// elements at the places its block reads, spreads them out b apart and
// takes its block where it starts, at a phase that may differ per device
// (a table by device id again). Dimensions are independent: each split one
// is exchanged in turn, after the local op along the unsplit ones. A reverse
// instead sends each reversed block to its mirrored place.
//
//===----------------------------------------------------------------------===//

#include "HaloExchange.h"
#include "WindowAttributes.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Dialect/StableHLO/Builders.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"
#include "hlokit/Transforms/Sharding/Partition/MeshAxesGroups.h"

#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace hlokit::sdy {

using namespace halo;
using stablehlo::ComparisonDirection;

namespace {

/// What one exchange along a dimension reads: the relative places
/// [minHop, maxHop] of the blocks some device needs (none when every
/// device's window lies outside the operand), of the first of them only
/// its elements from `skip` on, of the last only its first `keep` (the
/// halos).
struct Hops {
  int64_t minHop = 0, maxHop = 0;
  int64_t skip = 0, keep = 0;
  bool any = false;
};

/// The first and last operand elements device `s` reads along `split`, if
/// any.
std::optional<std::pair<int64_t, int64_t>> getReadRange(const SplitDim &split,
                                                        int64_t s) {
  int64_t start = split.starts[s];
  int64_t length = split.reads.empty() ? split.length : split.reads[s];
  int64_t first = std::max<int64_t>(0, start);
  int64_t last = std::min(split.operandSize - 1, start + length - 1);
  if (first > last)
    return std::nullopt;
  return std::make_pair(first, last);
}

Hops getHops(const SplitDim &split) {
  int64_t n = split.block;
  Hops hops;
  for (int64_t s = 0; s < split.shards; ++s) {
    auto range = getReadRange(split, s);
    if (!range)
      continue;
    int64_t lo = range->first / n - s, hi = range->second / n - s;
    hops.minHop = hops.any ? std::min(hops.minHop, lo) : lo;
    hops.maxHop = hops.any ? std::max(hops.maxHop, hi) : hi;
    hops.any = true;
  }
  hops.skip = n;
  for (int64_t s = 0; s < split.shards; ++s)
    if (auto range = getReadRange(split, s)) {
      hops.skip = std::min(hops.skip, range->first - (s + hops.minHop) * n);
      hops.keep =
          std::max(hops.keep, range->second - (s + hops.maxHop) * n + 1);
    }
  return hops;
}

/// The pairs sending each device's block to the device `hop` places before
/// it along the rows of `groups`.
DenseIntElementsAttr getShiftPairs(Builder &b, const stablehlo::IdTable &groups,
                                   int64_t hop) {
  SmallVector<int64_t> pairs;
  int64_t size = groups.shape[1];
  for (int64_t row = 0; row < groups.shape[0]; ++row)
    for (int64_t place = 0; place < size; ++place)
      if (place + hop >= 0 && place + hop < size) {
        pairs.push_back(groups.values[row * size + place + hop]);
        pairs.push_back(groups.values[row * size + place]);
      }
  auto type =
      RankedTensorType::get({int64_t(pairs.size() / 2), 2}, b.getI64Type());
  return DenseIntElementsAttr::get(type, pairs);
}

/// A collective_permute of `value` along `pairs`, on a fresh channel.
Value emitPermute(OpBuilder &b, Location loc, Value value,
                  DenseIntElementsAttr pairs, HaloExchanger &exchanger) {
  auto channel = stablehlo::ChannelHandleAttr::get(
      b.getContext(), exchanger.nextChannelId++, /*type=*/1);
  return stablehlo::CollectivePermuteOp::create(
             b, loc, TypeRange{value.getType()}, ValueRange{value},
             {b.getNamedAttr("source_target_pairs", pairs),
              b.getNamedAttr("channel_handle", channel)})
      ->getResult(0);
}

/// The pairs sending each device's block to the device at the mirrored
/// place along the rows of `groups`.
DenseIntElementsAttr getMirrorPairs(Builder &b,
                                    const stablehlo::IdTable &groups) {
  SmallVector<int64_t> pairs;
  int64_t size = groups.shape[1];
  for (int64_t row = 0; row < groups.shape[0]; ++row)
    for (int64_t place = 0; place < size; ++place) {
      pairs.push_back(groups.values[row * size + size - 1 - place]);
      pairs.push_back(groups.values[row * size + place]);
    }
  auto type =
      RankedTensorType::get({int64_t(pairs.size() / 2), 2}, b.getI64Type());
  return DenseIntElementsAttr::get(type, pairs);
}

} // namespace

namespace halo {

/// Shardy's limit on a halo exchange: a dimension whose devices read
/// blocks more than one place away, and from as many places as there are
/// blocks, is replicated instead (all blocks would travel anyway).
bool isWithinHaloLimit(const SplitDim &split) {
  Hops hops = getHops(split);
  int64_t left = std::max<int64_t>(0, -hops.minHop);
  int64_t right = std::max<int64_t>(0, hops.maxHop);
  return !hops.any || left + right + 1 < split.shards ||
         (left <= 1 && right <= 1);
}

/// `value` padded by `low` and `high` elements of `padding` along `dim`.
Value padAlong(OpBuilder &b, Location loc, Value value, Value padding,
               int64_t dim, int64_t low, int64_t high) {
  int64_t rank = cast<RankedTensorType>(value.getType()).getRank();
  SmallVector<int64_t> lows(rank, 0), highs(rank, 0), interior(rank, 0);
  lows[dim] = low;
  highs[dim] = high;
  return stablehlo::PadOp::create(b, loc, value, padding, lows, highs,
                                  interior);
}

Value sliceAtDeviceOffset(OpBuilder &b, Location loc, Value value, int64_t dim,
                          ArrayRef<int64_t> offsets, int64_t size,
                          bool useReplicaId) {
  stablehlo::HloEmitter h(b, loc);
  auto type = cast<RankedTensorType>(value.getType());
  // Every device at one offset: a static slice (none when it takes all),
  // no device lookup.
  if (llvm::all_equal(offsets)) {
    if (offsets.front() == 0 && size == type.getDimSize(dim))
      return value;
    SmallVector<int64_t> start(type.getRank(), 0), strides(type.getRank(), 1);
    SmallVector<int64_t> limit(type.getShape());
    start[dim] = offsets.front();
    limit[dim] = offsets.front() + size;
    return stablehlo::SliceOp::create(b, loc, value, start, limit, strides);
  }
  SmallVector<Value> starts;
  for (int64_t i = 0, e = type.getRank(); i < e; ++i)
    starts.push_back(i == dim ? emitDeviceLookup(b, loc, offsets, useReplicaId)
                              : h.indexConstant(0));
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  return stablehlo::DynamicSliceOp::create(b, loc, value, starts, shape);
}

/// The exchange along `split` of the device's block `value` (its operand
/// extent along the dimension) into its result block; `padding` fills what
/// lies outside the operand (zeros when there is none: a convolution's
/// padding; a slice's windows lie inside).
Value exchangeAlong(OpBuilder &b, Location loc, Value value, Value padding,
                    const SplitDim &split, MeshAttr mesh,
                    HaloExchanger &exchanger) {
  stablehlo::HloEmitter h(b, loc);
  auto type = cast<RankedTensorType>(value.getType());
  auto getPadding = [&] {
    if (!padding)
      padding = h.scalar(type.getElementType(), 0);
    return padding;
  };
  int64_t d = split.dim, shards = split.shards;
  int64_t n = split.block, r = split.length;
  SmallVector<int64_t> resultShape(type.getShape());
  resultShape[d] = r;
  RankedTensorType resultType = type.clone(resultShape);
  Hops hops = getHops(split);
  if (!hops.any)
    return h.broadcast(getPadding(), resultType, {});

  // Each block some device needs, cut to what is read of it (the first
  // and the last: the halos) before it is sent.
  stablehlo::IdTable groups = getMeshGroups(mesh, split.axes);
  SmallVector<Value> blocks;
  for (int64_t hop = hops.minHop; hop <= hops.maxHop; ++hop) {
    int64_t from = hop == hops.minHop ? hops.skip : 0;
    int64_t to = hop == hops.maxHop ? hops.keep : n;
    Value piece = value;
    if (from > 0 || to < n) {
      SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
          strides(type.getRank(), 1);
      start[d] = from;
      limit[d] = to;
      piece = stablehlo::SliceOp::create(b, loc, value, start, limit, strides);
    }
    blocks.push_back(hop == 0 ? piece
                              : emitPermute(b, loc, piece,
                                            getShiftPairs(b, groups, hop),
                                            exchanger));
  }
  Value buffer =
      blocks.size() == 1
          ? blocks.front()
          : stablehlo::ConcatenateOp::create(b, loc, blocks, d).getResult();

  // Where each device's window starts in the buffer, which begins at
  // element `skip` of the block `minHop` places away; the buffer is padded
  // so that every window lies inside it. A device reading nothing of the
  // operand takes any window, all of it masked below.
  int64_t bufferStart = hops.minHop * n + hops.skip;
  int64_t length = (hops.maxHop - hops.minHop) * n + hops.keep - hops.skip;
  SmallVector<int64_t> starts;
  int64_t padLow = 0, padHigh = 0;
  for (int64_t s = 0; s < shards; ++s) {
    int64_t start = 0;
    if (getReadRange(split, s))
      start = split.starts[s] - (s * n + bufferStart);
    starts.push_back(start);
    padLow = std::max(padLow, -start);
    padHigh = std::max(padHigh, start + r - length);
  }
  if (padLow > 0 || padHigh > 0)
    buffer = padAlong(b, loc, buffer, getPadding(), d, padLow, padHigh);
  SmallVector<int64_t> shardOf = getShardIndexPerDevice(mesh, split.axes);
  SmallVector<int64_t> startTable, firstTable;
  for (int64_t shard : shardOf) {
    startTable.push_back(starts[shard] + padLow);
    firstTable.push_back(split.starts[shard]);
  }
  Value window = sliceAtDeviceOffset(b, loc, buffer, d, startTable, r,
                                     exchanger.useReplicaId);

  // Elements outside the operand (padding, or blocks of devices past the
  // ends, which the permutes leave zero) take the padding value.
  bool inside = true;
  for (int64_t first : ArrayRef<int64_t>(firstTable))
    inside &= first >= 0 && first + r <= split.operandSize;
  if (inside)
    return window;
  Value first = emitDeviceLookup(b, loc, firstTable, exchanger.useReplicaId);
  RankedTensorType indexType = resultType.clone(b.getI64Type());
  Value iota = h.iota(indexType, d);
  Value index = h.add(iota, h.broadcast(first, indexType, {}));
  Value zero = h.zerosLike(index);
  Value size = h.constLike(index, split.operandSize);
  Value fromStart = h.compare(ComparisonDirection::GE, index, zero);
  Value beforeEnd = h.compare(ComparisonDirection::LT, index, size);
  Value mask = h.andOp(fromStart, beforeEnd);
  return h.select(mask, window, h.broadcast(getPadding(), resultType, {}));
}

/// The mesh axes `sharding` splits dimensions along, in mesh order (the
/// whole axis of a sub-axis: devices differing only in its other part hold
/// one block, and exchange alike).
SmallVector<StringAttr> getManualAxes(TensorShardingAttr sharding,
                                      MeshAttr mesh) {
  SmallVector<StringRef> names;
  for (DimensionShardingAttr dim : sharding.getDimShardings())
    for (AxisRefAttr axis : dim.getAxes())
      names.push_back(axis.getName());
  SmallVector<StringAttr> ordered;
  for (MeshAxisAttr axis : mesh.getAxes())
    if (llvm::is_contained(names, axis.getName()))
      ordered.push_back(StringAttr::get(mesh.getContext(), axis.getName()));
  return ordered;
}

/// Whether every dimension of `value` is whole on every device.
bool isReplicated(Value value) {
  TensorShardingAttr sharding = getSharding(value);
  return !sharding || (sharding.getUnreducedAxes().empty() &&
                       llvm::all_of(sharding.getDimShardings(),
                                    [](DimensionShardingAttr dim) {
                                      return dim.getAxes().empty();
                                    }));
}

} // namespace halo

namespace {

/// Split dimension `dim` whose shard s reads the places [s * step - low,
/// s * step - low + length) of its operand dilated by `dilation`: it
/// gathers the elements at those places, as many on every shard.
SplitDim getSplitDim(int64_t dim, ArrayRef<AxisRefAttr> axes, int64_t shards,
                     int64_t operandSize, int64_t block, int64_t low,
                     int64_t step, int64_t length, int64_t dilation) {
  SplitDim split;
  split.dim = dim;
  split.axes = axes;
  split.shards = shards;
  split.operandSize = operandSize;
  split.block = block;
  split.dilation = dilation;
  split.dilatedLength = length;
  int64_t count = 1;
  for (int64_t s = 0; s < shards; ++s) {
    int64_t start = s * step - low;
    int64_t first = llvm::divideCeilSigned(start, dilation);
    int64_t last = llvm::divideFloorSigned(start + length - 1, dilation);
    count = std::max(count, last - first + 1);
    split.starts.push_back(first);
    split.phases.push_back(first * dilation - start);
  }
  split.length = count;
  return split;
}

/// The places each shard reads along `split` of its gathered elements
/// `value` dilated (`padding` between them, zeros when null): the elements
/// spread out, padded so that every shard's window lies inside, and the
/// shard's window taken (at an offset read from a table by device id
/// unless every shard's window starts at the same phase).
Value dilateAlong(OpBuilder &b, Location loc, Value value, Value padding,
                  const SplitDim &split, MeshAttr mesh,
                  HaloExchanger &exchanger) {
  if (split.dilation == 1)
    return value;
  stablehlo::HloEmitter h(b, loc);
  auto type = cast<RankedTensorType>(value.getType());
  if (!padding)
    padding = h.scalar(type.getElementType(), 0);
  int64_t d = split.dim, rank = type.getRank();
  int64_t spread = (split.length - 1) * split.dilation + 1;
  auto [minPhase, maxPhase] =
      std::minmax_element(split.phases.begin(), split.phases.end());
  SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
  interior[d] = split.dilation - 1;
  low[d] = *maxPhase;
  if (*minPhase == *maxPhase) {
    high[d] = split.dilatedLength - *maxPhase - spread;
    return stablehlo::PadOp::create(b, loc, value, padding, low, high,
                                    interior);
  }
  high[d] = std::max<int64_t>(0, split.dilatedLength - *minPhase - spread);
  Value spreadOut =
      stablehlo::PadOp::create(b, loc, value, padding, low, high, interior);
  SmallVector<int64_t> table;
  for (int64_t shard : getShardIndexPerDevice(mesh, split.axes))
    table.push_back(*maxPhase - split.phases[shard]);
  return sliceAtDeviceOffset(b, loc, spreadOut, d, table, split.dilatedLength,
                             exchanger.useReplicaId);
}

/// What an op does along each dimension: `low` and `high` edges
/// (negative: cut), windows of `window` elements every `step` (1 and 1 for
/// a pad or slice) over the operand dilated by `dilation` (interior padding
/// plus 1, base or input dilation).
struct Edges {
  SmallVector<int64_t> low, high, step, window, dilation;

  void push(int64_t lowEdge, int64_t highEdge, int64_t windowStep = 1,
            int64_t windowSize = 1, int64_t operandDilation = 1) {
    low.push_back(lowEdge);
    high.push_back(highEdge);
    step.push_back(windowStep);
    window.push_back(windowSize);
    dilation.push_back(operandDilation);
  }
  /// Whether dimension `d` is left alone.
  bool isIdentity(int64_t d) const {
    return low[d] == 0 && high[d] == 0 && step[d] == 1 && window[d] == 1 &&
           dilation[d] == 1;
  }
  /// The places of the dilated operand `results` consecutive results along
  /// `d` read.
  int64_t length(int64_t d, int64_t results) const {
    return (results - 1) * step[d] + window[d];
  }
};

/// What a local op of the manual computation's body works on: the
/// device's block, the padding value (or null), the other operands (whole
/// on every device), which dimensions are unsplit, and the type of the
/// device's result block.
struct BodyArgs {
  Value value, padding;
  ValueRange others;
  ArrayRef<bool> whole;
  RankedTensorType localResult;
};
using LocalOpFn = function_ref<Value(OpBuilder &, Location, const BodyArgs &)>;

/// Replaces `op` (one result, operand `operand`, padding value `padding`
/// or null, `others` whole on every device) by a manual computation over
/// the axes of its sharding that applies `before` to the device's block
/// along the unsplit dimensions, exchanges halos along the split ones `op`
/// changes, then applies `after` (may be null). Fails, changing nothing,
/// as exchangePadHalos.
LogicalResult exchangeHalos(Operation *op, Value operand, Value padding,
                            ValueRange others, const Edges &edges,
                            LocalOpFn before, LocalOpFn after,
                            HaloExchanger &exchanger) {
  Value result = op->getResult(0);
  TensorShardingAttr sharding = getSharding(operand);
  TensorShardingAttr resultSharding = getSharding(result);
  if (!llvm::all_of(others, isReplicated))
    return failure();
  if (!sharding || !resultSharding ||
      sharding.getMeshOrRef() != resultSharding.getMeshOrRef() ||
      sharding.getDimShardings().size() !=
          resultSharding.getDimShardings().size() ||
      !sharding.getUnreducedAxes().empty() ||
      !resultSharding.getUnreducedAxes().empty())
    return failure();
  MeshAttr mesh = getMesh(sharding, op);
  if (!mesh || mesh.isMaximal())
    return failure();
  SmallVector<StringAttr> manualAxes = getManualAxes(sharding, mesh);

  // Dimensions their shards do not divide are padded at their end for the
  // exchange (the operand with the padding value, which the exchange masks
  // in anyway; the result, then sliced back).
  auto operandType = cast<RankedTensorType>(operand.getType());
  auto resultType = cast<RankedTensorType>(result.getType());
  SmallVector<SplitDim, 2> splits;
  SmallVector<bool> whole;
  SmallVector<int64_t> paddedOperand, paddedResult, localOperand, localResult;
  for (auto [d, dim] : llvm::enumerate(sharding.getDimShardings())) {
    ArrayRef<AxisRefAttr> axes = dim.getAxes();
    if (axes != resultSharding.getDimShardings()[d].getAxes())
      return failure();
    int64_t shards = getAxesSize(axes, mesh);
    int64_t n = operandType.getDimSize(d), r = resultType.getDimSize(d);
    localOperand.push_back(llvm::divideCeil(n, shards));
    localResult.push_back(llvm::divideCeil(r, shards));
    paddedOperand.push_back(localOperand.back() * shards);
    paddedResult.push_back(localResult.back() * shards);
    // An unsplit dimension changes locally; a split one `op` leaves alone
    // needs nothing.
    whole.push_back(shards == 1);
    if (whole.back() || edges.isIdentity(d))
      continue;
    splits.push_back(
        getSplitDim(d, axes, shards, n, localOperand.back(), edges.low[d],
                    edges.step[d] * localResult.back(),
                    edges.length(d, localResult.back()), edges.dilation[d]));
    if (!isWithinHaloLimit(splits.back()))
      return failure();
  }
  if (splits.empty())
    return failure();

  OpBuilder b(op);
  Location loc = op->getLoc();
  MLIRContext *ctx = op->getContext();
  stablehlo::HloEmitter h(b, loc);
  if (ArrayRef<int64_t>(paddedOperand) != operandType.getShape()) {
    SmallVector<int64_t> zeros(operandType.getRank(), 0), high;
    for (auto [size, padded] :
         llvm::zip_equal(operandType.getShape(), paddedOperand))
      high.push_back(padded - size);
    Value fill = padding ? padding : h.scalar(operandType.getElementType(), 0);
    operand =
        stablehlo::PadOp::create(b, loc, operand, fill, zeros, high, zeros);
    setValueSharding(operand, sharding);
  }
  SmallVector<Value> operands = {operand};
  SmallVector<TensorShardingAttr> inShardings = {sharding};
  SmallVector<Type> argTypes = {operandType.clone(localOperand)};
  auto addWhole = [&](Value value) {
    operands.push_back(value);
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<DimensionShardingAttr> dims(
        type.getRank(),
        DimensionShardingAttr::get(ctx, {}, /*isClosed=*/true, std::nullopt));
    inShardings.push_back(TensorShardingAttr::get(
        ctx, sharding.getMeshOrRef(), dims, {}, {}, sharding.getReductionOp()));
    argTypes.push_back(type);
  };
  if (padding)
    addWhole(padding);
  for (Value other : others)
    addWhole(other);
  auto manual = ManualComputationOp::create(
      b, loc, TypeRange{resultType.clone(paddedResult)}, operands,
      TensorShardingPerValueAttr::get(ctx, inShardings),
      TensorShardingPerValueAttr::get(ctx, {resultSharding}), manualAxes);
  SmallVector<Location> argLocs(argTypes.size(), loc);
  Block *body = b.createBlock(&manual.getBody(), {}, argTypes, argLocs);
  BodyArgs args;
  args.padding = padding ? body->getArgument(1) : Value();
  args.others = body->getArguments().take_back(others.size());
  args.whole = whole;
  args.localResult = resultType.clone(localResult);
  args.value = body->getArgument(0);
  args.value = before(b, loc, args);
  for (const SplitDim &split : splits) {
    args.value =
        exchangeAlong(b, loc, args.value, args.padding, split, mesh, exchanger);
    args.value =
        dilateAlong(b, loc, args.value, args.padding, split, mesh, exchanger);
  }
  Value value = after ? after(b, loc, args) : args.value;
  ReturnOp::create(b, loc, ValueRange{value});

  b.setInsertionPointAfter(manual);
  Value exchanged = manual.getResult(0);
  if (ArrayRef<int64_t>(paddedResult) != resultType.getShape()) {
    SmallVector<int64_t> zeros(resultType.getRank(), 0),
        ones(resultType.getRank(), 1);
    exchanged = stablehlo::SliceOp::create(b, loc, exchanged, zeros,
                                           resultType.getShape(), ones);
    setValueSharding(exchanged, resultSharding);
  }
  result.replaceAllUsesWith(exchanged);
  op->erase();
  return success();
}

} // namespace

LogicalResult exchangePadHalos(stablehlo::PadOp pad, HaloExchanger &exchanger) {
  Edges edges;
  for (auto [low, high, interior] :
       llvm::zip_equal(pad.getEdgePaddingLow(), pad.getEdgePaddingHigh(),
                       pad.getInteriorPadding()))
    edges.push(low, high, 1, 1, interior + 1);
  auto padLocally = [&](OpBuilder &b, Location loc,
                        const BodyArgs &args) -> Value {
    SmallVector<int64_t> low, high, interior;
    for (auto [d, local] : llvm::enumerate(args.whole)) {
      low.push_back(local ? pad.getEdgePaddingLow()[d] : 0);
      high.push_back(local ? pad.getEdgePaddingHigh()[d] : 0);
      interior.push_back(local ? pad.getInteriorPadding()[d] : 0);
    }
    if (llvm::all_of(llvm::concat<int64_t>(low, high, interior),
                     [](int64_t edge) { return edge == 0; }))
      return args.value;
    return stablehlo::PadOp::create(b, loc, args.value, args.padding, low, high,
                                    interior)
        .getResult();
  };
  return exchangeHalos(pad, pad.getOperand(), pad.getPaddingValue(), {}, edges,
                       padLocally, nullptr, exchanger);
}

LogicalResult exchangeSliceHalos(stablehlo::SliceOp slice,
                                 HaloExchanger &exchanger) {
  Edges edges;
  for (auto [start, limit, stride, size] : llvm::zip_equal(
           slice.getStartIndices(), slice.getLimitIndices(), slice.getStrides(),
           slice.getOperand().getType().getShape()))
    edges.push(-start, limit - size, stride);
  // The slice along the unsplit dimensions before the exchange, its stride
  // along the exchanged ones after it (the exchange gathers every element
  // from each block's first on).
  auto sliceWhere = [&](OpBuilder &b, Location loc, Value value,
                        ArrayRef<bool> whole, bool unsplit) -> Value {
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<int64_t> start, limit, strides;
    for (auto [d, local] : llvm::enumerate(whole)) {
      bool here = local == unsplit;
      start.push_back(here && unsplit ? slice.getStartIndices()[d] : 0);
      limit.push_back(here && unsplit ? slice.getLimitIndices()[d]
                                      : type.getDimSize(d));
      strides.push_back(here ? slice.getStrides()[d] : 1);
    }
    if (ArrayRef<int64_t>(limit) == type.getShape() &&
        llvm::all_of(start, [](int64_t i) { return i == 0; }) &&
        llvm::all_of(strides, [](int64_t i) { return i == 1; }))
      return value;
    return stablehlo::SliceOp::create(b, loc, value, start, limit, strides)
        .getResult();
  };
  auto before = [&](OpBuilder &b, Location loc, const BodyArgs &args) {
    return sliceWhere(b, loc, args.value, args.whole, /*unsplit=*/true);
  };
  auto after = [&](OpBuilder &b, Location loc, const BodyArgs &args) {
    return sliceWhere(b, loc, args.value, args.whole, /*unsplit=*/false);
  };
  return exchangeHalos(slice, slice.getOperand(), Value(), {}, edges, before,
                       after, exchanger);
}

LogicalResult exchangeReverseBlocks(stablehlo::ReverseOp reverse,
                                    HaloExchanger &exchanger) {
  Value operand = reverse.getOperand();
  TensorShardingAttr sharding = getSharding(operand);
  TensorShardingAttr resultSharding = getSharding(reverse.getResult());
  if (!sharding || sharding != resultSharding ||
      !sharding.getUnreducedAxes().empty())
    return failure();
  MeshAttr mesh = getMesh(sharding, reverse);
  if (!mesh || mesh.isMaximal())
    return failure();
  SmallVector<StringAttr> manualAxes = getManualAxes(sharding, mesh);
  auto type = cast<RankedTensorType>(operand.getType());
  SmallVector<int64_t> localShape;
  SmallVector<ArrayRef<AxisRefAttr>> mirrored;
  for (auto [d, dim] : llvm::enumerate(sharding.getDimShardings())) {
    int64_t shards = getAxesSize(dim.getAxes(), mesh);
    if (type.getDimSize(d) % shards != 0)
      return failure();
    localShape.push_back(type.getDimSize(d) / shards);
    if (shards > 1 && llvm::is_contained(reverse.getDimensions(), d))
      mirrored.push_back(dim.getAxes());
  }
  if (mirrored.empty())
    return failure();

  OpBuilder b(reverse);
  Location loc = reverse.getLoc();
  MLIRContext *ctx = reverse.getContext();
  auto manual = ManualComputationOp::create(
      b, loc, TypeRange{type}, ValueRange{operand},
      TensorShardingPerValueAttr::get(ctx, {sharding}),
      TensorShardingPerValueAttr::get(ctx, {resultSharding}), manualAxes);
  Block *body =
      b.createBlock(&manual.getBody(), {}, {type.clone(localShape)}, {loc});
  Value value = stablehlo::ReverseOp::create(b, loc, body->getArgument(0),
                                             reverse.getDimensions());
  for (ArrayRef<AxisRefAttr> axes : mirrored)
    value = emitPermute(
        b, loc, value, getMirrorPairs(b, getMeshGroups(mesh, axes)), exchanger);
  ReturnOp::create(b, loc, ValueRange{value});
  reverse.getResult().replaceAllUsesWith(manual.getResult(0));
  reverse.erase();
  return success();
}

LogicalResult exchangeWindowHalos(stablehlo::ReduceWindowOp window,
                                  HaloExchanger &exchanger) {
  if (window.getInputs().size() != 1)
    return failure();
  int64_t rank = window.getWindowDimensions().size();
  SmallVector<int64_t> padding = getPaddingOrZeros(window.getPadding(), rank);
  Edges edges;
  for (int64_t d = 0; d < rank; ++d)
    edges.push(padding[2 * d], padding[2 * d + 1],
               getWindowEntry(window.getWindowStrides(), d),
               (window.getWindowDimensions()[d] - 1) *
                       getWindowEntry(window.getWindowDilations(), d) +
                   1,
               getWindowEntry(window.getBaseDilations(), d));
  // The windows along the unsplit dimensions, and along the exchanged ones
  // over the device's gathered elements, without their padding and base
  // dilation (the exchange dilated them).
  auto reduceLocally = [&](OpBuilder &b, Location loc,
                           const BodyArgs &args) -> Value {
    SmallVector<std::pair<int64_t, int64_t>> pads;
    for (auto [d, local] : llvm::enumerate(args.whole))
      pads.push_back(local ? std::make_pair(padding[2 * d], padding[2 * d + 1])
                           : std::make_pair(int64_t(0), int64_t(0)));
    auto attrOr = [](std::optional<ArrayRef<int64_t>> values) {
      return values ? *values : ArrayRef<int64_t>();
    };
    SmallVector<int64_t> baseDilations;
    if (window.getBaseDilations())
      for (auto [d, local] : llvm::enumerate(args.whole))
        baseDilations.push_back(
            local ? getWindowEntry(window.getBaseDilations(), d) : 1);
    auto local = stablehlo::ReduceWindowOp::create(
        b, loc, ValueRange{args.value}, ValueRange{args.padding},
        window.getWindowDimensions(), attrOr(window.getWindowStrides()),
        baseDilations, attrOr(window.getWindowDilations()), pads);
    IRMapping mapping;
    window.getBody().cloneInto(&local.getBody(), mapping);
    return local.getResult(0);
  };
  auto identity = [](OpBuilder &, Location, const BodyArgs &args) {
    return args.value;
  };
  return exchangeHalos(window, window.getInputs().front(),
                       window.getInitValues().front(), {}, edges, identity,
                       reduceLocally, exchanger);
}

LogicalResult exchangeConvolutionHalos(stablehlo::ConvolutionOp conv,
                                       HaloExchanger &exchanger) {
  auto dims = conv.getDimensionNumbers();
  // The input and output share their layout, so that each input dimension
  // is split as the output dimension of the same index.
  if (dims.getInputBatchDimension() != dims.getOutputBatchDimension() ||
      dims.getInputFeatureDimension() != dims.getOutputFeatureDimension() ||
      dims.getInputSpatialDimensions() != dims.getOutputSpatialDimensions())
    return failure();
  // Input and output features differ: they stay whole, batches are
  // independent only without batch groups.
  TensorShardingAttr sharding = getSharding(conv.getLhs());
  MeshAttr mesh = sharding ? getMesh(sharding, conv) : MeshAttr();
  if (!mesh)
    return failure();
  auto dimAxes = [&](int64_t d) {
    return sharding.getDimShardings()[d].getAxes();
  };
  if (getAxesSize(dimAxes(dims.getInputFeatureDimension()), mesh) > 1 ||
      (conv.getBatchGroupCount() != 1 &&
       getAxesSize(dimAxes(dims.getInputBatchDimension()), mesh) > 1))
    return failure();
  int64_t rank = conv.getLhs().getType().getRank();
  int64_t spatial = dims.getInputSpatialDimensions().size();
  SmallVector<int64_t> padding = getConvolutionPadding(conv);
  auto kernel = conv.getRhs().getType();
  Edges edges;
  for (int64_t d = 0; d < rank; ++d) {
    auto *it = llvm::find(dims.getInputSpatialDimensions(), d);
    if (it == dims.getInputSpatialDimensions().end()) {
      edges.push(0, 0);
      continue;
    }
    int64_t i = it - dims.getInputSpatialDimensions().begin();
    int64_t size = kernel.getDimSize(dims.getKernelSpatialDimensions()[i]);
    int64_t dilation = getWindowEntry(conv.getRhsDilation(), i);
    edges.push(padding[2 * i], padding[2 * i + 1],
               getWindowEntry(conv.getWindowStrides(), i),
               (size - 1) * dilation + 1,
               getWindowEntry(conv.getLhsDilation(), i));
  }
  // The convolution of the gathered elements without their padding (zeros
  // outside the operand are in them) and input dilation (the exchange
  // dilated them).
  auto convolveLocally = [&](OpBuilder &b, Location loc,
                             const BodyArgs &args) -> Value {
    SmallVector<int64_t> pads, lhsDilation;
    for (int64_t i = 0; i < spatial; ++i) {
      bool local = args.whole[dims.getInputSpatialDimensions()[i]];
      pads.push_back(local ? padding[2 * i] : 0);
      pads.push_back(local ? padding[2 * i + 1] : 0);
      lhsDilation.push_back(local ? getWindowEntry(conv.getLhsDilation(), i)
                                  : 1);
    }
    IRMapping mapping;
    mapping.map(conv.getLhs(), args.value);
    mapping.map(conv.getRhs(), args.others.front());
    Operation *local = b.clone(*conv, mapping);
    local->setAttr(
        "padding",
        DenseIntElementsAttr::get(
            RankedTensorType::get({spatial, 2}, b.getI64Type()), pads));
    if (conv.getLhsDilation())
      local->setAttr("lhs_dilation", b.getDenseI64ArrayAttr(lhsDilation));
    local->removeAttr(kShardingAttr);
    local->removeAttr(kShardingRuleAttr);
    local->getResult(0).setType(args.localResult);
    return local->getResult(0);
  };
  auto identity = [](OpBuilder &, Location, const BodyArgs &args) {
    return args.value;
  };
  return exchangeHalos(conv, conv.getLhs(), Value(), {conv.getRhs()}, edges,
                       identity, convolveLocally, exchanger);
}

} // namespace hlokit::sdy
