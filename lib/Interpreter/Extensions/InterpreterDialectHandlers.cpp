//===- InterpreterDialectHandlers.cpp - run_parallel, probe, print --------===//
//
// The `interpreter` dialect of upstream's interpreter tests, and
// check.expect_serialized_eq, which reads back what interpreter.probe wrote.
// Probes write `<dir>/<probe_id>_<n>.npy` for the n-th run (from 0) of the
// probe in its process, with every character of probe_id other than letters,
// digits, '-', '_' and '.' replaced by '_'.
//
//===----------------------------------------------------------------------===//

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/Check/CheckOps.h"
#include "hlokit/Dialect/Interpreter/InterpreterOps.h"
#include "hlokit/Interpreter/Distributed/ParallelRun.h"
#include "hlokit/Interpreter/Math/Comparison.h"
#include "hlokit/Interpreter/Tensor/Npy.h"
#include "hlokit/Interpreter/Tensor/Printer.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <mutex>

using namespace mlir;

namespace hlokit::interpreter {

namespace {

/// The infeed queue: what each function named by `infeed` returns, in order.
llvm::Expected<std::vector<Tensor>> runInfeedFunctions(OpContext &ctx,
                                                       RunParallelOp op) {
  std::vector<Tensor> values;
  std::optional<ArrayAttr> infeed = op.getInfeed();
  if (!infeed)
    return values;
  for (auto function : infeed->getAsRange<FlatSymbolRefAttr>()) {
    auto results =
        ctx.getEvaluator().callFunction(function.getValue(), /*args=*/{});
    if (!results)
      return results.takeError();
    for (const RuntimeValue &value : *results)
      values.push_back(value.getTensor());
  }
  return values;
}

/// run_parallel: programs[r][p] runs as process (r, p) of a new grid; the
/// operands and results are those of the processes one after another in
/// row-major order. Each process reads its own copy of the infeed queue.
llvm::Error runRunParallel(OpContext &ctx) {
  auto op = cast<RunParallelOp>(ctx.getOp());
  SmallVector<SmallVector<StringAttr>> programs = op.getProgramNames();
  GridShape grid{
      static_cast<uint32_t>(programs.size()),
      programs.empty() ? 0u : static_cast<uint32_t>(programs.front().size())};
  auto infeed = runInfeedFunctions(ctx, op);
  if (!infeed)
    return ctx.error(llvm::toString(infeed.takeError()));
  ModuleOp module = ctx.getEvaluator().getModule();
  std::vector<ProcessProgram> processes;
  unsigned nextOperand = 0;
  for (ArrayRef<StringAttr> row : programs)
    for (StringAttr name : row) {
      auto function = module.lookupSymbol<func::FuncOp>(name);
      ProcessProgram &process = processes.emplace_back();
      process.function = function;
      process.infeed = *infeed;
      for (unsigned i = 0; i < function.getNumArguments(); ++i)
        process.arguments.push_back(ctx.value(op.getOperand(nextOperand++)));
    }
  EvaluatorImpl &parent = ctx.getEvaluator();
  std::vector<ProcessOutcome> outcomes = runParallel(
      module, grid, std::move(processes),
      {parent.getCollectiveTimeout(), parent.getProbeOutputDir().str(),
       parent.getLimits(), parent.getMemoryBudget().shared_from_this(),
       /*observersOf=*/nullptr});
  std::string errors;
  unsigned nextResult = 0;
  for (auto [id, outcome] : llvm::enumerate(outcomes)) {
    parent.getCheckLog() << outcome.checkLog;
    parent.addFailedChecks(outcome.failedChecks);
    for (const Tensor &value : outcome.outfeed)
      parent.addOutfeed(value);
    std::string process = formatProcessId(grid.unflatten(id));
    if (!outcome.results) {
      errors += "\n  process " + process + ": " + outcome.error;
      continue;
    }
    for (RuntimeValue &value : *outcome.results)
      ctx.setResult(nextResult++, std::move(value));
  }
  if (!errors.empty())
    return ctx.error("processes of the grid failed:" + errors);
  return llvm::Error::success();
}

/// Where probe `id` stores its value of iteration `iteration`.
std::string probePath(StringRef dir, StringRef id, unsigned iteration) {
  std::string name;
  for (char c : id)
    name += llvm::isAlnum(c) || c == '-' || c == '_' || c == '.' ? c : '_';
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path,
                          llvm::formatv("{0}_{1}.npy", name, iteration).str());
  return std::string(path);
}

llvm::Error checkProbeDir(OpContext &ctx) {
  if (ctx.getEvaluator().getProbeOutputDir().empty())
    return ctx.error("probes are files: run hlokit-run with "
                     "--probe-output-dir DIR");
  return llvm::Error::success();
}

llvm::Error runProbe(OpContext &ctx) {
  if (llvm::Error e = checkProbeDir(ctx))
    return e;
  StringRef id = cast<ProbeOp>(ctx.getOp()).getProbeId();
  EvaluatorImpl &evaluator = ctx.getEvaluator();
  std::string path = probePath(evaluator.getProbeOutputDir(), id,
                               evaluator.nextProbeIteration(id));
  if (std::error_code ec =
          llvm::sys::fs::create_directories(evaluator.getProbeOutputDir()))
    return ctx.error("cannot create " + evaluator.getProbeOutputDir() + ": " +
                     ec.message());
  if (llvm::Error e = writeNpy(ctx.operand(0), path))
    return ctx.error(llvm::toString(std::move(e)));
  ctx.setResult(0, ctx.operand(0));
  return llvm::Error::success();
}

/// print: the operand on stdout, one process at a time.
llvm::Error runPrint(OpContext &ctx) {
  static std::mutex printing;
  std::lock_guard<std::mutex> lock(printing);
  printTensor(llvm::outs(), ctx.operand(0));
  llvm::outs() << "\n";
  llvm::outs().flush();
  return llvm::Error::success();
}

llvm::Error runExpectSerializedEq(OpContext &ctx) {
  if (llvm::Error e = checkProbeDir(ctx))
    return e;
  auto op = cast<check::ExpectSerializedEqOp>(ctx.getOp());
  StringRef id = op.getProbeId();
  unsigned iteration = op.getIteration();
  std::string path =
      probePath(ctx.getEvaluator().getProbeOutputDir(), id, iteration);
  const Tensor &expected = ctx.operand(0);
  llvm::Expected<Tensor> probed = readNpy(path);
  if (probed)
    probed = adaptNpyElementType(*probed, expected.getElementType(), path);
  if (!probed) {
    ctx.getEvaluator().reportCheckFailure(
        ctx.getOp(),
        llvm::formatv("no value of probe \"{0}\" iteration {1}: {2}", id,
                      iteration, llvm::toString(probed.takeError())));
    return llvm::Error::success();
  }
  if (std::optional<std::string> failure = compareExact(*probed, expected))
    ctx.getEvaluator().reportCheckFailure(ctx.getOp(), *failure);
  return llvm::Error::success();
}

} // namespace

void addInterpreterDialectHandlers(HandlerTable &table) {
  table.add<RunParallelOp>(runRunParallel);
  table.add<ProbeOp>(runProbe);
  table.add<PrintOp>(runPrint);
  table.add<check::ExpectSerializedEqOp>(runExpectSerializedEq);
}

} // namespace hlokit::interpreter
