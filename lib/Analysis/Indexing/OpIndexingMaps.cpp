//===- OpIndexingMaps.cpp - indexing maps of StableHLO ops ----------------===//

#include "hlokit/Analysis/Indexing/OpIndexingMaps.h"
#include "hlokit/Support/Product.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace hlokit::indexing {

namespace {

llvm::SmallVector<Interval> boundsOf(ArrayRef<int64_t> shape) {
  llvm::SmallVector<Interval> bounds;
  for (int64_t size : shape)
    bounds.push_back({0, size - 1});
  return bounds;
}

AffineExpr dim(unsigned position, MLIRContext *context) {
  return getAffineDimExpr(position, context);
}

AffineExpr symbol(unsigned position, MLIRContext *context) {
  return getAffineSymbolExpr(position, context);
}

/// A map without runtime variables over dims `dims` and range variables
/// `rangeVars`.
IndexingMap makeMap(llvm::SmallVector<Interval> dims,
                    llvm::SmallVector<Interval> rangeVars,
                    ArrayRef<AffineExpr> results, MLIRContext *context,
                    ArrayRef<IndexingMap::Constraint> constraints = {}) {
  AffineMap map =
      AffineMap::get(dims.size(), rangeVars.size(), results, context);
  return IndexingMap(map, std::move(dims), std::move(rangeVars), {},
                     constraints);
}

} // namespace

IndexingMap getIdentityMap(ArrayRef<int64_t> shape, MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  for (unsigned i = 0; i < shape.size(); ++i)
    results.push_back(dim(i, context));
  return makeMap(boundsOf(shape), {}, results, context);
}

IndexingMap getScalarOperandMap(ArrayRef<int64_t> outputShape,
                                MLIRContext *context) {
  return makeMap(boundsOf(outputShape), {}, {}, context);
}

IndexingMap getScalarToOutputMap(ArrayRef<int64_t> outputShape,
                                 MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  for (unsigned i = 0; i < outputShape.size(); ++i)
    results.push_back(symbol(i, context));
  return makeMap({}, boundsOf(outputShape), results, context);
}

IndexingMap getBroadcastOutputToInput(ArrayRef<int64_t> operandShape,
                                      ArrayRef<int64_t> resultShape,
                                      ArrayRef<int64_t> broadcastDims,
                                      MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  for (auto [size, resultDim] : llvm::zip_equal(operandShape, broadcastDims))
    results.push_back(size == 1 && resultShape[resultDim] != 1
                          ? getAffineConstantExpr(0, context)
                          : dim(resultDim, context));
  return makeMap(boundsOf(resultShape), {}, results, context);
}

IndexingMap getBroadcastInputToOutput(ArrayRef<int64_t> operandShape,
                                      ArrayRef<int64_t> resultShape,
                                      ArrayRef<int64_t> broadcastDims,
                                      MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<Interval> rangeVars;
  for (auto [resultDim, resultSize] : llvm::enumerate(resultShape)) {
    const int64_t *it = llvm::find(broadcastDims, (int64_t)resultDim);
    if (it != broadcastDims.end()) {
      unsigned operandDim = it - broadcastDims.begin();
      if (operandShape[operandDim] == resultSize) {
        results.push_back(dim(operandDim, context));
        continue;
      }
    }
    // Every index of this result dim reads the same operand element.
    results.push_back(symbol(rangeVars.size(), context));
    rangeVars.push_back({0, resultSize - 1});
  }
  return makeMap(boundsOf(operandShape), std::move(rangeVars), results,
                 context);
}

IndexingMap getTransposeOutputToInput(ArrayRef<int64_t> resultShape,
                                      ArrayRef<int64_t> permutation,
                                      MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results(permutation.size());
  for (auto [resultDim, operandDim] : llvm::enumerate(permutation))
    results[operandDim] = dim(resultDim, context);
  return makeMap(boundsOf(resultShape), {}, results, context);
}

IndexingMap getTransposeInputToOutput(ArrayRef<int64_t> operandShape,
                                      ArrayRef<int64_t> permutation,
                                      MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  for (int64_t operandDim : permutation)
    results.push_back(dim(operandDim, context));
  return makeMap(boundsOf(operandShape), {}, results, context);
}

IndexingMap getReverseMap(ArrayRef<int64_t> shape, ArrayRef<int64_t> dims,
                          MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  for (auto [i, size] : llvm::enumerate(shape)) {
    AffineExpr d = dim(i, context);
    results.push_back(llvm::is_contained(dims, (int64_t)i) ? -d + (size - 1)
                                                           : d);
  }
  return makeMap(boundsOf(shape), {}, results, context);
}

IndexingMap getReduceOutputToInput(ArrayRef<int64_t> operandShape,
                                   ArrayRef<int64_t> dims,
                                   MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<int64_t> resultShape;
  llvm::SmallVector<Interval> rangeVars;
  for (auto [i, size] : llvm::enumerate(operandShape)) {
    if (llvm::is_contained(dims, (int64_t)i)) {
      results.push_back(symbol(rangeVars.size(), context));
      rangeVars.push_back({0, size - 1});
    } else {
      results.push_back(dim(resultShape.size(), context));
      resultShape.push_back(size);
    }
  }
  return makeMap(boundsOf(resultShape), std::move(rangeVars), results, context);
}

IndexingMap getReduceInputToOutput(ArrayRef<int64_t> operandShape,
                                   ArrayRef<int64_t> dims,
                                   MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  for (unsigned i = 0; i < operandShape.size(); ++i)
    if (!llvm::is_contained(dims, (int64_t)i))
      results.push_back(dim(i, context));
  return makeMap(boundsOf(operandShape), {}, results, context);
}

IndexingMap getSliceOutputToInput(ArrayRef<int64_t> resultShape,
                                  ArrayRef<int64_t> start,
                                  ArrayRef<int64_t> strides,
                                  MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  for (unsigned i = 0; i < resultShape.size(); ++i)
    results.push_back(dim(i, context) * strides[i] + start[i]);
  return makeMap(boundsOf(resultShape), {}, results, context);
}

IndexingMap getSliceInputToOutput(ArrayRef<int64_t> resultShape,
                                  ArrayRef<int64_t> start,
                                  ArrayRef<int64_t> strides,
                                  MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<Interval> dims;
  llvm::SmallVector<IndexingMap::Constraint> constraints;
  for (unsigned i = 0; i < resultShape.size(); ++i) {
    // Only every strides[i]-th operand index from start[i] is read.
    dims.push_back({start[i], start[i] + (resultShape[i] - 1) * strides[i]});
    AffineExpr offset = dim(i, context) - start[i];
    results.push_back(strides[i] == 1 ? offset : offset.floorDiv(strides[i]));
    if (strides[i] != 1)
      constraints.push_back({offset % strides[i], Interval::point(0)});
  }
  return makeMap(std::move(dims), {}, results, context, constraints);
}

IndexingMap getReshapeMap(ArrayRef<int64_t> fromShape,
                          ArrayRef<int64_t> toShape, MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  if (product(fromShape) == 0) {
    // No element: the domain is empty (the constructor marks it so).
    results.assign(toShape.size(), getAffineConstantExpr(0, context));
    return makeMap(boundsOf(fromShape), {}, results, context);
  }
  // Row-major linear index of the `fromShape` index...
  AffineExpr linear;
  int64_t stride = product(fromShape);
  for (auto [i, size] : llvm::enumerate(fromShape)) {
    stride /= size;
    AffineExpr term = dim(i, context) * stride;
    linear = linear ? linear + term : term;
  }
  if (!linear)
    linear = getAffineConstantExpr(0, context);
  // ... split into the `toShape` index.
  stride = product(toShape);
  for (auto [i, size] : llvm::enumerate(toShape)) {
    stride /= size;
    AffineExpr result = stride == 1 ? linear : linear.floorDiv(stride);
    results.push_back(i == 0 ? result : result % size);
  }
  IndexingMap map = makeMap(boundsOf(fromShape), {}, results, context);
  // Size-1 dims stay variables, as in XLA.
  map.simplify(/*replacePoints=*/false);
  return map;
}

IndexingMap getConcatenateOutputToInput(ArrayRef<int64_t> resultShape,
                                        int64_t axis, int64_t offset,
                                        int64_t size, MLIRContext *context) {
  llvm::SmallVector<Interval> dims = boundsOf(resultShape);
  dims[axis] = {offset, offset + size - 1};
  llvm::SmallVector<AffineExpr> results;
  for (unsigned i = 0; i < resultShape.size(); ++i)
    results.push_back(i == axis ? dim(i, context) - offset : dim(i, context));
  return makeMap(std::move(dims), {}, results, context);
}

IndexingMap getConcatenateInputToOutput(ArrayRef<int64_t> operandShape,
                                        int64_t axis, int64_t offset,
                                        MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  for (unsigned i = 0; i < operandShape.size(); ++i)
    results.push_back(i == axis ? dim(i, context) + offset : dim(i, context));
  return makeMap(boundsOf(operandShape), {}, results, context);
}

namespace {

/// Dims of one dot operand that are neither batch nor contracting.
llvm::SmallVector<int64_t> freeDims(unsigned rank, ArrayRef<int64_t> batch,
                                    ArrayRef<int64_t> contracting) {
  llvm::SmallVector<int64_t> free;
  for (unsigned i = 0; i < rank; ++i)
    if (!llvm::is_contained(batch, (int64_t)i) &&
        !llvm::is_contained(contracting, (int64_t)i))
      free.push_back(i);
  return free;
}

} // namespace

IndexingMap getDotOutputToInput(ArrayRef<int64_t> lhsShape,
                                ArrayRef<int64_t> rhsShape,
                                const DotDimensions &dims, unsigned operand,
                                MLIRContext *context) {
  auto lhsFree = freeDims(lhsShape.size(), dims.lhsBatch, dims.lhsContracting);
  auto rhsFree = freeDims(rhsShape.size(), dims.rhsBatch, dims.rhsContracting);
  llvm::SmallVector<int64_t> resultShape;
  for (int64_t d : dims.lhsBatch)
    resultShape.push_back(lhsShape[d]);
  for (int64_t d : lhsFree)
    resultShape.push_back(lhsShape[d]);
  for (int64_t d : rhsFree)
    resultShape.push_back(rhsShape[d]);

  bool isLhs = operand == 0;
  ArrayRef<int64_t> shape = isLhs ? lhsShape : rhsShape;
  ArrayRef<int64_t> batch = isLhs ? dims.lhsBatch : dims.rhsBatch;
  ArrayRef<int64_t> contracting =
      isLhs ? dims.lhsContracting : dims.rhsContracting;
  ArrayRef<int64_t> free = isLhs ? lhsFree : rhsFree;
  // Free dims of this operand start after the batch dims (and lhs free dims).
  unsigned freeStart = batch.size() + (isLhs ? 0 : lhsFree.size());
  llvm::SmallVector<AffineExpr> results(shape.size());
  llvm::SmallVector<Interval> rangeVars;
  for (auto [i, d] : llvm::enumerate(batch))
    results[d] = dim(i, context);
  for (auto [i, d] : llvm::enumerate(contracting)) {
    results[d] = symbol(i, context);
    rangeVars.push_back({0, shape[d] - 1});
  }
  for (auto [i, d] : llvm::enumerate(free))
    results[d] = dim(freeStart + i, context);
  return makeMap(boundsOf(resultShape), std::move(rangeVars), results, context);
}

IndexingMap getDotInputToOutput(ArrayRef<int64_t> lhsShape,
                                ArrayRef<int64_t> rhsShape,
                                const DotDimensions &dims, unsigned operand,
                                MLIRContext *context) {
  auto lhsFree = freeDims(lhsShape.size(), dims.lhsBatch, dims.lhsContracting);
  auto rhsFree = freeDims(rhsShape.size(), dims.rhsBatch, dims.rhsContracting);
  bool isLhs = operand == 0;
  ArrayRef<int64_t> shape = isLhs ? lhsShape : rhsShape;
  ArrayRef<int64_t> otherShape = isLhs ? rhsShape : lhsShape;
  ArrayRef<int64_t> otherFree = isLhs ? rhsFree : lhsFree;
  llvm::SmallVector<Interval> rangeVars;
  llvm::SmallVector<AffineExpr> otherResults;
  for (int64_t d : otherFree) {
    otherResults.push_back(symbol(rangeVars.size(), context));
    rangeVars.push_back({0, otherShape[d] - 1});
  }
  llvm::SmallVector<AffineExpr> results;
  for (int64_t d : isLhs ? dims.lhsBatch : dims.rhsBatch)
    results.push_back(dim(d, context));
  llvm::SmallVector<AffineExpr> ownResults;
  for (int64_t d : isLhs ? lhsFree : rhsFree)
    ownResults.push_back(dim(d, context));
  llvm::append_range(results, isLhs ? ownResults : otherResults);
  llvm::append_range(results, isLhs ? otherResults : ownResults);
  return makeMap(boundsOf(shape), std::move(rangeVars), results, context);
}

IndexingMap getPadOutputToInput(ArrayRef<int64_t> operandShape,
                                ArrayRef<int64_t> resultShape,
                                ArrayRef<int64_t> low,
                                ArrayRef<int64_t> interior,
                                MLIRContext *context) {
  llvm::SmallVector<Interval> dims;
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<IndexingMap::Constraint> constraints;
  for (unsigned i = 0; i < operandShape.size(); ++i) {
    int64_t step = interior[i] + 1;
    // Result indices between the first and last operand element.
    dims.push_back(
        {std::max<int64_t>(low[i], 0),
         std::min(low[i] + (operandShape[i] - 1) * step, resultShape[i] - 1)});
    AffineExpr offset = dim(i, context) - low[i];
    results.push_back(step == 1 ? offset : offset.floorDiv(step));
    if (step != 1)
      constraints.push_back({offset % step, Interval::point(0)});
  }
  if (llvm::is_contained(operandShape, 0))
    dims.assign(dims.size(), Interval::empty());
  return makeMap(std::move(dims), {}, results, context, constraints);
}

IndexingMap getPadInputToOutput(ArrayRef<int64_t> operandShape,
                                ArrayRef<int64_t> resultShape,
                                ArrayRef<int64_t> low,
                                ArrayRef<int64_t> interior,
                                MLIRContext *context) {
  llvm::SmallVector<Interval> dims;
  llvm::SmallVector<AffineExpr> results;
  for (unsigned i = 0; i < operandShape.size(); ++i) {
    int64_t step = interior[i] + 1;
    // Negative padding drops operand elements outside the result.
    dims.push_back(Interval{-floorDiv(low[i], step),
                            floorDiv(resultShape[i] - 1 - low[i], step)}
                       .intersect({0, operandShape[i] - 1}));
    results.push_back(dim(i, context) * step + low[i]);
  }
  return makeMap(std::move(dims), {}, results, context);
}

IndexingMap getReduceWindowOutputToInput(ArrayRef<int64_t> operandShape,
                                         ArrayRef<int64_t> resultShape,
                                         const WindowConfig &window,
                                         MLIRContext *context) {
  // The window reads the padded, base-dilated operand...
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<Interval> rangeVars;
  llvm::SmallVector<int64_t> paddedShape, interior;
  for (unsigned i = 0; i < resultShape.size(); ++i) {
    results.push_back(dim(i, context) * window.strides[i] +
                      symbol(i, context) * window.windowDilations[i]);
    rangeVars.push_back({0, window.dims[i] - 1});
    interior.push_back(window.baseDilations[i] - 1);
    paddedShape.push_back((operandShape[i] - 1) * window.baseDilations[i] + 1 +
                          window.paddingLow[i] + window.paddingHigh[i]);
  }
  IndexingMap windowMap =
      makeMap(boundsOf(resultShape), std::move(rangeVars), results, context);
  // ... which an implied pad produces from the operand.
  IndexingMap padMap = getPadOutputToInput(
      operandShape, paddedShape, window.paddingLow, interior, context);
  IndexingMap composed = composeIndexingMaps(windowMap, padMap);
  composed.simplify();
  composed.removeUnusedSymbols();
  return composed;
}

IndexingMap getReduceWindowInputToOutput(ArrayRef<int64_t> operandShape,
                                         ArrayRef<int64_t> resultShape,
                                         const WindowConfig &window,
                                         MLIRContext *context) {
  // Operand element d sits at d * base_dilation + low in the padded operand;
  // window position s of result r covers r * stride + s * window_dilation.
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<Interval> rangeVars;
  llvm::SmallVector<IndexingMap::Constraint> constraints;
  for (unsigned i = 0; i < operandShape.size(); ++i) {
    int64_t stride = window.strides[i];
    AffineExpr start = dim(i, context) * window.baseDilations[i] +
                       window.paddingLow[i] -
                       symbol(i, context) * window.windowDilations[i];
    rangeVars.push_back({0, window.dims[i] - 1});
    results.push_back(stride == 1 ? start : start.floorDiv(stride));
    constraints.push_back({start, {0, (resultShape[i] - 1) * stride}});
    if (stride != 1)
      constraints.push_back({start % stride, Interval::point(0)});
  }
  IndexingMap map = makeMap(boundsOf(operandShape), std::move(rangeVars),
                            results, context, constraints);
  map.simplify();
  map.removeUnusedSymbols();
  return map;
}

namespace {

/// `(d){rt} -> (d - rt)`: an index of a tensor of `outerShape` taken into a
/// window of `windowShape` placed at the runtime offsets rt, which are
/// clamped so the window fits; the constraints keep d inside the window.
IndexingMap getIndexIntoWindow(ArrayRef<int64_t> outerShape,
                               ArrayRef<int64_t> windowShape,
                               MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<Interval> rtVars;
  llvm::SmallVector<IndexingMap::Constraint> constraints;
  for (unsigned i = 0; i < outerShape.size(); ++i) {
    AffineExpr windowIndex = dim(i, context) - symbol(i, context);
    results.push_back(windowIndex);
    rtVars.push_back({0, outerShape[i] - windowShape[i]});
    constraints.push_back({windowIndex, {0, windowShape[i] - 1}});
  }
  AffineMap map =
      AffineMap::get(outerShape.size(), rtVars.size(), results, context);
  return IndexingMap(map, boundsOf(outerShape), {}, std::move(rtVars),
                     constraints);
}

/// `(d){rt} -> (d + rt)`: an index of a window of `windowShape` placed at
/// the runtime offsets rt in a tensor of `outerShape`; the offsets are
/// clamped so the window fits.
IndexingMap getIndexFromWindow(ArrayRef<int64_t> outerShape,
                               ArrayRef<int64_t> windowShape,
                               MLIRContext *context) {
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<Interval> rtVars;
  for (unsigned i = 0; i < outerShape.size(); ++i) {
    results.push_back(dim(i, context) + symbol(i, context));
    rtVars.push_back({0, outerShape[i] - windowShape[i]});
  }
  AffineMap map =
      AffineMap::get(windowShape.size(), rtVars.size(), results, context);
  return IndexingMap(map, boundsOf(windowShape), {}, std::move(rtVars));
}

} // namespace

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//
//
// Result (b, y..., o) reads lhs (b', q..., f) and rhs (k..., c, o) where, in
// spatial dimension i, y * stride + k' * rhs_dilation - low = q *
// lhs_dilation with k' = k (K-1-k where the window is reversed), and with
// g = o / (O / groups): b' = b (+ g * B for batch groups, B the result
// batch), f = c (+ g * C for feature groups, C the kernel input features).

namespace {

struct ConvSizes {
  int64_t groups;              // feature or batch groups, whichever is > 1
  int64_t groupOutputFeatures; // O / groups
  int64_t resultBatch;
  int64_t kernelInputFeatures;
};

ConvSizes getConvSizes(ArrayRef<int64_t> rhsShape,
                       ArrayRef<int64_t> resultShape,
                       const ConvolutionConfig &c) {
  int64_t groups = std::max(c.featureGroupCount, c.batchGroupCount);
  return {groups, rhsShape[c.kernelOutputFeature] / groups,
          resultShape[c.outputBatch], rhsShape[c.kernelInputFeature]};
}

/// The window element kernel position `k` of spatial dimension `i` pairs
/// with.
AffineExpr windowElement(AffineExpr k, int64_t i, ArrayRef<int64_t> rhsShape,
                         const ConvolutionConfig &c) {
  if (!c.reversal[i])
    return k;
  return getAffineConstantExpr(rhsShape[c.kernelSpatial[i]] - 1,
                               k.getContext()) -
         k;
}

/// Constrains `offset`, a position in the lhs-dilated input of spatial
/// dimension `i` counted from the first lhs element, to an lhs element, and
/// returns that element's index.
AffineExpr lhsElement(AffineExpr offset, int64_t i, ArrayRef<int64_t> lhsShape,
                      const ConvolutionConfig &c,
                      llvm::SmallVectorImpl<IndexingMap::Constraint> &out) {
  int64_t dilation = c.lhsDilation[i];
  out.push_back({offset, {0, (lhsShape[c.inputSpatial[i]] - 1) * dilation}});
  if (dilation == 1)
    return offset;
  out.push_back({offset % dilation, Interval::point(0)});
  return offset.floorDiv(dilation);
}

IndexingMap finish(IndexingMap map) {
  map.simplify();
  map.removeUnusedSymbols();
  return map;
}

} // namespace

IndexingMap getConvolutionOutputToInput(ArrayRef<int64_t> lhsShape,
                                        ArrayRef<int64_t> rhsShape,
                                        ArrayRef<int64_t> resultShape,
                                        const ConvolutionConfig &c,
                                        unsigned operand,
                                        MLIRContext *context) {
  ConvSizes sizes = getConvSizes(rhsShape, resultShape, c);
  bool isLhs = operand == 0;
  int64_t spatialRank = static_cast<int64_t>(c.inputSpatial.size());
  llvm::SmallVector<AffineExpr> results(isLhs ? lhsShape.size()
                                              : rhsShape.size());
  llvm::SmallVector<Interval> rangeVars;
  llvm::SmallVector<IndexingMap::Constraint> constraints;
  for (int64_t i = 0; i < spatialRank; ++i) {
    AffineExpr k = symbol(i, context);
    rangeVars.push_back({0, rhsShape[c.kernelSpatial[i]] - 1});
    AffineExpr offset = dim(c.outputSpatial[i], context) * c.strides[i] +
                        windowElement(k, i, rhsShape, c) * c.rhsDilation[i] -
                        c.paddingLow[i];
    AffineExpr element = lhsElement(offset, i, lhsShape, c, constraints);
    if (isLhs)
      results[c.inputSpatial[i]] = element;
    else
      results[c.kernelSpatial[i]] = k;
  }
  AffineExpr feature = symbol(spatialRank, context);
  rangeVars.push_back({0, sizes.kernelInputFeatures - 1});
  AffineExpr outputFeature = dim(c.outputFeature, context);
  if (isLhs) {
    AffineExpr batch = dim(c.outputBatch, context);
    if (sizes.groups > 1 && sizes.groupOutputFeatures > 0) {
      AffineExpr group = outputFeature.floorDiv(sizes.groupOutputFeatures);
      if (c.batchGroupCount > 1)
        batch = batch + group * sizes.resultBatch;
      else
        feature = feature + group * sizes.kernelInputFeatures;
    }
    results[c.inputBatch] = batch;
    results[c.inputFeature] = feature;
  } else {
    results[c.kernelInputFeature] = feature;
    results[c.kernelOutputFeature] = outputFeature;
  }
  return finish(makeMap(boundsOf(resultShape), std::move(rangeVars), results,
                        context, constraints));
}

IndexingMap getConvolutionInputToOutput(ArrayRef<int64_t> lhsShape,
                                        ArrayRef<int64_t> rhsShape,
                                        ArrayRef<int64_t> resultShape,
                                        const ConvolutionConfig &c,
                                        unsigned operand,
                                        MLIRContext *context) {
  ConvSizes sizes = getConvSizes(rhsShape, resultShape, c);
  int64_t spatialRank = static_cast<int64_t>(c.inputSpatial.size());
  llvm::SmallVector<AffineExpr> results(resultShape.size());
  llvm::SmallVector<Interval> rangeVars;
  llvm::SmallVector<IndexingMap::Constraint> constraints;
  if (operand == 1) {
    // Kernel element (k, c, o) reaches every (b, y, o) whose window puts an
    // lhs element at k.
    results[c.outputBatch] = symbol(0, context);
    rangeVars.push_back({0, sizes.resultBatch - 1});
    results[c.outputFeature] = dim(c.kernelOutputFeature, context);
    for (int64_t i = 0; i < spatialRank; ++i) {
      AffineExpr y = symbol(1 + i, context);
      rangeVars.push_back({0, resultShape[c.outputSpatial[i]] - 1});
      results[c.outputSpatial[i]] = y;
      AffineExpr k = dim(c.kernelSpatial[i], context);
      lhsElement(y * c.strides[i] +
                     windowElement(k, i, rhsShape, c) * c.rhsDilation[i] -
                     c.paddingLow[i],
                 i, lhsShape, c, constraints);
    }
    return finish(makeMap(boundsOf(rhsShape), std::move(rangeVars), results,
                          context, constraints));
  }
  // lhs element q sits at q * lhs_dilation + low in the padded input; kernel
  // position k of window y covers y * stride + k' * rhs_dilation.
  for (int64_t i = 0; i < spatialRank; ++i) {
    AffineExpr k = symbol(i, context);
    rangeVars.push_back({0, rhsShape[c.kernelSpatial[i]] - 1});
    int64_t stride = c.strides[i];
    AffineExpr start = dim(c.inputSpatial[i], context) * c.lhsDilation[i] +
                       c.paddingLow[i] -
                       windowElement(k, i, rhsShape, c) * c.rhsDilation[i];
    constraints.push_back(
        {start, {0, (resultShape[c.outputSpatial[i]] - 1) * stride}});
    if (stride != 1)
      constraints.push_back({start % stride, Interval::point(0)});
    results[c.outputSpatial[i]] = stride == 1 ? start : start.floorDiv(stride);
  }
  AffineExpr featureInGroup = symbol(spatialRank, context);
  rangeVars.push_back({0, sizes.groupOutputFeatures - 1});
  AffineExpr batch = dim(c.inputBatch, context);
  AffineExpr outputFeature = featureInGroup;
  if (c.featureGroupCount > 1)
    outputFeature =
        dim(c.inputFeature, context).floorDiv(sizes.kernelInputFeatures) *
            sizes.groupOutputFeatures +
        featureInGroup;
  if (c.batchGroupCount > 1 && sizes.resultBatch > 0) {
    outputFeature =
        batch.floorDiv(sizes.resultBatch) * sizes.groupOutputFeatures +
        featureInGroup;
    batch = batch % sizes.resultBatch;
  }
  results[c.outputBatch] = batch;
  results[c.outputFeature] = outputFeature;
  return finish(makeMap(boundsOf(lhsShape), std::move(rangeVars), results,
                        context, constraints));
}

IndexingMap getDynamicSliceOutputToInput(ArrayRef<int64_t> operandShape,
                                         ArrayRef<int64_t> sliceSizes,
                                         MLIRContext *context) {
  return getIndexFromWindow(operandShape, sliceSizes, context);
}

IndexingMap getDynamicSliceInputToOutput(ArrayRef<int64_t> operandShape,
                                         ArrayRef<int64_t> sliceSizes,
                                         MLIRContext *context) {
  return getIndexIntoWindow(operandShape, sliceSizes, context);
}

IndexingMap getDynamicUpdateSliceOutputToUpdate(ArrayRef<int64_t> resultShape,
                                                ArrayRef<int64_t> updateShape,
                                                MLIRContext *context) {
  return getIndexIntoWindow(resultShape, updateShape, context);
}

IndexingMap getDynamicUpdateSliceUpdateToOutput(ArrayRef<int64_t> resultShape,
                                                ArrayRef<int64_t> updateShape,
                                                MLIRContext *context) {
  return getIndexFromWindow(resultShape, updateShape, context);
}

namespace {

/// Result dims not in offsetDims, in order: the batch dims of the gather.
llvm::SmallVector<int64_t> gatherBatchDims(unsigned resultRank,
                                           const GatherDimensions &dims) {
  llvm::SmallVector<int64_t> batch;
  for (unsigned i = 0; i < resultRank; ++i)
    if (!llvm::is_contained(dims.offsetDims, (int64_t)i))
      batch.push_back(i);
  return batch;
}

/// The result batch dim that indices dim `indicesDim` (not the index vector
/// dim) corresponds to.
int64_t resultDimOfIndicesDim(int64_t indicesDim,
                              ArrayRef<int64_t> resultBatchDims,
                              const GatherDimensions &dims) {
  int64_t position =
      indicesDim > dims.indexVectorDim ? indicesDim - 1 : indicesDim;
  return resultBatchDims[position];
}

} // namespace

IndexingMap getGatherOutputToOperand(ArrayRef<int64_t> operandShape,
                                     ArrayRef<int64_t> resultShape,
                                     const GatherDimensions &dims,
                                     MLIRContext *context) {
  auto batchDims = gatherBatchDims(resultShape.size(), dims);
  llvm::SmallVector<AffineExpr> results;
  unsigned nextOffsetDim = 0;
  for (unsigned k = 0; k < operandShape.size(); ++k) {
    const int64_t *batching = llvm::find(dims.operandBatchingDims, (int64_t)k);
    if (batching != dims.operandBatchingDims.end()) {
      int64_t indicesDim =
          dims.startIndicesBatchingDims[batching -
                                        dims.operandBatchingDims.begin()];
      results.push_back(
          dim(resultDimOfIndicesDim(indicesDim, batchDims, dims), context));
      continue;
    }
    AffineExpr index = getAffineConstantExpr(0, context);
    if (!llvm::is_contained(dims.collapsedSliceDims, (int64_t)k))
      index = dim(dims.offsetDims[nextOffsetDim++], context);
    const int64_t *start = llvm::find(dims.startIndexMap, (int64_t)k);
    if (start != dims.startIndexMap.end())
      index = index + symbol(start - dims.startIndexMap.begin(), context);
    results.push_back(index);
  }
  llvm::SmallVector<Interval> rtVars;
  for (int64_t k : dims.startIndexMap)
    rtVars.push_back({0, operandShape[k] - dims.sliceSizes[k]});
  AffineMap map =
      AffineMap::get(resultShape.size(), rtVars.size(), results, context);
  return IndexingMap(map, boundsOf(resultShape), {}, std::move(rtVars));
}

IndexingMap getGatherOutputToIndices(ArrayRef<int64_t> indicesShape,
                                     ArrayRef<int64_t> resultShape,
                                     const GatherDimensions &dims,
                                     MLIRContext *context) {
  auto batchDims = gatherBatchDims(resultShape.size(), dims);
  llvm::SmallVector<AffineExpr> results;
  llvm::SmallVector<Interval> rangeVars;
  for (unsigned i = 0; i < indicesShape.size(); ++i) {
    if (i == dims.indexVectorDim) {
      results.push_back(symbol(0, context));
      rangeVars.push_back({0, indicesShape[i] - 1});
      continue;
    }
    results.push_back(dim(resultDimOfIndicesDim(i, batchDims, dims), context));
  }
  return makeMap(boundsOf(resultShape), std::move(rangeVars), results, context);
}

IndexingMap getGatherOperandToOutput(ArrayRef<int64_t> operandShape,
                                     ArrayRef<int64_t> resultShape,
                                     const GatherDimensions &dims,
                                     MLIRContext *context) {
  auto batchDims = gatherBatchDims(resultShape.size(), dims);
  llvm::SmallVector<AffineExpr> results(resultShape.size());
  for (auto [operandDim, indicesDim] :
       llvm::zip_equal(dims.operandBatchingDims, dims.startIndicesBatchingDims))
    results[resultDimOfIndicesDim(indicesDim, batchDims, dims)] =
        dim(operandDim, context);
  // Any other batch index may read the element (depending on the indices).
  llvm::SmallVector<Interval> rangeVars;
  for (int64_t resultDim : batchDims) {
    if (results[resultDim])
      continue;
    results[resultDim] = symbol(rangeVars.size(), context);
    rangeVars.push_back({0, resultShape[resultDim] - 1});
  }
  llvm::SmallVector<Interval> rtVars;
  llvm::SmallVector<IndexingMap::Constraint> constraints;
  unsigned nextOffsetDim = 0;
  for (unsigned k = 0; k < operandShape.size(); ++k) {
    if (llvm::is_contained(dims.operandBatchingDims, (int64_t)k))
      continue;
    // The element's offset in the slice.
    AffineExpr offset = dim(k, context);
    const int64_t *start = llvm::find(dims.startIndexMap, (int64_t)k);
    if (start != dims.startIndexMap.end())
      offset = offset -
               symbol(rangeVars.size() + (start - dims.startIndexMap.begin()),
                      context);
    bool collapsed = llvm::is_contained(dims.collapsedSliceDims, (int64_t)k);
    if (!collapsed)
      results[dims.offsetDims[nextOffsetDim++]] = offset;
    constraints.push_back(
        {offset, {0, collapsed ? 0 : dims.sliceSizes[k] - 1}});
  }
  for (int64_t k : dims.startIndexMap)
    rtVars.push_back({0, operandShape[k] - dims.sliceSizes[k]});
  AffineMap map = AffineMap::get(
      operandShape.size(), rangeVars.size() + rtVars.size(), results, context);
  return IndexingMap(map, boundsOf(operandShape), std::move(rangeVars),
                     std::move(rtVars), constraints);
}

IndexingMap getGatherIndicesToOutput(ArrayRef<int64_t> indicesShape,
                                     ArrayRef<int64_t> resultShape,
                                     const GatherDimensions &dims,
                                     MLIRContext *context) {
  auto batchDims = gatherBatchDims(resultShape.size(), dims);
  llvm::SmallVector<AffineExpr> results(resultShape.size());
  for (unsigned i = 0; i < indicesShape.size(); ++i)
    if (i != dims.indexVectorDim)
      results[resultDimOfIndicesDim(i, batchDims, dims)] = dim(i, context);
  llvm::SmallVector<Interval> rangeVars;
  for (int64_t resultDim : dims.offsetDims) {
    results[resultDim] = symbol(rangeVars.size(), context);
    rangeVars.push_back({0, resultShape[resultDim] - 1});
  }
  return makeMap(boundsOf(indicesShape), std::move(rangeVars), results,
                 context);
}

} // namespace hlokit::indexing
