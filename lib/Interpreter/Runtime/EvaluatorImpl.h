//===- EvaluatorImpl.h - the evaluator's internals --------------*- C++ -*-===//
//
// Shared by the evaluator core and the op handlers, one file per op family.
// A handler reads its operands and writes its results through an OpContext.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_EVALUATORIMPL_H
#define HLOKIT_LIB_INTERPRETER_EVALUATORIMPL_H

#include "hlokit/Interpreter/Distributed/Transport.h"
#include "hlokit/Interpreter/Runtime/ExecutionObserver.h"
#include "hlokit/Interpreter/Runtime/RunLimits.h"
#include "hlokit/Interpreter/Tensor/MemoryBudget.h"
#include "hlokit/Interpreter/Tensor/RuntimeValue.h"
#include "hlokit/Support/OpTable.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <thread>

namespace hlokit::interpreter {

struct RegionPlan;
struct OpPlan;
class PlanCache;

/// The values of one region invocation, one slot per value its plan numbers;
/// lookups fall back to the enclosing frame because stablehlo regions may
/// use values defined outside them.
class Frame {
public:
  /// A frame for a run of `plan`'s block; without a plan, values are kept by
  /// name (a quantized op's expressed-type twin).
  explicit Frame(const RegionPlan *plan = nullptr,
                 const Frame *parent = nullptr);
  const RuntimeValue *lookup(mlir::Value v) const;
  void define(mlir::Value v, RuntimeValue value);
  RuntimeValue &slot(unsigned i) { return slots[i]; }

private:
  const RegionPlan *plan;
  const Frame *parent;
  llvm::SmallVector<RuntimeValue, 8> slots;
  llvm::DenseMap<mlir::Value, RuntimeValue> unplanned;
};

class EvaluatorImpl;

/// What a handler sees of the evaluator while running one op.
class OpContext {
public:
  OpContext(EvaluatorImpl &evaluator, Frame &frame, const OpPlan &plan);

  mlir::Operation &getOp() { return op; }
  const OpPlan &getPlan() const { return plan; }
  EvaluatorImpl &getEvaluator() { return evaluator; }
  Frame &getFrame() { return frame; }

  const RuntimeValue &value(mlir::Value v) const { return *frame.lookup(v); }
  const Tensor &tensor(mlir::Value v) const { return value(v).getTensor(); }
  const RuntimeValue &operandValue(unsigned i) const;
  const Tensor &operand(unsigned i) const {
    return operandValue(i).getTensor();
  }
  llvm::SmallVector<Tensor> tensors(mlir::ValueRange values) const;

  /// Operand `i`'s value, moved out of its slot when this op is its last
  /// use (no copy is left holding its buffer), else a copy.
  RuntimeValue takeOperand(unsigned i);
  /// Operand `i`'s tensor when this op is its last use and nothing else
  /// holds its buffer, so the handler may write its result into it; null
  /// otherwise.
  Tensor *reusableOperand(unsigned i);

  /// Element type and runtime shape of result `i`. The shape is known before
  /// the handler runs except for results shaped by regions (control flow).
  ElementType resultElementType(unsigned i = 0) const;
  llvm::ArrayRef<int64_t> resultShape(unsigned i = 0) const;
  void setResultShape(unsigned i, llvm::ArrayRef<int64_t> shape);

  void setResult(unsigned i, RuntimeValue value);
  /// Sets result 0 from a kernel's result, passing its error on.
  llvm::Error setResult(llvm::Expected<Tensor> tensor);
  llvm::Error setResults(llvm::Expected<llvm::SmallVector<Tensor>> tensors);

  /// An error naming the op and its location.
  llvm::Error error(const llvm::Twine &message) const;

private:
  EvaluatorImpl &evaluator;
  Frame &frame;
  const OpPlan &plan;
  mlir::Operation &op;
  llvm::SmallVector<std::optional<llvm::SmallVector<int64_t>>> resultShapes;
};

using OpHandler = llvm::Error (*)(OpContext &);
/// The handler of each op class the interpreter runs.
using HandlerTable = OpTable<OpHandler>;

/// The runtime shape of result 0 of a value-dependent op, read from its
/// operands' values.
using ShapeFunction =
    llvm::Expected<llvm::SmallVector<int64_t>> (*)(OpContext &);
using ShapeFunctionTable = OpTable<ShapeFunction>;

/// Results are the operands, in order: the ops that mean nothing at run time
/// (optimization_barrier, sdy's sharding constraints and reshards).
llvm::Error runIdentity(OpContext &ctx);

void addShapeHandlers(HandlerTable &table);
void addReductionHandlers(HandlerTable &table);
void addControlFlowHandlers(HandlerTable &table);
void addCheckHandlers(HandlerTable &table);
void addQuantizationHandlers(HandlerTable &table);
void addChloHandlers(HandlerTable &table);
void addNumericHandlers(HandlerTable &table);
void addRandomHandlers(HandlerTable &table);
void addTokenHandlers(HandlerTable &table);
void addCallHandlers(HandlerTable &table);
void addCollectiveHandlers(HandlerTable &table);
void addAsyncHandlers(HandlerTable &table);
void addInterpreterDialectHandlers(HandlerTable &table);
void addShardyHandlers(HandlerTable &table);

/// Why an op class has no handler on purpose (OpCoverage.h).
using NoHandlerReasons = OpTable<const char *>;
void addShardyNoHandlerReasons(NoHandlerReasons &reasons);
void addDynamicHandlers(HandlerTable &table, ShapeFunctionTable &shapes);
void addConvolutionHandlers(HandlerTable &table, ShapeFunctionTable &shapes);
void addGatherScatterHandlers(HandlerTable &table, ShapeFunctionTable &shapes);
void addElementwiseHandlers(HandlerTable &table, ShapeFunctionTable &shapes);

/// True when `op` has quantized operands or results and runs as
/// dequantize-op-quantize (QuantizedExecution::ExpressedType, OpCoverage.h).
bool runsInExpressedType(mlir::Operation &op);

/// Keeps the message of the diagnostics emitted on its own thread while it
/// lives instead of printing them; the evaluator reports them in its own
/// error. The processes of a grid share one context, whose newest handler
/// sees every thread's diagnostics first, so a handler declines the others'.
class CapturedDiagnostic {
public:
  explicit CapturedDiagnostic(mlir::MLIRContext *context)
      : owner(std::this_thread::get_id()),
        handler(context, [this](mlir::Diagnostic &diag) {
          if (std::this_thread::get_id() != owner)
            return mlir::failure();
          message = diag.str();
          return mlir::success();
        }) {}
  const std::string &getMessage() const { return message; }

private:
  std::thread::id owner;
  std::string message;
  mlir::ScopedDiagnosticHandler handler;
};

/// Records the runtime shape of every result whose shape does not come from
/// a region: static types give it, value-dependent ops their shape function,
/// other ops their type inference on the operands' runtime shapes. Fails when
/// a shape cannot be computed or exceeds its type's bounds.
llvm::Error computeResultShapes(OpContext &ctx,
                                const ShapeFunctionTable &shapeFunctions);
/// Checks the results a handler produced against their types' bounds.
llvm::Error checkResultShapes(OpContext &ctx);
/// Ops whose results come out of regions, callees or their operands
/// (composite, custom_call), or (rng) are shaped by an operand's values:
/// their handlers decide the shapes, checked after.
bool isShapedByHandler(mlir::Operation &op);
/// True when some operand's declared type leaves its shape to run time.
bool hasDynamicOperand(mlir::Operation &op);
/// Checks a function's arguments against its parameter types.
llvm::Error checkArguments(mlir::Region &body,
                           llvm::ArrayRef<RuntimeValue> args,
                           llvm::StringRef functionName);

class EvaluatorImpl {
public:
  EvaluatorImpl(mlir::ModuleOp module, llvm::raw_ostream &checkLog,
                std::shared_ptr<PlanCache> plans);

  /// Runs the single block of `region` with `args` bound to its arguments
  /// and returns the terminator's operands.
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  runRegion(mlir::Region &region, llvm::ArrayRef<RuntimeValue> args,
            const Frame *parent);
  /// Same, moving `args` into the region's frame, so a buffer the caller
  /// no longer holds can be reused inside (while-loop carries).
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  runRegionTakingArgs(mlir::Region &region,
                      llvm::SmallVector<RuntimeValue> &&args,
                      const Frame *parent);

  /// Runs the function named `name` of the module.
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  callFunction(llvm::StringRef name, llvm::ArrayRef<RuntimeValue> args);

  /// Records a failed check.
  void reportCheckFailure(mlir::Operation &op, const llvm::Twine &message);
  unsigned getNumFailedChecks() const { return failedChecks; }

  /// The tensor of constant op `op`, made by `make` the first time.
  llvm::Expected<Tensor>
  getConstant(mlir::Operation *op,
              llvm::function_ref<llvm::Expected<Tensor>()> make);

  void addObserver(ExecutionObserver *observer) {
    observers.push_back(observer);
  }

  /// The host's end of the infeed: values the driver queued, taken in order.
  void setInfeed(std::vector<Tensor> values) {
    infeed = std::move(values);
    nextInfeed = 0;
  }
  /// The next infeed value; fails once every queued value has been read.
  llvm::Expected<Tensor> takeInfeed();
  /// The host's end of the outfeed: every value written, in order.
  void addOutfeed(Tensor value) { outfeed.push_back(std::move(value)); }
  llvm::ArrayRef<Tensor> getOutfeed() const { return outfeed; }

  /// The next PHILOX block `stablehlo.rng` draws from (Rng.h).
  uint64_t &rngCounter() { return nextRngBlock; }

  /// This process's link to the others of its grid.
  Transport &getTransport();
  void setTransport(Transport &t) { transport = &t; }
  std::chrono::milliseconds getCollectiveTimeout() const {
    return collectiveTimeout;
  }
  void setCollectiveTimeout(std::chrono::milliseconds timeout) {
    collectiveTimeout = timeout;
  }
  const RunLimits &getLimits() const { return limits; }
  void setLimits(const RunLimits &newLimits);
  /// The budget runs charge: the one set, else the calling thread's.
  MemoryBudget &getMemoryBudget() {
    return memoryBudget ? *memoryBudget : MemoryBudget::current();
  }
  void setMemoryBudget(std::shared_ptr<MemoryBudget> budget) {
    memoryBudget = std::move(budget);
  }
  /// Starts counting steps and time for a run.
  void startRun();

  llvm::StringRef getProbeOutputDir() const { return probeOutputDir; }
  void setProbeOutputDir(llvm::StringRef dir) { probeOutputDir = dir.str(); }
  /// How many times the probe `id` has run before (then counts this run).
  unsigned nextProbeIteration(llvm::StringRef id) {
    return probeIterations[id]++;
  }
  /// Adds the failed checks of processes this one ran (run_parallel).
  void addFailedChecks(unsigned count) { failedChecks += count; }
  llvm::raw_ostream &getCheckLog() { return checkLog; }
  mlir::ModuleOp getModule() { return module; }

private:
  /// The plan of `region`, from this evaluator's lookaside table or the
  /// shared cache.
  const RegionPlan &getPlan(mlir::Region &region);
  /// Runs an op, telling the observers (if any) when it starts and ends.
  llvm::Error runOp(const OpPlan &plan, Frame &frame);
  llvm::Error runOpUnobserved(const OpPlan &plan, Frame &frame);
  /// Runs an op with quantized operands or results as the spec's
  /// dequantize_op_quantize: dequantizes the quantized operands, runs the
  /// op's expressed-type twin (expressedTwin), quantizes its results
  /// (QuantizationHandlers.cpp).
  llvm::Error runOpInExpressedType(const OpPlan &plan, Frame &frame);
  /// A copy of `op` whose quantized operand and result types are replaced by
  /// their expressed types; its operands are arguments of `twinBlock`. Made
  /// once per op.
  mlir::Operation &expressedTwin(mlir::Operation &op);
  /// Runs `region` in `frame`, whose argument slots are filled.
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  runRegionInFrame(mlir::Region &region, Frame &frame);
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  runPlannedOps(const RegionPlan &plan, Frame &frame);
  /// Fails, naming `op`, once the run has taken more steps or time than
  /// its limits allow.
  llvm::Error checkLimits(mlir::Operation &op);

  mlir::ModuleOp module;
  llvm::raw_ostream &checkLog;
  unsigned failedChecks = 0;
  std::shared_ptr<PlanCache> plans;
  llvm::DenseMap<mlir::Region *, const RegionPlan *> knownPlans;
  llvm::SmallVector<ExecutionObserver *, 2> observers;
  llvm::DenseMap<mlir::Operation *, Tensor> constants;
  /// Owns the expressed-type twins of quantized ops and their arguments.
  std::unique_ptr<mlir::Block> twinBlock;
  llvm::DenseMap<mlir::Operation *, mlir::Operation *> expressedTwins;
  std::vector<Tensor> infeed;
  size_t nextInfeed = 0;
  std::vector<Tensor> outfeed;
  uint64_t nextRngBlock = 0;
  Transport *transport = nullptr;
  /// The 1 x 1 grid of an evaluator that is given no transport.
  std::unique_ptr<InProcessGrid> singleProcessGrid;
  std::chrono::milliseconds collectiveTimeout{60000};
  std::string probeOutputDir;
  llvm::StringMap<unsigned> probeIterations;
  RunLimits limits;
  /// Null: the budget of the thread that runs.
  std::shared_ptr<MemoryBudget> memoryBudget;
  /// Steps of the current run; checked against the limits only when
  /// `limited`, so that unlimited runs pay one add per block run.
  uint64_t steps = 0;
  bool limited = false;
  std::chrono::steady_clock::time_point deadline;
};

/// Renders an op's location as `file:line:col` (or `<unknown>`).
std::string formatLocation(mlir::Operation &op);
/// An error naming `op` and its location: "file:line:col: 'name': message".
llvm::Error makeOpError(mlir::Operation &op, const llvm::Twine &message);

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_EVALUATORIMPL_H
