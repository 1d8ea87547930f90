//===- Reduction.cpp - derivative rules of reduce and dot_general ---------===//
//
// reduce is differentiated for one input with an add, max or min body. Max
// and min split the cotangent evenly between all elements (init value
// included) equal to the result. dot_general's VJP contracts the cotangent
// with the other operand over that operand's free dimensions.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

using Direction = ComparisonDirection;

/// The input dimensions a reduce keeps, in result order.
SmallVector<int64_t> keptDimensions(ReduceOp reduce) {
  SmallVector<int64_t> kept;
  ArrayRef<int64_t> reduced = reduce.getDimensions();
  for (int64_t d = 0; d < tensorTypeOf(reduce.getInputs()[0]).getRank(); ++d)
    if (!llvm::is_contained(reduced, d))
      kept.push_back(d);
  return kept;
}

/// Checks the reduce is one a rule knows and returns its body's kind.
FailureOr<ReduceBodyKind> differentiableReduce(ReduceOp reduce) {
  if (reduce.getInputs().size() != 1)
    return reduce.emitError("autodiff: no rule for '")
           << reduce->getName() << "' with " << reduce.getInputs().size()
           << " inputs";
  ReduceBodyKind kind = classifyReduceBody(reduce.getBody());
  if (kind != ReduceBodyKind::Add && kind != ReduceBodyKind::Maximum &&
      kind != ReduceBodyKind::Minimum)
    return reduce.emitError("autodiff: no rule for '")
           << reduce->getName()
           << "' whose body is not add, maximum or minimum";
  // A complex maximum orders lexicographically; JAX has no derivative for it.
  if (kind != ReduceBodyKind::Add &&
      isa<ComplexType>(elementTypeOf(reduce.getInputs()[0])))
    return reduce.emitError("autodiff: complex values are not supported by '")
           << reduce->getName() << "' whose body is not add";
  return kind;
}

/// Where the extremum of a max/min reduce came from, and how many elements
/// share it.
struct ExtremumWinners {
  Value inputMask; // input elements equal to their result, input shape
  Value initMask;  // init value equals the result, result shape
  Value count;     // number of winners per result element, float
};

ExtremumWinners findWinners(Emitter &e, ReduceOp reduce) {
  Value input = reduce.getInputs()[0];
  Value result = reduce.getResult(0);
  auto resultType = tensorTypeOf(result);
  Type element = resultType.getElementType();
  ExtremumWinners w;
  Value spread =
      e.broadcast(result, tensorTypeOf(input), keptDimensions(reduce));
  w.inputMask = e.compare(Direction::EQ, input, spread);
  w.initMask = e.compare(
      Direction::EQ, e.broadcastScalar(reduce.getInitValues()[0], resultType),
      result);
  w.count = e.add(
      e.reduceSum(e.convert(w.inputMask, element), reduce.getDimensions()),
      e.convert(w.initMask, element));
  return w;
}

LogicalResult reduceVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto reduce = cast<ReduceOp>(op);
  FailureOr<ReduceBodyKind> kind = differentiableReduce(reduce);
  if (failed(kind))
    return failure();
  Emitter e(c.getBuilder(), op->getLoc());
  Value input = reduce.getInputs()[0];
  Value init = reduce.getInitValues()[0];
  auto inputType = tensorTypeOf(input);
  SmallVector<int64_t> kept = keptDimensions(reduce);
  if (*kind == ReduceBodyKind::Add) {
    c.accumulate(input, e.broadcast(cts[0], inputType, kept));
    c.accumulate(init, e.sumAll(cts[0]));
    return success();
  }
  ExtremumWinners w = findWinners(e, reduce);
  Value share = e.div(cts[0], w.count);
  c.accumulate(input,
               e.keepWhere(w.inputMask, e.broadcast(share, inputType, kept)));
  c.accumulate(init, e.sumAll(e.keepWhere(w.initMask, share)));
  return success();
}

LogicalResult reduceJvp(JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                        SmallVectorImpl<Value> &results) {
  auto reduce = cast<ReduceOp>(op);
  FailureOr<ReduceBodyKind> kind = differentiableReduce(reduce);
  if (failed(kind))
    return failure();
  if (*kind == ReduceBodyKind::Add)
    return linearJvp(c, op, tangents, results);
  Emitter e(c.getBuilder(), op->getLoc());
  ExtremumWinners w = findWinners(e, reduce);
  auto resultType = tensorTypeOf(reduce.getResult(0));
  Value fromInput = e.reduceSum(e.keepWhere(w.inputMask, tangents[0]),
                                reduce.getDimensions());
  Value fromInit =
      e.keepWhere(w.initMask, e.broadcastScalar(tangents[1], resultType));
  results.push_back(e.div(e.add(fromInput, fromInit), w.count));
  return success();
}

/// The gradient of one side ("this") of a dot_general.
struct DotSide {
  Value value;
  ArrayRef<int64_t> batching, contracting;
  SmallVector<int64_t> free; // the other dims, increasing

  DotSide(Value value, ArrayRef<int64_t> batching,
          ArrayRef<int64_t> contracting)
      : value(value), batching(batching), contracting(contracting) {
    for (int64_t d = 0; d < tensorTypeOf(value).getRank(); ++d)
      if (!llvm::is_contained(batching, d) &&
          !llvm::is_contained(contracting, d))
        free.push_back(d);
  }
};

/// The permutation that puts a product whose dims are `selfDimOf` (entry i:
/// the dim of self that product dim i is) into self's order.
SmallVector<int64_t> toSelfOrder(ArrayRef<int64_t> selfDimOf) {
  SmallVector<int64_t> permutation(selfDimOf.size());
  for (auto [position, selfDim] : llvm::enumerate(selfDimOf))
    permutation[selfDim] = position;
  return permutation;
}

bool isIdentity(ArrayRef<int64_t> permutation) {
  return llvm::equal(permutation, llvm::seq<int64_t>(0, permutation.size()));
}

/// The cotangent has dims [batch, lhs free, rhs free]. Contracting it with
/// `other` over other's free dims leaves [batch, this free, other's
/// contracting dims in increasing order] with the cotangent as lhs, or
/// [batch, other's contracting dims, this free] with `other` as lhs; the
/// order that is already self's is taken (no transpose: a weight's gradient
/// `x^T g` is one dot_general), else a transpose puts the first in order.
Value dotSideVjp(Emitter &e, Value ct, const DotSide &self,
                 const DotSide &other, int64_t otherFreeStart) {
  int64_t numBatch = self.batching.size();
  SmallVector<int64_t> ctBatch =
      llvm::to_vector(llvm::seq<int64_t>(0, numBatch));
  SmallVector<int64_t> ctContract = llvm::to_vector(
      llvm::seq<int64_t>(otherFreeStart, otherFreeStart + other.free.size()));
  SmallVector<int64_t> selfContract; // in other's contracting-dim order
  SmallVector<int64_t> sortedOtherContract(other.contracting);
  llvm::sort(sortedOtherContract);
  for (int64_t o : sortedOtherContract)
    selfContract.push_back(self.contracting[llvm::find(other.contracting, o) -
                                            other.contracting.begin()]);
  MLIRContext *context = e.builder().getContext();

  SmallVector<int64_t> otherFirst(self.batching);
  llvm::append_range(otherFirst, selfContract);
  llvm::append_range(otherFirst, self.free);
  if (isIdentity(toSelfOrder(otherFirst))) {
    auto dims = DotDimensionNumbersAttr::get(context, other.batching, ctBatch,
                                             other.free, ctContract);
    return DotGeneralOp::create(e.builder(), e.location(), other.value, ct,
                                dims);
  }
  auto dims = DotDimensionNumbersAttr::get(context, ctBatch, other.batching,
                                           ctContract, other.free);
  Value product =
      DotGeneralOp::create(e.builder(), e.location(), ct, other.value, dims);
  SmallVector<int64_t> ctFirst(self.batching);
  llvm::append_range(ctFirst, self.free);
  llvm::append_range(ctFirst, selfContract);
  return e.transpose(product, toSelfOrder(ctFirst));
}

LogicalResult dotGeneralVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto dot = cast<DotGeneralOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  DotDimensionNumbersAttr dims = dot.getDotDimensionNumbers();
  DotSide lhs(dot.getLhs(), dims.getLhsBatchingDimensions(),
              dims.getLhsContractingDimensions());
  DotSide rhs(dot.getRhs(), dims.getRhsBatchingDimensions(),
              dims.getRhsContractingDimensions());
  int64_t lhsFreeStart = lhs.batching.size();
  int64_t rhsFreeStart = lhsFreeStart + lhs.free.size();
  if (isDifferentiable(lhs.value.getType()))
    c.accumulate(lhs.value, dotSideVjp(e, cts[0], lhs, rhs, rhsFreeStart));
  if (isDifferentiable(rhs.value.getType()))
    c.accumulate(rhs.value, dotSideVjp(e, cts[0], rhs, lhs, lhsFreeStart));
  return success();
}

/// Bilinear: d(a.b) = da.b + a.db.
LogicalResult dotGeneralJvp(JvpContext &c, Operation *op,
                            ArrayRef<Value> tangents,
                            SmallVectorImpl<Value> &results) {
  auto dot = cast<DotGeneralOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  DotDimensionNumbersAttr dims = dot.getDotDimensionNumbers();
  Value sum;
  if (tangents[0])
    sum = DotGeneralOp::create(c.getBuilder(), op->getLoc(), tangents[0],
                               dot.getRhs(), dims);
  if (tangents[1]) {
    Value term = DotGeneralOp::create(c.getBuilder(), op->getLoc(),
                                      dot.getLhs(), tangents[1], dims);
    sum = sum ? e.add(sum, term) : term;
  }
  results.push_back(sum);
  return success();
}

//===----------------------------------------------------------------------===//
// reduce_window with an add, max or min body
//===----------------------------------------------------------------------===//

/// The window of one dimension, with the defaults filled in.
struct WindowDim {
  int64_t size, stride, low, high;
};

/// A one-input reduce_window without dilations or negative padding (the
/// cases the rules handle): its body's kind and windows, or failure.
FailureOr<std::pair<ReduceBodyKind, SmallVector<WindowDim>>>
plainWindows(ReduceWindowOp op) {
  WindowAttrs window = op.getWindowAttrs();
  auto isOne = [](int64_t v) { return v == 1; };
  bool dilated =
      (window.baseDilations && !llvm::all_of(*window.baseDilations, isOne)) ||
      (window.windowDilations && !llvm::all_of(*window.windowDilations, isOne));
  bool negativePadding =
      llvm::any_of(window.paddingValues, [](int64_t v) { return v < 0; });
  ReduceBodyKind kind = classifyReduceBody(op.getBody());
  bool knownBody = kind == ReduceBodyKind::Add ||
                   kind == ReduceBodyKind::Maximum ||
                   kind == ReduceBodyKind::Minimum;
  if (op.getInputs().size() != 1 || !knownBody || dilated || negativePadding)
    return op.emitError("autodiff: no rule for '")
           << op->getName()
           << "' other than one input, an add, max or min body, no dilations "
              "and no negative padding";
  SmallVector<WindowDim> dims;
  for (auto [d, size] : llvm::enumerate(window.dimensions)) {
    WindowDim w{size, window.strides ? (*window.strides)[d] : 1, 0, 0};
    if (!window.paddingValues.empty()) {
      w.low = window.paddingValues[2 * d];
      w.high = window.paddingValues[2 * d + 1];
    }
    dims.push_back(w);
  }
  return std::make_pair(kind, dims);
}

/// Add: every padded input position receives the cotangents of the windows
/// that contain it: spread the cotangent by the stride (interior padding),
/// pad by window - 1, and sum windows of the same size with stride 1. The
/// init value takes part once per window and once per padding position read.
void windowSumVjp(VjpContext &c, ReduceWindowOp op, ArrayRef<WindowDim> windows,
                  Value ct) {
  Emitter e(c.getBuilder(), op.getLoc());
  Value input = op.getInputs()[0];
  auto inputType = tensorTypeOf(input);
  auto ctType = tensorTypeOf(ct);
  SmallVector<int64_t> low, high, interior, sizes, ones, start, limit;
  for (auto [d, w] : llvm::enumerate(windows)) {
    int64_t padded = inputType.getDimSize(d) + w.low + w.high;
    int64_t covered = (ctType.getDimSize(d) - 1) * w.stride + w.size;
    low.push_back(w.size - 1);
    high.push_back(w.size - 1 + padded - covered);
    interior.push_back(w.stride - 1);
    sizes.push_back(w.size);
    ones.push_back(1);
    start.push_back(w.low);
    limit.push_back(w.low + inputType.getDimSize(d));
  }
  Type element = inputType.getElementType();
  Value spread = PadOp::create(c.getBuilder(), op.getLoc(), ct,
                               e.scalar(element, 0.0), low, high, interior);
  auto sum = ReduceWindowOp::create(
      c.getBuilder(), op.getLoc(), ValueRange{spread},
      ValueRange{e.scalar(element, 0.0)}, sizes, ones, {}, {}, {});
  e.buildBinaryBody(
      sum.getBody(), element,
      [](Emitter &inner, Value a, Value b) { return inner.add(a, b); });
  Value paddedCt = sum.getResult(0);
  Value inputCt = SliceOp::create(c.getBuilder(), op.getLoc(), paddedCt, start,
                                  limit, ones);
  c.accumulate(input, inputCt);
  Value fromPadding = e.sub(e.sumAll(paddedCt), e.sumAll(inputCt));
  c.accumulate(op.getInitValues()[0], e.add(e.sumAll(ct), fromPadding));
}

/// The direction that keeps the earlier of two equal candidates.
Direction keepsFirstWinner(ReduceBodyKind kind) {
  return kind == ReduceBodyKind::Maximum ? Direction::GE : Direction::LE;
}

/// Max/min: where the init value is the result (windows of padding only,
/// or elements that never beat it) the cotangent goes to the init value;
/// elsewhere select_and_scatter sends it to the element the window selects
/// (the first extremum in row-major order, like the JVP below).
void windowExtremumVjp(VjpContext &c, ReduceWindowOp op, ReduceBodyKind kind,
                       ArrayRef<WindowDim> windows, Value ct) {
  Emitter e(c.getBuilder(), op.getLoc());
  Value input = op.getInputs()[0];
  Value init = op.getInitValues()[0];
  Type element = elementTypeOf(input);
  Value result = op.getResult(0);
  Value initWins = e.compare(Direction::EQ, result,
                             e.broadcastScalar(init, tensorTypeOf(result)));
  c.accumulate(init, e.sumAll(e.keepWhere(initWins, ct)));
  ct = e.select(initWins, e.zerosLike(ct), ct);
  SmallVector<int64_t> sizes, strides;
  SmallVector<std::pair<int64_t, int64_t>> padding;
  for (const WindowDim &w : windows) {
    sizes.push_back(w.size);
    strides.push_back(w.stride);
    padding.push_back({w.low, w.high});
  }
  auto scatter = SelectAndScatterOp::create(c.getBuilder(), op.getLoc(), input,
                                            ct, e.scalar(element, 0.0), sizes,
                                            strides, padding);
  Direction keep = keepsFirstWinner(kind);
  e.buildBinaryBody(scatter.getSelect(), element,
                    [keep](Emitter &inner, Value a, Value b) {
                      return inner.compare(keep, a, b);
                    });
  e.buildBinaryBody(
      scatter.getScatter(), element,
      [](Emitter &inner, Value a, Value b) { return inner.add(a, b); });
  c.accumulate(input, scatter.getResult());
}

LogicalResult reduceWindowVjp(VjpContext &c, Operation *op,
                              ArrayRef<Value> cts) {
  auto reduceWindow = cast<ReduceWindowOp>(op);
  auto plain = plainWindows(reduceWindow);
  if (failed(plain))
    return failure();
  auto &[kind, windows] = *plain;
  if (kind == ReduceBodyKind::Add)
    windowSumVjp(c, reduceWindow, windows, cts[0]);
  else
    windowExtremumVjp(c, reduceWindow, kind, windows, cts[0]);
  return success();
}

/// Max/min: a second reduce_window carries (value, tangent) pairs and keeps
/// the tangent of the first extremum.
LogicalResult reduceWindowJvp(JvpContext &c, Operation *op,
                              ArrayRef<Value> tangents,
                              SmallVectorImpl<Value> &results) {
  auto reduceWindow = cast<ReduceWindowOp>(op);
  auto plain = plainWindows(reduceWindow);
  if (failed(plain))
    return failure();
  ReduceBodyKind kind = plain->first;
  if (kind == ReduceBodyKind::Add)
    return linearJvp(c, op, tangents, results);
  OpBuilder &b = c.getBuilder();
  Location loc = op->getLoc();
  WindowAttrs window = reduceWindow.getWindowAttrs();
  SmallVector<std::pair<int64_t, int64_t>> padding;
  for (const WindowDim &w : plain->second)
    padding.push_back({w.low, w.high});
  auto pairs = ReduceWindowOp::create(
      b, loc, ValueRange{reduceWindow.getInputs()[0], tangents[0]},
      ValueRange{reduceWindow.getInitValues()[0], tangents[1]},
      window.dimensions, window.strides.value_or(ArrayRef<int64_t>()), {}, {},
      padding);
  {
    OpBuilder::InsertionGuard guard(b);
    auto scalar = RankedTensorType::get({}, elementTypeOf(tangents[0]));
    SmallVector<Type> types(4, scalar);
    SmallVector<Location> locs(4, loc);
    Block *body = b.createBlock(&pairs.getBody(), {}, types, locs);
    Emitter e(b, loc);
    Value keep = e.compare(keepsFirstWinner(kind), body->getArgument(0),
                           body->getArgument(2));
    ReturnOp::create(
        b, loc,
        ValueRange{e.select(keep, body->getArgument(0), body->getArgument(2)),
                   e.select(keep, body->getArgument(1), body->getArgument(3))});
  }
  results.push_back(pairs.getResult(1));
  return success();
}

//===----------------------------------------------------------------------===//
// sort: a permutation along one dimension
//===----------------------------------------------------------------------===//

/// The sort dimension, made non-negative.
int64_t sortDimension(SortOp sort) {
  int64_t rank = tensorTypeOf(sort.getInputs()[0]).getRank();
  int64_t d = sort.getDimension();
  return d < 0 ? d + rank : d;
}

/// Re-sorts with an extra iota operand (ignored by the comparator) and
/// returns where each sorted element came from, with a trailing size-1 index
/// vector dimension.
Value sortPermutation(Emitter &e, SortOp sort) {
  auto type = tensorTypeOf(sort.getInputs()[0]);
  int64_t d = sortDimension(sort);
  auto indexType = type.clone(e.builder().getIntegerType(64));
  SmallVector<Value> inputs(sort.getInputs());
  inputs.push_back(IotaOp::create(e.builder(), e.location(), indexType, d));
  auto withIndices = SortOp::create(e.builder(), e.location(), inputs,
                                    sort.getDimension(), sort.getIsStable());
  {
    OpBuilder::InsertionGuard guard(e.builder());
    Block &comparator = sort.getComparator().front();
    SmallVector<Type> argTypes(comparator.getArgumentTypes());
    auto scalarIndex = RankedTensorType::get({}, indexType.getElementType());
    argTypes.append({scalarIndex, scalarIndex});
    SmallVector<Location> locs(argTypes.size(), e.location());
    Block *block = e.builder().createBlock(&withIndices.getComparator(), {},
                                           argTypes, locs);
    IRMapping mapping;
    mapping.map(comparator.getArguments(), block->getArguments().drop_back(2));
    for (Operation &op : comparator)
      e.builder().clone(op, mapping);
  }
  SmallVector<int64_t> shape(type.getShape());
  shape.push_back(1);
  return e.reshape(withIndices.getResults().back(),
                   RankedTensorType::get(shape, indexType.getElementType()));
}

/// Every dimension but the sort dimension pairs up between a tensor and the
/// permutation; the sort dimension is indexed.
SmallVector<int64_t> otherDimensions(int64_t rank, int64_t d) {
  SmallVector<int64_t> dims;
  for (int64_t i = 0; i < rank; ++i)
    if (i != d)
      dims.push_back(i);
  return dims;
}

/// sorted[..., p, ...] = v[..., perm[..., p, ...], ...]
Value permute(Emitter &e, Value v, Value permutation, int64_t d) {
  int64_t rank = tensorTypeOf(v).getRank();
  SmallVector<int64_t> batch = otherDimensions(rank, d);
  auto dims = GatherDimensionNumbersAttr::get(
      e.builder().getContext(), /*offsetDims=*/{}, /*collapsedSliceDims=*/{d},
      batch, batch, /*startIndexMap=*/{d}, /*indexVectorDim=*/rank);
  SmallVector<int64_t> ones(rank, 1);
  return GatherOp::create(e.builder(), e.location(), v, permutation, dims,
                          e.builder().getDenseI64ArrayAttr(ones));
}

/// The transpose of permute: ct goes back to where each element came from.
Value unpermute(Emitter &e, Value ct, Value permutation, int64_t d) {
  int64_t rank = tensorTypeOf(ct).getRank();
  SmallVector<int64_t> batch = otherDimensions(rank, d);
  auto dims = ScatterDimensionNumbersAttr::get(
      e.builder().getContext(), /*updateWindowDims=*/{},
      /*insertedWindowDims=*/{d}, batch, batch,
      /*scatterDimsToOperandDims=*/{d}, /*indexVectorDim=*/rank);
  auto scatter = ScatterOp::create(
      e.builder(), e.location(), TypeRange{ct.getType()},
      ValueRange{e.zerosLike(ct)}, permutation, ValueRange{ct}, dims,
      /*indices_are_sorted=*/false, /*unique_indices=*/true);
  e.buildBinaryBody(scatter.getUpdateComputation(), elementTypeOf(ct),
                    [](Emitter &, Value, Value update) { return update; });
  return scatter.getResult(0);
}

LogicalResult sortVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto sort = cast<SortOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  Value permutation = sortPermutation(e, sort);
  for (auto [input, ct] : llvm::zip(sort.getInputs(), cts))
    if (ct)
      c.accumulate(input, unpermute(e, ct, permutation, sortDimension(sort)));
  return success();
}

LogicalResult sortJvp(JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                      SmallVectorImpl<Value> &results) {
  auto sort = cast<SortOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  Value permutation = sortPermutation(e, sort);
  for (Value t : tangents)
    results.push_back(t ? permute(e, t, permutation, sortDimension(sort))
                        : Value());
  return success();
}

} // namespace

void registerReductionRules(RuleRegistry &r) {
  r.addVjp<ReduceWindowOp>(reduceWindowVjp);
  r.addJvp<ReduceWindowOp>(reduceWindowJvp);
  r.addVjp<SortOp>(sortVjp);
  r.addJvp<SortOp>(sortJvp);
  r.addVjp<ReduceOp>(reduceVjp);
  r.addJvp<ReduceOp>(reduceJvp);
  r.addVjp<DotGeneralOp>(dotGeneralVjp);
  r.addJvp<DotGeneralOp>(dotGeneralJvp);
  // dot_general and add-reductions are bilinear/linear: their transposes
  // need no conjugation under JAX's convention.
  r.allowComplex<ReduceOp>();
  r.allowComplex<DotGeneralOp>();
}

} // namespace hlokit::autodiff
