//===- Shards.cpp - cutting a tensor into blocks and back -----------------===//

#include "hlokit/Interpreter/Distributed/Shards.h"

#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Tensor/Printer.h"
#include "hlokit/Support/Product.h"

#include "llvm/Support/FormatVariadic.h"

namespace hlokit::interpreter {

llvm::Expected<Tensor> takeShard(const Tensor &global,
                                 llvm::ArrayRef<int64_t> shardCounts,
                                 llvm::ArrayRef<int64_t> shardIndex) {
  llvm::SmallVector<int64_t> start, limit;
  for (auto [d, size] : llvm::enumerate(global.getShape())) {
    if (size % shardCounts[d] != 0)
      return llvm::createStringError(
          llvm::formatv("dimension {0} of size {1} is not divisible into {2} "
                        "shards",
                        d, size, shardCounts[d])
              .str());
    int64_t blockSize = size / shardCounts[d];
    start.push_back(shardIndex[d] * blockSize);
    limit.push_back(start.back() + blockSize);
  }
  llvm::SmallVector<int64_t> strides(global.getRank(), 1);
  return slice(global, start, limit, strides);
}

llvm::Expected<Tensor> assembleShards(llvm::ArrayRef<Tensor> shards,
                                      llvm::ArrayRef<int64_t> shardCounts) {
  if (shards.empty() ||
      static_cast<int64_t>(shards.size()) != product(shardCounts))
    return llvm::createStringError(llvm::formatv("{0} shards for {1} blocks",
                                                 shards.size(),
                                                 product(shardCounts))
                                       .str());
  const Tensor &first = shards.front();
  auto typeOf = [](const Tensor &t) {
    return getTensorTypeString(t.getShape(), t.getElementType());
  };
  for (const Tensor &shard : shards)
    if (shard.getElementType() != first.getElementType() ||
        shard.getShape() != first.getShape())
      return llvm::createStringError(
          llvm::formatv("shards of different types: {0} and {1}", typeOf(first),
                        typeOf(shard))
              .str());
  llvm::SmallVector<int64_t> shape(first.getShape());
  for (auto [size, count] : llvm::zip_equal(shape, shardCounts))
    size *= count;
  llvm::Expected<Tensor> global =
      Tensor::allocate(first.getElementType(), shape);
  if (!global)
    return global.takeError();
  // The shards in row-major order of their index: the last dimension's
  // index counts fastest.
  llvm::SmallVector<int64_t> index(shardCounts.size(), 0);
  for (const Tensor &shard : shards) {
    llvm::SmallVector<int64_t> start;
    for (auto [i, size] : llvm::zip_equal(index, first.getShape()))
      start.push_back(i * size);
    dynamicUpdateSliceInto(*global, shard, start);
    for (size_t d = index.size(); d-- > 0;) {
      if (++index[d] < shardCounts[d])
        break;
      index[d] = 0;
    }
  }
  return global;
}

} // namespace hlokit::interpreter
