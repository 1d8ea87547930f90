//===- SdyRuleSyntax.h - sharding rule directives ---------------*- C++ -*-===//
//
// The custom<> directives of #sdy.op_sharding_rule's assembly format, for the
// generated attribute parser (private to the dialect library).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_DIALECT_SHARDY_SDYRULESYNTAX_H
#define HLOKIT_LIB_DIALECT_SHARDY_SDYRULESYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace hlokit::sdy {

/// `{i=8, j=16}`: sizes in factor order, symbols from `i` without gaps.
mlir::ParseResult parseFactorSizes(mlir::AsmParser &parser,
                                   llvm::SmallVector<int64_t> &factorSizes);
void printFactorSizes(mlir::AsmPrinter &printer,
                      llvm::ArrayRef<int64_t> factorSizes);

/// ` <type>={j, k}`, or nothing when there are no such factors.
mlir::ParseResult parseFactorsWithType(mlir::AsmParser &parser,
                                       llvm::SmallVector<int64_t> &factors,
                                       llvm::StringRef type);
void printFactorsWithType(mlir::AsmPrinter &printer,
                          llvm::ArrayRef<int64_t> factors,
                          llvm::StringRef type);

/// `, custom` for a user-written rule.
mlir::ParseResult parseIsCustomRule(mlir::AsmParser &parser,
                                    bool &isCustomRule);
void printIsCustomRule(mlir::AsmPrinter &printer, bool isCustomRule);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_DIALECT_SHARDY_SDYRULESYNTAX_H
