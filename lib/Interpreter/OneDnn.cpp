//===- OneDnn.cpp - oneDNN's matmul, loaded on first use ------------------===//

#include "OneDnn.h"

#include "llvm/ADT/StringRef.h"

#include <oneapi/dnnl/dnnl.h>

#include <dlfcn.h>

#include <cstdlib>

#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <vector>

#define HLOKIT_STRINGIFY_(x) #x
#define HLOKIT_STRINGIFY(x) HLOKIT_STRINGIFY_(x)

namespace hlokit::interpreter::onednn {

namespace {

// The C entry points used, resolved from the library by name.
#define HLOKIT_ONEDNN_FUNCTIONS(X)                                             \
  X(dnnl_engine_create)                                                        \
  X(dnnl_stream_create)                                                        \
  X(dnnl_memory_desc_init_by_strides)                                          \
  X(dnnl_matmul_desc_init)                                                     \
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

  Library() {
    // HLOKIT_ONEDNN=0 keeps every product on OpenBLAS, for comparisons.
    if (const char *setting = std::getenv("HLOKIT_ONEDNN");
        setting && llvm::StringRef(setting) == "0")
      return;
    // The soname of the major version the headers describe.
    void *handle = dlopen("libdnnl.so." HLOKIT_STRINGIFY(DNNL_VERSION_MAJOR),
                          RTLD_NOW | RTLD_LOCAL);
    if (!handle)
      return;
    bool resolved = true;
    // A handle's lookups also search its dependencies (libgomp).
#define HLOKIT_RESOLVE(name)                                                   \
  name = reinterpret_cast<decltype(name)>(dlsym(handle, #name));               \
  resolved = resolved && name;
    HLOKIT_ONEDNN_FUNCTIONS(HLOKIT_RESOLVE)
    HLOKIT_RESOLVE(omp_set_num_threads)
#undef HLOKIT_RESOLVE
    loaded =
        resolved && dnnl_engine_create(&engine, dnnl_cpu, 0) == dnnl_success;
  }
};

const Library &getLibrary() {
  static const Library library;
  return library;
}

/// A matmul primitive for one shape, with the descriptors its executions
/// bind memory to; null when oneDNN offers only its generic GEMM.
struct Matmul {
  dnnl_primitive_t primitive = nullptr;
  dnnl_memory_desc_t a, b, c, scratchpad;
  size_t scratchpadBytes = 0;
};

dnnl_memory_desc_t denseMatrix(const Library &library, int64_t rows,
                               int64_t cols, bool transposed) {
  dnnl_memory_desc_t desc;
  dnnl_dims_t dims = {rows, cols};
  dnnl_dims_t strides = {transposed ? 1 : cols, transposed ? rows : 1};
  library.dnnl_memory_desc_init_by_strides(&desc, 2, dims, dnnl_f32, strides);
  return desc;
}

Matmul createMatmul(const Library &library, bool transposedA, bool transposedB,
                    int64_t m, int64_t n, int64_t k) {
  Matmul matmul;
  matmul.a = denseMatrix(library, m, k, transposedA);
  matmul.b = denseMatrix(library, k, n, transposedB);
  matmul.c = denseMatrix(library, m, n, false);
  dnnl_matmul_desc_t desc;
  if (library.dnnl_matmul_desc_init(&desc, &matmul.a, &matmul.b, nullptr,
                                    &matmul.c) != dnnl_success)
    return matmul;
  // Each calling thread passes its own scratch memory, so that threads may
  // run one primitive at once.
  dnnl_primitive_attr_t attr;
  if (library.dnnl_primitive_attr_create(&attr) != dnnl_success)
    return matmul;
  library.dnnl_primitive_attr_set_scratchpad_mode(attr,
                                                  dnnl_scratchpad_mode_user);
  dnnl_primitive_desc_t pd = nullptr;
  dnnl_status_t status = library.dnnl_primitive_desc_create(
      &pd, &desc, attr, library.engine, nullptr);
  library.dnnl_primitive_attr_destroy(attr);
  if (status != dnnl_success)
    return matmul;
  const char *impl = nullptr;
  library.dnnl_primitive_desc_query(pd, dnnl_query_impl_info_str, 0, &impl);
  // "brg:avx512_core" and the like; "gemm:jit" would generate oneDNN's
  // whole GEMM on first use.
  if (impl && llvm::StringRef(impl).starts_with("brg")) {
    matmul.scratchpad =
        *library.dnnl_primitive_desc_query_md(pd, dnnl_query_scratchpad_md, 0);
    matmul.scratchpadBytes =
        library.dnnl_memory_desc_get_size(&matmul.scratchpad);
    if (library.dnnl_primitive_create(&matmul.primitive, pd) != dnnl_success)
      matmul.primitive = nullptr;
  }
  library.dnnl_primitive_desc_destroy(pd);
  return matmul;
}

/// The primitives made so far, one per shape, kept for the process.
const Matmul &getMatmul(const Library &library, bool transposedA,
                        bool transposedB, int64_t m, int64_t n, int64_t k) {
  using Key = std::tuple<bool, bool, int64_t, int64_t, int64_t>;
  static std::mutex mutex;
  static std::map<Key, std::unique_ptr<Matmul>> matmuls;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<Matmul> &entry =
      matmuls[Key(transposedA, transposedB, m, n, k)];
  if (!entry)
    entry = std::make_unique<Matmul>(
        createMatmul(library, transposedA, transposedB, m, n, k));
  return *entry;
}

/// The calling thread's stream and scratch memory.
struct ThreadState {
  dnnl_stream_t stream = nullptr;
  std::vector<char> scratch;

  explicit ThreadState(const Library &library) {
    library.omp_set_num_threads(1);
    if (library.dnnl_stream_create(&stream, library.engine,
                                   dnnl_stream_default_flags) != dnnl_success)
      stream = nullptr;
  }
};

bool execute(const Library &library, const Matmul &matmul, const float *a,
             const float *b, float *c) {
  thread_local ThreadState state(library);
  if (!state.stream)
    return false;
  if (state.scratch.size() < matmul.scratchpadBytes)
    state.scratch.resize(matmul.scratchpadBytes);
  struct Bound {
    int arg;
    const dnnl_memory_desc_t *desc;
    void *data;
  } bound[] = {{DNNL_ARG_SRC, &matmul.a, const_cast<float *>(a)},
               {DNNL_ARG_WEIGHTS, &matmul.b, const_cast<float *>(b)},
               {DNNL_ARG_DST, &matmul.c, c},
               {DNNL_ARG_SCRATCHPAD, &matmul.scratchpad, state.scratch.data()}};
  dnnl_exec_arg_t args[4];
  int count = 0;
  bool ok = true;
  for (const Bound &arg : bound) {
    dnnl_memory_t memory;
    if (library.dnnl_memory_create(&memory, arg.desc, library.engine,
                                   arg.data) != dnnl_success) {
      ok = false;
      break;
    }
    args[count++] = {arg.arg, memory};
  }
  ok = ok && library.dnnl_primitive_execute(matmul.primitive, state.stream,
                                            count, args) == dnnl_success;
  ok = ok && library.dnnl_stream_wait(state.stream) == dnnl_success;
  for (int i = 0; i < count; ++i)
    library.dnnl_memory_destroy(args[i].memory);
  return ok;
}

} // namespace

bool isAvailable() { return getLibrary().loaded; }

bool denseSgemm(bool transposedA, bool transposedB, int64_t m, int64_t n,
                int64_t k, const float *a, const float *b, float *c) {
  const Library &library = getLibrary();
  if (!library.loaded)
    return false;
  const Matmul &matmul = getMatmul(library, transposedA, transposedB, m, n, k);
  return matmul.primitive && execute(library, matmul, a, b, c);
}

} // namespace hlokit::interpreter::onednn
