//===- BufferCache.h - tensor buffers, large ones kept for reuse -*- C++
//-*-===//
//
// A freed buffer of 64 KiB or more goes back to a process-wide cache, not to
// the C library, and the next buffer of its size class takes it. Returned to
// the OS, its pages would have to be faulted in and zeroed again by the next
// tensor of that size: in a training step about 7,000 faults, as much time
// as the elementwise ops themselves (docs/performance.md). The cache keeps at
// most an eighth of the machine's memory (1 GiB at most); buffers beyond
// that are freed.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_BUFFERCACHE_H
#define HLOKIT_LIB_INTERPRETER_BUFFERCACHE_H

#include <cstddef>
#include <memory>

namespace hlokit::interpreter {

class MemoryBudget;

/// A buffer of at least `bytes` bytes (at least one; 64-byte aligned when
/// large), released through the pointer's deleter; null when memory is
/// exhausted.
std::shared_ptr<char> allocateBuffer(size_t bytes);
/// Same, for a buffer whose `bytes` were charged to `charged`: its deleter
/// gives them back. `keepAlive` owns `charged` until then (null for the
/// process's default budget, which lives forever: no reference counting).
std::shared_ptr<char> allocateBuffer(size_t bytes, MemoryBudget &charged,
                                     std::shared_ptr<MemoryBudget> keepAlive);

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_BUFFERCACHE_H
