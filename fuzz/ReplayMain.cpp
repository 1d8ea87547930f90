//===- ReplayMain.cpp - run a fuzz target on saved inputs -----------------===//
//
// The main() of a fuzz target built without libFuzzer (GCC, CI): runs
// LLVMFuzzerTestOneInput once on every file under the given files and
// directories, so the seed corpora and found crashes stay regression tests.
// --max-seconds=N fails the run when one input takes longer (the slow
// inputs found by fuzzing must be refused by checks, not by time limits).
//
//===----------------------------------------------------------------------===//

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

/// Every regular file at or under `path`, sorted.
void collectFiles(llvm::StringRef path, std::vector<std::string> &files) {
  if (!llvm::sys::fs::is_directory(path)) {
    files.push_back(path.str());
    return;
  }
  std::error_code error;
  for (llvm::sys::fs::recursive_directory_iterator it(path, error), end;
       it != end && !error; it.increment(error))
    if (llvm::sys::fs::is_regular_file(it->path()))
      files.push_back(it->path());
}

} // namespace

int main(int argc, char **argv) {
  double maxSeconds = 0;
  std::vector<std::string> files;
  for (llvm::StringRef arg : llvm::ArrayRef(argv + 1, argc - 1)) {
    if (arg.consume_front("--max-seconds=")) {
      if (arg.getAsDouble(maxSeconds)) {
        llvm::errs() << "replay: bad --max-seconds value '" << arg << "'\n";
        return 2;
      }
      continue;
    }
    if (!llvm::sys::fs::exists(arg)) {
      llvm::errs() << "replay: no such file or directory '" << arg << "'\n";
      return 2;
    }
    collectFiles(arg, files);
  }
  llvm::sort(files);
  unsigned slow = 0;
  for (const std::string &file : files) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
        llvm::MemoryBuffer::getFile(file, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
    if (!buffer) {
      llvm::errs() << "replay: cannot read '" << file << "'\n";
      return 2;
    }
    llvm::StringRef bytes = (*buffer)->getBuffer();
    auto start = std::chrono::steady_clock::now();
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()),
                           bytes.size());
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    if (maxSeconds > 0 && seconds > maxSeconds) {
      llvm::errs() << "replay: '" << file << "' took " << seconds
                   << " s, more than " << maxSeconds << " s\n";
      ++slow;
    }
  }
  llvm::outs() << "replayed " << files.size() << " inputs\n";
  return slow ? 1 : 0;
}
