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
FailureOr<Combiner> differentiableReduce(ReduceOp reduce) {
  if (reduce.getInputs().size() != 1)
    return reduce.emitError("autodiff: no rule for 'stablehlo.reduce' with ")
           << reduce.getInputs().size() << " inputs";
  Combiner kind = classifyCombiner(reduce.getBody());
  if (kind != Combiner::Add && kind != Combiner::Maximum &&
      kind != Combiner::Minimum)
    return reduce.emitError("autodiff: no rule for 'stablehlo.reduce' whose "
                            "body is not add, maximum or minimum");
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
  FailureOr<Combiner> kind = differentiableReduce(reduce);
  if (failed(kind))
    return failure();
  Emitter e(c.getBuilder(), op->getLoc());
  Value input = reduce.getInputs()[0];
  Value init = reduce.getInitValues()[0];
  auto inputType = tensorTypeOf(input);
  SmallVector<int64_t> kept = keptDimensions(reduce);
  if (*kind == Combiner::Add) {
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
  FailureOr<Combiner> kind = differentiableReduce(reduce);
  if (failed(kind))
    return failure();
  if (*kind == Combiner::Add)
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

/// The cotangent has dims [batch, lhs free, rhs free]. Contracting it with
/// `other` over other's free dims leaves [batch, this free, other's
/// contracting dims in increasing order]; a transpose puts them in this
/// side's order.
Value dotSideVjp(Emitter &e, Value ct, const DotSide &self,
                 const DotSide &other, int64_t otherFreeStart) {
  int64_t numBatch = self.batching.size();
  SmallVector<int64_t> ctBatch =
      llvm::to_vector(llvm::seq<int64_t>(0, numBatch));
  SmallVector<int64_t> ctContract = llvm::to_vector(
      llvm::seq<int64_t>(otherFreeStart, otherFreeStart + other.free.size()));
  auto dims =
      DotDimensionNumbersAttr::get(e.builder().getContext(), ctBatch,
                                   other.batching, ctContract, other.free);
  Value product =
      DotGeneralOp::create(e.builder(), e.location(), ct, other.value, dims);

  SmallVector<int64_t> selfDimOf(self.batching);
  llvm::append_range(selfDimOf, self.free);
  SmallVector<int64_t> sortedOtherContract(other.contracting);
  llvm::sort(sortedOtherContract);
  for (int64_t o : sortedOtherContract)
    selfDimOf.push_back(self.contracting[llvm::find(other.contracting, o) -
                                         other.contracting.begin()]);
  SmallVector<int64_t> permutation(selfDimOf.size());
  for (auto [position, selfDim] : llvm::enumerate(selfDimOf))
    permutation[selfDim] = position;
  return e.transpose(product, permutation);
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

} // namespace

void registerReductionRules(RuleRegistry &r) {
  r.addVjp(ReduceOp::getOperationName(), reduceVjp);
  r.addJvp(ReduceOp::getOperationName(), reduceJvp);
  r.addVjp(DotGeneralOp::getOperationName(), dotGeneralVjp);
  r.addJvp(DotGeneralOp::getOperationName(), dotGeneralJvp);
}

} // namespace hlokit::autodiff
