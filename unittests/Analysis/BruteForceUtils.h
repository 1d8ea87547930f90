//===- BruteForceUtils.h - enumeration for the brute-force tests -*- C++ -*-=//
//
// Enumeration of index spaces and of the indices a map yields, element by
// element comparison with an expected relation, and random shapes and
// attributes.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_UNITTESTS_ANALYSIS_BRUTEFORCEUTILS_H
#define HLOKIT_UNITTESTS_ANALYSIS_BRUTEFORCEUTILS_H

#include "IndexingTestUtils.h"

#include "llvm/ADT/STLExtras.h"

#include <functional>
#include <numeric>
#include <random>
#include <set>

namespace hlokit::indexing {

using Index = llvm::SmallVector<int64_t>;
using IndexSet = std::set<Index>;
using Shape = llvm::SmallVector<int64_t>;
/// Output index -> the operand indices it reads.
using Tracer = std::function<IndexSet(const Index &)>;

inline void forEachIndex(llvm::ArrayRef<Interval> bounds,
                         llvm::function_ref<void(const Index &)> fn) {
  Index index;
  for (const Interval &bound : bounds) {
    if (!bound.isFeasible())
      return;
    index.push_back(bound.lower);
  }
  while (true) {
    fn(index);
    int i = static_cast<int>(index.size()) - 1;
    for (; i >= 0; --i) {
      if (++index[i] <= bounds[i].upper)
        break;
      index[i] = bounds[i].lower;
    }
    if (i < 0)
      return;
  }
}

inline llvm::SmallVector<Interval> boundsOf(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<Interval> bounds;
  for (int64_t size : shape)
    bounds.push_back({0, size - 1});
  return bounds;
}

/// Indices the map yields at `dims`, range variables enumerated.
inline IndexSet imageOf(const IndexingMap &map, const Index &dims,
                        llvm::ArrayRef<int64_t> rtValues = {}) {
  IndexSet image;
  if (map.isKnownEmpty())
    return image;
  forEachIndex(map.getRangeVarBounds(), [&](const Index &rangeValues) {
    Index symbols(rangeValues);
    llvm::append_range(symbols, rtValues);
    if (map.contains(dims, symbols))
      image.insert(map.evaluate(dims, symbols));
  });
  return image;
}

/// Compares the map with the tracer on every index of `outputShape`.
inline void expectSameAccesses(const IndexingMap &map, const Tracer &tracer,
                               llvm::ArrayRef<int64_t> outputShape,
                               llvm::ArrayRef<int64_t> rtValues = {}) {
  forEachIndex(boundsOf(outputShape), [&](const Index &index) {
    IndexSet expected = tracer(index);
    IndexSet actual = imageOf(map, index, rtValues);
    ASSERT_EQ(expected, actual) << map.toString() << "\n at output index "
                                << ::testing::PrintToString(index);
  });
}

class BruteForceTest : public IndexingTest {
protected:
  int64_t pick(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }
  Shape randomShape(int minRank, int maxRank, int64_t maxSize = 4) {
    Shape shape;
    for (int64_t i = 0, rank = pick(minRank, maxRank); i < rank; ++i)
      shape.push_back(pick(1, maxSize));
    return shape;
  }
  llvm::SmallVector<int64_t> randomSubset(int64_t rank) {
    llvm::SmallVector<int64_t> subset;
    for (int64_t i = 0; i < rank; ++i)
      if (pick(0, 1))
        subset.push_back(i);
    return subset;
  }
  llvm::SmallVector<int64_t> randomPermutation(int64_t rank) {
    llvm::SmallVector<int64_t> permutation(rank);
    std::iota(permutation.begin(), permutation.end(), 0);
    std::shuffle(permutation.begin(), permutation.end(), rng);
    return permutation;
  }

  std::mt19937 rng{2026};
};

inline IndexSet single(Index index) { return {std::move(index)}; }

/// A random shape with `elements` elements.
inline Shape factorShape(int64_t elements, std::mt19937 &rng) {
  Shape shape;
  while (elements > 1 || shape.empty() ||
         std::uniform_int_distribution<>(0, 3)(rng) == 0) {
    llvm::SmallVector<int64_t> divisors;
    for (int64_t d = 1; d <= elements; ++d)
      if (elements % d == 0)
        divisors.push_back(d);
    int64_t d = divisors[std::uniform_int_distribution<size_t>(
        0, divisors.size() - 1)(rng)];
    shape.push_back(d);
    elements /= d;
    if (shape.size() > 4)
      break;
  }
  shape.back() *= elements;
  return shape;
}

} // namespace hlokit::indexing

#endif // HLOKIT_UNITTESTS_ANALYSIS_BRUTEFORCEUTILS_H
