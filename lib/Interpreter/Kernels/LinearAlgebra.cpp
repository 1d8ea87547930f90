//===- LinearAlgebra.cpp - cholesky and triangular_solve ------------------===//
//
// Plain loops rather than LAPACK: OpenBLAS's LAPACK has no batched entry
// points and reports failure through `info` instead of the NaNs the spec's
// users (JAX) expect, and the interpreter's matrices are small.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/LinearAlgebra.h"

#include "hlokit/Interpreter/Math/Conversion.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <vector>

namespace hlokit::interpreter {

namespace {

double conjugate(double x) { return x; }
std::complex<double> conjugate(std::complex<double> x) { return std::conj(x); }

/// The wide type the kernels compute in for `type`.
ElementType wideType(ElementType type) {
  return isComplex(type) ? ElementType::C128 : ElementType::F64;
}

/// Runs `kernel(a, b)` on the T-typed buffers of the widened operands and
/// converts its result (in place in b's buffer) back to b's element type.
template <typename Kernel>
llvm::Expected<Tensor> runWide(const Tensor &a, const Tensor &b,
                               Kernel kernel) {
  ElementType wide = wideType(b.getElementType());
  auto wa = convert(a, wide);
  if (!wa)
    return wa.takeError();
  auto wb = convert(b, wide);
  if (!wb)
    return wb.takeError();
  // convert may share the buffer when the type is already wide.
  auto out = wb->clone();
  if (!out)
    return out.takeError();
  if (wide == ElementType::C128)
    kernel(wa->data<std::complex<double>>(),
           out->mutableData<std::complex<double>>());
  else
    kernel(wa->data<double>(), out->mutableData<double>());
  return convert(*out, b.getElementType());
}

/// Lower Cholesky factor of the n x n matrix whose lower triangle is
/// `at(i, j)` (i >= j), written to `l` (row-major, upper triangle zero).
template <typename T, typename At> void choleskyLower(int64_t n, At at, T *l) {
  std::fill(l, l + n * n, T(0));
  for (int64_t j = 0; j < n; ++j) {
    double diag = std::real(at(j, j));
    for (int64_t k = 0; k < j; ++k)
      diag -= std::norm(l[j * n + k]);
    // A matrix that is not positive definite gives NaN here (sqrt of a
    // negative number), which then spreads through the column.
    double root = std::sqrt(diag);
    l[j * n + j] = T(root);
    for (int64_t i = j + 1; i < n; ++i) {
      T sum = at(i, j);
      for (int64_t k = 0; k < j; ++k)
        sum -= l[i * n + k] * conjugate(l[j * n + k]);
      l[i * n + j] = sum / root;
    }
  }
}

template <typename T>
void choleskyBatch(const T *a, T *out, int64_t batch, int64_t n, bool lower) {
  std::vector<T> l(n * n);
  for (int64_t b = 0; b < batch; ++b) {
    const T *m = a + b * n * n;
    // The upper triangle of a Hermitian matrix is the conjugate of the lower.
    auto at = [&](int64_t i, int64_t j) {
      return lower ? m[i * n + j] : conjugate(m[j * n + i]);
    };
    choleskyLower<T>(n, at, l.data());
    T *r = out + b * n * n;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j)
        r[i * n + j] = lower ? l[i * n + j] : conjugate(l[j * n + i]);
  }
}

/// op(a) for one matrix as a dense n x n matrix, with the triangle that was
/// not read set to zero. Returns whether op(a) is lower triangular.
template <typename T>
bool materializeOp(const T *a, int64_t n, bool lower, bool unitDiagonal,
                   stablehlo::Transpose transpose, std::vector<T> &m) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      bool inTriangle = lower ? j <= i : j >= i;
      T value = i == j && unitDiagonal ? T(1)
                : inTriangle           ? a[i * n + j]
                                       : T(0);
      switch (transpose) {
      case stablehlo::Transpose::TRANSPOSE_INVALID:
      case stablehlo::Transpose::NO_TRANSPOSE:
        m[i * n + j] = value;
        break;
      case stablehlo::Transpose::TRANSPOSE:
        m[j * n + i] = value;
        break;
      case stablehlo::Transpose::ADJOINT:
        m[j * n + i] = conjugate(value);
        break;
      }
    }
  bool transposed = transpose == stablehlo::Transpose::TRANSPOSE ||
                    transpose == stablehlo::Transpose::ADJOINT;
  return transposed ? !lower : lower;
}

/// Solves m * x = rhs in place for one vector read with `stride`; m is lower
/// or upper triangular.
template <typename T>
void substitute(const std::vector<T> &m, int64_t n, bool mLower, T *x,
                int64_t stride) {
  for (int64_t step = 0; step < n; ++step) {
    int64_t i = mLower ? step : n - 1 - step;
    T sum = x[i * stride];
    for (int64_t k = 0; k < n; ++k)
      if (mLower ? k < i : k > i)
        sum -= m[i * n + k] * x[k * stride];
    // A zero pivot gives infinities or NaNs, as the spec's users expect.
    x[i * stride] = sum / m[i * n + i];
  }
}

template <typename T>
void triangularSolveBatch(const T *a, T *x, int64_t batch, int64_t n,
                          int64_t rows, int64_t cols, bool leftSide, bool lower,
                          bool unitDiagonal, stablehlo::Transpose transpose) {
  std::vector<T> m(n * n), mt(n * n);
  for (int64_t b = 0; b < batch; ++b) {
    bool mLower =
        materializeOp(a + b * n * n, n, lower, unitDiagonal, transpose, m);
    T *xb = x + b * rows * cols;
    if (leftSide) {
      // op(a) * X = B, one column of B at a time.
      for (int64_t c = 0; c < cols; ++c)
        substitute(m, n, mLower, xb + c, cols);
      continue;
    }
    // X * op(a) = B is op(a)^T * X^T = B^T, one row of B at a time.
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j)
        mt[i * n + j] = m[j * n + i];
    for (int64_t r = 0; r < rows; ++r)
      substitute(mt, n, !mLower, xb + r * cols, 1);
  }
}

} // namespace

llvm::Expected<Tensor> cholesky(const Tensor &a, bool lower) {
  int64_t n = a.getShape().back();
  int64_t batch = n == 0 ? 0 : a.getNumElements() / (n * n);
  return runWide(a, a, [&](const auto *in, auto *out) {
    choleskyBatch(in, out, batch, n, lower);
  });
}

llvm::Expected<Tensor> triangularSolve(const Tensor &a, const Tensor &b,
                                       bool leftSide, bool lower,
                                       bool unitDiagonal,
                                       stablehlo::Transpose transpose) {
  int64_t n = a.getShape().back();
  int64_t rank = b.getRank();
  int64_t rows = b.getShape()[rank - 2], cols = b.getShape()[rank - 1];
  int64_t batch = rows * cols == 0 ? 0 : b.getNumElements() / (rows * cols);
  return runWide(a, b, [&](const auto *in, auto *out) {
    triangularSolveBatch(in, out, batch, n, rows, cols, leftSide, lower,
                         unitDiagonal, transpose);
  });
}

} // namespace hlokit::interpreter
