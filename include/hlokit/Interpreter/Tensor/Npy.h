//===- Npy.h - reading and writing NumPy .npy files -------------*- C++ -*-===//
//
// Format versions 1.0, 2.0 and 3.0 are read; files are written as 1.0 (2.0
// when the header would not fit). Only little-endian, C-order data with the
// dtypes <f2 <f4 <f8 <c8 <c16 |b1 |i1 <i2 <i4 <i8 |u1 <u2 <u4 <u8 is
// supported. NumPy has no bfloat16 or 4-bit integers: bf16 tensors are
// written as <f4 (exact), i4/ui4 as |i1/|u1.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_NPY_H
#define HLOKIT_INTERPRETER_NPY_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "llvm/ADT/StringRef.h"

namespace hlokit::interpreter {

/// Parses the bytes of a .npy file; `name` appears in error messages.
llvm::Expected<Tensor> parseNpy(llvm::StringRef bytes, llvm::StringRef name);

/// Reads a .npy file.
llvm::Expected<Tensor> readNpy(llvm::StringRef path);

/// The bytes of a .npy file holding `tensor`; an error for the small float
/// types (f4E2M1FN ... f8E8M0FNU), which NumPy has no dtype for.
llvm::Expected<std::string> encodeNpy(const Tensor &tensor);

/// The element type a dtype descriptor ("<f4", "|b1"; NumPy's `dtype.str`)
/// holds, or nullopt when it is not one of the supported dtypes.
std::optional<ElementType> parseNpyDescr(llvm::StringRef descr);

/// The dtype descriptor `type` is stored as (its stand-in for bf16, i2, i4,
/// ui2, ui4), or nullopt for the small floats, which NumPy has no dtype for.
std::optional<llvm::StringRef> getNpyDescr(ElementType type);

/// Writes `tensor` to the .npy file `path`.
llvm::Error writeNpy(const Tensor &tensor, llvm::StringRef path);

/// Converts a tensor read from a file to `type` when the file's dtype is the
/// stand-in for it (<f4 for bf16, |i1/|u1 for i2/ui2/i4/ui4, values in
/// range); otherwise the element types must already match. Small float
/// types are an error naming the type.
llvm::Expected<Tensor> adaptNpyElementType(const Tensor &tensor,
                                           ElementType type,
                                           llvm::StringRef name);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_NPY_H
