//===- ControlFlow.cpp - derivative rules of if, case and while -----------===//
//
// if/case: the derivative op has the same predicate and one derivative
// branch per branch. The VJP branches recompute their forward ops and return
// the cotangents of every float value the branches capture; the JVP branches
// return the results followed by their tangents.
//
// while, JVP: one loop carrying the values and their tangents.
// while, VJP: without a tape. A first loop counts the trips N; the reverse
// loop then runs k = N-1 .. 0 and, in each trip, recomputes the state after
// k forward trips with an inner loop from the initial values before applying
// the body's VJP. This costs O(N^2) body evaluations and O(1) extra memory
// and works for any trip count (no bound needed).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

using Direction = ComparisonDirection;

/// The float values `regions` use but do not define, in a stable order.
SmallVector<Value> differentiableCaptures(MutableArrayRef<Region> regions) {
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(regions, captured);
  return llvm::to_vector(llvm::make_filter_range(
      captured, [](Value v) { return isDifferentiable(v.getType()); }));
}

/// Clones `block`'s ops with its arguments bound to `arguments`; returns the
/// values it yields.
SmallVector<Value> inlineBlock(OpBuilder &b, Block &block,
                               ValueRange arguments) {
  IRMapping mapping;
  mapping.map(block.getArguments(), arguments);
  for (Operation &op : block.without_terminator())
    b.clone(op, mapping);
  return llvm::map_to_vector(
      block.getTerminator()->getOperands(),
      [&](Value v) { return mapping.lookupOrDefault(v); });
}

/// An op like `op` (same operands and attributes) with `resultTypes` and as
/// many empty regions.
Operation *createBranchingOp(OpBuilder &b, Operation *op,
                             TypeRange resultTypes) {
  OperationState state(op->getLoc(), op->getName());
  state.addOperands(op->getOperands());
  state.addAttributes(op->getAttrs());
  state.addTypes(resultTypes);
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    state.addRegion();
  return b.create(state);
}

Block *createBlock(OpBuilder &b, Region &region, TypeRange types,
                   Location loc) {
  SmallVector<Location> locs(types.size(), loc);
  return b.createBlock(&region, {}, types, locs);
}

//===----------------------------------------------------------------------===//
// if / case
//===----------------------------------------------------------------------===//

LogicalResult branchVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  OpBuilder &b = c.getBuilder();
  SmallVector<Value> captures = differentiableCaptures(op->getRegions());
  if (captures.empty())
    return success();
  Operation *derivative = createBranchingOp(
      b, op,
      llvm::map_to_vector(captures, [](Value v) { return v.getType(); }));
  for (auto [branch, derived] :
       llvm::zip(op->getRegions(), derivative->getRegions())) {
    OpBuilder::InsertionGuard guard(b);
    createBlock(b, derived, {}, op->getLoc());
    FailureOr<BlockVjp> vjp =
        emitBlockVjp(b, c.getRules(), branch.front(), {}, cts);
    if (failed(vjp))
      return failure();
    Emitter e(b, op->getLoc());
    SmallVector<Value> yielded;
    for (Value capture : captures) {
      auto it = llvm::find_if(vjp->captureCotangents,
                              [&](auto &p) { return p.first == capture; });
      yielded.push_back(it == vjp->captureCotangents.end()
                            ? e.zerosLike(capture)
                            : it->second);
    }
    ReturnOp::create(b, op->getLoc(), yielded);
  }
  b.setInsertionPointAfter(derivative);
  for (auto [capture, ct] : llvm::zip(captures, derivative->getResults()))
    c.accumulate(capture, ct);
  return success();
}

/// Types of the values followed by those of the tangents of the float ones.
SmallVector<Type> withTangentTypes(TypeRange types) {
  SmallVector<Type> all(types);
  llvm::append_range(all, llvm::make_filter_range(types, isDifferentiable));
  return all;
}

/// Yields `results` then the tangents of the float ones (zeros for none).
void yieldWithTangents(OpBuilder &b, Location loc, ArrayRef<Value> results,
                       ArrayRef<Value> tangents) {
  Emitter e(b, loc);
  SmallVector<Value> yielded(results);
  for (auto [result, t] : llvm::zip(results, tangents))
    if (isDifferentiable(result.getType()))
      yielded.push_back(t ? t : e.zerosLike(result));
  ReturnOp::create(b, loc, yielded);
}

/// The tangents in `values` (laid out as by withTangentTypes), null for the
/// entries of `primals` that carry none.
SmallVector<Value> spreadTangents(ValueRange primals, ValueRange values) {
  SmallVector<Value> tangents;
  auto next = values.begin() + primals.size();
  for (Value primal : primals)
    tangents.push_back(isDifferentiable(primal.getType()) ? *next++ : Value());
  return tangents;
}

LogicalResult branchJvp(JvpContext &c, Operation *op, ArrayRef<Value>,
                        SmallVectorImpl<Value> &results) {
  OpBuilder &b = c.getBuilder();
  Operation *derivative =
      createBranchingOp(b, op, withTangentTypes(op->getResultTypes()));
  for (auto [branch, derived] :
       llvm::zip(op->getRegions(), derivative->getRegions())) {
    OpBuilder::InsertionGuard guard(b);
    createBlock(b, derived, {}, op->getLoc());
    SmallVector<Value> values, tangents;
    if (failed(emitBlockJvp(c, branch.front(), {}, {}, values, tangents)))
      return failure();
    yieldWithTangents(b, op->getLoc(), values, tangents);
  }
  b.setInsertionPointAfter(derivative);
  results.append(spreadTangents(op->getResults(), derivative->getResults()));
  return success();
}

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

LogicalResult whileJvp(JvpContext &c, Operation *op, ArrayRef<Value> tangents,
                       SmallVectorImpl<Value> &results) {
  auto loop = cast<WhileOp>(op);
  OpBuilder &b = c.getBuilder();
  Location loc = op->getLoc();
  size_t n = loop.getNumOperands();
  SmallVector<Value> operands(loop.getOperands());
  for (Value t : tangents)
    if (t)
      operands.push_back(t);
  auto derivative = WhileOp::create(b, loc, operands);
  TypeRange types = derivative->getResultTypes();
  {
    OpBuilder::InsertionGuard guard(b);
    Block *cond = createBlock(b, derivative.getCond(), types, loc);
    SmallVector<Value> pred = inlineBlock(b, loop.getCond().front(),
                                          cond->getArguments().take_front(n));
    ReturnOp::create(b, loc, pred);

    Block *body = createBlock(b, derivative.getBody(), types, loc);
    ValueRange primals = body->getArguments().take_front(n);
    SmallVector<Value> values, resultTangents;
    if (failed(emitBlockJvp(c, loop.getBody().front(), primals,
                            spreadTangents(primals, body->getArguments()),
                            values, resultTangents)))
      return failure();
    yieldWithTangents(b, loc, values, resultTangents);
  }
  results.append(spreadTangents(op->getResults(), derivative->getResults()));
  return success();
}

/// A loop running `loop`'s body from `initial` while its condition holds
/// and `extraCondition(counter)` (if given) holds; returns the trip count
/// and the final values.
std::pair<Value, SmallVector<Value>>
emitCountingLoop(OpBuilder &b, WhileOp loop, ValueRange initial,
                 std::function<Value(Emitter &, Value)> extraCondition) {
  Location loc = loop.getLoc();
  Emitter e(b, loc);
  Type i64 = b.getIntegerType(64);
  SmallVector<Value> operands{e.scalar(i64, 0.0)};
  llvm::append_range(operands, initial);
  auto counting = WhileOp::create(b, loc, operands);
  TypeRange types = counting->getResultTypes();
  OpBuilder::InsertionGuard guard(b);

  Block *cond = createBlock(b, counting.getCond(), types, loc);
  Emitter ce(b, loc);
  Value pred = inlineBlock(b, loop.getCond().front(),
                           cond->getArguments().drop_front())[0];
  if (extraCondition)
    pred = ce.andOp(pred, extraCondition(ce, cond->getArgument(0)));
  ReturnOp::create(b, loc, pred);

  Block *body = createBlock(b, counting.getBody(), types, loc);
  Emitter be(b, loc);
  SmallVector<Value> yielded{be.add(body->getArgument(0), be.scalar(i64, 1.0))};
  llvm::append_range(yielded, inlineBlock(b, loop.getBody().front(),
                                          body->getArguments().drop_front()));
  ReturnOp::create(b, loc, yielded);
  return {counting.getResult(0),
          SmallVector<Value>(counting.getResults().drop_front())};
}

/// The carried values of the reverse loop: [k, cotangents of the float loop
/// values, cotangent accumulators of the float captures].
struct ReverseLoopLayout {
  SmallVector<unsigned> differentiable; // indices of float loop values
  SmallVector<Value> captures;
};

LogicalResult whileVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto loop = cast<WhileOp>(op);
  OpBuilder &b = c.getBuilder();
  Location loc = op->getLoc();
  Emitter e(b, loc);
  Type i64 = b.getIntegerType(64);
  ReverseLoopLayout layout;
  for (auto [i, v] : llvm::enumerate(loop.getOperands()))
    if (isDifferentiable(v.getType()))
      layout.differentiable.push_back(i);
  layout.captures = differentiableCaptures(loop.getBody());

  Value trips = emitCountingLoop(b, loop, loop.getOperands(), nullptr).first;
  SmallVector<Value> operands{e.sub(trips, e.scalar(i64, 1.0))};
  for (unsigned i : layout.differentiable)
    operands.push_back(cts[i]);
  for (Value capture : layout.captures)
    operands.push_back(e.zerosLike(capture));
  auto reverse = WhileOp::create(b, loc, operands);
  TypeRange types = reverse->getResultTypes();
  {
    OpBuilder::InsertionGuard guard(b);
    Block *cond = createBlock(b, reverse.getCond(), types, loc);
    Emitter ce(b, loc);
    ReturnOp::create(b, loc,
                     ValueRange{ce.compare(Direction::GE, cond->getArgument(0),
                                           ce.scalar(i64, 0.0))});

    Block *body = createBlock(b, reverse.getBody(), types, loc);
    Emitter be(b, loc);
    Value k = body->getArgument(0);
    SmallVector<Value> state =
        emitCountingLoop(b, loop, loop.getOperands(),
                         [k](Emitter &inner, Value counter) {
                           return inner.compare(Direction::LT, counter, k);
                         })
            .second;
    SmallVector<Value> resultCts(loop.getNumOperands());
    for (auto [slot, i] : llvm::enumerate(layout.differentiable))
      resultCts[i] = body->getArgument(1 + slot);
    FailureOr<BlockVjp> vjp =
        emitBlockVjp(b, c.getRules(), loop.getBody().front(), state, resultCts);
    if (failed(vjp))
      return failure();
    SmallVector<Value> yielded{be.sub(k, be.scalar(i64, 1.0))};
    for (unsigned i : layout.differentiable) {
      Value ct = vjp->argumentCotangents[i];
      yielded.push_back(ct ? ct : be.zerosLike(state[i]));
    }
    size_t accumulatorStart = 1 + layout.differentiable.size();
    for (auto [slot, capture] : llvm::enumerate(layout.captures)) {
      Value sum = body->getArgument(accumulatorStart + slot);
      for (auto [value, ct] : vjp->captureCotangents)
        if (value == capture)
          sum = be.add(sum, ct);
      yielded.push_back(sum);
    }
    ReturnOp::create(b, loc, yielded);
  }
  for (auto [slot, i] : llvm::enumerate(layout.differentiable))
    c.accumulate(op->getOperand(i), reverse.getResult(1 + slot));
  size_t accumulatorStart = 1 + layout.differentiable.size();
  for (auto [slot, capture] : llvm::enumerate(layout.captures))
    c.accumulate(capture, reverse.getResult(accumulatorStart + slot));
  return success();
}

/// The barrier passes values through unchanged.
LogicalResult optimizationBarrierVjp(VjpContext &c, Operation *op,
                                     ArrayRef<Value> cts) {
  for (auto [operand, ct] : llvm::zip(op->getOperands(), cts))
    c.accumulate(operand, ct);
  return success();
}

} // namespace

void registerControlFlowRules(RuleRegistry &r) {
  r.addVjp<OptimizationBarrierOp>(optimizationBarrierVjp);
  r.addJvp<OptimizationBarrierOp>(linearJvp);
  r.addVjp<IfOp, CaseOp>(branchVjp);
  r.addJvp<IfOp, CaseOp>(branchJvp);
  r.addVjp<WhileOp>(whileVjp);
  r.addJvp<WhileOp>(whileJvp);
}

} // namespace hlokit::autodiff
