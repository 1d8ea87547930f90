//===- LiteralConvolution.cpp - spec-literal convolution ------------------===//
//
// Follows the spec's semantics section line by line. One reading is needed:
// the spec slices each window up to `lhs_window_start +
// lhs_window_dimensions` with stride `lhs_window_dilations`, which keeps
// every window element only when the window dilation is 1; the window
// spans (size - 1) * dilation + 1 padded elements, and that is the limit
// used here (the result shape in C25 counts windows of that span).
//
//===----------------------------------------------------------------------===//

#include "LiteralConvolution.h"

#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Math/Conversion.h"

#include <complex>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter::literal {

namespace {

using C = std::complex<double>;

/// Part `i` of `parts` equal parts of `tensor` along `dim` (the spec's
/// split).
Tensor part(const Tensor &tensor, int64_t dim, int64_t parts, int64_t i) {
  SmallVector<int64_t> start(tensor.getRank(), 0);
  SmallVector<int64_t> limit(tensor.getShape());
  SmallVector<int64_t> strides(tensor.getRank(), 1);
  int64_t size = tensor.getShape()[dim] / parts;
  start[dim] = i * size;
  limit[dim] = (i + 1) * size;
  return llvm::cantFail(slice(tensor, start, limit, strides));
}

/// C25 for one spatial dimension, as the spec writes it.
int64_t numWindows(int64_t lhsSize, int64_t rhsSize,
                   std::pair<int64_t, int64_t> padding, int64_t stride,
                   int64_t lhsDilation, int64_t rhsDilation) {
  int64_t dilatedInput = lhsSize == 0 ? 0 : (lhsSize - 1) * lhsDilation + 1;
  int64_t paddedInput = padding.first + dilatedInput + padding.second;
  int64_t dilatedWindow = rhsSize == 0 ? 0 : (rhsSize - 1) * rhsDilation + 1;
  bool isEmptyWindow = paddedInput <= 0 || dilatedWindow > paddedInput;
  return isEmptyWindow ? 0 : (paddedInput - dilatedWindow) / stride + 1;
}

SmallVector<int64_t> unravel(int64_t index, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> result(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    result[d] = index % shape[d];
    index /= shape[d];
  }
  return result;
}

int64_t product(ArrayRef<int64_t> shape) {
  int64_t p = 1;
  for (int64_t s : shape)
    p *= s;
  return p;
}

/// feature_group_count = batch_group_count = 1, in complex<double>.
Tensor ungrouped(const Tensor &lhs, const Tensor &rhs,
                 const ConvolutionParams &p) {
  const stablehlo::ConvDimensions &dims = p.dims;
  int64_t rank = lhs.getRank(), spatialRank = rank - 2;
  ArrayRef<int64_t> ls = lhs.getShape(), rs = rhs.getShape();

  SmallVector<int64_t> resultShape(rank);
  resultShape[dims.outputBatch] = ls[dims.inputBatch];
  resultShape[dims.outputFeature] = rs[dims.kernelOutputFeature];
  SmallVector<int64_t> spatialShape;
  for (int64_t i = 0; i < spatialRank; ++i) {
    int64_t n = numWindows(ls[dims.inputSpatial[i]], rs[dims.kernelSpatial[i]],
                           p.padding[i], p.windowStrides[i], p.lhsDilation[i],
                           p.rhsDilation[i]);
    resultShape[dims.outputSpatial[i]] = n;
    spatialShape.push_back(n);
  }
  Tensor result = llvm::cantFail(Tensor::zeros(ElementType::C128, resultShape));

  // padded_lhs = pad(lhs, 0, lhs_padding[:, 0], lhs_padding[:, 1],
  //                  lhs_base_dilations - 1)
  SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
  for (int64_t i = 0; i < spatialRank; ++i) {
    low[dims.inputSpatial[i]] = p.padding[i].first;
    high[dims.inputSpatial[i]] = p.padding[i].second;
    interior[dims.inputSpatial[i]] = p.lhsDilation[i] - 1;
  }
  Tensor zero = llvm::cantFail(Tensor::zeros(ElementType::C128, {}));
  Tensor padded = llvm::cantFail(pad(lhs, zero, low, high, interior));

  SmallVector<int64_t> reversedDims;
  for (int64_t i = 0; i < spatialRank; ++i)
    if (p.windowReversal[i])
      reversedDims.push_back(dims.inputSpatial[i]);

  for (int64_t w = 0; w < product(spatialShape); ++w) {
    SmallVector<int64_t> outputSpatialIndex = unravel(w, spatialShape);
    // lhs_window = slice(padded_lhs, lhs_window_start, ..., dilations)
    SmallVector<int64_t> start(rank, 0), limit(padded.getShape()),
        strides(rank, 1);
    for (int64_t i = 0; i < spatialRank; ++i) {
      int64_t d = dims.inputSpatial[i];
      start[d] = outputSpatialIndex[i] * p.windowStrides[i];
      limit[d] =
          start[d] + (rs[dims.kernelSpatial[i]] - 1) * p.rhsDilation[i] + 1;
      strides[d] = p.rhsDilation[i];
    }
    Tensor window = llvm::cantFail(slice(padded, start, limit, strides));
    Tensor reversed = llvm::cantFail(reverse(window, reversedDims));
    // dot_general contracting spatial + feature dims with the kernel's.
    SmallVector<int64_t> kernelShape;
    for (int64_t i = 0; i < spatialRank; ++i)
      kernelShape.push_back(rs[dims.kernelSpatial[i]]);
    kernelShape.push_back(rs[dims.kernelInputFeature]);
    for (int64_t b = 0; b < ls[dims.inputBatch]; ++b) {
      for (int64_t o = 0; o < rs[dims.kernelOutputFeature]; ++o) {
        C sum = 0;
        for (int64_t k = 0; k < product(kernelShape); ++k) {
          SmallVector<int64_t> kernelIndex = unravel(k, kernelShape);
          SmallVector<int64_t> li(rank), ri(rank);
          li[dims.inputBatch] = b;
          li[dims.inputFeature] = kernelIndex[spatialRank];
          ri[dims.kernelOutputFeature] = o;
          ri[dims.kernelInputFeature] = kernelIndex[spatialRank];
          for (int64_t i = 0; i < spatialRank; ++i) {
            li[dims.inputSpatial[i]] = kernelIndex[i];
            ri[dims.kernelSpatial[i]] = kernelIndex[i];
          }
          sum += reversed.at<C>(li) * rhs.at<C>(ri);
        }
        SmallVector<int64_t> index(rank);
        index[dims.outputBatch] = b;
        index[dims.outputFeature] = o;
        for (int64_t i = 0; i < spatialRank; ++i)
          index[dims.outputSpatial[i]] = outputSpatialIndex[i];
        result.mutableData<C>()[result.getLinearIndex(index)] = sum;
      }
    }
  }
  return result;
}

Tensor grouped(const Tensor &lhs, const Tensor &rhs,
               const ConvolutionParams &p) {
  // lhses = split(lhs, count, dim); rhses = split(rhs, count,
  // kernel_output_feature_dimension); result = concatenate(results,
  // output_feature_dimension)
  bool byFeature = p.featureGroupCount > 1;
  if (!byFeature && p.batchGroupCount == 1)
    return ungrouped(lhs, rhs, p);
  int64_t count = byFeature ? p.featureGroupCount : p.batchGroupCount;
  int64_t lhsDim = byFeature ? p.dims.inputFeature : p.dims.inputBatch;
  ConvolutionParams single = p;
  single.featureGroupCount = single.batchGroupCount = 1;
  SmallVector<Tensor> results;
  for (int64_t g = 0; g < count; ++g)
    results.push_back(ungrouped(part(lhs, lhsDim, count, g),
                                part(rhs, p.dims.kernelOutputFeature, count, g),
                                single));
  return llvm::cantFail(concatenate(results, p.dims.outputFeature));
}

} // namespace

llvm::Expected<Tensor> convolution(const Tensor &lhs, const Tensor &rhs,
                                   const ConvolutionParams &params) {
  llvm::Expected<Tensor> l = convert(lhs, ElementType::C128);
  if (!l)
    return l;
  llvm::Expected<Tensor> r = convert(rhs, ElementType::C128);
  if (!r)
    return r;
  return convert(grouped(*l, *r, params), lhs.getElementType());
}

} // namespace hlokit::interpreter::literal
