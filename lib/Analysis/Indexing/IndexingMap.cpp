//===- IndexingMap.cpp - affine maps with a bounded domain ----------------===//

#include "hlokit/Analysis/Indexing/IndexingMap.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;

namespace hlokit::indexing {

namespace {

bool allFeasible(llvm::ArrayRef<Interval> bounds) {
  return llvm::all_of(bounds, [](const Interval &i) { return i.isFeasible(); });
}

llvm::SmallVector<Interval> boundsFromSizes(llvm::ArrayRef<int64_t> sizes) {
  llvm::SmallVector<Interval> bounds;
  for (int64_t size : sizes)
    bounds.push_back({0, size - 1});
  return bounds;
}

/// Marks the symbols `expr` uses in `symbols`; returns true if it uses a dim.
bool collectUsedVars(AffineExpr expr, llvm::SmallBitVector &symbols) {
  bool usesDim = false;
  expr.walk([&](AffineExpr leaf) {
    if (auto symbol = dyn_cast<AffineSymbolExpr>(leaf))
      symbols.set(symbol.getPosition());
    else if (isa<AffineDimExpr>(leaf))
      usesDim = true;
  });
  return usesDim;
}

} // namespace

IndexingMap::IndexingMap(AffineMap map, llvm::SmallVector<Interval> dims,
                         llvm::SmallVector<Interval> rangeVars,
                         llvm::SmallVector<Interval> rtVars,
                         llvm::ArrayRef<Constraint> constraints)
    : map(map), dims(std::move(dims)), rangeVars(std::move(rangeVars)),
      rtVars(std::move(rtVars)) {
  assert(map.getNumDims() == this->dims.size() && "dim count mismatch");
  assert(map.getNumSymbols() == getNumSymbols() && "symbol count mismatch");
  if (!allFeasible(this->dims) || !allFeasible(this->rangeVars) ||
      !allFeasible(this->rtVars)) {
    resetToKnownEmpty();
    return;
  }
  for (const auto &[expr, range] : constraints)
    addConstraint(expr, range);
}

IndexingMap IndexingMap::fromTensorSizes(AffineMap map,
                                         llvm::ArrayRef<int64_t> dimSizes,
                                         llvm::ArrayRef<int64_t> symbolSizes) {
  return IndexingMap(map, boundsFromSizes(dimSizes),
                     boundsFromSizes(symbolSizes), {});
}

const Interval &IndexingMap::getSymbolBound(unsigned symbol) const {
  return isRangeVarSymbol(symbol) ? rangeVars[symbol]
                                  : rtVars[symbol - rangeVars.size()];
}

Interval &IndexingMap::getMutableSymbolBound(unsigned symbol) {
  return isRangeVarSymbol(symbol) ? rangeVars[symbol]
                                  : rtVars[symbol - rangeVars.size()];
}

void IndexingMap::addConstraint(AffineExpr expr, Interval range) {
  if (knownEmpty)
    return;
  if (!range.isFeasible())
    return resetToKnownEmpty();
  Interval *bound = nullptr;
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    bound = &dims[dim.getPosition()];
  else if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    bound = &getMutableSymbolBound(symbol.getPosition());
  else if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
    if (!range.contains(constant.getValue()))
      resetToKnownEmpty();
    return;
  }
  if (!bound) {
    auto [it, inserted] = constraints.insert({expr, range});
    if (!inserted)
      bound = &it->second;
  }
  if (bound) {
    *bound = bound->intersect(range);
    if (!bound->isFeasible())
      resetToKnownEmpty();
  }
}

int64_t evaluateAffineExpr(AffineExpr expr, llvm::ArrayRef<int64_t> dimValues,
                           llvm::ArrayRef<int64_t> symbolValues) {
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    return cast<AffineConstantExpr>(expr).getValue();
  case AffineExprKind::DimId:
    return dimValues[cast<AffineDimExpr>(expr).getPosition()];
  case AffineExprKind::SymbolId:
    return symbolValues[cast<AffineSymbolExpr>(expr).getPosition()];
  default:
    break;
  }
  auto binary = cast<AffineBinaryOpExpr>(expr);
  int64_t lhs = evaluateAffineExpr(binary.getLHS(), dimValues, symbolValues);
  int64_t rhs = evaluateAffineExpr(binary.getRHS(), dimValues, symbolValues);
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return lhs + rhs;
  case AffineExprKind::Mul:
    return lhs * rhs;
  case AffineExprKind::FloorDiv:
    return floorDiv(lhs, rhs);
  case AffineExprKind::CeilDiv:
    return -floorDiv(-lhs, rhs);
  case AffineExprKind::Mod:
    return floorMod(lhs, rhs);
  default:
    llvm_unreachable("unexpected affine expression kind");
  }
}

llvm::SmallVector<int64_t>
IndexingMap::evaluate(llvm::ArrayRef<int64_t> dimValues,
                      llvm::ArrayRef<int64_t> symbolValues) const {
  llvm::SmallVector<int64_t> results;
  for (AffineExpr result : map.getResults())
    results.push_back(evaluateAffineExpr(result, dimValues, symbolValues));
  return results;
}

bool IndexingMap::contains(llvm::ArrayRef<int64_t> dimValues,
                           llvm::ArrayRef<int64_t> symbolValues) const {
  if (knownEmpty)
    return false;
  for (auto [bound, value] : llvm::zip_equal(dims, dimValues))
    if (!bound.contains(value))
      return false;
  for (auto [index, value] : llvm::enumerate(symbolValues))
    if (!getSymbolBound(index).contains(value))
      return false;
  return llvm::all_of(constraints, [&](const auto &constraint) {
    return constraint.second.contains(
        evaluateAffineExpr(constraint.first, dimValues, symbolValues));
  });
}

llvm::SmallBitVector IndexingMap::removeUnusedSymbols() {
  if (isUndefined() || getNumSymbols() == 0)
    return {};
  llvm::SmallBitVector used(getNumSymbols());
  for (AffineExpr result : map.getResults())
    collectUsedVars(result, used);
  // A constraint that touches a kept variable keeps all its symbols; iterate
  // because keeping a symbol can make another constraint relevant.
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto &constraint : constraints) {
      llvm::SmallBitVector symbols(getNumSymbols());
      bool usesDim = collectUsedVars(constraint.first, symbols);
      if (!usesDim && !symbols.anyCommon(used))
        continue;
      llvm::SmallBitVector merged = used;
      merged |= symbols;
      if (merged != used) {
        used = merged;
        changed = true;
      }
    }
  }
  llvm::SmallBitVector unused = used;
  unused.flip();
  if (unused.none())
    return {};
  compressSymbols(unused);
  return unused;
}

void IndexingMap::compressSymbols(const llvm::SmallBitVector &unused) {
  MLIRContext *context = getContext();
  llvm::SmallVector<AffineExpr> replacements;
  llvm::SmallVector<Interval> keptRangeVars, keptRTVars;
  unsigned next = 0;
  for (unsigned symbol = 0, e = getNumSymbols(); symbol < e; ++symbol) {
    if (unused[symbol]) {
      replacements.push_back(getAffineConstantExpr(0, context));
      continue;
    }
    replacements.push_back(getAffineSymbolExpr(next++, context));
    (isRangeVarSymbol(symbol) ? keptRangeVars : keptRTVars)
        .push_back(getSymbolBound(symbol));
  }
  map = mlir::compressSymbols(map, unused);
  rangeVars = std::move(keptRangeVars);
  rtVars = std::move(keptRTVars);
  llvm::MapVector<AffineExpr, Interval> old = std::move(constraints);
  constraints.clear();
  for (const auto &[expr, range] : old) {
    llvm::SmallBitVector symbols(unused.size());
    bool usesDim = collectUsedVars(expr, symbols);
    // Constraints over removed symbols only go away with them.
    if (!usesDim && !symbols.test(unused))
      continue;
    addConstraint(expr.replaceSymbols(replacements), range);
  }
}

void IndexingMap::resetToKnownEmpty() {
  MLIRContext *context = getContext();
  llvm::SmallVector<AffineExpr> zeros(map.getNumResults(),
                                      getAffineConstantExpr(0, context));
  map = AffineMap::get(map.getNumDims(), map.getNumSymbols(), zeros, context);
  for (Interval &bound : dims)
    bound = Interval::empty();
  for (Interval &bound : rangeVars)
    bound = Interval::empty();
  constraints.clear();
  knownEmpty = true;
}

bool IndexingMap::operator==(const IndexingMap &rhs) const {
  if (map != rhs.map || knownEmpty != rhs.knownEmpty || dims != rhs.dims ||
      rangeVars != rhs.rangeVars || rtVars != rhs.rtVars ||
      constraints.size() != rhs.constraints.size())
    return false;
  return llvm::all_of(constraints, [&](const auto &constraint) {
    auto it = rhs.constraints.find(constraint.first);
    return it != rhs.constraints.end() && it->second == constraint.second;
  });
}

IndexingMap composeIndexingMaps(const IndexingMap &first,
                                const IndexingMap &second) {
  if (first.isUndefined() || second.isUndefined())
    return IndexingMap::getUndefined();
  assert(first.getNumResults() == second.getNumDims() &&
         "composed maps must agree on the middle tensor's rank");
  MLIRContext *context = first.getContext();
  unsigned secondRange = second.getNumRangeVars();
  unsigned firstRange = first.getNumRangeVars();
  unsigned secondRT = second.getNumRTVars();
  auto symbol = [&](unsigned position) {
    return getAffineSymbolExpr(position, context);
  };

  // Symbols of `first` move to their slots in the composed symbol list.
  llvm::SmallVector<AffineExpr> firstSymbols;
  for (unsigned i = 0; i < firstRange; ++i)
    firstSymbols.push_back(symbol(secondRange + i));
  for (unsigned i = 0, e = first.getNumRTVars(); i < e; ++i)
    firstSymbols.push_back(symbol(secondRange + firstRange + secondRT + i));
  llvm::SmallVector<AffineExpr> firstResults;
  for (AffineExpr result : first.getAffineMap().getResults())
    firstResults.push_back(result.replaceSymbols(firstSymbols));

  // Dims of `second` are first's results; its symbols move to their slots.
  llvm::SmallVector<AffineExpr> secondSymbols;
  for (unsigned i = 0; i < secondRange; ++i)
    secondSymbols.push_back(symbol(i));
  for (unsigned i = 0; i < secondRT; ++i)
    secondSymbols.push_back(symbol(secondRange + firstRange + i));
  auto toComposed = [&](AffineExpr expr) {
    return expr.replaceDimsAndSymbols(firstResults, secondSymbols);
  };

  llvm::SmallVector<AffineExpr> results;
  for (AffineExpr result : second.getAffineMap().getResults())
    results.push_back(toComposed(result));
  llvm::SmallVector<Interval> rangeVars(second.getRangeVarBounds());
  llvm::append_range(rangeVars, first.getRangeVarBounds());
  llvm::SmallVector<Interval> rtVars(second.getRTVarBounds());
  llvm::append_range(rtVars, first.getRTVarBounds());
  unsigned numSymbols = rangeVars.size() + rtVars.size();
  IndexingMap composed(
      AffineMap::get(first.getNumDims(), numSymbols, results, context),
      llvm::SmallVector<Interval>(first.getDimBounds()), std::move(rangeVars),
      std::move(rtVars));

  for (const auto &[expr, range] : second.getConstraints())
    composed.addConstraint(toComposed(expr), range);
  for (const auto &[expr, range] : first.getConstraints())
    composed.addConstraint(expr.replaceSymbols(firstSymbols), range);
  for (auto [result, bound] :
       llvm::zip_equal(firstResults, second.getDimBounds()))
    composed.addConstraint(result, bound);
  return composed;
}

llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const IndexingMap &map) {
  return os << map.toString();
}

} // namespace hlokit::indexing
