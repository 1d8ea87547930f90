//===- ConvolutionTest.cpp - the im2col kernel against the spec -----------===//
//
// Random configurations: 0 to 3 spatial dimensions, every layout of input,
// kernel and output dimensions, strides, padding (negative too), lhs and
// rhs dilation, reversal, feature or batch groups, sizes 0 and 1 included.
// The kernel (im2col + dotGeneral) must match the spec-literal oracle of
// LiteralConvolution.cpp value for value; operands hold small integers so
// every sum is exact.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/Convolution.h"

#include "hlokit/Support/Parallel.h"

#include "LiteralConvolution.h"
#include "TestTensors.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <random>

namespace hlokit::interpreter {
namespace {

struct Case {
  llvm::SmallVector<int64_t> lhsShape, rhsShape;
  ConvolutionParams params;
};

Case randomCase(std::mt19937 &rng) {
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  int64_t spatialRank = pick(0, 9) < 1 ? 0 : pick(1, 3);
  int64_t rank = spatialRank + 2;
  Case c;
  c.params = ConvolutionParams::withDefaults(spatialRank);
  ConvolutionParams &p = c.params;

  // First two entries of each order: batch/feature (input, output) or
  // input/output feature (kernel); then the spatial dimensions.
  llvm::SmallVector<int64_t> in = shuffledDims(rank, rng);
  llvm::SmallVector<int64_t> kernel = shuffledDims(rank, rng);
  llvm::SmallVector<int64_t> out = shuffledDims(rank, rng);
  p.dims = convDimensions(in, kernel, out);

  int groupKind = pick(0, 2); // none, feature groups, batch groups
  int64_t groups = groupKind == 0 ? 1 : pick(2, 3);
  p.featureGroupCount = groupKind == 1 ? groups : 1;
  p.batchGroupCount = groupKind == 2 ? groups : 1;
  int64_t kernelInputFeatures = pick(1, 3);
  int64_t batch = (pick(0, 15) == 0 ? 0 : pick(1, 3)) * p.batchGroupCount;
  int64_t outputFeatures = (pick(0, 15) == 0 ? 0 : pick(1, 3)) * groups;

  c.lhsShape.assign(rank, 0);
  c.rhsShape.assign(rank, 0);
  c.lhsShape[p.dims.inputBatch] = batch;
  c.lhsShape[p.dims.inputFeature] = kernelInputFeatures * p.featureGroupCount;
  c.rhsShape[p.dims.kernelInputFeature] = kernelInputFeatures;
  c.rhsShape[p.dims.kernelOutputFeature] = outputFeatures;
  for (int64_t i = 0; i < spatialRank; ++i) {
    c.lhsShape[p.dims.inputSpatial[i]] =
        pick(0, 15) == 0 ? pick(0, 1) : pick(2, 6);
    c.rhsShape[p.dims.kernelSpatial[i]] = pick(1, 3);
    p.windowStrides[i] = pick(1, 3);
    p.padding[i] = {pick(-2, 3), pick(-2, 3)};
    p.lhsDilation[i] = pick(1, 3);
    p.rhsDilation[i] = pick(1, 3);
    p.windowReversal[i] = pick(0, 1);
  }
  return c;
}

std::string describe(const Case &c) {
  std::string s;
  llvm::raw_string_ostream os(s);
  auto list = [&](auto values) {
    os << '[';
    llvm::interleaveComma(values, os, [&](auto v) { os << v; });
    os << "] ";
  };
  const ConvolutionParams &p = c.params;
  os << "lhs ";
  list(c.lhsShape);
  os << "rhs ";
  list(c.rhsShape);
  os << "strides ";
  list(p.windowStrides);
  os << "lhs_dilation ";
  list(p.lhsDilation);
  os << "rhs_dilation ";
  list(p.rhsDilation);
  os << "reverse ";
  list(p.windowReversal);
  os << "padding ";
  for (auto [low, high] : p.padding)
    os << low << ':' << high << ' ';
  os << "groups " << p.featureGroupCount << '/' << p.batchGroupCount;
  return s;
}

class ConvolutionTest : public ::testing::TestWithParam<ElementType> {};

TEST_P(ConvolutionTest, MatchesTheSpecOnRandomConfigurations) {
  ElementType type = GetParam();
  std::mt19937 rng(4321 + static_cast<int>(type));
  // f32 (the BLAS path) gets the most configurations.
  int trials = type == ElementType::F32 ? 1200 : 250;
  for (int trial = 0; trial < trials; ++trial) {
    Case c = randomCase(rng);
    Tensor lhs = randomTensor(type, c.lhsShape, rng);
    Tensor rhs = randomTensor(type, c.rhsShape, rng);
    llvm::Expected<Tensor> result = convolution(lhs, rhs, c.params);
    ASSERT_TRUE(static_cast<bool>(result))
        << llvm::toString(result.takeError());
    llvm::Expected<Tensor> expected = literal::convolution(lhs, rhs, c.params);
    ASSERT_TRUE(static_cast<bool>(expected))
        << llvm::toString(expected.takeError());
    ASSERT_TRUE(sameValues(*result, *expected))
        << "trial " << trial << ": " << describe(c);
  }
}

INSTANTIATE_TEST_SUITE_P(
    AllKinds, ConvolutionTest,
    ::testing::Values(ElementType::F32, ElementType::F64, ElementType::C64,
                      ElementType::BF16, ElementType::SI32, ElementType::SI8),
    [](const auto &info) {
      std::string name = getElementTypeName(info.param).str();
      llvm::erase_if(name, [](char ch) { return !std::isalnum(ch); });
      return name;
    });

/// Layers large enough that the canonical im2col runs in several blocks
/// over the pool and the batch-inner im2col splits its rows: a forward
/// layer (few batches, many features) or a weight gradient (a long batch,
/// few features), in random layouts, against the oracle at 1, 2 and 4
/// threads. Small integer operands keep every sum exact, so values must be
/// equal whatever the order of additions.
TEST(ConvolutionBlocks, MatchesTheSpecOnEveryThreadCount) {
  std::mt19937 rng(1515);
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  const ElementType types[] = {ElementType::F32, ElementType::F64,
                               ElementType::BF16, ElementType::SI32};
  for (int trial = 0; trial < 16; ++trial) {
    ElementType type = types[trial % 4];
    bool weightGradient = trial % 2 == 1;
    ConvolutionParams p = ConvolutionParams::withDefaults(2);
    llvm::SmallVector<int64_t> in = shuffledDims(4, rng);
    llvm::SmallVector<int64_t> kernel = shuffledDims(4, rng);
    llvm::SmallVector<int64_t> out = shuffledDims(4, rng);
    p.dims = convDimensions(in, kernel, out);
    int64_t batch = weightGradient ? pick(16, 40) : pick(1, 4);
    int64_t features = weightGradient ? pick(1, 4) : pick(12, 32);
    llvm::SmallVector<int64_t> lhsShape(4), rhsShape(4);
    lhsShape[in[0]] = batch;
    lhsShape[in[1]] = features;
    rhsShape[kernel[0]] = features;
    rhsShape[kernel[1]] = pick(1, 8);
    for (int i = 0; i < 2; ++i) {
      lhsShape[p.dims.inputSpatial[i]] = pick(16, 28);
      rhsShape[p.dims.kernelSpatial[i]] = pick(1, 3);
      p.windowStrides[i] = pick(1, 2);
      p.padding[i] = {pick(-1, 2), pick(-1, 2)};
      p.rhsDilation[i] = pick(1, 2);
      p.windowReversal[i] = pick(0, 1);
    }
    Case c{lhsShape, rhsShape, p};
    Tensor lhs = randomTensor(type, lhsShape, rng);
    Tensor rhs = randomTensor(type, rhsShape, rng);
    Tensor expected = llvm::cantFail(literal::convolution(lhs, rhs, p));
    for (unsigned threads : {1u, 2u, 4u}) {
      setNumThreads(threads);
      llvm::Expected<Tensor> result = convolution(lhs, rhs, p);
      ASSERT_TRUE(static_cast<bool>(result))
          << llvm::toString(result.takeError());
      EXPECT_TRUE(sameValues(*result, expected))
          << "trial " << trial << " on " << threads
          << " threads: " << describe(c);
    }
  }
  setNumThreads(0);
}

/// The spec's example, so a shared misreading of the spec by the kernel and
/// the oracle would still be caught.
TEST(ConvolutionExample, SpecExample) {
  Tensor lhs =
      llvm::cantFail(Tensor::allocate(ElementType::SI64, {1, 4, 4, 1}));
  const int64_t values[] = {1,  2,  5,  6,  3,  4,  7,  8,
                            10, 11, 14, 15, 12, 13, 16, 17};
  std::copy(std::begin(values), std::end(values), lhs.mutableData<int64_t>());
  Tensor rhs =
      llvm::cantFail(Tensor::allocate(ElementType::SI64, {3, 3, 1, 1}));
  std::fill_n(rhs.mutableData<int64_t>(), 9, 1);
  ConvolutionParams p = ConvolutionParams::withDefaults(2);
  p.windowStrides = {4, 4};
  p.lhsDilation = {2, 2};
  p.dims = {0, 3, {1, 2}, 2, 3, {0, 1}, 0, 3, {1, 2}};
  Tensor result = llvm::cantFail(convolution(lhs, rhs, p));
  ASSERT_EQ(result.getShape(), llvm::ArrayRef<int64_t>({1, 2, 2, 1}));
  const int64_t *r = result.data<int64_t>();
  EXPECT_EQ(llvm::ArrayRef<int64_t>(r, 4),
            llvm::ArrayRef<int64_t>({10, 26, 46, 62}));
}

} // namespace
} // namespace hlokit::interpreter
