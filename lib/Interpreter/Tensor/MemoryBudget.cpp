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

/// The thread-local variables every allocation reads use the initial-exec
/// model: without it, code built with -fPIC calls __tls_get_addr on each
/// access, which costs scalar programs about 4% of their time. They are a
/// few bytes of the static TLS surplus glibc keeps for libraries that are
/// loaded later (the Python module).
#define HLOKIT_FAST_TLS __attribute__((tls_model("initial-exec")))

HLOKIT_FAST_TLS thread_local MemoryBudget *currentBudget = nullptr;

} // namespace

int64_t getPhysicalMemory() {
  // Queried once: the system call would cost more than a small allocation.
  static const int64_t bytes = queryPhysicalMemory();
  return bytes;
}

int64_t getDefaultMemoryLimit() { return getPhysicalMemory() / 4 * 3; }

namespace {

/// What a thread reserves of the default budget at a time.
constexpr int64_t kReserveBytes = int64_t(1) << 20;

} // namespace

/// This thread's reserve of the default budget: charged to it, not yet
/// handed to a tensor. A plain thread_local, so that using it costs no
/// initialisation check; the ThreadReserve made when the thread first takes
/// a reserve gives it back when the thread ends.
HLOKIT_FAST_TLS thread_local int64_t reserveBytes = 0;

struct MemoryBudget::ThreadReserve {
  ~ThreadReserve() {
    processDefault().live.fetch_sub(reserveBytes, std::memory_order_relaxed);
    reserveBytes = 0;
  }
};

MemoryBudget::ThreadReserve &MemoryBudget::getThreadReserve() {
  thread_local ThreadReserve reserve;
  return reserve;
}

llvm::Error MemoryBudget::charge(int64_t bytes) {
  bool isDefault = this == &processDefault();
  if (isDefault && reserveBytes >= bytes) {
    reserveBytes -= bytes;
    return llvm::Error::success();
  }
  // The default budget takes a new reserve along with the charge, unless
  // that alone would pass the limit.
  int64_t missing = isDefault ? bytes - reserveBytes : bytes;
  for (int64_t ahead : {isDefault ? kReserveBytes : 0, int64_t(0)}) {
    int64_t before = live.fetch_add(missing + ahead, std::memory_order_relaxed);
    if (before + missing + ahead <= limit) {
      if (isDefault) {
        (void)getThreadReserve(); // gives the reserve back at thread exit
        reserveBytes = ahead;
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

void MemoryBudget::release(int64_t bytes) {
  if (this != &processDefault()) {
    live.fetch_sub(bytes, std::memory_order_relaxed);
    return;
  }
  reserveBytes += bytes;
  if (reserveBytes > 2 * kReserveBytes) {
    live.fetch_sub(reserveBytes - kReserveBytes, std::memory_order_relaxed);
    reserveBytes = kReserveBytes;
  }
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
