//===- BroadcastRangeTest.cpp - broadcast_in_dim, whole and by tiles ------===//
//
// broadcast_in_dim copies runs with typed loads and stores (a fill where the
// result repeats the operand), and a fused chain asks for one tile of a
// broadcast at a time (broadcastInDimRange). Both are checked against a
// literal evaluation of the spec's formula, element by element, on random
// shapes, broadcast dimensions (in any order, size-1 operand dimensions
// included) and element sizes from i1 to complex128.
//
//===----------------------------------------------------------------------===//

#include "TestTensors.h"

#include "hlokit/Interpreter/Kernels/ShapeKernels.h"

#include "gtest/gtest.h"

#include <cstring>
#include <numeric>

namespace hlokit::interpreter {
namespace {

/// result[i] = operand[j] with j[k] = i[dims[k]], or 0 where the operand's
/// dimension k has size 1 (the spec's broadcast_in_dim).
Tensor literalBroadcast(const Tensor &operand, llvm::ArrayRef<int64_t> shape,
                        llvm::ArrayRef<int64_t> dims) {
  Tensor result =
      llvm::cantFail(Tensor::allocate(operand.getElementType(), shape));
  int64_t es = getElementByteSize(operand.getElementType());
  llvm::SmallVector<int64_t> index(shape.size(), 0), source(dims.size());
  for (int64_t i = 0; i < result.getNumElements(); ++i) {
    for (int64_t d = shape.size() - 1, rest = i; d >= 0; --d) {
      index[d] = rest % shape[d];
      rest /= shape[d];
    }
    for (auto [k, d] : llvm::enumerate(dims))
      source[k] = operand.getShape()[k] == 1 ? 0 : index[d];
    std::memcpy(result.getRawMutableData() + i * es,
                operand.getRawData() + operand.getLinearIndex(source) * es, es);
  }
  return result;
}

TEST(BroadcastRangeTest, WholeAndTilesMatchTheLiteralBroadcast) {
  std::mt19937 rng(15);
  const ElementType types[] = {ElementType::I1,  ElementType::SI8,
                               ElementType::F16, ElementType::F32,
                               ElementType::F64, ElementType::C128};
  for (int trial = 0; trial < 400; ++trial) {
    ElementType type = types[trial % std::size(types)];
    int64_t rank = rng() % 5;
    llvm::SmallVector<int64_t> shape;
    for (int64_t d = 0; d < rank; ++d)
      shape.push_back(rng() % 6 + (trial % 7 == 0 ? 0 : 1));
    // The operand keeps a random subset of the result's dimensions, in
    // random order, some of them as size 1.
    llvm::SmallVector<int64_t> dims, operandShape;
    for (int64_t d : shuffledDims(rank, rng))
      if (rng() % 2) {
        dims.push_back(d);
        operandShape.push_back(rng() % 4 == 0 ? 1 : shape[d]);
      }
    Tensor operand = randomTensor(type, operandShape, rng);
    Tensor expected = literalBroadcast(operand, shape, dims);
    Tensor whole = llvm::cantFail(broadcastInDim(operand, shape, dims));
    ASSERT_TRUE(whole.bitwiseEquals(expected)) << "trial " << trial;
    // Random tiles covering the result.
    Tensor tiled = llvm::cantFail(Tensor::allocate(type, shape));
    int64_t n = expected.getNumElements();
    for (int64_t offset = 0; offset < n;) {
      int64_t length = std::min<int64_t>(n - offset, rng() % 13 + 1);
      Tensor tile = tiled.view(offset, length);
      broadcastInDimRange(operand, shape, dims, offset, tile);
      offset += length;
    }
    EXPECT_TRUE(tiled.bitwiseEquals(expected)) << "trial " << trial;
  }
}

} // namespace
} // namespace hlokit::interpreter
