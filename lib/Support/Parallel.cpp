//===- Parallel.cpp - the kernels' thread pool ----------------------------===//
//
// Between jobs a worker first polls for the next one for a short while
// (spinWindow), then sleeps on a condition variable. Waking a sleeping
// thread takes tens of microseconds, longer than a typical op of a training
// step takes on one core, so without the poll such ops never ran on more
// than the caller; a longer spin would take a core from other processes on
// a shared machine, as OpenMP's do. A job is a count of tasks that the caller
// and up to `helpers` workers claim one at a time from an atomic counter. The
// caller never waits for a worker to wake up: it runs whatever tasks are left
// itself, then waits only for tasks a worker has claimed, and withdraws the job
// so that workers waking late find nothing to do.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Support/Parallel.h"

#include "llvm/Support/Threading.h"

#include <algorithm>
#include <atomic>
#include <chrono>
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

/// One parallel loop, on the stack of the thread that runs it.
struct Job {
  llvm::function_ref<void(int64_t)> task;
  int64_t count;
  std::atomic<int64_t> next{0};
  std::atomic<int64_t> done{0};
  unsigned helpers;    // workers allowed to join
  unsigned joined = 0; // workers that joined (under the pool's mutex)
  // Joined workers not yet left: raised under the pool's mutex.
  std::atomic<unsigned> working{0};
};

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
    std::unique_lock<std::mutex> exclusive(jobMutex, std::try_to_lock);
    if (!exclusive.owns_lock())
      return false;
    Job job;
    job.task = task;
    job.count = count;
    job.helpers =
        static_cast<unsigned>(std::min<int64_t>(threads - 1, count - 1));
    {
      std::lock_guard<std::mutex> lock(mutex);
      while (workers.size() < job.helpers)
        workers.emplace_back([this] { work(); });
      current = &job;
      ++generation;
    }
    wake.notify_all();
    runTasks(job);
    // The workers' last tasks usually end within the poll; sleeping would
    // add a wake-up's latency to every op.
    auto allDone = [&] {
      return job.done.load(std::memory_order_acquire) == job.count;
    };
    poll(allDone);
    std::unique_lock<std::mutex> lock(mutex);
    done.wait(lock, allDone);
    current = nullptr;
    lock.unlock();
    auto allLeft = [&] {
      return job.working.load(std::memory_order_acquire) == 0;
    };
    poll(allLeft);
    lock.lock();
    done.wait(lock, allLeft);
    return true;
  }

private:
  /// Claims and runs tasks of `job` until none is left.
  void runTasks(Job &job) {
    insideTask = true;
    for (int64_t i = job.next.fetch_add(1, std::memory_order_relaxed);
         i < job.count; i = job.next.fetch_add(1, std::memory_order_relaxed)) {
      job.task(i);
      if (job.done.fetch_add(1, std::memory_order_acq_rel) + 1 == job.count) {
        // Under the mutex, so that the caller cannot miss the wake-up.
        std::lock_guard<std::mutex> lock(mutex);
        done.notify_all();
      }
    }
    insideTask = false;
  }

  /// Polls `ready`, without the mutex, for at most spinWindow.
  template <typename F> static void poll(F ready) {
    auto until = std::chrono::steady_clock::now() + spinWindow;
    while (!ready() && std::chrono::steady_clock::now() < until)
      std::this_thread::yield();
  }

  void work() {
    std::unique_lock<std::mutex> lock(mutex);
    uint64_t seen = 0;
    while (true) {
      if (seen != 0 && !stopping) {
        lock.unlock();
        poll(
            [&] { return generation.load(std::memory_order_acquire) != seen; });
        lock.lock();
      }
      wake.wait(lock, [&] {
        return stopping || (current && generation != seen &&
                            current->joined < current->helpers);
      });
      if (stopping)
        return;
      Job &job = *current;
      seen = generation;
      ++job.joined;
      job.working.fetch_add(1, std::memory_order_relaxed);
      lock.unlock();
      runTasks(job);
      // The job may end as soon as working is 0: only the pool is touched
      // after it.
      bool last = job.working.fetch_sub(1, std::memory_order_acq_rel) == 1;
      lock.lock();
      if (last)
        done.notify_all();
    }
  }

  std::mutex jobMutex; // one job at a time
  std::mutex mutex;    // guards the fields below and Job::joined/working
  std::condition_variable wake, done;
  std::vector<std::thread> workers;
  bool stopping = false;
  Job *current = nullptr;
  // Jobs started, so that workers join each job once; written under the
  // mutex, read without it while polling.
  std::atomic<uint64_t> generation{0};
  static constexpr std::chrono::microseconds spinWindow{50};
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
  // Asking the OS (sched_getaffinity) costs more than a scalar op, and
  // every kernel asks: once per process is enough.
  static const unsigned threads =
      std::max(1u, llvm::hardware_concurrency().compute_thread_count());
  return threads;
}

unsigned getNumThreads() {
  unsigned threads = numThreads.load(std::memory_order_relaxed);
  return threads ? threads : getDefaultNumThreads();
}

unsigned getMaxNumThreads() {
  return std::max(64u, 4 * getDefaultNumThreads());
}

void setNumThreads(unsigned threads) {
  numThreads.store(std::min(threads, getMaxNumThreads()),
                   std::memory_order_relaxed);
}

void parallelFor(int64_t size, int64_t grain,
                 llvm::function_ref<void(int64_t, int64_t)> body) {
  if (size <= 0)
    return;
  // Too small to split: skip the thread count (the common case of scalars).
  if (size < 2 * std::max<int64_t>(grain, 1))
    return body(0, size);
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
