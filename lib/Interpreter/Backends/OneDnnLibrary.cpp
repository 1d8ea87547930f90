//===- OneDnnLibrary.cpp - libdnnl, opened with dlopen --------------------===//

#include "Backends/OneDnnLibrary.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

#define HLOKIT_STRINGIFY_(x) #x
#define HLOKIT_STRINGIFY(x) HLOKIT_STRINGIFY_(x)

namespace hlokit::interpreter::onednn {

Library::Library() {
  // HLOKIT_ONEDNN=0 keeps every kernel on hlokit's own paths, for
  // comparisons.
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
  loaded = resolved && dnnl_engine_create(&engine, dnnl_cpu, 0) == dnnl_success;
}

const Library &getLibrary() {
  static const Library library;
  return library;
}

void useOneThread(const Library &library) {
  thread_local bool limited = false;
  if (!limited) {
    library.omp_set_num_threads(1);
    limited = true;
  }
}

namespace {

/// The primitive descriptor `create(&pd, attr)` makes with attributes that
/// leave the scratch memory to the caller: each calling thread passes its
/// own, so that threads may run one primitive at once. Null on failure.
template <typename F>
dnnl_primitive_desc_t createWithUserScratchpad(const Library &library,
                                               F create) {
  useOneThread(library);
  dnnl_primitive_attr_t attr;
  if (library.dnnl_primitive_attr_create(&attr) != dnnl_success)
    return nullptr;
  library.dnnl_primitive_attr_set_scratchpad_mode(attr,
                                                  dnnl_scratchpad_mode_user);
  dnnl_primitive_desc_t pd = nullptr;
  if (create(&pd, attr) != dnnl_success)
    pd = nullptr;
  library.dnnl_primitive_attr_destroy(attr);
  return pd;
}

} // namespace

dnnl_primitive_desc_t createPrimitiveDesc(const Library &library,
                                          const void *opDesc,
                                          const_dnnl_primitive_desc_t hint) {
  return createWithUserScratchpad(
      library, [&](dnnl_primitive_desc_t *pd, dnnl_primitive_attr_t attr) {
        return library.dnnl_primitive_desc_create(pd, opDesc, attr,
                                                  library.engine, hint);
      });
}

dnnl_primitive_desc_t createReorderDesc(const Library &library,
                                        const dnnl_memory_desc_t &from,
                                        const dnnl_memory_desc_t &to) {
  return createWithUserScratchpad(
      library, [&](dnnl_primitive_desc_t *pd, dnnl_primitive_attr_t attr) {
        return library.dnnl_reorder_primitive_desc_create(
            pd, &from, library.engine, &to, library.engine, attr);
      });
}

llvm::StringRef getImplementation(const Library &library,
                                  const_dnnl_primitive_desc_t pd) {
  const char *impl = nullptr;
  library.dnnl_primitive_desc_query(pd, dnnl_query_impl_info_str, 0, &impl);
  return impl ? llvm::StringRef(impl) : llvm::StringRef();
}

Primitive createPrimitive(const Library &library,
                          const_dnnl_primitive_desc_t pd) {
  Primitive result;
  result.scratchpad =
      *library.dnnl_primitive_desc_query_md(pd, dnnl_query_scratchpad_md, 0);
  result.scratchpadBytes =
      library.dnnl_memory_desc_get_size(&result.scratchpad);
  if (library.dnnl_primitive_create(&result.primitive, pd) != dnnl_success)
    result.primitive = nullptr;
  return result;
}

namespace {

/// The calling thread's stream and scratch memory.
struct ThreadState {
  dnnl_stream_t stream = nullptr;
  std::vector<char> scratch;

  explicit ThreadState(const Library &library) {
    useOneThread(library);
    if (library.dnnl_stream_create(&stream, library.engine,
                                   dnnl_stream_default_flags) != dnnl_success)
      stream = nullptr;
  }
};

} // namespace

bool execute(const Library &library, const Primitive &primitive,
             llvm::ArrayRef<Argument> arguments) {
  thread_local ThreadState state(library);
  if (!state.stream || !primitive.primitive)
    return false;
  if (state.scratch.size() < primitive.scratchpadBytes)
    state.scratch.resize(primitive.scratchpadBytes);
  llvm::SmallVector<Argument, 5> all(arguments);
  all.push_back(
      {DNNL_ARG_SCRATCHPAD, &primitive.scratchpad, state.scratch.data()});
  llvm::SmallVector<dnnl_exec_arg_t, 5> args;
  bool ok = true;
  for (const Argument &arg : all) {
    dnnl_memory_t memory;
    if (library.dnnl_memory_create(&memory, arg.desc, library.engine,
                                   const_cast<void *>(arg.data)) !=
        dnnl_success) {
      ok = false;
      break;
    }
    args.push_back({arg.arg, memory});
  }
  ok = ok &&
       library.dnnl_primitive_execute(primitive.primitive, state.stream,
                                      args.size(), args.data()) == dnnl_success;
  ok = ok && library.dnnl_stream_wait(state.stream) == dnnl_success;
  for (dnnl_exec_arg_t &arg : args)
    library.dnnl_memory_destroy(arg.memory);
  return ok;
}

} // namespace hlokit::interpreter::onednn
