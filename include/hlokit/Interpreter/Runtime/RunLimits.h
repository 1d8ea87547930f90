//===- RunLimits.h - what one run may cost ----------------------*- C++ -*-===//
//
// Limits on a run of the evaluator, so that a hostile or mistaken program
// ends with an error naming the op and the limit instead of exhausting the
// machine (docs/limits.md). hlokit-run's --max-memory, --max-steps and
// --max-time, the API's and Python's run options set them.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_RUNLIMITS_H
#define HLOKIT_INTERPRETER_RUNLIMITS_H

#include <chrono>
#include <cstdint>

namespace hlokit::interpreter {

struct RunLimits {
  /// Bytes of tensors the run may hold at once (its results included, as
  /// long as they are held); 0 means the process's default budget, three
  /// quarters of physical memory, shared by every run without a limit.
  int64_t maxMemoryBytes = 0;
  /// Steps the run may take: each run of a block counts its ops and its
  /// terminator, so every while iteration takes at least two. 0: no limit.
  uint64_t maxSteps = 0;
  /// Wall time the run may take, checked before each op (a running kernel
  /// is not interrupted). 0: no limit.
  std::chrono::milliseconds maxTime{0};
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_RUNLIMITS_H
