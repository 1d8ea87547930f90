//===- FuzzSupport.h - what hlokit's fuzz targets share ---------*- C++ -*-===//
//
// Each fuzz target is one LLVMFuzzerTestOneInput (docs/reliability.md). It
// gets a fresh context per input, so that a crash replays from its input
// alone, and drops every diagnostic: bad input is expected, only crashes,
// sanitizer reports, hangs and broken invariants are findings.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_FUZZ_FUZZSUPPORT_H
#define HLOKIT_FUZZ_FUZZSUPPORT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <string>

namespace hlokit::fuzz {

/// A context with hlokit's dialects registered, no threads, and a handler
/// that drops diagnostics.
class FuzzContext {
public:
  FuzzContext();
  ~FuzzContext();
  mlir::MLIRContext *get() { return context.get(); }

private:
  std::unique_ptr<mlir::MLIRContext> context;
};

/// The fuzzer's bytes as text, copied with a terminating zero as the tools'
/// readers (getMemBufferCopy) give it: MLIR's lexer reads up to a zero past
/// the end of a buffer that lacks one.
inline std::string asText(const uint8_t *data, size_t size) {
  return std::string(reinterpret_cast<const char *>(data), size);
}

/// Parses `text` as MLIR; null when it does not parse or verify.
mlir::OwningOpRef<mlir::ModuleOp> parseVerified(llvm::StringRef text,
                                                mlir::MLIRContext *context);

/// Runs the textual pass `pipeline` on `module` (anchored on
/// builtin.module). A pass may refuse its input, but one that succeeds must
/// leave valid IR: otherwise this aborts with the pipeline's name.
void runPipelineChecked(mlir::ModuleOp module, llvm::StringRef pipeline);

/// The text targets' body: parses and verifies `data` in a fresh context,
/// then calls `body` on the module (inputs that do not verify are skipped).
int fuzzVerified(const uint8_t *data, size_t size,
                 llvm::function_ref<void(mlir::ModuleOp)> body);

/// The pass targets' body: fuzzVerified running the pipeline `getPipeline`
/// gives for the module (empty: skip the input) with runPipelineChecked.
int fuzzPipeline(const uint8_t *data, size_t size,
                 llvm::function_ref<std::string(mlir::ModuleOp)> getPipeline);

/// Aborts with `message` on stderr: a broken invariant is a finding.
[[noreturn]] void reportBug(llvm::StringRef message);

} // namespace hlokit::fuzz

#endif // HLOKIT_FUZZ_FUZZSUPPORT_H
