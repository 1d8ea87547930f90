//===- IndexingMapParser.cpp - read XLA's indexing map text ---------------===//

#include "hlokit/Analysis/Indexing/IndexingMapParser.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;

namespace hlokit::indexing {

namespace {

class Parser {
public:
  Parser(llvm::StringRef text, MLIRContext *context)
      : rest(text), context(context) {}

  std::optional<IndexingMap> parseMap();
  const std::string &getError() const { return error; }

private:
  // Lexing.
  void skipSpace() { rest = rest.ltrim(); }
  bool peek(llvm::StringRef token) {
    skipSpace();
    return rest.starts_with(token);
  }
  bool consume(llvm::StringRef token) {
    if (!peek(token))
      return false;
    rest = rest.drop_front(token.size());
    return true;
  }
  bool expect(llvm::StringRef token) {
    return consume(token) || fail("expected '" + token.str() + "'");
  }
  std::optional<llvm::StringRef> identifier();
  bool peekKeyword(llvm::StringRef keyword);
  bool consumeKeyword(llvm::StringRef keyword) {
    if (!peekKeyword(keyword))
      return false;
    return identifier().has_value();
  }
  std::optional<int64_t> integer();
  bool fail(const std::string &message) {
    if (error.empty())
      error = message + " at '" + rest.take_front(20).str() + "'";
    return false;
  }

  // Grammar.
  bool parseNames(llvm::StringRef open, llvm::StringRef close,
                  llvm::SmallVectorImpl<std::string> &names);
  bool parseBound(llvm::StringRef name, Interval &bound);
  std::optional<Interval> parseInterval();
  AffineExpr parseSum();
  AffineExpr parseProduct();
  AffineExpr parseUnary();
  AffineExpr parsePrimary();
  AffineExpr binary(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
    return getAffineBinaryOpExpr(kind, lhs, rhs);
  }
  AffineExpr constant(int64_t value) {
    return getAffineConstantExpr(value, context);
  }
  AffineExpr negate(AffineExpr expr);

  llvm::StringRef rest;
  MLIRContext *context;
  std::string error;
  llvm::StringMap<AffineExpr> variables;
};

std::optional<llvm::StringRef> Parser::identifier() {
  skipSpace();
  if (rest.empty() || !llvm::isAlpha(rest.front()))
    return std::nullopt;
  size_t length = 1;
  while (length < rest.size() &&
         (llvm::isAlnum(rest[length]) || rest[length] == '_'))
    ++length;
  llvm::StringRef name = rest.take_front(length);
  rest = rest.drop_front(length);
  return name;
}

bool Parser::peekKeyword(llvm::StringRef keyword) {
  llvm::StringRef saved = rest;
  auto name = identifier();
  rest = saved;
  return name && *name == keyword;
}

std::optional<int64_t> Parser::integer() {
  skipSpace();
  bool negative = consume("-");
  skipSpace();
  size_t length = 0;
  while (length < rest.size() && llvm::isDigit(rest[length]))
    ++length;
  int64_t value;
  if (length == 0 || rest.take_front(length).getAsInteger(10, value)) {
    fail("expected an integer");
    return std::nullopt;
  }
  rest = rest.drop_front(length);
  return negative ? -value : value;
}

bool Parser::parseNames(llvm::StringRef open, llvm::StringRef close,
                        llvm::SmallVectorImpl<std::string> &names) {
  if (!expect(open))
    return false;
  if (consume(close))
    return true;
  do {
    auto name = identifier();
    if (!name)
      return fail("expected a variable name");
    names.push_back(name->str());
  } while (consume(","));
  return expect(close);
}

std::optional<Interval> Parser::parseInterval() {
  if (!expect("["))
    return std::nullopt;
  auto lower = integer();
  if (!lower || !expect(","))
    return std::nullopt;
  auto upper = integer();
  if (!upper || !expect("]"))
    return std::nullopt;
  return Interval{*lower, *upper};
}

bool Parser::parseBound(llvm::StringRef name, Interval &bound) {
  auto parsed = identifier();
  if (!parsed || *parsed != name)
    return fail("expected the bound of '" + name.str() + "'");
  if (!consumeKeyword("in"))
    return fail("expected 'in'");
  auto interval = parseInterval();
  if (!interval)
    return false;
  bound = *interval;
  return true;
}

AffineExpr Parser::negate(AffineExpr expr) {
  if (auto value = dyn_cast<AffineConstantExpr>(expr))
    return constant(-value.getValue());
  if (expr.getKind() == AffineExprKind::Mul)
    if (auto factor = dyn_cast<AffineConstantExpr>(
            cast<AffineBinaryOpExpr>(expr).getRHS()))
      return binary(AffineExprKind::Mul,
                    cast<AffineBinaryOpExpr>(expr).getLHS(),
                    constant(-factor.getValue()));
  return binary(AffineExprKind::Mul, expr, constant(-1));
}

AffineExpr Parser::parseSum() {
  AffineExpr sum = parseProduct();
  while (sum) {
    if (consume("+")) {
      AffineExpr rhs = parseProduct();
      sum = rhs ? binary(AffineExprKind::Add, sum, rhs) : AffineExpr();
    } else if (!peek("->") && consume("-")) {
      // The printer writes `a + x * -c` as `a - x * c`.
      AffineExpr rhs = parseProduct();
      sum = rhs ? binary(AffineExprKind::Add, sum, negate(rhs)) : AffineExpr();
    } else {
      break;
    }
  }
  return sum;
}

AffineExpr Parser::parseProduct() {
  AffineExpr product = parseUnary();
  while (product) {
    AffineExprKind kind;
    if (consume("*"))
      kind = AffineExprKind::Mul;
    else if (consumeKeyword("floordiv"))
      kind = AffineExprKind::FloorDiv;
    else if (consumeKeyword("ceildiv"))
      kind = AffineExprKind::CeilDiv;
    else if (consumeKeyword("mod"))
      kind = AffineExprKind::Mod;
    else
      break;
    AffineExpr rhs = parseUnary();
    product = rhs ? binary(kind, product, rhs) : AffineExpr();
  }
  return product;
}

AffineExpr Parser::parseUnary() {
  if (!consume("-"))
    return parsePrimary();
  AffineExpr operand = parseUnary();
  if (!operand)
    return operand;
  if (auto value = dyn_cast<AffineConstantExpr>(operand))
    return constant(-value.getValue());
  return binary(AffineExprKind::Mul, operand, constant(-1));
}

AffineExpr Parser::parsePrimary() {
  if (consume("(")) {
    AffineExpr inner = parseSum();
    return inner && expect(")") ? inner : AffineExpr();
  }
  skipSpace();
  if (!rest.empty() && llvm::isDigit(rest.front())) {
    auto value = integer();
    return value ? constant(*value) : AffineExpr();
  }
  auto name = identifier();
  if (!name) {
    fail("expected an expression");
    return {};
  }
  auto it = variables.find(*name);
  if (it == variables.end()) {
    fail("unknown variable '" + name->str() + "'");
    return {};
  }
  return it->second;
}

std::optional<IndexingMap> Parser::parseMap() {
  if (consumeKeyword("UNDEFINED"))
    return IndexingMap::getUndefined();
  llvm::SmallVector<std::string> dimNames, rangeNames, rtNames;
  if (!parseNames("(", ")", dimNames) ||
      (peek("[") && !parseNames("[", "]", rangeNames)) ||
      (peek("{") && !parseNames("{", "}", rtNames)) || !expect("->"))
    return std::nullopt;
  for (auto [index, name] : llvm::enumerate(dimNames))
    variables[name] = getAffineDimExpr(index, context);
  llvm::SmallVector<std::string> symbolNames(rangeNames);
  llvm::append_range(symbolNames, rtNames);
  for (auto [index, name] : llvm::enumerate(symbolNames))
    variables[name] = getAffineSymbolExpr(index, context);

  llvm::SmallVector<AffineExpr> results;
  if (!expect("("))
    return std::nullopt;
  if (!consume(")")) {
    do {
      AffineExpr result = parseSum();
      if (!result)
        return std::nullopt;
      results.push_back(result);
    } while (consume(","));
    if (!expect(")"))
      return std::nullopt;
  }

  llvm::SmallVector<Interval> dims(dimNames.size()),
      rangeVars(rangeNames.size()), rtVars(rtNames.size());
  llvm::SmallVector<IndexingMap::Constraint> constraints;
  bool hasVariables = !dimNames.empty() || !symbolNames.empty();
  if (hasVariables) {
    if (!expect(",") || !consumeKeyword("domain") || !expect(":"))
      return std::nullopt;
    auto parseBounds = [&](llvm::ArrayRef<std::string> names,
                           llvm::MutableArrayRef<Interval> bounds,
                           bool &first) {
      for (auto [name, bound] : llvm::zip_equal(names, bounds)) {
        if ((!first && !expect(",")) || !parseBound(name, bound))
          return false;
        first = false;
      }
      return true;
    };
    bool first = true;
    if (!parseBounds(dimNames, dims, first) ||
        !parseBounds(rangeNames, rangeVars, first) ||
        !parseBounds(rtNames, rtVars, first))
      return std::nullopt;
    while (consume(",")) {
      AffineExpr expr = parseSum();
      if (!expr || !(consumeKeyword("in") || fail("expected 'in'")))
        return std::nullopt;
      auto range = parseInterval();
      if (!range)
        return std::nullopt;
      constraints.push_back({expr, *range});
    }
  }
  skipSpace();
  if (!rest.empty()) {
    fail("unexpected trailing text");
    return std::nullopt;
  }
  AffineMap map =
      AffineMap::get(dimNames.size(), symbolNames.size(), results, context);
  return IndexingMap(map, std::move(dims), std::move(rangeVars),
                     std::move(rtVars), constraints);
}

} // namespace

std::optional<IndexingMap> parseIndexingMap(llvm::StringRef text,
                                            MLIRContext *context,
                                            std::string *errorMessage) {
  Parser parser(text, context);
  std::optional<IndexingMap> map = parser.parseMap();
  if (!map && errorMessage)
    *errorMessage = parser.getError();
  return map;
}

} // namespace hlokit::indexing
