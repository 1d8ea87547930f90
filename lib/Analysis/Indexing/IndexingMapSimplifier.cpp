//===- IndexingMapSimplifier.cpp - simplification of whole maps -----------===//
//
// IndexingMap::simplify: first the constraints (so the domain is as tight as
// possible), then the results with the tightened ranges.
//
// Constraint rules, repeated to a fixed point:
//  1. `e + c in [a, b]` -> `e in [a - c, b - c]`; `e * c in [a, b]` ->
//     `e in [ceil(a/c), floor(b/c)]`; `e floordiv c in [a, b]` ->
//     `e in [a*c, b*c + c - 1]`; `g*X + B in [a, b]` -> `X in [l, u]` when B's
//     range cannot move the bounds (l, u constant over B's range).
//  2. A constraint the range of its expression always satisfies is dropped.
//  3. The expression is simplified like a result.
//  A constraint whose expression's range misses its interval makes the map
//  known empty (XLA keeps such maps).
// Mod constraints `X mod c_i in [r_i, r_i]` on one X are merged with the
// Chinese remainder theorem into `X mod lcm in [r, r]` (XLA merges only equal
// residues); incompatible residues, or a dim/symbol X whose bounds hold no
// value with that residue, make the map known empty.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Analysis/Indexing/AffineExprSimplifier.h"
#include "hlokit/Analysis/Indexing/IndexingMap.h"
#include "hlokit/Analysis/Indexing/RangeEvaluator.h"

#include "llvm/ADT/STLExtras.h"

#include <numeric>
#include <optional>
#include <tuple>

using namespace mlir;

namespace hlokit::indexing {

namespace {

using ConstraintList = llvm::SmallVector<IndexingMap::Constraint>;

int64_t ceilDiv(int64_t a, int64_t b) { return -floorDiv(-a, b); }

std::optional<int64_t> constantRhs(AffineBinaryOpExpr expr) {
  if (auto rhs = dyn_cast<AffineConstantExpr>(expr.getRHS()))
    return rhs.getValue();
  return std::nullopt;
}

/// Summands of a (nested) sum with their constant multipliers.
void collectSummands(
    AffineExpr expr,
    llvm::SmallVectorImpl<std::pair<AffineExpr, int64_t>> &out) {
  if (expr.getKind() == AffineExprKind::Add) {
    auto sum = cast<AffineBinaryOpExpr>(expr);
    collectSummands(sum.getLHS(), out);
    collectSummands(sum.getRHS(), out);
    return;
  }
  if (expr.getKind() == AffineExprKind::Mul) {
    auto product = cast<AffineBinaryOpExpr>(expr);
    if (auto factor = constantRhs(product)) {
      out.push_back({product.getLHS(), *factor});
      return;
    }
  }
  out.push_back({expr, 1});
}

AffineExpr sumOf(llvm::ArrayRef<std::pair<AffineExpr, int64_t>> summands,
                 int64_t divisor, MLIRContext *context) {
  AffineExpr sum = getAffineConstantExpr(0, context);
  for (const auto &[expr, factor] : summands)
    sum = sum + expr * (factor / divisor);
  return sum;
}

/// Rule 1 for sums: `g*X + B in [a, b]` -> `X in [l, u]` when
/// l = ceil((a - B) / g) and u = floor((b - B) / g) do not depend on B.
bool peelSumByGcd(AffineExpr &expr, Interval &range,
                  const RangeEvaluator &ranges) {
  llvm::SmallVector<std::pair<AffineExpr, int64_t>> summands;
  collectSummands(expr, summands);
  llvm::SmallVector<int64_t> factors;
  for (const auto &summand : summands)
    factors.push_back(std::abs(summand.second));
  llvm::sort(factors, std::greater<int64_t>());
  int64_t g = 0;
  for (int64_t factor : llvm::ArrayRef(factors).drop_back()) {
    g = std::gcd(g, factor);
    if (g <= 1)
      return false;
    llvm::SmallVector<std::pair<AffineExpr, int64_t>> multiplied, rest;
    for (const auto &summand : summands)
      (summand.second % g == 0 ? multiplied : rest).push_back(summand);
    MLIRContext *context = ranges.getContext();
    Interval restRange = ranges.computeRange(sumOf(rest, 1, context));
    int64_t lower = ceilDiv(saturatingAdd(range.lower, -restRange.upper), g);
    int64_t upper = floorDiv(saturatingAdd(range.upper, -restRange.lower), g);
    if (lower != ceilDiv(saturatingAdd(range.lower, -restRange.lower), g) ||
        upper != floorDiv(saturatingAdd(range.upper, -restRange.upper), g))
      continue;
    expr = sumOf(multiplied, g, context);
    range = {lower, upper};
    return true;
  }
  return false;
}

/// `-x - y in [a, b]` -> `x + y in [-b, -a]`, so equal sums share a form.
bool negateNegativeSum(AffineExpr &expr, Interval &range,
                       MLIRContext *context) {
  llvm::SmallVector<std::pair<AffineExpr, int64_t>> summands;
  collectSummands(expr, summands);
  if (!llvm::all_of(summands, [](const auto &s) { return s.second < 0; }))
    return false;
  expr = sumOf(summands, -1, context);
  range = -range;
  return true;
}

/// Rule 1: moves constant operations from the expression into the interval.
bool peelConstraint(AffineExpr &expr, Interval &range,
                    const RangeEvaluator &ranges) {
  auto binaryExpr = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binaryExpr)
    return false;
  std::optional<int64_t> c = constantRhs(binaryExpr);
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    if (c) {
      range = range + Interval::point(-*c);
      expr = binaryExpr.getLHS();
      return true;
    }
    return negateNegativeSum(expr, range, ranges.getContext()) ||
           peelSumByGcd(expr, range, ranges);
  case AffineExprKind::Mul:
    if (!c || *c == 0)
      return false;
    if (*c < 0)
      range = -range;
    range = {ceilDiv(range.lower, std::abs(*c)),
             floorDiv(range.upper, std::abs(*c))};
    expr = binaryExpr.getLHS();
    return true;
  case AffineExprKind::FloorDiv:
    if (!c || *c <= 0)
      return false;
    range = {saturatingMul(range.lower, *c),
             saturatingAdd(saturatingMul(range.upper, *c), *c - 1)};
    expr = binaryExpr.getLHS();
    return true;
  default:
    return false;
  }
}

/// One pass of rules 1-3 over all constraints. Returns false if the map turned
/// out to be empty.
bool simplifyConstraintList(IndexingMap &map) {
  RangeEvaluator ranges(map, /*useConstraints=*/false);
  AffineExprSimplifier simplifier(ranges);
  ConstraintList kept;
  for (auto [expr, range] : map.getConstraints()) {
    expr = simplifier.simplify(expr);
    while (peelConstraint(expr, range, ranges))
      expr = simplifier.simplify(expr);
    Interval exprRange = ranges.computeRange(expr);
    if (!exprRange.intersect(range).isFeasible())
      return false;
    if (!range.contains(exprRange))
      kept.push_back({expr, range});
  }
  ConstraintList old(map.getConstraints().begin(), map.getConstraints().end());
  for (const auto &constraint : old)
    map.eraseConstraint(constraint.first);
  for (const auto &[expr, range] : kept)
    map.addConstraint(expr, range);
  return !map.isKnownEmpty();
}

/// x == residue (mod modulus).
struct Congruence {
  int64_t modulus;
  int64_t residue;
};

/// The inverse of x modulo m, for coprime x and m (extended Euclid).
__int128 modularInverse(__int128 x, __int128 m) {
  __int128 oldR = x, r = m, oldS = 1, s = 0;
  while (r != 0) {
    __int128 quotient = oldR / r;
    std::tie(oldR, r) = std::make_pair(r, oldR - quotient * r);
    std::tie(oldS, s) = std::make_pair(s, oldS - quotient * s);
  }
  return ((oldS % m) + m) % m;
}

/// The congruence equivalent to both (Chinese remainder theorem), or nullopt
/// if they have no common solution. Sets `overflow` (and returns `a`) when the
/// lcm does not fit in int64.
std::optional<Congruence> combine(Congruence a, Congruence b, bool &overflow) {
  __int128 g = std::gcd(a.modulus, b.modulus);
  __int128 difference = (__int128)b.residue - a.residue;
  if (difference % g != 0)
    return std::nullopt;
  __int128 lcm = (__int128)a.modulus / g * b.modulus;
  if (lcm > Interval::kMax) {
    overflow = true;
    return a;
  }
  // Solve a.residue + a.modulus * t == b.residue (mod b.modulus).
  __int128 m = b.modulus / g;
  __int128 t = (difference / g) % m * modularInverse(a.modulus / g % m, m) % m;
  __int128 residue = ((a.residue + a.modulus * t) % lcm + lcm) % lcm;
  return Congruence{(int64_t)lcm, (int64_t)residue};
}

/// Smallest value >= lower with the given residue.
int64_t firstWithResidue(int64_t lower, Congruence congruence) {
  return lower + floorMod(congruence.residue - lower, congruence.modulus);
}

/// Merges point mod constraints on one expression and tightens variable
/// bounds by them. Returns false if the map turned out to be empty.
bool mergeModConstraints(IndexingMap &map) {
  llvm::MapVector<AffineExpr, ConstraintList> groups;
  for (const auto &[expr, range] : map.getConstraints()) {
    if (expr.getKind() != AffineExprKind::Mod || !range.isPoint())
      continue;
    auto mod = cast<AffineBinaryOpExpr>(expr);
    if (auto c = constantRhs(mod); c && *c > 0)
      groups[mod.getLHS()].push_back({expr, range});
  }
  RangeEvaluator ranges(map, /*useConstraints=*/false);
  for (const auto &[lhs, mods] : groups) {
    std::optional<Congruence> merged;
    bool overflow = false;
    for (const auto &[expr, range] : mods) {
      int64_t modulus = *constantRhs(cast<AffineBinaryOpExpr>(expr));
      if (!Interval{0, modulus - 1}.contains(range.lower))
        return false;
      Congruence next{modulus, range.lower};
      merged = merged ? combine(*merged, next, overflow) : next;
      if (!merged)
        return false;
    }
    if (overflow)
      continue;
    if (mods.size() > 1) {
      for (const auto &constraint : mods)
        map.eraseConstraint(constraint.first);
      map.addConstraint(
          getAffineBinaryOpExpr(
              AffineExprKind::Mod, lhs,
              getAffineConstantExpr(merged->modulus, map.getContext())),
          Interval::point(merged->residue));
    }
    Interval *bound = nullptr;
    if (auto dim = dyn_cast<AffineDimExpr>(lhs))
      bound = &map.getMutableDimBound(dim.getPosition());
    else if (auto symbol = dyn_cast<AffineSymbolExpr>(lhs))
      bound = &map.getMutableSymbolBound(symbol.getPosition());
    if (bound) {
      bound->lower = firstWithResidue(bound->lower, *merged);
      bound->upper -= floorMod(bound->upper - merged->residue, merged->modulus);
      if (!bound->isFeasible())
        return false;
      continue;
    }
    Interval lhsRange = ranges.computeRange(lhs);
    if (firstWithResidue(lhsRange.lower, *merged) > lhsRange.upper)
      return false;
  }
  return true;
}

/// A snapshot to detect whether a round changed anything.
struct DomainState {
  llvm::SmallVector<Interval> bounds;
  ConstraintList constraints;
  bool operator==(const DomainState &other) const {
    return bounds == other.bounds && constraints == other.constraints;
  }
};

DomainState snapshot(const IndexingMap &map) {
  DomainState state;
  llvm::append_range(state.bounds, map.getDimBounds());
  for (unsigned i = 0, e = map.getNumSymbols(); i < e; ++i)
    state.bounds.push_back(map.getSymbolBound(i));
  state.constraints.assign(map.getConstraints().begin(),
                           map.getConstraints().end());
  return state;
}

} // namespace

bool IndexingMap::simplify(bool replacePoints) {
  if (isUndefined() || knownEmpty)
    return false;
  DomainState before = snapshot(*this);
  for (int round = 0; round < 16; ++round) {
    DomainState start = snapshot(*this);
    if (!simplifyConstraintList(*this) || !mergeModConstraints(*this)) {
      resetToKnownEmpty();
      return true;
    }
    if (snapshot(*this) == start)
      break;
  }
  bool changed = !(snapshot(*this) == before);
  RangeEvaluator ranges(*this, /*useConstraints=*/true);
  AffineMap simplified =
      AffineExprSimplifier(ranges, replacePoints ? PointVariables::kReplace
                                                 : PointVariables::kPreserve)
          .simplify(map);
  changed |= simplified != map;
  map = simplified;
  return changed;
}

} // namespace hlokit::indexing
