//===- ReadBytecode.cpp - fuzz target: MLIR bytecode, portable artifacts --===//
//
// Any bytes through the tools' reader of bytecode and portable artifacts
// (deserializePortableArtifact: MLIR's reader with hlokit's vhlo and sdy
// bytecode hooks in a bounded child process, then the upgrade to stablehlo).
// MLIR 22's reader crashes on much damaged bytecode in-process
// (docs/reliability.md), which the child turns into errors; what is found
// here is what a user would meet: a crash or a hang of the tools, or a slow
// refusal. A module that reads must verify.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "hlokit/Conversion/VHLO/Serialization.h"

#include "mlir/IR/Verifier.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string bytes = hlokit::fuzz::asText(data, size);
  if (!hlokit::vhlo::isMlirBytecode(bytes))
    return 0;
  hlokit::fuzz::FuzzContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      hlokit::vhlo::deserializePortableArtifact(bytes, context.get());
  if (module && mlir::failed(mlir::verify(*module)))
    hlokit::fuzz::reportBug("invalid IR read from bytecode");
  return 0;
}
