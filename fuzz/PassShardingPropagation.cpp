//===- PassShardingPropagation.cpp - fuzz target: propagation -------------===//
//
// Verified modules through Shardy's import passes and sharding propagation.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return hlokit::fuzz::fuzzPipeline(data, size, [](mlir::ModuleOp) {
    return std::string("builtin.module(sdy-propagation-pipeline)");
  });
}
