//===- ReduceTest.cpp - the typed reduce kernel against a literal one -----===//
//
// `reduce` with a one-op body (add, multiply, minimum, maximum) on random
// shapes, reduced dimensions, types and thread counts, against a literal
// reduction that visits the input element by element in row-major order and
// combines each element into its result element: the order the interpreter
// documents (docs/interpreter.md), so results must match bit for bit, float
// operands holding random fractions.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/Reduction.h"
#include "hlokit/Interpreter/Math/ScalarOps.h"
#include "hlokit/Support/Parallel.h"

#include "TestTensors.h"

#include "gtest/gtest.h"

#include <random>

namespace hlokit::interpreter {
namespace {

int pick(std::mt19937 &rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

/// The spec's reduce, one input element at a time in row-major order.
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
    dispatchElementType(input.getElementType(), [&](auto v) {
      using T = decltype(v);
      T &acc = result.mutableData<T>()[r];
      acc = scalar::combine(kind, acc, input.data<T>()[i]);
    });
  }
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

} // namespace
} // namespace hlokit::interpreter
