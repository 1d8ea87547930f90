//===- Fft.h - the fft kernel -----------------------------------*- C++ -*-===//
//
// Fourier transforms of the trailing dimensions of a tensor, computed in a
// precision wider than the result's (long double for f64 and complex<f64>,
// double for the narrower types) and rounded once to it. Every length runs in
// O(n log n): powers of two by iterative radix-2, other lengths by
// Bluestein's chirp-z algorithm on a power-of-two convolution.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_FFT_H
#define HLOKIT_INTERPRETER_FFT_H

#include "hlokit/Dialect/StableHLO/StablehloEnums.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "llvm/ADT/ArrayRef.h"

#include <complex>

namespace hlokit::interpreter {

/// The discrete Fourier transform of `data` in place: the forward transform
/// (exponent -2*pi*i*k*n/N) or the inverse one (+, divided by N).
void fft1d(llvm::MutableArrayRef<std::complex<double>> data, bool inverse);

/// fft over the `fftLength.size()` trailing dimensions of `operand`,
/// producing `resultType` with `resultShape` (as the verifier inferred). FFT
/// and IFFT lengths that differ from the operand's trailing dimensions are
/// an error (the verifier's fft_i3, for callers that skip it).
llvm::Expected<Tensor> fft(const Tensor &operand, stablehlo::FftType kind,
                           llvm::ArrayRef<int64_t> fftLength,
                           ElementType resultType,
                           llvm::ArrayRef<int64_t> resultShape);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_FFT_H
