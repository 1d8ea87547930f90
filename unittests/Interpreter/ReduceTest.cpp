//===- ReduceTest.cpp - the typed reduce kernel against a literal one -----===//
//
// `reduce` with a one-op body (add, multiply, minimum, maximum) on random
// shapes, reduced dimensions, types and thread counts, against a literal
// reduction that visits the input element by element in row-major order and
// combines each element into its result element, f32 and f64 sums adding
// pairwise sums of runs: the order the interpreter documents
// (docs/interpreter.md), so results must match bit for bit, float operands
// holding random fractions. A long f32 sum is within 1e-6 of the exact one.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/Reduction.h"
#include "hlokit/Interpreter/Math/ScalarOps.h"
#include "hlokit/Support/Parallel.h"

#include "TestTensors.h"

#include "gtest/gtest.h"

#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace hlokit::interpreter {
namespace {

int pick(std::mt19937 &rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

/// The documented sum of x[0..n): up to 64 elements, eight partial sums
/// from -0 of the elements j = k (mod 8) below the last multiple of 8,
/// combined pairwise, then the rest in order; longer runs, the sums of the
/// halves split at a multiple of 8.
template <typename T> T literalPairwiseSum(const T *x, int64_t n) {
  if (n > 64) {
    int64_t half = n / 2 / 8 * 8;
    return literalPairwiseSum(x, half) + literalPairwiseSum(x + half, n - half);
  }
  std::vector<T> partial(8, T(-0.0));
  int64_t whole = n / 8 * 8;
  for (int64_t j = 0; j < whole; ++j)
    partial[j % 8] = partial[j % 8] + x[j];
  T sum = ((partial[0] + partial[1]) + (partial[2] + partial[3])) +
          ((partial[4] + partial[5]) + (partial[6] + partial[7]));
  for (int64_t j = whole; j < n; ++j)
    sum = sum + x[j];
  return sum;
}

/// The spec's reduce, one input element at a time in row-major order; an
/// f32 or f64 sum adds the literalPairwiseSum of each maximal run of
/// consecutive elements of one result element instead (docs/interpreter.md).
Tensor literalReduce(const Tensor &input, const Tensor &init,
                     llvm::ArrayRef<int64_t> dimensions,
                     stablehlo::ReduceBodyKind kind) {
  llvm::ArrayRef<int64_t> shape = input.getShape();
  int64_t rank = static_cast<int64_t>(shape.size());
  llvm::SmallVector<int64_t> resultShape;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(dimensions, d))
      resultShape.push_back(shape[d]);
  Tensor result = llvm::cantFail(Tensor::filled(init, resultShape));
  // The result element of each input element.
  std::vector<int64_t> resultOf(input.getNumElements());
  llvm::SmallVector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < input.getNumElements(); ++i) {
    // index = the multi-index of input element i.
    for (int64_t d = rank - 1, rest = i; d >= 0; --d) {
      index[d] = rest % shape[d];
      rest /= shape[d];
    }
    int64_t r = 0;
    for (int64_t d = 0; d < rank; ++d)
      if (!llvm::is_contained(dimensions, d))
        r = r * shape[d] + index[d];
    resultOf[i] = r;
  }
  dispatchElementType(input.getElementType(), [&](auto v) {
    using T = decltype(v);
    const T *in = input.data<T>();
    T *out = result.mutableData<T>();
    constexpr bool isNativeFloat =
        std::is_same_v<T, float> || std::is_same_v<T, double>;
    int64_t n = input.getNumElements();
    for (int64_t i = 0; i < n;) {
      int64_t end = i + 1;
      if constexpr (isNativeFloat) {
        if (kind == stablehlo::ReduceBodyKind::Add) {
          while (end < n && resultOf[end] == resultOf[i])
            ++end;
          out[resultOf[i]] =
              out[resultOf[i]] + literalPairwiseSum(in + i, end - i);
          i = end;
          continue;
        }
      }
      out[resultOf[i]] = scalar::combine(kind, out[resultOf[i]], in[i]);
      i = end;
    }
  });
  return result;
}

/// A random shape of rank 0 to 5: mostly small sizes, sometimes 0, and
/// sometimes one long dimension so that threads split the work.
llvm::SmallVector<int64_t> randomShape(std::mt19937 &rng) {
  llvm::SmallVector<int64_t> shape;
  int rank = pick(rng, 0, 5);
  for (int d = 0; d < rank; ++d)
    shape.push_back(pick(rng, 0, 20) == 0 ? 0 : pick(rng, 1, 7));
  if (rank > 0 && pick(rng, 0, 2) == 0)
    shape[pick(rng, 0, rank - 1)] = pick(rng, 500, 3000);
  return shape;
}

TEST(ReduceTest, MatchesTheLiteralReductionBitForBit) {
  const ElementType types[] = {
      ElementType::F32, ElementType::F64,  ElementType::F16, ElementType::BF16,
      ElementType::C64, ElementType::SI32, ElementType::UI8, ElementType::SI4};
  const stablehlo::ReduceBodyKind kinds[] = {
      stablehlo::ReduceBodyKind::Add, stablehlo::ReduceBodyKind::Multiply,
      stablehlo::ReduceBodyKind::Minimum, stablehlo::ReduceBodyKind::Maximum};
  std::mt19937 rng(1515);
  for (int trial = 0; trial < 600; ++trial) {
    ElementType type = types[pick(rng, 0, std::size(types) - 1)];
    stablehlo::ReduceBodyKind kind = kinds[pick(rng, 0, std::size(kinds) - 1)];
    if (isComplex(type) && (kind == stablehlo::ReduceBodyKind::Minimum ||
                            kind == stablehlo::ReduceBodyKind::Maximum))
      kind = stablehlo::ReduceBodyKind::Add;
    llvm::SmallVector<int64_t> shape = randomShape(rng);
    int64_t rank = static_cast<int64_t>(shape.size());
    llvm::SmallVector<int64_t> order = shuffledDims(rank, rng);
    llvm::SmallVector<int64_t> dimensions(order.begin(),
                                          order.begin() + pick(rng, 0, rank));
    llvm::sort(dimensions);
    Tensor input = randomValues(type, shape, rng);
    Tensor init = randomValues(type, {}, rng);
    Tensor expected = literalReduce(input, init, dimensions, kind);
    for (unsigned threads : {1u, 2u, 4u}) {
      setNumThreads(threads);
      llvm::Expected<llvm::SmallVector<Tensor>> result =
          reduce({input}, {init}, dimensions, Combiner{kind});
      ASSERT_TRUE(static_cast<bool>(result))
          << llvm::toString(result.takeError());
      EXPECT_TRUE(sameBits((*result)[0], expected))
          << "trial " << trial << " " << getElementTypeName(type).str()
          << " on " << threads << " threads";
    }
  }
  setNumThreads(0);
}

/// Maxima and minima of runs take eight partial extrema; runs holding a
/// NaN (which payload wins depends on the order) or whose extremum is a
/// zero (-0 against +0) must still give the in-order loop's bits.
TEST(ReduceTest, ExtremaOfRunsWithNansAndZerosMatchInOrder) {
  std::mt19937 rng(77);
  for (int trial = 0; trial < 400; ++trial) {
    ElementType type = pick(rng, 0, 1) ? ElementType::F32 : ElementType::F64;
    auto kind = pick(rng, 0, 1) ? stablehlo::ReduceBodyKind::Maximum
                                : stablehlo::ReduceBodyKind::Minimum;
    int64_t rows = pick(rng, 1, 4), n = pick(rng, 1, 80);
    Tensor input = llvm::cantFail(Tensor::allocate(type, {rows, n}));
    dispatchElementType(type, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
        T *x = input.mutableData<T>();
        for (int64_t i = 0; i < rows * n; ++i) {
          switch (pick(rng, 0, 12)) {
          case 0:
            x[i] = std::numeric_limits<T>::quiet_NaN();
            break;
          case 1:
            x[i] = -std::numeric_limits<T>::quiet_NaN();
            break;
          case 2:
            x[i] = T(-0.0);
            break;
          case 3:
            x[i] = T(0.0);
            break;
          case 4:
            x[i] =
                std::numeric_limits<T>::infinity() * (pick(rng, 0, 1) ? 1 : -1);
            break;
          default:
            // Mostly nonpositive for maxima, nonnegative for minima, so
            // that zeros are often the extremum.
            x[i] = T(pick(rng, 0, 1000)) / T(7) *
                   (kind == stablehlo::ReduceBodyKind::Maximum ? -1 : 1);
          }
        }
      }
    });
    Tensor init = llvm::cantFail(Tensor::allocate(type, {}));
    dispatchElementType(type, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
        *init.mutableData<T>() = kind == stablehlo::ReduceBodyKind::Maximum
                                     ? -std::numeric_limits<T>::infinity()
                                     : std::numeric_limits<T>::infinity();
    });
    Tensor expected = literalReduce(input, init, {1}, kind);
    llvm::Expected<llvm::SmallVector<Tensor>> result =
        reduce({input}, {init}, {1}, Combiner{kind});
    ASSERT_TRUE(static_cast<bool>(result))
        << llvm::toString(result.takeError());
    EXPECT_TRUE(sameBits((*result)[0], expected))
        << "trial " << trial << " " << getElementTypeName(type).str();
  }
}

/// The sum the issue measured (a transformer's loss over 131,072 f32
/// values): within 1e-6 relative of the exact sum, where adding the values
/// one after another is off by about 2e-5, and the same on 1 to 4 threads.
TEST(ReduceTest, LongFloatSumIsAccurate) {
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> dist(0.0f, 1.0f);
  Tensor input = llvm::cantFail(Tensor::allocate(ElementType::F32, {131072}));
  float *x = input.mutableData<float>();
  long double exact = 0;
  float sequential = 0;
  for (int64_t i = 0; i < 131072; ++i) {
    x[i] = dist(rng) * dist(rng);
    exact += x[i];
    sequential += x[i];
  }
  Tensor zero = llvm::cantFail(Tensor::allocate(ElementType::F32, {}));
  *zero.mutableData<float>() = 0;
  for (unsigned threads : {1u, 2u, 4u}) {
    setNumThreads(threads);
    llvm::SmallVector<Tensor> result = llvm::cantFail(
        reduce({input}, {zero}, {0}, Combiner{stablehlo::ReduceBodyKind::Add}));
    float sum = *result[0].data<float>();
    EXPECT_LT(std::fabs((sum - exact) / exact), 1e-6) << threads;
  }
  setNumThreads(0);
  // What the pairwise order is measured against.
  EXPECT_GT(std::fabs((sequential - exact) / exact), 1e-6);
}

} // namespace
} // namespace hlokit::interpreter
