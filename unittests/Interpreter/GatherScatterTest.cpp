//===- GatherScatterTest.cpp - fast gather/scatter vs the literal oracle --===//
//
// Random but reproducible configurations (fixed seeds, small shapes): batching
// dims, out-of-bounds and negative indices, index_vector_dim == rank, every
// fast combiner and a two-op combiner through the generic path. Results must
// be bitwise identical to the spec-literal implementation.
//
//===----------------------------------------------------------------------===//

#include "LiteralGatherScatter.h"

#include "hlokit/Interpreter/Kernels/GatherScatter.h"
#include "hlokit/Interpreter/Math/ScalarOps.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cstring>
#include <random>

using namespace hlokit::interpreter;
using hlokit::stablehlo::ReduceBodyKind;
using llvm::SmallVector;

namespace {

using Rng = std::mt19937_64;

int64_t uniform(Rng &rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

bool coin(Rng &rng) { return uniform(rng, 0, 1) == 1; }

/// A random sorted subset of `from` with `count` elements.
SmallVector<int64_t> sortedSubset(Rng &rng, SmallVector<int64_t> from,
                                  size_t count) {
  std::shuffle(from.begin(), from.end(), rng);
  from.resize(count);
  llvm::sort(from);
  return from;
}

SmallVector<int64_t> rangeExcept(int64_t n, llvm::ArrayRef<int64_t> a,
                                 llvm::ArrayRef<int64_t> b = {}) {
  SmallVector<int64_t> r;
  for (int64_t d = 0; d < n; ++d)
    if (!llvm::is_contained(a, d) && !llvm::is_contained(b, d))
      r.push_back(d);
  return r;
}

Tensor mustAllocate(ElementType type, llvm::ArrayRef<int64_t> shape) {
  llvm::Expected<Tensor> t = Tensor::allocate(type, shape);
  EXPECT_TRUE(static_cast<bool>(t));
  return std::move(*t);
}

/// Fills a tensor with small random values of its element type.
void fillRandom(Rng &rng, Tensor &t) {
  dispatchElementType(t.getElementType(), [&](auto v) {
    using T = decltype(v);
    T *p = t.mutableData<T>();
    for (int64_t i = 0; i < t.getNumElements(); ++i) {
      int64_t x = uniform(rng, -20, 20);
      if constexpr (std::is_same_v<T, bool>)
        p[i] = x > 0;
      else if constexpr (IsComplexV<T>)
        p[i] = T(static_cast<typename T::value_type>(x) / 4,
                 static_cast<typename T::value_type>(uniform(rng, -9, 9)));
      else if constexpr (IsLowFloatV<T>)
        p[i] = T(static_cast<float>(x) / 8);
      else if constexpr (std::is_floating_point_v<T>)
        p[i] = static_cast<T>(x) / 8 + static_cast<T>(0.1);
      else
        p[i] = static_cast<T>(x);
    }
  });
}

/// Index tensor whose values are mostly in range, some negative or past the
/// end of the largest dimension.
Tensor randomIndices(Rng &rng, llvm::ArrayRef<int64_t> shape, int64_t maxDim) {
  ElementType types[] = {ElementType::SI32, ElementType::SI64,
                         ElementType::UI32, ElementType::SI8};
  ElementType type = types[uniform(rng, 0, 3)];
  Tensor t = mustAllocate(type, shape);
  dispatchElementType(type, [&](auto v) {
    using T = decltype(v);
    if constexpr (IsIntV<T>) {
      T *p = t.mutableData<T>();
      for (int64_t i = 0; i < t.getNumElements(); ++i) {
        int64_t x = uniform(rng, -3, maxDim + 2);
        if (std::is_unsigned_v<T> && x < 0)
          x = uniform(rng, 0, 1) ? 1000 : 0;
        p[i] = static_cast<T>(x);
      }
    }
  });
  return t;
}

ElementType randomDataType(Rng &rng) {
  ElementType types[] = {
      ElementType::F32,  ElementType::SI32, ElementType::SI8,  ElementType::F64,
      ElementType::SI64, ElementType::C64,  ElementType::BF16, ElementType::F16,
      ElementType::UI16, ElementType::I1,   ElementType::C128};
  return types[uniform(rng, 0, 10)];
}

SmallVector<int64_t> randomShape(Rng &rng, int64_t rank) {
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d)
    shape.push_back(uniform(rng, 1, 4));
  return shape;
}

/// Index tensor shape and index_vector_dim for `batchShape` index vectors of
/// length `k`; index_vector_dim == rank is chosen half the time when k == 1.
std::pair<SmallVector<int64_t>, int64_t>
indexLayout(Rng &rng, llvm::ArrayRef<int64_t> batchShape, int64_t k) {
  SmallVector<int64_t> shape(batchShape.begin(), batchShape.end());
  int64_t batchRank = static_cast<int64_t>(batchShape.size());
  if (k == 1 && coin(rng))
    return {shape, batchRank};
  int64_t ivd = uniform(rng, 0, batchRank);
  shape.insert(shape.begin() + ivd, k);
  return {shape, ivd};
}

/// Chooses batch positions for the batching dims and sizes them like the
/// operand's batching dims; returns the index-tensor batching dims.
SmallVector<int64_t> placeBatching(Rng &rng, SmallVector<int64_t> &batchShape,
                                   llvm::ArrayRef<int64_t> operandBatchingDims,
                                   llvm::ArrayRef<int64_t> operandShape) {
  SmallVector<int64_t> positions;
  for (int64_t j = 0; j < static_cast<int64_t>(batchShape.size()); ++j)
    positions.push_back(j);
  std::shuffle(positions.begin(), positions.end(), rng);
  positions.resize(operandBatchingDims.size());
  for (auto [pos, od] : llvm::zip(positions, operandBatchingDims))
    batchShape[pos] = operandShape[od];
  return positions; // batch positions; converted to index dims by the caller
}

SmallVector<int64_t> toIndexDims(llvm::ArrayRef<int64_t> positions,
                                 int64_t ivd) {
  SmallVector<int64_t> dims;
  for (int64_t j : positions)
    dims.push_back(j < ivd ? j : j + 1);
  return dims;
}

struct GatherCase {
  Tensor operand, indices;
  GatherDims dims;
};

GatherCase randomGatherCase(Rng &rng) {
  GatherCase c;
  int64_t rank = uniform(rng, 1, 4);
  SmallVector<int64_t> shape = randomShape(rng, rank);
  SmallVector<int64_t> all = rangeExcept(rank, {});
  int64_t numBatching = uniform(rng, 0, std::min<int64_t>(rank, 2));
  c.dims.operandBatchingDims = sortedSubset(rng, all, numBatching);
  SmallVector<int64_t> rest = rangeExcept(rank, c.dims.operandBatchingDims);
  c.dims.collapsedSliceDims =
      sortedSubset(rng, rest, uniform(rng, 0, rest.size()));
  SmallVector<int64_t> mapFrom = rest;
  std::shuffle(mapFrom.begin(), mapFrom.end(), rng);
  mapFrom.resize(uniform(rng, 0, std::min<int64_t>(mapFrom.size(), 3)));
  c.dims.startIndexMap = mapFrom;
  for (int64_t d = 0; d < rank; ++d) {
    bool pointDim = llvm::is_contained(c.dims.collapsedSliceDims, d) ||
                    llvm::is_contained(c.dims.operandBatchingDims, d);
    c.dims.sliceSizes.push_back(pointDim ? 1 : uniform(rng, 0, shape[d]));
    if (!pointDim && c.dims.sliceSizes.back() == 0 && coin(rng))
      c.dims.sliceSizes.back() = shape[d]; // keep empty results rare
  }

  SmallVector<int64_t> batchShape =
      randomShape(rng, uniform(rng, numBatching, 3));
  SmallVector<int64_t> positions =
      placeBatching(rng, batchShape, c.dims.operandBatchingDims, shape);
  auto [indexShape, ivd] =
      indexLayout(rng, batchShape, c.dims.startIndexMap.size());
  c.dims.indexVectorDim = ivd;
  c.dims.startIndicesBatchingDims = toIndexDims(positions, ivd);

  int64_t numOffset = rank - c.dims.collapsedSliceDims.size() - numBatching;
  int64_t resultRank = batchShape.size() + numOffset;
  c.dims.offsetDims = sortedSubset(rng, rangeExcept(resultRank, {}), numOffset);

  c.operand = mustAllocate(randomDataType(rng), shape);
  fillRandom(rng, c.operand);
  c.indices = randomIndices(rng, indexShape, *llvm::max_element(shape));
  return c;
}

TEST(GatherTest, MatchesLiteralOracleOnRandomConfigurations) {
  Rng rng(20240311);
  for (int i = 0; i < 1500; ++i) {
    GatherCase c = randomGatherCase(rng);
    llvm::Expected<Tensor> fast = gather(c.operand, c.indices, c.dims);
    llvm::Expected<Tensor> slow = literal::gather(c.operand, c.indices, c.dims);
    ASSERT_TRUE(fast && slow);
    ASSERT_TRUE(fast->bitwiseEquals(*slow)) << "configuration " << i;
  }
}

/// Scatter configurations also carry the combiner under test.
struct ScatterCase {
  SmallVector<Tensor> inputs, updates;
  Tensor indices;
  ScatterDims dims;
  ReduceBodyKind kind;
};

ScatterCase randomScatterCase(Rng &rng, int64_t numInputs) {
  ScatterCase c;
  int64_t rank = uniform(rng, 1, 4);
  SmallVector<int64_t> shape = randomShape(rng, rank);
  int64_t numBatching = uniform(rng, 0, std::min<int64_t>(rank, 2));
  c.dims.inputBatchingDims =
      sortedSubset(rng, rangeExcept(rank, {}), numBatching);
  SmallVector<int64_t> rest = rangeExcept(rank, c.dims.inputBatchingDims);
  c.dims.insertedWindowDims =
      sortedSubset(rng, rest, uniform(rng, 0, rest.size()));
  SmallVector<int64_t> mapFrom = rest;
  std::shuffle(mapFrom.begin(), mapFrom.end(), rng);
  mapFrom.resize(uniform(rng, 0, std::min<int64_t>(mapFrom.size(), 3)));
  c.dims.scatterDimsToOperandDims = mapFrom;

  SmallVector<int64_t> scatterShape =
      randomShape(rng, uniform(rng, numBatching, 3));
  SmallVector<int64_t> positions =
      placeBatching(rng, scatterShape, c.dims.inputBatchingDims, shape);
  auto [indexShape, ivd] =
      indexLayout(rng, scatterShape, c.dims.scatterDimsToOperandDims.size());
  c.dims.indexVectorDim = ivd;
  c.dims.scatterIndicesBatchingDims = toIndexDims(positions, ivd);

  SmallVector<int64_t> windowInputDims =
      rangeExcept(rank, c.dims.insertedWindowDims, c.dims.inputBatchingDims);
  int64_t numWindow = windowInputDims.size();
  int64_t updateRank = scatterShape.size() + numWindow;
  c.dims.updateWindowDims =
      sortedSubset(rng, rangeExcept(updateRank, {}), numWindow);
  SmallVector<int64_t> updateShape;
  size_t nextScatter = 0, nextWindow = 0;
  for (int64_t d = 0; d < updateRank; ++d) {
    if (llvm::is_contained(c.dims.updateWindowDims, d))
      updateShape.push_back(
          uniform(rng, 1, shape[windowInputDims[nextWindow++]]));
    else
      updateShape.push_back(scatterShape[nextScatter++]);
  }

  ElementType type = randomDataType(rng);
  for (int64_t k = 0; k < numInputs; ++k) {
    c.inputs.push_back(mustAllocate(type, shape));
    fillRandom(rng, c.inputs.back());
    c.updates.push_back(mustAllocate(type, updateShape));
    fillRandom(rng, c.updates.back());
  }
  c.indices = randomIndices(rng, indexShape, *llvm::max_element(shape));

  bool integral = isInteger(type) || type == ElementType::I1;
  SmallVector<ReduceBodyKind> kinds = {
      ReduceBodyKind::Replace, ReduceBodyKind::Add, ReduceBodyKind::Multiply,
      ReduceBodyKind::Other};
  if (!isComplex(type)) {
    kinds.push_back(ReduceBodyKind::Minimum);
    kinds.push_back(ReduceBodyKind::Maximum);
  }
  if (integral) {
    kinds.push_back(ReduceBodyKind::And);
    kinds.push_back(ReduceBodyKind::Or);
  }
  c.kind = numInputs > 1 ? ReduceBodyKind::Other
                         : kinds[uniform(rng, 0, kinds.size() - 1)];
  return c;
}

/// The element-wise form of a combiner, for the oracle and for the generic
/// path: result = op(result, update) on element k of every input. The
/// generic kind is a two-op body: (result + update) * update.
template <typename T> T combineOne(ReduceBodyKind kind, T r, T u) {
  switch (kind) {
  case ReduceBodyKind::Replace:
    return u;
  case ReduceBodyKind::Add:
    return scalar::add(r, u);
  case ReduceBodyKind::Multiply:
    return scalar::multiply(r, u);
  case ReduceBodyKind::Minimum:
    return scalar::minimum(r, u);
  case ReduceBodyKind::Maximum:
    return scalar::maximum(r, u);
  case ReduceBodyKind::And:
    if constexpr (std::is_integral_v<T>)
      return scalar::bitAnd(r, u);
    break;
  case ReduceBodyKind::Or:
    if constexpr (std::is_integral_v<T>)
      return scalar::bitOr(r, u);
    break;
  case ReduceBodyKind::Other:
    return scalar::multiply(scalar::add(r, u), u);
  }
  return r;
}

TEST(ScatterTest, MatchesLiteralOracleOnRandomConfigurations) {
  Rng rng(20240312);
  for (int i = 0; i < 1500; ++i) {
    int64_t numInputs = i % 10 == 9 ? 2 : 1;
    ScatterCase c = randomScatterCase(rng, numInputs);
    ElementType type = c.inputs[0].getElementType();
    ReduceBodyKind kind = c.kind;
    auto elementwise = [&](llvm::ArrayRef<char *> results,
                           llvm::ArrayRef<const char *> updates) {
      dispatchElementType(type, [&](auto v) {
        using T = decltype(v);
        for (size_t k = 0; k < results.size(); ++k) {
          T r, u;
          std::memcpy(&r, results[k], sizeof(T));
          std::memcpy(&u, updates[k], sizeof(T));
          // The second input of a variadic scatter keeps the first-seen max.
          T out = combineOne(k == 0 ? kind : ReduceBodyKind::Maximum, r, u);
          std::memcpy(results[k], &out, sizeof(T));
        }
      });
      return llvm::Error::success();
    };
    Combiner combiner{kind, nullptr};
    if (kind == ReduceBodyKind::Other)
      combiner.generic = elementwise;
    auto fast = scatter(c.inputs, c.indices, c.updates, c.dims, combiner);
    auto slow =
        literal::scatter(c.inputs, c.indices, c.updates, c.dims, elementwise);
    ASSERT_TRUE(fast && slow);
    ASSERT_EQ(fast->size(), slow->size());
    for (size_t k = 0; k < fast->size(); ++k)
      ASSERT_TRUE((*fast)[k].bitwiseEquals((*slow)[k]))
          << "configuration " << i << " result " << k;
  }
}

/// The batching-dims RFC's gather example (batching dims, a clamped index [0, 9]).
TEST(GatherTest, BatchingDimsRfcExample) {
  Tensor operand = mustAllocate(ElementType::SI32, {2, 3, 4, 2});
  for (int64_t i = 0; i < 48; ++i)
    operand.mutableData<int32_t>()[i] = static_cast<int32_t>(i + 1);
  Tensor indices = mustAllocate(ElementType::SI64, {2, 2, 3, 2});
  int64_t idx[] = {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 9,
                   0, 0, 2, 1, 2, 2, 1, 2, 0, 1, 1, 0};
  std::memcpy(indices.mutableData<int64_t>(), idx, sizeof idx);
  GatherDims dims;
  dims.offsetDims = {3, 4};
  dims.collapsedSliceDims = {1};
  dims.operandBatchingDims = {0};
  dims.startIndicesBatchingDims = {1};
  dims.startIndexMap = {2, 1};
  dims.indexVectorDim = 3;
  dims.sliceSizes = {1, 1, 2, 2};
  llvm::Expected<Tensor> result = gather(operand, indices, dims);
  ASSERT_TRUE(static_cast<bool>(result));
  EXPECT_EQ(result->getShape(), llvm::ArrayRef<int64_t>({2, 2, 3, 2, 2}));
  int32_t expected[] = {1,  2,  3,  4,  3,  4,  5,  6,  13, 14, 15, 16,
                        33, 34, 35, 36, 35, 36, 37, 38, 41, 42, 43, 44,
                        1,  2,  3,  4,  13, 14, 15, 16, 21, 22, 23, 24,
                        43, 44, 45, 46, 33, 34, 35, 36, 27, 28, 29, 30};
  EXPECT_EQ(std::memcmp(result->data<int32_t>(), expected, sizeof expected), 0);
}

TEST(TensorTest, TooLargeAllocationIsAnError) {
  llvm::Expected<Tensor> t =
      Tensor::allocate(ElementType::F64, {int64_t(1) << 40, int64_t(1) << 30});
  ASSERT_FALSE(static_cast<bool>(t));
  EXPECT_EQ(llvm::toString(t.takeError()),
            "result of 9444732965739290427392 bytes is too large to allocate");
}

} // namespace
