//===- IndexingMap.h - affine maps with a bounded domain --------*- C++ -*-===//
//
// An IndexingMap maps a multi-index of one tensor to the indices of another:
//
//   (d0, ..., dN-1)[s0, ..., sM-1]{rt0, ..., rtK-1} -> (f0, ..., fR-1)
//
// stored as an mlir::AffineMap with N dims and M + K symbols. The first M
// symbols are *range variables* (an element of the source needs every value
// of them, e.g. the reduced dimensions of a reduce); the last K are *runtime
// variables* (values only known at run time, e.g. dynamic_slice offsets).
// Every variable has an inclusive Interval; *constraints* further restrict the
// domain: each maps an AffineExpr (never a plain variable or constant) to the
// Interval its value must lie in.
//
// Two special states: *undefined* (no map; the analysis does not know the
// indexing) and *known empty* (the domain has no point; results are all 0,
// dim and range variable bounds are [0, -1], no constraints).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_INDEXINGMAP_H
#define HLOKIT_ANALYSIS_INDEXING_INDEXINGMAP_H

#include "hlokit/Analysis/Indexing/Interval.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/AffineMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallVector.h"

#include <string>
#include <utility>

namespace hlokit::indexing {

class IndexingMap {
public:
  using Constraint = std::pair<mlir::AffineExpr, Interval>;

  /// `map` must have dims.size() dims and rangeVars.size() + rtVars.size()
  /// symbols. Infeasible bounds or constraints make the map known empty.
  IndexingMap(mlir::AffineMap map, llvm::SmallVector<Interval> dims,
              llvm::SmallVector<Interval> rangeVars,
              llvm::SmallVector<Interval> rtVars,
              llvm::ArrayRef<Constraint> constraints = {});

  static IndexingMap getUndefined() { return IndexingMap(); }
  /// Dims in [0, dimSizes[i] - 1], range variables in [0, symbolSizes[j] - 1].
  static IndexingMap fromTensorSizes(mlir::AffineMap map,
                                     llvm::ArrayRef<int64_t> dimSizes,
                                     llvm::ArrayRef<int64_t> symbolSizes);

  bool isUndefined() const { return !map; }
  /// True if the domain is proven empty. False does not prove non-emptiness.
  bool isKnownEmpty() const { return knownEmpty; }

  mlir::AffineMap getAffineMap() const { return map; }
  mlir::MLIRContext *getContext() const { return map.getContext(); }
  unsigned getNumDims() const { return dims.size(); }
  unsigned getNumRangeVars() const { return rangeVars.size(); }
  unsigned getNumRTVars() const { return rtVars.size(); }
  unsigned getNumSymbols() const { return rangeVars.size() + rtVars.size(); }
  unsigned getNumResults() const { return map.getNumResults(); }

  llvm::ArrayRef<Interval> getDimBounds() const { return dims; }
  llvm::ArrayRef<Interval> getRangeVarBounds() const { return rangeVars; }
  llvm::ArrayRef<Interval> getRTVarBounds() const { return rtVars; }
  const Interval &getDimBound(unsigned dim) const { return dims[dim]; }
  Interval &getMutableDimBound(unsigned dim) { return dims[dim]; }
  /// Symbols are numbered range variables first, then runtime variables.
  const Interval &getSymbolBound(unsigned symbol) const;
  Interval &getMutableSymbolBound(unsigned symbol);
  bool isRangeVarSymbol(unsigned symbol) const {
    return symbol < rangeVars.size();
  }

  const llvm::MapVector<mlir::AffineExpr, Interval> &getConstraints() const {
    return constraints;
  }
  /// Intersects `range` into the constraint of `expr`; constraints on a plain
  /// dim or symbol tighten its bounds, on a constant are checked at once.
  void addConstraint(mlir::AffineExpr expr, Interval range);
  void eraseConstraint(mlir::AffineExpr expr) { constraints.erase(expr); }

  /// Values of the results at a point (dims, then all symbols).
  llvm::SmallVector<int64_t>
  evaluate(llvm::ArrayRef<int64_t> dimValues,
           llvm::ArrayRef<int64_t> symbolValues) const;
  /// True if the point lies in the domain: variable bounds and constraints.
  bool contains(llvm::ArrayRef<int64_t> dimValues,
                llvm::ArrayRef<int64_t> symbolValues) const;

  /// Removes range/runtime variables used by neither the results nor a
  /// constraint that also uses a kept variable (constraints over removed
  /// symbols only are dropped). Returns the removed symbols' bit vector, or an
  /// empty one if nothing was removed.
  llvm::SmallBitVector removeUnusedSymbols();

  /// Range-aware simplification of the constraints, then of the results
  /// (IndexingMapSimplifier.cpp). With `replacePoints`, variables whose range
  /// is a single point become constants in the results. Returns true if
  /// anything changed.
  bool simplify(bool replacePoints = true);

  /// Turns the map into the canonical known-empty map.
  void resetToKnownEmpty();

  /// XLA's text format (IndexingMapPrinter.cpp).
  std::string toString() const;

  bool operator==(const IndexingMap &rhs) const;
  bool operator!=(const IndexingMap &rhs) const { return !(*this == rhs); }

private:
  IndexingMap() = default;
  /// Drops the variables in the bit vector and renumbers the rest.
  void compressSymbols(const llvm::SmallBitVector &unused);

  mlir::AffineMap map;
  llvm::SmallVector<Interval> dims;
  llvm::SmallVector<Interval> rangeVars;
  llvm::SmallVector<Interval> rtVars;
  llvm::MapVector<mlir::AffineExpr, Interval> constraints;
  bool knownEmpty = false;
};

/// Composition `second ∘ first`: `first` maps indices of A to indices of B,
/// `second` maps indices of B to indices of C; the result maps A to C. E.g.
/// first = consumer's output -> operand map, second = producer's output ->
/// operand map. The result has first's dims; its symbols are ordered
/// [range vars of second, range vars of first, rt vars of second, rt vars of
/// first]. Its constraints are second's (rewritten in terms of A), first's, and
/// "first's result i lies in second's dim i bounds". Not simplified.
IndexingMap composeIndexingMaps(const IndexingMap &first,
                                const IndexingMap &second);

/// Evaluates `expr` at a point with floor semantics for floordiv and mod.
int64_t evaluateAffineExpr(mlir::AffineExpr expr,
                           llvm::ArrayRef<int64_t> dimValues,
                           llvm::ArrayRef<int64_t> symbolValues);

llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const IndexingMap &map);

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_INDEXINGMAP_H
