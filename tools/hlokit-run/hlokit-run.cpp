//===- hlokit-run.cpp - run StableHLO programs ----------------------------===//
//
// The interpreter's command line: parse, verify and run a program, print or
// write its results, and optionally profile or trace the run. `--help` lists
// only hlokit's options; the exit status tells a failed check (1) from bad
// input (2) and a run-time error (3).
//
//===----------------------------------------------------------------------===//

#include "ProcessReports.h"

#include "hlokit/API/GlobalProgram.h"
#include "hlokit/Conversion/Sharding/Passes.h"
#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Distributed/ParallelRun.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Tensor/Constant.h"
#include "hlokit/Interpreter/Tensor/Npy.h"
#ifdef HLOKIT_HAVE_MPI
#include "hlokit/Interpreter/Distributed/MpiTransport.h"
#endif
#include "hlokit/Interpreter/Runtime/Profiler.h"
#include "hlokit/Interpreter/Runtime/RuntimeShapes.h"
#include "hlokit/Interpreter/Runtime/TraceWriter.h"
#include "hlokit/Interpreter/Tensor/Printer.h"
#include "hlokit/Support/CommandLine.h"
#include "hlokit/Support/Parallel.h"
#include "hlokit/Support/Version.h"
#include "hlokit/Transforms/LegalizeDeprecatedOps.h"
#include "hlokit/Transforms/Passes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <sys/resource.h>
#include <vector>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace mlir;
using namespace hlokit::interpreter;
using hlokit::run::ProcessReports;

namespace {

llvm::cl::OptionCategory ioCategory("Inputs and outputs");
llvm::cl::OptionCategory executionCategory("Execution");
llvm::cl::OptionCategory checksCategory("Checks");
llvm::cl::OptionCategory diagnosticsCategory("Diagnostics");

llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                     llvm::cl::desc("<input .mlir file>"),
                                     llvm::cl::init("-"),
                                     llvm::cl::cat(ioCategory));
llvm::cl::list<std::string>
    inputs("input",
           llvm::cl::desc("A .npy file for the next argument of the entry "
                          "function (repeat once per argument); on a grid, "
                          "{replica}, {partition} and {process} in the name "
                          "give each process its own file"),
           llvm::cl::value_desc("file.npy"), llvm::cl::cat(ioCategory));
llvm::cl::opt<std::string> argsOption(
    "args",
    llvm::cl::desc("The entry function's arguments as stablehlo-translate "
                   "--interpret takes them: an MLIR array of dense literals "
                   "(\"[dense<1> : tensor<2xi32>, ...]\"), @FILE holding "
                   "one, or @a.npy,@b.npy"),
    llvm::cl::value_desc("[literals] | @file | @a.npy,..."),
    llvm::cl::cat(ioCategory));
llvm::cl::opt<std::string>
    outputDir("output-dir",
              llvm::cl::desc("Also write result i as <dir>/result<i>.npy "
                             "and outfeed value i as <dir>/outfeed<i>.npy"),
              llvm::cl::value_desc("dir"), llvm::cl::cat(ioCategory));
llvm::cl::list<std::string>
    infeedFiles("infeed",
                llvm::cl::desc("A .npy file for the next tensor "
                               "stablehlo.infeed reads (repeat in order)"),
                llvm::cl::value_desc("file.npy"), llvm::cl::cat(ioCategory));

llvm::cl::opt<std::string>
    entry("entry",
          llvm::cl::desc("Run only this function (default: every public "
                         "function without arguments; 'main' when --input "
                         "is given)"),
          llvm::cl::value_desc("name"), llvm::cl::cat(executionCategory));
llvm::cl::opt<unsigned>
    numReplicas("replicas",
                llvm::cl::desc("Run the program on a grid with this many "
                               "replicas (default: the module's "
                               "mhlo.num_replicas, else 1)"),
                llvm::cl::init(1), llvm::cl::cat(executionCategory));
llvm::cl::opt<unsigned>
    numPartitions("partitions",
                  llvm::cl::desc("Run the program on a grid with this many "
                                 "partitions (default: the module's "
                                 "mhlo.num_partitions, else 1)"),
                  llvm::cl::init(1), llvm::cl::cat(executionCategory));
llvm::cl::opt<unsigned> collectiveTimeout(
    "collective-timeout",
    llvm::cl::desc("Seconds a collective waits for the other processes of "
                   "its group before it fails (default 60)"),
    llvm::cl::init(60), llvm::cl::cat(executionCategory));
llvm::cl::opt<std::string> maxMemory(
    "max-memory",
    llvm::cl::desc("Bytes of tensors a run may hold at once, with K, M, G "
                   "or T (default: 3/4 of physical memory; a grid's "
                   "processes share it)"),
    llvm::cl::value_desc("bytes[K|M|G|T]"), llvm::cl::cat(executionCategory));
llvm::cl::opt<uint64_t> maxSteps(
    "max-steps",
    llvm::cl::desc("Ops a run (each process of a grid) may execute, every "
                   "block's terminator counted (default: no limit)"),
    llvm::cl::value_desc("N"), llvm::cl::cat(executionCategory));
llvm::cl::opt<double>
    maxTime("max-time",
            llvm::cl::desc("Seconds a run may take, checked before each op "
                           "(default: no limit)"),
            llvm::cl::value_desc("seconds"), llvm::cl::cat(executionCategory));
llvm::cl::opt<bool> useMpi(
    "mpi",
    llvm::cl::desc("Run as one process of the grid per MPI rank (start with "
                   "mpirun -n <replicas x partitions>); rank 0 prints every "
                   "process's results"),
    llvm::cl::cat(executionCategory));
llvm::cl::opt<std::string> probeOutputDir(
    "probe-output-dir",
    llvm::cl::desc("Where interpreter.probe writes <probe_id>_<n>.npy and "
                   "check.expect_serialized_eq reads them"),
    llvm::cl::value_desc("dir"), llvm::cl::cat(ioCategory));
llvm::cl::opt<bool> splitInputFile(
    "split-input-file",
    llvm::cl::desc("Split the input on '// -----' and run each chunk as its "
                   "own module"),
    llvm::cl::cat(executionCategory));

/// Registers `--threads`. libLLVM registers an undocumented `--threads` of
/// its own when it is loaded, so that one is renamed `--llvm-threads` first;
/// hence a registration at run time rather than a global.
llvm::cl::opt<unsigned> &registerThreadsOption() {
  if (llvm::cl::Option *llvmThreads =
          llvm::cl::getRegisteredOptions().lookup("threads"))
    llvmThreads->setArgStr("llvm-threads");
  static llvm::cl::opt<unsigned> threads(
      "threads",
      llvm::cl::desc("Threads the kernels split work over (default: every "
                     "core; 1 for reproducible timings). Results do not "
                     "depend on it"),
      llvm::cl::value_desc("N"), llvm::cl::cat(executionCategory));
  return threads;
}

llvm::cl::opt<bool>
    checkOnly("verify-only",
              llvm::cl::desc("Parse and verify the program, run nothing"),
              llvm::cl::cat(checksCategory));

enum class ProfileFormat { None, Table, Json };
llvm::cl::opt<ProfileFormat> profile(
    "profile",
    llvm::cl::desc("After the run, print where the time went, per op kind "
                   "and per source line"),
    llvm::cl::ValueOptional, llvm::cl::init(ProfileFormat::None),
    llvm::cl::values(
        clEnumValN(ProfileFormat::Table, "", "a table on stderr (default)"),
        clEnumValN(ProfileFormat::Table, "table", "a table on stderr"),
        clEnumValN(ProfileFormat::Json, "json",
                   "JSON on stderr, or to --profile-output")),
    llvm::cl::cat(diagnosticsCategory));
llvm::cl::opt<std::string> profileOutput(
    "profile-output",
    llvm::cl::desc("Write the profile to this file instead of stderr"),
    llvm::cl::value_desc("file"), llvm::cl::cat(diagnosticsCategory));
llvm::cl::opt<std::string> traceFile(
    "trace",
    llvm::cl::desc("Write a timeline of the run in Chrome's trace-event "
                   "JSON format (open it in Perfetto or chrome://tracing)"),
    llvm::cl::value_desc("file.json"), llvm::cl::cat(diagnosticsCategory));
llvm::cl::opt<unsigned> repeat(
    "repeat",
    llvm::cl::desc("Run each function N times on one process and print the "
                   "wall time and page faults per run (minimum, median) on "
                   "stderr; results are the last run's, checks count in "
                   "every run"),
    llvm::cl::value_desc("N"), llvm::cl::init(1),
    llvm::cl::cat(diagnosticsCategory));
llvm::cl::opt<bool> printTimes(
    "time",
    llvm::cl::desc("Print the wall time of the parse, verify and run phases"),
    llvm::cl::cat(diagnosticsCategory));

/// The exit status: the most severe outcome of all chunks.
enum ExitCode : int {
  Success = 0,
  CheckFailed = 1,
  BadInput = 2,
  RuntimeError = 3,
};

constexpr const char *kOverview = R"(hlokit-run: run StableHLO programs

Runs every public function without arguments of a program (or --entry with
--input .npy arguments) and prints the results.

Examples:
  hlokit-run prog.mlir
  hlokit-run prog.mlir --entry main --input x.npy --input w.npy --output-dir out
  hlokit-run prog.mlir --infeed a.npy --infeed b.npy   (values stablehlo.infeed reads)
  hlokit-run prog.mlir --profile              (a table of where the time went)
  hlokit-run prog.mlir --profile=json --profile-output profile.json
  hlokit-run prog.mlir --trace trace.json     (open in Perfetto)
  hlokit-run prog.mlir --threads 1 --time     (one thread, for timings)
  hlokit-run prog.mlir --threads 1 --repeat 20 (time per run: min, median)
  hlokit-run prog.mlir --replicas 2 --partitions 2 --input 'x{process}.npy'
                                              (a grid of 4 processes)
  hlokit-run global.mlir --partitions 4 --input x.npy
                        (sdy shardings in the signature: partitioned, the
                         global x split per device, global results printed)

Exit status:
  0  success
  1  a check op failed (check.expect_*, custom_call @check.*)
  2  bad input: the program does not parse or verify, or the arguments do
     not fit (missing or unreadable .npy, wrong dtype or shape)
  3  a run-time error: a size over its bound, an allocation that fails, a
     limit reached (--max-memory, --max-steps, --max-time), an op the
     interpreter does not support
)";

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// Minor page faults of this process so far.
long getPageFaults() {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

/// The minimum and median of `values` (not empty).
template <typename T> std::pair<T, T> getMinAndMedian(std::vector<T> values) {
  std::sort(values.begin(), values.end());
  return {values.front(), values[values.size() / 2]};
}

/// What --repeat prints for one function: wall time and page faults per
/// run, minimum and median.
void reportRepeats(func::FuncOp function, const std::vector<double> &seconds,
                   const std::vector<long> &faults) {
  auto [fastest, medianTime] = getMinAndMedian(seconds);
  auto [fewest, medianFaults] = getMinAndMedian(faults);
  llvm::errs() << llvm::formatv(
      "hlokit-run: @{0}: {1} runs, {2:f3} ms min, {3:f3} ms median, "
      "{4} page faults min, {5} median\n",
      function.getSymName(), seconds.size(), fastest * 1e3, medianTime * 1e3,
      fewest, medianFaults);
}

/// Keeps the memory a step frees for the next one: glibc would return the
/// top of the heap to the system and map and unmap every large buffer
/// anew, so each step of a loop paid its page faults again (16-39 ms of
/// system time per transformer step).
void keepFreedMemory() {
#ifdef __GLIBC__
  mallopt(M_MMAP_THRESHOLD, 32 << 20); // glibc's largest
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

/// Observers and timings for one invocation of the tool.
struct RunOptions {
  RunLimits limits;
  Profiler *profiler = nullptr;
  TraceWriter *tracer = nullptr;
  /// On a grid, each process's profiler and trace writer instead.
  ProcessReports processReports{false, false, false};
  PhaseTimes phases;
};

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(message.str());
}

void reportError(llvm::Error error, llvm::raw_ostream &os = llvm::errs()) {
  os << "hlokit-run: error: " << llvm::toString(std::move(error)) << "\n";
}

/// The functions to run: --entry, or every public definition without
/// arguments.
llvm::Expected<llvm::SmallVector<func::FuncOp>>
selectFunctions(ModuleOp module) {
  llvm::SmallVector<func::FuncOp> functions;
  std::string name = entry;
  if (!inputs.empty() && !argsOption.empty())
    return makeError("--args and --input both give the arguments; use one");
  if (name.empty() && (!inputs.empty() || !argsOption.empty()))
    name = "main";
  if (!name.empty()) {
    auto function = module.lookupSymbol<func::FuncOp>(name);
    if (!function || function.isExternal())
      return makeError("no function @" + name + " in the module");
    functions.push_back(function);
    return functions;
  }
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal() && !function.isPrivate() &&
        function.getNumArguments() == 0)
      functions.push_back(function);
  return functions;
}

/// `path` with {replica}, {partition} and {process} (the flattened id)
/// replaced by those of `process`.
std::string inputPathFor(llvm::StringRef path, ProcessId process,
                         GridShape grid) {
  std::string result = path.str();
  auto replace = [&](llvm::StringRef key, uint32_t value) {
    for (size_t at; (at = result.find(key.str())) != std::string::npos;)
      result.replace(at, key.size(), std::to_string(value));
  };
  replace("{replica}", process.replicaId);
  replace("{partition}", process.partitionId);
  replace("{process}", grid.flatten(process));
  return result;
}

/// The tensors of an MLIR array of dense literals (--args).
llvm::Expected<std::vector<Tensor>> parseArgsLiteral(llvm::StringRef text,
                                                     MLIRContext *context) {
  std::string message;
  Attribute attr;
  {
    ScopedDiagnosticHandler capture(context, [&](Diagnostic &diagnostic) {
      if (message.empty())
        message = diagnostic.str();
      return success();
    });
    attr = parseAttribute(text, context);
  }
  auto array = dyn_cast_or_null<ArrayAttr>(attr);
  if (!array)
    return makeError(
        "--args: expected an array of dense literals, as in --args=\"[dense<1> "
        ": tensor<2xi32>, ...]\" or --args=@file" +
        (message.empty() ? std::string() : " (" + message + ")"));
  std::vector<Tensor> tensors;
  for (auto [i, element] : llvm::enumerate(array)) {
    auto literal = dyn_cast<DenseElementsAttr>(element);
    if (!literal)
      return makeError(llvm::formatv("--args: argument {0} is not a dense "
                                     "literal (dense<...> : tensor<...>)",
                                     i));
    llvm::Expected<Tensor> tensor = tensorFromAttr(literal);
    if (!tensor)
      return tensor.takeError();
    tensors.push_back(std::move(*tensor));
  }
  return tensors;
}

/// The tensors --args gives: a literal array, @FILE holding one, or
/// @a.npy,@b.npy.
llvm::Expected<std::vector<Tensor>> loadArgsOption(MLIRContext *context) {
  llvm::StringRef text = argsOption;
  if (!text.starts_with("@"))
    return parseArgsLiteral(text, context);
  llvm::SmallVector<llvm::StringRef> files;
  text.split(files, ',');
  auto isNpy = [](llvm::StringRef file) { return file.ends_with(".npy"); };
  if (llvm::any_of(files, isNpy)) {
    if (!llvm::all_of(files, [&](llvm::StringRef file) {
          return file.starts_with("@") && isNpy(file);
        }))
      return makeError("--args: cannot mix .npy files with other arguments");
    std::vector<Tensor> tensors;
    for (llvm::StringRef file : files) {
      llvm::Expected<Tensor> tensor = readNpy(file.drop_front().str());
      if (!tensor)
        return tensor.takeError();
      tensors.push_back(std::move(*tensor));
    }
    return tensors;
  }
  if (files.size() != 1)
    return makeError("--args: one @FILE of literals, or @a.npy,@b.npy");
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      openInputFile(text.drop_front(), &error);
  if (!buffer)
    return makeError("--args: cannot read " + text.drop_front().str() + ": " +
                     error);
  return parseArgsLiteral(buffer->getBuffer().trim(), context);
}

/// Argument i of `function` bound to the tensor `argument(i)` gives, with
/// the name its errors use, for every i in order.
llvm::Expected<llvm::SmallVector<RuntimeValue>> bindArguments(
    func::FuncOp function,
    llvm::function_ref<llvm::Expected<std::pair<Tensor, std::string>>(size_t)>
        argument) {
  llvm::SmallVector<RuntimeValue> arguments;
  for (size_t i = 0; i < function.getNumArguments(); ++i) {
    auto named = argument(i);
    if (!named)
      return named.takeError();
    llvm::Expected<Tensor> bound = bindArgument(
        named->first, function.getArgumentTypes()[i], named->second);
    if (!bound)
      return bound.takeError();
    arguments.push_back(std::move(*bound));
  }
  return arguments;
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
loadArguments(func::FuncOp function, ProcessId process = {},
              GridShape grid = {}) {
  using Named = std::pair<Tensor, std::string>;
  if (!argsOption.empty()) {
    llvm::Expected<std::vector<Tensor>> tensors =
        loadArgsOption(function.getContext());
    if (!tensors)
      return tensors.takeError();
    if (function.getNumArguments() != tensors->size())
      return makeError(llvm::formatv(
          "function @{0} takes {1} argument(s) "
          "but --args gives {2}",
          function.getName(), function.getNumArguments(), tensors->size()));
    return bindArguments(function, [&](size_t i) -> llvm::Expected<Named> {
      return Named((*tensors)[i], llvm::formatv("--args argument {0}", i));
    });
  }
  if (function.getNumArguments() != inputs.size())
    return makeError(llvm::formatv("function @{0} takes {1} argument(s) but "
                                   "{2} input(s) were given",
                                   function.getName(),
                                   function.getNumArguments(), inputs.size()));
  return bindArguments(function, [&](size_t i) -> llvm::Expected<Named> {
    std::string path = inputPathFor(inputs[i], process, grid);
    llvm::Expected<Tensor> tensor = readNpy(path);
    if (!tensor)
      return tensor.takeError();
    return Named(std::move(*tensor),
                 llvm::formatv("input {0} ({1})", i, path).str());
  });
}

/// The element type a result prints with: a quantized type as MLIR spells
/// it (the tensor holds its storage integers), else the tensor's own.
std::string elementTypeName(const Tensor &tensor, Type declared) {
  Type element = getElementTypeOrSelf(declared);
  if (!isa<quant::QuantizedType>(element))
    return getElementTypeName(tensor.getElementType()).str();
  std::string name;
  llvm::raw_string_ostream os(name);
  element.print(os);
  return name;
}

/// The values of the --infeed files, in order.
llvm::Expected<std::vector<Tensor>> loadInfeed() {
  std::vector<Tensor> values;
  for (const std::string &path : infeedFiles) {
    llvm::Expected<Tensor> tensor = readNpy(path);
    if (!tensor)
      return tensor.takeError();
    values.push_back(std::move(*tensor));
  }
  return values;
}

/// Prints what the program wrote to the outfeed after its results, and
/// writes <dir>/outfeed<i>.npy with --output-dir.
llvm::Error emitOutfeed(llvm::ArrayRef<Tensor> values, llvm::raw_ostream &os,
                        llvm::StringRef dir) {
  for (auto [i, value] : llvm::enumerate(values)) {
    os << "outfeed " << i << ": ";
    printTensor(os, value);
    os << "\n";
    if (dir.empty())
      continue;
    if (std::error_code ec = llvm::sys::fs::create_directories(dir))
      return makeError("cannot create " + dir + ": " + ec.message());
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, "outfeed" + std::to_string(i) + ".npy");
    if (llvm::Error e = writeNpy(value, path))
      return e;
  }
  return llvm::Error::success();
}

/// Prints a result of declared type `type` (tuples element by element) and
/// writes its .npy file (quantized tensors as their storage integers).
llvm::Error emitResult(const RuntimeValue &value, Type type,
                       llvm::raw_ostream &os, unsigned &resultIndex,
                       llvm::StringRef dir) {
  switch (value.getKind()) {
  case RuntimeValue::Kind::Token:
    os << "!stablehlo.token\n";
    ++resultIndex;
    return llvm::Error::success();
  case RuntimeValue::Kind::Tuple:
    for (auto [element, elementType] :
         llvm::zip(value.getTuple(), cast<TupleType>(type).getTypes()))
      if (llvm::Error e =
              emitResult(element, elementType, os, resultIndex, dir))
        return e;
    return llvm::Error::success();
  case RuntimeValue::Kind::Tensor:
    break;
  }
  printTensor(os, value.getTensor(), elementTypeName(value.getTensor(), type));
  os << "\n";
  unsigned index = resultIndex++;
  if (dir.empty())
    return llvm::Error::success();
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return makeError("cannot create " + dir + ": " + ec.message());
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, "result" + std::to_string(index) + ".npy");
  return writeNpy(value.getTensor(), path);
}

/// Where process `id` writes its .npy files under --output-dir.
std::string processOutputDir(ProcessId id) {
  if (outputDir.empty())
    return "";
  llvm::SmallString<128> path(outputDir);
  llvm::sys::path::append(path, processDirName(id));
  return std::string(path);
}

/// Prints what one process of a grid produced under `process (r, p):`.
ExitCode emitProcess(ProcessId id, func::FuncOp function,
                     const ProcessOutcome &outcome, llvm::raw_ostream &os,
                     llvm::raw_ostream &errs, unsigned &resultIndex) {
  errs << outcome.checkLog;
  std::string name = formatProcessId(id);
  if (!outcome.results) {
    reportError(makeError("process " + name + ": " + outcome.error), errs);
    return RuntimeError;
  }
  os << "process " << name << ":\n";
  std::string dir = processOutputDir(id);
  for (auto [result, type] :
       llvm::zip(*outcome.results, function.getFunctionType().getResults()))
    if (llvm::Error e = emitResult(result, type, os, resultIndex, dir)) {
      reportError(std::move(e), errs);
      return RuntimeError;
    }
  if (llvm::Error e = emitOutfeed(outcome.outfeed, os, dir)) {
    reportError(std::move(e), errs);
    return RuntimeError;
  }
  return Success;
}

/// With --profile or --trace on a grid: the lookup that gives each
/// process's evaluator its own profiler and trace writer.
std::function<llvm::SmallVector<ExecutionObserver *, 2>(ProcessId)>
observersPerProcess(RunOptions &options, GridShape grid) {
  if (!options.processReports.isEnabled())
    return nullptr;
  options.processReports.prepare(grid);
  return [&options](ProcessId id) {
    return options.processReports.observersOf(id);
  };
}

/// How the processes of `grid` run: the command line's collective timeout,
/// probe directory and limits, and the observers of --profile and --trace.
ParallelOptions getParallelOptions(RunOptions &options, GridShape grid) {
  return {std::chrono::seconds(collectiveTimeout), probeOutputDir,
          options.limits, /*memoryBudget=*/nullptr,
          observersPerProcess(options, grid)};
}

#ifdef HLOKIT_HAVE_MPI
/// Brings every rank's profile and trace to rank 0, which writes them.
void gatherReports(MpiTransport &transport, RunOptions &options) {
  if (!options.processReports.isEnabled())
    return;
  options.processReports.finishModule();
  options.processReports.gatherAtRoot(transport, options.phases);
}
#endif

#ifdef HLOKIT_HAVE_MPI
/// Runs this rank's process of the grid; rank 0 prints what every process
/// printed, in process order, so the output is that of runOnGrid.
ExitCode runOnMpi(ModuleOp module, llvm::ArrayRef<func::FuncOp> functions,
                  GridShape grid, llvm::raw_ostream &os, RunOptions &options) {
  auto transport =
      MpiTransport::create(grid, std::chrono::seconds(collectiveTimeout));
  if (!transport) {
    reportError(transport.takeError());
    return BadInput;
  }
  ProcessId self = (*transport)->getProcessId();
  std::string out, err;
  llvm::raw_string_ostream outs(out), errs(err);
  ParallelOptions parallel = getParallelOptions(options, grid);
  int code = Success;
  unsigned resultIndex = 0, failedChecks = 0;
  llvm::Expected<std::vector<Tensor>> infeed = loadInfeed();
  if (!infeed) {
    reportError(infeed.takeError(), errs);
    code = BadInput;
  }
  for (func::FuncOp function : functions) {
    // Every rank ends every run, even one it skips after an error, so that
    // the others' send/recv channels can end it too, and ranks waiting for
    // it at a collective learn why it will not come.
    std::string failure;
    llvm::scope_exit endRun([&] { (*transport)->endRun(failure); });
    if (code != Success)
      continue;
    auto arguments = loadArguments(function, self, grid);
    if (!arguments) {
      reportError(arguments.takeError(), errs);
      code = BadInput;
      continue;
    }
    Clock::time_point start = Clock::now();
    ProcessOutcome outcome =
        runProcess(module, **transport,
                   {function, std::move(*arguments), *infeed}, parallel);
    options.phases.run += secondsSince(start);
    failure = outcome.error;
    failedChecks += outcome.failedChecks;
    code = std::max<int>(
        code, emitProcess(self, function, outcome, outs, errs, resultIndex));
  }
  if (code == Success && failedChecks) {
    reportError(makeError(llvm::formatv("{0} check(s) failed", failedChecks)),
                errs);
    code = CheckFailed;
  }
  gatherReports(**transport, options);
  std::vector<std::string> allOut = (*transport)->collectAtRoot(out);
  std::vector<std::string> allErr = (*transport)->collectAtRoot(err);
  for (const std::string &text : allOut)
    os << text;
  for (const std::string &text : allErr)
    llvm::errs() << text;
  code = (*transport)->maxOverRanks(code);
  if (code == RuntimeError) {
    os.flush();
    llvm::errs().flush();
    (*transport)->abort(code);
  }
  return static_cast<ExitCode>(code);
}
#endif

ExitCode runOnGrid(ModuleOp module, llvm::ArrayRef<func::FuncOp> functions,
                   GridShape grid, llvm::raw_ostream &os, RunOptions &options) {
  llvm::Expected<std::vector<Tensor>> infeed = loadInfeed();
  if (!infeed) {
    reportError(infeed.takeError());
    return BadInput;
  }
  ParallelOptions parallel = getParallelOptions(options, grid);
  std::vector<unsigned> resultIndex(grid.getNumProcesses(), 0);
  int code = Success;
  unsigned failedChecks = 0;
  for (func::FuncOp function : functions) {
    std::vector<ProcessProgram> programs;
    for (uint32_t id = 0; id < grid.getNumProcesses(); ++id) {
      auto arguments = loadArguments(function, grid.unflatten(id), grid);
      if (!arguments) {
        reportError(arguments.takeError());
        return BadInput;
      }
      if (llvm::Error e = Evaluator::checkArguments(function, *arguments)) {
        reportError(std::move(e));
        return BadInput;
      }
      programs.push_back({function, std::move(*arguments), *infeed});
    }
    Clock::time_point start = Clock::now();
    std::vector<ProcessOutcome> outcomes =
        runParallel(module, grid, std::move(programs), parallel);
    options.phases.run += secondsSince(start);
    for (auto [id, outcome] : llvm::enumerate(outcomes)) {
      failedChecks += outcome.failedChecks;
      code =
          std::max<int>(code, emitProcess(grid.unflatten(id), function, outcome,
                                          os, llvm::errs(), resultIndex[id]));
    }
  }
  if (code == Success && failedChecks) {
    reportError(makeError(llvm::formatv("{0} check(s) failed", failedChecks)));
    return CheckFailed;
  }
  return static_cast<ExitCode>(code);
}

/// Every process's outcome of `function` of a global program, in process
/// order: on the in-process grid, or over MPI with this rank's part.
llvm::Expected<std::vector<ProcessOutcome>>
runGlobalFunction(const PartitionedProgram &program, Transport *mpi,
                  func::FuncOp function, llvm::ArrayRef<RuntimeValue> arguments,
                  const std::vector<Tensor> &infeed, RunOptions &options) {
  ParallelOptions parallel = getParallelOptions(options, program.getGrid());
  if (mpi)
    return program.runAsProcess(*mpi, function.getSymName(), arguments, infeed,
                                parallel);
  return program.run(function.getSymName(), arguments, infeed, parallel);
}

/// Prints the global results of `function` from every process's outcome
/// (docs/sharding.md, "Running"), as one process prints its results, and
/// writes them under `dir`; the outfeed is device 0's.
ExitCode emitGlobalOutcome(const PartitionedProgram &program,
                           func::FuncOp function,
                           llvm::ArrayRef<ProcessOutcome> outcomes,
                           GridShape grid, llvm::raw_ostream &os,
                           llvm::raw_ostream &errs, llvm::StringRef dir,
                           unsigned &resultIndex) {
  llvm::SmallVector<llvm::SmallVector<RuntimeValue>> local;
  for (auto [id, outcome] : llvm::enumerate(outcomes)) {
    errs << outcome.checkLog;
    if (!outcome.results) {
      reportError(makeError("process " + formatProcessId(grid.unflatten(id)) +
                            ": " + outcome.error),
                  errs);
      return RuntimeError;
    }
    local.push_back(*outcome.results);
  }
  auto results = program.assembleResults(function.getSymName(), local);
  if (!results) {
    reportError(results.takeError(), errs);
    return RuntimeError;
  }
  for (auto [result, type] :
       llvm::zip(*results, function.getFunctionType().getResults()))
    if (llvm::Error e = emitResult(result, type, os, resultIndex, dir)) {
      reportError(std::move(e), errs);
      return RuntimeError;
    }
  if (llvm::Error e = emitOutfeed(outcomes.front().outfeed, os, dir)) {
    reportError(std::move(e), errs);
    return RuntimeError;
  }
  return Success;
}

/// Runs functions whose signatures carry shardings on global shapes:
/// partitioned for the grid, each process given its block of the global
/// arguments (the same files for every process), the global results printed
/// once. Over MPI, rank 0 prints.
ExitCode runGlobal(ModuleOp module, llvm::ArrayRef<func::FuncOp> functions,
                   GridShape grid, llvm::raw_ostream &os, RunOptions &options) {
#ifdef HLOKIT_HAVE_MPI
  std::unique_ptr<MpiTransport> mpi;
  if (useMpi) {
    auto transport =
        MpiTransport::create(grid, std::chrono::seconds(collectiveTimeout));
    if (!transport) {
      reportError(transport.takeError());
      return BadInput;
    }
    mpi = std::move(*transport);
  }
#else
  std::unique_ptr<Transport> mpi;
  if (useMpi) {
    reportError(makeError("--mpi: this hlokit-run was built without MPI "
                          "(install libopenmpi-dev and reconfigure)"));
    return BadInput;
  }
#endif
  bool isRoot = !mpi || mpi->getProcessId() == ProcessId{};
  llvm::raw_ostream &errs = isRoot ? llvm::errs() : llvm::nulls();
  // Every rank partitions alike; rank 0 says what went wrong.
  std::optional<ScopedDiagnosticHandler> quiet;
  if (!isRoot)
    quiet.emplace(module.getContext(), [](Diagnostic &) { return success(); });
  std::vector<std::string> entries;
  for (func::FuncOp function : functions)
    entries.push_back(function.getSymName().str());
  auto program = PartitionedProgram::create(module, grid, entries);
  if (!program) {
    reportError(program.takeError(), errs);
    return BadInput;
  }
  llvm::Expected<std::vector<Tensor>> infeed = loadInfeed();
  if (!infeed) {
    reportError(infeed.takeError(), errs);
    return BadInput;
  }
  int code = Success;
  unsigned resultIndex = 0, failedChecks = 0;
  for (func::FuncOp function : functions) {
    auto arguments = loadArguments(function);
    if (arguments)
      if (llvm::Error e = Evaluator::checkArguments(function, *arguments))
        arguments = std::move(e);
    if (!arguments) {
      reportError(arguments.takeError(), errs);
      return BadInput;
    }
    Clock::time_point start = Clock::now();
    auto outcomes = runGlobalFunction(*program, mpi.get(), function, *arguments,
                                      *infeed, options);
    options.phases.run += secondsSince(start);
    // The partitioned module goes away with `program`.
    options.processReports.finishModule();
#ifdef HLOKIT_HAVE_MPI
    if (mpi)
      mpi->endRun();
#endif
    if (!outcomes) {
      reportError(outcomes.takeError(), errs);
      return RuntimeError;
    }
    for (const ProcessOutcome &outcome : *outcomes)
      failedChecks += outcome.failedChecks;
    code = std::max<int>(
        code, emitGlobalOutcome(*program, function, *outcomes, grid,
                                isRoot ? os : llvm::nulls(), errs,
                                isRoot ? llvm::StringRef(outputDir) : "",
                                resultIndex));
  }
#ifdef HLOKIT_HAVE_MPI
  if (mpi && code != RuntimeError)
    gatherReports(*mpi, options);
#endif
  if (code == Success && failedChecks) {
    reportError(makeError(llvm::formatv("{0} check(s) failed", failedChecks)),
                errs);
    return CheckFailed;
  }
#ifdef HLOKIT_HAVE_MPI
  // After a failed collective, messages in flight would keep MPI_Finalize
  // waiting (as in runOnMpi).
  if (mpi && code == RuntimeError) {
    os.flush();
    llvm::errs().flush();
    mpi->abort(code);
  }
#endif
  return static_cast<ExitCode>(code);
}

/// One size of the grid: the flag when given, else the module's attribute
/// (JAX writes `mhlo.num_replicas` and `mhlo.num_partitions`), else 1. A
/// flag that contradicts the attribute is an error.
llvm::Expected<unsigned> gridSize(ModuleOp module, llvm::StringRef attrName,
                                  const llvm::cl::opt<unsigned> &flag) {
  Attribute attr = module->getAttr(attrName);
  if (!attr)
    return flag.getValue();
  auto value = dyn_cast<IntegerAttr>(attr);
  if (!value || value.getValue().getSExtValue() < 1 ||
      !value.getValue().isSignedIntN(32))
    return makeError(llvm::formatv("the module's {0} must be a positive "
                                   "32-bit integer",
                                   attrName));
  unsigned size = value.getValue().getZExtValue();
  if (flag.getNumOccurrences() && flag != size)
    return makeError(llvm::formatv("--{0} {1} contradicts the module's {2} = "
                                   "{3}",
                                   flag.ArgStr, flag.getValue(), attrName,
                                   size));
  return size;
}

/// The number of devices of the mesh every top-level manual computation of
/// `module` runs on; nullopt when there is none or they differ.
std::optional<unsigned> manualMeshSize(ModuleOp module) {
  std::optional<unsigned> size;
  bool agree = true;
  module.walk<WalkOrder::PreOrder>([&](hlokit::sdy::ManualComputationOp op) {
    auto shardings = llvm::concat<const hlokit::sdy::TensorShardingAttr>(
        op.getInShardings().getShardings(),
        op.getOutShardings().getShardings());
    for (hlokit::sdy::TensorShardingAttr sharding : shardings) {
      hlokit::sdy::MeshAttr mesh = hlokit::sdy::getMesh(sharding, op);
      if (!mesh || mesh.getAxes().empty())
        continue;
      unsigned devices = mesh.getNumDevices();
      agree &= !size || *size == devices;
      size = devices;
    }
    return WalkResult::skip();
  });
  return agree ? size : std::nullopt;
}

/// The grid the module runs on (gridSize per dimension). Without flags and
/// grid attributes, the partitions are the devices of the mesh its manual
/// computations run on (GSPMD exports don't always say).
llvm::Expected<GridShape> gridShapeOf(ModuleOp module) {
  llvm::Expected<unsigned> replicas =
      gridSize(module, "mhlo.num_replicas", numReplicas);
  if (!replicas)
    return replicas.takeError();
  llvm::Expected<unsigned> partitions =
      gridSize(module, "mhlo.num_partitions", numPartitions);
  if (!partitions)
    return partitions.takeError();
  bool gridGiven = numReplicas.getNumOccurrences() ||
                   numPartitions.getNumOccurrences() ||
                   module->hasAttr("mhlo.num_replicas") ||
                   module->hasAttr("mhlo.num_partitions");
  if (!gridGiven)
    if (std::optional<unsigned> devices = manualMeshSize(module))
      return GridShape{1, *devices};
  return GridShape{*replicas, *partitions};
}

/// Says so when no function was selected although public ones exist (all
/// take arguments): a file of checks written that way would otherwise
/// pass without running one.
void warnIfNothingRuns(ModuleOp module, llvm::ArrayRef<func::FuncOp> selected) {
  if (!selected.empty())
    return;
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal() && !function.isPrivate()) {
      llvm::errs() << "hlokit-run: warning: nothing to run: every public "
                      "function takes arguments (run one with --entry NAME "
                      "and --input FILE.npy per argument)\n";
      return;
    }
}

ExitCode runModule(ModuleOp module, llvm::raw_ostream &os,
                   RunOptions &options) {
  llvm::Expected<llvm::SmallVector<func::FuncOp>> functions =
      selectFunctions(module);
  if (!functions) {
    reportError(functions.takeError());
    return BadInput;
  }
  warnIfNothingRuns(module, *functions);
  llvm::Expected<GridShape> grid = gridShapeOf(module);
  if (!grid) {
    reportError(grid.takeError());
    return BadInput;
  }
  if ((useMpi || grid->getNumProcesses() != 1) && repeat > 1) {
    reportError(makeError("--repeat runs on one process; this program runs "
                          "on a grid"));
    return BadInput;
  }
  if (grid->getNumProcesses() != 1 &&
      llvm::any_of(*functions, hasShardedSignature))
    return runGlobal(module, *functions, *grid, os, options);
  if (useMpi) {
#ifdef HLOKIT_HAVE_MPI
    return runOnMpi(module, *functions, *grid, os, options);
#else
    reportError(makeError("--mpi: this hlokit-run was built without MPI "
                          "(install libopenmpi-dev and reconfigure)"));
    return BadInput;
#endif
  }
  if (grid->getNumProcesses() != 1)
    return runOnGrid(module, *functions, *grid, os, options);
  Evaluator evaluator(module, llvm::errs());
  evaluator.setCollectiveTimeout(std::chrono::seconds(collectiveTimeout));
  evaluator.setLimits(options.limits);
  evaluator.setProbeOutputDir(probeOutputDir);
  llvm::Expected<std::vector<Tensor>> infeed = loadInfeed();
  if (!infeed) {
    reportError(infeed.takeError());
    return BadInput;
  }
  evaluator.setInfeed(std::move(*infeed));
  if (options.profiler)
    evaluator.addObserver(options.profiler);
  if (options.tracer)
    evaluator.addObserver(options.tracer);
  unsigned resultIndex = 0;
  for (func::FuncOp function : *functions) {
    llvm::Expected<llvm::SmallVector<RuntimeValue>> arguments =
        loadArguments(function);
    if (!arguments) {
      reportError(arguments.takeError());
      return BadInput;
    }
    if (llvm::Error e = Evaluator::checkArguments(function, *arguments)) {
      reportError(std::move(e));
      return BadInput;
    }
    llvm::Expected<llvm::SmallVector<RuntimeValue>> results =
        llvm::SmallVector<RuntimeValue>();
    std::vector<double> seconds;
    std::vector<long> faults;
    for (unsigned run = 0; run < repeat; ++run) {
      long faultsBefore = getPageFaults();
      Clock::time_point start = Clock::now();
      results = evaluator.run(function, *arguments);
      seconds.push_back(secondsSince(start));
      faults.push_back(getPageFaults() - faultsBefore);
      options.phases.run += seconds.back();
      if (!results) {
        reportError(results.takeError());
        return RuntimeError;
      }
    }
    if (repeat > 1)
      reportRepeats(function, seconds, faults);
    for (auto [result, type] :
         llvm::zip(*results, function.getFunctionType().getResults()))
      if (llvm::Error e =
              emitResult(result, type, os, resultIndex, outputDir)) {
        reportError(std::move(e));
        return RuntimeError;
      }
  }
  if (llvm::Error e = emitOutfeed(evaluator.getOutfeed(), os, outputDir)) {
    reportError(std::move(e));
    return RuntimeError;
  }
  if (unsigned failed = evaluator.getNumFailedChecks()) {
    reportError(makeError(llvm::formatv("{0} check(s) failed", failed)));
    return CheckFailed;
  }
  return Success;
}

/// The chunk padded with the newlines before it in the original file, and
/// named like it, so that locations in messages are those of the file.
std::unique_ptr<llvm::MemoryBuffer>
withOriginalLines(const llvm::MemoryBuffer &chunk,
                  const llvm::MemoryBufferRef &source) {
  llvm::StringRef before(source.getBufferStart(),
                         chunk.getBufferStart() - source.getBufferStart());
  std::string text(before.count('\n'), '\n');
  text += chunk.getBuffer();
  return llvm::MemoryBuffer::getMemBufferCopy(text,
                                              source.getBufferIdentifier());
}

/// Imports the shard_maps a module writes as GSPMD or XLA's round-trip
/// custom calls into sdy.manual_computation, which the interpreter runs.
LogicalResult importShardMaps(ModuleOp module) {
  if (hlokit::gspmd::getShardMapForm(module) ==
      hlokit::gspmd::ShardMapForm::None)
    return success();
  PassManager pm(module->getContext());
  pm.addPass(hlokit::gspmd::createImportManualComputationsPass());
  return pm.run(module);
}

/// Rewrites the ops the spec dropped (dot, einsum, ...) into the spec ops
/// the interpreter runs; a module without them is left as it is.
LogicalResult legalizeDeprecatedOps(ModuleOp module) {
  if (!hlokit::hasDeprecatedOps(module))
    return success();
  PassManager pm(module->getContext());
  pm.addPass(hlokit::createStablehloLegalizeDeprecatedOpsPass());
  return pm.run(module);
}

ExitCode processChunk(std::unique_ptr<llvm::MemoryBuffer> chunk,
                      const llvm::MemoryBufferRef &source,
                      llvm::raw_ostream &os, MLIRContext &context,
                      RunOptions &options) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(withOriginalLines(*chunk, source),
                               llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  Clock::time_point start = Clock::now();
  // Text, MLIR bytecode, or a portable artifact (converted to stablehlo).
  OwningOpRef<ModuleOp> module = hlokit::vhlo::parseProgram(
      sourceMgr, ParserConfig(&context, /*verifyAfterParse=*/false));
  options.phases.parse += secondsSince(start);
  if (!module)
    return BadInput;
  start = Clock::now();
  LogicalResult verified = verify(*module);
  if (succeeded(verified))
    verified = importShardMaps(*module);
  if (succeeded(verified))
    verified = legalizeDeprecatedOps(*module);
  options.phases.verify += secondsSince(start);
  if (failed(verified))
    return BadInput;
  if (checkOnly)
    return Success;
  ExitCode code = runModule(*module, os, options);
  if (options.profiler)
    options.profiler->finishModule();
  options.processReports.finishModule();
  return code;
}

/// Writes the profile and the trace the options ask for.
ExitCode writeReports(RunOptions &options) {
  auto open =
      [](llvm::StringRef path) -> std::unique_ptr<llvm::ToolOutputFile> {
    std::string error;
    auto file = openOutputFile(path, &error);
    if (!file)
      reportError(makeError("cannot write " + path + ": " + error));
    return file;
  };
  ProcessReports &grid = options.processReports;
  if (grid.isPrepared() && !grid.isGathered())
    grid.render(options.phases);
  // Under MPI, only rank 0 has the grid's reports to write.
  if (options.profiler && (!grid.isPrepared() || grid.hasProfile())) {
    std::unique_ptr<llvm::ToolOutputFile> file;
    if (!profileOutput.empty() && !(file = open(profileOutput)))
      return BadInput;
    llvm::raw_ostream &os = file ? file->os() : llvm::errs();
    if (grid.isPrepared())
      grid.writeProfile(os);
    else if (profile == ProfileFormat::Json)
      options.profiler->printJson(os, options.phases);
    else
      options.profiler->printTable(os, options.phases);
    if (file)
      file->keep();
  }
  if (options.tracer && (!grid.isPrepared() || grid.hasTrace())) {
    std::unique_ptr<llvm::ToolOutputFile> file = open(traceFile);
    if (!file)
      return BadInput;
    if (grid.isPrepared())
      grid.writeTrace(file->os());
    else
      options.tracer->write(file->os());
    file->keep();
  }
  if (printTimes)
    llvm::errs() << llvm::formatv(
        "hlokit-run: parse {0:f3} ms, verify {1:f3} ms, run {2:f3} ms\n",
        options.phases.parse * 1e3, options.phases.verify * 1e3,
        options.phases.run * 1e3);
  return Success;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  hlokit::setVersionPrinter("hlokit-run");
  llvm::cl::opt<unsigned> &threads = registerThreadsOption();
  hlokit::hideUnrelatedOptions(
      {&ioCategory, &executionCategory, &checksCategory, &diagnosticsCategory});
  llvm::cl::ParseCommandLineOptions(argc, argv, kOverview);
  if (threads.getNumOccurrences() && threads == 0) {
    reportError(makeError("--threads must be at least 1"));
    return BadInput;
  }
  if (threads > hlokit::getMaxNumThreads()) {
    reportError(makeError(llvm::formatv(
        "--threads {0} is more than {1}, the most this machine allows (4 per "
        "core, at least 64)",
        threads.getValue(), hlokit::getMaxNumThreads())));
    return BadInput;
  }
  if (maxTime < 0) {
    reportError(makeError("--max-time must not be negative"));
    return BadInput;
  }
  std::optional<int64_t> maxMemoryBytes =
      maxMemory.empty() ? 0 : hlokit::parseByteSize(maxMemory);
  if (!maxMemoryBytes) {
    reportError(makeError("--max-memory '" + maxMemory +
                          "' is not a byte count (a number with an optional "
                          "K, M, G or T suffix)"));
    return BadInput;
  }
  if (repeat == 0) {
    reportError(makeError("--repeat must be at least 1"));
    return BadInput;
  }
  hlokit::setNumThreads(threads);
  keepFreedMemory();
  if (numReplicas == 0 || numPartitions == 0) {
    reportError(makeError("--replicas and --partitions must be at least 1"));
    return BadInput;
  }
  DialectRegistry registry;
  hlokit::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(inputFile, &error);
  if (!buffer) {
    reportError(makeError(error));
    return BadInput;
  }
  Profiler profiler;
  TraceWriter tracer;
  RunOptions options;
  options.limits = {
      *maxMemoryBytes, maxSteps,
      std::chrono::milliseconds(std::llround(std::ceil(maxTime * 1e3)))};
  if (profile != ProfileFormat::None)
    options.profiler = &profiler;
  if (!traceFile.empty())
    options.tracer = &tracer;
  options.processReports = ProcessReports(
      options.profiler, profile == ProfileFormat::Json, options.tracer);
  int exitCode = Success;
  auto process = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                     const llvm::MemoryBufferRef &source,
                     llvm::raw_ostream &os) {
    ExitCode code =
        processChunk(std::move(chunk), source, os, context, options);
    exitCode = std::max(exitCode, static_cast<int>(code));
    return success(code == Success);
  };
  (void)splitAndProcessBuffer(std::move(buffer), process, llvm::outs(),
                              splitInputFile ? kDefaultSplitMarker : "", "");
  return std::max(exitCode, static_cast<int>(writeReports(options)));
}
