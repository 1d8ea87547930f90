//===- AssemblyFormat.h - custom<> directives shared by op families -*- C++
//-*-===//
//
// Directives used from declarative assembly formats. Each one matches the
// spelling of upstream StableHLO's printed form.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H
#define HLOKIT_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

namespace hlokit::stablehlo {

namespace detail {
void printSameOperandsAndResultTypeImpl(mlir::OpAsmPrinter &p,
                                        llvm::ArrayRef<mlir::Type> operands,
                                        mlir::Type result);
mlir::ParseResult
parseSameOperandsAndResultTypeImpl(mlir::OpAsmParser &parser,
                                   llvm::ArrayRef<mlir::Type *> operands,
                                   mlir::Type &result);
} // namespace detail

/// `custom<SameOperandsAndResultType>(type($a), ..., type($result))`: prints
/// `tensor<4xf32>` when every operand type equals the result type, and the
/// functional type `(tensor<4xf32>, ...) -> tensor<4xf32>` otherwise. The
/// result type comes last.
template <typename... Types>
void printSameOperandsAndResultType(mlir::OpAsmPrinter &p, mlir::Operation *,
                                    Types... types) {
  static_assert(sizeof...(types) >= 2, "needs operand and result types");
  llvm::SmallVector<mlir::Type> all{types...};
  detail::printSameOperandsAndResultTypeImpl(p, llvm::ArrayRef(all).drop_back(),
                                             all.back());
}

template <typename... Types>
mlir::ParseResult parseSameOperandsAndResultType(mlir::OpAsmParser &parser,
                                                 Types &...types) {
  static_assert(sizeof...(types) >= 2, "needs operand and result types");
  llvm::SmallVector<mlir::Type *> all{&types...};
  return detail::parseSameOperandsAndResultTypeImpl(
      parser, llvm::ArrayRef(all).drop_back(), *all.back());
}

/// `custom<VariadicSameOperandsAndResultType>($ops, type($ops), type($r))`
/// for ops with a variadic operand list and one result.
void printVariadicSameOperandsAndResultType(mlir::OpAsmPrinter &p,
                                            mlir::Operation *op,
                                            mlir::OperandRange operands,
                                            mlir::TypeRange operandTypes,
                                            mlir::Type result);
mlir::ParseResult parseVariadicSameOperandsAndResultType(
    mlir::OpAsmParser &parser,
    llvm::SmallVectorImpl<mlir::OpAsmParser::UnresolvedOperand> &operands,
    llvm::SmallVectorImpl<mlir::Type> &operandTypes, mlir::Type &result);

/// `custom<DenseI64Array>($attr)`: a DenseI64ArrayAttr as `[1, 2]`.
void printDenseI64Array(mlir::OpAsmPrinter &p, mlir::Operation *op,
                        mlir::DenseI64ArrayAttr attr);
mlir::ParseResult parseDenseI64Array(mlir::OpAsmParser &parser,
                                     mlir::DenseI64ArrayAttr &attr);

/// `[1, ?, 3]`: dimension sizes with `?` for dynamic, used by attributes.
void printDimSizes(mlir::AsmPrinter &p, llvm::ArrayRef<int64_t> dims);
mlir::ParseResult parseDimSizes(mlir::AsmParser &parser,
                                llvm::SmallVectorImpl<int64_t> &dims);

/// One `name = value` field of a dimension-number attribute: a list of
/// dimensions, or (when `list` is null) an integer such as
/// `index_vector_dim`.
struct DimsField {
  llvm::StringRef name;
  llvm::SmallVector<int64_t> *list;
  int64_t *scalar;
};

/// The non-empty `lists` of a dimension-number attribute as
/// `name = [d, ...]`, each preceded by `separator`: upstream's printers leave
/// empty lists out.
void printDimsFields(
    mlir::AsmPrinter &p,
    llvm::ArrayRef<std::pair<llvm::StringRef, llvm::ArrayRef<int64_t>>> lists,
    llvm::ListSeparator &separator);

/// `<` (name `=` value `,`)* `>` with the last comma optional, as upstream's
/// struct parser: fields in any order, each at most once; fields left out keep
/// their defaults. Errors name `#<dialect>.<mnemonic>`.
mlir::ParseResult parseDimsStruct(mlir::AsmParser &parser,
                                  llvm::StringRef mnemonic,
                                  llvm::ArrayRef<DimsField> fields,
                                  llvm::StringRef dialect = "stablehlo");

/// A constant: `{attrs} dense<...> : tensor<...>`, or the generic form
/// `() <{value = ...}> {attrs} : () -> tensor<...>` that a quantized result
/// needs. Sets `value` for the first (the caller stores it in its property);
/// the second fills `result`'s properties itself and leaves `value` null.
/// For stablehlo.constant and sdy.constant.
mlir::ParseResult parseConstantOp(mlir::OpAsmParser &parser,
                                  mlir::OperationState &result,
                                  mlir::ElementsAttr &value);
/// Prints `op`, a constant holding `value`, in the form parseConstantOp
/// reads: generic when `value`'s type isn't the result's.
void printConstantOp(mlir::OpAsmPrinter &p, mlir::Operation *op,
                     mlir::ElementsAttr value);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H
