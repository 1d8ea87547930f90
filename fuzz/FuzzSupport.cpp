//===- FuzzSupport.cpp - what hlokit's fuzz targets share -----------------===//

#include "FuzzSupport.h"

#include "hlokit/InitAll.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <mutex>

namespace hlokit::fuzz {

namespace {

/// The registry every input's context is made from, filled once.
const mlir::DialectRegistry &getRegistry() {
  static const mlir::DialectRegistry *registry = [] {
    auto *filled = new mlir::DialectRegistry;
    registerAllDialects(*filled);
    registerAllPasses();
    return filled;
  }();
  return *registry;
}

} // namespace

FuzzContext::FuzzContext()
    : context(std::make_unique<mlir::MLIRContext>(
          getRegistry(), mlir::MLIRContext::Threading::DISABLED)) {
  context->getDiagEngine().registerHandler(
      [](mlir::Diagnostic &) { return mlir::success(); });
}

FuzzContext::~FuzzContext() = default;

mlir::OwningOpRef<mlir::ModuleOp> parseVerified(llvm::StringRef text,
                                                mlir::MLIRContext *context) {
  mlir::ParserConfig config(context, /*verifyAfterParse=*/true);
  return mlir::parseSourceString<mlir::ModuleOp>(text, config, "fuzz");
}

void runPipelineChecked(mlir::ModuleOp module, llvm::StringRef pipeline) {
  mlir::PassManager pm(module->getContext());
  // Verified below, to tell a pass that refused its input (fine) from one
  // that broke the IR (a bug).
  pm.enableVerifier(false);
  if (mlir::failed(mlir::parsePassPipeline(pipeline, pm)))
    reportBug(("cannot parse the pipeline " + pipeline).str());
  if (mlir::failed(pm.run(module)))
    return;
  if (mlir::failed(mlir::verify(module)))
    reportBug(("invalid IR after " + pipeline).str());
}

int fuzzVerified(const uint8_t *data, size_t size,
                 llvm::function_ref<void(mlir::ModuleOp)> body) {
  FuzzContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      parseVerified(asText(data, size), context.get());
  if (module)
    body(*module);
  return 0;
}

int fuzzPipeline(const uint8_t *data, size_t size,
                 llvm::function_ref<std::string(mlir::ModuleOp)> getPipeline) {
  return fuzzVerified(data, size, [&](mlir::ModuleOp module) {
    std::string pipeline = getPipeline(module);
    if (!pipeline.empty())
      runPipelineChecked(module, pipeline);
  });
}

void reportBug(llvm::StringRef message) {
  llvm::errs() << "fuzz: " << message << "\n";
  llvm::errs().flush();
  std::abort();
}

} // namespace hlokit::fuzz
