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

} // namespace

int64_t getPhysicalMemory() {
  // Queried once: the system call would cost more than a small allocation.
  static const int64_t bytes = queryPhysicalMemory();
  return bytes;
}

int64_t getDefaultMemoryLimit() { return getPhysicalMemory() / 4 * 3; }

struct MemoryBudget::ThreadReserve {
  ~ThreadReserve() {
    processDefault().live.fetch_sub(threadReserve, std::memory_order_relaxed);
    threadReserve = 0;
  }
};

MemoryBudget::ThreadReserve &MemoryBudget::getThreadReserve() {
  thread_local ThreadReserve reserve;
  return reserve;
}

llvm::Error MemoryBudget::chargeShared(int64_t bytes) {
  bool isDefault = this == &processDefault();
  // The default budget takes a new reserve along with the charge, unless
  // that alone would pass the limit.
  int64_t missing = isDefault ? bytes - threadReserve : bytes;
  for (int64_t ahead : {isDefault ? kReserveBytes : 0, int64_t(0)}) {
    int64_t before = live.fetch_add(missing + ahead, std::memory_order_relaxed);
    if (before + missing + ahead <= limit) {
      if (isDefault) {
        (void)getThreadReserve(); // gives the reserve back at thread exit
        threadReserve = ahead;
      }
      return llvm::Error::success();
    }
    live.fetch_sub(missing + ahead, std::memory_order_relaxed);
    if (ahead == 0)
      return llvm::createStringError(
          llvm::formatv("result of {0} bytes would exceed the memory limit: "
                        "{1} bytes of tensors are live and the limit is {2} "
                        "bytes (--max-memory)",
                        bytes, before, limit)
              .str());
  }
  llvm_unreachable("the second attempt returns");
}

void MemoryBudget::releaseShared(int64_t bytes) {
  if (this != &processDefault()) {
    live.fetch_sub(bytes, std::memory_order_relaxed);
    return;
  }
  // Over two reserves: all but one go back.
  live.fetch_sub(threadReserve + bytes - kReserveBytes,
                 std::memory_order_relaxed);
  threadReserve = kReserveBytes;
}

MemoryBudget &MemoryBudget::processDefault() {
  // Never destroyed: tensors in static storage may be released after every
  // other static object is gone. Owned by a shared_ptr for shared_from_this.
  static auto *budget = [] {
    auto *owner = new std::shared_ptr<MemoryBudget>(
        std::make_shared<MemoryBudget>(getDefaultMemoryLimit()));
    defaultBudget = owner->get();
    return owner;
  }();
  return **budget;
}

MemoryBudget::Scope::Scope(MemoryBudget &budget) : previous(currentBudget) {
  currentBudget = &budget;
}

MemoryBudget::Scope::~Scope() { currentBudget = previous; }

} // namespace hlokit::interpreter
