//===- PassBatching.cpp - fuzz target: batching dims ----------------------===//
//
// Verified modules through gather/scatter batching dims expanded into the
// legacy form and raised back.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return hlokit::fuzz::fuzzPipeline(data, size, [](mlir::ModuleOp) {
    return std::string("builtin.module(hlokit-expand-batching-dims,hlokit-"
                       "raise-batching-dims)");
  });
}
