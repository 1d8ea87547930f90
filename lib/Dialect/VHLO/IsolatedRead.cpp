//===- IsolatedRead.cpp - a first read of bytecode in a child process -----===//
//
// MLIR 22's bytecode reader mishandles some damaged input (docs/portable-
// artifacts.md): attribute or type entries that refer to each other in a
// cycle send its deferred-entry worklist round for ever, and counts that ask
// for more memory than there is abort the process ("LLVM ERROR: out of
// memory"). Neither can be caught in-process, so bytecode is read once in a
// forked child whose CPU time, wall time and address space are bounded; the
// caller reads it again only when the child came back.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/VHLO/Serialization.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir;

namespace hlokit::vhlo {
namespace {

/// The child's exit codes.
constexpr int kReadSucceeded = 0;
constexpr int kReadFailed = 86; // not 1, which AddressSanitizer exits with

/// Bytes of address space the process maps now, or 0 when unknown.
uint64_t getMappedBytes() {
  FILE *statm = std::fopen("/proc/self/statm", "r");
  if (!statm)
    return 0;
  unsigned long long pages = 0;
  int fields = std::fscanf(statm, "%llu", &pages);
  std::fclose(statm);
  return fields == 1 ? pages * sysconf(_SC_PAGESIZE) : 0;
}

/// Bounds the child: CPU time (SIGXCPU), wall time for a child blocked
/// without using CPU (SIGALRM) and, except under AddressSanitizer, which
/// reserves far more address space than it uses, the memory it may add.
void limitChild(const ReaderLimits &limits) {
  rlimit cpu = {static_cast<rlim_t>(limits.cpuSeconds),
                static_cast<rlim_t>(limits.cpuSeconds + 1)};
  setrlimit(RLIMIT_CPU, &cpu);
  alarm(limits.wallSeconds);
#if !defined(__SANITIZE_ADDRESS__)
  if (uint64_t mapped = getMappedBytes()) {
    rlimit memory = {static_cast<rlim_t>(mapped + limits.extraMemoryBytes),
                     static_cast<rlim_t>(mapped + limits.extraMemoryBytes)};
    setrlimit(RLIMIT_AS, &memory);
  }
#endif
}

/// Reads `buffer` into a block and frees it again: heap corruption by the
/// reader shows when its blocks are freed, as in the caller's read.
LogicalResult readAndFree(llvm::StringRef buffer, MLIRContext *context) {
  Block block;
  return readBytecodeFile(llvm::MemoryBufferRef(buffer, "<artifact>"), &block,
                          ParserConfig(context, /*verifyAfterParse=*/false));
}

/// The child: reads `buffer` without verifying (the verifier may use the
/// context's thread pool, whose threads the child does not have) and
/// silently; the caller's own read reports the errors.
[[noreturn]] void readInChild(llvm::StringRef buffer, MLIRContext *context,
                              const ReaderLimits &limits) {
  limitChild(limits);
  int devNull = open("/dev/null", O_WRONLY);
  if (devNull >= 0)
    dup2(devNull, STDERR_FILENO);
  ScopedDiagnosticHandler silence(context,
                                  [](Diagnostic &) { return success(); });
  LogicalResult result = readAndFree(buffer, context);
  _exit(succeeded(result) ? kReadSucceeded : kReadFailed);
}

/// Waits for `child`; false when waitpid fails.
bool waitFor(pid_t child, int &status) {
  while (waitpid(child, &status, 0) < 0)
    if (errno != EINTR)
      return false;
  return true;
}

} // namespace

LogicalResult probeBytecodeRead(llvm::StringRef buffer, MLIRContext *context,
                                Location loc, const ReaderLimits &limits) {
  std::fflush(nullptr);
  pid_t child = fork();
  if (child < 0)
    return emitError(loc) << "cannot start the process that checks MLIR "
                             "bytecode before reading it";
  if (child == 0)
    readInChild(buffer, context, limits);
  int status = 0;
  if (!waitFor(child, status))
    return emitError(loc) << "lost the process that checks MLIR bytecode";
  if (WIFEXITED(status) && (WEXITSTATUS(status) == kReadSucceeded ||
                            WEXITSTATUS(status) == kReadFailed))
    return success();
  if (WIFSIGNALED(status) &&
      (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGALRM))
    return emitError(loc) << "malformed MLIR bytecode: MLIR's reader did not "
                             "finish within "
                          << limits.cpuSeconds << " s";
  return emitError(loc)
         << "malformed MLIR bytecode: MLIR's reader failed on it ("
         << (WIFSIGNALED(status)
                 ? "signal " + std::to_string(WTERMSIG(status))
                 : "exit code " + std::to_string(WEXITSTATUS(status)))
         << ")";
}

} // namespace hlokit::vhlo
