//===- BasicPropagation.cpp - propagate through every op to a fixpoint ----===//
//
// A worklist of ops, filled top-down; popping an op propagates through its
// sharding rule (or the identity, for barriers and data flow edges) and
// pushes back every op that reads or writes a sharding that changed.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Propagation/Passes.h"

#include "DebugInfo.h"
#include "EdgeSources.h"
#include "ValueShardings.h"

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"
#include "hlokit/Transforms/Sharding/OpShardingRuleRegistry.h"
#include "hlokit/Transforms/Sharding/Propagation/BasicFactorPropagation.h"
#include "hlokit/Transforms/Sharding/Propagation/ShardingGroupMap.h"

#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace hlokit::sdy {

#define GEN_PASS_DEF_BASICPROPAGATIONPASS
#include "hlokit/Transforms/Sharding/Propagation/Passes.h.inc"

PropagationDirection propagateAny(Operation *, int64_t) {
  return PropagationDirection::BOTH;
}

namespace {

/// The tensors on one side of a propagation step: their values (for
/// notifying their users), current shardings, and how to set a new one.
struct TensorSide {
  SmallVector<Value> values;
  SmallVector<TensorShardingAttr> shardings;
  std::function<void(TensorShardingAttr, int64_t)> setSharding;
  /// Func result attributes: nothing reads them during propagation.
  bool isFuncResult = false;
};

/// The side made of `values`, read and written where they keep shardings.
TensorSide makeSide(ValueRange values) {
  TensorSide side;
  side.values.assign(values.begin(), values.end());
  side.shardings = getValueShardings(values);
  side.setSharding = [values = side.values](TensorShardingAttr sharding,
                                            int64_t index) {
    setValueSharding(values[index], sharding);
  };
  return side;
}

/// Whether no dimension of `sharding` has an axis.
bool hasNoDimAxes(TensorShardingAttr sharding) {
  return llvm::all_of(sharding.getDimShardings(), [](DimensionShardingAttr d) {
    return d.getAxes().empty();
  });
}

class Propagator {
public:
  Propagator(ModuleOp module, const ShardingGroupMap &groups,
             const FactorPropagation &factorPropagation,
             GetDirectionToPropagateFn direction, bool conservative)
      : module(module), symbolTable(module), groups(groups),
        factorPropagation(factorPropagation), direction(std::move(direction)),
        conservative(conservative) {
    module.walk([&](func::CallOp call) {
      if (auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee()))
        callers[callee].push_back(call);
    });
  }

  LogicalResult run();

private:
  /// Queues `op` again, unless it is the op being propagated through.
  void notifyOpModified(Operation *op) {
    if (op != current && queued.insert(op).second)
      worklist.push_back(op);
  }
  /// Queues the users of `value`; through calls and returns, the users of
  /// the callee's argument or the call's result (each value once per
  /// change, so recursive calls end).
  void notifyUsersModified(Value value);
  void notifyUsersModified(Value value, llvm::DenseSet<Value> &seen);
  void notifyShardingModified(Value value);

  /// The mesh `sharding` names, looked up once per symbol.
  MeshAttr lookupMesh(TensorShardingAttr sharding);

  /// Propagates between `operands` and `results` through `rule`; `op` is
  /// what the step is about (it isn't queued again).
  void propagateTensors(TensorSide &operands, TensorSide &results,
                        OpShardingRuleAttr rule,
                        PropagationDirectionAlongFactor directionAlongFactor,
                        Operation *op, bool notify, bool conservativeStep);
  void updateSide(TensorSide &side, const llvm::BitVector &updated,
                  ArrayRef<TensorFactorShardings> tensors,
                  ArrayRef<TensorMappingAttr> mappings, OpShardingRuleAttr rule,
                  Attribute meshOrRef, MeshAttr mesh, bool notify);

  /// One step per kind of op; failure after an invalid rule is reported.
  LogicalResult visit(Operation *op);
  void visitBarrier(PropagationBarrierOp barrier);
  void visitDataFlowEdge(DataFlowEdgeOp edge);
  void visitFuncDataFlowEdge(FuncDataFlowEdgeOp edge);
  /// Between the main func's returned values and its result attributes.
  void propagateFuncResults();

  ModuleOp module;
  SymbolTable symbolTable;
  const ShardingGroupMap &groups;
  const FactorPropagation &factorPropagation;
  GetDirectionToPropagateFn direction;
  bool conservative;
  llvm::DenseMap<Operation *, SmallVector<func::CallOp>> callers;
  llvm::DenseMap<Attribute, MeshAttr> meshes;
  llvm::DenseSet<Operation *> checkedRules;
  SmallVector<Operation *> worklist;
  llvm::DenseSet<Operation *> queued;
  Operation *current = nullptr;
};

MeshAttr Propagator::lookupMesh(TensorShardingAttr sharding) {
  Attribute meshOrRef = sharding.getMeshOrRef();
  auto [it, inserted] = meshes.try_emplace(meshOrRef);
  if (inserted) {
    if (auto mesh = dyn_cast<MeshAttr>(meshOrRef))
      it->second = mesh;
    else if (auto meshOp = symbolTable.lookup<MeshOp>(
                 cast<FlatSymbolRefAttr>(meshOrRef).getValue()))
      it->second = meshOp.getMesh();
  }
  return it->second;
}

void Propagator::notifyUsersModified(Value value) {
  llvm::DenseSet<Value> seen;
  notifyUsersModified(value, seen);
}

void Propagator::notifyUsersModified(Value value, llvm::DenseSet<Value> &seen) {
  if (!seen.insert(value).second)
    return;
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (DataFlowEdgeOp edge = lookupDataFlowEdge(use)) {
      notifyOpModified(edge);
      continue;
    }
    if (user->hasTrait<OpTrait::IsTerminator>()) {
      auto func = dyn_cast<func::FuncOp>(user->getParentOp());
      auto it = func ? callers.find(func) : callers.end();
      if (it == callers.end()) {
        notifyOpModified(user->getParentOp());
        continue;
      }
      for (func::CallOp call : it->second)
        notifyUsersModified(call.getResult(use.getOperandNumber()), seen);
      continue;
    }
    if (auto call = dyn_cast<func::CallOp>(user)) {
      if (auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee());
          callee && !callee.isExternal())
        notifyUsersModified(callee.getArgument(use.getOperandNumber()), seen);
      continue;
    }
    notifyOpModified(user);
  }
}

void Propagator::notifyShardingModified(Value value) {
  if (auto edge = value.getDefiningOp<DataFlowEdgeOp>())
    for (Value target : getNonOwnerTargets(edge.getInput()))
      notifyUsersModified(target);
  if (auto result = dyn_cast<OpResult>(value))
    notifyOpModified(result.getOwner());
  else
    notifyOpModified(value.getParentBlock()->getParentOp());
  notifyUsersModified(value);
}

void Propagator::updateSide(TensorSide &side, const llvm::BitVector &updated,
                            ArrayRef<TensorFactorShardings> tensors,
                            ArrayRef<TensorMappingAttr> mappings,
                            OpShardingRuleAttr rule, Attribute meshOrRef,
                            MeshAttr mesh, bool notify) {
  MLIRContext *context = module.getContext();
  for (int64_t index : updated.set_bits()) {
    TensorShardingAttr old = side.shardings[index];
    TensorShardingAttr sharding = tensors[index].createTensorShardingAttr(
        context, mappings[index], rule.getFactorSizes(), meshOrRef, mesh);
    // Projecting back may drop what needs a strided view: no change then.
    if ((!old && hasNoDimAxes(sharding)) || sharding == old)
      continue;
    side.setSharding(sharding, index);
    if (side.isFuncResult)
      continue;
    Value value = getShardableValue(side.values[index]);
    if (!value)
      continue;
    if (notify)
      notifyShardingModified(value);
    for (Value member : groups.getGroupMembers(value)) {
      if (member == value)
        continue;
      setValueSharding(member, sharding);
      if (notify)
        notifyShardingModified(member);
    }
  }
}

void Propagator::propagateTensors(
    TensorSide &operands, TensorSide &results, OpShardingRuleAttr rule,
    PropagationDirectionAlongFactor directionAlongFactor, Operation *op,
    bool notify, bool conservativeStep) {
  // The one mesh of the shardings (empty meshes don't count).
  auto isEmpty = [](MeshAttr m) {
    return m.getAxes().empty() && m.getDeviceIds().empty();
  };
  Attribute meshOrRef;
  MeshAttr mesh;
  for (TensorShardingAttr sharding : llvm::concat<TensorShardingAttr>(
           operands.shardings, results.shardings)) {
    if (!sharding)
      continue;
    MeshAttr other = lookupMesh(sharding);
    if (!other)
      return;
    if (!mesh || isEmpty(mesh)) {
      mesh = other;
      meshOrRef = sharding.getMeshOrRef();
      continue;
    }
    if (!isEmpty(other) && other != mesh)
      return;
  }
  // Maximal shardings place ops on one device; they don't propagate.
  if (!mesh || mesh.isMaximal())
    return;
  // A sharding of another rank (a maximal one) can't be projected.
  auto ranksMatch = [](ArrayRef<TensorShardingAttr> shardings,
                       ArrayRef<TensorMappingAttr> mappings) {
    return llvm::all_of(llvm::zip_equal(shardings, mappings), [](auto pair) {
      auto [sharding, mapping] = pair;
      return !sharding || sharding.getRank() == mapping.getRank();
    });
  };
  if (!ranksMatch(operands.shardings, rule.getOperandMappings()) ||
      !ranksMatch(results.shardings, rule.getResultMappings()))
    return;

  ShardingProjection projection = ShardingProjection::build(
      operands.shardings, results.shardings, rule, mesh);
  auto localDirection = [&](int64_t factor) {
    return rule.isBlockedPropagationFactor(factor)
               ? PropagationDirection::NONE
               : directionAlongFactor(factor);
  };
  bool anyUpdated = false;
  auto step = [&] {
    UpdateTensorShardings updated = factorPropagation.propagateFactorShardings(
        projection, localDirection, rule.getFactorSizes(), mesh,
        conservativeStep, op);
    updateSide(operands, updated.updateOperands, projection.getOperands(),
               rule.getOperandMappings(), rule, meshOrRef, mesh, notify);
    updateSide(results, updated.updateResults, projection.getResults(),
               rule.getResultMappings(), rule, meshOrRef, mesh, notify);
    anyUpdated = updated.updateOperands.any() || updated.updateResults.any();
  };
  runPropagationStep(op, operands.values, results.values, rule, mesh,
                     projection, anyUpdated, step);
}

/// The rule mapping every dimension of `type` to its own factor, in
/// `numOperands` operands and one result.
OpShardingRuleAttr getIdentityRule(ShapedType type, size_t numOperands = 1) {
  SmallVector<Type> operandTypes(numOperands, type);
  OpShardingRuleBuilder builder(operandTypes, TypeRange{type});
  builder.addPointwise(type.getShape());
  return builder.build(type.getContext());
}

/// Whether `type` is a statically shaped tensor propagation can shard.
ShapedType getStaticShapedType(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && shaped.hasStaticShape() ? shaped : ShapedType();
}

void Propagator::visitBarrier(PropagationBarrierOp barrier) {
  TensorSide operands = makeSide(barrier.getInput());
  TensorSide results = makeSide(barrier->getResults());
  PropagationDirection allowed = barrier.getAllowedDirection();
  propagateTensors(
      operands, results, getIdentityRule(cast<ShapedType>(barrier.getType())),
      [allowed](int64_t) { return allowed; }, barrier, /*notify=*/true,
      /*conservativeStep=*/false);
}

void Propagator::visitDataFlowEdge(DataFlowEdgeOp edge) {
  ShapedType type = getStaticShapedType(edge.getType());
  if (!type)
    return;
  Value owner = edge.getInput();
  SmallVector<Value> sources = getEdgeSources(owner);
  // An edge on a value that owns none has nothing to propagate from.
  if (sources.empty())
    return;
  TensorSide operands = makeSide(sources);
  // The edge holds the sharding of all targets. A manual computation's
  // edges hold what its body sees; its operands and results carry the
  // manual axes too.
  auto manual = dyn_cast_or_null<ManualComputationOp>(
      owner.getDefiningOp() ? owner.getDefiningOp()
                            : owner.getParentBlock()->getParentOp());
  TensorShardingAttr sharding = edge.getShardingAttr();
  if (manual && sharding) {
    ArrayRef<StringAttr> manualAxes = manual.getManualAxes();
    if (auto argument = dyn_cast<BlockArgument>(owner))
      sharding = addFreeAxes(
          manual.getInShardings().getShardings()[argument.getArgNumber()],
          sharding, manualAxes);
    else
      sharding = eraseManualAxes(sharding, manualAxes);
  }
  TensorSide results;
  results.values = {edge.getResult()};
  results.shardings = {sharding};
  results.setSharding = [&](TensorShardingAttr newSharding, int64_t) {
    if (manual) {
      ArrayRef<StringAttr> manualAxes = manual.getManualAxes();
      if (isa<BlockArgument>(owner))
        newSharding = eraseManualAxes(newSharding, manualAxes);
      else
        newSharding = addFreeAxes(
            manual.getOutShardings()
                .getShardings()[cast<OpResult>(owner).getResultNumber()],
            newSharding, manualAxes);
    }
    edge.setShardingAttr(newSharding);
  };
  propagateTensors(
      operands, results, getIdentityRule(type, sources.size()),
      [&](int64_t factor) { return direction(edge, factor); }, edge,
      /*notify=*/true, /*conservativeStep=*/false);
}

void Propagator::visitFuncDataFlowEdge(FuncDataFlowEdgeOp edge) {
  ShapedType type = getStaticShapedType(edge.getType());
  if (!type)
    return;
  SmallVector<Value> sources;
  Value operand = edge.getOperand();
  if (auto argument = dyn_cast<BlockArgument>(operand)) {
    auto func = edge->getParentOfType<func::FuncOp>();
    auto it = callers.find(func);
    if (it != callers.end())
      for (func::CallOp call : it->second)
        sources.push_back(call.getOperand(argument.getArgNumber()));
  } else {
    auto call = operand.getDefiningOp<func::CallOp>();
    auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee());
    if (callee && !callee.isExternal())
      sources.push_back(callee.getBody().front().getTerminator()->getOperand(
          cast<OpResult>(operand).getResultNumber()));
  }
  // A func never called (e.g. a custom call's computation) has no sources.
  if (sources.empty())
    return;
  TensorSide operands = makeSide(sources);
  TensorSide results = makeSide(edge->getResults());
  propagateTensors(
      operands, results, getIdentityRule(type, sources.size()),
      [&](int64_t factor) { return direction(edge, factor); }, edge,
      /*notify=*/true, /*conservativeStep=*/false);
}

void Propagator::propagateFuncResults() {
  auto funcs = module.getOps<func::FuncOp>();
  func::FuncOp main = std::distance(funcs.begin(), funcs.end()) == 1
                          ? *funcs.begin()
                          : symbolTable.lookup<func::FuncOp>("main");
  if (!main || main.isExternal())
    return;
  Operation *terminator = main.getBody().front().getTerminator();
  for (OpOperand &returned : terminator->getOpOperands()) {
    ShapedType type = getStaticShapedType(returned.get().getType());
    if (!type)
      continue;
    unsigned index = returned.getOperandNumber();
    TensorSide operands = makeSide(returned.get());
    TensorSide results;
    results.values = {returned.get()};
    results.shardings = {getFuncResultSharding(main, index)};
    results.setSharding = [&](TensorShardingAttr sharding, int64_t) {
      setFuncResultSharding(main, index, sharding);
    };
    results.isFuncResult = true;
    propagateTensors(
        operands, results, getIdentityRule(type),
        [](int64_t) { return PropagationDirection::BOTH; }, main,
        /*notify=*/false, /*conservativeStep=*/false);
  }
}

LogicalResult Propagator::visit(Operation *op) {
  if (auto barrier = dyn_cast<PropagationBarrierOp>(op)) {
    visitBarrier(barrier);
    return success();
  }
  if (auto edge = dyn_cast<DataFlowEdgeOp>(op)) {
    visitDataFlowEdge(edge);
    return success();
  }
  if (auto edge = dyn_cast<FuncDataFlowEdgeOp>(op)) {
    visitFuncDataFlowEdge(edge);
    return success();
  }
  OpShardingRuleAttr rule = getOrCreateShardingRule(op, conservative);
  if (!rule)
    return success();
  // A rule the registry made has never been verified against the op.
  if (checkedRules.insert(op).second && failed(verifyShardingRule(op, rule)))
    return failure();
  TensorSide operands = makeSide(op->getOperands());
  TensorSide results = makeSide(op->getResults());
  propagateTensors(
      operands, results, rule,
      [&](int64_t factor) { return direction(op, factor); }, op,
      /*notify=*/true, conservative);
  return success();
}

LogicalResult Propagator::run() {
  propagateFuncResults();
  // Top-down: the worklist pops from the back.
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != module)
      worklist.push_back(op);
  });
  std::reverse(worklist.begin(), worklist.end());
  queued.insert(worklist.begin(), worklist.end());
  while (!worklist.empty()) {
    current = worklist.pop_back_val();
    queued.erase(current);
    if (failed(visit(current)))
      return failure();
  }
  current = nullptr;
  propagateFuncResults();
  return success();
}

} // namespace

LogicalResult propagateBasic(ModuleOp module, const ShardingGroupMap &groups,
                             const FactorPropagation &factorPropagation,
                             GetDirectionToPropagateFn direction,
                             bool conservative) {
  return Propagator(module, groups, factorPropagation, std::move(direction),
                    conservative)
      .run();
}

namespace {

struct BasicPropagationPass
    : impl::BasicPropagationPassBase<BasicPropagationPass> {
  using BasicPropagationPassBase::BasicPropagationPassBase;

  void runOnOperation() override {
    PropagationOptions options;
    options.keepShardingRules = keepShardingRules;
    options.conservativePropagation = conservativePropagation;
    options.debugShardingOrigins = debugShardingOrigins;
    options.debugPropagationEdgeSharding = debugPropagationEdgeSharding;
    static const BasicFactorPropagation basicFactorPropagation;
    auto strategy = [&](ModuleOp module, const ShardingGroupMap &groups) {
      return propagateBasic(module, groups, basicFactorPropagation,
                            propagateAny, options.conservativePropagation);
    };
    if (failed(runPropagation(getOperation(), options, strategy)))
      signalPassFailure();
  }
};

} // namespace

} // namespace hlokit::sdy
