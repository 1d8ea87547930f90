//===- RangeEvaluator.cpp - ranges of affine expressions ------------------===//

#include "hlokit/Analysis/Indexing/RangeEvaluator.h"

using namespace mlir;

namespace hlokit::indexing {

Interval RangeEvaluator::computeRange(AffineExpr expr) const {
  Interval range;
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    return Interval::point(cast<AffineConstantExpr>(expr).getValue());
  case AffineExprKind::DimId:
    return map.getDimBound(cast<AffineDimExpr>(expr).getPosition());
  case AffineExprKind::SymbolId:
    return map.getSymbolBound(cast<AffineSymbolExpr>(expr).getPosition());
  default:
    range = computeBinaryRange(cast<AffineBinaryOpExpr>(expr));
    break;
  }
  if (useConstraints) {
    auto it = map.getConstraints().find(expr);
    if (it != map.getConstraints().end())
      range = range.intersect(it->second);
  }
  return range;
}

Interval RangeEvaluator::computeBinaryRange(AffineBinaryOpExpr expr) const {
  Interval lhs = computeRange(expr.getLHS());
  Interval rhs = computeRange(expr.getRHS());
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return lhs + rhs;
  case AffineExprKind::Mul:
    return lhs * rhs;
  default:
    break;
  }
  // Division and remainder are only bounded for a known positive divisor.
  if (!rhs.isPoint() || rhs.lower <= 0)
    return Interval::unbounded();
  int64_t divisor = rhs.lower;
  switch (expr.getKind()) {
  case AffineExprKind::FloorDiv:
    return lhs.floorDiv(divisor);
  case AffineExprKind::CeilDiv:
    return -((-lhs).floorDiv(divisor));
  case AffineExprKind::Mod:
    return lhs.mod(divisor);
  default:
    return Interval::unbounded();
  }
}

std::optional<int64_t> RangeEvaluator::getConstantValue(AffineExpr expr) const {
  Interval range = computeRange(expr);
  if (range.isPoint())
    return range.lower;
  return std::nullopt;
}

} // namespace hlokit::indexing
