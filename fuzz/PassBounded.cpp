//===- PassBounded.cpp - fuzz target: bounded to static -------------------===//
//
// Verified modules through bounded tensors lowered to static buffers.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return hlokit::fuzz::fuzzPipeline(data, size, [](mlir::ModuleOp) {
    return std::string("builtin.module(hlokit-bounded-to-static)");
  });
}
