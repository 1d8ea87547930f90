//===- PassLegalizeChlo.cpp - fuzz target: legalize chlo ------------------===//
//
// Verified modules through chlo ops legalized to StableHLO.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return hlokit::fuzz::fuzzPipeline(data, size, [](mlir::ModuleOp) {
    return std::string("builtin.module(hlokit-legalize-chlo)");
  });
}
