//===- SdyShardingRule.cpp - op sharding rules ----------------------------===//
//
// The syntax of dimension mappings and sharding rules, their verification
// against the op they annotate, and the rule builder.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"

#include "SdyRuleSyntax.h"

#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/StringExtras.h"

#include <limits>

using namespace mlir;

namespace hlokit::sdy {

namespace {

/// The factor written `z`; later factors are `z_1`, `z_2`, ...
constexpr int64_t kFactorZ = 'z' - 'i';
constexpr int64_t kMaxIndex = std::numeric_limits<int64_t>::max();

/// Takes one factor symbol off the front of `symbols` (`k`, or `z_<n>` with
/// n >= 1 and no leading zero) and returns its index. Errors are reported at
/// `loc`. A number too large for int64 is reported but read as the largest
/// index, so parsing goes on and reports what else is wrong.
FailureOr<int64_t> takeFactorSymbol(AsmParser &parser, SMLoc loc,
                                    StringRef &symbols) {
  if (!symbols.starts_with("z_")) {
    char symbol = symbols.front();
    if (symbol < 'i' || symbol > 'z')
      return parser.emitError(loc, "expecting symbol from 'i' to 'z'. "
                                   "Received: '")
             << symbols.take_front() << "'";
    symbols = symbols.drop_front();
    return symbol - 'i';
  }
  StringRef digits =
      symbols.drop_front(2).take_while([](char c) { return llvm::isDigit(c); });
  if (digits.empty())
    return parser.emitError(loc, "expecting integer after 'z_'. Received: '")
           << symbols << "'";
  if (digits.front() == '0')
    return parser.emitError(loc, "expecting positive integer without leading "
                                 "zeros. Received: '")
           << digits << "'";
  symbols = symbols.drop_front(2 + digits.size());
  int64_t number;
  if (digits.getAsInteger(10, number)) {
    parser.emitError(loc, "expecting symbol index <=2^63-1. Received: '")
        << digits << "'";
    return kMaxIndex;
  }
  // No such factor can exist; the largest index keeps it out of range.
  return number > kMaxIndex - kFactorZ ? kMaxIndex : number + kFactorZ;
}

/// Reads a keyword that is exactly one factor symbol.
FailureOr<int64_t> parseSingleFactorSymbol(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef symbols;
  if (parser.parseKeyword(&symbols))
    return failure();
  FailureOr<int64_t> factor = takeFactorSymbol(parser, loc, symbols);
  if (failed(factor))
    return failure();
  if (!symbols.empty())
    return parser.emitError(loc, "expecting single factor symbol: ") << symbols;
  return *factor;
}

} // namespace

std::string factorSymbolString(int64_t factor) {
  if (factor <= kFactorZ)
    return std::string(1, static_cast<char>('i' + factor));
  return "z_" + std::to_string(factor - kFactorZ);
}

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

// Concatenated symbols, `ij`; nothing is an empty mapping, which fails
// verification with a clearer message than a parse error could give.
Attribute DimMappingAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef symbols;
  if (failed(parser.parseOptionalKeyword(&symbols)))
    return DimMappingAttr::get(parser.getContext(), {});
  SmallVector<int64_t> factors;
  while (!symbols.empty()) {
    FailureOr<int64_t> factor = takeFactorSymbol(parser, loc, symbols);
    if (failed(factor))
      return {};
    factors.push_back(*factor);
  }
  return DimMappingAttr::get(parser.getContext(), factors);
}

void DimMappingAttr::print(AsmPrinter &printer) const {
  for (int64_t factor : getFactorIndices())
    printer << factorSymbolString(factor);
}

ParseResult parseFactorSizes(AsmParser &parser,
                             SmallVector<int64_t> &factorSizes) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::OptionalBraces, [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        FailureOr<int64_t> factor = parseSingleFactorSymbol(parser);
        if (failed(factor))
          return failure();
        int64_t expected = factorSizes.size();
        if (*factor != expected)
          return parser.emitError(
                     loc, "expecting factor indices to be ordered like an "
                          "iota ([0,1,2,...], e.g. {i=#, j=#, ...}). "
                          "Expecting factor index symbol '")
                 << factorSymbolString(expected) << "', received: '"
                 << factorSymbolString(*factor) << "'";
        int64_t size;
        if (parser.parseEqual() || parser.parseInteger(size))
          return failure();
        factorSizes.push_back(size);
        return success();
      });
}

void printFactorSizes(AsmPrinter &printer, ArrayRef<int64_t> factorSizes) {
  if (factorSizes.empty())
    return;
  printer << " {";
  llvm::interleaveComma(llvm::enumerate(factorSizes), printer, [&](auto item) {
    printer << factorSymbolString(item.index()) << "=" << item.value();
  });
  printer << "}";
}

ParseResult parseFactorsWithType(AsmParser &parser,
                                 SmallVector<int64_t> &factors,
                                 StringRef type) {
  if (failed(parser.parseOptionalKeyword(type)))
    return success();
  if (parser.parseEqual())
    return failure();
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::OptionalBraces, [&]() -> ParseResult {
        FailureOr<int64_t> factor = parseSingleFactorSymbol(parser);
        if (failed(factor))
          return failure();
        factors.push_back(*factor);
        return success();
      });
}

void printFactorsWithType(AsmPrinter &printer, ArrayRef<int64_t> factors,
                          StringRef type) {
  if (factors.empty())
    return;
  printer << " " << type << "={";
  llvm::interleaveComma(factors, printer, [&](int64_t factor) {
    printer << factorSymbolString(factor);
  });
  printer << "}";
}

ParseResult parseIsCustomRule(AsmParser &parser, bool &isCustomRule) {
  isCustomRule = succeeded(parser.parseOptionalComma());
  return failure(isCustomRule && parser.parseKeyword("custom"));
}

void printIsCustomRule(AsmPrinter &printer, bool isCustomRule) {
  if (isCustomRule)
    printer << ", custom";
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

FactorType getFactorType(OpShardingRuleAttr rule, int64_t factor) {
  if (rule.isReductionFactor(factor))
    return FactorType::kReduction;
  if (rule.isNeedReplicationFactor(factor))
    return FactorType::kNeedReplication;
  if (rule.isPermutationFactor(factor))
    return FactorType::kPermutation;
  return FactorType::kPassThrough;
}

OpShardingRuleAttr getShardingRule(Operation *op) {
  return op->getAttrOfType<OpShardingRuleAttr>(kShardingRuleAttr);
}

void setShardingRule(Operation *op, OpShardingRuleAttr rule) {
  op->setAttr(kShardingRuleAttr, rule);
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

namespace {

/// Checks the mappings of `op`'s operands (or results) of `types`: one per
/// value, of its rank, each dimension mapped to known factors, no factor twice
/// in one value, no size-1 factor among several. Marks the factors used.
LogicalResult verifyMappings(Operation *op, TypeRange types,
                             ArrayRef<TensorMappingAttr> mappings,
                             ArrayRef<int64_t> factorSizes, StringRef kind,
                             llvm::BitVector &used) {
  if (types.size() != mappings.size())
    return op->emitOpError("number of ")
           << kind << "s and mappings must match: " << types.size()
           << " != " << mappings.size();
  if (mappings.empty())
    return op->emitOpError("number of ")
           << kind
           << "s mappings cannot be 0. Op sharding rules can only be defined "
              "on operations with at least one operand and result.";
  int64_t numFactors = factorSizes.size();
  for (auto [index, type, mapping] : llvm::enumerate(types, mappings)) {
    auto emitError = [&, index = index](StringRef msg) {
      return emitValueError(op, kind, index, types.size(), msg);
    };
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasStaticShape())
      return emitError("expected a ranked tensor with a static shape. type: ")
             << type;
    if (mapping.getRank() != shaped.getRank())
      return emitError("mapping rank must match: ")
             << mapping.getRank() << " != " << shaped.getRank();
    llvm::BitVector usedHere(numFactors);
    for (auto [dimIndex, dim] : llvm::enumerate(mapping.getDimMappings())) {
      ArrayRef<int64_t> factors = dim.getFactorIndices();
      if (factors.empty())
        return emitError("dim mapping must have at least one factor");
      int64_t product = 1;
      for (int64_t factor : factors) {
        if (factor < 0 || factor >= numFactors)
          return emitError("expecting factor indices to be within "
                           "0<=...<num_factors; received: ")
                 << factor << ", num_factors: " << numFactors;
        if (usedHere.test(factor))
          return emitError("cannot reuse factors for the same tensor value");
        if (factorSizes[factor] == 1 && factors.size() > 1)
          return emitError("dim mapping can't have a factor of size 1 if "
                           "there are multiple factors");
        product *= factorSizes[factor];
        usedHere.set(factor);
      }
    }
    used |= usedHere;
  }
  return success();
}

/// A special factor set is sorted, unique and names known factors.
LogicalResult verifyFactorSet(Operation *op, ArrayRef<int64_t> factors,
                              int64_t numFactors) {
  if (factors.empty())
    return success();
  if (!llvm::is_sorted(factors))
    return op->emitOpError("indices of special factors must be sorted");
  if (std::adjacent_find(factors.begin(), factors.end()) != factors.end())
    return op->emitOpError("indices of special factors must be unique");
  if (factors.front() < 0)
    return op->emitOpError("index must be non-negative");
  if (factors.back() >= numFactors)
    return op->emitOpError("index must be less than ")
           << numFactors << ", got: " << factors.back();
  return success();
}

} // namespace

LogicalResult verifyShardingRule(Operation *op, OpShardingRuleAttr rule) {
  ArrayRef<int64_t> sizes = rule.getFactorSizes();
  int64_t numFactors = rule.getNumFactors();
  // Size 0 is the factor of an empty dimension.
  for (auto [factor, size] : llvm::enumerate(sizes))
    if (size < 0)
      return op->emitOpError("has factor ")
             << factorSymbolString(factor) << "=" << size
             << ", expected a non-negative factor size";
  llvm::BitVector inOperands(numFactors), inResults(numFactors);
  if (failed(verifyMappings(op, op->getOperandTypes(),
                            rule.getOperandMappings(), sizes, "operand",
                            inOperands)) ||
      failed(verifyMappings(op, op->getResultTypes(), rule.getResultMappings(),
                            sizes, "result", inResults)))
    return failure();
  llvm::BitVector used = inOperands;
  used |= inResults;
  if (int unused = used.find_first_unset(); unused >= 0)
    return op->emitOpError("has factor ")
           << factorSymbolString(unused) << "=" << sizes[unused]
           << " that isn't used in operand and result mappings";

  ArrayRef<int64_t> reduction = rule.getReductionFactors();
  ArrayRef<int64_t> needReplication = rule.getNeedReplicationFactors();
  ArrayRef<int64_t> permutation = rule.getPermutationFactors();
  for (ArrayRef<int64_t> set : {reduction, needReplication, permutation})
    if (failed(verifyFactorSet(op, set, numFactors)))
      return failure();
  llvm::SmallDenseSet<int64_t> special;
  for (ArrayRef<int64_t> set : {reduction, needReplication, permutation})
    special.insert(set.begin(), set.end());
  if (special.size() !=
      reduction.size() + needReplication.size() + permutation.size())
    return op->emitOpError("a factor can only be in one of the reduction, "
                           "need replication, or permutation factor sets");
  if (failed(
          verifyFactorSet(op, rule.getBlockedPropagationFactors(), numFactors)))
    return failure();
  // A reduced factor is summed away: no result can still have it.
  if (llvm::any_of(reduction,
                   [&](int64_t factor) { return inResults.test(factor); }))
    return op->emitOpError("reduction factor cannot be in result mappings");
  return success();
}

LogicalResult verifyShardingRuleAttr(Operation *op, Attribute value) {
  auto rule = dyn_cast<OpShardingRuleAttr>(value);
  if (!rule)
    return op->emitOpError("should have a sharding rule attribute of type "
                           "OpShardingRuleAttr for attr named '")
           << kShardingRuleAttr << "'";
  return verifyShardingRule(op, rule);
}

//===----------------------------------------------------------------------===//
// Builder
//===----------------------------------------------------------------------===//

namespace {
int64_t rankOf(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && shaped.hasRank() ? shaped.getRank() : 0;
}
} // namespace

OpShardingRuleBuilder::OpShardingRuleBuilder(TypeRange operandTypes,
                                             TypeRange resultTypes)
    : numOperands(operandTypes.size()) {
  for (Type type : llvm::concat<const Type>(operandTypes, resultTypes))
    mappings.emplace_back(rankOf(type));
}

OpShardingRuleBuilder::OpShardingRuleBuilder(Operation *op)
    : OpShardingRuleBuilder(op->getOperandTypes(), op->getResultTypes()) {}

OpShardingRuleAttr OpShardingRuleBuilder::buildPointwise(Operation *op) {
  auto shaped = op->getNumResults() == 0
                    ? nullptr
                    : dyn_cast<ShapedType>(op->getResultTypes().front());
  if (!shaped || !shaped.hasRank())
    return {};
  OpShardingRuleBuilder builder(op);
  ArrayRef<int64_t> shape = shaped.getShape();
  builder.factorSizes.assign(shape.begin(), shape.end());
  // Values of another rank (a custom call's) share the dimensions they have.
  for (auto &dims : builder.mappings)
    for (auto [dim, factors] : llvm::enumerate(dims))
      if (dim < shape.size())
        factors.push_back(dim);
  return builder.build(op->getContext());
}

int64_t OpShardingRuleBuilder::newFactor(int64_t size, FactorType type,
                                         bool isBlocked) {
  int64_t factor = factorSizes.size();
  factorSizes.push_back(size);
  switch (type) {
  case FactorType::kReduction:
    reduction.push_back(factor);
    break;
  case FactorType::kNeedReplication:
    needReplication.push_back(factor);
    break;
  case FactorType::kPermutation:
    permutation.push_back(factor);
    break;
  case FactorType::kPassThrough:
    break;
  }
  if (isBlocked)
    blocked.push_back(factor);
  return factor;
}

int64_t OpShardingRuleBuilder::addFactor(ArrayRef<int64_t> operandDims,
                                         ArrayRef<int64_t> resultDims,
                                         int64_t size, FactorType type,
                                         bool isBlocked) {
  assert(operandDims.size() == numOperands &&
         resultDims.size() == mappings.size() - numOperands &&
         "one dimension (or kNullDim) per operand and result");
  int64_t factor = newFactor(size, type, isBlocked);
  for (auto [value, dim] :
       llvm::enumerate(llvm::concat<const int64_t>(operandDims, resultDims))) {
    if (dim == kNullDim)
      continue;
    assert(dim >= 0 && dim < static_cast<int64_t>(mappings[value].size()) &&
           "a dimension of the value");
    SmallVector<int64_t> &factors = mappings[value][dim];
    // A factor of size 1 can't shard the dimension; it only stands for a
    // dimension that has nothing else.
    if (size != 1 || factors.empty())
      factors.push_back(factor);
  }
  return factor;
}

void OpShardingRuleBuilder::mapToAll(size_t begin, size_t end, int64_t dim,
                                     int64_t factor) {
  assert(dim >= 0 && "a dimension");
  for (auto &dims :
       llvm::make_range(mappings.begin() + begin, mappings.begin() + end))
    if (dim < static_cast<int64_t>(dims.size()))
      dims[dim].push_back(factor);
}

int64_t OpShardingRuleBuilder::addFactorToAll(int64_t dim, int64_t size,
                                              FactorType type, bool isBlocked) {
  int64_t factor = newFactor(size, type, isBlocked);
  mapToAll(0, mappings.size(), dim, factor);
  return factor;
}

int64_t OpShardingRuleBuilder::addFactorToAllOperands(int64_t dim, int64_t size,
                                                      FactorType type,
                                                      bool isBlocked) {
  int64_t factor = newFactor(size, type, isBlocked);
  mapToAll(0, numOperands, dim, factor);
  return factor;
}

int64_t OpShardingRuleBuilder::addFactorToAllResults(int64_t dim, int64_t size,
                                                     FactorType type,
                                                     bool isBlocked) {
  int64_t factor = newFactor(size, type, isBlocked);
  mapToAll(numOperands, mappings.size(), dim, factor);
  return factor;
}

void OpShardingRuleBuilder::addPointwise(ArrayRef<int64_t> shape) {
  for (auto [dim, size] : llvm::enumerate(shape))
    addFactorToAll(dim, size);
}

void OpShardingRuleBuilder::addPointwise(
    ArrayRef<int64_t> shape, FactorTypeFn typeOf,
    llvm::function_ref<bool(FactorType)> isBlocked) {
  for (auto [dim, size] : llvm::enumerate(shape)) {
    FactorType type = typeOf(dim);
    addFactorToAll(dim, size, type, isBlocked(type));
  }
}

void OpShardingRuleBuilder::addPointwiseIf(
    ArrayRef<int64_t> shape, llvm::function_ref<bool(int64_t)> keep,
    FactorTypeFn typeOf) {
  for (auto [dim, size] : llvm::enumerate(shape))
    if (keep(dim))
      addFactorToAll(dim, size, typeOf(dim));
}

void OpShardingRuleBuilder::addPointwiseWithDiffTypeForMismatch(
    ArrayRef<int64_t> inShape, ArrayRef<int64_t> outShape,
    FactorType mismatchType, bool mismatchIsBlocked) {
  assert(inShape.size() == outShape.size() && "shapes of one rank");
  for (auto [dim, sizes] :
       llvm::enumerate(llvm::zip_equal(inShape, outShape))) {
    auto [inSize, outSize] = sizes;
    if (inSize == outSize)
      addFactorToAll(dim, inSize);
    else
      addFactorToAll(dim, inSize, mismatchType, mismatchIsBlocked);
  }
}

OpShardingRuleAttr OpShardingRuleBuilder::build(MLIRContext *context,
                                                bool isCustom) {
  // The size-1 factors of unmapped dimensions are the rule's, not the
  // builder's: building twice gives the same rule.
  SmallVector<int64_t> sizes = factorSizes;
  SmallVector<TensorMappingAttr> tensors;
  for (ArrayRef<SmallVector<int64_t>> dims : mappings) {
    SmallVector<DimMappingAttr> dimMappings;
    for (ArrayRef<int64_t> factors : dims) {
      if (!factors.empty()) {
        dimMappings.push_back(DimMappingAttr::get(context, factors));
        continue;
      }
      dimMappings.push_back(DimMappingAttr::get(
          context, ArrayRef<int64_t>{static_cast<int64_t>(sizes.size())}));
      sizes.push_back(1);
    }
    tensors.push_back(TensorMappingAttr::get(context, dimMappings));
  }
  ArrayRef<TensorMappingAttr> all(tensors);
  return OpShardingRuleAttr::get(
      context, sizes, all.take_front(numOperands), all.drop_front(numOperands),
      reduction, needReplication, permutation, blocked, isCustom);
}

} // namespace hlokit::sdy
