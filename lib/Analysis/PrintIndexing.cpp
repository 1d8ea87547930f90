//===- PrintIndexing.cpp - the --hlokit-print-indexing pass ---------------===//

#include "hlokit/Analysis/Indexing/FunctionIndexing.h"
#include "hlokit/Analysis/Indexing/OpIndexing.h"
#include "hlokit/Analysis/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace hlokit {

#define GEN_PASS_DEF_PRINTINDEXINGPASS
#include "hlokit/Analysis/Passes.h.inc"

namespace {

using namespace mlir;
using indexing::IndexingMap;

void printOp(Operation &op, unsigned index, llvm::raw_ostream &os) {
  os << "  op " << index << ' ' << op.getName() << '\n';
  for (unsigned result = 0; result < op.getNumResults(); ++result)
    for (auto [operand, map] :
         llvm::enumerate(indexing::computeOutputToInputIndexing(&op, result)))
      os << "    result " << result << " -> operand " << operand << ": " << map
         << '\n';
  for (unsigned operand = 0; operand < op.getNumOperands(); ++operand)
    for (auto [result, map] :
         llvm::enumerate(indexing::computeInputToOutputIndexing(&op, operand)))
      os << "    operand " << operand << " -> result " << result << ": " << map
         << '\n';
}

void printFunctionMaps(func::FuncOp func, llvm::raw_ostream &os) {
  for (unsigned result = 0; result < func.getNumResults(); ++result) {
    auto argumentMaps =
        indexing::computeFunctionOutputToInputIndexing(func, result);
    for (auto [argument, maps] : llvm::enumerate(argumentMaps)) {
      llvm::SmallVector<std::string> texts;
      for (const IndexingMap &map : maps)
        texts.push_back(map.toString());
      llvm::sort(texts);
      for (const std::string &text : texts)
        os << "  result " << result << " -> argument " << argument << ": "
           << text << '\n';
    }
  }
}

struct PrintIndexingPass
    : public impl::PrintIndexingPassBase<PrintIndexingPass> {
  void runOnOperation() override {
    llvm::raw_ostream &os = llvm::outs();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      os << "func @" << func.getSymName() << '\n';
      for (auto [index, op] :
           llvm::enumerate(func.getBody().front().without_terminator()))
        printOp(op, index, os);
      printFunctionMaps(func, os);
    }
    markAllAnalysesPreserved();
  }
};

} // namespace
} // namespace hlokit
