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

#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

llvm::Expected<Tensor> convert(const Tensor &operand, ElementType resultType);

/// convert writing into `result`, a tensor of the operand's shape and the
/// result element type (a copy when the types are the same).
void convertInto(const Tensor &operand, Tensor &result);

/// Reinterprets the bits of `operand` as `resultType` with `resultShape`
/// (which the verifier made consistent with the bit widths): the spec's
/// `bits`, little-endian, so when widths differ the first of the narrow
/// elements holds the wide element's least significant bits. Sub-byte types
/// (i1, i2, i4, f4, f6) take part with their own bits only.
llvm::Expected<Tensor> bitcastConvert(const Tensor &operand,
                                      ElementType resultType,
                                      llvm::ArrayRef<int64_t> resultShape);

/// Rounds floats to `exponentBits` and `mantissaBits` (round to nearest even,
/// overflow to infinity, underflow to zero), keeping the element type; the
/// 16-bit and small floats are reduced in float and rounded back once (the
/// reduced value is exact in them unless it overflows their range).
llvm::Expected<Tensor> reducePrecision(const Tensor &operand,
                                       int64_t exponentBits,
                                       int64_t mantissaBits);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_CONVERSION_H
