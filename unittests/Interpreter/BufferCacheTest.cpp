//===- BufferCacheTest.cpp - tensor buffers kept for reuse ----------------===//

#include "Tensor/BufferCache.h"

#include "gtest/gtest.h"

#include <cstdint>

namespace hlokit::interpreter {
namespace {

TEST(BufferCache, LargeBuffersAreAlignedAndReused) {
  char *first = nullptr;
  {
    std::shared_ptr<char> buffer = allocateBuffer(1000000);
    ASSERT_TRUE(buffer);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(buffer.get()) % 64, 0u);
    first = buffer.get();
    buffer.get()[999999] = 1; // the whole size is usable
  }
  // 1,040,000 bytes are in the same size class (1 MiB) as 1,000,000.
  std::shared_ptr<char> again = allocateBuffer(1040000);
  EXPECT_EQ(again.get(), first);
  // Held buffers are never handed out twice.
  std::shared_ptr<char> other = allocateBuffer(1000000);
  EXPECT_NE(other.get(), again.get());
}

TEST(BufferCache, SmallAndEmptyBuffersExist) {
  std::shared_ptr<char> empty = allocateBuffer(0);
  EXPECT_TRUE(empty);
  std::shared_ptr<char> small = allocateBuffer(100);
  ASSERT_TRUE(small);
  small.get()[99] = 1;
}

TEST(BufferCache, ImpossibleSizesFailCleanly) {
  EXPECT_FALSE(allocateBuffer(~size_t(0) / 2));
}

} // namespace
} // namespace hlokit::interpreter
