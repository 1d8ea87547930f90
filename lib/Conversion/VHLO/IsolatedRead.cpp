//===- IsolatedRead.cpp - reading untrusted bytecode in a child process ---===//
//
// MLIR 22's bytecode reader mishandles some damaged input (docs/portable-
// artifacts.md): attribute or type entries that refer to each other in a
// cycle send its deferred-entry worklist round for ever, and counts that ask
// for more memory than there is abort the process ("LLVM ERROR: out of
// memory"), and other damage corrupts the heap. None can be caught
// in-process, so untrusted bytecode is read only in a forked child whose CPU
// time, wall time and address space are bounded; the child sends back the
// module it read, written again as bytecode (which the caller can trust),
// or the errors.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/VHLO/Serialization.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <memory>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir;

namespace hlokit::vhlo {
namespace {

/// The child's exit code when it sent its result.
constexpr int kSent = 0;
/// The first byte of the child's message: a module follows, or errors.
constexpr char kModule = 'M';
constexpr char kErrors = 'E';
/// The first byte of each zero-terminated entry after kErrors: an error, or
/// a note on the error before it (the reader names the artifact's producer
/// in one).
constexpr char kError = 'E';
constexpr char kNote = 'N';

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

/// The memory the child reading `bufferSize` bytes may add.
uint64_t getExtraMemoryBytes(const ReaderLimits &limits, size_t bufferSize) {
  uint64_t perInput = 0;
  if (__builtin_mul_overflow(limits.memoryBytesPerInputByte,
                             static_cast<uint64_t>(bufferSize), &perInput) ||
      __builtin_add_overflow(perInput, limits.baseMemoryBytes, &perInput))
    return limits.extraMemoryBytes;
  return std::min(limits.extraMemoryBytes, perInput);
}

/// Bounds the child reading `bufferSize` bytes: CPU time (SIGXCPU), wall
/// time for a child blocked without using CPU (SIGALRM) and, except under
/// AddressSanitizer, which reserves far more address space than it uses,
/// the memory it may add.
void limitChild(const ReaderLimits &limits, size_t bufferSize) {
  rlimit cpu = {static_cast<rlim_t>(limits.cpuSeconds),
                static_cast<rlim_t>(limits.cpuSeconds + 1)};
  setrlimit(RLIMIT_CPU, &cpu);
  alarm(limits.wallSeconds);
#if !defined(__SANITIZE_ADDRESS__)
  if (uint64_t mapped = getMappedBytes()) {
    rlim_t bound = mapped + getExtraMemoryBytes(limits, bufferSize);
    rlimit memory = {bound, bound};
    setrlimit(RLIMIT_AS, &memory);
  }
#else
  (void)bufferSize;
#endif
}

/// Writes all of `data` to `fd`; false when the pipe is gone.
bool writeAll(int fd, llvm::StringRef data) {
  while (!data.empty()) {
    ssize_t written = write(fd, data.data(), data.size());
    if (written < 0 && errno == EINTR)
      continue;
    if (written <= 0)
      return false;
    data = data.drop_front(written);
  }
  return true;
}

/// Whether `attr`'s data holds what its type says. MLIR's reader builds a
/// dense attribute from whatever blob the artifact gives, checking its size
/// only in builds with assertions, and a short blob is then read past its
/// end by anyone who reads the values (the verifiers first).
bool holdsItsElements(DenseIntOrFPElementsAttr attr) {
  bool detectedSplat = false;
  if (!DenseElementsAttr::isValidRawBuffer(attr.getType(), attr.getRawData(),
                                           detectedSplat))
    return false;
  // A one-element blob is read as a splat, whatever the attribute says.
  return attr.isSplat() || !detectedSplat || attr.getNumElements() == 1;
}

/// Fails, with an error at the op's location, when an attribute of an op in
/// `top` (or in a type it holds) is a dense attribute whose data does not hold
/// its elements.
LogicalResult checkDenseData(Operation *top) {
  auto check = [](DenseIntOrFPElementsAttr attr) {
    return holdsItsElements(attr) ? WalkResult::advance()
                                  : WalkResult::interrupt();
  };
  WalkResult result = top->walk([&](Operation *op) {
    bool malformed = op->getAttrDictionary().walk(check).wasInterrupted() ||
                     llvm::any_of(op->getResultTypes(), [&](Type type) {
                       return type.walk(check).wasInterrupted();
                     });
    if (!malformed)
      return WalkResult::advance();
    // At the location only: a diagnostic on the op would print the attribute.
    emitError(op->getLoc(),
              "malformed MLIR bytecode: a dense elements attribute of '")
        << op->getName() << "' holds data whose size does not match its type";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// Reads `buffer` without verifying (the verifier may use the context's
/// thread pool, whose threads a child does not have) and gives the message
/// for the parent: the module written again as bytecode, or the errors and
/// their notes, each ended by a zero byte. What was read is freed first, so
/// heap corruption by the reader shows here rather than in the parent.
std::string readToMessage(llvm::StringRef buffer, MLIRContext *context) {
  std::string errors(1, kErrors);
  ScopedDiagnosticHandler collect(context, [&](Diagnostic &diagnostic) {
    if (diagnostic.getSeverity() != DiagnosticSeverity::Error)
      return success();
    errors += kError + diagnostic.str() + '\0';
    for (Diagnostic &note : diagnostic.getNotes())
      errors += kNote + note.str() + '\0';
    return success();
  });
  std::string message(1, kModule);
  {
    Block block;
    ParserConfig config(context, /*verifyAfterParse=*/false);
    boundEntryReads(config, buffer.size());
    if (failed(readBytecodeFile(llvm::MemoryBufferRef(buffer, "<artifact>"),
                                &block, config)))
      return errors;
    // One top-level op (the module) is written as it is; several are
    // wrapped in a module, as parsing them would.
    OwningOpRef<ModuleOp> wrapper;
    Operation *top = &block.front();
    if (!llvm::hasSingleElement(block)) {
      wrapper = ModuleOp::create(UnknownLoc::get(context));
      wrapper->getBody()->getOperations().splice(wrapper->getBody()->end(),
                                                 block.getOperations());
      top = *wrapper;
    }
    if (failed(checkDenseData(top)))
      return errors;
    // Under the artifact's producer string, which the parent's reader names
    // in its errors.
    std::optional<Version> version = getArtifactVersion(buffer);
    std::string producer =
        version ? "StableHLO_v" + version->str() : "MLIR" LLVM_VERSION_STRING;
    llvm::raw_string_ostream os(message);
    if (failed(writeBytecodeToFile(top, os, BytecodeWriterConfig(producer))))
      return errors + "cannot write the module read\0";
  }
  return message;
}

/// The child: reads `buffer` within `limits` and sends the result on `fd`.
[[noreturn]] void readInChild(llvm::StringRef buffer, MLIRContext *context,
                              const ReaderLimits &limits, int fd) {
  limitChild(limits, buffer.size());
  // The tools' crash handlers (LLVM's stack trace printer, which runs a
  // symbolizer) would spend most of a second on the reader's aborts, whose
  // output is dropped.
  for (int number : {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE})
    std::signal(number, SIG_DFL);
  int devNull = open("/dev/null", O_WRONLY);
  if (devNull >= 0)
    dup2(devNull, STDERR_FILENO);
  bool sent = writeAll(fd, readToMessage(buffer, context));
  _exit(sent ? kSent : kSent + 1);
}

/// Everything the child sends on `fd`, until it closes it.
std::string readAll(int fd) {
  std::string data;
  char chunk[65536];
  while (true) {
    ssize_t count = read(fd, chunk, sizeof(chunk));
    if (count < 0 && errno == EINTR)
      continue;
    if (count <= 0)
      return data;
    data.append(chunk, count);
  }
}

/// Waits for `child`; false when waitpid fails.
bool waitFor(pid_t child, int &status) {
  while (waitpid(child, &status, 0) < 0)
    if (errno != EINTR)
      return false;
  return true;
}

} // namespace

namespace {

/// Counts the entries one read parses, shared by its attribute and type
/// callbacks, and fails the read past `limit`.
struct EntryReadCounter {
  std::shared_ptr<uint64_t> reads;
  uint64_t limit;

  LogicalResult operator()(DialectBytecodeReader &reader) const {
    if (++*reads <= limit)
      return success();
    // Only the first refusal reports; the reader stops at it.
    if (*reads == limit + 1)
      reader.emitError()
          << "malformed MLIR bytecode: its attribute and type entries were "
             "read more than "
          << limit
          << " times, which only entries that refer to each other in a "
             "cycle or nest in long chains need";
    return failure();
  }
};

} // namespace

void boundEntryReads(ParserConfig &config, size_t bufferSize) {
  EntryReadCounter count{std::make_shared<uint64_t>(0),
                         kEntryReadsPerByte * bufferSize + 1024};
  // Success without an entry lets the reader parse the entry as usual.
  config.getBytecodeReaderConfig().attachAttributeCallback(
      [count](DialectBytecodeReader &reader, StringRef, Attribute &) {
        return count(reader);
      });
  config.getBytecodeReaderConfig().attachTypeCallback(
      [count](DialectBytecodeReader &reader, StringRef, Type &) {
        return count(reader);
      });
}

// MLIR's reader reports a dialect it does not know with advice to register
// it, which a user of hlokit cannot follow; upstream lets artifacts from
// StableHLO 1.11.0 on carry ops and attributes of other dialects
// unversioned, each in its own binary encoding (hlokit reads Shardy's).
std::string describeBytecodeReadError(StringRef error) {
  StringRef rest = error;
  if (!rest.consume_front("dialect '"))
    return error.str();
  StringRef name = rest.take_until([](char c) { return c == '\''; });
  StringRef problem = rest.drop_front(name.size());
  if (problem.starts_with("' is unknown"))
    return ("the artifact holds ops or attributes of dialect '" + name +
            "', which hlokit does not read")
        .str();
  if (problem.starts_with("' does not implement the bytecode interface"))
    return ("the artifact holds attributes or types of dialect '" + name +
            "' in that dialect's binary encoding, which hlokit does not "
            "decode")
        .str();
  return error.str();
}

FailureOr<std::string> readBytecodeIsolated(llvm::StringRef buffer,
                                            MLIRContext *context, Location loc,
                                            const ReaderLimits &limits) {
  int fds[2];
  if (pipe(fds) != 0)
    return emitError(loc) << "cannot start the process that reads MLIR "
                             "bytecode";
  std::fflush(nullptr);
  pid_t child = fork();
  if (child < 0) {
    close(fds[0]);
    close(fds[1]);
    return emitError(loc) << "cannot start the process that reads MLIR "
                             "bytecode";
  }
  if (child == 0) {
    close(fds[0]);
    readInChild(buffer, context, limits, fds[1]);
  }
  close(fds[1]);
  std::string message = readAll(fds[0]);
  close(fds[0]);
  int status = 0;
  if (!waitFor(child, status))
    return emitError(loc) << "lost the process that reads MLIR bytecode";
  if (WIFSIGNALED(status) &&
      (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGALRM))
    return emitError(loc) << "malformed MLIR bytecode: MLIR's reader did not "
                             "finish within "
                          << limits.cpuSeconds << " s";
  if (!WIFEXITED(status) || WEXITSTATUS(status) != kSent || message.empty())
    return emitError(loc)
           << "malformed MLIR bytecode: MLIR's reader failed on it ("
           << (WIFSIGNALED(status)
                   ? "signal " + std::to_string(WTERMSIG(status))
                   : "exit code " + std::to_string(WEXITSTATUS(status)))
           << ")";
  if (message[0] == kModule)
    return message.substr(1);
  llvm::SmallVector<llvm::StringRef> entries;
  llvm::StringRef(message).drop_front().split(entries, '\0', -1,
                                              /*KeepEmpty=*/false);
  if (entries.empty())
    return emitError(loc) << "malformed MLIR bytecode";
  // Each error is reported when the next one starts, with its notes.
  std::optional<InFlightDiagnostic> error;
  for (llvm::StringRef entry : entries) {
    if (entry.consume_front(StringRef(&kNote, 1))) {
      if (error)
        error->attachNote(loc) << entry;
      continue;
    }
    entry.consume_front(StringRef(&kError, 1));
    error.emplace(emitError(loc));
    *error << describeBytecodeReadError(entry);
  }
  return failure();
}

} // namespace hlokit::vhlo
