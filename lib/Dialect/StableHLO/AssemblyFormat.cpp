//===- AssemblyFormat.cpp - custom<> directives shared by op families -----===//

#include "hlokit/Dialect/StableHLO/AssemblyFormat.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace detail {

void printSameOperandsAndResultTypeImpl(OpAsmPrinter &p,
                                        ArrayRef<Type> operands, Type result) {
  if (llvm::all_of(operands, [&](Type t) { return t == result; })) {
    p << result;
    return;
  }
  p.printFunctionalType(TypeRange(operands), TypeRange(result));
}

ParseResult parseSameOperandsAndResultTypeImpl(OpAsmParser &parser,
                                               ArrayRef<Type *> operands,
                                               Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fnType = dyn_cast<FunctionType>(type);
  if (!fnType) {
    for (Type *operand : operands)
      *operand = type;
    result = type;
    return success();
  }
  if (fnType.getNumInputs() != operands.size())
    return parser.emitError(loc, "expected ")
           << operands.size() << " operand types, got "
           << fnType.getNumInputs();
  if (fnType.getNumResults() != 1)
    return parser.emitError(loc, "expected exactly one result type");
  for (auto [slot, t] : llvm::zip(operands, fnType.getInputs()))
    *slot = t;
  result = fnType.getResult(0);
  return success();
}

} // namespace detail

void printVariadicSameOperandsAndResultType(OpAsmPrinter &p, Operation *,
                                            OperandRange operands,
                                            TypeRange operandTypes,
                                            Type result) {
  // Without operands (after_all) only the type follows the op name.
  if (!operands.empty()) {
    p.printOperands(operands);
    p << ' ';
  }
  p << ": ";
  if (llvm::all_of(operandTypes, [&](Type t) { return t == result; })) {
    p << result;
    return;
  }
  p.printFunctionalType(operandTypes, TypeRange(result));
}

ParseResult parseVariadicSameOperandsAndResultType(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    SmallVectorImpl<Type> &operandTypes, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) || parser.parseColon())
    return failure();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fnType = dyn_cast<FunctionType>(type);
  if (!fnType) {
    operandTypes.assign(operands.size(), type);
    result = type;
    return success();
  }
  if (fnType.getNumInputs() != operands.size() || fnType.getNumResults() != 1)
    return parser.emitError(loc, "expected ")
           << operands.size() << " operand types and one result type";
  llvm::append_range(operandTypes, fnType.getInputs());
  result = fnType.getResult(0);
  return success();
}

void printDenseI64Array(OpAsmPrinter &p, Operation *, DenseI64ArrayAttr attr) {
  p << '[';
  llvm::interleaveComma(attr.asArrayRef(), p);
  p << ']';
}

ParseResult parseDenseI64Array(OpAsmParser &parser, DenseI64ArrayAttr &attr) {
  SmallVector<int64_t> values;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(values.emplace_back());
      }))
    return failure();
  attr = DenseI64ArrayAttr::get(parser.getContext(), values);
  return success();
}

void printDimSizes(AsmPrinter &p, ArrayRef<int64_t> dims) {
  p << '[';
  llvm::interleaveComma(dims, p, [&](int64_t d) {
    if (ShapedType::isDynamic(d))
      p << '?';
    else
      p << d;
  });
  p << ']';
}

ParseResult parseDimSizes(AsmParser &parser, SmallVectorImpl<int64_t> &dims) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        if (succeeded(parser.parseOptionalQuestion())) {
          dims.push_back(ShapedType::kDynamic);
          return success();
        }
        return parser.parseInteger(dims.emplace_back());
      });
}

namespace {

ParseResult parseDimsFieldValue(AsmParser &parser, const DimsField &field) {
  if (!field.list)
    return parser.parseInteger(*field.scalar);
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
    return parser.parseInteger(field.list->emplace_back());
  });
}

} // namespace

void printDimsFields(AsmPrinter &p,
                     ArrayRef<std::pair<StringRef, ArrayRef<int64_t>>> lists,
                     llvm::ListSeparator &separator) {
  for (auto [name, dims] : lists) {
    if (dims.empty())
      continue;
    p << StringRef(separator) << name << " = [";
    llvm::interleaveComma(dims, p);
    p << ']';
  }
}

ParseResult parseDimsStruct(AsmParser &parser, StringRef mnemonic,
                            ArrayRef<DimsField> fields, StringRef dialect) {
  if (parser.parseLess())
    return failure();
  SmallVector<bool> seen(fields.size(), false);
  while (failed(parser.parseOptionalGreater())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef name;
    if (parser.parseKeyword(&name))
      return failure();
    const auto *field = llvm::find_if(
        fields, [&](const DimsField &f) { return f.name == name; });
    if (field == fields.end())
      return parser.emitError(loc, "unknown field '")
             << name << "' in #" << dialect << "." << mnemonic;
    if (seen[field - fields.begin()])
      return parser.emitError(loc, "field '")
             << name << "' appears more than once in #" << dialect << "."
             << mnemonic;
    seen[field - fields.begin()] = true;
    if (parser.parseEqual() || parseDimsFieldValue(parser, *field))
      return failure();
    // A comma may stand before `>`; without one the struct must end here.
    if (failed(parser.parseOptionalComma()))
      return parser.parseGreater();
  }
  return success();
}

ParseResult parseConstantOp(OpAsmParser &parser, OperationState &result,
                            ElementsAttr &value) {
  if (succeeded(parser.parseOptionalLParen())) {
    if (parser.parseRParen())
      return failure();
    if (succeeded(parser.parseOptionalLess())) {
      if (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater())
        return failure();
    }
    FunctionType type;
    if (parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColonType(type))
      return failure();
    if (type.getNumInputs() != 0 || type.getNumResults() != 1)
      return parser.emitError(parser.getNameLoc(),
                              "expected `() -> type` for constant");
    result.addTypes(type.getResults());
    return success();
  }
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseAttribute(value))
    return failure();
  result.addTypes(value.getType());
  return success();
}

void printConstantOp(OpAsmPrinter &p, Operation *op, ElementsAttr value) {
  if (value.getType() != op->getResult(0).getType()) {
    p.printGenericOp(op, /*printOpName=*/false);
    return;
  }
  p.printOptionalAttrDict(op->getAttrs(), /*elidedAttrs=*/{"value"});
  p << ' ';
  p.printAttribute(value);
}

} // namespace hlokit::stablehlo
