//===- PassAutodiff.cpp - fuzz target: jvp and vjp ------------------------===//
//
// Verified modules through forward and reverse mode differentiation of their
// first function.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return hlokit::fuzz::fuzzPipeline(data, size, [](mlir::ModuleOp module) {
    auto functions = module.getOps<mlir::func::FuncOp>();
    if (functions.empty())
      return std::string();
    std::string name = (*functions.begin()).getSymName().str();
    // Names with characters the pipeline syntax would misread are skipped.
    if (name.find_first_of("{} ,=\"'") != std::string::npos)
      return std::string();
    return "builtin.module(hlokit-jvp{func=" + name +
           "},hlokit-vjp{func=" + name + "})";
  });
}
