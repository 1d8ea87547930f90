//===- Evaluator.cpp - running StableHLO functions ------------------------===//

#include "hlokit/Interpreter/Evaluator.h"

#include "EvaluatorImpl.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace hlokit::interpreter {

const RuntimeValue *Frame::lookup(Value v) const {
  for (const Frame *f = this; f; f = f->parent) {
    auto it = f->values.find(v);
    if (it != f->values.end())
      return &it->second;
  }
  llvm_unreachable("value used before it was defined");
}

std::string formatLocation(Operation &op) {
  if (auto loc = dyn_cast<FileLineColLoc>(op.getLoc()))
    return llvm::formatv("{0}:{1}:{2}", loc.getFilename().getValue(),
                         loc.getLine(), loc.getColumn())
        .str();
  return "<unknown>";
}

llvm::SmallVector<Tensor> OpContext::tensors(ValueRange values) const {
  llvm::SmallVector<Tensor> result;
  for (Value v : values)
    result.push_back(tensor(v));
  return result;
}

ElementType OpContext::resultElementType(unsigned i) const {
  auto type = cast<ShapedType>(op.getResult(i).getType());
  return *getElementType(type.getElementType());
}

llvm::ArrayRef<int64_t> OpContext::resultShape(unsigned i) const {
  assert(i < resultShapes.size() && resultShapes[i] &&
         "result shape is decided by the handler");
  return *resultShapes[i];
}

void OpContext::setResultShape(unsigned i, llvm::ArrayRef<int64_t> shape) {
  if (resultShapes.size() <= i)
    resultShapes.resize(op.getNumResults());
  resultShapes[i] = llvm::SmallVector<int64_t>(shape);
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

llvm::Error OpContext::error(const llvm::Twine &message) const {
  return llvm::createStringError(
      llvm::formatv("{0}: '{1}': {2}", formatLocation(op),
                    op.getName().getStringRef(), message.str())
          .str());
}

EvaluatorImpl::EvaluatorImpl(ModuleOp module, llvm::raw_ostream &checkLog)
    : module(module), checkLog(checkLog) {
  addElementwiseHandlers(handlers);
  addShapeHandlers(handlers);
  addReductionHandlers(handlers);
  addGatherScatterHandlers(handlers);
  addControlFlowHandlers(handlers);
  addCheckHandlers(handlers);
  addChloHandlers(handlers);
  addDynamicHandlers(handlers, shapeFunctions);
  addConvolutionHandlers(handlers, shapeFunctions);
  addQuantizationHandlers(handlers);
  addNumericHandlers(handlers);
  addRandomHandlers(handlers);
  addTokenHandlers(handlers);
  addCallHandlers(handlers);
  addCollectiveHandlers(handlers);
  addInterpreterDialectHandlers(handlers);
}

Transport &EvaluatorImpl::getTransport() {
  if (transport)
    return *transport;
  if (!singleProcessGrid)
    singleProcessGrid =
        std::make_unique<InProcessGrid>(GridShape{}, collectiveTimeout);
  return singleProcessGrid->getTransport(0);
}

llvm::Expected<Tensor> EvaluatorImpl::takeInfeed() {
  if (nextInfeed == infeed.size())
    return llvm::createStringError(
        llvm::formatv("the infeed is empty: all {0} value(s) given were read",
                      infeed.size()));
  return infeed[nextInfeed++];
}

llvm::Error EvaluatorImpl::runOp(Operation &op, Frame &frame) {
  if (observers.empty())
    return runOpUnobserved(op, frame);
  for (ExecutionObserver *observer : observers)
    observer->beginOp(op);
  if (llvm::Error e = runOpUnobserved(op, frame))
    return e;
  llvm::SmallVector<const RuntimeValue *> results;
  for (Value result : op.getResults())
    results.push_back(frame.lookup(result));
  for (ExecutionObserver *observer : llvm::reverse(observers))
    observer->endOp(op, results);
  return llvm::Error::success();
}

llvm::Error EvaluatorImpl::runOpUnobserved(Operation &op, Frame &frame) {
  auto it = handlers.find(op.getName().getStringRef());
  if (it == handlers.end())
    return llvm::createStringError(
        llvm::formatv("op '{0}' is not supported by the interpreter",
                      op.getName().getStringRef())
            .str());
  for (Type t : op.getResultTypes()) {
    auto shaped = dyn_cast<ShapedType>(t);
    if (!shaped)
      continue;
    if (!getElementType(shaped.getElementType()))
      return OpContext(*this, frame, op)
          .error(llvm::formatv("element type {0} is not supported by the "
                               "interpreter",
                               shaped.getElementType()));
  }
  if (runsInExpressedType(op))
    return runOpInExpressedType(op, frame);
  OpContext context(*this, frame, op);
  if (llvm::Error e = computeResultShapes(context, shapeFunctions))
    return e;
  if (llvm::Error e = it->second(context))
    return e;
  return checkResultShapes(context);
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
EvaluatorImpl::runRegion(Region &region, llvm::ArrayRef<RuntimeValue> args,
                         const Frame *parent) {
  if (observers.empty())
    return runRegionUnobserved(region, args, parent);
  for (ExecutionObserver *observer : observers)
    observer->beginRegion(region);
  auto results = runRegionUnobserved(region, args, parent);
  if (results)
    for (ExecutionObserver *observer : llvm::reverse(observers))
      observer->endRegion(region);
  return results;
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
EvaluatorImpl::runRegionUnobserved(Region &region,
                                   llvm::ArrayRef<RuntimeValue> args,
                                   const Frame *parent) {
  Block &block = region.front();
  Frame frame(parent);
  for (auto [arg, value] : llvm::zip(block.getArguments(), args))
    frame.define(arg, value);
  for (Operation &op : block.without_terminator())
    if (llvm::Error e = runOp(op, frame))
      return e;
  llvm::SmallVector<RuntimeValue> results;
  for (Value v : block.getTerminator()->getOperands())
    results.push_back(*frame.lookup(v));
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

Evaluator::Evaluator(ModuleOp module, llvm::raw_ostream &checkLog)
    : impl(std::make_unique<EvaluatorImpl>(module, checkLog)) {}

Evaluator::~Evaluator() = default;

llvm::Expected<llvm::SmallVector<RuntimeValue>>
Evaluator::run(func::FuncOp function, llvm::ArrayRef<RuntimeValue> arguments) {
  if (llvm::Error e = checkArguments(function, arguments))
    return e;
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

void Evaluator::setProbeOutputDir(llvm::StringRef dir) {
  impl->setProbeOutputDir(dir);
}

unsigned Evaluator::getNumFailedChecks() const {
  return impl->getNumFailedChecks();
}

} // namespace hlokit::interpreter
