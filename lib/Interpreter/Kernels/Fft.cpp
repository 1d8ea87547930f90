//===- Fft.cpp - the fft kernel -------------------------------------------===//

#include "hlokit/Interpreter/Kernels/Fft.h"

#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Support/Product.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstring>
#include <vector>

using llvm::ArrayRef;
using llvm::MutableArrayRef;

namespace hlokit::interpreter {

namespace {

using Complex = std::complex<double>;

/// In-place iterative radix-2 forward transform; `data.size()` is a power of
/// two.
void radix2(MutableArrayRef<Complex> data) {
  size_t n = data.size();
  // Bit-reversal permutation.
  for (size_t i = 1, j = 0; i < n; ++i) {
    size_t bit = n >> 1;
    for (; j & bit; bit >>= 1)
      j ^= bit;
    j ^= bit;
    if (i < j)
      std::swap(data[i], data[j]);
  }
  for (size_t len = 2; len <= n; len <<= 1) {
    double angle = -2 * M_PI / static_cast<double>(len);
    for (size_t start = 0; start < n; start += len) {
      for (size_t k = 0; k < len / 2; ++k) {
        // Twiddles from the angle directly, not by repeated multiplication,
        // so that the error does not grow with the length.
        Complex w = std::polar(1.0, angle * static_cast<double>(k));
        Complex u = data[start + k];
        Complex v = data[start + k + len / 2] * w;
        data[start + k] = u + v;
        data[start + k + len / 2] = u - v;
      }
    }
  }
}

/// Forward transform of any length by Bluestein's algorithm: the DFT as a
/// convolution with the chirp exp(-i*pi*k^2/n), done by power-of-two FFTs.
void bluestein(MutableArrayRef<Complex> data) {
  size_t n = data.size();
  size_t m = llvm::bit_ceil(2 * n - 1);
  std::vector<Complex> chirp(n);
  for (size_t k = 0; k < n; ++k) {
    // k^2 mod 2n keeps the angle small and exact.
    uint64_t k2 = (static_cast<uint64_t>(k) * k) % (2 * n);
    chirp[k] = std::polar(1.0, -M_PI * static_cast<double>(k2) /
                                   static_cast<double>(n));
  }
  std::vector<Complex> a(m), b(m);
  for (size_t k = 0; k < n; ++k)
    a[k] = data[k] * chirp[k];
  b[0] = std::conj(chirp[0]);
  for (size_t k = 1; k < n; ++k)
    b[k] = b[m - k] = std::conj(chirp[k]);
  radix2(a);
  radix2(b);
  for (size_t k = 0; k < m; ++k)
    a[k] *= b[k];
  // Inverse of the convolution by the conjugation identity.
  for (Complex &c : a)
    c = std::conj(c);
  radix2(a);
  for (size_t k = 0; k < n; ++k)
    data[k] = std::conj(a[k]) / static_cast<double>(m) * chirp[k];
}

void forward(MutableArrayRef<Complex> data) {
  if (data.size() <= 1)
    return;
  if (llvm::has_single_bit(data.size()))
    radix2(data);
  else
    bluestein(data);
}

/// Applies the 1-D transform along `axis` of the row-major `buffer`.
void transformAxis(std::vector<Complex> &buffer, ArrayRef<int64_t> shape,
                   size_t axis, bool inverse) {
  int64_t length = shape[axis];
  int64_t inner = product(shape.drop_front(axis + 1));
  int64_t outer = product(shape.take_front(axis));
  std::vector<Complex> line(length);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      int64_t base = o * length * inner + i;
      for (int64_t k = 0; k < length; ++k)
        line[k] = buffer[base + k * inner];
      fft1d(line, inverse);
      for (int64_t k = 0; k < length; ++k)
        buffer[base + k * inner] = line[k];
    }
}

/// The last axis of an IRFFT: each line holds the first `half` entries of a
/// Hermitian spectrum of `length` entries; returns the real signals.
std::vector<double> inverseRealLastAxis(const std::vector<Complex> &buffer,
                                        int64_t half, int64_t length) {
  int64_t lines = half == 0 ? 0 : static_cast<int64_t>(buffer.size()) / half;
  std::vector<double> result(lines * length);
  std::vector<Complex> line(length);
  for (int64_t l = 0; l < lines; ++l) {
    for (int64_t k = 0; k < length; ++k)
      line[k] = k < half ? buffer[l * half + k]
                         : std::conj(buffer[l * half + (length - k)]);
    fft1d(line, /*inverse=*/true);
    for (int64_t k = 0; k < length; ++k)
      result[l * length + k] = line[k].real();
  }
  return result;
}

/// Sets to 0 the imaginary part of the bins of an RFFT's result `buffer`
/// (of `shape`, the transformed axes from `first` on, of lengths
/// `fftLength`) that are their own conjugates: those whose index along
/// every transformed axis is 0 or half an even length. The transform of
/// real data has them real; the complex arithmetic leaves a rounding there.
void makeSelfConjugateBinsReal(std::vector<Complex> &buffer,
                               ArrayRef<int64_t> shape, size_t first,
                               ArrayRef<int64_t> fftLength) {
  for (size_t i = 0; i < buffer.size(); ++i) {
    bool selfConjugate = true;
    int64_t rest = static_cast<int64_t>(i);
    for (size_t axis = shape.size(); axis-- > first && selfConjugate;) {
      int64_t index = rest % shape[axis], length = fftLength[axis - first];
      rest /= shape[axis];
      selfConjugate = index == 0 || (length % 2 == 0 && index == length / 2);
    }
    if (selfConjugate)
      buffer[i].imag(0);
  }
}

/// Keeps the first `half` entries of the last axis (an RFFT's output).
std::vector<Complex> truncateLastAxis(const std::vector<Complex> &buffer,
                                      int64_t length, int64_t half) {
  int64_t lines =
      length == 0 ? 0 : static_cast<int64_t>(buffer.size()) / length;
  std::vector<Complex> result(lines * half);
  for (int64_t l = 0; l < lines; ++l)
    for (int64_t k = 0; k < half; ++k)
      result[l * half + k] = buffer[l * length + k];
  return result;
}

/// A tensor of `type` and `shape` holding `values` (doubles or complex
/// doubles), rounded once.
template <typename T>
llvm::Expected<Tensor> makeResult(const std::vector<T> &values,
                                  ElementType wide, ElementType type,
                                  ArrayRef<int64_t> shape) {
  auto tensor = Tensor::allocate(wide, shape);
  if (!tensor)
    return tensor.takeError();
  if (!values.empty())
    std::memcpy(tensor->getRawMutableData(), values.data(),
                values.size() * sizeof(T));
  return convert(*tensor, type);
}

} // namespace

void fft1d(MutableArrayRef<Complex> data, bool inverse) {
  if (!inverse)
    return forward(data);
  // ifft(x) = conj(fft(conj(x))) / n.
  for (Complex &c : data)
    c = std::conj(c);
  forward(data);
  double n = static_cast<double>(data.size());
  for (Complex &c : data)
    c = std::conj(c) / n;
}

llvm::Expected<Tensor> fft(const Tensor &operand, stablehlo::FftType kind,
                           ArrayRef<int64_t> fftLength, ElementType resultType,
                           ArrayRef<int64_t> resultShape) {
  ArrayRef<int64_t> shape = operand.getShape();
  size_t rank = shape.size(), n = fftLength.size(), first = rank - n;
  // The verifier checks this (fft_i3), but callers of this C++ API may not
  // have run it; the complex transforms' lengths must match the data.
  if (kind == stablehlo::FftType::FFT || kind == stablehlo::FftType::IFFT)
    for (size_t i = 0; i < n; ++i)
      if (shape[first + i] != fftLength[i])
        return llvm::createStringError(llvm::formatv(
            "fft_length[{0}] = {1} does not match dimension {2} of the "
            "operand ({3})",
            i, fftLength[i], first + i, shape[first + i]));
  auto wide = convert(operand, ElementType::C128);
  if (!wide)
    return wide.takeError();
  const Complex *data = wide->data<Complex>();
  std::vector<Complex> buffer(data, data + wide->getNumElements());
  bool inverse =
      kind == stablehlo::FftType::IFFT || kind == stablehlo::FftType::IRFFT;
  if (kind == stablehlo::FftType::RFFT) {
    // The last axis first, as a real transform, then the other axes on the
    // half of the spectrum the result keeps; the bins the transform of
    // real data has real are made exactly so.
    transformAxis(buffer, shape, rank - 1, /*inverse=*/false);
    buffer = truncateLastAxis(buffer, shape.back(), resultShape.back());
    for (size_t axis = first; axis + 1 < rank; ++axis)
      transformAxis(buffer, resultShape, axis, /*inverse=*/false);
    makeSelfConjugateBinsReal(buffer, resultShape, first, fftLength);
    return makeResult(buffer, ElementType::C128, resultType, resultShape);
  }
  if (kind != stablehlo::FftType::IRFFT) {
    for (size_t axis = first; axis < rank; ++axis)
      transformAxis(buffer, shape, axis, inverse);
    return makeResult(buffer, ElementType::C128, resultType, resultShape);
  }
  // IRFFT: the leading transformed axes are complex inverses; the last one
  // restores the real signal from half of its spectrum.
  for (size_t axis = first; axis + 1 < rank; ++axis)
    transformAxis(buffer, shape, axis, /*inverse=*/true);
  std::vector<double> real =
      inverseRealLastAxis(buffer, shape.back(), fftLength.back());
  return makeResult(real, ElementType::F64, resultType, resultShape);
}

} // namespace hlokit::interpreter
