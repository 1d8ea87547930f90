//===- MemoryBudget.h - a limit on the bytes of live tensors ----*- C++ -*-===//
//
// Every buffer Tensor::allocate makes is charged to the memory budget of the
// thread that makes it, before anything is allocated, and given back when
// the buffer's last holder lets go of it. A charge that would take the live
// bytes past the budget's limit fails, so a hostile program stops with an
// error instead of swapping the machine or being killed by the OS.
//
// The evaluator installs its budget on its thread while it runs
// (MemoryBudget::Scope); threads without one (kernel workers, callers of the
// kernels) charge the process's default budget, whose limit is three
// quarters of the machine's physical memory (docs/limits.md).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_MEMORYBUDGET_H
#define HLOKIT_INTERPRETER_MEMORYBUDGET_H

#include "llvm/Support/Error.h"

#include <atomic>
#include <cstdint>
#include <memory>

namespace hlokit::interpreter {

/// The machine's physical memory in bytes (2^40 when the OS does not say);
/// no single tensor may be larger.
int64_t getPhysicalMemory();

/// Three quarters of the machine's physical memory: the default limit.
int64_t getDefaultMemoryLimit();

class MemoryBudget : public std::enable_shared_from_this<MemoryBudget> {
public:
  /// A budget of `limitBytes` live bytes (at least 0).
  explicit MemoryBudget(int64_t limitBytes) : limit(limitBytes) {}

  int64_t getLimit() const { return limit; }
  /// The bytes charged and not yet given back. The process's default budget
  /// also counts what its threads reserved ahead (at most 2 MiB each): they
  /// charge it from a thread-local reserve, so that the many small tensors
  /// of scalar code do not all contend for one counter.
  int64_t getLiveBytes() const { return live.load(std::memory_order_relaxed); }

  /// Charges `bytes`; fails, charging nothing, with "result of N bytes would
  /// exceed the memory limit ..." when the live bytes would pass the limit.
  /// Inline for the common case, the default budget's thread reserve.
  llvm::Error charge(int64_t bytes) {
    if (this == defaultBudget && threadReserve >= bytes) {
      threadReserve -= bytes;
      return llvm::Error::success();
    }
    return chargeShared(bytes);
  }
  void release(int64_t bytes) {
    if (this == defaultBudget && threadReserve + bytes <= 2 * kReserveBytes) {
      threadReserve += bytes;
      return;
    }
    releaseShared(bytes);
  }

  /// The budget of the calling thread: the innermost Scope's, else the
  /// process's default.
  static MemoryBudget &current() {
    return currentBudget ? *currentBudget : processDefault();
  }
  /// The process's default budget (getDefaultMemoryLimit()).
  static MemoryBudget &processDefault();

  /// Makes `budget` the calling thread's budget while it lives.
  class Scope {
  public:
    explicit Scope(MemoryBudget &budget);
    ~Scope();
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

  private:
    MemoryBudget *previous;
  };

private:
  /// What a thread reserves of the default budget at a time.
  static constexpr int64_t kReserveBytes = int64_t(1) << 20;

  llvm::Error chargeShared(int64_t bytes);
  void releaseShared(int64_t bytes);

  /// Gives a thread's reserve back when the thread ends (MemoryBudget.cpp).
  struct ThreadReserve;
  static ThreadReserve &getThreadReserve();

  /// The calling thread's budget (null: the default) and its reserve of the
  /// default budget: charged to it, not yet handed to a tensor. Every
  /// allocation reads them, so they use the initial-exec model: code built
  /// with -fPIC would otherwise call __tls_get_addr on each access. They
  /// take a few bytes of the static TLS surplus glibc keeps for libraries
  /// loaded later (the Python module).
  static inline thread_local MemoryBudget *currentBudget
      __attribute__((tls_model("initial-exec"))) = nullptr;
  static inline thread_local int64_t threadReserve
      __attribute__((tls_model("initial-exec"))) = 0;
  /// processDefault(), once it exists.
  static inline MemoryBudget *defaultBudget = nullptr;

  const int64_t limit;
  std::atomic<int64_t> live{0};
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_MEMORYBUDGET_H
