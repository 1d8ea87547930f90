//===- Plan.cpp - functions prepared once for running ---------------------===//

#include "Runtime/Plan.h"

#include "Runtime/Fusion.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Runtime/OpCoverage.h"
#include "hlokit/Interpreter/Tensor/ElementType.h"

using namespace mlir;

namespace hlokit::interpreter {

const HandlerRegistry &getHandlerRegistry() {
  static const HandlerRegistry registry = [] {
    HandlerRegistry r;
    HandlerTable &h = r.handlers;
    addElementwiseHandlers(h, r.shapeFunctions);
    addShapeHandlers(h);
    addReductionHandlers(h);
    addGatherScatterHandlers(h, r.shapeFunctions);
    addControlFlowHandlers(h);
    addCheckHandlers(h);
    addChloHandlers(h);
    addDynamicHandlers(h, r.shapeFunctions);
    addConvolutionHandlers(h, r.shapeFunctions);
    addQuantizationHandlers(h);
    addNumericHandlers(h);
    addRandomHandlers(h);
    addTokenHandlers(h);
    addCallHandlers(h);
    addCollectiveHandlers(h);
    addAsyncHandlers(h);
    addInterpreterDialectHandlers(h);
    addShardyHandlers(h);
    return r;
  }();
  return registry;
}

bool hasHandler(TypeID op) {
  return getHandlerRegistry().handlers.contains(op);
}

const char *getNoHandlerReason(TypeID op) {
  static const NoHandlerReasons reasons = [] {
    NoHandlerReasons r;
    r.add<stablehlo::ReturnOp>(
        "ends a region; the region's plan reads its operands");
    // hlokit-run rewrites them first (tools/hlokit-run).
    r.add<stablehlo::DotOp, stablehlo::BroadcastOp, stablehlo::EinsumOp,
          stablehlo::UnaryEinsumOp, stablehlo::TorchIndexSelectOp,
          stablehlo::CrossReplicaSumOp>(
        "not in the spec: run as the spec ops "
        "stablehlo-legalize-deprecated-ops rewrites it into");
    addShardyNoHandlerReasons(r);
    return r;
  }();
  return reasons.lookupOr(op, nullptr);
}

namespace {

/// Fills the plan's static result shapes and element types when every
/// result is a static tensor (or a token or tuple) and nothing about the op
/// needs its shapes worked out at run time.
void planStaticShapes(OpPlan &plan) {
  Operation &op = *plan.op;
  const ShapeFunctionTable &shapeFunctions =
      getHandlerRegistry().shapeFunctions;
  if (isShapedByHandler(op) || hasDynamicOperand(op) ||
      shapeFunctions.contains(&op))
    return;
  for (Type type : op.getResultTypes()) {
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (!ranked) {
      if (isa<ShapedType>(type))
        return;
      plan.resultShapes.push_back({});
      plan.resultTypes.push_back(ElementType::I1);
      continue;
    }
    std::optional<ElementType> elementType =
        getElementType(ranked.getElementType());
    if (!ranked.hasStaticShape() || !elementType)
      return;
    plan.resultShapes.push_back(ranked.getShape());
    plan.resultTypes.push_back(*elementType);
  }
  plan.staticShapes = true;
}

} // namespace

OpPlan planOp(Operation &op) {
  OpPlan plan;
  plan.op = &op;
  if (const OpHandler *handler = getHandlerRegistry().handlers.lookup(&op))
    plan.handler = *handler;
  for (Type t : op.getResultTypes())
    if (auto shaped = dyn_cast<ShapedType>(t))
      if (!getElementType(shaped.getElementType())) {
        plan.unsupportedElementType = shaped.getElementType();
        break;
      }
  plan.runsInExpressedType = runsInExpressedType(op);
  if (!plan.runsInExpressedType)
    planStaticShapes(plan);
  plan.operands.assign(op.operand_begin(), op.operand_end());
  plan.operandSlots.assign(op.getNumOperands(), kNoSlot);
  plan.lastUse.assign(op.getNumOperands(), false);
  return plan;
}

namespace {

/// Liveness: the position of the op (in `ops`) that uses each slot last,
/// directly or from a nested region; the terminator counts as the position
/// after every op, so returned values are never released. Fills each op's
/// operand slots, last uses and releases.
void computeLiveness(const RegionPlan &plan, llvm::SmallVector<OpPlan> &ops) {
  int64_t terminatorPosition = ops.size();
  llvm::SmallVector<int64_t> lastUser(plan.numSlots, -1);
  llvm::SmallVector<bool> nestedLastUse(plan.numSlots, false);
  for (auto [position, opPlan] : llvm::enumerate(ops)) {
    for (unsigned r = 0; r < opPlan.op->getNumResults(); ++r)
      lastUser[opPlan.firstResultSlot + r] = position;
    for (auto [i, operand] : llvm::enumerate(opPlan.operands)) {
      unsigned slot = plan.slotOf(operand);
      opPlan.operandSlots[i] = slot;
      if (slot == kNoSlot)
        continue;
      lastUser[slot] = position;
      nestedLastUse[slot] = false;
    }
    opPlan.op->walk([&, position = position](Operation *nested) {
      if (nested == opPlan.op)
        return;
      for (Value operand : nested->getOperands()) {
        unsigned slot = plan.slotOf(operand);
        if (slot == kNoSlot)
          continue;
        lastUser[slot] = position;
        nestedLastUse[slot] = true;
      }
    });
  }
  for (unsigned slot : plan.resultSlots)
    if (slot != kNoSlot)
      lastUser[slot] = terminatorPosition;

  for (unsigned slot = 0; slot < plan.numSlots; ++slot) {
    if (lastUser[slot] < 0 || lastUser[slot] == terminatorPosition)
      continue;
    OpPlan &user = ops[lastUser[slot]];
    user.releaseAfter.push_back(slot);
    if (nestedLastUse[slot])
      continue;
    // The value may be taken only when the op reads it through one operand.
    if (llvm::count(user.operandSlots, slot) != 1)
      continue;
    for (auto [i, operandSlot] : llvm::enumerate(user.operandSlots))
      if (operandSlot == slot)
        user.lastUse[i] = true;
  }
}

std::unique_ptr<RegionPlan> planRegion(Region &region) {
  auto plan = std::make_unique<RegionPlan>();
  Block &block = region.front();
  plan->block = &block;
  for (BlockArgument arg : block.getArguments())
    plan->slots[arg] = plan->numSlots++;
  for (Operation &op : block.without_terminator()) {
    OpPlan opPlan = planOp(op);
    opPlan.firstResultSlot = plan->numSlots;
    for (Value result : op.getResults())
      plan->slots[result] = plan->numSlots++;
    plan->ops.push_back(std::move(opPlan));
  }

  for (Value v : block.getTerminator()->getOperands())
    plan->resultSlots.push_back(plan->slotOf(v));
  plan->fusedOps = fuseElementwiseChains(*plan);
  computeLiveness(*plan, plan->ops);
  computeLiveness(*plan, plan->fusedOps);
  return plan;
}

} // namespace

std::shared_ptr<PlanCache> createPlanCache() {
  return std::make_shared<PlanCache>();
}

const RegionPlan &PlanCache::get(Region &region) {
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<RegionPlan> &plan = plans[&region];
  if (!plan)
    plan = planRegion(region);
  return *plan;
}

} // namespace hlokit::interpreter
