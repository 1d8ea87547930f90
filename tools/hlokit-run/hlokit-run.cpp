//===- hlokit-run.cpp - run StableHLO programs ----------------------------===//
//
//   hlokit-run FILE.mlir                 run every public function without
//                                        arguments, print the results
//   hlokit-run FILE.mlir --entry f --input a.npy --input b.npy
//                                        run @f on .npy arguments
//   --output-dir DIR                     also write result<i>.npy files
//   --split-input-file                   treat `// -----` chunks separately
//
// Exit status 1 when anything fails: parsing, an unsupported op, a bad
// input, an allocation, or a check op.
//
//===----------------------------------------------------------------------===//

#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Evaluator.h"
#include "hlokit/Interpreter/Npy.h"
#include "hlokit/Interpreter/Printer.h"
#include "hlokit/Interpreter/RuntimeShapes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace hlokit::interpreter;

namespace {

llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                     llvm::cl::desc("<input .mlir file>"),
                                     llvm::cl::init("-"));
llvm::cl::opt<std::string>
    entry("entry", llvm::cl::desc("Run only this function (default: every "
                                  "public function without arguments; "
                                  "'main' when --input is given)"));
llvm::cl::list<std::string>
    inputs("input", llvm::cl::desc("A .npy file for the next argument"));
llvm::cl::opt<std::string>
    outputDir("output-dir",
              llvm::cl::desc("Write result i as <dir>/result<i>.npy"));
llvm::cl::opt<bool> splitInputFile(
    "split-input-file",
    llvm::cl::desc("Split the input on '// -----' and run each chunk"));

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(message.str());
}

void reportError(llvm::Error error) {
  llvm::errs() << "hlokit-run: error: " << llvm::toString(std::move(error))
               << "\n";
}

/// The functions to run: --entry, or every public definition without
/// arguments.
llvm::Expected<llvm::SmallVector<func::FuncOp>>
selectFunctions(ModuleOp module) {
  llvm::SmallVector<func::FuncOp> functions;
  std::string name = entry;
  if (name.empty() && !inputs.empty())
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

/// Checks an input tensor against the parameter type it is bound to.
llvm::Expected<Tensor> bindInput(const Tensor &tensor, Type paramType,
                                 unsigned index, llvm::StringRef path) {
  auto type = dyn_cast<RankedTensorType>(paramType);
  std::optional<ElementType> elementType =
      type ? getElementType(type.getElementType()) : std::nullopt;
  std::string label = llvm::formatv("input {0} ({1})", index, path).str();
  if (!elementType) {
    std::string typeName;
    llvm::raw_string_ostream os(typeName);
    paramType.print(os);
    return makeError(label + ": parameter type " + typeName +
                     " is not supported");
  }
  ElementType expectedType = *elementType;
  llvm::Expected<Tensor> adapted =
      adaptNpyElementType(tensor, expectedType, label);
  if (!adapted)
    return adapted;
  if (std::optional<std::string> why =
          checkShapeFits(tensor.getShape(), type)) {
    std::string expected;
    llvm::raw_string_ostream os(expected);
    type.print(os);
    return makeError(label + ": expected " + expected + ", got " +
                     getTensorTypeString(tensor.getShape(), expectedType) +
                     ": " + *why);
  }
  return adapted;
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
loadArguments(func::FuncOp function) {
  if (function.getNumArguments() != inputs.size())
    return makeError(llvm::formatv("function @{0} takes {1} argument(s) but "
                                   "{2} input(s) were given",
                                   function.getName(),
                                   function.getNumArguments(), inputs.size()));
  llvm::SmallVector<RuntimeValue> arguments;
  for (auto [i, path] : llvm::enumerate(inputs)) {
    llvm::Expected<Tensor> tensor = readNpy(path);
    if (!tensor)
      return tensor.takeError();
    llvm::Expected<Tensor> bound =
        bindInput(*tensor, function.getArgumentTypes()[i], i, path);
    if (!bound)
      return bound.takeError();
    arguments.push_back(std::move(*bound));
  }
  return arguments;
}

/// Prints a result (tuples element by element) and writes its .npy file.
llvm::Error emitResult(const RuntimeValue &value, llvm::raw_ostream &os,
                       unsigned &resultIndex) {
  switch (value.getKind()) {
  case RuntimeValue::Kind::Token:
    os << "!stablehlo.token\n";
    ++resultIndex;
    return llvm::Error::success();
  case RuntimeValue::Kind::Tuple:
    for (const RuntimeValue &element : value.getTuple())
      if (llvm::Error e = emitResult(element, os, resultIndex))
        return e;
    return llvm::Error::success();
  case RuntimeValue::Kind::Tensor:
    break;
  }
  printTensor(os, value.getTensor());
  os << "\n";
  unsigned index = resultIndex++;
  if (outputDir.empty())
    return llvm::Error::success();
  if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
    return makeError("cannot create " + outputDir + ": " + ec.message());
  llvm::SmallString<128> path(outputDir);
  llvm::sys::path::append(path, "result" + std::to_string(index) + ".npy");
  return writeNpy(value.getTensor(), path);
}

LogicalResult runModule(ModuleOp module, llvm::raw_ostream &os) {
  llvm::Expected<llvm::SmallVector<func::FuncOp>> functions =
      selectFunctions(module);
  if (!functions) {
    reportError(functions.takeError());
    return failure();
  }
  Evaluator evaluator(module, llvm::errs());
  unsigned resultIndex = 0;
  for (func::FuncOp function : *functions) {
    llvm::Expected<llvm::SmallVector<RuntimeValue>> arguments =
        loadArguments(function);
    if (!arguments) {
      reportError(arguments.takeError());
      return failure();
    }
    llvm::Expected<llvm::SmallVector<RuntimeValue>> results =
        evaluator.run(function, *arguments);
    if (!results) {
      reportError(results.takeError());
      return failure();
    }
    for (const RuntimeValue &result : *results)
      if (llvm::Error e = emitResult(result, os, resultIndex)) {
        reportError(std::move(e));
        return failure();
      }
  }
  if (unsigned failed = evaluator.getNumFailedChecks()) {
    reportError(makeError(llvm::formatv("{0} check(s) failed", failed)));
    return failure();
  }
  return success();
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

LogicalResult processChunk(std::unique_ptr<llvm::MemoryBuffer> chunk,
                           const llvm::MemoryBufferRef &source,
                           llvm::raw_ostream &os, MLIRContext &context) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(withOriginalLines(*chunk, source),
                               llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return failure();
  return runModule(*module, os);
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "hlokit-run: run StableHLO programs\n");
  DialectRegistry registry;
  hlokit::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(inputFile, &error);
  if (!buffer) {
    reportError(makeError(error));
    return 1;
  }
  auto process = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                     const llvm::MemoryBufferRef &source,
                     llvm::raw_ostream &os) {
    return processChunk(std::move(chunk), source, os, context);
  };
  LogicalResult result =
      splitAndProcessBuffer(std::move(buffer), process, llvm::outs(),
                            splitInputFile ? kDefaultSplitMarker : "", "");
  return failed(result) ? 1 : 0;
}
