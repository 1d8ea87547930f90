//===- OneDnnLibrary.h - libdnnl, opened with dlopen ------------*- C++ -*-===//
//
// The C entry points of libdnnl that hlokit's kernels use, resolved by name
// the first time one is needed, and the pieces every oneDNN kernel shares:
// making a primitive whose scratch memory the caller passes, and running it
// on the calling thread.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_ONEDNNLIBRARY_H
#define HLOKIT_LIB_INTERPRETER_ONEDNNLIBRARY_H

#include "llvm/ADT/ArrayRef.h"

#include <oneapi/dnnl/dnnl.h>

#include <cstddef>

namespace hlokit::interpreter::onednn {

#define HLOKIT_ONEDNN_FUNCTIONS(X)                                             \
  X(dnnl_engine_create)                                                        \
  X(dnnl_stream_create)                                                        \
  X(dnnl_memory_desc_init_by_strides)                                          \
  X(dnnl_memory_desc_init_by_tag)                                              \
  X(dnnl_memory_desc_equal)                                                    \
  X(dnnl_matmul_desc_init)                                                     \
  X(dnnl_dilated_convolution_forward_desc_init)                                \
  X(dnnl_dilated_convolution_backward_weights_desc_init)                       \
  X(dnnl_reorder_primitive_desc_create)                                        \
  X(dnnl_primitive_attr_create)                                                \
  X(dnnl_primitive_attr_set_scratchpad_mode)                                   \
  X(dnnl_primitive_attr_destroy)                                               \
  X(dnnl_primitive_desc_create)                                                \
  X(dnnl_primitive_desc_query)                                                 \
  X(dnnl_primitive_desc_query_md)                                              \
  X(dnnl_primitive_desc_destroy)                                               \
  X(dnnl_primitive_create)                                                     \
  X(dnnl_primitive_execute)                                                    \
  X(dnnl_memory_desc_get_size)                                                 \
  X(dnnl_memory_create)                                                        \
  X(dnnl_memory_destroy)                                                       \
  X(dnnl_stream_wait)

struct Library {
#define HLOKIT_DECLARE(name) decltype(&::name) name = nullptr;
  HLOKIT_ONEDNN_FUNCTIONS(HLOKIT_DECLARE)
#undef HLOKIT_DECLARE
  // libdnnl runs its kernels on OpenMP threads; each thread of hlokit's
  // pool limits itself to one, so that the pool alone splits the work.
  void (*omp_set_num_threads)(int) = nullptr;
  dnnl_engine_t engine = nullptr;
  bool loaded = false;

  Library();
};

/// The library, loaded on the first call (`loaded` false when it cannot
/// be, or HLOKIT_ONEDNN=0).
const Library &getLibrary();

/// Limits the calling thread's OpenMP team to one thread, once per thread:
/// oneDNN fixes a primitive's thread count when making it, and hlokit's pool
/// alone must split the work (the same bits on any thread count).
void useOneThread(const Library &library);

/// A primitive with the scratch memory its runs need; null `primitive`
/// when none was made.
struct Primitive {
  dnnl_primitive_t primitive = nullptr;
  dnnl_memory_desc_t scratchpad;
  size_t scratchpadBytes = 0;
};

/// A primitive descriptor for `opDesc` (`hint`: the forward one of a
/// backward primitive) whose scratch memory its callers pass; null when
/// oneDNN has none. The caller destroys it.
dnnl_primitive_desc_t createPrimitiveDesc(const Library &library,
                                          const void *opDesc,
                                          const_dnnl_primitive_desc_t hint);

/// A reorder's primitive descriptor from `from` to `to`, whose scratch
/// memory its callers pass; null when oneDNN has none. The caller destroys
/// it.
dnnl_primitive_desc_t createReorderDesc(const Library &library,
                                        const dnnl_memory_desc_t &from,
                                        const dnnl_memory_desc_t &to);

/// The implementation `pd` chose ("brg:avx512_core", "jit:avx512_core",
/// "gemm:jit", "ref:any", ...).
llvm::StringRef getImplementation(const Library &library,
                                  const_dnnl_primitive_desc_t pd);

/// The primitive of `pd`.
Primitive createPrimitive(const Library &library,
                          const_dnnl_primitive_desc_t pd);

/// One memory argument of a run.
struct Argument {
  int arg;
  const dnnl_memory_desc_t *desc;
  const void *data;
};

/// Runs `primitive` on the calling thread, single-threaded.
bool execute(const Library &library, const Primitive &primitive,
             llvm::ArrayRef<Argument> arguments);

} // namespace hlokit::interpreter::onednn

#endif // HLOKIT_LIB_INTERPRETER_ONEDNNLIBRARY_H
