//===- GatherScatter.cpp - derivative rules of gather and scatter ---------===//
//
// gather: the JVP gathers the tangent; the VJP scatter-adds the cotangent
// (batching dims map across) at the start indices clamped exactly as gather
// clamps them, so an out-of-bounds start sends its gradient to the window it
// actually read.
//
// scatter (one input; add, multiply, maximum, minimum or replace bodies):
// every rule needs, per update element, the value of some input-shaped
// tensor at the element's target, and zero when the target is out of bounds
// (scatter drops those elements one by one). TargetReader does that with a
// gather from a zero-padded copy, the start indices shifted into the padding
// so that gather never clamps them.
//
// Replace with possibly repeated indices uses unique update ids: the ids are
// scattered with the same replace scatter, so the id left at each target is
// the update that won there (the last one in the interpreter's update order);
// gathering them back and comparing marks the winners. Only winners get a
// cotangent, and the JVP scatter-adds the winners' tangents.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

using Direction = ComparisonDirection;

/// A tensor shaped like `indicesType` holding `values[k]` at position k of
/// the index vector dimension (`values` has one entry when the index vector
/// is implicit).
Value perIndexComponent(Emitter &e, RankedTensorType indicesType,
                        int64_t indexVectorDim, ArrayRef<int64_t> values) {
  Type element = indicesType.getElementType();
  if (indexVectorDim == indicesType.getRank())
    return e.splat(indicesType, static_cast<double>(values[0]));
  unsigned width = element.getIntOrFloatBitWidth();
  SmallVector<APInt> bits;
  for (int64_t v : values)
    bits.push_back(APInt(width, v, /*isSigned=*/true));
  auto vectorType =
      RankedTensorType::get({static_cast<int64_t>(values.size())}, element);
  Value vector = ConstantOp::create(e.builder(), e.location(),
                                    DenseElementsAttr::get(vectorType, bits));
  return e.broadcast(vector, indicesType, {indexVectorDim});
}

Value clampIndices(Emitter &e, Value indices, int64_t indexVectorDim,
                   ArrayRef<int64_t> low, ArrayRef<int64_t> high) {
  auto type = tensorTypeOf(indices);
  return ClampOp::create(e.builder(), e.location(),
                         perIndexComponent(e, type, indexVectorDim, low),
                         indices,
                         perIndexComponent(e, type, indexVectorDim, high));
}

Value createScatter(Emitter &e, Value input, Value indices, Value updates,
                    ScatterDimensionNumbersAttr dims, ReduceBodyKind kind,
                    bool uniqueIndices) {
  auto scatter =
      ScatterOp::create(e.builder(), e.location(), TypeRange{input.getType()},
                        ValueRange{input}, indices, ValueRange{updates}, dims,
                        /*indices_are_sorted=*/false, uniqueIndices);
  e.buildBinaryBody(scatter.getUpdateComputation(), elementTypeOf(input),
                    [kind](Emitter &inner, Value acc, Value update) -> Value {
                      switch (kind) {
                      case ReduceBodyKind::Add:
                        return inner.add(acc, update);
                      case ReduceBodyKind::Multiply:
                        return inner.mul(acc, update);
                      default:
                        return update;
                      }
                    });
  return scatter.getResult(0);
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

/// Scatter-adds `ct` where a gather with these parameters read, its start
/// indices clamped as gather clamps them.
Value scatterBackGathered(Emitter &e, Value operand, Value indices,
                          GatherDimensionNumbersAttr dims,
                          ArrayRef<int64_t> sliceSizes, Value ct) {
  auto operandType = tensorTypeOf(operand);
  SmallVector<int64_t> low, high;
  for (int64_t operandDim : dims.getStartIndexMap()) {
    low.push_back(0);
    high.push_back(operandType.getDimSize(operandDim) - sliceSizes[operandDim]);
  }
  Value clamped = clampIndices(e, indices, dims.getIndexVectorDim(), low, high);
  auto scatterDims = ScatterDimensionNumbersAttr::get(
      e.builder().getContext(), dims.getOffsetDims(),
      dims.getCollapsedSliceDims(), dims.getOperandBatchingDims(),
      dims.getStartIndicesBatchingDims(), dims.getStartIndexMap(),
      dims.getIndexVectorDim());
  return createScatter(e, e.zerosLike(operand), clamped, ct, scatterDims,
                       ReduceBodyKind::Add, /*uniqueIndices=*/false);
}

LogicalResult gatherVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto gather = cast<GatherOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  c.accumulate(gather.getOperand(),
               scatterBackGathered(e, gather.getOperand(),
                                   gather.getStartIndices(),
                                   gather.getDimensionNumbers(),
                                   gather.getSliceSizes(), cts[0]));
  return success();
}

/// dynamic_gather whose slice sizes are a constant is a gather.
LogicalResult dynamicGatherVjp(VjpContext &c, Operation *op,
                               ArrayRef<Value> cts) {
  auto gather = cast<DynamicGatherOp>(op);
  DenseIntElementsAttr sizes;
  if (!matchPattern(gather.getSliceSizes(), m_Constant(&sizes)))
    return op->emitError("autodiff: no VJP rule for '")
           << op->getName() << "' whose slice sizes are not a constant";
  SmallVector<int64_t> sliceSizes;
  for (const APInt &size : sizes.getValues<APInt>())
    sliceSizes.push_back(size.getSExtValue());
  Emitter e(c.getBuilder(), op->getLoc());
  c.accumulate(
      gather.getOperand(),
      scatterBackGathered(e, gather.getOperand(), gather.getStartIndices(),
                          gather.getDimensionNumbers(), sliceSizes, cts[0]));
  return success();
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

/// Reads input-shaped tensors at the targets of a scatter's update elements.
class TargetReader {
public:
  TargetReader(Emitter &e, ScatterOp scatter);

  /// Update-shaped: `buffer` at each update element's target, zero where the
  /// target is out of bounds.
  Value read(Value buffer);

private:
  Emitter &e;
  GatherDimensionNumbersAttr gatherDims;
  SmallVector<int64_t> sliceSizes; // the window of each input dim
  SmallVector<int64_t> padding;    // per input dim
  Value shiftedIndices;
};

TargetReader::TargetReader(Emitter &e, ScatterOp scatter) : e(e) {
  ScatterDimensionNumbersAttr dims = scatter.getScatterDimensionNumbers();
  auto inputType = tensorTypeOf(scatter.getInputs()[0]);
  auto updateType = tensorTypeOf(scatter.getUpdates()[0]);
  gatherDims = GatherDimensionNumbersAttr::get(
      e.builder().getContext(), dims.getUpdateWindowDims(),
      dims.getInsertedWindowDims(), dims.getInputBatchingDims(),
      dims.getScatterIndicesBatchingDims(), dims.getScatterDimsToOperandDims(),
      dims.getIndexVectorDim());

  // Window dims of the input, in order, take the update window dims' sizes.
  auto windowDim = dims.getUpdateWindowDims().begin();
  for (int64_t d = 0; d < inputType.getRank(); ++d) {
    bool hasWindow = !llvm::is_contained(dims.getInsertedWindowDims(), d) &&
                     !llvm::is_contained(dims.getInputBatchingDims(), d);
    sliceSizes.push_back(hasWindow ? updateType.getDimSize(*windowDim++) : 1);
  }
  padding.assign(inputType.getRank(), 0);
  SmallVector<int64_t> low, high, shift;
  for (int64_t d : dims.getScatterDimsToOperandDims()) {
    padding[d] = sliceSizes[d];
    // Starts beyond one window out are as out of bounds as one window out.
    low.push_back(-sliceSizes[d]);
    high.push_back(inputType.getDimSize(d));
    shift.push_back(sliceSizes[d]);
  }
  Value indices =
      e.convert(scatter.getScatterIndices(), e.builder().getIntegerType(64));
  Value clamped = clampIndices(e, indices, dims.getIndexVectorDim(), low, high);
  shiftedIndices =
      e.add(clamped, perIndexComponent(e, tensorTypeOf(clamped),
                                       dims.getIndexVectorDim(), shift));
}

Value TargetReader::read(Value buffer) {
  Value zero = e.scalar(elementTypeOf(buffer), 0.0);
  SmallVector<int64_t> interior(padding.size(), 0);
  Value padded = PadOp::create(e.builder(), e.location(), buffer, zero, padding,
                               padding, interior);
  return GatherOp::create(e.builder(), e.location(), padded, shiftedIndices,
                          gatherDims,
                          e.builder().getDenseI64ArrayAttr(sliceSizes));
}

/// The parts of a scatter the rules use.
struct ScatterView {
  ScatterOp op;
  Value input, indices, updates, result;
  ScatterDimensionNumbersAttr dims;
  ReduceBodyKind kind;
  bool uniqueIndices;

  Value scatter(Emitter &e, Value into, Value values,
                ReduceBodyKind with) const {
    return createScatter(e, into, indices, values, dims, with, uniqueIndices);
  }
};

FailureOr<ScatterView> viewScatter(Operation *op) {
  auto scatter = cast<ScatterOp>(op);
  if (scatter.getInputs().size() != 1)
    return op->emitError("autodiff: no rule for '")
           << op->getName() << "' with " << scatter.getInputs().size()
           << " inputs";
  ReduceBodyKind kind = classifyReduceBody(scatter.getUpdateComputation());
  if (kind == ReduceBodyKind::Other || kind == ReduceBodyKind::And ||
      kind == ReduceBodyKind::Or)
    return op->emitError("autodiff: no rule for '")
           << op->getName()
           << "' whose update_computation is not add, multiply, maximum, "
              "minimum or replace";
  return ScatterView{scatter,
                     scatter.getInputs()[0],
                     scatter.getScatterIndices(),
                     scatter.getUpdates()[0],
                     scatter.getResult(0),
                     scatter.getScatterDimensionNumbers(),
                     kind,
                     scatter.getUniqueIndices()};
}

/// For replace: the update elements whose value is in the result.
Value replaceWinners(Emitter &e, const ScatterView &s, TargetReader &reader) {
  auto updateType = tensorTypeOf(s.updates);
  if (s.uniqueIndices)
    return e.compare(Direction::NE, reader.read(e.onesLike(s.input)),
                     e.zerosLike(s.updates));
  Type i64 = e.builder().getIntegerType(64);
  auto flat = RankedTensorType::get({updateType.getNumElements()}, i64);
  Value iota = IotaOp::create(e.builder(), e.location(), flat, 0);
  Value ids = e.reshape(e.add(iota, e.splat(flat, 1.0)), updateType.clone(i64));
  Value winnerIds = s.scatter(e, e.splat(tensorTypeOf(s.input).clone(i64), 0.0),
                              ids, ReduceBodyKind::Replace);
  return e.compare(Direction::EQ, reader.read(winnerIds), ids);
}

/// For multiply: per update element, the product of the other updates that
/// reach its target. Zeros are counted, not divided by.
Value productOfOthers(Emitter &e, const ScatterView &s, TargetReader &reader) {
  Value u = s.updates;
  Value zero = e.zerosLike(u), one = e.onesLike(u);
  Value isZero = e.compare(Direction::EQ, u, zero);
  Value nonZero = e.select(isZero, one, u);
  Value product = reader.read(
      s.scatter(e, e.onesLike(s.input), nonZero, ReduceBodyKind::Multiply));
  Value zeros = reader.read(s.scatter(e, e.zerosLike(s.input),
                                      e.convert(isZero, elementTypeOf(u)),
                                      ReduceBodyKind::Add));
  Value othersIfNonZero = e.keepWhere(e.compare(Direction::EQ, zeros, zero),
                                      e.div(product, nonZero));
  Value othersIfZero =
      e.keepWhere(e.compare(Direction::EQ, zeros, one), product);
  return e.select(isZero, othersIfZero, othersIfNonZero);
}

/// For maximum/minimum: which of input and updates equal the result, and
/// how many per result element (ties split evenly).
struct ExtremumWinners {
  Value inputWins, updateWins, count;
};

ExtremumWinners extremumWinners(Emitter &e, const ScatterView &s,
                                TargetReader &reader) {
  Type element = elementTypeOf(s.input);
  ExtremumWinners w;
  w.inputWins = e.compare(Direction::EQ, s.input, s.result);
  Value inBounds = e.compare(Direction::NE, reader.read(e.onesLike(s.input)),
                             e.zerosLike(s.updates));
  w.updateWins = e.andOp(
      inBounds, e.compare(Direction::EQ, s.updates, reader.read(s.result)));
  w.count =
      e.add(e.convert(w.inputWins, element),
            s.scatter(e, e.zerosLike(s.input), e.convert(w.updateWins, element),
                      ReduceBodyKind::Add));
  return w;
}

LogicalResult scatterVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  FailureOr<ScatterView> s = viewScatter(op);
  if (failed(s))
    return failure();
  Emitter e(c.getBuilder(), op->getLoc());
  TargetReader reader(e, s->op);
  Value ct = cts[0];
  switch (s->kind) {
  case ReduceBodyKind::Add:
    c.accumulate(s->input, ct);
    c.accumulate(s->updates, reader.read(ct));
    break;
  case ReduceBodyKind::Replace:
    c.accumulate(s->input, s->scatter(e, ct, e.zerosLike(s->updates),
                                      ReduceBodyKind::Replace));
    c.accumulate(s->updates,
                 e.keepWhere(replaceWinners(e, *s, reader), reader.read(ct)));
    break;
  case ReduceBodyKind::Multiply:
    c.accumulate(s->input,
                 s->scatter(e, ct, s->updates, ReduceBodyKind::Multiply));
    c.accumulate(s->updates,
                 e.mul(e.mul(reader.read(ct), reader.read(s->input)),
                       productOfOthers(e, *s, reader)));
    break;
  default: {
    ExtremumWinners w = extremumWinners(e, *s, reader);
    Value share = e.div(ct, w.count);
    c.accumulate(s->input, e.keepWhere(w.inputWins, share));
    c.accumulate(s->updates, e.keepWhere(w.updateWins, reader.read(share)));
    break;
  }
  }
  return success();
}

LogicalResult scatterJvp(JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                         SmallVectorImpl<Value> &results) {
  FailureOr<ScatterView> s = viewScatter(op);
  if (failed(s))
    return failure();
  if (s->kind == ReduceBodyKind::Add)
    return linearJvp(c, op, tangents, results);
  Emitter e(c.getBuilder(), op->getLoc());
  TargetReader reader(e, s->op);
  Value tInput = tangents[0], tUpdates = tangents[2];
  switch (s->kind) {
  case ReduceBodyKind::Replace: {
    Value cleared =
        s->scatter(e, tInput, e.zerosLike(s->updates), ReduceBodyKind::Replace);
    Value winners = replaceWinners(e, *s, reader);
    results.push_back(s->scatter(e, cleared, e.keepWhere(winners, tUpdates),
                                 ReduceBodyKind::Add));
    break;
  }
  case ReduceBodyKind::Multiply: {
    Value fromInput =
        s->scatter(e, tInput, s->updates, ReduceBodyKind::Multiply);
    Value fromUpdates = s->scatter(
        e, e.zerosLike(s->input),
        e.mul(productOfOthers(e, *s, reader), tUpdates), ReduceBodyKind::Add);
    results.push_back(e.add(fromInput, e.mul(s->input, fromUpdates)));
    break;
  }
  default: {
    ExtremumWinners w = extremumWinners(e, *s, reader);
    Value fromUpdates =
        s->scatter(e, e.zerosLike(s->input),
                   e.keepWhere(w.updateWins, tUpdates), ReduceBodyKind::Add);
    results.push_back(
        e.div(e.add(e.keepWhere(w.inputWins, tInput), fromUpdates), w.count));
    break;
  }
  }
  return success();
}

} // namespace

void registerGatherScatterRules(RuleRegistry &r) {
  r.addVjp<GatherOp>(gatherVjp);
  r.addJvp<GatherOp>(linearJvp);
  r.addVjp<DynamicGatherOp>(dynamicGatherVjp);
  r.addJvp<DynamicGatherOp>(linearJvp);
  r.addVjp<ScatterOp>(scatterVjp);
  r.addJvp<ScatterOp>(scatterJvp);
}

} // namespace hlokit::autodiff
