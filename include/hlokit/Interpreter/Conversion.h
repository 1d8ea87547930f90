//===- Conversion.h - convert, bitcast_convert, reduce_precision -*- C++
//-*-===//
//
// convert follows the spec; where it leaves the result implementation-defined
// (float to integer out of range) the value saturates and NaN becomes 0.
// Complex to real keeps the real part.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_CONVERSION_H
#define HLOKIT_INTERPRETER_CONVERSION_H

#include "hlokit/Interpreter/Tensor.h"

namespace hlokit::interpreter {

llvm::Expected<Tensor> convert(const Tensor &operand, ElementType resultType);

/// Reinterprets the bytes of `operand` as `resultType` with `resultShape`
/// (which the verifier made consistent with the bit widths). Bitcasts that
/// involve sub-byte types (i1, i4, ui4) and change the byte count are
/// reported as unsupported.
llvm::Expected<Tensor> bitcastConvert(const Tensor &operand,
                                      ElementType resultType,
                                      llvm::ArrayRef<int64_t> resultShape);

/// Rounds floats to `exponentBits` and `mantissaBits` (round to nearest even,
/// overflow to infinity, underflow to zero), keeping the element type.
llvm::Expected<Tensor> reducePrecision(const Tensor &operand,
                                       int64_t exponentBits,
                                       int64_t mantissaBits);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_CONVERSION_H
