//===- IndexingMapPrinter.cpp - XLA's indexing map text format ------------===//

#include "hlokit/Analysis/Indexing/IndexingMapPrinter.h"
#include "hlokit/Analysis/Indexing/IndexingMap.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace hlokit::indexing {

namespace {

struct ExprPrinter {
  llvm::ArrayRef<std::string> dimNames;
  llvm::ArrayRef<std::string> symbolNames;
  llvm::raw_ostream &os;

  void print(AffineExpr expr, bool parenthesize);
  void printSum(AffineBinaryOpExpr sum);
};

void ExprPrinter::print(AffineExpr expr, bool parenthesize) {
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    os << cast<AffineConstantExpr>(expr).getValue();
    return;
  case AffineExprKind::DimId:
    os << dimNames[cast<AffineDimExpr>(expr).getPosition()];
    return;
  case AffineExprKind::SymbolId:
    os << symbolNames[cast<AffineSymbolExpr>(expr).getPosition()];
    return;
  default:
    break;
  }
  auto binary = cast<AffineBinaryOpExpr>(expr);
  if (parenthesize)
    os << '(';
  if (expr.getKind() == AffineExprKind::Add) {
    printSum(binary);
  } else {
    auto rhsConstant = dyn_cast<AffineConstantExpr>(binary.getRHS());
    if (expr.getKind() == AffineExprKind::Mul && rhsConstant &&
        rhsConstant.getValue() == -1) {
      os << '-';
      print(binary.getLHS(), /*parenthesize=*/true);
    } else {
      const char *spelling = "";
      switch (expr.getKind()) {
      case AffineExprKind::Mul:
        spelling = " * ";
        break;
      case AffineExprKind::FloorDiv:
        spelling = " floordiv ";
        break;
      case AffineExprKind::CeilDiv:
        spelling = " ceildiv ";
        break;
      default:
        spelling = " mod ";
        break;
      }
      print(binary.getLHS(), /*parenthesize=*/true);
      os << spelling;
      print(binary.getRHS(), /*parenthesize=*/true);
    }
  }
  if (parenthesize)
    os << ')';
}

void ExprPrinter::printSum(AffineBinaryOpExpr sum) {
  AffineExpr lhs = sum.getLHS(), rhs = sum.getRHS();
  // `a + x * -c` prints as a subtraction.
  if (rhs.getKind() == AffineExprKind::Mul) {
    auto product = cast<AffineBinaryOpExpr>(rhs);
    if (auto factor = dyn_cast<AffineConstantExpr>(product.getRHS());
        factor && factor.getValue() < 0) {
      print(lhs, /*parenthesize=*/false);
      os << " - ";
      if (factor.getValue() == -1) {
        print(product.getLHS(),
              product.getLHS().getKind() == AffineExprKind::Add);
      } else {
        print(product.getLHS(), /*parenthesize=*/true);
        os << " * " << -factor.getValue();
      }
      return;
    }
  }
  if (auto constant = dyn_cast<AffineConstantExpr>(rhs);
      constant && constant.getValue() < 0) {
    print(lhs, /*parenthesize=*/false);
    os << " - " << -constant.getValue();
    return;
  }
  print(lhs, /*parenthesize=*/false);
  os << " + ";
  print(rhs, /*parenthesize=*/false);
}

llvm::SmallVector<std::string> numberedNames(llvm::StringRef prefix,
                                             unsigned count) {
  llvm::SmallVector<std::string> names;
  for (unsigned i = 0; i < count; ++i)
    names.push_back((prefix + llvm::Twine(i)).str());
  return names;
}

} // namespace

std::string printAffineExpr(AffineExpr expr,
                            llvm::ArrayRef<std::string> dimNames,
                            llvm::ArrayRef<std::string> symbolNames) {
  std::string text;
  llvm::raw_string_ostream os(text);
  ExprPrinter{dimNames, symbolNames, os}.print(expr, /*parenthesize=*/false);
  return text;
}

std::string IndexingMap::toString() const {
  if (isUndefined())
    return "UNDEFINED";
  if (knownEmpty)
    return "KNOWN EMPTY";
  auto dimNames = numberedNames("d", getNumDims());
  auto rangeNames = numberedNames("s", getNumRangeVars());
  auto rtNames = numberedNames("rt", getNumRTVars());
  llvm::SmallVector<std::string> symbolNames(rangeNames);
  llvm::append_range(symbolNames, rtNames);

  std::string text;
  llvm::raw_string_ostream os(text);
  os << '(' << llvm::join(dimNames, ", ") << ')';
  if (!rangeNames.empty())
    os << '[' << llvm::join(rangeNames, ", ") << ']';
  if (!rtNames.empty())
    os << '{' << llvm::join(rtNames, ", ") << '}';
  os << " -> (";
  llvm::interleaveComma(map.getResults(), os, [&](AffineExpr result) {
    os << printAffineExpr(result, dimNames, symbolNames);
  });
  os << ')';
  if (symbolNames.empty() && dimNames.empty())
    return text;

  llvm::SmallVector<std::string> domain;
  for (auto [name, bound] : llvm::zip_equal(dimNames, dims))
    domain.push_back(name + " in " + bound.toString());
  for (auto [index, name] : llvm::enumerate(symbolNames))
    domain.push_back(name + " in " + getSymbolBound(index).toString());
  llvm::SmallVector<std::string> constraintTexts;
  for (const auto &[expr, range] : constraints)
    constraintTexts.push_back(printAffineExpr(expr, dimNames, symbolNames) +
                              " in " + range.toString());
  llvm::sort(constraintTexts);
  llvm::append_range(domain, constraintTexts);
  os << ", domain: " << llvm::join(domain, ", ");
  return text;
}

} // namespace hlokit::indexing
