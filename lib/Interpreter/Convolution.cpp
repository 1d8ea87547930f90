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
// dotGeneral multiplies them: OpenBLAS GEMM for floats, the exact wrapping
// loop for integers. The [G, rows, features/G] product is then permuted to
// the result layout.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Convolution.h"

#include "hlokit/Interpreter/DotGeneral.h"
#include "hlokit/Interpreter/ShapeKernels.h"
#include "hlokit/Support/Parallel.h"

#include <cstring>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter {

namespace {

int64_t product(ArrayRef<int64_t> values) {
  int64_t p = 1;
  for (int64_t v : values)
    p *= v;
  return p;
}

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

/// Fills `patches` ([G, batch, windows..., window elements..., features])
/// from `lhs` in canonical layout; entries reading padding stay zero.
void fillPatches(const Tensor &lhs, Tensor &patches, const Im2colShape &s,
                 const ConvolutionParams &params) {
  int64_t spatialRank = static_cast<int64_t>(s.windows.size());
  ArrayRef<int64_t> lhsShape = lhs.getShape();
  SmallVector<SmallVector<int64_t>> sources;
  for (int64_t i = 0; i < spatialRank; ++i)
    sources.push_back(getSourceIndices(
        lhsShape[1 + i], s.windowSizes[i], s.windows[i],
        params.windowStrides[i], params.padding[i].first, params.lhsDilation[i],
        params.rhsDilation[i], params.windowReversal[i]));
  SmallVector<int64_t> windowIndices = enumerateIndices(s.windows);
  SmallVector<int64_t> elementIndices = enumerateIndices(s.windowSizes);
  int64_t numWindows = product(s.windows);
  int64_t numElements = product(s.windowSizes);
  SmallVector<int64_t> strides = getStrides(lhsShape);
  int64_t bytes = getElementByteSize(lhs.getElementType());
  int64_t runBytes = s.inputFeatures * bytes;
  const char *src = lhs.getRawData();
  char *patchData = patches.getRawMutableData();
  // Row (g, b, w) of the patch matrix: window w of batch b in group g.
  auto fillRow = [&](int64_t row) {
    int64_t w = row % numWindows;
    int64_t b = (row / numWindows) % s.batch;
    int64_t g = row / (numWindows * s.batch);
    int64_t batchOffset = params.batchGroupCount > 1 ? g * s.batch : 0;
    int64_t featureOffset =
        params.featureGroupCount > 1 ? g * s.inputFeatures : 0;
    int64_t base = (batchOffset + b) * strides[0] +
                   featureOffset * strides[spatialRank + 1];
    const int64_t *window = windowIndices.data() + w * spatialRank;
    char *dst = patchData + row * numElements * runBytes;
    for (int64_t e = 0; e < numElements; ++e, dst += runBytes) {
      const int64_t *element = elementIndices.data() + e * spatialRank;
      int64_t offset = base;
      bool inside = true;
      for (int64_t i = 0; i < spatialRank && inside; ++i) {
        int64_t source = sources[i][window[i] * s.windowSizes[i] + element[i]];
        inside = source >= 0;
        offset += source * strides[1 + i];
      }
      if (inside)
        std::memcpy(dst, src + offset * bytes, runBytes);
    }
  };
  int64_t rowElements = std::max<int64_t>(1, numElements * s.inputFeatures);
  parallelFor(s.groups * s.batch * numWindows,
              std::max<int64_t>(1, elementGrain / rowElements),
              [&](int64_t begin, int64_t end) {
                for (int64_t row = begin; row < end; ++row)
                  fillRow(row);
              });
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

llvm::Expected<Tensor> convolution(const Tensor &lhsIn, const Tensor &rhsIn,
                                   const ConvolutionParams &params,
                                   std::optional<ElementType> resultType) {
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

  SmallVector<int64_t> resultShape =
      getConvolutionShape(lhsIn.getShape(), rhsIn.getShape(), params);
  Im2colShape s;
  s.groups = std::max(params.featureGroupCount, params.batchGroupCount);
  s.batch = resultShape[dims.outputBatch];
  s.inputFeatures = rhs->getShape()[spatialRank];
  for (int64_t i = 0; i < spatialRank; ++i) {
    s.windows.push_back(resultShape[dims.outputSpatial[i]]);
    s.windowSizes.push_back(rhs->getShape()[i]);
  }
  int64_t outputFeatures = resultShape[dims.outputFeature];
  int64_t rows = s.batch * product(s.windows);
  int64_t depth = product(s.windowSizes) * s.inputFeatures;

  llvm::Expected<Tensor> patches =
      Tensor::zeros(lhs->getElementType(), {s.groups, rows, depth});
  if (!patches)
    return patches;
  fillPatches(*lhs, *patches, s, params);
  // The kernel as [depth, G, features per group]: output feature g * Og + j
  // belongs to group g.
  Tensor kernel = rhs->reshaped({depth, s.groups, outputFeatures / s.groups});
  llvm::Expected<Tensor> grouped =
      dotGeneral(*patches, kernel, DotDims{{0}, {1}, {2}, {0}},
                 resultType.value_or(lhsIn.getElementType()));
  if (!grouped)
    return grouped;

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
  SmallVector<int64_t> toResult(lhsIn.getRank());
  toResult[dims.outputBatch] = 0;
  for (auto [i, d] : llvm::enumerate(dims.outputSpatial))
    toResult[d] = 1 + static_cast<int64_t>(i);
  toResult[dims.outputFeature] = spatialRank + 1;
  return permuted(canonical->reshaped(canonicalShape), toResult);
}

} // namespace hlokit::interpreter
