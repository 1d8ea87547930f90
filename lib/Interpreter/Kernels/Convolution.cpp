//===- Convolution.cpp - the convolution kernel (im2col + GEMM) -----------===//
//
// Operands are first brought to a canonical layout: lhs as [batch,
// spatial..., feature] and rhs as [spatial..., input feature, output
// feature]. Each group (feature or batch group; the spec allows only one
// kind at a time) is then one matrix product:
//
//   patches[g] : [batch/bgc * windows, window elements * input features]
//   kernel[g]  : [window elements * input features, output features / G]
//
// where row r of patches[g] holds the lhs elements window r reads (zero in
// padding and in the holes of lhs dilation, reversed where the window is).
// dotGeneral multiplies them: GEMM for floats (OpenBLAS's or oneDNN's), the
// exact wrapping loop for integers. Large f32 convolutions of the shapes
// oneDNN's direct kernels take run there instead (OneDnnConvolution.cpp). The
// rows are filled and multiplied in blocks of about 512 KiB of patches (blocks
// over the pool, cut by shape alone), so the patch matrix is never written to
// memory whole. The [G, rows, features/G] product is then permuted to the
// result layout.
//
// A single-group convolution whose batch is longer than its input features
// (the weight gradient of a convolution: the forward batch is contracted)
// uses the transposed patch matrix instead, with lhs as [feature,
// spatial..., batch], so that each copied run is a batch row:
//
//   patchesT : [input features * window elements, windows * batch]
//   kernel   : [input features * window elements, output features]
//
// and patchesT^T * kernel (a BLAS transpose flag, no copy) is [windows...,
// batch, output features].
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/Convolution.h"

#include "Backends/OneDnn.h"

#include "hlokit/Interpreter/Kernels/DotGeneral.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Support/Parallel.h"
#include "hlokit/Support/Product.h"

#include <cstring>
#include <mutex>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter {

namespace {

/// `tensor` with its dimensions permuted, shared when the order is kept.
llvm::Expected<Tensor> permuted(const Tensor &tensor,
                                ArrayRef<int64_t> permutation) {
  for (auto [i, p] : llvm::enumerate(permutation))
    if (static_cast<int64_t>(i) != p)
      return transpose(tensor, permutation);
  return tensor;
}

/// For one spatial dimension: entry [y * windowSize + k] is the lhs index
/// element k of window y reads, or -1 when it reads padding or a hole that
/// lhs dilation leaves.
SmallVector<int64_t> getSourceIndices(int64_t inputSize, int64_t windowSize,
                                      int64_t numWindows, int64_t stride,
                                      int64_t paddingLow, int64_t lhsDilation,
                                      int64_t rhsDilation, bool reversed) {
  SmallVector<int64_t> sources(numWindows * windowSize, -1);
  for (int64_t y = 0; y < numWindows; ++y) {
    for (int64_t k = 0; k < windowSize; ++k) {
      // A reversed window pairs kernel element k with window element K-1-k.
      int64_t element = reversed ? windowSize - 1 - k : k;
      int64_t dilated = y * stride + element * rhsDilation - paddingLow;
      if (dilated >= 0 && dilated % lhsDilation == 0 &&
          dilated / lhsDilation < inputSize)
        sources[y * windowSize + k] = dilated / lhsDilation;
    }
  }
  return sources;
}

/// The multi-indices of a row-major iteration over `shape`, flattened.
SmallVector<int64_t> enumerateIndices(ArrayRef<int64_t> shape) {
  int64_t rank = static_cast<int64_t>(shape.size());
  int64_t count = product(shape);
  SmallVector<int64_t> indices(count * rank);
  SmallVector<int64_t> index(rank, 0);
  for (int64_t n = 0; n < count; ++n) {
    llvm::copy(index, indices.begin() + n * rank);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
  }
  return indices;
}

/// The sizes the im2col layout is built from.
struct Im2colShape {
  int64_t groups;        // G = max(feature_group_count, batch_group_count)
  int64_t batch;         // result batch size
  int64_t inputFeatures; // kernel input features per group
  SmallVector<int64_t> windows;     // result spatial sizes
  SmallVector<int64_t> windowSizes; // kernel spatial sizes
};

/// Where each kernel element of each window reads in the lhs's spatial
/// dimensions, for both patch layouts.
class WindowSources {
public:
  WindowSources(ArrayRef<int64_t> inputSizes, const Im2colShape &s,
                const ConvolutionParams &params)
      : windowSizes(s.windowSizes), windowIndices(enumerateIndices(s.windows)),
        elementIndices(enumerateIndices(s.windowSizes)),
        numWindows(product(s.windows)), numElements(product(s.windowSizes)) {
    for (auto [i, size] : llvm::enumerate(inputSizes))
      sources.push_back(getSourceIndices(
          size, s.windowSizes[i], s.windows[i], params.windowStrides[i],
          params.padding[i].first, params.lhsDilation[i], params.rhsDilation[i],
          params.windowReversal[i]));
  }

  /// The offset, through `spatialStrides`, of the lhs element that kernel
  /// element `e` of window `w` reads, or -1 for padding and dilation holes.
  int64_t offset(int64_t w, int64_t e, ArrayRef<int64_t> spatialStrides) const {
    const int64_t *window = windowIndices.data() + w * sources.size();
    const int64_t *element = elementIndices.data() + e * sources.size();
    int64_t offset = 0;
    for (size_t i = 0; i < sources.size(); ++i) {
      int64_t source = sources[i][window[i] * windowSizes[i] + element[i]];
      if (source < 0)
        return -1;
      offset += source * spatialStrides[i];
    }
    return offset;
  }

  ArrayRef<int64_t> windowSizes;
  SmallVector<SmallVector<int64_t>> sources;
  SmallVector<int64_t> windowIndices, elementIndices;
  int64_t numWindows, numElements;
};

/// Fills `patches` with rows [begin, end) of the patch matrix [G, batch,
/// windows..., window elements..., features] of `lhs` in canonical layout;
/// entries reading padding are zero.
void fillPatchRows(const Tensor &lhs, int64_t begin, int64_t end,
                   Tensor &patches, const Im2colShape &s,
                   const WindowSources &sources,
                   const ConvolutionParams &params) {
  int64_t spatialRank = static_cast<int64_t>(s.windows.size());
  ArrayRef<int64_t> lhsShape = lhs.getShape();
  SmallVector<int64_t> strides = getStrides(lhsShape);
  ArrayRef<int64_t> spatialStrides = ArrayRef(strides).slice(1, spatialRank);
  int64_t bytes = getElementByteSize(lhs.getElementType());
  int64_t runBytes = s.inputFeatures * bytes;
  const char *src = lhs.getRawData();
  char *dst = patches.getRawMutableData();
  // Row (g, b, w) of the patch matrix: window w of batch b in group g.
  for (int64_t row = begin; row < end; ++row) {
    int64_t w = row % sources.numWindows;
    int64_t b = (row / sources.numWindows) % s.batch;
    int64_t g = row / (sources.numWindows * s.batch);
    int64_t batchOffset = params.batchGroupCount > 1 ? g * s.batch : 0;
    int64_t featureOffset =
        params.featureGroupCount > 1 ? g * s.inputFeatures : 0;
    int64_t base = (batchOffset + b) * strides[0] +
                   featureOffset * strides[spatialRank + 1];
    for (int64_t e = 0; e < sources.numElements; ++e, dst += runBytes) {
      int64_t offset = sources.offset(w, e, spatialStrides);
      if (offset >= 0)
        std::memcpy(dst, src + (base + offset) * bytes, runBytes);
      else
        std::memset(dst, 0, runBytes);
    }
  }
}

/// Patch rows per block of the canonical im2col: about 512 KiB of patches,
/// which stay in cache between being written and being multiplied. Depends
/// on the shape only, so the blocks (and the bits) are the same on any
/// thread count.
int64_t getPatchBlockRows(int64_t depth, int64_t bytes) {
  return std::max<int64_t>(1, (int64_t(512) << 10) /
                                  std::max<int64_t>(1, depth * bytes));
}

/// Columns [w0 * batch, w1 * batch) of the transposed patch matrix of a
/// single-group convolution whose lhs is [features, spatial..., batch], as
/// the [features * window elements, (w1 - w0) * batch] matrix `patches`:
/// row (c, e) holds, for every window w in [w0, w1) in row-major order, the
/// `batch` lhs elements that kernel element e of w reads at input feature c
/// (zero in padding); every entry is written. Each window contributes one
/// contiguous run of the batch dimension.
void fillBatchInnerPatches(const Tensor &lhs, Tensor &patches,
                           const Im2colShape &s, const WindowSources &sources,
                           int64_t w0, int64_t w1) {
  int64_t spatialRank = static_cast<int64_t>(s.windows.size());
  SmallVector<int64_t> strides = getStrides(lhs.getShape());
  ArrayRef<int64_t> spatialStrides = ArrayRef(strides).slice(1, spatialRank);
  int64_t bytes = getElementByteSize(lhs.getElementType());
  int64_t runBytes = s.batch * bytes;
  const char *src = lhs.getRawData();
  char *dst = patches.getRawMutableData();
  for (int64_t row = 0; row < s.inputFeatures * sources.numElements; ++row) {
    int64_t e = row % sources.numElements;
    int64_t c = row / sources.numElements;
    for (int64_t w = w0; w < w1; ++w, dst += runBytes) {
      int64_t offset = sources.offset(w, e, spatialStrides);
      if (offset >= 0)
        std::memcpy(dst, src + (c * strides[0] + offset) * bytes, runBytes);
      else
        std::memset(dst, 0, runBytes);
    }
  }
}

/// Windows per block of the batch-inner im2col: at least 128 result rows
/// (windows * batch), so that each block's product runs at full speed, and
/// about 512 KiB of patches when that is more. Depends on the shape only.
int64_t getBatchInnerBlockWindows(int64_t depth, int64_t batch, int64_t bytes) {
  int64_t columns = std::max<int64_t>(
      128, (int64_t(512) << 10) / std::max<int64_t>(1, depth * bytes));
  return std::max<int64_t>(1,
                           (columns + batch - 1) / std::max<int64_t>(1, batch));
}

/// The sizes of a convolution's im2col product.
Im2colShape getIm2colShape(ArrayRef<int64_t> resultShape,
                           ArrayRef<int64_t> rhsShape,
                           const ConvolutionParams &params) {
  const stablehlo::ConvDimensions &dims = params.dims;
  Im2colShape s;
  s.groups = std::max(params.featureGroupCount, params.batchGroupCount);
  s.batch = resultShape[dims.outputBatch];
  s.inputFeatures = rhsShape[dims.kernelInputFeature];
  for (auto [i, outputDim] : llvm::enumerate(dims.outputSpatial)) {
    s.windows.push_back(resultShape[outputDim]);
    s.windowSizes.push_back(rhsShape[dims.kernelSpatial[i]]);
  }
  return s;
}

/// The permutation from a computed result, whose batch, first spatial and
/// feature dimensions are at `batchAt`, `spatialAt` and `featureAt`, to the
/// result layout.
SmallVector<int64_t> toResultOrder(const stablehlo::ConvDimensions &dims,
                                   int64_t batchAt, int64_t spatialAt,
                                   int64_t featureAt) {
  SmallVector<int64_t> order(dims.outputSpatial.size() + 2);
  order[dims.outputBatch] = batchAt;
  for (auto [i, d] : llvm::enumerate(dims.outputSpatial))
    order[d] = spatialAt + static_cast<int64_t>(i);
  order[dims.outputFeature] = featureAt;
  return order;
}

/// The canonical layout's im2col: lhs as [batch, spatial..., feature], one
/// patch row per (group, batch, window), runs of input features.
llvm::Expected<Tensor>
convolutionFeatureInner(const Tensor &lhsIn, const Tensor &rhsIn,
                        const ConvolutionParams &params, const Im2colShape &s,
                        int64_t outputFeatures, ElementType resultType) {
  const stablehlo::ConvDimensions &dims = params.dims;
  int64_t spatialRank = lhsIn.getRank() - 2;
  SmallVector<int64_t> lhsOrder{dims.inputBatch};
  llvm::append_range(lhsOrder, dims.inputSpatial);
  lhsOrder.push_back(dims.inputFeature);
  SmallVector<int64_t> rhsOrder(dims.kernelSpatial);
  rhsOrder.push_back(dims.kernelInputFeature);
  rhsOrder.push_back(dims.kernelOutputFeature);
  llvm::Expected<Tensor> lhs = permuted(lhsIn, lhsOrder);
  if (!lhs)
    return lhs;
  llvm::Expected<Tensor> rhs = permuted(rhsIn, rhsOrder);
  if (!rhs)
    return rhs;

  int64_t rows = s.batch * product(s.windows);
  int64_t depth = product(s.windowSizes) * s.inputFeatures;
  int64_t groupFeatures = outputFeatures / s.groups;
  ElementType type = lhsIn.getElementType();
  // The kernel as [G, depth, features per group]: output feature g * Og + j
  // belongs to group g.
  llvm::Expected<Tensor> kernels =
      permuted(rhs->reshaped({depth, s.groups, groupFeatures}), {1, 0, 2});
  if (!kernels)
    return kernels;
  llvm::Expected<Tensor> grouped =
      Tensor::allocate(resultType, {s.groups, rows, groupFeatures});
  if (!grouped)
    return grouped;

  // Blocks of patch rows within one group, each filled and multiplied by
  // its group's kernel before the next, so the patch matrix is never in
  // memory whole.
  WindowSources sources(lhs->getShape().slice(1, spatialRank), s, params);
  int64_t blockRows = getPatchBlockRows(depth, getElementByteSize(type));
  int64_t blocksPerGroup = (rows + blockRows - 1) / blockRows;
  int64_t resultRowBytes = groupFeatures * getElementByteSize(resultType);
  std::mutex errorMutex;
  llvm::Error error = llvm::Error::success();
  forEachBlock(s.groups * blocksPerGroup, [&](int64_t block) {
    int64_t g = block / blocksPerGroup;
    int64_t begin = (block % blocksPerGroup) * blockRows;
    int64_t end = std::min(rows, begin + blockRows);
    llvm::Expected<Tensor> product = [&]() -> llvm::Expected<Tensor> {
      llvm::Expected<Tensor> patches =
          Tensor::allocate(type, {end - begin, depth});
      if (!patches)
        return patches;
      fillPatchRows(*lhs, g * rows + begin, g * rows + end, *patches, s,
                    sources, params);
      Tensor kernel =
          kernels->view(g * depth * groupFeatures, depth * groupFeatures)
              .reshaped({depth, groupFeatures});
      return dotGeneral(*patches, kernel, DotDims{{}, {}, {1}, {0}}, resultType,
                        s.groups * blocksPerGroup);
    }();
    if (!product) {
      std::lock_guard<std::mutex> lock(errorMutex);
      error = llvm::joinErrors(std::move(error), product.takeError());
      return;
    }
    std::memcpy(grouped->getRawMutableData() +
                    (g * rows + begin) * resultRowBytes,
                product->getRawData(), product->getByteSize());
  });
  if (error)
    return error;

  // [G, batch, windows..., Og] -> [batch, windows..., G, Og] = canonical
  // [batch, windows..., features] -> the result layout.
  SmallVector<int64_t> groupedShape{s.groups, s.batch};
  llvm::append_range(groupedShape, s.windows);
  groupedShape.push_back(outputFeatures / s.groups);
  SmallVector<int64_t> groupsLast;
  for (int64_t d = 1; d <= spatialRank + 1; ++d)
    groupsLast.push_back(d);
  groupsLast.append({0, spatialRank + 2});
  // A single group is already in canonical order.
  llvm::Expected<Tensor> canonical =
      s.groups == 1 ? *grouped
                    : permuted(grouped->reshaped(groupedShape), groupsLast);
  if (!canonical)
    return canonical;
  SmallVector<int64_t> canonicalShape{s.batch};
  llvm::append_range(canonicalShape, s.windows);
  canonicalShape.push_back(outputFeatures);
  return permuted(canonical->reshaped(canonicalShape),
                  toResultOrder(dims, 0, 1, spatialRank + 1));
}

/// The im2col with the batch innermost, for single-group convolutions whose
/// batch is longer than their input features: a weight gradient, where the
/// forward pass's features are the batch and its batch the contracted
/// features. lhs as [feature, spatial..., batch] and rhs as [input feature,
/// spatial..., output feature] (both the layouts of such a gradient, so no
/// copies), the transposed patch matrix [features * window elements,
/// windows * batch] times the kernel, with BLAS's transpose flag, gives
/// [windows..., batch, output features].
llvm::Expected<Tensor>
convolutionBatchInner(const Tensor &lhsIn, const Tensor &rhsIn,
                      const ConvolutionParams &params, const Im2colShape &s,
                      int64_t outputFeatures, ElementType resultType) {
  const stablehlo::ConvDimensions &dims = params.dims;
  int64_t spatialRank = lhsIn.getRank() - 2;
  SmallVector<int64_t> lhsOrder{dims.inputFeature};
  llvm::append_range(lhsOrder, dims.inputSpatial);
  lhsOrder.push_back(dims.inputBatch);
  SmallVector<int64_t> rhsOrder{dims.kernelInputFeature};
  llvm::append_range(rhsOrder, dims.kernelSpatial);
  rhsOrder.push_back(dims.kernelOutputFeature);
  llvm::Expected<Tensor> lhs = permuted(lhsIn, lhsOrder);
  if (!lhs)
    return lhs;
  llvm::Expected<Tensor> rhs = permuted(rhsIn, rhsOrder);
  if (!rhs)
    return rhs;

  int64_t depth = s.inputFeatures * product(s.windowSizes);
  int64_t numWindows = product(s.windows);
  ElementType type = lhs->getElementType();
  llvm::Expected<Tensor> computed =
      Tensor::allocate(resultType, {numWindows * s.batch, outputFeatures});
  if (!computed)
    return computed;
  Tensor kernel = rhs->reshaped({depth, outputFeatures});

  // Blocks of windows, each filled and multiplied before the next, so the
  // patch matrix is never in memory whole; each block's patches are dense,
  // which oneDNN's kernels need.
  WindowSources sources(lhs->getShape().slice(1, spatialRank), s, params);
  int64_t blockWindows =
      getBatchInnerBlockWindows(depth, s.batch, getElementByteSize(type));
  int64_t numBlocks = (numWindows + blockWindows - 1) / blockWindows;
  int64_t resultRowBytes = outputFeatures * getElementByteSize(resultType);
  std::mutex errorMutex;
  llvm::Error error = llvm::Error::success();
  forEachBlock(numBlocks, [&](int64_t block) {
    int64_t w0 = block * blockWindows;
    int64_t w1 = std::min(numWindows, w0 + blockWindows);
    llvm::Expected<Tensor> product = [&]() -> llvm::Expected<Tensor> {
      llvm::Expected<Tensor> patches =
          Tensor::allocate(type, {depth, (w1 - w0) * s.batch});
      if (!patches)
        return patches;
      fillBatchInnerPatches(*lhs, *patches, s, sources, w0, w1);
      return dotGeneral(*patches, kernel, DotDims{{}, {}, {0}, {0}}, resultType,
                        numBlocks);
    }();
    if (!product) {
      std::lock_guard<std::mutex> lock(errorMutex);
      error = llvm::joinErrors(std::move(error), product.takeError());
      return;
    }
    std::memcpy(computed->getRawMutableData() + w0 * s.batch * resultRowBytes,
                product->getRawData(), product->getByteSize());
  });
  if (error)
    return error;
  SmallVector<int64_t> computedShape(s.windows);
  computedShape.append({s.batch, outputFeatures});
  return permuted(computed->reshaped(computedShape),
                  toResultOrder(dims, spatialRank, 0, spatialRank + 1));
}

} // namespace

ConvolutionParams ConvolutionParams::withDefaults(int64_t spatialRank) {
  ConvolutionParams params;
  params.windowStrides.assign(spatialRank, 1);
  params.padding.assign(spatialRank, {0, 0});
  params.lhsDilation.assign(spatialRank, 1);
  params.rhsDilation.assign(spatialRank, 1);
  params.windowReversal.assign(spatialRank, false);
  return params;
}

SmallVector<int64_t> getConvolutionShape(ArrayRef<int64_t> lhsShape,
                                         ArrayRef<int64_t> rhsShape,
                                         const ConvolutionParams &params) {
  const stablehlo::ConvDimensions &dims = params.dims;
  SmallVector<int64_t> shape(lhsShape.size());
  shape[dims.outputBatch] = lhsShape[dims.inputBatch] / params.batchGroupCount;
  shape[dims.outputFeature] = rhsShape[dims.kernelOutputFeature];
  for (auto [i, outputDim] : llvm::enumerate(dims.outputSpatial))
    shape[outputDim] = stablehlo::getConvNumWindows(
        lhsShape[dims.inputSpatial[i]], rhsShape[dims.kernelSpatial[i]],
        params.padding[i], params.windowStrides[i], params.lhsDilation[i],
        params.rhsDilation[i]);
  return shape;
}

llvm::Expected<Tensor>
convolutionIm2col(const Tensor &lhsIn, const Tensor &rhsIn,
                  const ConvolutionParams &params,
                  std::optional<ElementType> resultType) {
  SmallVector<int64_t> resultShape =
      getConvolutionShape(lhsIn.getShape(), rhsIn.getShape(), params);
  Im2colShape s = getIm2colShape(resultShape, rhsIn.getShape(), params);
  int64_t outputFeatures = resultShape[params.dims.outputFeature];
  ElementType type = resultType.value_or(lhsIn.getElementType());
  // Patch rows copy runs of whichever of batch and input features is
  // longer; the batch-inner layout has no groups to split.
  if (s.groups == 1 && s.batch > s.inputFeatures)
    return convolutionBatchInner(lhsIn, rhsIn, params, s, outputFeatures, type);
  return convolutionFeatureInner(lhsIn, rhsIn, params, s, outputFeatures, type);
}

llvm::Expected<Tensor> convolution(const Tensor &lhsIn, const Tensor &rhsIn,
                                   const ConvolutionParams &params,
                                   std::optional<ElementType> resultType) {
  ElementType type = resultType.value_or(lhsIn.getElementType());
  if (type == ElementType::F32 && lhsIn.getElementType() == ElementType::F32 &&
      rhsIn.getElementType() == ElementType::F32) {
    llvm::Expected<Tensor> result = Tensor::allocate(
        type, getConvolutionShape(lhsIn.getShape(), rhsIn.getShape(), params));
    if (!result)
      return result;
    if (onednn::convolution(lhsIn, rhsIn, params, *result))
      return result;
  }
  return convolutionIm2col(lhsIn, rhsIn, params, resultType);
}

} // namespace hlokit::interpreter
