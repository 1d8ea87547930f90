//===- DotGeneralTest.cpp - dot_general against the spec's formula --------===//
//
// Random operand layouts (batching and contracting dims anywhere, in any
// order), random sizes (0 and 1 included) and every kind of result type:
// the kernel (in place or copied operands, BLAS or the exact loop) must
// match a literal evaluation of the spec's definition, element by element:
//   result[b..., lf..., rf...] = sum over c... of lhs[...] * rhs[...]
// computed in complex<double> (exact: the elements are small integers) and
// rounded once. Products of at most 4096 multiply-adds take the in-order
// loop; larger ones BLAS: both sizes are drawn. Small f32 products of
// arbitrary floats must equal an in-order float sum bit for bit.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/DotGeneral.h"

#include "hlokit/Interpreter/Math/Conversion.h"

#include "TestTensors.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <complex>
#include <random>

namespace hlokit::interpreter {
namespace {

struct Case {
  llvm::SmallVector<int64_t> lhsShape, rhsShape;
  DotDims dims;
};

Case randomCase(std::mt19937 &rng) {
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  int batch = pick(0, 2), contract = pick(0, 2);
  int lhsFree = pick(0, 2), rhsFree = pick(0, 2);
  // Sizes 0 and 1 are rare but present.
  auto size = [&] { return pick(0, 12) == 0 ? pick(0, 1) : pick(2, 7); };
  llvm::SmallVector<int64_t> batchSizes, contractSizes;
  for (int i = 0; i < batch; ++i)
    batchSizes.push_back(size());
  for (int i = 0; i < contract; ++i)
    contractSizes.push_back(pick(1, 6));
  Case c;
  auto place = [&](int free, llvm::SmallVector<int64_t> &shape,
                   llvm::SmallVector<int64_t> &batchDims,
                   llvm::SmallVector<int64_t> &contractDims) {
    int64_t rank = batch + contract + free;
    llvm::SmallVector<int64_t> order = shuffledDims(rank, rng);
    shape.assign(rank, 0);
    for (int i = 0; i < batch; ++i) {
      batchDims.push_back(order[i]);
      shape[order[i]] = batchSizes[i];
    }
    for (int i = 0; i < contract; ++i) {
      contractDims.push_back(order[batch + i]);
      shape[order[batch + i]] = contractSizes[i];
    }
    for (int i = 0; i < free; ++i)
      shape[order[batch + contract + i]] = size();
  };
  place(lhsFree, c.lhsShape, c.dims.lhsBatchingDims, c.dims.lhsContractingDims);
  place(rhsFree, c.rhsShape, c.dims.rhsBatchingDims, c.dims.rhsContractingDims);
  return c;
}

/// The spec's formula, evaluated literally in complex<double>.
Tensor literalDotGeneral(const Tensor &lhs, const Tensor &rhs, const Case &c,
                         ElementType resultType) {
  Tensor l = llvm::cantFail(convert(lhs, ElementType::C128));
  Tensor r = llvm::cantFail(convert(rhs, ElementType::C128));
  auto freeOf = [](int64_t rank, llvm::ArrayRef<int64_t> a,
                   llvm::ArrayRef<int64_t> b) {
    llvm::SmallVector<int64_t> dims;
    for (int64_t d = 0; d < rank; ++d)
      if (!llvm::is_contained(a, d) && !llvm::is_contained(b, d))
        dims.push_back(d);
    return dims;
  };
  auto lf =
      freeOf(l.getRank(), c.dims.lhsBatchingDims, c.dims.lhsContractingDims);
  auto rf =
      freeOf(r.getRank(), c.dims.rhsBatchingDims, c.dims.rhsContractingDims);
  llvm::SmallVector<int64_t> shape, contractShape;
  for (int64_t d : c.dims.lhsBatchingDims)
    shape.push_back(c.lhsShape[d]);
  for (int64_t d : lf)
    shape.push_back(c.lhsShape[d]);
  for (int64_t d : rf)
    shape.push_back(c.rhsShape[d]);
  for (int64_t d : c.dims.lhsContractingDims)
    contractShape.push_back(c.lhsShape[d]);
  Tensor out = llvm::cantFail(Tensor::allocate(ElementType::C128, shape));
  auto unravel = [](int64_t index, llvm::ArrayRef<int64_t> dims) {
    llvm::SmallVector<int64_t> idx(dims.size());
    for (int64_t i = dims.size() - 1; i >= 0; --i) {
      idx[i] = dims[i] ? index % dims[i] : 0;
      index = dims[i] ? index / dims[i] : 0;
    }
    return idx;
  };
  int64_t contractCount = 1;
  for (int64_t s : contractShape)
    contractCount *= s;
  size_t nb = c.dims.lhsBatchingDims.size();
  for (int64_t o = 0; o < out.getNumElements(); ++o) {
    llvm::SmallVector<int64_t> oi = unravel(o, shape);
    std::complex<double> sum = 0;
    for (int64_t k = 0; k < contractCount; ++k) {
      llvm::SmallVector<int64_t> ki = unravel(k, contractShape);
      llvm::SmallVector<int64_t> li(l.getRank()), ri(r.getRank());
      for (size_t i = 0; i < nb; ++i) {
        li[c.dims.lhsBatchingDims[i]] = oi[i];
        ri[c.dims.rhsBatchingDims[i]] = oi[i];
      }
      for (size_t i = 0; i < lf.size(); ++i)
        li[lf[i]] = oi[nb + i];
      for (size_t i = 0; i < rf.size(); ++i)
        ri[rf[i]] = oi[nb + lf.size() + i];
      for (size_t i = 0; i < ki.size(); ++i) {
        li[c.dims.lhsContractingDims[i]] = ki[i];
        ri[c.dims.rhsContractingDims[i]] = ki[i];
      }
      sum += l.at<std::complex<double>>(li) * r.at<std::complex<double>>(ri);
    }
    out.mutableData<std::complex<double>>()[o] = sum;
  }
  if (resultType == ElementType::I1) {
    // i1's dot is or-of-ands: any nonzero sum is true.
    Tensor b = llvm::cantFail(Tensor::allocate(ElementType::I1, shape));
    for (int64_t i = 0; i < b.getNumElements(); ++i)
      b.mutableData<bool>()[i] =
          out.data<std::complex<double>>()[i] != std::complex<double>(0);
    return b;
  }
  // Integer dots wrap: through i64 (exact here) the sums wrap into the
  // result type, where a complex-to-i8 convert would saturate.
  if (isInteger(resultType))
    out = llvm::cantFail(convert(out, ElementType::SI64));
  return llvm::cantFail(convert(out, resultType));
}

class DotGeneralTest : public ::testing::TestWithParam<ElementType> {};

TEST_P(DotGeneralTest, MatchesTheSpecOnRandomLayouts) {
  ElementType type = GetParam();
  std::mt19937 rng(1234 + static_cast<int>(type));
  for (int trial = 0; trial < 300; ++trial) {
    Case c = randomCase(rng);
    Tensor lhs = randomTensor(type, c.lhsShape, rng);
    Tensor rhs = randomTensor(type, c.rhsShape, rng);
    llvm::Expected<Tensor> result = dotGeneral(lhs, rhs, c.dims, type);
    ASSERT_TRUE(static_cast<bool>(result))
        << llvm::toString(result.takeError());
    Tensor expected = literalDotGeneral(lhs, rhs, c, type);
    ASSERT_TRUE(sameValues(*result, expected))
        << "trial " << trial << " type " << getElementTypeName(type).str();
  }
}

/// The multiply-adds of `c`: batch x lhs free x rhs free x contracting.
int64_t countMultiplyAdds(const Case &c) {
  int64_t count = 1;
  for (int64_t size : c.lhsShape)
    count *= size;
  for (auto [d, size] : llvm::enumerate(c.rhsShape))
    if (!llvm::is_contained(c.dims.rhsBatchingDims, int64_t(d)) &&
        !llvm::is_contained(c.dims.rhsContractingDims, int64_t(d)))
      count *= size;
  return count;
}

TEST_P(DotGeneralTest, LargeProductsMatchTheSpec) {
  ElementType type = GetParam();
  std::mt19937 rng(99 + static_cast<int>(type));
  for (int trial = 0; trial < 20;) {
    Case c = randomCase(rng);
    int64_t count = countMultiplyAdds(c);
    if (count <= 4096 || count > 200000)
      continue;
    ++trial;
    Tensor lhs = randomTensor(type, c.lhsShape, rng);
    Tensor rhs = randomTensor(type, c.rhsShape, rng);
    llvm::Expected<Tensor> result = dotGeneral(lhs, rhs, c.dims, type);
    ASSERT_TRUE(static_cast<bool>(result))
        << llvm::toString(result.takeError());
    ASSERT_TRUE(sameValues(*result, literalDotGeneral(lhs, rhs, c, type)))
        << "trial " << trial << " type " << getElementTypeName(type).str();
  }
}

INSTANTIATE_TEST_SUITE_P(
    AllKinds, DotGeneralTest,
    ::testing::Values(ElementType::F32, ElementType::F64, ElementType::C64,
                      ElementType::C128, ElementType::BF16, ElementType::F16,
                      ElementType::SI32, ElementType::SI8, ElementType::UI16,
                      ElementType::I1),
    [](const auto &info) {
      std::string name = getElementTypeName(info.param).str();
      llvm::erase_if(name, [](char ch) { return !std::isalnum(ch); });
      return name;
    });

// Upstream's interpreter sums a product's terms in contracting order, each
// rounded: so must small products, whatever the values.
TEST(DotGeneralInOrderTest, SmallF32ProductsSumInOrder) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> value(-16.0f, 16.0f);
  const int64_t m = 3, k = 7, n = 5;
  Tensor lhs = llvm::cantFail(Tensor::allocate(ElementType::F32, {m, k}));
  Tensor rhs = llvm::cantFail(Tensor::allocate(ElementType::F32, {k, n}));
  for (int64_t i = 0; i < m * k; ++i)
    lhs.mutableData<float>()[i] = value(rng);
  for (int64_t i = 0; i < k * n; ++i)
    rhs.mutableData<float>()[i] = value(rng);
  DotDims dims;
  dims.lhsContractingDims = {1};
  dims.rhsContractingDims = {0};
  Tensor result = llvm::cantFail(dotGeneral(lhs, rhs, dims, ElementType::F32));
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float sum = 0;
      for (int64_t kk = 0; kk < k; ++kk) {
        float term =
            lhs.data<float>()[i * k + kk] * rhs.data<float>()[kk * n + j];
        sum += term;
      }
      EXPECT_EQ(result.data<float>()[i * n + j], sum) << i << ", " << j;
    }
}

} // namespace
} // namespace hlokit::interpreter
