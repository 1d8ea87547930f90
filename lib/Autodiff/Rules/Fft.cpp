//===- Fft.cpp - derivative rules of fft ----------------------------------===//
//
// Every fft type is linear over the reals, so the JVP is the same fft of the
// tangent. The VJPs are transposes under JAX's pairing of complex values,
// <a, b> = Re(sum a * b) (docs/autodiff.md):
//  - FFT and IFFT: the DFT matrices are symmetric, so each is its own
//    transpose;
//  - RFFT = FFT of the real signal, truncated to the first n/2 + 1 entries of
//    the last axis: the transpose pads the cotangent back to n with zeros,
//    applies FFT and keeps the real part;
//  - IRFFT(X) = Re(sum_k w_k X_k e^(2 pi i jk/n)) / N, where the halved
//    spectrum stands for both X_k and its mirrored conjugate, so w_k = 2
//    except for the DC entry and, for even n, the Nyquist entry (w = 1); its
//    transpose is conj(w * RFFT(ct)) / N, N the product of fft_length.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"
#include "hlokit/Support/Product.h"

#include "../Emit.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

Value fft(Emitter &e, Value operand, FftType type, ArrayRef<int64_t> length) {
  return FftOp::create(e.builder(), e.location(), operand, type, length);
}

/// The cotangent of an RFFT result, padded with zeros from n/2 + 1 to n
/// entries on the last axis.
Value padToFullSpectrum(Emitter &e, Value ct, int64_t length) {
  auto type = tensorTypeOf(ct);
  int64_t rank = type.getRank();
  SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
  high.back() = length - type.getShape().back();
  return PadOp::create(e.builder(), e.location(), ct,
                       e.scalar(type.getElementType(), 0.0), low, high,
                       interior);
}

/// w_k / N broadcast to `type` (real), k along the last axis.
Value spectrumWeights(Emitter &e, RankedTensorType type,
                      ArrayRef<int64_t> length) {
  int64_t half = type.getShape().back(), n = length.back();
  auto scale = static_cast<double>(product(length));
  auto weightType = RankedTensorType::get({half}, type.getElementType());
  SmallVector<Attribute> weights;
  for (int64_t k = 0; k < half; ++k) {
    bool single = k == 0 || (n % 2 == 0 && k == n / 2);
    weights.push_back(e.builder().getFloatAttr(type.getElementType(),
                                               (single ? 1 : 2) / scale));
  }
  Value vector = ConstantOp::create(
      e.builder(), e.location(), DenseElementsAttr::get(weightType, weights));
  return e.broadcast(vector, type, {type.getRank() - 1});
}

LogicalResult fftVjp(VjpContext &c, Operation *op, ArrayRef<Value> cts) {
  auto fftOp = cast<FftOp>(op);
  Emitter e(c.getBuilder(), op->getLoc());
  ArrayRef<int64_t> length = fftOp.getFftLength();
  Value x = fftOp.getOperand();
  switch (fftOp.getFftType()) {
  case FftType::FFT:
  case FftType::IFFT:
    c.accumulate(x, fft(e, cts[0], fftOp.getFftType(), length));
    break;
  case FftType::RFFT: {
    Value padded = padToFullSpectrum(e, cts[0], length.back());
    c.accumulate(x, e.real(fft(e, padded, FftType::FFT, length)));
    break;
  }
  case FftType::IRFFT: {
    Value spectrum = fft(e, cts[0], FftType::RFFT, length);
    Value re = e.real(spectrum), im = e.imag(spectrum);
    Value weights = spectrumWeights(e, tensorTypeOf(re), length);
    Value weightedRe = e.mul(re, weights);
    Value conjugatedIm = e.neg(e.mul(im, weights));
    c.accumulate(x, e.complex(weightedRe, conjugatedIm));
    break;
  }
  }
  return success();
}

} // namespace

void registerFftRules(RuleRegistry &r) {
  r.addVjp<FftOp>(fftVjp);
  r.addJvp<FftOp>(linearJvp);
  r.allowComplex<FftOp>();
}

} // namespace hlokit::autodiff
