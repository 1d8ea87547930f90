//===- ParseText.cpp - fuzz target: MLIR text parse and verify ------------===//
//
// Any text through the parser and verifiers of hlokit's dialects. A module
// that verifies must print, in the custom and the generic form, to text
// that parses and verifies again.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "mlir/IR/OperationSupport.h"

namespace {

/// `module` printed with `flags`.
std::string print(mlir::ModuleOp module, const mlir::OpPrintingFlags &flags) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, flags);
  return text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return hlokit::fuzz::fuzzVerified(data, size, [](mlir::ModuleOp module) {
    for (bool generic : {false, true}) {
      mlir::OpPrintingFlags flags;
      if (generic)
        flags.printGenericOpForm();
      std::string text = print(module, flags);
      if (!hlokit::fuzz::parseVerified(text, module->getContext()))
        hlokit::fuzz::reportBug(
            std::string("a verified module does not parse again from its ") +
            (generic ? "generic" : "custom") + " form:\n" + text);
    }
  });
}
