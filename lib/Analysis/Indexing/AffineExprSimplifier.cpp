//===- AffineExprSimplifier.cpp - range-aware affine simplification -------===//

#include "hlokit/Analysis/Indexing/AffineExprSimplifier.h"

#include "llvm/ADT/STLExtras.h"

#include <numeric>
#include <optional>

using namespace mlir;

namespace hlokit::indexing {

namespace {

/// `sum(coefficient * atom) + constant` with distinct atoms and non-zero
/// coefficients.
struct LinearForm {
  llvm::SmallVector<std::pair<AffineExpr, int64_t>, 4> terms;
  int64_t constant = 0;

  static LinearForm ofConstant(int64_t value) {
    LinearForm form;
    form.constant = value;
    return form;
  }
  static LinearForm ofAtom(AffineExpr atom) {
    LinearForm form;
    form.terms.push_back({atom, 1});
    return form;
  }
  bool isConstant() const { return terms.empty(); }

  void addTerm(AffineExpr atom, int64_t coefficient) {
    if (coefficient == 0)
      return;
    for (auto *it = terms.begin(); it != terms.end(); ++it) {
      if (it->first != atom)
        continue;
      it->second += coefficient;
      if (it->second == 0)
        terms.erase(it);
      return;
    }
    terms.push_back({atom, coefficient});
  }
  void add(const LinearForm &other, int64_t scale = 1) {
    for (const auto &[atom, coefficient] : other.terms)
      addTerm(atom, coefficient * scale);
    constant += other.constant * scale;
  }
  LinearForm scaled(int64_t scale) const {
    LinearForm result;
    result.add(*this, scale);
    return result;
  }
};

/// `h * x + b`: the result of splitting a linear form by a divisor h.
struct DivisorSplit {
  int64_t divisor;
  LinearForm multiplied;
  LinearForm rest;
};

std::optional<int64_t> getConstantRhs(AffineExpr expr, AffineExprKind kind) {
  if (expr.getKind() != kind)
    return std::nullopt;
  if (auto rhs =
          dyn_cast<AffineConstantExpr>(cast<AffineBinaryOpExpr>(expr).getRHS()))
    return rhs.getValue();
  return std::nullopt;
}

AffineExpr getLhs(AffineExpr expr) {
  return cast<AffineBinaryOpExpr>(expr).getLHS();
}

/// Index of the first variable an expression uses: dims by position, then
/// symbols; expressions without variables sort last.
int64_t leadingVariable(AffineExpr expr, unsigned numDims) {
  int64_t lead = Interval::kMax;
  expr.walk([&](AffineExpr leaf) {
    if (auto dim = dyn_cast<AffineDimExpr>(leaf))
      lead = std::min<int64_t>(lead, dim.getPosition());
    else if (auto symbol = dyn_cast<AffineSymbolExpr>(leaf))
      lead = std::min<int64_t>(lead, numDims + symbol.getPosition());
  });
  return lead;
}

int kindRank(AffineExpr expr) {
  switch (expr.getKind()) {
  case AffineExprKind::DimId:
  case AffineExprKind::SymbolId:
    return 0;
  case AffineExprKind::Mul:
    return 1;
  case AffineExprKind::Mod:
    return 2;
  case AffineExprKind::FloorDiv:
    return 3;
  default:
    return 4;
  }
}

/// A total structural order on expressions (kind, then value or operands).
int compareStructurally(AffineExpr a, AffineExpr b) {
  if (a == b)
    return 0;
  if (a.getKind() != b.getKind())
    return a.getKind() < b.getKind() ? -1 : 1;
  auto compareValues = [](int64_t x, int64_t y) {
    return x < y ? -1 : (x > y ? 1 : 0);
  };
  if (auto constant = dyn_cast<AffineConstantExpr>(a))
    return compareValues(constant.getValue(),
                         cast<AffineConstantExpr>(b).getValue());
  if (auto dim = dyn_cast<AffineDimExpr>(a))
    return compareValues(dim.getPosition(),
                         cast<AffineDimExpr>(b).getPosition());
  if (auto symbol = dyn_cast<AffineSymbolExpr>(a))
    return compareValues(symbol.getPosition(),
                         cast<AffineSymbolExpr>(b).getPosition());
  auto lhs = cast<AffineBinaryOpExpr>(a), rhs = cast<AffineBinaryOpExpr>(b);
  if (int order = compareStructurally(lhs.getLHS(), rhs.getLHS()))
    return order;
  return compareStructurally(lhs.getRHS(), rhs.getRHS());
}

/// The simplification of one expression; stateless apart from the ranges.
class Rewriter {
public:
  Rewriter(const RangeEvaluator &ranges, PointVariables pointVariables)
      : ranges(ranges), context(ranges.getContext()),
        replacePoints(pointVariables == PointVariables::kReplace) {}

  LinearForm linearize(AffineExpr expr) const;
  AffineExpr build(const LinearForm &form) const;

private:
  LinearForm linearizeBinary(AffineBinaryOpExpr expr) const;
  LinearForm rewriteFloorDiv(const LinearForm &dividend, int64_t divisor) const;
  LinearForm rewriteMod(const LinearForm &dividend, int64_t modulus) const;
  void recombineModAndDiv(LinearForm &form) const;
  bool recombineOnce(LinearForm &form) const;
  std::optional<DivisorSplit> splitByDivisor(const LinearForm &form,
                                             int64_t divisor) const;
  Interval rangeOf(const LinearForm &form) const;
  static bool inOneBucket(const Interval &range, int64_t divisor) {
    return range.isFeasible() &&
           floorDiv(range.lower, divisor) == floorDiv(range.upper, divisor);
  }
  AffineExpr constant(int64_t value) const {
    return getAffineConstantExpr(value, context);
  }
  AffineExpr binary(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) const {
    return getAffineBinaryOpExpr(kind, lhs, rhs);
  }

  const RangeEvaluator &ranges;
  MLIRContext *context;
  bool replacePoints;
};

Interval Rewriter::rangeOf(const LinearForm &form) const {
  Interval range = Interval::point(form.constant);
  for (const auto &[atom, coefficient] : form.terms)
    range = range + ranges.computeRange(atom) * Interval::point(coefficient);
  return range;
}

LinearForm Rewriter::linearize(AffineExpr expr) const {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return LinearForm::ofConstant(constant.getValue());
  if (replacePoints)
    if (auto value = ranges.getConstantValue(expr))
      return LinearForm::ofConstant(*value);
  if (auto binaryExpr = dyn_cast<AffineBinaryOpExpr>(expr))
    return linearizeBinary(binaryExpr);
  return LinearForm::ofAtom(expr);
}

LinearForm Rewriter::linearizeBinary(AffineBinaryOpExpr expr) const {
  AffineExprKind kind = expr.getKind();
  LinearForm lhs = linearize(expr.getLHS());
  if (kind == AffineExprKind::Add) {
    lhs.add(linearize(expr.getRHS()));
    recombineModAndDiv(lhs);
    return lhs;
  }
  LinearForm rhs = linearize(expr.getRHS());
  if (kind == AffineExprKind::Mul) {
    if (rhs.isConstant())
      return lhs.scaled(rhs.constant);
    if (lhs.isConstant())
      return rhs.scaled(lhs.constant);
  } else if (rhs.isConstant() && rhs.constant > 0) {
    int64_t c = rhs.constant;
    switch (kind) {
    case AffineExprKind::FloorDiv:
      return rewriteFloorDiv(lhs, c);
    case AffineExprKind::CeilDiv: // ceil(x / c) == -floor(-x / c)
      return rewriteFloorDiv(lhs.scaled(-1), c).scaled(-1);
    case AffineExprKind::Mod:
      return rewriteMod(lhs, c);
    default:
      break;
    }
  } else if (rhs.isConstant() && rhs.constant < 0 &&
             kind == AffineExprKind::FloorDiv) {
    return rewriteFloorDiv(lhs.scaled(-1), -rhs.constant);
  }
  return LinearForm::ofAtom(binary(kind, build(lhs), build(rhs)));
}

std::optional<DivisorSplit> Rewriter::splitByDivisor(const LinearForm &form,
                                                     int64_t divisor) const {
  // Candidate factors: gcd(divisor, gcd of the k largest coefficients).
  llvm::SmallVector<int64_t> coefficients;
  for (const auto &term : form.terms)
    coefficients.push_back(std::abs(term.second));
  llvm::sort(coefficients, std::greater<int64_t>());
  llvm::SmallVector<int64_t> candidates;
  int64_t running = 0;
  for (int64_t coefficient : coefficients) {
    running = std::gcd(running, coefficient);
    int64_t candidate = std::gcd(running, divisor);
    if (candidate > 1 && !llvm::is_contained(candidates, candidate))
      candidates.push_back(candidate);
  }
  llvm::sort(candidates, std::greater<int64_t>());
  for (int64_t h : candidates) {
    DivisorSplit split{h, {}, {}};
    for (const auto &[atom, coefficient] : form.terms) {
      if (coefficient % h == 0)
        split.multiplied.addTerm(atom, coefficient / h);
      else
        split.rest.addTerm(atom, coefficient);
    }
    split.multiplied.constant = floorDiv(form.constant, h);
    split.rest.constant = floorMod(form.constant, h);
    if (Interval{0, h - 1}.contains(rangeOf(split.rest)))
      return split;
  }
  return std::nullopt;
}

LinearForm Rewriter::rewriteFloorDiv(const LinearForm &dividend,
                                     int64_t divisor) const {
  if (divisor == 1)
    return dividend;
  Interval range = rangeOf(dividend);
  if (inOneBucket(range, divisor))
    return LinearForm::ofConstant(floorDiv(range.lower, divisor));

  // (c*Q + R) floordiv c == Q + R floordiv c.
  LinearForm quotient, rest;
  for (const auto &[atom, coefficient] : dividend.terms) {
    if (coefficient % divisor == 0)
      quotient.addTerm(atom, coefficient / divisor);
    else
      rest.addTerm(atom, coefficient);
  }
  // Whole multiples of the divisor leave the constant (rounding toward zero,
  // so `(d0 - 1) floordiv 2` keeps its form).
  quotient.constant = dividend.constant / divisor;
  rest.constant = dividend.constant % divisor;
  Interval restRange = rangeOf(rest);
  if (inOneBucket(restRange, divisor)) {
    quotient.constant += floorDiv(restRange.lower, divisor);
    return quotient;
  }

  if (rest.terms.size() == 1 && rest.constant == 0 &&
      rest.terms[0].second == 1) {
    // (Y mod (k*c)) floordiv c == (Y floordiv c) mod k.
    AffineExpr atom = rest.terms[0].first;
    if (auto modulus = getConstantRhs(atom, AffineExprKind::Mod);
        modulus && *modulus > 0 && *modulus % divisor == 0) {
      quotient.add(rewriteMod(rewriteFloorDiv(linearize(getLhs(atom)), divisor),
                              *modulus / divisor));
      return quotient;
    }
  }

  // (Y floordiv a + S) floordiv c == (Y + a*S) floordiv (a*c), if Y floordiv a
  // is the only bare division in the sum.
  const std::pair<AffineExpr, int64_t> *innerDivision = nullptr;
  int numInnerDivisions = 0;
  for (const auto &term : rest.terms) {
    auto inner = getConstantRhs(term.first, AffineExprKind::FloorDiv);
    if (inner && *inner > 0 && term.second == 1) {
      innerDivision = &term;
      ++numInnerDivisions;
    }
  }
  if (numInnerDivisions == 1) {
    int64_t innerDivisor =
        *getConstantRhs(innerDivision->first, AffineExprKind::FloorDiv);
    LinearForm others = rest;
    others.addTerm(innerDivision->first, -1);
    LinearForm merged = linearize(getLhs(innerDivision->first));
    merged.add(others, innerDivisor);
    quotient.add(rewriteFloorDiv(merged, innerDivisor * divisor));
    return quotient;
  }

  // (h*X + B) floordiv c == X floordiv (c/h) when 0 <= B < h.
  if (auto split = splitByDivisor(rest, divisor)) {
    quotient.add(rewriteFloorDiv(split->multiplied, divisor / split->divisor));
    return quotient;
  }
  quotient.addTerm(
      binary(AffineExprKind::FloorDiv, build(rest), constant(divisor)), 1);
  return quotient;
}

LinearForm Rewriter::rewriteMod(const LinearForm &dividend,
                                int64_t modulus) const {
  if (modulus == 1)
    return LinearForm::ofConstant(0);
  // (c*Q + R) mod c == R mod c.
  LinearForm rest;
  for (const auto &[atom, coefficient] : dividend.terms)
    if (coefficient % modulus != 0)
      rest.addTerm(atom, coefficient);
  rest.constant = dividend.constant % modulus;
  Interval range = rangeOf(rest);
  if (inOneBucket(range, modulus)) {
    rest.constant -= floorDiv(range.lower, modulus) * modulus;
    return rest;
  }

  // (Y mod (k*m)) mod m == Y mod m.
  if (rest.terms.size() == 1 && rest.constant == 0 &&
      rest.terms[0].second == 1) {
    AffineExpr atom = rest.terms[0].first;
    if (auto inner = getConstantRhs(atom, AffineExprKind::Mod);
        inner && *inner > 0 && *inner % modulus == 0)
      return rewriteMod(linearize(getLhs(atom)), modulus);
  }

  // (h*X + B) mod c == (X mod (c/h)) * h + B when 0 <= B < h.
  if (auto split = splitByDivisor(rest, modulus)) {
    LinearForm result = rewriteMod(split->multiplied, modulus / split->divisor)
                            .scaled(split->divisor);
    result.add(split->rest);
    return result;
  }
  return LinearForm::ofAtom(
      binary(AffineExprKind::Mod, build(rest), constant(modulus)));
}

/// True if `form` has every term of `part` scaled by `scale` (constants
/// aside).
bool containsScaled(const LinearForm &form, const LinearForm &part,
                    int64_t scale) {
  return !part.isConstant() && llvm::all_of(part.terms, [&](const auto &term) {
    return llvm::is_contained(form.terms,
                              std::make_pair(term.first, term.second * scale));
  });
}

/// A term `(Q mod b) * coefficient` of `form`, where `quotient` is the single
/// atom Q; returns the term's atom and b.
std::optional<std::pair<AffineExpr, int64_t>>
findModOf(const LinearForm &form, const LinearForm &quotient,
          int64_t coefficient) {
  if (quotient.terms.size() != 1 || quotient.constant != 0 ||
      quotient.terms[0].second != 1)
    return std::nullopt;
  for (const auto &[atom, k] : form.terms) {
    auto b = getConstantRhs(atom, AffineExprKind::Mod);
    if (b && *b > 0 && k == coefficient &&
        getLhs(atom) == quotient.terms[0].first)
      return std::make_pair(atom, *b);
  }
  return std::nullopt;
}

bool Rewriter::recombineOnce(LinearForm &form) const {
  for (const auto &[atom, coefficient] : form.terms) {
    // Copies: `form` is edited below.
    AffineExpr expr = atom;
    int64_t k = coefficient;
    if (auto c = getConstantRhs(expr, AffineExprKind::Mod); c && *c > 0) {
      // (Y mod c) * k + (Y floordiv c) * (c * k) == Y * k, where Y floordiv c
      // may have been simplified to any linear form.
      LinearForm y = linearize(getLhs(expr));
      LinearForm quotient = rewriteFloorDiv(y, *c);
      if (containsScaled(form, quotient, *c * k)) {
        form.add(quotient, -*c * k);
        form.addTerm(expr, -k);
        form.add(y, k);
        return true;
      }
      // (Y mod c) * k + ((Y floordiv c) mod b) * (c * k) == (Y mod cb) * k.
      if (auto digit = findModOf(form, quotient, *c * k)) {
        form.addTerm(digit->first, -*c * k);
        form.addTerm(expr, -k);
        form.add(rewriteMod(y, *c * digit->second), k);
        return true;
      }
      continue;
    }
    if (auto c = getConstantRhs(expr, AffineExprKind::FloorDiv);
        c && *c > 0 && k % *c == 0) {
      // Y * b - (Y floordiv c) * (c * b) == (Y mod c) * b.
      LinearForm y = linearize(getLhs(expr));
      int64_t b = -k / *c;
      if (!containsScaled(form, y, b))
        continue;
      form.add(y, -b);
      form.addTerm(expr, -k);
      form.add(rewriteMod(y, *c), b);
      return true;
    }
  }
  return false;
}

void Rewriter::recombineModAndDiv(LinearForm &form) const {
  // Each step removes a division or remainder; the bound is a safety net.
  for (int step = 0; step < 64 && recombineOnce(form); ++step) {
  }
}

AffineExpr Rewriter::build(const LinearForm &form) const {
  unsigned numDims = ranges.getNumDims();
  auto terms = form.terms;
  llvm::sort(terms, [&](const auto &a, const auto &b) {
    int64_t leadA = leadingVariable(a.first, numDims);
    int64_t leadB = leadingVariable(b.first, numDims);
    if (leadA != leadB)
      return leadA < leadB;
    if (kindRank(a.first) != kindRank(b.first))
      return kindRank(a.first) < kindRank(b.first);
    if (int order = compareStructurally(a.first, b.first))
      return order < 0;
    return a.second > b.second;
  });
  AffineExpr result;
  auto append = [&](AffineExpr term) {
    result = result ? binary(AffineExprKind::Add, result, term) : term;
  };
  for (const auto &[atom, coefficient] : terms)
    append(coefficient == 1
               ? atom
               : binary(AffineExprKind::Mul, atom, constant(coefficient)));
  if (form.constant != 0 || !result)
    append(constant(form.constant));
  return result;
}

} // namespace

AffineExpr AffineExprSimplifier::simplify(AffineExpr expr) const {
  Rewriter rewriter(ranges, pointVariables);
  // Each round works bottom-up; a few rounds reach the fixed point.
  for (int round = 0; round < 8; ++round) {
    AffineExpr next = rewriter.build(rewriter.linearize(expr));
    if (next == expr)
      break;
    expr = next;
  }
  return expr;
}

AffineMap AffineExprSimplifier::simplify(AffineMap map) const {
  llvm::SmallVector<AffineExpr> results;
  for (AffineExpr result : map.getResults())
    results.push_back(simplify(result));
  return AffineMap::get(map.getNumDims(), map.getNumSymbols(), results,
                        map.getContext());
}

} // namespace hlokit::indexing
