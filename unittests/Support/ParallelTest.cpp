//===- ParallelTest.cpp - the kernels' thread pool ------------------------===//

#include "hlokit/Support/Parallel.h"

#include "gtest/gtest.h"

#include <atomic>
#include <random>
#include <thread>
#include <vector>

namespace hlokit {
namespace {

/// Restores the default thread count when a test ends.
struct ThreadCountGuard {
  ~ThreadCountGuard() { setNumThreads(0); }
};

/// How often each index of [0, size) was visited.
std::vector<int> visits(int64_t size, int64_t grain) {
  std::vector<std::atomic<int>> counts(size);
  parallelFor(size, grain, [&](int64_t begin, int64_t end) {
    EXPECT_LE(0, begin);
    EXPECT_LE(begin, end);
    EXPECT_LE(end, size);
    for (int64_t i = begin; i < end; ++i)
      ++counts[i];
  });
  return std::vector<int>(counts.begin(), counts.end());
}

TEST(ParallelTest, VisitsEveryIndexOnce) {
  ThreadCountGuard guard;
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    setNumThreads(std::uniform_int_distribution<unsigned>(1, 8)(rng));
    int64_t size = std::uniform_int_distribution<int64_t>(0, 5000)(rng);
    int64_t grain = std::uniform_int_distribution<int64_t>(0, 700)(rng);
    std::vector<int> counts = visits(size, grain);
    for (int64_t i = 0; i < size; ++i)
      ASSERT_EQ(counts[i], 1) << "index " << i << " of " << size << ", grain "
                              << grain << ", " << getNumThreads() << " threads";
  }
}

TEST(ParallelTest, RangesAreAtLeastTheGrainAndAtMostOnePerThread) {
  ThreadCountGuard guard;
  setNumThreads(4);
  std::atomic<int> ranges{0};
  parallelFor(1000, 300, [&](int64_t begin, int64_t end) {
    EXPECT_GE(end - begin, 300);
    ++ranges;
  });
  EXPECT_EQ(ranges, 3);
  ranges = 0;
  parallelFor(100000, 10, [&](int64_t, int64_t) { ++ranges; });
  EXPECT_EQ(ranges, 4);
}

TEST(ParallelTest, ForEachBlockRunsEveryBlockOnce) {
  ThreadCountGuard guard;
  setNumThreads(3);
  std::vector<std::atomic<int>> counts(97);
  forEachBlock(97, [&](int64_t block) { ++counts[block]; });
  for (const std::atomic<int> &count : counts)
    EXPECT_EQ(count, 1);
}

TEST(ParallelTest, NestedLoopsRunOnTheCallingThread) {
  ThreadCountGuard guard;
  setNumThreads(4);
  std::vector<std::atomic<int>> counts(64 * 64);
  forEachBlock(64, [&](int64_t outer) {
    std::thread::id self = std::this_thread::get_id();
    parallelFor(64, 1, [&](int64_t begin, int64_t end) {
      EXPECT_EQ(std::this_thread::get_id(), self);
      for (int64_t i = begin; i < end; ++i)
        ++counts[outer * 64 + i];
    });
  });
  for (const std::atomic<int> &count : counts)
    EXPECT_EQ(count, 1);
}

TEST(ParallelTest, ConcurrentCallersEachFinishTheirLoop) {
  ThreadCountGuard guard;
  setNumThreads(4);
  auto sum = [] {
    std::atomic<int64_t> total{0};
    for (int repeat = 0; repeat < 200; ++repeat)
      parallelFor(10000, 100, [&](int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i)
          total += i;
      });
    return total.load();
  };
  int64_t a = 0, b = 0;
  std::thread first([&] { a = sum(); });
  std::thread second([&] { b = sum(); });
  first.join();
  second.join();
  EXPECT_EQ(a, 200 * (10000LL * 9999 / 2));
  EXPECT_EQ(b, a);
}

TEST(ParallelTest, ZeroMeansEveryCore) {
  ThreadCountGuard guard;
  setNumThreads(3);
  EXPECT_EQ(getNumThreads(), 3u);
  setNumThreads(0);
  EXPECT_EQ(getNumThreads(), getDefaultNumThreads());
  EXPECT_GE(getDefaultNumThreads(), 1u);
}

TEST(ParallelTest, CountsOverTheMaximumAreClamped) {
  ThreadCountGuard guard;
  EXPECT_GE(getMaxNumThreads(), 64u);
  setNumThreads(10000);
  EXPECT_EQ(getNumThreads(), getMaxNumThreads());
  setNumThreads(getMaxNumThreads());
  EXPECT_EQ(getNumThreads(), getMaxNumThreads());
}

} // namespace
} // namespace hlokit
