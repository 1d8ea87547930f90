//===- Printer.h - tensors in MLIR literal form -----------------*- C++ -*-===//
//
// Prints a tensor the way `stablehlo-translate --interpret` lays results out:
//
//   tensor<2x2xi32> {
//     [
//       [1, 2],
//       [3, 4]
//     ]
//   }
//
// and scalars on one line: `tensor<i32> {7}`. Elements are spelled as in MLIR
// dense literals: integers in decimal, i1 as true/false, floats in the shortest
// form MLIR's printer uses that reads back to the same bits (hex bit patterns
// for inf and NaN), complex numbers as (re, im).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_PRINTER_H
#define HLOKIT_INTERPRETER_PRINTER_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "llvm/Support/raw_ostream.h"

namespace hlokit::interpreter {

/// `tensor<2x3xf32>`.
std::string getTensorTypeString(llvm::ArrayRef<int64_t> shape,
                                ElementType type);

/// Prints `tensor` in the layout above, without a trailing newline.
void printTensor(llvm::raw_ostream &os, const Tensor &tensor);
/// The same with the element type spelled `elementTypeName`: a quantized
/// tensor prints its storage integers under its quantized type,
/// `tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>> {[1, 4]}`.
void printTensor(llvm::raw_ostream &os, const Tensor &tensor,
                 llvm::StringRef elementTypeName);

/// Prints element `i` of `tensor` as an MLIR literal.
void printElement(llvm::raw_ostream &os, const Tensor &tensor, int64_t i);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_PRINTER_H
