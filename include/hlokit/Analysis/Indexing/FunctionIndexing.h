//===- FunctionIndexing.h - indexing maps through a function ----*- C++ -*-===//
//
// Our counterpart of XLA's fusion indexing: the output-to-input maps from a
// result of a func.func to its arguments, composed through every op of the
// body (walked from the result back to the arguments; ops inside regions are
// not entered). Each composed map is simplified and its unused symbols
// removed; identical maps reaching an argument along several paths are kept
// once.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_FUNCTIONINDEXING_H
#define HLOKIT_ANALYSIS_INDEXING_FUNCTIONINDEXING_H

#include "hlokit/Analysis/Indexing/IndexingMap.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <vector>

namespace hlokit::indexing {

/// For each argument of `func`, the distinct maps from result `resultIndex`
/// (empty if the argument does not reach that result).
std::vector<llvm::SmallVector<IndexingMap>>
computeFunctionOutputToInputIndexing(mlir::func::FuncOp func,
                                     unsigned resultIndex);

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_FUNCTIONINDEXING_H
