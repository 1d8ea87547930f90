//===- ThreadCountTest.cpp - kernels give the same bits on any thread count
//===//
//
// Each parallel kernel runs on random shapes, layouts and types with 1
// thread, then with 2 and 4, and the results must be identical bit for bit.
// Shapes are large enough (tens of thousands of elements) that the kernels
// split their loops; float operands hold random fractions, so any change in
// the order of a reduction's or a product's additions would show.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/BatchNorm.h"
#include "hlokit/Interpreter/Kernels/Convolution.h"
#include "hlokit/Interpreter/Kernels/DotGeneral.h"
#include "hlokit/Interpreter/Kernels/Reduction.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Support/Parallel.h"

#include "TestTensors.h"

#include "gtest/gtest.h"

#include <functional>
#include <random>

namespace hlokit::interpreter {
namespace {

using Results = llvm::SmallVector<Tensor>;

int pick(std::mt19937 &rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

/// A random shape of rank 1 to 4 with 20K to 100K elements.
llvm::SmallVector<int64_t> randomShape(std::mt19937 &rng) {
  int rank = pick(rng, 1, 4);
  int64_t target = pick(rng, 20000, 100000);
  llvm::SmallVector<int64_t> shape;
  for (int d = 0; d + 1 < rank; ++d) {
    shape.push_back(pick(rng, 1, 24));
    target = std::max<int64_t>(1, target / shape.back());
  }
  shape.push_back(target);
  std::shuffle(shape.begin(), shape.end(), rng);
  return shape;
}

/// Runs `kernel` with 1, 2 and 4 threads; every result must have the same
/// bits as with 1 thread.
void expectSameOnEveryThreadCount(const std::string &what,
                                  const std::function<Results()> &kernel) {
  setNumThreads(1);
  Results expected = kernel();
  for (unsigned threads : {2u, 4u}) {
    setNumThreads(threads);
    Results actual = kernel();
    ASSERT_EQ(actual.size(), expected.size()) << what;
    for (size_t i = 0; i < actual.size(); ++i)
      EXPECT_TRUE(sameBits(actual[i], expected[i]))
          << what << ": result " << i << " differs with " << threads
          << " threads";
  }
  setNumThreads(0);
}

template <typename T> Results one(llvm::Expected<T> result) {
  if (!result) {
    ADD_FAILURE() << llvm::toString(result.takeError());
    return {};
  }
  if constexpr (std::is_same_v<T, Tensor>)
    return {std::move(*result)};
  else
    return std::move(*result);
}

constexpr ElementType kTypes[] = {
    ElementType::F32, ElementType::F64,  ElementType::F16, ElementType::BF16,
    ElementType::C64, ElementType::SI32, ElementType::UI8, ElementType::SI4};

ElementType randomType(std::mt19937 &rng) {
  return kTypes[pick(rng, 0, std::size(kTypes) - 1)];
}

TEST(ThreadCountTest, Elementwise) {
  std::mt19937 rng(15);
  for (int trial = 0; trial < 20; ++trial) {
    ElementType type = randomType(rng);
    llvm::SmallVector<int64_t> shape = randomShape(rng);
    Tensor a = randomValues(type, shape, rng);
    Tensor b = randomValues(type, shape, rng);
    std::string what =
        "trial " + std::to_string(trial) + " " + getElementTypeName(type).str();
    expectSameOnEveryThreadCount(what + " multiply", [&] {
      return one(binary(BinaryOp::Multiply, a, b, type));
    });
    expectSameOnEveryThreadCount(
        what + " negate", [&] { return one(unary(UnaryOp::Negate, a, type)); });
    expectSameOnEveryThreadCount(what + " compare", [&] {
      return one(compare(stablehlo::ComparisonDirection::LT,
                         stablehlo::ComparisonType::NOTYPE, a, b));
    });
    expectSameOnEveryThreadCount(what + " clamp",
                                 [&] { return one(clamp(b, a, b)); });
    expectSameOnEveryThreadCount(
        what + " convert", [&] { return one(convert(a, ElementType::F32)); });
    Tensor pred = randomValues(ElementType::I1, shape, rng);
    expectSameOnEveryThreadCount(what + " select",
                                 [&] { return one(select(pred, a, b)); });
    if (isFloat(type))
      expectSameOnEveryThreadCount(
          what + " tanh", [&] { return one(unary(UnaryOp::Tanh, a, type)); });
  }
}

TEST(ThreadCountTest, ReduceAndCopies) {
  std::mt19937 rng(16);
  for (int trial = 0; trial < 30; ++trial) {
    ElementType type = randomType(rng);
    llvm::SmallVector<int64_t> shape = randomShape(rng);
    int64_t rank = static_cast<int64_t>(shape.size());
    Tensor a = randomValues(type, shape, rng);
    std::string what =
        "trial " + std::to_string(trial) + " " + getElementTypeName(type).str();

    llvm::SmallVector<int64_t> order = shuffledDims(rank, rng);
    llvm::SmallVector<int64_t> reduced(order.begin(),
                                       order.begin() + pick(rng, 0, rank));
    llvm::sort(reduced);
    Tensor zero = randomValues(type, {}, rng);
    for (stablehlo::ReduceBodyKind kind :
         {stablehlo::ReduceBodyKind::Add, stablehlo::ReduceBodyKind::Maximum}) {
      if (kind == stablehlo::ReduceBodyKind::Maximum && isComplex(type))
        continue;
      expectSameOnEveryThreadCount(what + " reduce", [&] {
        Combiner combiner;
        combiner.kind = kind;
        return one(reduce({a}, {zero}, reduced, combiner));
      });
    }

    llvm::SmallVector<int64_t> permutation = shuffledDims(rank, rng);
    expectSameOnEveryThreadCount(
        what + " transpose", [&] { return one(transpose(a, permutation)); });
    // The operand as a rank + 1 result with a new dimension of 3 at `at`.
    int64_t at = pick(rng, 0, static_cast<int>(rank));
    llvm::SmallVector<int64_t> resultShape(shape), dims;
    resultShape.insert(resultShape.begin() + at, 3);
    for (int64_t d = 0; d <= rank; ++d)
      if (d != at)
        dims.push_back(d);
    expectSameOnEveryThreadCount(what + " broadcast_in_dim", [&] {
      return one(broadcastInDim(a, resultShape, dims));
    });
  }
}

TEST(ThreadCountTest, EmptyTensors) {
  std::mt19937 rng(20);
  Tensor zero = randomValues(ElementType::F32, {}, rng);
  for (llvm::SmallVector<int64_t> shape :
       {llvm::SmallVector<int64_t>{0, 5}, {5, 0}, {3, 0, 4}}) {
    Tensor a = randomValues(ElementType::F32, shape, rng);
    for (int64_t dim = 0; dim < static_cast<int64_t>(shape.size()); ++dim)
      expectSameOnEveryThreadCount("reduce", [&] {
        return one(reduce({a}, {zero}, {dim},
                          Combiner{stablehlo::ReduceBodyKind::Add}));
      });
    expectSameOnEveryThreadCount(
        "tanh", [&] { return one(unary(UnaryOp::Tanh, a, ElementType::F32)); });
    llvm::SmallVector<int64_t> permutation = shuffledDims(shape.size(), rng);
    expectSameOnEveryThreadCount(
        "transpose", [&] { return one(transpose(a, permutation)); });
  }
}

TEST(ThreadCountTest, DotGeneral) {
  std::mt19937 rng(17);
  for (int trial = 0; trial < 30; ++trial) {
    ElementType type = randomType(rng);
    int64_t batch = pick(rng, 1, 3), m = pick(rng, 1, 400),
            k = pick(rng, 0, 200), n = pick(rng, 1, 400);
    // lhs [batch, m, k] or [batch, k, m]; rhs [batch, k, n] or [batch, n, k].
    bool lhsT = pick(rng, 0, 1), rhsT = pick(rng, 0, 1);
    Tensor lhs = randomValues(type, {batch, lhsT ? k : m, lhsT ? m : k}, rng);
    Tensor rhs = randomValues(type, {batch, rhsT ? n : k, rhsT ? k : n}, rng);
    DotDims dims{{0}, {0}, {lhsT ? 1 : 2}, {rhsT ? 2 : 1}};
    expectSameOnEveryThreadCount(
        "trial " + std::to_string(trial) + " " + getElementTypeName(type).str(),
        [&] { return one(dotGeneral(lhs, rhs, dims, type)); });
  }
}

TEST(ThreadCountTest, Convolution) {
  std::mt19937 rng(18);
  for (int trial = 0; trial < 12; ++trial) {
    ElementType type = randomType(rng);
    ConvolutionParams p = ConvolutionParams::withDefaults(2);
    // Random layouts: [b, f, 0, 1] in a random order for each operand.
    llvm::SmallVector<int64_t> in = shuffledDims(4, rng);
    llvm::SmallVector<int64_t> kernel = shuffledDims(4, rng);
    llvm::SmallVector<int64_t> out = shuffledDims(4, rng);
    p.dims = convDimensions(in, kernel, out);
    // Odd trials are shaped like a weight gradient (a long batch, few
    // input features, one group), which takes the batch-inner im2col.
    bool weightGradient = trial % 2 == 1;
    p.featureGroupCount = !weightGradient && pick(rng, 0, 2) == 0 ? 2 : 1;
    int64_t inputFeatures = weightGradient ? pick(rng, 1, 4) : pick(rng, 1, 16);
    llvm::SmallVector<int64_t> lhsShape(4), rhsShape(4);
    lhsShape[in[0]] = weightGradient ? pick(rng, 8, 40) : pick(rng, 1, 3);
    lhsShape[in[1]] = inputFeatures * p.featureGroupCount;
    rhsShape[kernel[0]] = inputFeatures;
    rhsShape[kernel[1]] = pick(rng, 1, 8) * p.featureGroupCount;
    for (int i = 0; i < 2; ++i) {
      lhsShape[p.dims.inputSpatial[i]] = pick(rng, 8, 40);
      rhsShape[p.dims.kernelSpatial[i]] = pick(rng, 1, 3);
      p.windowStrides[i] = pick(rng, 1, 2);
      p.padding[i] = {pick(rng, 0, 2), pick(rng, 0, 2)};
      p.lhsDilation[i] = pick(rng, 1, 2);
      p.windowReversal[i] = pick(rng, 0, 1);
    }
    Tensor lhs = randomValues(type, lhsShape, rng);
    Tensor rhs = randomValues(type, rhsShape, rng);
    expectSameOnEveryThreadCount("trial " + std::to_string(trial) + " " +
                                     getElementTypeName(type).str(),
                                 [&] { return one(convolution(lhs, rhs, p)); });
  }
}

TEST(ThreadCountTest, BatchNorm) {
  std::mt19937 rng(19);
  for (int trial = 0; trial < 10; ++trial) {
    ElementType type = pick(rng, 0, 1) ? ElementType::F32 : ElementType::BF16;
    llvm::SmallVector<int64_t> shape = randomShape(rng);
    int64_t feature = pick(rng, 0, static_cast<int>(shape.size()) - 1);
    int64_t features[] = {shape[feature]};
    Tensor x = randomValues(type, shape, rng);
    Tensor g = randomValues(type, shape, rng);
    Tensor scale = randomValues(type, features, rng);
    Tensor offset = randomValues(type, features, rng);
    std::string what = "trial " + std::to_string(trial);
    expectSameOnEveryThreadCount(what + " training", [&] {
      return one(batchNormTraining(x, scale, offset, 1e-3, feature));
    });
    Results stats = one(batchNormTraining(x, scale, offset, 1e-3, feature));
    ASSERT_EQ(stats.size(), 3u);
    expectSameOnEveryThreadCount(what + " grad", [&] {
      return one(batchNormGrad(x, scale, stats[1], stats[2], g, 1e-3, feature));
    });
  }
}

} // namespace
} // namespace hlokit::interpreter
