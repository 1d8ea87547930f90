//===- Convolution.cpp - derivative rules of convolution ------------------===//
//
// convolution is bilinear: its JVP is the sum of the op applied to each
// operand's tangent, and each VJP is itself a convolution (JAX's
// conv_general_dilated transpose rules, derived for StableHLO's attributes).
// In one spatial dimension, with p = y*stride + k*rhs_dilation - low the
// position in the lhs-dilated input and q = p / lhs_dilation:
//
//   result[b, y, o] = sum over k, c of lhs[b, q, c] * rhs[k, c, o]
//
//  - d lhs[b, q, c] sums g[b, y, o] * rhs[k, c, o] over the (y, k) that
//    reach q: a convolution of g dilated by the stride, with the kernel's
//    features swapped and its window flipped (window_reversal toggled),
//    window stride lhs_dilation, rhs_dilation kept, low padding
//    dilated(K) - 1 - low and the high padding that gives q its size;
//  - d rhs[k, c, o] sums lhs[b, q, c] * g[b, y, o] over (b, y): a
//    convolution of lhs (batch and feature roles swapped) with g as the
//    kernel dilated by the stride, window stride rhs_dilation, the same
//    low padding and the high padding that gives K windows.
//
// Feature groups become batch groups in the rhs gradient and the other way
// round; in the lhs gradient both become feature groups over a kernel whose
// output features are regrouped (and, for batch groups, the groups move
// from the features to the batch of the result). The rules work on
// canonical layouts ([b, 0.., f]x[0.., i, o]->[b, 0.., f]) reached by
// transposes, which keeps every layout one case. dynamic_conv has the same
// rules when its padding operand is a constant.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

/// The spatial extent of `size` elements `dilation` apart.
int64_t dilated(int64_t size, int64_t dilation) {
  return size == 0 ? 0 : (size - 1) * dilation + 1;
}

SmallVector<int64_t> inversePermutation(ArrayRef<int64_t> permutation) {
  SmallVector<int64_t> inverse(permutation.size());
  for (auto [i, p] : llvm::enumerate(permutation))
    inverse[p] = static_cast<int64_t>(i);
  return inverse;
}

SmallVector<int64_t> iotaList(int64_t begin, int64_t end) {
  return llvm::to_vector(llvm::seq<int64_t>(begin, end));
}

/// The window attributes of a convolution, defaults filled in.
struct Window {
  SmallVector<int64_t> strides, lhsDilation, rhsDilation;
  SmallVector<std::pair<int64_t, int64_t>> padding;
  SmallVector<bool> reversal;
};

/// Low and high padding per spatial dimension: convolution's attribute
/// (zeros when absent), or dynamic_conv's operand, which must be a constant.
using Padding = SmallVector<std::pair<int64_t, int64_t>>;

Padding pairsOf(DenseIntElementsAttr attr) {
  SmallVector<int64_t> values(attr.getValues<int64_t>());
  Padding pairs;
  for (size_t i = 0; i + 1 < values.size(); i += 2)
    pairs.push_back({values[i], values[i + 1]});
  return pairs;
}

FailureOr<Padding> getPadding(ConvolutionOp op, int64_t spatialRank) {
  if (std::optional<DenseIntElementsAttr> padding = op.getPadding())
    return pairsOf(*padding);
  return Padding(spatialRank, {0, 0});
}

FailureOr<Padding> getPadding(DynamicConvOp op, int64_t) {
  DenseIntElementsAttr padding;
  if (!matchPattern(op.getPadding(), m_Constant(&padding)))
    return op.emitError("autodiff: no rule for '")
           << op->getName() << "' whose padding is not a constant";
  return pairsOf(padding);
}

template <typename OpTy>
Window getWindow(OpTy op, int64_t spatialRank, Padding padding) {
  ConvWindow plain = getConvWindow(op.getWindowStrides(), op.getLhsDilation(),
                                   op.getRhsDilation(), op.getWindowReversal());
  SmallVector<int64_t> ones(spatialRank, 1);
  return {plain.strides.value_or(ones), plain.lhsDilation.value_or(ones),
          plain.rhsDilation.value_or(ones), std::move(padding),
          plain.reversal.value_or(SmallVector<bool>(spatialRank, false))};
}

/// A convolution with the given dimension numbers and window.
Value buildConvolution(Emitter &e, Value lhs, Value rhs,
                       const ConvDimensions &dims, const Window &w,
                       int64_t featureGroups, int64_t batchGroups) {
  OpBuilder &b = e.builder();
  MLIRContext *context = b.getContext();
  SmallVector<int64_t> padding;
  for (auto [low, high] : w.padding)
    padding.append({low, high});
  auto paddingType = RankedTensorType::get(
      {static_cast<int64_t>(w.padding.size()), 2}, b.getI64Type());
  auto dimsAttr = ConvDimensionNumbersAttr::get(
      context, dims.inputBatch, dims.inputFeature, dims.inputSpatial,
      dims.kernelInputFeature, dims.kernelOutputFeature, dims.kernelSpatial,
      dims.outputBatch, dims.outputFeature, dims.outputSpatial);
  return ConvolutionOp::create(
      b, e.location(), lhs, rhs, b.getDenseI64ArrayAttr(w.strides),
      DenseIntElementsAttr::get(paddingType, padding),
      b.getDenseI64ArrayAttr(w.lhsDilation),
      b.getDenseI64ArrayAttr(w.rhsDilation),
      b.getDenseBoolArrayAttr(w.reversal), dimsAttr,
      b.getI64IntegerAttr(featureGroups), b.getI64IntegerAttr(batchGroups),
      /*precision_config=*/ArrayAttr());
}

/// `v` with its dimension `dim` of size `outer * inner` split into
/// [outer, inner] (outer major).
Value splitDim(Emitter &e, Value v, int64_t dim, int64_t outer) {
  RankedTensorType type = tensorTypeOf(v);
  SmallVector<int64_t> shape(type.getShape());
  int64_t inner = shape[dim] / outer;
  shape[dim] = inner;
  shape.insert(shape.begin() + dim, outer);
  return e.reshape(v, RankedTensorType::get(shape, type.getElementType()));
}

/// `v` with dimensions `dim` and `dim + 1` merged into one.
Value mergeDims(Emitter &e, Value v, int64_t dim) {
  RankedTensorType type = tensorTypeOf(v);
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] *= shape[dim + 1];
  shape.erase(shape.begin() + dim + 1);
  return e.reshape(v, RankedTensorType::get(shape, type.getElementType()));
}

/// Moves dimension `from` of `v` to position `to`, the others in order.
Value moveDim(Emitter &e, Value v, int64_t from, int64_t to) {
  SmallVector<int64_t> order = iotaList(0, tensorTypeOf(v).getRank());
  order.erase(order.begin() + from);
  order.insert(order.begin() + to, from);
  return e.transpose(v, order);
}

/// A convolution seen in canonical layouts: lhs [b, 0.., f], rhs
/// [0.., i, o], result [b, 0.., f].
struct CanonicalConv {
  int64_t spatialRank;
  Window window;
  int64_t featureGroups, batchGroups;
  SmallVector<int64_t> lhsOrder, rhsOrder, resultOrder;
  SmallVector<int64_t> lhsShape, rhsShape, resultShape; // canonical

  template <typename OpTy> CanonicalConv(OpTy op, Padding padding) {
    ConvDimensions dims = getConvDimensions(op.getDimensionNumbers());
    spatialRank = static_cast<int64_t>(dims.inputSpatial.size());
    window = getWindow(op, spatialRank, std::move(padding));
    featureGroups = static_cast<int64_t>(op.getFeatureGroupCount());
    batchGroups = static_cast<int64_t>(op.getBatchGroupCount());
    lhsOrder = {dims.inputBatch};
    llvm::append_range(lhsOrder, dims.inputSpatial);
    lhsOrder.push_back(dims.inputFeature);
    rhsOrder = dims.kernelSpatial;
    rhsOrder.append({dims.kernelInputFeature, dims.kernelOutputFeature});
    resultOrder = {dims.outputBatch};
    llvm::append_range(resultOrder, dims.outputSpatial);
    resultOrder.push_back(dims.outputFeature);
    auto permuted = [](Value v, ArrayRef<int64_t> order) {
      ArrayRef<int64_t> shape = tensorTypeOf(v).getShape();
      return llvm::map_to_vector(order, [&](int64_t d) { return shape[d]; });
    };
    lhsShape = permuted(op.getLhs(), lhsOrder);
    rhsShape = permuted(op.getRhs(), rhsOrder);
    resultShape = permuted(op.getResult(), resultOrder);
  }

  int64_t groups() const { return std::max(featureGroups, batchGroups); }
};

/// [b, 0.., f] as dimension numbers of an input or output.
void setCanonicalInput(ConvDimensions &dims, int64_t spatialRank) {
  dims.inputBatch = 0;
  dims.inputSpatial = iotaList(1, spatialRank + 1);
  dims.inputFeature = spatialRank + 1;
}

/// d lhs: the cotangent `g` (canonical) convolved with the regrouped kernel.
Value lhsGradient(Emitter &e, const CanonicalConv &c, Value g, Value rhs) {
  int64_t s = c.spatialRank, groups = c.groups();
  const Window &w = c.window;
  // [0.., ci, o] -> [0.., groups * ci, o / groups]: output feature g * Og + j
  // becomes input feature j of kernel group g.
  Value kernel = e.transpose(rhs, c.rhsOrder);
  if (groups > 1)
    kernel = mergeDims(
        e, moveDim(e, splitDim(e, kernel, s + 1, groups), s + 1, s), s);
  ConvDimensions dims;
  setCanonicalInput(dims, s);
  dims.kernelSpatial = iotaList(0, s);
  dims.kernelInputFeature = s + 1;
  dims.kernelOutputFeature = s;
  dims.outputBatch = 0;
  dims.outputSpatial = iotaList(1, s + 1);
  dims.outputFeature = s + 1;
  Window t;
  t.strides = w.lhsDilation;
  t.lhsDilation = w.strides;
  t.rhsDilation = w.rhsDilation;
  for (int64_t i = 0; i < s; ++i) {
    int64_t lhsExtent = dilated(c.lhsShape[1 + i], w.lhsDilation[i]);
    int64_t windowExtent = dilated(c.rhsShape[i], w.rhsDilation[i]);
    int64_t gExtent = dilated(c.resultShape[1 + i], w.strides[i]);
    int64_t low = windowExtent - w.padding[i].first - 1;
    t.padding.push_back({low, lhsExtent + windowExtent - 1 - gExtent - low});
    t.reversal.push_back(!w.reversal[i]);
  }
  Value grad = buildConvolution(e, g, kernel, dims, t, groups, 1);
  // Batch groups: features [groups, c] -> batch [groups, b].
  if (c.batchGroups > 1)
    grad =
        mergeDims(e, moveDim(e, splitDim(e, grad, s + 1, groups), s + 1, 0), 0);
  return e.transpose(grad, inversePermutation(c.lhsOrder));
}

/// d rhs: lhs (batch and feature swapped) convolved with `g` as the kernel.
Value rhsGradient(Emitter &e, const CanonicalConv &c, Value g, Value lhs) {
  int64_t s = c.spatialRank;
  const Window &w = c.window;
  Value input = e.transpose(lhs, c.lhsOrder);
  ConvDimensions dims;
  dims.inputBatch = s + 1;
  dims.inputFeature = 0;
  dims.inputSpatial = iotaList(1, s + 1);
  dims.kernelInputFeature = 0;
  dims.kernelOutputFeature = s + 1;
  dims.kernelSpatial = iotaList(1, s + 1);
  dims.outputSpatial = iotaList(0, s);
  dims.outputBatch = s;
  dims.outputFeature = s + 1;
  Window t;
  t.strides = w.rhsDilation;
  t.lhsDilation = w.lhsDilation;
  t.rhsDilation = w.strides;
  SmallVector<int64_t> reversed;
  for (int64_t i = 0; i < s; ++i) {
    int64_t lhsExtent = dilated(c.lhsShape[1 + i], w.lhsDilation[i]);
    int64_t windowExtent = dilated(c.rhsShape[i], w.rhsDilation[i]);
    int64_t gExtent = dilated(c.resultShape[1 + i], w.strides[i]);
    int64_t low = w.padding[i].first;
    t.padding.push_back({low, gExtent - lhsExtent + windowExtent - low - 1});
    t.reversal.push_back(false);
    if (w.reversal[i])
      reversed.push_back(i);
  }
  // Groups swap kinds: the lhs's feature groups are now its batch.
  Value grad =
      buildConvolution(e, input, g, dims, t, c.batchGroups, c.featureGroups);
  // The forward pass paired kernel element k with the window's K-1-k along
  // reversed dimensions.
  if (!reversed.empty())
    grad = ReverseOp::create(e.builder(), e.location(), grad, reversed);
  return e.transpose(grad, inversePermutation(c.rhsOrder));
}

/// convolution, and dynamic_conv with a constant padding.
template <typename OpTy>
LogicalResult convolutionVjp(VjpContext &c, Operation *op,
                             ArrayRef<Value> cts) {
  auto conv = cast<OpTy>(op);
  int64_t spatialRank = tensorTypeOf(conv.getLhs()).getRank() - 2;
  FailureOr<Padding> padding = getPadding(conv, spatialRank);
  if (failed(padding))
    return failure();
  Emitter e(c.getBuilder(), op->getLoc());
  CanonicalConv canonical(conv, std::move(*padding));
  Value g = e.transpose(cts[0], canonical.resultOrder);
  if (isDifferentiable(conv.getLhs().getType()))
    c.accumulate(conv.getLhs(), lhsGradient(e, canonical, g, conv.getRhs()));
  if (isDifferentiable(conv.getRhs().getType()))
    c.accumulate(conv.getRhs(), rhsGradient(e, canonical, g, conv.getLhs()));
  return success();
}

/// Bilinear: d conv(l, r) = conv(dl, r) + conv(l, dr) (dynamic_conv's
/// padding operand stays).
LogicalResult convolutionJvp(JvpContext &c, Operation *op,
                             ArrayRef<Value> tangents,
                             SmallVectorImpl<Value> &results) {
  Emitter e(c.getBuilder(), op->getLoc());
  Value sum;
  for (unsigned i = 0; i < 2; ++i) {
    if (!tangents[i])
      continue;
    IRMapping mapping;
    mapping.map(op->getOperand(i), tangents[i]);
    Value term = c.getBuilder().clone(*op, mapping)->getResult(0);
    sum = sum ? e.add(sum, term) : term;
  }
  results.push_back(sum);
  return success();
}

} // namespace

void registerConvolutionRules(RuleRegistry &r) {
  r.addVjp<ConvolutionOp>(convolutionVjp<ConvolutionOp>);
  r.addJvp<ConvolutionOp>(convolutionJvp);
  r.addVjp<DynamicConvOp>(convolutionVjp<DynamicConvOp>);
  r.addJvp<DynamicConvOp>(convolutionJvp);
}

} // namespace hlokit::autodiff
