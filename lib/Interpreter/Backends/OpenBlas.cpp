//===- OpenBlas.cpp - OpenBLAS's GEMMs, loaded without its threads --------===//

#include "Backends/OpenBlas.h"

#include "llvm/Support/FormatVariadic.h"

#include <dlfcn.h>

#include <cstdlib>
#include <string>

namespace hlokit::interpreter::openblas {

namespace {

// Set before any thread of hlokit's exists (static initialization), so
// that setenv races with no getenv; OpenBLAS reads it when dlopen
// initializes it, after which it is taken away again (other libraries, and
// NumPy loaded later in a Python process, keep their own thread counts). A
// value the user set is kept.
const bool setOneThread = getenv("OPENBLAS_NUM_THREADS") == nullptr &&
                          setenv("OPENBLAS_NUM_THREADS", "1", 0) == 0;

struct Loaded {
  Library library;
  std::string error;

  Loaded() {
    void *handle = dlopen(HLOKIT_OPENBLAS_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (setOneThread)
      unsetenv("OPENBLAS_NUM_THREADS");
    if (!handle) {
      error = llvm::formatv("cannot load OpenBLAS ({0}): {1}",
                            HLOKIT_OPENBLAS_LIBRARY, dlerror())
                  .str();
      return;
    }
    auto resolve = [&](auto &function, const char *name) {
      function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(
          dlsym(handle, name));
      if (!function && error.empty())
        error = llvm::formatv("OpenBLAS ({0}) has no {1}",
                              HLOKIT_OPENBLAS_LIBRARY, name)
                    .str();
    };
    resolve(library.sgemm, "cblas_sgemm");
    resolve(library.dgemm, "cblas_dgemm");
    resolve(library.cgemm, "cblas_cgemm");
    resolve(library.zgemm, "cblas_zgemm");
    resolve(library.getNumThreads, "openblas_get_num_threads");
    void (*setNumThreads)(int) = nullptr;
    resolve(setNumThreads, "openblas_set_num_threads");
    // A user's OPENBLAS_NUM_THREADS may have started threads; calls stay on
    // one.
    if (setNumThreads)
      setNumThreads(1);
  }
};

} // namespace

llvm::Expected<const Library &> getLibrary() {
  static const Loaded loaded;
  if (!loaded.error.empty())
    return llvm::createStringError(loaded.error);
  return loaded.library;
}

} // namespace hlokit::interpreter::openblas
