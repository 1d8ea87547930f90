//===- Parallel.h - the kernels' thread pool --------------------*- C++ -*-===//
//
// One process-wide pool that kernels split loops over. The thread count is a
// process-wide setting (`hlokit-run --threads`, `api::setNumThreads`), all
// cores by default. A loop is cut into contiguous chunks; the calling thread
// runs chunks too. Calls made from inside a chunk, or while another thread
// holds the pool, run serially on the calling thread, so kernels may nest
// and several threads may run programs at once.
//
// Kernels whose results could depend on how work is split (reductions) must
// cut their work by size only (`forEachBlock`), never by thread count.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SUPPORT_PARALLEL_H
#define HLOKIT_SUPPORT_PARALLEL_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>

namespace hlokit {

/// The threads kernels may use; at least 1.
unsigned getNumThreads();

/// Sets the thread count; 0 means every core the process may run on. Counts
/// over getMaxNumThreads() are clamped to it.
void setNumThreads(unsigned threads);

/// The cores the process may run on (the default thread count).
unsigned getDefaultNumThreads();

/// The most threads the pool starts: 4 per core, at least 64. More only
/// costs memory and scheduling, and thousands exhaust the process.
unsigned getMaxNumThreads();

/// Runs `body(begin, end)` over disjoint ranges covering [0, size), each at
/// least `grain` long (or one range of all), at most one range per thread.
/// Ranges may run concurrently and in any order.
void parallelFor(int64_t size, int64_t grain,
                 llvm::function_ref<void(int64_t begin, int64_t end)> body);

/// Runs `body(block)` for each block in [0, numBlocks), concurrently and in
/// any order; for work already cut into pieces whose boundaries must not
/// depend on the thread count.
void forEachBlock(int64_t numBlocks,
                  llvm::function_ref<void(int64_t block)> body);

/// Elements of a cheap loop (an add, a copy) worth a thread of their own.
inline constexpr int64_t elementGrain = 1 << 14;

/// Runs f(i) for every i in [0, size), split over the pool in ranges of at
/// least `elementGrain`; for loops whose iterations are independent.
template <typename F> void parallelForEachIndex(int64_t size, F f) {
  parallelFor(size, elementGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i)
      f(i);
  });
}

/// Marks the next loop's iterations as independent for the vectorizer.
#if defined(__clang__)
#define HLOKIT_INDEPENDENT_ITERATIONS                                          \
  _Pragma("clang loop vectorize(assume_safety)")
#elif defined(__GNUC__)
#define HLOKIT_INDEPENDENT_ITERATIONS _Pragma("GCC ivdep")
#else
#define HLOKIT_INDEPENDENT_ITERATIONS
#endif

/// A function compiled twice, for AVX2 and for the baseline, picked when the
/// program loads: twice the vector lanes where the CPU has them. The clones
/// run the same operations (AVX2 brings no FMA), so their results are the
/// same bits. GCC only: clang (the `fuzz` preset) does not multiversion
/// templates and leaves inline callees of clones undefined at link time.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) &&         \
    defined(__ELF__)
#define HLOKIT_AVX2_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define HLOKIT_AVX2_CLONES
#endif

/// HLOKIT_AVX2_CLONES with an AVX-512 clone too (twice AVX2's lanes), in
/// files built with -ffp-contract=off, which define HLOKIT_NO_FP_CONTRACT:
/// AVX-512 brings FMA, into which the compiler would otherwise contract
/// a * b + c, changing the bits. Elsewhere the AVX2 and baseline clones.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) &&         \
    defined(__ELF__) && defined(HLOKIT_NO_FP_CONTRACT)
#define HLOKIT_WIDE_CLONES                                                     \
  __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define HLOKIT_WIDE_CLONES HLOKIT_AVX2_CLONES
#endif

/// parallelForEachIndex for elementwise kernels: f(i) reads element i of its
/// inputs and writes element i of its output, which is either a separate
/// buffer or one of the inputs itself (in place). The compiler may vectorize
/// the loop without checking at run time that the buffers do not overlap, a
/// check that fails in place and would leave the loop scalar; an element is
/// still read before it is written.
template <typename F> void parallelForEachElement(int64_t size, F f) {
  parallelFor(size, elementGrain, [&](int64_t begin, int64_t end) {
    HLOKIT_INDEPENDENT_ITERATIONS
    for (int64_t i = begin; i < end; ++i)
      f(i);
  });
}

} // namespace hlokit

#endif // HLOKIT_SUPPORT_PARALLEL_H
