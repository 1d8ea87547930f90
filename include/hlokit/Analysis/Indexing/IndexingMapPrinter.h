//===- IndexingMapPrinter.h - XLA's indexing map text format ----*- C++ -*-===//
//
// The text format of XLA's indexing_map_serialization:
//
//   (d0, d1)[s0]{rt0} -> (d0 + s0, d1 floordiv 2), domain: d0 in [0, 9],
//   d1 in [0, 19], s0 in [0, 3], rt0 in [0, 5], d0 + s0 in [0, 11]
//
// (on one line). `[...]` is printed when there are range variables, `{...}`
// when there are runtime variables, the domain when there is any variable.
// Constraints are sorted by their text. Binary operators other than `+` get
// parentheses when nested; `x * -1` prints as `-x`, `a + x * -1` as `a - x`,
// `a + x * -c` as `a - x * c` and `a + -c` as `a - c`. Undefined and known
// empty maps print as `UNDEFINED` and `KNOWN EMPTY`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_INDEXINGMAPPRINTER_H
#define HLOKIT_ANALYSIS_INDEXING_INDEXINGMAPPRINTER_H

#include "mlir/IR/AffineExpr.h"
#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace hlokit::indexing {

/// Prints `expr` with the given variable names (dims, then all symbols).
std::string printAffineExpr(mlir::AffineExpr expr,
                            llvm::ArrayRef<std::string> dimNames,
                            llvm::ArrayRef<std::string> symbolNames);

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_INDEXINGMAPPRINTER_H
