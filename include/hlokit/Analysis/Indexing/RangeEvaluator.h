//===- RangeEvaluator.h - ranges of affine expressions ----------*- C++ -*-===//
//
// Computes an Interval containing every value an AffineExpr takes over the
// domain of an IndexingMap: variables take their bounds, operators combine
// ranges with interval arithmetic, and (optionally) an expression with a
// constraint is intersected with the constraint's interval.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_RANGEEVALUATOR_H
#define HLOKIT_ANALYSIS_INDEXING_RANGEEVALUATOR_H

#include "hlokit/Analysis/Indexing/IndexingMap.h"

namespace hlokit::indexing {

class RangeEvaluator {
public:
  /// `map` must outlive the evaluator.
  explicit RangeEvaluator(const IndexingMap &map, bool useConstraints = true)
      : map(map), useConstraints(useConstraints) {}

  Interval computeRange(mlir::AffineExpr expr) const;
  bool isAlwaysNonNegative(mlir::AffineExpr expr) const {
    return computeRange(expr).lower >= 0;
  }
  bool isAlwaysNonPositive(mlir::AffineExpr expr) const {
    return computeRange(expr).upper <= 0;
  }
  /// The value of `expr` if its range is a single point.
  std::optional<int64_t> getConstantValue(mlir::AffineExpr expr) const;

  mlir::MLIRContext *getContext() const { return map.getContext(); }
  unsigned getNumDims() const { return map.getNumDims(); }

private:
  Interval computeBinaryRange(mlir::AffineBinaryOpExpr expr) const;

  const IndexingMap &map;
  bool useConstraints;
};

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_RANGEEVALUATOR_H
