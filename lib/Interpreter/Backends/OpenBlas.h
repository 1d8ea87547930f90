//===- OpenBlas.h - OpenBLAS GEMMs loaded without threads ------*- C++ -*-===//
//
// dot_general's GEMMs come from OpenBLAS's pthreads build, opened with
// dlopen on first use after OPENBLAS_NUM_THREADS=1 was put in the
// environment at start-up: linked, the library would start a thread per
// core when loaded, which spins for its first ~100 ms and takes a core from
// hlokit's pool (a `--threads 1` run used 1.9 cores). Its serial build
// starts no threads but is not safe to call from several threads at once
// (concurrent complex GEMMs gave wrong products); the pthreads build locks
// its buffers. hlokit's pool splits the work; each call is one thread.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_OPENBLAS_H
#define HLOKIT_LIB_INTERPRETER_OPENBLAS_H

#include "llvm/Support/Error.h"

#include <cblas.h>

namespace hlokit::interpreter::openblas {

/// The entry points hlokit calls.
/// Whether the CPU has the AVX-512 subsets of OpenBLAS's SkylakeX kernels,
/// which hlokit then names in OPENBLAS_CORETYPE while it opens OpenBLAS
/// (unless the user set it): an OpenBLAS older than the CPU model would
/// otherwise run its SSE3 kernels.
bool hasSkylakeXFeatures();

struct Library {
  decltype(&::cblas_sgemm) sgemm = nullptr;
  decltype(&::cblas_dgemm) dgemm = nullptr;
  decltype(&::cblas_cgemm) cgemm = nullptr;
  decltype(&::cblas_zgemm) zgemm = nullptr;
  decltype(&::openblas_get_num_threads) getNumThreads = nullptr;
  /// The kernels OpenBLAS runs ("SkylakeX", "Haswell", ...).
  decltype(&::openblas_get_corename) getCoreName = nullptr;
};

/// The library, loaded on the first call; an error naming the file and
/// dlopen's reason when it cannot be.
llvm::Expected<const Library &> getLibrary();

} // namespace hlokit::interpreter::openblas

#endif // HLOKIT_LIB_INTERPRETER_OPENBLAS_H
