//===- AffineExprSimplifier.h - range-aware affine simplification -*- C++ -*-=//
//
// Rewrites affine expressions using the ranges of their sub-expressions.
// Every expression is brought to a linear form `sum(coefficient * atom) +
// constant` whose atoms are dims, symbols, and floordiv/mod/ceildiv/product
// nodes over simplified linear forms. The rewrites (all exact over the
// integers, with c > 0):
//
//  * any sub-expression whose range is a single point becomes that constant;
//  * (c*Q + R) floordiv c -> Q + R floordiv c, and (c*Q + R) mod c -> R mod c;
//  * R floordiv c -> k and R mod c -> R - k*c when R's range lies in
//    [k*c, k*c + c - 1];
//  * (h*X + B) floordiv c -> X floordiv (c/h) and
//    (h*X + B) mod c -> (X mod (c/h)) * h + B, for h dividing c and B's range
//    in [0, h - 1];
//  * (Y floordiv a + S) floordiv c -> (Y + a*S) floordiv (a*c);
//  * (Y mod (k*c)) floordiv c -> (Y floordiv c) mod k;
//    (Y mod (k*m)) mod m -> Y mod m;
//  * (X mod c) * k + Q * (c*k) -> X * k inside a sum, where Q is the
//    simplified form of X floordiv c (so digit chains like
//    (d0 mod 2) + ((d0 floordiv 2) mod 2) * 2 + (d0 floordiv 4) * 4 collapse);
//    X * b - (X floordiv c) * (c*b) -> (X mod c) * b;
//    (X mod c) * k + ((X floordiv c) mod b) * (c*k) -> (X mod (c*b)) * k.
//
// Sums are printed in a canonical order: by the first variable a summand
// uses (dims before symbols), then plain variables before products, mods and
// divisions, then structurally; the constant goes last.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_AFFINEEXPRSIMPLIFIER_H
#define HLOKIT_ANALYSIS_INDEXING_AFFINEEXPRSIMPLIFIER_H

#include "hlokit/Analysis/Indexing/RangeEvaluator.h"

namespace hlokit::indexing {

/// Whether variables (and sub-expressions) whose range is a single point are
/// replaced by that constant.
enum class PointVariables { kReplace, kPreserve };

class AffineExprSimplifier {
public:
  explicit AffineExprSimplifier(
      const RangeEvaluator &ranges,
      PointVariables pointVariables = PointVariables::kReplace)
      : ranges(ranges), pointVariables(pointVariables) {}

  /// Simplifies until a fixed point is reached.
  mlir::AffineExpr simplify(mlir::AffineExpr expr) const;
  mlir::AffineMap simplify(mlir::AffineMap map) const;

private:
  const RangeEvaluator &ranges;
  PointVariables pointVariables;
};

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_AFFINEEXPRSIMPLIFIER_H
