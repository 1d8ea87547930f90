//===- hlokit-opt.cpp - mlir-opt with hlokit's dialects and passes --------===//
//
// MLIR bytecode input may be an untrusted portable artifact, which MLIR's
// reader can crash or hang on; it is read in a bounded child process, as
// hlokit-translate and hlokit-run read it, and the module read there is what
// the driver gets.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/InitAll.h"
#include "hlokit/Support/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

namespace {

/// The driver on `inputFilename`, whose bytecode is replaced by the module
/// readBytecodeBufferIsolated read from it.
mlir::LogicalResult run(llvm::StringRef inputFilename,
                        llvm::StringRef outputFilename,
                        mlir::DialectRegistry &registry,
                        const mlir::MlirOptMainConfig &config) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return mlir::failure();
  }
  if (hlokit::vhlo::isMlirBytecode(input->getBuffer())) {
    mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
    context.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
    mlir::FailureOr<std::unique_ptr<llvm::MemoryBuffer>> safe =
        hlokit::vhlo::readBytecodeBufferIsolated(*input, &context);
    if (mlir::failed(safe))
      return mlir::failure();
    input = std::move(*safe);
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return mlir::failure();
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return mlir::failure();
  output->keep();
  return mlir::success();
}

} // namespace

int main(int argc, char **argv) {
  hlokit::setVersionPrinter("hlokit-opt");
  mlir::DialectRegistry registry;
  hlokit::registerAllDialects(registry);
  hlokit::registerAllPasses();
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "hlokit optimizer driver\n", registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  // The listings print without reading the input.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  return mlir::asMainReturnCode(
      run(inputFilename, outputFilename, registry, config));
}
