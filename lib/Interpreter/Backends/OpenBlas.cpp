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

} // namespace

bool hasSkylakeXFeatures() {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f") &&
         __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512vl") &&
         __builtin_cpu_supports("avx512dq") &&
         __builtin_cpu_supports("avx512cd");
}

namespace {

// The same way for the kernels: OpenBLAS picks them by CPU model, and a
// release older than the CPU falls back to its SSE3 "Prescott" kernels
// (Debian's 0.3.21 on Sapphire Rapids: 32 against 139 GFLOP/s for a
// 256 x 512 x 784 sgemm, docs/performance.md). On an AVX-512 CPU hlokit
// names the SkylakeX kernels, whose sgemm and dgemm are those of every
// later AVX-512 model in that release; a value the user set is kept.
const bool setCoreType = getenv("OPENBLAS_CORETYPE") == nullptr &&
                         hasSkylakeXFeatures() &&
                         setenv("OPENBLAS_CORETYPE", "SkylakeX", 0) == 0;

/// OpenBLAS with the settings above. When another library of the process
/// (NumPy or PyTorch, imported before hlokit's Python module) has already
/// loaded and initialized it, with its own thread count and kernels (the
/// slow "Prescott" ones here), hlokit takes a second instance in a link-map
/// namespace of its own, which reads the settings afresh and leaves the
/// other's as they are.
void *openLibrary() {
  if (void *shared = dlopen(HLOKIT_OPENBLAS_LIBRARY, RTLD_NOW | RTLD_NOLOAD)) {
    dlclose(shared);
    if (void *own = dlmopen(LM_ID_NEWLM, HLOKIT_OPENBLAS_LIBRARY,
                            RTLD_NOW | RTLD_LOCAL))
      return own;
  }
  return dlopen(HLOKIT_OPENBLAS_LIBRARY, RTLD_NOW | RTLD_LOCAL);
}

struct Loaded {
  Library library;
  std::string error;

  Loaded() {
    void *handle = openLibrary();
    if (setOneThread)
      unsetenv("OPENBLAS_NUM_THREADS");
    if (setCoreType)
      unsetenv("OPENBLAS_CORETYPE");
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
    resolve(library.getCoreName, "openblas_get_corename");
    void (*setNumThreads)(int) = nullptr;
    resolve(setNumThreads, "openblas_set_num_threads");
    // A user's OPENBLAS_NUM_THREADS may have started threads (of hlokit's
    // own instance); calls stay on one.
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
