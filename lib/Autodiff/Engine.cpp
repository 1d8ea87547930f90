//===- Engine.cpp - reverse and forward passes over blocks ----------------===//
//
// The reverse pass re-emits a block's ops, then walks the copies backwards
// handing each op's result cotangents to its rule. The forward pass emits each
// op followed by its tangent computation. Rules for ops with regions call back
// into emitBlockVjp / emitBlockJvp.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Autodiff.h"
#include "hlokit/Autodiff/Rules.h"

#include "Emit.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;

namespace hlokit::autodiff {

bool isDifferentiable(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && isa<FloatType, ComplexType>(tensor.getElementType());
}

namespace {

bool isComplexTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && isa<ComplexType>(tensor.getElementType());
}

/// A rule written for real values could silently drop a conjugation, so
/// complex values reach only the rules that declare them. The rules build
/// zeros and index arithmetic from static shapes.
LogicalResult rejectUnsupported(Operation *op, const RuleRegistry &rules) {
  auto isComplex = [](Value v) { return isComplexTensor(v.getType()); };
  if ((llvm::any_of(op->getOperands(), isComplex) ||
       llvm::any_of(op->getResults(), isComplex)) &&
      !rules.allowsComplex(op))
    return op->emitError("autodiff: complex values are not supported ('")
           << op->getName() << "')";
  auto isDynamic = [](Value v) {
    return isDifferentiable(v.getType()) &&
           !cast<RankedTensorType>(v.getType()).hasStaticShape();
  };
  if (llvm::any_of(op->getOperands(), isDynamic) ||
      llvm::any_of(op->getResults(), isDynamic))
    return op->emitError("autodiff: dynamic shapes are not supported ('")
           << op->getName() << "')";
  return success();
}

/// Tuple values are not differentiated, but an op that touches them must not
/// be skipped silently: it reaches the missing-rule error.
bool mayCarryDerivative(Value v) {
  Type type = v.getType();
  return isDifferentiable(type) || isa<TupleType>(type);
}

bool capturesAny(Operation *op, llvm::function_ref<bool(Value)> predicate) {
  if (op->getNumRegions() == 0)
    return false;
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  return llvm::any_of(captured, predicate);
}

LogicalResult runVjpRule(VjpContext &context, Operation *op) {
  SmallVector<Value> cotangents;
  bool anyCotangent = false;
  for (Value result : op->getResults()) {
    Value ct = context.lookup(result);
    anyCotangent |= static_cast<bool>(ct);
    cotangents.push_back(ct);
  }
  if (!anyCotangent)
    return success();
  if (!llvm::any_of(op->getOperands(), mayCarryDerivative) &&
      !capturesAny(op, mayCarryDerivative))
    return success();
  if (failed(rejectUnsupported(op, context.getRules())))
    return failure();
  const VjpRule *rule = context.getRules().findVjp(op);
  if (!rule)
    return op->emitError("autodiff: no VJP rule for '") << op->getName() << "'";
  Emitter e(context.getBuilder(), op->getLoc());
  for (auto [ct, result] : llvm::zip(cotangents, op->getResults()))
    if (!ct && isDifferentiable(result.getType()))
      ct = e.zerosLike(result);
  return (*rule)(context, op, cotangents);
}

LogicalResult runJvpRule(JvpContext &context, Operation *op) {
  if (!llvm::any_of(op->getResults(), mayCarryDerivative))
    return success();
  SmallVector<Value> tangents;
  bool anyTangent = false;
  for (Value operand : op->getOperands()) {
    Value t = context.lookup(operand);
    anyTangent |= static_cast<bool>(t);
    tangents.push_back(t);
  }
  anyTangent |= capturesAny(
      op, [&](Value v) { return static_cast<bool>(context.lookup(v)); });
  if (!anyTangent)
    return success();
  if (failed(rejectUnsupported(op, context.getRules())))
    return failure();
  const JvpRule *rule = context.getRules().findJvp(op);
  if (!rule)
    return op->emitError("autodiff: no JVP rule for '") << op->getName() << "'";
  Emitter e(context.getBuilder(), op->getLoc());
  for (auto [t, operand] : llvm::zip(tangents, op->getOperands()))
    if (!t && isDifferentiable(operand.getType()))
      t = e.zerosLike(operand);
  SmallVector<Value> resultTangents;
  if (failed((*rule)(context, op, tangents, resultTangents)))
    return failure();
  for (auto [result, t] : llvm::zip(op->getResults(), resultTangents))
    if (t)
      context.setTangent(result, t);
  return success();
}

/// The derivative function's name, or failure when it is taken or the
/// function cannot be differentiated.
FailureOr<std::string> derivativeName(func::FuncOp function, StringRef suffix) {
  std::string name = (function.getName() + suffix).str();
  if (SymbolTable::lookupNearestSymbolFrom(
          function, StringAttr::get(function->getContext(), name)))
    return function.emitError("autodiff: a symbol named '")
           << name << "' already exists";
  if (!function.getBody().hasOneBlock())
    return function.emitError("autodiff: expected a function with one block");
  FunctionType type = function.getFunctionType();
  auto isDynamic = [](Type t) {
    return isDifferentiable(t) && !cast<RankedTensorType>(t).hasStaticShape();
  };
  if (llvm::any_of(type.getInputs(), isDynamic) ||
      llvm::any_of(type.getResults(), isDynamic))
    return function.emitError(
        "autodiff: dynamic shapes are not supported in the signature");
  return name;
}

SmallVector<Type> differentiableTypes(TypeRange types) {
  return llvm::to_vector(llvm::make_filter_range(types, isDifferentiable));
}

/// Pairs each of `types` with the next of `values` when it is differentiable,
/// with null otherwise.
SmallVector<Value> spreadOverDifferentiable(TypeRange types,
                                            ValueRange values) {
  SmallVector<Value> spread;
  auto next = values.begin();
  for (Type type : types)
    spread.push_back(isDifferentiable(type) ? *next++ : Value());
  return spread;
}

func::FuncOp createDerivativeFunction(func::FuncOp function, StringRef name,
                                      TypeRange extraInputs,
                                      TypeRange extraResults) {
  FunctionType type = function.getFunctionType();
  SmallVector<Type> inputs(type.getInputs());
  llvm::append_range(inputs, extraInputs);
  SmallVector<Type> results(type.getResults());
  llvm::append_range(results, extraResults);
  OpBuilder builder(function);
  builder.setInsertionPointAfter(function);
  auto derivative = func::FuncOp::create(
      builder, function.getLoc(), name,
      FunctionType::get(function->getContext(), inputs, results));
  derivative.addEntryBlock();
  return derivative;
}

} // namespace

//===----------------------------------------------------------------------===//
// Contexts and registry
//===----------------------------------------------------------------------===//

void VjpContext::accumulate(Value primal, Value cotangent) {
  if (!cotangent || !isDifferentiable(primal.getType()))
    return;
  Value &slot = adjoints[primal];
  if (!slot) {
    slot = cotangent;
    return;
  }
  Emitter e(builder, cotangent.getLoc());
  slot = e.add(slot, cotangent);
}

Value VjpContext::lookup(Value primal) const { return adjoints.lookup(primal); }

void JvpContext::setTangent(Value primal, Value tangent) {
  tangents[primal] = tangent;
}

Value JvpContext::lookup(Value primal) const {
  for (const JvpContext *c = this; c; c = c->parent)
    if (Value t = c->tangents.lookup(primal))
      return t;
  return {};
}

const RuleRegistry &RuleRegistry::getDefault() {
  static const RuleRegistry registry = [] {
    RuleRegistry r;
    registerElementwiseRules(r);
    registerShapeRules(r);
    registerCollectiveRules(r);
    registerReductionRules(r);
    registerConvolutionRules(r);
    registerControlFlowRules(r);
    registerGatherScatterRules(r);
    registerChloRules(r);
    registerCallRules(r);
    registerBatchNormRules(r);
    registerLinearAlgebraRules(r);
    registerFftRules(r);
    return r;
  }();
  return registry;
}

//===----------------------------------------------------------------------===//
// Blocks
//===----------------------------------------------------------------------===//

FailureOr<BlockVjp> emitBlockVjp(OpBuilder &builder, const RuleRegistry &rules,
                                 Block &block, ValueRange arguments,
                                 ArrayRef<Value> resultCotangents) {
  IRMapping mapping;
  mapping.map(block.getArguments(), arguments);
  SmallVector<Operation *> copies;
  for (Operation &op : block.without_terminator())
    copies.push_back(builder.clone(op, mapping));

  BlockVjp out;
  VjpContext context(builder, rules);
  for (auto [yielded, ct] :
       llvm::zip(block.getTerminator()->getOperands(), resultCotangents)) {
    Value primal = mapping.lookupOrDefault(yielded);
    out.results.push_back(primal);
    context.accumulate(primal, ct);
  }
  for (Operation *op : llvm::reverse(copies))
    if (failed(runVjpRule(context, op)))
      return failure();

  DenseSet<Value> local(arguments.begin(), arguments.end());
  for (Operation *op : copies)
    local.insert(op->result_begin(), op->result_end());
  for (Value argument : arguments)
    out.argumentCotangents.push_back(context.lookup(argument));
  for (auto [primal, ct] : context.getAdjoints())
    if (!local.contains(primal))
      out.captureCotangents.emplace_back(primal, ct);
  return out;
}

LogicalResult accumulateBlockVjp(VjpContext &c, Operation *op, Block &block,
                                 ArrayRef<Value> cotangents) {
  FailureOr<BlockVjp> vjp = emitBlockVjp(c.getBuilder(), c.getRules(), block,
                                         op->getOperands(), cotangents);
  if (failed(vjp))
    return failure();
  for (auto [operand, ct] :
       llvm::zip_equal(op->getOperands(), vjp->argumentCotangents))
    if (ct)
      c.accumulate(operand, ct);
  for (auto [capture, ct] : vjp->captureCotangents)
    c.accumulate(capture, ct);
  return success();
}

LogicalResult emitBlockJvp(JvpContext &parent, Block &block,
                           ValueRange arguments,
                           ArrayRef<Value> argumentTangents,
                           SmallVectorImpl<Value> &results,
                           SmallVectorImpl<Value> &tangents) {
  OpBuilder &builder = parent.getBuilder();
  JvpContext context(builder, parent.getRules(), &parent);
  IRMapping mapping;
  mapping.map(block.getArguments(), arguments);
  for (auto [argument, t] : llvm::zip(arguments, argumentTangents))
    if (t)
      context.setTangent(argument, t);
  for (Operation &op : block.without_terminator())
    if (failed(runJvpRule(context, builder.clone(op, mapping))))
      return failure();
  for (Value yielded : block.getTerminator()->getOperands()) {
    Value primal = mapping.lookupOrDefault(yielded);
    results.push_back(primal);
    tangents.push_back(context.lookup(primal));
  }
  return success();
}

LogicalResult linearJvp(JvpContext &context, Operation *op,
                        ArrayRef<Value> tangents,
                        SmallVectorImpl<Value> &results) {
  IRMapping mapping;
  for (auto [operand, t] : llvm::zip(op->getOperands(), tangents))
    if (t)
      mapping.map(operand, t);
  Operation *tangentOp = context.getBuilder().clone(*op, mapping);
  for (Value result : tangentOp->getResults())
    results.push_back(isDifferentiable(result.getType()) ? result : Value());
  return success();
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

/// The arguments `wrt` names, checked: each an index of `type`'s inputs,
/// once, of a type carrying a derivative. Empty `wrt`: every float argument.
static FailureOr<SmallVector<int64_t>> selectArguments(func::FuncOp function,
                                                       ArrayRef<int64_t> wrt) {
  FunctionType type = function.getFunctionType();
  SmallVector<int64_t> selected;
  if (wrt.empty()) {
    for (auto [i, input] : llvm::enumerate(type.getInputs()))
      if (isDifferentiable(input))
        selected.push_back(i);
    return selected;
  }
  for (int64_t index : wrt) {
    if (index < 0 || index >= static_cast<int64_t>(type.getNumInputs()))
      return function.emitError("autodiff: wrt names argument ")
             << index << " of a function with " << type.getNumInputs()
             << " arguments";
    if (llvm::is_contained(selected, index))
      return function.emitError("autodiff: wrt names argument ")
             << index << " twice";
    if (!isDifferentiable(type.getInput(index)))
      return function.emitError("autodiff: argument ")
             << index << " of type " << type.getInput(index)
             << " carries no derivative";
    selected.push_back(index);
  }
  return selected;
}

/// Erases the ops of `block` whose results nothing uses: the cotangents
/// that flow only towards arguments left out of the gradients.
static void eraseDeadOps(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
    if (isOpTriviallyDead(&op))
      op.erase();
}

FailureOr<func::FuncOp> buildVjp(func::FuncOp function, ArrayRef<int64_t> wrt) {
  FailureOr<std::string> name = derivativeName(function, "_vjp");
  if (failed(name))
    return failure();
  FailureOr<SmallVector<int64_t>> selected = selectArguments(function, wrt);
  if (failed(selected))
    return failure();
  FunctionType type = function.getFunctionType();
  SmallVector<Type> gradientTypes;
  for (int64_t index : *selected)
    gradientTypes.push_back(type.getInput(index));
  func::FuncOp derivative = createDerivativeFunction(
      function, *name, differentiableTypes(type.getResults()), gradientTypes);
  Block &entry = derivative.front();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  ValueRange primals = entry.getArguments().take_front(type.getNumInputs());
  SmallVector<Value> cotangents = spreadOverDifferentiable(
      type.getResults(), entry.getArguments().drop_front(type.getNumInputs()));

  FailureOr<BlockVjp> vjp = emitBlockVjp(builder, RuleRegistry::getDefault(),
                                         function.front(), primals, cotangents);
  if (failed(vjp)) {
    derivative.erase();
    return failure();
  }
  Emitter e(builder, function.getLoc());
  SmallVector<Value> results(vjp->results);
  for (int64_t index : *selected) {
    Value ct = vjp->argumentCotangents[index];
    results.push_back(ct ? ct : e.zerosLike(primals[index]));
  }
  func::ReturnOp::create(builder, function.getLoc(), results);
  eraseDeadOps(entry);
  return derivative;
}

FailureOr<func::FuncOp> buildJvp(func::FuncOp function) {
  FailureOr<std::string> name = derivativeName(function, "_jvp");
  if (failed(name))
    return failure();
  FunctionType type = function.getFunctionType();
  func::FuncOp derivative = createDerivativeFunction(
      function, *name, differentiableTypes(type.getInputs()),
      differentiableTypes(type.getResults()));
  Block &entry = derivative.front();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  ValueRange primals = entry.getArguments().take_front(type.getNumInputs());
  SmallVector<Value> argumentTangents = spreadOverDifferentiable(
      type.getInputs(), entry.getArguments().drop_front(type.getNumInputs()));

  JvpContext top(builder, RuleRegistry::getDefault());
  SmallVector<Value> results, tangents;
  if (failed(emitBlockJvp(top, function.front(), primals, argumentTangents,
                          results, tangents))) {
    derivative.erase();
    return failure();
  }
  Emitter e(builder, function.getLoc());
  SmallVector<Value> outputs(results);
  for (auto [primal, t] : llvm::zip(results, tangents))
    if (isDifferentiable(primal.getType()))
      outputs.push_back(t ? t : e.zerosLike(primal));
  func::ReturnOp::create(builder, function.getLoc(), outputs);
  return derivative;
}

} // namespace hlokit::autodiff
