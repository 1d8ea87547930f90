//===- Parallel.cpp - the kernels' thread pool ----------------------------===//
//
// Workers sleep on a condition variable between jobs (no spinning: the
// machine may be shared, and a spinning worker would take a core from the
// caller). A job is a count of tasks that the caller and the first
// `helpers` workers claim one at a time from an atomic counter; the caller
// returns when every task has run.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Support/Parallel.h"

#include "llvm/Support/Threading.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace hlokit {

namespace {

/// 0 until set: the default, resolved when first read.
std::atomic<unsigned> numThreads{0};

/// True on a thread while it runs a task: nested loops run serially.
thread_local bool insideTask = false;

class Pool {
public:
  static Pool &get() {
    static Pool pool;
    return pool;
  }

  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      stopping = true;
    }
    wake.notify_all();
    for (std::thread &worker : workers)
      worker.join();
  }

  /// Runs task(i) for every i in [0, count) on the caller and up to
  /// `threads - 1` workers; false (nothing run) when another thread is
  /// using the pool.
  bool tryRun(int64_t count, unsigned threads,
              llvm::function_ref<void(int64_t)> task) {
    std::unique_lock<std::mutex> job(jobMutex, std::try_to_lock);
    if (!job.owns_lock())
      return false;
    unsigned helpers =
        static_cast<unsigned>(std::min<int64_t>(threads - 1, count - 1));
    {
      std::lock_guard<std::mutex> lock(mutex);
      while (workers.size() < helpers)
        workers.emplace_back(
            [this, id = static_cast<unsigned>(workers.size())] { work(id); });
      current = task;
      taskCount = count;
      nextTask.store(0, std::memory_order_relaxed);
      activeHelpers = helpers;
      pendingHelpers = helpers;
      ++generation;
    }
    wake.notify_all();
    runTasks();
    std::unique_lock<std::mutex> lock(mutex);
    done.wait(lock, [&] { return pendingHelpers == 0; });
    return true;
  }

private:
  void runTasks() {
    insideTask = true;
    for (int64_t i = nextTask.fetch_add(1, std::memory_order_relaxed);
         i < taskCount; i = nextTask.fetch_add(1, std::memory_order_relaxed))
      current(i);
    insideTask = false;
  }

  void work(unsigned id) {
    uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mutex);
    while (true) {
      wake.wait(lock, [&] { return stopping || generation != seen; });
      if (stopping)
        return;
      seen = generation;
      if (id >= activeHelpers)
        continue;
      lock.unlock();
      runTasks();
      lock.lock();
      if (--pendingHelpers == 0)
        done.notify_one();
    }
  }

  std::mutex jobMutex; // one job at a time
  std::mutex mutex;    // guards the fields below but nextTask
  std::condition_variable wake, done;
  std::vector<std::thread> workers;
  bool stopping = false;
  uint64_t generation = 0;
  llvm::function_ref<void(int64_t)> current;
  int64_t taskCount = 0;
  std::atomic<int64_t> nextTask{0};
  unsigned activeHelpers = 0;
  unsigned pendingHelpers = 0;
};

/// Runs task(i) for i in [0, count), on the pool when it pays.
void run(int64_t count, llvm::function_ref<void(int64_t)> task) {
  unsigned threads = getNumThreads();
  if (count > 1 && threads > 1 && !insideTask &&
      Pool::get().tryRun(count, threads, task))
    return;
  for (int64_t i = 0; i < count; ++i)
    task(i);
}

} // namespace

unsigned getDefaultNumThreads() {
  return std::max(1u, llvm::hardware_concurrency().compute_thread_count());
}

unsigned getNumThreads() {
  unsigned threads = numThreads.load(std::memory_order_relaxed);
  return threads ? threads : getDefaultNumThreads();
}

void setNumThreads(unsigned threads) {
  numThreads.store(threads, std::memory_order_relaxed);
}

void parallelFor(int64_t size, int64_t grain,
                 llvm::function_ref<void(int64_t, int64_t)> body) {
  if (size <= 0)
    return;
  // Equal ranges, as many as threads but none shorter than the grain.
  int64_t chunks =
      std::min<int64_t>(getNumThreads(), size / std::max<int64_t>(grain, 1));
  if (chunks <= 1 || insideTask)
    return body(0, size);
  run(chunks,
      [&](int64_t i) { body(size * i / chunks, size * (i + 1) / chunks); });
}

void forEachBlock(int64_t numBlocks, llvm::function_ref<void(int64_t)> body) {
  run(numBlocks, body);
}

} // namespace hlokit
