//===- Evaluator.cpp - running StableHLO functions ------------------------===//

#include "hlokit/Interpreter/Runtime/Evaluator.h"

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/Plan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/FormatVariadic.h"

#include <time.h>

using namespace mlir;

namespace hlokit::interpreter {

Frame::Frame(const RegionPlan *plan, const Frame *parent)
    : plan(plan), parent(parent) {
  if (plan)
    slots.resize(plan->numSlots);
}

const RuntimeValue *Frame::lookup(Value v) const {
  for (const Frame *f = this; f; f = f->parent) {
    if (f->plan) {
      unsigned slot = f->plan->slotOf(v);
      if (slot != kNoSlot)
        return &f->slots[slot];
      continue;
    }
    auto it = f->unplanned.find(v);
    if (it != f->unplanned.end())
      return &it->second;
  }
  llvm_unreachable("value used before it was defined");
}

void Frame::define(Value v, RuntimeValue value) {
  unsigned slot = plan ? plan->slotOf(v) : kNoSlot;
  if (slot != kNoSlot)
    slots[slot] = std::move(value);
  else
    unplanned[v] = std::move(value);
}

std::string formatLocation(Operation &op) {
  if (auto loc = dyn_cast<FileLineColLoc>(op.getLoc()))
    return llvm::formatv("{0}:{1}:{2}", loc.getFilename().getValue(),
                         loc.getLine(), loc.getColumn())
        .str();
  return "<unknown>";
}

OpContext::OpContext(EvaluatorImpl &evaluator, Frame &frame, const OpPlan &plan)
    : evaluator(evaluator), frame(frame), plan(plan), op(*plan.op) {}

const RuntimeValue &OpContext::operandValue(unsigned i) const {
  unsigned slot = plan.operandSlots[i];
  if (slot != kNoSlot)
    return frame.slot(slot);
  return value(plan.operands[i]);
}

RuntimeValue OpContext::takeOperand(unsigned i) {
  if (plan.lastUse[i])
    return std::move(frame.slot(plan.operandSlots[i]));
  return operandValue(i);
}

Tensor *OpContext::reusableOperand(unsigned i) {
  if (!plan.lastUse[i])
    return nullptr;
  RuntimeValue &v = frame.slot(plan.operandSlots[i]);
  if (!v.isTensor() || !v.getTensor().isUniquelyOwned())
    return nullptr;
  return &v.getMutableTensor();
}

llvm::SmallVector<Tensor> OpContext::tensors(ValueRange values) const {
  llvm::SmallVector<Tensor> result;
  for (Value v : values)
    result.push_back(tensor(v));
  return result;
}

ElementType OpContext::resultElementType(unsigned i) const {
  if (plan.staticShapes)
    return plan.resultTypes[i];
  auto type = cast<ShapedType>(op.getResult(i).getType());
  return *getElementType(type.getElementType());
}

llvm::ArrayRef<int64_t> OpContext::resultShape(unsigned i) const {
  if (plan.staticShapes)
    return plan.resultShapes[i];
  assert(i < resultShapes.size() && resultShapes[i] &&
         "result shape is decided by the handler");
  return *resultShapes[i];
}

void OpContext::setResultShape(unsigned i, llvm::ArrayRef<int64_t> shape) {
  if (resultShapes.size() <= i)
    resultShapes.resize(op.getNumResults());
  resultShapes[i] = llvm::SmallVector<int64_t>(shape);
}

void OpContext::setResult(unsigned i, RuntimeValue value) {
  if (plan.firstResultSlot != kNoSlot)
    frame.slot(plan.firstResultSlot + i) = std::move(value);
  else
    frame.define(op.getResult(i), std::move(value));
}

llvm::Error OpContext::setResult(llvm::Expected<Tensor> tensor) {
  if (!tensor)
    return error(llvm::toString(tensor.takeError()));
  setResult(0, std::move(*tensor));
  return llvm::Error::success();
}

llvm::Error
OpContext::setResults(llvm::Expected<llvm::SmallVector<Tensor>> tensors) {
  if (!tensors)
    return error(llvm::toString(tensors.takeError()));
  for (auto [i, t] : llvm::enumerate(*tensors))
    setResult(i, std::move(t));
  return llvm::Error::success();
}

llvm::Error makeOpError(Operation &op, const llvm::Twine &message) {
  return llvm::createStringError(
      llvm::formatv("{0}: '{1}': {2}", formatLocation(op),
                    op.getName().getStringRef(), message.str())
          .str());
}

llvm::Error OpContext::error(const llvm::Twine &message) const {
  return makeOpError(op, message);
}

EvaluatorImpl::EvaluatorImpl(ModuleOp module, llvm::raw_ostream &checkLog,
                             std::shared_ptr<PlanCache> plans)
    : module(module), checkLog(checkLog),
      plans(plans ? std::move(plans) : createPlanCache()) {}

Transport &EvaluatorImpl::getTransport() {
  if (transport)
    return *transport;
  if (!singleProcessGrid)
    singleProcessGrid =
        std::make_unique<InProcessGrid>(GridShape{}, collectiveTimeout);
  return singleProcessGrid->getTransport(0);
}

namespace {

/// The monotonic clock at the resolution of the kernel's tick (a few ms),
/// read from the last tick rather than the CPU's counter: enough for a time
/// limit, and cheaper than steady_clock::now() before every op. Both count
/// from boot, so they compare.
std::chrono::steady_clock::time_point coarseNow() {
  timespec now;
  clock_gettime(CLOCK_MONOTONIC_COARSE, &now);
  return std::chrono::steady_clock::time_point(
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::seconds(now.tv_sec) +
          std::chrono::nanoseconds(now.tv_nsec)));
}

} // namespace

void EvaluatorImpl::setLimits(const RunLimits &newLimits) {
  limits = newLimits;
  limited = limits.maxSteps != 0 || limits.maxTime.count() != 0;
  memoryBudget = limits.maxMemoryBytes > 0
                     ? std::make_shared<MemoryBudget>(limits.maxMemoryBytes)
                     : nullptr;
}

void EvaluatorImpl::startRun() {
  steps = 0;
  deadline = coarseNow() + limits.maxTime;
}

llvm::Error EvaluatorImpl::checkLimits(Operation &op) {
  if (limits.maxSteps != 0 && steps > limits.maxSteps)
    return makeOpError(op, llvm::formatv("the run reached its limit of {0} "
                                         "steps (--max-steps)",
                                         limits.maxSteps));
  if (limits.maxTime.count() != 0 && coarseNow() > deadline)
    return makeOpError(op, llvm::formatv("the run reached its time limit of "
                                         "{0} ms (--max-time)",
                                         limits.maxTime.count()));
  return llvm::Error::success();
}

llvm::Expected<Tensor> EvaluatorImpl::takeInfeed() {
  if (nextInfeed == infeed.size())
    return llvm::createStringError(
        llvm::formatv("the infeed is empty: all {0} value(s) given were read",
                      infeed.size()));
  return infeed[nextInfeed++];
}

const RegionPlan &EvaluatorImpl::getPlan(Region &region) {
  const RegionPlan *&plan = knownPlans[&region];
  if (!plan)
    plan = &plans->get(region);
  return *plan;
}

llvm::Error EvaluatorImpl::runOp(const OpPlan &plan, Frame &frame) {
  if (observers.empty())
    return runOpUnobserved(plan, frame);
  Operation &op = *plan.op;
  for (ExecutionObserver *observer : observers)
    observer->beginOp(op);
  if (llvm::Error e = runOpUnobserved(plan, frame))
    return e;
  llvm::SmallVector<const RuntimeValue *> results;
  for (Value result : op.getResults())
    results.push_back(frame.lookup(result));
  for (ExecutionObserver *observer : llvm::reverse(observers))
    observer->endOp(op, results);
  return llvm::Error::success();
}

llvm::Error EvaluatorImpl::runOpUnobserved(const OpPlan &plan, Frame &frame) {
  Operation &op = *plan.op;
  if (!plan.handler)
    return llvm::createStringError(
        llvm::formatv("op '{0}' is not supported by the interpreter",
                      op.getName().getStringRef())
            .str());
  OpContext context(*this, frame, plan);
  if (plan.unsupportedElementType)
    return context.error(llvm::formatv("element type {0} is not supported by "
                                       "the interpreter",
                                       *plan.unsupportedElementType));
  if (plan.runsInExpressedType)
    return runOpInExpressedType(plan, frame);
  if (plan.staticShapes)
    return plan.handler(context);
  if (llvm::Error e =
          computeResultShapes(context, getHandlerRegistry().shapeFunctions))
    return e;
  if (llvm::Error e = plan.handler(context))
    return e;
  return checkResultShapes(context);
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
EvaluatorImpl::runRegion(Region &region, llvm::ArrayRef<RuntimeValue> args,
                         const Frame *parent) {
  const RegionPlan &plan = getPlan(region);
  Frame frame(&plan, parent);
  for (auto [i, value] : llvm::enumerate(args))
    frame.slot(i) = value;
  return runRegionInFrame(region, frame);
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
EvaluatorImpl::runRegionTakingArgs(Region &region,
                                   llvm::SmallVector<RuntimeValue> &&args,
                                   const Frame *parent) {
  const RegionPlan &plan = getPlan(region);
  Frame frame(&plan, parent);
  for (auto [i, value] : llvm::enumerate(args))
    frame.slot(i) = std::move(value);
  args.clear();
  return runRegionInFrame(region, frame);
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
EvaluatorImpl::runRegionInFrame(Region &region, Frame &frame) {
  const RegionPlan &plan = getPlan(region);
  if (observers.empty())
    return runPlannedOps(plan, frame);
  for (ExecutionObserver *observer : observers)
    observer->beginRegion(region);
  auto results = runPlannedOps(plan, frame);
  if (results)
    for (ExecutionObserver *observer : llvm::reverse(observers))
      observer->endRegion(region);
  return results;
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
EvaluatorImpl::runPlannedOps(const RegionPlan &plan, Frame &frame) {
  // The block's ops and its terminator, counted as written (fused or not).
  steps += plan.ops.size() + 1;
  if (LLVM_UNLIKELY(limited))
    if (llvm::Error e = checkLimits(*plan.block->getParentOp()))
      return e;
  // Observers see every op, so fused chains run only without them.
  for (const OpPlan &op : observers.empty() ? plan.fusedOps : plan.ops) {
    if (LLVM_UNLIKELY(limited) && limits.maxTime.count() != 0)
      if (llvm::Error e = checkLimits(*op.op))
        return e;
    if (llvm::Error e = runOp(op, frame))
      return e;
    // Dead values let go of their buffers, so a later last use may be the
    // only holder and write into it.
    for (unsigned slot : op.releaseAfter)
      frame.slot(slot) = RuntimeValue();
  }
  llvm::SmallVector<RuntimeValue> results;
  for (auto [slot, v] :
       llvm::zip(plan.resultSlots, plan.block->getTerminator()->getOperands()))
    results.push_back(slot != kNoSlot ? frame.slot(slot) : *frame.lookup(v));
  return results;
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
EvaluatorImpl::callFunction(llvm::StringRef name,
                            llvm::ArrayRef<RuntimeValue> args) {
  auto function = module.lookupSymbol<func::FuncOp>(name);
  if (!function || function.isExternal())
    return llvm::createStringError(
        llvm::formatv("function @{0} is not defined", name).str());
  if (llvm::Error e = checkArguments(function.getBody(), args, name))
    return e;
  return runRegion(function.getBody(), args, nullptr);
}

llvm::Expected<Tensor>
EvaluatorImpl::getConstant(Operation *op,
                           llvm::function_ref<llvm::Expected<Tensor>()> make) {
  auto it = constants.find(op);
  if (it != constants.end())
    return it->second;
  llvm::Expected<Tensor> tensor = make();
  if (tensor)
    constants[op] = *tensor;
  return tensor;
}

void EvaluatorImpl::reportCheckFailure(Operation &op,
                                       const llvm::Twine &message) {
  ++failedChecks;
  checkLog << formatLocation(op) << ": " << op.getName().getStringRef()
           << " failed: " << message << "\n";
}

Evaluator::Evaluator(ModuleOp module, llvm::raw_ostream &checkLog,
                     std::shared_ptr<PlanCache> plans)
    : impl(std::make_unique<EvaluatorImpl>(module, checkLog,
                                           std::move(plans))) {}

Evaluator::~Evaluator() = default;

llvm::Expected<llvm::SmallVector<RuntimeValue>>
Evaluator::run(func::FuncOp function, llvm::ArrayRef<RuntimeValue> arguments) {
  if (llvm::Error e = checkArguments(function, arguments))
    return e;
  impl->startRun();
  MemoryBudget::Scope budget(impl->getMemoryBudget());
  return impl->runRegion(function.getBody(), arguments, nullptr);
}

llvm::Error Evaluator::checkArguments(func::FuncOp function,
                                      llvm::ArrayRef<RuntimeValue> arguments) {
  return interpreter::checkArguments(function.getBody(), arguments,
                                     function.getName());
}

void Evaluator::addObserver(ExecutionObserver *observer) {
  impl->addObserver(observer);
}

void Evaluator::setInfeed(std::vector<Tensor> values) {
  impl->setInfeed(std::move(values));
}

llvm::ArrayRef<Tensor> Evaluator::getOutfeed() const {
  return impl->getOutfeed();
}

void Evaluator::setTransport(Transport &transport) {
  impl->setTransport(transport);
}

void Evaluator::setCollectiveTimeout(std::chrono::milliseconds timeout) {
  impl->setCollectiveTimeout(timeout);
}

void Evaluator::setLimits(const RunLimits &limits) { impl->setLimits(limits); }

void Evaluator::setMemoryBudget(std::shared_ptr<MemoryBudget> budget) {
  impl->setMemoryBudget(std::move(budget));
}

void Evaluator::setProbeOutputDir(llvm::StringRef dir) {
  impl->setProbeOutputDir(dir);
}

unsigned Evaluator::getNumFailedChecks() const {
  return impl->getNumFailedChecks();
}

} // namespace hlokit::interpreter
