//===- hlokit-translate.cpp - read and write portable artifacts -----------===//
//
// `--serialize --target=X.Y.Z` turns a StableHLO program (text or bytecode)
// into a portable artifact; `--deserialize` turns an artifact (or any MLIR
// bytecode or text) back into StableHLO text. Exit code 0 on success, 1 on
// any error, reported on stderr (`--verify-diagnostics` checks them against
// the input's expected-* comments instead).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/InitAll.h"
#include "hlokit/Support/CommandLine.h"
#include "hlokit/Support/Version.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

namespace {

llvm::cl::OptionCategory category("hlokit-translate options");

enum class Mode { None, Serialize, Deserialize };
llvm::cl::opt<Mode>
    mode(llvm::cl::desc("Translation:"), llvm::cl::init(Mode::None),
         llvm::cl::values(
             clEnumValN(Mode::Serialize, "serialize",
                        "Write a StableHLO program as a portable artifact"),
             clEnumValN(Mode::Deserialize, "deserialize",
                        "Read a portable artifact and print it as StableHLO")),
         llvm::cl::cat(category));
llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                     llvm::cl::desc("<input file>"),
                                     llvm::cl::init("-"),
                                     llvm::cl::cat(category));
llvm::cl::opt<std::string> outputFile("o", llvm::cl::desc("Output file"),
                                      llvm::cl::value_desc("file"),
                                      llvm::cl::init("-"),
                                      llvm::cl::cat(category));
llvm::cl::opt<std::string>
    target("target",
           llvm::cl::desc("StableHLO version of the artifact: X.Y.Z or "
                          "'current' (with --serialize)"),
           llvm::cl::init("current"), llvm::cl::cat(category));

llvm::cl::opt<bool>
    stripDebugInfo("strip-debuginfo",
                   llvm::cl::desc("Write unknown locations (with --serialize)"),
                   llvm::cl::cat(category));

llvm::cl::opt<bool> allowOtherDialects(
    "allow-other-dialects",
    llvm::cl::desc("Keep ops and attributes of dialects without vhlo ops as "
                   "they are (with --serialize; upstream's option)"),
    llvm::cl::cat(category));

llvm::cl::opt<bool> verifyDiagnostics(
    "verify-diagnostics",
    llvm::cl::desc("Check the diagnostics against the expected-* comments "
                   "of the input, as mlir-translate does"),
    llvm::cl::cat(category));

llvm::cl::opt<bool> printStablehloVersion(
    "print-stablehlo-version",
    llvm::cl::desc("Print the artifact's StableHLO version as a comment "
                   "before the program (with --deserialize)"),
    llvm::cl::cat(category));

/// Upstream's comment line naming the artifact's version.
void printArtifactVersion(const llvm::MemoryBuffer &input,
                          llvm::raw_ostream &os) {
  std::optional<hlokit::vhlo::Version> version =
      hlokit::vhlo::getArtifactVersion(input.getBuffer());
  if (version)
    os << "// Reading portable artifact with StableHLO version: "
       << version->str() << "\n";
  else
    os << "// Failed parsing StableHLO version from portable artifact\n";
}

LogicalResult translate(llvm::SourceMgr &sourceMgr, MLIRContext &context,
                        llvm::raw_ostream &os) {
  if (mode == Mode::Deserialize) {
    if (printStablehloVersion)
      printArtifactVersion(
          *sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID()), os);
    OwningOpRef<ModuleOp> module =
        hlokit::vhlo::parseProgram(sourceMgr, ParserConfig(&context));
    if (!module || failed(verify(*module)))
      return failure();
    module->print(os);
    os << '\n';
    return success();
  }
  OwningOpRef<ModuleOp> module =
      hlokit::vhlo::parseProgram(sourceMgr, ParserConfig(&context));
  if (!module || failed(verify(*module)))
    return failure();
  if (stripDebugInfo) {
    PassManager pm(&context);
    pm.addPass(createStripDebugInfoPass());
    if (failed(pm.run(*module)))
      return failure();
  }
  return hlokit::vhlo::serializePortableArtifact(*module, target, os,
                                                 allowOtherDialects);
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  hlokit::setVersionPrinter("hlokit-translate");
  hlokit::hideUnrelatedOptions({&category});
  llvm::cl::ParseCommandLineOptions(
      argc, argv, "hlokit translator: StableHLO portable artifacts\n");
  if (mode == Mode::None) {
    llvm::errs() << "hlokit-translate: give --serialize or --deserialize\n";
    return 1;
  }
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << "hlokit-translate: " << error << '\n';
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFile, &error);
  if (!output) {
    llvm::errs() << "hlokit-translate: " << error << '\n';
    return 1;
  }

  DialectRegistry registry;
  hlokit::registerAllDialects(registry);
  MLIRContext context(registry);
  // As mlir-translate: the expected diagnostics do not list the op notes.
  context.printOpOnDiagnostic(!verifyDiagnostics);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  if (verifyDiagnostics) {
    // The translation may fail; the diagnostics decide.
    SourceMgrDiagnosticVerifierHandler verifier(sourceMgr, &context);
    (void)translate(sourceMgr, context, output->os());
    if (failed(verifier.verify()))
      return 1;
  } else {
    SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
    if (failed(translate(sourceMgr, context, output->os())))
      return 1;
  }
  output->keep();
  return 0;
}
