//===- Session.cpp - hlokit as a library: load, transform, run ------------===//

#include "hlokit/API/Session.h"

#include "hlokit/API/GlobalProgram.h"
#include "hlokit/Analysis/Indexing/FunctionIndexing.h"
#include "hlokit/Autodiff/Autodiff.h"
#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Runtime/RuntimeShapes.h"
#include "hlokit/Interpreter/Tensor/Npy.h"
#include "hlokit/Support/Parallel.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"

#include <algorithm>

using namespace mlir;

namespace hlokit::api {

namespace {

Diagnostic toDiagnostic(mlir::Diagnostic &diagnostic) {
  Diagnostic d;
  if (auto loc = diagnostic.getLocation()->findInstanceOf<FileLineColLoc>()) {
    d.file = loc.getFilename().str();
    d.line = loc.getLine();
    d.column = loc.getColumn();
  }
  switch (diagnostic.getSeverity()) {
  case DiagnosticSeverity::Error:
    d.severity = "error";
    break;
  case DiagnosticSeverity::Warning:
    d.severity = "warning";
    break;
  case DiagnosticSeverity::Note:
    d.severity = "note";
    break;
  case DiagnosticSeverity::Remark:
    d.severity = "remark";
    break;
  }
  d.message = diagnostic.str();
  return d;
}

/// Collects every diagnostic (notes included) emitted while it lives.
class DiagnosticCollector {
public:
  explicit DiagnosticCollector(MLIRContext *context)
      : handler(context, [this](mlir::Diagnostic &diagnostic) {
          diagnostics.push_back(toDiagnostic(diagnostic));
          for (mlir::Diagnostic &note : diagnostic.getNotes())
            diagnostics.push_back(toDiagnostic(note));
          return success();
        }) {}

  [[noreturn]] void fail(const std::string &summary) {
    throw Error(summary, std::move(diagnostics));
  }

private:
  std::vector<Diagnostic> diagnostics;
  ScopedDiagnosticHandler handler;
};

std::shared_ptr<MLIRContext> makeContext() {
  static bool passesRegistered = (registerAllPasses(), true);
  (void)passesRegistered;
  DialectRegistry registry;
  registerAllDialects(registry);
  auto context =
      std::make_shared<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  context->loadAllAvailableDialects();
  return context;
}

/// Results that share a buffer with an argument (an identity function) or
/// with an earlier result (`return %x, %x`) get their own copy.
void ownResults(std::vector<interpreter::Tensor> &results,
                llvm::ArrayRef<interpreter::RuntimeValue> arguments) {
  llvm::SmallPtrSet<const char *, 8> seen;
  for (const interpreter::RuntimeValue &argument : arguments)
    seen.insert(argument.getTensor().getRawData());
  for (interpreter::Tensor &result : results) {
    if (!result.getNumElements() || seen.insert(result.getRawData()).second)
      continue;
    llvm::Expected<interpreter::Tensor> copy = result.clone();
    if (!copy)
      throw Error(llvm::toString(copy.takeError()));
    result = std::move(*copy);
  }
}

/// The interpreter's reports (a run-time error, the check log) as
/// diagnostics: `file:line:col: message` lines keep their location.
std::vector<Diagnostic> parseReport(llvm::StringRef report) {
  static const llvm::Regex located("^([^:]+):([0-9]+):([0-9]+): (.*)$");
  std::vector<Diagnostic> diagnostics;
  llvm::SmallVector<llvm::StringRef> lines;
  report.split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines) {
    Diagnostic d;
    d.severity = "error";
    d.message = line.str();
    llvm::SmallVector<llvm::StringRef> parts;
    if (located.match(line, &parts)) {
      d.file = parts[1].str();
      parts[2].getAsInteger(10, d.line);
      parts[3].getAsInteger(10, d.column);
      d.message = parts[4].str();
    }
    diagnostics.push_back(std::move(d));
  }
  return diagnostics;
}

} // namespace

std::string formatDiagnostic(const Diagnostic &diagnostic) {
  std::string location;
  if (!diagnostic.file.empty())
    location = llvm::formatv("{0}:{1}:{2}: ", diagnostic.file, diagnostic.line,
                             diagnostic.column);
  return location + diagnostic.severity + ": " + diagnostic.message;
}

Error::Error(std::string summary, std::vector<Diagnostic> diagnostics)
    : diagnostics(std::move(diagnostics)), text(std::move(summary)) {
  for (const Diagnostic &d : this->diagnostics)
    text += "\n" + formatDiagnostic(d);
}

std::string Error::getLabel() const {
  llvm::Regex label("([a-z][a-z0-9_]*_c[0-9]+):");
  for (const Diagnostic &d : diagnostics) {
    llvm::SmallVector<llvm::StringRef> matches;
    if (label.match(d.message, &matches))
      return matches[1].str();
  }
  return "";
}

Module::Module(std::shared_ptr<MLIRContext> context,
               OwningOpRef<ModuleOp> module)
    : context(std::move(context)),
      module(std::make_shared<OwningOpRef<ModuleOp>>(std::move(module))),
      plans(interpreter::createPlanCache()),
      partitioned(
          std::make_shared<std::map<std::pair<std::string, int>,
                                    interpreter::PartitionedProgram>>()) {}

Module Module::parse(const std::string &text, const std::string &name) {
  std::shared_ptr<MLIRContext> context = makeContext();
  DiagnosticCollector diagnostics(context.get());
  // Text, MLIR bytecode or a portable artifact (converted to stablehlo).
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, name),
                               llvm::SMLoc());
  OwningOpRef<ModuleOp> module =
      vhlo::parseProgram(sourceMgr, ParserConfig(context.get()));
  if (!module)
    diagnostics.fail("cannot load " + name);
  return Module(std::move(context), std::move(module));
}

Module Module::load(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buffer)
    throw Error("cannot read " + path + ": " + buffer.getError().message());
  return parse((*buffer)->getBuffer().str(), path);
}

std::vector<std::string> Module::getFunctionNames() const {
  std::vector<std::string> names;
  for (auto function : get().getOps<func::FuncOp>())
    if (!function.isExternal())
      names.push_back(function.getSymName().str());
  return names;
}

std::string Module::print(bool generic) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  get()->print(os, flags);
  return text;
}

Module Module::copy() const {
  return Module(context, OwningOpRef<ModuleOp>(get().clone()));
}

func::FuncOp Module::lookup(const std::string &function) const {
  auto op = get().lookupSymbol<func::FuncOp>(function);
  if (!op || op.isExternal())
    throw Error("no function @" + function + " in the module");
  return op;
}

Module Module::runPasses(const std::string &pipeline) const {
  Module result = copy();
  DiagnosticCollector diagnostics(context.get());
  PassManager pm(context.get(), ModuleOp::getOperationName());
  std::string parseError;
  llvm::raw_string_ostream os(parseError);
  if (failed(parsePassPipeline(pipeline, pm, os)))
    throw Error("bad pass pipeline '" + pipeline + "': " + parseError);
  if (failed(pm.run(result.get())))
    diagnostics.fail("pass pipeline '" + pipeline + "' failed");
  return result;
}

Module Module::propagateShardings() const {
  return runPasses("sdy-propagation-pipeline");
}

namespace {

std::string printSharding(Value value) {
  sdy::TensorShardingAttr sharding = sdy::getSharding(value);
  if (!sharding)
    return "";
  std::string text;
  llvm::raw_string_ostream os(text);
  os << sharding;
  return text;
}

std::string printLocation(Location loc) {
  auto fileLoc = dyn_cast<FileLineColLoc>(loc);
  if (!fileLoc)
    return "";
  return llvm::formatv("{0}:{1}:{2}", fileLoc.getFilename().getValue(),
                       fileLoc.getLine(), fileLoc.getColumn());
}

} // namespace

std::vector<ValueSharding>
Module::getShardings(const std::string &function) const {
  func::FuncOp func = lookup(function);
  std::vector<ValueSharding> shardings;
  for (BlockArgument argument : func.getArguments())
    shardings.push_back(
        {"argument", argument.getArgNumber(), "", printSharding(argument)});
  func.getBody().walk([&](Operation *op) {
    for (OpResult result : op->getResults())
      shardings.push_back({op->getName().getStringRef().str(),
                           result.getResultNumber(),
                           printLocation(op->getLoc()), printSharding(result)});
  });
  return shardings;
}

Module Module::vjp(const std::string &function) const {
  Module result = copy();
  DiagnosticCollector diagnostics(context.get());
  if (failed(autodiff::buildVjp(result.lookup(function))))
    diagnostics.fail("cannot differentiate @" + function);
  return result;
}

Module Module::jvp(const std::string &function) const {
  Module result = copy();
  DiagnosticCollector diagnostics(context.get());
  if (failed(autodiff::buildJvp(result.lookup(function))))
    diagnostics.fail("cannot differentiate @" + function);
  return result;
}

namespace {

/// The results of a run as the API returns them: tensors only, none sharing
/// a buffer with an argument or another result.
std::vector<interpreter::Tensor>
toResults(const std::string &function,
          llvm::ArrayRef<interpreter::RuntimeValue> results,
          llvm::ArrayRef<interpreter::RuntimeValue> arguments) {
  std::vector<interpreter::Tensor> tensors;
  for (const interpreter::RuntimeValue &value : results) {
    if (!value.isTensor())
      throw Error("@" + function +
                  " returns a token or tuple, which the API "
                  "does not return");
    tensors.push_back(value.getTensor());
  }
  ownResults(tensors, arguments);
  return tensors;
}

/// Runs `function` of `program`, partitioned from a global program, on its
/// grid (Module::run).
std::vector<interpreter::Tensor>
runPartitioned(const interpreter::PartitionedProgram &program,
               const std::string &name,
               llvm::ArrayRef<interpreter::RuntimeValue> arguments,
               const interpreter::RunLimits &limits) {
  using namespace interpreter;
  ParallelOptions options;
  options.limits = limits;
  auto outcomes = program.run(name, arguments, {}, options);
  if (!outcomes)
    throw Error(llvm::toString(outcomes.takeError()));
  std::string report;
  unsigned failed = 0;
  llvm::SmallVector<llvm::SmallVector<RuntimeValue>> local;
  for (auto [id, outcome] : llvm::enumerate(*outcomes)) {
    report += outcome.checkLog;
    failed += outcome.failedChecks;
    if (!outcome.results)
      throw Error(
          llvm::formatv("run-time error in @{0} on device {1}", name, id).str(),
          parseReport(outcome.error));
    local.push_back(*outcome.results);
  }
  if (failed)
    throw Error(
        llvm::formatv("{0} check(s) failed in @{1}", failed, name).str(),
        parseReport(report));
  auto results = program.assembleResults(name, local);
  if (!results)
    throw Error(llvm::toString(results.takeError()));
  return toResults(name, *results, arguments);
}

} // namespace

const interpreter::PartitionedProgram &
Module::getPartitioned(func::FuncOp function, int partitions) const {
  using namespace interpreter;
  std::string name = function.getSymName().str();
  auto it = partitioned->find({name, partitions});
  if (it != partitioned->end())
    return it->second;
  if (!hasShardedSignature(function))
    throw Error(llvm::formatv("@{0} has no shardings in its signature; "
                              "partitions={1} runs a program with shardings "
                              "on global shapes",
                              name, partitions)
                    .str());
  DiagnosticCollector diagnostics(context.get());
  GridShape grid{1, static_cast<uint32_t>(partitions)};
  auto program = PartitionedProgram::create(get(), grid, {name});
  if (!program)
    diagnostics.fail(llvm::toString(program.takeError()));
  return partitioned
      ->emplace(std::make_pair(name, partitions), std::move(*program))
      .first->second;
}

std::vector<interpreter::Tensor>
Module::run(const std::string &function,
            const std::vector<interpreter::Tensor> &arguments, int partitions,
            const interpreter::RunLimits &limits) const {
  using namespace interpreter;
  if (partitions < 1)
    throw Error("partitions must be at least 1");
  func::FuncOp op = lookup(function);
  if (op.getNumArguments() != arguments.size())
    throw Error(llvm::formatv("function @{0} takes {1} argument(s) but {2} "
                              "were given",
                              function, op.getNumArguments(), arguments.size())
                    .str());
  llvm::SmallVector<RuntimeValue> values;
  for (auto [i, argument] : llvm::enumerate(arguments)) {
    llvm::Expected<Tensor> bound = bindArgument(
        argument, op.getArgumentTypes()[i],
        "function @" + function + " argument " + std::to_string(i));
    if (!bound)
      throw Error(llvm::toString(bound.takeError()));
    values.push_back(std::move(*bound));
  }
  if (partitions > 1)
    return runPartitioned(getPartitioned(op, partitions), function, values,
                          limits);
  std::string checkLog;
  llvm::raw_string_ostream log(checkLog);
  Evaluator evaluator(get(), log, plans);
  evaluator.setLimits(limits);
  llvm::Expected<llvm::SmallVector<RuntimeValue>> results =
      evaluator.run(op, values);
  if (!results)
    throw Error("run-time error in @" + function,
                parseReport(llvm::toString(results.takeError())));
  if (unsigned failed = evaluator.getNumFailedChecks())
    throw Error(
        llvm::formatv("{0} check(s) failed in @{1}", failed, function).str(),
        parseReport(checkLog));
  return toResults(function, *results, values);
}

std::vector<std::optional<std::string>>
Module::getArgumentDescriptors(const std::string &function) const {
  std::vector<std::optional<std::string>> descriptors;
  for (Type type : lookup(function).getArgumentTypes()) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    std::optional<interpreter::ElementType> elementType =
        tensorType ? interpreter::getElementType(tensorType.getElementType())
                   : std::nullopt;
    std::optional<llvm::StringRef> descr =
        elementType ? interpreter::getNpyDescr(*elementType) : std::nullopt;
    descriptors.push_back(descr ? std::optional<std::string>(descr->str())
                                : std::nullopt);
  }
  return descriptors;
}

std::vector<ArgumentIndexing>
Module::getIndexingMaps(const std::string &function, unsigned result) const {
  func::FuncOp op = lookup(function);
  if (result >= op.getNumResults())
    throw Error(llvm::formatv("@{0} has {1} result(s), not {2}", function,
                              op.getNumResults(), result + 1)
                    .str());
  std::vector<ArgumentIndexing> maps;
  for (auto [argument, argumentMaps] : llvm::enumerate(
           indexing::computeFunctionOutputToInputIndexing(op, result)))
    for (const indexing::IndexingMap &map : argumentMaps)
      maps.push_back({context, static_cast<unsigned>(argument), map});
  return maps;
}

interpreter::ElementType
Module::parseElementType(const std::string &name) const {
  DiagnosticCollector diagnostics(context.get());
  Type type = mlir::parseType(name, context.get());
  std::optional<interpreter::ElementType> elementType =
      type ? interpreter::getElementType(type) : std::nullopt;
  if (!elementType)
    throw Error("'" + name + "' is not an element type hlokit can run");
  return *elementType;
}

int getNumThreads() { return static_cast<int>(hlokit::getNumThreads()); }

void setNumThreads(int threads) {
  hlokit::setNumThreads(static_cast<unsigned>(std::max(threads, 1)));
}

} // namespace hlokit::api
