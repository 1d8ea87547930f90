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

/// pi in the working precision R.
template <typename R>
constexpr R
    pi = static_cast<R>(3.14159265358979323846264338327950288419716939937510L);

/// In-place iterative radix-2 forward transform; `data.size()` is a power of
/// two.
template <typename R> void radix2(MutableArrayRef<std::complex<R>> data) {
  using Complex = std::complex<R>;
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
    R angle = -2 * pi<R> / static_cast<R>(len);
    for (size_t start = 0; start < n; start += len) {
      for (size_t k = 0; k < len / 2; ++k) {
        // Twiddles from the angle directly, not by repeated multiplication,
        // so that the error does not grow with the length.
        Complex w = std::polar(R(1), angle * static_cast<R>(k));
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
template <typename R> void bluestein(MutableArrayRef<std::complex<R>> data) {
  using Complex = std::complex<R>;
  size_t n = data.size();
  size_t m = llvm::bit_ceil(2 * n - 1);
  std::vector<Complex> chirp(n);
  for (size_t k = 0; k < n; ++k) {
    // k^2 mod 2n keeps the angle small and exact.
    uint64_t k2 = (static_cast<uint64_t>(k) * k) % (2 * n);
    chirp[k] =
        std::polar(R(1), -pi<R> * static_cast<R>(k2) / static_cast<R>(n));
  }
  std::vector<Complex> a(m), b(m);
  for (size_t k = 0; k < n; ++k)
    a[k] = data[k] * chirp[k];
  b[0] = std::conj(chirp[0]);
  for (size_t k = 1; k < n; ++k)
    b[k] = b[m - k] = std::conj(chirp[k]);
  radix2<R>(a);
  radix2<R>(b);
  for (size_t k = 0; k < m; ++k)
    a[k] *= b[k];
  // Inverse of the convolution by the conjugation identity.
  for (Complex &c : a)
    c = std::conj(c);
  radix2<R>(a);
  for (size_t k = 0; k < n; ++k)
    data[k] = std::conj(a[k]) / static_cast<R>(m) * chirp[k];
}

template <typename R> void forward(MutableArrayRef<std::complex<R>> data) {
  if (data.size() <= 1)
    return;
  if (llvm::has_single_bit(data.size()))
    radix2<R>(data);
  else
    bluestein<R>(data);
}

template <typename R>
void transform1d(MutableArrayRef<std::complex<R>> data, bool inverse) {
  if (!inverse)
    return forward<R>(data);
  // ifft(x) = conj(fft(conj(x))) / n.
  for (std::complex<R> &c : data)
    c = std::conj(c);
  forward<R>(data);
  R n = static_cast<R>(data.size());
  for (std::complex<R> &c : data)
    c = std::conj(c) / n;
}

/// Applies the 1-D transform along `axis` of the row-major `buffer`.
template <typename R>
void transformAxis(std::vector<std::complex<R>> &buffer,
                   ArrayRef<int64_t> shape, size_t axis, bool inverse) {
  int64_t length = shape[axis];
  int64_t inner = product(shape.drop_front(axis + 1));
  int64_t outer = product(shape.take_front(axis));
  std::vector<std::complex<R>> line(length);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      int64_t base = o * length * inner + i;
      for (int64_t k = 0; k < length; ++k)
        line[k] = buffer[base + k * inner];
      transform1d<R>(line, inverse);
      for (int64_t k = 0; k < length; ++k)
        buffer[base + k * inner] = line[k];
    }
}

/// The last axis of an IRFFT: each line holds the first `half` entries of a
/// Hermitian spectrum of `length` entries; returns the real signals.
template <typename R>
std::vector<R> inverseRealLastAxis(const std::vector<std::complex<R>> &buffer,
                                   int64_t half, int64_t length) {
  int64_t lines = half == 0 ? 0 : static_cast<int64_t>(buffer.size()) / half;
  std::vector<R> result(lines * length);
  std::vector<std::complex<R>> line(length);
  for (int64_t l = 0; l < lines; ++l) {
    for (int64_t k = 0; k < length; ++k)
      line[k] = k < half ? buffer[l * half + k]
                         : std::conj(buffer[l * half + (length - k)]);
    transform1d<R>(line, /*inverse=*/true);
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
template <typename R>
void makeSelfConjugateBinsReal(std::vector<std::complex<R>> &buffer,
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
template <typename R>
std::vector<std::complex<R>>
truncateLastAxis(const std::vector<std::complex<R>> &buffer, int64_t length,
                 int64_t half) {
  int64_t lines =
      length == 0 ? 0 : static_cast<int64_t>(buffer.size()) / length;
  std::vector<std::complex<R>> result(lines * half);
  for (int64_t l = 0; l < lines; ++l)
    for (int64_t k = 0; k < half; ++k)
      result[l * half + k] = buffer[l * length + k];
  return result;
}

/// A tensor of `type` and `shape` holding `values` (reals or complex numbers
/// of the working precision), each rounded once to double on the way to the
/// wide type `wide`, then converted to `type`.
template <typename T>
llvm::Expected<Tensor> makeResult(const std::vector<T> &values,
                                  ElementType wide, ElementType type,
                                  ArrayRef<int64_t> shape) {
  auto tensor = Tensor::allocate(wide, shape);
  if (!tensor)
    return tensor.takeError();
  if (wide == ElementType::C128) {
    auto *out = tensor->mutableData<std::complex<double>>();
    for (size_t i = 0; i < values.size(); ++i)
      out[i] = std::complex<double>(values[i]);
  } else {
    auto *out = tensor->mutableData<double>();
    for (size_t i = 0; i < values.size(); ++i)
      out[i] = static_cast<double>(std::real(values[i]));
  }
  return convert(*tensor, type);
}

/// fft in the working precision R.
template <typename R>
llvm::Expected<Tensor> fftIn(const Tensor &operand, stablehlo::FftType kind,
                             ArrayRef<int64_t> fftLength,
                             ElementType resultType,
                             ArrayRef<int64_t> resultShape) {
  ArrayRef<int64_t> shape = operand.getShape();
  size_t rank = shape.size(), first = rank - fftLength.size();
  auto wide = convert(operand, ElementType::C128);
  if (!wide)
    return wide.takeError();
  const auto *data = wide->data<std::complex<double>>();
  std::vector<std::complex<R>> buffer(data, data + wide->getNumElements());
  bool inverse =
      kind == stablehlo::FftType::IFFT || kind == stablehlo::FftType::IRFFT;
  if (kind == stablehlo::FftType::RFFT) {
    // The last axis first, as a real transform, then the other axes on the
    // half of the spectrum the result keeps; the bins the transform of
    // real data has real are made exactly so.
    transformAxis<R>(buffer, shape, rank - 1, /*inverse=*/false);
    buffer = truncateLastAxis<R>(buffer, shape.back(), resultShape.back());
    for (size_t axis = first; axis + 1 < rank; ++axis)
      transformAxis<R>(buffer, resultShape, axis, /*inverse=*/false);
    makeSelfConjugateBinsReal<R>(buffer, resultShape, first, fftLength);
    return makeResult(buffer, ElementType::C128, resultType, resultShape);
  }
  if (kind != stablehlo::FftType::IRFFT) {
    for (size_t axis = first; axis < rank; ++axis)
      transformAxis<R>(buffer, shape, axis, inverse);
    return makeResult(buffer, ElementType::C128, resultType, resultShape);
  }
  // IRFFT: the leading transformed axes are complex inverses; the last one
  // restores the real signal from half of its spectrum.
  for (size_t axis = first; axis + 1 < rank; ++axis)
    transformAxis<R>(buffer, shape, axis, /*inverse=*/true);
  std::vector<R> real =
      inverseRealLastAxis<R>(buffer, shape.back(), fftLength.back());
  return makeResult(real, ElementType::F64, resultType, resultShape);
}

} // namespace

void fft1d(MutableArrayRef<std::complex<double>> data, bool inverse) {
  transform1d<double>(data, inverse);
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
  // Double precision results are computed in long double, whose 11 extra
  // bits absorb the transform's rounding (which grows with log n, and with
  // Bluestein's convolution for lengths that are not powers of two), so
  // that each is within about an ULP of the exact DFT; narrower types get
  // the same from double.
  bool doubleResult =
      resultType == ElementType::F64 || resultType == ElementType::C128;
  if (doubleResult)
    return fftIn<long double>(operand, kind, fftLength, resultType,
                              resultShape);
  return fftIn<double>(operand, kind, fftLength, resultType, resultShape);
}

} // namespace hlokit::interpreter
