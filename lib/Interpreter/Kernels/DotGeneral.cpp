//===- DotGeneral.cpp - the dot_general kernel ----------------------------===//
//
// Each operand is seen as a batch of matrices: lhs as [batch, free, contract]
// and rhs as [batch, contract, free]. An operand already laid out that way,
// or with its last two groups swapped, is read in place (the swap is a BLAS
// transpose flag); any other layout is copied into the first one.
//
// Float and complex results multiply with OpenBLAS's GEMM, or for large f32
// products of dense blocks with oneDNN's matmul (about 15% faster here,
// docs/performance.md): f32/f64/c64/c128 directly, 16-bit and smaller floats
// in f32 with one rounding of the result (the interpreter's compute type for
// them). Integer and i1 results keep an
// exact i-k-j loop with wrapping arithmetic, and so do float products of at
// most 4096 multiply-adds: summed in order with each product rounded, as the
// spec's definition reads and upstream's interpreter computes, they give
// that interpreter's bits (BLAS kernels fuse the multiply-adds and reorder
// them), where a BLAS call would cost more than the loop anyway.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/DotGeneral.h"

#include "Backends/OneDnn.h"
#include "Backends/OpenBlas.h"

#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Interpreter/Math/ScalarOps.h"
#include "hlokit/Support/Parallel.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <complex>
#include <limits>
#include <vector>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter {

namespace {

SmallVector<int64_t> freeDims(int64_t rank, ArrayRef<int64_t> batch,
                              ArrayRef<int64_t> contract) {
  SmallVector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(batch, d) && !llvm::is_contained(contract, d))
      dims.push_back(d);
  return dims;
}

int64_t product(ArrayRef<int64_t> shape, ArrayRef<int64_t> dims) {
  int64_t p = 1;
  for (int64_t d : dims)
    p *= shape[d];
  return p;
}

bool isIdentity(ArrayRef<int64_t> permutation) {
  for (auto [i, p] : llvm::enumerate(permutation))
    if (static_cast<int64_t>(i) != p)
      return false;
  return true;
}

/// One operand as a batch of row-major `rows x cols` matrices, possibly
/// stored transposed (`cols x rows`).
struct MatrixBatch {
  Tensor data;
  bool transposed = false;
};

/// `operand` with dims `batch`, then `first`, then `second` as a batch of
/// [first, second] matrices: in place when its layout is that or has
/// `first` and `second` swapped, else a transposed copy.
llvm::Expected<MatrixBatch> asMatrixBatch(const Tensor &operand,
                                          ArrayRef<int64_t> batch,
                                          ArrayRef<int64_t> first,
                                          ArrayRef<int64_t> second) {
  SmallVector<int64_t> order(batch);
  order.append(first.begin(), first.end());
  order.append(second.begin(), second.end());
  if (isIdentity(order))
    return MatrixBatch{operand, false};
  SmallVector<int64_t> swapped(batch);
  swapped.append(second.begin(), second.end());
  swapped.append(first.begin(), first.end());
  if (isIdentity(swapped))
    return MatrixBatch{operand, true};
  llvm::Expected<Tensor> copy = transpose(operand, order);
  if (!copy)
    return copy.takeError();
  return MatrixBatch{std::move(*copy), false};
}

/// `tensor` in `type`, sharing its buffer when it already has that type.
llvm::Expected<Tensor> asType(const Tensor &tensor, ElementType type) {
  if (tensor.getElementType() == type)
    return tensor;
  return convert(tensor, type);
}

struct GemmShape {
  int64_t batches, m, k, n;
};

bool fitsBlasInt(const GemmShape &s) {
  constexpr int64_t max = std::numeric_limits<int>::max();
  return s.m <= max && s.n <= max && s.k <= max;
}

/// Whether the product is small enough for the in-order loop (above).
bool isInOrderProduct(const GemmShape &s) {
  constexpr uint64_t maxInOrderProduct = 4096;
  uint64_t product = 1;
  for (int64_t extent : {s.batches, s.m, s.n, s.k})
    product = llvm::SaturatingMultiply(product, static_cast<uint64_t>(extent));
  return product <= maxInOrderProduct;
}

/// How a batch of GEMMs is cut into tasks: every product into blocks of
/// rows (or of columns, when there are more) of C. The cut depends on the
/// shape only, never on the thread count, so every element of C is computed
/// by the same BLAS call whatever the thread count.
struct GemmBlocks {
  bool byRows;
  int64_t length; // rows or columns per block
  int64_t perBatch;

  explicit GemmBlocks(const GemmShape &s) {
    byRows = s.m >= s.n;
    int64_t extent = byRows ? s.m : s.n;
    // At least 128 rows, so that repacking the other operand per block
    // costs little next to the block's product; a power-of-two count up to
    // 16 of nearly equal blocks, so that 2 or 4 threads get equal shares
    // (784 rows: 4 blocks of 208, 208, 208, 160; not 6 of 128 and one of
    // 16); lengths in multiples of 16, the BLAS kernels' widest unroll.
    int64_t count = 1;
    while (count < 16 && extent / (2 * count) >= 128)
      count *= 2;
    length = llvm::alignTo((extent + count - 1) / count, 16);
    perBatch = extent == 0 ? 0 : (extent + length - 1) / length;
  }
};

/// The multiply-adds of a product, times the caller's repeats of its shape,
/// from which oneDNN multiplies it: enough that the 0.3 ms its kernel for a
/// new shape takes to make is paid back, or nearly, in one run
/// (docs/performance.md).
constexpr int64_t minOneDnnProduct = int64_t(1) << 26;

/// C[b] = op(A[b]) * op(B[b]) for every batch b, in GEMM type T; blocks of
/// C run in parallel, each a single-threaded BLAS call.
template <typename T>
void gemm(const openblas::Library &blas, const MatrixBatch &a,
          const MatrixBatch &b, Tensor &c, const GemmShape &s,
          int64_t repeats) {
  const T *A = a.data.data<T>();
  const T *B = b.data.data<T>();
  T *C = c.mutableData<T>();
  CBLAS_TRANSPOSE transA = a.transposed ? CblasTrans : CblasNoTrans;
  CBLAS_TRANSPOSE transB = b.transposed ? CblasTrans : CblasNoTrans;
  int lda = static_cast<int>(a.transposed ? s.m : s.k);
  int ldb = static_cast<int>(b.transposed ? s.k : s.n);
  int ldc = static_cast<int>(s.n);
  GemmBlocks blocks(s);
  bool useOneDnn = std::is_same_v<T, float> &&
                   repeats * s.batches * s.m * s.n * s.k >= minOneDnnProduct;
  forEachBlock(s.batches * blocks.perBatch, [&](int64_t task) {
    int64_t bi = task / blocks.perBatch;
    int64_t begin = task % blocks.perBatch * blocks.length;
    int64_t end = std::min(begin + blocks.length, blocks.byRows ? s.m : s.n);
    const T *Ab = A + bi * s.m * s.k;
    const T *Bb = B + bi * s.k * s.n;
    T *Cb = C + bi * s.m * s.n;
    int64_t m = s.m, n = s.n;
    if (blocks.byRows) {
      // Rows [begin, end) of op(A) start at row `begin` of A, or at column
      // `begin` of the stored transpose.
      Ab += a.transposed ? begin : begin * s.k;
      Cb += begin * s.n;
      m = end - begin;
    } else {
      Bb += b.transposed ? begin * s.k : begin;
      Cb += begin;
      n = end - begin;
    }
    if (s.k == 0) {
      for (int64_t i = 0; i < m; ++i)
        std::fill(Cb + i * ldc, Cb + i * ldc + n, T(0));
      return;
    }
    int mi = static_cast<int>(m), ni = static_cast<int>(n),
        ki = static_cast<int>(s.k);
    if constexpr (std::is_same_v<T, float>) {
      // oneDNN takes dense operands only: rows of C (a stored transpose of
      // A only whole), or all of it.
      bool dense = (blocks.byRows || n == s.n) && (!a.transposed || m == s.m);
      if (!useOneDnn || !dense ||
          !onednn::denseSgemm(a.transposed, b.transposed, m, n, s.k, Ab, Bb,
                              Cb))
        blas.sgemm(CblasRowMajor, transA, transB, mi, ni, ki, 1.0f, Ab, lda, Bb,
                   ldb, 0.0f, Cb, ldc);
    } else if constexpr (std::is_same_v<T, double>) {
      blas.dgemm(CblasRowMajor, transA, transB, mi, ni, ki, 1.0, Ab, lda, Bb,
                 ldb, 0.0, Cb, ldc);
    } else {
      const T one(1), zero(0);
      if constexpr (std::is_same_v<T, std::complex<float>>)
        blas.cgemm(CblasRowMajor, transA, transB, mi, ni, ki, &one, Ab, lda, Bb,
                   ldb, &zero, Cb, ldc);
      else
        blas.zgemm(CblasRowMajor, transA, transB, mi, ni, ki, &one, Ab, lda, Bb,
                   ldb, &zero, Cb, ldc);
    }
  });
}

/// The exact loop for integer and i1 results, small float products and
/// GEMMs too large for BLAS's int sizes: in contracting order, wrapping
/// arithmetic for integers, floats in their compute type.
template <typename T>
void multiplyLoop(const MatrixBatch &a, const MatrixBatch &b, Tensor &c,
                  const GemmShape &s) {
  using Acc = ComputeT<T>;
  const T *A = a.data.data<T>();
  const T *B = b.data.data<T>();
  T *C = c.mutableData<T>();
  // Rows of C are independent: threads take ranges of (batch, row).
  parallelFor(
      s.batches * s.m,
      std::max<int64_t>(1, elementGrain / std::max<int64_t>(1, s.n * s.k)),
      [&](int64_t begin, int64_t end) {
        std::vector<Acc> row(s.n);
        for (int64_t r = begin; r < end; ++r) {
          int64_t bi = r / s.m, i = r % s.m;
          const T *Ab = A + bi * s.m * s.k;
          const T *Bb = B + bi * s.k * s.n;
          std::fill(row.begin(), row.end(), Acc(0));
          for (int64_t kk = 0; kk < s.k; ++kk) {
            Acc x = Acc(a.transposed ? Ab[kk * s.m + i] : Ab[i * s.k + kk]);
            for (int64_t j = 0; j < s.n; ++j) {
              T y = b.transposed ? Bb[j * s.k + kk] : Bb[kk * s.n + j];
              if constexpr (std::is_same_v<T, bool>)
                row[j] = row[j] || (x && y);
              else if constexpr (IsIntV<T>)
                row[j] = scalar::add(row[j], scalar::multiply(x, y));
              else
                row[j] += x * Acc(y);
            }
          }
          T *Cb = C + (bi * s.m + i) * s.n;
          for (int64_t j = 0; j < s.n; ++j)
            Cb[j] = scalar::store<T>(row[j]);
        }
      });
}

/// The type GEMM runs in for `resultType`: itself for f32/f64/complex, f32
/// for the narrower floats; nullopt for integers and i1.
std::optional<ElementType> getGemmType(ElementType resultType) {
  if (isComplex(resultType) || resultType == ElementType::F32 ||
      resultType == ElementType::F64)
    return resultType;
  if (isFloat(resultType))
    return ElementType::F32;
  return std::nullopt;
}

} // namespace

llvm::Expected<Tensor> dotGeneral(const Tensor &lhsIn, const Tensor &rhsIn,
                                  const DotDims &dims, ElementType resultType,
                                  int64_t repeats) {
  ArrayRef<int64_t> ls = lhsIn.getShape(), rs = rhsIn.getShape();
  SmallVector<int64_t> lhsFree =
      freeDims(lhsIn.getRank(), dims.lhsBatchingDims, dims.lhsContractingDims);
  SmallVector<int64_t> rhsFree =
      freeDims(rhsIn.getRank(), dims.rhsBatchingDims, dims.rhsContractingDims);
  GemmShape shape{product(ls, dims.lhsBatchingDims), product(ls, lhsFree),
                  product(ls, dims.lhsContractingDims), product(rs, rhsFree)};
  SmallVector<int64_t> resultShape;
  for (int64_t d : dims.lhsBatchingDims)
    resultShape.push_back(ls[d]);
  for (int64_t d : lhsFree)
    resultShape.push_back(ls[d]);
  for (int64_t d : rhsFree)
    resultShape.push_back(rs[d]);

  std::optional<ElementType> gemmType = getGemmType(resultType);
  bool useBlas = gemmType && fitsBlasInt(shape) && !isInOrderProduct(shape);
  ElementType computeType = useBlas ? *gemmType : resultType;
  llvm::Expected<Tensor> lhs = asType(lhsIn, computeType);
  if (!lhs)
    return lhs;
  llvm::Expected<Tensor> rhs = asType(rhsIn, computeType);
  if (!rhs)
    return rhs;
  llvm::Expected<MatrixBatch> a = asMatrixBatch(
      *lhs, dims.lhsBatchingDims, lhsFree, dims.lhsContractingDims);
  if (!a)
    return a.takeError();
  llvm::Expected<MatrixBatch> b = asMatrixBatch(
      *rhs, dims.rhsBatchingDims, dims.rhsContractingDims, rhsFree);
  if (!b)
    return b.takeError();
  llvm::Expected<Tensor> result = Tensor::allocate(computeType, resultShape);
  if (!result)
    return result;
  const openblas::Library *blas = nullptr;
  if (useBlas) {
    llvm::Expected<const openblas::Library &> library = openblas::getLibrary();
    if (!library)
      return library.takeError();
    blas = &*library;
  }
  dispatchElementType(computeType, [&](auto v) {
    using T = decltype(v);
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> ||
                  IsComplexV<T>) {
      if (useBlas)
        return gemm<T>(*blas, *a, *b, *result, shape, repeats);
    }
    multiplyLoop<T>(*a, *b, *result, shape);
  });
  if (computeType != resultType)
    return convert(*result, resultType);
  wrapNarrowIntegers(*result);
  return result;
}

} // namespace hlokit::interpreter
