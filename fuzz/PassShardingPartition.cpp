//===- PassShardingPartition.cpp - fuzz target: partitioning
//---------------===//
//
// Verified modules through --hlokit-partition: propagation, explicit
// reshards, reshards to collectives, padding and global to local.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return hlokit::fuzz::fuzzPipeline(data, size, [](mlir::ModuleOp) {
    return std::string("builtin.module(hlokit-partition)");
  });
}
