//===- AnalyzeIndexing.cpp - fuzz target: indexing analysis ---------------===//
//
// Verified modules through the indexing analysis: every op's maps in both
// directions and every function's composed maps, each printed, as
// hlokit-print-indexing does (without writing them out).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "hlokit/Analysis/Indexing/FunctionIndexing.h"
#include "hlokit/Analysis/Indexing/OpIndexing.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace {

/// Prints every map, so the printer and the simplifier run on them too.
size_t printAll(llvm::ArrayRef<hlokit::indexing::IndexingMap> maps) {
  size_t length = 0;
  for (const hlokit::indexing::IndexingMap &map : maps)
    length += map.toString().size();
  return length;
}

void analyzeOp(mlir::Operation *op) {
  std::optional<mlir::RegisteredOperationName> name = op->getRegisteredInfo();
  if (!name || !hlokit::indexing::hasIndexingMaps(*name))
    return;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    printAll(hlokit::indexing::computeOutputToInputIndexing(op, i));
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    printAll(hlokit::indexing::computeInputToOutputIndexing(op, i));
}

void analyzeFunction(mlir::func::FuncOp func) {
  if (func.isExternal())
    return;
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    for (const auto &maps :
         hlokit::indexing::computeFunctionOutputToInputIndexing(func, i))
      printAll(maps);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return hlokit::fuzz::fuzzVerified(data, size, [](mlir::ModuleOp module) {
    module->walk([](mlir::Operation *op) { analyzeOp(op); });
    module->walk([](mlir::func::FuncOp func) { analyzeFunction(func); });
  });
}
