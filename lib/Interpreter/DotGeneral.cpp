//===- DotGeneral.cpp - the dot_general kernel ----------------------------===//
//
// Both operands are transposed to contiguous [batch, free, contract] and
// [batch, contract, free] matrices, then multiplied with an i-k-j loop that
// streams rows of the right-hand side.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/DotGeneral.h"

#include "hlokit/Interpreter/Conversion.h"
#include "hlokit/Interpreter/Elementwise.h"
#include "hlokit/Interpreter/ScalarOps.h"
#include "hlokit/Interpreter/ShapeKernels.h"

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

template <typename T>
void multiply(const T *a, const T *b, T *c, int64_t batches, int64_t m,
              int64_t k, int64_t n) {
  using Acc = ComputeT<T>;
  std::vector<Acc> row(n);
  for (int64_t bi = 0; bi < batches; ++bi) {
    const T *A = a + bi * m * k;
    const T *B = b + bi * k * n;
    T *C = c + bi * m * n;
    for (int64_t i = 0; i < m; ++i) {
      std::fill(row.begin(), row.end(), Acc(0));
      for (int64_t kk = 0; kk < k; ++kk) {
        Acc x = Acc(A[i * k + kk]);
        const T *Brow = B + kk * n;
        for (int64_t j = 0; j < n; ++j) {
          if constexpr (std::is_same_v<T, bool>)
            row[j] = row[j] || (x && Brow[j]);
          else if constexpr (IsIntV<T>)
            row[j] = scalar::add(row[j], scalar::multiply(x, Brow[j]));
          else
            row[j] += x * Acc(Brow[j]);
        }
      }
      for (int64_t j = 0; j < n; ++j)
        C[i * n + j] = scalar::store<T>(row[j]);
    }
  }
}

} // namespace

llvm::Expected<Tensor> dotGeneral(const Tensor &lhsIn, const Tensor &rhsIn,
                                  const DotDims &dims, ElementType resultType) {
  llvm::Expected<Tensor> lhs = convert(lhsIn, resultType);
  if (!lhs)
    return lhs;
  llvm::Expected<Tensor> rhs = convert(rhsIn, resultType);
  if (!rhs)
    return rhs;
  ArrayRef<int64_t> ls = lhs->getShape(), rs = rhs->getShape();
  SmallVector<int64_t> lhsFree =
      freeDims(lhs->getRank(), dims.lhsBatchingDims, dims.lhsContractingDims);
  SmallVector<int64_t> rhsFree =
      freeDims(rhs->getRank(), dims.rhsBatchingDims, dims.rhsContractingDims);

  SmallVector<int64_t> lhsPerm(dims.lhsBatchingDims);
  lhsPerm.append(lhsFree);
  lhsPerm.append(dims.lhsContractingDims);
  SmallVector<int64_t> rhsPerm(dims.rhsBatchingDims);
  rhsPerm.append(dims.rhsContractingDims);
  rhsPerm.append(rhsFree);
  llvm::Expected<Tensor> a = transpose(*lhs, lhsPerm);
  if (!a)
    return a;
  llvm::Expected<Tensor> b = transpose(*rhs, rhsPerm);
  if (!b)
    return b;

  SmallVector<int64_t> resultShape;
  for (int64_t d : dims.lhsBatchingDims)
    resultShape.push_back(ls[d]);
  for (int64_t d : lhsFree)
    resultShape.push_back(ls[d]);
  for (int64_t d : rhsFree)
    resultShape.push_back(rs[d]);
  llvm::Expected<Tensor> result = Tensor::allocate(resultType, resultShape);
  if (!result)
    return result;
  int64_t batches = product(ls, dims.lhsBatchingDims);
  int64_t m = product(ls, lhsFree), n = product(rs, rhsFree);
  int64_t k = product(ls, dims.lhsContractingDims);
  dispatchElementType(resultType, [&](auto v) {
    using T = decltype(v);
    multiply<T>(a->template data<T>(), b->template data<T>(),
                result->template mutableData<T>(), batches, m, k, n);
  });
  wrapNarrowIntegers(*result);
  return result;
}

} // namespace hlokit::interpreter
