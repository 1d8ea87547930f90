//===- OneDnnConvolution.cpp - convolutions on oneDNN's direct kernels ----===//
//
// Large f32 convolutions run on oneDNN's direct AVX-512 kernels, which read
// the operands in their own layouts (given to oneDNN as strides) and need
// no im2col: about 119 GFLOP/s on a 3x3 64-feature layer, where im2col and
// GEMM reach 100 (docs/performance.md). Two shapes are taken:
//
// - a forward convolution (any feature groups, window reversal through a
//   reversed copy of the kernel): oneDNN's forward primitive, one task per
//   chunk of the batch;
// - a weight gradient, whose batch is longer than its input features (the
//   forward pass's batch contracted, as the VJP writes it): oneDNN's
//   backward-weights primitive on the forward pass's tensors, one task per
//   chunk of output features.
//
// The chunks depend on the shape only, and each result element is computed
// within one chunk, so the bits are the same on any thread count. Anything
// else (lhs dilation, batch groups, negative padding, other types, or a
// shape oneDNN has only reference kernels for) returns false and runs on
// the im2col kernel.
//
//===----------------------------------------------------------------------===//

#include "Backends/OneDnn.h"
#include "Backends/OneDnnLibrary.h"

#include "Tensor/BufferCache.h"

#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Support/Parallel.h"

#include "llvm/ADT/SmallVector.h"

#include <atomic>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter::onednn {

namespace {

/// Multiply-adds from which a convolution runs on oneDNN: its kernels for a
/// new shape take about a millisecond to make.
constexpr int64_t minConvolutionProduct = int64_t(1) << 26;

/// A tensor's dimensions `dims` (in that order) as a oneDNN descriptor with
/// the tensor's strides; `extent` replaces the first dimension's size.
dnnl_memory_desc_t describe(const Library &library, ArrayRef<int64_t> shape,
                            ArrayRef<int64_t> dims, int64_t extent) {
  SmallVector<int64_t> strides = getStrides(shape);
  dnnl_dims_t sizes = {}, steps = {};
  for (auto [i, d] : llvm::enumerate(dims)) {
    sizes[i] = i == 0 ? extent : shape[d];
    steps[i] = strides[d];
  }
  dnnl_memory_desc_t desc;
  library.dnnl_memory_desc_init_by_strides(&desc, dims.size(), sizes, dnnl_f32,
                                           steps);
  return desc;
}

dnnl_memory_desc_t describeAny(const Library &library,
                               ArrayRef<int64_t> sizes) {
  dnnl_dims_t dims = {};
  for (auto [i, size] : llvm::enumerate(sizes))
    dims[i] = size;
  dnnl_memory_desc_t desc;
  library.dnnl_memory_desc_init_by_tag(&desc, sizes.size(), dims, dnnl_f32,
                                       dnnl_format_tag_any);
  return desc;
}

/// A convolution primitive for one chunk shape, with the reorder between
/// the kernel's layout (`user`) and the one the primitive chose (`own`).
struct ConvPrimitive {
  Primitive conv, reorder;
  dnnl_memory_desc_t data, user, own, other;
  size_t ownBytes = 0;
};

/// A reorder from `from` to `to`.
Primitive createReorder(const Library &library, const dnnl_memory_desc_t &from,
                        const dnnl_memory_desc_t &to) {
  dnnl_primitive_desc_t pd = createReorderDesc(library, from, to);
  if (!pd)
    return {};
  Primitive result = createPrimitive(library, pd);
  library.dnnl_primitive_desc_destroy(pd);
  return result;
}

/// oneDNN's direct kernels ("jit:avx512_core", "brgconv:avx512_core"), not
/// its GEMM-based or reference ones.
bool isDirect(const Library &library, const_dnnl_primitive_desc_t pd) {
  llvm::StringRef impl = getImplementation(library, pd);
  return impl.starts_with("jit") || impl.starts_with("brg");
}

/// The window attributes in oneDNN's terms.
struct Window {
  dnnl_dims_t strides = {}, dilates = {}, low = {}, high = {};
};

/// Everything a primitive depends on, as the cache's key.
using Key = std::vector<int64_t>;

std::mutex cacheMutex;

/// The primitive for `key`, made by `create` the first time.
template <typename F> const ConvPrimitive &lookup(const Key &key, F create) {
  static std::map<Key, std::unique_ptr<ConvPrimitive>> cache;
  std::lock_guard<std::mutex> lock(cacheMutex);
  std::unique_ptr<ConvPrimitive> &entry = cache[key];
  if (!entry)
    entry = std::make_unique<ConvPrimitive>(create());
  return *entry;
}

Key makeKey(int64_t kind, ArrayRef<int64_t> a, ArrayRef<int64_t> b,
            ArrayRef<int64_t> c, const ConvolutionParams &p, int64_t chunk) {
  Key key{kind, chunk, p.featureGroupCount};
  for (ArrayRef<int64_t> shape : {a, b, c}) {
    key.push_back(static_cast<int64_t>(shape.size()));
    key.insert(key.end(), shape.begin(), shape.end());
  }
  const stablehlo::ConvDimensions &d = p.dims;
  key.insert(key.end(),
             {d.inputBatch, d.inputFeature, d.kernelInputFeature,
              d.kernelOutputFeature, d.outputBatch, d.outputFeature});
  for (size_t i = 0; i < d.inputSpatial.size(); ++i)
    key.insert(key.end(),
               {d.inputSpatial[i], d.kernelSpatial[i], d.outputSpatial[i],
                p.windowStrides[i], p.rhsDilation[i], p.padding[i].first,
                p.padding[i].second});
  return key;
}

//===----------------------------------------------------------------------===//
// Forward convolutions
//===----------------------------------------------------------------------===//

/// The forward primitive for `chunk` images of lhs.
ConvPrimitive createForward(const Library &library, ArrayRef<int64_t> lhs,
                            ArrayRef<int64_t> rhs, ArrayRef<int64_t> result,
                            const ConvolutionParams &p, int64_t chunk) {
  const stablehlo::ConvDimensions &d = p.dims;
  int64_t groups = p.featureGroupCount;
  SmallVector<int64_t> lhsDims{d.inputBatch, d.inputFeature};
  llvm::append_range(lhsDims, d.inputSpatial);
  SmallVector<int64_t> resultDims{d.outputBatch, d.outputFeature};
  llvm::append_range(resultDims, d.outputSpatial);
  ConvPrimitive prim;
  prim.data = describe(library, lhs, lhsDims, chunk);
  prim.other = describe(library, result, resultDims, chunk);
  // The kernel as [groups, output features / groups, input features, KH..]:
  // output feature g * (O / groups) + o belongs to group g.
  SmallVector<int64_t> strides = getStrides(rhs);
  int64_t groupOutputs = rhs[d.kernelOutputFeature] / groups;
  SmallVector<int64_t> sizes{groupOutputs, rhs[d.kernelInputFeature]};
  SmallVector<int64_t> steps{strides[d.kernelOutputFeature],
                             strides[d.kernelInputFeature]};
  for (int64_t k : d.kernelSpatial) {
    sizes.push_back(rhs[k]);
    steps.push_back(strides[k]);
  }
  if (groups > 1) {
    sizes.insert(sizes.begin(), groups);
    steps.insert(steps.begin(), groupOutputs * strides[d.kernelOutputFeature]);
  }
  dnnl_dims_t userSizes = {}, userSteps = {};
  llvm::copy(sizes, userSizes);
  llvm::copy(steps, userSteps);
  library.dnnl_memory_desc_init_by_strides(&prim.user, sizes.size(), userSizes,
                                           dnnl_f32, userSteps);
  dnnl_memory_desc_t anyWeights = describeAny(library, sizes);
  Window w;
  for (size_t i = 0; i < d.inputSpatial.size(); ++i) {
    w.strides[i] = p.windowStrides[i];
    w.dilates[i] = p.rhsDilation[i] - 1;
    w.low[i] = p.padding[i].first;
    w.high[i] = p.padding[i].second;
  }
  dnnl_convolution_desc_t desc;
  if (library.dnnl_dilated_convolution_forward_desc_init(
          &desc, dnnl_forward_inference, dnnl_convolution_direct, &prim.data,
          &anyWeights, nullptr, &prim.other, w.strides, w.dilates, w.low,
          w.high) != dnnl_success)
    return prim;
  dnnl_primitive_desc_t pd = createPrimitiveDesc(library, &desc, nullptr);
  if (!pd)
    return prim;
  if (isDirect(library, pd)) {
    prim.own =
        *library.dnnl_primitive_desc_query_md(pd, dnnl_query_weights_md, 0);
    prim.ownBytes = library.dnnl_memory_desc_get_size(&prim.own);
    prim.reorder = createReorder(library, prim.user, prim.own);
    if (prim.reorder.primitive)
      prim.conv = createPrimitive(library, pd);
  }
  library.dnnl_primitive_desc_destroy(pd);
  return prim;
}

bool runForward(const Library &library, const Tensor &lhs, const Tensor &rhsIn,
                const ConvolutionParams &p, Tensor &result) {
  const stablehlo::ConvDimensions &d = p.dims;
  // A reversed window is the kernel reversed (oneDNN has no reversal).
  SmallVector<int64_t> reversed;
  for (auto [i, r] : llvm::enumerate(p.windowReversal))
    if (r)
      reversed.push_back(d.kernelSpatial[i]);
  Tensor rhs = rhsIn;
  if (!reversed.empty()) {
    llvm::Expected<Tensor> copy = reverse(rhsIn, reversed);
    if (!copy) {
      llvm::consumeError(copy.takeError());
      return false;
    }
    rhs = std::move(*copy);
  }
  // Chunks of the batch: as many as 16, cut by the shape alone.
  int64_t batch = lhs.getShape()[d.inputBatch];
  int64_t chunk =
      (batch + std::min<int64_t>(batch, 16) - 1) / std::min<int64_t>(batch, 16);
  int64_t numChunks = (batch + chunk - 1) / chunk;
  auto primitiveFor = [&](int64_t size) -> const ConvPrimitive & {
    return lookup(
        makeKey(0, lhs.getShape(), rhs.getShape(), result.getShape(), p, size),
        [&] {
          return createForward(library, lhs.getShape(), rhs.getShape(),
                               result.getShape(), p, size);
        });
  };
  const ConvPrimitive &first = primitiveFor(chunk);
  int64_t last = batch - (numChunks - 1) * chunk;
  const ConvPrimitive &tail = primitiveFor(last);
  // The kernel in the primitives' own layout, once for all chunks: a last
  // chunk whose primitive wants another one runs on im2col with the rest.
  if (!first.conv.primitive || !tail.conv.primitive ||
      !library.dnnl_memory_desc_equal(&first.own, &tail.own))
    return false;
  std::shared_ptr<char> weights = allocateBuffer(first.ownBytes);
  if (!weights || !execute(library, first.reorder,
                           {{DNNL_ARG_FROM, &first.user, rhs.getRawData()},
                            {DNNL_ARG_TO, &first.own, weights.get()}}))
    return false;
  int64_t lhsStep = getStrides(lhs.getShape())[d.inputBatch];
  int64_t resultStep = getStrides(result.getShape())[d.outputBatch];
  std::atomic<bool> ok{true};
  forEachBlock(numChunks, [&](int64_t c) {
    const ConvPrimitive &prim = c + 1 == numChunks ? tail : first;
    if (!execute(library, prim.conv,
                 {{DNNL_ARG_SRC, &prim.data,
                   lhs.data<float>() + c * chunk * lhsStep},
                  {DNNL_ARG_WEIGHTS, &prim.own, weights.get()},
                  {DNNL_ARG_DST, &prim.other,
                   result.mutableData<float>() + c * chunk * resultStep}}))
      ok = false;
  });
  return ok;
}

//===----------------------------------------------------------------------===//
// Weight gradients
//===----------------------------------------------------------------------===//

/// The backward-weights primitive for output features [0, chunk) of dy:
/// x is lhs (its feature dimension oneDNN's batch), dy is rhs (with
/// `dyChunk` as its own dense layout) and dW the result.
ConvPrimitive createWeightGradient(const Library &library,
                                   ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs,
                                   ArrayRef<int64_t> result,
                                   const ConvolutionParams &p, int64_t chunk,
                                   const dnnl_memory_desc_t &dyChunk) {
  const stablehlo::ConvDimensions &d = p.dims;
  ConvPrimitive prim;
  SmallVector<int64_t> xDims{d.inputFeature, d.inputBatch};
  llvm::append_range(xDims, d.inputSpatial);
  prim.data = describe(library, lhs, xDims, lhs[d.inputFeature]);
  prim.other = dyChunk;
  SmallVector<int64_t> dwDims{d.outputFeature, d.outputBatch};
  llvm::append_range(dwDims, d.outputSpatial);
  prim.user = describe(library, result, dwDims, chunk);
  SmallVector<int64_t> dwSizes{chunk, result[d.outputBatch]};
  for (int64_t s : d.outputSpatial)
    dwSizes.push_back(result[s]);
  dnnl_memory_desc_t anyWeights = describeAny(library, dwSizes);
  // dW[o, c, w] = sum over n, k of x[n, c, k * rhs_dilation + w *
  // window_stride - low] * dy[n, o, k]: oneDNN's strides are the
  // convolution's rhs dilations and its dilations the window strides.
  Window w;
  for (size_t i = 0; i < d.inputSpatial.size(); ++i) {
    int64_t in = lhs[d.inputSpatial[i]], dy = rhs[d.kernelSpatial[i]],
            dw = result[d.outputSpatial[i]];
    w.strides[i] = p.rhsDilation[i];
    w.dilates[i] = p.windowStrides[i] - 1;
    w.low[i] = p.padding[i].first;
    // The high padding oneDNN's shape rule wants; reads past the input are
    // zeros either way.
    w.high[i] = (dy - 1) * w.strides[i] + (dw - 1) * p.windowStrides[i] + 1 -
                in - w.low[i];
    if (w.high[i] < 0)
      return prim;
  }
  dnnl_convolution_desc_t forward, backward;
  if (library.dnnl_dilated_convolution_forward_desc_init(
          &forward, dnnl_forward_training, dnnl_convolution_direct, &prim.data,
          &anyWeights, nullptr, &prim.other, w.strides, w.dilates, w.low,
          w.high) != dnnl_success ||
      library.dnnl_dilated_convolution_backward_weights_desc_init(
          &backward, dnnl_convolution_direct, &prim.data, &anyWeights, nullptr,
          &prim.other, w.strides, w.dilates, w.low, w.high) != dnnl_success)
    return prim;
  dnnl_primitive_desc_t hint = createPrimitiveDesc(library, &forward, nullptr);
  if (!hint)
    return prim;
  dnnl_primitive_desc_t pd = createPrimitiveDesc(library, &backward, hint);
  if (pd && isDirect(library, pd)) {
    prim.own = *library.dnnl_primitive_desc_query_md(
        pd, dnnl_query_diff_weights_md, 0);
    prim.ownBytes = library.dnnl_memory_desc_get_size(&prim.own);
    prim.reorder = createReorder(library, prim.own, prim.user);
    if (prim.reorder.primitive)
      prim.conv = createPrimitive(library, pd);
  }
  if (pd)
    library.dnnl_primitive_desc_destroy(pd);
  library.dnnl_primitive_desc_destroy(hint);
  return prim;
}

bool runWeightGradient(const Library &library, const Tensor &lhs,
                       const Tensor &rhs, const ConvolutionParams &p,
                       Tensor &result) {
  const stablehlo::ConvDimensions &d = p.dims;
  ArrayRef<int64_t> dyShape = rhs.getShape();
  int64_t outputs = dyShape[d.kernelOutputFeature];
  SmallVector<int64_t> dyStrides = getStrides(dyShape);
  // Chunks of output features (multiples of 16, oneDNN's blocks) when the
  // features are dy's innermost dimension: each chunk's dy is then copied
  // as runs into a dense [n, spatial..., chunk] tensor.
  bool chunked = dyStrides[d.kernelOutputFeature] == 1 && outputs >= 32 &&
                 outputs % 16 == 0;
  int64_t chunk =
      chunked ? std::max<int64_t>(16, llvm::alignTo(outputs / 4, 16)) : outputs;
  int64_t numChunks = (outputs + chunk - 1) / chunk;
  // dy's dims for oneDNN: [n, features, spatial...].
  SmallVector<int64_t> dyDims{d.kernelInputFeature, d.kernelOutputFeature};
  llvm::append_range(dyDims, d.kernelSpatial);
  auto dyChunkDesc = [&](int64_t size) {
    if (!chunked)
      return describe(library, dyShape, dyDims, dyShape[dyDims[0]]);
    // Dense [n, spatial..., size], described as [n, size, spatial...].
    SmallVector<int64_t> dense{dyShape[d.kernelInputFeature]};
    for (int64_t k : d.kernelSpatial)
      dense.push_back(dyShape[k]);
    dense.push_back(size);
    SmallVector<int64_t> order{0, static_cast<int64_t>(dense.size()) - 1};
    for (size_t i = 1; i + 1 < dense.size(); ++i)
      order.push_back(i);
    return describe(library, dense, order, dense[0]);
  };
  auto primitiveFor = [&](int64_t size) -> const ConvPrimitive & {
    return lookup(
        makeKey(1, lhs.getShape(), dyShape, result.getShape(), p, size), [&] {
          return createWeightGradient(library, lhs.getShape(), dyShape,
                                      result.getShape(), p, size,
                                      dyChunkDesc(size));
        });
  };
  const ConvPrimitive &first = primitiveFor(chunk);
  const ConvPrimitive &tail = primitiveFor(outputs - (numChunks - 1) * chunk);
  if (!first.conv.primitive || !tail.conv.primitive)
    return false;
  int64_t positions = rhs.getNumElements() / outputs;
  int64_t resultStep = getStrides(result.getShape())[d.outputFeature];
  std::atomic<bool> ok{true};
  forEachBlock(numChunks, [&](int64_t c) {
    const ConvPrimitive &prim = c + 1 == numChunks ? tail : first;
    int64_t size = std::min(chunk, outputs - c * chunk);
    const float *dy = rhs.data<float>();
    std::shared_ptr<char> dense;
    if (chunked) {
      dense = allocateBuffer(positions * size * sizeof(float));
      if (!dense) {
        ok = false;
        return;
      }
      auto *to = reinterpret_cast<float *>(dense.get());
      for (int64_t i = 0; i < positions; ++i)
        std::memcpy(to + i * size, dy + i * outputs + c * chunk,
                    size * sizeof(float));
      dy = to;
    }
    std::shared_ptr<char> weights = allocateBuffer(prim.ownBytes);
    if (!weights ||
        !execute(library, prim.conv,
                 {{DNNL_ARG_SRC, &prim.data, lhs.getRawData()},
                  {DNNL_ARG_DIFF_DST, &prim.other, dy},
                  {DNNL_ARG_DIFF_WEIGHTS, &prim.own, weights.get()}}) ||
        !execute(library, prim.reorder,
                 {{DNNL_ARG_FROM, &prim.own, weights.get()},
                  {DNNL_ARG_TO, &prim.user,
                   result.mutableData<float>() + c * chunk * resultStep}}))
      ok = false;
  });
  return ok;
}

} // namespace

bool convolution(const Tensor &lhs, const Tensor &rhs,
                 const ConvolutionParams &p, Tensor &result) {
  const Library &library = getLibrary();
  const stablehlo::ConvDimensions &d = p.dims;
  size_t spatialRank = d.inputSpatial.size();
  if (!library.loaded || spatialRank < 1 || spatialRank > 3 ||
      lhs.getElementType() != ElementType::F32 ||
      rhs.getElementType() != ElementType::F32 ||
      result.getElementType() != ElementType::F32 || p.batchGroupCount != 1 ||
      llvm::any_of(p.lhsDilation, [](int64_t v) { return v != 1; }) ||
      llvm::any_of(p.padding, [](std::pair<int64_t, int64_t> pad) {
        return pad.first < 0 || pad.second < 0;
      }))
    return false;
  // Multiply-adds: every result element sums kernel elements x input
  // features of its group.
  int64_t work = result.getNumElements() * rhs.getNumElements() /
                 std::max<int64_t>(1, rhs.getShape()[d.kernelOutputFeature]);
  if (work < minConvolutionProduct || result.getNumElements() == 0)
    return false;
  bool weightGradient =
      p.featureGroupCount == 1 &&
      lhs.getShape()[d.inputBatch] > rhs.getShape()[d.kernelInputFeature] &&
      llvm::none_of(p.windowReversal, [](bool r) { return r; });
  if (weightGradient)
    return runWeightGradient(library, lhs, rhs, p, result);
  return runForward(library, lhs, rhs, p, result);
}

} // namespace hlokit::interpreter::onednn
