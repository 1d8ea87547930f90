//===- OneDnn.cpp - oneDNN's matmul, loaded on first use ------------------===//

#include "Backends/OneDnn.h"
#include "Backends/OneDnnLibrary.h"

#include <map>
#include <memory>
#include <mutex>
#include <tuple>

namespace hlokit::interpreter::onednn {

namespace {

/// A matmul primitive for one shape, with the descriptors its executions
/// bind memory to; null when oneDNN offers only its generic GEMM.
struct Matmul {
  Primitive primitive;
  dnnl_memory_desc_t a, b, c;
};

/// `batches` dense `rows x cols` matrices one after another, each stored
/// transposed when `transposed`; a 2-d descriptor for one matrix.
dnnl_memory_desc_t denseMatrices(const Library &library, int64_t batches,
                                 int64_t rows, int64_t cols, bool transposed) {
  dnnl_memory_desc_t desc;
  dnnl_dims_t dims = {batches, rows, cols};
  dnnl_dims_t strides = {rows * cols, transposed ? 1 : cols,
                         transposed ? rows : 1};
  int first = batches == 1 ? 1 : 0;
  library.dnnl_memory_desc_init_by_strides(&desc, 3 - first, dims + first,
                                           dnnl_f32, strides + first);
  return desc;
}

Matmul createMatmul(const Library &library, bool transposedA, bool transposedB,
                    int64_t batches, int64_t m, int64_t n, int64_t k) {
  Matmul matmul;
  matmul.a = denseMatrices(library, batches, m, k, transposedA);
  matmul.b = denseMatrices(library, batches, k, n, transposedB);
  matmul.c = denseMatrices(library, batches, m, n, false);
  dnnl_matmul_desc_t desc;
  if (library.dnnl_matmul_desc_init(&desc, &matmul.a, &matmul.b, nullptr,
                                    &matmul.c) != dnnl_success)
    return matmul;
  dnnl_primitive_desc_t pd = createPrimitiveDesc(library, &desc, nullptr);
  if (!pd)
    return matmul;
  // "brg:avx512_core" and the like; "gemm:jit" would generate oneDNN's
  // whole GEMM on first use.
  if (getImplementation(library, pd).starts_with("brg"))
    matmul.primitive = createPrimitive(library, pd);
  library.dnnl_primitive_desc_destroy(pd);
  return matmul;
}

/// The primitives made so far, one per shape, kept for the process.
const Matmul &getMatmul(const Library &library, bool transposedA,
                        bool transposedB, int64_t batches, int64_t m, int64_t n,
                        int64_t k) {
  using Key = std::tuple<bool, bool, int64_t, int64_t, int64_t, int64_t>;
  static std::mutex mutex;
  static std::map<Key, std::unique_ptr<Matmul>> matmuls;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<Matmul> &entry =
      matmuls[Key(transposedA, transposedB, batches, m, n, k)];
  if (!entry)
    entry = std::make_unique<Matmul>(
        createMatmul(library, transposedA, transposedB, batches, m, n, k));
  return *entry;
}

} // namespace

bool isAvailable() { return getLibrary().loaded; }

bool denseSgemm(bool transposedA, bool transposedB, int64_t batches, int64_t m,
                int64_t n, int64_t k, const float *a, const float *b,
                float *c) {
  const Library &library = getLibrary();
  if (!library.loaded)
    return false;
  const Matmul &matmul =
      getMatmul(library, transposedA, transposedB, batches, m, n, k);
  return matmul.primitive.primitive &&
         execute(library, matmul.primitive,
                 {{DNNL_ARG_SRC, &matmul.a, a},
                  {DNNL_ARG_WEIGHTS, &matmul.b, b},
                  {DNNL_ARG_DST, &matmul.c, c}});
}

} // namespace hlokit::interpreter::onednn
