//===- LegalizeRaggedDot.cpp - chlo.ragged_dot to StableHLO ---------------===//
//
// One dot_general per group on the lhs masked to the group's part of the
// ragged dimension (`?` and bounded dimensions take dynamic_iota,
// real_dynamic_slice and dynamic_reshape; a bounded number of groups is
// unrolled to its bound, group_sizes padded with empty groups):
//  - non-contracting ragged dimension: the masked lhs against the rhs slice
//    of the group, summed over groups;
//  - contracting: one product per group, stacked on a leading dimension;
//  - batch: one product of the lhs masked to the groups' total.
// The group boundaries are running sums of group_sizes (clamped at 0),
// broadcast from group_sizes' prefix dimensions onto the lhs.
//
//===----------------------------------------------------------------------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;
using hlo::ComparisonDirection;

namespace hlokit::chlo_legalization {

namespace {

/// Column `g` of group_sizes as i64, clamped at 0, shaped like the prefix.
Value groupColumn(ChloEmitter &e, Value groupSizes, int64_t g) {
  int64_t last = cast<RankedTensorType>(groupSizes.getType()).getRank() - 1;
  Value column = e.takeIndex(groupSizes, last, e.indexConstant(g));
  Value wide = e.convert(column, e.builder().getI64Type());
  return e.op<hlo::MaxOp>({wide, e.constLike(wide, 0)});
}

/// `lhs` with zeros outside [start, end) along the ragged dimension; start
/// and end have group_sizes' prefix shape.
Value maskRows(ChloEmitter &e, Value lhs, Value start, Value end,
               ArrayRef<int64_t> prefixDims, int64_t ragged) {
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto indexType = lhsType.clone(e.builder().getI64Type());
  Value shape = lhsType.hasStaticShape() ? Value() : e.shapeOf(lhs);
  Value iota = e.iota(indexType, ragged, shape);
  // A rank-1 group_sizes has a 0-d prefix: its bounds broadcast everywhere.
  SmallVector<int64_t> dims =
      cast<RankedTensorType>(start.getType()).getRank() == 0
          ? SmallVector<int64_t>()
          : SmallVector<int64_t>(prefixDims);
  Value lo = e.broadcast(start, indexType, dims, shape);
  Value hi = e.broadcast(end, indexType, dims, shape);
  Value inside =
      e.op<hlo::AndOp>({e.compare(ComparisonDirection::GE, iota, lo),
                        e.compare(ComparisonDirection::LT, iota, hi)});
  return e.select(inside, lhs, e.constLike(lhs, 0));
}

Value dot(ChloEmitter &e, Value lhs, Value rhs, ArrayRef<int64_t> lhsBatch,
          ArrayRef<int64_t> rhsBatch, ArrayRef<int64_t> lhsContract,
          ArrayRef<int64_t> rhsContract) {
  auto dims = hlo::DotDimensionNumbersAttr::get(
      e.builder().getContext(), lhsBatch, rhsBatch, lhsContract, rhsContract);
  return hlo::DotGeneralOp::create(e.builder(), e.location(), lhs, rhs, dims);
}

/// group_sizes with its bounded `?` group dimension padded to the bound
/// with zeros (empty groups).
Value padGroups(ChloEmitter &e, Value groupSizes, int64_t bound) {
  auto type = cast<RankedTensorType>(groupSizes.getType());
  int64_t last = type.getRank() - 1;
  SmallVector<int64_t> shape(type.getShape()), bounds = hlo::getDimBounds(type);
  shape[last] = bounds[last] = bound;
  auto paddedType =
      hlo::getBoundedTensorType(shape, type.getElementType(), bounds);
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < last; ++d)
    sizes.push_back(e.dimSize(groupSizes, d));
  sizes.push_back(e.indexConstant(bound));
  Value zero = hlo::ConstantOp::create(
      e.builder(), e.location(),
      DenseElementsAttr::get(RankedTensorType::get({}, type.getElementType()),
                             e.builder().getZeroAttr(type.getElementType())));
  Value zeros = e.broadcast(
      zero, paddedType, {},
      paddedType.hasStaticShape() ? Value() : e.shapeFromSizes(sizes));
  SmallVector<Value> starts(type.getRank(), e.indexConstant(0));
  return hlo::DynamicUpdateSliceOp::create(e.builder(), e.location(), zeros,
                                           groupSizes, starts);
}

/// `dims` after removing dimension `removed` from their tensor.
SmallVector<int64_t> without(ArrayRef<int64_t> dims, int64_t removed) {
  SmallVector<int64_t> result;
  for (int64_t d : dims)
    result.push_back(d > removed ? d - 1 : d);
  return result;
}

FailureOr<SmallVector<Value>> lowerRaggedDot(Operation *op, ChloEmitter &e) {
  auto raggedDot = cast<chlo::RaggedDotOp>(op);
  chlo::RaggedDotDims dims = raggedDot.getDims();
  Value lhs = raggedDot.getLhs(), rhs = raggedDot.getRhs(),
        groupSizes = raggedDot.getGroupSizes();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto groupsType = cast<RankedTensorType>(groupSizes.getType());
  int64_t numGroups = groupsType.getShape().back();
  // The runtime number of groups, for a `?` one.
  Value count;
  if (ShapedType::isDynamic(numGroups)) {
    numGroups = hlo::getDimBound(groupsType, groupsType.getRank() - 1);
    if (ShapedType::isDynamic(numGroups))
      return op->emitError("ragged_dot with an unbounded number of groups "
                           "has no StableHLO legalization: the groups are "
                           "unrolled");
    count = e.convert(e.dimSize(groupSizes, groupsType.getRank() - 1),
                      e.builder().getI64Type());
    groupSizes = padGroups(e, groupSizes, numGroups);
  }
  int64_t ragged = dims.lhsRagged.front();
  SmallVector<int64_t> prefixDims =
      chlo::getGroupSizesPrefixDims(lhsType.getRank(), dims);
  chlo::RaggedDotMode mode = chlo::getRaggedDotMode(dims);

  // Group g covers [starts[g], starts[g + 1]).
  SmallVector<Value> starts{e.constLike(groupColumn(e, groupSizes, 0), 0)};
  for (int64_t g = 0; g < numGroups; ++g)
    starts.push_back(e.add(starts.back(), groupColumn(e, groupSizes, g)));

  if (mode == chlo::RaggedDotMode::Batch) {
    Value masked =
        maskRows(e, lhs, starts.front(), starts.back(), prefixDims, ragged);
    return SmallVector<Value>{dot(e, masked, rhs, dims.lhsBatching,
                                  dims.rhsBatching, dims.lhsContracting,
                                  dims.rhsContracting)};
  }
  SmallVector<Value> products;
  for (int64_t g = 0; g < numGroups; ++g) {
    Value masked =
        maskRows(e, lhs, starts[g], starts[g + 1], prefixDims, ragged);
    if (mode == chlo::RaggedDotMode::Contracting) {
      products.push_back(dot(e, masked, rhs, dims.lhsBatching, dims.rhsBatching,
                             dims.lhsContracting, dims.rhsContracting));
      continue;
    }
    int64_t groupDim = dims.rhsGroup.front();
    // Padded groups are empty: any rhs group does; the last real one keeps
    // the slice in bounds.
    Value index = e.indexConstant(g);
    if (count)
      index = e.op<hlo::ClampOp>(
          {e.indexConstant(0), index, e.sub(count, e.indexConstant(1))});
    products.push_back(
        dot(e, masked, e.takeIndex(rhs, groupDim, index), dims.lhsBatching,
            without(dims.rhsBatching, groupDim), dims.lhsContracting,
            without(dims.rhsContracting, groupDim)));
  }
  if (mode == chlo::RaggedDotMode::NonContracting) {
    Value sum = products.front();
    for (Value p : ArrayRef(products).drop_front())
      sum = e.add(sum, p);
    return SmallVector<Value>{sum};
  }
  // Contracting: stack the groups' products on the leading dimension.
  SmallVector<Value> stacked;
  for (Value p : products)
    stacked.push_back(e.insertUnitDim(p, 0));
  Value all = hlo::ConcatenateOp::create(e.builder(), e.location(), stacked, 0);
  if (!count)
    return SmallVector<Value>{all};
  // The real groups of the padded ones.
  Value shape = e.shapeOf(all);
  auto dimsType = cast<RankedTensorType>(shape.getType());
  Value first =
      e.compare(ComparisonDirection::EQ,
                hlo::IotaOp::create(e.builder(), e.location(), dimsType, 0),
                e.constLike(shape, 0));
  Value countDims = hlo::BroadcastInDimOp::create(
      e.builder(), e.location(), dimsType,
      e.convert(count, e.builder().getI32Type()), ArrayRef<int64_t>{});
  Value limit = e.select(first, countDims, shape);
  Value start = e.constLike(shape, 0), strides = e.constLike(shape, 1);
  return SmallVector<Value>{hlo::RealDynamicSliceOp::create(
      e.builder(), e.location(), op->getResultTypes()[0], all, start, limit,
      strides)};
}

} // namespace

void addRaggedDotLowerings(LoweringTable &table) {
  table.add<chlo::RaggedDotOp>(lowerRaggedDot);
}

} // namespace hlokit::chlo_legalization
