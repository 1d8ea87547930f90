//===- Call.cpp - derivative rules of composite and map -------------------===//
//
// A composite computes what its decomposition function computes, so its
// derivatives are the decomposition body's: the VJP re-emits the body on the
// composite's inputs and runs its reverse pass; the JVP emits the body with
// tangents. The composite itself stays in the primal computation.
//
// map applies its computation per element, so its derivatives are maps of
// the computation's derivatives: the JVP is one map over (inputs,
// tangents) returning the body's tangent; the VJP is one map per float
// input over (inputs, cotangent) returning that input's cotangent. Bodies
// that capture float values from outside are refused (their cotangents
// would need a reduction over the map).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

/// The body of the composite's decomposition; the verifier checked that it
/// is a function in scope (composite_c2), but a declaration has none.
FailureOr<Block *> decompositionBody(CompositeOp op) {
  auto fn = SymbolTable::lookupNearestSymbolFrom<FunctionOpInterface>(
      op, op.getDecompositionAttr());
  if (!fn || fn.isExternal())
    return op.emitError("autodiff: the decomposition ")
           << op.getDecompositionAttr() << " of composite \"" << op.getName()
           << "\" has no body to differentiate";
  return &fn.getFunctionBody().front();
}

LogicalResult compositeVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto composite = cast<CompositeOp>(op);
  FailureOr<Block *> body = decompositionBody(composite);
  if (failed(body))
    return failure();
  // The inputs are the composite's operands.
  return accumulateBlockVjp(c, op, **body, cts);
}

LogicalResult compositeJvp(JvpContext &c, Operation *op,
                           ArrayRef<Value> tangents,
                           SmallVectorImpl<Value> &resultTangents) {
  auto composite = cast<CompositeOp>(op);
  FailureOr<Block *> body = decompositionBody(composite);
  if (failed(body))
    return failure();
  SmallVector<Value> results;
  return emitBlockJvp(c, **body, composite.getInputs(), tangents, results,
                      resultTangents);
}

/// Fails when `op`'s computation uses float values defined outside it.
LogicalResult checkNoFloatCaptures(MapOp op) {
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(op.getComputation(), captured);
  if (llvm::any_of(captured,
                   [](Value v) { return isDifferentiable(v.getType()); }))
    return op.emitError("autodiff: map computations that capture float "
                        "values are not supported");
  return success();
}

/// A map over `inputs` (shaped like `op`'s) whose computation `body` fills
/// from its scalar block arguments and returns one scalar.
FailureOr<Value>
buildMap(OpBuilder &b, MapOp op, ValueRange inputs, Type resultType,
         function_ref<FailureOr<Value>(OpBuilder &, ValueRange)> body) {
  auto map =
      MapOp::create(b, op.getLoc(), resultType, inputs, op.getDimensionsAttr());
  SmallVector<Type> scalarTypes;
  for (Value input : inputs)
    scalarTypes.push_back(RankedTensorType::get(
        {}, cast<RankedTensorType>(input.getType()).getElementType()));
  SmallVector<Location> locs(inputs.size(), op.getLoc());
  OpBuilder::InsertionGuard guard(b);
  Block *block = b.createBlock(&map.getComputation(), {}, scalarTypes, locs);
  FailureOr<Value> result = body(b, block->getArguments());
  if (failed(result)) {
    map->erase();
    return failure();
  }
  ReturnOp::create(b, op.getLoc(), ValueRange{*result});
  return map.getResult();
}

LogicalResult mapJvp(JvpContext &c, Operation *o, ArrayRef<Value> tangents,
                     SmallVectorImpl<Value> &resultTangents) {
  auto op = cast<MapOp>(o);
  if (!isDifferentiable(op.getType())) {
    resultTangents.push_back(Value());
    return success();
  }
  if (failed(checkNoFloatCaptures(op)))
    return failure();
  // Inputs, then the tangents of the float inputs.
  SmallVector<Value> inputs(op.getInputs());
  SmallVector<unsigned> floatInputs;
  for (auto [i, tangent] : llvm::enumerate(tangents))
    if (tangent) {
      inputs.push_back(tangent);
      floatInputs.push_back(i);
    }
  unsigned n = op.getInputs().size();
  FailureOr<Value> map =
      buildMap(c.getBuilder(), op, inputs, op.getType(),
               [&](OpBuilder &b, ValueRange args) -> FailureOr<Value> {
                 SmallVector<Value> argTangents(n);
                 for (auto [k, i] : llvm::enumerate(floatInputs))
                   argTangents[i] = args[n + k];
                 JvpContext inner(b, c.getRules(), &c);
                 SmallVector<Value> results, bodyTangents;
                 if (failed(emitBlockJvp(inner, op.getComputation().front(),
                                         args.take_front(n), argTangents,
                                         results, bodyTangents)))
                   return failure();
                 return bodyTangents[0];
               });
  if (failed(map))
    return failure();
  resultTangents.push_back(*map);
  return success();
}

LogicalResult mapVjp(VjpContext &c, Operation *o, ArrayRef<Value> cts) {
  auto op = cast<MapOp>(o);
  if (!cts[0])
    return success();
  if (failed(checkNoFloatCaptures(op)))
    return failure();
  SmallVector<Value> inputs(op.getInputs());
  inputs.push_back(cts[0]);
  unsigned n = op.getInputs().size();
  for (unsigned i = 0; i < n; ++i) {
    Value input = op.getInputs()[i];
    if (!isDifferentiable(input.getType()))
      continue;
    FailureOr<Value> map =
        buildMap(c.getBuilder(), op, inputs, input.getType(),
                 [&](OpBuilder &b, ValueRange args) -> FailureOr<Value> {
                   FailureOr<BlockVjp> vjp = emitBlockVjp(
                       b, c.getRules(), op.getComputation().front(),
                       args.take_front(n), {args[n]});
                   if (failed(vjp))
                     return failure();
                   Value ct = vjp->argumentCotangents[i];
                   if (ct)
                     return ct;
                   Emitter e(b, op.getLoc());
                   return e.zerosLike(args[i]);
                 });
    if (failed(map))
      return failure();
    c.accumulate(input, *map);
  }
  return success();
}

/// rng: random numbers are treated as constants of a and b (zero tangents),
/// as JAX treats random draws.
LogicalResult rngVjp(VjpContext &, Operation *, ArrayRef<Value>) {
  return success();
}

LogicalResult rngJvp(JvpContext &c, Operation *op, ArrayRef<Value>,
                     SmallVectorImpl<Value> &resultTangents) {
  Value result = op->getResult(0);
  if (!isDifferentiable(result.getType())) {
    resultTangents.push_back(Value());
    return success();
  }
  Emitter e(c.getBuilder(), op->getLoc());
  resultTangents.push_back(e.zerosLike(result));
  return success();
}

} // namespace

void registerCallRules(RuleRegistry &registry) {
  registry.addVjp<CompositeOp>(compositeVjp);
  registry.addJvp<CompositeOp>(compositeJvp);
  registry.addVjp<MapOp>(mapVjp);
  registry.addJvp<MapOp>(mapJvp);
  registry.addVjp<RngOp>(rngVjp);
  registry.addJvp<RngOp>(rngJvp);
}

} // namespace hlokit::autodiff
