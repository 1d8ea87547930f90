//===- MemoryBudget.cpp - a limit on the bytes of live tensors ------------===//

#include "hlokit/Interpreter/Tensor/MemoryBudget.h"

#include "llvm/Support/FormatVariadic.h"

#include <unistd.h>

namespace hlokit::interpreter {

namespace {

int64_t queryPhysicalMemory() {
  long pages = sysconf(_SC_PHYS_PAGES);
  long pageSize = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || pageSize <= 0)
    return int64_t(1) << 40;
  return static_cast<int64_t>(pages) * pageSize;
}

thread_local MemoryBudget *currentBudget = nullptr;

} // namespace

int64_t getPhysicalMemory() {
  // Queried once: the system call would cost more than a small allocation.
  static const int64_t bytes = queryPhysicalMemory();
  return bytes;
}

int64_t getDefaultMemoryLimit() { return getPhysicalMemory() / 4 * 3; }

llvm::Error MemoryBudget::charge(int64_t bytes) {
  int64_t before = live.fetch_add(bytes, std::memory_order_relaxed);
  if (before + bytes <= limit)
    return llvm::Error::success();
  live.fetch_sub(bytes, std::memory_order_relaxed);
  return llvm::createStringError(
      llvm::formatv("result of {0} bytes would exceed the memory limit: {1} "
                    "bytes of tensors are live and the limit is {2} bytes "
                    "(--max-memory)",
                    bytes, before, limit)
          .str());
}

MemoryBudget &MemoryBudget::processDefault() {
  // Never destroyed: tensors in static storage may be released after every
  // other static object is gone. Owned by a shared_ptr for shared_from_this.
  static auto *budget = new std::shared_ptr<MemoryBudget>(
      std::make_shared<MemoryBudget>(getDefaultMemoryLimit()));
  return **budget;
}

MemoryBudget &MemoryBudget::current() {
  return currentBudget ? *currentBudget : processDefault();
}

MemoryBudget::Scope::Scope(MemoryBudget &budget) : previous(currentBudget) {
  currentBudget = &budget;
}

MemoryBudget::Scope::~Scope() { currentBudget = previous; }

} // namespace hlokit::interpreter
