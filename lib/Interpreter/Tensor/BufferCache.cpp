//===- BufferCache.cpp - tensor buffers, large ones kept for reuse --------===//

#include "Tensor/BufferCache.h"

#include "hlokit/Interpreter/Tensor/MemoryBudget.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <mutex>
#include <unistd.h>
#include <vector>

namespace hlokit::interpreter {

namespace {

constexpr size_t minCachedBytes = size_t(64) << 10;
constexpr size_t alignment = 64;

/// Sizes rounded up to one of eight steps per power of two (at most 12.5%
/// more), so that tensors of nearly the same size share buffers.
size_t getSizeClass(size_t bytes) {
  size_t step = std::max<size_t>(alignment, llvm::bit_floor(bytes) / 8);
  return llvm::alignTo(bytes, step);
}

size_t getMaxCachedBytes() {
  long pages = sysconf(_SC_PHYS_PAGES);
  long pageSize = sysconf(_SC_PAGE_SIZE);
  size_t memory = pages > 0 && pageSize > 0 ? size_t(pages) * pageSize : 0;
  return std::min<size_t>(size_t(1) << 30, memory / 8);
}

class BufferCache {
public:
  /// A cached buffer of size class `size`, or a new one.
  char *take(size_t size) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = buffers.find(size);
      if (it != buffers.end() && !it->second.empty()) {
        char *buffer = it->second.back();
        it->second.pop_back();
        cachedBytes -= size;
        return buffer;
      }
    }
    return static_cast<char *>(std::aligned_alloc(alignment, size));
  }

  /// Keeps `buffer` of size class `size` for reuse, or frees it when the
  /// cache is full.
  void give(char *buffer, size_t size) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (cachedBytes + size <= maxCachedBytes) {
        buffers[size].push_back(buffer);
        cachedBytes += size;
        return;
      }
    }
    std::free(buffer);
  }

private:
  std::mutex mutex;
  std::map<size_t, std::vector<char *>> buffers;
  size_t cachedBytes = 0;
  const size_t maxCachedBytes = getMaxCachedBytes();
};

/// Never destroyed: tensors in static storage may release their buffers
/// after every other static object is gone.
BufferCache &getCache() {
  static BufferCache *cache = new BufferCache();
  return *cache;
}

} // namespace

namespace {

/// Gives a buffer's bytes back to the budget they were charged to.
struct Charge {
  MemoryBudget *budget;
  std::shared_ptr<MemoryBudget> keepAlive;
  size_t bytes;
  void release() const {
    if (budget)
      budget->release(static_cast<int64_t>(bytes));
  }
};

std::shared_ptr<char> allocateCharged(size_t bytes, Charge charge) {
  if (bytes < minCachedBytes) {
    auto *buffer = static_cast<char *>(std::malloc(std::max<size_t>(bytes, 1)));
    if (!buffer)
      return nullptr;
    return std::shared_ptr<char>(buffer,
                                 [charge = std::move(charge)](char *released) {
                                   std::free(released);
                                   charge.release();
                                 });
  }
  size_t size = getSizeClass(bytes);
  char *buffer = getCache().take(size);
  if (!buffer)
    return nullptr;
  return std::shared_ptr<char>(
      buffer, [size, charge = std::move(charge)](char *released) {
        getCache().give(released, size);
        charge.release();
      });
}

} // namespace

std::shared_ptr<char> allocateBuffer(size_t bytes) {
  return allocateCharged(bytes, {nullptr, nullptr, bytes});
}

std::shared_ptr<char> allocateBuffer(size_t bytes, MemoryBudget &charged,
                                     std::shared_ptr<MemoryBudget> keepAlive) {
  return allocateCharged(bytes, {&charged, std::move(keepAlive), bytes});
}

} // namespace hlokit::interpreter
